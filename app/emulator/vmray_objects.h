// The objects the vmray operator makes for a cluster, built in one place for the simulated
// operator and for seeds that start with clusters already running (supervisor-api.md §4.1, §4.3).
#pragma once

#include "common.h"

namespace emu {

inline constexpr const char *vmrayFinalizer = "vmraycluster.vmray.broadcom.com";
inline constexpr const char *vmFinalizer = "vmoperator.vmware.com/virtualmachine";
inline constexpr const char *nounceLabel = "vmray.kubernetes.io/head-nounce";
inline constexpr const char *headLabel = "vmray.kubernetes.io/ray-cluster-head";

// The head's VirtualMachineService: LoadBalancer, selecting the head VM, with Ray's ports.
Json headServiceObject(const std::string &ns, const std::string &headVm, int64_t rayPort);

// A node VM as the operator's translator writes it (v1alpha2), without status.
Json nodeVmObject(const std::string &ns,
    const std::string &vmName,
    const std::string &cluster,
    const std::string &vmClass,
    const Json &commonNodeConfig,
    bool head);

// The n-th load-balancer address of a head service, from loopback so that what listens there (the
// emulator's Ray dashboards) is reachable on this machine only: 127.64.0.0/10 in two halves, one
// for seeded clusters (`seeded`) and one for VM Operator's assignments, so they never collide.
// Each emulator process begins at a random place in its halves. Host bytes 0 and 255 are skipped;
// 127.0.0.1 is never handed out.
std::string headServiceAddress(bool seeded, uint64_t n);

} // namespace emu
