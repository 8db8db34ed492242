#include "clusterhealth.h"

#include "clusterstatus.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
// Filed under the cluster state's context, as in clusterstate.cpp; ui/ words them.
constexpr PhraseKey vmsLeft {
    "ClusterState", QT_TRANSLATE_N_NOOP("ClusterState", "%n VM(s) left."), true
};
constexpr PhraseKey headNode { "ClusterState", QT_TRANSLATE_NOOP("ClusterState", "Head node: %1") };
constexpr PhraseKey waitingForOperator { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for the operator.") };
constexpr PhraseKey waitingForTheHead { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for the head.") };
constexpr PhraseKey worker { "ClusterState", QT_TRANSLATE_NOOP("ClusterState", "Worker %1: %2") };
constexpr PhraseKey workersRunning {
    "ClusterState", QT_TRANSLATE_N_NOOP("ClusterState", "%1 of %n worker(s) running."), true
};
} // namespace

int healthSeverity(ClusterHealth health)
{
    switch (health) {
    case ClusterHealth::Failed:
        return 4;
    case ClusterHealth::Degraded:
        return 3;
    case ClusterHealth::Starting:
        return 2;
    case ClusterHealth::Deleting:
        return 1;
    case ClusterHealth::Healthy:
        break;
    }
    return 0;
}

int HealthTally::total() const
{
    int sum = 0;
    for (int n : byHealth)
        sum += n;
    return sum;
}

std::optional<ClusterHealth> HealthTally::worst() const
{
    std::optional<ClusterHealth> found;
    for (size_t i = 0; i < byHealth.size(); ++i) {
        const auto health = static_cast<ClusterHealth>(i);
        if (byHealth[i] > 0 && (!found || healthSeverity(health) > healthSeverity(*found)))
            found = health;
    }
    return found;
}

HealthTally &HealthTally::operator+=(const HealthTally &other)
{
    for (size_t i = 0; i < byHealth.size(); ++i)
        byHealth[i] += other.byHealth[i];
    return *this;
}

HealthVerdict judgeHealth(const HealthFacts &f)
{
    using Head = HealthFacts::Head;
    if (f.deleting) {
        return { ClusterHealth::Deleting,
            !f.deletionProblem.isEmpty() ? Phrase(f.deletionProblem) : Phrase(vmsLeft, f.vmsLeft) };
    }
    // Pre-flight failures: nothing will start until the spec or the namespace changes.
    if (!f.preflightProblem.isEmpty())
        return { ClusterHealth::Failed, f.preflightProblem };
    if (f.head == Head::Failed)
        return { ClusterHealth::Failed, Phrase(headNode, { f.headReason }) };
    if (f.operatorState == OperatorClusterState::NotYet)
        return { ClusterHealth::Starting, Phrase(waitingForOperator) };
    if (f.head != Head::Running) {
        if (!f.headFailure.isEmpty())
            return { ClusterHealth::Failed, f.headFailure };
        // "unhealthy" while the head's service IP is assigned is part of a normal start.
        return { ClusterHealth::Starting,
            f.head == Head::Missing ? Phrase(waitingForTheHead)
                                    : Phrase(headNode, { f.headReason }) };
    }
    // Ray's head processes are gone while the VM runs: jobs cannot run, yet the VM-level view
    // (and the dashboard, which the head's VM may still serve) stays.
    if (f.headDeadInRay)
        return { ClusterHealth::Degraded, Phrase(headNode, { f.headRayReason }) };
    if (!f.failedWorker.isEmpty())
        return { ClusterHealth::Degraded,
            Phrase(worker, { f.failedWorker, f.failedWorkerReason }) };
    if (f.operatorState == OperatorClusterState::Unhealthy && !f.workerProblem.isEmpty())
        return { ClusterHealth::Degraded, f.workerProblem };
    if (f.workersRunning < f.workersDesired)
        return { ClusterHealth::Starting,
            Phrase(workersRunning, f.workersDesired, { QString::number(f.workersRunning) }) };
    return { ClusterHealth::Healthy, {} };
}

HealthFacts healthFactsFromStatus(const QJsonObject &cluster)
{
    using Head = HealthFacts::Head;
    const ClusterStatus status = readClusterStatus(cluster);
    HealthFacts f;
    f.deleting = status.deleting;
    f.deletionProblem = status.problem(u"DeleteCluster");
    f.preflightProblem = status.preflightProblem();
    f.operatorState = status.operatorState();
    f.head = status.head.hasFailed() ? Head::Failed
        : status.head.isRunning()    ? Head::Running
                                     : Head::NotRunning;
    f.headReason = f.head == Head::Failed ? status.problem(u"HeadNodeReady") : QString();
    f.headFailure = status.headFailure();
    f.workerProblem = status.problem(u"WorkerNodeReady");
    const QJsonObject desired =
        cluster.value(u"spec"_s).toObject().value(u"autoscaler_desired_workers"_s).toObject();
    f.workersDesired = int(desired.size());
    for (auto it = status.currentWorkers.cbegin(); it != status.currentWorkers.cend(); ++it) {
        if (!desired.contains(it.key()))
            continue; // scaled down, on its way out
        if (it->hasFailed() && (f.failedWorker.isEmpty() || it.key() < f.failedWorker)) {
            f.failedWorker = it.key();
            f.failedWorkerReason = f.workerProblem;
        }
        f.workersRunning += it->isRunning() ? 1 : 0;
    }
    return f;
}

ClusterHealth healthFromStatus(const QJsonObject &cluster)
{
    return judgeHealth(healthFactsFromStatus(cluster)).health;
}

QStringList healthFromStatusPaths()
{
    return { u"metadata.deletionTimestamp"_s,
        u"spec.autoscaler_desired_workers"_s,
        u"status.cluster_state"_s,
        u"status.conditions"_s,
        u"status.head_node_status.vm_status"_s,
        u"status.current_workers.*.vm_status"_s };
}

} // namespace vmray::ray
