// The Supervisor emulator: WCP login endpoints and the Kubernetes REST API over HTTPS, backed by
// an in-memory store and a simulated vmray operator, VM Operator and Ray autoscaler. Built as a
// library so tests and the console's sandbox can run it in-process or as a child process.
#pragma once

#include "auth.h"
#include "request.h"
#include "resources.h"
#include "store.h"
#include "tls.h"

#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace httplib {
class SSLServer;
struct Request;
struct Response;
} // namespace httplib

namespace emu {

class RayDashboards;
class Simulation;

struct UserSpec
{
    std::string username;
    std::string password;
    std::vector<std::string> namespaces;
    bool viewOnly = false;
};

struct Options
{
    std::string host = "127.0.0.1";
    int port = 0; // 0: pick a free port
    // The Kubernetes API on a port of its own, as on a Supervisor (443 for WCP, 6443 for the
    // API); 0 picks a free one. -1: both on `port`.
    int apiPort = -1;
    std::string readyFile;
    std::string seed = "demo"; // demo | empty | fleet:N
    int fleetNamespaces = 20; // the namespaces fleet:N spreads its clusters over
    std::vector<UserSpec> users;
    double speed = 1.0;
    int64_t tokenTtlSeconds = 10 * 3600;
    int64_t webConsoleTtlSeconds = 120;
    // SelfSubjectRulesReview answered as by a webhook authorizer (vSphere's): incomplete, with
    // only the rules the API server itself grants; each verb is then asked with an access review.
    bool incompleteRulesReview = false;
    size_t history = 20000;
    std::string certFile;
    std::string keyFile;
    bool tlsMaxVersion12 = false; // offer TLS 1.2 at most
    bool verbose = false;
    std::string requestLog; // a file that gets a line for every request answered
    bool gzip = true; // answers over 128 KiB gzipped when the client accepts it
    // Served versions of vmoperator.vmware.com, the preferred one first.
    std::vector<std::string> vmOperatorVersions = { "v1alpha2" };
    // A Ray dashboard (plain HTTP) on each running cluster's head service address.
    bool rayDashboards = true;
    int rayDashboardPort = 8265; // 0: one free port, chosen at the first dashboard
    size_t rayDashboardsMax = 256;
};

// Throws std::invalid_argument with a message for the user.
Options parseOptions(const std::vector<std::string> &args);
std::string usage();

// Faults tests inject through POST /emulator/v1/faults.
struct Faults
{
    std::mutex mutex;
    int failCount = 0;
    int failCode = 0;
    int retryAfterSeconds = 0;
    std::string failPathContains;
    std::string failMessage; // the Status message of the failures, when a test gives one
    int latencyMs = 0;
    int latencyCount = 0; // -1: until cleared
    std::string latencyPathContains;
    // The next `bodyCount` successful answers (not watches) whose path and query contain
    // `bodyPathContains` come broken, as `bodyMode` says: "cut" (the connection closes halfway
    // through a body of announced length), "garbage" (a proxy's HTML page), "oversized"
    // (`bodyBytes` of a JSON list that never ends, without a length) or "trickle" (the body in
    // `bodyChunkBytes` pieces every `bodyIntervalMs`).
    int bodyCount = 0;
    std::string bodyMode;
    std::string bodyPathContains;
    long long bodyBytes = 0;
    int bodyChunkBytes = 0;
    int bodyIntervalMs = 0;
    // The next `cutWatchEvents` events of watches whose path and query contain
    // `cutWatchPathContains` (when set at their start) are cut halfway, and their connection
    // with them.
    std::shared_ptr<std::atomic<int>> cutWatchEvents = std::make_shared<std::atomic<int>>(0);
    std::string cutWatchPathContains;
    // A hostile front, until cleared. Watches whose path and query contain
    // `hostileWatchPathContains` are answered `hostileWatchCode` at once, with no stream: an
    // empty 200, or a redirect (3xx) to elsewhere. 0: off.
    int hostileWatchCode = 0;
    std::string hostileWatchPathContains;
    // Every list page whose path and query contain `endlessListPathContains` is the first page
    // again with a continue token: a new one each time ("fresh") or the one it was asked with
    // ("repeat"). Empty: off.
    std::string endlessListMode;
    std::string endlessListPathContains;
    long long endlessListTokens = 0;
    // In answers and watch events, each `invalidUtf8Text` gets a byte that is no UTF-8 (0xFF)
    // for its first, in the next `invalidUtf8Count` bodies or events that hold it (-1: until
    // cleared).
    std::string invalidUtf8Text;
    std::shared_ptr<std::atomic<int>> invalidUtf8Count = std::make_shared<std::atomic<int>>(0);
    // What the hostile faults did, for tests to count: requests answered, bytes sent.
    std::atomic<long long> hostileWatchAnswers { 0 };
    std::atomic<long long> endlessListPages { 0 };
    std::atomic<long long> oversizedAnswers { 0 };
    std::shared_ptr<std::atomic<long long>> oversizedBytesSent =
        std::make_shared<std::atomic<long long>>(0);
};

// Gives each `text` in `body` a first byte that is no UTF-8 (0xFF), while `budget` lasts (one
// per body that held it; a negative budget never ends). Whether it did.
bool spoilUtf8(std::string &body, const std::string &text, std::atomic<int> &budget);

class Emulator
{
public:
    explicit Emulator(Options options);
    ~Emulator();
    Emulator(const Emulator &) = delete;
    Emulator &operator=(const Emulator &) = delete;

    // Binds, seeds, starts the simulation and the server threads and writes the ready file.
    void start();
    void wait(); // until stop()
    void stop();

    std::string url() const; // WCP
    std::string apiUrl() const; // the Kubernetes API; url() unless it has a port of its own
    int port() const { return m_port; }
    const std::string &caFile() const { return m_caFile; }
    std::string readyJson() const;

    Store &store() { return *m_store; }
    Authenticator &auth() { return *m_auth; }
    Simulation &simulation() { return *m_simulation; }
    RayDashboards &rayDashboards() { return *m_rayDashboards; }
    const Options &options() const { return m_options; }

    // OpenSSL's ex_data free callback for a registered connection.
    static void forgetConnection(
        void *ssl, void *emulator, CRYPTO_EX_DATA *data, int index, long argl, void *argp);

private:
    // What a listening port answers: WCP and the emulator's admin endpoints, the Kubernetes API
    // (and the admin endpoints), or everything.
    enum class Serves { Everything, Wcp, KubernetesApi };
    std::unique_ptr<httplib::SSLServer> makeServer(Serves serves);
    void installRoutes(httplib::SSLServer &server, Serves serves);
    int bind(httplib::SSLServer &server, int port);
    void handle(const httplib::Request &req, httplib::Response &res);
    void handleWcp(const httplib::Request &req, httplib::Response &res);
    // The web console proxy's page for a ticket (webconsole_simulation.h), at proxyAddr.
    void handleWebConsoleProxy(const httplib::Request &req, httplib::Response &res);
    void handleAdmin(const httplib::Request &req, httplib::Response &res);
    void handleDiscovery(const httplib::Request &req, httplib::Response &res, bool &handled);
    void handleResource(const httplib::Request &req, httplib::Response &res, const User &user);
    void serveWatch(const httplib::Request &req,
        httplib::Response &res,
        int type,
        const std::string &version,
        const std::string &ns,
        WatchRequest watch);
    bool injectFault(const httplib::Request &req, httplib::Response &res);
    void compressAnswer(const httplib::Request &req, httplib::Response &res);
    // As a restarted server: a new key and certificate from the same CA for new connections.
    void renewCertificate();
    // OpenSSL callbacks. Each connection is stamped with the server's restart count when its
    // client says hello; it gets the server certificate of the moment; session tickets carry
    // the restart count too, and one from before a restart is not honoured (a restarted server
    // has new ticket keys).
    static int stampConnection(SSL *ssl, int *alert, void *emulator);
    static int selectCertificate(SSL *ssl, void *emulator);
    static int stampTicket(SSL *ssl, void *emulator);
    static SSL_TICKET_RETURN checkTicket(SSL *ssl,
        SSL_SESSION *session,
        const unsigned char *keyName,
        size_t keyNameLength,
        SSL_TICKET_STATUS status,
        void *emulator);
    // A connection made before the last restart belongs to the server that was.
    bool predatesRestart(const httplib::Request &req) const;
    // Open connections are registered as they say hello and forgotten when OpenSSL frees them
    // (forgetConnection), so a restart can end every one at once, as a restarted server's do.
    void endConnectionsExcept(const SSL *keep);
    // Sends a successful answer's body, broken if a body fault is armed for it.
    void sendBody(const httplib::Request &req, httplib::Response &res, std::string body);
    // With an endless list armed for this request: its query without the continue token (the
    // first page is served again), and true.
    bool endlessListRequest(const httplib::Request &req, QueryParams &params);
    // The list page's continue token as the endless list fault wants it.
    void continueEndlessList(const httplib::Request &req, std::string &body);
    // A watch the hostile front answers itself; true if it did.
    bool answerHostileWatch(const httplib::Request &req, httplib::Response &res);

    Options m_options;
    ServedVersions m_served;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<Authenticator> m_auth;
    std::unique_ptr<Simulation> m_simulation;
    std::unique_ptr<RayDashboards> m_rayDashboards;
    std::unique_ptr<httplib::SSLServer> m_server;
    std::mutex m_identityMutex; // m_identity, m_fingerprint after start
    ServerIdentity m_identity;
    std::vector<std::string> m_altNames;
    std::atomic<uint64_t> m_restarts { 0 };
    // Until then (Clock ticks) the restarted server is not running yet.
    std::atomic<Clock::rep> m_downUntil { 0 };
    std::mutex m_connectionsMutex;
    std::set<const SSL *> m_connections;
    std::atomic<uint64_t> m_gzippedAnswers { 0 };
    // TLS handshakes begun (client hellos), and those that resumed a session by its ticket.
    std::atomic<uint64_t> m_tlsHandshakes { 0 };
    std::atomic<uint64_t> m_tlsResumptions { 0 };
    std::atomic<uint64_t> m_webConsolePagesServed { 0 }; // valid tickets shown
    std::mutex m_writesMutex;
    std::map<std::string, int64_t> m_writesByUser; // POST, PUT, PATCH, DELETE by username
    Faults m_faults;
    std::string m_stateDir;
    std::string m_caFile;
    std::string m_fingerprint;
    int m_port = 0;
    std::thread m_serverThread;
    std::unique_ptr<httplib::SSLServer> m_apiServer; // with Options::apiPort only
    int m_apiPort = 0;
    std::thread m_apiServerThread;
    // The request log (--request-log), shared by both ports.
    std::shared_ptr<std::ofstream> m_requestLog;
    std::shared_ptr<std::mutex> m_requestLogMutex;
    std::atomic<bool> m_stopped { false };
};

} // namespace emu
