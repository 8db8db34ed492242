#include "openapi.h"

#include "resources.h"
#include "schema.h"

#include <algorithm>

namespace emu {

namespace {

std::string gvPathOf(const ResourceType &t, const std::string &version)
{
    return t.group.empty() ? "api/" + version : "apis/" + t.group + "/" + version;
}

std::string schemaName(const ResourceType &t, const std::string &version)
{
    // Kubernetes names component schemas by the reversed group: com.broadcom.vmray.v1alpha1.X
    std::string group = t.group.empty() ? "io.k8s.api.core" : t.group;
    if (!t.group.empty()) {
        std::string reversed;
        size_t end = group.size();
        while (true) {
            const size_t dot = group.rfind('.', end - 1);
            const std::string part = group.substr(dot == std::string::npos ? 0 : dot + 1,
                end - (dot == std::string::npos ? 0 : dot + 1));
            reversed += (reversed.empty() ? "" : ".") + part;
            if (dot == std::string::npos)
                break;
            end = dot;
        }
        group = reversed;
    }
    return group + "." + version + "." + t.kind;
}

Json parameter(const std::string &name, const std::string &description)
{
    return { { "name", name },
        { "in", "query" },
        { "description", description },
        { "schema", { { "type", "string" }, { "uniqueItems", true } } } };
}

Json operation(
    const ResourceType &t, const std::string &version, const std::string &action, bool write)
{
    Json params = Json::array();
    if (write) {
        params.push_back(parameter(
            "dryRun", "When present, indicates that modifications should not be persisted."));
        params.push_back(parameter("fieldManager",
            "A name associated with the actor or entity that is making these changes."));
        params.push_back(parameter(
            "fieldValidation", "Ignore, Warn or Strict handling of unknown or duplicate fields."));
    }
    const Json ref = { { "$ref", "#/components/schemas/" + schemaName(t, version) } };
    return { { "operationId", action + t.kind },
        { "parameters", params },
        { "responses",
            { { "200",
                { { "description", "OK" },
                    { "content", { { "application/json", { { "schema", ref } } } } } } } } },
        { "x-kubernetes-action", action },
        { "x-kubernetes-group-version-kind",
            { { "group", t.group }, { "version", version }, { "kind", t.kind } } } };
}

} // namespace

Json openApiV3Index(const ServedVersions &served)
{
    Json paths = Json::object();
    for (const ResourceType &t : resourceTypes()) {
        for (const std::string &version : served.at(t.group)) {
            if (!existsAt(t, version))
                continue;
            const std::string p = gvPathOf(t, version);
            paths[p] = { { "serverRelativeURL",
                "/openapi/v3/" + p + "?hash=" + std::to_string(std::hash<std::string> {}(p)) } };
        }
    }
    return { { "paths", paths } };
}

Json openApiV3Document(const std::string &gvPath, const ServedVersions &served)
{
    Json paths = Json::object();
    Json schemas = Json::object();
    bool found = false;
    for (const ResourceType &t : resourceTypes()) {
        const auto &versions = served.at(t.group);
        const auto it = std::find_if(versions.begin(), versions.end(), [&](const std::string &v) {
            return gvPathOf(t, v) == gvPath && existsAt(t, v);
        });
        if (it == versions.end())
            continue;
        const std::string &version = *it;
        found = true;
        const std::string base =
            "/" + gvPath + (t.namespaced ? "/namespaces/{namespace}/" : "/") + t.plural;
        const bool writable = std::find(t.verbs.begin(), t.verbs.end(), "create") != t.verbs.end();
        Json collection = { { "get", operation(t, version, "list", false) } };
        Json item = { { "get", operation(t, version, "get", false) } };
        if (writable) {
            collection["post"] = operation(t, version, "post", true);
            item["put"] = operation(t, version, "put", true);
            item["patch"] = operation(t, version, "patch", true);
            item["delete"] = operation(t, version, "delete", true);
        }
        paths[base] = collection;
        paths[base + "/{name}"] = item;
        Json schema = { { "type", "object" }, { "x-kubernetes-preserve-unknown-fields", true } };
        if (t.plural == "vmrayclusters")
            schema = StructuralSchema::fromCrdYaml(vmrayClusterCrdYaml(), t.version).schema();
        schema["x-kubernetes-group-version-kind"] =
            Json::array({ { { "group", t.group }, { "version", version }, { "kind", t.kind } } });
        schemas[schemaName(t, version)] = schema;
    }
    if (!found)
        return nullptr;
    return { { "openapi", "3.0.0" },
        { "info", { { "title", "Kubernetes" }, { "version", "v1.30.1" } } },
        { "paths", paths },
        { "components", { { "schemas", schemas } } } };
}

} // namespace emu
