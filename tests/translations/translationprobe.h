// Reading .ts files at test time, and a translator that records which (context, source) pairs the
// code asks for, to compare with what lupdate extracts.
#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTranslator>

struct TsMessage
{
    QString context;
    QString source;
    QString comment; // the disambiguation
    bool numerus = false;
    bool finished = false;
    QStringList translations; // one, or the plural forms
};

// The messages of a .ts file; empty with `error` set when it cannot be read.
QList<TsMessage> readTsFile(const QString &path, QString *error);

// Translates nothing: it records every lookup the code makes while it is installed (it is asked
// first, being the last installed) and what the extracted messages make of it.
class TranslationProbe final : public QTranslator
{
public:
    explicit TranslationProbe(const QList<TsMessage> &extracted);

    QString translate(const char *context,
        const char *sourceText,
        const char *disambiguation,
        int n) const override;
    bool isEmpty() const override { return false; }

    // Contexts a known message was asked for in.
    QSet<QString> contextsHit() const { return m_hits; }
    // Lookups in a context of the console's that lupdate did not extract the message in (it may
    // have filed the source under another context). Qt's own classes' lookups are left out.
    QStringList misses() const;

private:
    QSet<QString> m_keys; // context, source, comment
    QHash<QString, QStringList> m_contextsOfSource;
    mutable QSet<QString> m_hits;
    mutable QStringList m_misses;
};
