#include "clusterstate.h"

#include "clusterhealth.h"
#include "clusterstatus.h"
#include "headaddress.h"
#include "kube/jsonfields.h"
#include "kube/resourcecache.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
// Why a node or a cluster is as it is, filed under the context ClusterState; ui/ words them.

constexpr PhraseKey scaledDown { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Scaled down; waiting for the operator to remove it.") };
constexpr PhraseKey notDeployed { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "The VM could not be deployed.") };
constexpr PhraseKey waitingForServiceIp { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for the head's service IP address.") };
constexpr PhraseKey waitingForHeadToRun { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for the head node to run.") };
constexpr PhraseKey waitingForVm { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for the VM to be created.") };
constexpr PhraseKey lostIp { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "The VM lost its IP address or cannot be read.") };
constexpr PhraseKey operatorFailure { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "The operator reports a failure.") };
constexpr PhraseKey rayStarting { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "The VM is up; Ray is starting.") };
constexpr PhraseKey creatingVm { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "vSphere is creating the VM.") };
constexpr PhraseKey poweringOn { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "vSphere is powering the VM on.") };
constexpr PhraseKey poweredOff { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "The VM is powered off.") };
constexpr PhraseKey waitingForIp { "ClusterState",
    QT_TRANSLATE_NOOP("ClusterState", "Waiting for an IP address.") };
constexpr PhraseKey goneVmsDeleting { "ClusterState",
    QT_TRANSLATE_N_NOOP("ClusterState", "The cluster is gone; %n VM(s) are still being deleted."),
    true };
QDateTime timeOf(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODate);
}

QDateTime timeOfText(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODate);
}

// A time as the API server writes it (RFC 3339 in UTC to the second: 2026-11-30T01:33:36Z),
// whose order is its text's.
bool isServerTime(const QString &text)
{
    return text.size() == 20 && text.at(10) == u'T' && text.at(19) == u'Z';
}

// Whether time `a` is later than `b`, as their QDateTimes compare (an unreadable time is
// earlier than any other).
bool isLater(const QString &a, const QString &b)
{
    if (isServerTime(a) && isServerTime(b))
        return a > b;
    return timeOfText(a) > timeOfText(b);
}
} // namespace

QString headNameOf(const QJsonObject &cluster, const VmIndex &vms)
{
    const QJsonObject meta = cluster.value(u"metadata"_s).toObject();
    const QString name = meta.value(u"name"_s).toString();
    const QString nounce =
        meta.value(u"labels"_s).toObject().value(QString(headNounceLabel)).toString();
    if (!nounce.isEmpty())
        return name + u"-h-" + nounce;
    // Not labelled (yet): a VM that calls itself this cluster's head.
    for (auto it = vms.byName.cbegin(); it != vms.byName.cend(); ++it) {
        if (*it && (*it)->headLabel == it.key() && it.key().startsWith(name + u"-h-"))
            return it.key();
    }
    return {};
}

NodeVm readNodeVm(const kube::JsonView &vm, const QString &version)
{
    const kube::JsonView meta = vm["metadata"];
    const kube::JsonView spec = vm["spec"];
    const kube::JsonView status = vm["status"];
    NodeVm r;
    r.uid = meta["uid"].toString();
    r.headLabel = meta["labels"][std::string_view(clusterHeadLabel.data(),
                                     static_cast<size_t>(clusterHeadLabel.size()))]
                      .toString();
    r.created = timeOfText(meta["creationTimestamp"].toString());
    r.deleting = meta["deletionTimestamp"].exists();
    if (r.deleting)
        r.deleted = timeOfText(meta["deletionTimestamp"].toString());
    r.desiredPower = vmop::powerStateFrom(spec["powerState"].toString());
    r.power = vmop::powerStateFrom(status["powerState"].toString());
    r.className = spec["className"].toString();
    r.imageName = spec["imageName"].toString();
    if (r.imageName.isEmpty()) // v1alpha3+ may name the image only here
        r.imageName = spec["image"]["name"].toString();
    if (vmop::isLegacyVersion(version)) {
        r.primaryIp = status["vmIp"].toString();
    } else {
        r.primaryIp = status["network"]["primaryIP4"].toString();
        if (r.primaryIp.isEmpty())
            r.primaryIp = status["network"]["primaryIP6"].toString();
    }
    // Of the conditions only two are kept; the others' times are compared, not parsed, when
    // they are written as Kubernetes writes them (parsing each took a third of the reading).
    struct Seen
    {
        kube::JsonView condition;
        QString time;
    };
    std::optional<Seen> newest;
    std::optional<Seen> blocking;
    for (const kube::JsonView &c : status["conditions"].elements()) {
        Seen seen { c, c["lastTransitionTime"].toString() };
        if (c["status"].isString("False") && (!blocking || isLater(seen.time, blocking->time)))
            blocking = seen;
        if (!newest || isLater(seen.time, newest->time))
            newest = std::move(seen);
    }
    const auto condition = [](const Seen &seen) {
        return vmop::Condition { seen.condition["type"].toString(),
            seen.condition["status"].toString(),
            seen.condition["reason"].toString(),
            seen.condition["message"].toString(),
            timeOfText(seen.time) };
    };
    if (newest)
        r.newest = condition(*newest);
    if (blocking)
        r.blocking = condition(*blocking);
    return r;
}

NodeVm readNodeVm(const QJsonObject &vm, const QString &version)
{
    NodeVm r;
    kube::readJson(QJsonDocument(vm).toJson(QJsonDocument::Compact), [&](const kube::JsonView &v) {
        r = readNodeVm(v, version);
    });
    return r;
}

QString ClusterSummary::dashboardUrl() const
{
    return dashboardUrlOf(headIp);
}

QString ClusterSummary::jobSubmitAddress() const
{
    return dashboardUrlOf(headIp);
}

QString ClusterSummary::jobSubmitCommand() const
{
    // Quoted although the address was checked: what is pasted into a shell is never trusted.
    const QString address = jobSubmitAddress();
    return address.isEmpty()
        ? QString()
        : u"ray job submit --address %1 -- python script.py"_s.arg(shellQuoted(address));
}

namespace {
// The nodes' names, its head's (as headNameOf gives it) first.
QStringList nodeNamesWithHead(const QJsonObject &cluster, const QString &head)
{
    QStringList names;
    if (!head.isEmpty())
        names << head;
    QStringList workers = cluster.value(u"spec"_s)
                              .toObject()
                              .value(u"autoscaler_desired_workers"_s)
                              .toObject()
                              .keys();
    const QStringList current = currentWorkerNames(cluster);
    for (const QString &w : current) {
        if (!workers.contains(w))
            workers << w;
    }
    std::sort(workers.begin(), workers.end());
    return names + workers;
}
} // namespace

QStringList nodeNamesOf(const QJsonObject &cluster, const VmIndex &vms)
{
    return nodeNamesWithHead(cluster, headNameOf(cluster, vms));
}

namespace {
// The nodes, with the cluster's status, its head and its nodes' names already read (summarize
// reads them once for all it does).
QList<NodeRow> nodesWithStatus(const QJsonObject &cluster,
    const ClusterStatus &status,
    const VmIndex &vms,
    const QString &head,
    const QStringList &names)
{
    const QJsonObject spec = cluster.value(u"spec"_s).toObject();
    const QJsonObject types =
        spec.value(u"common_node_config"_s).toObject().value(u"available_node_types"_s).toObject();
    const QJsonObject desired = spec.value(u"autoscaler_desired_workers"_s).toObject();
    const bool clusterDeleting =
        cluster.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s);
    const QDateTime clusterCreated =
        timeOf(cluster.value(u"metadata"_s).toObject().value(u"creationTimestamp"_s));
    QList<NodeRow> rows;
    for (const QString &name : names) {
        NodeRow row;
        row.name = name;
        row.role = name == head ? NodeRole::Head : NodeRole::Worker;
        row.nodeType = row.role == NodeRole::Head
            ? spec.value(u"head_node"_s).toObject().value(u"node_type"_s).toString()
            : desired.value(name).toString();
        row.vmClass = types.value(row.nodeType).toObject().value(u"vm_class"_s).toString();
        const NodeStatus nodeStatus =
            row.role == NodeRole::Head ? status.head : status.currentWorkers.value(name);
        row.vmStatus = nodeStatus.vmStatus;
        row.rayStatus = nodeStatus.rayStatus;
        const bool wanted = row.role == NodeRole::Head || desired.contains(name);
        const auto vmIt = vms.byName.constFind(name);
        row.hasVm = vmIt != vms.byName.cend() && *vmIt;
        if (row.hasVm) {
            row.vmUid = (*vmIt)->uid;
            row.vmDeleting = (*vmIt)->deleting;
        }
        row.since = clusterCreated;
        if (!row.hasVm) {
            if (clusterDeleting)
                continue; // already gone
            row.ip = nodeStatus.ip;
            if (!wanted) {
                row.phase = NodePhase::Removing;
                row.reason = Phrase(scaledDown);
            } else if (nodeState(row.vmStatus) == NodeState::Failure) {
                row.phase = NodePhase::Failed;
                row.reason = status.problem(
                    row.role == NodeRole::Head ? u"HeadNodeReady"_s : u"WorkerNodeReady"_s);
                if (row.reason.isEmpty())
                    row.reason = Phrase(notDeployed);
            } else {
                row.phase = NodePhase::Pending;
                const QString headProblem = status.problem(u"HeadNodeReady"_s);
                row.reason = row.role == NodeRole::Head && isWaitingForServiceIp(headProblem)
                    ? Phrase(waitingForServiceIp)
                    : row.role == NodeRole::Worker && row.rayStatus.isEmpty()
                        && status.head.rayState() != NodeState::Running
                    ? Phrase(waitingForHeadToRun)
                    : Phrase(waitingForVm);
            }
            rows << row;
            continue;
        }
        const NodeVm &vm = **vmIt;
        row.power = vm.power;
        row.ip = vm.primaryIp;
        row.image = vm.imageName;
        if (row.vmClass.isEmpty())
            row.vmClass = vm.className;
        row.created = vm.created;
        row.since = row.created;
        if (const std::optional<vmop::Condition> &newest = vm.newest) {
            row.latestCondition = newest->reason.isEmpty()
                ? u"%1=%2"_s.arg(newest->type, newest->status)
                : u"%1=%2: %3"_s.arg(newest->type, newest->status, newest->reason);
            if (newest->lastTransition.isValid())
                row.since = newest->lastTransition;
        }
        const vmop::Condition *blocking = vm.blocking ? &*vm.blocking : nullptr;
        if (vm.deleting || clusterDeleting) {
            row.phase = NodePhase::Deleting;
            if (vm.deleted.isValid())
                row.since = vm.deleted;
        } else if (!wanted) {
            row.phase = NodePhase::Removing;
            row.reason = Phrase(scaledDown);
        } else if (nodeState(row.vmStatus) == NodeState::Failure
            || (blocking && blocking->reason == u"Error"_s)) {
            row.phase = NodePhase::Failed;
            row.reason = blocking ? blocking->message : QString();
            if (row.reason.isEmpty())
                row.reason = row.ip.isEmpty() ? Phrase(lostIp) : Phrase(operatorFailure);
        } else if (vm.power == vmop::PowerState::PoweredOn && !row.ip.isEmpty()) {
            if (nodeState(row.vmStatus) == NodeState::Running
                && nodeState(row.rayStatus) == NodeState::Running) {
                row.phase = NodePhase::Running;
            } else {
                row.phase = NodePhase::Starting;
                row.reason = Phrase(rayStarting);
            }
        } else if (vm.power == vmop::PowerState::Unknown) {
            row.phase = NodePhase::Creating;
            row.reason = blocking ? blocking->message : Phrase(creatingVm);
        } else if (vm.power != vmop::PowerState::PoweredOn) {
            row.phase = NodePhase::Starting;
            row.reason = vm.desiredPower == vmop::PowerState::PoweredOn ? Phrase(poweringOn)
                                                                        : Phrase(poweredOff);
        } else {
            row.phase = NodePhase::Starting;
            row.reason = blocking ? blocking->message : Phrase(waitingForIp);
        }
        rows << row;
    }
    return rows;
}
} // namespace

QList<NodeRow> nodesOf(
    const QJsonObject &cluster, const VmIndex &vms, const RayClusterObservation *ray)
{
    const QString head = headNameOf(cluster, vms);
    QList<NodeRow> rows = nodesWithStatus(
        cluster, readClusterStatus(cluster), vms, head, nodeNamesWithHead(cluster, head));
    if (ray)
        joinRayNodes(rows, ray);
    return rows;
}

ClusterSummary summarize(const QJsonObject &cluster,
    const VmIndex &vms,
    const QJsonObject &headService,
    const RayClusterObservation *ray)
{
    const QJsonObject meta = cluster.value(u"metadata"_s).toObject();
    const QJsonObject spec = cluster.value(u"spec"_s).toObject();
    const ClusterStatus status = readClusterStatus(cluster);
    const QJsonObject common = spec.value(u"common_node_config"_s).toObject();
    ClusterSummary s;
    s.name = meta.value(u"name"_s).toString();
    s.ns = meta.value(u"namespace"_s).toString();
    s.uid = meta.value(u"uid"_s).toString();
    s.created = timeOf(meta.value(u"creationTimestamp"_s));
    s.clusterState = status.clusterState;
    s.headVm = headNameOf(cluster, vms);
    HeadAddress head = status.serviceAddress;
    if (head.isEmpty() && !head.invalid) { // the service may know before the operator copies it
        const QJsonArray ingress = headService.value(u"status"_s)
                                       .toObject()
                                       .value(u"loadBalancer"_s)
                                       .toObject()
                                       .value(u"ingress"_s)
                                       .toArray();
        if (!ingress.isEmpty())
            head = readHeadAddress(ingress.first().toObject().value(u"ip"_s).toString());
    }
    s.headIp = head.host;
    s.headIpInvalid = head.invalid;
    s.rayImage = spec.value(u"ray_docker_image"_s).toString();
    s.maxWorkers = common.value(u"max_workers"_s).toInt();
    const QJsonObject types = common.value(u"available_node_types"_s).toObject();
    for (auto it = types.begin(); it != types.end(); ++it)
        s.minWorkers += it.value().toObject().value(u"min_workers"_s).toInt();
    s.workersDesired =
        static_cast<int>(spec.value(u"autoscaler_desired_workers"_s).toObject().size());
    s.nodeNames = nodeNamesWithHead(cluster, s.headVm);

    QList<NodeRow> nodes = nodesWithStatus(cluster, status, vms, s.headVm, s.nodeNames);
    if (ray) {
        joinRayNodes(nodes, ray);
        joinRayCluster(s, nodes, ray);
    }
    const NodeRow *headRow = nullptr;
    const NodeRow *failedWorker = nullptr;
    for (const NodeRow &n : nodes) {
        if (n.role == NodeRole::Head)
            headRow = &n;
        else if (n.phase == NodePhase::Running)
            ++s.workersRunning;
        else if (n.phase == NodePhase::Failed && !failedWorker)
            failedWorker = &n;
    }

    s.headRunning = headRow && headRow->phase == NodePhase::Running;
    using Head = HealthFacts::Head;
    HealthFacts facts;
    facts.deleting = meta.contains(u"deletionTimestamp"_s);
    if (facts.deleting) {
        for (const QString &n : std::as_const(s.nodeNames))
            s.vmsLeft += vms.byName.contains(n) ? 1 : 0;
        facts.vmsLeft = s.vmsLeft;
        facts.deletionProblem = status.problem(u"DeleteCluster"_s);
    }
    facts.preflightProblem = status.preflightProblem();
    facts.operatorState = status.operatorState();
    facts.head = !headRow                      ? Head::Missing
        : headRow->phase == NodePhase::Failed  ? Head::Failed
        : headRow->phase == NodePhase::Running ? Head::Running
                                               : Head::NotRunning;
    facts.headReason = headRow ? headRow->reason : Phrase();
    facts.headFailure = status.headFailure();
    facts.headDeadInRay = headRow && headRow->ray.deadWhileRunning;
    facts.headRayReason = facts.headReason;
    if (failedWorker) {
        facts.failedWorker = failedWorker->name;
        facts.failedWorkerReason = failedWorker->reason;
    }
    facts.workerProblem = status.problem(u"WorkerNodeReady"_s);
    facts.workersRunning = s.workersRunning;
    facts.workersDesired = s.workersDesired;
    const HealthVerdict verdict = judgeHealth(facts);
    s.health = verdict.health;
    s.reason = verdict.reason;
    return s;
}

namespace {
using kube::onlyFields;

QJsonObject slimMetadata(const QJsonObject &object)
{
    using L = QLatin1StringView;
    return onlyFields(object.value(L("metadata")).toObject(),
        { L("name"),
            L("namespace"),
            L("uid"),
            L("resourceVersion"),
            L("labels"),
            L("creationTimestamp"),
            L("deletionTimestamp") });
}

QJsonObject slimNodeStatus(const QJsonObject &status)
{
    using L = QLatin1StringView;
    return onlyFields(status, { L("vm_status"), L("ray_status"), L("ip") });
}
} // namespace

QJsonObject slimCluster(const QJsonObject &cluster)
{
    using L = QLatin1StringView;
    const QJsonObject spec = cluster.value(L("spec")).toObject();
    QJsonObject slimSpec = onlyFields(
        spec, { L("ray_docker_image"), L("head_node"), L("autoscaler_desired_workers") });
    slimSpec.insert(L("common_node_config"),
        onlyFields(spec.value(L("common_node_config")).toObject(),
            { L("max_workers"), L("available_node_types") }));
    const QJsonObject status = cluster.value(L("status")).toObject();
    QJsonObject slimStatus =
        onlyFields(status, { L("cluster_state"), L("conditions"), L("vm_service_status") });
    if (status.contains(L("head_node_status")))
        slimStatus.insert(
            L("head_node_status"), slimNodeStatus(status.value(L("head_node_status")).toObject()));
    const QJsonObject workers = status.value(L("current_workers")).toObject();
    if (!workers.isEmpty()) {
        QJsonObject slimWorkers;
        for (auto it = workers.begin(); it != workers.end(); ++it)
            slimWorkers.insert(it.key(), slimNodeStatus(it.value().toObject()));
        slimStatus.insert(L("current_workers"), slimWorkers);
    }
    return { { L("apiVersion"), cluster.value(L("apiVersion")) },
        { L("kind"), cluster.value(L("kind")) },
        { L("metadata"), slimMetadata(cluster) },
        { L("spec"), slimSpec },
        { L("status"), slimStatus } };
}

namespace {
QStringList slimMetadataFields()
{
    return kube::identityPaths()
        + QStringList {
              u"metadata.labels"_s, u"metadata.creationTimestamp"_s, u"metadata.deletionTimestamp"_s
          };
}
} // namespace

const kube::FieldSelection &slimClusterFields()
{
    static const kube::FieldSelection fields(slimMetadataFields()
        + QStringList { u"spec.ray_docker_image"_s,
            u"spec.head_node"_s,
            u"spec.autoscaler_desired_workers"_s,
            u"spec.common_node_config.max_workers"_s,
            u"spec.common_node_config.available_node_types"_s,
            u"status.cluster_state"_s,
            u"status.conditions"_s,
            u"status.vm_service_status"_s,
            u"status.head_node_status.vm_status"_s,
            u"status.head_node_status.ray_status"_s,
            u"status.head_node_status.ip"_s,
            u"status.current_workers.*.vm_status"_s,
            u"status.current_workers.*.ray_status"_s,
            u"status.current_workers.*.ip"_s });
    return fields;
}

const kube::FieldSelection &slimServiceFields()
{
    static const kube::FieldSelection fields(
        slimMetadataFields() + QStringList { u"status.loadBalancer"_s });
    return fields;
}

QJsonObject slimService(const QJsonObject &service)
{
    using L = QLatin1StringView;
    return { { L("metadata"), slimMetadata(service) },
        { L("status"), onlyFields(service.value(L("status")).toObject(), { L("loadBalancer") }) } };
}

ClusterSummary departedCluster(const ClusterSummary &last, const VmIndex &vms)
{
    ClusterSummary s = last;
    s.health = ClusterHealth::Deleting;
    s.vmsLeft = 0;
    for (const QString &n : std::as_const(s.nodeNames))
        s.vmsLeft += vms.byName.contains(n) ? 1 : 0;
    s.reason = Phrase(goneVmsDeleting, s.vmsLeft);
    return s;
}

} // namespace vmray::ray
