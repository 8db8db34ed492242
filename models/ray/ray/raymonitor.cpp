#include "raymonitor.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QUrl>

#include <cmath>
#include <limits>

namespace vmray::ray {

namespace {
// Why a job stop has no answer, filed under the context vmray::ray::RayMonitor.
constexpr PhraseKey stopUnknown { "vmray::ray::RayMonitor",
    QT_TRANSLATE_NOOP("vmray::ray::RayMonitor",
        "The console stopped reading this dashboard before Ray answered; whether the job stopped "
        "is not known. Its status shows once the dashboard is read again.") };
constexpr PhraseKey notRead { "vmray::ray::RayMonitor",
    QT_TRANSLATE_NOOP("vmray::ray::RayMonitor",
        "The job cannot be stopped: the cluster's Ray dashboard is not being read.") };
} // namespace

RayMonitor::RayMonitor(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{}

RayMonitor::~RayMonitor()
{
    // No event loop may follow to let them go later.
    for (auto &[name, cluster] : m_clusters)
        delete cluster.poller.release();
}

namespace {
RayClusterObservation freshObservation(const QString &dashboardUrl)
{
    RayClusterObservation o;
    o.dashboardUrl = dashboardUrl;
    return o;
}

float stored(std::optional<double> value)
{
    return value ? static_cast<float>(*value) : std::numeric_limits<float>::quiet_NaN();
}

std::optional<double> read(float value)
{
    return std::isnan(value) ? std::nullopt : std::optional<double>(value);
}
} // namespace

RayMonitor::StoredSample RayMonitor::StoredSample::from(const RayNodeSample &sample)
{
    return { sample.time.toMSecsSinceEpoch(),
        stored(sample.cpuPercent),
        stored(sample.gpuPercent),
        stored(sample.memoryPercent),
        stored(sample.gpuMemoryPercent),
        sample.alive };
}

RayNodeSample RayMonitor::StoredSample::toSample() const
{
    RayNodeSample s;
    s.time = QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC);
    s.cpuPercent = read(cpu);
    s.gpuPercent = read(gpu);
    s.memoryPercent = read(memory);
    s.gpuMemoryPercent = read(gpuMemory);
    s.alive = alive;
    return s;
}

void RayMonitor::setInterval(ms interval)
{
    if (interval == m_interval)
        return;
    const bool wasOff = m_interval.count() <= 0;
    m_interval = interval;
    // By name: a slot of observationChanged may add or forget clusters.
    const QStringList names = clusters();
    for (const QString &name : names) {
        const auto it = m_clusters.find(name);
        if (it == m_clusters.end())
            continue;
        Cluster &cluster = it->second;
        if (m_interval.count() <= 0 || wasOff) {
            cluster.history.clear();
            cluster.historyNodeIds.clear();
            startPolling(name, cluster); // stops, or starts, reading
        } else if (cluster.poller) {
            cluster.poller->setInterval(m_interval);
        }
    }
    emitChanged(names);
}

void RayMonitor::setLoopbackOnly(bool loopbackOnly)
{
    if (loopbackOnly == m_loopbackOnly)
        return;
    m_loopbackOnly = loopbackOnly;
    const QStringList names = clusters();
    for (const QString &name : names) {
        const auto it = m_clusters.find(name);
        if (it != m_clusters.end())
            startPolling(name, it->second);
    }
    emitChanged(names);
}

void RayMonitor::emitChanged(const QStringList &names)
{
    for (const QString &name : names) {
        if (m_clusters.find(name) != m_clusters.end())
            Q_EMIT observationChanged(name);
    }
}

QNetworkAccessManager *RayMonitor::network()
{
    if (!m_loopbackOnly)
        return m_network;
    // Bytes for this computer's dashboards go straight there, never through a proxy the
    // console's manager may be given (or find in the environment).
    if (!m_loopbackNetwork) {
        m_loopbackNetwork = new QNetworkAccessManager(this);
        m_loopbackNetwork->setProxy(QNetworkProxy::NoProxy);
    }
    return m_loopbackNetwork;
}

void RayMonitor::setTransferTimeout(ms timeout)
{
    m_transferTimeout = timeout;
    for (auto &[name, cluster] : m_clusters) {
        if (cluster.poller)
            cluster.poller->setTransferTimeout(timeout);
    }
}

RayDashboardPoller::Endpoints RayMonitor::endpointsFor(const QString &cluster) const
{
    using E = RayDashboardPoller::Endpoint;
    return cluster == m_selected ? RayDashboardPoller::allEndpoints
                                 : RayDashboardPoller::Endpoints(E::Nodes);
}

void RayMonitor::setDashboard(const QString &name, const QString &dashboardUrl)
{
    if (dashboardUrl.isEmpty()) {
        forget(name);
        return;
    }
    auto it = m_clusters.find(name);
    if (it != m_clusters.end() && it->second.observation.dashboardUrl == dashboardUrl)
        return;
    Cluster &cluster = m_clusters[name];
    cluster.observation = freshObservation(dashboardUrl);
    cluster.history.clear();
    cluster.historyNodeIds.clear();
    startPolling(name, cluster);
    if (m_clusters.find(name) != m_clusters.end())
        Q_EMIT observationChanged(name);
}

void RayMonitor::forget(const QString &name)
{
    const auto it = m_clusters.find(name);
    if (it == m_clusters.end())
        return;
    const QStringList stops = std::exchange(it->second.pendingStops, {});
    m_clusters.erase(it);
    abandonStops(name, stops);
    Q_EMIT observationChanged(name);
}

void RayMonitor::abandonStops(const QString &name, const QStringList &ids)
{
    // The poller that sent them is gone and its answers with it; Ray may have stopped the jobs.
    for (const QString &id : ids)
        Q_EMIT jobStopFinished(name, id, false, Phrase(stopUnknown));
}

void RayMonitor::startPolling(const QString &name, Cluster &cluster)
{
    cluster.poller.reset();
    // Stops in flight are said last: a slot may forget the cluster.
    const QStringList stops = std::exchange(cluster.pendingStops, {});
    // Nothing read before may pass for current.
    RayClusterObservation &o = cluster.observation;
    o = freshObservation(o.dashboardUrl);
    if (m_interval.count() <= 0) {
        o.reach = RayReach::NotPolled;
        abandonStops(name, stops);
        return;
    }
    const QUrl url(o.dashboardUrl);
    const Phrase refusal = RayDashboardPoller::refusalReason(url, m_loopbackOnly);
    if (!refusal.isEmpty()) {
        // Before a poller exists: nothing is sent, and the row says why.
        o.reach = RayReach::Refused;
        o.problem = refusal;
        abandonStops(name, stops);
        return;
    }
    o.reach = RayReach::Waiting;
    // A child, so that one let go while no event loop follows still goes with the monitor.
    PollerPtr poller(new RayDashboardPoller(network(), url, this));
    RayDashboardPoller *p = poller.get();
    p->setInterval(m_interval);
    p->setLoopbackOnly(m_loopbackOnly);
    p->setTransferTimeout(m_transferTimeout);
    p->setEndpoints(endpointsFor(name));
    // The cluster is looked up again in each slot: the map may have rehashed since.
    const auto find = [this, name]() -> Cluster * {
        const auto it = m_clusters.find(name);
        return it == m_clusters.end() ? nullptr : &it->second;
    };
    connect(p, &RayDashboardPoller::nodesUpdated, this, [this, name, find](const auto &nodes) {
        Cluster *c = find();
        if (!c)
            return;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        c->observation.nodes = nodes;
        c->observation.hasNodes = true;
        c->observation.nodesReadAt = now;
        c->observation.reach = RayReach::Reachable;
        c->observation.problem = {};
        recordHistory(*c, now);
        Q_EMIT observationChanged(name);
    });
    connect(p,
        &RayDashboardPoller::clusterStatusUpdated,
        this,
        [this, name, find](const DashboardClusterStatus &status) {
            if (Cluster *c = find()) {
                c->observation.status = status;
                c->observation.statusError = {};
                c->observation.reach = RayReach::Reachable;
                Q_EMIT observationChanged(name);
            }
        });
    connect(p,
        &RayDashboardPoller::jobsUpdated,
        this,
        [this, name, find](const QList<DashboardJob> &jobs) {
            if (Cluster *c = find()) {
                c->observation.jobs = jobs;
                c->observation.jobsError = {};
                c->observation.reach = RayReach::Reachable;
                Q_EMIT observationChanged(name);
            }
        });
    connect(p,
        &RayDashboardPoller::endpointFailed,
        this,
        [this, name, find](RayDashboardPoller::Endpoint endpoint, const Phrase &reason) {
            Cluster *c = find();
            if (!c)
                return;
            using E = RayDashboardPoller::Endpoint;
            if (endpoint == E::ClusterStatus)
                c->observation.statusError = reason;
            else if (endpoint == E::Jobs)
                c->observation.jobsError = reason;
            else {
                // What was read of the nodes is no longer current.
                c->observation.problem = reason;
                c->observation.hasNodes = false;
                c->observation.nodes.clear();
            }
            Q_EMIT observationChanged(name);
        });
    connect(p, &RayDashboardPoller::unreachable, this, [this, name, find](const Phrase &reason) {
        Cluster *c = find();
        if (!c)
            return;
        // What was read stays for the history; the rows stop claiming it is current.
        c->observation.reach = RayReach::Unreachable;
        c->observation.problem = reason;
        c->observation.hasNodes = false;
        c->observation.nodes.clear();
        Q_EMIT dashboardUnreachable(name, reason);
        Q_EMIT observationChanged(name);
    });
    connect(p,
        &RayDashboardPoller::pollFailed,
        this,
        [this, name, find](const Phrase &reason, int retryInMs) {
            if (Cluster *c = find())
                c->observation.problem = reason; // the latest reason; said once by unreachable()
            Q_EMIT pollFailed(name, reason, retryInMs);
        });
    connect(p, &RayDashboardPoller::reachable, this, [this, name] {
        Q_EMIT dashboardReachable(name);
    });
    connect(p,
        &RayDashboardPoller::jobStopFinished,
        this,
        [this, name, p, find](const QString &id, bool stopped, const Phrase &error) {
            if (Cluster *c = find())
                c->pendingStops.removeOne(id);
            p->pollNow(); // the job's new status, without waiting for the interval
            Q_EMIT jobStopFinished(name, id, stopped, error);
        });
    cluster.poller = std::move(poller);
    p->start();
    abandonStops(name, stops);
}

void RayMonitor::recordHistory(Cluster &cluster, const QDateTime &now)
{
    const qint64 oldest = now.toMSecsSinceEpoch() - m_historyWindow.count();
    QSet<QString> seen;
    for (const DashboardNode &n : std::as_const(cluster.observation.nodes)) {
        if (n.ip.isEmpty() || seen.contains(n.ip))
            continue;
        const DashboardNode *current = rayNodeAt(cluster.observation.nodes, n.ip);
        if (current != &n)
            continue; // a dead node whose address a newer node has
        seen.insert(n.ip);
        // A new node at an address starts a history of its own.
        QString &nodeId = cluster.historyNodeIds[n.ip];
        if (nodeId != n.nodeId) {
            cluster.history.remove(n.ip);
            nodeId = n.nodeId;
        }
        cluster.history[n.ip].push_back(StoredSample::from(sampleOf(n, now)));
    }
    for (auto it = cluster.history.begin(); it != cluster.history.end();) {
        std::deque<StoredSample> &samples = it.value();
        while (!samples.empty() && samples.front().msecsSinceEpoch < oldest)
            samples.pop_front();
        if (samples.empty()) {
            cluster.historyNodeIds.remove(it.key());
            it = cluster.history.erase(it);
        } else
            ++it;
    }
}

void RayMonitor::setSelectedCluster(const QString &name)
{
    if (name == m_selected)
        return;
    const QString before = std::exchange(m_selected, name);
    for (const QString &n : { before, name }) {
        const auto it = m_clusters.find(n);
        if (it == m_clusters.end() || !it->second.poller)
            continue;
        it->second.poller->setEndpoints(endpointsFor(n));
        if (n == name)
            it->second.poller->pollNow();
        else {
            // What is no longer read must not look current.
            it->second.observation.status.reset();
            it->second.observation.jobs.reset();
            it->second.observation.statusError = {};
            it->second.observation.jobsError = {};
        }
    }
}

void RayMonitor::refresh()
{
    for (auto &[name, cluster] : m_clusters) {
        if (cluster.poller)
            cluster.poller->pollNow();
    }
}

const RayClusterObservation *RayMonitor::observation(const QString &cluster) const
{
    const auto it = m_clusters.find(cluster);
    return it == m_clusters.end() ? nullptr : &it->second.observation;
}

QList<RayNodeSample> RayMonitor::history(const QString &cluster, const QString &ip) const
{
    const auto it = m_clusters.find(cluster);
    if (it == m_clusters.end())
        return {};
    const auto samples = it->second.history.constFind(ip);
    if (samples == it->second.history.cend())
        return {};
    QList<RayNodeSample> out;
    out.reserve(static_cast<qsizetype>(samples->size()));
    for (const StoredSample &s : *samples)
        out << s.toSample();
    return out;
}

QStringList RayMonitor::clusters() const
{
    QStringList names;
    names.reserve(static_cast<qsizetype>(m_clusters.size()));
    for (const auto &[name, cluster] : m_clusters)
        names << name;
    return names;
}

int RayMonitor::pollerCount() const
{
    int count = 0;
    for (const auto &[name, cluster] : m_clusters)
        count += cluster.poller ? 1 : 0;
    return count;
}

void RayMonitor::stopJob(const QString &cluster, const QString &submissionId)
{
    const auto it = m_clusters.find(cluster);
    if (it == m_clusters.end() || !it->second.poller) {
        Q_EMIT jobStopFinished(cluster, submissionId, false, Phrase(notRead));
        return;
    }
    it->second.pendingStops << submissionId;
    it->second.poller->stopJob(submissionId);
}

const QList<PhraseKey> &RayMonitor::phraseKeys()
{
    static const QList<PhraseKey> keys { stopUnknown, notRead };
    return keys;
}

} // namespace vmray::ray
