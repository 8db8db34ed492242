// Connecting to a Supervisor sees the Kubernetes client, and nothing of Ray or above.
#include "kube/kubeclient.h"
#include "supervisor/session.h"

#if __has_include("ray/clusterstate.h")
#error "vmray_supervisor reaches its peer ray/"
#endif
#if __has_include("items/tasklog.h")
#error "vmray_supervisor reaches items/"
#endif
#if __has_include("console/consolesession.h")
#error "vmray_supervisor reaches console/"
#endif
