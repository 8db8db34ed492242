// The store's change history and what watches read from it: events recorded, waited for and
// replayed, and the faults and restarts that cut, expire or compact them.
#include "store.h"

#include <algorithm>
#include <cstdlib>

namespace emu {

void Store::recordLocked(
    int type, const std::string &ns, const char *eventType, ObjectPtr object, ObjectPtr previous)
{
    m_history.push_back({ m_rv, type, ns, eventType, std::move(object), std::move(previous) });
    while (m_history.size() > m_historyLimit) {
        m_historyFloor = m_history.front().rv;
        m_compactedRv = std::max(m_compactedRv, m_historyFloor);
        m_history.pop_front();
    }
    m_changed.notify_all();
}

uint64_t Store::currentRv() const
{
    std::lock_guard lock(m_mutex);
    return m_rv;
}

uint64_t Store::compactedRv() const
{
    std::lock_guard lock(m_mutex);
    return m_compactedRv;
}

uint64_t Store::dropGeneration() const
{
    std::lock_guard lock(m_mutex);
    return m_dropGeneration;
}

std::vector<ObjectPtr> Store::snapshot(int type, const std::string &ns, uint64_t *rv) const
{
    std::lock_guard lock(m_mutex);
    std::vector<ObjectPtr> out;
    for (const auto &[k, obj] : m_objects[static_cast<size_t>(type)]) {
        if (ns.empty() || k.compare(0, ns.size() + 1, ns + '/') == 0)
            out.push_back(obj);
    }
    *rv = m_rv;
    return out;
}

Store::WaitResult Store::waitForEvents(uint64_t &cursor,
    std::vector<WatchEvent> &out,
    Clock::time_point deadline,
    uint64_t dropGeneration,
    uint64_t expireGeneration)
{
    std::unique_lock lock(m_mutex);
    while (true) {
        if (m_shutdown)
            return WaitResult::Shutdown;
        if (m_dropGeneration != dropGeneration)
            return WaitResult::Dropped;
        // A cursor beyond the store's version is one from before its versions were reset.
        if (cursor < m_historyFloor || cursor > m_rv
            || (expireGeneration && expireGeneration != m_expireGeneration))
            return WaitResult::Expired;
        if (m_rv > cursor) {
            auto it = std::upper_bound(
                m_history.begin(), m_history.end(), cursor, [](uint64_t rv, const WatchEvent &e) {
                    return rv < e.rv;
                });
            constexpr size_t batch = 512;
            for (size_t n = 0; it != m_history.end() && n < batch; ++it, ++n)
                out.push_back(*it);
            cursor = out.empty() ? m_rv : out.back().rv;
            if (!out.empty())
                return WaitResult::Events;
        }
        if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout)
            return WaitResult::Timeout;
    }
}

void Store::dropWatches()
{
    std::lock_guard lock(m_mutex);
    ++m_dropGeneration;
    m_changed.notify_all();
}

uint64_t Store::expireGeneration() const
{
    std::lock_guard lock(m_mutex);
    return m_expireGeneration;
}

void Store::expireWatches()
{
    std::lock_guard lock(m_mutex);
    ++m_expireGeneration;
    m_changed.notify_all();
}

void Store::compactHistory()
{
    std::lock_guard lock(m_mutex);
    // New watches and continue tokens from before now are refused. Open watches go on: like an
    // API server's watch cache, they stream from their own window, not from etcd.
    m_compactedRv = m_rv;
    m_snapshots.clear();
    m_changed.notify_all();
}

void Store::restart(bool resetResourceVersions)
{
    std::lock_guard lock(m_mutex);
    ++m_dropGeneration;
    m_history.clear();
    m_snapshots.clear();
    if (resetResourceVersions) {
        // Renumber in the order the objects were last written, as a replay into a new store
        // would.
        std::vector<std::pair<uint64_t, std::pair<size_t, std::string>>> order;
        for (size_t type = 0; type < m_objects.size(); ++type) {
            for (const auto &[k, obj] : m_objects[type]) {
                const std::string rv = obj->json["metadata"].value("resourceVersion", "0");
                order.push_back({ std::strtoull(rv.c_str(), nullptr, 10), { type, k } });
            }
        }
        std::sort(order.begin(), order.end());
        m_rv = 1; // "0" means "any version" to a client; an empty store starts after it
        for (const auto &[rv, where] : order) {
            ObjectPtr &slot = m_objects[where.first][where.second];
            Json json = slot->json;
            json["metadata"]["resourceVersion"] = std::to_string(++m_rv);
            slot = std::make_shared<const StoredObject>(std::move(json));
        }
    }
    m_compactedRv = m_rv;
    m_historyFloor = m_rv;
    m_changed.notify_all();
}

void Store::replaceObjects(const std::function<void(int type, Json &object)> &change)
{
    std::lock_guard lock(m_mutex);
    for (size_t type = 0; type < m_objects.size(); ++type) {
        ObjectMap replaced;
        for (const auto &[k, obj] : m_objects[type]) {
            Json json = obj->json;
            change(static_cast<int>(type), json);
            const Json &meta = json["metadata"];
            replaced.emplace(key(meta.value("namespace", ""), meta.value("name", "")),
                std::make_shared<const StoredObject>(std::move(json)));
        }
        m_objects[type] = std::move(replaced);
    }
    ++m_dropGeneration;
    m_history.clear();
    m_snapshots.clear();
    // The other store's history reaches back before any version a client holds, with nothing
    // in it a client lacks: a watch from an old version is accepted and replays nothing, which is
    // what makes such a restart dangerous to a client that trusts its version.
    m_compactedRv = 1;
    m_historyFloor = 1;
    m_changed.notify_all();
}

bool Store::waitForVersion(uint64_t rv, Clock::time_point deadline)
{
    std::unique_lock lock(m_mutex);
    return m_changed.wait_until(lock, deadline, [&] {
        return m_rv >= rv || m_shutdown;
    }) && m_rv >= rv;
}

void Store::shutdown()
{
    std::lock_guard lock(m_mutex);
    m_shutdown = true;
    m_changed.notify_all();
}

} // namespace emu
