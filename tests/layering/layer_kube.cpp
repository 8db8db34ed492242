// The Kubernetes client sees only itself.
#include "kube/kubeclient.h"
#include "vmop/vmoperator.h"

#if __has_include("supervisor/session.h")
#error "vmray_kube reaches supervisor/"
#endif
#if __has_include("ray/clusterstate.h")
#error "vmray_kube reaches ray/"
#endif
#if __has_include("items/tasklog.h")
#error "vmray_kube reaches items/"
#endif
