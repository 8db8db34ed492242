// Watches as the server streams them: the initial state or the history from a version, events
// filtered by selectors and shown in the request's version, table or metadata form, bookmarks,
// and the cut and expired streams faults ask for.
#include "emulator.h"

#include "conversion.h"
#include "server_reply.h"
#include "table.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <string_view>

namespace emu {

namespace {

struct WatchStream
{
    int type = 0;
    std::string version; // the request's: events carry objects in its shape
    std::string ns;
    Selector labels;
    Selector fields;
    uint64_t cursor = 0;
    uint64_t dropGeneration = 0;
    uint64_t expireGeneration = 0;
    bool bookmarks = false;
    bool table = false;
    bool metadataOnly = false;
    bool columnsSent = false;
    Clock::time_point end;
    Clock::time_point lastSent;
    std::string pending;
    bool finishing = false;

    bool matches(const Json &object) const
    {
        return (labels.empty() || labels.matches(object))
            && (fields.empty() || fields.matches(object));
    }
    void add(const char *eventType, const ObjectPtr &object)
    {
        if (table && std::string_view(eventType) != "BOOKMARK") {
            add(eventType, tableFor(type, version, { object }, Json::object(), !columnsSent));
            columnsSent = true;
            return;
        }
        if (metadataOnly) {
            add(eventType, partialObjectMetadata(object->json).dump());
            return;
        }
        add(eventType,
            version == resourceType(type).version ? object->text
                                                  : toVersion(type, object->json, version).dump());
    }
    void add(const char *eventType, const std::string &objectText)
    {
        pending += R"({"type":")";
        pending += eventType;
        pending += R"(","object":)";
        pending += objectText;
        pending += "}\n";
    }
    void bookmark(bool initialEventsEnd = false)
    {
        const ResourceType &t = resourceType(type);
        Json obj = { { "kind", t.kind },
            { "apiVersion", t.group.empty() ? version : t.group + "/" + version },
            { "metadata", { { "resourceVersion", std::to_string(cursor) } } } };
        if (initialEventsEnd)
            obj["metadata"]["annotations"] = { { "k8s.io/initial-events-end", "true" } };
        add("BOOKMARK", (metadataOnly ? partialObjectMetadata(obj) : obj).dump());
    }
};

} // namespace

void Emulator::serveWatch(const httplib::Request &req,
    httplib::Response &res,
    int type,
    const std::string &version,
    const std::string &ns,
    WatchRequest watch)
{
    if (answerHostileWatch(req, res))
        return;
    auto stream = std::make_shared<WatchStream>();
    stream->type = type;
    stream->version = version;
    stream->ns = ns;
    stream->labels = std::move(watch.labels);
    stream->fields = std::move(watch.fields);
    stream->bookmarks = watch.bookmarks;
    stream->table = wantsTable(req.get_header_value("Accept"));
    stream->metadataOnly =
        !stream->table && wantsMetadataOnly(req.get_header_value("Accept"), false);
    stream->dropGeneration = m_store->dropGeneration();
    stream->expireGeneration = m_store->expireGeneration();
    stream->end = Clock::now() + watch.timeout;
    stream->lastSent = Clock::now();

    if (!watch.resourceVersion) {
        uint64_t at = 0;
        for (const ObjectPtr &obj : m_store->snapshot(type, ns, &at)) {
            if (stream->matches(obj->json))
                stream->add("ADDED", obj);
        }
        stream->cursor = at;
        if (watch.sendInitialEvents && stream->bookmarks)
            stream->bookmark(true);
    } else {
        stream->cursor = *watch.resourceVersion;
        // A version from the future (a client that knew this server before its versions were
        // reset) is waited for briefly, then refused, as the API server's watch cache does.
        if (stream->cursor > m_store->currentRv()
            && !m_store->waitForVersion(stream->cursor, Clock::now() + std::chrono::seconds(3)))
            throw resourceVersionTooLarge(stream->cursor, m_store->currentRv());
        const uint64_t compacted = m_store->compactedRv();
        if (stream->cursor < compacted)
            throw StatusError(410,
                "Expired",
                "too old resource version: " + queryParam(req.params, "resourceVersion") + " ("
                    + std::to_string(compacted) + ")");
    }

    res.status = 200;
    Store *store = m_store.get();
    // Only a watch whose path matches takes part in a cut, so a stale stream of a client that
    // has gone cannot take it for another.
    std::shared_ptr<std::atomic<int>> cutEvents;
    // Text to spoil in events (a fault armed when the watch started).
    std::shared_ptr<std::atomic<int>> spoilBudget;
    std::string spoilText;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (target.find(m_faults.cutWatchPathContains) != std::string::npos)
            cutEvents = m_faults.cutWatchEvents;
        spoilBudget = m_faults.invalidUtf8Count;
        spoilText = m_faults.invalidUtf8Text;
    }
    res.set_chunked_content_provider(jsonType,
        [stream, store, cutEvents, spoilBudget, spoilText](size_t, httplib::DataSink &sink) {
            WatchStream &s = *stream;
            if (!s.pending.empty()) {
                std::string out;
                out.swap(s.pending);
                spoilUtf8(out, spoilText, *spoilBudget);
                s.lastSent = Clock::now();
                // A cut event: the lines before it whole, then half of it, then the connection
                // ends.
                const size_t firstLine = out.find('\n');
                if (firstLine != std::string::npos && cutEvents && cutEvents->load() > 0
                    && cutEvents->fetch_sub(1) > 0) {
                    const size_t lastWhole = out.rfind('\n', out.size() - 2);
                    const size_t cutStart = lastWhole == std::string::npos ? 0 : lastWhole + 1;
                    const size_t cutAt = cutStart + (out.size() - cutStart) / 2;
                    sink.write(out.data(), cutAt);
                    return false;
                }
                return sink.write(out.data(), out.size());
            }
            if (s.finishing || Clock::now() >= s.end) {
                sink.done();
                return true;
            }
            if (!sink.is_writable())
                return false;
            // Wake at least once a second to notice closed clients and send bookmarks.
            const auto deadline = std::min(s.end, Clock::now() + std::chrono::seconds(1));
            std::vector<WatchEvent> events;
            switch (store->waitForEvents(
                s.cursor, events, deadline, s.dropGeneration, s.expireGeneration)) {
            case Store::WaitResult::Shutdown:
                s.finishing = true;
                return true;
            case Store::WaitResult::Dropped:
                return false; // cut the connection as a broken network would
            case Store::WaitResult::Expired: {
                s.add("ERROR",
                    statusObject(410,
                        "Expired",
                        "too old resource version: " + std::to_string(s.cursor) + " ("
                            + std::to_string(store->compactedRv()) + ")")
                        .dump());
                s.finishing = true;
                return true;
            }
            case Store::WaitResult::Timeout:
                if (Clock::now() >= s.end) {
                    if (s.bookmarks)
                        s.bookmark();
                    s.finishing = true;
                } else if (s.bookmarks && Clock::now() - s.lastSent > std::chrono::seconds(5)) {
                    s.bookmark();
                }
                return true;
            case Store::WaitResult::Events:
                break;
            }
            for (const WatchEvent &e : events) {
                if (e.type != s.type || (!s.ns.empty() && e.ns != s.ns))
                    continue;
                const bool now = s.matches(e.object->json);
                const char *kind = e.eventType;
                if (std::string_view(kind) == "MODIFIED" && e.previous) {
                    const bool before = s.matches(e.previous->json);
                    if (!now && !before)
                        continue;
                    if (now && !before)
                        kind = "ADDED";
                    else if (!now && before)
                        kind = "DELETED";
                } else if (!now) {
                    continue;
                }
                s.add(kind, e.object);
            }
            // Events of other kinds and namespaces move the cursor but send this watch nothing.
            // The API server's bookmarks do not wait for a quiet store; without one, a quiet
            // watch's version falls out of the history while the store is busy elsewhere.
            if (s.pending.empty() && s.bookmarks
                && Clock::now() - s.lastSent > std::chrono::seconds(5))
                s.bookmark();
            return true;
        });
}

} // namespace emu
