// Every VM of a Supervisor in one table, against the emulator: one row per VM in every
// namespace, each with its Ray cluster and role; a VM that is no Ray node, or cannot be created,
// says so; rows come and go live; an account that may not list across namespaces is told so.
#include "emulatorfixture.h"
#include "items/fleetvmmodel.h"
#include "kube/kubeclient.h"
#include "ray/clusterstate.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <numeric>

using namespace Qt::StringLiterals;
using namespace vmray;
using namespace vmray::kube;
using namespace vmray::ray;

namespace {
const QString allVms = u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s;
} // namespace

class TestFleetVms : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager nam;

    std::unique_ptr<KubeClient> clientFor(const QString &token) { return clientFor(emu, token); }
    std::unique_ptr<KubeClient> clientFor(EmulatorFixture &server, const QString &token)
    {
        auto client = std::make_unique<KubeClient>(&nam);
        RequestPolicy p;
        p.server = server.url();
        p.bearerToken = token;
        QString error;
        p.trust = TlsTrust::fromCaFile(server.caFile(), &error);
        client->setPolicy(p);
        return client;
    }
    static const FleetVmRow *row(FleetVmModel *model, const QString &ns, const QString &name)
    {
        return model->find(ns + u'/' + name);
    }
    static QList<FleetVmRow> rowsOfCluster(FleetVmModel *model, const QString &cluster)
    {
        QList<FleetVmRow> rows;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->rowAt(r).cluster == cluster)
                rows.append(model->rowAt(r));
        }
        return rows;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s })); }
    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void listsEveryVmWithItsCluster()
    {
        auto client = clientFor(emu.adminToken());
        FleetVms fleet(client.get(), u"v1alpha2"_s);
        FleetVmModel table;
        table.follow(&fleet);
        QAbstractItemModelTester tester(
            (&table), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy synced(&fleet, &FleetVms::synced);
        fleet.start();
        QVERIFY(synced.wait(30000));
        // ray-dev's cluster is still coming up: once its VMs are all there the count holds still.
        const auto devSandboxUp = [&] {
            const QJsonObject status =
                emu.get(
                       u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters/dev-sandbox"_s,
                       emu.adminToken())
                    .json()
                    .value(u"status"_s)
                    .toObject();
            int running = 0;
            for (const QJsonValue w : status.value(u"current_workers"_s).toObject())
                running += w.toObject().value(u"vm_status"_s).toString() == u"running"_s ? 1 : 0;
            return running == 2;
        };
        VMRAY_WAIT_VERIFY(devSandboxUp(), 60000);
        const auto serverCount = [&] {
            return static_cast<int>(
                emu.get(allVms, emu.adminToken()).json().value(u"items"_s).toArray().size());
        };
        QVERIFY(serverCount() >= 10);
        // (The server is asked first: its answer lets the event loop run, and rows with it.)
        VMRAY_WAIT_VERIFY(
            [&] {
                const int server = serverCount();
                return (&table)->rowCount() == server;
            }(),
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            fleet.namespaceCount(), 3, 30000); // ray-dev's VMs are on their way

        // etl-nightly: its head by the label, its worker by the cluster's list.
        const QJsonObject cluster =
            emu.get(
                   u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters/etl-nightly"_s,
                   emu.adminToken())
                .json();
        const QString nounce = cluster.value(u"metadata"_s)
                                   .toObject()
                                   .value(u"labels"_s)
                                   .toObject()
                                   .value(u"vmray.kubernetes.io/head-nounce"_s)
                                   .toString();
        const FleetVmRow *head = row((&table), u"analytics"_s, u"etl-nightly-h-"_s + nounce);
        QVERIFY(head);
        QCOMPARE(head->cluster, u"etl-nightly"_s);
        QVERIFY(head->head);
        QCOMPARE(head->power, vmop::PowerState::PoweredOn);
        QVERIFY(!head->ip.isEmpty());
        const QStringList workers =
            cluster.value(u"status"_s).toObject().value(u"current_workers"_s).toObject().keys();
        QCOMPARE(workers.size(), 1);
        const FleetVmRow *worker = row((&table), u"analytics"_s, workers.first());
        QVERIFY(worker);
        QCOMPARE(worker->cluster, u"etl-nightly"_s);
        QVERIFY(!worker->head);
        const QModelIndex roleCell =
            (&table)->index((&table)->rowOf(worker->key()), FleetVmModel::Role);
        QCOMPARE(roleCell.data().toInt(), int(NodeRole::Worker));
        QCOMPARE(roleCell.data(RoleRole).toInt(), int(NodeRole::Worker));

        // A VM that is no Ray node and cannot be created: no cluster, and the reason.
        const QJsonObject stray { { u"apiVersion"_s, u"vmoperator.vmware.com/v1alpha2"_s },
            { u"kind"_s, u"VirtualMachine"_s },
            { u"metadata"_s, QJsonObject { { u"name"_s, u"lonely-vm"_s } } },
            { u"spec"_s,
                QJsonObject { { u"className"_s, u"no-such-class"_s },
                    { u"imageName"_s, u"vmi-7289e7d90a3c53e73"_s },
                    { u"storageClass"_s, u"vsan-default-storage-policy"_s },
                    { u"powerState"_s, u"PoweredOn"_s } } } };
        QCOMPARE(
            emu.request("POST",
                   u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-dev/virtualmachines"_s,
                   toJson(stray),
                   emu.adminToken())
                .status,
            201);
        QTRY_VERIFY_WITH_TIMEOUT(row((&table), u"ray-dev"_s, u"lonely-vm"_s)
                && row((&table), u"ray-dev"_s, u"lonely-vm"_s)
                       ->problem.contains(u"no-such-class"_s),
            30000);
        QVERIFY(row((&table), u"ray-dev"_s, u"lonely-vm"_s)->cluster.isEmpty());
        QVERIFY(fleet.problemCount() >= 1);

        // Gone from the Supervisor, gone from the table.
        QCOMPARE(
            emu.request("DELETE",
                   u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-dev/virtualmachines/lonely-vm"_s,
                   {},
                   emu.adminToken())
                .status,
            200);
        QTRY_VERIFY_WITH_TIMEOUT(!row((&table), u"ray-dev"_s, u"lonely-vm"_s), 30000);
        // The namespaces are counted as rows come and go, not by looking over every row.
        const auto distinctNamespaces = [&fleet] {
            QSet<QString> namespaces;
            for (const FleetVmRow &r : fleet.rows())
                namespaces.insert(r.ns);
            return int(namespaces.size());
        };
        QCOMPARE(fleet.namespaceCount(), distinctNamespaces());

        // A new cluster's VMs appear with their cluster as the operator makes them.
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-prod/vmrayclusters"_s,
                        toJson(validCluster(u"fresh"_s, u"ray-prod"_s, 1)),
                        emu.adminToken())
                     .status,
            201);
        QTRY_COMPARE_WITH_TIMEOUT(rowsOfCluster((&table), u"fresh"_s).size(), 2, 60000);
        QCOMPARE(fleet.namespaceCount(), distinctNamespaces());
    }

    void saysWhichVmsTheirClusterLeftBehind()
    {
        // After listsEveryVmWithItsCluster: "fresh" runs in ray-prod with two VMs.
        auto client = clientFor(emu.adminToken());
        FleetVms fleet(client.get(), u"v1alpha2"_s);
        FleetVmModel table;
        table.follow(&fleet);
        QAbstractItemModelTester tester(
            (&table), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy synced(&fleet, &FleetVms::synced);
        fleet.start();
        QVERIFY(synced.wait(30000));
        // The clusters are listed as metadata only.
        ResourceCache *clusters = fleet.caches().at(1);
        QTRY_VERIFY_WITH_TIMEOUT(clusters->hasSynced(), 30000);
        QVERIFY(!clusters->objects().isEmpty());
        for (const QJsonObject &c : clusters->objects())
            QCOMPARE(c.value(u"kind"_s).toString(), u"PartialObjectMetadata"_s);
        const auto freshRows = [&] {
            return rowsOfCluster((&table), u"fresh"_s);
        };
        QTRY_COMPARE_WITH_TIMEOUT(freshRows().size(), 2, 30000);
        for (const FleetVmRow &r : freshRows())
            QVERIFY(!r.clusterGone);
        const int problemsBefore = fleet.problemCount();

        // An admin forces the cluster away (its finalizer removed) while the operator is down:
        // its VMs stay behind, which the table says.
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, true } }));
        const QString path =
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-prod/vmrayclusters/fresh"_s;
        QCOMPARE(emu.request("DELETE", path, {}, emu.adminToken()).status, 200);
        QCOMPARE(emu.request("PATCH",
                        path,
                        R"({"metadata":{"finalizers":null}})",
                        emu.adminToken(),
                        "application/merge-patch+json")
                     .status,
            200);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QList<FleetVmRow> rows = freshRows();
                return rows.size() == 2 && rows.at(0).clusterGone && rows.at(1).clusterGone;
            }(),
            30000);
        const FleetVmRow left = freshRows().first();
        const QModelIndex problem =
            (&table)->index((&table)->rowOf(left.key()), FleetVmModel::Problem);
        // The table says so through the facts the presentation words.
        QVERIFY(problem.data(ClusterGoneRole).toBool());
        QCOMPARE(problem.data(ClusterRole).toString(), u"fresh"_s);
        QVERIFY(!problem.data(VmDeletingRole).toBool());
        QVERIFY(problem.data(HasProblemRole).toBool());
        QCOMPARE(fleet.problemCount(), problemsBefore + 2);
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, false } }));

        // A cluster of that name made again: its old VMs are no longer said to be left behind.
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-prod/vmrayclusters"_s,
                        toJson(validCluster(u"fresh"_s, u"ray-prod"_s, 1)),
                        emu.adminToken())
                     .status,
            201);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QList<FleetVmRow> rows = freshRows();
                return std::none_of(rows.begin(), rows.end(), [](const FleetVmRow &r) {
                    return r.clusterGone;
                });
            }(),
            30000);
    }

    // Every VM of a Supervisor is one list whose pages follow one another, so the list asks for
    // pages of about a megabyte: 500 VMs of about 2 KB, not the 250 that half a megabyte holds.
    void listsInPagesOfAMegabyte()
    {
        EmulatorFixture fleetEmu;
        QVERIFY(fleetEmu.start({ u"--seed"_s, u"fleet:1200"_s, u"--no-ray-dashboards"_s }));
        auto client = clientFor(fleetEmu, fleetEmu.adminToken());
        FleetVms fleet(client.get(), u"v1alpha2"_s);
        ResourceCache *vms = fleet.caches().first();
        QList<qsizetype> pages;
        connect(vms, &ResourceCache::objectsAdded, this, [&pages](const QList<QJsonObject> &added) {
            pages.append(added.size());
        });
        QSignalSpy synced(&fleet, &FleetVms::synced);
        fleet.start();
        QVERIFY(synced.wait(60000));
        // 100, 500, 500, 100 at the emulator's VM size; half a megabyte would take six pages.
        QCOMPARE(pages.first(), 100);
        QVERIFY2(pages.size() <= 4, qPrintable(QString::number(pages.size())));
        QCOMPARE(std::accumulate(pages.cbegin(), pages.cend(), qsizetype(0)), 1200);
        QCOMPARE(fleetEmu.stop(), 0);
    }

    void saysWhenTheAccountMayNotListAcrossNamespaces()
    {
        auto client = clientFor(emu.login(1));
        FleetVms fleet(client.get(), u"v1alpha2"_s);
        FleetVmModel table;
        table.follow(&fleet);
        QSignalSpy failed(&fleet, &FleetVms::failed);
        fleet.start();
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.first().first().value<KubeError>().httpStatus(), 403);
        QCOMPARE((&table)->rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestFleetVms)
#include "tst_fleetvms.moc"
