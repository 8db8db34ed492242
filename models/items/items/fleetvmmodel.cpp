#include "fleetvmmodel.h"

#include "ray/clusterstate.h"

namespace vmray::ray {

namespace {
// Head or worker; nothing for a VM that is no Ray node.
QVariant nodeRoleOf(const FleetVmRow &r)
{
    if (r.cluster.isEmpty())
        return {};
    return int(r.head ? NodeRole::Head : NodeRole::Worker);
}
} // namespace

void FleetVmModel::follow(FleetVms *fleet)
{
    upsert(fleet->rows().values());
    connect(fleet, &FleetVms::rowsChanged, this, [this](const QList<FleetVmRow> &rows) {
        upsert(rows);
    });
    connect(fleet, &FleetVms::rowsRemoved, this, [this](const QSet<QString> &keys) {
        removeKeys(keys);
    });
}

int FleetVmModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetVmModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FleetVmRow &r = rowAt(index.row());
    switch (role) {
    case NameRole:
        return r.name;
    case NamespaceRole:
        return r.ns;
    case ClusterRole:
        return r.cluster;
    case RoleRole:
        return nodeRoleOf(r);
    case PowerRole:
        return int(r.power);
    case VmDeletingRole:
        return r.deleting;
    case ClusterGoneRole:
        return r.clusterGone;
    case HasProblemRole:
        return r.hasProblem();
    case SortRole:
        // A VM that is no Ray node sorts before the heads and workers.
        if (index.column() == Role && r.cluster.isEmpty())
            return -1;
        [[fallthrough]];
    case Qt::DisplayRole: // raw values; the window's presentation proxy words them
        switch (index.column()) {
        case Name:
            return r.name;
        case Namespace:
            return r.ns;
        case Cluster:
            return r.cluster;
        case Role:
            return nodeRoleOf(r);
        case Power:
            return int(r.power);
        case Ip:
            return r.ip;
        case VmClass:
            return r.vmClass;
        case Image:
            return r.image;
        case Age:
            return r.created;
        case Problem:
            return r.problem; // the server's words; being deleted or left behind are roles
        default:
            break;
        }
        break;
    default:
        break;
    }
    return {};
}

} // namespace vmray::ray
