// View > All VMs against the emulator, offscreen: opened by its shortcut, it lists every VM of
// the Supervisor with its cluster, filters over every column, and Enter on a VM shows its
// cluster in the main window.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "fleetwindow.h"
#include "items/fleetvmmodel.h"
#include "language.h"
#include "mainwindow.h"
#include "ray/namespaceworkspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestFleetWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QLocale(QLocale::English)); // "in 3 namespaces"
    }

    void listsFiltersAndLeadsToTheCluster()
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

        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        FleetWindow *fleet = window.findChild<FleetWindow *>();
        QVERIFY(fleet);
        QTableView *view = fleet->view();
        QAbstractItemModelTester tester(
            view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->fleet()->isSynced(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(fleet->summary().contains(u"in 3 namespaces"_s), 30000);
        QVERIFY(view->updatesEnabled()); // painting is no longer held back once the list is in
        QVERIFY(view->model()->rowCount() >= 10);

        // The filter narrows to one cluster's VMs (debounced).
        fleet->findChild<QLineEdit *>(u"filter"_s)->setText(u"etl-nightly"_s);
        QTRY_COMPARE(view->model()->rowCount(), 2);
        QVERIFY(fleet->summary().contains(u"2 shown by the filter"_s));
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(view->model()->index(r, ray::FleetVmModel::Cluster).data().toString(),
                u"etl-nightly"_s);
            // Values in words, as in the main window.
            QCOMPARE(view->model()->index(r, ray::FleetVmModel::Power).data().toString(), u"On"_s);
            QVERIFY(
                view->model()->index(r, ray::FleetVmModel::Age).data().toString().endsWith(u'h'));
            // The image by its name, its id a tooltip away (the images are listed after the VMs).
            const QModelIndex image = view->model()->index(r, ray::FleetVmModel::Image);
            QTRY_COMPARE(image.data().toString(), u"ray-ubuntu-22.04"_s);
            QVERIFY(image.data(Qt::ToolTipRole).toString().startsWith(u"vmi-"_s));
        }

        // It opened over the main window.
        QVERIFY(fleet->frameGeometry().intersects(window.frameGeometry()));

        // Enter on a VM: its cluster, selected in the main window.
        fleet->activateWindow();
        QTRY_VERIFY(QApplication::activeWindow() == fleet);
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->ns() == u"analytics"_s
                && window.workspace()->selectedCluster() == u"etl-nightly"_s,
            30000);

        // Esc clears the filter, then closes the window; Ctrl+W closes it too.
        QPointer<FleetWindow> open = fleet;
        fleet->activateWindow();
        QTRY_VERIFY(QApplication::activeWindow() == fleet);
        QTest::keyClick(fleet, Qt::Key_Escape);
        QTRY_VERIFY(fleet->findChild<QLineEdit *>(u"filter"_s)->text().isEmpty());
        QVERIFY(fleet->isVisible());
        QTest::keyClick(fleet, Qt::Key_Escape);
        QTRY_VERIFY(open.isNull()); // closed, and deleted on close
        open = window.showAllVms();
        QVERIFY(open);
        open->activateWindow();
        QTRY_VERIFY(QApplication::activeWindow() == open);
        QTest::keyClick(open, Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(open.isNull());
    }
};

QTEST_MAIN(TestFleetWindow)
#include "tst_fleet_window.moc"
