// VM Operator, simulated on the simulation's thread.
#include "vmoperator_simulation.h"

#include "resources.h"
#include "vmray_objects.h"

#include <algorithm>
#include <set>

namespace emu {

namespace {

const char *const vmOperatorComponent = "vmoperator-controller-manager";
// What a VM's disk takes of the namespace's storage quota (the images are all this size here).
constexpr int64_t vmDiskGiB = 40;

// Bytes of a Kubernetes quantity such as 16Gi, 512Mi or 8G; 0 when it is none of those.
int64_t quantityBytesOf(const std::string &text)
{
    static const std::pair<const char *, int64_t> units[] = { { "Ki", 1LL << 10 },
        { "Mi", 1LL << 20 },
        { "Gi", 1LL << 30 },
        { "Ti", 1LL << 40 },
        { "k", 1000 },
        { "M", 1000000 },
        { "G", 1000000000 },
        { "T", 1000000000000 } };
    size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
    if (digits == 0 || digits > 15)
        return 0;
    const int64_t number = std::stoll(text.substr(0, digits));
    const std::string unit = text.substr(digits);
    if (unit.empty())
        return number;
    for (const auto &[suffix, factor] : units) {
        if (unit == suffix)
            return number * factor;
    }
    return 0;
}

} // namespace

VmOperatorSimulation::VmOperatorSimulation(ControllerContext &context)
    : m_context(context)
    , m_store(context.store())
{}

void VmOperatorSimulation::failNextVmCreations(int count)
{
    m_failVmCreations = count;
}

void VmOperatorSimulation::resync()
{
    for (const ObjectPtr &vm : m_store.all(VirtualMachines)) {
        const std::string ns = vm->json["metadata"].value("namespace", "");
        const std::string name = vm->json["metadata"].value("name", "");
        m_context.schedule("vm/" + nsName(ns, name), m_context.scaled(0.1), [this, ns, name] {
            reconcileVm(ns, name);
        });
    }
    std::set<std::string> quotaNamespaces;
    for (const ObjectPtr &quota : m_store.all(ResourceQuotas))
        quotaNamespaces.insert(quota->json["metadata"].value("namespace", ""));
    for (const std::string &ns : quotaNamespaces) {
        m_context.schedule("quota/" + ns, m_context.scaled(0.1), [this, ns] {
            accountQuota(ns);
        });
    }
    for (const ObjectPtr &svc : m_store.all(VirtualMachineServices)) {
        const std::string ns = svc->json["metadata"].value("namespace", "");
        const std::string name = svc->json["metadata"].value("name", "");
        m_context.schedule("svc/" + nsName(ns, name), m_context.scaled(0.1), [this, ns, name] {
            reconcileVmService(ns, name);
        });
    }
}

void VmOperatorSimulation::onObjectChange(const WatchEvent &e)
{
    const std::string name = e.object->json["metadata"].value("name", "");
    const std::string key = nsName(e.ns, name);
    if (e.type == VirtualMachines) {
        const std::string ns = e.ns;
        m_context.schedule("quota/" + ns, m_context.scaled(0.2), [this, ns] {
            accountQuota(ns);
        });
    }
    if (std::string_view(e.eventType) == "DELETED") {
        m_nextStep.erase(key);
        return;
    }
    const std::string ns = e.ns;
    if (e.type == VirtualMachines)
        m_context.schedule("vm/" + key, m_context.scaled(0.2), [this, ns, name] {
            reconcileVm(ns, name);
        });
    else
        m_context.schedule("svc/" + key, m_context.scaled(0.2), [this, ns, name] {
            reconcileVmService(ns, name);
        });
}

void VmOperatorSimulation::accountQuota(const std::string &ns)
{
    // As the Supervisor counts them: the namespace's VMs reserve their classes' CPUs and memory,
    // and their disks take storage.
    int64_t cpus = 0;
    int64_t memory = 0;
    int64_t vms = 0;
    for (const ObjectPtr &vm : m_store.all(VirtualMachines, ns)) {
        ++vms;
        const std::string className = vm->json.value("spec", Json::object()).value("className", "");
        const ObjectPtr vmClass = m_store.tryGet(VirtualMachineClasses, ns, className);
        if (!vmClass)
            continue;
        const Json hardware =
            vmClass->json.value("spec", Json::object()).value("hardware", Json::object());
        cpus += hardware.value("cpus", 0);
        memory += quantityBytesOf(hardware.value("memory", ""));
    }
    const Json used = { { "requests.cpu", std::to_string(cpus) },
        { "requests.memory", std::to_string(memory / (1LL << 20)) + "Mi" },
        { "requests.storage", std::to_string(vms * vmDiskGiB) + "Gi" } };
    for (const ObjectPtr &quota : m_store.all(ResourceQuotas, ns)) {
        const std::string name = quota->json["metadata"].value("name", "");
        const Json &status = quota->json.value("status", Json::object());
        Json merged = status.value("used", Json::object());
        for (const auto &[key, value] : used.items())
            merged[key] = value;
        if (merged == status.value("used", Json::object()))
            continue;
        try {
            m_store.mutate(
                ResourceQuotas,
                ns,
                name,
                [&merged](Json &q) {
                    q["status"]["used"] = merged;
                },
                true);
        } catch (const StatusError &) {
            // Gone meanwhile: nothing to account.
        }
    }
}

void VmOperatorSimulation::reconcileVm(const std::string &ns, const std::string &name)
{
    const std::string key = nsName(ns, name);
    ObjectPtr vm = m_store.tryGet(VirtualMachines, ns, name);
    if (!vm)
        return;
    const Json &j = vm->json;
    const Clock::time_point now = Clock::now();
    auto next = m_nextStep.find(key);
    if (next != m_nextStep.end() && next->second > now) {
        m_context.schedule("vm/" + key, next->second - now, [this, ns, name] {
            reconcileVm(ns, name);
        });
        return;
    }
    const auto later = [&](double seconds) {
        const Clock::duration d = m_context.jittered(seconds);
        m_nextStep[key] = now + d;
        m_context.schedule("vm/" + key, d, [this, ns, name] {
            reconcileVm(ns, name);
        });
    };

    if (j["metadata"].contains("deletionTimestamp")) {
        if (!hasFinalizer(j, vmFinalizer))
            return;
        if (!m_deletingVms.count(key)) {
            // First sight of the deletion: powering off and removing it from vCenter takes a while.
            m_deletingVms.insert(key);
            m_context.recordEvent(involvedObject(j),
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
            m_context.recordEvent(
                involvedObject(j), "Warning", "CreateFailure", msg, vmOperatorComponent);
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
        m_context.recordEvent(involvedObject(j),
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
        m_context.recordEvent(involvedObject(j),
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

void VmOperatorSimulation::reconcileVmService(const std::string &ns, const std::string &name)
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
        const Clock::duration d = m_context.jittered(3.0);
        m_nextStep[key] = now + d;
        m_context.schedule("svc/" + nsName(ns, name), d, [this, ns, name] {
            reconcileVmService(ns, name);
        });
        return;
    }
    if (next->second > now) {
        m_context.schedule("svc/" + nsName(ns, name), next->second - now, [this, ns, name] {
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

std::string VmOperatorSimulation::nextVmIp()
{
    const uint64_t n = m_ipCounter++;
    return "10.244." + std::to_string(1 + (n / 250) % 250) + "." + std::to_string(2 + n % 250);
}

std::string VmOperatorSimulation::nextLoadBalancerIp()
{
    return headServiceAddress(false, m_lbCounter++);
}

} // namespace emu
