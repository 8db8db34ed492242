#include "fleetclustermodel.h"

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
    case NameRole:
        return c.name;
    case HealthRole:
        return int(c.health);
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
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
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
        // Shown from the Ray roles; sorted by the nodes alive, clusters not read last.
        if (role == SortRole)
            return c.ray.counted ? c.ray.alive * 100000 + c.ray.nodes : -1;
        return {};
    case Workers:
        if (role == SortRole)
            return c.workersRunning * 100000 + c.workersDesired;
        return {};
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
