#include "consolesession.h"

#include "items/tasklog.h"
#include "kube/localfile.h"
#include "ray/clustercatalog.h"
#include "ray/clustertallies.h"
#include "ray/createdclusterfollow.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"
#include "ray/scopesummary.h"
#include "ray/supervisorlocality.h"
#include "supervisor/supervisorconnection.h"
#include "vmop/vmoperator.h"
#include "vmop/webconsole.h"

#include <QUrl>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConsoleSession::ConsoleSession(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_policy(network, profiles, credentials)
{
    connect(&m_policy, &ConnectionPolicy::connected, this, &ConsoleSession::connected);
    // After a new login, or a change refused, the user's rights may have changed: asked again.
    connect(&m_policy, &ConnectionPolicy::loggedInAgain, this, &ConsoleSession::reviewAccessAgain);
    connect(&m_policy, &ConnectionPolicy::disconnected, this, [this] {
        // The user stopped watching it: its alarms go with it (not when the console closes,
        // so they are there at the next start).
        const QString name = m_alarmName;
        disconnected();
        if (m_alarmBook && !name.isEmpty())
            m_alarmBook->forget(name);
    });
    // The operations report their tasks; the log keeps them, also those recorded as interrupted
    // when the connection goes.
    connect(&m_operations, &ray::ClusterOperations::taskStarted, this, [this](const auto &record) {
        if (m_taskLog)
            m_taskLog->start(record);
    });
    connect(&m_operations,
        &ray::ClusterOperations::taskProgressed,
        this,
        [this](const QString &id, const Phrase &progress) {
            if (m_taskLog)
                m_taskLog->setProgress(id, progress);
        });
    connect(&m_operations,
        &ray::ClusterOperations::taskFinished,
        this,
        [this](
            const QString &id, TaskRecord::State state, const Phrase &result, const Phrase &error) {
            if (m_taskLog)
                m_taskLog->finish(id, state, result, error);
            if (state == TaskRecord::State::Failed)
                reviewAccessAgain();
        });
}

ConsoleSession::~ConsoleSession()
{
    // What still runs is recorded as ended by the close while the log is still there; then the
    // views let go of the models. The policy's connection goes last, unheard by this session.
    m_operations.endAll();
    disconnected();
    disconnect(&m_policy, nullptr, this, nullptr);
}

ConnectionProfile ConsoleSession::profile() const
{
    return m_connection ? m_connection->profile() : ConnectionProfile();
}

void ConsoleSession::setTaskLog(TaskLog *log)
{
    m_taskLog = log;
}

kube::Follower::Tracker ConsoleSession::tracker() const
{
    return m_connection ? m_connection->session()->cacheTracker() : kube::Follower::Tracker();
}

void ConsoleSession::connected(SupervisorConnection *connection)
{
    if (connection == m_connection)
        return;
    if (m_connection)
        disconnected(); // another Supervisor replaces this one's
    m_connection = connection;
    m_timelines = std::make_shared<ray::HealthTimelines>();

    ray::ClusterOperations::Context context;
    context.client = connection->session()->client();
    context.vmOperatorVersion = connection->vmOperatorVersion();
    context.supervisor = connection->profile().name;
    // A name the task log keeps, the same in every language.
    context.initiator = connection->profile().username.isEmpty()
        ? connection->profile().name + u" (kubeconfig)"_s
        : connection->profile().username;
    context.trackCache = tracker();
    m_operations.setContext(context);

    m_namespaces = std::make_unique<NamespaceModel>();
    m_namespaces->follow(connection);
    m_tallies = std::make_unique<ray::ClusterTallies>(connection->session()->client(), tracker());
    connect(m_tallies.get(),
        &ray::ClusterTallies::talliesChanged,
        m_namespaces.get(),
        &NamespaceModel::setClusterTallies);
    const auto namespacesChanged = [this] {
        m_tallies->setNamespaces(namespaceNames());
    };
    for (auto signal :
        { &SupervisorConnection::namespacesAdded, &SupervisorConnection::namespacesRemoved })
        connect(connection, signal, m_tallies.get(), namespacesChanged);
    m_tallies->setNamespaces(namespaceNames());
    m_tallies->start();

    m_accessRules = std::make_unique<kube::AccessRules>(connection->session()->client());
    connect(
        m_accessRules.get(), &kube::AccessRules::reviewed, this, &ConsoleSession::accessChanged);

    m_locality = std::make_unique<ray::SupervisorLocality>();
    // A name resolves later: until then only loopback dashboards are read.
    connect(m_locality.get(), &ray::SupervisorLocality::resolved, this, [this](bool loopbackOnly) {
        if (m_workspace && m_workspace->rayMonitor())
            m_workspace->rayMonitor()->setLoopbackOnly(loopbackOnly);
    });
    m_locality->resolve(connection->profile().apiUrl().host());

    connect(connection, &SupervisorConnection::failed, this, &ConsoleSession::connectionFailed);
    connect(connection, &SupervisorConnection::vmOperatorDiscovered, this, [this] {
        m_operations.setVmOperatorVersion(m_connection->vmOperatorVersion());
        openPending();
        watchAlarms();
    });
    if (connection->isVmOperatorDiscovered())
        watchAlarms();
    Q_EMIT connectionChanged(connection);
}

void ConsoleSession::disconnected()
{
    if (!m_connection && !m_namespaces)
        return;
    if (m_connection)
        disconnect(m_connection, nullptr, this, nullptr);
    m_connection = nullptr;
    m_operations.setContext({}); // what still runs is recorded as interrupted
    m_pendingNamespace.clear();
    if (m_alarmWatch) {
        m_alarmWatch.reset();
        Q_EMIT fleetClustersChanged();
    }
    // The views let go when they hear of it; the parts go after that.
    if (m_workspace)
        Q_EMIT namespaceClosed();
    Q_EMIT connectionChanged(nullptr);
    dropWorkspace();
    m_summary.reset();
    delete m_fleet;
    m_tallies.reset();
    m_namespaces.reset();
    m_locality.reset();
    m_timelines.reset();
    m_accessRules.reset();
}

void ConsoleSession::reviewAccessAgain()
{
    if (!m_accessRules)
        return;
    m_accessRules->forget();
    reviewAccess(currentNamespace());
    Q_EMIT accessChanged();
}

QList<kube::AccessRules::Question> ConsoleSession::accessQuestions() const
{
    const QString vmray = u"vmray.broadcom.com"_s;
    const QString vmop = u"vmoperator.vmware.com"_s;
    return { { u"create"_s, vmray, u"vmrayclusters"_s },
        { u"delete"_s, vmray, u"vmrayclusters"_s },
        { u"patch"_s, vmray, u"vmrayclusters"_s },
        { u"get"_s, vmray, u"vmrayclusters"_s },
        { u"delete"_s, vmop, u"virtualmachines"_s },
        { u"create"_s, vmop, webConsoleResource() } };
}

void ConsoleSession::reviewAccess(const QString &ns)
{
    if (m_accessRules)
        m_accessRules->review(ns, accessQuestions());
}

void ConsoleSession::setAlarmBook(AlarmBook *book)
{
    m_alarmBook = book;
    watchAlarms();
}

QList<ray::FleetClusterRow> ConsoleSession::fleetClusters() const
{
    return m_alarmWatch ? m_alarmWatch->clusters() : QList<ray::FleetClusterRow>();
}

void ConsoleSession::setAlarmThresholds(const AlarmThresholds &thresholds)
{
    m_alarmThresholds = thresholds;
    if (m_alarmWatch)
        m_alarmWatch->setThresholds(thresholds);
}

void ConsoleSession::watchAlarms()
{
    if (!m_alarmBook || !m_connection || !m_connection->isVmOperatorDiscovered() || m_alarmWatch)
        return;
    m_alarmName = m_connection->profile().name;
    m_alarmWatch = std::make_unique<AlarmWatch>(m_connection, m_alarmBook, m_alarmName, tracker());
    m_alarmWatch->setThresholds(m_alarmThresholds);
    m_alarmWatch->setPasswordAtHand(m_policy.passwordAtHand());
    m_alarmWatch->setRayLoopbackOnly(rayLoopbackOnly());
    connect(m_alarmWatch.get(),
        &AlarmWatch::clustersChanged,
        this,
        &ConsoleSession::fleetClustersChanged);
    connect(m_locality.get(),
        &ray::SupervisorLocality::resolved,
        m_alarmWatch.get(),
        &AlarmWatch::setRayLoopbackOnly);
    // A connection that could not be watched before is watched now.
    m_alarmBook->report(m_alarmName, { AlarmDefinition::SupervisorUnavailable }, {});
    m_alarmWatch->start();
}

QStringList ConsoleSession::namespaceNames() const
{
    QStringList names;
    if (!m_namespaces)
        return names;
    for (int row = 0; row < m_namespaces->rowCount(); ++row)
        names << m_namespaces->index(row, 0).data(NamespaceModel::NameRole).toString();
    return names;
}

QString ConsoleSession::currentNamespace() const
{
    return m_workspace ? m_workspace->ns() : m_pendingNamespace;
}

void ConsoleSession::openNamespace(const QString &ns)
{
    if (!m_connection || ns.isEmpty() || (m_workspace && m_workspace->ns() == ns))
        return;
    m_pendingNamespace = ns;
    reviewAccess(ns); // what the actions on it may be, before they are offered
    if (m_connection->isVmOperatorDiscovered())
        openPending(); // else right after discovery
}

void ConsoleSession::openPending()
{
    if (!m_connection || m_pendingNamespace.isEmpty())
        return;
    const QString ns = std::exchange(m_pendingNamespace, {});
    reviewAccess(ns); // the console's kind is known now that VM Operator is discovered
    if (m_workspace) {
        Q_EMIT namespaceClosed(); // the views let go of the old models first
        dropWorkspace();
    }
    m_workspace = std::make_unique<ray::NamespaceWorkspace>(
        m_connection->session()->client(), tracker(), ns, m_connection->vmOperatorVersion());
    m_workspace->setTimelines(m_timelines); // a namespace opened again goes on where it was
    monitorRay();
    // Before the workspace starts, so rows arrive in the models before anyone else hears of them.
    m_workspaceModels = new WorkspaceModels(m_workspace.get(), m_workspace.get());
    connect(m_workspace.get(),
        &ray::NamespaceWorkspace::synced,
        this,
        &ConsoleSession::workspaceSynced);
    connect(m_workspace.get(),
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &ConsoleSession::selectedClusterChanged);
    m_workspace->start();
    Q_EMIT namespaceOpened(ns);
}

void ConsoleSession::closeNamespace()
{
    m_pendingNamespace.clear();
    if (!m_workspace)
        return;
    Q_EMIT namespaceClosed();
    dropWorkspace();
}

void ConsoleSession::dropWorkspace()
{
    m_workspaceModels = nullptr;
    m_workspace.reset();
}

void ConsoleSession::setRayInterval(std::chrono::milliseconds interval)
{
    m_rayInterval = interval;
    monitorRay();
}

bool ConsoleSession::rayLoopbackOnly() const
{
    return !m_locality || m_locality->dashboardsLoopbackOnly();
}

void ConsoleSession::monitorRay()
{
    if (!m_workspace || !m_connection)
        return;
    const bool first = !m_workspace->rayMonitor();
    m_workspace->monitorRay(
        m_connection->session()->client()->network(), m_rayInterval, rayLoopbackOnly());
    if (!first)
        return;
    ray::RayMonitor *monitor = m_workspace->rayMonitor();
    connect(monitor,
        &ray::RayMonitor::dashboardUnreachable,
        this,
        &ConsoleSession::dashboardUnreachable);
    connect(
        monitor, &ray::RayMonitor::dashboardReachable, this, &ConsoleSession::dashboardReachable);
}

void ConsoleSession::summarize(const QString &ns)
{
    if (!m_connection || (m_summary && m_summary->ns() == ns))
        return;
    m_summary = std::make_unique<ray::ScopeSummary>(
        m_connection->session()->client(), m_connection->vmOperatorVersion(), ns);
    m_summary->setCacheTracker(tracker());
    connect(m_summary.get(), &ray::ScopeSummary::changed, this, &ConsoleSession::summaryChanged);
    m_summary->start();
    Q_EMIT summaryChanged();
}

ray::FleetVms *ConsoleSession::fleetVms()
{
    if (!m_connection)
        return nullptr;
    if (!m_fleet) {
        m_fleet = new ray::FleetVms(
            m_connection->session()->client(), m_connection->vmOperatorVersion(), this);
        m_fleet->setCacheTracker(tracker());
        m_fleet->start();
    }
    return m_fleet;
}

void ConsoleSession::releaseFleetVms()
{
    delete m_fleet;
}

void ConsoleSession::refresh()
{
    // Everything of the connection, not only the namespace on screen: the tree's counts and All
    // VMs come from caches of their own.
    if (m_connection)
        m_connection->session()->relistAll();
    if (m_workspace)
        m_workspace->refresh();
}

QList<kube::ResourceCache *> ConsoleSession::visibleCaches() const
{
    QList<kube::ResourceCache *> caches;
    if (!m_connection)
        return caches;
    if (m_connection->namespaceCache())
        caches << m_connection->namespaceCache();
    if (m_tallies)
        caches << m_tallies->caches();
    if (m_workspace)
        caches << m_workspace->caches();
    return caches;
}

TeardownRequest ConsoleSession::teardownRequest(const QStringList &clusters) const
{
    TeardownRequest request;
    if (!m_workspace || !m_connection)
        return request;
    for (const QString &name : clusters) {
        if (ray::ClusterTeardown *t = m_operations.runningTeardown(m_workspace->ns(), name)) {
            request.running << t;
            continue;
        }
        // A cluster that is gone while its VMs go has nothing left to delete.
        const QJsonObject cluster = m_workspace->clusterObject(name);
        if (!cluster.isEmpty())
            request.plans << ray::teardownPlanOf(cluster);
    }
    return request;
}

bool ConsoleSession::mayInOpenNamespace(
    const QString &verb, const QString &group, const QString &resource) const
{
    const QString ns = currentNamespace();
    if (!m_accessRules || ns.isEmpty())
        return true;
    return m_accessRules->allows(ns, verb, group, resource).value_or(true);
}

bool ConsoleSession::canDelete(const QStringList &clusters) const
{
    if (!m_workspace)
        return false;
    return std::any_of(clusters.cbegin(), clusters.cend(), [this](const QString &name) {
        return !m_workspace->clusterObject(name).isEmpty();
    });
}

QList<ray::TeardownSecretsLookup *> ConsoleSession::teardownSecretsLookups(
    const QList<ray::TeardownPlan> &plans, QObject *parent) const
{
    QList<ray::TeardownSecretsLookup *> lookups;
    kube::KubeClient *client = m_connection ? m_connection->session()->client() : nullptr;
    for (const ray::TeardownPlan &plan : plans)
        lookups << new ray::TeardownSecretsLookup(client, plan.ns, plan.cluster, parent);
    return lookups;
}

QList<ray::ClusterTeardown *> ConsoleSession::deleteClusters(const QList<ray::TeardownPlan> &plans)
{
    if (!m_connection)
        return {};
    return m_operations.deleteClusters(plans);
}

std::optional<ray::NodeRecreate::Target> ConsoleSession::recreateTarget(const QString &vm) const
{
    if (!m_workspace || vm.isEmpty())
        return std::nullopt;
    const ray::ClusterSummary *cluster = m_workspace->summary(m_workspace->selectedCluster());
    if (!cluster)
        return std::nullopt;
    for (const ray::NodeRow &node : m_workspace->selectedNodes()) {
        if (node.name != vm)
            continue;
        if (node.vmUid.isEmpty() || node.vmDeleting)
            return std::nullopt;
        return ray::NodeRecreate::Target { m_workspace->ns(),
            cluster->name,
            cluster->uid,
            node.name,
            node.vmUid,
            node.role == ray::NodeRole::Head };
    }
    return std::nullopt;
}

bool ConsoleSession::hasWebConsole(const QString &vm) const
{
    if (!m_workspace || !m_connection || vm.isEmpty())
        return false;
    const QList<ray::NodeRow> nodes = m_workspace->selectedNodes();
    return std::any_of(nodes.cbegin(), nodes.cend(), [&vm](const ray::NodeRow &node) {
        return node.name == vm && !node.vmUid.isEmpty() && !node.vmDeleting;
    });
}

vmop::WebConsoleRequest *ConsoleSession::openWebConsole(const QString &vm, QObject *parent) const
{
    if (!m_connection || !m_workspace || vm.isEmpty())
        return nullptr;
    auto *request = new vmop::WebConsoleRequest(m_connection->session()->client(),
        m_connection->vmOperatorVersion(),
        m_workspace->ns(),
        vm,
        parent);
    // A Supervisor on this computer has its console proxy here too; any other address it
    // named would be a page elsewhere.
    request->setLoopbackOnly(rayLoopbackOnly());
    request->start();
    return request;
}

QList<ray::RayLogBundle::Node> ConsoleSession::rayLogNodes() const
{
    QList<ray::RayLogBundle::Node> out;
    if (!m_workspace)
        return out;
    const QString cluster = m_workspace->selectedCluster();
    const ray::RayClusterObservation *o = m_workspace->rayMonitor()->observation(cluster);
    if (!o || !o->hasNodes)
        return out;
    QHash<QString, QString> vmByIp;
    for (const ray::NodeRow &row : m_workspace->selectedNodes())
        vmByIp.insert(row.ip, row.name);
    for (const ray::DashboardNode &node : o->nodes) {
        const QString vm = vmByIp.value(node.ip, node.hostname.isEmpty() ? node.ip : node.hostname);
        out.append(
            { ray::RayLogSource { QUrl(o->dashboardUrl), node.nodeId, vm, rayLoopbackOnly() },
                node.state == ray::RayNodeState::Alive });
    }
    // The head first, then by VM.
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        return a.source.vm < b.source.vm;
    });
    return out;
}

QList<ray::RayLogJob> ConsoleSession::rayLogJobs() const
{
    QList<ray::RayLogJob> out;
    if (!m_workspace)
        return out;
    const ray::RayClusterObservation *o =
        m_workspace->rayMonitor()->observation(m_workspace->selectedCluster());
    if (!o || !o->jobs)
        return out;
    QList<ray::DashboardJob> jobs = *o->jobs;
    std::stable_sort(jobs.begin(), jobs.end(), [](const auto &a, const auto &b) {
        return a.startTime > b.startTime;
    });
    for (const ray::DashboardJob &job : std::as_const(jobs)) {
        if (job.type == ray::RayJobType::Submission && !job.submissionId.isEmpty())
            out.append({ job.submissionId, job.entrypoint, int(job.status) });
    }
    return out;
}

QString ConsoleSession::selectedClusterPath() const
{
    if (!m_workspace || m_workspace->selectedCluster().isEmpty())
        return {};
    return m_workspace->ns() + u'/' + m_workspace->selectedCluster();
}

QString ConsoleSession::webConsoleResource() const
{
    const bool legacy = m_connection
        && vmop::isLegacyVersion(vmop::versionOrPreferred(m_connection->vmOperatorVersion()));
    return legacy ? u"webconsolerequests"_s : u"virtualmachinewebconsolerequests"_s;
}

ray::NodeRecreate *ConsoleSession::recreateNode(const ray::NodeRecreate::Target &target)
{
    if (!m_connection)
        return nullptr;
    return m_operations.recreateNode(target);
}

bool CreateTarget::isCurrent() const
{
    return session && connection && session->connection() == connection;
}

CreateTarget ConsoleSession::createTarget()
{
    CreateTarget target;
    if (!m_connection)
        return target;
    target.session = this;
    target.connection = m_connection;
    target.vmOperatorVersion = m_connection->vmOperatorVersion();
    const ConnectionProfile &profile = m_connection->profile();
    target.supervisorName = profile.name;
    target.apiServerLocation = profile.apiUrl().host();
    // Offered as it is: the wizard's checks refuse a private key beside the certificate, and
    // only certificates are ever sent (ray::toClusterObject).
    target.caPem = QString::fromUtf8(profile.caPem);
    if (target.caPem.isEmpty() && !profile.caFile.isEmpty()) {
        QString unreadable;
        target.caPem =
            QString::fromUtf8(readLocalFile(profile.caFile, 64 * 1024, &unreadable).value_or(""));
    }
    target.namespaces = namespaceNames();
    target.ns = currentNamespace();
    return target;
}

std::unique_ptr<ray::ClusterCatalog> ConsoleSession::clusterCatalog() const
{
    return std::make_unique<ray::ClusterCatalog>(
        m_connection ? m_connection->session()->client() : nullptr,
        m_connection ? m_connection->vmOperatorVersion() : QString());
}

ray::ClusterApply *ConsoleSession::dryRun(const ray::ClusterSpec &spec, QObject *parent) const
{
    if (!m_connection)
        return nullptr;
    auto *check = new ray::ClusterApply(m_connection->session()->client(), spec, {}, parent);
    check->setDryRunOnly(true);
    return check;
}

ray::ClusterApply *ConsoleSession::createCluster(
    const ray::ClusterSpec &spec, const ray::RegistryCredentials &registry)
{
    return m_connection ? m_operations.create(spec, registry) : nullptr;
}

ray::CreatedClusterFollow *ConsoleSession::followCreated(
    const QString &ns, const QString &name, QObject *parent) const
{
    if (!m_connection)
        return nullptr;
    auto *follow =
        new ray::CreatedClusterFollow(m_connection->session()->client(), tracker(), parent);
    follow->start(ns, name);
    return follow;
}

} // namespace vmray
