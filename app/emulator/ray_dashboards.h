// The Ray dashboards of running clusters: for each cluster whose head runs with its service
// address (a loopback address, see headServiceAddress), a plain-HTTP server on that address
// answers as Ray's dashboard does, until the cluster goes. At most a bounded number are served:
// the first running clusters in namespace/name order.
#pragma once

#include "ray_dashboard_model.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <thread>

namespace httplib {
class Server;
}

namespace emu {

struct RayDashboardSettings
{
    bool enabled = true;
    int port = 8265; // 0: one free port, chosen at the first dashboard and kept for all
    size_t maxDashboards = 256;
    double speed = 1.0;
    bool verbose = false;
};

// Worker threads every dashboard's connections share, so a dashboard costs one listening thread.
class SharedWorkers
{
public:
    explicit SharedWorkers(size_t count);
    ~SharedWorkers();
    void post(std::function<void()> task);

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<std::function<void()>> m_tasks;
    std::vector<std::thread> m_threads;
    bool m_stop = false;
};

class RayDashboards
{
public:
    RayDashboards(Store &store, RayDashboardSettings settings);
    ~RayDashboards();
    RayDashboards(const RayDashboards &) = delete;
    RayDashboards &operator=(const RayDashboards &) = delete;

    void start();
    void stop();

    // The admin API's view: every dashboard with its address, port and whether it listens.
    Json describe() const;
    // Admin hooks. A dashboard made unreachable stops listening (its state is kept) until made
    // reachable again; a VM marked dead shows as a DEAD Ray node. Throw StatusError 404 for an
    // unknown cluster or VM.
    void setReachable(const std::string &ns, const std::string &cluster, bool reachable);
    void setNodeDead(const std::string &ns, const std::string &vm, bool dead);
    // Tasks of the cluster wait for `bundle` (resources no node type has) `count` times; 0 ends
    // it.
    void setUnplaceable(
        const std::string &ns, const std::string &cluster, const Json &bundle, int count);
    // At most `limit` Log API requests of the cluster's dashboard in progress at once (-1:
    // Ray's default, 100).
    void setLogLimit(const std::string &ns, const std::string &cluster, int limit);
    // The VM's Ray node has one more log file (replacing one of the same name).
    void addLog(const std::string &ns, const std::string &vm, const RayLogFile &file);

private:
    struct Dashboard;

    void run();
    // Brings the set of served dashboards in line with the running clusters.
    void reconcile();
    void listen(Dashboard &d);
    void close(Dashboard &d);
    void installRoutes(httplib::Server &server,
        const std::shared_ptr<RayClusterMemory> &memory,
        std::string ns,
        std::string cluster);

    Store &m_store;
    RayDashboardSettings m_settings;
    std::string m_startedAt; // RFC 3339: clusters created before have a past
    SimulatedClock m_clock;
    std::shared_ptr<RayDeadMarks> m_marks = std::make_shared<RayDeadMarks>();
    std::unique_ptr<SharedWorkers> m_workers;
    std::thread m_thread;
    std::atomic<bool> m_stop { false };

    mutable std::mutex m_mutex; // everything below
    std::map<std::string, std::unique_ptr<Dashboard>> m_dashboards; // "ns/cluster"
    std::set<std::string> m_unreachable; // "ns/cluster", by the admin hook
    int m_chosenPort = 0; // with port 0: the port the first dashboard got
    size_t m_runningClusters = 0; // at the last reconcile, served or not
};

} // namespace emu
