// The console session sees every library below it, and no widget.
#include "console/consolesession.h"
#include "items/tasklog.h"
#include "kube/kubeclient.h"
#include "ray/clusterstate.h"
#include "supervisor/session.h"

#if __has_include("mainwindow.h")
#error "vmray_console reaches the widgets"
#endif
