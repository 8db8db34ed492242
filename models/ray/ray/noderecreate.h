// Node repair: "Recreate node" deletes a node's VirtualMachine so the operator deploys it again
// under the same name, as its node state machine does for a VM that is gone (supervisor-api.md
// §4.4: running or initialized → failure → "" → a new VM). The delete carries the VM's uid, so a
// VM that was already replaced is never deleted by a stale click (409). Progress follows the VM
// and the cluster's node status until the new VM runs and has its address again.
//
// Nothing here writes the cluster: the autoscaling bounds and spec.autoscaler_desired_workers
// stay the autoscaler's (§4.7).
#pragma once

#include "kube/kubeerror.h"
#include "kube/phrase.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace vmray::kube {
class ApiCall;
class Follower;
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray::ray {

class NodeRecreate final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeRecreate)

public:
    enum class Outcome {
        Running,
        Completed, // a new VM of that name runs and has an address
        Conflict, // the VM was replaced since the user looked; nothing deleted
        Failed, // the delete was refused, the cluster went away meanwhile, or it cannot be followed
    };
    Q_ENUM(Outcome)
    enum class Phase { Deleting, WaitingForOperator, Deploying, Done };

    struct Target
    {
        QString ns;
        QString cluster;
        QString clusterUid;
        QString vm;
        QString vmUid; // of the VM the user saw
        bool head = false;
    };

    NodeRecreate(kube::KubeClient *client,
        const QString &vmOperatorVersion,
        Target target,
        QObject *parent = nullptr);
    ~NodeRecreate() override;

    void setCacheTracker(std::function<void(kube::ResourceCache *)> track);
    void start();

    const Target &target() const { return m_target; }
    Outcome outcome() const { return m_outcome; }
    Phase phase() const { return m_phase; }
    // Why the new VM is not up yet (a False VM condition or the node's status), if known.
    QString waitingReason() const { return m_reason; }
    const kube::KubeError &error() const { return m_error; }
    Phrase progress() const;
    Phrase result() const;

Q_SIGNALS:
    void progressChanged();
    // Delivered queued: receivers may delete the handle.
    void finished(vmray::ray::NodeRecreate *recreate);

private:
    void follow();
    void evaluate();
    void finish(Outcome outcome, const Phrase &why = {});

    QPointer<kube::KubeClient> m_client;
    QString m_vmVersion;
    Target m_target;
    std::function<void(kube::ResourceCache *)> m_track;
    QPointer<kube::ApiCall> m_deleteCall;
    kube::Follower *m_follower = nullptr; // the VM and its cluster, once the delete is through
    kube::ResourceCache *m_vmCache = nullptr;
    kube::ResourceCache *m_clusterCache = nullptr;
    Phase m_phase = Phase::Deleting;
    Outcome m_outcome = Outcome::Running;
    QString m_reason;
    Phrase m_failure;
    kube::KubeError m_error;
};

} // namespace vmray::ray
