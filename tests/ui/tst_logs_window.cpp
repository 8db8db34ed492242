// Cluster > Logs… against the emulator's dashboards: the details' Logs tab with the selected
// node's files listed by group, raylet.out shown whole, a search over every node leading to the
// line found, Save Logs writing the archive, and a job's log from the Jobs tab, the way a user
// gets there from a cluster, a node and a job.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/itemroles.h"
#include "items/loglinesmodel.h"
#include "logswindow.h"
#include "mainwindow.h"
#include "panes/jobspanel.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestLogsWindow : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SupervisorConnection *>();
        QSettings().setValue(u"ray/dashboardIntervalSeconds"_s, 1);
        // Ray's own port: the console reads a head's dashboard at its address on 8265.
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s }));
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void fromANodeToItsLogsASearchAndABundle()
    {
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        window.show();
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        flow.connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() > 0, 30000);
        window.selectNamespace(u"ray-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->ns() == u"ray-prod"_s
                && window.clusterView()->model()->rowCount() > 0,
            30000);
        window.selectCluster(u"ray-prod"_s, u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.workspace()->selectedCluster() == u"analytics-prod"_s, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(window.nodeView()->model()->rowCount() > 0, 30000);
        window.nodeView()->setCurrentIndex(window.nodeView()->model()->index(0, 0));
        QAction *logs = window.findChild<QAction *>(u"logsAction"_s);
        QVERIFY(logs && logs->isEnabled());
        // Once the dashboard has listed the cluster's nodes.
        const auto observed = [&] {
            const ray::RayClusterObservation *o = window.workspace()->rayMonitor()->observation(
                window.workspace()->selectedCluster());
            return o ? u"%1 nodes, read %2, reach %3, %4"_s.arg(o->nodes.size())
                           .arg(o->hasNodes)
                           .arg(int(o->reach))
                           .arg(o->problem.english() + u" " + o->dashboardUrl)
                     : u"no observation of "_s + window.workspace()->selectedCluster();
        };
        const auto dashboards = [&] {
            return QString::fromUtf8(
                emu.get(u"/emulator/v1/ray-dashboards"_s, emu.adminToken()).body);
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            !observed().startsWith(u"0 nodes"_s) && !observed().startsWith(u"no observation"_s),
            qPrintable(observed() + u" / "_s + dashboards()),
            30000);
        LogsWindow *logsWindow = window.showLogs();
        QVERIFY(logsWindow);
        // In the Logs tab, beside the cluster's details.
        auto *tabs = window.findChild<QTabWidget *>(u"detailTabs"_s);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), u"Logs"_s);
        QVERIFY(!logsWindow->isWindow() && logsWindow->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(logsWindow->filesView()->model()->rowCount() > 0, 30000);
        QAbstractItemModelTester tester(
            logsWindow->lines(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        // The node's raylet.out opens first, whole.
        QTRY_COMPARE_WITH_TIMEOUT(logsWindow->lines()->rowCount(), 2000, 30000);
        QVERIFY(logsWindow->lines()->line(1999).contains(u"raylet.out:2000,"_s));
        QVERIFY2(logsWindow->statusLabel()->text().contains(u"2,000"_s)
                || logsWindow->statusLabel()->text().contains(u"2000"_s),
            qPrintable(logsWindow->statusLabel()->text()));

        // A search over every node, and the line it found shown in its file.
        logsWindow->searchEveryNode(u"failed to pull object"_s);
        QTRY_VERIFY_WITH_TIMEOUT(logsWindow->statusLabel()->text().contains(u"found in"_s), 60000);
        QVERIFY(logsWindow->hitsView()->model()->rowCount() > 20);
        // Ray's words are shown as text, never as markup.
        QCOMPARE(logsWindow->statusLabel()->textFormat(), Qt::PlainText);
        const QString tip =
            logsWindow->hitsView()->model()->index(0, 3).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(u"<pre>"_s) && tip.contains(u"Failed to pull object"_s),
            qPrintable(tip));
        const QAbstractItemModel *hits = logsWindow->hitsView()->model();
        // A hit in another file than the one shown, on another node than the one shown.
        const QString shownVm = logsWindow->findChild<QComboBox *>()->currentText();
        int hit = -1;
        for (int r = 0; r < hits->rowCount() && hit < 0; ++r) {
            if (hits->index(r, 1).data().toString() == u"dashboard_agent.log"_s
                && hits->index(r, 0).data().toString() != shownVm)
                hit = r;
        }
        QVERIFY(hit >= 0);
        const int line = hits->index(hit, 2).data().toInt();
        Q_EMIT logsWindow->hitsView()->activated(hits->index(hit, 3));
        QTRY_COMPARE_WITH_TIMEOUT(logsWindow->linesView()->currentIndex().row(), line - 1, 30000);
        const QString shown = logsWindow->linesView()->currentIndex().data().toString();
        QVERIFY2(shown.contains(u"Failed to pull object"_s)
                && shown.contains(u"(dashboard_agent.log:%1,"_s.arg(line)),
            qPrintable(shown));
        QCOMPARE(logsWindow->findChild<QComboBox *>()->currentText(),
            hits->index(hit, 0).data().toString());
        QCOMPARE(
            logsWindow->filesView()->currentIndex().data().toString(), u"dashboard_agent.log"_s);

        // Save Logs.
        QTemporaryDir dir;
        const QString archive = dir.filePath(u"logs.tar.gz"_s);
        logsWindow->saveLogsTo(archive);
        QTRY_VERIFY_WITH_TIMEOUT(
            logsWindow->statusLabel()->text().contains(u"The logs are saved in"_s), 120000);
        QVERIFY(QFile(archive).size() > 1000);

        // A job's log: Job Log on the Jobs tab brings the Logs tab back with it.
        tabs->setCurrentWidget(window.findChild<JobsPanel *>());
        QTableView *jobs = window.findChild<JobsPanel *>()->view();
        const auto ended = [&] {
            for (int r = 0; r < jobs->model()->rowCount(); ++r) {
                const QModelIndex index = jobs->model()->index(r, 0);
                if (!index.data(SubmissionIdRole).toString().isEmpty()
                    && !index.data(StoppableRole).toBool()) {
                    jobs->setCurrentIndex(index);
                    return index.data(SubmissionIdRole).toString();
                }
            }
            return QString();
        };
        QString job;
        QTRY_VERIFY_WITH_TIMEOUT(!(job = ended()).isEmpty(), 30000);
        QPushButton *jobLog = window.findChild<JobsPanel *>()->logsButton();
        QVERIFY(jobLog->isEnabled());
        jobLog->click();
        QCOMPARE(tabs->tabText(tabs->currentIndex()), u"Logs"_s);
        QCOMPARE(window.findChild<LogsWindow *>(), logsWindow); // the same cluster's, kept
        QCOMPARE(logsWindow->shownJob(), job);
        QTRY_VERIFY_WITH_TIMEOUT(
            logsWindow->statusLabel()->text().startsWith(u"Log of job "_s + job), 30000);
        QVERIFY(logsWindow->lines()->rowCount() > 100);
        QVERIFY(logsWindow->lines()->line(0).startsWith(u"Running entrypoint for job "_s + job));

        // Saved alone: the job's log and the manifest.
        const QString jobArchive = dir.filePath(u"job.tar.gz"_s);
        logsWindow->saveLogsTo(jobArchive, LogsWindow::SaveScope::Job);
        QTRY_VERIFY_WITH_TIMEOUT(
            logsWindow->statusLabel()->text().contains(u"The logs are saved in"_s)
                && logsWindow->statusLabel()->text().contains(u"job.tar.gz: 1 file"_s),
            60000);
    }
};

QTEST_MAIN(TestLogsWindow)
#include "tst_logs_window.moc"
