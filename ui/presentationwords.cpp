// The words, colours and marks of the typed values, shared by every table and the details.
#include "presentation.h"

#include "presentationmarks.h"

#include "items/itemroles.h"
#include "items/tasklog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterstate.h"
#include "ray/raydashboard.h"
#include "ray/rayobservation.h"
#include "stateicons.h"
#include "vmop/vmoperator.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

QString PresentationProxy::clusterHealthText(int health)
{
    switch (ray::ClusterHealth(health)) {
    case ray::ClusterHealth::Starting:
        return tr("Starting");
    case ray::ClusterHealth::Healthy:
        return tr("Healthy");
    case ray::ClusterHealth::Degraded:
        return tr("Degraded");
    case ray::ClusterHealth::Failed:
        return tr("Failed");
    case ray::ClusterHealth::Deleting:
        return tr("Deleting");
    }
    return {};
}

QString PresentationProxy::nodePhaseText(int phase)
{
    switch (ray::NodePhase(phase)) {
    case ray::NodePhase::Pending:
        return tr("Pending");
    case ray::NodePhase::Creating:
        return tr("Creating");
    case ray::NodePhase::Starting:
        return tr("Starting");
    case ray::NodePhase::Running:
        return tr("Running");
    case ray::NodePhase::Failed:
        return tr("Failed");
    case ray::NodePhase::Deleting:
        return tr("Deleting");
    case ray::NodePhase::Removing:
        return tr("Removing");
    }
    return {};
}

QString PresentationProxy::nodeRoleText(int nodeRole)
{
    switch (ray::NodeRole(nodeRole)) {
    case ray::NodeRole::Head:
        return tr("head");
    case ray::NodeRole::Worker:
        return tr("worker");
    }
    return {};
}

QString PresentationProxy::taskKindText(int kind)
{
    switch (TaskRecord::Kind(kind)) {
    case TaskRecord::Kind::CreateCluster:
        return tr("Create Ray cluster");
    case TaskRecord::Kind::DeleteCluster:
        return tr("Delete Ray cluster");
    case TaskRecord::Kind::RecreateNode:
        return tr("Recreate node");
    case TaskRecord::Kind::StopJob:
        return tr("Stop Ray job");
    }
    return {};
}

QString PresentationProxy::taskStateText(int state)
{
    switch (TaskRecord::State(state)) {
    case TaskRecord::State::Running:
        return tr("Running");
    case TaskRecord::State::Succeeded:
        return tr("Completed", "task state: it succeeded");
    case TaskRecord::State::Failed:
        return tr("Failed");
    case TaskRecord::State::Interrupted:
        return tr("Interrupted");
    }
    return {};
}

QString PresentationProxy::powerText(int power)
{
    switch (vmop::PowerState(power)) {
    case vmop::PowerState::PoweredOn:
        return tr("On");
    case vmop::PowerState::PoweredOff:
        return tr("Off");
    case vmop::PowerState::Suspended:
        return tr("Suspended");
    case vmop::PowerState::Unknown:
        break;
    }
    return {};
}

QString PresentationProxy::ageText(const QDateTime &since, const QDateTime &now)
{
    if (!since.isValid())
        return {};
    const qint64 s = std::max<qint64>(0, since.secsTo(now));
    if (s < 120)
        return tr("%1s").arg(s);
    if (s < 3600)
        return tr("%1m").arg(s / 60);
    if (s < 86400)
        return tr("%1h %2m").arg(s / 3600).arg((s % 3600) / 60);
    return tr("%1d %2h").arg(s / 86400).arg((s % 86400) / 3600);
}

QString PresentationProxy::rayNodeStateText(int state)
{
    using State = ray::RayNodeView::State;
    switch (State(state)) {
    case State::Alive:
        return tr("Alive", "a node in Ray");
    case State::Dead:
        return tr("Dead", "a node in Ray");
    case State::Missing:
        return tr("Not in Ray");
    case State::Unknown:
        break;
    }
    return {};
}

QString PresentationProxy::jobStatusText(int status)
{
    switch (ray::RayJobStatus(status)) {
    case ray::RayJobStatus::Pending:
        return tr("Pending", "a Ray job");
    case ray::RayJobStatus::Running:
        return tr("Running", "a Ray job");
    case ray::RayJobStatus::Stopped:
        return tr("Stopped", "a Ray job");
    case ray::RayJobStatus::Succeeded:
        return tr("Succeeded", "a Ray job");
    case ray::RayJobStatus::Failed:
        return tr("Failed", "a Ray job");
    case ray::RayJobStatus::Unknown:
        break;
    }
    return tr("Unknown", "a Ray job's status");
}

QColor PresentationProxy::jobStatusColor(int status)
{
    switch (ray::RayJobStatus(status)) {
    case ray::RayJobStatus::Pending:
    case ray::RayJobStatus::Running:
        return marks::busy();
    case ray::RayJobStatus::Succeeded:
        return marks::good();
    case ray::RayJobStatus::Failed:
        return marks::bad();
    case ray::RayJobStatus::Stopped:
        return marks::warn();
    case ray::RayJobStatus::Unknown:
        break;
    }
    return marks::quiet();
}

QString PresentationProxy::percentText(double percent)
{
    return tr("%1 %", "a percentage; use the locale's spacing and sign")
        .arg(QLocale().toString(percent, 'f', 0));
}

QString PresentationProxy::clusterRayText(const QModelIndex &row)
{
    const auto value = [&row](int role) {
        return row.data(role);
    };
    switch (ray::RayReach(value(RayReachRole).toInt())) {
    case ray::RayReach::NotPolled:
        return {};
    case ray::RayReach::Refused:
        return tr("Ray: not read here");
    case ray::RayReach::Waiting:
        return tr("Ray: reading…");
    case ray::RayReach::Unreachable:
        return tr("Ray: dashboard unreachable");
    case ray::RayReach::Reachable:
        break;
    }
    if (!value(RayAliveRole).isValid())
        return tr("Ray: reading…");
    return tr("Ray: %1 alive of %n",
        "nodes alive in Ray of the VMs that run",
        value(RayNodesRole).toInt())
        .arg(value(RayAliveRole).toInt());
}

QColor PresentationProxy::healthColor(int health)
{
    switch (ray::ClusterHealth(health)) {
    case ray::ClusterHealth::Healthy:
        return marks::good();
    case ray::ClusterHealth::Starting:
        return marks::busy();
    case ray::ClusterHealth::Degraded:
        return marks::warn();
    case ray::ClusterHealth::Failed:
        return marks::bad();
    case ray::ClusterHealth::Deleting:
        return marks::quiet();
    }
    return marks::quiet();
}

QColor PresentationProxy::phaseColor(int phase)
{
    switch (ray::NodePhase(phase)) {
    case ray::NodePhase::Running:
        return marks::good();
    case ray::NodePhase::Pending:
    case ray::NodePhase::Creating:
    case ray::NodePhase::Starting:
        return marks::busy();
    case ray::NodePhase::Failed:
        return marks::bad();
    case ray::NodePhase::Deleting:
    case ray::NodePhase::Removing:
        return marks::quiet();
    }
    return marks::quiet();
}

QIcon PresentationProxy::stateMark(const QColor &color)
{
    return marks::dot(color);
}

QIcon PresentationProxy::healthIcon(int health)
{
    return clusterHealthIcon(health, healthColor(health));
}

QString PresentationProxy::healthTallyText(const ray::HealthTally &tally)
{
    using ray::ClusterHealth;
    const int total = tally.total();
    if (total == 0)
        return tr("No Ray clusters");
    if (tally.count(ClusterHealth::Healthy) == total)
        return tr("Ray clusters: %1, all healthy").arg(total);
    const auto inState = [&tally](ClusterHealth health) {
        const int n = tally.count(health);
        switch (health) {
        case ClusterHealth::Failed:
            return tr("%n failed", "Ray clusters in a state", n);
        case ClusterHealth::Degraded:
            return tr("%n degraded", "Ray clusters in a state", n);
        case ClusterHealth::Starting:
            return tr("%n starting", "Ray clusters in a state", n);
        case ClusterHealth::Deleting:
            return tr("%n being deleted", "Ray clusters in a state", n);
        case ClusterHealth::Healthy:
            break;
        }
        return tr("%n healthy", "Ray clusters in a state", n);
    };
    QStringList words;
    // The states needing attention first, as the mark shows the worst.
    for (ClusterHealth health : { ClusterHealth::Failed,
             ClusterHealth::Degraded,
             ClusterHealth::Starting,
             ClusterHealth::Deleting,
             ClusterHealth::Healthy }) {
        if (tally.count(health) > 0)
            words << inState(health);
    }
    return tr("Ray clusters: %1 (%2)", "the number of clusters, then how many are in each state")
        .arg(QString::number(total),
            words.join(tr(", ", "between the counts of clusters in each state")));
}

QColor PresentationProxy::taskStateColor(int state)
{
    switch (TaskRecord::State(state)) {
    case TaskRecord::State::Running:
        return marks::busy();
    case TaskRecord::State::Succeeded:
        return marks::good();
    case TaskRecord::State::Failed:
        return marks::bad();
    case TaskRecord::State::Interrupted:
        return marks::warn();
    }
    return marks::quiet();
}

} // namespace vmray
