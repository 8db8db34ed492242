// Must not compile: the Kubernetes client does not know Ray clusters.
#include "ray/clusterstate.h"
