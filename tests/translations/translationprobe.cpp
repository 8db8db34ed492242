// Reading .ts files and recording translation lookups for tst_translations.
#include "translationprobe.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

using namespace Qt::Literals::StringLiterals;

namespace {
QString keyOf(const QString &context, const QString &source, const QString &comment)
{
    return context + u'\x1f' + source + u'\x1f' + comment;
}

TsMessage readMessage(QXmlStreamReader &xml, const QString &context)
{
    TsMessage m;
    m.context = context;
    m.numerus = xml.attributes().value(u"numerus"_s) == u"yes"_s;
    while (xml.readNextStartElement()) {
        if (xml.name() == u"source"_s) {
            m.source = xml.readElementText();
        } else if (xml.name() == u"comment"_s) {
            m.comment = xml.readElementText();
        } else if (xml.name() == u"translation"_s) {
            m.finished = xml.attributes().value(u"type"_s).isEmpty();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == u"numerusform"_s)
                        m.translations.append(xml.readElementText());
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.translations.append(xml.readElementText());
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    return m;
}
} // namespace

QList<TsMessage> readTsFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1: %2"_s.arg(path, file.errorString());
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != u"TS"_s) {
        *error = u"%1 is not a .ts file"_s.arg(path);
        return {};
    }
    while (xml.readNextStartElement()) {
        if (xml.name() != u"context"_s) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == u"name"_s)
                context = xml.readElementText();
            else if (xml.name() == u"message"_s)
                messages.append(readMessage(xml, context));
            else
                xml.skipCurrentElement();
        }
    }
    if (xml.hasError()) {
        *error = u"%1:%2: %3"_s.arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return messages;
}

TranslationProbe::TranslationProbe(const QList<TsMessage> &extracted)
{
    for (const TsMessage &m : extracted) {
        m_keys.insert(keyOf(m.context, m.source, m.comment));
        m_contextsOfSource[m.source].append(m.context);
    }
}

QString TranslationProbe::translate(
    const char *context, const char *sourceText, const char *disambiguation, int) const
{
    const QString ctx = QString::fromUtf8(context);
    const QString source = QString::fromUtf8(sourceText);
    const QString comment = QString::fromUtf8(disambiguation);
    if (m_keys.contains(keyOf(ctx, source, comment))) {
        m_hits.insert(ctx);
        return {};
    }
    // Qt's own widgets ask in their class's context (QDockWidget's "Close"); QObject is the
    // console's too.
    static const QRegularExpression qtClass(u"^Q[A-Z]"_s);
    if (qtClass.match(ctx).hasMatch() && ctx != u"QObject"_s)
        return {};
    const QStringList elsewhere = m_contextsOfSource.value(source);
    m_misses.append(elsewhere.isEmpty()
            ? u"[%1] \"%2\" (not extracted)"_s.arg(ctx, source)
            : u"[%1] \"%2\" (extracted in \"%3\")"_s.arg(ctx, source, elsewhere.join(u"\", \""_s)));
    return {};
}

QStringList TranslationProbe::misses() const
{
    QStringList unique = m_misses;
    unique.removeDuplicates();
    return unique;
}
