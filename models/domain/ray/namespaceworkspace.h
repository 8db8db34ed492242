// Everything shown for one vSphere Namespace, live: caches of its VMRayClusters, VirtualMachines,
// VirtualMachineServices, VirtualMachineClasses and Events; the cluster rows joined from them; the
// nodes and events of the selected cluster; a health timeline per cluster. Changes arrive in
// batches and are joined again only for the clusters they touch, at most once per event-loop
// pass, so an event storm costs one update per cluster and not one per event.
#pragma once

#include "clusterstate.h"
#include "items/clustertablemodel.h"
#include "items/eventtablemodel.h"
#include "kube/resourcecache.h"

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>

namespace vmray {

class SupervisorSession;

namespace ray {

struct HealthSample
{
    QDateTime time;
    int running = 0; // nodes running, head included
    int desired = 0; // nodes wanted, head included
};

class NamespaceWorkspace final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NamespaceWorkspace)

public:
    // The session is not owned; its caches pause and resume with its credentials.
    NamespaceWorkspace(SupervisorSession *session,
        const QString &ns,
        const QString &vmOperatorVersion,
        QObject *parent = nullptr);
    ~NamespaceWorkspace() override;

    QString ns() const { return m_ns; }
    void start();
    // F5: list everything again now.
    void refresh();

    ClusterTableModel *clusters() { return &m_clusters; }
    NodeTableModel *nodes() { return &m_nodes; }
    EventTableModel *events() { return &m_events; }
    EventFilterModel *selectedEvents() { return &m_selectedEvents; }

    void selectCluster(const QString &name);
    QString selectedCluster() const { return m_selected; }
    const ClusterSummary *summary(const QString &name) const { return m_clusters.find(name); }
    // The cluster as last read (the parts the join uses), empty if unknown.
    QJsonObject clusterObject(const QString &name) const { return m_clusterObjects.value(name); }
    // The VM Operator version VMs are read with.
    QString vmOperatorVersion() const { return m_vmVersion; }
    // Cluster-level conditions of the cluster's status, as the operator wrote them.
    QList<vmop::Condition> clusterConditions(const QString &name) const;
    QList<HealthSample> timeline(const QString &name) const { return m_timelines.value(name); }

    QList<kube::ResourceCache *> caches() const;
    // True once every cache has listed or failed for good; synced() follows when the rows are
    // joined.
    bool isSynced() const;

Q_SIGNALS:
    // Every cache has listed and every cluster's row is joined.
    void synced();
    // The selected cluster's summary, nodes or timeline changed.
    void selectedClusterChanged();

private:
    kube::ResourceCache *makeCache(const QString &path);
    void noteVms(const QList<QJsonObject> &vms);
    void noteClusters(const QList<QJsonObject> &clusters);
    void noteServices(const QList<QJsonObject> &services);
    void clustersRemoved(const QList<QJsonObject> &clusters);
    void markDirty(const QString &cluster);
    void flush();
    void postFlush();
    QString clusterOfVm(const QString &vmName) const;
    void updateClassSizes();
    QList<NodeRow> nodeRowsOf(const QString &cluster) const;
    void recordSample(const ClusterSummary &summary);

    SupervisorSession *m_session;
    QString m_ns;
    QString m_vmVersion;
    std::unique_ptr<kube::ResourceCache> m_clusterCache;
    std::unique_ptr<kube::ResourceCache> m_vmCache;
    std::unique_ptr<kube::ResourceCache> m_serviceCache;
    std::unique_ptr<kube::ResourceCache> m_classCache;
    std::unique_ptr<kube::ResourceCache> m_eventCache;

    QHash<QString, QJsonObject> m_clusterObjects; // by cluster name
    QHash<QString, QJsonObject> m_services; // by name (= head VM name)
    VmIndex m_vms;
    QHash<QString, QString> m_vmToCluster;
    QHash<QString, QString> m_classSizes; // VM class → "4 vCPU, 16 GiB"
    QHash<QString, QJsonObject> m_departed; // gone clusters (last state) whose VMs still exist
    QHash<QString, QList<HealthSample>> m_timelines;
    QSet<QString> m_dirty;
    QTimer m_flushTimer;
    QString m_selected;
    ClusterTableModel m_clusters;
    NodeTableModel m_nodes;
    EventTableModel m_events;
    EventFilterModel m_selectedEvents;
    bool m_listed = false; // every cache has listed: joins may run
    bool m_synced = false; // the first join of every cluster is in the table
    bool m_flushPosted = false;
};

} // namespace ray
} // namespace vmray
