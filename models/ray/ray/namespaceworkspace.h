// Everything shown for one vSphere Namespace, live: caches of its VMRayClusters, VirtualMachines,
// VirtualMachineServices, VirtualMachineClasses and Events; the cluster summaries joined from
// them; the nodes and object names of the selected cluster; a health timeline per cluster. The
// item models over it are in items/workspacemodels.h. Changes arrive in
// batches and are joined again only for the clusters they touch, at most once per event-loop
// pass, so an event storm costs one update per cluster and not one per event.
#pragma once

#include "clusterstate.h"
#include "kube/follower.h"
#include "kube/resourcecache.h"
#include "namespaceevents.h"

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <chrono>
#include <map>
#include <memory>

class QNetworkAccessManager;

namespace vmray {

namespace ray {

struct HealthSample
{
    QDateTime time;
    int running = 0; // nodes running, head included
    int desired = 0; // nodes wanted, head included
    // The namespace was closed from here to the next sample: nothing is known of that time.
    bool unwatchedAfter = false;
};

// The health timelines of a Supervisor's clusters, by namespace and name. Kept by the console
// session for as long as it is connected, so a timeline goes on when its namespace is opened
// again.
struct HealthTimelines
{
    // A map, not a hash: each workspace keeps a pointer to its namespace's entry, which must
    // stay where it is while another namespace's is added.
    std::map<QString, QHash<QString, QList<HealthSample>>> byNamespace;
};

class RayMonitor;

class NamespaceWorkspace final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NamespaceWorkspace)

public:
    // `client` is not owned; `tracker` gets each cache before it starts (the session pauses and
    // resumes them with its credentials).
    NamespaceWorkspace(kube::KubeClient *client,
        kube::Follower::Tracker tracker,
        const QString &ns,
        const QString &vmOperatorVersion,
        QObject *parent = nullptr);
    ~NamespaceWorkspace() override;

    QString ns() const { return m_ns; }
    void start();
    // F5: list everything again now.
    void refresh();

    void selectCluster(const QString &name);
    QString selectedCluster() const { return m_selected; }
    // The selected cluster's nodes, and the names of it and its nodes (whose events are its).
    const QList<NodeRow> &selectedNodes() const { return m_selectedNodes; }
    const QSet<QString> &selectedObjectNames() const { return m_selectedObjectNames; }
    // Every cluster's summary as last joined, by name.
    const QHash<QString, ClusterSummary> &summaries() const { return m_summaries; }
    const ClusterSummary *summary(const QString &name) const;
    // The namespace's events as listed so far; eventsChanged and eventsRemoved follow.
    QList<EventRow> events() const;
    // The cluster as last read (the parts the join uses), empty if unknown.
    QJsonObject clusterObject(const QString &name) const { return m_clusterObjects.value(name); }
    // The VM Operator version VMs are read with.
    QString vmOperatorVersion() const { return m_vmVersion; }
    // Cluster-level conditions of the cluster's status, as the operator wrote them.
    QList<vmop::Condition> clusterConditions(const QString &name) const;
    QList<HealthSample> timeline(const QString &name) const { return m_timelines->value(name); }
    // Keeps the timelines in `timelines` (shared with the caller) instead of its own; before
    // start().
    void setTimelines(std::shared_ptr<HealthTimelines> timelines);

    // Reads the Ray dashboards of this namespace's clusters whose heads run, and joins what they
    // say into the rows (see RayMonitor). `network` is not owned; an interval of zero reads
    // none. Call before start() or at any time after.
    void monitorRay(
        QNetworkAccessManager *network, std::chrono::milliseconds interval, bool loopbackOnly);
    // Null until monitorRay().
    RayMonitor *rayMonitor() const { return m_ray.get(); }
    // What the cluster's Ray dashboard said last; null when it is not read.
    const RayClusterObservation *rayObservation(const QString &cluster) const;

    QList<kube::ResourceCache *> caches() const;
    // True once every cache has listed or failed for good; synced() follows when the rows are
    // joined.
    bool isSynced() const;

Q_SIGNALS:
    // Clusters joined again, and those gone, at most a few per event-loop pass.
    void clustersChanged(
        const QList<vmray::ray::ClusterSummary> &changed, const QSet<QString> &gone);
    // Every cache has listed and every cluster's row is joined.
    void synced();
    void eventsChanged(const QList<vmray::ray::EventRow> &events);
    void eventsRemoved(const QSet<QString> &uids);
    // The selected cluster's summary, nodes or timeline changed.
    void selectedClusterChanged();

private:
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
    void followDashboard(const ClusterSummary &summary);

    QString m_ns;
    QString m_vmVersion;
    kube::Follower m_follower;
    kube::ResourceCache *m_clusterCache;
    kube::ResourceCache *m_vmCache;
    kube::ResourceCache *m_serviceCache;
    kube::ResourceCache *m_classCache;
    kube::ResourceCache *m_eventCache;

    QHash<QString, QJsonObject> m_clusterObjects; // by cluster name
    QHash<QString, QJsonObject> m_services; // by name (= head VM name)
    VmIndex m_vms;
    QHash<QString, QString> m_vmToCluster;
    QHash<QString, QString> m_classSizes; // VM class → "4 vCPU, 16 GiB"
    QHash<QString, QJsonObject> m_departed; // gone clusters (last state) whose VMs still exist
    std::shared_ptr<HealthTimelines> m_timelineStore = std::make_shared<HealthTimelines>();
    QHash<QString, QList<HealthSample>> *m_timelines = &m_timelineStore->byNamespace[m_ns];
    QSet<QString> m_dirty;
    QTimer m_flushTimer;
    QString m_selected;
    QHash<QString, ClusterSummary> m_summaries;
    QList<NodeRow> m_selectedNodes;
    QSet<QString> m_selectedObjectNames;
    bool m_listed = false; // every cache has listed: joins may run
    bool m_synced = false; // the first join of every cluster is in the table
    bool m_flushPosted = false;
    std::unique_ptr<RayMonitor> m_ray;
};

} // namespace ray
} // namespace vmray
