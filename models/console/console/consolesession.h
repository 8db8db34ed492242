// One Supervisor as the console works with it, without widgets: connecting and staying logged in
// (the connection policy), the namespaces and their cluster counts, the namespace open on screen
// with its item models and Ray monitor, the summary of what the tree has chosen, every VM of the
// Supervisor (All VMs, Find), and the changes made to it (create, teardown, recreate), reported
// as tasks. The window, the wizard and the teardown dialog bind views to what this exposes and
// forward the user's choices; the decisions are made here.
#pragma once

#include "console/alarmwatch.h"
#include "items/namespacemodel.h"
#include "items/workspacemodels.h"
#include "kube/accessrules.h"
#include "kube/follower.h"
#include "ray/clusteroperations.h"
#include "ray/clusterteardown.h"
#include "ray/fleetvms.h"
#include "ray/noderecreate.h"
#include "ray/raylogbundle.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/supervisorconnection.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <chrono>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace vmray {

class CredentialStore;
class ProfileStore;
class TaskLog;
namespace ray {
class ClusterCatalog;
class ClusterTallies;
class CreatedClusterFollow;
class NamespaceWorkspace;
class ScopeSummary;
class SupervisorLocality;
struct HealthTimelines;
} // namespace ray
namespace vmop {
class WebConsoleRequest;
} // namespace vmop

class ConsoleSession;

// Where a cluster is to be created: the session and the connection it was connected to when the
// wizard opened, and what the wizard offers of that Supervisor.
struct CreateTarget
{
    QPointer<ConsoleSession> session;
    QPointer<SupervisorConnection> connection;
    QString vmOperatorVersion;
    QString supervisorName;
    QString apiServerLocation; // what the head's autoscaler calls: the Supervisor's host
    QString caPem; // the Supervisor CA the console trusts, offered to the autoscaler
    QStringList namespaces;
    QString ns; // the namespace open, or being opened

    // Whether the session is still connected to that Supervisor: nothing is sent to another one
    // connected since.
    bool isCurrent() const;
};

// What a teardown of some clusters of the open namespace would be.
struct TeardownRequest
{
    QList<ray::TeardownPlan> plans; // clusters still there, to confirm
    QList<ray::ClusterTeardown *> running; // clusters already on their way out
};

class ConsoleSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleSession)

public:
    // None are owned; `profiles` and `credentials` may be null (nothing saved, nothing
    // remembered).
    ConsoleSession(QNetworkAccessManager *network,
        ProfileStore *profiles,
        CredentialStore *credentials,
        QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Connecting, the questions asked on the way, and the re-login when the session lapses.
    ConnectionPolicy *policy() { return &m_policy; }
    // The connection made, while it is up.
    SupervisorConnection *connection() const { return m_connection; }
    bool isConnected() const { return m_connection; }
    // The Supervisor connected to; empty when none is.
    ConnectionProfile profile() const;
    // The task log the operations report to (not owned; may be null).
    void setTaskLog(TaskLog *log);
    ray::ClusterOperations *operations() { return &m_operations; }

    // The namespaces of the connected Supervisor, with their clusters counted by health; null
    // when not connected.
    NamespaceModel *namespaces() const { return m_namespaces.get(); }
    QStringList namespaceNames() const;

    // Opens a namespace: its workspace, item models and Ray monitor. Until the VM Operator's
    // version is known the namespace is pending, and opens then (namespaceOpened).
    void openNamespace(const QString &ns);
    // No namespace is open, nor opens later.
    void closeNamespace();
    ray::NamespaceWorkspace *workspace() const { return m_workspace.get(); }
    WorkspaceModels *workspaceModels() const { return m_workspaceModels; }
    // The namespace open or about to open; empty for none.
    QString currentNamespace() const;

    // How often Ray dashboards are read; the open namespace's monitor follows at once.
    void setRayInterval(std::chrono::milliseconds interval);
    // Whether Ray dashboards may be read only on this computer: a Supervisor on this computer
    // (the sandbox, an emulator) has pretend clusters whose addresses must not be tried on a
    // real network. True until the Supervisor's host is known to resolve elsewhere.
    bool rayLoopbackOnly() const;

    // Watches the connected Supervisor for every alarm definition, whatever is open, reporting
    // into `book` (not owned) under the Supervisor's name. Disconnecting forgets its alarms.
    void setAlarmBook(AlarmBook *book);
    void setAlarmThresholds(const AlarmThresholds &thresholds);
    // While connected and the VM Operator's version is known.
    AlarmWatch *alarmWatch() const { return m_alarmWatch.get(); }
    // The name its alarms and fleet rows carry: the profile's.
    QString supervisorName() const { return m_alarmName; }
    // Every Ray cluster of the Supervisor as its alarm watch judges them; none when not watched.
    QList<ray::FleetClusterRow> fleetClusters() const;

    // What the Supervisor (`ns` empty) or a namespace holds, for the Summary tab.
    void summarize(const QString &ns);
    ray::ScopeSummary *summary() const { return m_summary.get(); }

    // Every VM of the Supervisor, listed on first use and watched until released.
    ray::FleetVms *fleetVms();
    ray::FleetVms *fleetVmsIfListed() const { return m_fleet; }
    void releaseFleetVms();

    // Lists everything of the connection again (F5).
    void refresh();
    // The caches behind what is on screen, for the data's freshness.
    QList<kube::ResourceCache *> visibleCaches() const;

    // The clusters of the open namespace a teardown of `clusters` would delete, and those
    // already being deleted.
    TeardownRequest teardownRequest(const QStringList &clusters) const;
    // Finds which secrets of each plan's cluster exist, for the confirmation; not started.
    QList<ray::TeardownSecretsLookup *> teardownSecretsLookups(
        const QList<ray::TeardownPlan> &plans, QObject *parent) const;
    QList<ray::ClusterTeardown *> deleteClusters(const QList<ray::TeardownPlan> &plans);
    // What recreating the VM `vm` of the selected cluster would be; none when it has no VM yet,
    // its VM is already being deleted, or it is no node of the selected cluster.
    std::optional<ray::NodeRecreate::Target> recreateTarget(const QString &vm) const;
    ray::NodeRecreate *recreateNode(const ray::NodeRecreate::Target &target);
    // Whether the VM `vm`, a node of the selected cluster, exists and has a console to open.
    bool hasWebConsole(const QString &vm) const;
    // Asks VM Operator for the web console of the VM `vm` of the open namespace; the caller
    // owns the started request. Null when not connected.
    vmop::WebConsoleRequest *openWebConsole(const QString &vm, QObject *parent) const;
    // The kind a console is asked with on this Supervisor, for what the user may do.
    QString webConsoleResource() const;
    // The Ray nodes of the selected cluster as its dashboard last listed them, each with its VM:
    // where their logs are asked for, and which are dead (their logs are gone). Empty before the
    // dashboard was read.
    QList<ray::RayLogBundle::Node> rayLogNodes() const;
    // The selected cluster's submitted jobs, newest first, whose logs its dashboard keeps.
    QList<ray::RayLogJob> rayLogJobs() const;
    // "namespace/cluster" of the selected cluster; empty for none.
    QString selectedClusterPath() const;
    QNetworkAccessManager *network() const { return m_network; }
    // Whether a cluster of the open namespace may be deleted (it is still there).
    bool canDelete(const QStringList &clusters) const;
    // Whether the server lets the user `verb` `resource` of `group` in the open namespace: false
    // only once it said no (a SelfSubjectRulesReview asked when the namespace opens, or where
    // its rules are incomplete, a SelfSubjectAccessReview of each verb the actions need).
    bool mayInOpenNamespace(
        const QString &verb, const QString &group, const QString &resource) const;
    kube::AccessRules *accessRules() const { return m_accessRules.get(); }
    CreateTarget createTarget();
    // What the wizard offers to choose from (images, VM classes, storage classes) on the
    // connected Supervisor; its lists stay empty when not connected.
    std::unique_ptr<ray::ClusterCatalog> clusterCatalog() const;
    // Checks a cluster on the Supervisor without creating it; null when not connected.
    ray::ClusterApply *dryRun(const ray::ClusterSpec &spec, QObject *parent) const;
    // Creates a cluster as a task (ClusterOperations::create); null when not connected.
    ray::ClusterApply *createCluster(
        const ray::ClusterSpec &spec, const ray::RegistryCredentials &registry);
    // Follows a cluster just created until its head runs; null when not connected.
    ray::CreatedClusterFollow *followCreated(
        const QString &ns, const QString &name, QObject *parent) const;

Q_SIGNALS:
    // A connection is made (non-null) or gone (null).
    void connectionChanged(vmray::SupervisorConnection *connection);
    void connectionFailed(const vmray::kube::KubeError &error);
    void namespaceOpened(const QString &ns);
    void namespaceClosed();
    void workspaceSynced();
    void selectedClusterChanged();
    void summaryChanged();
    // Once per outage of a cluster's dashboard, and when it answers again.
    void dashboardUnreachable(const QString &cluster, const vmray::Phrase &reason);
    void dashboardReachable(const QString &cluster);
    void fleetClustersChanged();
    // What the user may do in a namespace is known, or changed.
    void accessChanged();

private:
    void connected(SupervisorConnection *connection);
    void disconnected();
    void openPending();
    void monitorRay();
    void watchAlarms();
    void reviewAccessAgain();
    // The verbs the console's actions need, asked one by one where the rules cannot say.
    QList<kube::AccessRules::Question> accessQuestions() const;
    void reviewAccess(const QString &ns);
    void dropWorkspace();
    kube::Follower::Tracker tracker() const;

    QNetworkAccessManager *m_network;
    ConnectionPolicy m_policy;
    QPointer<TaskLog> m_taskLog; // before the operations, which report to it as they go
    ray::ClusterOperations m_operations;
    QPointer<SupervisorConnection> m_connection;
    std::unique_ptr<NamespaceModel> m_namespaces;
    std::unique_ptr<ray::ClusterTallies> m_tallies;
    std::unique_ptr<ray::SupervisorLocality> m_locality;
    std::shared_ptr<ray::HealthTimelines> m_timelines; // of this Supervisor's clusters
    std::unique_ptr<ray::NamespaceWorkspace> m_workspace;
    WorkspaceModels *m_workspaceModels = nullptr; // owned by m_workspace
    QString m_pendingNamespace;
    std::unique_ptr<ray::ScopeSummary> m_summary;
    QPointer<ray::FleetVms> m_fleet;
    std::chrono::milliseconds m_rayInterval { std::chrono::seconds(5) };
    std::unique_ptr<kube::AccessRules> m_accessRules;
    QPointer<AlarmBook> m_alarmBook;
    AlarmThresholds m_alarmThresholds;
    std::unique_ptr<AlarmWatch> m_alarmWatch;
    QString m_alarmName; // the Supervisor's, as its alarms are reported
};

} // namespace vmray
