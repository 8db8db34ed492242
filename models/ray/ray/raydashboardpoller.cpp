// The dashboard poller: three GETs per round, answers decoded on a worker thread, rounds spaced
// by the interval or, when nothing answers, by an exponential backoff with jitter.
#include "raydashboardpoller.h"

#include "kube/kubeclient.h"
#include "kube/offthread.h"
#include "ray/headaddress.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QThreadPool>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
constexpr qint64 maxStopReplyBytes = 64 * 1024;
// In the order of indexOf().
const std::array<QString, 3> endpointPaths {
    u"/nodes?view=summary"_s,
    u"/api/cluster_status"_s,
    // With the trailing slash, as Ray registers the route.
    u"/api/jobs/"_s,
};

// Answers decode on one thread of their own that yields to the GUI thread: polling is background
// work, and on two cores equal priority let it make the event loop wait for a core.
struct DecodingThread : QThreadPool
{
    DecodingThread()
    {
        setObjectName(u"ray dashboards"_s);
        setMaxThreadCount(1);
    }
};
Q_GLOBAL_STATIC(DecodingThread, decodingThread)

void lowerDecodingPriority()
{
#ifdef Q_OS_LINUX
    // Linux gives each thread its own nice value (setpriority on the calling thread).
    thread_local const bool lowered = setpriority(PRIO_PROCESS, 0, 10) == 0;
    Q_UNUSED(lowered);
#endif
}

kube::Backoff backoffFor(RayDashboardPoller::ms interval)
{
    using ms = RayDashboardPoller::ms;
    return kube::Backoff(interval, std::max(ms(60000), interval));
}
} // namespace

struct RayDashboardPoller::Decoded
{
    DashboardParse<QList<DashboardNode>> nodes;
    DashboardParse<DashboardClusterStatus> clusterStatus;
    DashboardParse<QList<DashboardJob>> jobs;

    RayDashboardPoller::Endpoints asked;

    static Decoded from(const std::array<Fetched, 3> &fetched,
        RayDashboardPoller::Endpoints asked,
        qint64 maxBytes);
    bool nothingUsable() const
    {
        using E = RayDashboardPoller::Endpoint;
        return !(asked.testFlag(E::Nodes) && nodes.ok())
            && !(asked.testFlag(E::ClusterStatus) && clusterStatus.ok())
            && !(asked.testFlag(E::Jobs) && jobs.ok());
    }
};

namespace {
int indexOf(RayDashboardPoller::Endpoint endpoint)
{
    switch (endpoint) {
    case RayDashboardPoller::Endpoint::Nodes:
        return 0;
    case RayDashboardPoller::Endpoint::ClusterStatus:
        return 1;
    case RayDashboardPoller::Endpoint::Jobs:
        return 2;
    }
    return 0;
}
constexpr std::array<RayDashboardPoller::Endpoint, 3> everyEndpoint {
    RayDashboardPoller::Endpoint::Nodes,
    RayDashboardPoller::Endpoint::ClusterStatus,
    RayDashboardPoller::Endpoint::Jobs,
};
} // namespace

RayDashboardPoller::Decoded RayDashboardPoller::Decoded::from(
    const std::array<Fetched, 3> &fetched, Endpoints asked, qint64 maxBytes)
{
    // Why an answer is not usable before it is parsed: no answer, or not a 2xx one.
    const auto unusable = [](const Fetched &f) {
        if (!f.transportError.isEmpty())
            return f.transportError;
        if (f.httpStatus < 200 || f.httpStatus > 299)
            return RayDashboardParser::httpError(f.httpStatus, f.body);
        return Phrase();
    };
    Decoded out;
    out.asked = asked;
    const Fetched &nodes = fetched[indexOf(Endpoint::Nodes)];
    out.nodes.error = unusable(nodes);
    if (asked.testFlag(Endpoint::Nodes) && out.nodes.ok())
        out.nodes = RayDashboardParser::parseNodes(nodes.body, maxBytes);
    const Fetched &status = fetched[indexOf(Endpoint::ClusterStatus)];
    out.clusterStatus.error = unusable(status);
    if (asked.testFlag(Endpoint::ClusterStatus) && out.clusterStatus.ok())
        out.clusterStatus = RayDashboardParser::parseClusterStatus(status.body, maxBytes);
    const Fetched &jobs = fetched[indexOf(Endpoint::Jobs)];
    out.jobs.error = unusable(jobs);
    if (asked.testFlag(Endpoint::Jobs) && out.jobs.ok())
        out.jobs = RayDashboardParser::parseJobs(jobs.body, maxBytes);
    return out;
}

RayDashboardPoller::RayDashboardPoller(
    QNetworkAccessManager *network, const QUrl &dashboardUrl, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_dashboardUrl(dashboardUrl)
    , m_maxResponseBytes(RayDashboardParser::defaultMaxBytes())
    , m_backoff(backoffFor(defaultInterval))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &RayDashboardPoller::poll);
}

RayDashboardPoller::~RayDashboardPoller()
{
    stop();
    for (const QPointer<QNetworkReply> &reply : std::exchange(m_stopReplies, {})) {
        if (reply) {
            reply->disconnect(this);
            reply->abort();
            reply->deleteLater();
        }
    }
}

void RayDashboardPoller::setInterval(ms interval)
{
    m_interval = std::max(interval, ms(1));
    if (!m_customBackoff)
        m_backoff = backoffFor(m_interval);
    // A shorter interval applies now, not after the wait the longer one set.
    if (m_timer.isActive() && !m_inOutage && m_timer.remainingTime() > m_interval.count())
        m_timer.start(m_interval);
}

void RayDashboardPoller::setBackoff(const kube::Backoff &backoff)
{
    m_backoff = backoff;
    m_customBackoff = true;
}

namespace {
// Why a dashboard is not read, filed under the context vmray::ray::RayDashboardPoller.
constexpr PhraseKey notHttp { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardPoller",
        "The Ray dashboard is not polled: %1 is not an HTTP address.") };
constexpr PhraseKey invalidAddress { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardPoller",
        "The Ray dashboard is not polled: the server sent an invalid address.") };
constexpr PhraseKey loopbackOnlyHere { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardPoller",
        "The Ray dashboard at %1 is not polled: here only this computer's own addresses may be "
        "reached.") };
constexpr PhraseKey answerTooLarge { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_N_NOOP("vmray::ray::RayDashboardPoller",
        "The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read."),
    true };
constexpr PhraseKey noAnswerInTime { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_N_NOOP("vmray::ray::RayDashboardPoller",
        "The Ray dashboard at %1 did not answer within %n second(s)."),
    true };
constexpr PhraseKey cannotReach { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardPoller", "The Ray dashboard at %1 cannot be reached: %2") };
constexpr PhraseKey noJobNamed { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardPoller", "No job was named to stop.") };
constexpr PhraseKey shuttingDown { "vmray::ray::RayDashboardPoller",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardPoller",
        "The job cannot be stopped while the console shuts down.") };
} // namespace

Phrase RayDashboardPoller::refusalReason(const QUrl &url, bool loopbackOnly)
{
    const QString scheme = url.scheme();
    if (!url.isValid() || url.host().isEmpty() || (scheme != "http"_L1 && scheme != "https"_L1))
        return Phrase(notHttp, { url.toDisplayString() });
    // The host came from a server: only an IP address or a DNS name is asked.
    if (readHeadAddress(url.host()).isEmpty())
        return Phrase(invalidAddress);
    if (loopbackOnly) {
        const QHostAddress address(url.host());
        if (address.isNull() || !address.isLoopback())
            return Phrase(loopbackOnlyHere, { url.host() });
    }
    return {};
}

void RayDashboardPoller::start()
{
    const Phrase refusal = refusalReason(m_dashboardUrl, m_loopbackOnly);
    if (!refusal.isEmpty()) {
        Q_EMIT notPolled(refusal);
        return;
    }
    stop();
    m_running = true;
    m_inOutage = false;
    poll();
}

void RayDashboardPoller::setEndpoints(Endpoints endpoints)
{
    m_endpoints = endpoints ? endpoints : Endpoints(Endpoint::Nodes);
}

void RayDashboardPoller::pollNow()
{
    if (!m_running)
        return;
    if (m_awaiting > 0 || m_decoding) {
        m_pollAgain = true; // as soon as the poll under way is in
        return;
    }
    m_timer.stop();
    poll();
}

void RayDashboardPoller::stop()
{
    m_running = false;
    m_decoding = false;
    m_pollAgain = false;
    ++m_generation;
    m_timer.stop();
    abortReplies();
}

void RayDashboardPoller::abortReplies()
{
    for (QPointer<QNetworkReply> &reply : m_replies) {
        if (reply) {
            reply->disconnect(this);
            reply->abort();
            reply->deleteLater();
        }
        reply = nullptr;
    }
    m_awaiting = 0;
}

QNetworkRequest RayDashboardPoller::request(const QString &pathAndQuery) const
{
    return requestTo(m_dashboardUrl, pathAndQuery, m_transferTimeout);
}

QNetworkRequest RayDashboardPoller::requestTo(const QUrl &dashboardUrl,
    const QString &pathAndQuery,
    std::chrono::milliseconds transferTimeout)
{
    // Without user info: Qt would send a user:password in the URL as Basic authorization.
    QString base = dashboardUrl.toString(
        QUrl::FullyEncoded | QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
    while (base.endsWith(u'/'))
        base.chop(1);
    QNetworkRequest req(QUrl(base + pathAndQuery, QUrl::StrictMode));
    req.setRawHeader("Accept", "application/json");
    // Ray refuses POSTs from browsers, which it tells by a User-Agent starting with "Mozilla",
    // Qt's default.
    req.setHeader(QNetworkRequest::UserAgentHeader, kube::RequestPolicy::userAgent());
    // The network manager is the console's: nothing it keeps for other hosts may come along.
    req.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    req.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setTransferTimeout(static_cast<int>(transferTimeout.count()));
    return req;
}

void RayDashboardPoller::limitBody(QNetworkReply *reply, qint64 maxBytes) const
{
    // As the Kubernetes client does: an announced size is refused before the body is read, and
    // what is held is checked as it arrives.
    const auto refuse = [reply, maxBytes] {
        if (reply->isFinished() || reply->property("vmrayTooLarge").isValid())
            return;
        reply->setProperty("vmrayTooLarge", maxBytes);
        reply->abort();
    };
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, maxBytes, refuse] {
        bool known = false;
        const qint64 announced =
            reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        if (known && announced > maxBytes)
            refuse();
    });
    connect(reply, &QNetworkReply::readyRead, reply, [reply, maxBytes, refuse] {
        if (reply->bytesAvailable() > maxBytes)
            refuse();
    });
}

RayDashboardPoller::Fetched RayDashboardPoller::collect(QNetworkReply *reply) const
{
    Fetched f;
    const QString where = m_dashboardUrl.adjusted(QUrl::RemoveUserInfo).authority();
    f.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->property("vmrayTooLarge").isValid()) {
        const qint64 limit = reply->property("vmrayTooLarge").toLongLong();
        f.transportError = Phrase(
            answerTooLarge, static_cast<int>((limit + 1024 * 1024 - 1) / (1024 * 1024)), { where });
        return f;
    }
    // Network and proxy errors (codes below 200) leave no usable answer, even after a status
    // line; HTTP errors keep theirs, with the body that explains them.
    const int code = reply->error();
    if (f.httpStatus == 0 || (code > 0 && code < 200)) {
        const int seconds = static_cast<int>((m_transferTimeout.count() + 999) / 1000);
        f.transportError = code == QNetworkReply::OperationCanceledError
            ? Phrase(noAnswerInTime, seconds, { where })
            : Phrase(cannotReach, { where, reply->errorString() });
        return f;
    }
    f.body = reply->readAll();
    return f;
}

void RayDashboardPoller::poll()
{
    if (!m_running || !m_network || m_awaiting > 0)
        return;
    const int generation = m_generation;
    m_asked = m_endpoints;
    m_fetched = {};
    m_awaiting = 0;
    for (const Endpoint endpoint : everyEndpoint)
        m_awaiting += m_asked.testFlag(endpoint) ? 1 : 0;
    for (const Endpoint endpoint : everyEndpoint) {
        if (!m_asked.testFlag(endpoint))
            continue;
        const int i = indexOf(endpoint);
        QNetworkReply *reply = m_network->get(request(endpointPaths[i]));
        limitBody(reply, m_maxResponseBytes);
        m_replies[i] = reply;
        connect(reply, &QNetworkReply::finished, this, [this, generation, i, reply] {
            onFetched(generation, i, reply);
        });
    }
}

void RayDashboardPoller::onFetched(int generation, int endpoint, QNetworkReply *reply)
{
    reply->deleteLater();
    if (generation != m_generation)
        return;
    m_replies[endpoint] = nullptr;
    m_fetched[endpoint] = collect(reply);
    if (--m_awaiting > 0)
        return;
    // A node summary carries every worker process's stats: hundreds of kilobytes of JSON for a
    // busy cluster, decoded off the GUI thread.
    m_decoding = true;
    auto *decoding = new QFutureWatcher<Decoded>(this);
    connect(decoding, &QFutureWatcher<Decoded>::finished, this, [this, decoding, generation] {
        decoding->deleteLater();
        if (generation == m_generation)
            m_decoding = false;
        apply(generation, decoding->result());
    });
    decoding->setFuture(kube::runOffThread(static_cast<QThreadPool *>(decodingThread()),
        [fetched = std::exchange(m_fetched, {}), asked = m_asked, maxBytes = m_maxResponseBytes] {
            lowerDecodingPriority();
            return Decoded::from(fetched, asked, maxBytes);
        }));
}

void RayDashboardPoller::apply(int generation, const Decoded &decoded)
{
    if (generation != m_generation || !m_running)
        return;
    // A slot may stop the poller (or delete it later) from any of these signals.
    const QPointer<RayDashboardPoller> alive(this);
    const auto current = [&] {
        return alive && generation == m_generation;
    };

    if (decoded.nothingUsable()) {
        Phrase reason;
        for (const Endpoint endpoint : everyEndpoint) {
            if (reason.isEmpty() && decoded.asked.testFlag(endpoint))
                reason = endpoint == Endpoint::Nodes      ? decoded.nodes.error
                    : endpoint == Endpoint::ClusterStatus ? decoded.clusterStatus.error
                                                          : decoded.jobs.error;
        }
        const ms delay = m_backoff.next();
        scheduleNext(delay);
        if (!m_inOutage) {
            m_inOutage = true;
            Q_EMIT unreachable(reason);
            if (!current())
                return;
        }
        Q_EMIT pollFailed(reason, static_cast<int>(delay.count()));
        return;
    }
    m_backoff.markHealthy();
    scheduleNext(std::exchange(m_pollAgain, false) ? ms(0) : m_interval);
    if (m_inOutage) {
        m_inOutage = false;
        Q_EMIT reachable();
        if (!current())
            return;
    }
    if (decoded.asked.testFlag(Endpoint::Nodes)) {
        if (decoded.nodes.ok())
            Q_EMIT nodesUpdated(decoded.nodes.value);
        else
            Q_EMIT endpointFailed(Endpoint::Nodes, decoded.nodes.error);
        if (!current())
            return;
    }
    if (decoded.asked.testFlag(Endpoint::ClusterStatus)) {
        if (decoded.clusterStatus.ok())
            Q_EMIT clusterStatusUpdated(decoded.clusterStatus.value);
        else
            Q_EMIT endpointFailed(Endpoint::ClusterStatus, decoded.clusterStatus.error);
        if (!current())
            return;
    }
    if (decoded.asked.testFlag(Endpoint::Jobs)) {
        if (decoded.jobs.ok())
            Q_EMIT jobsUpdated(decoded.jobs.value);
        else
            Q_EMIT endpointFailed(Endpoint::Jobs, decoded.jobs.error);
    }
}

void RayDashboardPoller::scheduleNext(ms delay)
{
    if (m_running)
        m_timer.start(delay);
}

void RayDashboardPoller::stopJob(const QString &submissionId)
{
    Phrase refusal = refusalReason(m_dashboardUrl, m_loopbackOnly);
    if (refusal.isEmpty() && submissionId.trimmed().isEmpty())
        refusal = Phrase(noJobNamed);
    if (refusal.isEmpty() && !m_network)
        refusal = Phrase(shuttingDown);
    if (!refusal.isEmpty()) {
        Q_EMIT jobStopFinished(submissionId, false, refusal);
        return;
    }
    QNetworkRequest req = request(
        u"/api/jobs/"_s + QString::fromLatin1(QUrl::toPercentEncoding(submissionId)) + u"/stop"_s);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = m_network->post(req, QByteArray());
    limitBody(reply, maxStopReplyBytes);
    m_stopReplies.append(reply);
    connect(reply, &QNetworkReply::finished, this, [this, reply, submissionId] {
        reply->deleteLater();
        m_stopReplies.removeAll(reply);
        const Fetched fetched = collect(reply);
        if (!fetched.transportError.isEmpty()) {
            Q_EMIT jobStopFinished(submissionId, false, fetched.transportError);
            return;
        }
        const DashboardParse<DashboardStopReply> parsed =
            RayDashboardParser::parseStopReply(fetched.httpStatus, fetched.body);
        Q_EMIT jobStopFinished(submissionId, parsed.value.stopped, parsed.error);
    });
}

const QList<PhraseKey> &RayDashboardPoller::phraseKeys()
{
    static const QList<PhraseKey> keys { notHttp,
        invalidAddress,
        loopbackOnlyHere,
        answerTooLarge,
        noAnswerInTime,
        cannotReach,
        noJobNamed,
        shuttingDown };
    return keys;
}

void PollerLaterDeleter::operator()(RayDashboardPoller *poller) const
{
    poller->disconnect();
    poller->stop();
    poller->deleteLater();
}

} // namespace vmray::ray
