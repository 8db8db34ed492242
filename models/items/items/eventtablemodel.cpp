#include "eventtablemodel.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

int EventTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::EventRow &e = rowAt(index.row());
    if (role == WarningRole)
        return e.isWarning();
    if (role == ObjectNameRole)
        return e.objectName;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Type:
        return e.type;
    case Reason:
        return e.reason;
    case Object:
        return e.objectKind.isEmpty() ? e.objectName : u"%1/%2"_s.arg(e.objectKind, e.objectName);
    case Message:
        return e.message;
    case Count:
        return e.count;
    case LastSeen:
        return e.lastSeen;
    default:
        return {};
    }
}

void EventFilterModel::setObjectNames(const QSet<QString> &names)
{
    if (names == m_names)
        return;
    m_names = names;
    invalidateFilter();
}

bool EventFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    return m_names.contains(i.data(ObjectNameRole).toString());
}

} // namespace vmray
