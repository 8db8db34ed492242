// API discovery as kubectl and client libraries read it: /api, /apis, the resources of each
// group version, and the OpenAPI documents.
#include "emulator.h"

#include "openapi.h"
#include "server_reply.h"

#include <httplib.h>

#include <algorithm>

namespace emu {

namespace {

// The kinds of a group, as served at one of its versions.
Json apiResourceList(const std::string &group, const std::string &version)
{
    Json resources = Json::array();
    for (const ResourceType &t : resourceTypes()) {
        if (t.group != group || !existsAt(t, version))
            continue;
        Json r = { { "name", t.plural },
            { "singularName", t.singular },
            { "namespaced", t.namespaced },
            { "kind", t.kind },
            { "verbs", t.verbs } };
        if (!t.shortNames.empty())
            r["shortNames"] = t.shortNames;
        if (t.custom)
            r["categories"] = Json::array({ "all" });
        resources.push_back(r);
        if (t.hasStatus) {
            const bool writable =
                std::find(t.verbs.begin(), t.verbs.end(), "update") != t.verbs.end();
            resources.push_back({ { "name", t.plural + "/status" },
                { "singularName", "" },
                { "namespaced", t.namespaced },
                { "kind", t.kind },
                { "verbs",
                    writable ? Json::array({ "get", "patch", "update" })
                             : Json::array({ "get" }) } });
        }
    }
    return { { "kind", "APIResourceList" },
        { "apiVersion", "v1" },
        { "groupVersion", group.empty() ? version : group + "/" + version },
        { "resources", resources } };
}

Json apiGroup(const std::string &group, const ServedVersions &served)
{
    Json versions = Json::array();
    for (const std::string &v : served.at(group))
        versions.push_back({ { "groupVersion", group + "/" + v }, { "version", v } });
    return { { "kind", "APIGroup" },
        { "apiVersion", "v1" },
        { "name", group },
        { "versions", versions },
        { "preferredVersion", versions.at(0) } };
}

std::vector<std::string> groups()
{
    std::vector<std::string> out;
    for (const ResourceType &t : resourceTypes()) {
        if (!t.group.empty() && std::find(out.begin(), out.end(), t.group) == out.end())
            out.push_back(t.group);
    }
    return out;
}

} // namespace

void Emulator::handleDiscovery(const httplib::Request &req, httplib::Response &res, bool &handled)
{
    const std::vector<std::string> parts = splitPath(req.path);
    handled = true;
    if (req.method == "GET") {
        if (parts.size() == 1 && parts[0] == "api") {
            sendJson(res,
                200,
                Json({ { "kind", "APIVersions" },
                         { "versions", Json::array({ "v1" }) },
                         { "serverAddressByClientCIDRs",
                             Json::array({ { { "clientCIDR", "0.0.0.0/0" },
                                 { "serverAddress", apiUrl().substr(8) } } }) } })
                    .dump());
            return;
        }
        if (parts.size() == 2 && parts[0] == "api" && parts[1] == "v1") {
            sendJson(res, 200, apiResourceList("", "v1").dump());
            return;
        }
        if (parts.size() == 1 && parts[0] == "apis") {
            Json list = Json::array();
            for (const std::string &g : groups())
                list.push_back(apiGroup(g, m_served));
            sendJson(res,
                200,
                Json({ { "kind", "APIGroupList" }, { "apiVersion", "v1" }, { "groups", list } })
                    .dump());
            return;
        }
        if (parts.size() == 2 && parts[0] == "apis") {
            const auto gs = groups();
            if (std::find(gs.begin(), gs.end(), parts[1]) != gs.end()) {
                sendJson(res, 200, apiGroup(parts[1], m_served).dump());
                return;
            }
        }
        if (parts.size() == 3 && parts[0] == "apis" && serves(m_served, parts[1], parts[2])) {
            sendJson(res, 200, apiResourceList(parts[1], parts[2]).dump());
            return;
        }
        if (parts.size() == 2 && parts[0] == "openapi" && parts[1] == "v2") {
            // Older kubectl reads this (as protobuf) for client-side validation. An empty
            // document is a valid answer and leaves validation to the server.
            if (req.get_header_value("Accept").find("protobuf") != std::string::npos) {
                res.set_content(std::string(), "application/octet-stream");
                return;
            }
            sendJson(res,
                200,
                Json({ { "swagger", "2.0" },
                         { "info", { { "title", "Kubernetes" }, { "version", "v1.30.1" } } },
                         { "paths", Json::object() },
                         { "definitions", Json::object() } })
                    .dump());
            return;
        }
        if (parts.size() == 2 && parts[0] == "openapi" && parts[1] == "v3") {
            sendJson(res, 200, openApiV3Index(m_served).dump());
            return;
        }
        if (parts.size() >= 4 && parts[0] == "openapi" && parts[1] == "v3") {
            std::string gv;
            for (size_t k = 2; k < parts.size(); ++k)
                gv += (k > 2 ? "/" : "") + parts[k];
            const Json doc = openApiV3Document(gv, m_served);
            if (!doc.is_null()) {
                sendJson(res, 200, doc.dump());
                return;
            }
        }
        if (!parts.empty() && parts[0] == "openapi")
            throw StatusError(404, "NotFound", "the server could not find the requested resource");
    }
    handled = false;
}

} // namespace emu
