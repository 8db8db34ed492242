// The language the console speaks: the choices, the stored choice, and installing the catalogs
// (the console's own, embedded or installed, and Qt's) for it.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

class QSettings;

namespace vmray {

struct LanguageChoice
{
    QString code; // "de", as in the catalog's file name
    QString name; // in its own language, so a user who cannot read the current one finds it
};

// Every language the console has a catalog for, English first.
QList<LanguageChoice> languageChoices();

// The stored choice (settings key ui/language); empty when the system decides.
QString storedLanguage(const QSettings &settings);
void storeLanguage(QSettings &settings, const QString &code);

// The value of --language CODE or --language=CODE, read before the command line is parsed so the
// parser's help is already translated; empty when not given.
QString languageFromArguments(const QStringList &arguments);

// The command line wins over the stored choice, which wins over the system's locale.
QLocale chooseLocale(const QString &commandLine, const QString &stored);

// Makes `locale` the default (numbers and dates follow it) and installs Qt's catalog and the
// console's for it, replacing those a previous call installed. English is installed below the
// chosen language: it supplies the plural forms ("1 cluster", "2 clusters") wherever a message is
// not translated (yet). Returns the console catalog files loaded, the chosen one first.
QStringList installTranslations(const QLocale &locale);

} // namespace vmray
