#include "phrase.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

Phrase::Phrase(const QString &text)
    : m_text(text)
{}

Phrase::Phrase(const PhraseKey &key, std::initializer_list<Phrase> args)
    : m_context(key.context)
    , m_text(QString::fromUtf8(key.source))
    , m_args(args)
{}

Phrase::Phrase(const PhraseKey &key, int n, std::initializer_list<Phrase> args)
    : m_context(key.context)
    , m_text(QString::fromUtf8(key.source))
    , m_n(n)
    , m_args(args)
{}

Phrase Phrase::coded(const PhraseKey &key, int n, std::vector<Phrase> args)
{
    Phrase phrase(key);
    phrase.m_n = n;
    phrase.m_args = std::move(args);
    return phrase;
}

Phrase Phrase::joined(const std::vector<Phrase> &parts, const QString &separator)
{
    Phrase whole;
    QStringList markers;
    for (const Phrase &part : parts) {
        if (part.isEmpty())
            continue;
        whole.m_args.push_back(part);
        markers << u'%' + QString::number(whole.m_args.size());
    }
    if (whole.m_args.size() == 1)
        return whole.m_args.front();
    // Past 99 parts the markers would not be read; no caller joins that many sentences.
    whole.m_text = markers.join(separator);
    return whole;
}

Phrase Phrase::then(const Phrase &next) const
{
    return joined({ *this, next });
}

QString Phrase::substitute(const QString &pattern, const QStringList &arguments)
{
    if (arguments.isEmpty())
        return pattern;
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'%' && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            qsizetype end = i + 1;
            int number = 0;
            while (end < pattern.size() && end < i + 3 && pattern.at(end).isDigit())
                number = number * 10 + pattern.at(end++).digitValue();
            if (number >= 1 && number <= arguments.size()) {
                out += arguments.at(number - 1);
                i = end - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString Phrase::toString(Translate translate) const
{
    if (isVerbatim() && m_args.empty())
        return m_text;
    const QString pattern =
        isVerbatim() ? m_text : translate(m_context.constData(), m_text.toUtf8().constData(), m_n);
    QStringList arguments;
    arguments.reserve(static_cast<qsizetype>(m_args.size()));
    for (const Phrase &argument : m_args)
        arguments << argument.toString(translate);
    return substitute(pattern, arguments);
}

QString Phrase::english() const
{
    return toString([](const char *, const char *source, int n) {
        QString text = QString::fromUtf8(source);
        return n < 0 ? text : text.replace(u"%n"_s, QString::number(n));
    });
}

QJsonValue Phrase::argumentJson() const
{
    if (isVerbatim() && m_args.empty())
        return m_text;
    return toJson();
}

QJsonObject Phrase::toJson() const
{
    QJsonObject o { { u"text"_s, m_text } };
    if (!m_context.isEmpty())
        o.insert(u"context"_s, QString::fromUtf8(m_context));
    if (m_n >= 0)
        o.insert(u"n"_s, m_n);
    if (!m_args.empty()) {
        QJsonArray args;
        for (const Phrase &argument : m_args)
            args.append(argument.argumentJson());
        o.insert(u"args"_s, args);
    }
    return o;
}

Phrase Phrase::fromJson(const QJsonValue &value)
{
    if (value.isString())
        return Phrase(value.toString());
    const QJsonObject o = value.toObject();
    Phrase p;
    p.m_text = o.value(u"text"_s).toString();
    p.m_context = o.value(u"context"_s).toString().toUtf8();
    p.m_n = o.value(u"n"_s).toInt(-1);
    const QJsonArray args = o.value(u"args"_s).toArray();
    // Deep nesting is bounded by the JSON parser's own limit (1024 levels).
    p.m_args.reserve(static_cast<size_t>(args.size()));
    for (const QJsonValue &argument : args)
        p.m_args.push_back(fromJson(argument));
    return p;
}

} // namespace vmray
