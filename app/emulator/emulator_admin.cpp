// The emulator's own control endpoints, /emulator/v1/*, for the first user only: its state and
// the faults, restarts and operator behaviour tests ask for.
#include "emulator.h"

#include "ray_dashboards.h"
#include "server_reply.h"
#include "simulation.h"
#include "simulation_context.h"

#include <httplib.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <set>

namespace emu {

namespace {

// Each object of a different store: a uid of its own; the first Ray cluster of each namespace
// under another name; VMs at other addresses (10.245.* for 10.244.*).
std::function<void(int, Json &)> replacedStoreObject()
{
    auto renamedIn = std::make_shared<std::set<std::string>>();
    return [renamedIn](int type, Json &object) {
        Json &meta = object["metadata"];
        meta["uid"] = randomUid();
        if (type == VMRayClusters && renamedIn->insert(meta.value("namespace", "")).second)
            meta["name"] = meta.value("name", "") + "-restored";
        if (type != VirtualMachines)
            return;
        const Json *network = nullptr;
        if (object.contains("status") && object["status"].contains("network"))
            network = &object["status"]["network"];
        if (!network || !network->contains("primaryIP4") || !(*network)["primaryIP4"].is_string())
            return;
        std::string ip = (*network)["primaryIP4"].get<std::string>();
        if (ip.rfind("10.244.", 0) == 0)
            ip.replace(0, 7, "10.245.");
        object["status"]["network"]["primaryIP4"] = ip;
    };
}

} // namespace

void Emulator::handleAdmin(const httplib::Request &req, httplib::Response &res)
{
    // Only the first user (the emulator's administrator) may steer it.
    const User *user = m_auth->checkBearer(req.get_header_value("Authorization"));
    if (!user || user != &m_auth->users().front())
        throw StatusError(
            401, "Unauthorized", "the emulator's admin endpoints need the first user's token");
    if (req.path == "/emulator/v1/info" && req.method == "GET") {
        Json counts = Json::object();
        for (size_t i = 0; i < resourceTypes().size(); ++i)
            counts[resourceTypes()[i].plural] = m_store->count(static_cast<int>(i));
        sendJson(res,
            200,
            Json({ { "resourceVersion", std::to_string(m_store->currentRv()) },
                     { "compactedResourceVersion", std::to_string(m_store->compactedRv()) },
                     { "gzippedAnswers", m_gzippedAnswers.load() },
                     { "tlsHandshakes",
                         { { "begun", m_tlsHandshakes.load() },
                             { "resumed", m_tlsResumptions.load() } } },
                     { "webConsolePagesServed", m_webConsolePagesServed.load() },
                     { "hostile",
                         { { "watchAnswers", m_faults.hostileWatchAnswers.load() },
                             { "endlessListPages", m_faults.endlessListPages.load() },
                             { "oversizedAnswers", m_faults.oversizedAnswers.load() },
                             { "oversizedBytesSent", m_faults.oversizedBytesSent->load() } } },
                     { "fingerprint_sha256",
                         [this] {
                             std::lock_guard lock(m_identityMutex);
                             return m_fingerprint;
                         }() },
                     { "objects", counts },
                     { "writeRequests",
                         [this] {
                             std::lock_guard lock(m_writesMutex);
                             return Json(m_writesByUser);
                         }() },
                     { "speed", m_options.speed } })
                .dump());
        return;
    }
    if (req.path == "/emulator/v1/ray-dashboards" && req.method == "GET") {
        sendJson(res, 200, m_rayDashboards->describe().dump());
        return;
    }
    if (req.path == "/emulator/v1/faults" && req.method == "POST") {
        const Json body = bodyOf(req);
        if (!body.is_object())
            throw StatusError(400, "BadRequest", "a JSON object is expected");
        {
            std::lock_guard lock(m_faults.mutex);
            if (body.contains("failNext")) {
                const Json &f = body["failNext"];
                m_faults.failCount = f.value("count", 1);
                m_faults.failCode = f.value("code", 500);
                m_faults.retryAfterSeconds = f.value("retryAfterSeconds", 0);
                m_faults.failPathContains = f.value("pathContains", "");
                // Any text a hostile server might send, markup included.
                m_faults.failMessage = f.value("message", "");
            }
            if (body.contains("latency")) {
                m_faults.latencyMs = body["latency"].value("ms", 0);
                m_faults.latencyCount = body["latency"].value("count", -1);
                m_faults.latencyPathContains = body["latency"].value("pathContains", "");
            }
            if (body.contains("breakBody")) {
                const Json &b = body["breakBody"];
                const std::string mode = b.value("mode", "cut");
                if (mode != "cut" && mode != "garbage" && mode != "oversized" && mode != "trickle")
                    throw StatusError(400,
                        "BadRequest",
                        "breakBody.mode must be cut, garbage, oversized or trickle");
                m_faults.bodyCount = b.value("count", 1);
                m_faults.bodyMode = mode;
                m_faults.bodyPathContains = b.value("pathContains", "");
                m_faults.bodyBytes = std::clamp<long long>(
                    b.value("bytes", 8LL * 1024 * 1024), 1, 1024LL * 1024 * 1024);
                m_faults.bodyChunkBytes = std::clamp(b.value("chunkBytes", 1024), 1, 1 << 20);
                m_faults.bodyIntervalMs = std::clamp(b.value("intervalMs", 100), 0, 60000);
            }
            if (body.contains("hostileWatch")) {
                const Json &h = body["hostileWatch"];
                const int code = h.value("code", 200);
                if (code != 0 && code != 200 && (code < 300 || code > 399))
                    throw StatusError(
                        400, "BadRequest", "hostileWatch.code must be 0 (off), 200 or a 3xx");
                m_faults.hostileWatchCode = code;
                m_faults.hostileWatchPathContains = h.value("pathContains", "");
            }
            if (body.contains("endlessList")) {
                const Json &l = body["endlessList"];
                const std::string mode = l.value("mode", "fresh");
                if (mode != "fresh" && mode != "repeat" && mode != "off")
                    throw StatusError(
                        400, "BadRequest", "endlessList.mode must be fresh, repeat or off");
                m_faults.endlessListMode = mode == "off" ? std::string() : mode;
                m_faults.endlessListPathContains = l.value("pathContains", "");
            }
            if (body.contains("invalidUtf8")) {
                const Json &u = body["invalidUtf8"];
                m_faults.invalidUtf8Text = u.value("text", "");
                if (m_faults.invalidUtf8Text.empty())
                    throw StatusError(400, "BadRequest", "invalidUtf8.text must not be empty");
                m_faults.invalidUtf8Count->store(u.value("count", -1));
            }
            if (body.contains("cutWatchEvents")) {
                const Json &c = body["cutWatchEvents"];
                m_faults.cutWatchPathContains = c.value("pathContains", "");
                m_faults.cutWatchEvents->store(c.value("count", 1));
            }
        }
        if (body.contains("restart")) {
            const Json &restart = body["restart"];
            if (!restart.is_object())
                throw StatusError(400, "BadRequest", "restart must be an object");
            // In this order: the new certificate, then the count that refuses old session
            // tickets, and only then the end of the watches. A watch that reconnected before the
            // count moved could resume its old session, whose certificate is the old one.
            const std::string store = restart.value(
                "store", restart.value("resetResourceVersions", false) ? "renumbered" : "same");
            if (store != "same" && store != "renumbered" && store != "replaced")
                throw StatusError(
                    400, "BadRequest", "restart.store must be same, renumbered or replaced");
            const Json &down = restart.value("downSeconds", Json(0));
            if (!down.is_number() || down.get<double>() < 0 || down.get<double>() > 600)
                throw StatusError(
                    400, "BadRequest", "restart.downSeconds must be a number from 0 to 600");
            if (restart.value("newCertificate", false))
                renewCertificate();
            ++m_restarts;
            // While down, requests other than these admin ones end unanswered, as connections
            // to a server that is not running do; a client cannot tell it from a refused one.
            m_downUntil.store(Clock::now().time_since_epoch().count()
                + std::chrono::duration_cast<Clock::duration>(
                    std::chrono::duration<double>(down.get<double>()))
                      .count());
            if (store == "replaced")
                m_store->replaceObjects(replacedStoreObject());
            else
                m_store->restart(store == "renumbered");
            // Every connection of the server that was ends now; this answer still goes out on
            // its own, which closes after it.
            endConnectionsExcept(req.ssl);
            res.set_header("Connection", "close");
        }
        if (body.value("dropWatches", false))
            m_store->dropWatches();
        if (body.value("expireWatches", false))
            m_store->expireWatches();
        if (body.value("compactHistory", false))
            m_store->compactHistory();
        if (body.value("expireTokens", false))
            m_auth->expireAllTokens();
        if (body.contains("clockBehindSeconds"))
            m_auth->setClockBehind(std::chrono::seconds(body["clockBehindSeconds"].get<int64_t>()));
        if (body.contains("failVmCreations"))
            m_simulation->failNextVmCreations(body["failVmCreations"].get<int>());
        if (body.contains("failClusterDeletions"))
            m_simulation->failNextClusterDeletions(body["failClusterDeletions"].get<int>());
        if (body.contains("pauseOperator"))
            m_simulation->setOperatorPaused(body["pauseOperator"].get<bool>());
        if (body.contains("churnEventsPerSecond"))
            m_simulation->setChurnRate(body["churnEventsPerSecond"].get<double>());
        // {"clusterStatus": {"namespace", "cluster", "status"}}: the cluster's status says what
        // `status` says (merged in) from now on, whatever the operator writes; a null status
        // ends that. For hostile strings: a head address that is a command, markup.
        if (body.contains("clusterStatus")) {
            const Json &s = body["clusterStatus"];
            if (!s.is_object() || !s.contains("status")
                || !(s["status"].is_object() || s["status"].is_null()))
                throw StatusError(
                    400, "BadRequest", "clusterStatus.status must be an object or null");
            m_simulation->overrideClusterStatus(
                s.value("namespace", ""), s.value("cluster", ""), s["status"]);
        }
        // {"rayNode": {"namespace", "vm", "dead"}}: Ray marks the VM's node dead (or alive again).
        if (body.contains("rayNode")) {
            const Json &n = body["rayNode"];
            m_rayDashboards->setNodeDead(
                n.value("namespace", ""), n.value("vm", ""), n.value("dead", true));
        }
        // {"rayDemand": {"namespace", "cluster", "bundle": {"GPU": 8}, "count": 3}}: tasks of
        // the cluster wait for resources no node type has (count 0 ends it).
        if (body.contains("rayDemand")) {
            const Json &d = body["rayDemand"];
            m_rayDashboards->setUnplaceable(d.value("namespace", ""),
                d.value("cluster", ""),
                d.value("bundle", Json::object()),
                d.value("count", 1));
        }
        // {"rayLog": {"namespace", "vm", "file", "lines", "failAfterBytes"}}: the VM's Ray node
        // has this log file too, of that many lines (120 bytes each); the agent fails after
        // failAfterBytes when given.
        if (body.contains("rayLog")) {
            const Json &l = body["rayLog"];
            m_rayDashboards->addLog(l.value("namespace", ""),
                l.value("vm", ""),
                RayLogFile { l.value("file", ""),
                    l.value("lines", int64_t { 0 }),
                    l.value("failAfterBytes", int64_t { -1 }) });
        }
        // {"rayLogLimit": {"namespace", "cluster", "max"}}: the cluster's dashboard answers
        // "Max number of in-progress requests" beyond `max` Log API requests at once (-1: 100).
        if (body.contains("rayLogLimit")) {
            const Json &l = body["rayLogLimit"];
            m_rayDashboards->setLogLimit(
                l.value("namespace", ""), l.value("cluster", ""), l.value("max", -1));
        }
        // {"vmCondition": {"namespace", "vm", "type", "status", "reason", "message"}}: the VM
        // reports this condition, in place of any of its type, as VM Operator does when vSphere
        // says so (a host failure, a failed power-on).
        if (body.contains("vmCondition")) {
            const Json &c = body["vmCondition"];
            if (!c.is_object() || !c.value("type", Json()).is_string()
                || c.value("type", "").empty())
                throw StatusError(400, "BadRequest", "vmCondition.type must be a string");
            const Json fresh = condition(c.value("type", ""),
                c.value("status", "False"),
                c.value("reason", "Error"),
                c.value("message", ""));
            m_store->mutate(
                VirtualMachines,
                c.value("namespace", ""),
                c.value("vm", ""),
                [&fresh](Json &vm) {
                    Json &conditions = vm["status"]["conditions"];
                    if (!conditions.is_array())
                        conditions = Json::array();
                    conditions.erase(std::remove_if(conditions.begin(),
                                         conditions.end(),
                                         [&fresh](const Json &old) {
                                             return old.value("type", "") == fresh["type"];
                                         }),
                        conditions.end());
                    conditions.push_back(fresh);
                },
                true); // 404 when there is no such VM
        }
        // {"quotaHard": {"namespace", "hard": {"requests.cpu": "40", …}}}: vCenter changes the
        // namespace's limits (users may not edit a Supervisor's quotas); the named keys of every
        // quota of the namespace take these values, in spec and status.
        if (body.contains("quotaHard")) {
            const Json &q = body["quotaHard"];
            if (!q.is_object() || !q.value("hard", Json()).is_object())
                throw StatusError(400, "BadRequest", "quotaHard.hard must be an object");
            const std::string ns = q.value("namespace", "");
            for (const ObjectPtr &quota : m_store->all(ResourceQuotas, ns)) {
                const std::string name = quota->json["metadata"].value("name", "");
                const auto setHard = [&q](Json &object) {
                    for (const auto &[key, value] : q["hard"].items()) {
                        object["spec"]["hard"][key] = value;
                        object["status"]["hard"][key] = value;
                    }
                };
                m_store->mutate(ResourceQuotas, ns, name, setHard);
                m_store->mutate(ResourceQuotas, ns, name, setHard, true);
            }
        }
        // {"rayDashboard": {"namespace", "cluster", "reachable"}}: the cluster's dashboard stops
        // listening, or listens again.
        if (body.contains("rayDashboard")) {
            const Json &d = body["rayDashboard"];
            m_rayDashboards->setReachable(
                d.value("namespace", ""), d.value("cluster", ""), d.value("reachable", false));
        }
        sendJson(res, 200, statusObject(200, "", "faults updated").dump());
        return;
    }
    throw StatusError(404, "NotFound", "the server could not find the requested resource");
}

} // namespace emu
