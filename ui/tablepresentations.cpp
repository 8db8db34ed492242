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

#include <QStringMatcher>

#include <algorithm>
#include <array>

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

QVariant FleetVmPresentation::sortKey(const ray::FleetVmRow &row, int column)
{
    if (column == ray::FleetVmModel::Problem) // sorted by what it reads, as present() says
        return fleetVmProblemText(row.clusterGone, row.deleting, row.cluster, row.problem);
    return ray::FleetVmModel::sortKey(row, column);
}

std::function<bool(const ray::FleetVmRow &)> FleetVmPresentation::rowMatch(const QString &words)
{
    // Made once for each filter text: a matcher, and whether each of the few fixed words shows
    // it, so that no cell's words are made for a row unless they must be.
    struct Match
    {
        QStringMatcher matcher;
        bool headShows = false;
        bool workerShows = false;
        std::array<bool, size_t(vmop::PowerState::Suspended) + 1> powerShows {};
        bool deletingShows = false;
        // An age is made of digits and its units' letters: words with any other letter need
        // no age made to know that none shows them.
        bool ageMayShow = false;

        bool shows(QStringView text) const { return matcher.indexIn(text) >= 0; }
        bool operator()(const ray::FleetVmRow &row) const
        {
            // In the order of the columns (ray::FleetVmModel::Column).
            if (shows(row.name) || shows(row.supervisor) || shows(row.ns) || shows(row.cluster))
                return true;
            if (!row.cluster.isEmpty() && (row.head ? headShows : workerShows))
                return true;
            const auto power = size_t(row.power);
            if (power < powerShows.size() && powerShows.at(power))
                return true;
            if (shows(row.ip) || shows(row.vmClass)
                || shows(row.imageName.isEmpty() ? row.image : row.imageName))
                return true;
            if (ageMayShow && shows(ageText(row.created, QDateTime::currentDateTimeUtc())))
                return true;
            if (row.clusterGone)
                return shows(fleetVmProblemText(true, false, row.cluster, row.problem));
            return row.deleting ? deletingShows : shows(row.problem);
        }
    };
    Match match;
    match.matcher = QStringMatcher(words, Qt::CaseInsensitive);
    match.headShows = match.shows(nodeRoleText(int(ray::NodeRole::Head)));
    match.workerShows = match.shows(nodeRoleText(int(ray::NodeRole::Worker)));
    for (size_t power = 0; power < match.powerShows.size(); ++power)
        match.powerShows.at(power) = match.shows(powerText(int(power)));
    match.deletingShows = match.shows(fleetVmProblemText(false, true, {}, {}));
    QString ageLetters = u"0123456789"_s;
    for (const qint64 seconds : { 1, 60 * 2, 3600 + 60, 86400 + 3600 })
        ageLetters += ageText(QDateTime::fromSecsSinceEpoch(0),
            QDateTime::fromSecsSinceEpoch(seconds)); // every unit's words
    ageLetters = ageLetters.toCaseFolded();
    const QString folded = words.toCaseFolded();
    match.ageMayShow = std::all_of(folded.cbegin(), folded.cend(), [&ageLetters](QChar c) {
        return ageLetters.contains(c);
    });
    return match;
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
