#include "namespaceworkspace.h"

#include "clustercatalog.h"
#include "clusterstatus.h"
#include "raymonitor.h"

#include "kube/jsonfields.h"
#include "kube/timeslicedqueue.h"
#include "vmop/vmoperator.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
using kube::metadataName;

constexpr int flushDelayMs = 30; // coalesces an event storm into one update per cluster
constexpr int timelineLimit = 2000;
constexpr qsizetype clustersPerFlush = 10;
} // namespace

NamespaceWorkspace::NamespaceWorkspace(kube::KubeClient *client,
    kube::Follower::Tracker tracker,
    const QString &ns,
    const QString &vmOperatorVersion,
    QObject *parent)
    : QObject(parent)
    , m_ns(ns)
    , m_vmVersion(vmop::versionOrPreferred(vmOperatorVersion))
    , m_follower(client)
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(flushDelayMs);
    // Through the shared queue: twenty namespaces' timers firing together would otherwise join
    // back to back.
    connect(&m_flushTimer, &QTimer::timeout, this, &NamespaceWorkspace::postFlush);

    using Objects = QList<QJsonObject>;
    m_follower.setTracker(std::move(tracker));
    // Rows are joined once every cache has listed, or failed for good (a kind the user may not
    // read must not keep the rest from showing).
    m_follower.setFailures(kube::Follower::Failures::AreSettled);
    connect(&m_follower, &kube::Follower::synced, this, [this] {
        m_listed = true;
        postFlush();
    });
    // Added and modified objects are handled alike: the join looks at the current state only.

    m_clusterCache = m_follower.add(clusterCollectionPath(ns));
    m_clusterCache->setTransform(&slimCluster, slimClusterFields());
    m_follower.onObjects(
        m_clusterCache,
        [this](const Objects &o) {
            noteClusters(o);
        },
        [this](const Objects &o) {
            clustersRemoved(o);
        });

    m_vmCache = m_follower.add(vmop::collectionPath(m_vmVersion, u"virtualmachines"_s, ns));
    // Each VM is read into its record where its bytes are decoded; of its JSON only what the
    // cache itself needs is kept.
    m_vmCache->setRecordReader(
        [version = m_vmVersion](const kube::JsonView &vm) {
            return QVariant::fromValue(
                SharedNodeVm { std::make_shared<const NodeVm>(readNodeVm(vm, version)) });
        },
        kube::FieldSelection(kube::identityPaths()));
    m_follower.onObjects(
        m_vmCache,
        [this](const Objects &o) {
            noteVms(o);
        },
        [this](const Objects &vms) {
            for (const QJsonObject &vm : vms) {
                const QString name = metadataName(vm);
                m_vms.byName.remove(name);
                markDirty(clusterOfVm(name));
            }
        });

    m_serviceCache =
        m_follower.add(vmop::collectionPath(m_vmVersion, u"virtualmachineservices"_s, ns));
    m_serviceCache->setTransform(&slimService, slimServiceFields());
    m_follower.onObjects(
        m_serviceCache,
        [this](const Objects &o) {
            noteServices(o);
        },
        [this](const Objects &services) {
            for (const QJsonObject &s : services) {
                m_services.remove(metadataName(s));
                markDirty(clusterOfVm(metadataName(s)));
            }
        });

    m_classCache =
        m_follower.add(vmop::collectionPath(m_vmVersion, u"virtualmachineclasses"_s, ns));
    m_follower.onObjects(
        m_classCache,
        [this](const Objects &) {
            updateClassSizes();
        },
        [this](const Objects &) {
            updateClassSizes();
        });

    // Events are shown as they are, each read once into its row.
    m_eventCache = m_follower.add(u"/api/v1/namespaces/%1/events"_s.arg(ns));
    m_follower.onObjects(
        m_eventCache,
        [this](const Objects &events) {
            QList<EventRow> rows;
            rows.reserve(events.size());
            for (const QJsonObject &e : events)
                rows << readEvent(e);
            Q_EMIT eventsChanged(rows);
        },
        [this](const Objects &events) {
            QSet<QString> uids;
            for (const QJsonObject &e : events)
                uids.insert(kube::uidOf(e));
            Q_EMIT eventsRemoved(uids);
        });
}

NamespaceWorkspace::~NamespaceWorkspace()
{
    // The timelines outlive this view of the namespace: from now on they are not watched.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (QList<HealthSample> &samples : *m_timelines) {
        if (!samples.isEmpty() && !samples.last().unwatchedAfter)
            samples.append({ now, samples.last().running, samples.last().desired, true });
    }
}

void NamespaceWorkspace::monitorRay(
    QNetworkAccessManager *network, std::chrono::milliseconds interval, bool loopbackOnly)
{
    if (!m_ray) {
        m_ray = std::make_unique<RayMonitor>(network);
        connect(m_ray.get(), &RayMonitor::observationChanged, this, &NamespaceWorkspace::markDirty);
    }
    m_ray->setLoopbackOnly(loopbackOnly);
    m_ray->setInterval(interval);
    m_ray->setSelectedCluster(m_selected);
    for (const ClusterSummary &s : std::as_const(m_summaries))
        followDashboard(s);
}

QList<EventRow> NamespaceWorkspace::events() const
{
    QList<EventRow> rows;
    rows.reserve(m_eventCache->objects().size());
    for (const QJsonObject &e : m_eventCache->objects())
        rows << readEvent(e);
    return rows;
}

const RayClusterObservation *NamespaceWorkspace::rayObservation(const QString &cluster) const
{
    return m_ray ? m_ray->observation(cluster) : nullptr;
}

void NamespaceWorkspace::followDashboard(const ClusterSummary &summary)
{
    if (!m_ray)
        return;
    // Only a head that runs serves a dashboard; a cluster being deleted is not read.
    const bool served = summary.headRunning && summary.health != ClusterHealth::Deleting;
    m_ray->setDashboard(summary.name, served ? summary.dashboardUrl() : QString());
}

QList<kube::ResourceCache *> NamespaceWorkspace::caches() const
{
    return m_follower.caches(); // clusters, VMs, services, classes, events
}

bool NamespaceWorkspace::isSynced() const
{
    return m_follower.isSynced();
}

void NamespaceWorkspace::start()
{
    m_follower.start();
}

void NamespaceWorkspace::refresh()
{
    m_follower.relist();
    if (m_ray)
        m_ray->refresh();
}

void NamespaceWorkspace::noteClusters(const QList<QJsonObject> &clusters)
{
    for (const QJsonObject &c : clusters) {
        const QString name = metadataName(c);
        m_clusterObjects.insert(name, c);
        m_departed.remove(name);
        for (const QString &node : nodeNamesOf(c, m_vms))
            m_vmToCluster.insert(node, name);
        markDirty(name);
    }
}

void NamespaceWorkspace::clustersRemoved(const QList<QJsonObject> &clusters)
{
    for (const QJsonObject &c : clusters) {
        const QString name = metadataName(c);
        m_clusterObjects.remove(name);
        // The operator drops its finalizer once it has asked for the deletes; VMs may linger,
        // and the row stays while they do. A cluster that vanished without being deleted (a
        // relist of a restored or replaced store no longer has it) leaves no such row: what is
        // left of it is not being deleted, and a console connected afresh would not show it.
        if (c.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s))
            m_departed.insert(name, c);
        markDirty(name);
    }
}

void NamespaceWorkspace::noteVms(const QList<QJsonObject> &vms)
{
    for (const QJsonObject &vm : vms) {
        const QString name = metadataName(vm);
        m_vms.byName.insert(name, m_vmCache->record(kube::uidOf(vm)).value<SharedNodeVm>().vm);
        markDirty(clusterOfVm(name));
    }
}

void NamespaceWorkspace::noteServices(const QList<QJsonObject> &services)
{
    for (const QJsonObject &s : services) {
        m_services.insert(metadataName(s), s);
        markDirty(clusterOfVm(metadataName(s)));
    }
}

QString NamespaceWorkspace::clusterOfVm(const QString &vmName) const
{
    const auto it = m_vmToCluster.constFind(vmName);
    if (it != m_vmToCluster.cend())
        return *it;
    // Not named by any cluster yet: the operator's and Ray's naming, <cluster>-h-… / <cluster>-w-….
    for (const QString &marker : { u"-h-"_s, u"-w-"_s }) {
        const qsizetype at = vmName.lastIndexOf(marker);
        if (at > 0) {
            QString cluster = vmName.left(at);
            if (m_clusterObjects.contains(cluster) || m_departed.contains(cluster))
                return cluster;
        }
    }
    return {};
}

void NamespaceWorkspace::updateClassSizes()
{
    m_classSizes.clear();
    for (const QJsonObject &c : m_classCache->objects()) {
        const VmClassInfo info = readVmClass(c);
        m_classSizes.insert(info.name, vmClassSize(info));
    }
    if (!m_selected.isEmpty())
        markDirty(m_selected);
}

void NamespaceWorkspace::markDirty(const QString &cluster)
{
    if (cluster.isEmpty())
        return;
    m_dirty.insert(cluster);
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

QList<NodeRow> NamespaceWorkspace::nodeRowsOf(const QString &cluster) const
{
    QJsonObject object = m_clusterObjects.value(cluster);
    if (object.isEmpty())
        object = m_departed.value(cluster);
    QList<NodeRow> rows = nodesOf(object, m_vms, rayObservation(cluster));
    for (NodeRow &r : rows)
        r.vmClassSize = m_classSizes.value(r.vmClass);
    return rows;
}

void NamespaceWorkspace::setTimelines(std::shared_ptr<HealthTimelines> timelines)
{
    m_timelineStore = std::move(timelines);
    m_timelines = &m_timelineStore->byNamespace[m_ns];
}

void NamespaceWorkspace::recordSample(const ClusterSummary &summary)
{
    QList<HealthSample> &samples = (*m_timelines)[summary.name];
    HealthSample s { QDateTime::currentDateTimeUtc(),
        (summary.headRunning ? 1 : 0) + summary.workersRunning,
        summary.health == ClusterHealth::Deleting ? summary.vmsLeft : 1 + summary.workersDesired };
    if (!samples.isEmpty() && !samples.last().unwatchedAfter && samples.last().running == s.running
        && samples.last().desired == s.desired)
        return;
    samples.append(s);
    if (samples.size() > timelineLimit)
        samples.remove(0, samples.size() - timelineLimit);
}

void NamespaceWorkspace::postFlush()
{
    if (m_flushPosted)
        return;
    m_flushPosted = true;
    kube::TimeSlicedQueue::instance()->post(this, [this] {
        m_flushPosted = false;
        flush();
    });
}

void NamespaceWorkspace::flush()
{
    if (!m_listed)
        return; // the first fill waits for every list, so rows never show half-joined
    // A few clusters at a time: joining a namespace's fifty takes the GUI thread 10-25 ms, and
    // twenty namespaces may be joined at once.
    QSet<QString> dirty;
    for (auto it = m_dirty.begin(); it != m_dirty.end() && dirty.size() < clustersPerFlush;) {
        dirty.insert(*it);
        it = m_dirty.erase(it);
    }
    QList<ClusterSummary> changed;
    QSet<QString> gone;
    bool selectedTouched = false;
    for (const QString &name : dirty) {
        selectedTouched |= name == m_selected;
        const auto live = m_clusterObjects.constFind(name);
        if (live != m_clusterObjects.cend()) {
            const ClusterSummary s = summarize(*live,
                m_vms,
                m_services.value(headNameOf(*live, m_vms)), // the head's service has its name
                rayObservation(name));
            changed << s;
            continue;
        }
        const auto departed = m_departed.constFind(name);
        if (departed != m_departed.cend()) {
            const ClusterSummary s = departedCluster(summarize(*departed, m_vms), m_vms);
            if (s.vmsLeft > 0) {
                changed << s;
                continue;
            }
            m_departed.remove(name);
        }
        gone.insert(name);
        m_timelines->remove(name);
        for (auto it = m_vmToCluster.begin(); it != m_vmToCluster.end();) {
            if (it.value() == name)
                it = m_vmToCluster.erase(it);
            else
                ++it;
        }
    }
    for (const QString &name : std::as_const(gone)) {
        m_summaries.remove(name);
        if (m_ray)
            m_ray->forget(name);
    }
    for (const ClusterSummary &s : std::as_const(changed)) {
        m_summaries.insert(s.name, s);
        recordSample(s);
        followDashboard(s);
    }
    if (!changed.isEmpty() || !gone.isEmpty())
        Q_EMIT clustersChanged(changed, gone);
    if (selectedTouched) {
        m_selectedNodes = gone.contains(m_selected) ? QList<NodeRow>() : nodeRowsOf(m_selected);
        Q_EMIT selectedClusterChanged();
    }
    if (!m_dirty.isEmpty()) {
        postFlush();
    } else if (!m_synced) {
        m_synced = true;
        // Timelines kept from an earlier visit of clusters gone since then go too.
        m_timelines->removeIf([this](const auto &entry) {
            return !m_summaries.contains(entry.key());
        });
        Q_EMIT synced();
    }
}

void NamespaceWorkspace::selectCluster(const QString &name)
{
    if (name == m_selected)
        return;
    m_selected = name;
    if (m_ray)
        m_ray->setSelectedCluster(name);
    m_selectedNodes = name.isEmpty() ? QList<NodeRow>() : nodeRowsOf(name);
    QSet<QString> objects { name };
    if (const ClusterSummary *s = summary(name)) {
        for (const QString &n : s->nodeNames)
            objects.insert(n);
    }
    m_selectedObjectNames = name.isEmpty() ? QSet<QString>() : objects;
    Q_EMIT selectedClusterChanged();
}

const ClusterSummary *NamespaceWorkspace::summary(const QString &name) const
{
    const auto it = m_summaries.constFind(name);
    return it == m_summaries.cend() ? nullptr : &*it;
}

QList<vmop::Condition> NamespaceWorkspace::clusterConditions(const QString &name) const
{
    return readClusterStatus(m_clusterObjects.value(name)).conditions;
}

} // namespace vmray::ray
