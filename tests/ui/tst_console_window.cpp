// The main window against the emulator, offscreen: pick a namespace, see its clusters with
// truthful states, create a cluster and watch its nodes appear and move to running live, filter,
// and see the cluster's events. Every model is checked by QAbstractItemModelTester meanwhile.
// Every action of the toolbar has an icon, the desktop's or the console's own.
#include "actionicons.h"
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/workspacemodels.h"
#include "language.h"
#include "mainwindow.h"
#include "panes/findpane.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/supervisorconnection.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QTreeView>
#include <QWidgetAction>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestConsoleWindow : public QObject
{
    Q_OBJECT

    static int rowOf(QAbstractItemModel *model, const QString &text, int column = 0)
    {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, column).data().toString() == text)
                return r;
        }
        return -1;
    }
    static QString cell(QTableView *view, int row, int column)
    {
        return view->model()->index(row, column).data().toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // column state
        installTranslations(QLocale(QLocale::English)); // "1 cluster", "2 clusters"
    }

    void everyToolbarActionHasAnIcon()
    {
        // Offscreen there is no icon theme: what shows is the console's own icons.
        MainWindow window;
        const auto *toolbar = window.findChild<QToolBar *>(u"mainToolbar"_s);
        QVERIFY(toolbar);
        int buttons = 0;
        for (QAction *action : toolbar->actions()) {
            if (action->isSeparator() || qobject_cast<QWidgetAction *>(action))
                continue; // the filter box
            ++buttons;
            QVERIFY2(!action->icon().pixmap(QSize(24, 24)).isNull(), qPrintable(action->text()));
        }
        QCOMPARE(buttons, 4); // connect, refresh, new cluster, delete
        // The menus' actions that stand for a thing to do have one too.
        for (const QString &name : { u"openYamlAction"_s,
                 u"recreateNodeAction"_s,
                 u"allVmsAction"_s,
                 u"connectAction"_s }) {
            const auto *action = window.findChild<QAction *>(name);
            QVERIFY2(action && !action->icon().pixmap(QSize(16, 16)).isNull(), qPrintable(name));
        }
        // Each bundled icon is there at the sizes menus and toolbars ask for.
        for (int which = int(ActionIcon::Connect); which <= int(ActionIcon::Filter); ++which) {
            const QIcon icon = bundledActionIcon(ActionIcon(which));
            for (int size : { 16, 22, 24, 32 }) {
                const QPixmap pixmap = icon.pixmap(QSize(size, size));
                QVERIFY(!pixmap.isNull());
                QVERIFY(!pixmap.toImage().allGray() || pixmap.toImage().hasAlphaChannel());
            }
        }
    }

    void followsANewClusterLive()
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
        flow.connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() == 3, 30000);

        // ray-dev: one cluster starting, one that cannot start (its VM class is missing).
        QAbstractItemModel *namespaces = window.namespaceModel();
        // Each namespace with its number of Ray clusters.
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(namespaces, u"ray-dev (2 clusters)"_s) >= 0, 30000);
        QVERIFY(rowOf(namespaces, u"analytics (1 cluster)"_s) >= 0);
        // The tree: the Supervisor, its namespaces beneath it.
        QAbstractItemModel *tree = window.navigationView()->model();
        QAbstractItemModelTester treeTester(
            tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(tree->rowCount(), 1);
        QCOMPARE(tree->index(0, 0).data().toString(), u"Lab"_s);
        QCOMPARE(tree->rowCount(tree->index(0, 0)), 3);
        QVERIFY(rowOf(namespaces, u"ray-dev (2 clusters)"_s) >= 0);
        // Keyboard: down from the Supervisor to its first namespace, then on to ray-dev.
        window.navigationView()->setFocus();
        window.navigationView()->setCurrentIndex(tree->index(0, 0));
        QTest::keyClick(window.navigationView(), Qt::Key_Down);
        QTRY_VERIFY(window.workspace() && window.workspace()->ns() == u"analytics"_s);
        // The testers watch the models from before they fill: the view's proxy lives on, and the
        // namespace's models are made as it is chosen (the VM Operator is known by now).
        QAbstractItemModelTester viewTester(
            window.clusterView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.selectNamespace(u"ray-dev"_s);
        QVERIFY(window.workspace() && window.workspace()->ns() == u"ray-dev"_s);
        WorkspaceModels *workspace = window.workspaceModels();
        QCOMPARE(workspace->clusters()->rowCount(), 0);
        QAbstractItemModelTester clusterTester(
            workspace->clusters(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodeTester(
            workspace->nodes(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester eventTester(
            workspace->selectedEvents(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTableView *clusters = window.clusterView();
        QTRY_VERIFY_WITH_TIMEOUT(clusters->model()->rowCount() == 2, 30000);
        const int failedRow = rowOf(clusters->model(), u"gpu-experiment"_s);
        QVERIFY(failedRow >= 0);
        // The seeded cluster may still be starting: the operator finds the missing class first.
        QTRY_COMPARE_WITH_TIMEOUT(
            cell(clusters, rowOf(clusters->model(), u"gpu-experiment"_s), ClusterTableModel::State),
            u"Failed"_s,
            30000);
        QVERIFY(
            cell(clusters, rowOf(clusters->model(), u"gpu-experiment"_s), ClusterTableModel::Reason)
                .contains(u"not found"_s));
        QTRY_COMPARE(window.connectionIndicator(), u"● Live"_s);

        QSignalSpy resets(workspace->clusters(), &QAbstractItemModel::modelReset);
        QSignalSpy clusterRemovals(workspace->clusters(), &QAbstractItemModel::rowsRemoved);
        // A new cluster, created from outside, shows up and is followed to healthy.
        const HttpResult created = emu.request("POST",
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters"_s,
            toJson(validCluster(u"live-test"_s, u"ray-dev"_s, 2)),
            emu.login());
        QCOMPARE(created.status, 201);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(clusters->model(), u"live-test"_s) >= 0, 30000);
        clusters->setCurrentIndex(
            clusters->model()->index(rowOf(clusters->model(), u"live-test"_s), 0));
        QCOMPARE(window.workspace()->selectedCluster(), u"live-test"_s);

        // Record every state the nodes pass through.
        QSet<QString> headStates;
        QTableView *nodes = window.nodeView();
        const auto recordHead = [&] {
            for (int r = 0; r < nodes->model()->rowCount(); ++r) {
                if (cell(nodes, r, NodeTableModel::Role) == u"head"_s)
                    headStates.insert(cell(nodes, r, NodeTableModel::State));
            }
        };
        connect(nodes->model(), &QAbstractItemModel::dataChanged, this, recordHead);
        connect(nodes->model(), &QAbstractItemModel::rowsInserted, this, recordHead);
        recordHead();
        const auto allRunning = [&] {
            if (nodes->model()->rowCount() != 3)
                return false;
            for (int r = 0; r < 3; ++r) {
                if (cell(nodes, r, NodeTableModel::State) != u"Running"_s)
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allRunning(), 90000);
        // It was not running from the start: the console showed the way there.
        QVERIFY2(headStates.size() >= 2, qPrintable(QStringList(headStates.values()).join(u", ")));
        for (int r = 0; r < 3; ++r)
            QVERIFY(!cell(nodes, r, NodeTableModel::Ip).isEmpty());
        const int liveRow = rowOf(clusters->model(), u"live-test"_s);
        QTRY_COMPARE(
            cell(clusters, rowOf(clusters->model(), u"live-test"_s), ClusterTableModel::State),
            u"Healthy"_s);
        QVERIFY(cell(clusters, liveRow, ClusterTableModel::Workers).startsWith(u"2 / 2"_s));
        QVERIFY(!cell(clusters, liveRow, ClusterTableModel::HeadIp).isEmpty());
        QCOMPARE(resets.size(), 0);
        QCOMPARE(clusterRemovals.size(), 0);
        QTRY_VERIFY(rowOf(namespaces, u"ray-dev (3 clusters)"_s) >= 0);
        QVERIFY(window.workspace()->timeline(u"live-test"_s).size() >= 2);
        QCOMPARE(window.workspace()->timeline(u"live-test"_s).last().running, 3);

        // The cluster's events, and only its own.
        QTRY_VERIFY_WITH_TIMEOUT(window.eventView()->model()->rowCount() > 0, 30000);
        for (int r = 0; r < window.eventView()->model()->rowCount(); ++r)
            QVERIFY(cell(window.eventView(), r, EventTableModel::Object).contains(u"live-test"_s));

        // Ctrl+F finds the cluster (debounced), without emptying the table; Enter selects it.
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(window.filterEdit()->hasFocus());
        QTest::keyClicks(window.filterEdit(), u"gpu-exp"_s);
        const QAbstractItemModel *found = window.findPane()->view()->model();
        QTRY_COMPARE_WITH_TIMEOUT(found->rowCount(), 1, 30000);
        QCOMPARE(found->index(0, 0).data(NamespaceRole).toString(), u"ray-dev"_s);
        QCOMPARE(found->index(0, 0, found->index(0, 0)).data().toString(), u"gpu-experiment"_s);
        QCOMPARE(clusters->model()->rowCount(), 3);
        QTest::keyClick(window.filterEdit(), Qt::Key_Return);
        QTRY_COMPARE(cell(clusters, clusters->currentIndex().row(), ClusterTableModel::Name),
            u"gpu-experiment"_s);
        QTest::keyClick(window.filterEdit(), Qt::Key_Escape);
        QVERIFY(window.filterEdit()->text().isEmpty());

        // Deleting the cluster: it stays visible as deleting until its VMs are gone.
        QCOMPARE(
            emu.request("DELETE",
                   u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters/live-test"_s,
                   {},
                   emu.login())
                .status,
            200);
        QTRY_COMPARE_WITH_TIMEOUT(
            cell(clusters, rowOf(clusters->model(), u"live-test"_s), ClusterTableModel::State),
            u"Deleting"_s,
            30000);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(clusters->model(), u"live-test"_s) < 0, 60000);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_MAIN(TestConsoleWindow)
#include "tst_console_window.moc"
