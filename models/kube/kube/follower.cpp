#include "follower.h"

#include "kubeclient.h"
#include "resourcecache.h"

namespace vmray::kube {

Follower::Follower(KubeClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &Follower::deadlinePassed);
}

Follower::~Follower() = default;

ResourceCache *Follower::add(const QString &path)
{
    auto &cache = m_caches.emplace_back(std::make_unique<ResourceCache>(m_client, path));
    ResourceCache *added = cache.get();
    for (auto signal : { &ResourceCache::objectsAdded,
             &ResourceCache::objectsModified,
             &ResourceCache::objectsRemoved }) {
        connect(added, signal, this, &Follower::changed);
    }
    connect(added, &ResourceCache::synced, this, [this] {
        Q_EMIT changed();
        cacheSettled();
    });
    connect(added, &ResourceCache::stateChanged, this, [this, added](ResourceCache::State state) {
        if (state != ResourceCache::State::Failed)
            return;
        if (!m_failed) {
            m_failed = true;
            m_error = added->lastError();
        }
        Q_EMIT failed(added, added->lastError());
        if (m_failures == Failures::AreSettled)
            cacheSettled();
    });
    return added;
}

void Follower::onObjects(ResourceCache *cache,
    const std::function<void(const Objects &)> &changed,
    const std::function<void(const Objects &)> &removed)
{
    onEvents(cache, changed, changed, removed);
}

void Follower::onEvents(ResourceCache *cache,
    const std::function<void(const Objects &)> &added,
    const std::function<void(const Objects &)> &modified,
    const std::function<void(const Objects &)> &removed)
{
    if (added)
        connect(cache, &ResourceCache::objectsAdded, this, added);
    if (modified)
        connect(cache, &ResourceCache::objectsModified, this, modified);
    if (removed)
        connect(cache, &ResourceCache::objectsRemoved, this, removed);
}

void Follower::onListed(ResourceCache *cache, const std::function<void()> &listed)
{
    connect(cache, &ResourceCache::synced, this, listed);
}

void Follower::start()
{
    for (const auto &cache : m_caches)
        start(cache.get());
}

void Follower::start(ResourceCache *cache)
{
    if (m_released || m_started.contains(cache))
        return;
    m_started.append(cache);
    if (m_tracker)
        m_tracker(cache);
    cache->start();
}

void Follower::relist()
{
    // Only what has started: a relist starts a cache, and one not started is not tracked yet.
    for (ResourceCache *cache : std::as_const(m_started))
        cache->relist();
}

void Follower::setDeadline(std::chrono::milliseconds after)
{
    if (!m_released)
        m_deadline.start(after);
}

void Follower::release()
{
    m_released = true;
    m_deadline.stop();
    m_started.clear();
    for (auto &cache : m_caches)
        stopAndReleaseLater(cache);
    m_caches.clear();
}

QList<ResourceCache *> Follower::caches() const
{
    QList<ResourceCache *> out;
    for (const auto &cache : m_caches)
        out << cache.get();
    return out;
}

bool Follower::isSynced() const
{
    if (m_caches.empty())
        return false;
    for (const auto &cache : m_caches) {
        const bool settled = cache->hasSynced()
            || (m_failures == Failures::AreSettled
                && cache->state() == ResourceCache::State::Failed);
        if (!settled)
            return false;
    }
    return true;
}

void Follower::cacheSettled()
{
    if (m_synced || !isSynced())
        return;
    m_synced = true;
    Q_EMIT synced();
}

} // namespace vmray::kube
