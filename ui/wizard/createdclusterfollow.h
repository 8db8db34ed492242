// Follows the cluster the wizard created until its head VM runs, saying how far it is: the head
// VM's state, the load balancer's address and what the operator reports.
#pragma once

#include <QObject>

#include <memory>

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
    // client is not owned and must outlive the follow.
    explicit CreatedClusterFollow(kube::KubeClient *client, QObject *parent = nullptr);
    ~CreatedClusterFollow() override;

    void start(const QString &ns, const QString &name);
    bool isHeadRunning() const { return m_headRunning; }

Q_SIGNALS:
    // Rich text; problem when the operator reports a failure or the cluster is gone.
    void progress(const QString &text, bool problem);

private:
    void changed();

    kube::KubeClient *m_client = nullptr;
    std::unique_ptr<kube::ResourceCache> m_cache;
    bool m_headRunning = false;
};

} // namespace vmray
