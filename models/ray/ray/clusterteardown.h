// Tearing a Ray cluster down and following it to the last VM (supervisor-api.md §4.8).
//
// The cluster is deleted with a uid precondition: the uid is the one the user saw when confirming,
// so a cluster re-created under the same name since is never deleted by a stale click (409).
// The operator's finalizer then deletes the operator's secrets, the head's VM service, the head VM
// and the workers, and drops the finalizer as soon as it has *issued* those deletes, so the
// cluster object usually vanishes before its VMs do. Progress therefore follows every VM of the
// cluster by name, not only the cluster object. A `DeleteCluster` condition (the operator's
// failure, retried every minute) is reported with its reason; retryNow() asks the operator to try
// at once. A finalizer still there after a long time is reported as overdue.
#pragma once

#include "kube/kubeerror.h"
#include "kube/phrase.h"
#include "vmop/vmoperator.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace vmray::kube {
class ApiCall;
class KubeClient;
class Follower;
class ResourceCache;
} // namespace vmray::kube

namespace vmray::ray {

struct SecretRef
{
    QString name;
    QString uid;
    bool managedByConsole = false; // labelled app.kubernetes.io/managed-by: vmray-console
};

// What a teardown removes, as the user saw it when confirming.
struct TeardownPlan
{
    QString ns;
    QString cluster;
    QString uid; // of the cluster the user saw
    QString headVm; // empty before the operator named the head
    QStringList workerVms;
    QString vmService; // the head's VM service, named as the head VM; empty if none
    QList<SecretRef> operatorSecrets; // those that exist; the operator deletes them
    std::optional<SecretRef> dockerAuth; // left behind by the operator; ours to offer
    bool deleteDockerAuth = false;

    QStringList vms() const;
};

// The plan for a cluster as read (full or slim object): its uid, head, workers and VM service.
// The secrets are added by TeardownSecretsLookup.
TeardownPlan teardownPlanOf(const QJsonObject &cluster);

// The secrets the operator deletes when a cluster goes (§4.8).
QStringList operatorSecretNames(const QString &cluster);

// Finds which of a cluster's secrets exist, by name (GET each, in parallel). Only names, uids and
// labels are kept; secret data is dropped as it arrives.
class TeardownSecretsLookup final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeardownSecretsLookup)

public:
    TeardownSecretsLookup(
        kube::KubeClient *client, QString ns, QString cluster, QObject *parent = nullptr);
    ~TeardownSecretsLookup() override;

    void start();
    QList<SecretRef> operatorSecrets() const;
    std::optional<SecretRef> dockerAuth() const { return m_dockerAuth; }
    // The first failure other than NotFound (e.g. 403: secrets may not be read), else none.
    const kube::KubeError &error() const { return m_error; }

Q_SIGNALS:
    void finished(vmray::ray::TeardownSecretsLookup *lookup);

private:
    QPointer<kube::KubeClient> m_client;
    QString m_ns;
    QString m_cluster;
    QList<QPointer<kube::ApiCall>> m_calls;
    QHash<QString, SecretRef> m_found;
    std::optional<SecretRef> m_dockerAuth;
    kube::KubeError m_error;
    int m_pending = 0;
};

class ClusterTeardown final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterTeardown)

public:
    enum class Outcome {
        Running,
        Completed, // the cluster and every VM of it are gone
        Conflict, // the name now belongs to another cluster (uid precondition); nothing deleted
        Failed, // the delete was refused or could not be sent, or could not be followed
        Incomplete, // the cluster is gone, but the operator left VMs (or the service) behind
    };
    Q_ENUM(Outcome)
    enum class ObjectState { Present, Deleting, Gone };

    // `vmOperatorVersion` is the version VirtualMachines are read with.
    ClusterTeardown(kube::KubeClient *client,
        const QString &vmOperatorVersion,
        TeardownPlan plan,
        QObject *parent = nullptr);
    ~ClusterTeardown() override;

    // The caches that follow the teardown are handed here first (the session pauses and resumes
    // them with its credentials).
    void setCacheTracker(std::function<void(kube::ResourceCache *)> track);
    void start();
    // After a DeleteCluster failure: asks the operator to try again now rather than in a minute
    // (a metadata change wakes its reconcile). Carries the uid, so it never touches another
    // cluster.
    void retryNow();
    // How long the finalizer may take before it is reported as overdue (default 5 minutes).
    void setOverdueAfter(std::chrono::milliseconds after) { m_overdueAfter = after; }
    // How long VMs may stay undeleted after the cluster is gone before they count as left behind
    // (default 30 s: the watches of the VMs may lag behind the cluster's).
    void setLeftBehindAfter(std::chrono::milliseconds after) { m_leftBehindAfter = after; }

    const TeardownPlan &plan() const { return m_plan; }
    Outcome outcome() const { return m_outcome; }
    ObjectState clusterState() const { return m_clusterState; }
    // The VMs followed: the plan's, and any the cluster named later.
    QStringList vms() const { return m_vmOrder; }
    ObjectState vmState(const QString &name) const;
    int vmsGone() const;
    ObjectState serviceState() const { return m_serviceState; }
    // The operator's DeleteCluster condition while the cluster is still there.
    std::optional<vmop::Condition> deleteFailure() const { return m_failure; }
    bool isOverdue() const { return m_overdue; }
    bool isRetrying() const;
    // The registry secret: deleted, or why not (empty when it was not to be deleted).
    Phrase dockerAuthResult() const { return m_dockerAuthResult; }
    // Operator secrets still there after the cluster was gone.
    QStringList secretsLeft() const { return m_secretsLeft; }
    // VMs (and the service) not deleted although the cluster is gone.
    QStringList leftBehind() const;
    const kube::KubeError &error() const { return m_error; }

    // One line for the task list: where the teardown is.
    Phrase progress() const;
    // How it ended, for the task list.
    Phrase result() const;

Q_SIGNALS:
    void progressChanged();
    // Delivered queued: receivers may delete the teardown.
    void finished(vmray::ray::ClusterTeardown *teardown);

private:
    void deleteCluster();
    void deleteDockerAuth();
    void follow();
    void noteCluster(const QJsonObject &cluster);
    void noteVms(const QList<QJsonObject> &vms, bool removed);
    void noteServices(const QList<QJsonObject> &services, bool removed);
    void addVm(const QString &name);
    void evaluate();
    void checkSecretsLeft();
    void finish(Outcome outcome);
    QString clusterPath() const;

    QPointer<kube::KubeClient> m_client;
    QString m_vmVersion;
    TeardownPlan m_plan;
    QPointer<kube::ApiCall> m_deleteCall;
    QPointer<kube::ApiCall> m_secretCall;
    QPointer<kube::ApiCall> m_retryCall;
    QList<QPointer<kube::ApiCall>> m_secretChecks;
    std::function<void(kube::ResourceCache *)> m_track;
    kube::Follower *m_follower = nullptr; // the cluster, its VMs and service, once deleted
    kube::ResourceCache *m_clusterCache = nullptr;
    kube::ResourceCache *m_vmCache = nullptr;
    kube::ResourceCache *m_serviceCache = nullptr;
    QStringList m_vmOrder;
    QHash<QString, ObjectState> m_vms;
    ObjectState m_clusterState = ObjectState::Present;
    ObjectState m_serviceState = ObjectState::Gone;
    std::optional<vmop::Condition> m_failure;
    QTimer m_leftBehindTimer;
    std::chrono::milliseconds m_leftBehindAfter { std::chrono::seconds(30) };
    bool m_deleteUncertain = false;
    bool m_followFailed = false;
    QStringList m_secretsUnchecked;
    std::chrono::milliseconds m_overdueAfter { std::chrono::minutes(5) };
    bool m_overdue = false;
    bool m_alreadyGone = false;
    bool m_checkingSecrets = false;
    Phrase m_dockerAuthResult;
    QStringList m_secretsLeft;
    kube::KubeError m_error;
    Outcome m_outcome = Outcome::Running;
};

} // namespace vmray::ray
