// The WCP endpoints of a Supervisor: the login banner, /wcp/login (basic credentials for a
// session token) and the workloads a user may reach.
#include "emulator.h"

#include "server_reply.h"
#include "simulation.h"

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

namespace emu {

namespace {
std::string htmlEscaped(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        switch (c) {
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '&':
            out += "&amp;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string page(const std::string &title, const std::string &body)
{
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + htmlEscaped(title)
        + "</title></head><body style=\"font-family:sans-serif;margin:2em\"><h1>"
        + htmlEscaped(title) + "</h1>" + body + "</body></html>\n";
}
} // namespace

void Emulator::handleWebConsoleProxy(const httplib::Request &req, httplib::Response &res)
{
    // The proxy checks the request's uid, namespace and ticket before it connects the browser
    // to the host's web MKS; the emulator has no VM screen to show, so it says what it checked.
    const std::optional<WebConsoleSimulation::Ticket> ticket =
        m_simulation->webConsole().ticketOf(req.get_param_value("uuid"));
    res.set_header("Cache-Control", "no-store");
    if (req.method != "GET" || !ticket || ticket->ns != req.get_param_value("namespace")
        || ticket->ticket != req.get_param_value("ticket")
        || ticket->host != req.get_param_value("host")
        || ticket->port != req.get_param_value("port")) {
        res.status = 403;
        res.set_content(page("Web console",
                            "<p>The console ticket is not valid or has expired. Open the "
                            "console again from your client.</p>"),
            "text/html; charset=utf-8");
        return;
    }
    m_webConsolePagesServed.fetch_add(1);
    res.set_content(page("Web console of " + ticket->vm,
                        "<p>Virtual machine <b>" + htmlEscaped(ticket->vm) + "</b> in namespace <b>"
                            + htmlEscaped(ticket->ns)
                            + "</b>.</p><p>This Supervisor is emulated: a real one shows the "
                              "VM's screen here, through the ESXi host's web MKS.</p>"),
        "text/html; charset=utf-8");
}

} // namespace emu
