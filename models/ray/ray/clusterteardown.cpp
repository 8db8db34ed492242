#include "clusterteardown.h"

#include "clusterapply.h"
#include "clusterspec.h"
#include "clusterstate.h"

#include "clusterstatus.h"
#include "kube/apicall.h"
#include "kube/follower.h"
#include "kube/jsonfields.h"
#include "kube/kubeclient.h"
#include "kube/resourcecache.h"
#include "taskphrases.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
using kube::metadataName;

QString secretPath(const QString &ns, const QString &name)
{
    return u"/api/v1/namespaces/%1/secrets/%2"_s.arg(ns, name);
}

// A secret's metadata only: no key material is fetched just to learn that a secret exists.
kube::ApiCall *getMetadata(kube::KubeClient *client, const QString &path)
{
    return client->request("GET",
        path,
        {},
        {},
        { { "Accept",
            "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json" } });
}

SecretRef secretRefOf(const QJsonObject &secret)
{
    const QJsonObject meta = secret.value(u"metadata"_s).toObject();
    return { meta.value(u"name"_s).toString(),
        meta.value(u"uid"_s).toString(),
        meta.value(u"labels"_s).toObject().value(managedByLabel).toString() == managedByConsole };
}

// Only what a teardown looks at; keeps a namespace of thousands of VMs small.
QJsonObject vmNameAndDeletion(const QJsonObject &vm)
{
    const QJsonObject meta = vm.value(u"metadata"_s).toObject();
    QJsonObject slim { { u"name"_s, meta.value(u"name"_s) },
        { u"uid"_s, meta.value(u"uid"_s) },
        { u"resourceVersion"_s, meta.value(u"resourceVersion"_s) } };
    if (meta.contains(u"deletionTimestamp"_s))
        slim.insert(u"deletionTimestamp"_s, meta.value(u"deletionTimestamp"_s));
    return { { u"metadata"_s, slim } };
}

const kube::FieldSelection &nameAndDeletionFields()
{
    static const kube::FieldSelection fields({ u"metadata.name"_s,
        u"metadata.uid"_s,
        u"metadata.resourceVersion"_s,
        u"metadata.deletionTimestamp"_s });
    return fields;
}

bool isDeleting(const QJsonObject &o)
{
    return o.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s);
}
} // namespace

QStringList TeardownPlan::vms() const
{
    QStringList out;
    if (!headVm.isEmpty())
        out << headVm;
    out << workerVms;
    return out;
}

TeardownPlan teardownPlanOf(const QJsonObject &cluster)
{
    const QJsonObject meta = cluster.value(u"metadata"_s).toObject();
    TeardownPlan plan;
    plan.ns = meta.value(u"namespace"_s).toString();
    plan.cluster = meta.value(u"name"_s).toString();
    plan.uid = meta.value(u"uid"_s).toString();
    const VmIndex none;
    QStringList names = nodeNamesOf(cluster, none);
    const QString nounce =
        meta.value(u"labels"_s).toObject().value(u"vmray.kubernetes.io/head-nounce"_s).toString();
    if (!nounce.isEmpty() && !names.isEmpty()
        && names.first() == plan.cluster + u"-h-"_s + nounce) {
        plan.headVm = names.takeFirst();
        plan.vmService = plan.headVm;
    }
    plan.workerVms = names;
    return plan;
}

QStringList operatorSecretNames(const QString &cluster)
{
    QStringList names;
    for (const char *suffix : { "-ssh-key", "-wsecret", "-root-cert", "-tls", "-hsecret" })
        names << cluster + QLatin1String(suffix);
    return names;
}

TeardownSecretsLookup::TeardownSecretsLookup(
    kube::KubeClient *client, QString ns, QString cluster, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_ns(std::move(ns))
    , m_cluster(std::move(cluster))
{}

TeardownSecretsLookup::~TeardownSecretsLookup()
{
    for (const QPointer<kube::ApiCall> &call : std::as_const(m_calls)) {
        if (call) {
            call->disconnect(this);
            call->cancel();
        }
    }
}

void TeardownSecretsLookup::start()
{
    QStringList names = operatorSecretNames(m_cluster);
    names << dockerAuthSecretName(m_cluster);
    m_pending = static_cast<int>(names.size());
    for (const QString &name : std::as_const(names)) {
        kube::ApiCall *call = getMetadata(m_client, secretPath(m_ns, name));
        m_calls.append(call);
        connect(call, &kube::ApiCall::finished, this, [this, name](kube::ApiCall *c) {
            if (!c->error().isError()) {
                const SecretRef ref = secretRefOf(c->json());
                if (name == dockerAuthSecretName(m_cluster))
                    m_dockerAuth = ref;
                else
                    m_found.insert(name, ref);
            } else if (c->error().httpStatus() != 404 && !m_error.isError()) {
                m_error = c->error();
            }
            if (--m_pending == 0)
                Q_EMIT finished(this);
        });
    }
}

QList<SecretRef> TeardownSecretsLookup::operatorSecrets() const
{
    QList<SecretRef> out;
    for (const QString &name : operatorSecretNames(m_cluster)) {
        if (m_found.contains(name))
            out << m_found.value(name);
    }
    return out;
}

ClusterTeardown::ClusterTeardown(
    kube::KubeClient *client, const QString &vmOperatorVersion, TeardownPlan plan, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_vmVersion(vmop::versionOrPreferred(vmOperatorVersion))
    , m_plan(std::move(plan))
{
    for (const QString &vm : m_plan.vms())
        addVm(vm);
    if (!m_plan.vmService.isEmpty())
        m_serviceState = ObjectState::Present;
    m_leftBehindTimer.setSingleShot(true);
    connect(&m_leftBehindTimer, &QTimer::timeout, this, [this] {
        if (m_outcome == Outcome::Running && !leftBehind().isEmpty())
            finish(Outcome::Incomplete);
    });
}

ClusterTeardown::~ClusterTeardown()
{
    QList<QPointer<kube::ApiCall>> calls = m_secretChecks;
    calls << m_deleteCall << m_secretCall << m_retryCall;
    for (const QPointer<kube::ApiCall> &call : std::as_const(calls)) {
        if (call) {
            call->disconnect(this);
            call->cancel();
        }
    }
}

QString ClusterTeardown::clusterPath() const
{
    return clusterCollectionPath(m_plan.ns) + u'/' + m_plan.cluster;
}

void ClusterTeardown::setCacheTracker(std::function<void(kube::ResourceCache *)> track)
{
    m_track = std::move(track);
}

void ClusterTeardown::start()
{
    deleteCluster();
}

void ClusterTeardown::deleteCluster()
{
    if (!m_client) {
        finish(Outcome::Failed);
        return;
    }
    m_deleteCall = m_client->remove(clusterPath(), m_plan.uid);
    connect(m_deleteCall, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        const kube::KubeError &error = call->error();
        if (error.httpStatus() == 409) {
            // The name belongs to another cluster now; its precondition kept it.
            m_error = error;
            finish(Outcome::Conflict);
            return;
        }
        if (error.isError() && error.httpStatus() != 404 && !error.isTransient()) {
            m_error = error;
            finish(Outcome::Failed);
            return;
        }
        // A write that failed on the way (a dropped connection, a 5xx) may still have landed:
        // what the cluster looks like decides, not the error.
        m_deleteUncertain = error.isError() && error.httpStatus() != 404;
        if (m_deleteUncertain)
            m_error = error;
        m_alreadyGone = error.httpStatus() == 404;
        const QJsonObject deleted = call->json();
        if (m_alreadyGone || m_deleteUncertain)
            m_clusterState = m_alreadyGone ? ObjectState::Gone : ObjectState::Present;
        else if (!deleted.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s))
            m_clusterState = ObjectState::Gone; // no finalizer: deleted at once
        else
            m_clusterState = ObjectState::Deleting;
        // The cluster as it went: workers the autoscaler added since the plan was made go too.
        if (!m_alreadyGone && !m_deleteUncertain) {
            const VmIndex none;
            for (const QString &vm : nodeNamesOf(deleted, none))
                addVm(vm);
        }
        if (m_plan.deleteDockerAuth && m_plan.dockerAuth && !m_deleteUncertain)
            deleteDockerAuth();
        follow();
        Q_EMIT progressChanged();
    });
}

void ClusterTeardown::deleteDockerAuth()
{
    const SecretRef secret = *m_plan.dockerAuth;
    m_secretCall = m_client->remove(secretPath(m_plan.ns, secret.name), secret.uid);
    connect(m_secretCall, &kube::ApiCall::finished, this, [this, secret](kube::ApiCall *call) {
        const kube::KubeError &error = call->error();
        if (!error.isError() || error.httpStatus() == 404)
            m_dockerAuthResult = Phrase(taskphrase::deletedSecret, { secret.name });
        else if (error.httpStatus() == 409)
            m_dockerAuthResult = Phrase(taskphrase::keptReplacedSecret, { secret.name });
        else
            m_dockerAuthResult =
                Phrase(taskphrase::secretNotDeleted, { secret.name, error.message() });
        Q_EMIT progressChanged();
        evaluate();
    });
}

void ClusterTeardown::follow()
{
    using Objects = QList<QJsonObject>;
    m_follower = new kube::Follower(m_client, this);
    m_follower->setTracker(m_track);
    // The finalizer may take its time; after a long one the teardown says so, and goes on.
    connect(m_follower, &kube::Follower::deadlinePassed, this, [this] {
        if (m_outcome == Outcome::Running && m_clusterState != ObjectState::Gone) {
            m_overdue = true;
            Q_EMIT progressChanged();
        }
    });
    m_follower->setDeadline(m_overdueAfter);
    // 403, 404: it will not retry, so the teardown cannot be followed to its end.
    connect(m_follower,
        &kube::Follower::failed,
        this,
        [this](kube::ResourceCache *, const kube::KubeError &error) {
            m_error = error;
            m_followFailed = true;
            finish(Outcome::Failed);
        });
    m_clusterCache = m_follower->add(clusterCollectionPath(m_plan.ns));
    m_clusterCache->setFieldSelector(u"metadata.name="_s + m_plan.cluster);
    m_clusterCache->setTransform(&slimCluster, slimClusterFields());
    const auto clusterChanged = [this](const Objects &clusters) {
        for (const QJsonObject &c : clusters)
            noteCluster(c);
        evaluate();
    };
    m_follower->onObjects(m_clusterCache, clusterChanged, [this](const Objects &gone) {
        for (const QJsonObject &c : gone) {
            if (kube::uidOf(c) == m_plan.uid)
                m_clusterState = ObjectState::Gone;
        }
        evaluate();
    });

    m_vmCache = m_follower->add(vmop::collectionPath(m_vmVersion, u"virtualmachines"_s, m_plan.ns));
    m_vmCache->setTransform(&vmNameAndDeletion, nameAndDeletionFields());
    m_follower->onObjects(
        m_vmCache,
        [this](const Objects &o) {
            noteVms(o, false);
        },
        [this](const Objects &o) {
            noteVms(o, true);
        });

    m_serviceCache =
        m_follower->add(vmop::collectionPath(m_vmVersion, u"virtualmachineservices"_s, m_plan.ns));
    m_serviceCache->setTransform(&vmNameAndDeletion, nameAndDeletionFields());
    m_follower->onObjects(
        m_serviceCache,
        [this](const Objects &o) {
            noteServices(o, false);
        },
        [this](const Objects &o) {
            noteServices(o, true);
        });

    // What is not in a cache's first list is gone already.
    for (kube::ResourceCache *cache : { m_clusterCache, m_vmCache, m_serviceCache }) {
        m_follower->onListed(cache, [this, cache] {
            if (cache == m_clusterCache) {
                bool present = false;
                for (const QJsonObject &c : cache->objects())
                    present = present || kube::uidOf(c) == m_plan.uid;
                if (!present)
                    m_clusterState = ObjectState::Gone;
            } else if (cache == m_vmCache) {
                QSet<QString> present;
                for (const QJsonObject &vm : cache->objects())
                    present.insert(metadataName(vm));
                for (auto it = m_vms.begin(); it != m_vms.end(); ++it) {
                    if (!present.contains(it.key()))
                        it.value() = ObjectState::Gone;
                }
            } else {
                bool present = false;
                for (const QJsonObject &s : cache->objects())
                    present = present || metadataName(s) == m_plan.vmService;
                if (!present)
                    m_serviceState = ObjectState::Gone;
            }
            evaluate();
        });
    }
    m_follower->start();
}

void ClusterTeardown::addVm(const QString &name)
{
    if (name.isEmpty() || m_vms.contains(name))
        return;
    m_vmOrder.append(name);
    // Until the VM list says otherwise, a named VM counts as still there.
    m_vms.insert(name, ObjectState::Present);
}

void ClusterTeardown::noteCluster(const QJsonObject &cluster)
{
    if (kube::uidOf(cluster) != m_plan.uid)
        return; // a new cluster of the same name is not ours to follow
    m_clusterState = isDeleting(cluster) ? ObjectState::Deleting : ObjectState::Present;
    // Workers the autoscaler added after the confirmation go too; follow them.
    VmIndex none;
    for (const QString &vm : nodeNamesOf(cluster, none)) {
        if (!m_vms.contains(vm) && m_vmCache) {
            addVm(vm);
            bool present = false;
            for (const QJsonObject &o : m_vmCache->objects())
                present = present || metadataName(o) == vm;
            if (!present && m_vmCache->hasSynced())
                m_vms[vm] = ObjectState::Gone;
        }
    }
    // The newest one: the operator keeps earlier failures in the list.
    m_failure = readClusterStatus(cluster).newestProblem(u"DeleteCluster"_s);
}

void ClusterTeardown::noteVms(const QList<QJsonObject> &vms, bool removed)
{
    for (const QJsonObject &vm : vms) {
        const QString name = metadataName(vm);
        auto it = m_vms.find(name);
        if (it == m_vms.end())
            continue;
        it.value() = removed ? ObjectState::Gone
            : isDeleting(vm) ? ObjectState::Deleting
                             : ObjectState::Present;
    }
    evaluate();
}

void ClusterTeardown::noteServices(const QList<QJsonObject> &services, bool removed)
{
    for (const QJsonObject &s : services) {
        if (m_plan.vmService.isEmpty() || metadataName(s) != m_plan.vmService)
            continue;
        m_serviceState = removed ? ObjectState::Gone
            : isDeleting(s)      ? ObjectState::Deleting
                                 : ObjectState::Present;
    }
    evaluate();
}

ClusterTeardown::ObjectState ClusterTeardown::vmState(const QString &name) const
{
    return m_vms.value(name, ObjectState::Gone);
}

int ClusterTeardown::vmsGone() const
{
    int gone = 0;
    for (const ObjectState s : m_vms)
        gone += s == ObjectState::Gone ? 1 : 0;
    return gone;
}

void ClusterTeardown::evaluate()
{
    if (m_outcome != Outcome::Running)
        return;
    const bool synced = m_follower && m_follower->isSynced();
    if (m_deleteUncertain && synced) {
        if (m_clusterState == ObjectState::Present) {
            finish(Outcome::Failed); // the delete did not land
            return;
        }
        m_deleteUncertain = false; // it did: carry on
        m_error = {};
        if (m_plan.deleteDockerAuth && m_plan.dockerAuth && !m_secretCall)
            deleteDockerAuth();
    }
    if (m_clusterState == ObjectState::Gone) {
        m_failure.reset();
        m_overdue = false;
        if (m_follower)
            m_follower->cancelDeadline();
    }
    Q_EMIT progressChanged();
    const bool secretDone = !m_secretCall || m_secretCall->isFinished();
    if (!synced || m_checkingSecrets || m_clusterState != ObjectState::Gone)
        return;
    // With the cluster gone the operator has asked for every deletion it will make; a VM (or the
    // service) not being deleted by now is one it left behind. Give the watches a moment first.
    bool waiting = m_serviceState == ObjectState::Deleting;
    bool stranded = m_serviceState == ObjectState::Present;
    for (const ObjectState state : std::as_const(m_vms)) {
        waiting = waiting || state == ObjectState::Deleting;
        stranded = stranded || state == ObjectState::Present;
    }
    if (stranded && !waiting) {
        if (!m_leftBehindTimer.isActive())
            m_leftBehindTimer.start(m_leftBehindAfter);
        return;
    }
    m_leftBehindTimer.stop();
    if (waiting || !secretDone)
        return;
    checkSecretsLeft();
}

QStringList ClusterTeardown::leftBehind() const
{
    QStringList out;
    for (const QString &vm : m_vmOrder) {
        if (m_vms.value(vm) == ObjectState::Present)
            out << vm;
    }
    if (m_serviceState == ObjectState::Present && !m_plan.vmService.isEmpty())
        out << m_plan.vmService;
    return out;
}

void ClusterTeardown::checkSecretsLeft()
{
    // The operator deletes its secrets first; say so if any outlived the cluster.
    m_checkingSecrets = true;
    int pending = static_cast<int>(m_plan.operatorSecrets.size());
    if (pending == 0 || !m_client) {
        finish(Outcome::Completed);
        return;
    }
    auto remaining = std::make_shared<int>(pending);
    for (const SecretRef &secret : std::as_const(m_plan.operatorSecrets)) {
        kube::ApiCall *call = getMetadata(m_client, secretPath(m_plan.ns, secret.name));
        m_secretChecks.append(call);
        connect(call, &kube::ApiCall::finished, this, [this, secret, remaining](kube::ApiCall *c) {
            if (!c->error().isError() && kube::uidOf(c->json()) == secret.uid)
                m_secretsLeft.append(secret.name);
            else if (c->error().isError() && c->error().httpStatus() != 404)
                m_secretsUnchecked.append(secret.name);
            if (--*remaining == 0)
                finish(Outcome::Completed);
        });
    }
}

void ClusterTeardown::retryNow()
{
    if (m_outcome != Outcome::Running || m_clusterState == ObjectState::Gone || m_retryCall
        || !m_client)
        return;
    // The uid makes the patch fail (immutable field) on any other cluster of this name.
    const QJsonObject patch { { u"metadata"_s,
        QJsonObject { { u"uid"_s, m_plan.uid },
            { u"annotations"_s,
                QJsonObject { { u"vmray-console/delete-retry-requested"_s,
                    QDateTime::currentDateTimeUtc().toString(Qt::ISODate) } } } } } };
    m_retryCall = m_client->mergePatch(clusterPath(), patch);
    connect(m_retryCall, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        if (call->error().isError() && call->error().httpStatus() != 404)
            m_error = call->error();
        m_retryCall = nullptr;
        Q_EMIT progressChanged();
    });
    Q_EMIT progressChanged();
}

bool ClusterTeardown::isRetrying() const
{
    return !m_retryCall.isNull();
}

Phrase ClusterTeardown::progress() const
{
    const int total = static_cast<int>(m_vms.size());
    const Phrase vms(taskphrase::vmsGone, total, { QString::number(vmsGone()) });
    switch (m_outcome) {
    case Outcome::Running:
        break;
    case Outcome::Completed:
    case Outcome::Conflict:
    case Outcome::Failed:
    case Outcome::Incomplete:
        return result();
    }
    if (!m_deleteCall.isNull() && !m_deleteCall->isFinished())
        return Phrase(taskphrase::deletingResource);
    if (m_failure)
        return Phrase(taskphrase::operatorDeleteFailed, { m_failure->reason, vms });
    if (m_overdue)
        return Phrase(taskphrase::operatorOverdue,
            static_cast<int>(
                std::chrono::duration_cast<std::chrono::minutes>(m_overdueAfter).count()),
            { vms });
    if (m_clusterState != ObjectState::Gone)
        return Phrase(taskphrase::operatorRemoving, { vms });
    return Phrase(taskphrase::waitingForVmsGone, { vms });
}

Phrase ClusterTeardown::result() const
{
    switch (m_outcome) {
    case Outcome::Running:
        return progress();
    case Outcome::Conflict:
        return Phrase(taskphrase::nameReused, { m_plan.cluster });
    case Outcome::Failed:
        if (m_followFailed)
            return Phrase(taskphrase::deleteNotFollowed);
        return Phrase(taskphrase::notDeleted);
    case Outcome::Incomplete:
        return Phrase(taskphrase::leftBehind, { leftBehind().join(u", "_s), m_plan.ns });
    case Outcome::Completed:
        break;
    }
    const int vms = static_cast<int>(m_vms.size());
    std::vector<Phrase> sentences;
    if (m_alreadyGone)
        sentences.emplace_back(vms == 1 ? Phrase(taskphrase::alreadyGoneOneVm)
                                        : Phrase(taskphrase::alreadyGoneVms, vms));
    else
        sentences.emplace_back(
            vms == 1 ? Phrase(taskphrase::deletedOneVm) : Phrase(taskphrase::deletedVms, vms));
    if (!m_plan.operatorSecrets.isEmpty() && m_secretsLeft.isEmpty()
        && m_secretsUnchecked.isEmpty())
        sentences.emplace_back(taskphrase::operatorRemovedSecrets);
    if (!m_secretsUnchecked.isEmpty())
        sentences.push_back(
            Phrase(taskphrase::secretsUnchecked, { m_secretsUnchecked.join(u", "_s) }));
    if (!m_plan.vmService.isEmpty())
        sentences.push_back(Phrase(taskphrase::vmServiceGone, { m_plan.vmService }));
    sentences.push_back(m_dockerAuthResult);
    if (!m_secretsLeft.isEmpty())
        sentences.push_back(Phrase(taskphrase::secretsLeft, { m_secretsLeft.join(u", "_s) }));
    return Phrase::joined(sentences);
}

void ClusterTeardown::finish(Outcome outcome)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    // Nothing more to follow.
    if (m_follower) {
        m_follower->release();
        m_clusterCache = nullptr;
        m_vmCache = nullptr;
        m_serviceCache = nullptr;
    }
    Q_EMIT progressChanged();
    // Queued, so a receiver may delete the teardown: this can run inside a cache's signal.
    QMetaObject::invokeMethod(
        this,
        [this] {
            Q_EMIT finished(this);
        },
        Qt::QueuedConnection);
}

} // namespace vmray::ray
