#include "presentation.h"

#include "items/clustertablemodel.h"
#include "items/eventtablemodel.h"
#include "items/fleetvmmodel.h"
#include "items/itemroles.h"
#include "items/jobtablemodel.h"
#include "items/tasklog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterstate.h"
#include "ray/rayobservation.h"
#include "stateicons.h"
#include "vmop/vmoperator.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QDateTime>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
bool darkPalette()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

QColor tone(const char *light, const char *dark)
{
    return QColor(QLatin1StringView(darkPalette() ? dark : light));
}

QColor good()
{
    return tone("#2e7d32", "#81c784");
}
QColor busy()
{
    return tone("#1565c0", "#64b5f6");
}
QColor warn()
{
    return tone("#e65100", "#ffb74d");
}
QColor bad()
{
    return tone("#c62828", "#ef9a9a");
}
QColor quiet()
{
    return tone("#616161", "#bdbdbd");
}

QIcon dot(const QColor &color)
{
    static QHash<QRgb, QIcon> cache;
    const auto it = cache.constFind(color.rgb());
    if (it != cache.cend())
        return *it;
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    p.end();
    return cache.insert(color.rgb(), QIcon(pixmap)).value();
}

QIcon blankMark()
{
    static const QIcon blank = [] {
        QPixmap pixmap(16, 16);
        pixmap.fill(Qt::transparent);
        return QIcon(pixmap);
    }();
    return blank;
}

// Today's tasks by their time, older ones with their date, as the vSphere Client lists them.
QString clockText(const QDateTime &utc)
{
    if (!utc.isValid())
        return {};
    const QDateTime local = utc.toLocalTime();
    if (local.date() == QDate::currentDate())
        return QLocale().toString(local.time(), QLocale::ShortFormat);
    return QLocale().toString(local, QLocale::ShortFormat);
}

QString longTimeText(const QDateTime &utc)
{
    return utc.isValid() ? QLocale().toString(utc.toLocalTime(), QLocale::LongFormat) : QString();
}
} // namespace

PresentationProxy::PresentationProxy(Table table, QObject *parent)
    : QIdentityProxyModel(parent)
{
    switch (table) {
    case Table::Clusters:
        m_kinds = { { ClusterTableModel::State, Kind::ClusterHealth },
            { ClusterTableModel::HeadIp, Kind::HeadAddress },
            { ClusterTableModel::Workers, Kind::ClusterWorkers },
            { ClusterTableModel::RayNodes, Kind::ClusterRay },
            { ClusterTableModel::Age, Kind::Age } };
        m_headers = { { ClusterTableModel::Name, tr("Name") },
            { ClusterTableModel::State, tr("State") },
            { ClusterTableModel::HeadIp, tr("Head IP") },
            { ClusterTableModel::Workers, tr("Workers") },
            { ClusterTableModel::RayNodes, tr("Ray nodes") },
            { ClusterTableModel::RayImage, tr("Ray image") },
            { ClusterTableModel::Age, tr("Age") },
            { ClusterTableModel::Reason, tr("Reason") } };
        break;
    case Table::Nodes:
        m_kinds = { { NodeTableModel::Role, Kind::NodeRole },
            { NodeTableModel::State, Kind::NodePhase },
            { NodeTableModel::Power, Kind::PowerState },
            { NodeTableModel::Age, Kind::Age },
            { NodeTableModel::InStateFor, Kind::Age },
            { NodeTableModel::RayState, Kind::RayNodeState },
            { NodeTableModel::Cpu, Kind::Percent },
            { NodeTableModel::Gpu, Kind::GpuPercent },
            { NodeTableModel::Memory, Kind::Percent } };
        m_headers = { { NodeTableModel::Name, tr("VM") },
            { NodeTableModel::Role, tr("Role") },
            { NodeTableModel::NodeType, tr("Node type") },
            { NodeTableModel::State, tr("State") },
            { NodeTableModel::Power, tr("Power") },
            { NodeTableModel::Ip, tr("IP") },
            { NodeTableModel::VmStatus, tr("VM status") },
            { NodeTableModel::RayStatus, tr("Ray status") },
            { NodeTableModel::RayState, tr("In Ray", "column: alive or dead in Ray") },
            { NodeTableModel::Cpu, tr("CPU", "column: CPU use in percent") },
            { NodeTableModel::Gpu, tr("GPU", "column: GPU use in percent") },
            { NodeTableModel::Memory, tr("Memory", "column: memory use in percent") },
            { NodeTableModel::VmClass, tr("VM class") },
            { NodeTableModel::Image, tr("Image") },
            { NodeTableModel::Age, tr("Age") },
            { NodeTableModel::InStateFor, tr("Time in state") },
            { NodeTableModel::LatestCondition, tr("Latest condition") },
            { NodeTableModel::Reason, tr("Reason") } };
        break;
    case Table::Events:
        m_kinds = { { EventTableModel::Type, Kind::EventType },
            { EventTableModel::LastSeen, Kind::Age } };
        m_headers = { { EventTableModel::Type, tr("Type") },
            { EventTableModel::Reason, tr("Reason") },
            { EventTableModel::Object, tr("Object") },
            { EventTableModel::Message, tr("Message") },
            { EventTableModel::Count, tr("Count") },
            { EventTableModel::LastSeen, tr("Last seen") } };
        m_warningRole = WarningRole;
        break;
    case Table::Namespaces:
        m_kinds = { { 0, Kind::NamespaceWithCount } };
        break;
    case Table::Tasks:
        m_kinds = { { TaskLog::Task, Kind::TaskKind },
            { TaskLog::Status, Kind::TaskState },
            { TaskLog::Started, Kind::TaskTime },
            { TaskLog::Finished, Kind::TaskTime } };
        m_headers = { { TaskLog::Task, tr("Task") },
            { TaskLog::Target, tr("Target") },
            { TaskLog::Status, tr("Status") },
            { TaskLog::Details, tr("Details") },
            { TaskLog::Initiator, tr("Initiator") },
            { TaskLog::Started, tr("Started") },
            { TaskLog::Finished, tr("Completed", "column: when a task ended") },
            { TaskLog::Supervisor, tr("Supervisor") } };
        break;
    case Table::AllVms:
        m_kinds = { { ray::FleetVmModel::Role, Kind::NodeRole },
            { ray::FleetVmModel::Power, Kind::PowerState },
            { ray::FleetVmModel::Age, Kind::Age },
            { ray::FleetVmModel::Problem, Kind::VmProblem } };
        m_headers = { { ray::FleetVmModel::Name, tr("VM") },
            { ray::FleetVmModel::Namespace, tr("Namespace") },
            { ray::FleetVmModel::Cluster, tr("Ray cluster") },
            { ray::FleetVmModel::Role, tr("Role") },
            { ray::FleetVmModel::Power, tr("Power") },
            { ray::FleetVmModel::Ip, tr("IP") },
            { ray::FleetVmModel::VmClass, tr("VM class") },
            { ray::FleetVmModel::Image, tr("Image") },
            { ray::FleetVmModel::Age, tr("Age") },
            { ray::FleetVmModel::Problem, tr("Problem") } };
        break;
    case Table::Jobs:
        m_kinds = { { JobTableModel::Status, Kind::JobStatus },
            { JobTableModel::Started, Kind::TaskTime },
            { JobTableModel::Duration, Kind::Duration },
            { JobTableModel::Entrypoint, Kind::LongText },
            { JobTableModel::Message, Kind::LongText } };
        m_headers = { { JobTableModel::Id, tr("Job") },
            { JobTableModel::Status, tr("Status") },
            { JobTableModel::Entrypoint, tr("Entrypoint") },
            { JobTableModel::Started, tr("Started") },
            { JobTableModel::Duration, tr("Duration") },
            { JobTableModel::Message, tr("Message") } };
        break;
    }
}

QVariant PresentationProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        const auto words = m_headers.constFind(section);
        if (words != m_headers.cend())
            return *words;
    }
    return QIdentityProxyModel::headerData(section, orientation, role);
}

bool PresentationProxy::sortsByWords(Kind kind)
{
    // These tables have always sorted such columns by what they read.
    return kind == Kind::TaskKind || kind == Kind::TaskState || kind == Kind::VmProblem;
}

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
        return busy();
    case ray::RayJobStatus::Succeeded:
        return good();
    case ray::RayJobStatus::Failed:
        return bad();
    case ray::RayJobStatus::Stopped:
        return warn();
    case ray::RayJobStatus::Unknown:
        break;
    }
    return quiet();
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
        return good();
    case ray::ClusterHealth::Starting:
        return busy();
    case ray::ClusterHealth::Degraded:
        return warn();
    case ray::ClusterHealth::Failed:
        return bad();
    case ray::ClusterHealth::Deleting:
        return quiet();
    }
    return quiet();
}

QColor PresentationProxy::phaseColor(int phase)
{
    switch (ray::NodePhase(phase)) {
    case ray::NodePhase::Running:
        return good();
    case ray::NodePhase::Pending:
    case ray::NodePhase::Creating:
    case ray::NodePhase::Starting:
        return busy();
    case ray::NodePhase::Failed:
        return bad();
    case ray::NodePhase::Deleting:
    case ray::NodePhase::Removing:
        return quiet();
    }
    return quiet();
}

QIcon PresentationProxy::stateMark(const QColor &color)
{
    return dot(color);
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
        return busy();
    case TaskRecord::State::Succeeded:
        return good();
    case TaskRecord::State::Failed:
        return bad();
    case TaskRecord::State::Interrupted:
        return warn();
    }
    return quiet();
}

void PresentationProxy::setStale(bool stale)
{
    if (m_stale == stale)
        return;
    m_stale = stale;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0),
            index(rowCount() - 1, columnCount() - 1),
            { Qt::ForegroundRole, Qt::DecorationRole });
}

void markStale(QAbstractItemModel *model, bool stale)
{
    while (model) {
        if (auto *presentation = qobject_cast<PresentationProxy *>(model)) {
            presentation->setStale(stale);
            return;
        }
        const auto *proxy = qobject_cast<QAbstractProxyModel *>(model);
        model = proxy ? proxy->sourceModel() : nullptr;
    }
}

QVariant PresentationProxy::data(const QModelIndex &index, int role) const
{
    if (m_stale && index.isValid()) {
        if (role == Qt::ForegroundRole)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        if (role == Qt::DecorationRole) {
            // The same mark, greyed: its shape still says which state was last known.
            const QVariant mark = dataUnmarked(index, role);
            if (mark.canConvert<QIcon>() && !mark.value<QIcon>().isNull())
                return mark.value<QIcon>().pixmap(QSize(16, 16), QIcon::Disabled);
            return mark;
        }
    }
    return dataUnmarked(index, role);
}

QVariant PresentationProxy::dataUnmarked(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && m_warningRole >= 0 && index.isValid()
        && QIdentityProxyModel::data(index, m_warningRole).toBool())
        return warn();
    const auto kind = m_kinds.constFind(index.column());
    if (kind == m_kinds.cend() || !index.isValid())
        return QIdentityProxyModel::data(index, role);
    if (role == SortRole && sortsByWords(*kind))
        return data(index, Qt::DisplayRole);
    const QVariant raw = QIdentityProxyModel::data(index, Qt::DisplayRole);
    switch (*kind) {
    case Kind::ClusterHealth:
        if (role == Qt::DisplayRole)
            return clusterHealthText(raw.toInt());
        if (role == Qt::DecorationRole)
            return healthIcon(raw.toInt());
        break;
    case Kind::ClusterWorkers:
        if (role == Qt::DisplayRole) {
            const auto count = [&](int countRole) {
                return QIdentityProxyModel::data(index, countRole).toInt();
            };
            return tr("%1 / %2 (%3–%4)")
                .arg(count(WorkersRunningRole))
                .arg(count(WorkersDesiredRole))
                .arg(count(MinWorkersRole))
                .arg(count(MaxWorkersRole));
        }
        break;
    case Kind::NodePhase:
        if (role == Qt::DisplayRole)
            return nodePhaseText(raw.toInt());
        if (role == Qt::DecorationRole)
            return dot(phaseColor(raw.toInt()));
        break;
    case Kind::NodeRole:
        if (role == Qt::DisplayRole)
            return raw.isValid() ? nodeRoleText(raw.toInt()) : QString(); // no Ray node
        break;
    case Kind::PowerState:
        if (role == Qt::DisplayRole)
            return powerText(raw.toInt());
        break;
    case Kind::HeadAddress:
        if (QIdentityProxyModel::data(index, InvalidAddressRole).toBool()) {
            if (role == Qt::DisplayRole)
                return tr("invalid address", "the server sent a head address that is none");
            if (role == Qt::ToolTipRole)
                return tr("The server sent an invalid address for the head; it is not used.");
            if (role == Qt::ForegroundRole)
                return warn();
        }
        break;
    case Kind::Age:
        if (role == Qt::DisplayRole)
            return ageText(raw.toDateTime(), QDateTime::currentDateTimeUtc());
        if (role == Qt::ToolTipRole)
            return QLocale().toString(raw.toDateTime().toLocalTime(), QLocale::LongFormat);
        break;
    case Kind::NamespaceWithCount: {
        const int count = QIdentityProxyModel::data(index, ClusterCountRole).toInt();
        if (role == Qt::DisplayRole && count >= 0)
            return tr("%1 (%n cluster(s))", "namespace name and its number of Ray clusters", count)
                .arg(raw.toString());
        if (role == Qt::DecorationRole && count <= 0)
            return blankMark(); // the names line up with those that have a mark
        if (count < 0) {
            if (role == Qt::ToolTipRole)
                return tr("The number of Ray clusters is not known: your account cannot list "
                          "them across namespaces.");
            break;
        }
        const auto tally =
            qvariant_cast<ray::HealthTally>(QIdentityProxyModel::data(index, HealthTallyRole));
        const std::optional<ray::ClusterHealth> worst = tally.worst();
        if (role == Qt::DecorationRole && worst)
            return healthIcon(int(*worst));
        if (role == Qt::ToolTipRole)
            return healthTallyText(tally);
        if (role == Qt::AccessibleTextRole)
            return tr("%1: %2").arg(raw.toString(), healthTallyText(tally));
        break;
    }
    case Kind::EventType:
        if (role == Qt::DecorationRole && raw.toString() == u"Warning"_s)
            return dot(warn());
        break;
    case Kind::TaskKind:
        if (role == Qt::DisplayRole)
            return taskKindText(raw.toInt());
        break;
    case Kind::TaskState: {
        const int state = raw.toInt();
        if (role == Qt::DisplayRole)
            return taskStateText(state);
        if (role == Qt::DecorationRole)
            return dot(taskStateColor(state));
        if (role == Qt::ForegroundRole && TaskRecord::State(state) == TaskRecord::State::Failed)
            return bad();
        break;
    }
    case Kind::TaskTime:
        if (role == Qt::DisplayRole)
            return clockText(raw.toDateTime());
        if (role == Qt::ToolTipRole)
            return longTimeText(raw.toDateTime());
        break;
    case Kind::ClusterRay: {
        const QModelIndex source = mapToSource(index);
        const auto value = [&source](int r) {
            return source.data(r);
        };
        const auto reach = ray::RayReach(value(RayReachRole).toInt());
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return clusterRayText(source);
        if (role == Qt::ToolTipRole) {
            if (reach == ray::RayReach::Unreachable)
                return tr("%1\nThe console reads the VMs from the Supervisor as before; only "
                          "Ray's own view is missing. The workstation may have no route to "
                          "the load-balancer network.")
                    .arg(value(RayProblemRole).toString());
            if (reach == ray::RayReach::Refused)
                return value(RayProblemRole).toString();
            if (value(RayDeadRole).toInt() > 0)
                return tr("%n node(s) dead in Ray while their VMs run.",
                    nullptr,
                    value(RayDeadRole).toInt());
            if (reach == ray::RayReach::Reachable && value(RayAliveRole).isValid())
                return tr("Nodes alive in Ray's own view, of the cluster's VMs that run.");
            break;
        }
        if (role == Qt::DecorationRole) {
            if (reach == ray::RayReach::Unreachable)
                return healthIcon(int(ray::ClusterHealth::Degraded));
            if (reach != ray::RayReach::Reachable || !value(RayAliveRole).isValid())
                break;
            if (value(RayDeadRole).toInt() > 0)
                return healthIcon(int(ray::ClusterHealth::Failed));
            return healthIcon(int(value(RayAliveRole).toInt() < value(RayNodesRole).toInt()
                    ? ray::ClusterHealth::Starting
                    : ray::ClusterHealth::Healthy));
        }
        break;
    }
    case Kind::RayNodeState: {
        using State = ray::RayNodeView::State;
        const auto state = State(raw.toInt());
        if (role == Qt::DisplayRole)
            return rayNodeStateText(raw.toInt());
        if (role == Qt::DecorationRole) {
            if (state == State::Alive)
                return healthIcon(int(ray::ClusterHealth::Healthy));
            if (state == State::Dead)
                return healthIcon(int(ray::ClusterHealth::Failed));
            if (state == State::Missing)
                return healthIcon(int(ray::ClusterHealth::Degraded));
            break;
        }
        if (role == Qt::ToolTipRole) {
            if (state == State::Dead) {
                const QString message = QIdentityProxyModel::data(index, RayProblemRole).toString();
                return message.isEmpty() ? tr("Ray reports this node dead.")
                                         : tr("Ray reports this node dead: %1").arg(message);
            }
            if (state == State::Missing)
                return tr("Ray's dashboard lists no node at this VM's address: Ray has not "
                          "started on it, or the node has not joined the cluster.");
        }
        break;
    }
    case Kind::Percent:
    case Kind::GpuPercent:
        if (role == Qt::DisplayRole) {
            if (raw.isValid())
                return percentText(raw.toDouble());
            if (*kind == Kind::GpuPercent
                && QIdentityProxyModel::data(index, GpuCountRole).toInt() > 0
                && QIdentityProxyModel::data(index, RayStateRole).toInt()
                    == int(ray::RayNodeView::State::Alive))
                return tr("n/a", "a GPU without a utilization reading");
            return {};
        }
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ToolTipRole && *kind == Kind::GpuPercent && raw.isValid())
            return tr("Mean utilization of the node's %n GPU(s).",
                nullptr,
                QIdentityProxyModel::data(index, GpuCountRole).toInt());
        break;
    case Kind::JobStatus:
        if (role == Qt::DisplayRole)
            return jobStatusText(raw.toInt());
        if (role == Qt::DecorationRole)
            return dot(jobStatusColor(raw.toInt()));
        if (role == Qt::ForegroundRole
            && ray::RayJobStatus(raw.toInt()) == ray::RayJobStatus::Failed)
            return bad();
        break;
    case Kind::Duration:
        if (role == Qt::DisplayRole && raw.isValid()) {
            const QDateTime now = QDateTime::currentDateTimeUtc();
            return ageText(now.addSecs(-raw.toLongLong()), now);
        }
        break;
    case Kind::LongText:
        if (role == Qt::ToolTipRole)
            return raw;
        break;
    case Kind::VmProblem:
        // A VM left behind by its cluster says so first; the server's condition text otherwise.
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            if (QIdentityProxyModel::data(index, ClusterGoneRole).toBool())
                return tr("Its Ray cluster %1 no longer exists.")
                    .arg(QIdentityProxyModel::data(index, ClusterRole).toString());
            if (QIdentityProxyModel::data(index, VmDeletingRole).toBool())
                return tr("Being deleted.");
            return raw.toString();
        }
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace vmray
