// The Summary tab against the emulator, offscreen: choosing the Supervisor in the tree shows what
// all of it holds (namespaces, Ray clusters by state, VMs, GPUs in use) and no namespace's
// clusters; choosing a namespace shows the same of it and the use of its ResourceQuota; choosing
// a cluster brings its details back. Every figure is checked against what the server holds.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "language.h"
#include "mainwindow.h"
#include "navigationmodel.h"
#include "panes/detailspane.h"
#include "ray/namespaceworkspace.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QJsonArray>
#include <QMenu>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

struct ServerFigures
{
    int vms = 0;
    int vmsOn = 0;
    int gpusOn = 0;
    int cpus = 0; // of the VMs' classes
};

// What the server holds, read as kubectl would and counted here.
ServerFigures serverFigures(EmulatorFixture &emu, const QString &ns = {})
{
    const QString prefix = u"/apis/vmoperator.vmware.com/v1alpha2/"_s;
    const QString scope = ns.isEmpty() ? QString() : u"namespaces/%1/"_s.arg(ns);
    QHash<QString, QJsonObject> classes;
    for (const QJsonValue c : emu.get(prefix + scope + u"virtualmachineclasses"_s, emu.login())
                                  .json()[u"items"_s]
                                  .toArray())
        classes.insert(c[u"metadata"_s][u"namespace"_s].toString() + u'/'
                + c[u"metadata"_s][u"name"_s].toString(),
            c.toObject());
    ServerFigures f;
    for (const QJsonValue vm :
        emu.get(prefix + scope + u"virtualmachines"_s, emu.login()).json()[u"items"_s].toArray()) {
        ++f.vms;
        const QJsonObject vmClass = classes.value(vm[u"metadata"_s][u"namespace"_s].toString()
            + u'/' + vm[u"spec"_s][u"className"_s].toString());
        f.cpus += vmClass[u"spec"_s][u"hardware"_s][u"cpus"_s].toInt();
        if (vm[u"status"_s][u"powerState"_s].toString() != u"PoweredOn"_s)
            continue;
        ++f.vmsOn;
        f.gpusOn +=
            int(vmClass[u"spec"_s][u"hardware"_s][u"devices"_s][u"vgpuDevices"_s].toArray().size());
    }
    return f;
}

} // namespace

class TestScopeSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QLocale(QLocale::English));
    }

    void summarizesTheSupervisorAndEachNamespace()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        flow.connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() == 3, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->isSynced(), 30000);
        auto *details = window.findChild<DetailsPane *>();
        QVERIFY(details);
        auto *tabs = details->tabs();

        // The Supervisor chosen in the tree: the whole of it, and no namespace's clusters.
        QTreeView *tree = window.navigationView();
        tree->setFocus();
        const QModelIndex supervisor =
            qobject_cast<NavigationModel *>(tree->model())->connectedIndex();
        QVERIFY(supervisor.isValid());
        tree->setCurrentIndex(supervisor);
        QTRY_VERIFY(!window.workspace());
        QCOMPARE(window.clusterView()->model()->rowCount(), 0);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), u"Summary"_s);
        // The demo's clusters are still coming up: the console's figures settle on the server's.
        const auto matches = [&](const QString &ns) {
            const ServerFigures f = serverFigures(emu, ns);
            const QString shown = details->scopeText().simplified();
            return shown.contains(u"VMs: %1 in all, %2 on"_s.arg(f.vms).arg(f.vmsOn))
                && shown.contains(u"GPUs in use: %1 "_s.arg(f.gpusOn));
        };
        // Once seen to agree is enough: QTRY asks again after the wait, and the data moves on.
        bool agreed = false;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (agreed = agreed || matches({})), qPrintable(details->scopeText().simplified()), 60000);
        QVERIFY(serverFigures(emu).gpusOn > 0);
        QString text = details->scopeText().simplified();
        QVERIFY2(text.contains(u"Supervisor Lab"_s), qPrintable(text));
        QVERIFY(text.contains(u"Namespaces: 3"_s));
        QVERIFY2(text.contains(u"Ray clusters: 5 ("_s), qPrintable(text));
        QVERIFY(!text.contains(u"quota"_s)); // quotas are a namespace's

        // A namespace: its own figures and its quota's use, as the server accounts it.
        const QModelIndex prod =
            qobject_cast<NavigationModel *>(tree->model())->namespaceIndex(u"ray-prod"_s);
        tree->setCurrentIndex(prod);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.workspace() && window.workspace()->ns() == u"ray-prod"_s, 30000);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), u"Summary"_s);
        agreed = false;
        QTRY_VERIFY2_WITH_TIMEOUT((agreed = agreed || matches(u"ray-prod"_s)),
            qPrintable(details->scopeText().simplified()),
            60000);
        // The quota's use as the server accounts it, read again until the two agree.
        const auto quotaShown = [&] {
            const ServerFigures inProd = serverFigures(emu, u"ray-prod"_s);
            const QString shown = details->scopeText().simplified();
            return shown.contains(u"CPU quota: %1 vCPU of 128 vCPU"_s.arg(inProd.cpus))
                && shown.contains(u"Storage quota: %1 GiB of 4 TiB"_s.arg(inProd.vms * 40));
        };
        agreed = false;
        QTRY_VERIFY2_WITH_TIMEOUT((agreed = agreed || quotaShown()),
            qPrintable(details->scopeText().simplified()),
            30000);
        QVERIFY(details->scopeText().simplified().contains(u"Namespace ray-prod"_s));
        QTRY_VERIFY2(details->scopeText().simplified().contains(u"Ray clusters: 2, all healthy"_s),
            qPrintable(details->scopeText().simplified()));

        // The tree's context menu: on the Supervisor its connection, on a namespace a new
        // cluster there.
        const auto menuAt = [&](const QModelIndex &index) {
            QStringList texts;
            QTimer::singleShot(0, this, [&texts] {
                // The menu runs its own loop: read, then close it.
                QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
                auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
                for (QAction *action : menu->actions())
                    if (!action->isSeparator())
                        texts << action->text().remove(u'&');
                menu->close();
            });
            const QRect cell = tree->visualRect(index);
            QContextMenuEvent event(QContextMenuEvent::Mouse,
                cell.center(),
                tree->viewport()->mapToGlobal(cell.center()));
            QApplication::sendEvent(tree->viewport(), &event);
            return texts;
        };
        const QStringList onSupervisor = menuAt(supervisor);
        QVERIFY2(onSupervisor.contains(u"Disconnect"_s) && onSupervisor.contains(u"Log Out"_s),
            qPrintable(onSupervisor.join(u" | "_s)));
        const QStringList onNamespace = menuAt(prod);
        QVERIFY2(onNamespace.contains(u"New Ray Cluster in ray-prod…"_s),
            qPrintable(onNamespace.join(u" | "_s)));

        // A cluster chosen in its table: its details come back.
        window.activateWindow(); // back from the menus
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTableView *clusters = window.clusterView();
        QTRY_VERIFY(clusters->model()->rowCount() == 2);
        clusters->setFocus();
        clusters->setCurrentIndex(clusters->model()->index(1, 0));
        QTRY_COMPARE(tabs->tabText(tabs->currentIndex()), u"Details"_s);
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_MAIN(TestScopeSummary)
#include "tst_scope_summary.moc"
