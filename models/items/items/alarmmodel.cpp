#include "alarmmodel.h"

#include <array>

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
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (index.column()) {
        case Message:
            return role == SortRole ? QVariant(a.message.english())
                                    : QVariant::fromValue(a.message);
        case FirstSeen:
            return a.firstSeen;
        case LastSeen:
            return a.lastSeen;
        case Acknowledged:
            return role == SortRole ? QVariant(a.acknowledgedAt) : QVariant(a.acknowledgedBy);
        default: // a column that shows what a role gives
            static constexpr std::array<int, ColumnCount> shown { AlarmStatusRole,
                AlarmDefinitionRole,
                SupervisorRole,
                NamespaceRole,
                ClusterRole,
                NameRole };
            role = shown.at(size_t(index.column()));
        }
    }
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
        return {};
    }
}

} // namespace vmray
