// Objects followed together for one purpose: a teardown, a node recreate, the cluster the wizard
// created, a namespace's panes, All VMs. The follower makes their caches, hands each to the
// tracker (the session pauses and resumes them with its credentials) and starts them together.
// It says when every cache has listed, when one has failed for good and when a deadline has
// passed, and it lets the caches go safely, also from inside their own signals.
#pragma once

#include "kubeerror.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace vmray::kube {

class KubeClient;
class ResourceCache;

class Follower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Follower)

public:
    using Tracker = std::function<void(ResourceCache *)>;
    using Objects = QList<QJsonObject>;
    enum class Failures {
        EndTheFollow, // a cache that fails for good fails the follow
        AreSettled, // it counts as listed (a kind the user may not read), the rest go on
    };

    explicit Follower(KubeClient *client, QObject *parent = nullptr);
    ~Follower() override;

    void setTracker(Tracker tracker) { m_tracker = std::move(tracker); }
    void setFailures(Failures failures) { m_failures = failures; }
    // A new cache of the collection at `path`, owned here; set it up before start().
    ResourceCache *add(const QString &path);
    // `changed` gets the objects added or modified, `removed` those removed (their last state).
    void onObjects(ResourceCache *cache,
        const std::function<void(const Objects &)> &changed,
        const std::function<void(const Objects &)> &removed = {});
    // Each kind of change apart; an empty function is not called. With no `modified`, only which
    // objects exist is followed (not, say, a cluster's every status write).
    void onEvents(ResourceCache *cache,
        const std::function<void(const Objects &)> &added,
        const std::function<void(const Objects &)> &modified,
        const std::function<void(const Objects &)> &removed);
    // `listed` is called whenever the cache has listed (its first list, and each one after).
    void onListed(ResourceCache *cache, const std::function<void()> &listed);
    // Starts every cache not started yet, or only `cache` (for a follow that lists in stages).
    void start();
    void start(ResourceCache *cache);
    // Lists again every cache that has started (F5).
    void relist();
    // deadlinePassed() is emitted once, `after` from now, unless the follow is released first.
    void setDeadline(std::chrono::milliseconds after);
    void cancelDeadline() { m_deadline.stop(); }
    // Stops every cache and lets it go once control is back in the event loop.
    void release();

    QList<ResourceCache *> caches() const;
    bool isReleased() const { return m_released; }
    // Every cache has listed (or, with Failures::AreSettled, failed for good).
    bool isSynced() const;
    bool hasFailed() const { return m_failed; }
    // The first failure for good.
    const KubeError &error() const { return m_error; }

Q_SIGNALS:
    // A cache's objects changed or it listed: for followers that look at the whole state.
    void changed();
    // Emitted once, when isSynced() first holds.
    void synced();
    // A cache failed for good (403, 404, or any error after which it will not retry).
    void failed(vmray::kube::ResourceCache *cache, const vmray::kube::KubeError &error);
    void deadlinePassed();

private:
    void cacheSettled();

    QPointer<KubeClient> m_client;
    Tracker m_tracker;
    Failures m_failures = Failures::EndTheFollow;
    std::vector<std::unique_ptr<ResourceCache>> m_caches;
    QTimer m_deadline;
    KubeError m_error;
    QList<ResourceCache *> m_started;
    bool m_synced = false;
    bool m_failed = false;
    bool m_released = false;
};

} // namespace vmray::kube
