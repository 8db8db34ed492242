// What the create-cluster wizard's pages share: the Supervisor they create on, its choice lists,
// the cluster behind the form and where the wizard is (filling fields, applying, created).
#pragma once

#include "console/consolesession.h"
#include "ray/clustercatalog.h"
#include "ray/clusterspec.h"

#include <memory>

namespace vmray {

// The session and the Supervisor the wizard creates on; nothing is sent once the session shows
// another Supervisor or none.
using WizardTarget = CreateTarget;

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
