#include "fleetvmmodel.h"

namespace vmray::ray {

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
    case PowerRole:
        return int(r.power);
    case HasProblemRole:
        return r.hasProblem();
    case Qt::ToolTipRole:
        return index.column() == Problem ? r.shownProblem() : QVariant();
    case SortRole:
    case Qt::DisplayRole: // raw values; the window's presentation proxy words them
        switch (index.column()) {
        case Name:
            return r.name;
        case Namespace:
            return r.ns;
        case Cluster:
            return r.cluster;
        case Role:
            return r.cluster.isEmpty() ? QString() : r.head ? tr("head") : tr("worker");
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
            return r.shownProblem();
        default:
            break;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant FleetVmModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("VM");
    case Namespace:
        return tr("Namespace");
    case Cluster:
        return tr("Ray cluster");
    case Role:
        return tr("Role");
    case Power:
        return tr("Power");
    case Ip:
        return tr("IP");
    case VmClass:
        return tr("VM class");
    case Image:
        return tr("Image");
    case Age:
        return tr("Age");
    case Problem:
        return tr("Problem");
    default:
        break;
    }
    return {};
}

} // namespace vmray::ray
