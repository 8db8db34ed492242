// Splits a watch response into events. HTTP chunk boundaries are not event boundaries: bytes are
// buffered until a whole line (one JSON event) is there. A line longer than the cap is an error,
// so a broken server cannot make the console buffer without end. Bytes that are no UTF-8 in an
// event are replaced (U+FFFD) and the event says so: failing the stream for them would only
// bring the same event again on the next watch. Given a field selection (or a record reader), an
// event is read as list items are: simdjson, and only the kept fields become Qt JSON.
#pragma once

#include "listdecoder.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace vmray::kube {

struct WatchEvent
{
    enum class Type { Added, Modified, Deleted, Bookmark, Error };
    Type type = Type::Added;
    QJsonObject object; // the object (its kept fields), or a Status for Error
    QByteArray line; // the event as it came
    QString resourceVersion; // the object's, read before any selection
    QString uid;
    bool selected = false; // `object` holds only the decoder's selected fields
    bool hasRecord = false; // `record` was read by the decoder's RecordReader
    QVariant record;
    bool replacedInvalidUtf8 = false; // `line` and `object` have U+FFFD for bytes that were not
};

class WatchDecoder
{
public:
    static constexpr qsizetype defaultMaxLineBytes = 16 * 1024 * 1024;
    explicit WatchDecoder(qsizetype maxLineBytes = defaultMaxLineBytes,
        FieldSelection keep = {},
        RecordReader record = {});

    // Decodes every complete event in the bytes seen so far. Returns false and sets `error` on a
    // malformed event or an over-long line; the decoder is then unusable.
    bool feed(const QByteArray &bytes, QList<WatchEvent> *events, QString *error);
    qsizetype bufferedBytes() const { return m_buffer.size(); }

private:
    bool decodeLine(const QByteArray &received, QList<WatchEvent> *events, QString *error);

    QByteArray m_buffer;
    qsizetype m_maxLineBytes;
    FieldSelection m_keep;
    RecordReader m_record;
    bool m_failed = false;
};

} // namespace vmray::kube
