// Ray-level monitoring against the emulator's Ray dashboards, through the workspace and its item
// models under the model tester: node rows joined with Ray's nodes by IP address, each node's
// history, an unreachable dashboard said once while the VMs go on, a node dead in Ray on a running
// VM, stopping a job, and a Ray 2.9 cluster beside 2.44 ones. Every dashboard is on a loopback
// address; the monitor is told to read no other.
#include "emulatorfixture.h"
#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"
#include "supervisor/session.h"

#include <QAbstractItemModelTester>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray;
using namespace std::chrono_literals;

namespace {
constexpr auto pollInterval = 250ms;

// One namespace's workspace reading its clusters' dashboards, with testers on its models.
struct Watched
{
    ray::NamespaceWorkspace space;
    WorkspaceModels models;
    QAbstractItemModelTester clusterTester;
    QAbstractItemModelTester nodeTester;
    QAbstractItemModelTester jobTester;

    Watched(SupervisorSession *session, QNetworkAccessManager *nam, const QString &ns)
        : space(session->client(), session->cacheTracker(), ns, u"v1alpha2"_s)
        , models(&space)
        , clusterTester(models.clusters(), QAbstractItemModelTester::FailureReportingMode::QtTest)
        , nodeTester(models.nodes(), QAbstractItemModelTester::FailureReportingMode::QtTest)
        , jobTester(models.jobs(), QAbstractItemModelTester::FailureReportingMode::QtTest)
    {
        space.monitorRay(nam, pollInterval, /*loopbackOnly*/ true);
        space.start();
    }
    ray::RayMonitor *monitor() { return space.rayMonitor(); }
    const ray::ClusterSummary *cluster(const QString &name)
    {
        return models.clusters()->find(name);
    }
    const ray::NodeRow *node(const QString &name) { return models.nodes()->find(name); }
    QList<ray::NodeRow> nodes()
    {
        QList<ray::NodeRow> out;
        for (int r = 0; r < models.nodes()->rowCount(); ++r)
            out << models.nodes()->rowAt(r);
        return out;
    }
    bool allNodesAlive()
    {
        const QList<ray::NodeRow> rows = nodes();
        return !rows.isEmpty() && std::all_of(rows.begin(), rows.end(), [](const ray::NodeRow &n) {
            return n.ray.state == ray::RayNodeView::State::Alive;
        });
    }
};
} // namespace

class TestRayMonitoring : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<SupervisorSession> session;

    QString workerOf(Watched &w, const QString &cluster)
    {
        for (const ray::NodeRow &n : w.nodes())
            if (n.role == ray::NodeRole::Worker && n.name.startsWith(cluster))
                return n.name;
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Dashboards on Ray's port 8265, each on its head's own loopback address.
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s }));
        ConnectionProfile profile =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        profile.apiPort = emu.url().port();
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = emu.caFile();
        session = std::make_unique<SupervisorSession>(&nam, profile, nullptr);
        session->login(emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(session->state() == SupervisorSession::State::Active, 30000);
    }
    void cleanupTestCase()
    {
        session.reset();
        QCOMPARE(emu.stop(), 0);
    }

    void nodeRowsTakeTheRayNodeAtTheirIpAddress()
    {
        Watched w(session.get(), &nam, u"ray-prod"_s);
        w.space.selectCluster(u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive() && w.nodes().size() == 5, 30000);
        // Looked up again each time: nothing read is held across the event loop.
        const auto observed = [&w] {
            return w.space.rayObservation(u"analytics-prod"_s);
        };
        QVERIFY(observed() && observed()->hasNodes);
        const ray::RayClusterObservation *o = observed();
        for (const ray::NodeRow &row : w.nodes()) {
            // The Ray node the row shows is the one the dashboard lists at the VM's address.
            const ray::DashboardNode *at = ray::rayNodeAt(o->nodes, row.ip);
            QVERIFY2(at, qPrintable(row.name));
            QCOMPARE(row.ray.nodeId, at->nodeId);
            QCOMPARE(at->hostname, row.name); // the emulator names Ray's host after the VM
            QVERIFY(row.ray.cpuPercent && *row.ray.cpuPercent >= 0 && *row.ray.cpuPercent <= 100);
            QVERIFY(row.ray.memoryPercent && *row.ray.memoryPercent > 0);
        }
        // Every running VM is alive in Ray, and the row says so; the other cluster of the
        // namespace, not selected, is read too.
        QTRY_VERIFY_WITH_TIMEOUT(w.cluster(u"analytics-prod"_s)->ray.counted, 10000);
        const ray::RayClusterView view = w.cluster(u"analytics-prod"_s)->ray;
        QCOMPARE(view.reach, ray::RayReach::Reachable);
        QCOMPARE(view.nodes, 5);
        QCOMPARE(view.alive, 5);
        QTRY_VERIFY_WITH_TIMEOUT(w.cluster(u"training-gpu"_s)->ray.counted
                && w.cluster(u"training-gpu"_s)->ray.alive == 3,
            30000);
        // Only the selected cluster's status and jobs are read.
        QTRY_VERIFY_WITH_TIMEOUT(observed()->status && observed()->jobs, 10000);
        QVERIFY(!w.space.rayObservation(u"training-gpu"_s)->status);
        QVERIFY(!w.space.rayObservation(u"training-gpu"_s)->jobs);
        const std::optional<ray::DashboardResource> cpu = observed()->status->resource(u"CPU"_s);
        QVERIFY(cpu && cpu->total >= 4);
        // A GPU worker's GPU use is read.
        w.space.selectCluster(u"training-gpu"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const ray::NodeRow &n : w.nodes())
                    if (n.role == ray::NodeRole::Worker && n.ray.gpus > 0 && n.ray.gpuPercent)
                        return true;
                return false;
            }(),
            30000);
    }

    void eachNodesHistoryKeepsItsWindow()
    {
        Watched w(session.get(), &nam, u"ray-prod"_s);
        QCOMPARE(ray::RayMonitor::defaultHistoryWindow, std::chrono::milliseconds(15min));
        // Twenty intervals: enough readings to see the window hold, even when sanitizers or a
        // busy machine stretch each poll well beyond its interval.
        constexpr auto window = 20 * pollInterval;
        w.monitor()->setHistoryWindow(window);
        w.space.selectCluster(u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        const QList<ray::NodeRow> rows = w.nodes();
        const ray::NodeRow head = *std::find_if(rows.cbegin(), rows.cend(), [](const auto &n) {
            return n.role == ray::NodeRole::Head;
        });
        // Readings gather, one per poll, until they span the window.
        QTRY_VERIFY_WITH_TIMEOUT(
            w.monitor()->history(u"analytics-prod"_s, head.ip).size() >= 4, 30000);
        // More polls do not make it longer than the window.
        QSignalSpy polls(w.monitor(), &ray::RayMonitor::observationChanged);
        // Polls for longer than the window, so the oldest readings must have been let go.
        const QDateTime first = w.monitor()->history(u"analytics-prod"_s, head.ip).first().time;
        QTRY_VERIFY_WITH_TIMEOUT(first.msecsTo(QDateTime::currentDateTimeUtc())
                    > 2 * std::chrono::milliseconds(window).count()
                && polls.count() >= 8,
            60000);
        QVERIFY(w.monitor()->history(u"analytics-prod"_s, head.ip).first().time > first);
        const QList<ray::RayNodeSample> history =
            w.monitor()->history(u"analytics-prod"_s, head.ip);
        QVERIFY(history.size() >= 2);
        for (qsizetype i = 1; i < history.size(); ++i)
            QVERIFY(history.at(i - 1).time < history.at(i).time);
        QVERIFY2(history.first().time.msecsTo(history.last().time)
                <= std::chrono::milliseconds(window).count(),
            qPrintable(u"%1 readings over %2 ms"_s.arg(history.size())
                           .arg(history.first().time.msecsTo(history.last().time))));
        for (const ray::RayNodeSample &s : history) {
            QVERIFY(s.alive);
            QVERIFY(s.cpuPercent && *s.cpuPercent >= 0 && *s.cpuPercent <= 100);
        }
        // The values move with the simulation: not every reading is the same.
        QVERIFY(std::any_of(history.cbegin(), history.cend(), [&](const ray::RayNodeSample &s) {
            return s.cpuPercent != history.first().cpuPercent;
        }));
    }

    void anUnreachableDashboardIsSaidOnceWhileTheVmsGoOn()
    {
        Watched w(session.get(), &nam, u"analytics"_s);
        w.space.selectCluster(u"etl-nightly"_s);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        QSignalSpy unreachable(w.monitor(), &ray::RayMonitor::dashboardUnreachable);
        QSignalSpy failed(w.monitor(), &ray::RayMonitor::pollFailed);
        QSignalSpy reachable(w.monitor(), &ray::RayMonitor::dashboardReachable);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, false } } } }));
        // Several polls fail; the outage is said once.
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() >= 3, 30000);
        QCOMPARE(unreachable.count(), 1);
        QCOMPARE(unreachable.at(0).at(0).toString(), u"etl-nightly"_s);
        QVERIFY(!unreachable.at(0).at(1).value<Phrase>().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"etl-nightly"_s)->ray.reach, ray::RayReach::Unreachable, 10000);
        QVERIFY(!w.cluster(u"etl-nightly"_s)->ray.problem.isEmpty());
        // The VM-level view is untouched: the cluster is healthy, its nodes run, and the rows
        // no longer claim a Ray reading they do not have.
        QCOMPARE(w.cluster(u"etl-nightly"_s)->health, ray::ClusterHealth::Healthy);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QList<ray::NodeRow> rows = w.nodes();
                return rows.size() == 2 && std::all_of(rows.begin(), rows.end(), [](const auto &n) {
                    return n.phase == ray::NodePhase::Running
                        && n.ray.state == ray::RayNodeView::State::Unknown;
                });
            }(),
            10000);

        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, true } } } }));
        QVERIFY(reachable.count() == 1 || reachable.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        QCOMPARE(w.cluster(u"etl-nightly"_s)->ray.reach, ray::RayReach::Reachable);
        QCOMPARE(unreachable.count(), 1);
    }

    void aNodeDeadInRayOnARunningVmIsAProblem()
    {
        Watched w(session.get(), &nam, u"ray-prod"_s);
        w.space.selectCluster(u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"analytics-prod"_s)->health, ray::ClusterHealth::Healthy, 30000);
        const QString worker = workerOf(w, u"analytics-prod"_s);
        QVERIFY(!worker.isEmpty());
        const auto setDead = [&](bool dead) {
            return emu.fault({ { u"rayNode"_s,
                QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                    { u"vm"_s, worker },
                    { u"dead"_s, dead } } } });
        };
        QVERIFY(setDead(true));
        QTRY_VERIFY_WITH_TIMEOUT(w.node(worker)->ray.state == ray::RayNodeView::State::Dead, 30000);
        const ray::NodeRow row = *w.node(worker);
        // The VM still runs; the row says Ray lost the node, and why it is a problem.
        QCOMPARE(row.power, vmop::PowerState::PoweredOn);
        QCOMPARE(row.phase, ray::NodePhase::Failed);
        QVERIFY(row.ray.deadWhileRunning);
        QVERIFY2(row.reason.english().contains(u"dead"_s), qPrintable(row.reason.english()));
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"analytics-prod"_s)->health, ray::ClusterHealth::Degraded, 10000);
        const ray::ClusterSummary cluster = *w.cluster(u"analytics-prod"_s);
        QVERIFY2(cluster.reason.english().contains(worker), qPrintable(cluster.reason.english()));
        QCOMPARE(cluster.ray.deadWhileRunning, 1);
        QCOMPARE(cluster.ray.deadNodes, QStringList { worker });
        QCOMPARE(cluster.ray.alive, cluster.ray.nodes - 1);

        QVERIFY(setDead(false));
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"analytics-prod"_s)->health, ray::ClusterHealth::Healthy, 10000);
        QCOMPARE(w.cluster(u"analytics-prod"_s)->ray.deadWhileRunning, 0);
    }

    void stoppingAJobEndsIt()
    {
        Watched w(session.get(), &nam, u"ray-prod"_s);
        w.space.selectCluster(u"analytics-prod"_s);
        // The emulator's jobs run for a second or two: one may end between being listed and
        // being stopped, and Ray then says it had ended. The test takes the next one.
        QSignalSpy finished(w.monitor(), &ray::RayMonitor::jobStopFinished);
        QStringList tried;
        QString stopped;
        for (int attempt = 0; attempt < 10 && stopped.isEmpty(); ++attempt) {
            QString running;
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    JobTableModel *jobs = w.models.jobs();
                    for (int r = 0; r < jobs->rowCount(); ++r) {
                        const ray::DashboardJob &j = jobs->rowAt(r);
                        if (j.isStoppable() && j.status == ray::RayJobStatus::Running
                            && !tried.contains(j.id()))
                            running = j.id();
                    }
                    return !running.isEmpty();
                }(),
                60000);
            tried << running;
            const qsizetype before = finished.count();
            w.monitor()->stopJob(u"analytics-prod"_s, running);
            QTRY_VERIFY_WITH_TIMEOUT(finished.count() > before, 20000);
            const QList<QVariant> answer = finished.at(before);
            QCOMPARE(answer.at(0).toString(), u"analytics-prod"_s);
            QCOMPARE(answer.at(1).toString(), running);
            QVERIFY(answer.at(3).value<Phrase>().isEmpty()); // Ray answered
            if (answer.at(2).toBool())
                stopped = running;
        }
        QVERIFY2(!stopped.isEmpty(), qPrintable(tried.join(u", "_s)));
        QTRY_VERIFY_WITH_TIMEOUT(w.models.jobs()->find(stopped)
                && w.models.jobs()->find(stopped)->status == ray::RayJobStatus::Stopped,
            20000);
        QVERIFY(!w.models.jobs()->find(stopped)->isStoppable());
        // A job of a dashboard that is not read cannot be stopped, and says why.
        QSignalSpy refused(w.monitor(), &ray::RayMonitor::jobStopFinished);
        w.monitor()->stopJob(u"no-such-cluster"_s, stopped);
        QCOMPARE(refused.count(), 1);
        QVERIFY(!refused.at(0).at(3).value<Phrase>().isEmpty());
    }

    void aHeadDeadInRayKeepsItsDashboardReadAtItsPace()
    {
        Watched w(session.get(), &nam, u"ray-prod"_s);
        w.space.selectCluster(u"training-gpu"_s);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive() && w.nodes().size() == 3, 30000);
        QString head;
        for (const ray::NodeRow &n : w.nodes())
            if (n.role == ray::NodeRole::Head)
                head = n.name;
        const auto setDead = [&](bool dead) {
            return emu.fault({ { u"rayNode"_s,
                QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                    { u"vm"_s, head },
                    { u"dead"_s, dead } } } });
        };
        QVERIFY(setDead(true));
        QTRY_VERIFY_WITH_TIMEOUT(w.node(head)->ray.state == ray::RayNodeView::State::Dead, 30000);
        // The head's VM runs: the row keeps its phase, says what Ray says, and the cluster is
        // Degraded, not Failed.
        const ray::NodeRow row = *w.node(head);
        QCOMPARE(row.phase, ray::NodePhase::Running);
        QVERIFY(row.ray.deadWhileRunning);
        QVERIFY2(row.reason.english().contains(u"dead"_s), qPrintable(row.reason.english()));
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"training-gpu"_s)->health, ray::ClusterHealth::Degraded, 10000);
        QVERIFY(w.cluster(u"training-gpu"_s)->headRunning);
        // And its dashboard is still read once per interval: over four more polls of a worker's
        // history, the cluster's readings change at most three times a poll (nodes, status,
        // jobs), and its history goes on.
        QString worker;
        for (const ray::NodeRow &n : w.nodes())
            if (n.role == ray::NodeRole::Worker)
                worker = n.ip;
        const qsizetype samples = w.monitor()->history(u"training-gpu"_s, worker).size();
        QSignalSpy changes(w.monitor(), &ray::RayMonitor::observationChanged);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.monitor()->history(u"training-gpu"_s, worker).size() >= samples + 4, 30000);
        const qsizetype polls = w.monitor()->history(u"training-gpu"_s, worker).size() - samples;
        qsizetype ofThisCluster = 0;
        for (const QList<QVariant> &c : std::as_const(changes))
            ofThisCluster += c.at(0).toString() == u"training-gpu"_s ? 1 : 0;
        QVERIFY2(ofThisCluster <= 3 * (polls + 1),
            qPrintable(u"%1 changes over %2 polls"_s.arg(ofThisCluster).arg(polls)));
        QVERIFY(setDead(false));
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            w.cluster(u"training-gpu"_s)->health, ray::ClusterHealth::Healthy, 10000);
    }

    void aRay29ClusterIsReadBesideRay244Ones()
    {
        const QString ns = u"ray-dev"_s, name = u"old-gpu"_s;
        QJsonObject c = validCluster(name, ns, 1);
        QJsonObject spec = c[u"spec"_s].toObject();
        spec[u"ray_docker_image"_s] = u"rayproject/ray:2.9.3-py310-gpu"_s;
        QJsonObject common = spec[u"common_node_config"_s].toObject();
        QJsonObject types = common[u"available_node_types"_s].toObject();
        QJsonObject worker = types[u"ray.worker.default"_s].toObject();
        worker[u"vm_class"_s] = u"gpu-a100-xlarge"_s;
        types[u"ray.worker.default"_s] = worker;
        common[u"available_node_types"_s] = types;
        spec[u"common_node_config"_s] = common;
        c[u"spec"_s] = spec;
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s.arg(ns),
                        toJson(c),
                        emu.adminToken())
                     .status,
            201);
        Watched w(session.get(), &nam, ns);
        w.space.selectCluster(name);
        QTRY_VERIFY_WITH_TIMEOUT(w.allNodesAlive() && w.nodes().size() == 2, 90000);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.cluster(name)->ray.counted && w.cluster(name)->ray.alive == 2, 30000);
        // Ray 2.9's GPU entries (gpustat's) are read as well as 2.44's.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const ray::NodeRow &n : w.nodes())
                    if (n.role == ray::NodeRole::Worker && n.ray.gpus > 0 && n.ray.gpuPercent
                        && n.ray.gpuMemoryPercent)
                        return true;
                return false;
            }(),
            30000);
        // The status read once the GPU worker is in it: one read before may not list it yet.
        QTRY_VERIFY_WITH_TIMEOUT(w.space.rayObservation(name)->status
                && w.space.rayObservation(name)->status->resource(u"GPU"_s).has_value()
                && w.space.rayObservation(name)->jobs,
            30000);
        QCOMPARE(emu.request("DELETE",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters/%2"_s.arg(
                            ns, name),
                        {},
                        emu.adminToken())
                     .status,
            200);
    }

    void aDashboardOffThisComputerIsNeverTried()
    {
        // A trap standing in for any proxy or host: a request anywhere would reach it.
        QTcpServer trap;
        QVERIFY(trap.listen(QHostAddress::LocalHost));
        QNetworkAccessManager trapped;
        trapped.setProxy(
            QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, trap.serverPort()));
        ray::RayMonitor monitor(&trapped);
        monitor.setLoopbackOnly(true);
        monitor.setInterval(pollInterval);
        QSignalSpy changed(&monitor, &ray::RayMonitor::observationChanged);
        monitor.setDashboard(u"far"_s, u"http://10.20.30.40:8265"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(monitor.observation(u"far"_s)->reach, ray::RayReach::Refused);
        QVERIFY(!monitor.observation(u"far"_s)->problem.isEmpty());
        QCOMPARE(monitor.pollerCount(), 0); // nothing exists that could send
        monitor.refresh();
        monitor.setSelectedCluster(u"far"_s);
        QSignalSpy stop(&monitor, &ray::RayMonitor::jobStopFinished);
        monitor.stopJob(u"far"_s, u"raysubmit_x"_s);
        QCOMPARE(stop.count(), 1);
        QVERIFY(!stop.at(0).at(3).value<Phrase>().isEmpty());
        // A dashboard on this computer is read, and straight, never through the manager's proxy:
        // a closed loopback port fails, and the trap hears nothing meanwhile.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 closedPort = closed.serverPort();
        closed.close();
        QSignalSpy failed(&monitor, &ray::RayMonitor::pollFailed);
        monitor.setDashboard(u"near"_s, u"http://127.0.0.1:%1"_s.arg(closedPort));
        QCOMPARE(monitor.pollerCount(), 1);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).toString(), u"near"_s);
        QVERIFY(!trap.hasPendingConnections());
        // Where the rule does not hold, the console's manager (and its proxy) is used: the trap
        // hears the far dashboard now. This shows the trap would have caught a request.
        monitor.setLoopbackOnly(false);
        QCOMPARE(monitor.pollerCount(), 2);
        QVERIFY(trap.waitForNewConnection(10000));
    }
};

QTEST_GUILESS_MAIN(TestRayMonitoring)
#include "tst_ray_monitoring.moc"
