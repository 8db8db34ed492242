// Every alarm definition against the emulator: each fault its admin hooks make (a Ray node dead, a
// dashboard off the air, a VM's failed condition, a degraded cluster, a quota used up) triggers
// its alarm on the right object with the right status within 10 s, and clears when the fault
// does; the session's expiry and a pin's expiry are judged from the connection.
#include "console/alarmwatch.h"
#include "emulatorfixture.h"
#include "items/alarmbook.h"
#include "items/alarmmodel.h"
#include "kube/kubeerror.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace std::chrono_literals;
using namespace vmray;

namespace {
constexpr auto sv = "sv-test"_L1;

AlarmThresholds quickThresholds()
{
    AlarmThresholds t;
    t.degradedFor = 0s;
    t.vmNotRunningFor = 0s;
    t.dashboardUnreachableFor = 0s;
    t.demandsUnplacedFor = 0s;
    t.rayInterval = 1000ms;
    return t;
}

AlarmPath pathOf(const QString &ns, const QString &cluster = {}, const QString &node = {})
{
    return { sv, ns, cluster, node };
}
} // namespace

class TestAlarmWatch : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager network;
    std::unique_ptr<ConnectionPolicy> policy;
    std::unique_ptr<AlarmBook> book;
    std::unique_ptr<AlarmModel> model;
    std::unique_ptr<QAbstractItemModelTester> tester;
    std::unique_ptr<AlarmWatch> watch;

    ConnectionProfile profile() const
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        return p;
    }

    const Alarm *alarmOn(AlarmDefinition definition, const AlarmPath &path) const
    {
        for (const Alarm &a : book->alarms()) {
            if (a.definition == definition && a.path == path)
                return book->find(a.key());
        }
        return nullptr;
    }

    QStringList vmsOf(const QString &ns, const QString &cluster)
    {
        QStringList names;
        const QJsonArray items =
            emu.get(u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/%1/virtualmachines"_s.arg(ns),
                   emu.adminToken())
                .json()[u"items"_s]
                .toArray();
        for (const QJsonValue vm : items) {
            const QString name = vm[u"metadata"_s][u"name"_s].toString();
            if (name.startsWith(cluster + u"-w-"_s))
                names << name;
        }
        names.sort();
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SupervisorConnection *>();
        // Dashboards on Ray's port 8265, each on its head's own loopback address.
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s }));
        policy = std::make_unique<ConnectionPolicy>(&network, nullptr, nullptr);
        SupervisorConnection *c = nullptr;
        {
            QSignalSpy connected(policy.get(), &ConnectionPolicy::connected);
            policy->connectTo(profile(), emu.password());
            QVERIFY(connected.wait(30000));
            c = policy->connection();
            VMRAY_WAIT_VERIFY(c->isVmOperatorDiscovered(), 30000);
        }
        book = std::make_unique<AlarmBook>();
        model = std::make_unique<AlarmModel>(book.get());
        tester = std::make_unique<QAbstractItemModelTester>(
            model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        watch = std::make_unique<AlarmWatch>(c, book.get(), sv, kube::Follower::Tracker {});
        watch->setThresholds(quickThresholds());
        watch->setRayLoopbackOnly(true);
        watch->setPasswordAtHand(true);
        QSignalSpy settled(watch.get(), &AlarmWatch::settled);
        watch->start();
        QVERIFY(settled.wait(30000));
    }

    void cleanupTestCase()
    {
        watch.reset();
        tester.reset();
        model.reset();
        book.reset();
        policy.reset();
        QCOMPARE(emu.stop(), 0);
    }

    void shouldFindTheSeededFailureAndReadEveryRunningDashboard()
    {
        // The demo's gpu-experiment asks for a VM class its namespace does not have.
        const Alarm *failed =
            alarmOn(AlarmDefinition::ClusterFailed, pathOf(u"ray-dev"_s, u"gpu-experiment"_s));
        QVERIFY(failed);
        QCOMPARE(failed->status, AlarmStatus::Red);
        QVERIFY2(failed->message.english().contains(u"gpu-experiment"_s),
            qPrintable(failed->message.english()));
        // The three running clusters of the demo, whatever namespace is open (none is).
        // (dev-sandbox may have come up by now).
        QVERIFY2(watch->pollerCount() >= 3, qPrintable(QString::number(watch->pollerCount())));
        QCOMPARE(book->worstUnder(pathOf(u"ray-dev"_s)), AlarmStatus::Red);
        QCOMPARE(book->worstUnder(pathOf(u"analytics"_s)), AlarmStatus::Green);
        QCOMPARE(model->rowCount(), int(book->alarms().size()));
    }

    void shouldRaiseARayNodeDeathUntilItIsReset()
    {
        const QStringList workers = vmsOf(u"ray-prod"_s, u"training-gpu"_s);
        QVERIFY(!workers.isEmpty());
        const QString &vm = workers.first();
        const AlarmPath path = pathOf(u"ray-prod"_s, u"training-gpu"_s, vm);
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject {
                { u"namespace"_s, u"ray-prod"_s }, { u"vm"_s, vm }, { u"dead"_s, true } } } }));
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::RayNodeDead, path), 10000);
        const Alarm *dead = alarmOn(AlarmDefinition::RayNodeDead, path);
        QCOMPARE(dead->status, AlarmStatus::Red);
        // One cause, one alarm: the VM itself runs.
        QVERIFY(!alarmOn(AlarmDefinition::NodeVmProblem, path));
        QCOMPARE(book->worstUnder(pathOf({})), AlarmStatus::Red);
        const QString key = dead->key();
        // Alive again: the death was an event, and stays until someone resets it.
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject {
                { u"namespace"_s, u"ray-prod"_s }, { u"vm"_s, vm }, { u"dead"_s, false } } } }));
        // Two reads of its dashboard: the second was asked for after the node lived again.
        const auto readTwiceAndReport = [this] {
            int reads = 0;
            const auto counting = QObject::connect(watch.get(),
                &AlarmWatch::dashboardRead,
                this,
                [&reads](const QString &ns, const QString &cluster) {
                    reads += ns == u"ray-prod"_s && cluster == u"training-gpu"_s ? 1 : 0;
                });
            QString report;
            const bool read = waitUntil(
                [&reads] {
                    return reads >= 2;
                },
                15000,
                &report);
            QObject::disconnect(counting);
            QSignalSpy reported(book.get(), &AlarmBook::reported);
            return read && reported.wait(10000);
        };
        QVERIFY(readTwiceAndReport());
        QVERIFY(book->find(key));
        QVERIFY(book->resetToGreen(key));
        QVERIFY(!book->find(key));
        QVERIFY(readTwiceAndReport());
        QVERIFY(!book->find(key)); // not raised again while the node lives
    }

    void shouldSayWhenADashboardStopsAnswering()
    {
        const AlarmPath path = pathOf(u"analytics"_s, u"etl-nightly"_s);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, false } } } }));
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::DashboardUnreachable, path), 10000);
        QCOMPARE(alarmOn(AlarmDefinition::DashboardUnreachable, path)->status, AlarmStatus::Yellow);
        QCOMPARE(book->worstUnder(pathOf(u"analytics"_s)), AlarmStatus::Yellow);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, true } } } }));
        // Its poller backs off while it is away; the next poll finds it.
        VMRAY_WAIT_VERIFY(!alarmOn(AlarmDefinition::DashboardUnreachable, path), 70000);
        QCOMPARE(book->history().last().kind, AlarmChange::Kind::Cleared);
    }

    void shouldRaiseAVmsFailedCondition()
    {
        const QStringList workers = vmsOf(u"analytics"_s, u"etl-nightly"_s);
        QVERIFY(!workers.isEmpty());
        const QString &vm = workers.last();
        const AlarmPath path = pathOf(u"analytics"_s, u"etl-nightly"_s, vm);
        QVERIFY(emu.fault({ { u"vmCondition"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"vm"_s, vm },
                { u"type"_s, u"VirtualMachineTools"_s },
                { u"status"_s, u"False"_s },
                { u"reason"_s, u"Error"_s },
                { u"message"_s, u"the host of the VM failed"_s } } } }));
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::NodeVmProblem, path), 10000);
        const Alarm *problem = alarmOn(AlarmDefinition::NodeVmProblem, path);
        QCOMPARE(problem->status, AlarmStatus::Red);
        QVERIFY2(problem->message.english().contains(u"the host of the VM failed"_s),
            qPrintable(problem->message.english()));
        QVERIFY(emu.fault({ { u"vmCondition"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"vm"_s, vm },
                { u"type"_s, u"VirtualMachineTools"_s },
                { u"status"_s, u"True"_s },
                { u"reason"_s, u"True"_s } } } }));
        VMRAY_WAIT_VERIFY(!alarmOn(AlarmDefinition::NodeVmProblem, path), 10000);
    }

    void shouldRaiseADegradedCluster()
    {
        // Degraded for an hour by the operator's word: past a 10-minute threshold at once, also
        // for a watch that has just started.
        AlarmThresholds tenMinutes = quickThresholds();
        tenMinutes.degradedFor = std::chrono::minutes(10);
        watch->setThresholds(tenMinutes);
        const QString anHourAgo =
            QDateTime::currentDateTimeUtc().addSecs(-3600).toString(Qt::ISODate);
        const AlarmPath path = pathOf(u"ray-prod"_s, u"analytics-prod"_s);
        const QJsonObject failing { { u"cluster_state"_s, u"unhealthy"_s },
            { u"conditions"_s,
                QJsonArray { QJsonObject { { u"type"_s, u"WorkerNodeReady"_s },
                    { u"status"_s, u"False"_s },
                    { u"reason"_s, u"WorkerFailed"_s },
                    { u"message"_s, u"a worker failed to start"_s },
                    { u"lastTransitionTime"_s, anHourAgo } } } } };
        QVERIFY(emu.fault({ { u"clusterStatus"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"cluster"_s, u"analytics-prod"_s },
                { u"status"_s, failing } } } }));
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::ClusterDegraded, path), 10000);
        QCOMPARE(alarmOn(AlarmDefinition::ClusterDegraded, path)->status, AlarmStatus::Yellow);
        QCOMPARE(alarmOn(AlarmDefinition::ClusterDegraded, path)->firstSeen,
            QDateTime::fromString(anHourAgo, Qt::ISODate));
        watch->setThresholds(quickThresholds());
        QVERIFY(emu.fault({ { u"clusterStatus"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"cluster"_s, u"analytics-prod"_s },
                { u"status"_s, QJsonValue::Null } } } }));
        VMRAY_WAIT_VERIFY(!alarmOn(AlarmDefinition::ClusterDegraded, path), 10000);
    }

    void shouldRaiseAQuotaNearlyUsedUp()
    {
        const QString quotaPath =
            u"/api/v1/namespaces/ray-prod/resourcequotas/ray-prod-storagequota"_s;
        const QJsonObject before = emu.get(quotaPath, emu.adminToken()).json();
        const QString usedCpu = before[u"status"_s][u"used"_s][u"requests.cpu"_s].toString();
        QVERIFY2(usedCpu.toInt() >= 10, qPrintable(usedCpu));
        // vCenter sets the namespace's limits; users may not.
        const auto setHardCpu = [&](const QString &cpu) {
            return emu.fault({ { u"quotaHard"_s,
                QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                    { u"hard"_s, QJsonObject { { u"requests.cpu"_s, cpu } } } } } });
        };
        const QString hardBefore = before[u"spec"_s][u"hard"_s][u"requests.cpu"_s].toString();
        QVERIFY(setHardCpu(QString::number(usedCpu.toInt() + 1)));
        const AlarmPath path = pathOf(u"ray-prod"_s);
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::QuotaNearlyFull, path), 10000);
        const Alarm *quota = alarmOn(AlarmDefinition::QuotaNearlyFull, path);
        QCOMPARE(quota->status, AlarmStatus::Yellow);
        QVERIFY2(quota->message.english().contains(u"CPU"_s), qPrintable(quota->message.english()));
        QVERIFY(setHardCpu(usedCpu)); // all of it
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::QuotaNearlyFull, path)
                && alarmOn(AlarmDefinition::QuotaNearlyFull, path)->status == AlarmStatus::Red,
            10000);
        QVERIFY(setHardCpu(hardBefore));
        VMRAY_WAIT_VERIFY(!alarmOn(AlarmDefinition::QuotaNearlyFull, path), 10000);
    }

    void shouldWarnOfASessionAboutToExpireWithNoPasswordAtHand()
    {
        const AlarmPath path = pathOf({});
        QVERIFY(!alarmOn(AlarmDefinition::SessionExpiring, path));
        AlarmThresholds t = quickThresholds();
        t.sessionExpiringWithin = std::chrono::hours(24 * 365); // any session's lifetime
        watch->setThresholds(t);
        QSignalSpy reported(book.get(), &AlarmBook::reported);
        QVERIFY(reported.wait(10000));
        QVERIFY(!alarmOn(AlarmDefinition::SessionExpiring, path)); // it renews itself
        watch->setPasswordAtHand(false);
        VMRAY_WAIT_VERIFY(alarmOn(AlarmDefinition::SessionExpiring, path), 10000);
        QCOMPARE(alarmOn(AlarmDefinition::SessionExpiring, path)->status, AlarmStatus::Yellow);
        watch->setPasswordAtHand(true);
        watch->setThresholds(quickThresholds());
        VMRAY_WAIT_VERIFY(!alarmOn(AlarmDefinition::SessionExpiring, path), 10000);
    }

    void shouldWarnOfAPinnedCertificateAboutToExpire()
    {
        // The same Supervisor pinned, with the pin's validity ending in ten days.
        ConnectionProfile pinned = profile();
        pinned.trust = ConnectionProfile::Trust::Pinned;
        pinned.caFile.clear();
        pinned.pinnedSha256 = emu.ready().value(u"fingerprint_sha256"_s).toString();
        QVERIFY(!pinned.pinnedSha256.isEmpty());
        pinned.pinnedValidUntil = QDateTime::currentDateTimeUtc().addDays(10);
        ConnectionPolicy pinnedPolicy(&network, nullptr, nullptr);
        QSignalSpy connected(&pinnedPolicy, &ConnectionPolicy::connected);
        pinnedPolicy.connectTo(pinned, emu.password());
        QVERIFY(connected.wait(30000));
        VMRAY_WAIT_VERIFY(pinnedPolicy.connection()->isVmOperatorDiscovered(), 30000);
        AlarmBook own;
        AlarmWatch pinnedWatch(pinnedPolicy.connection(), &own, u"pinned"_s, {});
        pinnedWatch.setThresholds(quickThresholds());
        pinnedWatch.setPasswordAtHand(true);
        QSignalSpy settled(&pinnedWatch, &AlarmWatch::settled);
        pinnedWatch.start();
        QVERIFY(settled.wait(30000));
        const auto pinAlarm = [&own]() -> std::optional<Alarm> {
            for (const Alarm &a : own.alarms()) {
                if (a.definition == AlarmDefinition::PinExpiring)
                    return a;
            }
            return std::nullopt;
        };
        QVERIFY(pinAlarm());
        QCOMPARE(pinAlarm()->status, AlarmStatus::Yellow);
        QCOMPARE(pinAlarm()->path, (AlarmPath { u"pinned"_s, {}, {}, {} }));
        QCOMPARE(own.worstUnder({ u"pinned"_s, {}, {}, {} }), AlarmStatus::Red); // gpu-experiment
        // The watch of the other connection knows nothing of this pin.
        QVERIFY(!alarmOn(AlarmDefinition::PinExpiring, pathOf({})));
    }
};

QTEST_GUILESS_MAIN(TestAlarmWatch)
#include "tst_alarm_watch.moc"
