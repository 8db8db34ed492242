// The one rule of a Ray cluster's health, over facts gathered either from its status alone (for
// overviews that cannot join every VM of a Supervisor) or joined with its VMs and Ray's view (the
// panes of a namespace); and clusters tallied by health, what the navigation tree shows of a
// namespace or a Supervisor at a glance.
#pragma once

#include "clusterstate.h"
#include "clusterstatus.h"

#include <QMetaType>

#include <array>
#include <optional>

namespace vmray::ray {

// How much a health needs the user's attention: Failed > Degraded > Starting > Deleting >
// Healthy. Deleting is on its way out and asks nothing of the user.
int healthSeverity(ClusterHealth health);

struct HealthTally
{
    std::array<int, 5> byHealth {}; // indexed by ClusterHealth

    void add(ClusterHealth health) { ++byHealth[static_cast<size_t>(health)]; }
    int count(ClusterHealth health) const { return byHealth[static_cast<size_t>(health)]; }
    int total() const;
    // The health needing the most attention; none without clusters.
    std::optional<ClusterHealth> worst() const;
    HealthTally &operator+=(const HealthTally &other);
    bool operator==(const HealthTally &) const = default;
};

// What the health rule looks at.
struct HealthFacts
{
    bool deleting = false;
    QString deletionProblem; // why the delete is stuck, when the operator says
    int vmsLeft = 0; // deleting: VMs of the cluster not gone yet
    QString preflightProblem; // a pre-flight check failed: nothing starts
    enum class Head { Missing, NotRunning, Running, Failed };
    Head head = Head::Missing;
    Phrase headReason; // why the head is not running, or failed
    QString headFailure; // the operator calls the cluster unhealthy for the head's start
    bool headDeadInRay = false; // Ray's head processes are gone while its VM runs
    Phrase headRayReason;
    OperatorClusterState operatorState = OperatorClusterState::NotYet;
    QString failedWorker; // the first failed worker the autoscaler wants, and why
    Phrase failedWorkerReason;
    QString workerProblem; // the operator's WorkerNodeReady problem
    int workersRunning = 0;
    int workersDesired = 0;
};

struct HealthVerdict
{
    ClusterHealth health = ClusterHealth::Starting;
    Phrase reason; // short, for a cluster that is not healthy
};

// The rule, in order: deleting; a failed pre-flight check or head; waiting for the operator or
// the head; Ray's head dead, a failed worker or the operator's worker problem (degraded); workers
// still coming; else healthy.
HealthVerdict judgeHealth(const HealthFacts &facts);

// The facts the cluster's status tells without its VMs: the operator's cluster state, its
// conditions and the node statuses it reports.
HealthFacts healthFactsFromStatus(const QJsonObject &cluster);
// judgeHealth() of those facts.
ClusterHealth healthFromStatus(const QJsonObject &cluster);
// What healthFromStatus reads, besides the identity fields.
QStringList healthFromStatusPaths();

} // namespace vmray::ray

Q_DECLARE_METATYPE(vmray::ray::HealthTally)
