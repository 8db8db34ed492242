#include "clusterbringup.h"

#include "clusterspec.h"
#include "clusterstatus.h"
#include "taskphrases.h"

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
                Phrase(taskphrase::deletedBeforeUp),
                Phrase(taskphrase::clusterNoLongerExists, { m_name }));
        });
    // Listed without it: deleted before it was first seen.
    m_follower.onListed(m_cache, [this] {
        if (m_cache->objects().isEmpty())
            finish(Outcome::Failed,
                Phrase(taskphrase::deletedBeforeUp),
                Phrase(taskphrase::clusterNoLongerExists, { m_name }));
    });
    m_giveUp.setSingleShot(true);
    m_giveUp.setInterval(giveUpAfter);
    connect(&m_giveUp, &QTimer::timeout, this, [this] {
        const auto minutes =
            std::chrono::duration_cast<std::chrono::minutes>(m_giveUp.intervalAsDuration());
        finish(Outcome::Failed, Phrase(taskphrase::notUpInTime, int(minutes.count())), m_progress);
    });
    m_progress = Phrase(taskphrase::waitingForVms);
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
        finish(Outcome::Failed, Phrase(taskphrase::deletingBeforeUp));
        return;
    }
    if (const QString problem = status.preflightProblem(); !problem.isEmpty()) {
        finish(Outcome::Failed, Phrase(taskphrase::preflightFailed), problem);
        return;
    }
    if (const QString failure = status.headFailure(); !failure.isEmpty()) {
        finish(Outcome::Failed, Phrase(taskphrase::headFailedToStart), failure);
        return;
    }
    if (status.head.hasFailed()) {
        finish(Outcome::Failed,
            Phrase(taskphrase::headVmFailed),
            status.failureMessages().join(u"; "_s));
        return;
    }
    if (status.operatorState() == OperatorClusterState::Healthy && status.head.isRunning()) {
        finish(Outcome::Up,
            status.serviceAddress.isEmpty()
                ? Phrase(taskphrase::healthy)
                : Phrase(taskphrase::healthyAt, { status.serviceAddress.host }));
        return;
    }
    Phrase progress;
    if (status.head.isRunning())
        progress = Phrase(taskphrase::headRunsWaitingHealthy);
    else if (!status.head.vmStatus.isEmpty())
        progress = Phrase(taskphrase::headVmIs, { status.head.vmStatus });
    else
        progress = Phrase(taskphrase::waitingForVms);
    // The operator's own words on what it waits for.
    const QStringList waiting = status.waitingMessages();
    if (!waiting.isEmpty())
        progress = progress.then(waiting.join(u"; "_s));
    if (progress != m_progress) {
        m_progress = progress;
        Q_EMIT progressChanged();
    }
}

void ClusterBringUp::finish(Outcome outcome, const Phrase &result, const Phrase &error)
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
