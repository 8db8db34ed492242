// Kubernetes Events of a namespace (core/v1), one row per Event object, and a filter to the
// objects in view (a cluster and its VMs).
#pragma once

#include "keyedtablemodel.h"
#include "ray/namespaceevents.h"

#include <QDateTime>
#include <QJsonObject>
#include <QSortFilterProxyModel>

namespace vmray {

class EventTableModel final : public KeyedTableModel<ray::EventRow>
{
    Q_OBJECT

public:
    enum Column { Type, Reason, Object, Message, Count, LastSeen, ColumnCount };
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    QString keyOf(const ray::EventRow &row) const override { return row.uid; }
};

// Only the events about the given objects.
class EventFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setObjectNames(const QSet<QString> &names);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<QString> m_names;
};

} // namespace vmray
