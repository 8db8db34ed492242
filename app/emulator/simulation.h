// The controllers a Supervisor runs, simulated in time: the vmray cluster operator (finalizer,
// labels, pre-flight, head and worker node state machine, teardown order), VM Operator
// (VirtualMachine power-on and IP, VirtualMachineService load-balancer IP, finalizer removal) and
// Ray's autoscaler inside the head (autoscaler_desired_workers up to min_workers).
//
// The simulation reads the store's change history like a watch and hands each change to the
// operators, which react to it on its one thread (see vmoperator_simulation.h and
// vmray_operator_simulation.h).
#pragma once

#include "simulation_context.h"
#include "store.h"
#include "vmoperator_simulation.h"
#include "vmray_operator_simulation.h"
#include "webconsole_simulation.h"

#include <atomic>
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
    // See VmrayOperatorSimulation::overrideStatus.
    void overrideClusterStatus(const std::string &ns, const std::string &name, const Json &patch);
    void setChurnRate(double eventsPerSecond);
    WebConsoleSimulation &webConsole() { return m_webConsole; }

private:
    void run();
    void onEvent(const WatchEvent &event);
    void resyncAll();
    void churn(Clock::time_point now);

    Store &m_store;
    ControllerContext m_context;
    VmOperatorSimulation m_vmOperator;
    VmrayOperatorSimulation m_vmrayOperator;
    WebConsoleSimulation m_webConsole;
    std::thread m_thread;
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_resyncRequested { false };
    std::atomic<double> m_churnRate { 0 };
    double m_churnCarry = 0;
    Clock::time_point m_lastChurn;

    // Owned by the simulation thread.
    uint64_t m_cursor = 0;
};

} // namespace emu
