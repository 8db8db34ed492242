// Choosing the console's language and installing the catalogs for it.
#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString settingsKey = u"ui/language"_s;
const QString catalogName = u"vmray-console"_s;
const QString embeddedFolder = u":/i18n"_s;

// The catalogs embedded in the binary come first; the installed copies
// (share/vmray-console/translations) are the fallback for a language the binary lacks.
QStringList catalogFolders()
{
    return { embeddedFolder,
        QDir::cleanPath(
            QCoreApplication::applicationDirPath() + u"/../share/vmray-console/translations"_s) };
}

QList<QPointer<QTranslator>> &installedTranslators()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

// Parented to the application, so none outlives it; the caller installs it.
QTranslator *loadCatalog(const QLocale &locale, const QString &name, const QStringList &folders)
{
    auto translator = std::make_unique<QTranslator>(QCoreApplication::instance());
    for (const QString &folder : folders) {
        if (translator->load(locale, name, u"_"_s, folder))
            return translator.release();
    }
    return nullptr;
}

void install(QTranslator *translator)
{
    QCoreApplication::installTranslator(translator);
    installedTranslators().append(translator);
}
} // namespace

QList<LanguageChoice> languageChoices()
{
    QList<LanguageChoice> choices { { u"en"_s, u"English"_s } };
    const QStringList files =
        QDir(embeddedFolder).entryList({ catalogName + u"_*.qm"_s }, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(catalogName.size() + 1).chopped(3);
        if (code == u"en"_s)
            continue;
        QString name = QLocale(code).nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        choices.append({ code, name });
    }
    return choices;
}

QString storedLanguage(const QSettings &settings)
{
    return settings.value(settingsKey).toString();
}

void storeLanguage(QSettings &settings, const QString &code)
{
    if (code.isEmpty())
        settings.remove(settingsKey);
    else
        settings.setValue(settingsKey, code);
}

QString languageFromArguments(const QStringList &arguments)
{
    const QString option = u"--language"_s;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == option && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (argument.startsWith(option + u'='))
            return argument.mid(option.size() + 1);
    }
    return {};
}

QLocale chooseLocale(const QString &commandLine, const QString &stored)
{
    for (const QString &code : { commandLine, stored }) {
        if (code.isEmpty())
            continue;
        const QLocale locale(code);
        if (locale.language() != QLocale::C)
            return locale;
    }
    return QLocale::system();
}

QStringList installTranslations(const QLocale &locale)
{
    for (const QPointer<QTranslator> &old : std::as_const(installedTranslators()))
        delete old.data(); // its destructor uninstalls it
    installedTranslators().clear();
    QLocale::setDefault(locale);

    // The last one installed is asked first: English, then Qt's, then the chosen language.
    QStringList loaded;
    const QLocale english(QLocale::English);
    if (QTranslator *plurals = loadCatalog(english, catalogName, catalogFolders())) {
        install(plurals);
        loaded.append(plurals->filePath());
    }
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    QTranslator *qt = loadCatalog(locale, u"qt"_s, { qtFolder });
    if (!qt)
        qt = loadCatalog(locale, u"qtbase"_s, { qtFolder });
    if (qt)
        install(qt);
    if (locale.language() != QLocale::English) {
        if (QTranslator *chosen = loadCatalog(locale, catalogName, catalogFolders())) {
            install(chosen);
            loaded.prepend(chosen->filePath());
        }
    }
    return loaded;
}

} // namespace vmray
