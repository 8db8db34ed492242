// Ctrl+F in the main window against the emulator, offscreen: a VI admin handed a VM's name, an
// IP address, a VM class or an image finds it across the Supervisor's namespaces, grouped by
// namespace; Enter shows its namespace, its cluster and the node itself; Esc clears the find and
// the tree and tables are whole again; a query that matches nothing says so.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/clustertablemodel.h"
#include "items/findresults.h"
#include "language.h"
#include "mainwindow.h"
#include "panes/findpane.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

struct Vm
{
    QString ns, name, cluster, ip, vmClass;
};

// The VMs of the emulator's seed, as the server lists them.
QList<Vm> serverVms(EmulatorFixture &emu)
{
    QList<Vm> out;
    const QJsonArray items =
        emu.get(u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s, emu.login())
            .json()
            .value(u"items"_s)
            .toArray();
    for (const QJsonValue &item : items) {
        const QJsonObject vm = item.toObject();
        const QJsonObject meta = vm[u"metadata"_s].toObject();
        Vm v;
        v.ns = meta[u"namespace"_s].toString();
        v.name = meta[u"name"_s].toString();
        // The operator boots each node from its cluster's <cluster>-hsecret or -wsecret.
        const QString secret =
            vm[u"spec"_s][u"bootstrap"_s][u"cloudInit"_s][u"rawCloudConfig"_s][u"name"_s]
                .toString();
        if (secret.endsWith(u"-hsecret"_s) || secret.endsWith(u"-wsecret"_s))
            v.cluster = secret.chopped(8);
        v.ip = vm[u"status"_s][u"network"_s][u"primaryIP4"_s].toString();
        v.vmClass = vm[u"spec"_s][u"className"_s].toString();
        out << v;
    }
    return out;
}

// Every result under the namespaces, as "namespace: name | matched".
QStringList results(const QTreeView *view)
{
    QStringList out;
    const QAbstractItemModel *m = view->model();
    for (int g = 0; g < m->rowCount(); ++g) {
        const QModelIndex group = m->index(g, 0);
        for (int r = 0; r < m->rowCount(group); ++r)
            out << group.data(NamespaceRole).toString() + u": "_s
                    + m->index(r, 0, group).data().toString() + u" | "_s
                    + m->index(r, 1, group).data().toString();
    }
    return out;
}

QString current(const QTableView *view, int column)
{
    return view->currentIndex().siblingAtColumn(column).data().toString();
}

} // namespace

class TestFindAnything : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QLocale(QLocale::English));
    }

    void findsVmsAndClustersAndGoesToThem()
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
        const QString firstNs = window.workspace()->ns();
        // A timeline of this namespace, to see it go on after a visit elsewhere.
        QTRY_VERIFY(!window.workspace()->summaries().isEmpty());
        const QString timed = window.workspace()->summaries().cbegin().key();
        QTRY_VERIFY_WITH_TIMEOUT(!window.workspace()->timeline(timed).isEmpty(), 30000);
        const QDateTime timelineStart = window.workspace()->timeline(timed).first().time;

        // A worker of a cluster in another namespace than the one on screen.
        const QList<Vm> vms = serverVms(emu);
        QVERIFY(vms.size() >= 10);
        const auto other = std::find_if(vms.cbegin(), vms.cend(), [&](const Vm &v) {
            return v.ns != firstNs && !v.cluster.isEmpty() && !v.ip.isEmpty()
                && v.name.contains(u"-w-"_s);
        });
        QVERIFY(other != vms.cend());
        const Vm target = *other;

        FindPane *find = window.findPane();
        QTreeView *view = find->view();
        QAbstractItemModelTester tester(
            view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *left = qobject_cast<QStackedWidget *>(find->parentWidget());
        QVERIFY(left);

        // Ctrl+F, then the VM's name as a vCenter alarm gives it.
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(window.filterEdit()->hasFocus());
        QTest::keyClicks(window.filterEdit(), target.name);
        QTRY_COMPARE(left->currentWidget(), find);
        QTRY_COMPARE_WITH_TIMEOUT(results(view),
            (QStringList { target.ns + u": "_s + target.name + u" | VM of "_s + target.cluster }),
            30000);
        QCOMPARE(find->hint(), QString());
        // The tables are not filtered by it.
        QVERIFY(window.clusterView()->model()->rowCount() > 0);

        // Enter: the namespace, the cluster and the node.
        QTest::keyClick(window.filterEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace()->ns() == target.ns
                && window.workspace()->selectedCluster() == target.cluster,
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            current(window.clusterView(), ClusterTableModel::Name), target.cluster, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(current(window.nodeView(), 0), target.name, 30000);

        // By IP address: the VM, with the address that matched; Down, then Enter in the results.
        QTest::keyClick(window.filterEdit(), Qt::Key_A, Qt::ControlModifier);
        const Vm byIp = *std::find_if(vms.cbegin(), vms.cend(), [&](const Vm &v) {
            return v.ns == firstNs && !v.cluster.isEmpty() && !v.ip.isEmpty();
        });
        QTest::keyClicks(window.filterEdit(), byIp.ip);
        const QString ipResult = byIp.ns + u": "_s + byIp.name + u" | IP "_s + byIp.ip;
        QTRY_VERIFY(results(view).contains(ipResult));
        for (const QString &line : results(view))
            QVERIFY2(line.contains(u" | IP "_s + byIp.ip), qPrintable(line)); // 10.0.0.1 in .10
        QTest::keyClick(window.filterEdit(), Qt::Key_Down);
        QTRY_VERIFY(view->hasFocus());
        for (int step = 0; step < 50 && view->currentIndex().data().toString() != byIp.name; ++step)
            QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().data().toString(), byIp.name);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace()->ns() == byIp.ns
                && window.workspace()->selectedCluster() == byIp.cluster,
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(current(window.nodeView(), 0), byIp.name, 30000);
        // Back in the first namespace: its timelines went on, they did not start again.
        QCOMPARE(window.workspace()->ns(), firstNs);
        QTRY_VERIFY(!window.workspace()->timeline(timed).isEmpty());
        QCOMPARE(window.workspace()->timeline(timed).first().time, timelineStart);
        // The time it was not watched is marked as such, then the timeline goes on.
        const QList<ray::HealthSample> resumed = window.workspace()->timeline(timed);
        const auto gap = std::find_if(resumed.cbegin(), resumed.cend(), [](const auto &s) {
            return s.unwatchedAfter;
        });
        QVERIFY(gap != resumed.cend());
        QVERIFY(gap + 1 != resumed.cend()); // a sample after it, from the namespace reopened

        // By VM class: every VM of that class, grouped under each of their namespaces.
        // Compared with the server as it is then: the demo's new cluster may still be adding VMs.
        window.filterEdit()->setText(target.vmClass);
        const auto sameAsServer = [&] {
            qsizetype ofClass = 0;
            QSet<QString> classNamespaces;
            for (const Vm &v : serverVms(emu)) {
                if (v.vmClass == target.vmClass && !v.name.contains(target.vmClass)) {
                    ++ofClass;
                    classNamespaces.insert(v.ns);
                }
            }
            return results(view).filter(u" | VM class "_s + target.vmClass).size() == ofClass
                && view->model()->rowCount() == classNamespaces.size();
        };
        // Once seen to agree is enough: QTRY asks again after the wait, and the data moves on.
        bool agreed = false;
        QTRY_VERIFY_WITH_TIMEOUT((agreed = agreed || sameAsServer()), 30000);

        // By image name, though each VM names its image by an id.
        window.filterEdit()->setText(u"ray-ubuntu-22.04"_s);
        QTRY_VERIFY(results(view).contains(
            target.ns + u": "_s + target.name + u" | Image ray-ubuntu-22.04"_s));

        // A cluster by its name, marked as such.
        window.filterEdit()->setText(target.cluster);
        QTRY_VERIFY(
            results(view).contains(target.ns + u": "_s + target.cluster + u" | Ray cluster"_s));

        // Nothing matches: a hint says so, and what is searched.
        window.filterEdit()->setText(u"no-such-vm-anywhere"_s);
        QTRY_VERIFY(find->hint().contains(u"No cluster or VM matches “no-such-vm-anywhere”"_s));
        QCOMPARE(view->model()->rowCount(), 0);

        // Esc clears it: the tree is back, the tables whole.
        window.filterEdit()->setFocus();
        QTest::keyClick(window.filterEdit(), Qt::Key_Escape);
        QVERIFY(window.filterEdit()->text().isEmpty());
        QTRY_COMPARE(left->currentWidget(), window.navigationView()->parentWidget());
        QCOMPARE(window.workspace()->ns(), byIp.ns);
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_MAIN(TestFindAnything)
#include "tst_find_anything.moc"
