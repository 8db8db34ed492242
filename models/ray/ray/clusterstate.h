// What a Ray cluster and each of its nodes really are, joined from the VMRayCluster (spec and
// status), its VirtualMachines and the head's VirtualMachineService (supervisor-api.md §3.5–§4.4,
// §4.8). Pure functions over JSON, so every rule is testable row by row.
//
// Truthfulness rules:
//  * a node the autoscaler wants but whose VM does not exist yet is Pending, not missing;
//  * a VM condition that is False (e.g. VirtualMachineCreated with vCenter's message) is the
//  reason;
//  * `cluster_state: unhealthy` while the head's service IP is still being assigned is Starting;
//  * "healthy" with nodes not yet running is Starting or Degraded, never Healthy;
//  * VMs with a deletionTimestamp are Deleting, also after their cluster is gone.
#pragma once

#include "kube/listdecoder.h"
#include "kube/phrase.h"
#include "rayobservation.h"
#include "vmop/vmoperator.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace vmray::ray {

inline constexpr QLatin1StringView headNounceLabel { "vmray.kubernetes.io/head-nounce" };
inline constexpr QLatin1StringView clusterHeadLabel { "vmray.kubernetes.io/ray-cluster-head" };

enum class ClusterHealth { Starting, Healthy, Degraded, Failed, Deleting };
enum class NodePhase { Pending, Creating, Starting, Running, Failed, Deleting, Removing };
enum class NodeRole { Head, Worker };

struct ClusterSummary
{
    QString name;
    QString ns;
    QString uid;
    ClusterHealth health = ClusterHealth::Starting;
    Phrase reason; // short, for an unhealthy or starting cluster
    QString clusterState; // status.cluster_state as the operator wrote it
    QString headVm; // <cluster>-h-<nounce>, empty before the operator labelled the cluster
    // status.vm_service_status.ip (or the head service's ingress): the address of the Ray head
    // service, read with readHeadAddress; empty when there is none or it is not an address.
    QString headIp;
    bool headIpInvalid = false; // the server sent a head address that is not an address
    bool headRunning = false;
    int workersRunning = 0;
    int workersDesired = 0; // keys of spec.autoscaler_desired_workers
    int minWorkers = 0; // sum over node types
    int maxWorkers = 0; // common_node_config.max_workers
    QString rayImage;
    QDateTime created;
    int vmsLeft = 0; // Deleting: VMs of the cluster not gone yet
    QStringList nodeNames; // head and workers, as far as known
    RayClusterView ray; // what its Ray dashboard says, when it is read

    QString dashboardUrl() const; // http://<headIp>:8265, empty without an IP
    QString jobSubmitAddress() const; // the --address for `ray job submit`
    // `ray job submit --address '<address>' -- python script.py`, for a shell; empty without an IP.
    QString jobSubmitCommand() const;
    bool operator==(const ClusterSummary &) const = default;
};

struct NodeRow
{
    QString name;
    NodeRole role = NodeRole::Worker;
    QString nodeType;
    QString vmClass;
    NodePhase phase = NodePhase::Pending;
    Phrase reason; // why it is not running (a False condition, a cluster condition)
    vmop::PowerState power = vmop::PowerState::Unknown;
    QString ip;
    QString vmStatus; // node status of the cluster: "", initialized, running, failure
    QString rayStatus;
    QString image;
    QDateTime created; // of the VM
    QDateTime since; // when it entered its current state, as far as known
    QString latestCondition; // "Type=Status: reason" of the newest VM condition
    bool hasVm = false;
    QString vmUid; // of the VM, for deletes with a uid precondition
    bool vmDeleting = false; // the VM has a deletionTimestamp
    QString vmClassSize; // "4 vCPU, 16 GiB" from the VirtualMachineClass, when known
    RayNodeView ray; // the Ray node at its IP address, when the dashboard is read
    bool operator==(const NodeRow &) const = default;
};

// What the join reads of one VirtualMachine, read once as it arrives (on the decoding threads,
// from the list page's or the watch event's bytes), so a namespace of thousands of VMs keeps
// a few hundred bytes for each instead of its JSON.
struct NodeVm
{
    QString uid;
    QString headLabel; // the value of clusterHeadLabel: the head VM names itself there
    QDateTime created;
    QDateTime deleted; // metadata.deletionTimestamp, when it could be read
    bool deleting = false; // metadata.deletionTimestamp is set
    vmop::PowerState desiredPower = vmop::PowerState::Unknown;
    vmop::PowerState power = vmop::PowerState::Unknown;
    QString primaryIp;
    QString className;
    QString imageName;
    // Of the VM's conditions, only the two the join looks at: the newest, and the newest False
    // one (the first of equals, in the VM's order).
    std::optional<vmop::Condition> newest;
    std::optional<vmop::Condition> blocking;
    bool operator==(const NodeVm &) const = default;
};
// A VM's record as its cache keeps it: shared with the namespace's VM index, and equal to
// another when the records are (a relist that brings the same VM changes nothing).
struct SharedNodeVm
{
    std::shared_ptr<const NodeVm> vm;
    bool operator==(const SharedNodeVm &other) const
    {
        return vm == other.vm || (vm && other.vm && *vm == *other.vm);
    }
};
// Reads as vmop::readVirtualMachine does, for the discovered VM Operator `version`.
NodeVm readNodeVm(const kube::JsonView &vm, const QString &version);
NodeVm readNodeVm(const QJsonObject &vm, const QString &version);

// The VMs of a namespace by name. The records are shared with the cache that read them.
struct VmIndex
{
    QHash<QString, std::shared_ptr<const NodeVm>> byName;
};

// The name of the cluster's head VM, by the operator's label, or else a VM that says it is the
// head; empty while neither tells.
QString headNameOf(const QJsonObject &cluster, const VmIndex &vms);
// Names of the nodes the cluster's status and spec name: the head first, then workers sorted.
QStringList nodeNamesOf(const QJsonObject &cluster, const VmIndex &vms);
// With `ray`, what the cluster's dashboard said is joined in (see rayobservation.h).
ClusterSummary summarize(const QJsonObject &cluster,
    const VmIndex &vms,
    const QJsonObject &headService = {},
    const RayClusterObservation *ray = nullptr);
QList<NodeRow> nodesOf(
    const QJsonObject &cluster, const VmIndex &vms, const RayClusterObservation *ray = nullptr);
// The part of a VMRayCluster the join reads (everything else, such as the node conditions the
// operator copies from each VM, is dropped), for caches of thousands of clusters.
QJsonObject slimCluster(const QJsonObject &cluster);
const kube::FieldSelection &slimClusterFields(); // what slimCluster reads
// The part of a VirtualMachineService the join reads: names and the load-balancer ingress.
QJsonObject slimService(const QJsonObject &service);
const kube::FieldSelection &slimServiceFields();
// A cluster that is gone while some of its VMs are still being deleted.
ClusterSummary departedCluster(const ClusterSummary &last, const VmIndex &vms);

} // namespace vmray::ray
