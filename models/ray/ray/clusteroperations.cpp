#include "clusteroperations.h"

#include "taskphrases.h"

#include "kube/kubeclient.h"

#include <QUuid>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

ClusterOperations::ClusterOperations(QObject *parent)
    : QObject(parent)
{}

ClusterOperations::~ClusterOperations()
{
    endAll();
}

void ClusterOperations::endAll()
{
    interruptAll(Phrase(taskphrase::closedBeforeEnd));
}

Phrase ClusterOperations::errorText(const kube::KubeError &error) const
{
    return m_errorWording ? m_errorWording(error) : Phrase(error.message());
}

void ClusterOperations::setContext(const Context &context)
{
    interruptAll(Phrase(taskphrase::disconnectedBeforeEnd));
    m_context = context;
}

namespace {
TaskRecord::State stateOf(bool running, bool ok)
{
    return running ? TaskRecord::State::Interrupted
        : ok       ? TaskRecord::State::Succeeded
                   : TaskRecord::State::Failed;
}
} // namespace

void ClusterOperations::interruptAll(const Phrase &why)
{
    // A handle may have ended with its `finished` still queued: record how it ended, not that
    // it was cut short.
    for (auto it = m_teardowns.cbegin(); it != m_teardowns.cend(); ++it) {
        if (ClusterTeardown *t = it.value()) {
            const bool running = t->outcome() == ClusterTeardown::Outcome::Running;
            const bool ok = t->outcome() == ClusterTeardown::Outcome::Completed;
            Q_EMIT taskFinished(it.key(),
                stateOf(running, ok),
                running ? why : t->result(),
                running || ok ? Phrase() : Phrase(t->error().message()));
            t->disconnect(this);
            delete t;
        }
    }
    for (auto it = m_recreates.cbegin(); it != m_recreates.cend(); ++it) {
        if (NodeRecreate *r = it.value()) {
            const bool running = r->outcome() == NodeRecreate::Outcome::Running;
            const bool ok = r->outcome() == NodeRecreate::Outcome::Completed;
            Q_EMIT taskFinished(it.key(),
                stateOf(running, ok),
                running ? why : r->result(),
                running || ok ? Phrase() : Phrase(r->error().message()));
            r->disconnect(this);
            delete r;
        }
    }
    // What runs on after the change is its own task's business: it is cut short here.
    for (auto it = m_bringUps.cbegin(); it != m_bringUps.cend(); ++it) {
        if (ClusterBringUp *b = it.value()) {
            Q_EMIT taskFinished(it.key(), TaskRecord::State::Interrupted, why, {});
            b->disconnect(this);
            delete b;
        }
    }
    for (auto it = m_jobStops.cbegin(); it != m_jobStops.cend(); ++it) {
        if (JobStop *s = it.value()) {
            Q_EMIT taskFinished(it.key(), TaskRecord::State::Interrupted, why, {});
            s->disconnect(this);
            delete s;
        }
    }
    for (auto it = m_creates.cbegin(); it != m_creates.cend(); ++it) {
        if (ClusterApply *a = it.value()) {
            Q_EMIT taskFinished(it.key(), TaskRecord::State::Interrupted, why, {});
            a->disconnect(this);
            delete a;
        }
    }
    m_creates.clear();
    m_teardowns.clear();
    m_recreates.clear();
    m_bringUps.clear();
    m_jobStops.clear();
}

QList<ClusterTeardown *> ClusterOperations::deleteClusters(const QList<TeardownPlan> &plans)
{
    QList<ClusterTeardown *> started;
    if (!m_context.client)
        return started;
    for (const TeardownPlan &plan : plans) {
        const QString task = startTask(TaskRecord::Kind::DeleteCluster, plan.ns, plan.cluster);
        auto *teardown =
            new ClusterTeardown(m_context.client, m_context.vmOperatorVersion, plan, this);
        teardown->setCacheTracker(m_context.trackCache);
        teardown->setOverdueAfter(m_overdueAfter);
        m_teardowns.insert(task, teardown);
        connect(teardown, &ClusterTeardown::progressChanged, this, [this, task, teardown] {
            Q_EMIT taskProgressed(task, teardown->progress());
        });
        connect(teardown, &ClusterTeardown::finished, this, [this, task](ClusterTeardown *t) {
            const bool ok = t->outcome() == ClusterTeardown::Outcome::Completed;
            Q_EMIT taskFinished(task,
                ok ? TaskRecord::State::Succeeded : TaskRecord::State::Failed,
                t->result(),
                ok ? Phrase() : Phrase(t->error().message()));
            Q_EMIT teardownFinished(t);
        });
        teardown->start();
        started << teardown;
    }
    return started;
}

NodeRecreate *ClusterOperations::recreateNode(const NodeRecreate::Target &target)
{
    if (!m_context.client)
        return nullptr;
    const QString task =
        startTask(TaskRecord::Kind::RecreateNode, target.ns, target.cluster + u'/' + target.vm);
    auto *recreate = new NodeRecreate(m_context.client, m_context.vmOperatorVersion, target, this);
    recreate->setCacheTracker(m_context.trackCache);
    m_recreates.insert(task, recreate);
    connect(recreate, &NodeRecreate::progressChanged, this, [this, task, recreate] {
        Q_EMIT taskProgressed(task, recreate->progress());
    });
    connect(recreate, &NodeRecreate::finished, this, [this, task](NodeRecreate *r) {
        const bool ok = r->outcome() == NodeRecreate::Outcome::Completed;
        Q_EMIT taskFinished(task,
            ok ? TaskRecord::State::Succeeded : TaskRecord::State::Failed,
            r->result(),
            ok ? Phrase() : Phrase(r->error().message()));
        Q_EMIT recreateFinished(r);
        // Nothing shows a finished recreate but its task.
        m_recreates.remove(task);
        r->deleteLater();
    });
    recreate->start();
    return recreate;
}

ClusterTeardown *ClusterOperations::teardownOfTask(const QString &taskId) const
{
    return m_teardowns.value(taskId);
}

ClusterTeardown *ClusterOperations::runningTeardown(const QString &ns, const QString &cluster) const
{
    for (const QPointer<ClusterTeardown> &t : m_teardowns) {
        if (t && t->outcome() == ClusterTeardown::Outcome::Running && t->plan().ns == ns
            && t->plan().cluster == cluster)
            return t;
    }
    return nullptr;
}

QString ClusterOperations::startTask(
    TaskRecord::Kind kind, const QString &ns, const QString &target)
{
    TaskRecord record;
    record.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    record.kind = kind;
    record.supervisor = m_context.supervisor;
    record.ns = ns;
    record.target = target;
    record.initiator = m_context.initiator;
    record.started = QDateTime::currentDateTimeUtc();
    Q_EMIT taskStarted(record);
    return record.id;
}

ClusterApply *ClusterOperations::create(
    const ClusterSpec &spec, const RegistryCredentials &registry)
{
    if (!m_context.client)
        return nullptr;
    auto *apply = new ClusterApply(m_context.client, spec, registry, this);
    const QString task = beginCreate(spec.ns, spec.name);
    m_creates.insert(task, apply);
    connect(apply, &ClusterApply::stepChanged, this, [this, task, name = spec.name](auto step) {
        // Names only: the task log never sees the credentials or the password hash.
        const Phrase where = step == ClusterApply::Step::DryRun ? Phrase(taskphrase::createDryRun)
            : step == ClusterApply::Step::Secret
            ? Phrase(taskphrase::createSecret, { dockerAuthSecretName(name) })
            : Phrase(taskphrase::createResource);
        reportCreateProgress(task, where);
    });
    connect(apply, &ClusterApply::finished, this, [this, task](ClusterApply *a) {
        m_creates.remove(task);
        a->deleteLater();
        if (a->outcome() == ClusterApply::Outcome::Created) {
            // The task goes on until the cluster is up or failed, whether the wizard stays.
            followCreate(task, a->spec().ns, a->spec().name);
            return;
        }
        finishCreate(
            task, TaskRecord::State::Failed, Phrase(taskphrase::notCreated), errorText(a->error()));
    });
    apply->start();
    return apply;
}

void ClusterOperations::cancelCreate(ClusterApply *apply)
{
    const QString task = m_creates.key(apply);
    if (task.isEmpty())
        return;
    m_creates.remove(task);
    // At once: a reply already queued must not take the create to its next request.
    delete apply;
    finishCreate(task, TaskRecord::State::Interrupted, Phrase(taskphrase::wizardClosed));
}

ClusterBringUp *ClusterOperations::bringUpOf(const QString &ns, const QString &cluster) const
{
    for (const QPointer<ClusterBringUp> &b : m_bringUps) {
        if (b && b->ns() == ns && b->name() == cluster)
            return b;
    }
    return nullptr;
}

QString ClusterOperations::beginCreate(const QString &ns, const QString &cluster)
{
    return startTask(TaskRecord::Kind::CreateCluster, ns, cluster);
}

void ClusterOperations::reportCreateProgress(const QString &taskId, const Phrase &progress)
{
    Q_EMIT taskProgressed(taskId, progress);
}

ClusterBringUp *ClusterOperations::followCreate(
    const QString &taskId, const QString &ns, const QString &cluster)
{
    if (!m_context.client) {
        Q_EMIT taskFinished(
            taskId, TaskRecord::State::Interrupted, Phrase(taskphrase::disconnectedBeforeUp), {});
        return nullptr;
    }
    auto *bringUp = new ClusterBringUp(m_context.client, ns, cluster, m_bringUpLimit, this);
    bringUp->setCacheTracker(m_context.trackCache);
    m_bringUps.insert(taskId, bringUp);
    connect(bringUp, &ClusterBringUp::progressChanged, this, [this, taskId, bringUp] {
        Q_EMIT taskProgressed(taskId, bringUp->progress());
    });
    connect(bringUp, &ClusterBringUp::finished, this, [this, taskId](ClusterBringUp *b) {
        const bool up = b->outcome() == ClusterBringUp::Outcome::Up;
        Q_EMIT taskFinished(taskId,
            up ? TaskRecord::State::Succeeded : TaskRecord::State::Failed,
            b->result(),
            b->failureDetail());
        m_bringUps.remove(taskId);
        b->deleteLater();
    });
    Q_EMIT taskProgressed(taskId, bringUp->progress());
    bringUp->start();
    return bringUp;
}

JobStop *ClusterOperations::stopJob(
    RayMonitor *monitor, const QString &ns, const QString &cluster, const QString &submissionId)
{
    const QString task = startTask(TaskRecord::Kind::StopJob, ns, cluster + u'/' + submissionId);
    auto *stop = new JobStop(monitor, cluster, submissionId, std::chrono::minutes(2), this);
    m_jobStops.insert(task, stop);
    connect(stop, &JobStop::progressChanged, this, [this, task, stop] {
        Q_EMIT taskProgressed(task, stop->progress());
    });
    connect(stop, &JobStop::finished, this, [this, task](JobStop *s) {
        const TaskRecord::State state = s->outcome() == JobStop::Outcome::Stopped
            ? TaskRecord::State::Succeeded
            : s->outcome() == JobStop::Outcome::Interrupted ? TaskRecord::State::Interrupted
                                                            : TaskRecord::State::Failed;
        Q_EMIT taskFinished(task, state, s->result(), s->failureDetail());
        m_jobStops.remove(task);
        s->deleteLater();
    });
    Q_EMIT taskProgressed(task, stop->progress());
    stop->start();
    return stop;
}

void ClusterOperations::finishCreate(
    const QString &taskId, TaskRecord::State state, const Phrase &result, const Phrase &error)
{
    Q_EMIT taskFinished(taskId, state, result, error);
}

} // namespace vmray::ray
