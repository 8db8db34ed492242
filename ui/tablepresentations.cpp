// Events, namespaces, tasks, All VMs and Ray jobs, in words and marks.
#include "presentation.h"

#include "presentationmarks.h"

#include "items/eventtablemodel.h"
#include "items/fleetvmmodel.h"
#include "items/itemroles.h"
#include "items/jobtablemodel.h"
#include "items/tasklog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterstate.h"
#include "ray/fleetvms.h"
#include "ray/raydashboard.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

EventPresentation::EventPresentation(QObject *parent)
    : PresentationProxy({ { EventTableModel::Type, tr("Type") },
                            { EventTableModel::Reason, tr("Reason") },
                            { EventTableModel::Object, tr("Object") },
                            { EventTableModel::Message, tr("Message") },
                            { EventTableModel::Count, tr("Count") },
                            { EventTableModel::LastSeen, tr("Last seen") } },
        parent)
{}

std::optional<QVariant> EventPresentation::present(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && sourceData(index, WarningRole).toBool())
        return marks::warn();
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case EventTableModel::Type:
        if (role == Qt::DecorationRole && raw.toString() == u"Warning"_s)
            return marks::dot(marks::warn());
        break;
    case EventTableModel::LastSeen:
        return ageCell(raw, role);
    default:
        break;
    }
    return std::nullopt;
}

NamespacePresentation::NamespacePresentation(QObject *parent)
    : PresentationProxy({}, parent)
{}

std::optional<QVariant> NamespacePresentation::present(const QModelIndex &index, int role) const
{
    if (index.column() != 0)
        return std::nullopt;
    const QVariant name = sourceData(index, Qt::DisplayRole);
    const int count = sourceData(index, ClusterCountRole).toInt();
    if (role == Qt::DisplayRole && count >= 0)
        return tr("%1 (%n cluster(s))", "namespace name and its number of Ray clusters", count)
            .arg(name.toString());
    if (role == Qt::DecorationRole && count <= 0)
        return marks::blank(); // the names line up with those that have a mark
    if (count < 0) {
        if (role == Qt::ToolTipRole)
            return tr("The number of Ray clusters is not known: your account cannot list them "
                      "across namespaces.");
        return std::nullopt;
    }
    const auto tally = qvariant_cast<ray::HealthTally>(sourceData(index, HealthTallyRole));
    const std::optional<ray::ClusterHealth> worst = tally.worst();
    if (role == Qt::DecorationRole && worst)
        return healthIcon(int(*worst));
    if (role == Qt::ToolTipRole)
        return healthTallyText(tally);
    if (role == Qt::AccessibleTextRole)
        return tr("%1: %2").arg(name.toString(), healthTallyText(tally));
    return std::nullopt;
}

TaskPresentation::TaskPresentation(QObject *parent)
    : PresentationProxy({ { TaskLog::Task, tr("Task") },
                            { TaskLog::Target, tr("Target") },
                            { TaskLog::Status, tr("Status") },
                            { TaskLog::Details, tr("Details") },
                            { TaskLog::Initiator, tr("Initiator") },
                            { TaskLog::Started, tr("Started") },
                            { TaskLog::Finished, tr("Completed", "column: when a task ended") },
                            { TaskLog::Supervisor, tr("Supervisor") } },
        parent)
{}

std::optional<QVariant> TaskPresentation::present(const QModelIndex &index, int role) const
{
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case TaskLog::Task:
        // Sorted by what it reads, as the task list always was.
        if (role == Qt::DisplayRole || role == SortRole)
            return taskKindText(raw.toInt());
        break;
    case TaskLog::Status: {
        const int state = raw.toInt();
        if (role == Qt::DisplayRole || role == SortRole)
            return taskStateText(state);
        if (role == Qt::DecorationRole)
            return marks::dot(taskStateColor(state));
        if (role == Qt::ForegroundRole && TaskRecord::State(state) == TaskRecord::State::Failed)
            return marks::bad();
        break;
    }
    case TaskLog::Started:
    case TaskLog::Finished:
        return clockCell(raw, role);
    default:
        break;
    }
    return std::nullopt;
}

FleetVmPresentation::FleetVmPresentation(QObject *parent)
    : PresentationProxy({ { ray::FleetVmModel::Name, tr("VM") },
                            { ray::FleetVmModel::Supervisor, tr("Supervisor") },
                            { ray::FleetVmModel::Namespace, tr("Namespace") },
                            { ray::FleetVmModel::Cluster, tr("Ray cluster") },
                            { ray::FleetVmModel::Role, tr("Role") },
                            { ray::FleetVmModel::Power, tr("Power") },
                            { ray::FleetVmModel::Ip, tr("IP") },
                            { ray::FleetVmModel::VmClass, tr("VM class") },
                            { ray::FleetVmModel::Image, tr("Image") },
                            { ray::FleetVmModel::Age, tr("Age") },
                            { ray::FleetVmModel::Problem, tr("Problem") } },
        parent)
{}

namespace {
// A VM left behind by its cluster says so first; the server's condition text otherwise.
QString fleetVmProblemText(
    bool clusterGone, bool deleting, const QString &cluster, const QString &problem)
{
    if (clusterGone)
        return FleetVmPresentation::tr("Its Ray cluster %1 no longer exists.").arg(cluster);
    if (deleting)
        return FleetVmPresentation::tr("Being deleted.");
    return problem;
}
} // namespace

QString FleetVmPresentation::rowWords(const ray::FleetVmRow &row, const QDateTime &now)
{
    // In the order of the columns (ray::FleetVmModel::Column).
    const QString nodeRole = row.cluster.isEmpty()
        ? QString()
        : nodeRoleText(int(row.head ? ray::NodeRole::Head : ray::NodeRole::Worker));
    const QStringList cells { row.name,
        row.supervisor,
        row.ns,
        row.cluster,
        nodeRole,
        powerText(int(row.power)),
        row.ip,
        row.vmClass,
        row.imageName.isEmpty() ? row.image : row.imageName,
        ageText(row.created, now),
        fleetVmProblemText(row.clusterGone, row.deleting, row.cluster, row.problem) };
    return cells.join(u'\n');
}

std::optional<QVariant> FleetVmPresentation::present(const QModelIndex &index, int role) const
{
    // The source is read only for the columns worded here: up to 100,000 rows are filtered by
    // the words of every cell.
    switch (index.column()) {
    case ray::FleetVmModel::Role:
        return nodeRoleCell(sourceData(index, Qt::DisplayRole), role);
    case ray::FleetVmModel::Power:
        return powerCell(sourceData(index, Qt::DisplayRole), role);
    case ray::FleetVmModel::Age:
        return ageCell(sourceData(index, Qt::DisplayRole), role);
    case ray::FleetVmModel::Problem:
        // Sorted by what it reads.
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == SortRole)
            return fleetVmProblemText(sourceData(index, ClusterGoneRole).toBool(),
                sourceData(index, VmDeletingRole).toBool(),
                sourceData(index, ClusterRole).toString(),
                sourceData(index, Qt::DisplayRole).toString());
        break;
    default:
        break;
    }
    return std::nullopt;
}

JobPresentation::JobPresentation(QObject *parent)
    : PresentationProxy({ { JobTableModel::Id, tr("Job") },
                            { JobTableModel::Status, tr("Status") },
                            { JobTableModel::Entrypoint, tr("Entrypoint") },
                            { JobTableModel::Started, tr("Started") },
                            { JobTableModel::Duration, tr("Duration") },
                            { JobTableModel::Message, tr("Message") } },
        parent)
{}

std::optional<QVariant> JobPresentation::present(const QModelIndex &index, int role) const
{
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case JobTableModel::Status:
        if (role == Qt::DisplayRole)
            return jobStatusText(raw.toInt());
        if (role == Qt::DecorationRole)
            return marks::dot(jobStatusColor(raw.toInt()));
        if (role == Qt::ForegroundRole
            && ray::RayJobStatus(raw.toInt()) == ray::RayJobStatus::Failed)
            return marks::bad();
        break;
    case JobTableModel::Started:
        return clockCell(raw, role);
    case JobTableModel::Duration:
        if (role == Qt::DisplayRole && raw.isValid()) {
            const QDateTime now = QDateTime::currentDateTimeUtc();
            return ageText(now.addSecs(-raw.toLongLong()), now);
        }
        break;
    case JobTableModel::Entrypoint:
    case JobTableModel::Message:
        if (role == Qt::ToolTipRole)
            return raw;
        break;
    default:
        break;
    }
    return std::nullopt;
}

} // namespace vmray
