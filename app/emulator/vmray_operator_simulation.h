// The vmray cluster operator, simulated: a VMRayCluster gets its finalizer and nounce label, is
// checked for what it references, gets a head service and node, then workers as the autoscaler
// asks (up to min_workers), with a status that follows its VMs; deletion tears everything down
// in the operator's order (and may be made to fail).
#pragma once

#include "simulation_context.h"

#include <atomic>
#include <map>
#include <mutex>
#include <string>

namespace emu {

class VmrayOperatorSimulation
{
public:
    explicit VmrayOperatorSimulation(ControllerContext &context);

    // From any thread.
    void failNextClusterDeletions(int count);
    // The operator stops reconciling (as if its pod were down) until resumed; returns whether
    // it was paused before.
    bool setPaused(bool paused);
    // From any thread: `patch` (a JSON merge patch) is merged into the cluster's status now and
    // into every status the operator writes from then on, so tests can make a server say hostile
    // things (a head address that is a command, markup in a condition). A null patch ends it.
    // Throws StatusError 404 when the cluster does not exist.
    void overrideStatus(const std::string &ns, const std::string &name, const Json &patch);

    // Learns a cluster's bounds at creation and which VMs are its nodes.
    void remember(const Json &cluster);
    // Looks again at every cluster soon.
    void resync();
    // A cluster was written; only what the operator reacts to wakes it.
    void onClusterChange(const WatchEvent &event);
    // A VM or service changed what a node's state depends on: its cluster, if it has one, looks
    // again soon.
    void onNodeChange(const WatchEvent &event);

private:
    struct Bounds
    {
        std::map<std::string, int64_t> minWorkers; // node type → min_workers at creation
        int64_t maxWorkers = 0;
    };

    void reconcileCluster(const std::string &ns, const std::string &name);
    void deleteCluster(const ObjectPtr &cluster);
    void autoscale(const std::string &ns, const std::string &name);
    bool stepNode(
        const Json &cluster, const std::string &vmName, bool head, Json &node, std::string &error);
    void createNodeVm(const Json &cluster, const std::string &vmName, bool head);
    void applyStatusOverride(const std::string &key, Json &status);

    ControllerContext &m_context;
    Store &m_store;
    std::atomic<int> m_failClusterDeletions { 0 };
    std::atomic<bool> m_paused { false };
    std::mutex m_overridesMutex;
    std::map<std::string, Json> m_statusOverrides; // "ns/name" → merge patch of its status

    // Owned by the simulation thread.
    std::map<std::string, std::string> m_vmOwner; // "ns/vm" → cluster name
    std::map<std::string, Bounds> m_bounds; // cluster uid → bounds at creation
};

} // namespace emu
