// Presentation of the typed values of the item models: every word of a table is in its
// presentation proxy, one small proxy per table over the words and marks shared here. Headers
// come from each table's words; state enums become words, a coloured mark and a tooltip; times
// become ages ("5m", "2h 3m"); warnings stand out. Colours follow the palette, so light and dark
// themes both read well. Sorting keeps using the models' typed SortRole values, except where the
// order has always been that of the words (task kinds and states, a VM's problem).
#pragma once

#include "items/alarmbook.h"

#include <QHash>
#include <QIcon>
#include <QIdentityProxyModel>
#include <QPointer>

#include <functional>
#include <optional>

namespace vmray {

namespace ray {
struct FleetVmRow;
struct HealthTally;
} // namespace ray

class PresentationProxy : public QIdentityProxyModel
{
    Q_OBJECT

public:
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // Data that is no longer current: every row dimmed, its marks grey.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void setSourceModel(QAbstractItemModel *source) override;
    // Over a flat table an index is made here, without asking the source for one of its own and
    // mapping it back: sorting 100,000 rows makes some 3.4 million of them.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    // Over a flat table, counted by the source without mapping a parent to it.
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;

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
    // A cluster's workers: "2 / 3 (1–4)", running / wanted (the autoscaler's bounds).
    static QString workersText(const QModelIndex &clusterRow);
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
    // An alarm status (int(AlarmStatus)) as vSphere shows it: a shape as well as a colour.
    static QIcon alarmIcon(int status);
    static QColor alarmColor(int status);
    // "Alarm: red (critical)", for tooltips and screen readers.
    static QString alarmStatusText(int status);
    static QString alarmStatusText(AlarmStatus status) { return alarmStatusText(int(status)); }
    static QString alarmStatusWord(int status);
    // What an alarm definition (int(AlarmDefinition)) watches for, as a title.
    static QString alarmDefinitionText(int definition);

protected:
    PresentationProxy(QHash<int, QString> headers, QObject *parent);
    // The words and marks of a cell in `role`; none leaves the source model's value.
    virtual std::optional<QVariant> present(const QModelIndex &index, int role) const = 0;
    QVariant sourceData(const QModelIndex &index, int role) const
    {
        return QIdentityProxyModel::data(index, role);
    }

    // Cells several tables share, from the source's display value.
    static std::optional<QVariant> ageCell(const QVariant &since, int role);
    static std::optional<QVariant> clockCell(const QVariant &time, int role);
    static std::optional<QVariant> nodeRoleCell(const QVariant &role, int itemRole);
    static std::optional<QVariant> powerCell(const QVariant &power, int role);

private:
    QHash<int, QString> m_headers;
    bool m_stale = false;
    // The source when it is a flat table. Kept here: QAbstractProxyModel::sourceModel() reads a
    // bindable property, a cost in each of the millions of calls of a sort.
    QPointer<QAbstractTableModel> m_table;
};

// ClusterTableModel.
class ClusterPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit ClusterPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// NodeTableModel.
class NodePresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit NodePresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// EventTableModel, or its EventFilterModel.
class EventPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit EventPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// NamespaceModel: a namespace with its number of clusters and the worst state among them.
class NamespacePresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit NamespacePresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// TaskLog.
class TaskPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit TaskPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// ray::FleetVmModel (All VMs).
class FleetVmPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit FleetVmPresentation(QObject *parent = nullptr);

    // A row's key in the sort role and whether any of its cells shows `words` (in any case),
    // read from the record: sorting or filtering 100,000 rows through this proxy would read
    // each cell through it. The test is made once for each filter text.
    static QVariant sortKey(const ray::FleetVmRow &row, int column);
    static std::function<bool(const ray::FleetVmRow &)> rowMatch(const QString &words);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// JobTableModel.
class JobPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit JobPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// ray::FleetClusterModel (All Ray Clusters).
class FleetClusterPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit FleetClusterPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// AlarmModel (the Alarms dock).
class AlarmPresentation final : public PresentationProxy
{
    Q_OBJECT
public:
    explicit AlarmPresentation(QObject *parent = nullptr);

protected:
    std::optional<QVariant> present(const QModelIndex &index, int role) const override;
};

// Marks the PresentationProxy behind `model` (through any sort or filter proxies) stale or not.
void markStale(QAbstractItemModel *model, bool stale);

} // namespace vmray
