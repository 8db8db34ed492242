// A sentence the domain means, kept as what it means rather than as words: the code a catalog
// knows it by (its context and English source) and its arguments. ui/ words it in the language
// chosen when it is shown, so a phrase stored today reads in the language chosen tomorrow.
// Names and a server's own messages go in as verbatim phrases: they are never translated.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMetaType>
#include <QString>

#include <initializer_list>
#include <vector>

namespace vmray {

// A phrase's code. Written with QT_TRANSLATE_NOOP or QT_TRANSLATE_N_NOOP, so that lupdate files
// the source under the context; `counted` phrases hold %n and are worded by a number.
struct PhraseKey
{
    const char *context;
    const char *source;
    bool counted = false;
};

class Phrase
{
public:
    Phrase() = default;
    // Verbatim: a name, a number or a server's message, shown as it is in every language.
    Phrase(const QString &text); // NOLINT(google-explicit-constructor): names read as phrases
    Phrase(const PhraseKey &key, std::initializer_list<Phrase> args = {});
    // A counted phrase (its %n is `n`).
    Phrase(const PhraseKey &key, int n, std::initializer_list<Phrase> args = {});

    // A coded phrase with arguments made at run time (`n` -1 when it is not counted).
    static Phrase coded(const PhraseKey &key, int n, std::vector<Phrase> args);
    // Sentences one after another, separated by `separator`; empty ones are left out.
    static Phrase joined(
        const std::vector<Phrase> &parts, const QString &separator = QStringLiteral(" "));
    // This sentence followed by `next` (a space between), or whichever is not empty.
    Phrase then(const Phrase &next) const;

    bool isEmpty() const { return m_context.isEmpty() && m_text.isEmpty(); }
    bool isVerbatim() const { return m_context.isEmpty(); }
    const QByteArray &context() const { return m_context; }
    // The English source of a coded phrase; the text of a verbatim one (or a joining pattern).
    const QString &text() const { return m_text; }
    int count() const { return m_n; }
    const std::vector<Phrase> &arguments() const { return m_args; }

    // Words the phrase with `translate`, given a context, a source and a count (-1 when none)
    // and returning the pattern with %n already replaced. Arguments %1…%99 are put in one pass,
    // so an argument's own "%1" stays as it is.
    using Translate = QString (*)(const char *context, const char *source, int n);
    QString toString(Translate translate) const;
    // The English source with its arguments; for logs and tests, not for people.
    QString english() const;

    // Stored as a JSON object; its verbatim arguments as strings. A string is read as verbatim.
    QJsonObject toJson() const;
    static Phrase fromJson(const QJsonValue &value);

    bool operator==(const Phrase &) const = default;

    // Puts %1…%99 of `pattern` in one pass.
    static QString substitute(const QString &pattern, const QStringList &arguments);

private:
    QJsonValue argumentJson() const;

    QByteArray m_context; // empty: verbatim
    QString m_text;
    int m_n = -1;
    std::vector<Phrase> m_args;
};

} // namespace vmray

Q_DECLARE_METATYPE(vmray::Phrase)
