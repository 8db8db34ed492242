#include "noderecreate.h"

#include "clusterspec.h"
#include "clusterstate.h"

#include "clusterstatus.h"
#include "kube/apicall.h"
#include "kube/follower.h"
#include "kube/kubeclient.h"
#include "kube/resourcecache.h"
#include "taskphrases.h"
#include "vmop/vmoperator.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

NodeRecreate::NodeRecreate(
    kube::KubeClient *client, const QString &vmOperatorVersion, Target target, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_vmVersion(vmop::versionOrPreferred(vmOperatorVersion))
    , m_target(std::move(target))
{}

NodeRecreate::~NodeRecreate()
{
    if (m_deleteCall) {
        m_deleteCall->disconnect(this);
        m_deleteCall->cancel();
    }
}

void NodeRecreate::setCacheTracker(std::function<void(kube::ResourceCache *)> track)
{
    m_track = std::move(track);
}

void NodeRecreate::start()
{
    if (!m_client) {
        finish(Outcome::Failed, Phrase(taskphrase::notConnected));
        return;
    }
    const QString path =
        vmop::collectionPath(m_vmVersion, u"virtualmachines"_s, m_target.ns) + u'/' + m_target.vm;
    m_deleteCall = m_client->remove(path, m_target.vmUid);
    connect(m_deleteCall, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        const kube::KubeError &error = call->error();
        if (error.httpStatus() == 409) {
            m_error = error;
            finish(Outcome::Conflict);
            return;
        }
        if (error.isError() && error.httpStatus() != 404) {
            m_error = error;
            finish(Outcome::Failed, Phrase(error.message()));
            return;
        }
        follow();
        Q_EMIT progressChanged();
    });
}

void NodeRecreate::follow()
{
    m_follower = new kube::Follower(m_client, this);
    m_follower->setTracker(m_track);
    m_vmCache =
        m_follower->add(vmop::collectionPath(m_vmVersion, u"virtualmachines"_s, m_target.ns));
    m_vmCache->setFieldSelector(u"metadata.name="_s + m_target.vm);
    m_vmCache->setSelection(vmop::slimVirtualMachineFields());
    m_clusterCache = m_follower->add(clusterCollectionPath(m_target.ns));
    m_clusterCache->setFieldSelector(u"metadata.name="_s + m_target.cluster);
    m_clusterCache->setTransform(&slimCluster, slimClusterFields());
    connect(m_follower, &kube::Follower::changed, this, &NodeRecreate::evaluate);
    // A watch refused for good (403, 404) would leave the task running forever.
    connect(m_follower,
        &kube::Follower::failed,
        this,
        [this](kube::ResourceCache *, const kube::KubeError &error) {
            m_error = error;
            finish(Outcome::Failed,
                Phrase(taskphrase::returnNotFollowed, { m_target.vm, error.message() }));
        });
    m_follower->start();
}

void NodeRecreate::evaluate()
{
    if (m_outcome != Outcome::Running || !m_follower || !m_follower->isSynced())
        return;
    QJsonObject cluster;
    for (const QJsonObject &c : m_clusterCache->objects()) {
        if (kube::uidOf(c) == m_target.clusterUid)
            cluster = c;
    }
    if (cluster.isEmpty()
        || cluster.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s)) {
        finish(Outcome::Failed, Phrase(taskphrase::clusterGoingNoRedeploy, { m_target.cluster }));
        return;
    }
    QJsonObject vm;
    for (const QJsonObject &v : m_vmCache->objects())
        vm = v; // the field selector leaves at most this one name
    const Phase before = m_phase;
    const QString reasonBefore = m_reason;
    m_reason.clear();
    if (!vm.isEmpty() && kube::uidOf(vm) == m_target.vmUid) {
        m_phase = Phase::Deleting;
    } else if (vm.isEmpty()) {
        const QJsonObject desired =
            cluster.value(u"spec"_s).toObject().value(u"autoscaler_desired_workers"_s).toObject();
        if (!m_target.head && !desired.contains(m_target.vm)
            && !readClusterStatus(cluster).currentWorkers.contains(m_target.vm)) {
            // Ray's autoscaler dropped the node meanwhile; the operator deploys only wanted ones.
            finish(Outcome::Failed, Phrase(taskphrase::nodeNotWanted, { m_target.vm }));
            return;
        }
        m_phase = Phase::WaitingForOperator;
    } else {
        const ClusterStatus status = readClusterStatus(cluster);
        const NodeStatus node =
            m_target.head ? status.head : status.currentWorkers.value(m_target.vm);
        const vmop::VirtualMachineState state = vmop::readVirtualMachine(vm, m_vmVersion);
        if (node.isRunning() && !state.primaryIp.isEmpty()) {
            m_phase = Phase::Done;
            finish(Outcome::Completed);
            return;
        }
        m_phase = Phase::Deploying;
        for (const vmop::Condition &c : state.conditions) {
            if (c.status == u"False"_s && !c.message.isEmpty())
                m_reason = c.message;
        }
    }
    if (m_phase != before || m_reason != reasonBefore)
        Q_EMIT progressChanged();
}

Phrase NodeRecreate::progress() const
{
    if (m_outcome != Outcome::Running)
        return result();
    switch (m_phase) {
    case Phase::Deleting:
        return Phrase(taskphrase::deletingVm, { m_target.vm });
    case Phase::WaitingForOperator:
        return Phrase(taskphrase::waitingForRedeploy);
    case Phase::Deploying:
        return m_reason.isEmpty() ? Phrase(taskphrase::newVmWaiting, { m_target.vm })
                                  : Phrase(taskphrase::newVmNotUp, { m_target.vm, m_reason });
    case Phase::Done:
        break;
    }
    return result();
}

Phrase NodeRecreate::result() const
{
    switch (m_outcome) {
    case Outcome::Running:
        return progress();
    case Outcome::Completed:
        return Phrase(taskphrase::nodeRedeployed, { m_target.vm });
    case Outcome::Conflict:
        return Phrase(taskphrase::vmReplaced, { m_target.vm });
    case Outcome::Failed:
        return m_failure;
    }
    return {};
}

void NodeRecreate::finish(Outcome outcome, const Phrase &why)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    m_failure = why;
    // Nothing more to follow.
    if (m_follower) {
        m_follower->release();
        m_vmCache = nullptr;
        m_clusterCache = nullptr;
    }
    Q_EMIT progressChanged();
    QMetaObject::invokeMethod(
        this,
        [this] {
            Q_EMIT finished(this);
        },
        Qt::QueuedConnection);
}

} // namespace vmray::ray
