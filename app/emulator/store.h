// The emulator's object store: etcd plus the generic parts of the API server (metadata,
// resourceVersion from one global counter, optimistic concurrency, finalizers, watch history).
#pragma once

#include "common.h"
#include "selectors.h"

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace emu {

// Immutable once stored; readers share it without copying.
struct StoredObject
{
    explicit StoredObject(Json j)
        : json(std::move(j))
        , text(json.dump())
    {}
    Json json;
    std::string text;
};
using ObjectPtr = std::shared_ptr<const StoredObject>;

struct WatchEvent
{
    uint64_t rv = 0;
    int type = 0;
    std::string ns;
    const char *eventType = "";
    ObjectPtr object;
    ObjectPtr previous; // for MODIFIED, so selector watches can turn it into ADDED/DELETED
};

struct ListOptions
{
    std::string ns; // empty: all namespaces
    Selector labels;
    Selector fields;
    int64_t limit = 0;
    std::string continueToken;
};

struct ListPage
{
    std::vector<ObjectPtr> items;
    uint64_t rv = 0;
    std::string continueToken;
    int64_t remaining = 0;
};

struct DeletePreconditions
{
    std::string uid;
    std::string resourceVersion;
};

enum class AdmissionOp { Create, Update };
// May rewrite the object (pruning, defaulting) and throws StatusError to refuse it.
using AdmissionHook = std::function<void(AdmissionOp op, Json &object, const Json *old)>;

class Store
{
public:
    explicit Store(size_t historyLimit);

    void setAdmission(int type, AdmissionHook hook);

    ObjectPtr get(int type, const std::string &ns, const std::string &name) const;
    ObjectPtr tryGet(int type, const std::string &ns, const std::string &name) const;
    ListPage list(int type, const ListOptions &options);
    std::vector<ObjectPtr> all(int type, const std::string &ns = {}) const;
    size_t count(int type) const;

    ObjectPtr create(int type, const std::string &ns, Json object, bool dryRun = false);
    // Full replacement (PUT); the object must carry the current resourceVersion for custom kinds.
    ObjectPtr update(int type,
        const std::string &ns,
        const std::string &name,
        Json object,
        bool statusSubresource = false,
        bool dryRun = false);
    // Read-modify-write under the store lock (PATCH and the simulated controllers).
    ObjectPtr mutate(int type,
        const std::string &ns,
        const std::string &name,
        const std::function<void(Json &)> &change,
        bool statusSubresource = false,
        bool dryRun = false);
    // Returns the object as stored after the request: with deletionTimestamp while finalizers
    // remain, else the last state. `gone` tells which.
    ObjectPtr remove(int type,
        const std::string &ns,
        const std::string &name,
        const DeletePreconditions &pre,
        bool dryRun,
        bool *gone = nullptr);

    // Bulk insert for seeding: no admission, no events.
    void seed(int type, Json object);

    uint64_t currentRv() const;

    enum class WaitResult { Events, Timeout, Expired, Dropped, Shutdown };
    // Waits until events after `cursor` exist (then moves them to `out` and advances the
    // cursor), the deadline passes, the history no longer reaches back to `cursor`, watches were
    // dropped since `dropGeneration`, or the store shuts down.
    WaitResult waitForEvents(uint64_t &cursor,
        std::vector<WatchEvent> &out,
        Clock::time_point deadline,
        uint64_t dropGeneration,
        uint64_t expireGeneration = 0);
    uint64_t dropGeneration() const;
    uint64_t expireGeneration() const;
    // Snapshot of current objects for a watch that starts without a resourceVersion.
    std::vector<ObjectPtr> snapshot(int type, const std::string &ns, uint64_t *rv) const;
    // Oldest resourceVersion a watch may still start from.
    uint64_t compactedRv() const;

    // Fault injection.
    void dropWatches();
    // Every open watch receives a 410 ERROR event, as when an API server's watch cache restarts.
    void expireWatches();
    void compactHistory();
    // As after an API server restart: every open watch is cut, the watch history and continue
    // tokens are gone, and a watch may start only from now on. With `resetResourceVersions`, as
    // after etcd was restored or replaced, every object gets a new resourceVersion counting
    // from 1 again, so versions clients hold lie in the future.
    void restart(bool resetResourceVersions);
    // As after a restart onto a different store (a restore from another backup, a control plane
    // created again): `change` rewrites each object, and may rename it or give it a new uid, but
    // keeps its resourceVersion, so versions clients hold name other content. Open watches are
    // cut; a watch from any version the store has reached is accepted and replays nothing.
    void replaceObjects(const std::function<void(int type, Json &object)> &change);
    // Waits until the store has reached `rv`, at most until `deadline`; true when it has.
    bool waitForVersion(uint64_t rv, Clock::time_point deadline);
    void shutdown();

private:
    using ObjectMap = std::map<std::string, ObjectPtr>; // key "namespace/name", etcd order

    static std::string key(const std::string &ns, const std::string &name)
    {
        return ns + '/' + name;
    }
    ObjectPtr getLocked(int type, const std::string &ns, const std::string &name) const;
    ObjectPtr commitUpdateLocked(int type, const ObjectPtr &old, Json next, bool dryRun);
    void recordLocked(int type,
        const std::string &ns,
        const char *eventType,
        ObjectPtr object,
        ObjectPtr previous);
    void checkNamespaceLocked(int type, const std::string &ns) const;
    [[noreturn]] void notFound(int type, const std::string &name) const;

    struct ListSnapshot
    {
        std::vector<ObjectPtr> items;
        uint64_t rv;
        Clock::time_point created;
    };

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<ObjectMap> m_objects;
    std::vector<AdmissionHook> m_admission;
    std::deque<WatchEvent> m_history;
    size_t m_historyLimit;
    uint64_t m_rv;
    uint64_t m_compactedRv; // a watch may start after this version
    uint64_t m_historyFloor; // events after this version are still in m_history
    uint64_t m_dropGeneration = 0;
    uint64_t m_expireGeneration = 0;
    bool m_shutdown = false;
    std::map<std::string, ListSnapshot> m_snapshots;
};

} // namespace emu
