// The words and marks of alarms: their status as vSphere shows it, their definitions' titles, and
// the Alarms dock's table.
#include "presentation.h"
#include "presentationmarks.h"
#include "stateicons.h"

#include "items/alarmmodel.h"

namespace vmray {

QColor PresentationProxy::alarmColor(int status)
{
    switch (AlarmStatus(status)) {
    case AlarmStatus::Green:
        return marks::good();
    case AlarmStatus::Yellow:
        return marks::warn();
    case AlarmStatus::Red:
        return marks::bad();
    case AlarmStatus::Gray:
        break;
    }
    return marks::quiet();
}

QIcon PresentationProxy::alarmIcon(int status)
{
    return alarmStatusIcon(status, alarmColor(status));
}

QString PresentationProxy::alarmStatusWord(int status)
{
    switch (AlarmStatus(status)) {
    case AlarmStatus::Green:
        return tr("Normal", "alarm status green");
    case AlarmStatus::Gray:
        return tr("Unknown", "alarm status gray");
    case AlarmStatus::Yellow:
        return tr("Warning", "alarm status yellow");
    case AlarmStatus::Red:
        return tr("Critical", "alarm status red");
    }
    return {};
}

QString PresentationProxy::alarmStatusText(int status)
{
    switch (AlarmStatus(status)) {
    case AlarmStatus::Green:
        return tr("no alarm triggered");
    case AlarmStatus::Gray:
        return tr("an alarm says its state is unknown (gray)");
    case AlarmStatus::Yellow:
        return tr("a warning alarm is triggered (yellow)");
    case AlarmStatus::Red:
        return tr("a critical alarm is triggered (red)");
    }
    return {};
}

QString PresentationProxy::alarmDefinitionText(int definition)
{
    switch (AlarmDefinition(definition)) {
    case AlarmDefinition::ClusterFailed:
        return tr("Ray cluster failed");
    case AlarmDefinition::ClusterDegraded:
        return tr("Ray cluster degraded");
    case AlarmDefinition::NodeVmProblem:
        return tr("Node VM not running");
    case AlarmDefinition::RayNodeDead:
        return tr("Ray node dead");
    case AlarmDefinition::DashboardUnreachable:
        return tr("Ray dashboard unreachable");
    case AlarmDefinition::DemandsUnplaced:
        return tr("Demands cannot be placed");
    case AlarmDefinition::QuotaNearlyFull:
        return tr("Namespace quota nearly full");
    case AlarmDefinition::SessionExpiring:
        return tr("Session expiring");
    case AlarmDefinition::PinExpiring:
        return tr("Pinned certificate expiring");
    case AlarmDefinition::SupervisorUnavailable:
        return tr("Supervisor unavailable");
    }
    return {};
}

AlarmPresentation::AlarmPresentation(QObject *parent)
    : PresentationProxy({ { AlarmModel::Status, tr("Status") },
                            { AlarmModel::Definition, tr("Alarm") },
                            { AlarmModel::Supervisor, tr("Supervisor") },
                            { AlarmModel::Namespace, tr("Namespace") },
                            { AlarmModel::Cluster, tr("Ray cluster") },
                            { AlarmModel::Node, tr("Node") },
                            { AlarmModel::Message, tr("Message") },
                            { AlarmModel::FirstSeen, tr("Triggered") },
                            { AlarmModel::LastSeen, tr("Last seen") },
                            { AlarmModel::Acknowledged, tr("Acknowledged by") } },
        parent)
{}

std::optional<QVariant> AlarmPresentation::present(const QModelIndex &index, int role) const
{
    switch (index.column()) {
    case AlarmModel::Status: {
        const int status = sourceData(index, AlarmModel::AlarmStatusRole).toInt();
        if (role == Qt::DisplayRole)
            return alarmStatusWord(status);
        if (role == Qt::DecorationRole)
            return alarmIcon(status);
        if (role == SortRole)
            return status;
        if (role == Qt::ToolTipRole || role == Qt::AccessibleTextRole)
            return alarmStatusText(status);
        break;
    }
    case AlarmModel::Definition:
        if (role == Qt::DisplayRole || role == SortRole)
            return alarmDefinitionText(sourceData(index, AlarmModel::AlarmDefinitionRole).toInt());
        break;
    case AlarmModel::FirstSeen:
    case AlarmModel::LastSeen:
        return clockCell(sourceData(index, Qt::DisplayRole), role);
    case AlarmModel::Acknowledged:
        if (role == Qt::ForegroundRole)
            return marks::quiet();
        break;
    default:
        break;
    }
    // An acknowledged alarm reads quieter, as vSphere greys it.
    if (role == Qt::ForegroundRole && sourceData(index, AlarmModel::AcknowledgedRole).toBool())
        return marks::quiet();
    return std::nullopt;
}

} // namespace vmray
