#include "simulation.h"

#include "resources.h"
#include "vmray_objects.h"

#include <openssl/rand.h>

#include <algorithm>
#include <random>

namespace emu {

namespace {

const char *const operatorComponent = "vmraycluster-controller";
const char *const vmOperatorComponent = "vmoperator-controller-manager";

std::string nsName(const std::string &ns, const std::string &name)
{
    return ns + '/' + name;
}

double random01()
{
    thread_local std::mt19937_64 rng(std::random_device {}());
    return std::uniform_real_distribution<double>(0.0, 1.0)(rng);
}

bool hasFinalizer(const Json &obj, const char *finalizer)
{
    const Json *f = findPath(obj, { "metadata", "finalizers" });
    return f && f->is_array() && std::find(f->begin(), f->end(), finalizer) != f->end();
}

void removeFinalizer(Json &obj, const char *finalizer)
{
    Json &f = obj["metadata"]["finalizers"];
    if (!f.is_array())
        return;
    f.erase(std::remove(f.begin(), f.end(), Json(finalizer)), f.end());
}

Json involvedObject(const Json &obj)
{
    return { { "kind", obj.value("kind", "") },
        { "namespace", obj["metadata"].value("namespace", "") },
        { "name", obj["metadata"].value("name", "") },
        { "uid", obj["metadata"].value("uid", "") },
        { "apiVersion", obj.value("apiVersion", "") },
        { "resourceVersion", obj["metadata"].value("resourceVersion", "") } };
}

Json condition(const std::string &type,
    const std::string &status,
    const std::string &reason,
    const std::string &message)
{
    return { { "type", type },
        { "status", status },
        { "reason", reason },
        { "message", message },
        { "lastTransitionTime", nowRfc3339() } };
}

// Keeps lastTransitionTime of conditions that did not change, so a reconcile that finds the same
// problem again does not look like news.
void carryTransitionTimes(Json &conditions, const Json *previous)
{
    if (!previous || !previous->is_array())
        return;
    for (Json &c : conditions) {
        for (const Json &p : *previous) {
            if (p.value("type", "") == c.value("type", "")
                && p.value("status", "") == c.value("status", "")
                && p.value("reason", "") == c.value("reason", "")
                && p.value("message", "") == c.value("message", ""))
                c["lastTransitionTime"] = p.value("lastTransitionTime", c["lastTransitionTime"]);
        }
    }
}

std::string headVmName(const Json &cluster)
{
    const std::string nounce =
        cluster["metadata"].value("labels", Json::object()).value(nounceLabel, "");
    return nounce.empty() ? std::string() : cluster["metadata"].value("name", "") + "-h-" + nounce;
}

} // namespace

Simulation::Simulation(Store &store, double speed)
    : m_store(store)
    , m_speed(speed > 0 ? speed : 1.0)
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
        remember(c->json);
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
    m_failVmCreations = count;
}

void Simulation::failNextClusterDeletions(int count)
{
    m_failClusterDeletions = count;
}

void Simulation::setOperatorPaused(bool paused)
{
    const bool was = m_operatorPaused.exchange(paused);
    if (was && !paused)
        m_resyncRequested = true; // the thread looks again at every cluster
}

void Simulation::setChurnRate(double eventsPerSecond)
{
    m_churnRate = std::max(0.0, eventsPerSecond);
}

Clock::duration Simulation::scaled(double seconds) const
{
    return std::chrono::duration_cast<Clock::duration>(
        std::chrono::duration<double>(seconds / m_speed));
}

Clock::duration Simulation::jittered(double seconds) const
{
    return scaled(seconds * (0.7 + 0.6 * random01()));
}

void Simulation::schedule(const std::string &key, Clock::duration delay, std::function<void()> fn)
{
    const Clock::time_point at = Clock::now() + delay;
    auto it = m_scheduled.find(key);
    if (it != m_scheduled.end()) {
        if (it->second <= at)
            return; // an earlier run is pending and will look at the newest state
        auto range = m_timers.equal_range(it->second);
        for (auto t = range.first; t != range.second; ++t) {
            if (t->second.key == key) {
                m_timers.erase(t);
                break;
            }
        }
    }
    m_scheduled[key] = at;
    m_timers.emplace(at, Task { key, std::move(fn) });
}

void Simulation::resyncAll()
{
    for (const ObjectPtr &c : m_store.all(VMRayClusters)) {
        const std::string ns = c->json["metadata"].value("namespace", "");
        const std::string name = c->json["metadata"].value("name", "");
        schedule("cluster/" + nsName(ns, name), scaled(0.2 + random01()), [this, ns, name] {
            reconcileCluster(ns, name);
        });
    }
    for (const ObjectPtr &vm : m_store.all(VirtualMachines)) {
        const std::string ns = vm->json["metadata"].value("namespace", "");
        const std::string name = vm->json["metadata"].value("name", "");
        schedule("vm/" + nsName(ns, name), scaled(0.1), [this, ns, name] {
            reconcileVm(ns, name);
        });
    }
    for (const ObjectPtr &svc : m_store.all(VirtualMachineServices)) {
        const std::string ns = svc->json["metadata"].value("namespace", "");
        const std::string name = svc->json["metadata"].value("name", "");
        schedule("svc/" + nsName(ns, name), scaled(0.1), [this, ns, name] {
            reconcileVmService(ns, name);
        });
    }
}

void Simulation::run()
{
    while (!m_stop) {
        Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(250);
        if (!m_timers.empty())
            deadline = std::min(deadline, m_timers.begin()->first);
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
        while (!m_timers.empty() && m_timers.begin()->first <= now && !m_stop) {
            Task task = std::move(m_timers.begin()->second);
            m_timers.erase(m_timers.begin());
            m_scheduled.erase(task.key);
            try {
                task.run();
            } catch (const std::exception &) {
                // Conflicts and races with users are retried by the next reconcile.
            }
        }
        if (m_churnRate > 0)
            churn(now);
        else
            m_lastChurn = now;
    }
}

void Simulation::onEvent(const WatchEvent &e)
{
    const Json &obj = e.object->json;
    const std::string name = obj["metadata"].value("name", "");
    const std::string key = nsName(e.ns, name);
    if (e.type == VMRayClusters) {
        if (std::string_view(e.eventType) == "DELETED")
            return;
        const Json *prevMeta = e.previous ? &e.previous->json["metadata"] : nullptr;
        const Json &meta = obj["metadata"];
        // Status-only writes (our own) do not wake the operator; spec and metadata changes do.
        const bool relevant = !prevMeta
            || prevMeta->value("generation", 0) != meta.value("generation", 0)
            || prevMeta->value("labels", Json()) != meta.value("labels", Json())
            || prevMeta->value("annotations", Json()) != meta.value("annotations", Json())
            || prevMeta->value("finalizers", Json()) != meta.value("finalizers", Json())
            || prevMeta->contains("deletionTimestamp") != meta.contains("deletionTimestamp");
        if (!relevant)
            return;
        if (!e.previous)
            remember(obj);
        const std::string ns = e.ns;
        schedule("cluster/" + key, scaled(0.3), [this, ns, name] {
            reconcileCluster(ns, name);
        });
        return;
    }
    if (e.type == VirtualMachines || e.type == VirtualMachineServices) {
        // Only what changes a node's state wakes the controllers at once: the VM appearing or
        // going, its spec or deletion, its IP. Condition changes reach the cluster status at the
        // operator's next periodic pass, as on a real Supervisor.
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
        if (!structural)
            return;
        auto owner = m_vmOwner.find(key);
        if (owner != m_vmOwner.end()) {
            const std::string ns = e.ns;
            const std::string cluster = owner->second;
            schedule("cluster/" + nsName(ns, cluster), scaled(0.5), [this, ns, cluster] {
                reconcileCluster(ns, cluster);
            });
        }
        if (type == "DELETED") {
            m_nextStep.erase(key);
            return;
        }
        const std::string ns = e.ns;
        if (e.type == VirtualMachines)
            schedule("vm/" + key, scaled(0.2), [this, ns, name] {
                reconcileVm(ns, name);
            });
        else
            schedule("svc/" + key, scaled(0.2), [this, ns, name] {
                reconcileVmService(ns, name);
            });
    }
}

void Simulation::remember(const Json &cluster)
{
    const std::string uid = cluster["metadata"].value("uid", "");
    const std::string ns = cluster["metadata"].value("namespace", "");
    const std::string name = cluster["metadata"].value("name", "");
    if (!m_bounds.count(uid)) {
        Bounds b;
        if (const Json *common = findPath(cluster, { "spec", "common_node_config" })) {
            b.maxWorkers = common->value("max_workers", int64_t(0));
            const Json types = common->value("available_node_types", Json::object());
            for (const auto &[type, def] : types.items())
                b.minWorkers[type] = def.value("min_workers", int64_t(0));
        }
        m_bounds[uid] = b;
    }
    const std::string head = headVmName(cluster);
    if (!head.empty())
        m_vmOwner[nsName(ns, head)] = name;
    for (const char *field : { "current_workers" }) {
        if (const Json *w = findPath(cluster, { "status", field }); w && w->is_object()) {
            for (const auto &[vm, status] : w->items())
                m_vmOwner[nsName(ns, vm)] = name;
        }
    }
    if (const Json *w = findPath(cluster, { "spec", "autoscaler_desired_workers" });
        w && w->is_object()) {
        for (const auto &[vm, type] : w->items())
            m_vmOwner[nsName(ns, vm)] = name;
    }
}

std::string Simulation::nextVmIp()
{
    const uint64_t n = m_ipCounter++;
    return "10.244." + std::to_string(1 + (n / 250) % 250) + "." + std::to_string(2 + n % 250);
}

std::string Simulation::nextLoadBalancerIp()
{
    const uint64_t n = m_lbCounter++;
    return "192.168.128." + std::to_string(10 + n % 240);
}

void Simulation::recordEvent(const Json &involved,
    const std::string &type,
    const std::string &reason,
    const std::string &message,
    const std::string &component)
{
    const std::string ns = involved.value("namespace", "");
    const std::string dedupe = involved.value("uid", "") + "|" + reason + "|" + message;
    const std::string now = nowRfc3339();
    auto it = m_eventNames.find(dedupe);
    if (it != m_eventNames.end()) {
        try {
            m_store.mutate(Events, ns, it->second, [&](Json &ev) {
                ev["count"] = ev.value("count", 1) + 1;
                ev["lastTimestamp"] = now;
            });
            return;
        } catch (const StatusError &) {
            m_eventNames.erase(it);
        }
    }
    char suffix[20];
    std::snprintf(suffix,
        sizeof suffix,
        ".%016llx",
        static_cast<unsigned long long>(
            std::chrono::system_clock::now().time_since_epoch().count()));
    const std::string name = involved.value("name", "") + suffix;
    Json ev = { { "metadata", { { "name", name }, { "namespace", ns } } },
        { "involvedObject", involved },
        { "reason", reason },
        { "message", message },
        { "type", type },
        { "count", 1 },
        { "firstTimestamp", now },
        { "lastTimestamp", now },
        { "source", { { "component", component } } },
        { "reportingComponent", component },
        { "reportingInstance", component + "-0" } };
    try {
        m_store.create(Events, ns, ev);
        m_eventNames[dedupe] = name;
    } catch (const StatusError &) {
        // The namespace went away; nothing to report to.
    }
}

// --- VM Operator -----------------------------------------------------------------------------

void Simulation::reconcileVm(const std::string &ns, const std::string &name)
{
    const std::string key = nsName(ns, name);
    ObjectPtr vm = m_store.tryGet(VirtualMachines, ns, name);
    if (!vm)
        return;
    const Json &j = vm->json;
    const Clock::time_point now = Clock::now();
    auto next = m_nextStep.find(key);
    if (next != m_nextStep.end() && next->second > now) {
        schedule("vm/" + key, next->second - now, [this, ns, name] {
            reconcileVm(ns, name);
        });
        return;
    }
    const auto later = [&](double seconds) {
        const Clock::duration d = jittered(seconds);
        m_nextStep[key] = now + d;
        schedule("vm/" + key, d, [this, ns, name] {
            reconcileVm(ns, name);
        });
    };

    if (j["metadata"].contains("deletionTimestamp")) {
        if (!hasFinalizer(j, vmFinalizer))
            return;
        if (!m_deletingVms.count(key)) {
            // First sight of the deletion: powering off and removing it from vCenter takes a while.
            m_deletingVms.insert(key);
            recordEvent(involvedObject(j),
                "Normal",
                "DeleteStarted",
                "Deleting the virtual machine from vCenter.",
                vmOperatorComponent);
            later(4.0);
            return;
        }
        m_store.mutate(VirtualMachines, ns, name, [](Json &v) {
            removeFinalizer(v, vmFinalizer);
        });
        m_nextStep.erase(key);
        m_failingVms.erase(key);
        m_deletingVms.erase(key);
        return;
    }

    const std::string wantedPower =
        j.value("spec", Json::object()).value("powerState", "PoweredOn");
    const Json status = j.value("status", Json::object());
    const std::string power = status.value("powerState", "");
    const std::string ip = stringAt(status, { "network", "primaryIP4" });

    if (!hasFinalizer(j, vmFinalizer)) {
        const std::string className = stringAt(j, { "spec", "className" });
        const std::string imageName = stringAt(j, { "spec", "imageName" });
        const std::string storageClass = stringAt(j, { "spec", "storageClass" });
        const bool classOk = m_store.tryGet(VirtualMachineClasses, ns, className) != nullptr;
        const bool imageOk = m_store.tryGet(VirtualMachineImages, ns, imageName) != nullptr
            || m_store.tryGet(ClusterVirtualMachineImages, {}, imageName) != nullptr;
        const bool storageOk = m_store.tryGet(StorageClasses, {}, storageClass) != nullptr;
        const bool failCreate = classOk && imageOk && storageOk && m_failVmCreations > 0
            && m_failVmCreations.fetch_sub(1) > 0;
        if (failCreate)
            m_failingVms.insert(key);
        m_store.mutate(VirtualMachines, ns, name, [](Json &v) {
            v["metadata"]["finalizers"].push_back(vmFinalizer);
        });
        m_store.mutate(
            VirtualMachines,
            ns,
            name,
            [&](Json &v) {
                Json conditions = Json::array();
                conditions.push_back(classOk
                        ? condition("VirtualMachineClassReady", "True", "True", "")
                        : condition("VirtualMachineClassReady",
                            "False",
                            "NotFound",
                            "Failed to get VirtualMachineClass: " + className));
                conditions.push_back(imageOk
                        ? condition("VirtualMachineImageReady", "True", "True", "")
                        : condition("VirtualMachineImageReady",
                            "False",
                            "NotFound",
                            "Failed to get VirtualMachineImage: " + imageName));
                conditions.push_back(storageOk
                        ? condition("VirtualMachineStorageReady", "True", "True", "")
                        : condition("VirtualMachineStorageReady",
                            "False",
                            "NotFound",
                            "Failed to get StorageClass: " + storageClass));
                conditions.push_back(condition("VirtualMachineBootstrapReady", "True", "True", ""));
                v["status"]["conditions"] = conditions;
                v["status"]["powerState"] = "";
            },
            true);
        if (classOk && imageOk && storageOk)
            later(failCreate ? 2.0 : 3.0);
        return;
    }
    if (m_failingVms.count(key)) {
        bool alreadyFailed = false;
        for (const Json &c : status.value("conditions", Json::array()))
            alreadyFailed = alreadyFailed || (c.value("type", "") == "VirtualMachineCreated");
        if (!alreadyFailed) {
            const std::string msg = "failed to create VM: The operation is not allowed in the "
                                    "current state: insufficient resources on the cluster to "
                                    "satisfy the placement request";
            m_store.mutate(
                VirtualMachines,
                ns,
                name,
                [&](Json &v) {
                    v["status"]["conditions"].push_back(
                        condition("VirtualMachineCreated", "False", "Error", msg));
                },
                true);
            recordEvent(involvedObject(j), "Warning", "CreateFailure", msg, vmOperatorComponent);
        }
        return;
    }
    if (status.value("uniqueID", "").empty()) {
        m_store.mutate(
            VirtualMachines,
            ns,
            name,
            [&](Json &v) {
                v["status"]["uniqueID"] =
                    "vm-" + std::to_string(1000 + m_ipCounter * 7 + name.size());
                v["status"]["biosUUID"] = randomUid();
                v["status"]["instanceUUID"] = randomUid();
                v["status"]["host"] =
                    "esx-0" + std::to_string(1 + name.size() % 4) + ".vsphere.local";
                v["status"]["zone"] = "zone-1";
                v["status"]["class"] = { { "apiVersion", "vmoperator.vmware.com/v1alpha2" },
                    { "kind", "VirtualMachineClass" },
                    { "name", stringAt(v, { "spec", "className" }) } };
                v["status"]["conditions"].push_back(
                    condition("VirtualMachineCreated", "True", "True", ""));
                v["status"]["powerState"] = "PoweredOff";
            },
            true);
        recordEvent(involvedObject(j),
            "Normal",
            "CreateSuccess",
            "Created the virtual machine in vCenter.",
            vmOperatorComponent);
        later(1.5);
        return;
    }
    if (power != wantedPower) {
        m_store.mutate(
            VirtualMachines,
            ns,
            name,
            [&](Json &v) {
                v["status"]["powerState"] = wantedPower;
                if (wantedPower != "PoweredOn") {
                    v["status"].erase("network");
                    Json &conds = v["status"]["conditions"];
                    conds.erase(std::remove_if(conds.begin(),
                                    conds.end(),
                                    [](const Json &c) {
                                        return c.value("type", "") == "VirtualMachineTools"
                                            || c.value("type", "") == "GuestCustomization";
                                    }),
                        conds.end());
                }
            },
            true);
        recordEvent(involvedObject(j),
            "Normal",
            wantedPower == "PoweredOn" ? "PowerOnSuccess" : "PowerOffSuccess",
            "The virtual machine is now " + wantedPower + ".",
            vmOperatorComponent);
        if (wantedPower == "PoweredOn")
            later(4.0);
        return;
    }
    if (power == "PoweredOn" && ip.empty()) {
        const std::string newIp = nextVmIp();
        m_store.mutate(
            VirtualMachines,
            ns,
            name,
            [&](Json &v) {
                v["status"]["network"] = {
                    { "primaryIP4", newIp },
                    { "interfaces",
                        Json::array({ { { "name", "eth0" },
                            { "ip",
                                { { "addresses",
                                    Json::array({ { { "address", newIp + "/24" } } }) } } } } }) }
                };
                Json &conds = v["status"]["conditions"];
                conds.push_back(
                    condition("GuestCustomization", "True", "GuestCustomizationSucceeded", ""));
                conds.push_back(
                    condition("VirtualMachineTools", "True", "VirtualMachineToolsRunning", ""));
            },
            true);
    }
}

void Simulation::reconcileVmService(const std::string &ns, const std::string &name)
{
    const std::string key = "svc:" + nsName(ns, name);
    ObjectPtr svc = m_store.tryGet(VirtualMachineServices, ns, name);
    if (!svc || svc->json["metadata"].contains("deletionTimestamp"))
        return;
    if (stringAt(svc->json, { "spec", "type" }) != "LoadBalancer")
        return;
    const Json *ingress = findPath(svc->json, { "status", "loadBalancer", "ingress" });
    if (ingress && ingress->is_array() && !ingress->empty())
        return;
    const Clock::time_point now = Clock::now();
    auto next = m_nextStep.find(key);
    if (next == m_nextStep.end()) {
        const Clock::duration d = jittered(3.0);
        m_nextStep[key] = now + d;
        schedule("svc/" + nsName(ns, name), d, [this, ns, name] {
            reconcileVmService(ns, name);
        });
        return;
    }
    if (next->second > now) {
        schedule("svc/" + nsName(ns, name), next->second - now, [this, ns, name] {
            reconcileVmService(ns, name);
        });
        return;
    }
    m_nextStep.erase(next);
    const std::string ip = nextLoadBalancerIp();
    m_store.mutate(
        VirtualMachineServices,
        ns,
        name,
        [&](Json &s) {
            s["status"]["loadBalancer"]["ingress"] = Json::array({ { { "ip", ip } } });
        },
        true);
}

// --- vmray operator --------------------------------------------------------------------------

void Simulation::createNodeVm(const Json &cluster, const std::string &vmName, bool head)
{
    const std::string ns = cluster["metadata"].value("namespace", "");
    const std::string name = cluster["metadata"].value("name", "");
    const Json &spec = cluster["spec"];
    const Json &common = spec["common_node_config"];
    std::string nodeType = stringAt(spec, { "head_node", "node_type" });
    if (!head)
        nodeType = spec.value("autoscaler_desired_workers", Json::object()).value(vmName, "");
    const std::string vmClass = common.value("available_node_types", Json::object())
                                    .value(nodeType, Json::object())
                                    .value("vm_class", "");
    const Json vm = nodeVmObject(ns, vmName, name, vmClass, common, head);
    m_vmOwner[nsName(ns, vmName)] = name;
    m_store.create(VirtualMachines, ns, vm);
}

bool Simulation::stepNode(
    const Json &cluster, const std::string &vmName, bool head, Json &node, std::string &error)
{
    const std::string ns = cluster["metadata"].value("namespace", "");
    const std::string name = cluster["metadata"].value("name", "");
    const std::string state = node.value("vm_status", "");
    const Json involved = involvedObject(cluster);
    ObjectPtr vm = m_store.tryGet(VirtualMachines, ns, vmName);
    const auto copyVm = [&](const ObjectPtr &v) {
        node["ip"] = stringAt(v->json, { "status", "network", "primaryIP4" });
        node["conditions"] =
            v->json.value("status", Json::object()).value("conditions", Json::array());
    };

    if (state.empty()) {
        const std::string secret = name + (head ? "-hsecret" : "-wsecret");
        if (!m_store.tryGet(Secrets, ns, secret)) {
            const std::string cloudConfig = "#cloud-config\nusers:\n  - name: "
                + stringAt(cluster, { "spec", "common_node_config", "vm_user" })
                + "\n    sudo: ALL=(ALL) NOPASSWD:ALL\n    groups: docker\n";
            m_store.create(Secrets,
                ns,
                { { "metadata", { { "name", secret }, { "namespace", ns } } },
                    { "type", "Opaque" },
                    { "data", { { "user-data", base64Encode(base64Encode(cloudConfig)) } } } });
        }
        if (!vm) {
            try {
                createNodeVm(cluster, vmName, head);
            } catch (const StatusError &e) {
                if (e.code() != 409) {
                    node["vm_status"] = "failure";
                    error = e.what();
                    return false;
                }
            }
            recordEvent(involved,
                "Normal",
                head ? "HeadNodeCreated" : "WorkerNodeCreated",
                std::string(head ? "Created head node VM " : "Created worker node VM ") + vmName
                    + ".",
                operatorComponent);
        }
        node["vm_status"] = "initialized";
        return true;
    }
    if (state == "initialized") {
        if (!vm) {
            node["vm_status"] = "failure";
            error = "virtualmachines.vmoperator.vmware.com \"" + vmName + "\" not found";
            return false;
        }
        copyVm(vm);
        if (!node["ip"].get<std::string>().empty()) {
            node["vm_status"] = "running";
            node["ray_status"] = "initialized";
        }
        return true;
    }
    if (state == "running") {
        const bool ipLost =
            !vm || stringAt(vm->json, { "status", "network", "primaryIP4" }).empty();
        if (ipLost) {
            node["vm_status"] = "failure";
            node["ray_status"] = "failure";
            if (vm)
                copyVm(vm);
            error = vm ? "node " + vmName + " lost its IP address"
                       : "virtualmachines.vmoperator.vmware.com \"" + vmName + "\" not found";
            recordEvent(involved,
                "Warning",
                "NodeFailure",
                "Node " + vmName + " failed: " + error + ".",
                operatorComponent);
            return false;
        }
        copyVm(vm);
        node["ray_status"] = "running";
        return true;
    }
    if (state == "failure") {
        if (vm) {
            node["vm_status"] = "initialized";
            copyVm(vm);
        } else {
            node["vm_status"] = "";
            node.erase("ip");
            recordEvent(involved,
                "Normal",
                "NodeRedeploy",
                "Node " + vmName + " is gone; deploying it again.",
                operatorComponent);
        }
        return true;
    }
    error = "lcm detected invalid node status";
    return false;
}

void Simulation::reconcileCluster(const std::string &ns, const std::string &name)
{
    ObjectPtr current = m_store.tryGet(VMRayClusters, ns, name);
    if (!current)
        return;
    if (m_operatorPaused)
        return; // as if the operator's pod were down; resumed with a full resync
    const Json &cluster = current->json;
    const std::string key = nsName(ns, name);
    const auto requeue = [&](double seconds) {
        schedule("cluster/" + key, scaled(seconds), [this, ns, name] {
            reconcileCluster(ns, name);
        });
    };
    if (cluster["metadata"].contains("deletionTimestamp")) {
        deleteCluster(current);
        return;
    }
    const Json involved = involvedObject(cluster);
    const bool hasLabel =
        !cluster["metadata"].value("labels", Json::object()).value(nounceLabel, "").empty();
    if (!hasFinalizer(cluster, vmrayFinalizer) || !hasLabel) {
        // One full update, as the operator does: finalizer, head nounce label, and the struct
        // values Go's omitempty keeps.
        Json updated = cluster;
        if (!hasFinalizer(cluster, vmrayFinalizer))
            updated["metadata"]["finalizers"].push_back(vmrayFinalizer);
        if (!hasLabel)
            updated["metadata"]["labels"][nounceLabel] = randomAlnum(5);
        if (!updated["spec"].contains("docker_config"))
            updated["spec"]["docker_config"] = { { "auth_secret_name", "" } };
        for (auto &[type, def] :
            updated["spec"]["common_node_config"]["available_node_types"].items()) {
            if (!def.contains("resources"))
                def["resources"] = Json::object();
        }
        m_store.update(VMRayClusters, ns, name, updated);
        recordEvent(
            involved, "Normal", "Reconciling", "Accepted cluster " + name + ".", operatorComponent);
        return; // the update wakes the next reconcile
    }
    const std::string rootCert = name + "-root-cert";
    if (!m_store.tryGet(Secrets, ns, rootCert)) {
        m_store.create(Secrets,
            ns,
            { { "metadata", { { "name", rootCert }, { "namespace", ns } } },
                { "type", "Opaque" },
                { "data",
                    { { "ca.cert",
                          base64Encode("-----BEGIN CERTIFICATE-----\n(emulated)\n-----END "
                                       "CERTIFICATE-----\n") },
                        { "ca.key",
                            base64Encode("-----BEGIN PRIVATE KEY-----\n(emulated)\n-----END "
                                         "PRIVATE KEY-----\n") } } } });
    }

    const Json oldStatus = cluster.value("status", Json::object());
    Json status = oldStatus;
    status["cluster_state"] = "healthy";
    Json conditions = Json::array();
    const std::string now = nowRfc3339();
    const auto addCondition =
        [&](const std::string &type, const std::string &reason, const std::string &message) {
            conditions.push_back({ { "type", type },
                { "status", "False" },
                { "reason", reason },
                { "message", message },
                { "lastTransitionTime", now } });
        };
    const auto writeStatus = [&] {
        carryTransitionTimes(conditions, findPath(oldStatus, { "conditions" }));
        status["conditions"] = conditions;
        if (status != oldStatus) {
            m_store.mutate(
                VMRayClusters,
                ns,
                name,
                [&](Json &c) {
                    c["status"] = status;
                },
                true);
        }
    };

    // Pre-flight: every referenced object must exist in the namespace.
    const Json &spec = cluster["spec"];
    const Json &common = spec["common_node_config"];
    bool preflightOk = true;
    const std::string image = common.value("vm_image", "");
    if (!m_store.tryGet(VirtualMachineImages, ns, image)) {
        addCondition("InvalidVirtualMachineImage",
            "ResourceNotFound",
            "virtualmachineimages.vmoperator.vmware.com \"" + image + "\" not found");
        preflightOk = false;
    }
    const std::string storageClass = common.value("storage_class", "");
    if (!m_store.tryGet(StorageClasses, {}, storageClass)) {
        addCondition("InvalidStorageClass",
            "ResourceNotFound",
            "storageclasses.storage.k8s.io \"" + storageClass + "\" not found");
        preflightOk = false;
    }
    const Json nodeTypes = common.value("available_node_types", Json::object());
    for (const auto &[type, def] : nodeTypes.items()) {
        const std::string vmClass = def.value("vm_class", "");
        if (!m_store.tryGet(VirtualMachineClasses, ns, vmClass)) {
            addCondition("InvalidVirtualMachineClass",
                "ResourceNotFound",
                "virtualmachineclasses.vmoperator.vmware.com \"" + vmClass + "\" not found");
            preflightOk = false;
        }
    }
    if (!preflightOk) {
        status["cluster_state"] = "unhealthy";
        if (conditions != oldStatus.value("conditions", Json::array()))
            recordEvent(involved,
                "Warning",
                "ValidationFailed",
                conditions[0].value("message", ""),
                operatorComponent);
        writeStatus();
        requeue(60);
        return;
    }

    // Head node.
    const std::string head = headVmName(cluster);
    Json headStatus = status.value("head_node_status", Json::object());
    bool headError = false;
    if (headStatus.value("vm_status", "").empty()) {
        ObjectPtr svc = m_store.tryGet(VirtualMachineServices, ns, head);
        const int64_t port = spec.value("head_node", Json::object()).value("port", int64_t(6379));
        if (!svc) {
            const Json service = headServiceObject(ns, head, port);
            m_vmOwner[nsName(ns, head)] = name;
            m_store.create(VirtualMachineServices, ns, service);
            recordEvent(involved,
                "Normal",
                "HeadServiceCreated",
                "Created VirtualMachineService " + head + " for the head node.",
                operatorComponent);
        } else {
            const Json *ingress = findPath(svc->json, { "status", "loadBalancer", "ingress" });
            const std::string ip = ingress && ingress->is_array() && !ingress->empty()
                ? (*ingress)[0].value("ip", "")
                : std::string();
            if (ip.empty()) {
                addCondition("HeadNodeReady",
                    "FailureToDeployNode",
                    "Head node VM service IP is not assigned");
                headError = true;
            } else {
                status["vm_service_status"] = { { "ip", ip } };
                const std::string sshKey = name + "-ssh-key";
                if (!m_store.tryGet(Secrets, ns, sshKey))
                    m_store.create(Secrets,
                        ns,
                        { { "metadata", { { "name", sshKey }, { "namespace", ns } } },
                            { "type", "Opaque" },
                            { "data",
                                { { "ssh-pvt-key",
                                    base64Encode(
                                        "-----BEGIN RSA PRIVATE KEY-----\n(emulated)\n-----END RSA "
                                        "PRIVATE KEY-----\n") } } } });
            }
        }
    }
    if (!headError
        && !(headStatus.value("vm_status", "").empty() && !status.contains("vm_service_status"))) {
        std::string error;
        if (!stepNode(cluster, head, true, headStatus, error)) {
            addCondition("HeadNodeReady", "FailureToDeployNode", error);
            headError = true;
        }
    }
    status["head_node_status"] = headStatus;
    if (headError) {
        status["cluster_state"] = "unhealthy";
        writeStatus();
        requeue(15);
        return;
    }

    // Workers, once Ray runs on the head.
    if (headStatus.value("ray_status", "") == "running") {
        const Json desired = spec.value("autoscaler_desired_workers", Json::object());
        Json workers = status.value("current_workers", Json::object());
        int64_t minSum = 0;
        for (const auto &[type, def] : nodeTypes.items())
            minSum += def.value("min_workers", int64_t(0));
        for (const auto &[vmName, type] : desired.items()) {
            Json node = workers.value(vmName, Json::object());
            std::string error;
            const bool ok = stepNode(cluster, vmName, false, node, error);
            workers[vmName] = node;
            if (!ok) {
                addCondition("WorkerNodeReady", "FailureToDeployNode", error);
                if (static_cast<int64_t>(workers.size()) <= minSum)
                    status["cluster_state"] = "unhealthy";
                break; // the first worker error ends the pass
            }
        }
        for (auto it = workers.begin(); it != workers.end();) {
            if (desired.contains(it.key())) {
                ++it;
                continue;
            }
            try {
                m_store.remove(VirtualMachines, ns, it.key(), {}, false);
                recordEvent(involved,
                    "Normal",
                    "WorkerNodeDeleted",
                    "Deleted worker node VM " + it.key() + ".",
                    operatorComponent);
            } catch (const StatusError &) {}
            it = workers.erase(it);
        }
        status["current_workers"] = workers;
        schedule("autoscaler/" + key, scaled(2.0), [this, ns, name] {
            autoscale(ns, name);
        });
    }
    writeStatus();
    requeue(60);
}

void Simulation::autoscale(const std::string &ns, const std::string &name)
{
    ObjectPtr current = m_store.tryGet(VMRayClusters, ns, name);
    if (!current || current->json["metadata"].contains("deletionTimestamp"))
        return;
    const Json &cluster = current->json;
    if (stringAt(cluster, { "status", "head_node_status", "ray_status" }) != "running")
        return;
    auto b = m_bounds.find(cluster["metadata"].value("uid", ""));
    if (b == m_bounds.end())
        return;
    const Json desired = cluster["spec"].value("autoscaler_desired_workers", Json::object());
    std::map<std::string, int64_t> have;
    for (const auto &[vm, type] : desired.items())
        have[type.get<std::string>()]++;
    Json patch = Json::object();
    int64_t total = static_cast<int64_t>(desired.size());
    for (const auto &[type, min] : b->second.minWorkers) {
        for (int64_t n = have[type]; n < min && total < b->second.maxWorkers; ++n, ++total) {
            const std::string vm = name + "-w-" + randomAlnum(8);
            patch[vm] = type;
            m_vmOwner[nsName(ns, vm)] = name;
        }
    }
    if (patch.empty())
        return;
    m_store.mutate(VMRayClusters, ns, name, [&](Json &c) {
        c["spec"]["autoscaler_desired_workers"].merge_patch(patch);
    });
}

void Simulation::deleteCluster(const ObjectPtr &current)
{
    const Json &cluster = current->json;
    const std::string ns = cluster["metadata"].value("namespace", "");
    const std::string name = cluster["metadata"].value("name", "");
    const Json involved = involvedObject(cluster);
    if (!hasFinalizer(cluster, vmrayFinalizer))
        return;
    if (m_failClusterDeletions > 0 && m_failClusterDeletions.fetch_sub(1) > 0) {
        // The delete path keeps earlier conditions, so repeated failures accumulate.
        const std::string msg = "failed to delete head node VM " + headVmName(cluster)
            + ": the vCenter task did not complete (emulated failure)";
        m_store.mutate(
            VMRayClusters,
            ns,
            name,
            [&](Json &c) {
                c["status"]["conditions"].push_back(
                    condition("DeleteCluster", "False", "FailureToDeleteHeadNode", msg));
                c["status"]["cluster_state"] = "unhealthy";
            },
            true);
        recordEvent(involved, "Warning", "FailureToDeleteHeadNode", msg, operatorComponent);
        schedule("cluster/" + nsName(ns, name), scaled(60), [this, ns, name] {
            reconcileCluster(ns, name);
        });
        return;
    }
    recordEvent(involved,
        "Normal",
        "Deleting",
        "Deleting cluster " + name + " and its resources.",
        operatorComponent);
    for (const char *suffix : { "-ssh-key", "-wsecret", "-root-cert", "-tls", "-hsecret" }) {
        try {
            m_store.remove(Secrets, ns, name + suffix, {}, false);
        } catch (const StatusError &) {}
    }
    const std::string head = headVmName(cluster);
    if (!head.empty()) {
        for (int type :
            { static_cast<int>(VirtualMachineServices), static_cast<int>(VirtualMachines) }) {
            try {
                m_store.remove(type, ns, head, {}, false);
            } catch (const StatusError &) {}
        }
    }
    if (const Json *workers = findPath(cluster, { "status", "current_workers" });
        workers && workers->is_object()) {
        for (const auto &[vm, st] : workers->items()) {
            for (int type :
                { static_cast<int>(VirtualMachineServices), static_cast<int>(VirtualMachines) }) {
                try {
                    m_store.remove(type, ns, vm, {}, false);
                } catch (const StatusError &) {}
            }
        }
    }
    recordEvent(involved,
        "Normal",
        "Deleted",
        "Issued the deletion of every VM of cluster " + name + "; removing the finalizer.",
        operatorComponent);
    m_store.mutate(VMRayClusters, ns, name, [](Json &c) {
        removeFinalizer(c, vmrayFinalizer);
    });
    m_bounds.erase(cluster["metadata"].value("uid", ""));
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
