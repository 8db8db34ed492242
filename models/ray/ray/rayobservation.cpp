#include "rayobservation.h"

#include "clusterstate.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
// Why Ray's view makes a node dead, filed under the context RayObservation; ui/ words them.
constexpr PhraseKey notListed { "RayObservation",
    QT_TRANSLATE_N_NOOP("RayObservation",
        "Ray does not list this node %n minute(s) after its VM started running; it may need to "
        "be recreated."),
    true };
constexpr PhraseKey deadWhileRunning { "RayObservation",
    QT_TRANSLATE_NOOP("RayObservation", "Ray reports this node dead while its VM runs.") };
constexpr PhraseKey deadWhileRunningBecause { "RayObservation",
    QT_TRANSLATE_NOOP("RayObservation", "Ray reports this node dead while its VM runs: %1") };

std::optional<double> percentOf(std::optional<double> used, std::optional<double> total)
{
    if (!used || !total || *total <= 0)
        return std::nullopt;
    return 100.0 * *used / *total;
}
} // namespace

const DashboardNode *rayNodeAt(const QList<DashboardNode> &nodes, const QString &ip)
{
    if (ip.isEmpty())
        return nullptr;
    const DashboardNode *best = nullptr;
    for (const DashboardNode &n : nodes) {
        if (n.ip != ip)
            continue;
        if (!best) {
            best = &n;
            continue;
        }
        const bool alive = n.state == RayNodeState::Alive;
        const bool bestAlive = best->state == RayNodeState::Alive;
        if (alive != bestAlive) {
            if (alive)
                best = &n;
            continue;
        }
        // Both dead (or both alive, which Ray does not do): the one that ended, or began, last.
        const QDateTime nEnd = n.endTime.isValid() ? n.endTime : n.startTime;
        const QDateTime bestEnd = best->endTime.isValid() ? best->endTime : best->startTime;
        if (nEnd > bestEnd)
            best = &n;
    }
    return best;
}

RayNodeSample sampleOf(const DashboardNode &node, const QDateTime &time)
{
    RayNodeSample s;
    s.time = time;
    s.alive = node.state == RayNodeState::Alive;
    s.cpuPercent = node.cpuPercent;
    s.gpuPercent = node.gpuUtilizationPercent();
    s.memoryPercent = node.memoryPercent
        ? node.memoryPercent
        : percentOf(
            node.memoryUsedBytes ? std::optional<double>(*node.memoryUsedBytes) : std::nullopt,
            node.memoryTotalBytes ? std::optional<double>(*node.memoryTotalBytes) : std::nullopt);
    s.gpuMemoryPercent = percentOf(node.gpuMemoryUsedMiB(), node.gpuMemoryTotalMiB());
    return s;
}

RayNodeView rayViewOf(const DashboardNode *node, bool dashboardRead)
{
    RayNodeView v;
    if (!node) {
        v.state = dashboardRead ? RayNodeView::State::Missing : RayNodeView::State::Unknown;
        return v;
    }
    v.nodeId = node->nodeId;
    v.gpus = node->gpuCount();
    switch (node->state) {
    case RayNodeState::Alive: {
        v.state = RayNodeView::State::Alive;
        const RayNodeSample s = sampleOf(*node, {});
        v.cpuPercent = s.cpuPercent;
        v.gpuPercent = s.gpuPercent;
        v.memoryPercent = s.memoryPercent;
        v.gpuMemoryPercent = s.gpuMemoryPercent;
        break;
    }
    case RayNodeState::Dead:
        v.state = RayNodeView::State::Dead;
        v.message = node->stateMessage;
        break;
    case RayNodeState::Unknown:
        v.state = RayNodeView::State::Unknown;
        break;
    }
    return v;
}

void joinRayNodes(QList<NodeRow> &rows, const RayClusterObservation *observation)
{
    const bool read = observation && observation->hasNodes;
    for (NodeRow &row : rows) {
        if (!read || row.ip.isEmpty() || row.power != vmop::PowerState::PoweredOn) {
            row.ray = {};
            continue;
        }
        const DashboardNode *node = rayNodeAt(observation->nodes, row.ip);
        // Ray lists dead nodes for good: one that ended before this VM was made had the address
        // before it (a recreated worker often gets the same one).
        if (node && node->state == RayNodeState::Dead && node->endTime.isValid()
            && row.created.isValid() && node->endTime < row.created)
            node = nullptr;
        row.ray = rayViewOf(node, true);
        if (row.ray.state == RayNodeView::State::Missing && row.phase == NodePhase::Running
            && row.since.isValid() && observation->nodesReadAt.isValid()
            && row.since.addSecs(std::chrono::seconds(rayJoinGrace).count())
                <= observation->nodesReadAt) {
            // Ray never listed it, or has forgotten it: its VM runs, but no work can reach it.
            row.ray.deadWhileRunning = true;
            row.reason = Phrase(notListed, int(row.since.secsTo(observation->nodesReadAt) / 60));
            if (row.role == NodeRole::Worker)
                row.phase = NodePhase::Failed;
            continue;
        }
        if (row.ray.state != RayNodeView::State::Dead || row.phase != NodePhase::Running)
            continue;
        // The VM runs and the operator reports Ray running, yet Ray has declared the node dead:
        // its work is gone, and recreating the VM is what brings it back.
        row.ray.deadWhileRunning = true;
        row.reason = row.ray.message.isEmpty()
            ? Phrase(deadWhileRunning)
            : Phrase(deadWhileRunningBecause, { row.ray.message });
        if (row.role == NodeRole::Worker)
            row.phase = NodePhase::Failed;
    }
}

void joinRayCluster(
    ClusterSummary &summary, const QList<NodeRow> &rows, const RayClusterObservation *observation)
{
    RayClusterView v;
    if (!observation) {
        summary.ray = v;
        return;
    }
    v.reach = observation->reach;
    v.problem = observation->problem;
    v.counted = observation->hasNodes;
    if (v.counted) {
        for (const NodeRow &row : rows) {
            if (row.ip.isEmpty() || row.power != vmop::PowerState::PoweredOn || row.vmDeleting)
                continue;
            ++v.nodes;
            if (row.ray.state == RayNodeView::State::Alive)
                ++v.alive;
            if (row.ray.deadWhileRunning) {
                ++v.deadWhileRunning;
                v.deadNodes << row.name;
            }
        }
    }
    summary.ray = v;
}

} // namespace vmray::ray
