#include "emulator.h"

#include "conversion.h"
#include "openapi.h"
#include "request.h"
#include "resource_api.h"
#include "resources.h"
#include "seed.h"
#include "simulation.h"
#include "table.h"
#include "vmray_admission.h"

#include <httplib.h>
#include <zlib.h>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

namespace emu {

namespace {

constexpr size_t maxRequestBytes = 3 * 1024 * 1024; // the API server's limit
const char *const jsonType = "application/json";

void sendJson(httplib::Response &res, int code, const std::string &body)
{
    res.status = code;
    res.set_content(body, jsonType);
}

void sendStatus(httplib::Response &res, const StatusError &e)
{
    if (e.retryAfter > 0)
        res.set_header("Retry-After", std::to_string(e.retryAfter));
    sendJson(res, e.code(), jsonText(e.toStatus()));
}

Json bodyOf(const httplib::Request &req)
{
    return parseBody(mediaType(req.get_header_value("Content-Type")), req.body);
}

// The kinds of a group, as served at one of its versions.
Json apiResourceList(const std::string &group, const std::string &version)
{
    Json resources = Json::array();
    for (const ResourceType &t : resourceTypes()) {
        if (t.group != group)
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
        m_auth->addUser(u.username, u.password, u.namespaces);
    m_store->setAdmission(
        VMRayClusters, [admission = VmrayAdmission()](AdmissionOp op, Json &obj, const Json *old) {
            admission(op, obj, old);
        });
    m_simulation = std::make_unique<Simulation>(*m_store, m_options.speed);
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
    seedStore(*m_store, m_options.seed);

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

    m_simulation->start();
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
            if ((serves == Serves::Wcp && !wcp && !admin)
                || (serves == Serves::KubernetesApi && wcp))
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
        [](const httplib::Request &, httplib::Response &res, std::exception_ptr) {
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
std::string gzip(const std::string &text)
{
    z_stream stream {};
    if (deflateInit2(&stream, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("zlib could not be set up");
    std::string out(deflateBound(&stream, static_cast<uLong>(text.size())), '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(text.data()));
    stream.avail_in = static_cast<uInt>(text.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int result = deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    if (result != Z_STREAM_END)
        throw std::runtime_error("zlib could not compress an answer");
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

namespace {
int restartCountIndex()
{
    static const int index = SSL_get_ex_new_index(0, nullptr, nullptr, nullptr, nullptr);
    return index;
}
} // namespace

namespace {
int connectionIndex()
{
    static const int index =
        SSL_get_ex_new_index(0, nullptr, nullptr, nullptr, &Emulator::forgetConnection);
    return index;
}
} // namespace

int Emulator::stampConnection(SSL *ssl, int *, void *emulator)
{
    auto *self = static_cast<Emulator *>(emulator);
    const uint64_t restarts = self->m_restarts.load();
    SSL_set_ex_data(ssl, restartCountIndex(), reinterpret_cast<void *>(uintptr_t(restarts)));
    SSL_set_ex_data(ssl, connectionIndex(), self);
    std::lock_guard lock(self->m_connectionsMutex);
    self->m_connections.insert(ssl);
    return SSL_CLIENT_HELLO_SUCCESS;
}

void Emulator::forgetConnection(void *ssl, void *emulator, CRYPTO_EX_DATA *, int, long, void *)
{
    if (!emulator)
        return;
    auto *self = static_cast<Emulator *>(emulator);
    std::lock_guard lock(self->m_connectionsMutex);
    self->m_connections.erase(static_cast<const SSL *>(ssl));
}

void Emulator::endConnectionsExcept(const SSL *keep)
{
    // Under the lock an SSL cannot be freed, and its socket is closed only after it is freed.
    std::lock_guard lock(m_connectionsMutex);
    for (const SSL *ssl : m_connections) {
        if (ssl != keep)
            ::shutdown(SSL_get_fd(ssl), SHUT_RDWR);
    }
}

int Emulator::selectCertificate(SSL *ssl, void *emulator)
{
    auto *self = static_cast<Emulator *>(emulator);
    std::lock_guard lock(self->m_identityMutex);
    if (SSL_get_certificate(ssl) == self->m_identity.cert.get())
        return 1;
    return SSL_use_certificate(ssl, self->m_identity.cert.get()) == 1
            && SSL_use_PrivateKey(ssl, self->m_identity.key.get()) == 1
        ? 1
        : 0;
}

int Emulator::stampTicket(SSL *ssl, void *emulator)
{
    const uint64_t restarts = static_cast<Emulator *>(emulator)->m_restarts.load();
    return SSL_SESSION_set1_ticket_appdata(SSL_get_session(ssl), &restarts, sizeof restarts);
}

SSL_TICKET_RETURN Emulator::checkTicket(SSL *,
    SSL_SESSION *session,
    const unsigned char *,
    size_t,
    SSL_TICKET_STATUS status,
    void *emulator)
{
    if (status != SSL_TICKET_SUCCESS && status != SSL_TICKET_SUCCESS_RENEW)
        return status == SSL_TICKET_EMPTY || status == SSL_TICKET_NO_DECRYPT
            ? SSL_TICKET_RETURN_IGNORE_RENEW
            : SSL_TICKET_RETURN_IGNORE;
    const uint64_t restarts = static_cast<Emulator *>(emulator)->m_restarts.load();
    void *data = nullptr;
    size_t length = 0;
    uint64_t issuedAt = 0;
    if (SSL_SESSION_get0_ticket_appdata(session, &data, &length) != 1 || length != sizeof issuedAt)
        return SSL_TICKET_RETURN_IGNORE_RENEW;
    std::memcpy(&issuedAt, data, sizeof issuedAt);
    if (issuedAt != restarts)
        return SSL_TICKET_RETURN_IGNORE_RENEW; // issued by the server before a restart
    return status == SSL_TICKET_SUCCESS ? SSL_TICKET_RETURN_USE : SSL_TICKET_RETURN_USE_RENEW;
}

void Emulator::renewCertificate()
{
    std::lock_guard lock(m_identityMutex);
    if (!m_identity.caKey)
        throw StatusError(
            400, "BadRequest", "a certificate given with --cert cannot be renewed by a restart");
    m_identity = renewServerIdentity(m_identity, m_altNames);
    m_fingerprint = sha256Fingerprint(m_identity.cert.get());
}

bool Emulator::predatesRestart(const httplib::Request &req) const
{
    if (!req.ssl)
        return false;
    const auto stamp = reinterpret_cast<uintptr_t>(SSL_get_ex_data(req.ssl, restartCountIndex()));
    return stamp != m_restarts.load();
}

bool Emulator::injectFault(const httplib::Request &req, httplib::Response &res)
{
    int latency = 0;
    std::optional<StatusError> failure;
    // pathContains is matched against the path with its query, as sent ("watch=" finds watches).
    const std::string &target = req.target.empty() ? req.path : req.target;
    {
        std::lock_guard lock(m_faults.mutex);
        if (m_faults.latencyCount != 0
            && (m_faults.latencyPathContains.empty()
                || target.find(m_faults.latencyPathContains) != std::string::npos)) {
            latency = m_faults.latencyMs;
            if (m_faults.latencyCount > 0)
                --m_faults.latencyCount;
        }
        if (m_faults.failCount > 0
            && (m_faults.failPathContains.empty()
                || target.find(m_faults.failPathContains) != std::string::npos)) {
            --m_faults.failCount;
            const int code = m_faults.failCode;
            if (code == 429) {
                failure.emplace(429,
                    "TooManyRequests",
                    "Too many requests, please try again later.",
                    Json { { "retryAfterSeconds", m_faults.retryAfterSeconds } });
                failure->retryAfter = m_faults.retryAfterSeconds;
            } else if (code == 503) {
                failure.emplace(503,
                    "ServiceUnavailable",
                    "the server is currently unable to handle the request");
                failure->retryAfter = m_faults.retryAfterSeconds;
            } else if (code == 504) {
                failure.emplace(504,
                    "Timeout",
                    "the server was unable to return a response in the time allotted");
            } else {
                failure.emplace(code,
                    "InternalError",
                    "an error on the server (\"injected fault\") has prevented the "
                    "request from succeeding");
                failure->retryAfter = m_faults.retryAfterSeconds;
            }
        }
    }
    if (latency > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(latency));
    if (failure) {
        sendStatus(res, *failure);
        return true;
    }
    return false;
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
    if (injectFault(req, res))
        return;
    if (path.rfind("/wcp/", 0) == 0)
        return handleWcp(req, res);
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

    bool handled = false;
    handleDiscovery(req, res, handled);
    if (!handled)
        handleResource(req, res, *user);
}

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
                     { "fingerprint_sha256",
                         [this] {
                             std::lock_guard lock(m_identityMutex);
                             return m_fingerprint;
                         }() },
                     { "objects", counts },
                     { "speed", m_options.speed } })
                .dump());
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
            if (restart.value("newCertificate", false))
                renewCertificate();
            ++m_restarts;
            m_store->restart(restart.value("resetResourceVersions", false));
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
        if (body.contains("failVmCreations"))
            m_simulation->failNextVmCreations(body["failVmCreations"].get<int>());
        if (body.contains("failClusterDeletions"))
            m_simulation->failNextClusterDeletions(body["failClusterDeletions"].get<int>());
        if (body.contains("pauseOperator"))
            m_simulation->setOperatorPaused(body["pauseOperator"].get<bool>());
        if (body.contains("churnEventsPerSecond"))
            m_simulation->setChurnRate(body["churnEventsPerSecond"].get<double>());
        sendJson(res, 200, statusObject(200, "", "faults updated").dump());
        return;
    }
    throw StatusError(404, "NotFound", "the server could not find the requested resource");
}

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

void Emulator::handleResource(const httplib::Request &req, httplib::Response &res, const User &user)
{
    ApiAnswer answer = serveResource(*m_store,
        m_served,
        { req.method,
            req.path,
            req.params,
            req.get_header_value("Accept"),
            req.get_header_value("Content-Type"),
            req.body },
        user);
    if (answer.watch) {
        const ResourcePath &path = *answer.watchOf;
        return serveWatch(req, res, path.type, path.version, path.ns, std::move(*answer.watch));
    }
    if (answer.status == 200)
        return sendBody(req, res, std::move(answer.body));
    sendJson(res, answer.status, answer.body);
}

void Emulator::sendBody(const httplib::Request &req, httplib::Response &res, std::string body)
{
    std::string mode;
    long long bytes = 0;
    int chunkBytes = 0;
    int intervalMs = 0;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (m_faults.bodyCount > 0
            && (m_faults.bodyPathContains.empty()
                || target.find(m_faults.bodyPathContains) != std::string::npos)) {
            --m_faults.bodyCount;
            mode = m_faults.bodyMode;
            bytes = m_faults.bodyBytes;
            chunkBytes = m_faults.bodyChunkBytes;
            intervalMs = m_faults.bodyIntervalMs;
        }
    }
    if (mode.empty())
        return sendJson(res, 200, body);
    res.status = 200;
    if (mode == "garbage") {
        res.set_content("<html><head><title>502 Bad Gateway</title></head><body>"
                        "<h1>502 Bad Gateway</h1></body></html>\n",
            "text/html");
        return;
    }
    auto text = std::make_shared<std::string>(std::move(body));
    if (mode == "cut") {
        // The whole length is announced, half of it is sent, then the connection closes.
        res.set_content_provider(
            text->size(), jsonType, [text](size_t offset, size_t, httplib::DataSink &sink) {
                const size_t half = text->size() / 2;
                if (offset < half)
                    return sink.write(text->data() + offset, half - offset);
                return false;
            });
        return;
    }
    if (mode == "oversized") {
        // A list that goes on and on, chunked, so no length warns the client.
        auto sent = std::make_shared<long long>(0);
        res.set_chunked_content_provider(jsonType, [sent, bytes](size_t, httplib::DataSink &sink) {
            static const std::string head = R"({"kind":"List","apiVersion":"v1","items":[)";
            static const std::string item =
                R"({"metadata":{"name":"filler"},"data":")" + std::string(4000, 'x') + R"("},)";
            const std::string &piece = *sent == 0 ? head : item;
            if (*sent >= bytes) {
                sink.done();
                return true;
            }
            *sent += static_cast<long long>(piece.size());
            return sink.write(piece.data(), piece.size());
        });
        return;
    }
    // trickle
    res.set_chunked_content_provider(
        jsonType, [text, chunkBytes, intervalMs](size_t offset, httplib::DataSink &sink) {
            if (offset >= text->size()) {
                sink.done();
                return true;
            }
            if (offset > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(intervalMs));
            const size_t n = std::min(text->size() - offset, static_cast<size_t>(chunkBytes));
            return sink.write(text->data() + offset, n);
        });
}

// ---------------------------------------------------------------------------------------------

namespace {

struct WatchStream
{
    int type = 0;
    std::string version; // the request's: events carry objects in its shape
    std::string ns;
    Selector labels;
    Selector fields;
    uint64_t cursor = 0;
    uint64_t dropGeneration = 0;
    uint64_t expireGeneration = 0;
    bool bookmarks = false;
    bool table = false;
    bool metadataOnly = false;
    bool columnsSent = false;
    Clock::time_point end;
    Clock::time_point lastSent;
    std::string pending;
    bool finishing = false;

    bool matches(const Json &object) const
    {
        return (labels.empty() || labels.matches(object))
            && (fields.empty() || fields.matches(object));
    }
    void add(const char *eventType, const ObjectPtr &object)
    {
        if (table && std::string_view(eventType) != "BOOKMARK") {
            add(eventType, tableFor(type, version, { object }, Json::object(), !columnsSent));
            columnsSent = true;
            return;
        }
        if (metadataOnly) {
            add(eventType, partialObjectMetadata(object->json).dump());
            return;
        }
        add(eventType,
            version == resourceType(type).version ? object->text
                                                  : toVersion(type, object->json, version).dump());
    }
    void add(const char *eventType, const std::string &objectText)
    {
        pending += R"({"type":")";
        pending += eventType;
        pending += R"(","object":)";
        pending += objectText;
        pending += "}\n";
    }
    void bookmark(bool initialEventsEnd = false)
    {
        const ResourceType &t = resourceType(type);
        Json obj = { { "kind", t.kind },
            { "apiVersion", t.group.empty() ? version : t.group + "/" + version },
            { "metadata", { { "resourceVersion", std::to_string(cursor) } } } };
        if (initialEventsEnd)
            obj["metadata"]["annotations"] = { { "k8s.io/initial-events-end", "true" } };
        add("BOOKMARK", (metadataOnly ? partialObjectMetadata(obj) : obj).dump());
    }
};

} // namespace

void Emulator::serveWatch(const httplib::Request &req,
    httplib::Response &res,
    int type,
    const std::string &version,
    const std::string &ns,
    WatchRequest watch)
{
    auto stream = std::make_shared<WatchStream>();
    stream->type = type;
    stream->version = version;
    stream->ns = ns;
    stream->labels = std::move(watch.labels);
    stream->fields = std::move(watch.fields);
    stream->bookmarks = watch.bookmarks;
    stream->table = wantsTable(req.get_header_value("Accept"));
    stream->metadataOnly =
        !stream->table && wantsMetadataOnly(req.get_header_value("Accept"), false);
    stream->dropGeneration = m_store->dropGeneration();
    stream->expireGeneration = m_store->expireGeneration();
    stream->end = Clock::now() + watch.timeout;
    stream->lastSent = Clock::now();

    if (!watch.resourceVersion) {
        uint64_t at = 0;
        for (const ObjectPtr &obj : m_store->snapshot(type, ns, &at)) {
            if (stream->matches(obj->json))
                stream->add("ADDED", obj);
        }
        stream->cursor = at;
        if (watch.sendInitialEvents && stream->bookmarks)
            stream->bookmark(true);
    } else {
        stream->cursor = *watch.resourceVersion;
        // A version from the future (a client that knew this server before its versions were
        // reset) is waited for briefly, then refused, as the API server's watch cache does.
        if (stream->cursor > m_store->currentRv()
            && !m_store->waitForVersion(stream->cursor, Clock::now() + std::chrono::seconds(3)))
            throw resourceVersionTooLarge(stream->cursor, m_store->currentRv());
        const uint64_t compacted = m_store->compactedRv();
        if (stream->cursor < compacted)
            throw StatusError(410,
                "Expired",
                "too old resource version: " + queryParam(req.params, "resourceVersion") + " ("
                    + std::to_string(compacted) + ")");
    }

    res.status = 200;
    Store *store = m_store.get();
    // Only a watch whose path matches takes part in a cut, so a stale stream of a client that
    // has gone cannot take it for another.
    std::shared_ptr<std::atomic<int>> cutEvents;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (target.find(m_faults.cutWatchPathContains) != std::string::npos)
            cutEvents = m_faults.cutWatchEvents;
    }
    res.set_chunked_content_provider(
        jsonType, [stream, store, cutEvents](size_t, httplib::DataSink &sink) {
            WatchStream &s = *stream;
            if (!s.pending.empty()) {
                std::string out;
                out.swap(s.pending);
                s.lastSent = Clock::now();
                // A cut event: the lines before it whole, then half of it, then the connection
                // ends.
                const size_t firstLine = out.find('\n');
                if (firstLine != std::string::npos && cutEvents && cutEvents->load() > 0
                    && cutEvents->fetch_sub(1) > 0) {
                    const size_t lastWhole = out.rfind('\n', out.size() - 2);
                    const size_t cutStart = lastWhole == std::string::npos ? 0 : lastWhole + 1;
                    const size_t cutAt = cutStart + (out.size() - cutStart) / 2;
                    sink.write(out.data(), cutAt);
                    return false;
                }
                return sink.write(out.data(), out.size());
            }
            if (s.finishing || Clock::now() >= s.end) {
                sink.done();
                return true;
            }
            if (!sink.is_writable())
                return false;
            // Wake at least once a second to notice closed clients and send bookmarks.
            const auto deadline = std::min(s.end, Clock::now() + std::chrono::seconds(1));
            std::vector<WatchEvent> events;
            switch (store->waitForEvents(
                s.cursor, events, deadline, s.dropGeneration, s.expireGeneration)) {
            case Store::WaitResult::Shutdown:
                s.finishing = true;
                return true;
            case Store::WaitResult::Dropped:
                return false; // cut the connection as a broken network would
            case Store::WaitResult::Expired: {
                s.add("ERROR",
                    statusObject(410,
                        "Expired",
                        "too old resource version: " + std::to_string(s.cursor) + " ("
                            + std::to_string(store->compactedRv()) + ")")
                        .dump());
                s.finishing = true;
                return true;
            }
            case Store::WaitResult::Timeout:
                if (Clock::now() >= s.end) {
                    if (s.bookmarks)
                        s.bookmark();
                    s.finishing = true;
                } else if (s.bookmarks && Clock::now() - s.lastSent > std::chrono::seconds(5)) {
                    s.bookmark();
                }
                return true;
            case Store::WaitResult::Events:
                break;
            }
            for (const WatchEvent &e : events) {
                if (e.type != s.type || (!s.ns.empty() && e.ns != s.ns))
                    continue;
                const bool now = s.matches(e.object->json);
                const char *kind = e.eventType;
                if (std::string_view(kind) == "MODIFIED" && e.previous) {
                    const bool before = s.matches(e.previous->json);
                    if (!now && !before)
                        continue;
                    if (now && !before)
                        kind = "ADDED";
                    else if (!now && before)
                        kind = "DELETED";
                } else if (!now) {
                    continue;
                }
                s.add(kind, e.object);
            }
            return true;
        });
}

} // namespace emu
