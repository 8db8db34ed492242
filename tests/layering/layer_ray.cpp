// Ray clusters see the Kubernetes client, and nothing of connecting to a Supervisor or above.
#include "kube/kubeclient.h"
#include "ray/clusterstate.h"

#if __has_include("supervisor/session.h")
#error "vmray_ray reaches its peer supervisor/"
#endif
#if __has_include("items/tasklog.h")
#error "vmray_ray reaches items/"
#endif
#if __has_include("console/consolesession.h")
#error "vmray_ray reaches console/"
#endif
