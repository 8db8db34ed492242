// The kinds the emulator serves and how they appear in discovery.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace emu {

struct PrinterColumn
{
    std::string name;
    std::string type; // string, integer, date
    std::string jsonPath; // dotted path, e.g. .status.powerState
    int priority = 0;
};

struct ResourceType
{
    std::string group; // "" = core
    std::string version; // the version objects are stored in
    std::string plural;
    std::string singular;
    std::string kind;
    bool namespaced = true;
    bool hasStatus = false;
    bool custom = false; // a CRD kind: update needs resourceVersion, no strategic merge
    std::vector<std::string> shortNames;
    std::vector<std::string> verbs;
    std::vector<PrinterColumn> columns;
    // The versions of its group it is served at, when not all of them: a kind added or
    // renamed in a later version.
    std::vector<std::string> onlyAtVersions = {};

    std::string apiVersion() const { return group.empty() ? version : group + "/" + version; }
    std::string groupVersion() const { return apiVersion(); }
    std::string qualifiedName() const { return group.empty() ? plural : plural + "." + group; }
};

// Index constants into resourceTypes(), stable for the life of the process.
enum TypeId {
    Namespaces,
    Events,
    Secrets,
    ResourceQuotas,
    StorageClasses,
    VirtualMachines,
    VirtualMachineClasses,
    VirtualMachineImages,
    ClusterVirtualMachineImages,
    VirtualMachineServices,
    VMRayClusters,
    WebConsoleRequests, // v1alpha1 only
    VirtualMachineWebConsoleRequests, // v1alpha2 and later
    TypeCount
};

const std::vector<ResourceType> &resourceTypes();
const ResourceType &resourceType(int id);
// -1 when unknown. Which versions of the group are served is a separate question (ServedVersions).
int findResourceType(const std::string &group, const std::string &plural);

// The versions each API group is served at, the preferred one first. Every kind is stored at its
// own `version`; at another served version its objects are converted (conversion.h), as a CRD
// with several versions and a conversion webhook is served.
using ServedVersions = std::map<std::string, std::vector<std::string>>;
inline const char *const vmOperatorGroup = "vmoperator.vmware.com";
// The versions of vmoperator.vmware.com the emulator can serve.
const std::vector<std::string> &servableVmOperatorVersions();
// Each kind's own version, except for vmoperator.vmware.com: `vmOperatorVersions`.
ServedVersions servedVersions(const std::vector<std::string> &vmOperatorVersions);
bool serves(const ServedVersions &served, const std::string &group, const std::string &version);
// Whether the kind exists at this version of its group (onlyAtVersions).
bool existsAt(const ResourceType &type, const std::string &version);

} // namespace emu
