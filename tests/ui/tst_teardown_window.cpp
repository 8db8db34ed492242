// Teardown and node repair in the main window against the emulator, offscreen: a teardown driven
// by the keyboard alone (select, Delete, type the name, Enter) that a wrong name cannot confirm;
// several clusters with one confirmation naming the count; "Recreate node" with the head's
// stronger warning and a worker brought back to running; every action a task that is still in
// the Recent Tasks list after a restart.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/clustertablemodel.h"
#include "items/tasklog.h"
#include "language.h"
#include "mainwindow.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/supervisorconnection.h"
#include "teardowndialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
QString clusterPath(const QString &ns, const QString &name)
{
    return u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters/%2"_s.arg(ns, name);
}

QString vmPath(const QString &ns, const QString &name)
{
    return u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/%1/virtualmachines/%2"_s.arg(ns, name);
}

int rowOf(QAbstractItemModel *model, const QString &text, int column = 0)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, column).data().toString() == text)
            return r;
    }
    return -1;
}

QStringList treeTexts(QTreeWidget *tree)
{
    QStringList out;
    QList<QTreeWidgetItem *> pending;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        pending << tree->topLevelItem(i);
    while (!pending.isEmpty()) {
        QTreeWidgetItem *item = pending.takeFirst();
        out << item->text(0) + u": "_s + item->text(1);
        for (int i = 0; i < item->childCount(); ++i)
            pending << item->child(i);
    }
    return out;
}

// A main window connected to the emulator as its first user.
struct Console
{
    EmulatorFixture &emu;
    QNetworkAccessManager network;
    MainWindow window;
    ConnectionFlow flow { &network, nullptr, nullptr, &window };

    explicit Console(EmulatorFixture &e)
        : emu(e)
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window.show();
        flow.connectTo(p, emu.password());
    }
    bool openCluster(const QString &ns, const QString &cluster)
    {
        if (!QTest::qWaitFor(
                [&] {
                    return window.namespaceModel() && window.namespaceModel()->rowCount() == 3;
                },
                30000))
            return false;
        window.selectCluster(ns, cluster);
        return QTest::qWaitFor(
            [&] {
                return window.workspace() && window.workspace()->ns() == ns
                    && window.workspace()->selectedCluster() == cluster
                    && window.nodeView()->model()->rowCount() > 0;
            },
            30000);
    }
    QJsonObject get(const QString &path) { return emu.get(path, emu.adminToken()).json(); }
    int status(const QString &path) { return emu.get(path, emu.adminToken()).status; }
};
} // namespace

class TestTeardownWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(MainWindow::taskLogPath());
        installTranslations(QLocale(QLocale::English)); // "delete 2 clusters"
    }

    void teardownByKeyboardOnly()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        Console console(emu);
        MainWindow &window = console.window;
        // The task list is watched from before the teardown adds its task.
        QAbstractItemModel *tasks = window.taskView()->model();
        QCOMPARE(tasks->rowCount(), 0);
        QAbstractItemModelTester tester(
            tasks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(console.openCluster(u"analytics"_s, u"etl-nightly"_s));
        const QJsonObject before = console.get(clusterPath(u"analytics"_s, u"etl-nightly"_s));
        const QStringList vms = [&] {
            QStringList names;
            QAbstractItemModel *nodes = window.nodeView()->model();
            for (int r = 0; r < nodes->rowCount(); ++r)
                names << nodes->index(r, 0).data().toString();
            return names;
        }();
        QCOMPARE(vms.size(), 2); // head and one worker
        const QJsonObject otherBefore = console.get(clusterPath(u"ray-prod"_s, u"training-gpu"_s));

        // The keyboard: into the clusters table, on the cluster, Delete.
        QTableView *clusters = window.clusterView();
        clusters->setFocus(Qt::TabFocusReason);
        QTest::keyClick(clusters, Qt::Key_Home);
        QCOMPARE(clusters->currentIndex().data().toString(), u"etl-nightly"_s);
        QTest::keyClick(clusters, Qt::Key_Delete);
        QTRY_VERIFY(qobject_cast<TeardownDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<TeardownDialog *>(QApplication::activeModalWidget());
        // What goes is listed: the head, the worker, the service, the operator's secrets.
        auto *items = dialog->findChild<QTreeWidget *>(u"teardownItems"_s);
        QTRY_VERIFY(treeTexts(items).join(u'\n').contains(u"etl-nightly-ssh-key"_s));
        const QString listed = treeTexts(items).join(u'\n');
        for (const QString &vm : vms)
            QVERIFY2(listed.contains(vm), qPrintable(listed));
        QVERIFY(listed.contains(u"VM service: %1"_s.arg(vms.first())));
        QVERIFY(listed.contains(u"etl-nightly-hsecret"_s));
        // The focus is where the name goes (once the window manager has activated the dialog).
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), u"confirmName"_s);
        auto *deleteButton = dialog->findChild<QPushButton *>(u"deleteButton"_s);

        // Enter with a wrong or partial name does nothing.
        QTest::keyClicks(QApplication::focusWidget(), u"etl-night"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        QVERIFY(!deleteButton->isEnabled());
        QVERIFY(!console.get(clusterPath(u"analytics"_s, u"etl-nightly"_s))
                     .value(u"metadata"_s)
                     .toObject()
                     .contains(u"deletionTimestamp"_s));

        // The whole name, then Tab to Cancel and Enter: still nothing happens.
        QTest::keyClicks(QApplication::focusWidget(), u"ly"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(qobject_cast<QPushButton *>(QApplication::focusWidget())->text(), u"Cancel"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        QVERIFY(!window.teardownProgress());
        // Back in the field, Enter deletes.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget()->objectName(), u"confirmName"_s);
        QVERIFY(deleteButton->isEnabled());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(window.teardownProgress());
        TeardownProgressDialog *progress = window.teardownProgress();
        // Followed to the last VM, not just until the cluster object is gone.
        QTRY_VERIFY_WITH_TIMEOUT(progress->isDone(), 60000);
        QTRY_COMPARE(progress->windowTitle(), u"Teardown of etl-nightly Ended"_s);
        QVERIFY2(progress->headline().contains(u"etl-nightly is deleted"_s),
            qPrintable(progress->headline()));
        QCOMPARE(console.status(clusterPath(u"analytics"_s, u"etl-nightly"_s)), 404);
        for (const QString &vm : vms)
            QCOMPARE(console.status(vmPath(u"analytics"_s, vm)), 404);
        // Other clusters are untouched.
        const QJsonObject otherAfter = console.get(clusterPath(u"ray-prod"_s, u"training-gpu"_s));
        QCOMPARE(otherAfter.value(u"metadata"_s).toObject().value(u"uid"_s),
            otherBefore.value(u"metadata"_s).toObject().value(u"uid"_s));
        QVERIFY(!otherAfter.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s));
        // The row goes once the last VM has.
        QTRY_COMPARE_WITH_TIMEOUT(rowOf(clusters->model(), u"etl-nightly"_s), -1, 30000);
        // No row is selected, and the details no longer show the cluster that is gone.
        QVERIFY(!clusters->currentIndex().isValid());
        const auto *details = window.findChild<QTextBrowser *>(u"summary"_s);
        QVERIFY(details);
        QTRY_VERIFY2(
            !details->toPlainText().contains(u"etl-nightly"_s), qPrintable(details->toPlainText()));

        // The task: what, where, who, and how it ended.
        const int task = rowOf(tasks, u"analytics/etl-nightly"_s, TaskLog::Target);
        QVERIFY(task >= 0);
        QCOMPARE(tasks->index(task, TaskLog::Task).data().toString(), u"Delete Ray cluster"_s);
        QCOMPARE(tasks->index(task, TaskLog::Status).data().toString(), u"Completed"_s);
        QCOMPARE(tasks->index(task, TaskLog::Initiator).data().toString(), emu.username());
        QCOMPARE(tasks->index(task, TaskLog::Supervisor).data().toString(), u"Lab"_s);
        QVERIFY(!tasks->index(task, TaskLog::Finished).data().toString().isEmpty());

        // Escape closes the progress window.
        progress->activateWindow();
        QTest::keyClick(progress, Qt::Key_Escape);
        QTRY_VERIFY(!window.teardownProgress());
    }

    void severalClustersAreConfirmedByTheirCount()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        Console console(emu);
        MainWindow &window = console.window;
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(console.openCluster(u"ray-prod"_s, u"training-gpu"_s));
        QTableView *clusters = window.clusterView();
        clusters->setFocus(Qt::TabFocusReason);
        QTest::keyClick(clusters, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(clusters->selectionModel()->selectedRows().size(), 2);
        QTest::keyClick(clusters, Qt::Key_Delete);
        QTRY_VERIFY(qobject_cast<TeardownDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<TeardownDialog *>(QApplication::activeModalWidget());
        QCOMPARE(dialog->confirmationText(), u"delete 2 clusters"_s);
        QCOMPARE(dialog->windowTitle(), u"Delete 2 Ray Clusters"_s);
        const QString listed =
            treeTexts(dialog->findChild<QTreeWidget *>(u"teardownItems"_s)).join(u'\n');
        QVERIFY(listed.contains(u"Ray cluster: analytics-prod"_s));
        QVERIFY(listed.contains(u"Ray cluster: training-gpu"_s));
        // One cluster's name is not enough for two.
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), u"confirmName"_s);
        QTest::keyClicks(QApplication::focusWidget(), u"training-gpu"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        // Escape leaves everything as it was.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        for (const QString &name : { u"analytics-prod"_s, u"training-gpu"_s })
            QVERIFY(!console.get(clusterPath(u"ray-prod"_s, name))
                         .value(u"metadata"_s)
                         .toObject()
                         .contains(u"deletionTimestamp"_s));
        QVERIFY(!window.teardownProgress());

        // Confirmed with the count, both go, with one task each; other namespaces stay.
        // (Offscreen there is no window manager to give the focus back.)
        window.activateWindow();
        QTRY_VERIFY(QApplication::activeWindow() == &window);
        clusters->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(clusters->hasFocus());
        QTest::keyClick(clusters, Qt::Key_Delete);
        QTRY_VERIFY(qobject_cast<TeardownDialog *>(QApplication::activeModalWidget()));
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), u"confirmName"_s);
        // Typed as a Japanese input method may type it: a full-width digit and a trailing space.
        QTest::keyClicks(QApplication::focusWidget(), u"delete "_s);
        QInputMethodEvent fullWidthTwo;
        fullWidthTwo.setCommitString(u"\uFF12"_s);
        QCoreApplication::sendEvent(QApplication::focusWidget(), &fullWidthTwo);
        QTest::keyClicks(QApplication::focusWidget(), u" clusters "_s);
        // Delete waits until the clusters' secrets are known.
        QTRY_VERIFY(qobject_cast<TeardownDialog *>(QApplication::activeModalWidget())
                        ->findChild<QPushButton *>(u"deleteButton"_s)
                        ->isEnabled());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(window.teardownProgress());
        QTRY_VERIFY_WITH_TIMEOUT(window.teardownProgress()->isDone(), 60000);
        QVERIFY2(window.teardownProgress()->headline().contains(u"2 clusters has ended"_s),
            qPrintable(window.teardownProgress()->headline()));
        for (const QString &name : { u"analytics-prod"_s, u"training-gpu"_s })
            QCOMPARE(console.status(clusterPath(u"ray-prod"_s, name)), 404);
        QCOMPARE(console.status(clusterPath(u"analytics"_s, u"etl-nightly"_s)), 200);
        QAbstractItemModel *tasks = window.taskView()->model();
        for (const QString &name : { u"analytics-prod"_s, u"training-gpu"_s }) {
            const int row = rowOf(tasks, u"ray-prod/"_s + name, TaskLog::Target);
            QVERIFY(row >= 0);
            QCOMPARE(tasks->index(row, TaskLog::Status).data().toString(), u"Completed"_s);
        }
    }

    // The operator fails to delete: the progress window says why and offers Retry Now.
    void deletionFailureIsShownWithRetry()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"2"_s }));
        Console console(emu);
        MainWindow &window = console.window;
        QVERIFY(console.openCluster(u"analytics"_s, u"etl-nightly"_s));
        QVERIFY(emu.fault({ { u"failClusterDeletions"_s, 1 } }));
        TeardownDialog *dialog = window.deleteSelectedClusters();
        QVERIFY(dialog);
        dialog->findChild<QLineEdit *>(u"confirmName"_s)->setText(u"etl-nightly"_s);
        QTRY_VERIFY(dialog->findChild<QPushButton *>(u"deleteButton"_s)->isEnabled());
        dialog->findChild<QPushButton *>(u"deleteButton"_s)->click();
        QTRY_VERIFY(window.teardownProgress());
        TeardownProgressDialog *progress = window.teardownProgress();
        auto *problem = progress->findChild<QLabel *>(u"problem"_s);
        auto *retry = progress->findChild<QPushButton *>(u"retryButton"_s);
        QTRY_VERIFY_WITH_TIMEOUT(retry->isVisible(), 30000);
        QVERIFY2(
            problem->text().contains(u"FailureToDeleteHeadNode"_s), qPrintable(problem->text()));
        QVERIFY(problem->text().contains(u"emulated failure"_s));
        QVERIFY(!progress->isDone());
        QTRY_VERIFY(retry->isEnabled());
        retry->click();
        // Well before the operator's own retry (a minute at twice real speed is 30 s).
        QTRY_VERIFY_WITH_TIMEOUT(progress->isDone(), 20000);
        QVERIFY(progress->headline().contains(u"etl-nightly is deleted"_s));
        QVERIFY(!retry->isVisible());
        QCOMPARE(console.status(clusterPath(u"analytics"_s, u"etl-nightly"_s)), 404);
    }

    void recreateNodeWarnsForTheHeadAndBringsAWorkerBack()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        Console console(emu);
        MainWindow &window = console.window;
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(console.openCluster(u"ray-prod"_s, u"training-gpu"_s));
        QTableView *nodes = window.nodeView();
        QAction *recreate = window.findChild<QAction *>(u"recreateNodeAction"_s);
        QVERIFY(recreate);
        const QJsonObject clusterBefore =
            console.get(clusterPath(u"ray-prod"_s, u"training-gpu"_s));

        // The head: the strongest warning, and Cancel is what Enter does.
        QTRY_VERIFY(rowOf(nodes->model(), u"head"_s, 1) >= 0);
        nodes->setCurrentIndex(nodes->model()->index(rowOf(nodes->model(), u"head"_s, 1), 0));
        const QString head = nodes->currentIndex().data().toString();
        const QString headUid = console.get(vmPath(u"ray-prod"_s, head))
                                    .value(u"metadata"_s)
                                    .toObject()
                                    .value(u"uid"_s)
                                    .toString();
        QTRY_VERIFY(recreate->isEnabled());
        recreate->trigger();
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QCOMPARE(box->icon(), QMessageBox::Critical);
        QVERIFY(box->text().contains(u"head node"_s));
        QVERIFY(box->informativeText().contains(u"every Ray process of the cluster restarts"_s));
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(console.get(vmPath(u"ray-prod"_s, head))
                     .value(u"metadata"_s)
                     .toObject()
                     .value(u"uid"_s)
                     .toString(),
            headUid);

        // A worker: a milder warning; confirmed, it is deleted and comes back running.
        const int workerRow = rowOf(nodes->model(), u"worker"_s, 1);
        QVERIFY(workerRow >= 0);
        nodes->setCurrentIndex(nodes->model()->index(workerRow, 0));
        const QString worker = nodes->currentIndex().data().toString();
        const QString workerUid = console.get(vmPath(u"ray-prod"_s, worker))
                                      .value(u"metadata"_s)
                                      .toObject()
                                      .value(u"uid"_s)
                                      .toString();
        recreate->trigger();
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QCOMPARE(box->icon(), QMessageBox::Warning);
        QVERIFY(box->text().contains(u"worker node %1"_s.arg(worker)));
        box->findChild<QPushButton *>(u"confirmRecreate"_s)->click();

        QAbstractItemModel *tasks = window.taskView()->model();
        const QString target = u"ray-prod/training-gpu/%1"_s.arg(worker);
        QTRY_VERIFY(rowOf(tasks, target, TaskLog::Target) >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(
            tasks->index(rowOf(tasks, target, TaskLog::Target), TaskLog::Status).data().toString(),
            u"Completed"_s,
            60000);
        QCOMPARE(
            tasks->index(rowOf(tasks, target, TaskLog::Target), TaskLog::Task).data().toString(),
            u"Recreate node"_s);
        const QJsonObject vm = console.get(vmPath(u"ray-prod"_s, worker));
        QVERIFY(vm.value(u"metadata"_s).toObject().value(u"uid"_s).toString() != workerUid);
        // The nodes view followed it back: the row reads Running again.
        const auto workerState = [&] {
            const int r = rowOf(nodes->model(), worker);
            return r < 0 ? QString()
                         : nodes->model()->index(r, NodeTableModel::State).data().toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(workerState(), u"Running"_s, 30000);
        // Node repair never writes the autoscaler's field.
        QCOMPARE(console.get(clusterPath(u"ray-prod"_s, u"training-gpu"_s))
                     .value(u"spec"_s)
                     .toObject()
                     .value(u"autoscaler_desired_workers"_s),
            clusterBefore.value(u"spec"_s).toObject().value(u"autoscaler_desired_workers"_s));
    }

    // The tasks of the runs above, read back by a console started afresh.
    void tasksSurviveARestart()
    {
        MainWindow window;
        QAbstractItemModel *tasks = window.taskView()->model();
        const int teardown = rowOf(tasks, u"analytics/etl-nightly"_s, TaskLog::Target);
        QVERIFY(teardown >= 0);
        QCOMPARE(tasks->index(teardown, TaskLog::Status).data().toString(), u"Completed"_s);
        QVERIFY(tasks->index(teardown, TaskLog::Details)
                    .data()
                    .toString()
                    .contains(u"Deleted the cluster"_s));
        bool recreate = false;
        for (int r = 0; r < tasks->rowCount(); ++r)
            recreate =
                recreate || tasks->index(r, TaskLog::Task).data().toString() == u"Recreate node"_s;
        QVERIFY(recreate);
        // Newest first.
        QVERIFY(tasks->index(0, TaskLog::Task).data().toString() == u"Recreate node"_s);
    }
};

QTEST_MAIN(TestTeardownWindow)
#include "tst_teardown_window.moc"
