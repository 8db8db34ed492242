// A namespace's workspace against the emulator with more clusters than one join step takes: when
// it says it is synced every cluster's row is there, joined from its VMs; a kind the account may
// not read (403) does not keep the rest from showing.
#include "emulatorfixture.h"
#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/session.h"

#include <QAbstractItemModelTester>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray;

class TestNamespaceWorkspace : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<SupervisorSession> session;

    // Rows at the moment synced() is emitted, and how often it was.
    struct SyncedView
    {
        int rows = -1;
        int healthy = 0;
        int times = 0;
    };

    static void watchSynced(
        ray::NamespaceWorkspace *space, WorkspaceModels *models, SyncedView *view)
    {
        QObject::connect(space, &ray::NamespaceWorkspace::synced, space, [models, view] {
            ++view->times;
            view->rows = models->clusters()->rowCount();
            view->healthy = 0;
            for (int r = 0; r < view->rows; ++r) {
                const ray::ClusterSummary &s = models->clusters()->rowAt(r);
                if (s.health == ray::ClusterHealth::Healthy && s.workersRunning == 9)
                    ++view->healthy;
            }
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        // fleet:4000: 400 clusters of a head and nine workers, 20 in each of 20 namespaces.
        QVERIFY(emu.start({ u"--seed"_s, u"fleet:4000"_s }));
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

    void saysSyncedOnceEveryClusterIsJoined()
    {
        ray::NamespaceWorkspace space(
            session->client(), session->cacheTracker(), u"fleet-3"_s, u"v1alpha2"_s);
        WorkspaceModels models(&space);
        QAbstractItemModelTester tester(
            models.clusters(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        SyncedView view;
        watchSynced(&space, &models, &view);
        QSignalSpy synced(&space, &ray::NamespaceWorkspace::synced);
        space.start();
        QVERIFY(synced.wait(30000));
        QCOMPARE(view.rows, 20);
        QCOMPARE(view.healthy, 20);
        // A refresh (F5) lists and joins again without emptying the table or announcing it again.
        space.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(space.caches().at(1)->relistCount() == 1
                && space.caches().at(1)->state() == kube::ResourceCache::State::Live,
            30000);
        QCOMPARE(models.clusters()->rowCount(), 20);
        QCOMPARE(view.times, 1);
    }

    void showsItsRowsWhenAKindMayNotBeRead_data()
    {
        QTest::addColumn<QString>("ns");
        QTest::addColumn<int>("delayMs");
        QTest::newRow("refused before the other kinds have listed") << u"fleet-4"_s << 0;
        // The refusal comes last: nothing but that refusal is left to set the join going.
        QTest::newRow("refused after the other kinds have listed") << u"fleet-5"_s << 1500;
    }

    void showsItsRowsWhenAKindMayNotBeRead()
    {
        QFETCH(QString, ns);
        QFETCH(int, delayMs);
        const QString events = u"/namespaces/%1/events"_s.arg(ns);
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject {
                { u"count"_s, 1 }, { u"code"_s, 403 }, { u"pathContains"_s, events } } } }));
        if (delayMs > 0) {
            QVERIFY(emu.fault(QJsonObject { { u"latency"_s,
                QJsonObject {
                    { u"ms"_s, delayMs }, { u"count"_s, 1 }, { u"pathContains"_s, events } } } }));
        }
        ray::NamespaceWorkspace space(
            session->client(), session->cacheTracker(), ns, u"v1alpha2"_s);
        WorkspaceModels models(&space);
        SyncedView view;
        watchSynced(&space, &models, &view);
        QSignalSpy synced(&space, &ray::NamespaceWorkspace::synced);
        bool othersListedFirst = false;
        connect(space.caches().at(4),
            &kube::ResourceCache::stateChanged,
            this,
            [&](kube::ResourceCache::State state) {
                if (state != kube::ResourceCache::State::Failed)
                    return;
                othersListedFirst = true;
                for (int c = 0; c < 4; ++c)
                    othersListedFirst = othersListedFirst && space.caches().at(c)->hasSynced();
            });
        space.start();
        QVERIFY(synced.wait(30000));
        QCOMPARE(space.caches().at(4)->state(), kube::ResourceCache::State::Failed);
        if (delayMs > 0)
            QVERIFY(othersListedFirst);
        QCOMPARE(view.rows, 20);
        QCOMPARE(view.healthy, 20);
    }
};

QTEST_MAIN(TestNamespaceWorkspace)
#include "tst_namespaceworkspace.moc"
