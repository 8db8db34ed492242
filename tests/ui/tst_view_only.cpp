// A user with vSphere's VIEW role on a namespace: the console asks the Supervisor what the user
// may do there (a SelfSubjectRulesReview) and offers none of the changes it would refuse. New Ray
// Cluster, Delete Ray Cluster, Recreate Node, Open Console and Stop Job are disabled with the
// reason in the tooltip, and the emulator saw no request for a change from that user. An editor
// on the same Supervisor gets them all, and Open Console hands the browser a URL whose page opens.
// Behind a webhook authorizer, as on a Supervisor, the rules review is incomplete: each verb is
// then asked with a SelfSubjectAccessReview, and the same actions are offered and refused.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/itemroles.h"
#include "mainwindow.h"
#include "panes/jobspanel.h"
#include "ray/namespaceworkspace.h"

#include <QAction>
#include <QDesktopServices>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestViewOnly : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QList<QUrl> browsed; // what the console asked the desktop to open

public Q_SLOTS:
    // Stands in for the web browser (QDesktopServices::setUrlHandler).
    void browse(const QUrl &url) { browsed << url; }

private:
    static ConnectionProfile profileAs(const EmulatorFixture &on, const QString &user)
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(on.url().port()), user);
        p.name = u"Lab"_s;
        p.apiPort = on.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = on.caFile();
        return p;
    }

    static QStringList usersAndSeed()
    {
        // Ray's own port: the console reads a head's dashboard at its address on 8265.
        return { u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s,
            u"--user"_s,
            u"administrator@vsphere.local:admin-secret-1"_s,
            u"--user"_s,
            u"viewer@vsphere.local:viewer-secret-1:ray-prod,ray-dev:view"_s };
    }

    // Makes a job that can be stopped the current one of the Jobs tab, once one is listed.
    static bool selectStoppableJob(MainWindow &window)
    {
        auto *jobs = window.findChild<JobsPanel *>();
        QAbstractItemModel *model = jobs->view()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (index.data(StoppableRole).toBool()) {
                jobs->view()->setCurrentIndex(index);
                return true;
            }
        }
        return false;
    }

    QString jobsSeen(MainWindow &window)
    {
        auto *jobs = window.findChild<JobsPanel *>();
        QAbstractItemModel *model = jobs->view()->model();
        QString out = u"%1 jobs: "_s.arg(model->rowCount());
        for (int row = 0; row < model->rowCount(); ++row)
            out += model->index(row, 1).data().toString() + u' ';
        return out + jobs->statusLabel()->text() + u" / "_s
            + QString::fromUtf8(emu.get(u"/emulator/v1/ray-dashboards"_s, emu.adminToken()).body);
    }

    // What a viewer is offered: no change, each with why.
    void checkViewerOffers(MainWindow &window)
    {
        QAction *remove = action(window, u"deleteClusterAction"_s);
        QAction *create = action(window, u"newClusterAction"_s);
        QAction *recreate = action(window, u"recreateNodeAction"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!remove->isEnabled()
                && remove->toolTip().contains(u"You can view ray-prod but not delete its Ray "
                                              u"clusters"_s),
            20000);
        // Each answer comes on its own where every verb is asked with an access review.
        QTRY_VERIFY_WITH_TIMEOUT(!create->isEnabled(), 20000);
        QVERIFY2(create->toolTip().contains(u"not create Ray clusters in it"_s),
            qPrintable(create->toolTip()));
        QTRY_VERIFY_WITH_TIMEOUT(!recreate->isEnabled(), 20000);
        QVERIFY2(recreate->toolTip().contains(u"Edit role"_s), qPrintable(recreate->toolTip()));
        QAction *console = action(window, u"openConsoleAction"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!console->isEnabled(), 20000);
        QVERIFY2(console->toolTip().contains(u"not open the consoles of its VMs"_s),
            qPrintable(console->toolTip()));
        // Reading stays: the logs are offered.
        QVERIFY(action(window, u"logsAction"_s)->isEnabled());
        QPushButton *stop = window.findChild<JobsPanel *>()->stopButton();
        QTRY_VERIFY_WITH_TIMEOUT(stop->toolTip().contains(u"Edit role"_s), 20000);
        QTRY_VERIFY2_WITH_TIMEOUT(selectStoppableJob(window), qPrintable(jobsSeen(window)), 30000);
        QVERIFY(!stop->isEnabled());
        QVERIFY2(stop->toolTip().contains(u"not stop the jobs of its Ray clusters"_s),
            qPrintable(stop->toolTip()));
    }

    // What an editor is offered: every change.
    void checkEditorOffers(MainWindow &window)
    {
        QAction *remove = action(window, u"deleteClusterAction"_s);
        QTRY_VERIFY2_WITH_TIMEOUT(remove->isEnabled(),
            qPrintable(remove->toolTip() + u" / selected rows: "_s
                + QString::number(window.clusterView()->selectionModel()->selectedRows().size())),
            20000);
        QVERIFY(action(window, u"newClusterAction"_s)->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(action(window, u"recreateNodeAction"_s)->isEnabled(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(action(window, u"openConsoleAction"_s)->isEnabled(), 20000);
        QVERIFY(!remove->toolTip().contains(u"You can view"_s));
        // Jobs end quickly at this speed: a stoppable one is looked for until the button says so.
        QPushButton *stop = window.findChild<JobsPanel *>()->stopButton();
        QTRY_VERIFY_WITH_TIMEOUT(selectStoppableJob(window) && stop->isEnabled(), 30000);
    }

    static QAction *action(const MainWindow &window, const QString &name)
    {
        return window.findChild<QAction *>(name);
    }

    qint64 writesBy(const QString &user)
    {
        return emu.get(u"/emulator/v1/info"_s, emu.adminToken())
            .json()[u"writeRequests"_s][user]
            .toInteger();
    }

    // Connects as `user`, opens ray-prod and selects its first cluster and node.
    static void openRayProd(const EmulatorFixture &on,
        MainWindow &window,
        ConnectionFlow &flow,
        const QString &user,
        const QString &password)
    {
        window.show();
        flow.connectTo(profileAs(on, user), password);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() > 0, 30000);
        window.selectNamespace(u"ray-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->ns() == u"ray-prod"_s
                && window.clusterView()->model()->rowCount() > 0,
            30000);
        // A cluster that runs, so its dashboard lists jobs.
        window.selectCluster(u"ray-prod"_s, u"analytics-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.workspace()->selectedCluster() == u"analytics-prod"_s, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(window.nodeView()->model()->rowCount() > 0, 30000);
        window.nodeView()->setCurrentIndex(window.nodeView()->model()->index(0, 0));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SupervisorConnection *>();
        QSettings().setValue(u"ray/dashboardIntervalSeconds"_s, 1); // jobs come and go quickly
        QVERIFY(emu.start(usersAndSeed()));
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void aViewerIsOfferedNoChange()
    {
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        openRayProd(emu, window, flow, u"viewer@vsphere.local"_s, u"viewer-secret-1"_s);
        checkViewerOffers(window);
        if (QTest::currentTestFailed())
            return;
        // Asked anyway (a shortcut, a script): nothing is asked of the Supervisor.
        action(window, u"openConsoleAction"_s)->trigger();
        action(window, u"deleteClusterAction"_s)->trigger();
        action(window, u"newClusterAction"_s)->trigger();
        window.findChild<JobsPanel *>()->confirmStop();
        QVERIFY(!window.findChild<QWidget *>(u"stopJobConfirmation"_s));
        QCOMPARE(writesBy(u"viewer@vsphere.local"_s), 0);
    }

    void anEditorIsOfferedEveryChange()
    {
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        openRayProd(emu, window, flow, u"administrator@vsphere.local"_s, u"admin-secret-1"_s);
        checkEditorOffers(window);
        if (QTest::currentTestFailed())
            return;

        // Open Console: a ticket for the selected node's VM, opened in the browser.
        QDesktopServices::setUrlHandler(u"https"_s, this, "browse");
        browsed.clear();
        QAction *console = action(window, u"openConsoleAction"_s);
        QTRY_VERIFY_WITH_TIMEOUT(console->isEnabled(), 20000);
        console->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(browsed.size(), 1, 30000);
        QDesktopServices::unsetUrlHandler(u"https"_s);
        const QUrl url = browsed.constFirst();
        QCOMPARE(url.path(), u"/vm/web-console/proxy"_s);
        QNetworkRequest request(url);
        request.setSslConfiguration(emu.sslConfiguration());
        QNetworkReply *page = emu.network().get(request);
        QSignalSpy done(page, &QNetworkReply::finished);
        QVERIFY(done.wait(30000));
        page->deleteLater();
        QCOMPARE(page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QVERIFY(page->readAll().contains(
            window.nodeView()->currentIndex().siblingAtColumn(0).data().toString().toUtf8()));
        QTRY_VERIFY(
            window.statusBar()->currentMessage().contains(u"was handed to your web browser"_s));
    }

    // A webhook authorizer cannot list a user's rules: the review says it is incomplete, and
    // each verb is asked on its own. Without that, every action would be offered to the viewer.
    void behindAWebhookAuthorizerEachVerbIsAsked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString requestLog = dir.filePath(u"requests.log"_s);
        EmulatorFixture webhook;
        QVERIFY(webhook.start(
            usersAndSeed() << u"--incomplete-rules-review"_s << u"--request-log"_s << requestLog));
        {
            QNetworkAccessManager network;
            MainWindow window;
            ConnectionFlow flow(&network, nullptr, nullptr, &window);
            openRayProd(webhook, window, flow, u"viewer@vsphere.local"_s, u"viewer-secret-1"_s);
            checkViewerOffers(window);
            if (QTest::currentTestFailed())
                return;
        }
        {
            QNetworkAccessManager network;
            MainWindow window;
            ConnectionFlow flow(&network, nullptr, nullptr, &window);
            openRayProd(
                webhook, window, flow, u"administrator@vsphere.local"_s, u"admin-secret-1"_s);
            checkEditorOffers(window);
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(webhook.stop(), 0);
        QFile log(requestLog);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray requests = log.readAll();
        QVERIFY(requests.contains("selfsubjectrulesreviews"));
        QVERIFY2(requests.contains("selfsubjectaccessreviews"), requests.right(2000).constData());
    }
};

QTEST_MAIN(TestViewOnly)
#include "tst_view_only.moc"
