#include "clusterbringup.h"

#include "clusterspec.h"
#include "clusterstatus.h"

#include "kube/resourcecache.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

ClusterBringUp::ClusterBringUp(kube::KubeClient *client,
    const QString &ns,
    const QString &name,
    std::chrono::milliseconds giveUpAfter,
    QObject *parent)
    : QObject(parent)
    , m_follower(client)
    , m_ns(ns)
    , m_name(name)
{
    m_cache = m_follower.add(clusterCollectionPath(ns));
    m_cache->setFieldSelector(u"metadata.name="_s + name);
    m_follower.onObjects(
        m_cache,
        [this](const kube::Follower::Objects &) {
            changed();
        },
        [this](const kube::Follower::Objects &) {
            finish(Outcome::Failed,
                tr("The cluster was deleted before it was up."),
                tr("Ray cluster %1 no longer exists.").arg(m_name));
        });
    // Listed without it: deleted before it was first seen.
    m_follower.onListed(m_cache, [this] {
        if (m_cache->objects().isEmpty())
            finish(Outcome::Failed,
                tr("The cluster was deleted before it was up."),
                tr("Ray cluster %1 no longer exists.").arg(m_name));
    });
    m_giveUp.setSingleShot(true);
    m_giveUp.setInterval(giveUpAfter);
    connect(&m_giveUp, &QTimer::timeout, this, [this] {
        const auto minutes =
            std::chrono::duration_cast<std::chrono::minutes>(m_giveUp.intervalAsDuration());
        finish(Outcome::Failed,
            tr("The cluster was not up %n minute(s) after it was created; see its conditions.",
                nullptr,
                int(minutes.count())),
            m_progress);
    });
    m_progress = tr("Waiting for the operator to deploy the cluster's VMs.");
}

ClusterBringUp::~ClusterBringUp() = default;

void ClusterBringUp::setCacheTracker(kube::Follower::Tracker tracker)
{
    m_follower.setTracker(std::move(tracker));
}

void ClusterBringUp::start()
{
    m_follower.start();
    m_giveUp.start();
}

void ClusterBringUp::changed()
{
    if (m_outcome != Outcome::Running || m_cache->objects().isEmpty())
        return;
    const ClusterStatus status = readClusterStatus(*m_cache->objects().cbegin());
    if (status.deleting) {
        finish(Outcome::Failed, tr("The cluster is being deleted before it was up."));
        return;
    }
    if (const QString problem = status.preflightProblem(); !problem.isEmpty()) {
        finish(Outcome::Failed, tr("The operator's pre-flight check failed."), problem);
        return;
    }
    if (const QString failure = status.headFailure(); !failure.isEmpty()) {
        finish(Outcome::Failed, tr("The head node failed to start."), failure);
        return;
    }
    if (status.head.hasFailed()) {
        finish(Outcome::Failed,
            tr("The head node's VM failed."),
            status.failureMessages().join(u"; "_s));
        return;
    }
    if (status.operatorState() == OperatorClusterState::Healthy && status.head.isRunning()) {
        finish(Outcome::Up,
            status.serviceAddress.isEmpty()
                ? tr("The cluster is healthy; its head node runs.")
                : tr("The cluster is healthy; its head node runs at %1.")
                      .arg(status.serviceAddress.host));
        return;
    }
    QString progress;
    if (status.head.isRunning())
        progress = tr("The head node runs; waiting for the cluster to be healthy.");
    else if (!status.head.vmStatus.isEmpty())
        progress = tr("The head node's VM is %1.").arg(status.head.vmStatus);
    else
        progress = tr("Waiting for the operator to deploy the cluster's VMs.");
    const QStringList waiting = status.waitingMessages();
    if (!waiting.isEmpty())
        progress += u' ' + waiting.join(u"; "_s);
    if (progress != m_progress) {
        m_progress = progress;
        Q_EMIT progressChanged();
    }
}

void ClusterBringUp::finish(Outcome outcome, const QString &result, const QString &error)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    m_result = result;
    m_error = error;
    m_giveUp.stop();
    m_follower.release();
    Q_EMIT finished(this);
}

} // namespace vmray::ray
