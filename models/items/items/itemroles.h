// The data roles of every item model: one enum, so a role means the same to each model, proxy
// and view. The models give typed values under them; ui/ proxies put them into words.
#pragma once

#include <Qt>

namespace vmray {

enum ItemRole : int {
    // A value that sorts naturally per column; the views' sort proxies sort by it.
    SortRole = Qt::UserRole + 1,
    NameRole, // the row's name: a cluster, node, VM or namespace
    IdRole, // what never changes about a row: a task's id, a namespace's uid
    NamespaceRole, // the namespace a VM is in
    ClusterRole, // the Ray cluster a VM was made for; empty for a VM that is no Ray node
    HealthRole, // int(ray::ClusterHealth)
    PhaseRole, // a node's int(ray::NodePhase); a namespace's phase as the server gives it
    PowerRole, // int(vmop::PowerState)
    RoleRole, // int(ray::NodeRole) of a Ray node; nothing for a VM that is no Ray node
    IsHeadRole, // bool: a head node
    VmUidRole, // empty when the node has no VM
    VmDeletingRole, // bool: the VM is being deleted
    ClusterGoneRole, // bool: the VM's Ray cluster no longer exists, the VM was left behind
    HasProblemRole, // bool: the VM is left behind, being deleted or has a False condition
    WarningRole, // bool: a Warning event
    ObjectNameRole, // the name of the object an event is about
    StateRole, // int(TaskRecord::State)
    KindRole, // int(TaskRecord::Kind)
    CreatedRole, // QDateTime
    ClusterCountRole, // Ray clusters in a namespace; -1 when not known
    HealthTallyRole, // ray::HealthTally of a namespace's clusters; nothing when not known
    WorkersRunningRole, // a cluster's workers: running, desired, and the autoscaler's bounds
    WorkersDesiredRole,
    MinWorkersRole,
    MaxWorkersRole,
    // What the Ray dashboard says (see ray/rayobservation.h).
    RayReachRole, // a cluster's int(ray::RayReach)
    RayAliveRole, // a cluster's nodes alive in Ray; nothing until the dashboard was read
    RayNodesRole, // a cluster's VMs that run, which Ray should know
    RayDeadRole, // a cluster's nodes dead in Ray while their VMs run
    RayProblemRole, // why a cluster's dashboard is not read, or a node's Ray message
    RayStateRole, // a node's int(ray::RayNodeView::State)
    GpuCountRole, // a node's GPUs
    JobStatusRole, // a job's int(ray::RayJobStatus)
    StoppableRole, // bool: a job Stop Job applies to
    SubmissionIdRole, // a submitted job's id; empty for a driver, which has no job log
    InvalidAddressRole, // bool: the server sent a cluster's head address that is not an address
    ResultKindRole, // a find result's int(ray::FindResults::Kind)
    MatchFieldRole, // what of a find result matched: int(ray::FindResults::Field)
    // The navigation tree (ui/navigationmodel.h).
    ProfileIdRole, // a Supervisor's saved profile id, on its row and on its namespaces' rows
    IsProfileRole, // bool: a Supervisor's row
    NamespaceNameRole, // a namespace's name, on its row in the tree
    // Alarms (items/alarmmodel.h).
    AlarmStatusRole, // int(AlarmStatus)
    AlarmDefinitionRole, // int(AlarmDefinition)
    SupervisorRole, // the Supervisor a row is on
    AcknowledgedRole, // bool
    // A problem found in a cluster's YAML: where it is.
    LineRole,
    ColumnRole,
};

} // namespace vmray
