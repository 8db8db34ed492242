// Reading back what an older console wrote in words, in whatever language it ran in, as the
// phrases it was worded from: every shipped catalog's wording of every known code is tried, so a
// task log written in German reads in English once English is chosen. What no code words is kept
// as it was written.
#pragma once

#include "kube/phrase.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <optional>
#include <vector>

class QTranslator;

namespace vmray {

class PhraseRecognizer
{
public:
    // `catalogs` are consulted, not installed; the English sources are always known.
    PhraseRecognizer(const QList<PhraseKey> &keys, const QList<const QTranslator *> &catalogs);

    // The phrase `words` was worded from, or `words` as a verbatim phrase.
    Phrase recognise(const QString &words) const;

private:
    struct Pattern
    {
        PhraseKey key;
        QRegularExpression whole; // the wording alone
        int arguments = 0; // the highest %N
        qsizetype literalLength = 0;
    };
    std::optional<Phrase> matchWhole(const QString &words, int depth) const;
    Phrase phraseOf(const Pattern &pattern, const QRegularExpressionMatch &match, int depth) const;

    std::vector<Pattern> m_patterns; // the most specific first
};

// What the task log reads stored words with: the task and error codes against the catalogs
// embedded in the console.
Phrase readShippedTaskWords(const QString &words);

} // namespace vmray
