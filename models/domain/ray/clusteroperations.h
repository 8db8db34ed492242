// The console's changes to a Supervisor as tasks: each cluster teardown and node recreate runs
// as a handle owned here and is recorded in the task log from start to end (creates are recorded
// by the wizard through beginCreate/finishCreate). Handles of a connection that is closed are
// stopped, and their tasks say so.
#pragma once

#include "clusterteardown.h"
#include "noderecreate.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

namespace vmray {
class TaskLog;
namespace kube {
class KubeClient;
class ResourceCache;
} // namespace kube
} // namespace vmray

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

    // `log` is not owned and must outlive this.
    explicit ClusterOperations(TaskLog *log, QObject *parent = nullptr);
    ~ClusterOperations() override;

    // A new connection: what still runs on the old one is stopped and recorded as interrupted.
    void setContext(const Context &context);
    const Context &context() const { return m_context; }
    // Learned after connecting (discovery); does not interrupt anything.
    void setVmOperatorVersion(const QString &version) { m_context.vmOperatorVersion = version; }
    TaskLog *log() const { return m_log; }

    QList<ClusterTeardown *> deleteClusters(const QList<TeardownPlan> &plans);
    NodeRecreate *recreateNode(const NodeRecreate::Target &target);
    // The teardown a task follows, while it is kept (null for other tasks).
    ClusterTeardown *teardownOfTask(const QString &taskId) const;
    // A teardown of this cluster that is still running, if any.
    ClusterTeardown *runningTeardown(const QString &ns, const QString &cluster) const;
    // The overdue time given to new teardowns (for tests; default 5 minutes).
    void setOverdueAfter(std::chrono::milliseconds after) { m_overdueAfter = after; }

    QString beginCreate(const QString &ns, const QString &cluster);

Q_SIGNALS:
    void teardownFinished(vmray::ray::ClusterTeardown *teardown);
    void recreateFinished(vmray::ray::NodeRecreate *recreate);

private:
    void interruptAll(const QString &why);

    TaskLog *m_log;
    Context m_context;
    QHash<QString, QPointer<ClusterTeardown>> m_teardowns; // by task id
    QHash<QString, QPointer<NodeRecreate>> m_recreates; // by task id
    std::chrono::milliseconds m_overdueAfter { std::chrono::minutes(5) };
};

} // namespace vmray::ray
