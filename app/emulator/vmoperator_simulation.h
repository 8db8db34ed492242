// VM Operator, simulated: a VirtualMachine gets its finalizer, conditions, a vCenter identity,
// power state and IP in steps, and goes only after a while once deleted (creations may be made
// to fail); a LoadBalancer VirtualMachineService gets its external IP.
#pragma once

#include "simulation_context.h"

#include <atomic>
#include <map>
#include <set>
#include <string>

namespace emu {

class VmOperatorSimulation
{
public:
    explicit VmOperatorSimulation(ControllerContext &context);

    // From any thread: the next `count` VMs whose class, image and storage exist fail to be
    // created.
    void failNextVmCreations(int count);

    // Looks again at every VM and service soon.
    void resync();
    // A VM or service appeared, went, or changed what its state depends on.
    void onObjectChange(const WatchEvent &event);

private:
    void reconcileVm(const std::string &ns, const std::string &name);
    void reconcileVmService(const std::string &ns, const std::string &name);
    // Writes what the namespace's VMs use into its ResourceQuotas' status.used.
    void accountQuota(const std::string &ns);
    std::string nextVmIp();
    std::string nextLoadBalancerIp();

    ControllerContext &m_context;
    Store &m_store;
    std::atomic<int> m_failVmCreations { 0 };

    // Owned by the simulation thread.
    std::map<std::string, Clock::time_point> m_nextStep; // "ns/vm" → earliest next step
    std::set<std::string> m_failingVms;
    std::set<std::string> m_deletingVms;
    uint64_t m_ipCounter = 0;
    uint64_t m_lbCounter = 0;
};

} // namespace emu
