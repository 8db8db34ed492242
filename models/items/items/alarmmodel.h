// The triggered alarms as a table, one row per alarm, following the book change by change. Typed
// values only; ui/ words them and marks their status with shapes.
#pragma once

#include "alarmbook.h"
#include "itemroles.h"
#include "keyedtablemodel.h"

#include <QPointer>

namespace vmray {

class AlarmModel final : public KeyedTableModel<Alarm>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmModel)

public:
    enum Column {
        Status,
        Definition,
        Supervisor,
        Namespace,
        Cluster,
        Node,
        Message,
        FirstSeen,
        LastSeen,
        Acknowledged,
        ColumnCount
    };
    // AlarmStatusRole, AlarmDefinitionRole, IdRole (the alarm's key), SortRole, and for the
    // path SupervisorRole, NamespaceRole, ClusterRole and NameRole (the node).
    using enum ItemRole;

    // Follows `book` (not owned) from now on.
    explicit AlarmModel(AlarmBook *book, QObject *parent = nullptr);
    ~AlarmModel() override;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    QString keyOf(const Alarm &row) const override { return row.key(); }

private:
    void follow();

    QPointer<AlarmBook> m_book;
};

} // namespace vmray
