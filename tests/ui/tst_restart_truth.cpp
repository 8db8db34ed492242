// The Supervisor restarts under a live console, in three ways: with its store as it was, with
// its store renumbered (an etcd restore), and onto a different store at the same versions (a
// restore from another backup: objects renamed and replaced). The server is down for a few
// seconds meanwhile, and the window says its data is not current: a banner over the panes,
// dimmed rows, no "Connected" in the header. Afterwards the tree's counts, a namespace's
// clusters, All VMs and the follow of a new cluster equal what a console connected afresh shows:
// no ghost row or count, no stale address, nothing missing.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "fleetwindow.h"
#include "items/fleetvmmodel.h"
#include "items/workspacemodels.h"
#include "language.h"
#include "mainwindow.h"
#include "ray/createdclusterfollow.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/supervisorconnection.h"
#include "wizard/createdclustertext.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

// A console connected to the emulator: its window, All VMs, and the follow of one cluster.
struct Console
{
    QNetworkAccessManager network;
    MainWindow window;
    ConnectionFlow flow { &network, nullptr, nullptr, &window };
    FleetWindow *fleet = nullptr;
    std::unique_ptr<ray::CreatedClusterFollow> follow;
    QString followText;

    bool connectTo(EmulatorFixture &emu)
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window.show();
        flow.connectTo(p, emu.password());
        return QTest::qWaitFor(
            [this] {
                return window.namespaceModel() && window.namespaceModel()->rowCount() == 3;
            },
            30000);
    }
    void followCluster(const QString &ns, const QString &name)
    {
        SupervisorSession *session = flow.connection()->session();
        follow =
            std::make_unique<ray::CreatedClusterFollow>(session->client(), session->cacheTracker());
        QObject::connect(follow.get(),
            &ray::CreatedClusterFollow::changed,
            follow.get(),
            [this](const ray::CreatedClusterState &state) {
                bool problem = false;
                const QString text = CreatedClusterText::of(state, &problem);
                followText = (problem ? u"problem: "_s : QString()) + text;
            });
        follow->start(ns, name);
    }

    // What a user reads: the namespaces with their counts, the clusters of the namespace on
    // screen with their states, and every VM with its cluster and address.
    QStringList namespaces() const
    {
        QStringList out;
        for (int r = 0; r < window.namespaceModel()->rowCount(); ++r)
            out << window.namespaceModel()->index(r, 0).data().toString();
        out.sort();
        return out;
    }
    QStringList clusters() const
    {
        QStringList out;
        const QAbstractItemModel *m = window.clusterView()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out << m->index(r, ClusterTableModel::Name).data().toString() + u' '
                    + m->index(r, ClusterTableModel::State).data().toString();
        out.sort();
        return out;
    }
    QStringList vms() const
    {
        QStringList out;
        const QAbstractItemModel *m = fleet->view()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out << m->index(r, ray::FleetVmModel::Name).data().toString() + u' '
                    + m->index(r, ray::FleetVmModel::Cluster).data().toString() + u' '
                    + m->index(r, ray::FleetVmModel::Ip).data().toString();
        out.sort();
        return out;
    }
};

QString firstDifference(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString x = a.value(i, u"(none)"_s);
        const QString y = b.value(i, u"(none)"_s);
        if (x != y)
            return x + u" | fresh: "_s + y;
    }
    return {};
}

} // namespace

class TestRestartTruth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QLocale(QLocale::English));
    }

    void showsWhatTheServerHoldsAfterItRestarts_data()
    {
        QTest::addColumn<QString>("store");
        QTest::newRow("same store") << u"same"_s;
        QTest::newRow("store renumbered") << u"renumbered"_s;
        QTest::newRow("a different store") << u"replaced"_s;
    }

    void showsWhatTheServerHoldsAfterItRestarts()
    {
        QFETCH(QString, store);
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        Console console;
        QVERIFY(console.connectTo(emu));
        console.window.selectNamespace(u"ray-dev"_s);
        QTRY_VERIFY_WITH_TIMEOUT(console.window.clusterView()->model()->rowCount() == 2, 30000);
        QAbstractItemModelTester clusterTester(console.window.clusterView()->model(),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        console.fleet = console.window.showAllVms();
        QVERIFY(console.fleet);
        QAbstractItemModelTester vmTester(
            console.fleet->view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(console.fleet->fleet()->isSynced(), 30000);

        // A cluster made just now, followed as the wizard follows it. Its name sorts last, so
        // the different store keeps its name (it renames each namespace's first cluster).
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters"_s,
                        toJson(validCluster(u"zz-followed"_s, u"ray-dev"_s, 1)),
                        emu.login())
                     .status,
            201);
        console.followCluster(u"ray-dev"_s, u"zz-followed"_s);
        QTRY_VERIFY_WITH_TIMEOUT(console.namespaces().contains(u"ray-dev (3 clusters)"_s), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!console.followText.isEmpty(), 30000);
        QTRY_COMPARE(console.window.connectionIndicator(), u"● Live"_s);

        // Down for ten seconds, then up on the same port and certificate.
        QLabel *banner = console.window.findChild<QLabel *>(u"staleBanner"_s);
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());
        QVERIFY(emu.fault(QJsonObject {
            { u"restart"_s, QJsonObject { { u"store"_s, store }, { u"downSeconds"_s, 10 } } } }));
        // Meanwhile the window says so where the eye is, and nothing looks live.
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 10000);
        QVERIFY2(banner->text().contains(u"Lab"_s), qPrintable(banner->text()));
        QVERIFY(console.window.connectionIndicator() != u"● Live"_s);
        QVERIFY(
            !console.window.findChild<QLabel *>(u"headline"_s)->text().contains(u"Connected"_s));
        const QAbstractItemModel *rows = console.window.clusterView()->model();
        QCOMPARE(rows->index(0, 0).data(Qt::ForegroundRole).value<QColor>(),
            QApplication::palette().color(QPalette::Disabled, QPalette::Text));
        // A change once it is up again is seen as well.
        QString token;
        QTRY_VERIFY_WITH_TIMEOUT(!(token = emu.login()).isEmpty(), 30000);
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters"_s,
                        toJson(validCluster(u"made-after-restart"_s, u"ray-dev"_s, 1)),
                        token)
                     .status,
            201);

        // A console connected afresh is the truth to compare with.
        Console fresh;
        QVERIFY(fresh.connectTo(emu));
        fresh.window.selectNamespace(u"ray-dev"_s);
        fresh.fleet = fresh.window.showAllVms();
        QVERIFY(fresh.fleet);
        QTRY_VERIFY_WITH_TIMEOUT(fresh.fleet->fleet()->isSynced(), 30000);
        fresh.followCluster(u"ray-dev"_s, u"zz-followed"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            fresh.clusters().filter(u"made-after-restart"_s).size() == 1, 30000);

        // The operator goes on changing states meanwhile: both consoles must come to agree.
        QTRY_VERIFY2_WITH_TIMEOUT(console.namespaces() == fresh.namespaces(),
            qPrintable(firstDifference(console.namespaces(), fresh.namespaces())),
            60000);
        QTRY_VERIFY2_WITH_TIMEOUT(console.clusters() == fresh.clusters(),
            qPrintable(firstDifference(console.clusters(), fresh.clusters())),
            60000);
        QTRY_VERIFY2_WITH_TIMEOUT(console.vms() == fresh.vms(),
            qPrintable(firstDifference(console.vms(), fresh.vms())),
            60000);
        QTRY_COMPARE_WITH_TIMEOUT(console.followText, fresh.followText, 60000);
        QTRY_COMPARE_WITH_TIMEOUT(console.window.connectionIndicator(), u"● Live"_s, 30000);
        QTRY_VERIFY(!banner->isVisible());
        QVERIFY(console.window.findChild<QLabel *>(u"headline"_s)
                    ->text()
                    .startsWith(u"Connected to Lab"_s));
        QVERIFY(rows->index(0, 0).data(Qt::ForegroundRole).value<QColor>()
            != QApplication::palette().color(QPalette::Disabled, QPalette::Text));
        if (store == u"replaced"_s) {
            // What the different store holds shows: the renamed cluster, not the old name.
            QCOMPARE(console.clusters().filter(u"-restored "_s).size(), 1);
        }
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_MAIN(TestRestartTruth)
#include "tst_restart_truth.moc"
