#include "emulator.h"
#include "seed.h"

#include <algorithm>
#include <stdexcept>

namespace emu {

namespace {
// "a,b,,c" -> a, b, c
std::vector<std::string> splitList(const std::string &list)
{
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        const std::string item =
            list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!item.empty())
            out.push_back(item);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return out;
}
} // namespace

std::string usage()
{
    return R"(Usage: vmray-supervisor-emulator [options]

A vSphere Supervisor emulator: WCP login and the Kubernetes API over HTTPS, with the vmray
operator, VM Operator and Ray's autoscaler simulated in time.

Options:
  --listen HOST:PORT         address to listen on (default 127.0.0.1:0; port 0 picks a free one)
  --api-port PORT            serve the Kubernetes API on a port of its own on the same host, as
                             a Supervisor does (6443 beside WCP's 443); 0 picks a free one.
                             Without it, WCP and the API share the --listen port
  --no-gzip                  never gzip an answer (by default those over 128 KiB are, for a
                             client that accepts gzip, as by the kube-apiserver)
  --ready-file PATH          once listening, write JSON {url, api_url, ca_file, users} there
                             (mode 0600)
  --seed demo|empty|fleet:N  initial contents (default demo); fleet:N is N VMs in clusters of
                             a head and nine workers, spread over namespaces fleet-0, fleet-1...
  --fleet-namespaces N       the namespaces fleet:N spreads its clusters over (default 20)
  --user NAME:PASSWORD[:NS,NS...][:view]
                             a user, limited to the given namespaces (repeatable; the first
                             user may use every namespace and the emulator's admin endpoints);
                             :view gives it the VIEW role: it reads and writes nothing
  --speed X                  divide every simulated delay by X (default 1)
  --token-ttl SECONDS        lifetime of login tokens (default 36000, as on a Supervisor)
  --web-console-ttl SECONDS  how long a web console ticket lives before VM Operator deletes
                             its request (default 120, as VM Operator's DefaultExpiryTime)
  --incomplete-rules-review  answer SelfSubjectRulesReview as a webhook authorizer does:
                             incomplete, listing only what the API server grants itself
                             (SelfSubjectAccessReview still answers each verb)
  --history N                watch history window in events; older versions get 410 Gone
                             (default 20000)
  --vm-operator-versions LIST
                             comma-separated versions of vmoperator.vmware.com to serve, from
                             v1alpha1 to v1alpha6 (objects are stored at v1alpha2 and
                             converted); the first is the preferred version (default v1alpha2)
  --ray-dashboard-port PORT  the port of the Ray dashboard each running cluster's head serves
                             on its service address (127.64.0.0/10, loopback; default 8265);
                             0 picks one free port at the first dashboard and keeps it for all
  --ray-dashboards-max N     serve dashboards for at most the first N running clusters, in
                             namespace/name order (default 256)
  --no-ray-dashboards        serve no Ray dashboards
  --cert FILE --key FILE     serve this certificate instead of a generated one (FILE may
                             hold chain certificates after it, which are sent along)
  --tls-max-version 1.2|1.3  the newest TLS version offered (default 1.3); 1.2 stands in for an
                             older server, or a front that could renegotiate
  --verbose                  log every request to standard error
  --request-log FILE         append every request to FILE as it is answered
  --help                     show this text
)";
}

Options parseOptions(const std::vector<std::string> &args)
{
    Options o;
    const auto value = [&](size_t &i) -> const std::string & {
        if (i + 1 >= args.size())
            throw std::invalid_argument(args[i] + " needs a value");
        return args[++i];
    };
    const auto number = [](const std::string &flag, const std::string &text) {
        try {
            size_t used = 0;
            const double v = std::stod(text, &used);
            if (used != text.size())
                throw std::invalid_argument(text);
            return v;
        } catch (const std::exception &) {
            throw std::invalid_argument(flag + " expects a number, not \"" + text + "\"");
        }
    };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--listen") {
            const std::string &hp = value(i);
            const auto colon = hp.rfind(':');
            if (colon == std::string::npos)
                throw std::invalid_argument("--listen expects HOST:PORT");
            o.host = hp.substr(0, colon);
            if (o.host.size() > 2 && o.host.front() == '[' && o.host.back() == ']')
                o.host = o.host.substr(1, o.host.size() - 2);
            const double port = number("--listen", hp.substr(colon + 1));
            if (port < 0 || port > 65535)
                throw std::invalid_argument("--listen: the port must be between 0 and 65535");
            o.port = static_cast<int>(port);
        } else if (a == "--api-port") {
            const double port = number("--api-port", value(i));
            if (port < 0 || port > 65535)
                throw std::invalid_argument("--api-port: the port must be between 0 and 65535");
            o.apiPort = static_cast<int>(port);
        } else if (a == "--no-gzip") {
            o.gzip = false;
        } else if (a == "--ready-file") {
            o.readyFile = value(i);
        } else if (a == "--seed") {
            o.seed = value(i);
            if (!validSeed(o.seed))
                throw std::invalid_argument("--seed expects demo, empty or fleet:N");
        } else if (a == "--fleet-namespaces") {
            const double n = number(a, value(i));
            if (n < 1 || n > 1000 || n != static_cast<int>(n))
                throw std::invalid_argument(a + " must be a whole number between 1 and 1000");
            o.fleetNamespaces = static_cast<int>(n);
        } else if (a == "--user") {
            const std::string &spec = value(i);
            const auto c1 = spec.find(':');
            if (c1 == std::string::npos || c1 == 0)
                throw std::invalid_argument("--user expects NAME:PASSWORD[:NS,NS...][:view]");
            UserSpec u;
            u.username = spec.substr(0, c1);
            const auto c2 = spec.find(':', c1 + 1);
            u.password =
                spec.substr(c1 + 1, c2 == std::string::npos ? std::string::npos : c2 - c1 - 1);
            if (c2 != std::string::npos) {
                const auto c3 = spec.find(':', c2 + 1);
                u.namespaces = splitList(
                    spec.substr(c2 + 1, c3 == std::string::npos ? std::string::npos : c3 - c2 - 1));
                if (c3 != std::string::npos) {
                    if (spec.substr(c3 + 1) != "view")
                        throw std::invalid_argument(
                            "--user " + u.username + ": the role after the namespaces is view");
                    u.viewOnly = true;
                }
            }
            if (u.password.empty())
                throw std::invalid_argument("--user " + u.username + ": the password is empty");
            o.users.push_back(std::move(u));
        } else if (a == "--speed") {
            o.speed = number(a, value(i));
            if (o.speed <= 0)
                throw std::invalid_argument("--speed must be greater than 0");
        } else if (a == "--token-ttl") {
            o.tokenTtlSeconds = static_cast<int64_t>(number(a, value(i)));
            if (o.tokenTtlSeconds <= 0)
                throw std::invalid_argument("--token-ttl must be greater than 0");
        } else if (a == "--web-console-ttl") {
            o.webConsoleTtlSeconds = static_cast<int64_t>(number(a, value(i)));
            if (o.webConsoleTtlSeconds < 0)
                throw std::invalid_argument("--web-console-ttl must not be negative");
        } else if (a == "--incomplete-rules-review") {
            o.incompleteRulesReview = true;
        } else if (a == "--history") {
            const double h = number(a, value(i));
            if (h < 1)
                throw std::invalid_argument("--history must be at least 1");
            o.history = static_cast<size_t>(h);
        } else if (a == "--vm-operator-versions") {
            o.vmOperatorVersions = splitList(value(i));
            const auto &servable = servableVmOperatorVersions();
            const auto &listed = o.vmOperatorVersions;
            for (auto at = listed.begin(); at != listed.end(); ++at) {
                const std::string &v = *at;
                if (std::find(servable.begin(), servable.end(), v) == servable.end())
                    throw std::invalid_argument(
                        "--vm-operator-versions: \"" + v + "\" is not one of v1alpha1 to v1alpha6");
                if (std::find(listed.begin(), at, v) != at)
                    throw std::invalid_argument(
                        "--vm-operator-versions: " + v + " is listed twice");
            }
            if (o.vmOperatorVersions.empty())
                throw std::invalid_argument("--vm-operator-versions needs at least one version");
        } else if (a == "--ray-dashboard-port") {
            const double port = number(a, value(i));
            if (port < 0 || port > 65535)
                throw std::invalid_argument(a + ": the port must be between 0 and 65535");
            o.rayDashboardPort = static_cast<int>(port);
        } else if (a == "--ray-dashboards-max") {
            const double n = number(a, value(i));
            if (n < 0 || n > 100000)
                throw std::invalid_argument(a + " must be between 0 and 100000");
            o.rayDashboardsMax = static_cast<size_t>(n);
        } else if (a == "--no-ray-dashboards") {
            o.rayDashboards = false;
        } else if (a == "--cert") {
            o.certFile = value(i);
        } else if (a == "--key") {
            o.keyFile = value(i);
        } else if (a == "--tls-max-version") {
            const std::string &version = value(i);
            if (version != "1.2" && version != "1.3")
                throw std::invalid_argument(a + " must be 1.2 or 1.3");
            o.tlsMaxVersion12 = version == "1.2";
        } else if (a == "--verbose") {
            o.verbose = true;
        } else if (a == "--request-log") {
            o.requestLog = value(i);
        } else {
            throw std::invalid_argument("unknown option " + a);
        }
    }
    if (o.certFile.empty() != o.keyFile.empty())
        throw std::invalid_argument("--cert and --key go together");
    if (!o.users.empty())
        o.users.front().namespaces.clear(); // the first user may use every namespace
    return o;
}

} // namespace emu
