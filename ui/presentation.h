// Presentation of the typed values of the item models: every word of a table is here. Headers
// come from a table of words per table; state enums become words, a coloured mark and a tooltip;
// times become ages ("5m", "2h 3m"); warnings stand out. Colours follow the palette, so light and
// dark themes both read well. Sorting keeps using the models' typed SortRole values, except where
// the order has always been that of the words (task kinds and states, a VM's problem).
#pragma once

#include <QHash>
#include <QIcon>
#include <QIdentityProxyModel>

namespace vmray {

namespace ray {
struct HealthTally;
} // namespace ray

class PresentationProxy final : public QIdentityProxyModel
{
    Q_OBJECT

public:
    // The tables the console shows; each has its headers and its way of reading its columns.
    enum class Table {
        Clusters, // ClusterTableModel
        Nodes, // NodeTableModel
        Events, // EventTableModel, or its EventFilterModel
        Namespaces, // NamespaceModel
        Tasks, // TaskLog
        AllVms, // ray::FleetVmModel
        Jobs, // JobTableModel
    };

    explicit PresentationProxy(Table table, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // Data that is no longer current: every row dimmed, its marks grey.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Also used by the details panel.
    static QString clusterHealthText(int health);
    static QString nodePhaseText(int phase);
    static QString nodeRoleText(int nodeRole);
    static QString powerText(int power);
    static QString taskKindText(int kind);
    static QString taskStateText(int state);
    static QString ageText(const QDateTime &since, const QDateTime &now);
    static QString rayNodeStateText(int state);
    static QString jobStatusText(int status);
    static QColor jobStatusColor(int status);
    // "37 %", as the locale writes a percentage.
    static QString percentText(double percent);
    // A cluster's Ray column: "Ray: 3 alive of 4", or why its dashboard is not read.
    static QString clusterRayText(const QModelIndex &clusterRow);
    // Green, amber, red or grey for a state, readable on the current palette.
    static QColor healthColor(int health);
    static QColor phaseColor(int phase);
    static QColor taskStateColor(int state);
    // The small coloured mark shown beside a state (cached per colour).
    static QIcon stateMark(const QColor &color);
    // A cluster health's mark: its colour and a shape of its own.
    static QIcon healthIcon(int health);
    // Clusters by health in words: "3 clusters, 1 failed, 1 starting", "2 clusters, all healthy".
    static QString healthTallyText(const ray::HealthTally &tally);

private:
    QVariant dataUnmarked(const QModelIndex &index, int role) const;
    enum class Kind {
        ClusterHealth,
        ClusterWorkers, // running / desired (min–max), from the workers roles
        NodePhase,
        NodeRole, // head or worker
        PowerState,
        Age,
        EventType,
        NamespaceWithCount,
        TaskKind,
        TaskState,
        TaskTime, // a clock time, with the date when not today
        VmProblem, // left behind, being deleted, or the server's condition
        ClusterRay, // nodes alive in Ray, or why the dashboard is not read
        RayNodeState, // alive, dead or missing in Ray
        Percent, // a use in percent, from Ray's dashboard
        GpuPercent, // as Percent, for a node that may have no GPU
        JobStatus,
        Duration, // seconds
        LongText, // shown whole in its tooltip
        HeadAddress, // a head's address, or that the server sent an invalid one
    };
    static bool sortsByWords(Kind kind);

    QHash<int, Kind> m_kinds;
    QHash<int, QString> m_headers;
    int m_warningRole = -1;
    bool m_stale = false;
};

// Marks the PresentationProxy behind `model` (through any sort or filter proxies) stale or not.
void markStale(QAbstractItemModel *model, bool stale);

} // namespace vmray
