#include "taskwords.h"

#include "errortext.h"

#include "ray/taskphrases.h"

#include <QDir>
#include <QSet>
#include <QTranslator>

#include <algorithm>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// Counts that reach every plural form of the shipped languages (one, other; Japanese has one).
constexpr int formCounts[] = { 1, 2, 5, 0, 21, 101 };
// Arguments are searched for phrases at most this deep.
constexpr int maxDepth = 3;

struct Regex
{
    QString body;
    int arguments = 0;
    bool endsInWords = false;
    qsizetype literalLength = 0;
};

// A wording's pattern: its own words literally, %N as a lazy group named aN, %n as digits.
Regex regexOf(const QString &wording)
{
    Regex r;
    QSet<int> seen;
    QString literal;
    const auto flush = [&] {
        r.body += QRegularExpression::escape(literal);
        r.literalLength += literal.size();
        literal.clear();
    };
    for (qsizetype i = 0; i < wording.size(); ++i) {
        const QChar c = wording.at(i);
        if (c == u'%' && i + 1 < wording.size() && wording.at(i + 1) == u'n') {
            flush();
            r.body += seen.contains(0) ? u"\\k<n>"_s : u"(?<n>\\d+)"_s;
            seen.insert(0);
            ++i;
            r.endsInWords = false;
            continue;
        }
        if (c == u'%' && i + 1 < wording.size() && wording.at(i + 1).isDigit()) {
            qsizetype end = i + 1;
            int number = 0;
            while (end < wording.size() && end < i + 3 && wording.at(end).isDigit())
                number = number * 10 + wording.at(end++).digitValue();
            if (number >= 1) {
                flush();
                const QString name = u"a"_s + QString::number(number);
                r.body += seen.contains(number) ? QString(u"\\k<"_s + name + u'>')
                                                : QString(u"(?<"_s + name + u">.*?)"_s);
                seen.insert(number);
                r.arguments = std::max(r.arguments, number);
                r.endsInWords = false;
                i = end - 1;
                continue;
            }
        }
        literal += c;
        r.endsInWords = true;
    }
    flush();
    return r;
}
} // namespace

PhraseRecognizer::PhraseRecognizer(
    const QList<PhraseKey> &keys, const QList<const QTranslator *> &catalogs)
{
    const auto options = QRegularExpression::DotMatchesEverythingOption;
    for (const PhraseKey &key : keys) {
        QSet<QString> wordings { QString::fromUtf8(key.source) };
        for (const QTranslator *catalog : catalogs) {
            if (!key.counted) {
                wordings.insert(catalog->translate(key.context, key.source));
                continue;
            }
            for (int n : formCounts)
                wordings.insert(catalog->translate(key.context, key.source, nullptr, n));
        }
        wordings.remove(QString());
        for (const QString &wording : std::as_const(wordings)) {
            const Regex r = regexOf(wording);
            Pattern p { key,
                QRegularExpression(u"\\A(?:"_s + r.body + u")\\z"_s, options),
                QRegularExpression(
                    u"\\A(?:"_s + r.body + u")(?<sep> |\\n)(?<rest>.+)\\z"_s, options),
                r.arguments,
                r.endsInWords,
                r.literalLength };
            if (p.whole.isValid() && p.leading.isValid())
                m_patterns.push_back(std::move(p));
        }
    }
    // The wording with the most words of its own is the most specific: tried first.
    std::stable_sort(m_patterns.begin(), m_patterns.end(), [](const auto &a, const auto &b) {
        return a.literalLength > b.literalLength;
    });
}

Phrase PhraseRecognizer::phraseOf(
    const Pattern &pattern, const QRegularExpressionMatch &match, int depth) const
{
    std::vector<Phrase> arguments;
    for (int i = 1; i <= pattern.arguments; ++i) {
        const QString argument = match.captured(u"a"_s + QString::number(i));
        arguments.push_back(matchWhole(argument, depth + 1).value_or(Phrase(argument)));
    }
    return Phrase::coded(pattern.key,
        pattern.key.counted ? match.captured(u"n"_s).toInt() : -1,
        std::move(arguments));
}

std::optional<Phrase> PhraseRecognizer::matchWhole(const QString &words, int depth) const
{
    if (depth > maxDepth || words.isEmpty())
        return std::nullopt;
    for (const Pattern &pattern : m_patterns) {
        const QRegularExpressionMatch match = pattern.whole.match(words);
        if (match.hasMatch())
            return phraseOf(pattern, match, depth);
    }
    return std::nullopt;
}

std::optional<Phrase> PhraseRecognizer::matchSentences(const QString &words, int depth) const
{
    if (const auto whole = matchWhole(words, depth))
        return whole;
    for (const Pattern &pattern : m_patterns) {
        const QRegularExpressionMatch match = pattern.leading.match(words);
        if (!match.hasMatch())
            continue;
        const QString rest = match.captured(u"rest"_s);
        const QString separator = match.captured(u"sep"_s);
        if (auto next = matchSentences(rest, depth))
            return Phrase::joined({ phraseOf(pattern, match, depth), *next }, separator);
        // What follows a sentence that ends in its own words is the server's: kept verbatim.
        if (pattern.endsInWords)
            return Phrase::joined({ phraseOf(pattern, match, depth), Phrase(rest) }, separator);
    }
    return std::nullopt;
}

Phrase PhraseRecognizer::recognise(const QString &words) const
{
    return matchSentences(words, 0).value_or(Phrase(words));
}

Phrase readShippedTaskWords(const QString &words)
{
    static const std::unique_ptr<PhraseRecognizer> recognizer = [] {
        static std::vector<std::unique_ptr<QTranslator>> translators;
        QList<const QTranslator *> catalogs;
        const QDir folder(u":/i18n"_s);
        for (const QString &file : folder.entryList({ u"vmray-console_*.qm"_s }, QDir::Files)) {
            auto translator = std::make_unique<QTranslator>();
            if (translator->load(folder.filePath(file))) {
                catalogs.append(translator.get());
                translators.push_back(std::move(translator));
            }
        }
        QList<PhraseKey> keys = ray::taskphrase::all();
        keys += errorPhraseKeys();
        return std::make_unique<PhraseRecognizer>(keys, catalogs);
    }();
    return recognizer->recognise(words);
}

} // namespace vmray
