// The console in sandbox mode, offscreen: the window tells where the sandbox Supervisor runs and
// who may log in, or says in words why it could not start. At the window's default size a
// selected cluster's details are read whole, and the events' messages get the width.
#include "connectionflow.h"
#include "items/eventtablemodel.h"
#include "items/namespacemodel.h"
#include "mainwindow.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"

#include <QHeaderView>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;

class TestSandboxWindow : public QObject
{
    Q_OBJECT

    static QString headline(const vmray::MainWindow &w)
    {
        return w.findChild<QLabel *>(QStringLiteral("headline"))->text();
    }

    // Connects the window to the sandbox as the console does: through the connection flow, with
    // no profile store or keychain.
    static void connectToSandbox(vmray::ConnectionFlow &flow, vmray::SandboxSupervisor &sandbox)
    {
        sandbox.setEmulatorPath(QStringLiteral(VMRAY_EMULATOR_PATH));
        connect(&sandbox, &vmray::SandboxSupervisor::ready, &flow, [&flow, &sandbox] {
            const vmray::SandboxEndpoint &e = sandbox.endpoint();
            vmray::ConnectionProfile p = vmray::ConnectionProfile::create(
                u"%1:%2"_s.arg(e.url.host()).arg(e.url.port()), e.users.first().username);
            p.name = u"Sandbox"_s;
            p.apiPort = e.url.port();
            p.trust = vmray::ConnectionProfile::Trust::CaFile;
            p.caFile = e.caFile;
            flow.connectSandbox(p, e.users.first().password);
        });
        sandbox.start();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // column state

    void showsTheSelectedClusterWholeAtTheDefaultSize()
    {
        QNetworkAccessManager network;
        vmray::MainWindow window;
        vmray::SandboxSupervisor sandbox;
        vmray::ConnectionFlow flow(&network, nullptr, nullptr, &window);
        window.show();
        const QSize defaultSize = window.size();
        // The window opens whole on the screen, status bar included.
        const QRect available = window.screen()->availableGeometry();
        QCOMPARE(available.size(), QSize(1366, 768));
        QVERIFY2(available.contains(window.frameGeometry()),
            qPrintable(u"%1x%2+%3+%4"_s.arg(window.frameGeometry().width())
                           .arg(window.frameGeometry().height())
                           .arg(window.frameGeometry().x())
                           .arg(window.frameGeometry().y())));
        connectToSandbox(flow, sandbox);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() == 3, 60000);

        // The demo's cluster that is being created: a reason, every fact, and events.
        window.selectCluster(u"ray-dev"_s, u"dev-sandbox"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.workspace() && window.workspace()->selectedCluster() == u"dev-sandbox"_s, 30000);
        auto *summary = window.findChild<QTextBrowser *>(u"summary"_s);
        auto *conditions = window.findChild<QTextBrowser *>(u"conditions"_s);
        QVERIFY(summary && conditions);
        QTRY_VERIFY(summary->toPlainText().contains(u"Operator's state"_s));
        QCOMPARE(window.size(), defaultSize);
        for (QTextBrowser *text : { summary, conditions }) {
            QVERIFY(text->isVisible());
            QVERIFY2(text->document()->size().height() <= text->viewport()->height(),
                qPrintable(u"%1: %2 of %3 pixels"_s.arg(text->objectName())
                               .arg(text->document()->size().height())
                               .arg(text->viewport()->height())));
            QVERIFY(!text->verticalScrollBar()->isVisible());
        }

        // The events: the message takes the width, the rest fit what they show.
        window.findChild<QTabWidget *>(u"detailTabs"_s)->setCurrentWidget(window.eventView());
        QTableView *events = window.eventView();
        QTRY_VERIFY_WITH_TIMEOUT(events->model()->rowCount() > 0, 30000);
        QHeaderView *header = events->horizontalHeader();
        QTRY_COMPARE(
            header->sectionResizeMode(vmray::EventTableModel::Message), QHeaderView::Stretch);
        const QAbstractItemView *view = events; // where sizeHintForColumn is public
        for (int c = 0; c < header->count(); ++c) {
            if (c != vmray::EventTableModel::Message)
                QVERIFY2(
                    header->sectionSize(c) < header->sectionSize(vmray::EventTableModel::Message),
                    qPrintable(header->model()->headerData(c, Qt::Horizontal).toString()));
        }
        const int lastSeen = vmray::EventTableModel::LastSeen;
        QVERIFY(header->sectionSize(lastSeen) >= view->sizeHintForColumn(lastSeen));
        QVERIFY(header->sectionSize(lastSeen) >= header->sectionSizeHint(lastSeen));
        QVERIFY2(sandbox.stop(), qPrintable(sandbox.errorOutput()));
    }

    void showsTheRunningSandbox()
    {
        vmray::MainWindow window;
        vmray::SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(QStringLiteral(VMRAY_EMULATOR_PATH));
        connect(&sandbox,
            &vmray::SandboxSupervisor::ready,
            &window,
            &vmray::MainWindow::showSandboxReady);
        window.show();
        window.showSandboxStarting();
        QVERIFY(headline(window).contains(u"Starting"_s));
        sandbox.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            headline(window).contains(sandbox.endpoint().url.toString()) && sandbox.isReady(),
            60000);
        const QString details = window.findChild<QPlainTextEdit *>()->toPlainText();
        QVERIFY(details.contains(u"administrator@vsphere.local may use every namespace"_s));
        QVERIFY(details.contains(u"devops@vsphere.local may use the namespace ray-dev."_s));
        // Passwords are never shown.
        for (const vmray::SandboxUser &u : sandbox.endpoint().users)
            QVERIFY(!details.contains(u.password));
        QVERIFY2(sandbox.stop(), qPrintable(sandbox.errorOutput()));
    }

    void connectsAndListsTheNamespaces()
    {
        QNetworkAccessManager network;
        vmray::MainWindow window;
        vmray::SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(QStringLiteral(VMRAY_EMULATOR_PATH));
        // As the console does it: through the connection flow, with no profile store or keychain.
        vmray::ConnectionFlow flow(&network, nullptr, nullptr, &window);
        connect(
            &sandbox, &vmray::SandboxSupervisor::ready, this, [&](const vmray::SandboxEndpoint &e) {
                vmray::ConnectionProfile p = vmray::ConnectionProfile::create(
                    u"%1:%2"_s.arg(e.url.host()).arg(e.url.port()), e.users.first().username);
                p.name = u"Sandbox"_s;
                p.apiPort = e.url.port();
                p.trust = vmray::ConnectionProfile::Trust::CaFile;
                p.caFile = e.caFile;
                flow.connectSandbox(p, e.users.first().password);
            });
        window.show();
        sandbox.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() == 3, 60000);
        QStringList shown;
        for (int r = 0; r < 3; ++r)
            shown << window.namespaceModel()
                         ->index(r, 0)
                         .data(vmray::NamespaceModel::NameRole)
                         .toString();
        // The user's workloads, not system namespaces.
        QCOMPARE(shown, (QStringList { u"analytics"_s, u"ray-dev"_s, u"ray-prod"_s }));
        QCOMPARE(headline(window),
            u"Connected to Sandbox as %1."_s.arg(sandbox.endpoint().users.first().username));
        QVERIFY(!flow.dialog()); // no questions asked
        QVERIFY2(sandbox.stop(), qPrintable(sandbox.errorOutput()));
    }

    void showsWhyTheSandboxFailed()
    {
        vmray::MainWindow window;
        vmray::SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(u"/nonexistent/vmray-supervisor-emulator"_s);
        connect(&sandbox,
            &vmray::SandboxSupervisor::failed,
            &window,
            &vmray::MainWindow::showSandboxError);
        window.show();
        sandbox.start();
        QTRY_VERIFY_WITH_TIMEOUT(headline(window).contains(u"could not be started"_s), 30000);
        QVERIFY(!window.findChild<QPlainTextEdit *>()->toPlainText().isEmpty());
    }
};

QTEST_MAIN(TestSandboxWindow)
#include "tst_sandbox_window.moc"
