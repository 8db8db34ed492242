#include "alarmmodel.h"

namespace vmray {

AlarmModel::AlarmModel(AlarmBook *book, QObject *parent)
    : KeyedTableModel<Alarm>(parent)
    , m_book(book)
{
    if (!m_book)
        return;
    connect(m_book, &AlarmBook::changed, this, &AlarmModel::follow);
    connect(m_book, &AlarmBook::reported, this, &AlarmModel::follow);
    follow();
}

AlarmModel::~AlarmModel() = default;

void AlarmModel::follow()
{
    if (m_book)
        assign(m_book->alarms());
}

int AlarmModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AlarmModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Alarm &a = rowAt(index.row());
    switch (role) {
    case AlarmStatusRole:
        return int(a.status);
    case AlarmDefinitionRole:
        return int(a.definition);
    case IdRole:
        return a.key();
    case SupervisorRole:
        return a.path.supervisor;
    case NamespaceRole:
        return a.path.ns;
    case ClusterRole:
        return a.path.cluster;
    case NameRole:
        return a.path.node;
    case AcknowledgedRole:
        return a.isAcknowledged();
    default:
        break;
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Status:
        return int(a.status);
    case Definition:
        return int(a.definition);
    case Supervisor:
        return a.path.supervisor;
    case Namespace:
        return a.path.ns;
    case Cluster:
        return a.path.cluster;
    case Node:
        return a.path.node;
    case Message:
        return role == SortRole ? QVariant(a.message.english()) : QVariant::fromValue(a.message);
    case FirstSeen:
        return a.firstSeen;
    case LastSeen:
        return a.lastSeen;
    case Acknowledged:
        return role == SortRole ? QVariant(a.acknowledgedAt) : QVariant(a.acknowledgedBy);
    default:
        return {};
    }
}

} // namespace vmray
