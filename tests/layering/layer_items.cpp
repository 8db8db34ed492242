// The item models see both domain libraries and the client below them, nothing above.
#include "items/tasklog.h"
#include "kube/kubeclient.h"
#include "ray/clusterstate.h"
#include "supervisor/session.h"
#include "vmop/vmoperator.h"

#if __has_include("console/consolesession.h")
#error "vmray_items reaches console/"
#endif
#if __has_include("mainwindow.h")
#error "vmray_items reaches the widgets"
#endif
