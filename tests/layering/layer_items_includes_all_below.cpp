// Compiles: a layer sees its own headers and those of every layer below.
#include "items/tasklog.h"
#include "kube/kubeclient.h"
#include "ray/clusterstate.h"
#include "vmop/vmoperator.h"
