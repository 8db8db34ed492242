#include "clusterhealth.h"

#include "clusterstatus.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

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

ClusterHealth healthFromStatus(const QJsonObject &cluster)
{
    const ClusterStatus status = readClusterStatus(cluster);
    if (status.deleting)
        return ClusterHealth::Deleting;
    if (!status.preflightProblem().isEmpty())
        return ClusterHealth::Failed;
    if (status.head.vmStatus == u"failure"_s)
        return ClusterHealth::Failed;
    if (status.clusterState.isEmpty())
        return ClusterHealth::Starting;
    if (!status.head.isRunning())
        return status.headFailure().isEmpty() ? ClusterHealth::Starting : ClusterHealth::Failed;
    const QJsonObject desired =
        cluster.value(u"spec"_s).toObject().value(u"autoscaler_desired_workers"_s).toObject();
    int running = 0;
    for (auto it = status.currentWorkers.cbegin(); it != status.currentWorkers.cend(); ++it) {
        if (!desired.contains(it.key()))
            continue; // scaled down, on its way out
        if (it->vmStatus == u"failure"_s)
            return ClusterHealth::Degraded;
        running += it->isRunning() ? 1 : 0;
    }
    if (status.clusterState == u"unhealthy"_s && !status.problem(u"WorkerNodeReady"_s).isEmpty())
        return ClusterHealth::Degraded;
    return running < desired.size() ? ClusterHealth::Starting : ClusterHealth::Healthy;
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
