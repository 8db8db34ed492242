// What Ray's dashboard told about a cluster, as the monitor keeps it, and how it is joined with
// what vSphere tells: a node row takes the Ray node at its IP address; a cluster counts the nodes
// alive in Ray among the VMs that run. Pure data and functions, testable row by row.
#pragma once

#include "raydashboard.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <chrono>
#include <optional>

namespace vmray::ray {

struct NodeRow;
struct ClusterSummary;

// Whether a cluster's dashboard is read.
enum class RayReach {
    NotPolled, // no dashboard to read: no head address, a head that does not run, monitoring off
    Refused, // an address the console may not reach (the sandbox's rule: this computer only)
    Waiting, // polled, no answer yet
    Reachable,
    Unreachable, // polls fail; the VM-level view goes on
};

// One reading of a node's use, for its history.
struct RayNodeSample
{
    QDateTime time;
    std::optional<double> cpuPercent;
    std::optional<double> gpuPercent;
    std::optional<double> memoryPercent;
    std::optional<double> gpuMemoryPercent;
    bool alive = false;
};

// The last readings of one cluster's dashboard.
struct RayClusterObservation
{
    QString dashboardUrl;
    RayReach reach = RayReach::Waiting;
    Phrase problem; // why Refused or Unreachable
    bool hasNodes = false;
    QDateTime nodesReadAt;
    QList<DashboardNode> nodes;
    std::optional<DashboardClusterStatus> status; // read only for the selected cluster
    Phrase statusError;
    std::optional<QList<DashboardJob>> jobs; // read only for the selected cluster
    Phrase jobsError;
};

// A node row's view of Ray.
struct RayNodeView
{
    enum class State {
        Unknown, // nothing read, or the VM has no IP address yet
        Alive,
        Dead,
        Missing, // the dashboard answered and has no node at the VM's address
    };
    State state = State::Unknown;
    QString nodeId;
    QString message; // why Ray says the node died, when it does
    std::optional<double> cpuPercent;
    std::optional<double> gpuPercent;
    std::optional<double> memoryPercent;
    std::optional<double> gpuMemoryPercent;
    int gpus = 0;
    // Dead in Ray while the VM runs and the operator reports Ray running, or missing from Ray
    // rayJoinGrace after the VM started running: a problem.
    bool deadWhileRunning = false;
    bool operator==(const RayNodeView &) const = default;
};

// A cluster row's view of Ray.
struct RayClusterView
{
    RayReach reach = RayReach::NotPolled;
    Phrase problem;
    bool counted = false; // alive and nodes hold a reading
    int alive = 0; // nodes alive in Ray among the VMs that run
    int nodes = 0; // VMs that run with an address
    int deadWhileRunning = 0; // nodes dead in Ray whose VM runs
    QStringList deadNodes; // their VM names
    bool operator==(const RayClusterView &) const = default;
};

// The Ray node at `ip`: an alive one before a dead one (an address is reused by a new node), then
// the one that ended last. Null when there is none.
const DashboardNode *rayNodeAt(const QList<DashboardNode> &nodes, const QString &ip);
RayNodeSample sampleOf(const DashboardNode &node, const QDateTime &time);
RayNodeView rayViewOf(const DashboardNode *node, bool dashboardRead);

// How long a running VM may be missing from Ray (booting, starting Ray, joining the head) before
// that is a problem: a recreated node that never rejoins would otherwise stay unflagged.
inline constexpr std::chrono::minutes rayJoinGrace { 5 };

// Sets each row's Ray view from what was read, and flags a node dead in Ray whose VM runs, or
// missing from Ray rayJoinGrace after its VM started running (as of the reading): a
// worker becomes Failed with Ray's reason; the head keeps its phase (the VM-level facts decide
// whether its dashboard is read) and says why in its reason. A dead node that ended before the
// VM at its address was made is an earlier node's, and reads as missing.
void joinRayNodes(QList<NodeRow> &rows, const RayClusterObservation *observation);
// Counts the nodes alive in Ray among the cluster's running VMs (`rows`, joined by joinRayNodes)
// and makes a healthy cluster with a node dead in Ray Degraded, saying which.
void joinRayCluster(
    ClusterSummary &summary, const QList<NodeRow> &rows, const RayClusterObservation *observation);

} // namespace vmray::ray
