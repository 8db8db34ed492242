// The Ray jobs of the selected cluster, as its dashboard lists them: one row per job, keyed by its
// submission id (or a driver's job id). Values are raw; ui/ proxies present them.
#pragma once

#include "keyedtablemodel.h"
#include "ray/raydashboard.h"

namespace vmray {

class JobTableModel final : public KeyedTableModel<ray::DashboardJob>
{
    Q_OBJECT

public:
    enum Column { Id, Status, Entrypoint, Started, Duration, Message, ColumnCount };
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    QString keyOf(const ray::DashboardJob &row) const override { return row.id(); }
};

} // namespace vmray
