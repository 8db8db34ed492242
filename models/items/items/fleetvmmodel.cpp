#include "fleetvmmodel.h"

#include "ray/clusterstate.h"

#include <QHostAddress>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

QString addressSortKey(const QString &address)
{
    // By number, not as text (10.0.0.9 before 10.0.0.10); IPv4 before IPv6; none first.
    const QHostAddress parsed(address);
    bool isV4 = false;
    const quint32 v4 = parsed.toIPv4Address(&isV4);
    if (isV4)
        return u"4:%1"_s.arg(qulonglong(v4), 10, 10, QLatin1Char('0'));
    if (parsed.protocol() == QAbstractSocket::IPv6Protocol) {
        const Q_IPV6ADDR v6 = parsed.toIPv6Address();
        return u"6:"_s
            + QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(v6.c), 16).toHex());
    }
    return address.isEmpty() ? QString() : u"9:"_s + address;
}

namespace {
// Head or worker; nothing for a VM that is no Ray node.
QVariant nodeRoleOf(const FleetVmRow &r)
{
    if (r.cluster.isEmpty())
        return {};
    return int(r.head ? NodeRole::Head : NodeRole::Worker);
}
} // namespace

void FleetVmModel::follow(FleetVms *fleet, const QString &supervisor)
{
    if (supervisor.isEmpty()) {
        upsert(fleet->rows().values());
        connect(fleet, &FleetVms::rowsChanged, this, [this](const QList<FleetVmRow> &rows) {
            upsert(rows);
        });
        connect(fleet, &FleetVms::rowsRemoved, this, [this](const QSet<QString> &keys) {
            removeKeys(keys);
        });
        return;
    }
    const auto onSupervisor = [supervisor](QList<FleetVmRow> rows) {
        for (FleetVmRow &r : rows)
            r.supervisor = supervisor;
        return rows;
    };
    upsert(onSupervisor(fleet->rows().values()));
    connect(
        fleet, &FleetVms::rowsChanged, this, [this, onSupervisor](const QList<FleetVmRow> &rows) {
            upsert(onSupervisor(rows));
        });
    connect(fleet, &FleetVms::rowsRemoved, this, [this, supervisor](const QSet<QString> &keys) {
        QSet<QString> ours;
        ours.reserve(keys.size());
        for (const QString &k : keys)
            ours.insert(supervisor + u'|' + k);
        removeKeys(ours);
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
    case Qt::ToolTipRole:
        if (index.column() == Image && !r.imageName.isEmpty())
            return r.image; // the id a log or vCenter shows
        return {};
    case NameRole:
        return r.name;
    case SupervisorRole:
        return r.supervisor;
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
        return sortKey(r, index.column());
    case Qt::DisplayRole:
        return value(r, index.column());
    default:
        break;
    }
    return {};
}

QVariant FleetVmModel::value(const FleetVmRow &r, int column)
{
    // Raw values; the window's presentation proxy words them.
    switch (column) {
    case Name:
        return r.name;
    case Supervisor:
        return r.supervisor;
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
        return r.imageName.isEmpty() ? r.image : r.imageName;
    case Age:
        return r.created;
    case Problem:
        return r.problem; // the server's words; being deleted or left behind are roles
    default:
        break;
    }
    return {};
}

QVariant FleetVmModel::sortKey(const FleetVmRow &r, int column)
{
    // A VM that is no Ray node sorts before the heads and workers.
    if (column == Role && r.cluster.isEmpty())
        return -1;
    if (column == Ip)
        return addressSortKey(r.ip);
    return value(r, column);
}

} // namespace vmray::ray
