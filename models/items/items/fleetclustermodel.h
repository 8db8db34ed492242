// Every Ray cluster of every connected Supervisor in one table (View > All Ray Clusters): each
// Supervisor's alarm watch reports its clusters as it judges them, joined with what their Ray
// dashboards say, and the table follows, row by row.
#pragma once

#include "keyedtablemodel.h"
#include "ray/clusterstate.h"

#include <optional>

namespace vmray::ray {

struct FleetClusterRow
{
    QString supervisor;
    ClusterSummary cluster; // as the panes' join makes it, with Ray's view when read
    std::optional<int> gpus; // of the nodes alive in Ray, when its dashboard was read

    QString key() const { return supervisor + u'/' + cluster.ns + u'/' + cluster.name; }
    bool operator==(const FleetClusterRow &) const = default;
};

class FleetClusterModel final : public KeyedTableModel<FleetClusterRow>
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Supervisor,
        Namespace,
        State,
        RayNodes,
        Workers,
        Gpus,
        Age,
        Reason,
        ColumnCount
    };
    // SupervisorRole, NamespaceRole, NameRole, and the roles of ClusterTableModel.
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The clusters of `supervisor` are `rows` from now on; none removes them.
    void setClusters(const QString &supervisor, const QList<FleetClusterRow> &rows);

protected:
    QString keyOf(const FleetClusterRow &row) const override { return row.key(); }
};

} // namespace vmray::ray
