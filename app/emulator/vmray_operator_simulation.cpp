// The vmray cluster operator, simulated on the simulation's thread.
#include "vmray_operator_simulation.h"

#include "resources.h"
#include "vmray_objects.h"

#include <algorithm>

namespace emu {

namespace {

const char *const operatorComponent = "vmraycluster-controller";

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

VmrayOperatorSimulation::VmrayOperatorSimulation(ControllerContext &context)
    : m_context(context)
    , m_store(context.store())
{}

void VmrayOperatorSimulation::failNextClusterDeletions(int count)
{
    m_failClusterDeletions = count;
}

bool VmrayOperatorSimulation::setPaused(bool paused)
{
    return m_paused.exchange(paused);
}

void VmrayOperatorSimulation::overrideStatus(
    const std::string &ns, const std::string &name, const Json &patch)
{
    if (patch.is_null()) {
        std::lock_guard lock(m_overridesMutex);
        m_statusOverrides.erase(nsName(ns, name));
        return;
    }
    // Written first, so a status the CRD refuses is refused here and never kept for the
    // operator's writes.
    m_store.mutate(
        VMRayClusters,
        ns,
        name,
        [&](Json &c) {
            if (!c.contains("status") || !c["status"].is_object())
                c["status"] = Json::object();
            c["status"].merge_patch(patch);
        },
        true);
    std::lock_guard lock(m_overridesMutex);
    m_statusOverrides[nsName(ns, name)] = patch;
}

void VmrayOperatorSimulation::applyStatusOverride(const std::string &key, Json &status)
{
    std::lock_guard lock(m_overridesMutex);
    const auto it = m_statusOverrides.find(key);
    if (it != m_statusOverrides.end())
        status.merge_patch(it->second);
}

void VmrayOperatorSimulation::resync()
{
    for (const ObjectPtr &c : m_store.all(VMRayClusters)) {
        const std::string ns = c->json["metadata"].value("namespace", "");
        const std::string name = c->json["metadata"].value("name", "");
        m_context.schedule(
            "cluster/" + nsName(ns, name), m_context.scaled(0.2 + random01()), [this, ns, name] {
                reconcileCluster(ns, name);
            });
    }
}

void VmrayOperatorSimulation::onClusterChange(const WatchEvent &e)
{
    const Json &obj = e.object->json;
    const std::string name = obj["metadata"].value("name", "");
    const std::string key = nsName(e.ns, name);
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
    m_context.schedule("cluster/" + key, m_context.scaled(0.3), [this, ns, name] {
        reconcileCluster(ns, name);
    });
}

void VmrayOperatorSimulation::onNodeChange(const WatchEvent &e)
{
    const std::string key = nsName(e.ns, e.object->json["metadata"].value("name", ""));
    auto owner = m_vmOwner.find(key);
    if (owner != m_vmOwner.end()) {
        const std::string ns = e.ns;
        const std::string cluster = owner->second;
        m_context.schedule(
            "cluster/" + nsName(ns, cluster), m_context.scaled(0.5), [this, ns, cluster] {
                reconcileCluster(ns, cluster);
            });
    }
}

void VmrayOperatorSimulation::remember(const Json &cluster)
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

void VmrayOperatorSimulation::createNodeVm(
    const Json &cluster, const std::string &vmName, bool head)
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

bool VmrayOperatorSimulation::stepNode(
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
            m_context.recordEvent(involved,
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
            m_context.recordEvent(involved,
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
            m_context.recordEvent(involved,
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

void VmrayOperatorSimulation::reconcileCluster(const std::string &ns, const std::string &name)
{
    ObjectPtr current = m_store.tryGet(VMRayClusters, ns, name);
    if (!current)
        return;
    if (m_paused)
        return; // as if the operator's pod were down; resumed with a full resync
    const Json &cluster = current->json;
    const std::string key = nsName(ns, name);
    const auto requeue = [&](double seconds) {
        m_context.schedule("cluster/" + key, m_context.scaled(seconds), [this, ns, name] {
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
        m_context.recordEvent(
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
        applyStatusOverride(key, status);
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
            m_context.recordEvent(involved,
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
            m_context.recordEvent(involved,
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
                m_context.recordEvent(involved,
                    "Normal",
                    "WorkerNodeDeleted",
                    "Deleted worker node VM " + it.key() + ".",
                    operatorComponent);
            } catch (const StatusError &) {}
            it = workers.erase(it);
        }
        status["current_workers"] = workers;
        m_context.schedule("autoscaler/" + key, m_context.scaled(2.0), [this, ns, name] {
            autoscale(ns, name);
        });
    }
    writeStatus();
    requeue(60);
}

void VmrayOperatorSimulation::autoscale(const std::string &ns, const std::string &name)
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

void VmrayOperatorSimulation::deleteCluster(const ObjectPtr &current)
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
        m_context.recordEvent(
            involved, "Warning", "FailureToDeleteHeadNode", msg, operatorComponent);
        m_context.schedule("cluster/" + nsName(ns, name), m_context.scaled(60), [this, ns, name] {
            reconcileCluster(ns, name);
        });
        return;
    }
    m_context.recordEvent(involved,
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
    m_context.recordEvent(involved,
        "Normal",
        "Deleted",
        "Issued the deletion of every VM of cluster " + name + "; removing the finalizer.",
        operatorComponent);
    m_store.mutate(VMRayClusters, ns, name, [](Json &c) {
        removeFinalizer(c, vmrayFinalizer);
    });
    m_bounds.erase(cluster["metadata"].value("uid", ""));
}

} // namespace emu
