#include "seed.h"

#include "resources.h"
#include "vmray_objects.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace emu {

namespace {

// The VM image Ray clusters boot from (not the Ray container image).
const char *const rayVmImage = "vmi-7289e7d90a3c53e73";
const char *const passwordHash = "$6$test1234$9/BUZHNkvq.c1miDDMG5cHLmM4V7gbYdGuF0//3gSIh//"
                                 "DOyi7ypPCs6EAA9b8/tidHottL6UG0tG/RqTgAAi/";

std::string ago(std::chrono::seconds s)
{
    return rfc3339(std::chrono::system_clock::now() - s);
}

Json conditionSince(const std::string &type,
    const std::string &status,
    const std::string &reason,
    const std::string &when)
{
    return { { "type", type },
        { "status", status },
        { "reason", reason },
        { "message", "" },
        { "lastTransitionTime", when } };
}

struct VmClassDef
{
    const char *name;
    int cpus;
    const char *memory;
    bool guaranteed;
    const char *vgpu;
};

const VmClassDef vmClasses[] = {
    { "best-effort-small", 2, "4Gi", false, nullptr },
    { "best-effort-medium", 2, "8Gi", false, nullptr },
    { "best-effort-large", 4, "16Gi", false, nullptr },
    { "best-effort-xlarge", 4, "32Gi", false, nullptr },
    { "guaranteed-large", 4, "16Gi", true, nullptr },
    { "gpu-a100-xlarge", 16, "128Gi", true, "grid_a100-40c" },
};

struct ImageDef
{
    const char *name;
    const char *display;
    const char *product;
    const char *version;
    const char *osType;
    const char *osVersion;
};

const ImageDef images[] = {
    { rayVmImage, "ray-ubuntu-22.04", "Ray on Ubuntu", "2.44.1", "ubuntu64Guest", "22.04" },
    { "vmi-0a0044d7c690bcbea",
        "ubuntu-22.04-server-cloudimg",
        "Ubuntu",
        "22.04.5",
        "ubuntu64Guest",
        "22.04" },
    { "vmi-5c1e6f0d2b9a84f37",
        "photon-5.0",
        "VMware Photon OS",
        "5.0",
        "vmwarePhoton64Guest",
        "5.0" },
};

void seedCatalog(Store &store)
{
    for (const char *sc : { "vsan-default-storage-policy", "wcp-nfs-profile" }) {
        store.seed(StorageClasses,
            { { "metadata",
                  { { "name", sc }, { "creationTimestamp", ago(std::chrono::hours(24 * 90)) } } },
                { "provisioner", "csi.vsphere.vmware.com" },
                { "parameters", { { "storagePolicyID", randomUid() } } },
                { "reclaimPolicy", "Delete" },
                { "allowVolumeExpansion", true },
                { "volumeBindingMode", "Immediate" } });
    }
    store.seed(ClusterVirtualMachineImages,
        { { "metadata",
              { { "name", "cvmi-3f8c1e2d9a7b6c541" },
                  { "creationTimestamp", ago(std::chrono::hours(24 * 60)) } } },
            { "spec",
                { { "providerRef",
                    { { "apiVersion", "imageregistry.vmware.com/v1alpha1" },
                        { "kind", "ClusterContentLibraryItem" },
                        { "name", "clitem-3f8c1e2d9a7b6c541" } } } } },
            { "status",
                { { "name", "ray-ubuntu-22.04-gpu" },
                    { "osInfo", { { "type", "ubuntu64Guest" }, { "version", "22.04" } } },
                    { "productInfo",
                        { { "product", "Ray on Ubuntu (GPU)" },
                            { "vendor", "Broadcom" },
                            { "version", "2.44.1" } } },
                    { "hardwareVersion", 19 },
                    { "firmware", "efi" },
                    { "conditions",
                        Json::array({ conditionSince(
                            "Ready", "True", "True", ago(std::chrono::hours(24 * 60))) }) } } } });
}

void seedNamespace(Store &store, const std::string &ns, int index)
{
    const std::string created = ago(std::chrono::hours(24 * (30 + index)));
    store.seed(Namespaces,
        { { "metadata",
              { { "name", ns },
                  { "creationTimestamp", created },
                  { "labels",
                      { { "vSphereClusterID", "domain-c8" },
                          { "kubernetes.io/metadata.name", ns } } },
                  { "annotations",
                      { { "vmware-system-resource-pool",
                          "resgroup-" + std::to_string(100 + index) } } } } },
            { "spec", { { "finalizers", Json::array({ "kubernetes" }) } } },
            { "status", { { "phase", "Active" } } } });
    for (const VmClassDef &c : vmClasses) {
        Json spec = { { "hardware", { { "cpus", c.cpus }, { "memory", c.memory } } },
            { "description",
                std::string(c.guaranteed ? "Guaranteed" : "Best effort") + " class with "
                    + std::to_string(c.cpus) + " vCPUs and " + c.memory + " of memory" } };
        if (c.guaranteed)
            spec["policies"] = { { "resources",
                { { "requests",
                      { { "cpu", std::to_string(c.cpus * 1000) + "m" }, { "memory", c.memory } } },
                    { "limits",
                        { { "cpu", std::to_string(c.cpus * 1000) + "m" },
                            { "memory", c.memory } } } } } };
        if (c.vgpu)
            spec["hardware"]["devices"] = { { "vgpuDevices",
                Json::array({ { { "profileName", c.vgpu } } }) } };
        store.seed(VirtualMachineClasses,
            { { "metadata",
                  { { "name", c.name }, { "namespace", ns }, { "creationTimestamp", created } } },
                { "spec", spec },
                { "status", Json::object() } });
    }
    for (const ImageDef &img : images) {
        store.seed(VirtualMachineImages,
            { { "metadata",
                  { { "name", img.name }, { "namespace", ns }, { "creationTimestamp", created } } },
                { "spec",
                    { { "providerRef",
                        { { "apiVersion", "imageregistry.vmware.com/v1alpha1" },
                            { "kind", "ContentLibraryItem" },
                            { "name", std::string("clitem-") + (img.name + 4) } } } } },
                { "status",
                    { { "name", img.display },
                        { "osInfo", { { "type", img.osType }, { "version", img.osVersion } } },
                        { "productInfo",
                            { { "product", img.product },
                                { "vendor", "Broadcom" },
                                { "version", img.version } } },
                        { "hardwareVersion", 19 },
                        { "firmware", "efi" },
                        { "conditions",
                            Json::array(
                                { conditionSince("Ready", "True", "True", created) }) } } } });
    }
    const Json hard = { { "requests.cpu", "128" },
        { "requests.memory", "512Gi" },
        { "requests.storage", "4Ti" },
        { "vsan-default-storage-policy.storageclass.storage.k8s.io/requests.storage", "4Ti" } };
    store.seed(ResourceQuotas,
        { { "metadata",
              { { "name", ns + "-storagequota" },
                  { "namespace", ns },
                  { "creationTimestamp", created } } },
            { "spec", { { "hard", hard } } },
            { "status",
                { { "hard", hard },
                    { "used",
                        { { "requests.cpu", "0" },
                            { "requests.memory", "0" },
                            { "requests.storage", "0" } } } } } });
}

struct NodeTypeDef
{
    std::string name;
    std::string vmClass;
    int min;
    int max;
};

Json clusterSpec(const std::string &headClass,
    const std::vector<NodeTypeDef> &workers,
    int maxWorkers,
    const std::string &image = rayVmImage,
    const std::string &rayImage = "rayproject/ray:2.44.1")
{
    Json types = { { "ray.head.default",
        { { "vm_class", headClass }, { "min_workers", 0 }, { "max_workers", 0 } } } };
    for (const NodeTypeDef &w : workers)
        types[w.name] = { { "vm_class", w.vmClass },
            { "min_workers", w.min },
            { "max_workers", w.max },
            { "resources", { { "cpu", 4 } } } };
    return { { "api_server", { { "location", "10.0.0.10" } } },
        { "ray_docker_image", rayImage },
        { "head_node", { { "node_type", "ray.head.default" }, { "port", 6379 } } },
        { "worker_node", Json::object() },
        { "enable_tls", true },
        { "common_node_config",
            { { "vm_image", image },
                { "storage_class", "vsan-default-storage-policy" },
                { "vm_user", "ray" },
                { "vm_password_salt_hash", passwordHash },
                { "max_workers", maxWorkers },
                { "available_node_types", types } } } };
}

// Counters so generated IPs do not collide between clusters.
struct IpAllocator
{
    uint64_t vm = 0;
    uint64_t lb = 0;
    std::string nextVm()
    {
        const uint64_t n = vm++;
        return "10." + std::to_string(96 + (n / 62500) % 32) + "." + std::to_string((n / 250) % 250)
            + "." + std::to_string(2 + n % 250);
    }
    std::string nextLb() { return headServiceAddress(true, lb++); }
};

Json runningVm(const std::string &ns,
    const std::string &name,
    const std::string &cluster,
    const std::string &vmClass,
    const Json &common,
    bool head,
    const std::string &ip,
    const std::string &created,
    int index)
{
    Json vm = nodeVmObject(ns, name, cluster, vmClass, common, head);
    vm["metadata"]["creationTimestamp"] = created;
    vm["metadata"]["finalizers"] = Json::array({ vmFinalizer });
    vm["status"] = Json { { "powerState", "PoweredOn" },
        { "uniqueID", "vm-" + std::to_string(2000 + index) },
        { "biosUUID", randomUid() },
        { "instanceUUID", randomUid() },
        { "host", "esx-0" + std::to_string(1 + index % 4) + ".vsphere.local" },
        { "zone", "zone-1" },
        { "class",
            { { "apiVersion", "vmoperator.vmware.com/v1alpha2" },
                { "kind", "VirtualMachineClass" },
                { "name", vmClass } } },
        { "network",
            { { "primaryIP4", ip },
                { "interfaces",
                    Json::array({ { { "name", "eth0" },
                        { "ip",
                            { { "addresses",
                                Json::array({ { { "address", ip + "/24" } } }) } } } } }) } } },
        { "conditions",
            Json::array({ conditionSince("VirtualMachineClassReady", "True", "True", created),
                conditionSince("VirtualMachineImageReady", "True", "True", created),
                conditionSince("VirtualMachineStorageReady", "True", "True", created),
                conditionSince("VirtualMachineBootstrapReady", "True", "True", created),
                conditionSince("VirtualMachineCreated", "True", "True", created),
                conditionSince(
                    "GuestCustomization", "True", "GuestCustomizationSucceeded", created),
                conditionSince(
                    "VirtualMachineTools", "True", "VirtualMachineToolsRunning", created) }) } };
    return vm;
}

// A cluster as the operator leaves it once everything runs: CR with status, VMs, head service,
// secrets.
void seedRunningCluster(Store &store,
    IpAllocator &ips,
    const std::string &ns,
    const std::string &name,
    const std::string &headClass,
    const std::vector<NodeTypeDef> &workers,
    int maxWorkers,
    std::chrono::seconds age,
    int &vmIndex)
{
    const std::string created = ago(age);
    const std::string nounce = randomAlnum(5);
    const std::string head = name + "-h-" + nounce;
    const std::string lbIp = ips.nextLb();
    Json spec = clusterSpec(headClass, workers, maxWorkers);
    spec["docker_config"] = { { "auth_secret_name", "" } };
    spec["common_node_config"]["available_node_types"]["ray.head.default"]["resources"] =
        Json::object();
    Json desired = Json::object();
    Json current = Json::object();
    for (const NodeTypeDef &w : workers) {
        for (int i = 0; i < w.min; ++i) {
            const std::string vm = name + "-w-" + randomAlnum(8);
            const std::string ip = ips.nextVm();
            desired[vm] = w.name;
            Json vmObj = runningVm(
                ns, vm, name, w.vmClass, spec["common_node_config"], false, ip, created, vmIndex++);
            current[vm] = { { "ip", ip },
                { "vm_status", "running" },
                { "ray_status", "running" },
                { "conditions", vmObj["status"]["conditions"] } };
            store.seed(VirtualMachines, std::move(vmObj));
        }
    }
    if (!desired.empty())
        spec["autoscaler_desired_workers"] = desired;
    const std::string headIp = ips.nextVm();
    Json headVm = runningVm(
        ns, head, name, headClass, spec["common_node_config"], true, headIp, created, vmIndex++);
    Json status = { { "cluster_state", "healthy" },
        { "conditions", Json::array() },
        { "head_node_status",
            { { "ip", headIp },
                { "vm_status", "running" },
                { "ray_status", "running" },
                { "conditions", headVm["status"]["conditions"] } } },
        { "current_workers", current },
        { "vm_service_status", { { "ip", lbIp } } } };
    store.seed(VirtualMachines, std::move(headVm));
    store.seed(VMRayClusters,
        { { "metadata",
              { { "name", name },
                  { "namespace", ns },
                  { "creationTimestamp", created },
                  { "labels", { { nounceLabel, nounce } } },
                  { "finalizers", Json::array({ "vmraycluster.vmray.broadcom.com" }) },
                  { "generation", 2 + static_cast<int>(desired.size() > 0) } } },
            { "spec", spec },
            { "status", status } });
    Json service = headServiceObject(ns, head, 6379);
    service["metadata"]["creationTimestamp"] = created;
    service["status"] = { { "loadBalancer",
        { { "ingress", Json::array({ { { "ip", lbIp } } }) } } } };
    store.seed(VirtualMachineServices, std::move(service));
    for (const std::string suffix : { "-root-cert", "-ssh-key", "-hsecret", "-wsecret" }) {
        store.seed(Secrets,
            { { "metadata",
                  { { "name", name + suffix },
                      { "namespace", ns },
                      { "creationTimestamp", created } } },
                { "type", "Opaque" },
                { "data", { { "emulated", base64Encode("placeholder") } } } });
    }
}

void seedNewCluster(Store &store,
    const std::string &ns,
    const std::string &name,
    Json spec,
    std::chrono::seconds age)
{
    store.seed(VMRayClusters,
        { { "metadata",
              { { "name", name }, { "namespace", ns }, { "creationTimestamp", ago(age) } } },
            { "spec", std::move(spec) } });
}

} // namespace

bool validSeed(const std::string &seed)
{
    if (seed == "demo" || seed == "empty")
        return true;
    if (seed.rfind("fleet:", 0) != 0)
        return false;
    const std::string n = seed.substr(6);
    return !n.empty() && n.size() < 8 && n.find_first_not_of("0123456789") == std::string::npos;
}

void seedStore(Store &store, const std::string &seed, int fleetNamespaces)
{
    if (!validSeed(seed))
        throw std::invalid_argument("unknown seed \"" + seed + "\": use demo, empty or fleet:N");
    seedCatalog(store);
    store.seed(Namespaces,
        { { "metadata",
              { { "name", "kube-system" },
                  { "creationTimestamp", ago(std::chrono::hours(24 * 120)) } } },
            { "status", { { "phase", "Active" } } } });
    store.seed(Namespaces,
        { { "metadata",
              { { "name", "svc-ray-on-vcf-domain-c8" },
                  { "creationTimestamp", ago(std::chrono::hours(24 * 100)) } } },
            { "status", { { "phase", "Active" } } } });
    IpAllocator ips;
    int vmIndex = 0;
    using std::chrono::hours;
    using std::chrono::minutes;
    if (seed == "empty") {
        seedNamespace(store, "ray-test", 0);
        return;
    }
    if (seed == "demo") {
        seedNamespace(store, "ray-prod", 0);
        seedNamespace(store, "ray-dev", 1);
        seedNamespace(store, "analytics", 2);
        seedRunningCluster(store,
            ips,
            "ray-prod",
            "analytics-prod",
            "best-effort-xlarge",
            { { "ray.worker.default", "best-effort-xlarge", 4, 8 } },
            8,
            hours(24 * 6),
            vmIndex);
        seedRunningCluster(store,
            ips,
            "ray-prod",
            "training-gpu",
            "guaranteed-large",
            { { "ray.worker.gpu", "gpu-a100-xlarge", 2, 4 } },
            4,
            hours(50),
            vmIndex);
        seedRunningCluster(store,
            ips,
            "analytics",
            "etl-nightly",
            "best-effort-large",
            { { "ray.worker.default", "best-effort-medium", 1, 3 } },
            3,
            hours(24 * 12),
            vmIndex);
        // Coming up: the operator and VM Operator take it from here.
        seedNewCluster(store,
            "ray-dev",
            "dev-sandbox",
            clusterSpec(
                "best-effort-medium", { { "ray.worker.default", "best-effort-medium", 2, 4 } }, 4),
            minutes(1));
        // Unhealthy: its worker class is not attached to the namespace.
        seedNewCluster(store,
            "ray-dev",
            "gpu-experiment",
            clusterSpec("best-effort-medium", { { "ray.worker.gpu", "gpu-h100-xlarge", 1, 2 } }, 2),
            hours(3));
        return;
    }
    // fleet:N — clusters of 1 head + 9 workers spread over the fleet's namespaces.
    const long total = std::stol(seed.substr(6));
    const int namespaces = std::max(1, fleetNamespaces);
    for (int i = 0; i < namespaces; ++i)
        seedNamespace(store, "fleet-" + std::to_string(i), i);
    long made = 0;
    for (int c = 0; made < total; ++c) {
        const int workers =
            static_cast<int>(std::min<long>(9, std::max<long>(0, total - made - 1)));
        const std::string ns = "fleet-" + std::to_string(c % namespaces);
        seedRunningCluster(store,
            ips,
            ns,
            "ray-" + std::to_string(c),
            "best-effort-large",
            { { "ray.worker.default", "best-effort-medium", workers, std::max(workers, 9) } },
            9,
            hours(1 + c % 200),
            vmIndex);
        made += workers + 1;
    }
}

} // namespace emu
