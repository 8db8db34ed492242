// Follows a cluster just created until its head VM runs, for the window that created it: what the
// operator reports of the head VM, the load balancer's address and its conditions, as it changes.
// The wording is the window's.
#pragma once

#include "clusterstatus.h"
#include "kube/follower.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>

namespace vmray::kube {
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray::ray {

// Where a created cluster is.
struct CreatedClusterState
{
    QString name;
    bool deleted = false; // the cluster is gone
    ClusterStatus status; // as the operator wrote it, while it exists
};

class CreatedClusterFollow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreatedClusterFollow)

public:
    // `client` is not owned. The tracker (the session's) pauses and resumes the follow with a
    // re-login.
    CreatedClusterFollow(
        kube::KubeClient *client, kube::Follower::Tracker tracker, QObject *parent = nullptr);
    ~CreatedClusterFollow() override;

    // Follows the cluster `name` of `ns`, instead of any followed before.
    void start(const QString &ns, const QString &name);
    bool isHeadRunning() const { return m_headRunning; }
    // The cache following the cluster while it is followed, else null.
    kube::ResourceCache *cache() const { return m_cache; }

Q_SIGNALS:
    // The cluster changed or is gone. Once its head runs, the follow ends.
    void changed(const vmray::ray::CreatedClusterState &state);

private:
    void clusterChanged();

    QPointer<kube::KubeClient> m_client;
    kube::Follower::Tracker m_tracker;
    kube::Follower *m_follower = nullptr;
    kube::ResourceCache *m_cache = nullptr;
    bool m_headRunning = false;
};

} // namespace vmray::ray

Q_DECLARE_METATYPE(vmray::ray::CreatedClusterState)
