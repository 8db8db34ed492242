// The WCP endpoints of a Supervisor: the login banner, /wcp/login (basic credentials for a
// session token) and the workloads a user may reach.
#include "emulator.h"

#include "server_reply.h"

#include <httplib.h>

namespace emu {

void Emulator::handleWcp(const httplib::Request &req, httplib::Response &res)
{
    if (req.path == "/wcp/loginbanner" && req.method == "GET") {
        res.set_content("This is a vSphere Supervisor emulator for vmray-console. "
                        "Authorized use only.\n",
            "text/plain");
        return;
    }
    if (req.path == "/wcp/login") {
        if (req.method != "POST")
            throw StatusError(405, "MethodNotAllowed", "use POST to log in");
        const User *user = m_auth->checkBasic(req.get_header_value("Authorization"));
        if (!user) {
            res.status = 401;
            res.set_header("WWW-Authenticate", "Basic realm=\"vSphere\"");
            res.set_content(Json({ { "error", "invalid credentials" },
                                     { "message", "The user name or password is incorrect." } })
                                .dump(),
                jsonType);
            return;
        }
        Json body = Json::object();
        if (!req.body.empty()) {
            try {
                body = Json::parse(req.body);
            } catch (const Json::exception &) {
                throw StatusError(400, "BadRequest", "the login request body is not valid JSON");
            }
        }
        Json reply = { { "session_id", m_auth->issueToken(*user) } };
        if (body.is_object() && body.contains("guest_cluster_name")) {
            reply["guest_cluster_server"] = "";
            reply["guest_cluster_ca"] = "";
        }
        sendJson(res, 200, reply.dump());
        return;
    }
    if (req.path == "/wcp/workloads" && req.method == "GET") {
        const std::string authz = req.get_header_value("Authorization");
        const User *user = m_auth->checkBasic(authz);
        if (!user)
            user = m_auth->checkBearer(authz);
        if (!user) {
            res.status = 401;
            res.set_content(Json({ { "error", "unauthenticated" } }).dump(), jsonType);
            return;
        }
        Json out = Json::array();
        const std::string host = url().substr(8, url().rfind(':') - 8);
        for (const ObjectPtr &ns : m_store->all(Namespaces)) {
            const std::string name = ns->json["metadata"].value("name", "");
            if (!Authenticator::mayUseNamespace(*user, name))
                continue;
            if (ns->json["metadata"]
                    .value("labels", Json::object())
                    .value("vSphereClusterID", "")
                    .empty())
                continue; // system namespaces are not workloads
            out.push_back({ { "namespace", name },
                { "master_host", host },
                { "conrol_plane_api_server_port",
                    std::to_string(m_apiServer ? m_apiPort : m_port) },
                { "control_plane_dns_names", Json::array({ host }) } });
        }
        sendJson(res, 200, out.dump());
        return;
    }
    throw StatusError(404, "NotFound", "the server could not find the requested resource");
}

} // namespace emu
