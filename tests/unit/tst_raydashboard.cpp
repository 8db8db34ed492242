// The Ray dashboard's answers read into typed values: nodes, cluster status, jobs and the stop
// reply of Ray 2.44.1 and 2.9.3, and answers that are broken, mistyped or too large.
#include "ray/raydashboard.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::ray;

namespace {

QByteArray fixture(const QString &version, const QString &name)
{
    QFile file(QStringLiteral(VMRAY_RAY_DASHBOARD_DATA) + u'/' + version + u'/' + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray nodesEnvelope(const QJsonArray &summary)
{
    return compact({ { u"result"_s, true },
        { u"msg"_s, u"Node summary fetched."_s },
        { u"data"_s, QJsonObject { { u"summary"_s, summary } } } });
}

const DashboardNode *byIp(const QList<DashboardNode> &nodes, const QString &ip)
{
    for (const DashboardNode &n : nodes) {
        if (n.ip == ip)
            return &n;
    }
    return nullptr;
}

const DashboardJob *byId(const QList<DashboardJob> &jobs, const QString &id)
{
    for (const DashboardJob &j : jobs) {
        if (j.id() == id)
            return &j;
    }
    return nullptr;
}

QDateTime utcMs(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

} // namespace

class TestRayDashboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nodes_data();
    void nodes();
    void clusterStatus_data();
    void clusterStatus();
    void clusterStatusUnderAutoscalerV2();
    void clusterStatusBeforeTheAutoscalerReports();
    void jobs_data();
    void jobs();
    void stopReply_data();
    void stopReply();
    void malformed_data();
    void malformed();
    void wrongTypesReadAsAbsent();
    void podDiskPlaceholderIsNoDisk();
    void tooLargeIsRefusedUnread();
    void manyNodes();
    void resourceNames();
};

void TestRayDashboard::nodes_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("2.44.1") << u"2.44.1"_s;
    QTest::newRow("2.9.3") << u"2.9.3"_s;
}

void TestRayDashboard::nodes()
{
    QFETCH(QString, version);
    const auto parsed = RayDashboardParser::parseNodes(fixture(version, u"nodes.json"_s));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    const QList<DashboardNode> &nodes = parsed.value;
    QCOMPARE(nodes.size(), 4);

    const DashboardNode *head = byIp(nodes, u"10.0.0.10"_s);
    QVERIFY(head);
    QCOMPARE(head->nodeId, u"0d3f6b5c8e1a4b2c9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e"_s);
    QCOMPARE(head->hostname, u"ray-head-0"_s);
    QCOMPARE(head->state, RayNodeState::Alive);
    QVERIFY(head->isHead);
    QCOMPARE(head->cpuPercent, 12.5);
    QCOMPARE(head->logicalCpus, 4);
    QCOMPARE(head->memoryTotalBytes, 16777216000LL);
    QCOMPARE(head->memoryUsedBytes, 3892314112LL);
    QVERIFY(head->memoryPercent && qAbs(*head->memoryPercent - 23.2) < 1e-9);
    QCOMPARE(head->diskTotalBytes, 107374182400LL);
    QCOMPARE(head->diskUsedBytes, 21474836480LL);
    QCOMPARE(head->diskPercent, 20.0);
    QVERIFY(head->gpus.isEmpty());
    QCOMPARE(head->gpuCount(), 0);
    QVERIFY(!head->gpuUtilizationPercent());
    QCOMPARE(head->startTime, utcMs(1716990100123)); // a string in the JSON
    QVERIFY(!head->endTime.isValid()); // "0" while alive
    QCOMPARE(head->logicalResources.value(u"object_store_memory"_s), 5e9);
    QCOMPARE(head->logicalResources.value(u"CPU"_s), 4.0);
    QVERIFY(head->hasPhysicalStats());

    const DashboardNode *cpuWorker = byIp(nodes, u"10.0.0.11"_s);
    QVERIFY(cpuWorker);
    QVERIFY(!cpuWorker->isHead);
    QCOMPARE(cpuWorker->cpuPercent, 87.0);
    QCOMPARE(cpuWorker->logicalCpus, 8); // [8, null]: the physical count is unknown
    QCOMPARE(cpuWorker->memoryPercent, 50.0);

    const DashboardNode *gpuWorker = byIp(nodes, u"10.0.0.12"_s);
    QVERIFY(gpuWorker);
    QCOMPARE(gpuWorker->hostname, u"ray-worker-gpu-1"_s);
    QCOMPARE(gpuWorker->gpus.size(), 1);
    const DashboardGpu &gpu = gpuWorker->gpus.constFirst();
    QCOMPARE(gpu.index, 0);
    QCOMPARE(gpu.name, u"Tesla T4"_s);
    QCOMPARE(gpu.utilizationPercent, 63.0);
    QCOMPARE(gpu.memoryUsedMiB, 9021.0);
    QCOMPARE(gpu.memoryTotalMiB, 15360.0);
    QCOMPARE(gpuWorker->gpuCount(), 1);
    QCOMPARE(gpuWorker->gpuUtilizationPercent(), 63.0);
    QCOMPARE(gpuWorker->gpuMemoryUsedMiB(), 9021.0);
    QCOMPARE(gpuWorker->gpuMemoryTotalMiB(), 15360.0);
    QCOMPARE(gpuWorker->diskPercent, 50.0);
    // The camel-cased accelerator resource comes back under Ray's own name.
    QCOMPARE(gpuWorker->logicalResources.value(u"accelerator_type:T4"_s), 1.0);

    // The dead node has only what GCS keeps: no stats of any kind, and why it died.
    const DashboardNode *dead = byIp(nodes, u"10.0.0.13"_s);
    QVERIFY(dead);
    QCOMPARE(dead->state, RayNodeState::Dead);
    QCOMPARE(dead->hostname, u"ray-worker-cpu-0"_s); // from the raylet part
    QVERIFY(!dead->hasPhysicalStats());
    QVERIFY(!dead->cpuPercent);
    QVERIFY(!dead->memoryTotalBytes && !dead->memoryUsedBytes && !dead->memoryPercent);
    QVERIFY(!dead->diskTotalBytes && !dead->diskPercent);
    QVERIFY(dead->gpus.isEmpty());
    QCOMPARE(dead->endTime, utcMs(1716995000000));
    QVERIFY(dead->stateMessage.contains(u"health check failed"_s));
}

void TestRayDashboard::clusterStatus_data()
{
    nodes_data();
}

void TestRayDashboard::clusterStatus()
{
    QFETCH(QString, version);
    const auto parsed =
        RayDashboardParser::parseClusterStatus(fixture(version, u"cluster_status.json"_s));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    const DashboardClusterStatus &status = parsed.value;
    QVERIFY(status.autoscalerStatusAvailable);
    QVERIFY(status.autoscalerError.isEmpty());
    QCOMPARE(status.reportedAt, utcMs(1717000000500));

    // Totals of what can be scheduled, in a fixed order; Ray's bookkeeping resources (per node,
    // per accelerator type, per placement group, in either spelling) are left out.
    QStringList names;
    for (const DashboardResource &r : status.usage)
        names << r.name;
    QCOMPARE(names, QStringList({ u"CPU"_s, u"GPU"_s, u"memory"_s, u"object_store_memory"_s }));
    QCOMPARE(status.resource(u"CPU"_s)->used, 9.0);
    QCOMPARE(status.resource(u"CPU"_s)->total, 20.0);
    QCOMPARE(status.resource(u"GPU"_s)->used, 1.0);
    QCOMPARE(status.resource(u"objectStoreMemory"_s)->total, 25e9);
    QVERIFY(!status.resource(u"TPU"_s));

    QCOMPARE(status.pendingDemands.size(), 2);
    QCOMPARE(status.pendingDemands.at(0).count, 2);
    QCOMPARE(status.pendingDemands.at(0).resources,
        (QMap<QString, double> { { u"CPU"_s, 1.0 }, { u"GPU"_s, 1.0 } }));
    QCOMPARE(status.pendingDemands.at(1).resources.value(u"memory"_s), 2147483648.0);
    QCOMPARE(status.requestedResources.size(), 1);
    QCOMPARE(status.requestedResources.at(0).resources.value(u"CPU"_s), 16.0);
    QCOMPARE(status.pendingPlacementGroups, 1);

    QVERIFY(status.autoscalerReportAvailable);
    QCOMPARE(status.activeNodes.value(u"ray.worker.gpu"_s), 1);
    QCOMPARE(status.activeNodes.size(), 3);
    QCOMPARE(status.pendingLaunches.value(u"ray.worker.gpu"_s), 1);
    QCOMPARE(status.pendingNodes.size(), 1);
    QCOMPARE(status.pendingNodes.at(0).ip, u"10.0.0.14"_s);
    QCOMPARE(status.pendingNodes.at(0).nodeType, u"ray.worker.gpu"_s);
    QCOMPARE(status.pendingNodes.at(0).status, u"setting-up"_s);
    if (version == u"2.9.3"_s) {
        QCOMPARE(status.failedNodes.size(), 1);
        QCOMPARE(status.failedNodes.at(0).ip, u"10.0.0.13"_s);
        QCOMPARE(status.failedNodes.at(0).nodeType, u"ray.worker.cpu"_s);
        QVERIFY(status.idleNodes.isEmpty()); // null there
    } else {
        QVERIFY(status.failedNodes.isEmpty());
        QCOMPARE(status.idleNodes.value(u"ray.head.default"_s), 1);
    }
}

void TestRayDashboard::clusterStatusUnderAutoscalerV2()
{
    const auto parsed = RayDashboardParser::parseClusterStatus(
        fixture(u"2.44.1"_s, u"cluster_status_autoscaler_v2.json"_s));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    QVERIFY(!parsed.value.autoscalerStatusAvailable);
    QVERIFY(parsed.value.usage.isEmpty());
    QVERIFY(parsed.value.pendingDemands.isEmpty());

    // format=1 puts text where the structure would be: not a structured status either.
    const auto text = RayDashboardParser::parseClusterStatus(R"({"result": true, "msg": "",
        "data": {"clusterStatus": "======== Autoscaler status ========"}})");
    QVERIFY(text.ok());
    QVERIFY(!text.value.autoscalerStatusAvailable);
}

void TestRayDashboard::clusterStatusBeforeTheAutoscalerReports()
{
    // Load metrics but no autoscaler report yet; the autoscaler's error is passed on.
    const auto parsed = RayDashboardParser::parseClusterStatus(R"({"result": true,
        "data": {"autoscalingError": "Traceback (most recent call last):\n  File x\nRuntimeError: no quota",
        "clusterStatus": {"loadMetricsReport": {"usage": {"CPU": [0.0, 4.0]}}}}})");
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    QVERIFY(parsed.value.autoscalerStatusAvailable);
    QVERIFY(!parsed.value.autoscalerReportAvailable);
    QCOMPARE(parsed.value.autoscalerError, u"RuntimeError: no quota"_s);
    QCOMPARE(parsed.value.usage.size(), 1);
    QVERIFY(parsed.value.pendingNodes.isEmpty());
}

void TestRayDashboard::jobs_data()
{
    nodes_data();
}

void TestRayDashboard::jobs()
{
    QFETCH(QString, version);
    const auto parsed = RayDashboardParser::parseJobs(fixture(version, u"jobs.json"_s));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    const QList<DashboardJob> &jobs = parsed.value;
    QCOMPARE(jobs.size(), 6);

    const DashboardJob *running = byId(jobs, u"raysubmit_8kZ2yQeG1nW3hJ5a"_s);
    QVERIFY(running);
    QCOMPARE(running->type, RayJobType::Submission);
    QCOMPARE(running->jobId, u"02000000"_s);
    QCOMPARE(running->status, RayJobStatus::Running);
    QCOMPARE(running->entrypoint, u"python train.py"_s);
    QCOMPARE(running->message, u"Job is currently running."_s);
    QCOMPARE(running->startTime, utcMs(1717000000123));
    QVERIFY(!running->endTime.isValid()); // null
    QCOMPARE(running->driverNodeIp, u"10.0.0.10"_s);
    QVERIFY(running->isStoppable());
    QVERIFY(!running->isTerminal());

    const DashboardJob *failed = byId(jobs, u"raysubmit_Qw3rTy7uI9oP1aSd"_s);
    QVERIFY(failed);
    QCOMPARE(failed->status, RayJobStatus::Failed);
    QVERIFY(failed->jobId.isEmpty());
    QVERIFY(failed->message.contains(u"ZeroDivisionError"_s));
    QCOMPARE(failed->endTime, utcMs(1716999060000));
    QVERIFY(failed->isTerminal());
    QVERIFY(!failed->isStoppable());
    if (version == u"2.44.1"_s)
        QCOMPARE(failed->driverExitCode, 1);
    else
        QVERIFY(!failed->driverExitCode); // 2.9 has no such field

    const DashboardJob *pending = byId(jobs, u"raysubmit_Pend1ngJ0bXyZ1234"_s);
    QVERIFY(pending);
    QCOMPARE(pending->status, RayJobStatus::Pending);
    QCOMPARE(pending->startTime, utcMs(1717000100000)); // given as a string
    QVERIFY(pending->isStoppable());

    const DashboardJob *stopped = byId(jobs, u"raysubmit_St0ppedJobAbCdEf"_s);
    QVERIFY(stopped);
    QCOMPARE(stopped->status, RayJobStatus::Stopped);

    const DashboardJob *driver = byId(jobs, u"01000000"_s);
    QVERIFY(driver);
    QCOMPARE(driver->type, RayJobType::Driver);
    QVERIFY(driver->submissionId.isEmpty());
    QCOMPARE(driver->status, RayJobStatus::Succeeded);
    QVERIFY(!driver->isStoppable()); // Ray stops only submitted jobs

    const DashboardJob *liveDriver = byId(jobs, u"04000000"_s);
    QVERIFY(liveDriver);
    QCOMPARE(liveDriver->status, RayJobStatus::Running);
    QVERIFY(!liveDriver->endTime.isValid()); // 0 while running
    QVERIFY(!liveDriver->isStoppable());
}

void TestRayDashboard::stopReply_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<bool>("stopped");
    QTest::addColumn<QString>("errorContains");

    QTest::newRow("stopped") << 200 << QByteArray(R"({"stopped": true})") << true << true << "";
    QTest::newRow("already ended")
        << 200 << QByteArray(R"({"stopped": false})") << true << false << "";
    QTest::newRow("unknown job") << 404 << QByteArray("Job raysubmit_x does not exist") << false
                                 << false << "Job raysubmit_x does not exist";
    QTest::newRow("driver job") << 400 << QByteArray("Can only stop submission type jobs") << false
                                << false << "Can only stop submission type jobs";
    QTest::newRow("browser") << 405 << QByteArray("Method Not Allowed for browser traffic.")
                             << false << false << "405";
    QTest::newRow("traceback") << 500
                               << QByteArray(
                                      "Traceback (most recent call last):\n  File \"job_head.py\"\n"
                                      "RuntimeError: agent unreachable\n")
                               << false << false << "RuntimeError: agent unreachable";
    QTest::newRow("proxy page") << 502 << QByteArray("<html><body>Bad gateway</body></html>")
                                << false << false << "502";
    QTest::newRow("not json") << 200 << QByteArray("stopped") << false << false << "JSON";
    QTest::newRow("no field") << 200 << QByteArray(R"({"ok": true})") << false << false
                              << "whether";
    QTest::newRow("wrong type") << 200 << QByteArray(R"({"stopped": "yes"})") << false << false
                                << "whether";
    QTest::newRow("empty") << 200 << QByteArray() << false << false << "empty";
}

void TestRayDashboard::stopReply()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(bool, ok);
    QFETCH(bool, stopped);
    QFETCH(QString, errorContains);
    const auto parsed = RayDashboardParser::parseStopReply(status, body);
    QCOMPARE(parsed.ok(), ok);
    QCOMPARE(parsed.value.stopped, stopped);
    QVERIFY2(parsed.error.english().contains(errorContains), qPrintable(parsed.error.english()));
    QVERIFY(!parsed.error.english().contains(u"<html>"_s));
    QVERIFY(!parsed.error.english().contains(u"Traceback"_s));
}

void TestRayDashboard::malformed_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("errorContains");
    QTest::addColumn<bool>("jobsToo"); // the jobs list has no envelope to check

    QTest::newRow("empty") << QByteArray() << "empty" << true;
    QTest::newRow("blank") << QByteArray(" \n ") << "empty" << true;
    QTest::newRow("html") << QByteArray("<html>502</html>") << "JSON" << true;
    QTest::newRow("truncated") << QByteArray(R"({"result": true, "data": {"summary": [{)") << "JSON"
                               << true;
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe{[", 5) << "JSON" << true;
    QTest::newRow("number") << QByteArray("42") << "" << true;
    QTest::newRow("too deep") << QByteArray(5000, '[') + QByteArray(5000, ']') << "" << false;
    QTest::newRow("route error") << QByteArray(
        R"({"result": false, "msg": "Traceback (most recent call last):\n)"
        R"(  File \"node_head.py\"\nKeyError: 'summary'", "data": {}})")
                                 << "KeyError: 'summary'" << true;
    QTest::newRow("error without message") << QByteArray(R"({"result": false})") << "error" << true;
    QTest::newRow("no data") << QByteArray(R"({"result": true, "msg": "ok"})") << "data" << false;
    QTest::newRow("data is text") << QByteArray(R"({"result": true, "data": "x"})") << "data"
                                  << false;
}

void TestRayDashboard::malformed()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, errorContains);
    QFETCH(bool, jobsToo);

    const auto nodes = RayDashboardParser::parseNodes(body);
    QVERIFY(!nodes.ok());
    QVERIFY2(nodes.error.english().contains(errorContains), qPrintable(nodes.error.english()));
    QVERIFY(nodes.value.isEmpty());
    QVERIFY(!nodes.error.english().contains(u"Traceback"_s));

    const auto status = RayDashboardParser::parseClusterStatus(body);
    QVERIFY(!status.ok());
    QVERIFY2(status.error.english().contains(errorContains), qPrintable(status.error.english()));
    QVERIFY(!status.value.autoscalerStatusAvailable);

    const auto jobs = RayDashboardParser::parseJobs(body);
    QVERIFY(!jobs.ok());
    QVERIFY(jobs.value.isEmpty());
    if (jobsToo)
        QVERIFY2(jobs.error.english().contains(errorContains), qPrintable(jobs.error.english()));
}

void TestRayDashboard::wrongTypesReadAsAbsent()
{
    // Every field of the wrong type: each reads as absent, the parse itself succeeds.
    const QJsonArray summary {
        QJsonObject { { u"cpu"_s, u"busy"_s },
            { u"cpus"_s, u"8"_s },
            { u"mem"_s, QJsonObject { { u"total"_s, 1 } } },
            { u"gpus"_s, u"none"_s },
            { u"disk"_s, QJsonObject { { u"/"_s, 5 } } },
            { u"hostname"_s, 7 },
            { u"raylet"_s,
                QJsonObject { { u"nodeId"_s, u"aa"_s },
                    { u"nodeManagerAddress"_s, u"10.0.0.20"_s },
                    { u"state"_s, 1 },
                    { u"isHeadNode"_s, u"true"_s },
                    { u"startTimeMs"_s, u"soon"_s },
                    { u"resourcesTotal"_s, QJsonArray { 1, 2 } } } } },
        QJsonObject { { u"cpu"_s, 150.0 }, // not a percentage
            { u"mem"_s, QJsonArray { -5, u"x"_s, 300, QJsonValue() } },
            { u"gpus"_s,
                QJsonArray { 3,
                    QJsonObject {
                        { u"utilizationGpu"_s, QJsonValue() }, { u"memoryUsed"_s, u"12"_s } } } },
            { u"raylet"_s, QJsonArray {} },
            { u"ip"_s, u"10.0.0.21"_s } },
        u"not a node"_s,
        QJsonObject {}, // nothing to tell it by: left out
    };
    const auto parsed = RayDashboardParser::parseNodes(nodesEnvelope(summary));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.english()));
    QCOMPARE(parsed.value.size(), 2);
    const DashboardNode &a = parsed.value.at(0);
    QCOMPARE(a.ip, u"10.0.0.20"_s);
    QCOMPARE(a.state, RayNodeState::Unknown);
    QVERIFY(!a.isHead);
    QVERIFY(!a.cpuPercent && !a.logicalCpus && !a.memoryTotalBytes && !a.diskTotalBytes);
    QVERIFY(a.gpus.isEmpty());
    QVERIFY(a.hostname.isEmpty());
    QVERIFY(!a.startTime.isValid());
    QVERIFY(a.logicalResources.isEmpty());
    const DashboardNode &b = parsed.value.at(1);
    QCOMPARE(b.ip, u"10.0.0.21"_s); // the agent's address when the raylet part is missing
    QVERIFY(!b.cpuPercent);
    QVERIFY(!b.memoryTotalBytes && !b.memoryUsedBytes);
    QCOMPARE(b.gpus.size(), 1);
    QVERIFY(!b.gpus.at(0).utilizationPercent); // null: NVML had no reading
    QCOMPARE(b.gpus.at(0).memoryUsedMiB, 12.0);
    QVERIFY(!b.gpuUtilizationPercent());

    const auto noList =
        RayDashboardParser::parseNodes(R"({"result": true, "data": {"summary": {}}})");
    QVERIFY(!noList.ok());

    const auto jobs = RayDashboardParser::parseJobs(R"([{"type": 3, "status": "EXPLODED",
        "submission_id": ["x"], "start_time": {"ms": 1}, "end_time": -5, "driver_exit_code": "1",
        "driver_info": "none"}, 5, null])");
    QVERIFY2(jobs.ok(), qPrintable(jobs.error.english()));
    QCOMPARE(jobs.value.size(), 1);
    QCOMPARE(jobs.value.at(0).type, RayJobType::Unknown);
    QCOMPARE(jobs.value.at(0).status, RayJobStatus::Unknown);
    QVERIFY(jobs.value.at(0).id().isEmpty());
    QVERIFY(!jobs.value.at(0).startTime.isValid() && !jobs.value.at(0).endTime.isValid());
    QVERIFY(!jobs.value.at(0).driverExitCode);
    QVERIFY(!jobs.value.at(0).isStoppable());

    const auto notList = RayDashboardParser::parseJobs(R"({"jobs": []})");
    QVERIFY(!notList.ok());
    QVERIFY(notList.error.english().contains(u"not a list"_s));

    const auto status = RayDashboardParser::parseClusterStatus(R"({"result": true, "data":
        {"clusterStatus": {"time": "late", "loadMetricsReport": {"usage": {"CPU": "4",
        "GPU": [1], "memory": [1.0, 2.0]}, "resourceDemand": [[{"CPU": 1}], [5, 1], "x",
        [{"CPU": 1}, -2], [{"CPU": 2}, 3]], "pgDemand": {}}, "autoscalerReport": {
        "activeNodes": [1], "pendingNodes": [["only-ip"], "x", [1, 2, 3]],
        "failedNodes": 5}}}})");
    QVERIFY2(status.ok(), qPrintable(status.error.english()));
    QVERIFY(!status.value.reportedAt.isValid());
    QCOMPARE(status.value.usage.size(), 1); // only memory has [used, total]
    QCOMPARE(status.value.pendingDemands.size(), 1);
    QCOMPARE(status.value.pendingDemands.at(0).count, 3);
    QCOMPARE(status.value.pendingPlacementGroups, 0);
    QVERIFY(status.value.activeNodes.isEmpty());
    QCOMPARE(status.value.pendingNodes.size(), 1); // [1, 2, 3] has no text but is a node
    QVERIFY(status.value.failedNodes.isEmpty());
}

void TestRayDashboard::podDiskPlaceholderIsNoDisk()
{
    // In a pod Ray reports a placeholder disk of one byte unless told otherwise.
    const QJsonArray summary { QJsonObject { { u"disk"_s,
                                                 QJsonObject { { u"/"_s,
                                                     QJsonObject { { u"total"_s, 1 },
                                                         { u"used"_s, 0 },
                                                         { u"free"_s, 1 },
                                                         { u"percent"_s, 0.0 } } } } },
        { u"raylet"_s,
            QJsonObject {
                { u"nodeId"_s, u"bb"_s }, { u"nodeManagerAddress"_s, u"10.0.0.30"_s } } } } };
    const auto parsed = RayDashboardParser::parseNodes(nodesEnvelope(summary));
    QVERIFY(parsed.ok());
    QVERIFY(!parsed.value.at(0).diskTotalBytes);
    QVERIFY(!parsed.value.at(0).diskPercent);
}

void TestRayDashboard::tooLargeIsRefusedUnread()
{
    const QByteArray nodes = fixture(u"2.44.1"_s, u"nodes.json"_s);
    const auto refused = RayDashboardParser::parseNodes(nodes, nodes.size() - 1);
    QVERIFY(!refused.ok());
    QVERIFY2(
        refused.error.english().contains(u"larger than"_s), qPrintable(refused.error.english()));
    QVERIFY(refused.value.isEmpty());
    QVERIFY(RayDashboardParser::parseNodes(nodes, nodes.size()).ok());

    const QByteArray jobs = fixture(u"2.9.3"_s, u"jobs.json"_s);
    QVERIFY(!RayDashboardParser::parseJobs(jobs, 1024).ok());
    const QByteArray status = fixture(u"2.9.3"_s, u"cluster_status.json"_s);
    QVERIFY(!RayDashboardParser::parseClusterStatus(status, 1024).ok());
    // The default is the console's response limit.
    QVERIFY(RayDashboardParser::defaultMaxBytes() >= 1024 * 1024);
}

void TestRayDashboard::manyNodes()
{
    // A large cluster's summary, each node with its worker processes' stats.
    const QJsonObject node = QJsonDocument::fromJson(fixture(u"2.44.1"_s, u"nodes.json"_s))
                                 .object()[u"data"_s]
                                 .toObject()[u"summary"_s]
                                 .toArray()
                                 .at(2)
                                 .toObject();
    QJsonArray summary;
    for (int i = 0; i < 2000; ++i) {
        QJsonObject n = node;
        QJsonObject raylet = n[u"raylet"_s].toObject();
        raylet[u"nodeManagerAddress"_s] = u"10.1.%1.%2"_s.arg(i / 250).arg(i % 250);
        n[u"raylet"_s] = raylet;
        summary.append(n);
    }
    const auto parsed = RayDashboardParser::parseNodes(nodesEnvelope(summary));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value.size(), 2000);
    QCOMPARE(parsed.value.last().ip, u"10.1.7.249"_s);
    QCOMPARE(parsed.value.last().gpuCount(), 1);
}

void TestRayDashboard::resourceNames()
{
    QCOMPARE(RayDashboardParser::canonicalResourceName(u"objectStoreMemory"_s),
        u"object_store_memory"_s);
    QCOMPARE(RayDashboardParser::canonicalResourceName(u"object_store_memory"_s),
        u"object_store_memory"_s);
    QCOMPARE(RayDashboardParser::canonicalResourceName(u"node:InternalHead"_s),
        u"node:__internal_head__"_s);
    QCOMPARE(RayDashboardParser::canonicalResourceName(u"acceleratorType:A100"_s),
        u"accelerator_type:A100"_s);
    QCOMPARE(RayDashboardParser::canonicalResourceName(u"CPU"_s), u"CPU"_s);
    QCOMPARE(RayDashboardParser::jobStatusFromString(u"SUCCEEDED"_s), RayJobStatus::Succeeded);
    QCOMPARE(RayDashboardParser::jobStatusFromString(u"succeeded"_s), RayJobStatus::Unknown);

    // A node without NVML still has the GPUs Ray schedules on.
    DashboardNode node;
    node.logicalResources.insert(u"GPU"_s, 2.0);
    QCOMPARE(node.gpuCount(), 2);
}

QTEST_GUILESS_MAIN(TestRayDashboard)
#include "tst_raydashboard.moc"
