#include "alarmwatch.h"

#include "alarmphrases.h"

#include "kube/kubeclient.h"
#include "kube/resourcecache.h"
#include "ray/clustercatalog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterspec.h"
#include "ray/headaddress.h"
#include "ray/raydashboardpoller.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"
#include "vmop/vmoperator.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>

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

void AlarmWatch::LaterDeleter::operator()(ray::RayDashboardPoller *poller) const
{
    poller->disconnect();
    poller->stop();
    poller->deleteLater();
}

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
    m_clusters->setSelection(
        kube::FieldSelection(kube::identityPaths() + ray::healthFromStatusPaths()
            + QStringList { u"status.vm_service_status"_s,
                u"status.head_node_status"_s,
                u"status.current_workers"_s }));

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
    followDashboards();
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
    findClusterAlarms(findings, now);
    findRayAlarms(findings, now);
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
    bool everyDashboardAnswered = true;
    for (const auto &[key, d] : m_dashboards)
        everyDashboardAnswered = everyDashboardAnswered && d.answered;
    if (!everyDashboardAnswered)
        return;
    m_settled = true;
    Q_EMIT settled();
}

void AlarmWatch::findClusterAlarms(QList<AlarmFinding> &out, const QDateTime &now)
{
    // The VMs by namespace and name, for the nodes the clusters name.
    QHash<QString, std::shared_ptr<const ray::NodeVm>> vms;
    for (const QJsonObject &vm : m_vms->objects())
        vms.insert(namespaceOf(vm) + u'/' + nameOf(vm),
            m_vms->record(kube::uidOf(vm)).value<ray::SharedNodeVm>().vm);

    QSet<QString> degradedNow;
    for (const QJsonObject &cluster : m_clusters->objects()) {
        const QString ns = namespaceOf(cluster);
        const QString name = nameOf(cluster);
        const QString key = ns + u'/' + name;
        const ray::HealthVerdict verdict = ray::judgeHealth(ray::healthFactsFromStatus(cluster));
        if (verdict.health == ray::ClusterHealth::Failed) {
            out << found(AlarmDefinition::ClusterFailed,
                { {}, ns, name, {} },
                AlarmStatus::Red,
                Phrase(alarmphrase::clusterFailed, { name, verdict.reason }));
        } else if (verdict.health == ray::ClusterHealth::Degraded) {
            degradedNow.insert(key);
            const QDateTime since = m_degradedSince.value(key, now);
            m_degradedSince.insert(key, since);
            if (secondsBetween(since, now) >= m_thresholds.degradedFor.count())
                out << found(AlarmDefinition::ClusterDegraded,
                    { {}, ns, name, {} },
                    AlarmStatus::Yellow,
                    Phrase(alarmphrase::clusterDegraded, { name, verdict.reason }),
                    since);
        }
        if (verdict.health == ray::ClusterHealth::Deleting)
            continue;

        // Its node VMs: the head and the workers the operator lists.
        const ray::ClusterStatus status = ray::readClusterStatus(cluster);
        QStringList nodes = status.currentWorkers.keys();
        for (const auto &[vmKey, vm] : vms.asKeyValueRange()) {
            if (vm && vm->headLabel == name && vmKey.startsWith(ns + u'/'))
                nodes.prepend(vmKey.mid(ns.size() + 1));
        }
        for (const QString &node : std::as_const(nodes)) {
            const auto vm = vms.value(ns + u'/' + node);
            if (!vm || vm->deleting)
                continue;
            const bool wantedOn = vm->desiredPower != vmop::PowerState::PoweredOff
                && vm->desiredPower != vmop::PowerState::Suspended;
            if (vm->blocking && vm->blocking->reason.contains(u"Error"_s, Qt::CaseInsensitive)) {
                out << found(AlarmDefinition::NodeVmProblem,
                    { {}, ns, name, node },
                    AlarmStatus::Red,
                    Phrase(alarmphrase::vmConditionFailed,
                        { node, vm->blocking->type, vm->blocking->message }),
                    vm->blocking->lastTransition);
                continue;
            }
            const QDateTime since = vm->blocking && vm->blocking->lastTransition.isValid()
                ? vm->blocking->lastTransition
                : vm->created;
            const bool overdue = secondsBetween(since, now) >= m_thresholds.vmNotRunningFor.count();
            if (vm->blocking && overdue) {
                out << found(AlarmDefinition::NodeVmProblem,
                    { {}, ns, name, node },
                    AlarmStatus::Red,
                    Phrase(alarmphrase::vmConditionFailed,
                        { node, vm->blocking->type, vm->blocking->message }),
                    since);
            } else if (wantedOn && vm->power != vmop::PowerState::PoweredOn && overdue) {
                out << found(AlarmDefinition::NodeVmProblem,
                    { {}, ns, name, node },
                    AlarmStatus::Red,
                    Phrase(alarmphrase::vmNotRunning, { node }),
                    since);
            }
        }
    }
    for (auto it = m_degradedSince.begin(); it != m_degradedSince.end();)
        it = degradedNow.contains(it.key()) ? std::next(it) : m_degradedSince.erase(it);
}

void AlarmWatch::followDashboards()
{
    // Each running cluster with a head address, not being deleted.
    QHash<QString, QString> wanted;
    for (const QJsonObject &cluster : m_clusters->objects()) {
        const ray::HealthFacts facts = ray::healthFactsFromStatus(cluster);
        if (facts.deleting || facts.head != ray::HealthFacts::Head::Running)
            continue;
        const ray::ClusterStatus status = ray::readClusterStatus(cluster);
        const QString url = ray::dashboardUrlOf(status.serviceAddress.host);
        if (!url.isEmpty())
            wanted.insert(namespaceOf(cluster) + u'/' + nameOf(cluster), url);
    }
    for (auto it = m_dashboards.begin(); it != m_dashboards.end();) {
        const auto w = wanted.constFind(it->first);
        it = (w == wanted.cend() || *w != it->second.url) ? m_dashboards.erase(it) : std::next(it);
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
        d.url = url;
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
            [this, entry, k](const QList<ray::DashboardNode> &nodes) {
                if (Dashboard *e = entry()) {
                    e->answered = true;
                    e->reachable = true;
                    e->unreachableSince = {};
                    e->nodes = nodes;
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
                    e->status = status;
                    evaluateSoon();
                }
            });
        const auto failed = [this, entry](const Phrase &reason) {
            if (Dashboard *e = entry()) {
                e->answered = true;
                if (e->reachable) {
                    e->reachable = false;
                    e->unreachableSince = QDateTime::currentDateTimeUtc();
                }
                e->unreachableReason = reason;
                evaluateSoon();
            }
        };
        connect(p, &ray::RayDashboardPoller::pollFailed, this, [failed](const Phrase &reason, int) {
            failed(reason);
        });
        connect(p, &ray::RayDashboardPoller::notPolled, this, failed);
        p->start();
    }
}

void AlarmWatch::findRayAlarms(QList<AlarmFinding> &out, const QDateTime &now)
{
    // The VMs that run, by namespace and IP address: a node dead in Ray on one of them is a
    // death Ray should not have seen.
    QHash<QString, QString> runningByIp;
    for (const QJsonObject &vm : m_vms->objects()) {
        const auto record = m_vms->record(kube::uidOf(vm)).value<ray::SharedNodeVm>().vm;
        if (record && !record->deleting && record->power == vmop::PowerState::PoweredOn
            && !record->primaryIp.isEmpty())
            runningByIp.insert(namespaceOf(vm) + u'/' + record->primaryIp, nameOf(vm));
    }
    for (const auto &[key, d] : m_dashboards) {
        const qsizetype slash = key.indexOf(u'/');
        const QString ns = key.left(slash);
        const QString cluster = key.mid(slash + 1);
        if (!d.reachable) {
            if (secondsBetween(d.unreachableSince, now)
                >= m_thresholds.dashboardUnreachableFor.count())
                out << found(AlarmDefinition::DashboardUnreachable,
                    { {}, ns, cluster, {} },
                    AlarmStatus::Yellow,
                    Phrase(alarmphrase::dashboardUnreachable, { cluster, d.unreachableReason }),
                    d.unreachableSince);
            continue;
        }
        for (const ray::DashboardNode &node : d.nodes) {
            if (node.state != ray::RayNodeState::Dead)
                continue;
            const QString vm = runningByIp.value(ns + u'/' + node.ip);
            if (vm.isEmpty())
                continue;
            out << found(AlarmDefinition::RayNodeDead,
                { {}, ns, cluster, vm },
                AlarmStatus::Red,
                Phrase(alarmphrase::rayNodeDead,
                    { vm,
                        node.ip,
                        node.stateMessage.isEmpty() ? Phrase(alarmphrase::noReason)
                                                    : Phrase(node.stateMessage) }),
                node.endTime);
        }
        // Demands waiting while nothing is being launched for them: the autoscaler cannot place
        // them (no node type fits, or the cluster is at its maximum).
        const auto unplaced = [](const ray::DashboardClusterStatus &s) {
            int count = s.pendingPlacementGroups;
            for (const ray::DashboardDemand &demand : s.pendingDemands)
                count += std::max(1, demand.count);
            const bool launching = !s.pendingNodes.isEmpty() || !s.pendingLaunches.isEmpty();
            return launching ? 0 : count;
        };
        auto &mutableDashboard = const_cast<Dashboard &>(d);
        const int count = d.status ? unplaced(*d.status) : 0;
        if (count == 0) {
            mutableDashboard.unplacedSince = {};
            continue;
        }
        if (!d.unplacedSince.isValid())
            mutableDashboard.unplacedSince = now;
        if (secondsBetween(d.unplacedSince, now) >= m_thresholds.demandsUnplacedFor.count())
            out << found(AlarmDefinition::DemandsUnplaced,
                { {}, ns, cluster, {} },
                AlarmStatus::Yellow,
                Phrase(alarmphrase::demandsUnplaced, count, { cluster }),
                d.unplacedSince);
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
