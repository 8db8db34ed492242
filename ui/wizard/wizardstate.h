// What the create-cluster wizard's pages share: the Supervisor they create on, its choice lists,
// the cluster behind the form and where the wizard is (filling fields, applying, created).
#pragma once

#include "ray/clustercatalog.h"
#include "ray/clusteroperations.h"
#include "ray/clusterspec.h"

#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>

namespace vmray::kube {
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray {

struct WizardTarget
{
    // Not owned: the connection's, gone once it is closed (File > Disconnect, another
    // Supervisor), after which nothing more is sent.
    QPointer<kube::KubeClient> client;
    QString vmOperatorVersion;
    QString supervisorName;
    QString apiServerLocation; // what the head's autoscaler calls; the Supervisor's address
    QString caPem; // the Supervisor CA the console trusts, offered to the autoscaler
    QStringList namespaces;
    QString ns; // preselected
    QPointer<ray::ClusterOperations> operations; // records the create as a task, if set
    // The session's: the follow of the created cluster pauses and resumes with a re-login.
    std::function<void(kube::ResourceCache *)> trackCache;
};

// Owned by the wizard; its pages hold a reference to it.
struct WizardState
{
    WizardTarget target;
    std::unique_ptr<ray::ClusterCatalog> catalog;
    // Fields the form does not edit (commands, labels, unknown fields, a file's hash) survive.
    ray::ClusterSpec base;
    // Set while the wizard itself fills fields: their change signals are not edits.
    bool filling = false;
    bool applying = false;
    bool created = false;
};

} // namespace vmray
