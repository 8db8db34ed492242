// A running cluster read from the store as Ray sees it, and the node and autoscaler answers of
// its simulated dashboard.
#include "ray_dashboard_model.h"

#include "resources.h"
#include "simulation_context.h"
#include "vmray_objects.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <ctime>

namespace emu {

namespace {

constexpr size_t maxDeadNodes = 10; // Ray keeps a bounded cache of dead nodes
constexpr int64_t diskBytes = 100LL * 1024 * 1024 * 1024;

double seconds(int64_t ms)
{
    return static_cast<double>(ms) / 1000.0;
}

int64_t parseRfc3339Ms(const std::string &text)
{
    std::tm tm {};
    if (std::sscanf(text.c_str(),
            "%d-%d-%dT%d:%d:%d",
            &tm.tm_year,
            &tm.tm_mon,
            &tm.tm_mday,
            &tm.tm_hour,
            &tm.tm_min,
            &tm.tm_sec)
        != 6)
        return 0;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    return static_cast<int64_t>(timegm(&tm)) * 1000;
}

// "16Gi", "512Mi", "2G" → bytes.
int64_t quantityBytes(const std::string &q)
{
    size_t used = 0;
    double value = 0;
    try {
        value = std::stod(q, &used);
    } catch (const std::exception &) {
        return 0;
    }
    const std::string unit = q.substr(used);
    static const std::map<std::string, double> units = { { "", 1 },
        { "Ki", 1024.0 },
        { "Mi", 1024.0 * 1024 },
        { "Gi", 1024.0 * 1024 * 1024 },
        { "Ti", 1024.0 * 1024 * 1024 * 1024 },
        { "k", 1e3 },
        { "M", 1e6 },
        { "G", 1e9 },
        { "T", 1e12 } };
    const auto u = units.find(unit);
    return u == units.end() ? 0 : static_cast<int64_t>(value * u->second);
}

std::string hex(uint64_t v, int digits)
{
    static const char *const d = "0123456789abcdef";
    std::string out(static_cast<size_t>(digits), '0');
    for (int i = digits - 1; i >= 0; --i, v >>= 4)
        out[static_cast<size_t>(i)] = d[v & 15];
    return out;
}

// splitmix64's finalizer: neighbouring hashes come out unalike.
uint64_t mixed(uint64_t h)
{
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
}

std::string nodeIdOf(const std::string &uid)
{
    std::string id;
    for (uint64_t part = 0; id.size() < 56; ++part)
        id += hex(mixed(stableHash(uid) + part), 16);
    return id.substr(0, 56);
}

// The node's class: vCPUs, memory and the vGPUs it carries.
void applyVmClass(const Store &store, const std::string &ns, const std::string &vmClass, RayNode &n)
{
    const ObjectPtr cls = store.tryGet(VirtualMachineClasses, ns, vmClass);
    if (!cls)
        return;
    const Json &hw = cls->json.value("spec", Json::object()).value("hardware", Json::object());
    n.cpus = hw.value("cpus", 0);
    n.memoryBytes = quantityBytes(hw.value("memory", ""));
    const Json *vgpus = findPath(hw, { "devices", "vgpuDevices" });
    if (vgpus && vgpus->is_array() && !vgpus->empty()) {
        n.gpus = static_cast<int>(vgpus->size());
        // "grid_a100-40c": NVML names the vGPU "GRID A100-40C" with 40 GiB of frame buffer.
        std::string profile = (*vgpus)[0].value("profileName", "");
        if (profile.rfind("grid_", 0) == 0)
            profile = profile.substr(5);
        std::string upper = profile;
        std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) {
            return static_cast<char>(std::toupper(c));
        });
        n.gpuName = "GRID " + upper;
        n.acceleratorType = upper.substr(0, upper.find('-'));
        const auto dash = profile.find('-');
        n.gpuMemoryMiB =
            dash == std::string::npos ? 16384 : 1024 * std::atoi(profile.c_str() + dash + 1);
    }
}

} // namespace

std::string rayGib(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2fGiB", bytes / (1024.0 * 1024 * 1024));
    return text;
}

namespace {

double round1(double v)
{
    return std::round(v * 10.0) / 10.0;
}

// A smooth value in [0, 1] that moves with simulated time, different for every seed text.
double wave(const std::string &seed, double simulated, double period)
{
    const uint64_t h = stableHash(seed);
    const double phase = static_cast<double>(h % 6283) / 1000.0;
    return 0.5 + 0.35 * std::sin(simulated / period + phase)
        + 0.15 * std::sin(simulated / (period / 4.3) + 2 * phase);
}

int runningJobs(const std::vector<Json> &jobs)
{
    return static_cast<int>(std::count_if(jobs.begin(), jobs.end(), [](const Json &j) {
        return j.value("status", "") == "RUNNING";
    }));
}

} // namespace

Json rayResourcesTotal(const RayNode &n)
{
    // As Ray's keys arrive camel-cased through to_google_style.
    Json r = { { "CPU", static_cast<double>(n.cpus) },
        { "memory", std::floor(static_cast<double>(n.memoryBytes) * 0.7) },
        { "objectStoreMemory", std::floor(static_cast<double>(n.memoryBytes) * 0.3) },
        { "node:" + n.ip, 1.0 } };
    if (n.head)
        r["node:InternalHead"] = 1.0;
    if (n.gpus > 0) {
        r["GPU"] = static_cast<double>(n.gpus);
        r["acceleratorType:" + n.acceleratorType] = 1.0;
    }
    return r;
}

namespace {

Json gpuEntries(const RayNode &n, bool gpustat, bool busy, double simulated)
{
    Json gpus = Json::array();
    for (int i = 0; i < n.gpus; ++i) {
        const std::string seed = n.nodeId + "/gpu" + std::to_string(i);
        const double load = busy ? 0.55 + 0.4 * wave(seed, simulated, 17) : 0.0;
        const int util = static_cast<int>(std::clamp(load, 0.0, 1.0) * 100);
        const int memUsed = busy ? static_cast<int>(n.gpuMemoryMiB * (0.3 + 0.5 * load)) : 0;
        const uint64_t h = stableHash(seed);
        const std::string uuid = "GPU-" + hex(h >> 32, 8) + "-" + hex(h >> 16, 4) + "-" + hex(h, 4)
            + "-" + hex(stableHash(seed + "b") >> 48, 4) + "-" + hex(stableHash(seed + "c"), 12);
        const int pid = 4000 + static_cast<int>(h % 4000);
        if (gpustat) {
            Json processes = busy ? Json::array({ { { "username", "ray" },
                                 { "command", "python" },
                                 { "fullCommand", Json::array({ "python", "train.py" }) },
                                 { "gpuMemoryUsage", memUsed },
                                 { "cpuPercent", round1(80 + 20 * load) },
                                 { "cpuMemoryUsage", 2147483648LL },
                                 { "pid", pid } } })
                                  : Json::array();
            gpus.push_back({ { "index", i },
                { "uuid", uuid },
                { "name", n.gpuName },
                { "temperatureGpu", 34 + util / 3 },
                { "fanSpeed", nullptr },
                { "utilizationGpu", util },
                { "utilizationEnc", 0 },
                { "utilizationDec", 0 },
                { "powerDraw", 50 + util * 3 },
                { "enforcedPowerLimit", 400 },
                { "memoryUsed", memUsed },
                { "memoryTotal", n.gpuMemoryMiB },
                { "processes", processes } });
        } else {
            gpus.push_back({ { "index", i },
                { "name", n.gpuName },
                { "uuid", uuid },
                { "utilizationGpu", util },
                { "memoryUsed", memUsed },
                { "memoryTotal", n.gpuMemoryMiB },
                { "processesPids",
                    busy ? Json::array({ { { "pid", pid }, { "gpuMemoryUsage", memUsed } } })
                         : Json(nullptr) } });
        }
    }
    return gpus;
}

Json rayletOf(const RayNode &n, bool gpustat, double objectStoreUsed)
{
    const double objectStore = std::floor(static_cast<double>(n.memoryBytes) * 0.3);
    Json r = { { "nodeId", n.nodeId },
        { "nodeManagerAddress", n.ip },
        { "nodeManagerHostname", n.vmName },
        { "nodeManagerPort", 36671 },
        { "objectManagerPort", 8076 },
        { "metricsExportPort", 8080 },
        { "nodeName", n.ip },
        { "rayletSocketName", "/tmp/ray/session_latest/sockets/raylet" },
        { "objectStoreSocketName", "/tmp/ray/session_latest/sockets/plasma_store" },
        { "instanceId", "" },
        { "nodeTypeName", n.nodeType },
        { "instanceTypeName", "" },
        { "state", n.alive ? "ALIVE" : "DEAD" },
        { "isHeadNode", n.head },
        { "startTimeMs", std::to_string(n.startMs) }, // protobuf int64: a string
        { "endTimeMs", std::to_string(n.endMs) },
        { "resourcesTotal", rayResourcesTotal(n) } };
    if (!gpustat) {
        r["runtimeEnvAgentPort"] = 63127;
        r["labels"] = { { "ray.io/nodeId", n.nodeId } };
    }
    if (!n.alive) {
        if (!gpustat)
            r["deathInfo"] = { { "reason", "UNEXPECTED_TERMINATION" },
                { "reasonMessage", n.deathMessage } };
        r["objectStoreUsedMemory"] = 0;
        r["objectStoreAvailableMemory"] = 0;
        r["stateMessage"] = n.deathMessage;
        return r;
    }
    const auto used = static_cast<int64_t>(objectStoreUsed);
    const auto available = static_cast<int64_t>(objectStore) - used;
    r["numWorkers"] = n.head ? 2 : 1;
    r["coreWorkersStats"] = Json::array();
    r["storeStats"] = { { "objectStoreBytesUsed", std::to_string(used) },
        { "objectStoreBytesAvail", std::to_string(available) } };
    r["objectStoreUsedMemory"] = used;
    r["objectStoreAvailableMemory"] = available;
    if (!gpustat)
        r["stateSnapshot"] = { { "state", objectStoreUsed > 0 ? "ACTIVE" : "IDLE" } };
    r["stateMessage"] = nullptr;
    return r;
}

Json diskEntry(double usedFraction)
{
    const auto used = static_cast<int64_t>(static_cast<double>(diskBytes) * usedFraction);
    return { { "total", diskBytes },
        { "used", used },
        { "free", diskBytes - used },
        { "percent", round1(usedFraction * 100) } };
}

} // namespace

std::string rayUsageLine(double used, double total, const char *what)
{
    char text[96];
    std::snprintf(text, sizeof text, "%.1f/%.1f %s", used, total, what);
    return text;
}

const RayNode *RayClusterView::head() const
{
    for (const RayNode &n : nodes)
        if (n.head && n.alive)
            return &n;
    return nullptr;
}

double SimulatedClock::now() const
{
    return std::chrono::duration<double>(Clock::now() - epoch).count() * speed;
}

int64_t SimulatedClock::wallMs(double simulatedSeconds) const
{
    const auto real = std::chrono::duration<double>(simulatedSeconds / speed);
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        (epochWall + std::chrono::duration_cast<std::chrono::system_clock::duration>(real))
            .time_since_epoch())
        .count();
}

uint64_t stableHash(const std::string &text)
{
    uint64_t h = 1469598103934665603ULL;
    for (const unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

std::string rayCamelKey(const std::string &snake)
{
    std::string out;
    size_t start = 0;
    bool first = true;
    while (start <= snake.size()) {
        const size_t end = std::min(snake.find('_', start), snake.size());
        std::string part = snake.substr(start, end - start);
        if (!first) {
            bool afterLetter = false; // str.title(): a letter after a letter is lower case
            for (char &c : part) {
                const bool letter = std::isalpha(static_cast<unsigned char>(c)) != 0;
                if (letter)
                    c = static_cast<char>(afterLetter
                            ? std::tolower(static_cast<unsigned char>(c))
                            : std::toupper(static_cast<unsigned char>(c)));
                afterLetter = letter;
            }
        }
        out += part;
        first = false;
        start = end + 1;
    }
    return out;
}

std::string rayVersionOfImage(const std::string &image)
{
    const std::string last =
        image.substr(image.rfind('/') == std::string::npos ? 0 : image.rfind('/') + 1);
    const auto colon = last.find(':');
    if (colon != std::string::npos) {
        const std::string tag = last.substr(colon + 1);
        const size_t end = tag.find_first_not_of("0123456789.");
        std::string version = tag.substr(0, end);
        if (!version.empty() && std::isdigit(static_cast<unsigned char>(version[0])))
            return version;
    }
    return "2.44.1";
}

bool headIsServing(const Json &cluster, std::string *serviceIp)
{
    if (cluster["metadata"].contains("deletionTimestamp"))
        return false;
    const std::string ip = stringAt(cluster, { "status", "vm_service_status", "ip" });
    if (ip.empty()
        || stringAt(cluster, { "status", "head_node_status", "ray_status" }) != "running")
        return false;
    unsigned char parsed[sizeof(struct in6_addr)];
    if (inet_pton(AF_INET, ip.c_str(), parsed) != 1 && inet_pton(AF_INET6, ip.c_str(), parsed) != 1)
        return false;
    if (serviceIp)
        *serviceIp = ip;
    return true;
}

std::optional<RayClusterView> readClusterView(const Store &store,
    const Json &cluster,
    RayClusterMemory &memory,
    const RayDeadMarks &marks,
    int64_t nowMs)
{
    if (!headIsServing(cluster))
        return std::nullopt;
    RayClusterView view;
    const Json &meta = cluster["metadata"];
    view.ns = meta.value("namespace", "");
    view.name = meta.value("name", "");
    view.uid = meta.value("uid", "");
    const Json &spec = cluster["spec"];
    view.rayVersion = rayVersionOfImage(spec.value("ray_docker_image", ""));
    view.gpustatShape = view.rayVersion == "2.9" || view.rayVersion.rfind("2.9.", 0) == 0;
    const Json types = findPath(spec, { "common_node_config", "available_node_types" })
        ? spec["common_node_config"]["available_node_types"]
        : Json::object();
    const auto classOf = [&](const std::string &type) {
        return types.value(type, Json::object()).value("vm_class", "");
    };
    std::map<std::string, int64_t> marked;
    {
        std::lock_guard lock(marks.mutex);
        marked = marks.marked;
    }

    // Candidates: the head and every worker the operator lists, in that order.
    struct Candidate
    {
        std::string vm;
        std::string type;
        bool head;
        bool rayRunning;
    };
    std::vector<Candidate> candidates;
    const std::string nounce = meta.value("labels", Json::object()).value(nounceLabel, "");
    candidates.push_back(
        { view.name + "-h-" + nounce, stringAt(spec, { "head_node", "node_type" }), true, true });
    const Json desired = spec.value("autoscaler_desired_workers", Json::object());
    const Json *workers = findPath(cluster, { "status", "current_workers" });
    if (workers && workers->is_object()) {
        for (const auto &[vm, st] : workers->items())
            candidates.push_back({ vm,
                desired.value(vm, ""),
                false,
                st.value("vm_status", "") == "running"
                    && st.value("ray_status", "") == "running" });
    }
    std::set<std::string> aliveNow;
    for (const Candidate &c : candidates) {
        const ObjectPtr vm = store.tryGet(VirtualMachines, view.ns, c.vm);
        const std::string ip =
            vm ? stringAt(vm->json, { "status", "network", "primaryIP4" }) : std::string();
        if (!c.rayRunning || ip.empty() || vm->json["metadata"].contains("deletionTimestamp"))
            continue;
        RayNode n;
        n.vmName = c.vm;
        n.ip = ip;
        n.head = c.head;
        n.nodeType = c.type;
        n.nodeId = nodeIdOf(vm->json["metadata"].value("uid", c.vm));
        n.startMs = parseRfc3339Ms(vm->json["metadata"].value("creationTimestamp", ""));
        applyVmClass(store, view.ns, classOf(c.type), n);
        const auto mark = marked.find(nsName(view.ns, c.vm));
        if (mark != marked.end()) {
            n.alive = false;
            n.endMs = mark->second;
            n.deathMessage = "The node was marked dead: its raylet stopped responding to the "
                             "GCS health checks.";
        } else {
            aliveNow.insert(c.vm);
        }
        memory.seen[c.vm] = n;
    }
    // Nodes Ray saw that went away stay listed as dead, as long as the bounded cache holds them.
    for (auto &[vm, n] : memory.seen) {
        if (n.alive && !aliveNow.count(vm) && !marked.count(nsName(view.ns, vm))) {
            n.alive = false;
            n.endMs = nowMs;
            n.deathMessage = "The node's VM went away (its raylet died unexpectedly).";
        }
    }
    std::vector<std::pair<int64_t, std::string>> dead;
    for (const auto &[vm, n] : memory.seen)
        if (!n.alive)
            dead.emplace_back(n.endMs, vm);
    std::sort(dead.begin(), dead.end());
    for (size_t i = 0; i + maxDeadNodes < dead.size(); ++i)
        memory.seen.erase(dead[i].second);
    for (const Candidate &c : candidates) {
        const auto s = memory.seen.find(c.vm);
        if (s != memory.seen.end())
            view.nodes.push_back(s->second);
    }
    for (const auto &[seenVm, n] : memory.seen) {
        const std::string &vm = seenVm; // clang 14 cannot capture a structured binding
        const bool listed =
            std::any_of(view.nodes.begin(), view.nodes.end(), [&vm](const RayNode &x) {
                return x.vmName == vm;
            });
        if (!listed)
            view.nodes.push_back(n);
    }

    // Workers the autoscaler wants whose nodes have not joined.
    for (const auto &[vm, type] : desired.items()) {
        if (aliveNow.count(vm) || !type.is_string())
            continue;
        PendingWorker p;
        p.vmName = vm;
        p.nodeType = type.get<std::string>();
        const ObjectPtr vmObj = store.tryGet(VirtualMachines, view.ns, vm);
        p.vmExists = vmObj != nullptr;
        if (vmObj)
            p.ip = stringAt(vmObj->json, { "status", "network", "primaryIP4" });
        RayNode shape;
        applyVmClass(store, view.ns, classOf(p.nodeType), shape);
        p.cpus = shape.cpus;
        p.gpus = shape.gpus;
        view.pending.push_back(p);
    }
    {
        std::lock_guard lock(marks.mutex);
        const auto demand = marks.unplaceable.find(view.ns + "/" + view.name);
        if (demand != marks.unplaceable.end())
            view.unplaceable.push_back(demand->second);
    }
    return view;
}

Json rayNodesSummary(const RayClusterView &view, const std::vector<Json> &jobs, double simulated)
{
    const bool busy = runningJobs(jobs) > 0;
    const auto [cpuLoad, gpuLoad] = rayJobsLoad(jobs, view);
    double totalCpus = 0;
    for (const RayNode &n : view.nodes)
        if (n.alive)
            totalCpus += n.cpus;
    Json summary = Json::array();
    Json logical = Json::object();
    int gpusLeft = static_cast<int>(gpuLoad);
    for (const RayNode &n : view.nodes) {
        const double objectStore = std::floor(static_cast<double>(n.memoryBytes) * 0.3);
        const double objectStoreUsed =
            busy ? std::floor(objectStore * 0.05 * wave(n.nodeId + "/os", simulated, 60)) : 0;
        if (!n.alive) {
            summary.push_back({ { "raylet", rayletOf(n, view.gpustatShape, 0) } });
            continue;
        }
        const double cpuShare = totalCpus > 0 ? cpuLoad * n.cpus / totalCpus : 0;
        const int gpusHeld = std::min(gpusLeft, n.gpus);
        gpusLeft -= gpusHeld;
        const double cpu = std::clamp(
            (busy ? 35.0 : 2.0) + (busy ? 60.0 : 8.0) * wave(n.nodeId, simulated, 23), 0.3, 100.0);
        const double memTotal = static_cast<double>(n.memoryBytes);
        const double memUsedFraction =
            0.12 + (busy ? 0.3 : 0.05) + 0.2 * wave(n.nodeId + "/mem", simulated, 41);
        const auto memUsed = static_cast<int64_t>(memTotal * std::min(memUsedFraction, 0.97));
        const double percent = std::round(static_cast<double>(memUsed) / memTotal * 1000) / 10;
        const double diskFraction =
            0.18 + 0.1 * static_cast<double>(stableHash(n.nodeId) % 100) / 100;
        const double now =
            static_cast<double>(std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::system_clock::now().time_since_epoch())
                                    .count())
            / 1000.0;
        const double load1 = cpu / 100.0 * n.cpus;
        const auto netBase = static_cast<int64_t>(stableHash(n.ip) % 1000000);
        Json node = { { "now", now },
            { "hostname", n.vmName },
            { "ip", n.ip },
            { "cpu", round1(cpu) },
            { "cpus", Json::array({ n.cpus, n.cpus }) },
            { "mem",
                Json::array({ n.memoryBytes,
                    n.memoryBytes - memUsed,
                    percent,
                    memUsed }) }, // [total, available, percent, used]
            { "shm", 1048576 },
            { "bootTime", seconds(n.startMs) },
            { "loadAvg",
                Json::array(
                    { Json::array({ round1(load1), round1(load1 * 0.9), round1(load1 * 0.8) }),
                        Json::array({ round1(load1 / std::max(n.cpus, 1)),
                            round1(load1 * 0.9 / std::max(n.cpus, 1)),
                            round1(load1 * 0.8 / std::max(n.cpus, 1)) }) }) },
            { "disk", { { "/", diskEntry(diskFraction) }, { "/tmp", diskEntry(diskFraction) } } },
            { "diskIo", Json::array({ 1000 + netBase, 2000 + netBase, 10, 20 }) },
            { "diskIoSpeed", Json::array({ 0.0, round1(512 * cpu), 0.0, 1.0 }) },
            { "gpus", gpuEntries(n, view.gpustatShape, gpusHeld > 0, simulated) },
            { "network",
                Json::array({ netBase + static_cast<int64_t>(simulated * 1000),
                    netBase * 2 + static_cast<int64_t>(simulated * 3000) }) },
            { "networkSpeed", Json::array({ round1(10 * cpu), round1(30 * cpu) }) },
            { "cmdline",
                Json::array({ "/home/ray/anaconda3/lib/python3.9/site-packages/ray/core/src/"
                              "ray/raylet/raylet",
                    "--node_ip_address=" + n.ip }) },
            { "agent", { { "pid", 210 } } },
            { "raylet", rayletOf(n, view.gpustatShape, objectStoreUsed) } };
        if (!view.gpustatShape) {
            node["tpus"] = Json::array();
            if (n.head)
                node["gcs"] = { { "pid", 150 } };
        }
        summary.push_back(std::move(node));
        std::string text = rayUsageLine(cpuShare, n.cpus, "CPU");
        if (n.gpus > 0)
            text += "\n" + rayUsageLine(gpusHeld, n.gpus, "GPU");
        text += "\n0B/" + rayGib(std::floor(memTotal * 0.7)) + " memory\n0B/" + rayGib(objectStore)
            + " object_store_memory";
        logical[n.ip] = text;
    }
    return { { "result", true },
        { "msg", "Node summary fetched." },
        { "data", { { "summary", summary }, { "nodeLogicalResources", logical } } } };
}

Json rayHostNameList(const RayClusterView &view)
{
    Json names = Json::array();
    for (const RayNode &n : view.nodes)
        if (n.alive)
            names.push_back(n.vmName);
    return { { "result", true },
        { "msg", "Node hostname list fetched." },
        { "data", { { "hostNameList", names } } } };
}

Json rayVersionInfo(const RayClusterView &view, const RayClusterMemory &memory)
{
    char session[64];
    // "2026-01-02T03:04:05Z" → "2026-01-02_03-04-05", as Ray names a session.
    std::string born = rfc3339(
        std::chrono::system_clock::time_point(std::chrono::milliseconds(memory.bornWallMs)));
    born = born.substr(0, 10) + "_" + born.substr(11, 8);
    std::replace(born.begin() + 11, born.end(), ':', '-');
    std::snprintf(session,
        sizeof session,
        "session_%s_%06llu_1",
        born.c_str(),
        static_cast<unsigned long long>(stableHash(view.uid) % 1000000));
    // The job API's own version; Ray's version module declares it.
    return { { "version", "1" },
        { "ray_version", view.rayVersion },
        { "ray_commit",
            hex(mixed(stableHash(view.rayVersion)), 16)
                + hex(mixed(stableHash(view.rayVersion) + 1), 16)
                + hex(mixed(stableHash(view.rayVersion) + 2), 8) },
        { "session_name", session } };
}

} // namespace emu
