// The simulation's thread: it follows the store's history and hands each change to the
// operator it concerns, runs their timers, and churns VM status when asked.
#include "simulation.h"

#include "resources.h"

#include <algorithm>

namespace emu {

namespace {

// Only what changes a node's state wakes the controllers at once: the VM or service appearing or
// going, its spec or deletion, its IP. Condition changes reach the cluster status at the
// operator's next periodic pass, as on a real Supervisor.
bool changesNodeState(const WatchEvent &e)
{
    const Json &obj = e.object->json;
    const std::string_view type = e.eventType;
    bool structural = type != "MODIFIED" || !e.previous;
    if (!structural) {
        const Json &before = e.previous->json;
        structural =
            before["metadata"].value("generation", 0) != obj["metadata"].value("generation", 0)
            || before["metadata"].contains("deletionTimestamp")
                != obj["metadata"].contains("deletionTimestamp")
            || before["metadata"].value("finalizers", Json())
                != obj["metadata"].value("finalizers", Json())
            || stringAt(before, { "status", "network", "primaryIP4" })
                != stringAt(obj, { "status", "network", "primaryIP4" })
            || (findPath(before, { "status", "loadBalancer" }) == nullptr)
                != (findPath(obj, { "status", "loadBalancer" }) == nullptr);
    }
    return structural;
}

} // namespace

Simulation::Simulation(Store &store, double speed)
    : m_store(store)
    , m_context(store, speed)
    , m_vmOperator(m_context)
    , m_vmrayOperator(m_context)
    , m_webConsole(m_context)
{}

Simulation::~Simulation()
{
    stop();
}

void Simulation::start()
{
    m_cursor = m_store.currentRv();
    m_lastChurn = Clock::now();
    for (const ObjectPtr &c : m_store.all(VMRayClusters))
        m_vmrayOperator.remember(c->json);
    resyncAll();
    m_thread = std::thread([this] {
        run();
    });
}

void Simulation::stop()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void Simulation::failNextVmCreations(int count)
{
    m_vmOperator.failNextVmCreations(count);
}

void Simulation::failNextClusterDeletions(int count)
{
    m_vmrayOperator.failNextClusterDeletions(count);
}

void Simulation::setOperatorPaused(bool paused)
{
    const bool was = m_vmrayOperator.setPaused(paused);
    if (was && !paused)
        m_resyncRequested = true; // the thread looks again at every cluster
}

void Simulation::overrideClusterStatus(
    const std::string &ns, const std::string &name, const Json &patch)
{
    m_vmrayOperator.overrideStatus(ns, name, patch);
}

void Simulation::setChurnRate(double eventsPerSecond)
{
    m_churnRate = std::max(0.0, eventsPerSecond);
}

void Simulation::resyncAll()
{
    m_vmrayOperator.resync();
    m_vmOperator.resync();
    m_webConsole.resync();
}

void Simulation::run()
{
    while (!m_stop) {
        Clock::time_point deadline =
            m_context.nextTimer(Clock::now() + std::chrono::milliseconds(250));
        if (m_churnRate > 0)
            deadline = std::min(deadline, Clock::now() + std::chrono::milliseconds(10));
        std::vector<WatchEvent> events;
        const auto result =
            m_store.waitForEvents(m_cursor, events, deadline, m_store.dropGeneration());
        if (result == Store::WaitResult::Shutdown)
            return;
        if (result == Store::WaitResult::Expired) {
            m_cursor = m_store.currentRv();
            resyncAll();
        }
        if (m_resyncRequested.exchange(false))
            resyncAll();
        for (const WatchEvent &e : events) {
            try {
                onEvent(e);
            } catch (const std::exception &) {
                // A controller that fails on one object goes on with the others.
            }
        }
        const Clock::time_point now = Clock::now();
        while (!m_stop && m_context.runDueTimer(now)) {}
        if (m_churnRate > 0)
            churn(now);
        else
            m_lastChurn = now;
    }
}

void Simulation::onEvent(const WatchEvent &e)
{
    if (e.type == VMRayClusters) {
        m_vmrayOperator.onClusterChange(e);
        return;
    }
    if ((e.type == VirtualMachines || e.type == VirtualMachineServices) && changesNodeState(e)) {
        // A node's cluster looks again before the node's own controller does.
        m_vmrayOperator.onNodeChange(e);
        m_vmOperator.onObjectChange(e);
    }
    if (e.type == WebConsoleRequests || e.type == VirtualMachineWebConsoleRequests)
        m_webConsole.onObjectChange(e);
}

void Simulation::churn(Clock::time_point now)
{
    const double elapsed = std::chrono::duration<double>(now - m_lastChurn).count();
    m_lastChurn = now;
    m_churnCarry += elapsed * m_churnRate;
    int n = static_cast<int>(m_churnCarry);
    if (n <= 0)
        return;
    m_churnCarry -= n;
    const std::vector<ObjectPtr> vms = m_store.all(VirtualMachines);
    if (vms.empty())
        return;
    n = std::min(n, 5000);
    for (int i = 0; i < n; ++i) {
        const Json &vm =
            vms[static_cast<size_t>(random01() * static_cast<double>(vms.size())) % vms.size()]
                ->json;
        try {
            // VMware Tools flapping: a status change every console has to absorb.
            m_store.mutate(
                VirtualMachines,
                vm["metadata"].value("namespace", ""),
                vm["metadata"].value("name", ""),
                [](Json &v) {
                    for (Json &c : v["status"]["conditions"]) {
                        if (c.value("type", "") == "VirtualMachineTools") {
                            const bool running = c.value("status", "") == "True";
                            c["status"] = running ? "False" : "True";
                            c["reason"] = running ? "VirtualMachineToolsNotRunning"
                                                  : "VirtualMachineToolsRunning";
                            c["lastTransitionTime"] = nowRfc3339();
                        }
                    }
                },
                true);
        } catch (const StatusError &) {}
    }
}

} // namespace emu
