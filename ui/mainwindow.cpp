#include "mainwindow.h"

#include "actionicons.h"
#include "connectionindicator.h"
#include "consoleservices.h"
#include "errortext.h"
#include "fleetwindow.h"
#include "helpdialogs.h"
#include "logswindow.h"
#include "navigationmodel.h"
#include "panes/clusterspane.h"
#include "panes/detailspane.h"
#include "panes/findpane.h"
#include "panes/jobspanel.h"
#include "panes/navigationpane.h"
#include "panes/nodespane.h"
#include "panes/taskspane.h"
#include "phrasewords.h"
#include "presentation.h"
#include "settingsdialog.h"
#include "taborder.h"
#include "teardowndialog.h"

#include "console/consolesession.h"
#include "console/consolesessions.h"
#include "items/namespacemodel.h"
#include "items/tasklog.h"
#include "items/workspacemodels.h"
#include "kube/localfile.h"
#include "panes/alarmspane.h"
#include "ray/clusteroperations.h"
#include "ray/clusterspec.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "ray/scopesummary.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"
#include "vmop/webconsole.h"

#include "wizard/clusterwizard.h"

#include <QAction>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(std::make_unique<ConsoleServices>(), parent)
{}

MainWindow::MainWindow(std::unique_ptr<ConsoleServices> services, QWidget *parent)
    : QMainWindow(parent)
    , m_services(std::move(services))
{
    Q_ASSERT(m_services);
    setWindowTitle(tr("vmray console"));
    setWindowIcon(QIcon(u":/icons/vmray-console.svg"_s));
    buildPanes();
    buildMenusAndToolbar();
    addHelpMenu(this);

    m_indicator = new ConnectionIndicator(this);
    statusBar()->addPermanentWidget(m_indicator);
    connect(m_indicator, &ConnectionIndicator::freshnessChanged, this, &MainWindow::showFreshness);
    restoreWindowGeometry();

    connect(m_clusters, &ClustersPane::selectionChanged, this, &MainWindow::updateActions);
    connect(m_clusters, &ClustersPane::selectionChanged, this, [this] {
        if (m_clusters->view()->hasFocus())
            m_details->showDetailsTab(); // a cluster chosen by the user: its details
    });
    connect(m_nodes, &NodesPane::currentNodeChanged, this, &MainWindow::updateActions);
    connect(m_nodes, &NodesPane::currentNodeChanged, this, [this] {
        m_details->setCurrentNode(m_nodes->view()->currentIndex().data(NameRole).toString());
        // The row moves when the table sorts again; only another node turns the logs to it.
        const QString node = m_nodes->currentNodeName();
        if (node != std::exchange(m_paneNode, node) && m_details->isLogsTabShown())
            refreshLogs(true); // the chosen node's logs
    });
    connect(m_details, &DetailsPane::logsTabShown, this, [this] {
        refreshLogs(false); // what was shown in it stays
    });
    connect(m_details->jobsPanel(), &JobsPanel::logsRequested, this, &MainWindow::showJobLogs);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        updateIndicator();
        // Ages and times in state move on without data changes.
        m_clusters->repaintTimes();
        m_nodes->repaintTimes();
        m_details->repaintTimes();
    });
    m_tick.start();
    m_connectionLabel->setText(tr("Not connected. Use File > Connect to a Supervisor."));
    updateActions();
    chainTabOrder({ m_filter, m_navigation, m_clusters, m_nodes, m_details, m_tasks });
}

void MainWindow::buildPanes()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_connectionLabel = new QLabel(central);
    m_connectionLabel->setObjectName(u"headline"_s);
    QFont big = m_connectionLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_connectionLabel->setFont(big);
    m_connectionLabel->setWordWrap(true);

    auto *splitter = new QSplitter(central);
    // The find results take the tree's place while the find field holds text.
    m_left = new QStackedWidget(splitter);
    m_navigation = new NavigationPane(m_left);
    m_find = new FindPane(m_left);
    m_left->addWidget(m_navigation);
    m_left->addWidget(m_find);
    connect(m_find, &FindPane::resultActivated, this, &MainWindow::goToFound);
    connect(m_navigation,
        &NavigationPane::namespaceChosen,
        this,
        [this](const QString &profileId, const QString &ns) {
            // A namespace of another connected Supervisor: that one is shown now.
            ConsoleSession *chosen = connectedSession(profileId);
            if (chosen && chosen != m_session)
                showSession(chosen, false);
            openNamespace(ns);
            showScope(ns);
            if (m_navigation->view()->hasFocus())
                m_details->showSummaryTab(); // the user is in the tree: what the namespace holds
        });
    connect(m_navigation, &NavigationPane::supervisorChosen, this, [this](const QString &id) {
        ConsoleSession *chosen = connectedSession(id);
        if (chosen && chosen != m_session)
            showSession(chosen, false);
        // The Supervisor as a whole: no namespace's clusters stay on screen, nor come later.
        if (m_session)
            m_session->closeNamespace();
        showScope({});
        m_details->showSummaryTab();
    });
    connect(m_navigation, &NavigationPane::menuRequested, this, &MainWindow::showNavigationMenu);
    connect(m_navigation, &NavigationPane::profileActivated, this, [this](const QString &id) {
        if (!connectedSession(id))
            Q_EMIT profileActivated(id);
    });

    auto *right = new QSplitter(Qt::Vertical, splitter);
    m_clusters = new ClustersPane(right);
    m_nodes = new NodesPane(right);
    m_details = new DetailsPane(right);
    right->addWidget(m_clusters);
    right->addWidget(m_nodes);
    right->addWidget(m_details);
    // The details of the selected cluster are read whole, without scrolling.
    right->setSizes({ 110, 180, 360 });
    splitter->addWidget(m_left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({ 220, 1060 });
    // Over the panes, where the eye is: what is shown is no longer current.
    m_staleBanner = new QLabel(central);
    m_staleBanner->setObjectName(u"staleBanner"_s);
    m_staleBanner->setWordWrap(true);
    m_staleBanner->setTextFormat(Qt::PlainText); // it quotes the server's error messages
    m_staleBanner->setMargin(6);
    m_staleBanner->setAutoFillBackground(true);
    QPalette warning = m_staleBanner->palette();
    const QColor amber(0xf5, 0xc2, 0x11);
    const QColor base = warning.color(QPalette::Window);
    warning.setColor(QPalette::Window,
        QColor((base.red() + amber.red()) / 2,
            (base.green() + amber.green()) / 2,
            (base.blue() + amber.blue()) / 2));
    warning.setColor(
        QPalette::WindowText, base.lightness() > 128 ? QColor(Qt::black) : QColor(Qt::white));
    m_staleBanner->setPalette(warning);
    m_staleBanner->setAccessibleName(tr("Data not current"));
    m_staleBanner->hide();
    layout->addWidget(m_connectionLabel);
    layout->addWidget(m_staleBanner);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);
}

QString MainWindow::taskLogPath()
{
    return ConsoleServices::defaultTaskLogPath();
}

MainWindow::~MainWindow()
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    // Views let go of the models before the workspace that owns them goes.
    releaseWorkspace();
}

QTreeView *MainWindow::navigationView() const
{
    return m_navigation->view();
}

QTableView *MainWindow::clusterView() const
{
    return m_clusters->view();
}

QTableView *MainWindow::nodeView() const
{
    return m_nodes->view();
}

QTableView *MainWindow::eventView() const
{
    return m_details->eventView();
}

QTableView *MainWindow::taskView() const
{
    return m_tasks->view();
}

TaskLog *MainWindow::taskLog() const
{
    return m_services ? m_services->taskLog() : nullptr;
}

ray::ClusterOperations *MainWindow::operations() const
{
    return m_session ? m_session->operations() : nullptr;
}

SupervisorConnection *MainWindow::connection() const
{
    return m_session ? m_session->connection() : nullptr;
}

ray::NamespaceWorkspace *MainWindow::workspace() const
{
    return m_session ? m_session->workspace() : nullptr;
}

WorkspaceModels *MainWindow::workspaceModels() const
{
    return m_session ? m_session->workspaceModels() : nullptr;
}

void MainWindow::restoreWindowGeometry()
{
    // Where the user left it; the first time, the size the panes are laid out for, as far as the
    // screen allows (a 1366×768 laptop keeps the status bar in view), with room for the frame and
    // title bar the window manager adds.
    if (restoreGeometry(QSettings().value(u"window/geometry"_s).toByteArray()))
        return;
    const QScreen *screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    resize(std::min(1280, available.width() - 16), std::min(800, available.height() - 48));
    QRect frame(QPoint(), size());
    frame.moveCenter(available.center());
    move(frame.left(), std::max(available.top(), frame.top() - 16));
}

void MainWindow::showFreshness(const DataFreshness &freshness)
{
    const bool stale = freshness.isStale();
    for (QTableView *view : { clusterView(), nodeView(), eventView() })
        markStale(view->model(), stale);
    markStale(m_namespaceModel, stale);
    if (auto *fleet = qobject_cast<FleetWindow *>(m_fleetWindow.data()))
        markStale(fleet->view()->model(), stale);
    m_details->setDataUntil(stale ? freshness.liveUntil : QDateTime());
    if (!connection())
        return;
    const ConnectionProfile &profile = connection()->profile();
    m_staleBanner->setVisible(stale);
    if (!stale) {
        m_connectionLabel->setText(
            tr("Connected to %1 as %2.").arg(profile.name, profile.username));
        return;
    }
    const QString asOf = freshness.liveUntil.isValid()
        ? QLocale().toString(freshness.liveUntil.toLocalTime().time())
        : QString();
    m_connectionLabel->setText(tr("%1 as %2: not current.").arg(profile.name, profile.username));
    m_staleBanner->setText(
        (asOf.isEmpty() ? tr("What is shown of %1 is not current.").arg(profile.name)
                        : tr("What is shown of %1 is as it was at %2 and may have changed since.")
                              .arg(profile.name, asOf))
        + u' ' + ConnectionIndicator::staleReason(freshness));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(u"window/geometry"_s, saveGeometry());
    saveColumns();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveColumns()
{
    m_clusters->saveColumns();
    m_nodes->saveColumns();
    m_details->saveColumns();
}

void MainWindow::releaseWorkspace()
{
    m_clusters->setWorkspace(nullptr, nullptr);
    m_nodes->setWorkspace(nullptr, nullptr);
    m_details->setWorkspace(nullptr, nullptr);
    m_details->setLogsView(
        nullptr, tr("Select a Ray cluster to read its nodes' and jobs' logs.")); // reads end
}

void MainWindow::showSandboxStarting()
{
    m_connectionLabel->setText(tr("Starting the sandbox Supervisor…"));
    statusBar()->showMessage(tr("Starting the sandbox Supervisor…"));
}

void MainWindow::showSandboxReady(const SandboxEndpoint &endpoint)
{
    m_connectionLabel->setText(
        tr("Sandbox Supervisor running at %1.").arg(endpoint.url.toString()));
    m_details->showSandboxEndpoint(endpoint);
    statusBar()->showMessage(tr("Sandbox ready."), 5000);
}

void MainWindow::showSandboxError(const Phrase &message)
{
    m_connectionLabel->setText(tr("The sandbox could not be started."));
    m_details->showSupervisorText(wordsOf(message));
    statusBar()->showMessage(tr("The sandbox could not be started."));
}

void MainWindow::showProblem(const QString &message)
{
    m_connectionLabel->setText(message);
    statusBar()->showMessage(message);
}

void MainWindow::bindSession(ConsoleSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (!session)
        return;
    session->setTaskLog(taskLog());
    if (!m_sessions)
        session->setRayInterval(storedRayInterval(QSettings()));
    session->operations()->setErrorWording(&errorPhrase);
    // The panes let go of what the session is about to drop, whoever else is told.
    connect(session, &ConsoleSession::connectionChanged, this, [this](SupervisorConnection *c) {
        if (c)
            return;
        releaseWorkspace();
        m_find->setFleet(nullptr);
        delete m_fleetWindow;
    });
    connect(session, &ConsoleSession::connectionFailed, this, [this](const kube::KubeError &error) {
        m_connectionLabel->setText(tr("The connection failed: %1").arg(describeError(error)));
    });
    connect(session, &ConsoleSession::namespaceOpened, this, &MainWindow::showWorkspace);
    connect(session, &ConsoleSession::namespaceClosed, this, [this] {
        saveColumns();
        releaseWorkspace();
        updateActions();
        updateIndicator();
    });
    connect(session, &ConsoleSession::workspaceSynced, this, &MainWindow::updateIndicator);
    connect(session, &ConsoleSession::selectedClusterChanged, this, &MainWindow::updateActions);
    connect(session, &ConsoleSession::selectedClusterChanged, this, [this] {
        // Another cluster's logs are read only while they are shown.
        if (m_details->isLogsTabShown())
            refreshLogs(false); // the same cluster told again keeps what is shown
        else
            m_details->setLogsView(nullptr);
    });
    connect(session, &ConsoleSession::accessChanged, this, &MainWindow::updateActions);
    connect(session, &ConsoleSession::summaryChanged, this, &MainWindow::renderScope);
    // Once per outage: the cluster's row keeps saying it while it lasts.
    connect(session,
        &ConsoleSession::dashboardUnreachable,
        this,
        [this](const QString &cluster, const Phrase &reason) {
            statusBar()->showMessage(
                tr("The Ray dashboard of %1 cannot be reached; the VMs are still shown. %2")
                    .arg(cluster, wordsOf(reason)),
                15000);
        });
    connect(session, &ConsoleSession::dashboardReachable, this, [this](const QString &cluster) {
        statusBar()->showMessage(tr("The Ray dashboard of %1 answers again.").arg(cluster), 5000);
    });
}

void MainWindow::setSessions(ConsoleSessions *sessions)
{
    if (m_sessions)
        disconnect(m_sessions, nullptr, this, nullptr);
    m_sessions = sessions;
    if (!sessions)
        return;
    connect(
        sessions, &ConsoleSessions::connectionChanged, this, &MainWindow::sessionConnectionChanged);
    for (ConsoleSession *session : sessions->connected())
        sessionConnectionChanged(session, session->connection());
}

void MainWindow::sessionConnectionChanged(ConsoleSession *session, SupervisorConnection *connection)
{
    m_allClustersAction->setEnabled(
        connection || (m_sessions && !m_sessions->connected().isEmpty()));
    const QString before = m_treeIds.take(session);
    delete m_namespaceModels.take(session);
    if (!before.isEmpty())
        m_navigation->removeConnected(before);
    if (!connection)
        return;
    auto *namespaces = new NamespacePresentation(session->namespaces());
    namespaces->setSourceModel(session->namespaces());
    m_namespaceModels.insert(session, namespaces);
    m_treeIds.insert(session, connection->profile().id);
    m_navigation->addConnected(connection->profile(), namespaces);
    if (session == m_session)
        m_namespaceModel = namespaces;
}

ConsoleSession *MainWindow::connectedSession(const QString &profileId) const
{
    for (auto it = m_treeIds.cbegin(); it != m_treeIds.cend(); ++it) {
        if (it.value() == profileId && it.key()->isConnected())
            return it.key();
    }
    return nullptr;
}

void MainWindow::showSession(ConsoleSession *session, bool selectFirst)
{
    if (m_session && m_session != session) {
        // What the other Supervisor showed goes; its alarms and tree stay watched.
        if (workspace())
            saveColumns();
        releaseWorkspace();
        m_session->closeNamespace();
        m_session->releaseFleetVms();
    }
    bindSession(session);
    showConnection(session ? session->connection() : nullptr, selectFirst);
    Q_EMIT sessionShown(session);
}

ConsoleSession *MainWindow::shownSession() const
{
    return m_session;
}

void MainWindow::setSupervisorNote(const QString &profileId, const QString &note)
{
    m_navigation->model()->setNote(profileId, note);
}

AlarmBook *MainWindow::alarmBook() const
{
    return m_services ? m_services->alarmBook() : nullptr;
}

void MainWindow::goToAlarm(const AlarmPath &path)
{
    // The Supervisor by the name its alarms carry.
    ConsoleSession *session = nullptr;
    for (auto it = m_treeIds.cbegin(); it != m_treeIds.cend(); ++it) {
        if (it.key()->isConnected() && it.key()->profile().name == path.supervisor)
            session = it.key();
    }
    if (!session) {
        statusBar()->showMessage(
            tr("%1 is not connected; connect to it to see the object of the alarm.")
                .arg(path.supervisor),
            8000);
        return;
    }
    if (session != m_session)
        showSession(session, false);
    if (path.ns.isEmpty()) {
        m_navigation->selectSupervisor(m_treeIds.value(session));
        return;
    }
    if (path.cluster.isEmpty()) {
        selectNamespace(path.ns);
        openNamespace(path.ns);
        return;
    }
    selectCluster(path.ns, path.cluster);
    if (!path.node.isEmpty())
        m_nodes->setPendingNode(path.node);
    raise();
    activateWindow();
}

void MainWindow::showConnection(SupervisorConnection *connection, bool selectFirst)
{
    // Called once the connection is up (ConnectionFlow shows only working connections), or
    // with nullptr once it is closed, before the session lets go of its parts.
    if (workspace())
        saveColumns();
    releaseWorkspace();
    m_details->clearScope();
    m_tasks->setOperations(operations());
    m_details->jobsPanel()->setOperations(operations());
    for (QAction *action : { m_newClusterAction,
             m_openYamlAction,
             m_allVmsAction,
             m_disconnectAction,
             m_logOutAction })
        action->setEnabled(connection);
    delete m_fleetWindow; // it showed the Supervisor connected before
    m_find->setFleet(nullptr);
    if (!connection || !m_session) {
        if (!m_sessions) {
            m_navigation->showDisconnected();
            m_treeIds.clear();
            m_namespaceModels.clear();
        }
        m_navigation->setShown({});
        m_namespaceModel = nullptr;
        m_details->showSupervisorText({});
        m_connectionLabel->setText(tr("Not connected. Use File > Connect to a Supervisor."));
        m_staleBanner->hide();
        applyFind();
        updateActions();
        updateIndicator();
        return;
    }
    if (!m_namespaceModels.contains(m_session)) {
        // A window without the sessions' list: this one is the tree's only Supervisor.
        auto *namespaces = new NamespacePresentation(m_session->namespaces());
        namespaces->setSourceModel(m_session->namespaces());
        m_namespaceModels.insert(m_session, namespaces);
        m_treeIds.insert(m_session, connection->profile().id);
        m_navigation->showConnected(connection->profile(), namespaces);
    }
    m_namespaceModel = m_namespaceModels.value(m_session);
    m_navigation->setShown(m_treeIds.value(m_session));
    m_connectionLabel->setText(
        tr("Connected to %1 as %2.")
            .arg(connection->profile().name, connection->profile().username));
    if (selectFirst)
        m_navigation->selectFirstNamespace();
    applyFind(); // a find typed before, now in this Supervisor
    updateActions();
    updateIndicator();
}

void MainWindow::setProfiles(const QList<ConnectionProfile> &profiles)
{
    m_navigation->setProfiles(profiles);
}

void MainWindow::selectNamespace(const QString &name)
{
    m_navigation->selectNamespace(name);
}

void MainWindow::openNamespace(const QString &ns)
{
    if (m_session)
        m_session->openNamespace(ns); // at once, or once the VM Operator is discovered
}

void MainWindow::showWorkspace()
{
    ray::NamespaceWorkspace *open = workspace();
    const QString supervisor = connection() ? connection()->profile().name : QString();
    m_clusters->setAlarmScope(alarmBook(), supervisor);
    m_nodes->setAlarmScope(alarmBook(), supervisor);
    m_clusters->setWorkspace(open, workspaceModels());
    m_nodes->setWorkspace(open, workspaceModels());
    m_details->setWorkspace(open, workspaceModels());
    updateActions();
    updateIndicator();
    showFreshness(m_indicator->freshness()); // the new panes' rows, as stale as the rest
}

void MainWindow::selectCluster(const QString &ns, const QString &name)
{
    m_clusters->setPendingCluster(name);
    selectNamespace(ns);
    openNamespace(ns);
    m_clusters->selectPendingCluster();
}

CreateTarget MainWindow::wizardTarget() const
{
    return m_session->createTarget();
}

ClusterWizard *MainWindow::newCluster()
{
    if (!connection())
        return nullptr;
    auto *wizard = new ClusterWizard(wizardTarget(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &ClusterWizard::clusterCreated, this, &MainWindow::selectCluster);
    connect(wizard, &ClusterWizard::openExistingRequested, this, &MainWindow::selectCluster);
    wizard->show();
    return wizard;
}

ClusterWizard *MainWindow::openClusterYaml(const QString &fileName)
{
    // Only a regular file, and none larger than a cluster can be: a pipe would freeze the
    // window, a device never end.
    QString error;
    const std::optional<QByteArray> yaml =
        readLocalFile(fileName, ray::maxClusterYamlBytes, &error);
    if (!yaml) {
        QMessageBox::warning(this, tr("Cannot Open Cluster YAML"), error);
        return nullptr;
    }
    ClusterWizard *wizard = newCluster();
    if (wizard && !wizard->openYaml(*yaml, QFileInfo(fileName).fileName())) {
        wizard->close();
        return nullptr;
    }
    return wizard;
}

void MainWindow::showScope(const QString &ns)
{
    if (m_session)
        m_session->summarize(ns); // renderScope() follows
}

void MainWindow::renderScope()
{
    ray::ScopeSummary *summary = m_session ? m_session->summary() : nullptr;
    if (!summary || !connection())
        return;
    const QString ns = summary->ns();
    const QString title = ns.isEmpty() ? tr("Supervisor %1").arg(connection()->profile().name)
                                       : tr("Namespace %1").arg(ns);
    m_details->showScope(
        title, ns, m_namespaceModel ? m_namespaceModel->rowCount() : -1, summary->figures());
}

QString MainWindow::connectionIndicator() const
{
    return m_indicator->text();
}

void MainWindow::updateIndicator()
{
    m_indicator->refresh(m_session ? m_session->visibleCaches() : QList<kube::ResourceCache *>());
}

void MainWindow::updateActions()
{
    // What the server would refuse is not offered, and the tooltip says why.
    const QString ns = m_session ? m_session->currentNamespace() : QString();
    const auto may = [this](const char *verb, const char *group, const char *resource) {
        return !m_session
            || m_session->mayInOpenNamespace(
                QLatin1StringView(verb), QLatin1StringView(group), QLatin1StringView(resource));
    };
    const bool mayDelete = may("delete", "vmray.broadcom.com", "vmrayclusters");
    const bool mayCreate = may("create", "vmray.broadcom.com", "vmrayclusters");
    const bool mayRecreate = may("delete", "vmoperator.vmware.com", "virtualmachines");
    m_deleteAction->setEnabled(
        mayDelete && m_session && m_session->canDelete(m_clusters->selectedClusterNames()));
    m_deleteAction->setToolTip(mayDelete
            ? tr("Delete the selected Ray clusters, with everything they run on")
            : tr("You can view %1 but not delete its Ray clusters (needs the Edit role).").arg(ns));
    m_recreateAction->setEnabled(mayRecreate && m_session
        && m_session->recreateTarget(m_nodes->currentNodeName()).has_value());
    m_recreateAction->setToolTip(mayRecreate
            ? tr("Delete the selected node's VM so the operator deploys it again under its name")
            : tr("You can view %1 but not delete its VMs to recreate them (needs the Edit role).")
                  .arg(ns));
    const bool mayConsole = !m_session
        || m_session->mayInOpenNamespace(
            u"create"_s, u"vmoperator.vmware.com"_s, m_session->webConsoleResource());
    m_consoleAction->setEnabled(
        mayConsole && m_session && m_session->hasWebConsole(m_nodes->currentNodeName()));
    m_consoleAction->setToolTip(mayConsole
            ? tr("Open the selected node VM's console in your web browser")
            : tr("You can view %1 but not open the consoles of its VMs (needs the Edit role).")
                  .arg(ns));
    const bool mayRead = may("get", "vmray.broadcom.com", "vmrayclusters");
    m_logsAction->setEnabled(mayRead && m_session && !m_session->selectedClusterPath().isEmpty());
    m_logsAction->setToolTip(mayRead
            ? tr("Ray's logs of the selected cluster's nodes and jobs: read, follow, search and "
                 "save them")
            : tr("You cannot read the Ray clusters of %1, nor their logs (needs the View role).")
                  .arg(ns));
    // A job is stopped through the cluster's dashboard, which asks no one: the console asks
    // for what changing the cluster needs.
    const bool mayStop = may("patch", "vmray.broadcom.com", "vmrayclusters");
    m_details->jobsPanel()->setStopAllowed(mayStop,
        tr("You can view %1 but not stop the jobs of its Ray clusters (needs the Edit role).")
            .arg(ns));
    m_newClusterAction->setEnabled(connection() && mayCreate);
    m_newClusterAction->setToolTip(mayCreate
            ? QString()
            : tr("You can view %1 but not create Ray clusters in it (needs the Edit role).")
                  .arg(ns));
}

TeardownDialog *MainWindow::deleteSelectedClusters()
{
    if (!workspace() || !connection())
        return nullptr;
    QStringList names = m_clusters->selectedClusterNames();
    if (names.isEmpty() && m_clusters->view()->currentIndex().isValid())
        names << m_clusters->currentClusterName();
    const TeardownRequest request = m_session->teardownRequest(names);
    if (request.plans.isEmpty()) {
        // Already on its way: show it, do not ask again.
        showTeardownProgress(request.running);
        return nullptr;
    }
    auto *dialog = new TeardownDialog(
        request.plans, m_session->teardownSecretsLookups(request.plans, nullptr), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<SupervisorConnection> asked = connection();
    connect(dialog, &QDialog::accepted, this, [this, dialog, asked] {
        // The plans were read from the Supervisor connected when the dialog opened.
        if (!asked || asked != connection()) {
            showProblem(tr("The connection changed while the teardown was being confirmed; "
                           "nothing was deleted."));
            return;
        }
        showTeardownProgress(m_session->deleteClusters(dialog->plans()));
    });
    dialog->open();
    return dialog;
}

void MainWindow::recreateCurrentNode()
{
    const std::optional<ray::NodeRecreate::Target> asking =
        m_session ? m_session->recreateTarget(m_nodes->currentNodeName()) : std::nullopt;
    if (!asking)
        return;
    const QPointer<SupervisorConnection> asked = connection();
    m_nodes->confirmRecreate(*asking, [this, asked](const ray::NodeRecreate::Target &target) {
        if (!asked || asked != connection()) {
            showProblem(tr("The connection changed while the recreate was being confirmed; "
                           "nothing was deleted."));
            return;
        }
        m_session->recreateNode(target);
    });
}

void MainWindow::openCurrentNodeConsole()
{
    const QString vm = m_nodes->currentNodeName();
    if (!m_session || !m_session->hasWebConsole(vm))
        return;
    vmop::WebConsoleRequest *request = m_session->openWebConsole(vm, this);
    if (!request)
        return;
    statusBar()->showMessage(tr("Asking VM Operator for the console of VM %1…").arg(vm));
    connect(request, &vmop::WebConsoleRequest::finished, this, [this](vmop::WebConsoleRequest *r) {
        r->deleteLater();
        if (r->outcome() == vmop::WebConsoleRequest::Outcome::Ready) {
            // The ticket is a credential for the VM's screen: it goes to the browser only.
            if (QDesktopServices::openUrl(r->url())) {
                statusBar()->showMessage(
                    // The desktop starts the browser; whether a page opened is not told back.
                    tr("The console of VM %1 was handed to your web browser; its ticket is "
                       "valid until %2. If no browser opens, set a default web browser for your "
                       "desktop.")
                        .arg(r->vm(),
                            QLocale().toString(
                                r->expiry().toLocalTime().time(), QLocale::LongFormat)),
                    15000);
                return;
            }
            showConsoleProblem(
                tr("No web browser could be started for the console of VM %1. Set a default "
                   "web browser for your desktop and open the console again.")
                    .arg(r->vm()));
            return;
        }
        showConsoleProblem(wordsOf(r->failure()));
    });
}

LogsWindow *MainWindow::showLogs()
{
    m_details->showLogsTab(); // which shows the logs of the selected cluster
    return refreshLogs(true);
}

LogsWindow *MainWindow::showJobLogs(const QString &submissionId)
{
    LogsWindow *logs = showLogs();
    if (logs)
        logs->showJob(submissionId);
    return logs;
}

LogsWindow *MainWindow::refreshLogs(bool showCurrentNode)
{
    const QString cluster = m_session ? m_session->selectedClusterPath() : QString();
    if (cluster.isEmpty()) {
        m_details->setLogsView(
            nullptr, tr("Select a Ray cluster to read its nodes' and jobs' logs."));
        return nullptr;
    }
    const QString node = m_nodes->currentNodeName();
    if (m_logs && m_logs->cluster() == cluster) {
        if (showCurrentNode && !node.isEmpty())
            m_logs->showNode(node);
        return m_logs;
    }
    const QList<ray::RayLogBundle::Node> nodes = m_session->rayLogNodes();
    if (nodes.isEmpty()) {
        m_details->setLogsView(nullptr,
            tr("Ray's dashboard of %1 has not listed its nodes yet. Logs are read from the "
               "dashboard once the head node runs; this tab shows them as soon as it answers.")
                .arg(cluster));
        return nullptr;
    }
    auto *logs = new LogsWindow(
        m_session->network(), cluster, nodes, node, LogsWindow::Placement::Embedded, m_details);
    const QPointer<ConsoleSession> session = m_session;
    logs->setJobs([session] {
        return session ? session->rayLogJobs() : QList<ray::RayLogJob>();
    });
    m_details->setLogsView(logs);
    m_logs = logs;
    return logs;
}

void MainWindow::showConsoleProblem(const QString &message)
{
    statusBar()->clearMessage();
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Open Console"), message, QMessageBox::Ok, this);
    box->setObjectName(u"consoleProblem"_s);
    box->setTextFormat(Qt::PlainText); // it may carry VM Operator's words
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

TeardownProgressDialog *MainWindow::teardownProgress() const
{
    return m_progress;
}

void MainWindow::showTeardownProgress(const QList<ray::ClusterTeardown *> &teardowns)
{
    if (teardowns.isEmpty())
        return;
    auto *progress = new TeardownProgressDialog(teardowns, this);
    m_progress = progress;
    progress->show();
}

} // namespace vmray
