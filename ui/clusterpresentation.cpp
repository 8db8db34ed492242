// The clusters and the nodes of the selected cluster, in words and marks.
#include "presentation.h"

#include "phrasewords.h"
#include "presentationmarks.h"

#include "items/clustertablemodel.h"
#include "items/fleetclustermodel.h"
#include "items/itemroles.h"
#include "ray/clusterstate.h"
#include "ray/rayobservation.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ClusterPresentation::ClusterPresentation(QObject *parent)
    : PresentationProxy({ { ClusterTableModel::Name, tr("Name") },
                            { ClusterTableModel::State, tr("State") },
                            { ClusterTableModel::HeadIp, tr("Head IP") },
                            { ClusterTableModel::Workers, tr("Workers") },
                            { ClusterTableModel::RayNodes, tr("Ray nodes") },
                            { ClusterTableModel::RayImage, tr("Ray image") },
                            { ClusterTableModel::Age, tr("Age") },
                            { ClusterTableModel::Reason, tr("Reason") } },
        parent)
{}

std::optional<QVariant> ClusterPresentation::present(const QModelIndex &index, int role) const
{
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case ClusterTableModel::State:
        if (role == Qt::DisplayRole)
            return clusterHealthText(raw.toInt());
        if (role == Qt::DecorationRole)
            return healthIcon(raw.toInt());
        break;
    case ClusterTableModel::HeadIp:
        if (sourceData(index, InvalidAddressRole).toBool()) {
            if (role == Qt::DisplayRole)
                return tr("invalid address", "the server sent a head address that is none");
            if (role == Qt::ToolTipRole)
                return tr("The server sent an invalid address for the head; it is not used.");
            if (role == Qt::ForegroundRole)
                return marks::warn();
        }
        break;
    case ClusterTableModel::Workers:
        if (role == Qt::DisplayRole)
            return workersText(mapToSource(index));
        break;
    case ClusterTableModel::RayNodes: {
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
                    .arg(wordsOf(value(RayProblemRole).value<Phrase>()));
            if (reach == ray::RayReach::Refused)
                return wordsOf(value(RayProblemRole).value<Phrase>());
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
    case ClusterTableModel::Age:
        return ageCell(raw, role);
    default:
        break;
    }
    return std::nullopt;
}

QString PresentationProxy::workersText(const QModelIndex &row)
{
    const auto count = [&row](int countRole) {
        return row.data(countRole).toInt();
    };
    return ClusterPresentation::tr("%1 / %2 (%3–%4)")
        .arg(count(WorkersRunningRole))
        .arg(count(WorkersDesiredRole))
        .arg(count(MinWorkersRole))
        .arg(count(MaxWorkersRole));
}

FleetClusterPresentation::FleetClusterPresentation(QObject *parent)
    : PresentationProxy({ { ray::FleetClusterModel::Name, tr("Name") },
                            { ray::FleetClusterModel::Supervisor, tr("Supervisor") },
                            { ray::FleetClusterModel::Namespace, tr("Namespace") },
                            { ray::FleetClusterModel::State, tr("State") },
                            { ray::FleetClusterModel::RayNodes, tr("Ray nodes") },
                            { ray::FleetClusterModel::Workers, tr("Workers") },
                            { ray::FleetClusterModel::Gpus, tr("GPUs") },
                            { ray::FleetClusterModel::Age, tr("Age") },
                            { ray::FleetClusterModel::Reason, tr("Reason") } },
        parent)
{}

std::optional<QVariant> FleetClusterPresentation::present(const QModelIndex &index, int role) const
{
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case ray::FleetClusterModel::State:
        if (role == Qt::DisplayRole)
            return clusterHealthText(raw.toInt());
        if (role == Qt::DecorationRole)
            return healthIcon(raw.toInt());
        break;
    case ray::FleetClusterModel::Workers:
        if (role == Qt::DisplayRole)
            return workersText(mapToSource(index));
        break;
    case ray::FleetClusterModel::RayNodes:
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return clusterRayText(mapToSource(index));
        if (role == Qt::ToolTipRole && sourceData(index, RayDeadRole).toInt() > 0)
            return tr("%n node(s) dead in Ray while their VMs run.",
                nullptr,
                sourceData(index, RayDeadRole).toInt());
        if (role == Qt::DecorationRole && sourceData(index, RayDeadRole).toInt() > 0)
            return healthIcon(int(ray::ClusterHealth::Failed));
        break;
    case ray::FleetClusterModel::Gpus:
        if (role == Qt::ToolTipRole)
            return tr("GPUs of the nodes alive in Ray, as its dashboard tells; empty until the "
                      "dashboard was read.");
        break;
    case ray::FleetClusterModel::Age:
        return ageCell(raw, role);
    default:
        break;
    }
    return std::nullopt;
}

NodePresentation::NodePresentation(QObject *parent)
    : PresentationProxy(
        { { NodeTableModel::Name, tr("VM") },
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
            { NodeTableModel::Reason, tr("Reason") } },
        parent)
{}

std::optional<QVariant> NodePresentation::present(const QModelIndex &index, int role) const
{
    const QVariant raw = sourceData(index, Qt::DisplayRole);
    switch (index.column()) {
    case NodeTableModel::Role:
        return nodeRoleCell(raw, role);
    case NodeTableModel::State:
        if (role == Qt::DisplayRole)
            return nodePhaseText(raw.toInt());
        if (role == Qt::DecorationRole)
            return marks::dot(phaseColor(raw.toInt()));
        break;
    case NodeTableModel::Power:
        return powerCell(raw, role);
    case NodeTableModel::Age:
    case NodeTableModel::InStateFor:
        return ageCell(raw, role);
    case NodeTableModel::RayState: {
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
                const QString message = sourceData(index, RayProblemRole).toString();
                return message.isEmpty() ? tr("Ray reports this node dead.")
                                         : tr("Ray reports this node dead: %1").arg(message);
            }
            if (state == State::Missing)
                return tr("Ray's dashboard lists no node at this VM's address: Ray has not "
                          "started on it, or the node has not joined the cluster.");
        }
        break;
    }
    case NodeTableModel::Cpu:
    case NodeTableModel::Gpu:
    case NodeTableModel::Memory: {
        const bool gpu = index.column() == NodeTableModel::Gpu;
        if (role == Qt::DisplayRole) {
            if (raw.isValid())
                return percentText(raw.toDouble());
            if (gpu && sourceData(index, GpuCountRole).toInt() > 0
                && sourceData(index, RayStateRole).toInt() == int(ray::RayNodeView::State::Alive))
                return tr("n/a", "a GPU without a utilization reading");
            return QVariant();
        }
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ToolTipRole && gpu && raw.isValid())
            return tr("Mean utilization of the node's %n GPU(s).",
                nullptr,
                sourceData(index, GpuCountRole).toInt());
        break;
    }
    default:
        break;
    }
    return std::nullopt;
}

} // namespace vmray
