#include "clustertablemodel.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

int ClusterTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case State:
        return tr("State");
    case HeadIp:
        return tr("Head IP");
    case Workers:
        return tr("Workers");
    case RayImage:
        return tr("Ray image");
    case Age:
        return tr("Age");
    case Reason:
        return tr("Reason");
    default:
        return {};
    }
}

QVariant ClusterTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::ClusterSummary &c = rowAt(index.row());
    if (role == HealthRole)
        return int(c.health);
    if (role == NameRole)
        return c.name;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Name:
        return c.name;
    case State:
        return int(c.health); // presented by the proxy
    case HeadIp:
        return c.headIp;
    case Workers:
        if (role == SortRole)
            return c.workersRunning * 100000 + c.workersDesired;
        return tr("%1 / %2 (%3–%4)")
            .arg(c.workersRunning)
            .arg(c.workersDesired)
            .arg(c.minWorkers)
            .arg(c.maxWorkers);
    case RayImage:
        return c.rayImage;
    case Age:
        return c.created;
    case Reason:
        return c.reason;
    default:
        return {};
    }
}

int NodeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("VM");
    case Role:
        return tr("Role");
    case NodeType:
        return tr("Node type");
    case State:
        return tr("State");
    case Power:
        return tr("Power");
    case Ip:
        return tr("IP");
    case VmStatus:
        return tr("VM status");
    case RayStatus:
        return tr("Ray status");
    case VmClass:
        return tr("VM class");
    case Image:
        return tr("Image");
    case Age:
        return tr("Age");
    case InStateFor:
        return tr("In state for");
    case LatestCondition:
        return tr("Latest condition");
    case Reason:
        return tr("Reason");
    default:
        return {};
    }
}

QVariant NodeTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::NodeRow &n = rowAt(index.row());
    if (role == PhaseRole)
        return int(n.phase);
    if (role == PowerRole)
        return int(n.power);
    if (role == NameRole)
        return n.name;
    if (role == VmUidRole)
        return n.vmUid;
    if (role == IsHeadRole)
        return n.role == ray::NodeRole::Head;
    if (role == VmDeletingRole)
        return n.vmDeleting;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Name:
        return n.name;
    case Role:
        if (role == SortRole)
            return int(n.role);
        return n.role == ray::NodeRole::Head ? tr("head") : tr("worker");
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
        return n.reason;
    default:
        return {};
    }
}

} // namespace vmray
