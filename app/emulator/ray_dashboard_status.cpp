// The v1 autoscaler's report as a simulated Ray dashboard answers GET /api/cluster_status: usage
// totals from the nodes' VM classes, demands for the workers the autoscaler launches, and the
// `ray status` text.
#include "ray_dashboard_model.h"

#include <algorithm>
#include <cstdio>

namespace emu {

Json rayClusterStatus(
    const RayClusterView &view, const std::vector<Json> &jobs, bool formatted, int64_t nowMs)
{
    const auto [cpuUsed, gpuUsed] = rayJobsLoad(jobs, view);
    double cpus = 0, gpus = 0, memory = 0, objectStore = 0;
    Json usage = Json::object();
    Json byNode = Json::object();
    std::map<std::string, int> active;
    Json failed = Json::array();
    std::map<std::string, std::pair<Json, int>> nodeTypes; // snake keys: list in list
    for (const RayNode &n : view.nodes) {
        if (!n.alive) {
            failed.push_back(Json::array({ n.ip, n.nodeType }));
            continue;
        }
        const Json total = rayResourcesTotal(n);
        cpus += n.cpus;
        gpus += n.gpus;
        memory += total["memory"].get<double>();
        objectStore += total["objectStoreMemory"].get<double>();
        usage["node:" + n.ip] = Json::array({ 0.0, 1.0 });
        const double share = cpuUsed * n.cpus / std::max(1.0, cpus);
        byNode[n.ip] = { { "CPU",
                             Json::array({ std::min(share, double(n.cpus)), double(n.cpus) }) },
            { "objectStoreMemory", Json::array({ 0.0, total["objectStoreMemory"] }) } };
        active[n.nodeType]++;
        Json shape = { { "CPU", double(n.cpus) },
            { "memory", total["memory"] },
            { "object_store_memory", total["objectStoreMemory"] } };
        if (n.gpus > 0)
            shape["GPU"] = double(n.gpus);
        if (n.head)
            shape["node:__internal_head__"] = 1.0;
        nodeTypes[n.nodeType].first = shape;
        nodeTypes[n.nodeType].second++;
    }
    usage["CPU"] = Json::array({ std::min(cpuUsed, cpus), cpus });
    if (gpus > 0)
        usage["GPU"] = Json::array({ std::min(gpuUsed, gpus), gpus });
    usage["memory"] = Json::array({ 0.0, memory });
    usage["objectStoreMemory"] = Json::array({ 0.0, objectStore });
    if (view.head())
        usage["node:InternalHead"] = Json::array({ 0.0, 1.0 });

    // Demands: one bundle per worker the autoscaler launches whose node has not joined.
    std::map<std::string, std::pair<Json, int>> demand;
    std::map<std::string, int> launching;
    Json pendingNodes = Json::array();
    for (const PendingWorker &p : view.pending) {
        Json bundle = { { "CPU", double(p.cpus) } };
        if (p.gpus > 0)
            bundle["GPU"] = double(p.gpus);
        demand[bundle.dump()].first = bundle;
        demand[bundle.dump()].second++;
        if (p.ip.empty())
            launching[p.nodeType]++;
        else
            pendingNodes.push_back(Json::array({ p.ip, p.nodeType, "setting-up" }));
    }
    // And what no node type can place: demanded, with nothing launched for it.
    for (const auto &[bundle, count] : view.unplaceable) {
        demand[bundle.dump()].first = bundle;
        demand[bundle.dump()].second += count;
    }
    Json resourceDemand = Json::array();
    for (const auto &[key, d] : demand)
        resourceDemand.push_back(Json::array({ d.first, d.second }));
    Json typesList = Json::array();
    for (const auto &[type, t] : nodeTypes)
        typesList.push_back(Json::array({ t.first, t.second }));
    Json activeNodes = Json::object();
    for (const auto &[type, count] : active)
        activeNodes[rayCamelKey(type)] = count;
    Json pendingLaunches = Json::object();
    for (const auto &[type, count] : launching)
        pendingLaunches[rayCamelKey(type)] = count;

    // `ray status` as the v1 autoscaler formats it.
    std::string text = "======== Autoscaler status: "
        + rfc3339(std::chrono::system_clock::time_point(std::chrono::milliseconds(nowMs)))
        + " ========\nNode status\n"
          "---------------------------------------------------------------\nActive:\n";
    for (const auto &[type, count] : active)
        text += " " + std::to_string(count) + " " + type + "\n";
    text += "Pending:\n";
    if (view.pending.empty())
        text += " (no pending nodes)\n";
    for (const auto &[type, count] : launching)
        text += " " + type + ", " + std::to_string(count) + " launching\n";
    for (const Json &p : pendingNodes)
        text += " " + p[0].get<std::string>() + ": " + p[1].get<std::string>() + ", setting up\n";
    text += "Recent failures:\n";
    if (failed.empty())
        text += " (no failures)\n";
    for (const Json &f : failed)
        text += " " + f[1].get<std::string>() + ": NodeTerminated (ip: " + f[0].get<std::string>()
            + ")\n";
    text +=
        "\nResources\n---------------------------------------------------------------\nUsage:\n";
    text += " " + rayUsageLine(std::min(cpuUsed, cpus), cpus, "CPU") + "\n";
    if (gpus > 0)
        text += " " + rayUsageLine(std::min(gpuUsed, gpus), gpus, "GPU") + "\n";
    text +=
        " 0B/" + rayGib(memory) + " memory\n 0B/" + rayGib(objectStore) + " object_store_memory\n";
    text += "\nDemands:\n";
    if (demand.empty())
        text += " (no resource demands)\n";
    for (const auto &[key, d] : demand) {
        std::string bundle;
        for (const auto &[resource, amount] : d.first.items()) {
            char item[64];
            std::snprintf(item, sizeof item, "'%s': %.1f", resource.c_str(), amount.get<double>());
            bundle += (bundle.empty() ? "" : ", ") + std::string(item);
        }
        text += " {" + bundle + "}: " + std::to_string(d.second) + "+ pending tasks/actors\n";
    }

    if (formatted)
        return { { "result", true },
            { "msg", "Got formatted cluster status." },
            { "data", { { "clusterStatus", text } } } };
    const Json status = { { "gcsRequestTime", 0.0012 },
        { "time", static_cast<double>(nowMs) / 1000.0 },
        { "monitorPid", 321 },
        { "nonTerminatedNodesTime", 0.0003 },
        { "loadMetricsReport",
            { { "usage", usage },
                { "resourceDemand", resourceDemand },
                { "pgDemand", Json::array() },
                { "requestDemand", Json::array() },
                { "nodeTypes", typesList },
                { "headIp", nullptr },
                { "usageByNode", byNode },
                { "nodeTypeMapping", nullptr } } },
        { "autoscalerReport",
            { { "activeNodes", activeNodes },
                { "idleNodes", Json::object() },
                { "pendingNodes", pendingNodes },
                { "pendingLaunches", pendingLaunches },
                { "failedNodes", failed },
                { "nodeAvailabilitySummary", { { "nodeAvailabilities", Json::object() } } },
                { "pendingResources", Json::object() },
                { "nodeTypeMapping", Json::object() } } } };
    return { { "result", true },
        { "msg", "Got cluster status." },
        { "data",
            { { "autoscalingStatus", text },
                { "autoscalingError", nullptr },
                { "clusterStatus", status } } } };
}

} // namespace emu
