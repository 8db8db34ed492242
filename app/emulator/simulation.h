// The controllers a Supervisor runs, simulated in time: the vmray cluster operator (finalizer,
// labels, pre-flight, head and worker node state machine, teardown order), VM Operator
// (VirtualMachine power-on and IP, VirtualMachineService load-balancer IP, finalizer removal) and
// Ray's autoscaler inside the head (autoscaler_desired_workers up to min_workers).
//
// The simulation reads the store's change history like a watch and reacts to it on one thread.
#pragma once

#include "store.h"

#include <atomic>
#include <map>
#include <set>
#include <thread>

namespace emu {

class Simulation
{
public:
    Simulation(Store &store, double speed);
    ~Simulation();

    void start();
    void stop();

    void failNextVmCreations(int count);
    void failNextClusterDeletions(int count);
    // The vmray operator stops reconciling clusters (as if its pod were down) until resumed.
    void setOperatorPaused(bool paused);
    void setChurnRate(double eventsPerSecond);

private:
    struct Bounds
    {
        std::map<std::string, int64_t> minWorkers; // node type → min_workers at creation
        int64_t maxWorkers = 0;
    };
    struct Task
    {
        std::string key;
        std::function<void()> run;
    };

    void run();
    Clock::duration scaled(double seconds) const;
    Clock::duration jittered(double seconds) const;
    void schedule(const std::string &key, Clock::duration delay, std::function<void()> fn);
    void onEvent(const WatchEvent &event);
    void resyncAll();
    void churn(Clock::time_point now);

    void reconcileCluster(const std::string &ns, const std::string &name);
    void deleteCluster(const ObjectPtr &cluster);
    void autoscale(const std::string &ns, const std::string &name);
    bool stepNode(
        const Json &cluster, const std::string &vmName, bool head, Json &node, std::string &error);
    void createNodeVm(const Json &cluster, const std::string &vmName, bool head);
    void reconcileVm(const std::string &ns, const std::string &name);
    void reconcileVmService(const std::string &ns, const std::string &name);
    void recordEvent(const Json &involved,
        const std::string &type,
        const std::string &reason,
        const std::string &message,
        const std::string &component);
    void remember(const Json &cluster);
    std::string nextVmIp();
    std::string nextLoadBalancerIp();

    Store &m_store;
    double m_speed;
    std::thread m_thread;
    std::atomic<bool> m_stop { false };
    std::atomic<int> m_failVmCreations { 0 };
    std::atomic<int> m_failClusterDeletions { 0 };
    std::atomic<bool> m_operatorPaused { false };
    std::atomic<bool> m_resyncRequested { false };
    std::atomic<double> m_churnRate { 0 };
    double m_churnCarry = 0;
    Clock::time_point m_lastChurn;

    // Owned by the simulation thread.
    std::multimap<Clock::time_point, Task> m_timers;
    std::map<std::string, Clock::time_point> m_scheduled;
    std::map<std::string, std::string> m_vmOwner; // "ns/vm" → cluster name
    std::map<std::string, Bounds> m_bounds; // cluster uid → bounds at creation
    std::map<std::string, Clock::time_point> m_nextStep; // "ns/vm" → earliest next VM Operator step
    std::set<std::string> m_failingVms;
    std::set<std::string> m_deletingVms;
    std::map<std::string, std::string> m_eventNames; // dedupe key → Event name
    uint64_t m_ipCounter = 0;
    uint64_t m_lbCounter = 0;
    uint64_t m_cursor = 0;
};

} // namespace emu
