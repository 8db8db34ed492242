// Every VirtualMachine of one or more Supervisors in one table, across namespaces, one row per
// FleetVmRow that each one's FleetVms reports: rows fill page by page and change one by one.
#pragma once

#include "keyedtablemodel.h"
#include "ray/fleetvms.h"

namespace vmray::ray {

class FleetVmModel final : public KeyedTableModel<FleetVmRow>
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Supervisor,
        Namespace,
        Cluster,
        Role,
        Power,
        Ip,
        VmClass,
        Image,
        Age,
        Problem,
        ColumnCount
    };
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // A row's cell as data() gives it in the display role and in the sort role.
    static QVariant value(const FleetVmRow &row, int column);
    static QVariant sortKey(const FleetVmRow &row, int column);

    // Shows the fleet's rows from now on, starting with those it has made, as the rows of
    // `supervisor` when the table shows several.
    void follow(FleetVms *fleet, const QString &supervisor = {});

protected:
    QString keyOf(const FleetVmRow &row) const override
    {
        return row.supervisor.isEmpty() ? row.key() : row.supervisor + u'|' + row.key();
    }
};

// A key that sorts IP addresses by number (IPv4 first), not as text; none sorts first.
QString addressSortKey(const QString &address);

} // namespace vmray::ray
