// Request bodies for the emulator: the first byte picks the request (creating, replacing or
// patching a VMRayCluster or a VirtualMachine, at either served version, as JSON or YAML), the
// rest is the body. Bodies go through serveResource against a fresh demo store, so they meet
// the same parsing, conversion, structural schema and operator webhook as on the wire.
#include "emulatorfixture.h"

#include <string_view>

namespace {

const fuzz::EmulatorFixture &fixture()
{
    static const fuzz::EmulatorFixture f;
    return f;
}

// The existing object a replacement or patch names, read from the store.
emu::ObjectPtr firstOf(emu::Store &store, int type)
{
    const std::vector<emu::ObjectPtr> all = store.all(type);
    return all.empty() ? nullptr : all.front();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const uint8_t choice = data[0];
    const std::string body(reinterpret_cast<const char *>(data) + 1, size - 1);
    const std::unique_ptr<emu::Store> store = fixture().freshStore();

    const bool vm = choice & 1;
    const int type = vm ? emu::VirtualMachines : emu::VMRayClusters;
    const std::string version = vm ? ((choice & 2) ? "v1alpha1" : "v1alpha2") : "v1alpha1";
    const std::string collection = vm
        ? "/apis/vmoperator.vmware.com/" + version + "/namespaces/ray-dev/virtualmachines"
        : "/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters";
    const emu::ObjectPtr existing = firstOf(*store, type);
    const std::string ns =
        existing ? emu::stringAt(existing->json, { "metadata", "namespace" }) : "";
    const std::string name = existing ? emu::stringAt(existing->json, { "metadata", "name" }) : "";
    const std::string object = "/apis/" + emu::resourceType(type).group + "/" + version
        + "/namespaces/" + ns + "/" + emu::resourceType(type).plural + "/" + name;

    emu::ApiRequest request;
    request.body = body;
    request.contentType = (choice & 4) ? "application/yaml" : "application/json";
    switch ((choice >> 3) & 7) {
    case 0:
    case 1:
        request.method = "POST";
        request.path = collection;
        break;
    case 2:
        request.method = "PUT";
        request.path = object;
        break;
    case 3:
        request.method = "PUT";
        request.path = object + "/status";
        break;
    case 4:
        request.method = "PATCH";
        request.path = object;
        request.contentType = "application/merge-patch+json";
        break;
    case 5:
        request.method = "PATCH";
        request.path = object;
        request.contentType = "application/json-patch+json";
        break;
    case 6:
        request.method = "PATCH";
        request.path = object + "/status";
        request.contentType = "application/merge-patch+json";
        break;
    default:
        request.method = "DELETE";
        request.path = object;
        request.contentType = "application/json";
        break;
    }
    if (choice & 64)
        request.params.emplace("fieldValidation", "Strict");
    if (choice & 128)
        request.params.emplace("dryRun", "All");
    (void)fuzz::serve(fixture(), *store, request, fixture().admin());
    return 0;
}
