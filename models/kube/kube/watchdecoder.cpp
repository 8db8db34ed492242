#include "watchdecoder.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

WatchDecoder::WatchDecoder(qsizetype maxLineBytes)
    : m_maxLineBytes(maxLineBytes)
{}

bool WatchDecoder::feed(const QByteArray &bytes, QList<WatchEvent> *events, QString *error)
{
    if (m_failed) {
        *error = u"the watch stream was already broken"_s;
        return false;
    }
    // Only the new bytes are searched for a line's end: the buffered ones were searched
    // before, so a long line arriving in small pieces costs linear time, not quadratic.
    qsizetype searchFrom = m_buffer.size();
    m_buffer += bytes;
    qsizetype start = 0;
    while (true) {
        const qsizetype nl = m_buffer.indexOf('\n', std::max(start, searchFrom));
        if (nl < 0)
            break;
        const qsizetype length = nl - start;
        if (length > m_maxLineBytes) {
            *error = u"a watch event is larger than %1 bytes"_s.arg(m_maxLineBytes);
            m_failed = true;
            return false;
        }
        const QByteArray line = m_buffer.mid(start, length);
        start = nl + 1;
        if (line.trimmed().isEmpty())
            continue;
        if (!decodeLine(line, events, error)) {
            m_failed = true;
            return false;
        }
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > m_maxLineBytes) {
        *error = u"a watch event is larger than %1 bytes"_s.arg(m_maxLineBytes);
        m_failed = true;
        return false;
    }
    return true;
}

bool WatchDecoder::decodeLine(const QByteArray &received, QList<WatchEvent> *events, QString *error)
{
    QByteArray line = received;
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    bool replaced = false;
    if (!doc.isObject() && !line.isValidUtf8()) {
        line = QString::fromUtf8(received).toUtf8(); // each bad sequence becomes U+FFFD
        if (line.size() > m_maxLineBytes) {
            *error = u"a watch event is larger than %1 bytes"_s.arg(m_maxLineBytes);
            return false;
        }
        doc = QJsonDocument::fromJson(line, &parseError);
        replaced = true;
    }
    if (!doc.isObject()) {
        *error = u"a watch event is not valid JSON: %1"_s.arg(parseError.errorString());
        return false;
    }
    const QJsonObject o = doc.object();
    const QString type = o.value(u"type"_s).toString();
    WatchEvent e;
    if (type == u"ADDED"_s)
        e.type = WatchEvent::Type::Added;
    else if (type == u"MODIFIED"_s)
        e.type = WatchEvent::Type::Modified;
    else if (type == u"DELETED"_s)
        e.type = WatchEvent::Type::Deleted;
    else if (type == u"BOOKMARK"_s)
        e.type = WatchEvent::Type::Bookmark;
    else if (type == u"ERROR"_s)
        e.type = WatchEvent::Type::Error;
    else {
        *error = u"unknown watch event type \"%1\""_s.arg(type.left(40));
        return false;
    }
    e.object = o.value(u"object"_s).toObject();
    e.line = line;
    e.replacedInvalidUtf8 = replaced;
    events->append(std::move(e));
    return true;
}

} // namespace vmray::kube
