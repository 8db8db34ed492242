// Where the create-cluster wizard creates: the Supervisor, its namespaces and the task log.
#pragma once

#include "ray/clusteroperations.h"

#include <QPointer>
#include <QStringList>

namespace vmray::kube {
class KubeClient;
} // namespace vmray::kube

namespace vmray {

struct WizardTarget
{
    kube::KubeClient *client = nullptr; // not owned; must outlive the wizard's calls
    QString vmOperatorVersion;
    QString supervisorName;
    QString apiServerLocation; // what the head's autoscaler calls; the Supervisor's address
    QString caPem; // the Supervisor CA the console trusts, offered to the autoscaler
    QStringList namespaces;
    QString ns; // preselected
    QPointer<ray::ClusterOperations> operations; // records the create as a task, if set
};

} // namespace vmray
