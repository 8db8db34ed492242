// Ray's own view in the main window, offscreen, against the emulator's Ray dashboards: the cluster
// row reads "Ray: N alive of M", the node rows show In Ray, CPU, GPU and memory, the Ray tab shows
// resources, pending demands and a node's history, and the Jobs tab stops a job only after the
// user confirms. An unreachable dashboard is said on the cluster's row while the VMs stay. A head
// address that is a command reaches neither the clipboard, nor a link, nor the network.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/clustertablemodel.h"
#include "items/jobtablemodel.h"
#include "items/tasklog.h"
#include "language.h"
#include "mainwindow.h"
#include "nodehistorychart.h"
#include "panes/jobspanel.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"
#include "settingsdialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestRayWindow : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager network;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<ConnectionFlow> flow;

    static int rowOf(QAbstractItemModel *model, const QString &text, int column = 0)
    {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, column).data().toString() == text)
                return r;
        }
        return -1;
    }
    QTableView *table(const QString &name) { return window->findChild<QTableView *>(name); }
    QString cell(const QString &view, int row, int column)
    {
        return table(view)->model()->index(row, column).data().toString();
    }
    // The shown rows of the nodes table whose In Ray column reads `state`.
    int nodesReading(const QString &state)
    {
        QAbstractItemModel *m = table(u"nodes"_s)->model();
        int n = 0;
        for (int r = 0; r < m->rowCount(); ++r)
            n += m->index(r, NodeTableModel::RayState).data().toString() == state ? 1 : 0;
        return n;
    }
    void openCluster(const QString &ns, const QString &cluster)
    {
        window->selectCluster(ns, cluster);
        QTRY_VERIFY_WITH_TIMEOUT(
            window->workspace() && window->workspace()->selectedCluster() == cluster, 30000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // column state and settings
        installTranslations(QLocale(QLocale::English)); // "3 VMs"
        QSettings().setValue(u"ray/dashboardIntervalSeconds"_s, 1);
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"20"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s }));
        window = std::make_unique<MainWindow>();
        flow = std::make_unique<ConnectionFlow>(&network, nullptr, nullptr, window.get());
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window->show();
        flow->connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window->namespaceModel() && window->namespaceModel()->rowCount() == 3, 30000);
    }
    void cleanupTestCase()
    {
        flow.reset();
        window.reset();
        QSettings().remove(u"ray/dashboardIntervalSeconds"_s);
        QCOMPARE(emu.stop(), 0);
    }

    void rowsShowRaysViewBesideTheVms()
    {
        openCluster(u"ray-prod"_s, u"training-gpu"_s);
        QAbstractItemModelTester clusterTester(
            table(u"clusters"_s)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodeTester(
            table(u"nodes"_s)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The head and two GPU workers, each alive in Ray with its use in percent.
        QTRY_COMPARE_WITH_TIMEOUT(nodesReading(u"Alive"_s), 3, 30000);
        QAbstractItemModel *nodes = table(u"nodes"_s)->model();
        bool gpuShown = false;
        for (int r = 0; r < nodes->rowCount(); ++r) {
            const QString cpu = nodes->index(r, NodeTableModel::Cpu).data().toString();
            QVERIFY2(cpu.endsWith(u" %"_s), qPrintable(cpu));
            QVERIFY(nodes->index(r, NodeTableModel::Memory).data().toString().endsWith(u" %"_s));
            gpuShown |= nodes->index(r, NodeTableModel::Gpu).data().toString().endsWith(u" %"_s);
            QCOMPARE(nodes->headerData(NodeTableModel::RayState, Qt::Horizontal).toString(),
                u"In Ray"_s);
        }
        QVERIFY(gpuShown);
        const int row = rowOf(table(u"clusters"_s)->model(), u"training-gpu"_s);
        QVERIFY(row >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(
            cell(u"clusters"_s, row, ClusterTableModel::RayNodes), u"Ray: 3 alive of 3"_s, 30000);

        // The Ray tab: what the autoscaler reports, and the head's history filling in.
        auto *tabs = window->findChild<QTabWidget *>(u"detailTabs"_s);
        tabs->setCurrentWidget(window->findChild<QWidget *>(u"rayPanel"_s));
        auto *status = window->findChild<QTextBrowser *>(u"rayStatus"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            status->toPlainText().contains(u"Reserved by tasks and actors"_s), 30000);
        QVERIFY(status->toPlainText().contains(u"Pending demands"_s));
        QVERIFY(status->toPlainText().contains(u"3 of 3 VMs that run are alive in Ray."_s));
        auto *chart = window->findChild<NodeHistoryChart *>(u"nodeHistory"_s);
        QTRY_VERIFY_WITH_TIMEOUT(chart->samples().size() >= 2, 30000);
        QVERIFY(chart->summaryText().contains(u"-h-"_s)); // the head, until a node is chosen
        QVERIFY(chart->accessibleDescription().contains(u"CPU"_s));
        // Choosing a worker shows its history instead.
        QTableView *nodeView = table(u"nodes"_s);
        int worker = -1;
        for (int r = 0; r < nodes->rowCount(); ++r)
            if (nodes->index(r, NodeTableModel::Role).data().toString() == u"worker"_s)
                worker = r;
        QVERIFY(worker >= 0);
        nodeView->setCurrentIndex(nodes->index(worker, 0));
        const QString workerName = nodes->index(worker, NodeTableModel::Name).data().toString();
        QTRY_VERIFY(chart->summaryText().startsWith(workerName));

        // Open Ray Dashboard where no browser can be started: it says so, and the address is on
        // the clipboard.
        const QByteArray path = qgetenv("PATH");
        const QTemporaryDir noPrograms;
        qputenv("PATH", noPrograms.path().toLocal8Bit());
        for (const char *var : { "BROWSER",
                 "DEFAULT_BROWSER",
                 "XDG_CURRENT_DESKTOP",
                 "DESKTOP_SESSION",
                 "KDE_FULL_SESSION",
                 "GNOME_DESKTOP_SESSION_ID" })
            qunsetenv(var);
        auto *open = window->findChild<QPushButton *>(u"openDashboard"_s);
        tabs->setCurrentWidget(open->parentWidget());
        QTRY_VERIFY(open->isEnabled());
        open->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = window->findChild<QMessageBox *>(u"noBrowser"_s)) && box->isVisible());
        qputenv("PATH", path);
        QVERIFY(box->text().contains(u":8265"_s));
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(
            copied.startsWith(u"http://"_s) && box->text().contains(copied), qPrintable(copied));
        box->accept();
    }

    void stopJobAsksFirstAndStopsOnlyWhenConfirmed()
    {
        openCluster(u"ray-prod"_s, u"analytics-prod"_s);
        auto *panel = window->findChild<JobsPanel *>(u"jobsPanel"_s);
        window->findChild<QTabWidget *>(u"detailTabs"_s)->setCurrentWidget(panel);
        QTableView *jobs = panel->view();
        QAbstractItemModelTester jobTester(
            jobs->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // A submitted job that runs.
        const auto runningRow = [jobs] {
            for (int r = 0; r < jobs->model()->rowCount(); ++r) {
                const QModelIndex i = jobs->model()->index(r, JobTableModel::Status);
                if (i.data(StoppableRole).toBool() && i.data().toString() == u"Running"_s)
                    return r;
            }
            return -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(runningRow() >= 0, 60000);
        int row = runningRow();
        const QString id = jobs->model()->index(row, JobTableModel::Id).data().toString();
        jobs->setCurrentIndex(jobs->model()->index(row, 0));
        QVERIFY(panel->stopButton()->isEnabled());
        QSignalSpy stops(window->workspace()->rayMonitor(), &ray::RayMonitor::jobStopFinished);

        // Cancel: nothing is sent.
        panel->stopButton()->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY(
            (box = window->findChild<QMessageBox *>(u"stopJobConfirmation"_s)) && box->isVisible());
        QVERIFY(box->text().contains(id));
        QVERIFY(box->informativeText().contains(u"python"_s)); // the entrypoint
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
        box->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!window->findChild<QMessageBox *>(u"stopJobConfirmation"_s));
        QCOMPARE(stops.count(), 0);

        // Confirm: Ray stops it, and the table says so. A job may end between being listed and
        // being stopped (the emulator's run for seconds); Ray then says so, and the test takes
        // the next one.
        QString stopped;
        QStringList tried { id };
        for (int attempt = 0; attempt < 10 && stopped.isEmpty(); ++attempt) {
            QTRY_VERIFY_WITH_TIMEOUT((row = runningRow()) >= 0
                    && !tried.contains(
                        jobs->model()->index(row, JobTableModel::Id).data().toString()),
                60000);
            const QString job = jobs->model()->index(row, JobTableModel::Id).data().toString();
            tried << job;
            jobs->setCurrentIndex(jobs->model()->index(row, 0));
            const qsizetype before = stops.count();
            panel->stopButton()->click();
            QTRY_VERIFY((box = window->findChild<QMessageBox *>(u"stopJobConfirmation"_s))
                && box->isVisible());
            box->findChild<QPushButton *>(u"confirmStopJob"_s)->click();
            QTRY_VERIFY_WITH_TIMEOUT(stops.count() > before, 20000);
            QCOMPARE(stops.at(before).at(1).toString(), job);
            QVERIFY(stops.at(before).at(3).value<Phrase>().isEmpty()); // Ray answered
            if (stops.at(before).at(2).toBool())
                stopped = job;
        }
        QVERIFY2(!stopped.isEmpty(), qPrintable(tried.join(u", "_s)));
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int r = 0; r < jobs->model()->rowCount(); ++r)
                    if (jobs->model()->index(r, JobTableModel::Id).data().toString() == stopped)
                        return jobs->model()->index(r, JobTableModel::Status).data().toString()
                            == u"Stopped"_s;
                return false;
            }(),
            20000);
        QVERIFY(panel->statusLabel()->text().contains(stopped));
        // A task in Recent Tasks, ended once the job had stopped.
        const auto stopTask = [&]() -> const TaskRecord * {
            for (const TaskRecord &r : window->taskLog()->tasks())
                if (r.kind == TaskRecord::Kind::StopJob && r.target.endsWith(u'/' + stopped))
                    return &r;
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            stopTask() && stopTask()->state == TaskRecord::State::Succeeded, 30000);
        QCOMPARE(stopTask()->progress.english(), u"The job stopped."_s);
    }

    void anUnreachableDashboardIsSaidOnTheRowAndTheVmsStay()
    {
        openCluster(u"analytics"_s, u"etl-nightly"_s);
        const auto clusterText = [this] {
            const int row = rowOf(table(u"clusters"_s)->model(), u"etl-nightly"_s);
            return row < 0 ? QString() : cell(u"clusters"_s, row, ClusterTableModel::RayNodes);
        };
        QTRY_COMPARE_WITH_TIMEOUT(clusterText(), u"Ray: 2 alive of 2"_s, 30000);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, false } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(clusterText(), u"Ray: dashboard unreachable"_s, 30000);
        QVERIFY(window->statusBar()->currentMessage().contains(u"etl-nightly"_s));
        // The VMs are still shown as running; only Ray's columns are empty.
        QTRY_COMPARE_WITH_TIMEOUT(nodesReading(QString()), 2, 10000);
        QAbstractItemModel *nodes = table(u"nodes"_s)->model();
        for (int r = 0; r < nodes->rowCount(); ++r)
            QCOMPARE(nodes->index(r, NodeTableModel::State).data().toString(), u"Running"_s);
        QVERIFY(emu.fault({ { u"rayDashboard"_s,
            QJsonObject { { u"namespace"_s, u"analytics"_s },
                { u"cluster"_s, u"etl-nightly"_s },
                { u"reachable"_s, true } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(clusterText(), u"Ray: 2 alive of 2"_s, 60000);
    }

    void aHostileHeadAddressIsNoAddress()
    {
        const QString ns = u"ray-prod"_s;
        const QString cluster = u"training-gpu"_s;
        openCluster(ns, cluster);
        ray::RayMonitor *monitor = window->workspace()->rayMonitor();
        QTRY_VERIFY_WITH_TIMEOUT(monitor->observation(cluster), 30000);
        QAbstractItemModelTester clusterTester(
            table(u"clusters"_s)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto setStatus = [&](const QJsonObject &status) {
            return emu.fault({ { u"clusterStatus"_s,
                QJsonObject { { u"namespace"_s, ns },
                    { u"cluster"_s, cluster },
                    { u"status"_s, status } } } });
        };
        const auto headIpCell = [&] {
            const int row = rowOf(table(u"clusters"_s)->model(), cluster);
            return row < 0 ? QString() : cell(u"clusters"_s, row, ClusterTableModel::HeadIp);
        };
        auto *copy = window->findChild<QPushButton *>(u"copyAddress"_s);
        auto *open = window->findChild<QPushButton *>(u"openDashboard"_s);
        auto *summary = window->findChild<QTextBrowser *>(u"summary"_s);
        auto *conditions = window->findChild<QTextBrowser *>(u"conditions"_s);
        QVERIFY(copy && open && summary && conditions);
        const auto links = [](QTextBrowser *browser) {
            QStringList hrefs;
            for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next()) {
                for (auto it = b.begin(); !it.atEnd(); ++it) {
                    const QString href = it.fragment().charFormat().anchorHref();
                    if (!href.isEmpty() && !hrefs.contains(href))
                        hrefs << href;
                }
            }
            return hrefs;
        };

        // The attack: a head address that ends the command and plants lines of its own, and a
        // condition that is a link to a file.
        const QString planted = u"10.0.0.5:8265 -- python script.py\ntouch /tmp/vmray-pwned\n#"_s;
        const QString markup = u"<a href='file:///etc/passwd'>Open the dashboard</a>"_s;
        QVERIFY(setStatus({ { u"vm_service_status"_s, QJsonObject { { u"ip"_s, planted } } },
            { u"conditions"_s,
                QJsonArray { QJsonObject { { u"type"_s, u"HeadNodeReady"_s },
                    { u"status"_s, u"False"_s },
                    { u"reason"_s, u"Waiting"_s },
                    { u"lastTransitionTime"_s, u"2026-01-01T00:00:00Z"_s },
                    { u"message"_s, markup } } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(headIpCell(), u"invalid address"_s, 30000);
        // Nothing is polled at it: the monitor let the cluster go, no poller is left for it.
        QTRY_VERIFY_WITH_TIMEOUT(!monitor->observation(cluster), 30000);
        // Nothing to copy or open; the details say why, and offer no link.
        QTRY_VERIFY_WITH_TIMEOUT(!copy->isEnabled(), 10000);
        QVERIFY(!open->isEnabled());
        QApplication::clipboard()->setText(u"before"_s);
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), u"before"_s);
        QVERIFY2(summary->toPlainText().contains(u"invalid address"_s),
            qPrintable(summary->toPlainText()));
        QVERIFY(!summary->toPlainText().contains(u"touch"_s));
        QVERIFY(links(summary).isEmpty());
        // The condition's markup is shown as the characters it is made of.
        QTRY_VERIFY_WITH_TIMEOUT(conditions->toPlainText().contains(markup), 10000);
        QVERIFY(links(conditions).isEmpty());

        // An address again (one this computer does not poll): the copy is one quoted line, the
        // link goes to the dashboard over HTTP.
        QVERIFY(
            setStatus({ { u"vm_service_status"_s, QJsonObject { { u"ip"_s, u"10.0.0.5"_s } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(headIpCell(), u"10.0.0.5"_s, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(copy->isEnabled(), 10000);
        copy->click();
        const QString copied = QApplication::clipboard()->text();
        QCOMPARE(copied, u"ray job submit --address 'http://10.0.0.5:8265' -- python script.py"_s);
        QCOMPARE(links(summary), QStringList { u"http://10.0.0.5:8265"_s });
        // The loopback rule holds for an emulator's cluster: 10.0.0.5 is never asked.
        QTRY_VERIFY_WITH_TIMEOUT(monitor->observation(cluster)
                && monitor->observation(cluster)->reach == ray::RayReach::Refused,
            30000);
    }

    void settingsTurnReadingOffAtOnce()
    {
        openCluster(u"ray-prod"_s, u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(window->workspace()->rayMonitor()->pollerCount() > 0, 30000);
        // File > Settings…: Never, and OK.
        QAction *action = window->findChild<QAction *>(u"settingsAction"_s);
        QVERIFY(action);
        action->trigger();
        SettingsDialog *settings = nullptr;
        QTRY_VERIFY((settings = window->findChild<SettingsDialog *>()) && settings->isVisible());
        settings->rayIntervalBox()->setValue(0);
        QCOMPARE(settings->rayIntervalBox()->text(), u"Never"_s);
        settings->accept();
        QTRY_COMPARE(window->workspace()->rayMonitor()->pollerCount(), 0);
        const int row = rowOf(table(u"clusters"_s)->model(), u"analytics-prod"_s);
        QTRY_COMPARE(cell(u"clusters"_s, row, ClusterTableModel::RayNodes), QString());
        QTRY_COMPARE(nodesReading(u"Alive"_s), 0);
        QSettings().setValue(u"ray/dashboardIntervalSeconds"_s, 1);
    }
};

QTEST_MAIN(TestRayWindow)
#include "tst_ray_window.moc"
