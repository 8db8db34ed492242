// One Supervisor's console session against the emulator, with no widget: connect, open a
// namespace, create a cluster, tear it down and disconnect, checking at each step that what the
// session's models hold is what the server holds, with the model tester on every model exposed.
#include "console/consolesession.h"
#include "emulatorfixture.h"
#include "items/fleetvmmodel.h"
#include "items/tasklog.h"
#include "ray/clusterapply.h"
#include "ray/clusterspec.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "ray/scopesummary.h"
#include "supervisor/supervisorconnection.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using Tester = QAbstractItemModelTester;

namespace {

constexpr auto ns = "ray-dev"_L1;

QStringList sorted(QStringList names)
{
    names.sort();
    return names;
}

QStringList namesOf(const QJsonArray &items)
{
    QStringList names;
    for (const QJsonValue item : items)
        names << item[u"metadata"_s][u"name"_s].toString();
    return sorted(names);
}

// The names in a model's first column, for the rows the model holds.
QStringList rowNames(const QAbstractItemModel *model, int role)
{
    QStringList names;
    for (int row = 0; row < model->rowCount(); ++row)
        names << model->index(row, 0).data(role).toString();
    return sorted(names);
}

const TaskRecord *taskOf(const TaskLog &log, TaskRecord::Kind kind, const QString &target)
{
    for (const TaskRecord &task : log.tasks()) {
        if (task.kind == kind && task.target == target)
            return log.find(task.id);
    }
    return nullptr;
}

} // namespace

class TestConsoleSession : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QTemporaryDir dir;

    ConnectionProfile profile() const
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        return p;
    }

    // Connects as the first user and waits until the connection is made.
    bool connectSession(ConsoleSession &session)
    {
        QSignalSpy connections(&session, &ConsoleSession::connectionChanged);
        session.policy()->connectTo(profile(), emu.password());
        return connections.wait(30000) && session.isConnected();
    }

    QJsonArray serverItems(const QString &path)
    {
        return emu.get(path, emu.adminToken()).json()[u"items"_s].toArray();
    }

    QStringList serverClusters()
    {
        return namesOf(serverItems(
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s.arg(ns)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir.isValid());
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"20"_s }));
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void connectOpenCreateTeardownDisconnect()
    {
        QNetworkAccessManager network;
        TaskLog log(dir.filePath(u"tasks.jsonl"_s));
        ConsoleSession session(&network, nullptr, nullptr);
        session.setTaskLog(&log);

        // Connected: the namespaces are the server's, each with its clusters counted.
        QVERIFY(connectSession(session));
        QCOMPARE(session.profile().server, profile().server);
        NamespaceModel *namespaces = session.namespaces();
        QVERIFY(namespaces);
        Tester namespaceTester(namespaces, Tester::FailureReportingMode::QtTest);
        const QStringList serverNamespaces = namesOf(serverItems(u"/api/v1/namespaces"_s));
        VMRAY_WAIT_VERIFY(session.namespaceNames().contains(ns), 30000);
        for (const QString &name : session.namespaceNames())
            QVERIFY2(serverNamespaces.contains(name), qPrintable(name));
        const auto countOf = [namespaces](const QString &name) {
            for (int row = 0; row < namespaces->rowCount(); ++row) {
                const QModelIndex index = namespaces->index(row, 0);
                if (index.data(NamespaceModel::NameRole).toString() == name)
                    return index.data(NamespaceModel::ClusterCountRole).toInt();
            }
            return -2;
        };
        const QStringList clustersBefore = serverClusters();
        QVERIFY(!clustersBefore.isEmpty());
        VMRAY_WAIT_VERIFY(countOf(ns) == clustersBefore.size(), 30000);

        // Opened at once, though the VM Operator may still be being discovered: it opens then.
        QSignalSpy opened(&session, &ConsoleSession::namespaceOpened);
        session.openNamespace(ns);
        QCOMPARE(session.currentNamespace(), QString(ns));
        VMRAY_WAIT_VERIFY(!opened.isEmpty(), 30000);
        QCOMPARE(opened.first().at(0).toString(), QString(ns));
        ray::NamespaceWorkspace *workspace = session.workspace();
        WorkspaceModels *models = session.workspaceModels();
        QVERIFY(workspace && models);
        Tester clusterTester(models->clusters(), Tester::FailureReportingMode::QtTest);
        Tester nodeTester(models->nodes(), Tester::FailureReportingMode::QtTest);
        Tester eventTester(models->events(), Tester::FailureReportingMode::QtTest);
        Tester selectedEventTester(models->selectedEvents(), Tester::FailureReportingMode::QtTest);
        Tester jobTester(models->jobs(), Tester::FailureReportingMode::QtTest);
        VMRAY_WAIT_VERIFY(
            rowNames(models->clusters(), ClusterTableModel::NameRole) == clustersBefore, 30000);
        VMRAY_WAIT_VERIFY(session.workspace()->isSynced(), 30000);

        // The Supervisor's summary counts every cluster of it.
        QSignalSpy summarized(&session, &ConsoleSession::summaryChanged);
        session.summarize({});
        QVERIFY(session.summary());
        const int allClusters =
            int(serverItems(u"/apis/vmray.broadcom.com/v1alpha1/vmrayclusters"_s).size());
        VMRAY_WAIT_VERIFY(session.summary()->figures().clustersListed
                && session.summary()->figures().clusters.total() == allClusters,
            30000);

        // All VMs: every VM of the Supervisor.
        ray::FleetVmModel allVms;
        Tester allVmsTester(&allVms, Tester::FailureReportingMode::QtTest);
        allVms.follow(session.fleetVms());
        const int serverVms =
            int(serverItems(u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s).size());
        VMRAY_WAIT_VERIFY(session.fleetVms()->hasSynced() && allVms.rowCount() == serverVms, 30000);

        // Create: the cluster is written, its row comes, and its task runs until it is up.
        const QString name = u"session-made"_s;
        const ray::ParsedSpec parsed = ray::parseClusterResource(toJson(validCluster(name, ns, 1)));
        QVERIFY(!parsed.hasErrors());
        const CreateTarget target = session.createTarget();
        QVERIFY(target.isCurrent());
        QCOMPARE(target.ns, QString(ns));
        QVERIFY(target.namespaces.contains(ns));
        ray::ClusterApply *apply = session.createCluster(parsed.spec, {});
        QVERIFY(apply);
        QSignalSpy applied(apply, &ray::ClusterApply::finished);
        QVERIFY(applied.wait(30000));
        QCOMPARE(apply->outcome(), ray::ClusterApply::Outcome::Created);
        QVERIFY(serverClusters().contains(name));
        VMRAY_WAIT_VERIFY(
            rowNames(models->clusters(), ClusterTableModel::NameRole).contains(name), 30000);
        const TaskRecord *created = taskOf(log, TaskRecord::Kind::CreateCluster, name);
        QVERIFY(created);
        const QString createTask = created->id;
        VMRAY_WAIT_VERIFY(log.find(createTask)->state == TaskRecord::State::Succeeded, 60000);

        // Teardown: what it would delete, then the cluster and its row are gone.
        const TeardownRequest request = session.teardownRequest({ name });
        QCOMPARE(request.plans.size(), 1);
        QVERIFY(request.running.isEmpty());
        QCOMPARE(request.plans.first().cluster, name);
        QVERIFY(!request.plans.first().headVm.isEmpty());
        const QList<ray::ClusterTeardown *> teardowns = session.deleteClusters(request.plans);
        QCOMPARE(teardowns.size(), 1);
        QCOMPARE(session.teardownRequest({ name }).running, teardowns); // not asked twice
        const TaskRecord *deleting = taskOf(log, TaskRecord::Kind::DeleteCluster, name);
        QVERIFY(deleting);
        const QString deleteTask = deleting->id;
        VMRAY_WAIT_VERIFY(log.find(deleteTask)->state == TaskRecord::State::Succeeded, 60000);
        QVERIFY(!serverClusters().contains(name));
        VMRAY_WAIT_VERIFY(
            rowNames(models->clusters(), ClusterTableModel::NameRole) == clustersBefore, 30000);

        // Disconnect: the parts go once whoever shows them has heard, and nothing is sent after.
        QPointer<NamespaceModel> gone = namespaces;
        QPointer<ray::FleetVms> fleet = session.fleetVms();
        bool partsThereWhenTold = false;
        connect(&session,
            &ConsoleSession::connectionChanged,
            this,
            [&](SupervisorConnection *connection) {
                partsThereWhenTold = !connection && gone && session.workspace();
            });
        session.policy()->disconnectFromSupervisor(false);
        VMRAY_WAIT_VERIFY(!session.isConnected(), 30000);
        QVERIFY(partsThereWhenTold);
        QVERIFY(!gone);
        QVERIFY(!fleet);
        QVERIFY(!session.workspace());
        QVERIFY(!session.namespaces());
        QVERIFY(!session.createTarget().isCurrent());
        QVERIFY(!target.isCurrent()); // a wizard opened before sends nothing now
        QCOMPARE(session.createCluster(parsed.spec, {}), nullptr);
        QVERIFY(session.visibleCaches().isEmpty());
    }

    // A create under way when the connection closes is stopped and its task says so; a window
    // following it learns it is gone (the wizard unlocks on that).
    void aCreateCutShortByADisconnectEnds()
    {
        QNetworkAccessManager network;
        TaskLog log(dir.filePath(u"disconnect-tasks.jsonl"_s));
        ConsoleSession session(&network, nullptr, nullptr);
        session.setTaskLog(&log);
        QVERIFY(connectSession(session));
        // The dry run is answered late: the disconnect comes first.
        QVERIFY(emu.fault(QJsonObject { { u"latency"_s,
            QJsonObject { { u"ms"_s, 3000 },
                { u"count"_s, 1 },
                { u"pathContains"_s, u"dryRun=All"_s } } } }));
        const QString name = u"cut-short"_s;
        const ray::ParsedSpec parsed = ray::parseClusterResource(toJson(validCluster(name, ns, 1)));
        QPointer<ray::ClusterApply> apply = session.createCluster(parsed.spec, {});
        QVERIFY(apply);
        QSignalSpy finished(apply.data(), &ray::ClusterApply::finished);
        const TaskRecord *task = taskOf(log, TaskRecord::Kind::CreateCluster, name);
        QVERIFY(task);
        const QString id = task->id;
        session.policy()->disconnectFromSupervisor(false);
        VMRAY_WAIT_VERIFY(!apply, 30000);
        QVERIFY(finished.isEmpty());
        QCOMPARE(log.find(id)->state, TaskRecord::State::Interrupted);
        QVERIFY2(log.find(id)->progress.english().contains(u"disconnected"_s),
            qPrintable(log.find(id)->progress.english()));
    }

    // A create abandoned by its window (the wizard closed) is gone at once, so no answer already
    // on its way takes it to its next request; its task is interrupted and says why.
    void anAbandonedCreateIsGoneAtOnce()
    {
        QNetworkAccessManager network;
        TaskLog log(dir.filePath(u"cancel-tasks.jsonl"_s));
        ConsoleSession session(&network, nullptr, nullptr);
        session.setTaskLog(&log);
        QVERIFY(connectSession(session));
        const QString name = u"abandoned"_s;
        const ray::ParsedSpec parsed = ray::parseClusterResource(toJson(validCluster(name, ns, 1)));
        QPointer<ray::ClusterApply> apply = session.createCluster(parsed.spec, {});
        QVERIFY(apply);
        const QString id = taskOf(log, TaskRecord::Kind::CreateCluster, name)->id;
        session.operations()->cancelCreate(apply);
        QVERIFY(!apply);
        QCOMPARE(log.find(id)->state, TaskRecord::State::Interrupted);
        QVERIFY2(log.find(id)->progress.english().contains(u"wizard was closed"_s),
            qPrintable(log.find(id)->progress.english()));
    }
};

QTEST_GUILESS_MAIN(TestConsoleSession)
#include "tst_console_session.moc"
