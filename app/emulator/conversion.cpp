#include "conversion.h"

#include <algorithm>
#include <map>

namespace emu {

namespace {

const char *const v1alpha1 = "v1alpha1";

// 3 for v1alpha3, 4 for v1alpha4, ...; 0 for the others.
int newerVersion(const std::string &version)
{
    for (int n = 3; n <= 6; ++n) {
        if (version == "v1alpha" + std::to_string(n))
            return n;
    }
    return 0;
}

// { stored (v1alpha2) value, v1alpha1 value }
using Renames = std::vector<std::pair<const char *, const char *>>;
const Renames powerStates = {
    { "PoweredOn", "poweredOn" }, { "PoweredOff", "poweredOff" }, { "Suspended", "suspended" }
};
const Renames powerOpModes = { { "Hard", "hard" }, { "Soft", "soft" }, { "TrySoft", "trySoft" } };

// v1alpha1 spec.networkInterfaces[].networkType and the network object a v1alpha2 interface names.
struct NetworkKind
{
    const char *type;
    const char *apiVersion;
    const char *kind;
};
const NetworkKind networkKinds[] = {
    { "vsphere-distributed", "netoperator.vmware.com/v1alpha1", "Network" },
    { "nsx-t", "vmware.com/v1alpha1", "VirtualNetwork" },
    { "nsx-t-subnet", "crd.nsx.vmware.com/v1alpha1", "Subnet" },
    { "nsx-t-subnetset", "crd.nsx.vmware.com/v1alpha1", "SubnetSet" },
};

// Renames the string at object[key], down to v1alpha1 or up from it; other values pass as they are.
void rename(Json &object, const char *key, const Renames &renames, bool down)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return;
    for (const auto &[stored, old] : renames) {
        if (*it == (down ? stored : old)) {
            *it = down ? old : stored;
            return;
        }
    }
}

// Drops every field the v1alpha1 schema does not have, as the API server prunes.
void keepOnly(Json &object, std::initializer_list<const char *> keys)
{
    for (auto it = object.begin(); it != object.end();) {
        if (std::none_of(keys.begin(), keys.end(), [&](const char *k) {
                return it.key() == k;
            }))
            it = object.erase(it);
        else
            ++it;
    }
}

Json *objectAt(Json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_object() ? &*it : nullptr;
}

// --- VirtualMachine --------------------------------------------------------------------------

void vmSpecDown(Json &spec)
{
    rename(spec, "powerState", powerStates, true);
    for (const char *mode : { "powerOffMode", "suspendMode", "restartMode" })
        rename(spec, mode, powerOpModes, true);
    if (const Json *nics = findPath(spec, { "network", "interfaces" }); nics && nics->is_array()) {
        Json out = Json::array();
        for (const Json &nic : *nics) {
            Json one = Json::object();
            if (const Json *ref = findPath(nic, { "network" }); ref && ref->is_object()) {
                if (const std::string name = stringAt(*ref, { "name" }); !name.empty())
                    one["networkName"] = name;
                for (const NetworkKind &k : networkKinds) {
                    if (stringAt(*ref, { "kind" }) == k.kind)
                        one["networkType"] = k.type;
                }
            }
            out.push_back(one);
        }
        if (!out.empty())
            spec["networkInterfaces"] = out;
    }
    if (const Json *bootstrap = objectAt(spec, "bootstrap"); bootstrap && !bootstrap->empty()) {
        Json metadata = Json::object();
        std::string object;
        if (const Json *cloudInit = findPath(*bootstrap, { "cloudInit" })) {
            object = stringAt(*cloudInit, { "rawCloudConfig", "name" });
            metadata["transport"] =
                stringAt(*cloudInit, { "rawCloudConfig", "key" }) == "guestinfo.userdata"
                ? "ExtraConfig"
                : "CloudInit";
        } else if (const Json *sysprep = findPath(*bootstrap, { "sysprep" })) {
            object = stringAt(*sysprep, { "rawSysprep", "name" });
            metadata["transport"] = "Sysprep";
        } else if (const Json *vApp = findPath(*bootstrap, { "vAppConfig" })) {
            object = stringAt(*vApp, { "rawProperties" });
            metadata["transport"] = bootstrap->contains("linuxPrep") ? "OvfEnv" : "vAppConfig";
        }
        if (!object.empty())
            metadata["secretName"] = object;
        spec["vmMetadata"] = metadata;
    }
    if (const std::string policy = stringAt(spec, { "reserved", "resourcePolicyName" });
        !policy.empty())
        spec["resourcePolicyName"] = policy;
    if (Json *probe = objectAt(spec, "readinessProbe")) {
        probe->erase("guestInfo");
        if (probe->empty())
            spec.erase("readinessProbe");
    }
    keepOnly(spec,
        { "advancedOptions",
            "className",
            "imageName",
            "minHardwareVersion",
            "networkInterfaces",
            "nextRestartTime",
            "ports",
            "powerOffMode",
            "powerState",
            "readinessProbe",
            "resourcePolicyName",
            "restartMode",
            "storageClass",
            "suspendMode",
            "vmMetadata",
            "volumes" });
}

void vmSpecUp(Json &spec)
{
    rename(spec, "powerState", powerStates, false);
    for (const char *mode : { "powerOffMode", "suspendMode", "restartMode" })
        rename(spec, mode, powerOpModes, false);
    if (const Json *nics = findPath(spec, { "networkInterfaces" });
        nics && nics->is_array() && !nics->empty()) {
        Json interfaces = Json::array();
        for (const Json &nic : *nics) {
            Json one = { { "name", "eth" + std::to_string(interfaces.size()) } };
            const std::string name = stringAt(nic, { "networkName" });
            const std::string type = stringAt(nic, { "networkType" });
            if (!name.empty() || !type.empty()) {
                Json ref = { { "name", name } };
                for (const NetworkKind &k : networkKinds) {
                    if (type == k.type) {
                        ref["apiVersion"] = k.apiVersion;
                        ref["kind"] = k.kind;
                    }
                }
                one["network"] = ref;
            }
            interfaces.push_back(one);
        }
        spec["network"] = { { "interfaces", interfaces } };
    }
    if (const Json *metadata = objectAt(spec, "vmMetadata"); metadata && !metadata->empty()) {
        std::string object = stringAt(*metadata, { "secretName" });
        if (object.empty())
            object = stringAt(*metadata, { "configMapName" });
        const std::string transport = stringAt(*metadata, { "transport" });
        const auto secretKey = [&](const char *key) {
            return Json { { "name", object }, { "key", key } };
        };
        Json bootstrap = Json::object();
        if (transport == "ExtraConfig" || transport == "CloudInit") {
            bootstrap["cloudInit"] = Json::object();
            if (!object.empty())
                bootstrap["cloudInit"]["rawCloudConfig"] =
                    secretKey(transport == "CloudInit" ? "user-data" : "guestinfo.userdata");
        } else if (transport == "OvfEnv" || transport == "vAppConfig") {
            if (transport == "OvfEnv")
                bootstrap["linuxPrep"] = { { "hardwareClockIsUTC", true } };
            bootstrap["vAppConfig"] = { { "rawProperties", object } };
        } else if (transport == "Sysprep") {
            bootstrap["sysprep"] = Json::object();
            if (!object.empty())
                bootstrap["sysprep"]["rawSysprep"] = secretKey("unattend");
        }
        spec["bootstrap"] = bootstrap;
    }
    if (const std::string policy = stringAt(spec, { "resourcePolicyName" }); !policy.empty())
        spec["reserved"] = { { "resourcePolicyName", policy } };
    for (const char *old :
        { "networkInterfaces", "vmMetadata", "resourcePolicyName", "advancedOptions", "ports" })
        spec.erase(old);
}

bool conditionTrue(const Json &status, const char *type)
{
    const Json *conditions = findPath(status, { "conditions" });
    if (!conditions || !conditions->is_array())
        return false;
    return std::any_of(conditions->begin(), conditions->end(), [&](const Json &c) {
        return stringAt(c, { "type" }) == type && stringAt(c, { "status" }) == "True";
    });
}

void vmStatusDown(Json &status, const Json &metadata)
{
    rename(status, "powerState", powerStates, true);
    if (const Json *network = objectAt(status, "network")) {
        std::string ip = stringAt(*network, { "primaryIP4" });
        if (ip.empty())
            ip = stringAt(*network, { "primaryIP6" });
        Json nics = Json::array();
        if (const Json *interfaces = findPath(*network, { "interfaces" });
            interfaces && interfaces->is_array()) {
            for (const Json &nic : *interfaces) {
                Json one = { { "connected", true } };
                if (const Json *addresses = findPath(nic, { "ip", "addresses" });
                    addresses && addresses->is_array()) {
                    one["ipAddresses"] = Json::array();
                    for (const Json &a : *addresses)
                        one["ipAddresses"].push_back(stringAt(a, { "address" }));
                }
                if (const std::string mac = stringAt(nic, { "ip", "macAddr" }); !mac.empty())
                    one["macAddress"] = mac;
                nics.push_back(one);
            }
        }
        if (!ip.empty())
            status["vmIp"] = ip;
        if (!nics.empty())
            status["networkInterfaces"] = nics;
    }
    const bool created = conditionTrue(status, "VirtualMachineCreated")
        || !stringAt(status, { "powerState" }).empty();
    status["phase"] = metadata.contains("deletionTimestamp") ? "Deleting"
        : created                                            ? "Created"
                                                             : "Creating";
    keepOnly(status,
        { "biosUUID",
            "changeBlockTracking",
            "conditions",
            "hardwareVersion",
            "host",
            "hostName",
            "instanceUUID",
            "lastRestartTime",
            "networkInterfaces",
            "phase",
            "powerState",
            "uniqueID",
            "vmIp",
            "volumes",
            "zone" });
}

void vmStatusUp(Json &status)
{
    rename(status, "powerState", powerStates, false);
    const std::string ip = stringAt(status, { "vmIp" });
    const Json *nics = findPath(status, { "networkInterfaces" });
    if (!ip.empty() || (nics && nics->is_array() && !nics->empty())) {
        Json network = Json::object();
        if (!ip.empty())
            network[ip.find(':') == std::string::npos ? "primaryIP4" : "primaryIP6"] = ip;
        if (nics && nics->is_array()) {
            network["interfaces"] = Json::array();
            for (const Json &nic : *nics) {
                Json addresses = Json::array();
                if (const Json *ips = findPath(nic, { "ipAddresses" }); ips && ips->is_array()) {
                    for (const Json &a : *ips)
                        addresses.push_back({ { "address", a } });
                }
                Json one = { { "ip", { { "addresses", addresses } } } };
                if (const std::string mac = stringAt(nic, { "macAddress" }); !mac.empty())
                    one["ip"]["macAddr"] = mac;
                network["interfaces"].push_back(one);
            }
        }
        status["network"] = network;
    }
    for (const char *old : { "phase", "vmIp", "networkInterfaces" })
        status.erase(old);
}

// --- VirtualMachineImage, ClusterVirtualMachineImage (read-only here) ------------------------

// v1alpha1 describes readiness in three conditions where later versions have Ready.
Json imageConditionsDown(const Json &status)
{
    const Json *conditions = findPath(status, { "conditions" });
    if (!conditions || !conditions->is_array() || conditions->empty())
        return nullptr;
    Json ready = Json::object();
    for (const Json &c : *conditions) {
        if (stringAt(c, { "type" }) == "Ready")
            ready = c;
    }
    const std::string reason = stringAt(ready, { "reason" });
    const std::string when = stringAt(ready, { "lastTransitionTime" });
    // The first failing stage by the Ready reason; every stage before it passed.
    const std::vector<std::pair<const char *, const char *>> stages = {
        { "VirtualMachineImageProviderSecurityCompliance",
            "VirtualMachineImageProviderSecurityNotCompliant" },
        { "VirtualMachineImageProviderReady", "VirtualMachineImageProviderNotReady" },
        { "VirtualMachineImageSynced", "VirtualMachineImageNotSynced" },
    };
    Json out = Json::array();
    for (const auto &[type, failure] : stages) {
        if (reason == failure) {
            out.push_back({ { "type", type },
                { "status", "False" },
                { "severity", "Error" },
                { "reason", reason },
                { "message", stringAt(ready, { "message" }) },
                { "lastTransitionTime", when } });
            break;
        }
        out.push_back({ { "type", type }, { "status", "True" }, { "lastTransitionTime", when } });
    }
    return out;
}

void imageDown(Json &image)
{
    const Json status = image.value("status", Json::object());
    const Json oldSpec = image.value("spec", Json::object());
    Json spec = Json::object();
    if (const Json *ref = findPath(oldSpec, { "providerRef" }); ref && ref->is_object()) {
        spec["providerRef"] = *ref;
        if (const std::string ns = stringAt(image, { "metadata", "namespace" }); !ns.empty())
            spec["providerRef"]["namespace"] = ns;
    }
    if (const std::string id = stringAt(status, { "providerItemID" }); !id.empty())
        spec["imageID"] = id;
    if (const Json *hw = findPath(status, { "hardwareVersion" }); hw && hw->is_number())
        spec["hwVersion"] = *hw;
    if (const Json *os = findPath(status, { "osInfo" }); os && os->is_object()) {
        spec["osInfo"] = Json::object();
        for (const char *key : { "type", "version" }) {
            if (os->contains(key))
                spec["osInfo"][key] = (*os)[key];
        }
    }
    if (const Json *product = findPath(status, { "productInfo" }); product && product->is_object())
        spec["productInfo"] = *product;
    if (const Json *props = findPath(status, { "ovfProperties" }); props && props->is_array()) {
        spec["ovfEnv"] = Json::object();
        for (const Json &p : *props) {
            Json one = Json::object();
            for (const char *key : { "key", "type", "default" }) {
                if (p.contains(key))
                    one[key] = p[key];
            }
            spec["ovfEnv"][stringAt(p, { "key" })] = one;
        }
    }
    Json out = Json::object();
    if (const std::string name = stringAt(status, { "name" }); !name.empty())
        out["imageName"] = name;
    if (const std::string v = stringAt(status, { "providerContentVersion" }); !v.empty())
        out["contentVersion"] = v;
    if (const std::string firmware = stringAt(status, { "firmware" }); !firmware.empty())
        out["firmware"] = firmware;
    if (Json conditions = imageConditionsDown(status); !conditions.is_null())
        out["conditions"] = conditions;
    image["spec"] = spec;
    image["status"] = out;
}

// Puts back into `target` what `stored` holds and the request's version cannot carry: every value
// that differs from its round trip through that version (`trip`), unless the request changed it.
void restoreUnexpressed(Json &target, const Json &trip, const Json &stored)
{
    static const Json none = Json::object();
    for (auto it = stored.begin(); it != stored.end(); ++it) {
        const auto t = trip.find(it.key());
        const Json *carried = t != trip.end() ? &*t : nullptr;
        if (carried && *carried == *it)
            continue; // the version carries it faithfully
        const auto c = target.find(it.key());
        Json *requested = c != target.end() ? &*c : nullptr;
        if (it->is_object() && requested && requested->is_object())
            restoreUnexpressed(*requested, carried && carried->is_object() ? *carried : none, *it);
        else if (carried ? (requested && *requested == *carried) : !requested)
            target[it.key()] = *it;
    }
}

// --- v1alpha3 to v1alpha6: v1alpha2 plus an image reference; from v1alpha4 the status names the
// host nodeName, and v1alpha4 has no status.class --------------------------------------------

// The image's kind by the name VM Operator gives it since vSphere 8.0U2 (cvmi- for a cluster
// image); older names are taken for namespaced images.
std::string imageKindOf(const std::string &name)
{
    return name.rfind("cvmi-", 0) == 0 ? "ClusterVirtualMachineImage" : "VirtualMachineImage";
}

void vmDownToNewer(Json &vm, int version)
{
    if (Json *spec = objectAt(vm, "spec")) {
        const std::string image = stringAt(*spec, { "imageName" });
        if (!image.empty() && !spec->contains("image"))
            (*spec)["image"] = { { "kind", imageKindOf(image) }, { "name", image } };
    }
    if (Json *status = objectAt(vm, "status")) {
        status->erase("image"); // v1alpha2 only
        if (version >= 4 && status->contains("host")) {
            (*status)["nodeName"] = (*status)["host"];
            status->erase("host");
        }
        if (version == 4)
            status->erase("class");
    }
}

void vmUpFromNewer(Json &vm)
{
    if (Json *spec = objectAt(vm, "spec")) {
        // Every object read at these versions carries both; the reference is what a client
        // that speaks them edits, so it wins.
        if (const std::string image = stringAt(*spec, { "image", "name" }); !image.empty())
            (*spec)["imageName"] = image;
        // Fields v1alpha2 does not have; the webhook keeps them in annotations, the emulator
        // lets them go.
        for (const char *newer : { "image",
                 "guestID",
                 "cdrom",
                 "biosUUID",
                 "instanceUUID",
                 "class",
                 "hardware",
                 "bootOptions",
                 "policies",
                 "resources",
                 "cpuAdvanced",
                 "memoryAdvanced" })
            spec->erase(newer);
    }
    if (Json *status = objectAt(vm, "status")) {
        if (status->contains("nodeName")) {
            (*status)["host"] = (*status)["nodeName"];
            status->erase("nodeName");
        }
        for (const char *newer : { "storage", "crypto", "hardware", "guest" })
            status->erase(newer);
    }
}

bool converts(const ResourceType &t, const std::string &version)
{
    return version != t.version && t.group == vmOperatorGroup
        && (version == v1alpha1 || newerVersion(version) > 0);
}

} // namespace

Json toVersion(int type, Json stored, const std::string &version)
{
    const ResourceType &t = resourceType(type);
    if (!converts(t, version) || !stored.is_object())
        return stored;
    if (const int newer = newerVersion(version)) {
        if (type == VirtualMachines)
            vmDownToNewer(stored, newer);
        stored["apiVersion"] = t.group + "/" + version;
        return stored;
    }
    if (type == VirtualMachines) {
        if (Json *spec = objectAt(stored, "spec"))
            vmSpecDown(*spec);
        if (!objectAt(stored, "status"))
            stored["status"] = Json::object();
        vmStatusDown(stored["status"], stored.value("metadata", Json::object()));
    } else if (type == VirtualMachineImages || type == ClusterVirtualMachineImages) {
        imageDown(stored);
    }
    // VirtualMachineService and VirtualMachineClass have the same shape at v1alpha1 for all the
    // emulator stores.
    stored["apiVersion"] = t.group + "/" + version;
    return stored;
}

Json fromVersion(int type, Json object, const std::string &version, const Json *stored)
{
    const ResourceType &t = resourceType(type);
    if (!converts(t, version) || !object.is_object())
        return object;
    if (newerVersion(version) > 0) {
        if (type == VirtualMachines)
            vmUpFromNewer(object);
    } else if (type == VirtualMachines) {
        if (Json *spec = objectAt(object, "spec"))
            vmSpecUp(*spec);
        if (Json *status = objectAt(object, "status"))
            vmStatusUp(*status);
    }
    object["apiVersion"] = t.apiVersion();
    if (stored && stored->is_object()) {
        const Json trip = fromVersion(type, toVersion(type, *stored, version), version);
        restoreUnexpressed(object, trip, *stored);
    }
    return object;
}

const std::vector<PrinterColumn> &printerColumns(int type, const std::string &version)
{
    const ResourceType &t = resourceType(type);
    if (!converts(t, version))
        return t.columns;
    if (newerVersion(version) > 0) {
        // As v1alpha2, but the image is read from the reference.
        static const std::vector<PrinterColumn> vmColumns = [] {
            std::vector<PrinterColumn> columns = resourceType(VirtualMachines).columns;
            for (PrinterColumn &c : columns) {
                if (c.jsonPath == ".spec.imageName")
                    c.jsonPath = ".spec.image.name";
            }
            return columns;
        }();
        return type == VirtualMachines ? vmColumns : t.columns;
    }
    static const std::map<int, std::vector<PrinterColumn>> v1alpha1Columns = [] {
        const std::vector<PrinterColumn> images = {
            { "Display-Name", "string", ".status.imageName", 0 },
            { "Version", "string", ".spec.productInfo.version", 0 },
            { "Os-Type", "string", ".spec.osInfo.type", 0 },
            { "Format", "string", ".spec.type", 0 },
            { "Image-Supported", "boolean", ".status.imageSupported", 1 },
        };
        return std::map<int, std::vector<PrinterColumn>> {
            { VirtualMachines,
                { { "Power-State", "string", ".status.powerState", 0 },
                    { "Class", "string", ".spec.className", 1 },
                    { "Image", "string", ".spec.imageName", 1 },
                    { "Primary-IP", "string", ".status.vmIp", 1 } } },
            // Age comes before the device columns in this version.
            { VirtualMachineClasses,
                { { "CPU", "string", ".spec.hardware.cpus", 0 },
                    { "Memory", "string", ".spec.hardware.memory", 0 },
                    { "Age", "date", ".metadata.creationTimestamp", 0 },
                    { "VGPU-Devices-Profile-Names",
                        "string",
                        ".spec.hardware.devices.vgpuDevices[*].profileName",
                        1 },
                    { "Passthrough-DeviceIDs",
                        "string",
                        ".spec.hardware.devices.dynamicDirectPathIODevices[*].deviceID",
                        1 } } },
            { VirtualMachineImages, images },
            { ClusterVirtualMachineImages, images },
        };
    }();
    const auto it = v1alpha1Columns.find(type);
    return it != v1alpha1Columns.end() ? it->second : t.columns;
}

} // namespace emu
