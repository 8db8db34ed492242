// A user with vSphere's VIEW role on a namespace: the console asks the Supervisor what the user
// may do there (a SelfSubjectRulesReview) and offers none of the changes it would refuse. New Ray
// Cluster, Delete Ray Cluster, Recreate Node and Open Console are disabled with the reason in the
// tooltip, and the emulator saw no request for a change from that user. An editor on the same
// Supervisor gets them all, and Open Console hands the browser a URL whose page opens.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "mainwindow.h"
#include "ray/namespaceworkspace.h"

#include <QAction>
#include <QDesktopServices>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
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
    ConnectionProfile profileAs(const QString &user) const
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), user);
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        return p;
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
    void openRayProd(
        MainWindow &window, ConnectionFlow &flow, const QString &user, const QString &password)
    {
        window.show();
        flow.connectTo(profileAs(user), password);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() > 0, 30000);
        window.selectNamespace(u"ray-prod"_s);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->ns() == u"ray-prod"_s
                && window.clusterView()->model()->rowCount() > 0,
            30000);
        window.clusterView()->setCurrentIndex(window.clusterView()->model()->index(0, 0));
        window.clusterView()->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(window.nodeView()->model()->rowCount() > 0, 30000);
        window.nodeView()->setCurrentIndex(window.nodeView()->model()->index(0, 0));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SupervisorConnection *>();
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"40"_s,
            u"--user"_s,
            u"administrator@vsphere.local:admin-secret-1"_s,
            u"--user"_s,
            u"viewer@vsphere.local:viewer-secret-1:ray-prod,ray-dev:view"_s }));
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void aViewerIsOfferedNoChange()
    {
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        openRayProd(window, flow, u"viewer@vsphere.local"_s, u"viewer-secret-1"_s);
        QAction *remove = action(window, u"deleteClusterAction"_s);
        QAction *create = action(window, u"newClusterAction"_s);
        QAction *recreate = action(window, u"recreateNodeAction"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!remove->isEnabled()
                && remove->toolTip().contains(u"You can view ray-prod but not delete its Ray "
                                              u"clusters"_s),
            20000);
        QVERIFY(!create->isEnabled());
        QVERIFY2(create->toolTip().contains(u"not create Ray clusters in it"_s),
            qPrintable(create->toolTip()));
        QVERIFY(!recreate->isEnabled());
        QVERIFY2(recreate->toolTip().contains(u"Edit role"_s), qPrintable(recreate->toolTip()));
        QAction *console = action(window, u"openConsoleAction"_s);
        QVERIFY(!console->isEnabled());
        QVERIFY2(console->toolTip().contains(u"not open the consoles of its VMs"_s),
            qPrintable(console->toolTip()));
        console->trigger();
        // Asked anyway (a shortcut, a script): nothing is asked of the Supervisor.
        remove->trigger();
        create->trigger();
        QCOMPARE(writesBy(u"viewer@vsphere.local"_s), 0);
    }

    void anEditorIsOfferedEveryChange()
    {
        QNetworkAccessManager network;
        MainWindow window;
        ConnectionFlow flow(&network, nullptr, nullptr, &window);
        openRayProd(window, flow, u"administrator@vsphere.local"_s, u"admin-secret-1"_s);
        QAction *remove = action(window, u"deleteClusterAction"_s);
        QTRY_VERIFY2_WITH_TIMEOUT(remove->isEnabled(),
            qPrintable(remove->toolTip() + u" / selected rows: "_s
                + QString::number(window.clusterView()->selectionModel()->selectedRows().size())),
            20000);
        QVERIFY(action(window, u"newClusterAction"_s)->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(action(window, u"recreateNodeAction"_s)->isEnabled(), 20000);
        QVERIFY(!remove->toolTip().contains(u"You can view"_s));

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
};

QTEST_MAIN(TestViewOnly)
#include "tst_view_only.moc"
