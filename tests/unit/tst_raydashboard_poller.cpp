// The dashboard poller against a small HTTP server on 127.0.0.1 that answers as Ray 2.44.1 or
// 2.9.3 would: polling and decoding, an outage reported once and its end, the growing backoff,
// stopping a job without credentials, the body limit, the loopback rule (decided by what the
// Supervisor's host resolves to), and a head address that is no address.
#include "kube/kubeclient.h"
#include "ray/raydashboardpoller.h"
#include "ray/supervisorlocality.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::ray;
using ms = std::chrono::milliseconds;

namespace {

QByteArray fixture(const QString &version, const QString &name)
{
    QFile file(QStringLiteral(VMRAY_RAY_DASHBOARD_DATA) + u'/' + version + u'/' + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

struct SeenRequest
{
    QByteArray method;
    QByteArray target; // as sent: a path, or a whole URL when sent to a proxy
    QHash<QByteArray, QByteArray> headers; // names in lower case
};

// Answers canned responses by "METHOD target", one request per connection. Like Ray from 2.9 on,
// it refuses a POST from a browser-like user agent.
class FakeDashboard : public QObject
{
    Q_OBJECT

public:
    struct Answer
    {
        int status = 200;
        QByteArray body;
        QByteArray contentType = "application/json; charset=utf-8";
        QByteArray extraHeaders; // whole lines, each ending in \r\n
    };

    FakeDashboard()
    {
        connect(&m_server, &QTcpServer::newConnection, this, &FakeDashboard::accept);
    }
    ~FakeDashboard() override
    {
        // Its sockets go with the server, after the members their handlers use.
        for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>())
            socket->disconnect(this);
    }
    bool listen(quint16 port = 0) { return m_server.listen(QHostAddress::LocalHost, port); }
    void close() { m_server.close(); }
    quint16 port() const { return m_server.serverPort(); }
    QUrl url() const { return QUrl(u"http://127.0.0.1:%1"_s.arg(port())); }

    void serve(const QByteArray &methodAndTarget,
        int status,
        const QByteArray &body,
        const QByteArray &contentType = "application/json; charset=utf-8",
        const QByteArray &extraHeaders = {})
    {
        m_answers.insert(methodAndTarget, { status, body, contentType, extraHeaders });
    }
    void serveVersion(const QString &version, const QString &clusterStatusFile)
    {
        serve("GET /nodes?view=summary", 200, fixture(version, u"nodes.json"_s));
        serve("GET /api/cluster_status", 200, fixture(version, clusterStatusFile));
        serve("GET /api/jobs/", 200, fixture(version, u"jobs.json"_s));
    }
    // Requests are read but not answered, as from a dashboard that hangs.
    void setHolding(bool holding) { m_holding = holding; }

    QList<SeenRequest> requests;
    int connections = 0;
    int disconnections = 0;

Q_SIGNALS:
    void requestSeen();

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            ++connections;
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                read(socket);
            });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                ++disconnections;
                m_buffers.remove(socket);
                socket->deleteLater();
            });
        }
    }

    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        buffer.clear();
        SeenRequest request;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.method = requestLine.value(0);
        request.target = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(
                    lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        requests.append(request);
        Q_EMIT requestSeen();
        if (m_holding)
            return;
        Answer answer { 404, "Not Found", "text/plain; charset=utf-8", {} };
        const QByteArray key = request.method + ' ' + request.target;
        if (request.method == "POST" && request.headers.value("user-agent").startsWith("Mozilla"))
            answer = { 405, "Method Not Allowed for browser traffic.", "text/plain", {} };
        else if (m_answers.contains(key))
            answer = m_answers.value(key);
        socket->write("HTTP/1.1 " + QByteArray::number(answer.status) + " X\r\nContent-Type: "
            + answer.contentType + "\r\nContent-Length: " + QByteArray::number(answer.body.size())
            + "\r\nConnection: close\r\n" + answer.extraHeaders + "\r\n" + answer.body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QByteArray, Answer> m_answers;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    bool m_holding = false;
};

// Counts the requests made through it, whatever they are and wherever they go.
class CountingNetwork : public QNetworkAccessManager
{
public:
    QList<QUrl> created;

protected:
    QNetworkReply *createRequest(
        Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        created.append(request.url());
        return QNetworkAccessManager::createRequest(op, request, data);
    }
};

std::unique_ptr<RayDashboardPoller> pollerFor(QNetworkAccessManager *network, const QUrl &url)
{
    auto poller = std::make_unique<RayDashboardPoller>(network, url);
    poller->setLoopbackOnly(true);
    poller->setInterval(ms(30));
    poller->setBackoff(vmray::kube::Backoff(ms(20), ms(200), 0.0));
    return poller;
}

// A port nothing listens on: one that was just given out and closed again.
quint16 closedPort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost))
        qFatal("cannot listen on loopback");
    return server.serverPort();
}

} // namespace

namespace {
// A reason or an error a signal carried: a phrase, in English.
QString said(const QVariant &argument)
{
    return argument.value<vmray::Phrase>().english();
}
} // namespace

class TestRayDashboardPoller : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pollsAndDecodes_data();
    void pollsAndDecodes();
    void oneEndpointFailing();
    void outageReportedOnceThenRecovery();
    void backoffGrows();
    void firstRetryWaitsAnInterval();
    void stopJobSendsNoCredentials();
    void stopJobRefusals();
    void tooLargeAnswerIsCutOff();
    void stopsWhenToldAndWhenDestroyed();
    void loopbackGuardSendsNothing();
    void invalidAddressSendsNothing();
    void refusalReasons();
    void supervisorLocalityByAddress();
    void supervisorAliasIsLocal();
};

void TestRayDashboardPoller::pollsAndDecodes_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("clusterStatusFile");
    QTest::addColumn<bool>("autoscalerStatus");
    QTest::newRow("2.44.1") << u"2.44.1"_s << u"cluster_status.json"_s << true;
    QTest::newRow("2.9.3") << u"2.9.3"_s << u"cluster_status.json"_s << true;
    QTest::newRow("2.44.1 autoscaler v2")
        << u"2.44.1"_s << u"cluster_status_autoscaler_v2.json"_s << false;
}

void TestRayDashboardPoller::pollsAndDecodes()
{
    QFETCH(QString, version);
    QFETCH(QString, clusterStatusFile);
    QFETCH(bool, autoscalerStatus);
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serveVersion(version, clusterStatusFile);
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, dashboard.url());
    QSignalSpy nodes(poller.get(), &RayDashboardPoller::nodesUpdated);
    QSignalSpy status(poller.get(), &RayDashboardPoller::clusterStatusUpdated);
    QSignalSpy jobs(poller.get(), &RayDashboardPoller::jobsUpdated);
    QSignalSpy failed(poller.get(), &RayDashboardPoller::endpointFailed);
    QSignalSpy unreachable(poller.get(), &RayDashboardPoller::unreachable);
    poller->start();
    QVERIFY(poller->isRunning());

    QVERIFY(nodes.wait());
    QTRY_VERIFY(status.count() >= 1 && jobs.count() >= 1);
    const auto nodeList = nodes.first().first().value<QList<DashboardNode>>();
    QCOMPARE(nodeList.size(), 4);
    int gpus = 0;
    int dead = 0;
    for (const DashboardNode &n : nodeList) {
        gpus += n.gpuCount();
        dead += n.state == RayNodeState::Dead ? 1 : 0;
    }
    QCOMPARE(gpus, 1);
    QCOMPARE(dead, 1);
    const auto clusterStatus = status.first().first().value<DashboardClusterStatus>();
    QCOMPARE(clusterStatus.autoscalerStatusAvailable, autoscalerStatus);
    if (autoscalerStatus) {
        QCOMPARE(clusterStatus.resource(u"CPU"_s)->total, 20.0);
        QCOMPARE(clusterStatus.pendingDemands.size(), 2);
    }
    QCOMPARE(jobs.first().first().value<QList<DashboardJob>>().size(), 6);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(unreachable.count(), 0);
    QVERIFY(poller->isReachable());

    // It keeps polling at the interval, each round asking for the three, with no credentials.
    QTRY_VERIFY(nodes.count() >= 3);
    QSet<QByteArray> targets;
    for (const SeenRequest &r : std::as_const(dashboard.requests)) {
        QCOMPARE(r.method, QByteArray("GET"));
        targets.insert(r.target);
        QVERIFY(!r.headers.contains("authorization"));
        QVERIFY(!r.headers.contains("cookie"));
        QCOMPARE(r.headers.value("user-agent"), vmray::kube::RequestPolicy::userAgent());
    }
    QCOMPARE(
        targets, QSet<QByteArray>({ "/nodes?view=summary", "/api/cluster_status", "/api/jobs/" }));
}

void TestRayDashboardPoller::oneEndpointFailing()
{
    // The autoscaler's status fails with a traceback; the rest is still reported.
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serveVersion(u"2.44.1"_s, u"cluster_status.json"_s);
    dashboard.serve("GET /api/cluster_status",
        500,
        R"({"result": false, "msg": "Traceback (most recent call last):\n  File \"x\"\n)"
        R"(KeyError: 'loadMetricsReport'", "data": {}})");
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, dashboard.url());
    QSignalSpy nodes(poller.get(), &RayDashboardPoller::nodesUpdated);
    QSignalSpy jobs(poller.get(), &RayDashboardPoller::jobsUpdated);
    QSignalSpy failed(poller.get(), &RayDashboardPoller::endpointFailed);
    QSignalSpy unreachable(poller.get(), &RayDashboardPoller::unreachable);
    poller->start();
    QVERIFY(failed.wait());
    QCOMPARE(failed.first().at(0).value<RayDashboardPoller::Endpoint>(),
        RayDashboardPoller::Endpoint::ClusterStatus);
    const QString reason = said(failed.first().at(1));
    QVERIFY2(reason.contains(u"500"_s) && reason.contains(u"KeyError: 'loadMetricsReport'"_s),
        qPrintable(reason));
    QCOMPARE(nodes.count(), 1);
    QCOMPARE(jobs.count(), 1);
    QCOMPARE(unreachable.count(), 0);
}

void TestRayDashboardPoller::outageReportedOnceThenRecovery()
{
    const quint16 port = closedPort();
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
    QSignalSpy unreachable(poller.get(), &RayDashboardPoller::unreachable);
    QSignalSpy reachable(poller.get(), &RayDashboardPoller::reachable);
    QSignalSpy failed(poller.get(), &RayDashboardPoller::pollFailed);
    QSignalSpy nodes(poller.get(), &RayDashboardPoller::nodesUpdated);
    poller->start();

    QTRY_VERIFY(failed.count() >= 4);
    QCOMPARE(unreachable.count(), 1); // once, however many polls fail
    const QString reason = said(unreachable.first().first());
    QVERIFY2(reason.contains(u"127.0.0.1:%1"_s.arg(port)), qPrintable(reason));
    QVERIFY(!poller->isReachable());
    QVERIFY(poller->isRunning());
    QCOMPARE(nodes.count(), 0);
    QCOMPARE(reachable.count(), 0);

    // The dashboard comes up on that port.
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen(port));
    dashboard.serveVersion(u"2.9.3"_s, u"cluster_status.json"_s);
    QTRY_COMPARE(reachable.count(), 1);
    QTRY_VERIFY(nodes.count() >= 2);
    QVERIFY(poller->isReachable());
    QCOMPARE(unreachable.count(), 1);
    QCOMPARE(reachable.count(), 1); // once, however many polls succeed

    // And goes away again: a new outage, reported once more.
    dashboard.close();
    QTRY_COMPARE(unreachable.count(), 2);
}

void TestRayDashboardPoller::backoffGrows()
{
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, QUrl(u"http://127.0.0.1:%1"_s.arg(closedPort())));
    // As in the console, with jitter: each delay is between its base and twice that.
    poller->setBackoff(vmray::kube::Backoff(ms(10), ms(10000), 1.0));
    QSignalSpy failed(poller.get(), &RayDashboardPoller::pollFailed);
    poller->start();
    QTRY_VERIFY_WITH_TIMEOUT(failed.count() >= 5, 10000);
    int base = 10;
    for (int i = 0; i < 5; ++i, base *= 2) {
        const int delay = failed.at(i).at(1).toInt();
        QVERIFY2(delay >= base && delay <= 2 * base,
            qPrintable(u"attempt %1 waited %2 ms"_s.arg(i).arg(delay)));
    }
    // The bases double, so even with jitter the fifth wait is longer than the first two together.
    QVERIFY(failed.at(4).at(1).toInt() > failed.at(0).at(1).toInt() + failed.at(1).at(1).toInt());
}

void TestRayDashboardPoller::firstRetryWaitsAnInterval()
{
    // Without a backoff of its own, a failed poll is retried no sooner than the interval.
    QNetworkAccessManager network;
    RayDashboardPoller poller(&network, QUrl(u"http://127.0.0.1:%1"_s.arg(closedPort())));
    poller.setLoopbackOnly(true);
    poller.setInterval(ms(40));
    QSignalSpy failed(&poller, &RayDashboardPoller::pollFailed);
    poller.start();
    QVERIFY(failed.wait());
    const int delay = failed.first().at(1).toInt();
    QVERIFY2(delay >= 40 && delay <= 80, qPrintable(QString::number(delay)));
    QVERIFY(poller.nextPollInMs() >= 0);
    QVERIFY(poller.nextPollInMs() <= delay + delay / 10); // a coarse timer may move by 5 %
}

void TestRayDashboardPoller::stopJobSendsNoCredentials()
{
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serve("POST /api/jobs/raysubmit_8kZ2yQeG1nW3hJ5a/stop", 200, R"({"stopped": true})");
    dashboard.serve("POST /api/jobs/raysubmit_done/stop", 200, R"({"stopped": false})");
    dashboard.serve("POST /api/jobs/raysubmit_a%2Fb/stop", 200, R"({"stopped": true})");
    QNetworkAccessManager network;
    // The console's network manager may hold cookies for that host; none may go along.
    network.cookieJar()->setCookiesFromUrl(
        { QNetworkCookie("session", "secret") }, dashboard.url());
    QVERIFY(!network.cookieJar()->cookiesForUrl(dashboard.url()).isEmpty());
    // A user and password in the address must not become Basic authorization either.
    QUrl withUser = dashboard.url();
    withUser.setUserInfo(u"admin:secret"_s);
    auto poller = pollerFor(&network, withUser);
    QSignalSpy finished(poller.get(), &RayDashboardPoller::jobStopFinished);

    poller->stopJob(u"raysubmit_8kZ2yQeG1nW3hJ5a"_s);
    QVERIFY(finished.wait());
    QCOMPARE(finished.first().at(0).toString(), u"raysubmit_8kZ2yQeG1nW3hJ5a"_s);
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(said(finished.first().at(2)), QString());
    QCOMPARE(dashboard.requests.size(), 1);
    const SeenRequest &post = dashboard.requests.constFirst();
    QCOMPARE(post.method, QByteArray("POST"));
    QCOMPARE(post.target, QByteArray("/api/jobs/raysubmit_8kZ2yQeG1nW3hJ5a/stop"));
    QVERIFY(!post.headers.contains("authorization"));
    QVERIFY(!post.headers.contains("cookie"));
    QVERIFY(!post.headers.contains("origin"));
    QVERIFY(!post.headers.contains("referer"));
    QVERIFY(!post.headers.value("user-agent").startsWith("Mozilla"));
    QVERIFY(post.headers.value("user-agent").startsWith("vmray-console/"));

    // Asked for a password, it has none to give, not even the one in its address.
    dashboard.serve("POST /api/jobs/raysubmit_guarded/stop",
        401,
        "Unauthorized",
        "text/plain",
        "WWW-Authenticate: Basic realm=\"ray\"\r\n");
    poller->stopJob(u"raysubmit_guarded"_s);
    QTRY_COMPARE(finished.count(), 2);
    QCOMPARE(finished.at(1).at(1).toBool(), false);
    QVERIFY2(said(finished.at(1).at(2)).contains(u"401"_s), qPrintable(said(finished.at(1).at(2))));
    for (const SeenRequest &r : std::as_const(dashboard.requests))
        QVERIFY(!r.headers.contains("authorization"));

    // A job that had already ended; an id that must be escaped in the path.
    poller->stopJob(u"raysubmit_done"_s);
    QTRY_COMPARE(finished.count(), 3);
    QCOMPARE(finished.at(2).at(1).toBool(), false);
    QCOMPARE(said(finished.at(2).at(2)), QString());
    poller->stopJob(u"raysubmit_a/b"_s);
    QTRY_COMPARE(finished.count(), 4);
    QCOMPARE(finished.at(3).at(1).toBool(), true);
    QCOMPARE(dashboard.requests.last().target, QByteArray("/api/jobs/raysubmit_a%2Fb/stop"));
    // The poller was never started: stopping a job polls nothing.
    for (const SeenRequest &r : std::as_const(dashboard.requests))
        QCOMPARE(r.method, QByteArray("POST"));
}

void TestRayDashboardPoller::stopJobRefusals()
{
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serve("POST /api/jobs/01000000/stop",
        400,
        "Can only stop submission type jobs",
        "text/plain; charset=utf-8");
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, dashboard.url());
    QSignalSpy finished(poller.get(), &RayDashboardPoller::jobStopFinished);

    poller->stopJob(u"raysubmit_gone"_s); // unknown to the fake: 404
    QVERIFY(finished.wait());
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QVERIFY(said(finished.at(0).at(2)).contains(u"404"_s));

    poller->stopJob(u"01000000"_s);
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY(said(finished.at(1).at(2)).contains(u"Can only stop submission type jobs"_s));

    poller->stopJob(u" "_s); // nothing named: nothing sent
    QCOMPARE(finished.count(), 3);
    QVERIFY(!said(finished.at(2).at(2)).isEmpty());
    QCOMPARE(dashboard.requests.size(), 2);

    // A dashboard that is down.
    auto down = pollerFor(&network, QUrl(u"http://127.0.0.1:%1"_s.arg(closedPort())));
    QSignalSpy downFinished(down.get(), &RayDashboardPoller::jobStopFinished);
    down->stopJob(u"raysubmit_x"_s);
    QVERIFY(downFinished.wait());
    QVERIFY(said(downFinished.first().at(2)).contains(u"cannot be reached"_s));
}

void TestRayDashboardPoller::tooLargeAnswerIsCutOff()
{
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serveVersion(u"2.44.1"_s, u"cluster_status.json"_s);
    const qsizetype smallEnough = std::max(fixture(u"2.44.1"_s, u"cluster_status.json"_s).size(),
        fixture(u"2.44.1"_s, u"jobs.json"_s).size());
    QVERIFY(fixture(u"2.44.1"_s, u"nodes.json"_s).size() > smallEnough);
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, dashboard.url());
    poller->setMaxResponseBytes(smallEnough);
    QSignalSpy failed(poller.get(), &RayDashboardPoller::endpointFailed);
    QSignalSpy jobs(poller.get(), &RayDashboardPoller::jobsUpdated);
    QSignalSpy nodes(poller.get(), &RayDashboardPoller::nodesUpdated);
    poller->start();
    QVERIFY(failed.wait());
    QCOMPARE(failed.first().at(0).value<RayDashboardPoller::Endpoint>(),
        RayDashboardPoller::Endpoint::Nodes);
    QVERIFY2(said(failed.first().at(1)).contains(u"larger than"_s),
        qPrintable(said(failed.first().at(1))));
    QCOMPARE(jobs.count(), 1);
    QCOMPARE(nodes.count(), 0);
}

void TestRayDashboardPoller::stopsWhenToldAndWhenDestroyed()
{
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serveVersion(u"2.44.1"_s, u"cluster_status.json"_s);
    QNetworkAccessManager network;
    auto poller = pollerFor(&network, dashboard.url());
    QSignalSpy nodes(poller.get(), &RayDashboardPoller::nodesUpdated);
    // Stopped between rounds, when no request is on its way.
    connect(poller.get(), &RayDashboardPoller::nodesUpdated, poller.get(), [&poller, &nodes] {
        if (nodes.count() == 2)
            poller->stop();
    });
    poller->start();
    QTRY_COMPARE(nodes.count(), 2);
    QVERIFY(!poller->isRunning());
    QCOMPARE(poller->nextPollInMs(), -1);
    const qsizetype seen = dashboard.requests.size();
    const qsizetype updates = nodes.count();
    QSignalSpy more(&dashboard, &FakeDashboard::requestSeen);
    QVERIFY(!more.wait(300)); // several intervals: nothing more is asked
    QCOMPARE(dashboard.requests.size(), seen);
    QCOMPARE(nodes.count(), updates);

    // Destroyed while its requests hang: they are given up, the connections closed.
    dashboard.setHolding(true);
    poller->start();
    QTRY_COMPARE(dashboard.requests.size(), seen + 3);
    const int open = dashboard.connections - dashboard.disconnections;
    QVERIFY(open >= 1);
    poller.reset();
    QTRY_COMPARE(dashboard.disconnections, dashboard.connections);
}

void TestRayDashboardPoller::loopbackGuardSendsNothing()
{
    // Any request that got out would reach this proxy, not 10.0.0.1.
    FakeDashboard trap;
    QVERIFY(trap.listen());
    CountingNetwork network;
    network.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, trap.port()));
    RayDashboardPoller refused(&network, QUrl(u"http://10.0.0.1:8265"_s));
    refused.setLoopbackOnly(true);
    refused.setInterval(ms(10));
    QSignalSpy notPolled(&refused, &RayDashboardPoller::notPolled);
    QSignalSpy unreachable(&refused, &RayDashboardPoller::unreachable);
    QSignalSpy stopFinished(&refused, &RayDashboardPoller::jobStopFinished);
    refused.start();
    QCOMPARE(notPolled.count(), 1);
    const QString reason = said(notPolled.first().first());
    QVERIFY2(
        reason.contains(u"10.0.0.1"_s) && reason.contains(u"not polled"_s), qPrintable(reason));
    QVERIFY(!refused.isRunning());
    QCOMPARE(refused.nextPollInMs(), -1);
    refused.stopJob(u"raysubmit_x"_s);
    QCOMPARE(stopFinished.count(), 1);
    QCOMPARE(stopFinished.first().at(1).toBool(), false);
    QCOMPARE(said(stopFinished.first().at(2)), reason);

    // Meanwhile a loopback dashboard is polled a few times over, on a network without the trap.
    FakeDashboard dashboard;
    QVERIFY(dashboard.listen());
    dashboard.serveVersion(u"2.44.1"_s, u"cluster_status.json"_s);
    QNetworkAccessManager direct;
    auto control = pollerFor(&direct, dashboard.url());
    QSignalSpy controlNodes(control.get(), &RayDashboardPoller::nodesUpdated);
    control->start();
    QTRY_VERIFY(controlNodes.count() >= 3);

    QVERIFY(network.created.isEmpty());
    QCOMPARE(trap.connections, 0);
    QVERIFY(trap.requests.isEmpty());
    QCOMPARE(unreachable.count(), 0);
    QCOMPARE(notPolled.count(), 1);
}

void TestRayDashboardPoller::invalidAddressSendsNothing()
{
    // With the loopback rule off, as for a real Supervisor: a host that is neither an IP address
    // nor a DNS name is not asked, not even through the proxy that would take any request.
    FakeDashboard trap;
    QVERIFY(trap.listen());
    CountingNetwork network;
    network.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, trap.port()));
    RayDashboardPoller refused(&network, QUrl(u"http://ray_head:8265"_s));
    refused.setInterval(ms(10));
    QSignalSpy notPolled(&refused, &RayDashboardPoller::notPolled);
    QSignalSpy stopFinished(&refused, &RayDashboardPoller::jobStopFinished);
    refused.start();
    QCOMPARE(notPolled.count(), 1);
    QVERIFY2(said(notPolled.first().first()).contains(u"invalid address"_s),
        qPrintable(said(notPolled.first().first())));
    QVERIFY(!refused.isRunning());
    refused.stopJob(u"raysubmit_x"_s);
    QCOMPARE(stopFinished.count(), 1);
    QCOMPARE(stopFinished.first().at(1).toBool(), false);
    QVERIFY(network.created.isEmpty());
    QCOMPARE(trap.connections, 0);
}

void TestRayDashboardPoller::supervisorLocalityByAddress()
{
    using Locality = SupervisorLocality;
    QVERIFY(Locality::allLoopback({ QHostAddress(u"127.0.0.1"_s), QHostAddress(u"::1"_s) }));
    QVERIFY(Locality::allLoopback({ QHostAddress(u"127.0.1.1"_s) }));
    QVERIFY(!Locality::allLoopback({ QHostAddress(u"127.0.0.1"_s), QHostAddress(u"10.0.0.5"_s) }));
    QVERIFY(!Locality::allLoopback({ QHostAddress(u"192.168.1.20"_s) }));
    QVERIFY(Locality::allLoopback({})); // resolved to nothing: stays on this computer

    // Addresses need no lookup: the answer is there at once.
    Locality locality;
    QSignalSpy resolved(&locality, &Locality::resolved);
    QVERIFY(locality.dashboardsLoopbackOnly()); // before anything is known
    locality.resolve(u"10.0.0.5"_s);
    QCOMPARE(resolved.count(), 1);
    QVERIFY(!locality.dashboardsLoopbackOnly());
    locality.resolve(u"::1"_s);
    QCOMPARE(resolved.count(), 2);
    QVERIFY(locality.dashboardsLoopbackOnly());
    locality.resolve(u"::1"_s); // the same host again: nothing new
    QCOMPARE(resolved.count(), 2);
}

void TestRayDashboardPoller::supervisorAliasIsLocal()
{
    // "localhost" stands for any alias of this computer (a name in /etc/hosts): it is local
    // because it resolves to loopback only, not because of how it is spelled. Resolved from
    // /etc/hosts; no name server is asked.
    SupervisorLocality locality;
    QSignalSpy resolved(&locality, &SupervisorLocality::resolved);
    locality.resolve(u"10.0.0.5"_s);
    QVERIFY(!locality.dashboardsLoopbackOnly());
    locality.resolve(u"localhost"_s);
    // Until the answer, only loopback: nothing is read beyond this computer meanwhile.
    QVERIFY(locality.dashboardsLoopbackOnly());
    QVERIFY(resolved.wait(10000));
    QCOMPARE(resolved.last().first().toBool(), true);
    QVERIFY(locality.dashboardsLoopbackOnly());
}

void TestRayDashboardPoller::refusalReasons()
{
    const auto allowed = [](const QString &url, bool loopbackOnly) {
        return RayDashboardPoller::refusalReason(QUrl(url), loopbackOnly).isEmpty();
    };
    QVERIFY(allowed(u"http://127.0.0.1:8265"_s, true));
    QVERIFY(allowed(u"http://127.3.4.5:8265"_s, true));
    QVERIFY(allowed(u"http://[::1]:8265"_s, true));
    QVERIFY(!allowed(u"http://10.0.0.1:8265"_s, true));
    QVERIFY(!allowed(u"http://192.168.1.20:8265"_s, true));
    QVERIFY(!allowed(u"http://[fe80::1]:8265"_s, true));
    // A name could resolve anywhere.
    QVERIFY(!allowed(u"http://localhost:8265"_s, true));
    QVERIFY(!allowed(u"http://ray-head.example:8265"_s, true));
    // With the rule off, any address of a real Supervisor's load balancer.
    QVERIFY(allowed(u"http://10.0.0.1:8265"_s, false));
    QVERIFY(allowed(u"https://ray-head.example"_s, false));
    // Never anything but HTTP.
    QVERIFY(!allowed(u"file:///etc/passwd"_s, false));
    QVERIFY(!allowed(u"ftp://127.0.0.1/"_s, true));
    QVERIFY(!allowed(QString(), false));
    // A host a server sent that is no address, with the rule off as well.
    QVERIFY(!allowed(u"http://ray_head:8265"_s, false));
    QVERIFY(!allowed(u"http://-head.example:8265"_s, false));
}

QTEST_GUILESS_MAIN(TestRayDashboardPoller)
#include "tst_raydashboard_poller.moc"
