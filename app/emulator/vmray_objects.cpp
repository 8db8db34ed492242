#include "vmray_objects.h"

#include <random>

namespace emu {

namespace {
Json tcpPort(const char *name, int64_t port)
{
    return { { "name", name }, { "protocol", "TCP" }, { "port", port }, { "targetPort", port } };
}
} // namespace

Json headServiceObject(const std::string &ns, const std::string &headVm, int64_t rayPort)
{
    return { { "metadata", { { "name", headVm }, { "namespace", ns } } },
        { "spec",
            { { "type", "LoadBalancer" },
                { "selector", { { headLabel, headVm } } },
                { "ports",
                    Json::array({ tcpPort("ray-port", rayPort),
                        tcpPort("ray-dashboard-port", 8265),
                        tcpPort("ray-client-port", 10001),
                        tcpPort("ssh-port", 22) }) } } } };
}

Json nodeVmObject(const std::string &ns,
    const std::string &vmName,
    const std::string &cluster,
    const std::string &vmClass,
    const Json &commonNodeConfig,
    bool head)
{
    Json vm = { { "metadata", { { "name", vmName }, { "namespace", ns } } },
        { "spec",
            { { "imageName", commonNodeConfig.value("vm_image", "") },
                { "className", vmClass },
                { "powerState", "PoweredOn" },
                { "storageClass", commonNodeConfig.value("storage_class", "") },
                { "bootstrap",
                    { { "cloudInit",
                        { { "rawCloudConfig",
                            { { "name", cluster + (head ? "-hsecret" : "-wsecret") },
                                { "key", "user-data" } } } } } } } } } };
    if (commonNodeConfig.contains("network"))
        vm["spec"]["network"] = commonNodeConfig["network"];
    if (head)
        vm["metadata"]["labels"] = { { headLabel, vmName } }; // workers carry no labels
    return vm;
}

std::string headServiceAddress(bool seeded, uint64_t n)
{
    constexpr uint64_t hostsPerByte = 254; // .1 to .254
    constexpr uint64_t perHalf = 32 * 256 * hostsPerByte;
    // Each emulator starts at a place of its own, so that emulators running side by side (the
    // sandbox, tests run in parallel) do not hand out the same address and each dashboard binds.
    static const uint64_t start = [] {
        std::random_device entropy;
        return (uint64_t(entropy()) << 32 | entropy()) % perHalf;
    }();
    n = (n + start) % perHalf;
    const uint64_t second = (seeded ? 64 : 96) + n / (256 * hostsPerByte);
    const uint64_t third = (n / hostsPerByte) % 256;
    const uint64_t fourth = 1 + n % hostsPerByte;
    return "127." + std::to_string(second) + "." + std::to_string(third) + "."
        + std::to_string(fourth);
}

} // namespace emu
