// WatchDecoder::feed over a watch stream cut into chunks at places derived from the input: the
// events and the failure must be the same as when the stream comes in one piece. Each event is
// then read as ResourceCache reads it (a record from its line, the kept fields of its object). A
// decoder given the selection and the record reader (simdjson's way) must be as indifferent to
// the chunks, and hand out objects that hold only the kept fields.
#include "fuzzsupport.h"

#include "kube/listdecoder.h"
#include "kube/watchdecoder.h"

#include <QStringList>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::kube;

namespace {

struct Outcome
{
    QList<WatchEvent> events;
    bool failed = false;
};

const FieldSelection &selection();
QVariant readRecord(const JsonView &object);

Outcome decodeInChunks(
    const QByteArray &stream, qsizetype maxLineBytes, fuzz::Choices *choices, bool select = false)
{
    WatchDecoder decoder =
        select ? WatchDecoder(maxLineBytes, selection(), &readRecord) : WatchDecoder(maxLineBytes);
    Outcome out;
    QString error;
    qsizetype at = 0;
    while (at < stream.size()) {
        const qsizetype chunk = choices
            ? 1 + qsizetype(choices->next(uint32_t(std::min<qsizetype>(stream.size(), 700))))
            : stream.size();
        const QByteArray piece = stream.mid(at, chunk);
        at += piece.size();
        if (!decoder.feed(piece, &out.events, &error)) {
            fuzz::check(!error.isEmpty(), "a failed feed says why");
            out.failed = true;
            // A broken decoder stays broken.
            QString again;
            fuzz::check(!decoder.feed("{}\n", &out.events, &again) && !again.isEmpty(),
                "a broken decoder refuses more bytes");
            break;
        }
        fuzz::check(decoder.bufferedBytes() <= maxLineBytes, "at most one line is buffered");
    }
    return out;
}

const FieldSelection &selection()
{
    static const FieldSelection keep({ u"apiVersion"_s,
        u"kind"_s,
        u"metadata.name"_s,
        u"metadata.namespace"_s,
        u"metadata.uid"_s,
        u"metadata.resourceVersion"_s,
        u"metadata.labels"_s,
        u"status.conditions[status=False]"_s,
        u"status.current_workers.*.ip"_s });
    return keep;
}

// As the console's record readers read an object: strings, nested fields, arrays.
QVariant readRecord(const JsonView &object)
{
    const JsonView meta = object["metadata"];
    QStringList fields { meta["name"].toString(), meta["namespace"].toString() };
    for (const JsonView &c : object["status"]["conditions"].elements()) {
        if (c["status"].isString("False"))
            fields << c["type"].toString() << c["message"].toString();
    }
    fields << (meta["deletionTimestamp"].exists() ? u"deleting"_s : QString());
    return fields;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray stream = fuzz::rawBytes(data, size);
    fuzz::Choices choices(fuzz::hashOf(data, size));
    // Real events fit; half the inputs meet a small limit, so lines beyond it are common too.
    const qsizetype maxLineBytes = choices.next(2) ? 300 : 64 * 1024;
    const Outcome whole = decodeInChunks(stream, maxLineBytes, nullptr);
    const Outcome chunked = decodeInChunks(stream, maxLineBytes, &choices);

    fuzz::check(whole.failed == chunked.failed, "chunking changes whether the stream fails");
    fuzz::check(whole.events.size() == chunked.events.size(), "chunking changes the events");
    for (qsizetype i = 0; i < whole.events.size(); ++i) {
        const WatchEvent &a = whole.events[i];
        const WatchEvent &b = chunked.events[i];
        fuzz::check(a.type == b.type && a.line == b.line && a.object == b.object,
            "chunking changes an event");
        fuzz::check(a.line.size() <= maxLineBytes, "an event longer than the limit");
    }
    const Outcome selectedWhole = decodeInChunks(stream, maxLineBytes, nullptr, true);
    const Outcome selected = decodeInChunks(stream, maxLineBytes, &choices, true);
    fuzz::check(selectedWhole.failed == selected.failed,
        "chunking changes whether the stream fails, with a selection");
    fuzz::check(selectedWhole.events.size() == selected.events.size(),
        "chunking changes the events, with a selection");
    for (qsizetype i = 0; i < selected.events.size(); ++i) {
        const WatchEvent &a = selectedWhole.events[i];
        const WatchEvent &b = selected.events[i];
        fuzz::check(a.type == b.type && a.object == b.object && a.uid == b.uid
                && a.resourceVersion == b.resourceVersion && a.record == b.record,
            "chunking changes an event, with a selection");
        if (b.selected)
            fuzz::check(selectFields(b.object, selection()) == b.object,
                "a selected event holds a field that is not kept");
        fuzz::check(b.hasRecord == b.selected, "a selected event has no record");
    }
    for (const WatchEvent &e : chunked.events) {
        QVariant record;
        QString error;
        readJson(
            e.line,
            [&](const JsonView &event) {
                record = readRecord(event["object"]);
            },
            &error);
        (void)selectFields(e.object, selection());
    }
    return 0;
}
