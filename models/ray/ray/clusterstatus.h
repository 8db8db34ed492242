// The status the vmray operator writes on a VMRayCluster (supervisor-api.md §4.3–§4.5), read once
// into typed fields: the cluster's state, each node's VM and Ray status, the head service's
// address and the conditions. Everything that reads a cluster's status goes through here.
#pragma once

#include "headaddress.h"
#include "vmop/vmoperator.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace vmray::ray {

// A node's vm_status (or ray_status) as the operator writes it.
enum class NodeState { NotYet, Initialized, Running, Failure, Other };
NodeState nodeState(const QString &written);

// status.cluster_state as the operator writes it: nothing before its first pass.
enum class OperatorClusterState { NotYet, Healthy, Unhealthy, Other };
OperatorClusterState operatorClusterState(const QString &written);

struct NodeStatus
{
    QString vmStatus; // "", initialized, running, failure: as written, for showing
    QString rayStatus;
    QString ip;

    NodeState vmState() const { return nodeState(vmStatus); }
    NodeState rayState() const { return nodeState(rayStatus); }
    bool isRunning() const { return vmState() == NodeState::Running; }
    bool hasFailed() const { return vmState() == NodeState::Failure; }
};

struct ClusterStatus
{
    QString clusterState; // healthy, unhealthy, or empty: as written, for showing
    NodeStatus head;
    QHash<QString, NodeStatus> currentWorkers; // by VM name
    // The head service's load-balancer address, once assigned; read with readHeadAddress, so
    // what is not an address is none.
    HeadAddress serviceAddress;
    QList<vmop::Condition> conditions; // in the order the operator wrote them
    bool deleting = false; // metadata.deletionTimestamp is set

    OperatorClusterState operatorState() const { return operatorClusterState(clusterState); }

    // The message of the first condition of `type` that is not True; empty if there is none.
    QString problem(QStringView type) const;
    // The newest condition of `type` that is not True (the operator keeps earlier ones).
    std::optional<vmop::Condition> newestProblem(QStringView type) const;
    // The messages of the False conditions, split into what stops the cluster (a pre-flight
    // check, a failed step) and what it is waiting for (the service IP not assigned yet).
    QStringList failureMessages() const;
    QStringList waitingMessages() const;
    // The message of a pre-flight check that failed (image, storage class or VM class): nothing
    // starts until the spec or the namespace changes. Empty if none did.
    QString preflightProblem() const;
    // Why the head failed to start, when the operator calls the cluster unhealthy for a reason
    // other than waiting for the service IP (part of a normal start). Empty otherwise.
    QString headFailure() const;
};

ClusterStatus readClusterStatus(const QJsonObject &cluster);
// Only the names of status.current_workers: what naming a cluster's nodes needs, read on every
// join without the rest of the status.
QStringList currentWorkerNames(const QJsonObject &cluster);
// A False condition that stops the cluster rather than one it waits on.
bool isFailureCondition(const vmop::Condition &condition);
// The head's condition while its service IP is being assigned: part of a normal start.
bool isWaitingForServiceIp(const QString &message);

} // namespace vmray::ray
