// Serving the Ray dashboards: one plain-HTTP server per running cluster on its head service's
// loopback address, started and stopped as clusters come and go, with Ray's routes and middleware.
#include "ray_dashboards.h"

#include "ray_dashboard_logs.h"

#include "resources.h"
#include "simulation_context.h"

#include <httplib.h>

#include <sys/socket.h>

#include <iostream>

namespace emu {

namespace {

constexpr const char *jsonUtf8 = "application/json; charset=utf-8";
constexpr const char *textUtf8 = "text/plain; charset=utf-8";
// A connection holds its worker for the keep-alive second after each answer, so the workers
// bound the polls served each second: 256 dashboards polled every 5 s need about 51.
constexpr size_t sharedWorkerThreads = 64;

int64_t wallNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// A dashboard server's connections, run on the shared workers. httplib deletes the queue once
// shutdown() returns, so shutdown waits for the connections still being served.
class SharedQueue : public httplib::TaskQueue
{
public:
    explicit SharedQueue(SharedWorkers &workers)
        : m_workers(workers)
    {}
    void enqueue(std::function<void()> fn) override
    {
        {
            std::lock_guard lock(m_mutex);
            ++m_inFlight;
        }
        m_workers.post([this, fn = std::move(fn)] {
            fn();
            std::lock_guard lock(m_mutex);
            if (--m_inFlight == 0)
                m_idle.notify_all();
        });
    }
    void shutdown() override
    {
        std::unique_lock lock(m_mutex);
        m_idle.wait(lock, [this] {
            return m_inFlight == 0;
        });
    }

private:
    SharedWorkers &m_workers;
    std::mutex m_mutex;
    std::condition_variable m_idle;
    int m_inFlight = 0;
};

// Ray's browsers_no_post_put_middleware: 2.44 also takes Referer, Origin, Sec-Fetch-* and
// Access-Control-Request-* as a browser's; the first version (2.9) only the User-Agent.
bool isBrowserRequest(const httplib::Request &req, bool userAgentOnly)
{
    if (req.get_header_value("User-Agent").rfind("Mozilla", 0) == 0)
        return true;
    if (userAgentOnly)
        return false;
    for (const auto &[name, value] : req.headers) {
        std::string lower = name;
        for (char &c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (lower == "referer" || lower == "origin" || lower.rfind("sec-fetch-", 0) == 0
            || lower.rfind("access-control-request-", 0) == 0)
            return true;
    }
    return false;
}

void sendRayJson(httplib::Response &res, int status, const Json &body)
{
    res.status = status;
    res.set_content(jsonText(body), jsonUtf8);
}

void sendText(httplib::Response &res, int status, const std::string &text)
{
    res.status = status;
    res.set_content(text, textUtf8);
}

} // namespace

SharedWorkers::SharedWorkers(size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        m_threads.emplace_back([this] {
            for (;;) {
                std::function<void()> task;
                {
                    std::unique_lock lock(m_mutex);
                    m_ready.wait(lock, [this] {
                        return m_stop || !m_tasks.empty();
                    });
                    if (m_tasks.empty())
                        return;
                    task = std::move(m_tasks.front());
                    m_tasks.pop_front();
                }
                task();
            }
        });
    }
}

SharedWorkers::~SharedWorkers()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_ready.notify_all();
    for (std::thread &t : m_threads)
        t.join();
}

void SharedWorkers::post(std::function<void()> task)
{
    {
        std::lock_guard lock(m_mutex);
        m_tasks.push_back(std::move(task));
    }
    m_ready.notify_one();
}

struct RayDashboards::Dashboard
{
    std::string ns;
    std::string cluster;
    std::string uid;
    std::string address;
    std::shared_ptr<RayClusterMemory> memory;
    std::unique_ptr<httplib::Server> server;
    std::thread thread;
    std::shared_ptr<std::atomic<bool>> listenEnded;
    int port = 0;
    std::string error;
};

RayDashboards::RayDashboards(Store &store, RayDashboardSettings settings)
    : m_store(store)
    , m_settings(settings)
    , m_startedAt(rfc3339(std::chrono::system_clock::now()))
{
    m_clock.speed = settings.speed > 0 ? settings.speed : 1.0;
}

RayDashboards::~RayDashboards()
{
    stop();
}

void RayDashboards::start()
{
    if (!m_settings.enabled || m_thread.joinable())
        return;
    m_workers = std::make_unique<SharedWorkers>(sharedWorkerThreads);
    m_thread = std::thread([this] {
        run();
    });
}

void RayDashboards::stop()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
    std::lock_guard lock(m_mutex);
    for (auto &[key, d] : m_dashboards)
        close(*d);
    m_dashboards.clear();
    m_workers.reset();
}

void RayDashboards::run()
{
    uint64_t cursor = m_store.currentRv();
    bool clustersChanged = true; // the first pass at once
    Clock::time_point lastPass = Clock::now();
    while (!m_stop) {
        // Clusters' own changes at once; a pass every two seconds catches anything else.
        if (clustersChanged || Clock::now() - lastPass > std::chrono::seconds(2)) {
            try {
                reconcile();
            } catch (const std::exception &e) {
                // A cluster written oddly, or no thread to spare: the next pass tries again.
                std::cerr << "vmray-supervisor-emulator: Ray dashboards: " << e.what() << '\n';
            }
            lastPass = Clock::now();
        }
        std::vector<WatchEvent> events;
        const auto result = m_store.waitForEvents(cursor,
            events,
            Clock::now() + std::chrono::milliseconds(500),
            m_store.dropGeneration());
        if (result == Store::WaitResult::Shutdown)
            return;
        clustersChanged = result == Store::WaitResult::Expired;
        if (result == Store::WaitResult::Expired)
            cursor = m_store.currentRv();
        for (const WatchEvent &e : events)
            clustersChanged = clustersChanged || e.type == VMRayClusters;
    }
}

void RayDashboards::reconcile()
{
    struct Wanted
    {
        std::string ns, name, uid, address;
        bool createdBeforeStart = true;
    };
    std::vector<Wanted> wanted;
    std::set<std::string> existing;
    size_t running = 0;
    for (const ObjectPtr &c : m_store.all(VMRayClusters)) {
        existing.insert(nsName(
            c->json["metadata"].value("namespace", ""), c->json["metadata"].value("name", "")));
        std::string address;
        if (!headIsServing(c->json, &address))
            continue;
        ++running;
        if (wanted.size() < m_settings.maxDashboards)
            wanted.push_back({ c->json["metadata"].value("namespace", ""),
                c->json["metadata"].value("name", ""),
                c->json["metadata"].value("uid", ""),
                address,
                // RFC 3339 in UTC with whole seconds: the text orders as the time does.
                c->json["metadata"].value("creationTimestamp", "") < m_startedAt });
    }
    std::lock_guard lock(m_mutex);
    m_runningClusters = running;
    // A cluster made unreachable and then deleted: one of the same name starts reachable.
    for (auto it = m_unreachable.begin(); it != m_unreachable.end();)
        it = existing.count(*it) ? std::next(it) : m_unreachable.erase(it);
    std::set<std::string> keep;
    for (const Wanted &w : wanted) {
        const std::string key = nsName(w.ns, w.name);
        keep.insert(key);
        auto it = m_dashboards.find(key);
        if (it != m_dashboards.end()
            && (it->second->uid != w.uid || it->second->address != w.address)) {
            close(*it->second); // a new cluster of the same name, or a new address
            m_dashboards.erase(it);
            it = m_dashboards.end();
        }
        if (it != m_dashboards.end()) {
            // A bind that failed is tried again: the other program may have let go.
            Dashboard &d = *it->second;
            if (!d.server && !d.error.empty() && !m_unreachable.count(key))
                listen(d);
            continue;
        }
        auto d = std::make_unique<Dashboard>();
        d->ns = w.ns;
        d->cluster = w.name;
        d->uid = w.uid;
        d->address = w.address;
        d->memory = std::make_shared<RayClusterMemory>();
        d->memory->uid = w.uid;
        d->memory->bornSimulated = m_clock.now();
        d->memory->bornWallMs = wallNowMs();
        d->memory->hasPast = w.createdBeforeStart;
        if (!m_unreachable.count(key))
            listen(*d);
        m_dashboards.emplace(key, std::move(d));
    }
    for (auto it = m_dashboards.begin(); it != m_dashboards.end();) {
        if (keep.count(it->first)) {
            ++it;
            continue;
        }
        close(*it->second); // the cluster went, or is no longer among the first served
        it = m_dashboards.erase(it);
    }
}

void RayDashboards::listen(Dashboard &d)
{
    auto server = std::make_unique<httplib::Server>();
    server->new_task_queue = [workers = m_workers.get()] {
        return new SharedQueue(*workers);
    };
    // Without httplib's SO_REUSEPORT: a second emulator must fail to bind an address:port that
    // one already serves, not share its connections.
    server->set_socket_options([](socket_t sock) {
        int yes = 1;
        ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    });
    server->set_tcp_nodelay(true);
    server->set_keep_alive_timeout(1);
    server->set_read_timeout(5);
    server->set_write_timeout(5);
    installRoutes(*server, d.memory, d.ns, d.cluster);
    int port = m_settings.port;
    if (port == 0 && m_chosenPort != 0)
        port = m_chosenPort;
    const int bound = port == 0 ? server->bind_to_any_port(d.address)
                                : (server->bind_to_port(d.address, port) ? port : -1);
    if (bound <= 0) {
        const std::string error = "cannot listen on " + d.address + ":" + std::to_string(port)
            + " (another program may hold it)";
        if (error != d.error) // said once, not at every retry
            std::cerr << "vmray-supervisor-emulator: the Ray dashboard of "
                      << nsName(d.ns, d.cluster) << ' ' << error
                      << "; it is not served until the address is free\n";
        d.error = error;
        return;
    }
    if (m_settings.port == 0)
        m_chosenPort = bound;
    d.error.clear();
    d.port = bound;
    d.listenEnded = std::make_shared<std::atomic<bool>>(false);
    d.server = std::move(server);
    d.thread = std::thread([s = d.server.get(), ended = d.listenEnded] {
        s->listen_after_bind();
        *ended = true;
    });
    // httplib's stop() does nothing before the server runs: wait until it does.
    while (!d.server->is_running() && !*d.listenEnded)
        std::this_thread::yield();
}

void RayDashboards::close(Dashboard &d)
{
    if (!d.server)
        return;
    d.server->stop();
    if (d.thread.joinable())
        d.thread.join();
    d.server.reset();
    d.port = 0;
}

Json RayDashboards::describe() const
{
    std::lock_guard lock(m_mutex);
    Json list = Json::array();
    for (const auto &[key, d] : m_dashboards) {
        const ObjectPtr c = m_store.tryGet(VMRayClusters, d->ns, d->cluster);
        list.push_back({ { "namespace", d->ns },
            { "cluster", d->cluster },
            { "address", d->address },
            { "port", d->port },
            { "listening", d->server != nullptr },
            { "reachable", !m_unreachable.count(key) },
            { "rayVersion",
                rayVersionOfImage(c ? stringAt(c->json, { "spec", "ray_docker_image" }) : "") },
            { "error", d->error } });
    }
    return { { "enabled", m_settings.enabled },
        { "port", m_settings.port },
        { "maxDashboards", m_settings.maxDashboards },
        { "runningClusters", m_runningClusters },
        { "logRefusals", m_marks->logRefusals.load() },
        { "dashboards", list } };
}

void RayDashboards::setReachable(const std::string &ns, const std::string &cluster, bool reachable)
{
    if (!m_store.tryGet(VMRayClusters, ns, cluster))
        throw StatusError(404,
            "NotFound",
            "vmrayclusters.vmray.broadcom.com \"" + cluster + "\" not found in " + ns);
    const std::string key = nsName(ns, cluster);
    std::lock_guard lock(m_mutex);
    const auto it = m_dashboards.find(key);
    if (reachable) {
        m_unreachable.erase(key);
        if (it != m_dashboards.end() && !it->second->server && m_workers)
            listen(*it->second);
    } else {
        m_unreachable.insert(key);
        if (it != m_dashboards.end())
            close(*it->second);
    }
}

void RayDashboards::setNodeDead(const std::string &ns, const std::string &vm, bool dead)
{
    if (!m_store.tryGet(VirtualMachines, ns, vm))
        throw StatusError(404,
            "NotFound",
            "virtualmachines.vmoperator.vmware.com \"" + vm + "\" not found in " + ns);
    std::lock_guard lock(m_marks->mutex);
    if (dead)
        m_marks->marked.emplace(nsName(ns, vm), wallNowMs());
    else
        m_marks->marked.erase(nsName(ns, vm));
}

void RayDashboards::setUnplaceable(
    const std::string &ns, const std::string &cluster, const Json &bundle, int count)
{
    if (!m_store.tryGet(VMRayClusters, ns, cluster))
        throw StatusError(404,
            "NotFound",
            "vmrayclusters.vmray.broadcom.com \"" + cluster + "\" not found in " + ns);
    if (!bundle.is_object() || count < 0)
        throw StatusError(
            400, "BadRequest", "rayDemand needs a bundle object and a count of 0 or more");
    std::lock_guard lock(m_marks->mutex);
    if (count == 0)
        m_marks->unplaceable.erase(nsName(ns, cluster));
    else
        m_marks->unplaceable[nsName(ns, cluster)] = { bundle, count };
}

void RayDashboards::setLogLimit(const std::string &ns, const std::string &cluster, int limit)
{
    std::lock_guard lock(m_marks->mutex);
    if (limit < 0)
        m_marks->logLimits.erase(nsName(ns, cluster));
    else
        m_marks->logLimits[nsName(ns, cluster)] = limit;
}

void RayDashboards::addLog(const std::string &ns, const std::string &vm, const RayLogFile &file)
{
    if (!m_store.tryGet(VirtualMachines, ns, vm))
        throw StatusError(404,
            "NotFound",
            "virtualmachines.vmoperator.vmware.com \"" + vm + "\" not found in " + ns);
    if (file.name.empty() || file.name.find('/') != std::string::npos || file.lines < 0)
        throw StatusError(400, "BadRequest", "rayLog needs a file name without '/' and lines >= 0");
    std::lock_guard lock(m_marks->mutex);
    std::vector<RayLogFile> &files = m_marks->extraLogs[nsName(ns, vm)];
    files.erase(std::remove_if(files.begin(),
                    files.end(),
                    [&file](const RayLogFile &f) {
                        return f.name == file.name;
                    }),
        files.end());
    files.push_back(file);
}

void RayDashboards::installRoutes(httplib::Server &server,
    const std::shared_ptr<RayClusterMemory> &memory,
    std::string ns,
    std::string cluster)
{
    // Each answer reads the cluster as it is now, under its memory's lock.
    using Answer = std::function<void(const RayClusterView &view,
        RayClusterMemory &memory,
        double simulated,
        const httplib::Request &req,
        httplib::Response &res)>;
    const auto route = [this, memory, ns, cluster](Answer answer) {
        return [this, memory, ns, cluster, answer = std::move(answer)](
                   const httplib::Request &req, httplib::Response &res) {
            const ObjectPtr c = m_store.tryGet(VMRayClusters, ns, cluster);
            std::lock_guard lock(memory->mutex);
            const std::optional<RayClusterView> view =
                c && c->json["metadata"].value("uid", "") == memory->uid
                ? readClusterView(m_store, c->json, *memory, *m_marks, wallNowMs())
                : std::nullopt;
            if (!view)
                return sendText(res, 503, "503: Service Unavailable");
            answer(*view, *memory, m_clock.now(), req, res);
        };
    };
    server.Get("/nodes",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::string v = req.has_param("view") ? req.get_param_value("view") : "None";
            if (v == "summary")
                return sendRayJson(res,
                    200,
                    rayNodesSummary(view, rayJobs(view, mem, m_clock, simulated), simulated));
            if (v == "hostNameList" || v == "hostnamelist")
                return sendRayJson(res, 200, rayHostNameList(view));
            sendRayJson(res,
                500,
                { { "result", false },
                    { "msg", "Unknown view " + v },
                    { "data", Json::object() } });
        }));
    server.Get("/api/cluster_status",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const bool formatted = req.get_param_value("format") == "1";
            sendRayJson(res,
                200,
                rayClusterStatus(
                    view, rayJobs(view, mem, m_clock, simulated), formatted, wallNowMs()));
        }));
    server.Get("/api/jobs/",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &,
                  httplib::Response &res) {
            sendRayJson(res, 200, Json(rayJobs(view, mem, m_clock, simulated)));
        }));
    server.Get(R"(/api/jobs/([^/]+))",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::string id = req.matches[1];
            const Json job = findRayJob(view, mem, m_clock, id, simulated);
            if (job.is_null())
                return sendText(res, 404, "Job " + id + " does not exist");
            sendRayJson(res, 200, job);
        }));
    server.Get(R"(/api/jobs/([^/]+)/logs)",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::string id = req.matches[1];
            std::string logs;
            switch (rayJobLogs(view, mem, m_clock, id, simulated, logs)) {
            case RayJobLogs::Served:
                return sendRayJson(res, 200, { { "logs", std::move(logs) } });
            case RayJobLogs::NotSubmission:
                return sendText(res, 400, "Can only get logs of submission type jobs");
            case RayJobLogs::Unknown:
                break;
            }
            sendText(res, 404, "Job " + id + " does not exist");
        }));
    server.Post(R"(/api/jobs/([^/]+)/stop)",
        route([this](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double simulated,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::string id = req.matches[1];
            switch (stopRayJob(view, mem, m_clock, id, simulated)) {
            case RayJobStop::Stopped:
                return sendRayJson(res, 200, { { "stopped", true } });
            case RayJobStop::AlreadyFinished:
                return sendRayJson(res, 200, { { "stopped", false } });
            case RayJobStop::NotSubmission:
                return sendText(res, 400, "Can only stop submission type jobs");
            case RayJobStop::Unknown:
                break;
            }
            sendText(res, 404, "Job " + id + " does not exist");
        }));
    // The Log API (state_head.py): a node by node_id or node_ip; only alive nodes serve logs.
    const auto logNode = [](const RayClusterView &view,
                             const httplib::Request &req,
                             std::string &error) -> const RayNode * {
        const std::string id = req.get_param_value("node_id");
        const std::string ip = req.get_param_value("node_ip");
        if (id.empty() && ip.empty()) {
            error = "Both node id and node ip are not provided. Please provide at least one of "
                    "them.";
            return nullptr;
        }
        for (const RayNode &n : view.nodes) {
            if ((!id.empty() && n.nodeId == id) || (id.empty() && n.ip == ip)) {
                if (!n.alive) {
                    error = "Agent for node id: " + n.nodeId + " doesn't exist.";
                    return nullptr;
                }
                return &n;
            }
        }
        error = id.empty() ? "Cannot find matching node_id for a given node ip " + ip
                           : "Agent for node id: " + id + " doesn't exist.";
        return nullptr;
    };
    const auto extraLogsOf = [this, ns](const RayNode &node) {
        std::lock_guard lock(m_marks->mutex);
        const auto it = m_marks->extraLogs.find(nsName(ns, node.vmName));
        return it == m_marks->extraLogs.end() ? std::vector<RayLogFile>() : it->second;
    };
    // The State API's rate limit (RateLimitedModule.enforce_max_concurrent_calls): a request
    // over it is answered at once with Ray's envelope, not served. A file being streamed counts
    // until it is sent.
    struct LogCall
    {
        explicit LogCall(std::shared_ptr<std::atomic<int>> calls)
            : count(std::move(calls))
        {}
        LogCall(const LogCall &) = delete;
        LogCall &operator=(const LogCall &) = delete;
        ~LogCall() { --*count; }
        std::shared_ptr<std::atomic<int>> count;
    };
    auto logCalls = std::make_shared<std::atomic<int>>(0);
    const auto admitLog = [this, ns, cluster, logCalls](
                              httplib::Response &res) -> std::shared_ptr<LogCall> {
        int limit = 100; // RAY_STATE_SERVER_MAX_HTTP_REQUEST's default
        {
            std::lock_guard lock(m_marks->mutex);
            const auto it = m_marks->logLimits.find(nsName(ns, cluster));
            if (it != m_marks->logLimits.end())
                limit = it->second;
        }
        if (++*logCalls > limit) {
            --*logCalls;
            ++m_marks->logRefusals;
            sendRayJson(res,
                200,
                { { "result", false },
                    { "msg",
                        "Max number of in-progress requests=" + std::to_string(limit)
                            + " reached. To set a higher limit, set environment variable: export "
                              "RAY_STATE_SERVER_MAX_HTTP_REQUEST='xxx'. Max allowed = 1000" },
                    { "data", Json::object() } });
            return nullptr;
        }
        return std::make_shared<LogCall>(logCalls);
    };
    server.Get("/api/v0/logs",
        route([logNode, extraLogsOf, admitLog](const RayClusterView &view,
                  RayClusterMemory &,
                  double,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::shared_ptr<LogCall> admitted = admitLog(res);
            if (!admitted)
                return;
            std::string error;
            const RayNode *node = logNode(view, req, error);
            if (!node)
                return sendRayJson(res,
                    200,
                    { { "result", false }, { "msg", error }, { "data", Json::object() } });
            const std::string glob = req.has_param("glob") ? req.get_param_value("glob") : "*";
            sendRayJson(res,
                200,
                { { "result", true },
                    { "msg", "" },
                    { "data",
                        { { "result",
                            rayLogGroups(rayLogFiles(*node, extraLogsOf(*node)), glob) } } } });
        }));
    server.Get(R"(/api/v0/logs/(file|stream))",
        route([logNode, extraLogsOf, admitLog](const RayClusterView &view,
                  RayClusterMemory &,
                  double,
                  const httplib::Request &req,
                  httplib::Response &res) {
            const std::shared_ptr<LogCall> admitted = admitLog(res);
            if (!admitted)
                return;
            const std::string format =
                req.has_param("format") ? req.get_param_value("format") : "leading_1";
            std::string error;
            const RayNode *node = logNode(view, req, error);
            if (!node)
                return serveRayLogError(res, format, error);
            const std::string name = req.get_param_value("filename");
            const std::vector<RayLogFile> files = rayLogFiles(*node, extraLogsOf(*node));
            const auto file =
                std::find_if(files.begin(), files.end(), [&name](const RayLogFile &f) {
                    return f.name == name;
                });
            if (file == files.end())
                return serveRayLogError(
                    res, format, "Could not find file " + name + " on node " + node->nodeId + ".");
            int64_t lines = 1000;
            double interval = 1;
            try {
                if (req.has_param("lines"))
                    lines = std::stoll(req.get_param_value("lines"));
                if (req.has_param("interval"))
                    interval = std::clamp(std::stod(req.get_param_value("interval")), 0.05, 60.0);
            } catch (const std::exception &) {
                return serveRayLogError(res, format, "invalid literal for int() with base 10");
            }
            serveRayLogFile(res,
                *node,
                *file,
                lines,
                format,
                req.matches[1] == "stream",
                interval,
                600,
                admitted);
        }));
    server.Get("/api/version",
        route([](const RayClusterView &view,
                  RayClusterMemory &mem,
                  double,
                  const httplib::Request &,
                  httplib::Response &res) {
            sendRayJson(res, 200, rayVersionInfo(view, mem));
        }));
    server.Get("/",
        route([](const RayClusterView &view,
                  RayClusterMemory &,
                  double,
                  const httplib::Request &,
                  httplib::Response &res) {
            res.set_content("<!doctype html><html><head><title>Ray Dashboard</title></head><body>"
                            "<h1>Ray "
                    + view.rayVersion + "</h1><p>Cluster " + view.ns + "/" + view.name
                    + " (simulated by the Supervisor emulator).</p><ul>"
                      "<li><a href=\"nodes?view=summary\">nodes</a></li>"
                      "<li><a href=\"api/cluster_status\">cluster status</a></li>"
                      "<li><a href=\"api/jobs/\">jobs</a></li></ul></body></html>",
                "text/html; charset=utf-8");
        }));
    const bool userAgentOnly = [&] {
        const ObjectPtr c = m_store.tryGet(VMRayClusters, ns, cluster);
        const std::string v =
            rayVersionOfImage(c ? stringAt(c->json, { "spec", "ray_docker_image" }) : "");
        return v == "2.9" || v.rfind("2.9.", 0) == 0;
    }();
    server.set_pre_routing_handler([userAgentOnly](
                                       const httplib::Request &req, httplib::Response &res) {
        if ((req.method == "POST" || req.method == "PUT") && isBrowserRequest(req, userAgentOnly)) {
            sendText(res, 405, "Method Not Allowed for browser traffic.");
            return httplib::Server::HandlerResponse::Handled;
        }
        // Ray's aiohttp answers are never compressed; httplib would compress every one a client
        // accepts so, a streamed log (held back by the compressor) among them.
        const_cast<httplib::Request &>(req).headers.erase("Accept-Encoding");
        // A request without Content-Length or Transfer-Encoding has no body (RFC 9112 6.3);
        // httplib would refuse a POST without them (`curl -X POST .../stop`).
        if (!req.has_header("Content-Length") && !req.has_header("Transfer-Encoding"))
            const_cast<httplib::Request &>(req).headers.emplace("Content-Length", "0");
        return httplib::Server::HandlerResponse::Unhandled;
    });
    server.set_error_handler([](const httplib::Request &, httplib::Response &res) {
        if (res.body.empty())
            sendText(res,
                res.status,
                std::to_string(res.status) + (res.status == 404 ? ": Not Found" : ": Error"));
    });
    if (m_settings.verbose) {
        server.set_logger([ns, cluster](const httplib::Request &req, const httplib::Response &res) {
            std::cerr << "ray dashboard " << ns << '/' << cluster << ": " << req.method << ' '
                      << req.path << ' ' << res.status << '\n';
        });
    }
}

} // namespace emu
