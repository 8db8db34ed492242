// The emulator's life and its HTTP server: options to a running server with its certificate and
// ready file, the routes every request takes, and the answers compressed as the API server does.
#include "emulator.h"

#include "access_review.h"

#include "ray_dashboards.h"
#include "resource_api.h"
#include "seed.h"
#include "server_reply.h"
#include "simulation.h"
#include "vmray_admission.h"

#include <httplib.h>
#include <libdeflate.h>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

namespace emu {

namespace {

constexpr size_t maxRequestBytes = 3 * 1024 * 1024; // the API server's limit

} // namespace

// ---------------------------------------------------------------------------------------------

Emulator::Emulator(Options options)
    : m_options(std::move(options))
    , m_served(servedVersions(m_options.vmOperatorVersions))
    , m_store(std::make_unique<Store>(m_options.history))
    , m_auth(std::make_unique<Authenticator>(std::chrono::seconds(m_options.tokenTtlSeconds)))
{
    if (m_options.vmOperatorVersions.empty())
        throw std::invalid_argument("no version of vmoperator.vmware.com to serve");
    if (m_options.users.empty()) {
        m_options.users.push_back({ "administrator@vsphere.local", randomAlnum(16), {} });
        if (m_options.seed == "demo")
            m_options.users.push_back({ "devops@vsphere.local", randomAlnum(16), { "ray-dev" } });
    }
    for (const UserSpec &u : m_options.users)
        m_auth->addUser(u.username, u.password, u.namespaces, u.viewOnly);
    m_store->setAdmission(
        VMRayClusters, [admission = VmrayAdmission()](AdmissionOp op, Json &obj, const Json *old) {
            admission(op, obj, old);
        });
    m_simulation = std::make_unique<Simulation>(*m_store, m_options.speed);
    m_rayDashboards = std::make_unique<RayDashboards>(*m_store,
        RayDashboardSettings { m_options.rayDashboards,
            m_options.rayDashboardPort,
            m_options.rayDashboardsMax,
            m_options.speed,
            m_options.verbose });
}

Emulator::~Emulator()
{
    stop();
    if (!m_stateDir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(m_stateDir, ec);
    }
}

namespace {
// Where the pre-routing handler keeps the client's Accept-Encoding from httplib.
constexpr const char *acceptedEncodingHeader = "Vmray-Emulator-Accept-Encoding";

std::string urlOf(const std::string &listenHost, int port)
{
    const std::string host = listenHost.find(':') != std::string::npos
        ? "[" + listenHost + "]"
        : (listenHost == "0.0.0.0" ? std::string("127.0.0.1") : listenHost);
    return "https://" + host + ":" + std::to_string(port);
}
} // namespace

std::string Emulator::url() const
{
    return urlOf(m_options.host, m_port);
}

std::string Emulator::apiUrl() const
{
    return m_apiServer ? urlOf(m_options.host, m_apiPort) : url();
}

std::string Emulator::readyJson() const
{
    Json users = Json::array();
    for (const UserSpec &u : m_options.users)
        users.push_back({ { "username", u.username },
            { "password", u.password },
            { "namespaces", u.namespaces } });
    return Json({ { "url", url() },
                    { "api_url", apiUrl() },
                    { "ca_file", m_caFile },
                    { "fingerprint_sha256", m_fingerprint },
                    { "users", users },
                    { "pid", static_cast<int>(getpid()) } })
        .dump(2);
}

void Emulator::start()
{
    seedStore(*m_store, m_options.seed, m_options.fleetNamespaces);

    if (!m_options.certFile.empty()) {
        m_identity = loadServerIdentity(m_options.certFile, m_options.keyFile);
        m_caFile = std::filesystem::absolute(m_options.certFile).string();
    } else {
        std::vector<std::string> &names = m_altNames;
        names = { "IP:127.0.0.1", "IP:::1", "DNS:localhost" };
        if (m_options.host != "127.0.0.1" && m_options.host != "localhost"
            && m_options.host != "::1" && m_options.host != "0.0.0.0") {
            const bool ip = m_options.host.find_first_not_of("0123456789.:") == std::string::npos;
            names.push_back((ip ? "IP:" : "DNS:") + m_options.host);
        }
        m_identity = makeServerIdentity(names);
        char dirTemplate[] = "/tmp/vmray-emulator-XXXXXX";
        if (!mkdtemp(dirTemplate))
            throw std::runtime_error("cannot create a state directory");
        m_stateDir = dirTemplate;
        m_caFile = m_stateDir + "/ca.crt";
        std::ofstream(m_caFile) << toPem(m_identity.caCert.get());
    }
    m_fingerprint = sha256Fingerprint(m_identity.cert.get());

    if (!m_options.requestLog.empty()) {
        m_requestLog = std::make_shared<std::ofstream>(m_options.requestLog, std::ios::app);
        if (!*m_requestLog)
            throw std::runtime_error("cannot open the request log " + m_options.requestLog);
    }
    m_requestLogMutex = std::make_shared<std::mutex>();
    const bool apiApart = m_options.apiPort >= 0;
    m_server = makeServer(apiApart ? Serves::Wcp : Serves::Everything);
    m_port = bind(*m_server, m_options.port);
    if (apiApart) {
        m_apiServer = makeServer(Serves::KubernetesApi);
        m_apiPort = bind(*m_apiServer, m_options.apiPort);
    }

    // The web console proxy is at the address WCP is served on, as on a Supervisor.
    m_simulation->webConsole().configure(url().substr(std::string("https://").size()),
        std::chrono::seconds(m_options.webConsoleTtlSeconds));
    m_simulation->start();
    m_rayDashboards->start();
    m_serverThread = std::thread([this] {
        m_server->listen_after_bind();
    });
    if (m_apiServer) {
        m_apiServerThread = std::thread([this] {
            m_apiServer->listen_after_bind();
        });
    }

    if (!m_options.readyFile.empty()) {
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const std::string tmp = m_options.readyFile + ".tmp";
        const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            throw std::runtime_error("cannot write the ready file " + m_options.readyFile);
        const std::string text = readyJson() + "\n";
        const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
        ::fchmod(fd, 0600);
        ::close(fd);
        if (!ok || std::rename(tmp.c_str(), m_options.readyFile.c_str()) != 0)
            throw std::runtime_error("cannot write the ready file " + m_options.readyFile);
    }
}

std::unique_ptr<httplib::SSLServer> Emulator::makeServer(Serves serves)
{
    auto server = std::make_unique<httplib::SSLServer>([this](SSL_CTX &context) {
        // As httplib sets up a server from a certificate and key, plus the chain to send.
        SSL_CTX_set_options(
            &context, SSL_OP_NO_COMPRESSION | SSL_OP_NO_SESSION_RESUMPTION_ON_RENEGOTIATION);
        SSL_CTX_set_min_proto_version(&context, TLS1_2_VERSION);
        if (m_options.tlsMaxVersion12)
            SSL_CTX_set_max_proto_version(&context, TLS1_2_VERSION);
        if (SSL_CTX_use_certificate(&context, m_identity.cert.get()) != 1
            || SSL_CTX_use_PrivateKey(&context, m_identity.key.get()) != 1)
            return false;
        for (const X509Ptr &link : m_identity.chain) {
            if (SSL_CTX_add1_chain_cert(&context, link.get()) != 1)
                return false;
        }
        SSL_CTX_set_client_hello_cb(&context, &Emulator::stampConnection, this);
        SSL_CTX_set_cert_cb(&context, &Emulator::selectCertificate, this);
        // Sessions resume by ticket only, so a restart can refuse the ones issued before it.
        SSL_CTX_set_session_cache_mode(&context, SSL_SESS_CACHE_OFF);
        SSL_CTX_set_session_ticket_cb(
            &context, &Emulator::stampTicket, &Emulator::checkTicket, this);
        return true;
    });
    if (!server->is_valid())
        throw std::runtime_error("the TLS server could not be set up");
    // Watches hold a thread each for as long as they stream.
    server->new_task_queue = [] {
        return new httplib::ThreadPool(256);
    };
    server->set_payload_max_length(maxRequestBytes);
    // Headers and body go out in separate writes: with Nagle's algorithm the second waits for
    // the client's delayed ACK, 40 ms on every small response and watch event. An API server
    // (Go's net/http) sets TCP_NODELAY too.
    server->set_tcp_nodelay(true);
    server->set_keep_alive_max_count(1000);
    // An idle kept-alive connection holds its thread this long, and stopping waits for them all:
    // 1 s keeps a stop prompt (clients simply reconnect).
    server->set_keep_alive_timeout(1);
    server->set_read_timeout(30);
    server->set_write_timeout(30);
    installRoutes(*server, serves);

    return server;
}

int Emulator::bind(httplib::SSLServer &server, int port)
{
    const int bound = port == 0 ? server.bind_to_any_port(m_options.host)
                                : (server.bind_to_port(m_options.host, port) ? port : -1);
    if (bound <= 0)
        throw std::runtime_error("cannot listen on " + m_options.host + ":" + std::to_string(port));
    return bound;
}

void Emulator::wait()
{
    if (m_serverThread.joinable())
        m_serverThread.join();
    if (m_apiServerThread.joinable())
        m_apiServerThread.join();
}

void Emulator::stop()
{
    if (m_stopped.exchange(true))
        return;
    m_store->shutdown();
    if (m_simulation)
        m_simulation->stop();
    if (m_rayDashboards)
        m_rayDashboards->stop();
    if (m_server)
        m_server->stop();
    if (m_apiServer)
        m_apiServer->stop();
    if (m_serverThread.joinable())
        m_serverThread.join();
    if (m_apiServerThread.joinable())
        m_apiServerThread.join();
}

// ---------------------------------------------------------------------------------------------

void Emulator::installRoutes(httplib::SSLServer &server, Serves serves)
{
    auto handler = [this, serves](const httplib::Request &req, httplib::Response &res) {
        try {
            const bool wcp = req.path.rfind("/wcp/", 0) == 0;
            const bool admin = req.path.rfind("/emulator/", 0) == 0;
            const bool proxy = req.path.rfind("/vm/web-console/", 0) == 0;
            if ((serves == Serves::Wcp && !wcp && !admin && !proxy)
                || (serves == Serves::KubernetesApi && (wcp || proxy)))
                throw StatusError(
                    404, "NotFound", "the server could not find the requested resource");
            handle(req, res);
        } catch (const StatusError &e) {
            sendStatus(res, e);
        } catch (const std::exception &e) {
            sendStatus(res,
                StatusError(500,
                    "InternalError",
                    std::string("an error on the server occurred: ") + e.what()));
        }
    };
    server.Get(".*", handler);
    server.Post(".*", handler);
    server.Put(".*", handler);
    server.Patch(".*", handler);
    server.Delete(".*", handler);
    server.Options(".*", [](const httplib::Request &, httplib::Response &res) {
        sendStatus(res,
            StatusError(405,
                "MethodNotAllowed",
                "the server does not allow this method on the requested "
                "resource"));
    });
    server.set_pre_routing_handler([](const httplib::Request &req, httplib::Response &) {
        // The request object is ours to change; httplib only hands it out as const.
        auto &request = const_cast<httplib::Request &>(req);
        // httplib would compress every answer, watches included; the emulator compresses as the
        // kube-apiserver does (compressAnswer), so httplib is not told what the client accepts.
        request.headers.erase(acceptedEncodingHeader); // only ever the emulator's own
        const auto accepted = request.headers.find("Accept-Encoding");
        if (accepted != request.headers.end()) {
            request.headers.emplace(acceptedEncodingHeader, accepted->second);
            request.headers.erase("Accept-Encoding");
        }
        // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112
        // 6.3), as Go's net/http reads it: `curl -X POST -u USER URL/wcp/login` is a login.
        // httplib would wait for the connection to close instead.
        if (!req.has_header("Content-Length") && !req.has_header("Transfer-Encoding"))
            request.headers.emplace("Content-Length", "0");
        return httplib::Server::HandlerResponse::Unhandled;
    });
    server.set_post_routing_handler([this](const httplib::Request &req, httplib::Response &res) {
        compressAnswer(req, res);
    });
    server.set_error_handler([](const httplib::Request &, httplib::Response &res) {
        if (!res.body.empty())
            return;
        switch (res.status) {
        case 413:
            sendStatus(res,
                StatusError(413,
                    "RequestEntityTooLarge",
                    "the request body is larger than the server accepts "
                    "(3 MiB)"));
            break;
        case 404:
            sendStatus(res,
                StatusError(404, "NotFound", "the server could not find the requested resource"));
            break;
        case 405:
            sendStatus(res,
                StatusError(405,
                    "MethodNotAllowed",
                    "the server does not allow this method on the requested "
                    "resource"));
            break;
        default:
            sendStatus(res,
                StatusError(res.status,
                    res.status >= 500 ? "InternalError" : "BadRequest",
                    "the server could not handle the request"));
        }
    });
    server.set_exception_handler(
        [](const httplib::Request &, httplib::Response &res, const std::exception_ptr &) {
            sendStatus(res, StatusError(500, "InternalError", "an error on the server occurred"));
        });
    if (m_options.verbose || m_requestLog) {
        auto log = m_requestLog;
        auto logMutex = m_requestLogMutex;
        const bool verbose = m_options.verbose;
        server.set_logger(
            [log, logMutex, verbose](const httplib::Request &req, const httplib::Response &res) {
                std::lock_guard lock(*logMutex);
                if (verbose)
                    std::cerr << req.method << ' ' << req.path << ' ' << res.status << '\n';
                if (log)
                    *log << req.method << ' ' << req.path << ' ' << res.status << std::endl;
            });
    }
}

namespace {
// Gzip (RFC 1952) of `text` at level 1, the kube-apiserver's (defaultGzipContentEncodingLevel).
// libdeflate, which compresses a whole buffer at once, takes half of zlib's time: a large list
// is served page after page, each waiting on the last, so this time is the list's.
std::string gzip(const std::string &text)
{
    // One per thread of the server's pool: a compressor holds a few hundred KiB of tables.
    thread_local const std::unique_ptr<libdeflate_compressor, decltype(&libdeflate_free_compressor)>
        compressor(libdeflate_alloc_compressor(1), &libdeflate_free_compressor);
    if (!compressor)
        throw std::runtime_error("libdeflate could not be set up");
    std::string out(libdeflate_gzip_compress_bound(compressor.get(), text.size()), '\0');
    const size_t size = libdeflate_gzip_compress(
        compressor.get(), text.data(), text.size(), out.data(), out.size());
    if (size == 0)
        throw std::runtime_error("libdeflate could not compress an answer");
    out.resize(size);
    return out;
}

bool acceptsGzip(const std::string &acceptEncoding)
{
    // The kube-apiserver's rule (negotiateContentEncoding): a comma-separated token that is
    // exactly "gzip" once trimmed; q-values and "*" are not read.
    for (size_t start = 0; start <= acceptEncoding.size();) {
        size_t end = acceptEncoding.find(',', start);
        if (end == std::string::npos)
            end = acceptEncoding.size();
        std::string token = acceptEncoding.substr(start, end - start);
        token.erase(0, token.find_first_not_of(" \t"));
        token.erase(token.find_last_not_of(" \t") + 1);
        if (token == "gzip")
            return true;
        start = end + 1;
    }
    return false;
}
} // namespace

void Emulator::compressAnswer(const httplib::Request &req, httplib::Response &res)
{
    // As the kube-apiserver: answers of more than 128 KiB are gzipped for a client that accepts
    // it; watches (streamed through a content provider) never are.
    constexpr size_t threshold = 128 * 1024;
    if (!m_options.gzip || res.body.size() <= threshold || res.has_header("Content-Encoding")
        || !acceptsGzip(req.get_header_value(acceptedEncodingHeader)))
        return;
    res.body = gzip(res.body);
    // httplib has announced the length of the body as it was.
    res.headers.erase("Content-Length");
    res.set_header("Content-Length", std::to_string(res.body.size()));
    res.set_header("Content-Encoding", "gzip");
    res.set_header("Vary", "Accept-Encoding");
    m_gzippedAnswers.fetch_add(1);
}

void Emulator::handle(const httplib::Request &req, httplib::Response &res)
{
    const std::string &path = req.path;
    if (predatesRestart(req)) {
        // The server this connection reached is gone: end it unanswered, as a restart would.
        // (Restarts end open connections at once; this catches one that raced with it.)
        ::shutdown(SSL_get_fd(req.ssl), SHUT_RDWR);
        res.status = 503; // for the request log: not answered
        return;
    }
    if (path.rfind("/emulator/", 0) == 0)
        return handleAdmin(req, res);
    if (Clock::now().time_since_epoch().count() < m_downUntil.load()) {
        // A restart is under way: as from a server that is not running, no answer.
        ::shutdown(SSL_get_fd(req.ssl), SHUT_RDWR);
        res.status = 503; // for the request log: not answered
        return;
    }
    if (injectFault(req, res))
        return;
    if (path.rfind("/wcp/", 0) == 0)
        return handleWcp(req, res);
    if (path == "/vm/web-console/proxy")
        return handleWebConsoleProxy(req, res);
    if (path == "/healthz" || path == "/livez" || path == "/readyz") {
        res.set_content("ok", "text/plain");
        return;
    }
    if (path == "/version") {
        sendJson(res,
            200,
            Json({ { "major", "1" },
                     { "minor", "30" },
                     { "gitVersion", "v1.30.1+vmware.1-emulator" },
                     { "gitCommit", "0000000000000000000000000000000000000000" },
                     { "gitTreeState", "clean" },
                     { "buildDate", "2026-01-01T00:00:00Z" },
                     { "goVersion", "go1.22.2" },
                     { "compiler", "gc" },
                     { "platform", "linux/amd64" } })
                .dump());
        return;
    }

    std::string why;
    const User *user = m_auth->checkBearer(req.get_header_value("Authorization"), &why);
    if (!user)
        throw StatusError(401, "Unauthorized", "Unauthorized");

    int reviewStatus = 0;
    Json review;
    if (serveAccessReview(req.method,
            path,
            req.body,
            *user,
            m_options.incompleteRulesReview,
            reviewStatus,
            review)) {
        sendJson(res, reviewStatus, review.dump());
        return;
    }
    bool handled = false;
    handleDiscovery(req, res, handled);
    if (!handled)
        handleResource(req, res, *user);
}

void Emulator::handleResource(const httplib::Request &req, httplib::Response &res, const User &user)
{
    if (req.method != "GET") {
        // Every request that asks for a change, allowed or not, by user: what a client sent.
        std::lock_guard lock(m_writesMutex);
        ++m_writesByUser[user.username];
    }
    QueryParams params = req.params;
    const bool endless = endlessListRequest(req, params);
    ApiAnswer answer = serveResource(*m_store,
        m_served,
        { req.method,
            req.path,
            std::move(params),
            req.get_header_value("Accept"),
            req.get_header_value("Content-Type"),
            req.body },
        user);
    if (answer.watch) {
        const ResourcePath &path = *answer.watchOf;
        return serveWatch(req, res, path.type, path.version, path.ns, std::move(*answer.watch));
    }
    if (answer.status == 200 && endless)
        continueEndlessList(req, answer.body);
    if (answer.status == 200)
        return sendBody(req, res, std::move(answer.body));
    sendJson(res, answer.status, answer.body);
}

} // namespace emu
