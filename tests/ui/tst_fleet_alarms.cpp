// Three Supervisors at once in the console, each an emulator over HTTPS on loopback: one that
// needs its password asks for it once while the other two connect and are watched; every one's
// namespaces are in the tree with the worst alarm rolled up to its row; the faults the emulators'
// hooks make become alarms in the Alarms dock, and new ones desktop notifications, told to a
// notification service on the test's own D-Bus session: a burst in one, an acknowledged alarm
// never again until it cleared, a cleared one again when it returns. Reset to green clears a Ray
// node's death, and the alarms are there again after a restart, before anything is connected.
#include "alarmnotifier.h"
#include "connectdialog.h"
#include "connectionflow.h"
#include "consoleservices.h"
#include "emulatorfixture.h"
#include "fleetclusterswindow.h"
#include "fleetwindow.h"
#include "language.h"
#include "mainwindow.h"
#include "navigationmodel.h"
#include "panes/alarmspane.h"

#include "items/alarmbook.h"
#include "items/alarmmodel.h"
#include "items/fleetclustermodel.h"
#include "items/fleetvmmodel.h"

#include <QAbstractItemModelTester>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusContext>
#include <QDBusMessage>
#include <QJsonArray>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <array>
#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace std::chrono_literals;
using namespace vmray;

// Plays the desktop's notification service: records what this test's console tells it (other
// tests running beside it on the same session bus may tell it too).
class NotificationService : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public:
    struct Told
    {
        QString summary;
        QString body;
        uchar urgency = 0;
        uint id = 0;
    };
    QList<Told> told;

Q_SIGNALS:
    void notified();

public Q_SLOTS:
    uint Notify(const QString &,
        uint,
        const QString &,
        const QString &summary,
        const QString &body,
        const QStringList &,
        const QVariantMap &hints,
        int)
    {
        if (calledFromDBus() && message().service() != QDBusConnection::sessionBus().baseService())
            return 0;
        const uint id = uint(told.size()) + 1;
        told.append({ summary, body, hints.value(u"urgency"_s).value<uchar>(), id });
        Q_EMIT notified();
        return id;
    }
    QStringList GetCapabilities() { return { u"body"_s, u"actions"_s }; }
};

class TestFleetAlarms : public QObject
{
    Q_OBJECT

    std::array<EmulatorFixture, 3> emus;
    std::array<ConnectionProfile, 3> profiles;
    QNetworkAccessManager network;
    QTemporaryDir dir;
    QSettings settings;
    std::unique_ptr<ProfileStore> store;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<ConnectionFlow> flow;
    std::unique_ptr<QAbstractItemModelTester> treeTester;
    std::unique_ptr<QAbstractItemModelTester> alarmsTester;
    NotificationService service;
    QDBusConnection serviceBus { u"none"_s };

    static AlarmThresholds quickThresholds()
    {
        AlarmThresholds t;
        t.degradedFor = 0s;
        t.vmNotRunningFor = 0s;
        t.dashboardUnreachableFor = 0s;
        t.demandsUnplacedFor = 0s;
        t.rayInterval = 1000ms;
        return t;
    }

    ConnectionProfile profileOf(int i, const QString &name) const
    {
        const EmulatorFixture &emu = emus.at(size_t(i));
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = name;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        return p;
    }

    AlarmBook *book() const { return window->alarmBook(); }

    QString alarmList() const
    {
        QStringList lines;
        for (const Alarm &a : book()->alarms())
            lines << alarmDefinitionName(a.definition) + u' ' + a.path.text() + u' '
                    + a.message.english();
        return lines.join(u'\n');
    }

    const Alarm *alarmOn(AlarmDefinition definition, const AlarmPath &path) const
    {
        for (const Alarm &a : book()->alarms()) {
            if (a.definition == definition && a.path == path)
                return book()->find(a.key());
        }
        return nullptr;
    }

    QString toldList() const
    {
        QStringList lines;
        for (const NotificationService::Told &t : service.told)
            lines << t.summary + u" | "_s + t.body;
        return lines.join(u"\n"_s);
    }

    NavigationModel *tree() const
    {
        return qobject_cast<NavigationModel *>(window->navigationView()->model());
    }

    AlarmStatus treeStatus(const QModelIndex &index) const
    {
        return AlarmStatus(index.data(NavigationModel::AlarmStatusRole).toInt());
    }

    QStringList workersOf(int i, const QString &ns, const QString &cluster)
    {
        EmulatorFixture &emu = emus.at(size_t(i));
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

    bool setVmCondition(
        int i, const QString &ns, const QString &vm, bool failed, const QString &message = {})
    {
        QJsonObject condition { { u"namespace"_s, ns },
            { u"vm"_s, vm },
            { u"type"_s, u"VirtualMachineTools"_s },
            { u"status"_s, failed ? u"False"_s : u"True"_s },
            { u"reason"_s, failed ? u"Error"_s : u"True"_s } };
        if (!message.isEmpty())
            condition.insert(u"message"_s, message);
        return emus.at(size_t(i)).fault({ { u"vmCondition"_s, condition } });
    }

    bool killRayNode(int i, const QString &ns, const QString &vm, bool dead = true)
    {
        return emus.at(size_t(i)).fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, ns }, { u"vm"_s, vm }, { u"dead"_s, dead } } } });
    }

    void openWindow()
    {
        window = std::make_unique<MainWindow>(std::make_unique<ConsoleServices>(
            dir.filePath(u"tasks.jsonl"_s), dir.filePath(u"alarms.json"_s)));
        treeTester = std::make_unique<QAbstractItemModelTester>(window->navigationView()->model(),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        alarmsTester = std::make_unique<QAbstractItemModelTester>(
            window->alarmsPane()->alarms(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window->alarmNotifier()->setCoalesceInterval(2000ms);
        window->setProfiles(store->profiles());
        window->show();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        // What the console says, in English as it says it (its plural forms are a translation).
        installTranslations(QLocale(u"en"_s));
        QVERIFY(dir.isValid());
        // The notification service on the test's own session bus, reached over the bus.
        QVERIFY2(QDBusConnection::sessionBus().isConnected(), "a D-Bus session is needed");
        serviceBus = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"notifications"_s);
        QVERIFY(serviceBus.isConnected());
        QVERIFY(serviceBus.registerObject(
            u"/org/freedesktop/Notifications"_s, &service, QDBusConnection::ExportAllSlots));
        QVERIFY(serviceBus.registerService(u"org.freedesktop.Notifications"_s));

        // Dashboards on Ray's port, each on its head's own loopback address.
        const QStringList dashboards { u"--ray-dashboard-port"_s, u"8265"_s };
        QVERIFY(emus[0].start(
            QStringList { u"--seed"_s, u"demo"_s, u"--speed"_s, u"40"_s } + dashboards));
        QVERIFY(emus[1].start(
            QStringList { u"--seed"_s, u"fleet:20"_s, u"--fleet-namespaces"_s, u"2"_s }
            + dashboards));
        QVERIFY(emus[2].start(
            QStringList { u"--seed"_s, u"fleet:30"_s, u"--fleet-namespaces"_s, u"3"_s }
            + dashboards));
        profiles = {
            profileOf(0, u"sv-east"_s), profileOf(1, u"sv-west"_s), profileOf(2, u"sv-north"_s)
        };
        store = std::make_unique<ProfileStore>(&settings);
        for (const ConnectionProfile &p : profiles)
            store->save(p);
        openWindow();
        flow = std::make_unique<ConnectionFlow>(&network, store.get(), nullptr, window.get());
        flow->sessions()->setAlarmThresholds(quickThresholds());
    }

    void cleanupTestCase()
    {
        flow.reset();
        treeTester.reset();
        alarmsTester.reset();
        window.reset();
        for (EmulatorFixture &emu : emus)
            QCOMPARE(emu.stop(), 0);
    }

    void oneSupervisorsPasswordPromptDoesNotBlockTheOthers()
    {
        flow->connectTo(profiles[0], emus[0].password());
        flow->connectInBackground(profiles[1], emus[1].password(), false);
        flow->connectInBackground(profiles[2], {}, false); // nothing at hand: it asks
        QTRY_VERIFY_WITH_TIMEOUT(flow->dialog() && flow->dialog()->isVisible(), 20000);
        QCOMPARE(flow->dialog()->profile().id, profiles[2].id);
        // While it waits, the other two connect, and the first takes the window.
        QTRY_VERIFY_WITH_TIMEOUT(flow->sessions()->connected().size() == 2, 30000);
        QTRY_COMPARE(window->shownSession(), flow->sessions()->find(profiles[0].id));
        const QModelIndex north = tree()->profileIndex(profiles[2].id);
        QVERIFY2(
            north.data().toString().contains(u"password"_s), qPrintable(north.data().toString()));
        // Both watched for alarms already: the demo's failed cluster is on the first one's row.
        QTRY_COMPARE_WITH_TIMEOUT(
            treeStatus(tree()->profileIndex(profiles[0].id)), AlarmStatus::Red, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            tree()->rowCount(tree()->profileIndex(profiles[1].id)) == 2, 30000);

        // Answered once, it connects too; the window stays where it was.
        ConnectDialog *dialog = flow->dialog();
        dialog->findChild<QLineEdit *>(u"password"_s)->setText(emus[2].password());
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(flow->sessions()->connected().size() == 3, 30000);
        QTRY_VERIFY(!flow->dialog());
        QCOMPARE(flow->questionsWaiting(), 0);
        QCOMPARE(window->shownSession(), flow->sessions()->find(profiles[0].id));
        QTRY_VERIFY_WITH_TIMEOUT(
            tree()->rowCount(tree()->profileIndex(profiles[2].id)) == 3, 30000);
        QCOMPARE(tree()->profileIndex(profiles[2].id).data().toString(), u"sv-north"_s);
        QCOMPARE(treeStatus(tree()->profileIndex(profiles[2].id)), AlarmStatus::Green);
    }

    void theFleetViewsCoverEverySupervisor()
    {
        // All Ray clusters: every cluster of the three, each with its Supervisor.
        FleetClustersWindow *clusters = window->showAllClusters();
        QVERIFY(clusters);
        QAbstractItemModelTester tester(flow->sessions()->fleetClusters(),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModel *rows = clusters->view()->model();
        const auto countOn = [rows](const QString &supervisor) {
            int n = 0;
            for (int r = 0; r < rows->rowCount(); ++r)
                n += rows->index(r, ray::FleetClusterModel::Supervisor).data().toString()
                    == supervisor;
            return n;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            countOn(u"sv-west"_s) == 2 && countOn(u"sv-north"_s) == 3 && countOn(u"sv-east"_s) >= 4,
            20000);
        // Ray's view joined in: the fleets' clusters all alive in Ray.
        QTRY_VERIFY_WITH_TIMEOUT(
            [rows] {
                for (int r = 0; r < rows->rowCount(); ++r) {
                    if (rows->index(r, ray::FleetClusterModel::Supervisor).data() != u"sv-north"_s)
                        continue;
                    if (!rows->index(r, ray::FleetClusterModel::RayNodes)
                             .data()
                             .toString()
                             .contains(u"alive of 10"_s))
                        return false;
                }
                return true;
            }(),
            20000);
        clusters->applyFilter(u"sv-west"_s);
        QCOMPARE(rows->rowCount(), 2);
        QVERIFY2(clusters->summary().contains(u"3 Supervisors"_s), qPrintable(clusters->summary()));
        // Enter on one shows it in the main window, on its Supervisor.
        const QModelIndex west = rows->index(0, ray::FleetClusterModel::Name);
        const QString name = west.data().toString();
        Q_EMIT clusters->view()->activated(west);
        QTRY_COMPARE(window->shownSession(), flow->sessions()->find(profiles[1].id));
        QTRY_VERIFY_WITH_TIMEOUT(window->clusterView()->currentIndex().isValid()
                && window->clusterView()->currentIndex().data().toString() == name,
            20000);
        clusters->close();

        // All VMs: the VMs of every connected Supervisor, with the Supervisor of each.
        FleetWindow *vms = window->showAllVms();
        QVERIFY(vms);
        QCOMPARE(vms->sources().size(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(vms->summary().contains(u"with a problem"_s), 30000);
        QAbstractItemModel *vmRows = vms->view()->model();
        QSet<QString> supervisors;
        int westVms = 0;
        for (int r = 0; r < vmRows->rowCount(); ++r) {
            const QString sv = vmRows->index(r, ray::FleetVmModel::Supervisor).data().toString();
            supervisors.insert(sv);
            westVms += sv == u"sv-west"_s;
        }
        QCOMPARE(supervisors, (QSet<QString> { u"sv-east"_s, u"sv-west"_s, u"sv-north"_s }));
        QCOMPARE(westVms, 20);
        vms->close();
        // Back to the first Supervisor, as the next tests expect.
        window->showSession(flow->sessions()->find(profiles[0].id));
    }

    void aDeadRayNodeRollsUpAndLeadsToItsObject()
    {
        const QStringList workers = workersOf(1, u"fleet-1"_s, u"ray-1"_s);
        QVERIFY(!workers.isEmpty());
        const QString &vm = workers.first();
        const AlarmPath path { u"sv-west"_s, u"fleet-1"_s, u"ray-1"_s, vm };
        QVERIFY(killRayNode(1, u"fleet-1"_s, vm));
        QTRY_VERIFY2_WITH_TIMEOUT(
            alarmOn(AlarmDefinition::RayNodeDead, path), qPrintable(alarmList()), 10000);
        QCOMPARE(alarmOn(AlarmDefinition::RayNodeDead, path)->status, AlarmStatus::Red);
        // Up the tree: its namespace and its Supervisor, not the other namespace.
        const QModelIndex west = tree()->profileIndex(profiles[1].id);
        QTRY_COMPARE(treeStatus(west), AlarmStatus::Red);
        QCOMPARE(
            treeStatus(tree()->namespaceIndex(u"fleet-1"_s, profiles[1].id)), AlarmStatus::Red);
        QCOMPARE(
            treeStatus(tree()->namespaceIndex(u"fleet-0"_s, profiles[1].id)), AlarmStatus::Green);
        // Told, with the cluster it degrades, in one notification that names it.
        const auto toldOf = [this, &vm]() -> const NotificationService::Told * {
            for (const NotificationService::Told &t : std::as_const(service.told)) {
                if (t.body.contains(vm))
                    return &t;
            }
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(toldOf(), 10000);
        QVERIFY2(toldOf()->summary.contains(u"sv-west"_s), qPrintable(toldOf()->summary));
        QVERIFY2(toldOf()->body.contains(u"Ray node dead"_s), qPrintable(toldOf()->body));
        QCOMPARE(toldOf()->urgency, uchar(2));
        // Clicked, it shows its Supervisor.
        QCOMPARE(window->shownSession(), flow->sessions()->find(profiles[0].id));
        QDBusMessage click = QDBusMessage::createSignal(u"/org/freedesktop/Notifications"_s,
            u"org.freedesktop.Notifications"_s,
            u"ActionInvoked"_s);
        click << toldOf()->id << u"default"_s;
        QVERIFY(serviceBus.send(click));
        QTRY_COMPARE(window->shownSession(), flow->sessions()->find(profiles[1].id));
        QTRY_COMPARE(
            window->navigationView()->currentIndex(), tree()->profileIndex(profiles[1].id));

        // The dock lists it; activating it shows that Supervisor, namespace and cluster.
        AlarmsPane *pane = window->alarmsPane();
        QCOMPARE(pane->alarms()->rowCount(), int(book()->alarms().size()));
        const QString key = alarmOn(AlarmDefinition::RayNodeDead, path)->key();
        QVERIFY(pane->selectAlarm(key));
        Q_EMIT pane->view()->activated(pane->view()->currentIndex());
        QTRY_COMPARE(window->shownSession(), flow->sessions()->find(profiles[1].id));
        QTRY_VERIFY_WITH_TIMEOUT(window->clusterView()->currentIndex().isValid()
                && window->clusterView()->currentIndex().data().toString() == u"ray-1"_s,
            20000);
        // The cluster's row and the node's carry the alarm's mark.
        QCOMPARE(AlarmStatus(window->clusterView()
                                 ->currentIndex()
                                 .siblingAtColumn(0)
                                 .data(NavigationModel::AlarmStatusRole)
                                 .toInt()),
            AlarmStatus::Red);
        const auto nodeMarkedRed = [this, &vm] {
            const QAbstractItemModel *nodes = window->nodeView()->model();
            for (int r = 0; r < nodes->rowCount(); ++r) {
                const QModelIndex name = nodes->index(r, 0);
                if (name.data().toString() == vm)
                    return AlarmStatus(name.data(NavigationModel::AlarmStatusRole).toInt())
                        == AlarmStatus::Red;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(nodeMarkedRed(), 20000);

        // An event: it stays after the node lives again (its cluster is no longer degraded),
        // until reset to green, which the dock does.
        QVERIFY(killRayNode(1, u"fleet-1"_s, vm, false));
        const AlarmPath cluster { u"sv-west"_s, u"fleet-1"_s, u"ray-1"_s, {} };
        QTRY_VERIFY_WITH_TIMEOUT(!alarmOn(AlarmDefinition::ClusterDegraded, cluster), 10000);
        QVERIFY(book()->find(key));
        QVERIFY(pane->selectAlarm(key));
        pane->resetSelected();
        QVERIFY(!book()->find(key));
        QCOMPARE(pane->alarms()->rowCount(), int(book()->alarms().size()));
    }

    void aBurstIsToldOnceAndAnAcknowledgedAlarmNeverAgainUntilItClears()
    {
        const QStringList workers = workersOf(2, u"fleet-2"_s, u"ray-2"_s);
        QVERIFY(workers.size() >= 3);
        QSignalSpy told(&service, &NotificationService::notified);
        // Three VMs fail at once, and their cluster is degraded by it: one notification for the
        // Supervisor.
        for (const QString &vm : workers.mid(0, 3))
            QVERIFY(setVmCondition(2, u"fleet-2"_s, vm, true, u"the host failed"_s));
        QVERIFY(told.wait(15000));
        QVERIFY2(told.size() == 1, qPrintable(toldList()));
        const NotificationService::Told &burst = service.told.last();
        QVERIFY2(burst.summary.contains(u"4 alarms on Supervisor sv-north"_s),
            qPrintable(burst.summary + u'\n' + burst.body + u'\n' + alarmList()));
        for (const QString &vm : workers.mid(0, 3))
            QVERIFY2(burst.body.contains(vm), qPrintable(burst.body));
        QVERIFY2(burst.body.contains(u"Ray cluster degraded"_s), qPrintable(burst.body));

        // Acknowledged, then worse in words: not told again.
        const AlarmPath first { u"sv-north"_s, u"fleet-2"_s, u"ray-2"_s, workers.at(0) };
        const Alarm *alarm = alarmOn(AlarmDefinition::NodeVmProblem, first);
        QVERIFY(alarm);
        const QString key = alarm->key();
        AlarmsPane *pane = window->alarmsPane();
        QVERIFY(pane->selectAlarm(key));
        pane->acknowledgeSelected();
        QVERIFY(book()->find(key)->isAcknowledged());
        QSignalSpy changed(book(), &AlarmBook::changed);
        QVERIFY(setVmCondition(2, u"fleet-2"_s, workers.at(0), true, u"the host is on fire"_s));
        QTRY_VERIFY_WITH_TIMEOUT(
            book()->find(key)->message.english().contains(u"on fire"_s), 10000);
        // The next notification is of another alarm, and the only one.
        const int before = int(service.told.size());
        const QStringList westWorkers = workersOf(1, u"fleet-0"_s, u"ray-0"_s);
        QVERIFY(!westWorkers.isEmpty());
        QVERIFY(setVmCondition(1, u"fleet-0"_s, westWorkers.first(), true, u"a disk failed"_s));
        QTRY_VERIFY_WITH_TIMEOUT(service.told.size() > before, 15000);
        QCOMPARE(service.told.size(), before + 1);
        QVERIFY2(service.told.last().body.contains(westWorkers.first()),
            qPrintable(service.told.last().body));

        // Cleared, it is armed again: failing anew is news.
        QVERIFY(setVmCondition(2, u"fleet-2"_s, workers.at(0), false));
        QTRY_VERIFY_WITH_TIMEOUT(!book()->find(key), 10000);
        const int cleared = int(service.told.size());
        QVERIFY(setVmCondition(
            2, u"fleet-2"_s, workers.at(0), true, u"the host <b>failed</b> again"_s));
        QTRY_VERIFY_WITH_TIMEOUT(service.told.size() > cleared, 15000);
        QVERIFY2(
            service.told.last().body.contains(workers.at(0)), qPrintable(service.told.last().body));
        // The server's words are text to the notification server, never markup.
        QVERIFY2(service.told.last().body.contains(u"&lt;b&gt;failed&lt;/b&gt;"_s),
            qPrintable(service.told.last().body));
        QVERIFY(!book()->find(key) || !book()->find(key)->isAcknowledged());
    }

    void eachSupervisorsHooksRaiseTheirAlarms()
    {
        // A dashboard off the air on the demo, demands nothing can place on one fleet, a quota
        // used up on the other: each alarm on its own Supervisor and object, in the tree too.
        const AlarmPath dashboard { u"sv-east"_s, u"analytics"_s, u"etl-nightly"_s, {} };
        QVERIFY(emus[0].fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, false } } } }));
        const AlarmPath demands { u"sv-west"_s, u"fleet-0"_s, u"ray-0"_s, {} };
        QVERIFY(emus[1].fault({ { u"rayDemand"_s,
            QJsonObject { { u"namespace"_s, u"fleet-0"_s },
                { u"cluster"_s, u"ray-0"_s },
                { u"bundle"_s, QJsonObject { { u"GPU"_s, 8 } } },
                { u"count"_s, 3 } } } }));
        const AlarmPath quota { u"sv-north"_s, u"fleet-1"_s, {}, {} };
        const QJsonObject used =
            emus[2]
                .get(u"/api/v1/namespaces/fleet-1/resourcequotas"_s, emus[2].adminToken())
                .json()[u"items"_s][0][u"status"_s][u"used"_s]
                .toObject();
        const QString usedCpu = used[u"requests.cpu"_s].toString();
        QVERIFY2(!usedCpu.isEmpty(), "fleet-1 has a CPU quota in use");
        QVERIFY(emus[2].fault({ { u"quotaHard"_s,
            QJsonObject { { u"namespace"_s, u"fleet-1"_s },
                { u"hard"_s, QJsonObject { { u"requests.cpu"_s, usedCpu } } } } } }));

        QTRY_VERIFY2_WITH_TIMEOUT(alarmOn(AlarmDefinition::DashboardUnreachable, dashboard)
                && alarmOn(AlarmDefinition::DemandsUnplaced, demands)
                && alarmOn(AlarmDefinition::QuotaNearlyFull, quota),
            qPrintable(alarmList()),
            10000);
        QCOMPARE(
            alarmOn(AlarmDefinition::DashboardUnreachable, dashboard)->status, AlarmStatus::Yellow);
        QVERIFY2(
            alarmOn(AlarmDefinition::DemandsUnplaced, demands)->message.english().contains(u"3"_s),
            qPrintable(alarmOn(AlarmDefinition::DemandsUnplaced, demands)->message.english()));
        QCOMPARE(alarmOn(AlarmDefinition::QuotaNearlyFull, quota)->status, AlarmStatus::Red);
        QCOMPARE(
            treeStatus(tree()->namespaceIndex(u"fleet-1"_s, profiles[2].id)), AlarmStatus::Red);
        QVERIFY(treeStatus(tree()->namespaceIndex(u"fleet-0"_s, profiles[1].id))
            >= AlarmStatus::Yellow);

        // Each clears when its cause does.
        QVERIFY(emus[1].fault({ { u"rayDemand"_s,
            QJsonObject { { u"namespace"_s, u"fleet-0"_s },
                { u"cluster"_s, u"ray-0"_s },
                { u"bundle"_s, QJsonObject { { u"GPU"_s, 8 } } },
                { u"count"_s, 0 } } } }));
        QTRY_VERIFY_WITH_TIMEOUT(!alarmOn(AlarmDefinition::DemandsUnplaced, demands), 10000);
        QVERIFY(emus[0].fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, true } } } }));
    }

    void alarmsSurviveARestart()
    {
        QStringList keys;
        for (const Alarm &a : book()->alarms())
            keys << a.key();
        keys.sort();
        QVERIFY(!keys.isEmpty());
        // The console closes (nothing is disconnected by hand) and starts again.
        flow.reset();
        treeTester.reset();
        alarmsTester.reset();
        window.reset();
        openWindow();
        QStringList again;
        for (const Alarm &a : book()->alarms())
            again << a.key();
        again.sort();
        QCOMPARE(again, keys);
        QCOMPARE(window->alarmsPane()->alarms()->rowCount(), int(keys.size()));
        flow = std::make_unique<ConnectionFlow>(&network, store.get(), nullptr, window.get());
    }
};

QTEST_MAIN(TestFleetAlarms)
#include "tst_fleet_alarms.moc"
