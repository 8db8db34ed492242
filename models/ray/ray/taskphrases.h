// The codes of what the console's tasks say as they run and end: each is a catalog context and
// an English source (see kube/phrase.h). The task log stores these codes with their arguments,
// never words, so a task reads in the language chosen when it is looked at.
#pragma once

#include "kube/phrase.h"

#include <QList>

namespace vmray::ray::taskphrase {

// Any task.
inline constexpr PhraseKey closedBeforeEnd { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The console was closed before this task ended; its outcome was not seen. Check the "
        "object on the Supervisor.") };
inline constexpr PhraseKey disconnectedBeforeEnd { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The console was disconnected from the Supervisor before this task ended; check the "
        "object on the Supervisor.") };
inline constexpr PhraseKey notConnected { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Not connected.") };

// The task log itself.
inline constexpr PhraseKey logInUse { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "another vmray console is using the task log, so this one's tasks are shown here but not "
        "kept") };

// Creating a cluster.
inline constexpr PhraseKey createDryRun { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Checking the cluster on the Supervisor (dry run).") };
inline constexpr PhraseKey createSecret { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Storing the registry credentials as secret %1.") };
inline constexpr PhraseKey createResource { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Creating the cluster resource.") };
inline constexpr PhraseKey notCreated { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster was not created.") };
inline constexpr PhraseKey wizardClosed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The wizard was closed before the create ended; check whether the cluster exists.") };
inline constexpr PhraseKey disconnectedBeforeUp { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The console was disconnected before the cluster was up.") };
inline constexpr PhraseKey deletedBeforeUp { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster was deleted before it was up.") };
inline constexpr PhraseKey clusterNoLongerExists { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Ray cluster %1 no longer exists.") };
inline constexpr PhraseKey notUpInTime { "TaskText",
    QT_TRANSLATE_N_NOOP("TaskText",
        "The cluster was not up %n minute(s) after it was created; see its conditions."),
    true };
inline constexpr PhraseKey waitingForVms { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Waiting for the operator to deploy the cluster's VMs.") };
inline constexpr PhraseKey deletingBeforeUp { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster is being deleted before it was up.") };
inline constexpr PhraseKey preflightFailed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The operator's pre-flight check failed.") };
inline constexpr PhraseKey headFailedToStart { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The head node failed to start.") };
inline constexpr PhraseKey headVmFailed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The head node's VM failed.") };
inline constexpr PhraseKey healthy { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster is healthy; its head node runs.") };
inline constexpr PhraseKey healthyAt { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster is healthy; its head node runs at %1.") };
inline constexpr PhraseKey headRunsWaitingHealthy { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The head node runs; waiting for the cluster to be healthy.") };
inline constexpr PhraseKey headVmIs { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The head node's VM is %1.") };

// Deleting a cluster.
inline constexpr PhraseKey vmsGone {
    "TaskText", QT_TRANSLATE_N_NOOP("TaskText", "%1 of %n VM(s) gone"), true
};
inline constexpr PhraseKey deletingResource { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Deleting the cluster resource.") };
inline constexpr PhraseKey operatorDeleteFailed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The operator failed to delete the cluster (%1); it retries every minute. %2.") };
inline constexpr PhraseKey operatorOverdue { "TaskText",
    QT_TRANSLATE_N_NOOP("TaskText", "The operator has not finished after %n minute(s); %1."),
    true };
inline constexpr PhraseKey operatorRemoving { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The operator is removing the cluster's resources; %1.") };
inline constexpr PhraseKey waitingForVmsGone { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster resource is gone; waiting for its VMs: %1.") };
inline constexpr PhraseKey nameReused { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "Nothing was deleted: the name %1 now belongs to a cluster created after the teardown "
        "was confirmed.") };
inline constexpr PhraseKey deleteNotFollowed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The delete was sent, but its progress could not be followed.") };
inline constexpr PhraseKey notDeleted { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster could not be deleted.") };
inline constexpr PhraseKey leftBehind { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The cluster is gone, but the operator did not delete %1. They may be workers the "
        "autoscaler added while the cluster was being deleted; delete them in the namespace %2 "
        "if nothing else uses them.") };
inline constexpr PhraseKey alreadyGoneOneVm { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster was already gone, and so is its VM.") };
inline constexpr PhraseKey alreadyGoneVms { "TaskText",
    QT_TRANSLATE_N_NOOP("TaskText", "The cluster was already gone, and so are its %n VM(s)."),
    true };
inline constexpr PhraseKey deletedOneVm { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Deleted the cluster and its VM.") };
inline constexpr PhraseKey deletedVms {
    "TaskText", QT_TRANSLATE_N_NOOP("TaskText", "Deleted the cluster and its %n VM(s)."), true
};
inline constexpr PhraseKey operatorRemovedSecrets { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The operator removed its secrets.") };
inline constexpr PhraseKey secretsUnchecked { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Whether these secrets are gone could not be checked: %1.") };
inline constexpr PhraseKey vmServiceGone { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The VM service %1 is gone.") };
inline constexpr PhraseKey secretsLeft { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "These secrets of the operator are still there: %1.") };
inline constexpr PhraseKey deletedSecret { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Deleted the secret %1.") };
inline constexpr PhraseKey keptReplacedSecret { "TaskText",
    QT_TRANSLATE_NOOP(
        "TaskText", "Kept the secret %1: it was replaced since the teardown was confirmed.") };
inline constexpr PhraseKey secretNotDeleted { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Could not delete the secret %1: %2") };

// Recreating a node.
inline constexpr PhraseKey returnNotFollowed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The VM %1 was deleted, but its return cannot be followed: %2") };
inline constexpr PhraseKey clusterGoingNoRedeploy { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The cluster %1 is being deleted or is gone, so the operator will not deploy the node "
        "again.") };
inline constexpr PhraseKey nodeNotWanted { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The autoscaler no longer wants the node %1, so the operator will not deploy it "
        "again.") };
inline constexpr PhraseKey deletingVm { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Deleting the VM %1.") };
inline constexpr PhraseKey waitingForRedeploy { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The VM is gone; waiting for the operator to deploy it again.") };
inline constexpr PhraseKey newVmWaiting { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The operator deployed a new VM %1; waiting for it to run.") };
inline constexpr PhraseKey newVmNotUp { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The new VM %1 is not up: %2") };
inline constexpr PhraseKey nodeRedeployed { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The node %1 was deployed again and runs.") };
inline constexpr PhraseKey vmReplaced { "TaskText",
    QT_TRANSLATE_NOOP(
        "TaskText", "Nothing was deleted: the VM %1 was replaced since it was chosen.") };

// Stopping a Ray job.
inline constexpr PhraseKey stopAcceptedNotEnded { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Ray accepted the stop, but the job has not ended yet.") };
inline constexpr PhraseKey stopNotAnswered { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The Ray dashboard did not answer the stop.") };
inline constexpr PhraseKey lookInDashboard { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Look at the job in the cluster's Ray dashboard.") };
inline constexpr PhraseKey askingToStop { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Asking Ray to stop the job.") };
inline constexpr PhraseKey dashboardNotRead { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The cluster's Ray dashboard is not being read.") };
inline constexpr PhraseKey stoppedReadingDashboard { "TaskText",
    QT_TRANSLATE_NOOP("TaskText",
        "The console stopped reading the cluster's Ray dashboard before the job ended; look at "
        "the job there.") };
inline constexpr PhraseKey jobNotStopped { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The job was not stopped.") };
inline constexpr PhraseKey jobAlreadyEnded { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The job had already ended.") };
inline constexpr PhraseKey rayStopping { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "Ray is stopping the job.") };
inline constexpr PhraseKey jobStopped { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The job stopped.") };
inline constexpr PhraseKey jobSucceededFirst { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The job ended on its own (succeeded) before it stopped.") };
inline constexpr PhraseKey jobFailedFirst { "TaskText",
    QT_TRANSLATE_NOOP("TaskText", "The job ended as failed.") };

// Every code above: what a task log written in words by an older console is read back against.
const QList<PhraseKey> &all();

} // namespace vmray::ray::taskphrase
