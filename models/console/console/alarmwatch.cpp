#include "alarmwatch.h"

#include "alarmphrases.h"

#include "kube/kubeclient.h"
#include "kube/resourcecache.h"
#include "ray/clustercatalog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterspec.h"
#include "ray/raydashboardpoller.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"
#include "vmop/vmoperator.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QScopeGuard>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
QString nameOf(const QJsonObject &o)
{
    return o.value(u"metadata"_s).toObject().value(u"name"_s).toString();
}

QString namespaceOf(const QJsonObject &o)
{
    return o.value(u"metadata"_s).toObject().value(u"namespace"_s).toString();
}

// A whole percentage of `used` in `hard`, or -1 when either is unknown or nothing is allowed.
int percentOf(const std::optional<qint64> &used, const std::optional<qint64> &hard)
{
    if (!used || !hard || *hard <= 0)
        return -1;
    return static_cast<int>((*used * 100) / *hard);
}

AlarmFinding found(AlarmDefinition definition,
    AlarmPath path,
    AlarmStatus status,
    Phrase message,
    const QDateTime &since = {})
{
    return { definition, std::move(path), status, std::move(message), since };
}

qint64 secondsBetween(const QDateTime &from, const QDateTime &to)
{
    return from.isValid() ? from.secsTo(to) : 0;
}
} // namespace

AlarmWatch::AlarmWatch(SupervisorConnection *connection,
    AlarmBook *book,
    const QString &supervisor,
    kube::Follower::Tracker tracker,
    QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_book(book)
    , m_supervisor(supervisor)
    , m_follower(connection->session()->client())
{
    m_follower.setTracker(std::move(tracker));
    // A user limited to some namespaces may not list across them: what can be read is watched.
    m_follower.setFailures(kube::Follower::Failures::AreSettled);

    m_clusters = m_follower.add(ray::clusterCollectionPath());
    // What the join of the panes reads, so a cluster is judged here as it is shown there.
    m_clusters->setSelection(ray::slimClusterFields());

    const QString version = connection->vmOperatorVersion();
    m_vms = m_follower.add(vmop::collectionPath(version, u"virtualmachines"_s));
    m_vms->setRecordReader(
        [version](const kube::JsonView &vm) {
            return QVariant::fromValue(ray::SharedNodeVm {
                std::make_shared<const ray::NodeVm>(ray::readNodeVm(vm, version)) });
        },
        kube::FieldSelection(kube::identityPaths()));

    m_quotas = m_follower.add(u"/api/v1/resourcequotas"_s);
    m_quotas->setSelection(kube::FieldSelection(kube::identityPaths()
        + QStringList { u"spec.hard"_s, u"status.hard"_s, u"status.used"_s }));

    connect(&m_follower, &kube::Follower::changed, this, &AlarmWatch::evaluateSoon);
    connect(&m_follower, &kube::Follower::synced, this, &AlarmWatch::evaluateSoon);
    connect(&m_follower,
        &kube::Follower::failed,
        this,
        [this](kube::ResourceCache *cache, const kube::KubeError &) {
            if (cache == m_quotas)
                m_quotasReadable = false;
            evaluateSoon();
        });
    // A storm of changes is judged once; a quiet Supervisor still ages its thresholds.
    m_soon.setSingleShot(true);
    m_soon.setInterval(300);
    connect(&m_soon, &QTimer::timeout, this, &AlarmWatch::evaluate);
    m_tick.setInterval(5000);
    connect(&m_tick, &QTimer::timeout, this, &AlarmWatch::evaluate);
}

AlarmWatch::~AlarmWatch() = default;

void AlarmWatch::setThresholds(const AlarmThresholds &thresholds)
{
    if (m_thresholds == thresholds)
        return;
    const bool newInterval = m_thresholds.rayInterval != thresholds.rayInterval;
    m_thresholds = thresholds;
    if (newInterval) {
        for (auto &[key, d] : m_dashboards)
            d.poller->setInterval(m_thresholds.rayInterval);
    }
    // Short thresholds are measured more finely.
    const auto shortest = std::min({ thresholds.degradedFor,
        thresholds.vmNotRunningFor,
        thresholds.dashboardUnreachableFor,
        thresholds.demandsUnplacedFor });
    m_tick.setInterval(std::clamp(static_cast<int>(shortest.count() * 1000 / 4), 500, 5000));
    evaluateSoon();
}

void AlarmWatch::setRayLoopbackOnly(bool loopbackOnly)
{
    if (loopbackOnly == m_loopbackOnly)
        return;
    m_loopbackOnly = loopbackOnly;
    // Read again under the new rule, through a network manager made for it.
    m_dashboards.clear();
    m_dashboardNetwork.reset();
    evaluateSoon();
}

void AlarmWatch::start()
{
    m_follower.start();
    m_tick.start();
}

void AlarmWatch::evaluateSoon()
{
    if (!m_soon.isActive())
        m_soon.start();
}

void AlarmWatch::evaluate()
{
    m_soon.stop();
    if (!m_book || !m_connection || !m_follower.isSynced())
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<AlarmFinding> findings;
    QSet<AlarmDefinition> definitions {
        AlarmDefinition::ClusterFailed,
        AlarmDefinition::ClusterDegraded,
        AlarmDefinition::NodeVmProblem,
        AlarmDefinition::RayNodeDead,
        AlarmDefinition::DashboardUnreachable,
        AlarmDefinition::DemandsUnplaced,
        AlarmDefinition::SessionExpiring,
        AlarmDefinition::PinExpiring,
    };
    const QHash<QString, QString> dashboards = findClusterAlarms(findings, now);
    // Dashboards the user chose never to read are not read for the alarms either.
    followDashboards(m_thresholds.rayInterval.count() > 0 ? dashboards : QHash<QString, QString>());
    findSessionAlarms(findings, now);
    if (m_quotasReadable) {
        definitions.insert(AlarmDefinition::QuotaNearlyFull);
        findQuotaAlarms(findings);
    }
    report(findings, definitions);
}

void AlarmWatch::report(QList<AlarmFinding> &findings, const QSet<AlarmDefinition> &definitions)
{
    for (AlarmFinding &f : findings)
        f.path.supervisor = m_supervisor;
    m_book->report(m_supervisor, definitions, findings);
    if (m_settled)
        return;
    for (const auto &[key, d] : m_dashboards) {
        if (d.observation.reach == ray::RayReach::Waiting)
            return;
    }
    m_settled = true;
    Q_EMIT settled();
}

QHash<QString, QString> AlarmWatch::findClusterAlarms(
    QList<AlarmFinding> &out, const QDateTime &now)
{
    // Each namespace's VMs by name, as the panes keep them, in one pass over every VM.
    QHash<QString, ray::VmIndex> vmsByNamespace;
    const QHash<QString, QJsonObject> &vms = m_vms->objects();
    for (auto it = vms.cbegin(); it != vms.cend(); ++it)
        vmsByNamespace[namespaceOf(*it)].byName.insert(
            nameOf(*it), m_vms->record(it.key()).value<ray::SharedNodeVm>().vm);

    QHash<QString, QString> wanted;
    QSet<QString> degradedNow;
    QList<ray::FleetClusterRow> rows;
    rows.reserve(m_clusters->objects().size());
    const auto publishRows = qScopeGuard([this, &rows] {
        std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
            return a.key() < b.key();
        });
        if (rows == m_clusterRows)
            return;
        m_clusterRows = std::move(rows);
        Q_EMIT clustersChanged();
    });
    for (const QJsonObject &cluster : m_clusters->objects()) {
        const QString ns = namespaceOf(cluster);
        const QString name = nameOf(cluster);
        const QString key = ns + u'/' + name;
        const AlarmPath path { {}, ns, name, {} };
        const ray::VmIndex &index = vmsByNamespace[ns];
        const auto dashboard = m_dashboards.find(key);
        const ray::RayClusterObservation *ray =
            dashboard == m_dashboards.end() ? nullptr : &dashboard->second.observation;
        // The one rule of health, joined with the VMs and Ray's view as the panes join them.
        const ray::ClusterSummary summary = ray::summarize(cluster, index, {}, ray);
        ray::FleetClusterRow &row = rows.emplace_back();
        row.supervisor = m_supervisor;
        row.cluster = summary;
        if (ray && ray->hasNodes) {
            int gpus = 0;
            for (const ray::DashboardNode &n : ray->nodes)
                gpus += n.state == ray::RayNodeState::Alive ? int(n.gpus.size()) : 0;
            row.gpus = gpus;
        }
        if (summary.health == ray::ClusterHealth::Deleting)
            continue;
        if (summary.headRunning && !summary.dashboardUrl().isEmpty())
            wanted.insert(key, summary.dashboardUrl());
        if (dashboard != m_dashboards.end())
            findDashboardAlarms(out, dashboard->second, path, now);
        if (summary.health == ray::ClusterHealth::Failed) {
            out << found(AlarmDefinition::ClusterFailed,
                path,
                AlarmStatus::Red,
                Phrase(alarmphrase::clusterFailed, { name, summary.reason }));
        } else if (summary.health == ray::ClusterHealth::Degraded) {
            degradedNow.insert(key);
            // Since the operator said so, when it did; else since this watch first saw it.
            QDateTime since = m_degradedSince.value(key, now);
            const auto condition =
                ray::readClusterStatus(cluster).newestProblem(u"WorkerNodeReady");
            if (condition && condition->lastTransition.isValid())
                since = std::min(since, condition->lastTransition);
            m_degradedSince.insert(key, since);
            if (secondsBetween(since, now) >= m_thresholds.degradedFor.count())
                out << found(AlarmDefinition::ClusterDegraded,
                    path,
                    AlarmStatus::Yellow,
                    Phrase(alarmphrase::clusterDegraded, { name, summary.reason }),
                    since);
        }
        // A healthy cluster's nodes all run and live in Ray: nothing to look at node by node.
        if (summary.health == ray::ClusterHealth::Healthy && summary.ray.deadWhileRunning == 0)
            continue;
        for (const ray::NodeRow &node : ray::nodesOf(cluster, index, ray)) {
            const AlarmPath nodePath { {}, ns, name, node.name };
            if (node.ray.deadWhileRunning) {
                out << found(AlarmDefinition::RayNodeDead,
                    nodePath,
                    AlarmStatus::Red,
                    Phrase(alarmphrase::rayNodeDead,
                        { node.name,
                            node.ip,
                            node.ray.message.isEmpty() ? Phrase(alarmphrase::noReason)
                                                       : Phrase(node.ray.message) }));
                continue; // the join calls the node failed for it: one alarm for one cause
            }
            if (!node.hasVm)
                continue; // not made yet: the cluster's health says why
            if (node.phase == ray::NodePhase::Failed) {
                out << found(AlarmDefinition::NodeVmProblem,
                    nodePath,
                    AlarmStatus::Red,
                    Phrase(alarmphrase::vmFailed, { node.name, node.reason }),
                    node.since);
            } else if ((node.phase == ray::NodePhase::Creating
                           || node.phase == ray::NodePhase::Starting)
                && secondsBetween(node.since, now) >= m_thresholds.vmNotRunningFor.count()) {
                out << found(AlarmDefinition::NodeVmProblem,
                    nodePath,
                    AlarmStatus::Red,
                    Phrase(alarmphrase::vmNotRunning, { node.name, node.reason }),
                    node.since);
            }
        }
    }
    for (auto it = m_degradedSince.begin(); it != m_degradedSince.end();)
        it = degradedNow.contains(it.key()) ? std::next(it) : m_degradedSince.erase(it);
    return wanted;
}

void AlarmWatch::findDashboardAlarms(
    QList<AlarmFinding> &out, Dashboard &d, const AlarmPath &path, const QDateTime &now) const
{
    const ray::RayClusterObservation &o = d.observation;
    if (o.reach == ray::RayReach::Unreachable || o.reach == ray::RayReach::Refused) {
        if (secondsBetween(d.unreachableSince, now) >= m_thresholds.dashboardUnreachableFor.count())
            out << found(AlarmDefinition::DashboardUnreachable,
                path,
                AlarmStatus::Yellow,
                Phrase(alarmphrase::dashboardUnreachable, { path.cluster, o.problem }),
                d.unreachableSince);
        return;
    }
    const int unplaced = o.status ? unplacedDemands(*o.status) : 0;
    if (unplaced == 0) {
        d.unplacedSince = {};
        return;
    }
    if (!d.unplacedSince.isValid())
        d.unplacedSince = now;
    if (secondsBetween(d.unplacedSince, now) >= m_thresholds.demandsUnplacedFor.count())
        out << found(AlarmDefinition::DemandsUnplaced,
            path,
            AlarmStatus::Yellow,
            Phrase(alarmphrase::demandsUnplaced, unplaced, { path.cluster }),
            d.unplacedSince);
}

int AlarmWatch::unplacedDemands(const ray::DashboardClusterStatus &status)
{
    if (!status.pendingNodes.isEmpty() || !status.pendingLaunches.isEmpty())
        return 0;
    int unplaced = status.pendingPlacementGroups;
    for (const ray::DashboardDemand &demand : status.pendingDemands)
        unplaced += std::max(1, demand.count);
    return unplaced;
}

int AlarmWatch::pollsPerStatus() const
{
    using namespace std::chrono_literals;
    if (m_thresholds.demandsUnplacedFor < 2min || m_thresholds.rayInterval.count() <= 0)
        return 1;
    return std::max(1, int(std::chrono::milliseconds(30s) / m_thresholds.rayInterval));
}

void AlarmWatch::followDashboards(const QHash<QString, QString> &wanted)
{
    for (auto it = m_dashboards.begin(); it != m_dashboards.end();) {
        const auto w = wanted.constFind(it->first);
        it = (w == wanted.cend() || *w != it->second.observation.dashboardUrl)
            ? m_dashboards.erase(it)
            : std::next(it);
    }
    if (!m_dashboardNetwork) {
        m_dashboardNetwork = std::make_unique<QNetworkAccessManager>();
        // Dashboards on this computer are reached directly, never through a proxy.
        if (m_loopbackOnly)
            m_dashboardNetwork->setProxy(QNetworkProxy::NoProxy);
    }
    for (const auto &[key, url] : wanted.asKeyValueRange()) {
        if (m_dashboards.contains(key))
            continue;
        Dashboard &d = m_dashboards[key];
        d.observation.dashboardUrl = url;
        // A child too, so one whose deferred deletion never ran still goes with the watch.
        d.poller.reset(new ray::RayDashboardPoller(m_dashboardNetwork.get(), QUrl(url), this));
        ray::RayDashboardPoller *p = d.poller.get();
        p->setLoopbackOnly(m_loopbackOnly);
        p->setInterval(m_thresholds.rayInterval);
        p->setEndpoints(ray::RayDashboardPoller::Endpoints(ray::RayDashboardPoller::Endpoint::Nodes)
            | ray::RayDashboardPoller::Endpoint::ClusterStatus);
        const QString k = key;
        const auto entry = [this, k]() -> Dashboard * {
            const auto found = m_dashboards.find(k);
            return found == m_dashboards.end() ? nullptr : &found->second;
        };
        connect(p,
            &ray::RayDashboardPoller::nodesUpdated,
            this,
            [this, entry, k, p](const QList<ray::DashboardNode> &nodes) {
                if (Dashboard *e = entry()) {
                    // Only what the alarms read of the nodes: their load changes every poll.
                    QString seen;
                    for (const ray::DashboardNode &n : nodes)
                        seen += n.ip + u' ' + QString::number(int(n.state)) + u' ' + n.stateMessage
                            + u' ' + QString::number(n.gpus.size()) + u'\n';
                    const bool changed = e->observation.reach != ray::RayReach::Reachable
                        || !e->observation.hasNodes || seen != e->nodesSeen;
                    e->nodesSeen = seen;
                    e->observation.reach = ray::RayReach::Reachable;
                    e->observation.problem = {};
                    e->observation.hasNodes = true;
                    e->observation.nodes = nodes;
                    e->observation.nodesReadAt = QDateTime::currentDateTimeUtc();
                    e->unreachableSince = {};
                    // The autoscaler's status on every few polls: demands are judged in minutes.
                    ++e->polls;
                    const bool statusNext = e->polls % pollsPerStatus() == 0;
                    p->setEndpoints(statusNext ? ray::RayDashboardPoller::Endpoints(
                                                     ray::RayDashboardPoller::Endpoint::Nodes)
                                | ray::RayDashboardPoller::Endpoint::ClusterStatus
                                               : ray::RayDashboardPoller::Endpoints(
                                                   ray::RayDashboardPoller::Endpoint::Nodes));
                    if (changed)
                        evaluateSoon();
                    const qsizetype slash = k.indexOf(u'/');
                    Q_EMIT dashboardRead(k.left(slash), k.mid(slash + 1));
                }
            });
        connect(p,
            &ray::RayDashboardPoller::clusterStatusUpdated,
            this,
            [this, entry](const ray::DashboardClusterStatus &status) {
                if (Dashboard *e = entry()) {
                    const bool changed = !e->observation.status
                        || unplacedDemands(*e->observation.status) != unplacedDemands(status);
                    e->observation.status = status;
                    if (changed)
                        evaluateSoon();
                }
            });
        const auto failed = [this, entry](ray::RayReach reach, const Phrase &reason) {
            if (Dashboard *e = entry()) {
                if (!e->unreachableSince.isValid())
                    e->unreachableSince = QDateTime::currentDateTimeUtc();
                e->observation.reach = reach;
                e->observation.problem = reason;
                evaluateSoon();
            }
        };
        connect(p, &ray::RayDashboardPoller::pollFailed, this, [failed](const Phrase &reason, int) {
            failed(ray::RayReach::Unreachable, reason);
        });
        connect(p, &ray::RayDashboardPoller::notPolled, this, [failed](const Phrase &reason) {
            failed(ray::RayReach::Refused, reason);
        });
        p->start();
    }
}

void AlarmWatch::findQuotaAlarms(QList<AlarmFinding> &out) const
{
    QHash<QString, QList<QJsonObject>> byNamespace;
    for (const QJsonObject &quota : m_quotas->objects())
        byNamespace[namespaceOf(quota)] << quota;
    for (const auto &[ns, quotas] : byNamespace.asKeyValueRange()) {
        const ray::NamespaceQuota q = ray::readQuota(quotas);
        const std::array<std::pair<int, QString>, 3> uses {
            std::pair { percentOf(q.cpuMillisUsed, q.cpuMillisHard), u"CPU"_s },
            std::pair { percentOf(q.memoryUsed, q.memoryHard), u"memory"_s },
            std::pair { percentOf(q.storageUsed, q.storageHard), u"storage"_s },
        };
        const auto worst =
            std::max_element(uses.cbegin(), uses.cend(), [](const auto &a, const auto &b) {
                return a.first < b.first;
            });
        if (worst->first < m_thresholds.quotaPercent)
            continue;
        out << found(AlarmDefinition::QuotaNearlyFull,
            { {}, ns, {}, {} },
            worst->first >= 100 ? AlarmStatus::Red : AlarmStatus::Yellow,
            Phrase(alarmphrase::quotaNearlyFull,
                { ns, QString::number(worst->first), worst->second }));
    }
}

void AlarmWatch::findSessionAlarms(QList<AlarmFinding> &out, const QDateTime &now) const
{
    const ConnectionProfile &profile = m_connection->profile();
    const QDateTime expiry = m_connection->session()->expiry();
    if (!m_passwordAtHand && expiry.isValid()
        && now.secsTo(expiry) <= m_thresholds.sessionExpiringWithin.count())
        out << found(AlarmDefinition::SessionExpiring,
            {},
            AlarmStatus::Yellow,
            Phrase(alarmphrase::sessionExpiring,
                { m_supervisor, expiry.toUTC().toString(Qt::ISODate) }));
    if (profile.trust == ConnectionProfile::Trust::Pinned && profile.pinnedValidUntil.isValid()) {
        const qint64 left = now.secsTo(profile.pinnedValidUntil);
        const QString until = profile.pinnedValidUntil.toUTC().toString(Qt::ISODate);
        if (left <= 0)
            out << found(AlarmDefinition::PinExpiring,
                {},
                AlarmStatus::Red,
                Phrase(alarmphrase::pinExpired, { m_supervisor, until }));
        else if (left
            <= std::chrono::duration_cast<std::chrono::seconds>(m_thresholds.pinExpiringWithin)
                   .count())
            out << found(AlarmDefinition::PinExpiring,
                {},
                AlarmStatus::Yellow,
                Phrase(alarmphrase::pinExpiring, { m_supervisor, until }));
    }
}

} // namespace vmray
