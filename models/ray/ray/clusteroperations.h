// The console's changes to a Supervisor as tasks: each cluster create, teardown, node recreate and
// job stop runs as a handle owned here and is reported as a task from start to end through the
// task signals, which the console session connects to its task log (a create's task goes on
// once the resource is written, until the cluster is up or failed). Handles of a connection that
// is closed are stopped, and their tasks say so.
#pragma once

#include "clusterapply.h"
#include "clusterbringup.h"
#include "clusterteardown.h"
#include "jobstop.h"
#include "noderecreate.h"
#include "taskrecord.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

namespace vmray::kube {
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray::ray {

class ClusterOperations final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterOperations)

public:
    struct Context
    {
        QPointer<kube::KubeClient> client;
        QString vmOperatorVersion;
        QString supervisor; // the profile's name, for the task list
        QString initiator; // the user connected as
        std::function<void(kube::ResourceCache *)> trackCache;
    };

    explicit ClusterOperations(QObject *parent = nullptr);
    ~ClusterOperations() override;

    // A new connection: what still runs on the old one is stopped and recorded as interrupted.
    void setContext(const Context &context);
    // The console closes: what still runs is stopped and recorded as interrupted by the close.
    void endAll();
    // How a server's error reads in a task (ui/ words it); its message by default.
    void setErrorWording(std::function<Phrase(const kube::KubeError &)> wording)
    {
        m_errorWording = std::move(wording);
    }
    const Context &context() const { return m_context; }
    // Learned after connecting (discovery); does not interrupt anything.
    void setVmOperatorVersion(const QString &version) { m_context.vmOperatorVersion = version; }

    QList<ClusterTeardown *> deleteClusters(const QList<TeardownPlan> &plans);
    NodeRecreate *recreateNode(const NodeRecreate::Target &target);
    // The teardown a task follows, while it is kept (null for other tasks).
    ClusterTeardown *teardownOfTask(const QString &taskId) const;
    // A teardown of this cluster that is still running, if any.
    ClusterTeardown *runningTeardown(const QString &ns, const QString &cluster) const;
    // The overdue time given to new teardowns (for tests; default 5 minutes).
    void setOverdueAfter(std::chrono::milliseconds after) { m_overdueAfter = after; }

    // Creates a cluster: a dry run, the registry secret, then the resource; once it is written
    // the task follows the cluster until it is up or failed. Null when not connected. The apply
    // is owned here and deleted once it has finished; cancelCreate() drops one under way.
    ClusterApply *create(const ClusterSpec &spec, const RegistryCredentials &registry);
    // Abandons a create under way (its window closed): its task is recorded as interrupted.
    void cancelCreate(ClusterApply *apply);
    // The bring-up of a created cluster while its task runs, else null.
    ClusterBringUp *bringUpOf(const QString &ns, const QString &cluster) const;

    // A create's task by its parts: its id, then where it is and how it ended.
    QString beginCreate(const QString &ns, const QString &cluster);
    void reportCreateProgress(const QString &taskId, const Phrase &progress);
    void finishCreate(const QString &taskId,
        TaskRecord::State state,
        const Phrase &result,
        const Phrase &error = {});
    // The resource is written: the task goes on until the cluster is up or failed.
    ClusterBringUp *followCreate(const QString &taskId, const QString &ns, const QString &cluster);
    // How long a created cluster may take to come up (for tests; default 30 minutes).
    void setBringUpLimit(std::chrono::milliseconds limit) { m_bringUpLimit = limit; }
    // Stops a Ray job as a task that ends when the job has ended. `monitor` is not owned.
    JobStop *stopJob(RayMonitor *monitor,
        const QString &ns,
        const QString &cluster,
        const QString &submissionId);

Q_SIGNALS:
    void taskStarted(const vmray::TaskRecord &record);
    void taskProgressed(const QString &taskId, const vmray::Phrase &progress);
    // Also emitted while this is destroyed, for the tasks it interrupts.
    void taskFinished(const QString &taskId,
        vmray::TaskRecord::State state,
        const vmray::Phrase &result,
        const vmray::Phrase &error);
    void teardownFinished(vmray::ray::ClusterTeardown *teardown);
    void recreateFinished(vmray::ray::NodeRecreate *recreate);

private:
    void interruptAll(const Phrase &why);
    Phrase errorText(const kube::KubeError &error) const;
    QString startTask(TaskRecord::Kind kind, const QString &ns, const QString &target);
    Context m_context;
    QHash<QString, QPointer<ClusterTeardown>> m_teardowns; // by task id
    QHash<QString, QPointer<NodeRecreate>> m_recreates; // by task id
    QHash<QString, QPointer<ClusterBringUp>> m_bringUps; // by task id
    QHash<QString, QPointer<ClusterApply>> m_creates; // by task id, until written or failed
    QHash<QString, QPointer<JobStop>> m_jobStops; // by task id
    std::function<Phrase(const kube::KubeError &)> m_errorWording;
    std::chrono::milliseconds m_bringUpLimit { std::chrono::minutes(30) };
    std::chrono::milliseconds m_overdueAfter { std::chrono::minutes(5) };
};

} // namespace vmray::ray
