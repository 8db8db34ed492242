#include "watchdecoder.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <optional>
#include <string_view>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

WatchDecoder::WatchDecoder(qsizetype maxLineBytes, FieldSelection keep, RecordReader record)
    : m_maxLineBytes(maxLineBytes)
    , m_keep(std::move(keep))
    , m_record(std::move(record))
{}

namespace {
std::optional<WatchEvent::Type> typeOf(std::string_view type)
{
    if (type == "ADDED")
        return WatchEvent::Type::Added;
    if (type == "MODIFIED")
        return WatchEvent::Type::Modified;
    if (type == "DELETED")
        return WatchEvent::Type::Deleted;
    if (type == "BOOKMARK")
        return WatchEvent::Type::Bookmark;
    if (type == "ERROR")
        return WatchEvent::Type::Error;
    return std::nullopt;
}
} // namespace

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
    // Most pieces end with a whole event: the buffer is let go, and the next piece is kept as
    // it comes instead of copied into a buffer each of a hundred watches would hold on to.
    if (start == m_buffer.size())
        m_buffer.clear();
    else
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
    if (!m_keep.keepsEverything() || m_record) {
        // The fast way; what simdjson refuses (bytes that are no UTF-8, numbers past its range)
        // is read by Qt's parser below, as without a selection.
        DecodedEvent decoded = decodeEvent(received, m_keep, m_record);
        if (decoded.error.isEmpty()) {
            const auto type = typeOf(decoded.type);
            if (!type) {
                *error = u"unknown watch event type \"%1\""_s.arg(
                    QString::fromUtf8(decoded.type.data(), qsizetype(decoded.type.size()))
                        .left(40));
                return false;
            }
            WatchEvent e;
            e.type = *type;
            e.object = std::move(decoded.object);
            e.line = received;
            e.resourceVersion = std::move(decoded.resourceVersion);
            e.uid = std::move(decoded.uid);
            e.selected = e.type != WatchEvent::Type::Error && e.type != WatchEvent::Type::Bookmark;
            e.hasRecord = m_record && e.selected;
            e.record = std::move(decoded.record);
            events->append(std::move(e));
            return true;
        }
    }
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
    const auto known = typeOf(type.toStdString());
    if (!known) {
        *error = u"unknown watch event type \"%1\""_s.arg(type.left(40));
        return false;
    }
    WatchEvent e;
    e.type = *known;
    e.object = o.value(u"object"_s).toObject();
    const QJsonObject meta = e.object.value(u"metadata"_s).toObject();
    e.resourceVersion = meta.value(u"resourceVersion"_s).toString();
    e.uid = meta.value(u"uid"_s).toString();
    e.line = line;
    e.replacedInvalidUtf8 = replaced;
    events->append(std::move(e));
    return true;
}

} // namespace vmray::kube
