// The Ray clusters of a namespace, one row per cluster (and per departed cluster whose VMs are
// still being deleted). Values are raw (enums, times, counts); ui/ proxies present them.
#pragma once

#include "keyedtablemodel.h"
#include "ray/clusterstate.h"

namespace vmray {

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
