#include "fleetclustermodel.h"

#include "clustertablemodel.h"

namespace vmray::ray {

int FleetClusterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void FleetClusterModel::setClusters(const QString &supervisor, const QList<FleetClusterRow> &rows)
{
    QSet<QString> gone;
    for (int row = 0; row < rowCount(); ++row) {
        if (rowAt(row).supervisor == supervisor)
            gone.insert(keyOf(rowAt(row)));
    }
    QList<FleetClusterRow> changed;
    for (const FleetClusterRow &r : rows) {
        gone.remove(r.key());
        const int at = rowOf(r.key());
        if (at < 0 || !(rowAt(at) == r))
            changed << r;
    }
    removeKeys(gone);
    upsert(changed);
}

QVariant FleetClusterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FleetClusterRow &r = rowAt(index.row());
    const ClusterSummary &c = r.cluster;
    switch (role) {
    case SupervisorRole:
        return r.supervisor;
    case NamespaceRole:
        return c.ns;
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return clusterRoleData(c, role).value_or(QVariant());
    }
    switch (index.column()) {
    case Name:
        return c.name;
    case Supervisor:
        return r.supervisor;
    case Namespace:
        return c.ns;
    case State:
        return int(c.health);
    case RayNodes:
        return role == SortRole ? QVariant(rayNodesSortKey(c)) : QVariant();
    case Workers:
        return role == SortRole ? QVariant(workersSortKey(c)) : QVariant();
    case Gpus:
        if (r.gpus)
            return *r.gpus;
        return role == SortRole ? QVariant(-1) : QVariant();
    case Age:
        return c.created;
    case Reason:
        return QVariant::fromValue(c.reason);
    default:
        return {};
    }
}

} // namespace vmray::ray
