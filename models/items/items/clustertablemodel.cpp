#include "clustertablemodel.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

int ClusterTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<QVariant> clusterRoleData(const ray::ClusterSummary &c, int role)
{
    switch (role) {
    case HealthRole:
        return int(c.health);
    case NameRole:
        return c.name;
    case WorkersRunningRole:
        return c.workersRunning;
    case WorkersDesiredRole:
        return c.workersDesired;
    case MinWorkersRole:
        return c.minWorkers;
    case MaxWorkersRole:
        return c.maxWorkers;
    case RayReachRole:
        return int(c.ray.reach);
    case RayAliveRole:
        return c.ray.counted ? QVariant(c.ray.alive) : QVariant();
    case RayNodesRole:
        return c.ray.nodes;
    case RayDeadRole:
        return c.ray.deadWhileRunning;
    case RayProblemRole:
        return QVariant::fromValue(c.ray.problem);
    case InvalidAddressRole:
        return c.headIpInvalid;
    default:
        return std::nullopt;
    }
}

int workersSortKey(const ray::ClusterSummary &c)
{
    return c.workersRunning * 100000 + c.workersDesired;
}

int rayNodesSortKey(const ray::ClusterSummary &c)
{
    return c.ray.counted ? c.ray.alive * 100000 + c.ray.nodes : -1;
}

QVariant ClusterTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::ClusterSummary &c = rowAt(index.row());
    if (role != Qt::DisplayRole && role != SortRole)
        return clusterRoleData(c, role).value_or(QVariant());
    switch (index.column()) {
    case Name:
        return c.name;
    case State:
        return int(c.health);
    case HeadIp:
        return c.headIp;
    case Workers:
        // Shown from the workers roles.
        return role == SortRole ? QVariant(workersSortKey(c)) : QVariant();
    case RayNodes:
        // Shown from the Ray roles.
        return role == SortRole ? QVariant(rayNodesSortKey(c)) : QVariant();
    case RayImage:
        return c.rayImage;
    case Age:
        return c.created;
    case Reason:
        return QVariant::fromValue(c.reason); // a phrase, worded by the presentation
    default:
        return {};
    }
}

int NodeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::NodeRow &n = rowAt(index.row());
    switch (role) {
    case PhaseRole:
        return int(n.phase);
    case PowerRole:
        return int(n.power);
    case NameRole:
        return n.name;
    case RoleRole:
        return int(n.role);
    case VmUidRole:
        return n.vmUid;
    case IsHeadRole:
        return n.role == ray::NodeRole::Head;
    case VmDeletingRole:
        return n.vmDeleting;
    case RayStateRole:
        return int(n.ray.state);
    case RayProblemRole:
        return n.ray.message;
    case GpuCountRole:
        return n.ray.gpus;
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Name:
        return n.name;
    case Role:
        return int(n.role);
    case NodeType:
        return n.nodeType;
    case State:
        return int(n.phase);
    case Power:
        return int(n.power);
    case Ip:
        return n.ip;
    case VmStatus:
        return n.vmStatus;
    case RayStatus:
        return n.rayStatus;
    case RayState:
        return int(n.ray.state);
    case Cpu:
        return n.ray.cpuPercent ? QVariant(*n.ray.cpuPercent) : QVariant();
    case Gpu:
        return n.ray.gpuPercent ? QVariant(*n.ray.gpuPercent) : QVariant();
    case Memory:
        return n.ray.memoryPercent ? QVariant(*n.ray.memoryPercent) : QVariant();
    case VmClass:
        return n.vmClassSize.isEmpty() ? n.vmClass : u"%1 (%2)"_s.arg(n.vmClass, n.vmClassSize);
    case Image:
        return n.image;
    case Age:
        return n.created;
    case InStateFor:
        return n.since;
    case LatestCondition:
        return n.latestCondition;
    case Reason:
        return QVariant::fromValue(n.reason); // a phrase, worded by the presentation
    default:
        return {};
    }
}

} // namespace vmray
