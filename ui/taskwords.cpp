#include "taskwords.h"

#include "errortext.h"

#include "ray/raydashboard.h"
#include "ray/raydashboardpoller.h"
#include "ray/raymonitor.h"
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
// Longer words, or more sentences, are kept as they are: no task said that much.
constexpr qsizetype maxWords = 8192;
constexpr qsizetype maxSentences = 16;

struct Regex
{
    QString body;
    int arguments = 0;
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
                // Only an argument that ends the wording (a server's message) may hold a
                // sentence's end: one inside it would otherwise swallow the sentences after it.
                const bool last = end == wording.size();
                const QString any = last ? u".*?"_s : u"(?:(?![.!?\\x{3002}][ \\n]).)*?"_s;
                r.body += seen.contains(number) ? QString(u"\\k<"_s + name + u'>')
                                                : QString(u"(?<"_s + name + u'>' + any + u')');
                seen.insert(number);
                r.arguments = std::max(r.arguments, number);
                i = end - 1;
                continue;
            }
        }
        literal += c;
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
        // In a fixed order (the source, then each catalog's forms), so that equally specific
        // wordings are tried in the same order on every run.
        QStringList wordings { QString::fromUtf8(key.source) };
        for (const QTranslator *catalog : catalogs) {
            if (!key.counted) {
                wordings << catalog->translate(key.context, key.source);
                continue;
            }
            for (int n : formCounts)
                wordings << catalog->translate(key.context, key.source, nullptr, n);
        }
        wordings.removeAll(QString());
        wordings.removeDuplicates();
        for (const QString &wording : std::as_const(wordings)) {
            const Regex r = regexOf(wording);
            Pattern p { key,
                QRegularExpression(u"\\A(?:"_s + r.body + u")\\z"_s, options),
                r.arguments,
                r.literalLength };
            if (p.whole.isValid())
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

Phrase PhraseRecognizer::recognise(const QString &words) const
{
    // Sentences were joined by a space or a line break after their full stop. A sentence may end
    // in an argument that holds such a break itself (a server's message), so every way to cut
    // at the breaks is tried, the most sentences first, before the words are read whole.
    if (words.size() > maxWords)
        return Phrase(words);
    QList<qsizetype> breaks; // where a separator follows a full stop
    for (qsizetype i = 1; i < words.size() && breaks.size() < maxSentences; ++i) {
        const QChar c = words.at(i);
        const QChar before = words.at(i - 1);
        if ((c == u' ' || c == u'\n')
            && (before == u'.' || before == u'!' || before == u'?' || before == u'\u3002'))
            breaks << i;
    }
    // readFrom[k]: the sentences from just after break k-1 (k = 0: the start) to the end, found
    // by reading the rest before the part (a table, not recursion: no depth to run out of).
    const qsizetype parts = breaks.size() + 1;
    const auto startOf = [&](qsizetype k) {
        return k == 0 ? qsizetype(0) : breaks.at(k - 1) + 1;
    };
    std::vector<std::optional<std::vector<Phrase>>> readFrom(static_cast<size_t>(parts) + 1);
    readFrom[static_cast<size_t>(parts)] = std::vector<Phrase> {};
    for (qsizetype k = parts - 1; k >= 0; --k) {
        const qsizetype from = startOf(k);
        // The first sentence ends at a later break (the most sentences), or runs to the end.
        for (qsizetype end = k; end <= parts - 1; ++end) {
            const qsizetype to = end < parts - 1 ? breaks.at(end) : words.size();
            const auto &rest = readFrom[static_cast<size_t>(end) + 1];
            if (!rest)
                continue;
            if (const auto first = matchWhole(words.mid(from, to - from), 0)) {
                std::vector<Phrase> sentences { *first };
                sentences.insert(sentences.end(), rest->begin(), rest->end());
                readFrom[static_cast<size_t>(k)] = std::move(sentences);
                break;
            }
        }
    }
    if (const auto &all = readFrom.front()) {
        // One separator throughout, as the console always joined them.
        const QChar separator = breaks.isEmpty() ? u' ' : words.at(breaks.front());
        return Phrase::joined(*all, QString(separator));
    }
    // Known sentences first, then words no catalog knows (the operator's own): those are kept.
    std::vector<Phrase> known;
    qsizetype from = 0;
    for (qsizetype k = 0; k < breaks.size(); ++k) {
        const auto one = matchWhole(words.mid(from, breaks.at(k) - from), 0);
        if (!one)
            break;
        known.push_back(*one);
        from = breaks.at(k) + 1;
    }
    if (!known.empty()) {
        known.emplace_back(words.mid(from));
        return Phrase::joined(known, QString(words.at(breaks.front())));
    }
    return Phrase(words);
}

Phrase readShippedTaskWords(const QString &words)
{
    static const std::unique_ptr<PhraseRecognizer> recognizer = [] {
        // Needed only while the patterns are made.
        std::vector<std::unique_ptr<QTranslator>> translators;
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
        // What a job stop that failed keeps: the dashboard's reasons.
        keys += ray::RayMonitor::phraseKeys();
        keys += ray::RayDashboardPoller::phraseKeys();
        keys += ray::RayDashboardParser::phraseKeys();
        return std::make_unique<PhraseRecognizer>(keys, catalogs);
    }();
    return recognizer->recognise(words);
}

} // namespace vmray
