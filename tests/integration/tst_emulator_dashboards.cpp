// The Ray dashboards the emulator serves: one per running cluster on its head service's loopback
// address, in Ray 2.44.1's or 2.9.x's shapes, moving with the simulation, and steered by the
// admin hooks. Requests go out on their own plain-HTTP connections, to loopback addresses only.
#include "emulatorfixture.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

struct PlainAnswer
{
    bool connected = false;
    int status = 0;
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(body).array(); }
};

// One HTTP/1.1 request on a connection of its own (Connection: close), so a dashboard that stops
// listening is seen at once; refused for any address that is not loopback.
PlainAnswer plainRequest(const QString &address,
    int port,
    const QByteArray &method,
    const QByteArray &pathAndQuery,
    const QByteArray &userAgent = "vmray-tests")
{
    PlainAnswer out;
    const QHostAddress host(address);
    if (!host.isLoopback() || port <= 0) {
        qWarning("not a loopback address: %s:%d", qPrintable(address), port);
        return out;
    }
    QTcpSocket socket;
    socket.connectToHost(host, static_cast<quint16>(port));
    if (!socket.waitForConnected(5000))
        return out;
    out.connected = true;
    QByteArray request = method + ' ' + pathAndQuery + " HTTP/1.1\r\nHost: " + address.toLatin1()
        + ':' + QByteArray::number(port) + "\r\nUser-Agent: " + userAgent
        + "\r\nAccept: */*\r\nConnection: close\r\n";
    if (method == "POST")
        request += "Content-Length: 0\r\n";
    socket.write(request + "\r\n");
    QByteArray data;
    QElapsedTimer clock;
    clock.start();
    while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 10000) {
        if (!socket.waitForReadyRead(static_cast<int>(10000 - clock.elapsed())))
            break;
        data += socket.readAll();
    }
    data += socket.readAll();
    const qsizetype split = data.indexOf("\r\n\r\n");
    const QList<QByteArray> statusLine = data.left(data.indexOf("\r\n")).split(' ');
    out.status = statusLine.size() > 1 ? statusLine.at(1).toInt() : 0;
    out.body = split < 0 ? QByteArray() : data.mid(split + 4);
    return out;
}

QJsonObject obj(const QJsonObject &o, const QString &key)
{
    return o.value(key).toObject();
}

QString raylet(const QJsonObject &node, const QString &key)
{
    return obj(node, u"raylet"_s).value(key).toString();
}

QString apiPath(const QString &ns, const QString &resource)
{
    const QString group = resource == u"vmrayclusters"_s ? u"vmray.broadcom.com/v1alpha1"_s
                                                         : u"vmoperator.vmware.com/v1alpha2"_s;
    return u"/apis/%1/namespaces/%2/%3"_s.arg(group, ns, resource);
}

} // namespace

class TestEmulatorDashboards : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;

    QJsonObject dashboardOf(EmulatorFixture &e, const QString &ns, const QString &cluster)
    {
        const QJsonObject all = e.get(u"/emulator/v1/ray-dashboards"_s, e.adminToken()).json();
        for (const QJsonValue d : all.value(u"dashboards"_s).toArray())
            if (d[u"namespace"_s].toString() == ns && d[u"cluster"_s].toString() == cluster)
                return d.toObject();
        return {};
    }
    // GET or POST on a cluster's dashboard, at the address and port the emulator reports.
    PlainAnswer ask(const QString &ns,
        const QString &cluster,
        const QByteArray &pathAndQuery,
        const QByteArray &method = "GET",
        const QByteArray &userAgent = "vmray-tests")
    {
        const QJsonObject d = dashboardOf(emu, ns, cluster);
        return plainRequest(
            d[u"address"_s].toString(), d[u"port"_s].toInt(), method, pathAndQuery, userAgent);
    }
    QJsonArray nodes(const QString &ns, const QString &cluster)
    {
        return obj(ask(ns, cluster, "/nodes?view=summary").json(), u"data"_s)
            .value(u"summary"_s)
            .toArray();
    }
    QJsonObject nodeAt(const QString &ns, const QString &cluster, const QString &ip)
    {
        for (const QJsonValue n : nodes(ns, cluster))
            if (raylet(n.toObject(), u"nodeManagerAddress"_s) == ip)
                return n.toObject();
        return {};
    }
    QJsonArray jobs(const QString &ns, const QString &cluster)
    {
        return ask(ns, cluster, "/api/jobs/").array();
    }
    QString jobStatus(const QString &ns, const QString &cluster, const QString &submissionId)
    {
        for (const QJsonValue j : jobs(ns, cluster))
            if (j[u"submission_id"_s].toString() == submissionId)
                return j[u"status"_s].toString();
        return {};
    }
    // The VMs of a cluster that have an IP, by name.
    QMap<QString, QString> vmIps(EmulatorFixture &e, const QString &ns, const QString &cluster)
    {
        QMap<QString, QString> out;
        const QJsonObject list = e.get(apiPath(ns, u"virtualmachines"_s), e.adminToken()).json();
        for (const QJsonValue v : list.value(u"items"_s).toArray()) {
            const QString name = v[u"metadata"_s][u"name"_s].toString();
            const QString ip = v[u"status"_s][u"network"_s][u"primaryIP4"_s].toString();
            if ((name.startsWith(cluster + u"-h-"_s) || name.startsWith(cluster + u"-w-"_s))
                && !ip.isEmpty())
                out.insert(name, ip);
        }
        return out;
    }
    QString serviceIp(EmulatorFixture &e, const QString &ns, const QString &cluster)
    {
        return e.get(apiPath(ns, u"vmrayclusters"_s) + u'/' + cluster, e.adminToken())
            .json()[u"status"_s][u"vm_service_status"_s][u"ip"_s]
            .toString();
    }
    bool listening(const QString &ns, const QString &cluster)
    {
        return dashboardOf(emu, ns, cluster).value(u"listening"_s).toBool();
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Port 0: one free port for every dashboard, so tests running side by side (and their
        // emulators on 8265) do not meet.
        QVERIFY(emu.start(
            { u"--seed"_s, u"demo"_s, u"--speed"_s, u"40"_s, u"--ray-dashboard-port"_s, u"0"_s }));
        QVERIFY(!emu.adminToken().isEmpty());
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void eachRunningClusterAnswersOnItsServiceAddressWithItsVmsAsNodes()
    {
        const QList<QPair<QString, QString>> clusters = { { u"ray-prod"_s, u"analytics-prod"_s },
            { u"ray-prod"_s, u"training-gpu"_s },
            { u"analytics"_s, u"etl-nightly"_s } };
        QSet<QString> addresses;
        for (const auto &[ns, cluster] : clusters) {
            VMRAY_WAIT_VERIFY(listening(ns, cluster), 20000);
            const QString address = dashboardOf(emu, ns, cluster)[u"address"_s].toString();
            QCOMPARE(address, serviceIp(emu, ns, cluster));
            QVERIFY2(
                address.startsWith(u"127."_s) && address != u"127.0.0.1"_s, qPrintable(address));
            addresses.insert(address);

            const PlainAnswer summary = ask(ns, cluster, "/nodes?view=summary");
            QCOMPARE(summary.status, 200);
            QCOMPARE(summary.json()[u"result"_s].toBool(), true);
            QCOMPARE(summary.json()[u"msg"_s].toString(), u"Node summary fetched."_s);
            const QMap<QString, QString> vms = vmIps(emu, ns, cluster);
            QVERIFY(vms.size() >= 2);
            QSet<QString> nodeIps;
            int heads = 0;
            for (const QJsonValue v : nodes(ns, cluster)) {
                const QJsonObject n = v.toObject();
                nodeIps.insert(raylet(n, u"nodeManagerAddress"_s));
                QCOMPARE(n[u"ip"_s].toString(), raylet(n, u"nodeManagerAddress"_s));
                QCOMPARE(raylet(n, u"state"_s), u"ALIVE"_s);
                QCOMPARE(raylet(n, u"nodeId"_s).size(), 56);
                QVERIFY(vms.value(n[u"hostname"_s].toString()) == n[u"ip"_s].toString());
                QCOMPARE(n[u"mem"_s].toArray().size(), 4);
                QVERIFY(n[u"disk"_s][u"/"_s][u"total"_s].toDouble() > 0);
                if (obj(n, u"raylet"_s)[u"isHeadNode"_s].toBool()) {
                    ++heads;
                    QVERIFY(n[u"hostname"_s].toString().startsWith(cluster + u"-h-"_s));
                }
            }
            QCOMPARE(nodeIps, QSet<QString>(vms.begin(), vms.end()));
            QCOMPARE(heads, 1);
            const PlainAnswer version = ask(ns, cluster, "/api/version");
            QCOMPARE(version.json()[u"ray_version"_s].toString(), u"2.44.1"_s);
            const QJsonObject usage =
                ask(ns, cluster, "/api/cluster_status")
                    .json()[u"data"_s][u"clusterStatus"_s][u"loadMetricsReport"_s][u"usage"_s]
                    .toObject();
            QVERIFY(usage[u"CPU"_s].toArray().at(1).toDouble() >= 4);
        }
        QCOMPARE(addresses.size(), 3);
        QCOMPARE(ask(u"ray-prod"_s, u"analytics-prod"_s, "/nodes?view=details").status, 500);
        QCOMPARE(ask(u"ray-prod"_s, u"analytics-prod"_s, "/no/such/page").status, 404);
    }

    void utilizationMovesWithTheSimulation()
    {
        const auto cpus = [this] {
            QMap<QString, double> out;
            for (const QJsonValue n : nodes(u"ray-prod"_s, u"analytics-prod"_s))
                out.insert(n[u"ip"_s].toString(), n[u"cpu"_s].toDouble(-1));
            return out;
        };
        const QMap<QString, double> first = cpus();
        QCOMPARE(first.size(), 5);
        for (const double cpu : first)
            QVERIFY(cpu >= 0 && cpu <= 100);
        VMRAY_WAIT_VERIFY(cpus() != first && cpus().size() == 5, 10000);
    }

    void aRunningJobEndsAsSucceededOrFailed()
    {
        QString running;
        VMRAY_WAIT_VERIFY(
            [&] {
                for (const QJsonValue j : jobs(u"ray-prod"_s, u"analytics-prod"_s))
                    if (j[u"type"_s].toString() == u"SUBMISSION"_s
                        && j[u"status"_s].toString() == u"RUNNING"_s)
                        running = j[u"submission_id"_s].toString();
                return !running.isEmpty();
            }(),
            20000);
        VMRAY_WAIT_VERIFY(QSet<QString>({ u"SUCCEEDED"_s, u"FAILED"_s })
                              .contains(jobStatus(u"ray-prod"_s, u"analytics-prod"_s, running)),
            20000);
        for (const QJsonValue j : jobs(u"ray-prod"_s, u"analytics-prod"_s)) {
            if (j[u"submission_id"_s].toString() != running)
                continue;
            QVERIFY(j[u"end_time"_s].toDouble() >= j[u"start_time"_s].toDouble());
            QVERIFY(j.toObject().contains(u"driver_exit_code"_s)); // 2.44
            QCOMPARE(j[u"driver_info"_s][u"pid"_s].type(), QJsonValue::String);
        }
        // The interactive driver is listed after the submissions, running.
        const QJsonArray all = jobs(u"ray-prod"_s, u"analytics-prod"_s);
        QCOMPARE(all.last()[u"type"_s].toString(), u"DRIVER"_s);
        QCOMPARE(all.last()[u"end_time"_s].toInt(-1), 0);
    }

    void stoppingAJobAsRayDoes()
    {
        const QString ns = u"analytics"_s, cluster = u"etl-nightly"_s;
        // A browser's POST is refused and stops nothing.
        QString stopped;
        VMRAY_WAIT_VERIFY(
            [&] {
                for (const QJsonValue j : jobs(ns, cluster)) {
                    const QString id = j[u"submission_id"_s].toString();
                    const QString status = j[u"status"_s].toString();
                    if (status != u"RUNNING"_s && status != u"PENDING"_s)
                        continue;
                    const PlainAnswer browser = ask(ns,
                        cluster,
                        "/api/jobs/" + id.toLatin1() + "/stop",
                        "POST",
                        "Mozilla/5.0 (X11; Linux x86_64)");
                    if (browser.status != 405
                        || !browser.body.contains("Method Not Allowed for browser traffic")
                        || jobStatus(ns, cluster, id) == u"STOPPED"_s)
                        return false;
                    // The job may end by itself meanwhile: then it is not stopped, and another
                    // is tried.
                    const PlainAnswer client =
                        ask(ns, cluster, "/api/jobs/" + id.toLatin1() + "/stop", "POST");
                    if (client.status == 200 && client.json()[u"stopped"_s].toBool()) {
                        stopped = id;
                        return true;
                    }
                }
                return false;
            }(),
            30000);
        QCOMPARE(jobStatus(ns, cluster, stopped), u"STOPPED"_s);
        // Stopping it again: it is already over.
        const PlainAnswer again =
            ask(ns, cluster, "/api/jobs/" + stopped.toLatin1() + "/stop", "POST");
        QCOMPARE(again.status, 200);
        QCOMPARE(again.json()[u"stopped"_s].toBool(true), false);
        const PlainAnswer unknown = ask(ns, cluster, "/api/jobs/raysubmit_nosuchjob/stop", "POST");
        QCOMPARE(unknown.status, 404);
        QCOMPARE(unknown.body, QByteArray("Job raysubmit_nosuchjob does not exist"));
        const PlainAnswer driver = ask(ns, cluster, "/api/jobs/01000000/stop", "POST");
        QCOMPARE(driver.status, 400);
    }

    void aNodeMarkedDeadShowsDead()
    {
        const QString ns = u"ray-prod"_s, cluster = u"analytics-prod"_s;
        const QMap<QString, QString> vms = vmIps(emu, ns, cluster);
        QString worker;
        for (auto it = vms.begin(); it != vms.end(); ++it)
            if (it.key().startsWith(cluster + u"-w-"_s))
                worker = it.key();
        QVERIFY(!worker.isEmpty());
        const QString ip = vms.value(worker);
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, ns }, { u"vm"_s, worker }, { u"dead"_s, true } } } }));
        VMRAY_WAIT_VERIFY(raylet(nodeAt(ns, cluster, ip), u"state"_s) == u"DEAD"_s, 10000);
        const QJsonObject dead = nodeAt(ns, cluster, ip);
        QVERIFY(!dead.contains(u"cpu"_s)); // a dead node has its raylet's facts only
        QVERIFY(raylet(dead, u"endTimeMs"_s).toLongLong() > 0);
        const QJsonArray failed =
            ask(ns, cluster, "/api/cluster_status")
                .json()[u"data"_s][u"clusterStatus"_s][u"autoscalerReport"_s][u"failedNodes"_s]
                .toArray();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).toArray().at(0).toString(), ip);
        // The other nodes live on.
        int alive = 0;
        for (const QJsonValue n : nodes(ns, cluster))
            alive += raylet(n.toObject(), u"state"_s) == u"ALIVE"_s;
        QCOMPARE(alive, vms.size() - 1);

        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, ns }, { u"vm"_s, worker }, { u"dead"_s, false } } } }));
        VMRAY_WAIT_VERIFY(raylet(nodeAt(ns, cluster, ip), u"state"_s) == u"ALIVE"_s, 10000);
        // An unknown VM is refused.
        QVERIFY(!emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, ns }, { u"vm"_s, u"no-such-vm"_s } } } }));
    }

    void anUnreachableDashboardClosesItsPortUntilReachableAgain()
    {
        const QString ns = u"analytics"_s, cluster = u"etl-nightly"_s;
        const QJsonObject before = dashboardOf(emu, ns, cluster);
        const QString address = before[u"address"_s].toString();
        const int port = before[u"port"_s].toInt();
        QCOMPARE(plainRequest(address, port, "GET", "/api/version").status, 200);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, ns },
                { u"cluster"_s, cluster },
                { u"reachable"_s, false } } } }));
        VMRAY_WAIT_VERIFY(!plainRequest(address, port, "GET", "/api/version").connected, 10000);
        QCOMPARE(listening(ns, cluster), false);
        // The others still answer.
        QCOMPARE(ask(u"ray-prod"_s, u"training-gpu"_s, "/api/version").status, 200);

        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject {
                { u"namespace"_s, ns }, { u"cluster"_s, cluster }, { u"reachable"_s, true } } } }));
        VMRAY_WAIT_VERIFY(plainRequest(address, port, "GET", "/api/version").status == 200, 10000);
    }

    void aRay29ClusterAnswersWithGpustatsShapes()
    {
        const QString ns = u"ray-dev"_s, cluster = u"old-gpu"_s;
        QJsonObject c = validCluster(cluster, ns, 1);
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
        QCOMPARE(emu.request("POST", apiPath(ns, u"vmrayclusters"_s), toJson(c), emu.adminToken())
                     .status,
            201);
        VMRAY_WAIT_VERIFY(listening(ns, cluster) && nodes(ns, cluster).size() == 2, 60000);
        QCOMPARE(dashboardOf(emu, ns, cluster)[u"rayVersion"_s].toString(), u"2.9.3"_s);
        QCOMPARE(ask(ns, cluster, "/api/version").json()[u"ray_version"_s].toString(), u"2.9.3"_s);
        QJsonObject gpu29;
        for (const QJsonValue n : nodes(ns, cluster)) {
            QVERIFY(!n.toObject().contains(u"tpus"_s)); // not reported before 2.10
            if (!n[u"gpus"_s].toArray().isEmpty())
                gpu29 = n[u"gpus"_s].toArray().at(0).toObject();
        }
        for (const QString &key : { u"index"_s,
                 u"uuid"_s,
                 u"name"_s,
                 u"temperatureGpu"_s,
                 u"utilizationGpu"_s,
                 u"powerDraw"_s,
                 u"enforcedPowerLimit"_s,
                 u"memoryUsed"_s,
                 u"memoryTotal"_s,
                 u"processes"_s })
            QVERIFY2(gpu29.contains(key), qPrintable(key));
        QVERIFY(!gpu29.contains(u"processesPids"_s));
        QCOMPARE(gpu29[u"memoryTotal"_s].toInt(), 40960);
        for (const QJsonValue j : jobs(ns, cluster))
            QVERIFY(!j.toObject().contains(u"driver_exit_code"_s));
        // A cluster made now has no jobs from before it was made (a seeded one may).
        const QDateTime created = QDateTime::fromString(
            emu.get(apiPath(ns, u"vmrayclusters"_s) + u'/' + cluster, emu.adminToken())
                .json()[u"metadata"_s][u"creationTimestamp"_s]
                .toString(),
            Qt::ISODate);
        QVERIFY(created.isValid());
        for (const QJsonValue j : jobs(ns, cluster))
            QVERIFY2(j[u"start_time"_s].toInteger() >= created.toMSecsSinceEpoch(),
                qPrintable(j[u"entrypoint"_s].toString()));

        // The same GPU class on a 2.44.1 cluster: pynvml's shape.
        QJsonObject gpu244;
        for (const QJsonValue n : nodes(u"ray-prod"_s, u"training-gpu"_s))
            if (!n[u"gpus"_s].toArray().isEmpty())
                gpu244 = n[u"gpus"_s].toArray().at(0).toObject();
        QVERIFY(gpu244.contains(u"processesPids"_s));
        QVERIFY(!gpu244.contains(u"temperatureGpu"_s));
        QCOMPARE(gpu244[u"name"_s], gpu29[u"name"_s]);
    }

    void workersTheAutoscalerWaitsForAreDemands()
    {
        const QString ns = u"analytics"_s, cluster = u"etl-nightly"_s;
        // The next VM fails to be created, so the worker asked for never joins.
        QVERIFY(emu.fault({ { u"failVmCreations"_s, 1 } }));
        const QJsonObject patch { { u"spec"_s,
            QJsonObject { { u"autoscaler_desired_workers"_s,
                QJsonObject { { cluster + u"-w-pending1"_s, u"ray.worker.default"_s } } } } } };
        QCOMPARE(emu.request("PATCH",
                        apiPath(ns, u"vmrayclusters"_s) + u'/' + cluster,
                        toJson(patch),
                        emu.adminToken(),
                        "application/merge-patch+json")
                     .status,
            200);
        const auto report = [&] {
            return ask(ns, cluster, "/api/cluster_status").json()[u"data"_s][u"clusterStatus"_s];
        };
        VMRAY_WAIT_VERIFY(
            report()[u"autoscalerReport"_s][u"pendingLaunches"_s][u"ray.worker.default"_s].toInt()
                == 1,
            20000);
        const QJsonArray demand = report()[u"loadMetricsReport"_s][u"resourceDemand"_s].toArray();
        QCOMPARE(demand.size(), 1);
        QCOMPARE(demand.at(0)[0][u"CPU"_s].toDouble(), 2.0); // best-effort-medium
        QCOMPARE(demand.at(0)[1].toInt(), 1);
        const QString text = ask(ns, cluster, "/api/cluster_status?format=1")
                                 .json()[u"data"_s][u"clusterStatus"_s]
                                 .toString();
        QVERIFY2(text.contains(u"ray.worker.default, 1 launching"_s), qPrintable(text));
    }

    void noDashboardsWhenTurnedOff()
    {
        QTcpServer probe; // a port nobody serves, to look for dashboards on
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const int port = probe.serverPort();
        probe.close();
        EmulatorFixture off;
        QVERIFY(off.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--no-ray-dashboards"_s,
            u"--ray-dashboard-port"_s,
            QString::number(port) }));
        const QJsonObject all = off.get(u"/emulator/v1/ray-dashboards"_s, off.adminToken()).json();
        QCOMPARE(all[u"enabled"_s].toBool(true), false);
        QVERIFY(all[u"dashboards"_s].toArray().isEmpty());
        for (const QString &cluster : { u"analytics-prod"_s, u"training-gpu"_s }) {
            const QString address = serviceIp(off, u"ray-prod"_s, cluster);
            QVERIFY(address.startsWith(u"127."_s));
            QVERIFY(!plainRequest(address, port, "GET", "/api/version").connected);
        }
        QCOMPARE(off.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorDashboards)
#include "tst_emulator_dashboards.moc"
