// Follows the cluster the wizard created until its head VM runs, saying how far it is: the head
// VM's state, the load balancer's address and what the operator reports.
#pragma once

#include "kube/follower.h"

#include <QObject>
#include <QPointer>

namespace vmray::kube {
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray {

class CreatedClusterFollow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreatedClusterFollow)

public:
    // client is not owned and must outlive the follow. The tracker (the session's) pauses and
    // resumes the follow with a re-login.
    CreatedClusterFollow(
        kube::KubeClient *client, kube::Follower::Tracker tracker, QObject *parent = nullptr);
    ~CreatedClusterFollow() override;

    void start(const QString &ns, const QString &name);
    bool isHeadRunning() const { return m_headRunning; }
    // The cache following the cluster while it is followed, else null.
    kube::ResourceCache *cache() const { return m_cache; }

Q_SIGNALS:
    // Rich text, with every string of the server escaped and a link only to a head address that
    // was read as one; problem when the operator reports a failure or the cluster is gone.
    void progress(const QString &text, bool problem);

private:
    void changed();

    QPointer<kube::KubeClient> m_client;
    kube::Follower::Tracker m_tracker;
    kube::Follower *m_follower = nullptr;
    kube::ResourceCache *m_cache = nullptr;
    bool m_headRunning = false;
};

} // namespace vmray
