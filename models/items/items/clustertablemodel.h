// The Ray clusters of a namespace, one row per cluster (and per departed cluster whose VMs are
// still being deleted). Values are raw (enums, times, counts); ui/ proxies present them.
#pragma once

#include "keyedtablemodel.h"
#include "ray/clusterstate.h"

#include <optional>

namespace vmray {

// A cluster's value in one of the roles every table of clusters gives (health, workers, Ray's
// view, the sort keys of the workers and Ray nodes columns); none for another role.
std::optional<QVariant> clusterRoleData(const ray::ClusterSummary &cluster, int role);
// The sort keys of the workers and Ray nodes columns: by those running, then those wanted; by the
// nodes alive, clusters not read last.
int workersSortKey(const ray::ClusterSummary &cluster);
int rayNodesSortKey(const ray::ClusterSummary &cluster);

class ClusterTableModel final : public KeyedTableModel<ray::ClusterSummary>
{
    Q_OBJECT

public:
    enum Column { Name, State, HeadIp, Workers, RayNodes, RayImage, Age, Reason, ColumnCount };
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    QString keyOf(const ray::ClusterSummary &row) const override { return row.name; }
};

// The nodes of the selected cluster.
class NodeTableModel final : public KeyedTableModel<ray::NodeRow>
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Role,
        NodeType,
        State,
        Power,
        Ip,
        VmStatus,
        RayStatus,
        RayState, // alive or dead in Ray, from its dashboard
        Cpu, // percent in use, from Ray's dashboard
        Gpu,
        Memory,
        VmClass,
        Image,
        Age,
        InStateFor,
        LatestCondition,
        Reason,
        ColumnCount
    };
    using enum ItemRole;

    using KeyedTableModel::KeyedTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    QString keyOf(const ray::NodeRow &row) const override { return row.name; }
};

} // namespace vmray
