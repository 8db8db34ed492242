// What a simulated Ray head's dashboard answers (ray-dashboard-api notes: Ray 2.44.1 and 2.9.x
// shapes): the cluster's nodes read from its VMs and their classes, the v1 autoscaler's report,
// and jobs that come and go in simulated time. Values move with the simulation's clock.
#pragma once

#include "store.h"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace emu {

// One Ray node: a VM of the cluster whose raylet registered.
struct RayNode
{
    std::string vmName;
    std::string ip; // the VM's status.network.primaryIP4
    std::string nodeId; // 56 hex digits
    std::string nodeType; // the cluster's node type, e.g. ray.worker.default
    bool head = false;
    bool alive = true;
    int cpus = 0;
    int64_t memoryBytes = 0;
    int gpus = 0;
    std::string gpuName; // as NVML names a vGPU, e.g. "GRID A100-40C"
    std::string acceleratorType; // e.g. A100
    int gpuMemoryMiB = 0;
    int64_t startMs = 0;
    int64_t endMs = 0; // 0 while alive
    std::string deathMessage;
};

// A log file of a node (ray_dashboard_logs.h).
struct RayLogFile
{
    std::string name;
    int64_t lines = 0;
    // After this many bytes the agent fails, as a node that goes away mid-read (-1: never).
    int64_t failAfterBytes = -1;
};

// A worker the autoscaler asked for whose Ray node has not come up.
struct PendingWorker
{
    std::string vmName;
    std::string ip; // empty before VM Operator assigns one
    std::string nodeType;
    int cpus = 0;
    int gpus = 0;
    bool vmExists = false;
};

// A running cluster as its dashboard sees it at one moment.
struct RayClusterView
{
    std::string ns;
    std::string name;
    std::string uid;
    std::string rayVersion; // from the ray image's tag, e.g. 2.44.1
    bool gpustatShape = false; // Ray 2.9.x: gpustat's GPU entries and fewer node fields
    std::vector<RayNode> nodes;
    std::vector<PendingWorker> pending;
    // Demands no node type can place (the admin hook's): a bundle, and how many wait for it.
    std::vector<std::pair<Json, int>> unplaceable;
    const RayNode *head() const;
};

// The simulation's clock as dashboards use it: simulated seconds since the emulator started
// (real time times --speed) and the wall-clock instant of a simulated second.
struct SimulatedClock
{
    Clock::time_point epoch = Clock::now();
    std::chrono::system_clock::time_point epochWall = std::chrono::system_clock::now();
    double speed = 1.0;
    double now() const;
    int64_t wallMs(double simulatedSeconds) const;
};

// VMs marked dead in Ray by the admin hook ("ns/vm"), and demands no node can place
// ("ns/cluster"), shared by every dashboard.
struct RayDeadMarks
{
    mutable std::mutex mutex;
    std::map<std::string, int64_t> marked; // "ns/vm" → wall ms of the mark
    std::map<std::string, std::pair<Json, int>> unplaceable; // "ns/cluster" → bundle, count
    std::map<std::string, std::vector<RayLogFile>> extraLogs; // "ns/vm" → files added
    std::map<std::string, int> logLimits; // "ns/cluster" → Log API requests at once
    std::atomic<long long> logRefusals { 0 }; // answered "Max number of in-progress requests"
};

// What one cluster's dashboard keeps between requests: the nodes Ray has seen (a node that
// goes stays listed as DEAD), the jobs stopped, and when the dashboard came up.
struct RayClusterMemory
{
    std::mutex mutex;
    std::string uid;
    double bornSimulated = 0;
    int64_t bornWallMs = 0;
    // The cluster was there before the emulator started (a seeded one): its jobs and driver may
    // have begun before its dashboard was first seen. A cluster created since has no such past.
    bool hasPast = true;
    std::map<std::string, RayNode> seen; // VM name → the node as last seen
    std::map<std::string, double> stoppedJobs; // submission id → simulated second of the stop
};

// Ray's version from an image reference such as "rayproject/ray:2.9.3-py310-gpu"; 2.44.1 when the
// tag names none.
std::string rayVersionOfImage(const std::string &image);
// Whether a cluster's head runs Ray with its service address assigned (what a dashboard needs).
// An address that is not a numeric IP address (a test may write anything there) serves none: no
// name is ever looked up to listen on.
bool headIsServing(const Json &cluster, std::string *serviceIp = nullptr);
// The view of a running cluster now, with the nodes `memory` remembers and `marks` kills.
std::optional<RayClusterView> readClusterView(const Store &store,
    const Json &cluster,
    RayClusterMemory &memory,
    const RayDeadMarks &marks,
    int64_t nowMs);

// Python's str.title() and Ray's to_google_style() key conversion ("object_store_memory" →
// "objectStoreMemory", "node:__internal_head__" → "node:InternalHead").
std::string rayCamelKey(const std::string &snake);
// A stable 64-bit hash of text (FNV-1a), the seed of every simulated value.
uint64_t stableHash(const std::string &text);
// A node's logical resources as Ray's raylet reports them (resourcesTotal, camel-cased keys).
Json rayResourcesTotal(const RayNode &node);
// Ray's formatting of amounts: "9.31GiB", "2.0/16.0 CPU".
std::string rayGib(double bytes);
std::string rayUsageLine(double used, double total, const char *what);

// Answer bodies. `simulated` is the clock's now().
Json rayNodesSummary(const RayClusterView &view, const std::vector<Json> &jobs, double simulated);
Json rayHostNameList(const RayClusterView &view);
Json rayClusterStatus(
    const RayClusterView &view, const std::vector<Json> &jobs, bool formatted, int64_t nowMs);
Json rayVersionInfo(const RayClusterView &view, const RayClusterMemory &memory);

// Jobs as GET /api/jobs/ lists them (snake_case JobDetails), at simulated second `simulated`.
std::vector<Json> rayJobs(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    double simulated);
// The job whose submission id or job id is `id`, as job_head.py's find_job_by_ids finds it;
// null when none is.
Json findRayJob(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated);
enum class RayJobStop { Stopped, AlreadyFinished, Unknown, NotSubmission };
// POST /api/jobs/<id>/stop: a pending or running submission (by submission or job id) stops.
RayJobStop stopRayJob(const RayClusterView &view,
    RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated);
enum class RayJobLogs { Served, Unknown, NotSubmission };
// GET /api/jobs/<id>/logs: the driver's output so far, as job_head.py answers it ("" until the
// job starts). Lines are made up from the job: fifty per simulated second it ran, then how it
// ended.
RayJobLogs rayJobLogs(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated,
    std::string &logs);
// CPUs and GPUs the running jobs hold (logical resources).
std::pair<double, double> rayJobsLoad(const std::vector<Json> &jobs, const RayClusterView &view);

} // namespace emu
