// Polls one Ray cluster's dashboard (http://<head IP>:8265) for its nodes, cluster status and
// jobs, and stops jobs. It carries no credentials of any kind: Ray's dashboard up to 2.51 has
// none, and the Supervisor's token must never leave for a host inside a cluster.
#pragma once

#include "kube/backoff.h"
#include "ray/raydashboard.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <array>
#include <chrono>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace vmray::ray {

class RayDashboardPoller final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayDashboardPoller)

public:
    enum class Endpoint { Nodes = 0x1, ClusterStatus = 0x2, Jobs = 0x4 };
    Q_ENUM(Endpoint)
    Q_DECLARE_FLAGS(Endpoints, Endpoint)
    static constexpr Endpoints allEndpoints { 0x7 };

    using ms = std::chrono::milliseconds;
    static constexpr ms defaultInterval = ms(5000);
    static constexpr ms defaultTransferTimeout = ms(10000);

    // `network` is not owned and must outlive the poller; `dashboardUrl` is e.g.
    // http://10.0.0.10:8265 (a path prefix is kept, for a dashboard behind a proxy).
    RayDashboardPoller(
        QNetworkAccessManager *network, const QUrl &dashboardUrl, QObject *parent = nullptr);
    ~RayDashboardPoller() override;

    QUrl dashboardUrl() const { return m_dashboardUrl; }
    // How often to poll while the dashboard answers. Without setBackoff, failures are retried
    // after this at first, then ever more slowly up to a minute.
    void setInterval(ms interval);
    ms interval() const { return m_interval; }
    void setBackoff(const kube::Backoff &backoff);
    void setTransferTimeout(ms timeout) { m_transferTimeout = timeout; }
    // The most one answer may hold; larger answers are cut off and reported.
    void setMaxResponseBytes(qint64 bytes) { m_maxResponseBytes = bytes; }
    // Only a dashboard on this machine (127.0.0.0/8, ::1) is polled; for the sandbox and tests,
    // whose clusters are pretend and whose addresses must not be tried on a real network.
    void setLoopbackOnly(bool loopbackOnly) { m_loopbackOnly = loopbackOnly; }
    bool loopbackOnly() const { return m_loopbackOnly; }
    // What each poll asks for (all three by default); a cluster shown only as a row needs only
    // its nodes. Takes effect from the next poll.
    void setEndpoints(Endpoints endpoints);
    Endpoints endpoints() const { return m_endpoints; }

    // Polls at once and then every interval, until stop() or destruction. A dashboard that may
    // not be polled is reported with notPolled() (from within start()) and nothing is sent.
    void start();
    void stop();
    // While running: polls now instead of at the next interval (after a job was stopped, or
    // when more endpoints are wanted), unless a poll is under way.
    void pollNow();
    bool isRunning() const { return m_running; }
    // False from the first poll that got no answer until one does.
    bool isReachable() const { return !m_inOutage; }
    // Milliseconds until the next poll while one is scheduled, else -1.
    int nextPollInMs() const { return m_timer.isActive() ? m_timer.remainingTime() : -1; }

    // POST /api/jobs/<id>/stop; the answer comes as jobStopFinished. Works whether or not the
    // poller runs, under the same loopback rule.
    void stopJob(const QString &submissionId);

    // Why `url` may not be polled, or empty when it may.
    static Phrase refusalReason(const QUrl &url, bool loopbackOnly);
    // A request to the dashboard at `dashboardUrl` under the console's policy for dashboards:
    // no user info, cookies, cached credentials or redirects, and its own User-Agent.
    static QNetworkRequest requestTo(const QUrl &dashboardUrl,
        const QString &pathAndQuery,
        std::chrono::milliseconds transferTimeout);
    // Every code of the poller's reasons (a stopped job's task may keep one).
    static const QList<PhraseKey> &phraseKeys();

Q_SIGNALS:
    void nodesUpdated(const QList<vmray::ray::DashboardNode> &nodes);
    void clusterStatusUpdated(const vmray::ray::DashboardClusterStatus &status);
    void jobsUpdated(const QList<vmray::ray::DashboardJob> &jobs);
    // One endpoint's answer could not be used while others could (e.g. the autoscaler's status
    // errors); sent on each poll where it happens.
    void endpointFailed(
        vmray::ray::RayDashboardPoller::Endpoint endpoint, const vmray::Phrase &reason);
    // No endpoint could be used: once when an outage begins, then reachable() when one ends.
    void unreachable(const vmray::Phrase &reason);
    void reachable();
    // Each poll that got nothing usable, and when the next one is due (the backoff's delay).
    void pollFailed(const vmray::Phrase &reason, int retryInMs);
    // start() was refused (the loopback rule, or an address that is not an HTTP URL).
    void notPolled(const vmray::Phrase &reason);
    // `error` is empty when the dashboard answered; `stopped` is false then when the job had
    // already ended.
    void jobStopFinished(const QString &submissionId, bool stopped, const vmray::Phrase &error);

private:
    struct Fetched
    {
        int httpStatus = 0;
        QByteArray body;
        Phrase transportError; // set when no usable HTTP answer came
    };
    struct Decoded;

    QNetworkRequest request(const QString &pathAndQuery) const;
    void limitBody(QNetworkReply *reply, qint64 maxBytes) const;
    Fetched collect(QNetworkReply *reply) const;
    void poll();
    void onFetched(int generation, int endpoint, QNetworkReply *reply);
    void apply(int generation, const Decoded &decoded);
    void scheduleNext(ms delay);
    void abortReplies();

    QPointer<QNetworkAccessManager> m_network;
    QUrl m_dashboardUrl;
    ms m_interval = defaultInterval;
    ms m_transferTimeout = defaultTransferTimeout;
    qint64 m_maxResponseBytes;
    kube::Backoff m_backoff;
    bool m_customBackoff = false;
    bool m_loopbackOnly = false;
    bool m_running = false;
    bool m_inOutage = false;
    int m_generation = 0; // bumped by stop(): late answers of an earlier run are dropped
    QTimer m_timer;
    std::array<QPointer<QNetworkReply>, 3> m_replies;
    std::array<Fetched, 3> m_fetched;
    Endpoints m_endpoints = allEndpoints;
    Endpoints m_asked; // of the poll under way
    int m_awaiting = 0;
    bool m_decoding = false; // the answers of this run's poll are being decoded
    bool m_pollAgain = false; // pollNow() came during a poll
    QList<QPointer<QNetworkReply>> m_stopReplies;
};

// Owns a poller that may be let go from within one of its own signals: it goes when control is
// back in the event loop, silent from the moment it is let go.
struct PollerLaterDeleter
{
    void operator()(RayDashboardPoller *poller) const;
};
using PollerPtr = std::unique_ptr<RayDashboardPoller, PollerLaterDeleter>;

} // namespace vmray::ray

Q_DECLARE_OPERATORS_FOR_FLAGS(vmray::ray::RayDashboardPoller::Endpoints)
