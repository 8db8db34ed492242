#include "mainwindow.h"

#include "actionicons.h"
#include "connectionindicator.h"
#include "consoleservices.h"
#include "errortext.h"
#include "fleetwindow.h"
#include "helpdialogs.h"
#include "navigationmodel.h"
#include "panes/clusterspane.h"
#include "panes/detailspane.h"
#include "panes/findpane.h"
#include "panes/jobspanel.h"
#include "panes/navigationpane.h"
#include "panes/nodespane.h"
#include "panes/taskspane.h"
#include "presentation.h"
#include "settingsdialog.h"
#include "taborder.h"
#include "teardowndialog.h"

#include "items/namespacemodel.h"
#include "items/tasklog.h"
#include "items/workspacemodels.h"
#include "kube/localfile.h"
#include "ray/clusteroperations.h"
#include "ray/clusterspec.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"
#include "ray/scopesummary.h"
#include "ray/supervisorlocality.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"

#include "wizard/clusterwizard.h"

#include <QAction>
#include <QCloseEvent>
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
    });
    m_details->jobsPanel()->setOperations(operations());
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
    connect(m_navigation, &NavigationPane::namespaceChosen, this, &MainWindow::openNamespace);
    connect(m_navigation, &NavigationPane::namespaceChosen, this, [this](const QString &ns) {
        showScope(ns);
        if (m_navigation->view()->hasFocus())
            m_details->showSummaryTab(); // the user is in the tree: what the namespace holds
    });
    connect(m_navigation, &NavigationPane::supervisorChosen, this, [this] {
        // The Supervisor as a whole: no namespace's clusters stay on screen, nor come later.
        m_pendingNamespace.clear();
        if (m_workspace) {
            saveColumns();
            releaseWorkspace();
            m_workspace.reset();
            updateActions();
            updateIndicator();
        }
        showScope({});
        m_details->showSummaryTab();
    });
    connect(m_navigation, &NavigationPane::menuRequested, this, &MainWindow::showNavigationMenu);
    connect(m_navigation, &NavigationPane::profileActivated, this, [this](const QString &id) {
        if (!m_connection || id != m_connection->profile().id)
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

void MainWindow::buildMenusAndToolbar()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction = file->addAction(tr("&Connect to a Supervisor…"));
    connectAction->setObjectName(u"connectAction"_s);
    connectAction->setIcon(actionIcon(ActionIcon::Connect));
    connectAction->setShortcut(QKeySequence::Open);
    connect(connectAction, &QAction::triggered, this, &MainWindow::connectRequested);
    m_disconnectAction = file->addAction(tr("&Disconnect"));
    m_disconnectAction->setObjectName(u"disconnectAction"_s);
    m_disconnectAction->setToolTip(
        tr("Stop following the Supervisor; the next start connects again if you stay logged in."));
    m_disconnectAction->setEnabled(false);
    connect(m_disconnectAction, &QAction::triggered, this, [this] {
        Q_EMIT disconnectRequested(false);
    });
    m_logOutAction = file->addAction(tr("&Log Out"));
    m_logOutAction->setObjectName(u"logOutAction"_s);
    m_logOutAction->setToolTip(tr("Disconnect and remove the session and a remembered password "
                                  "from the keychain; the next connection asks for the password."));
    m_logOutAction->setEnabled(false);
    connect(m_logOutAction, &QAction::triggered, this, [this] {
        Q_EMIT disconnectRequested(true);
    });
    file->addSeparator();
    m_newClusterAction = file->addAction(tr("&New Ray Cluster…"));
    m_newClusterAction->setObjectName(u"newClusterAction"_s);
    m_newClusterAction->setIcon(actionIcon(ActionIcon::NewCluster));
    m_newClusterAction->setShortcut(QKeySequence::New);
    m_newClusterAction->setEnabled(false);
    connect(m_newClusterAction, &QAction::triggered, this, &MainWindow::newCluster);
    m_openYamlAction = file->addAction(tr("Open Cluster &YAML…"));
    m_openYamlAction->setObjectName(u"openYamlAction"_s);
    m_openYamlAction->setIcon(actionIcon(ActionIcon::OpenYaml));
    m_openYamlAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    m_openYamlAction->setEnabled(false);
    connect(m_openYamlAction, &QAction::triggered, this, [this] {
        const QString chosen = QFileDialog::getOpenFileName(this,
            tr("Open Cluster YAML"),
            {},
            tr("Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)"));
        if (!chosen.isEmpty())
            openClusterYaml(chosen);
    });
    file->addSeparator();
    addSettingsAction(file, this, [this] {
        monitorRay();
    });
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setIcon(actionIcon(ActionIcon::Quit));
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *refresh = view->addAction(tr("&Refresh"));
    m_refreshAction = refresh;
    refresh->setObjectName(u"refreshAction"_s);
    refresh->setIcon(actionIcon(ActionIcon::Refresh));
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, [this] {
        // Everything of the connection, not only the namespace on screen: the tree's counts and
        // All VMs come from caches of their own.
        if (m_connection)
            m_connection->session()->relistAll();
        if (m_workspace)
            m_workspace->refresh();
    });
    QAction *find = view->addAction(tr("&Find…"));
    find->setObjectName(u"findAction"_s);
    find->setShortcut(QKeySequence::Find);
    find->setIcon(actionIcon(ActionIcon::Filter));
    m_allVmsAction = view->addAction(tr("&All VMs…"));
    m_allVmsAction->setObjectName(u"allVmsAction"_s);
    m_allVmsAction->setIcon(actionIcon(ActionIcon::AllVms));
    m_allVmsAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    m_allVmsAction->setToolTip(tr("Every VM of the Supervisor, across namespaces, in one table"));
    m_allVmsAction->setEnabled(false);
    connect(m_allVmsAction, &QAction::triggered, this, &MainWindow::showAllVms);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(u"mainToolbar"_s);
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(connectAction);
    toolbar->addAction(refresh);
    toolbar->addAction(m_newClusterAction);
    QAction *toolbarTools = toolbar->addSeparator();
    m_filter = new QLineEdit(toolbar);
    m_filter->setObjectName(u"filter"_s);
    m_filter->setAccessibleName(tr("Find clusters and VMs"));
    m_filter->setAccessibleDescription(
        tr("Finds the Ray clusters and VMs of the Supervisor by name, IP address, VM class or "
           "image. Enter goes to the first match, Down moves to the results, Esc clears."));
    m_filter->setPlaceholderText(tr("Find a cluster, VM, IP, class or image (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->addAction(actionIcon(ActionIcon::Filter), QLineEdit::LeadingPosition);
    m_filter->setMaximumWidth(360);
    m_filter->installEventFilter(this);
    toolbar->addWidget(m_filter);
    connect(find, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    m_filterTimer.setSingleShot(true);
    m_filterTimer.setInterval(200); // typing does not search 10,000 VMs per key
    connect(m_filter, &QLineEdit::textChanged, &m_filterTimer, qOverload<>(&QTimer::start));
    connect(&m_filterTimer, &QTimer::timeout, this, &MainWindow::applyFind);
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        applyFind(); // what was typed last, without waiting
        if (!m_filter->text().trimmed().isEmpty() && !m_find->activateCurrent())
            statusBar()->showMessage(m_find->hint(), 5000);
    });
    // Esc in the results clears the find, as in the field, and goes back to the field.
    auto *clearFind = new QShortcut(QKeySequence(Qt::Key_Escape), m_find);
    clearFind->setContext(Qt::WidgetWithChildrenShortcut);
    connect(clearFind, &QShortcut::activated, this, [this] {
        m_filter->clear();
        m_filter->setFocus(Qt::ShortcutFocusReason);
    });

    QMenu *clusterMenu = menuBar()->addMenu(tr("&Cluster"));
    m_deleteAction = clusterMenu->addAction(tr("&Delete Ray Cluster…"));
    m_deleteAction->setObjectName(u"deleteClusterAction"_s);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Delete acts on the clusters table only, never on text being edited elsewhere.
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteAction->setIcon(actionIcon(ActionIcon::DeleteCluster));
    m_deleteAction->setToolTip(tr("Delete the selected Ray clusters, with everything they run on"));
    m_clusters->setDeleteAction(m_deleteAction);
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteSelectedClusters);
    m_recreateAction = clusterMenu->addAction(tr("&Recreate Node…"));
    m_recreateAction->setObjectName(u"recreateNodeAction"_s);
    m_recreateAction->setIcon(actionIcon(ActionIcon::RecreateNode));
    m_recreateAction->setToolTip(
        tr("Delete the selected node's VM so the operator deploys it again under its name"));
    m_nodes->setRecreateAction(m_recreateAction);
    connect(m_recreateAction, &QAction::triggered, this, &MainWindow::recreateCurrentNode);
    toolbar->insertAction(toolbarTools, m_deleteAction);

    buildTasksDock(view);
}

void MainWindow::buildTasksDock(QMenu *viewMenu)
{
    auto *tasksDock = new QDockWidget(tr("Recent Tasks"), this);
    tasksDock->setObjectName(u"tasksDock"_s);
    tasksDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    m_tasks = new TasksPane(m_services->taskLog(), m_services->operations(), tasksDock);
    connect(m_tasks, &TasksPane::teardownActivated, this, [this](ray::ClusterTeardown *teardown) {
        showTeardownProgress({ teardown });
    });
    tasksDock->setWidget(m_tasks);
    addDockWidget(Qt::BottomDockWidgetArea, tasksDock);
    resizeDocks({ tasksDock }, { 140 }, Qt::Vertical); // a few rows; the clusters come first
    viewMenu->addSeparator();
    viewMenu->addAction(tasksDock->toggleViewAction());
    const TaskLog *log = m_services->taskLog();
    if (!log->writeError().isEmpty())
        statusBar()->showMessage(
            tr("The task log cannot be written (%1): %2").arg(log->filePath(), log->writeError()));
}

QString MainWindow::taskLogPath()
{
    return ConsoleServices::defaultTaskLogPath();
}

MainWindow::~MainWindow()
{
    // Running tasks are recorded as interrupted while the log is still there.
    m_services.reset();
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
    return m_services ? m_services->operations() : nullptr;
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
    if (!m_connection)
        return;
    const ConnectionProfile &profile = m_connection->profile();
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

void MainWindow::monitorRay()
{
    if (!m_workspace || !m_connection)
        return;
    const bool first = !m_workspace->rayMonitor();
    m_workspace->monitorRay(m_connection->session()->client()->network(),
        storedRayInterval(QSettings()),
        rayLoopbackOnly());
    if (!first)
        return;
    ray::RayMonitor *monitor = m_workspace->rayMonitor();
    // Once per outage: the cluster's row keeps saying it while it lasts.
    connect(monitor,
        &ray::RayMonitor::dashboardUnreachable,
        this,
        [this](const QString &cluster, const QString &reason) {
            statusBar()->showMessage(
                tr("The Ray dashboard of %1 cannot be reached; the VMs are still shown. %2")
                    .arg(cluster, reason),
                15000);
        });
    connect(monitor, &ray::RayMonitor::dashboardReachable, this, [this](const QString &cluster) {
        statusBar()->showMessage(tr("The Ray dashboard of %1 answers again.").arg(cluster), 5000);
    });
}

bool MainWindow::rayLoopbackOnly()
{
    if (!m_connection)
        return true;
    if (!m_supervisorLocality) {
        m_supervisorLocality = new ray::SupervisorLocality(this);
        // A name resolves later: until then only loopback dashboards are read.
        connect(m_supervisorLocality,
            &ray::SupervisorLocality::resolved,
            this,
            [this](bool loopbackOnly) {
                if (m_workspace && m_workspace->rayMonitor())
                    m_workspace->rayMonitor()->setLoopbackOnly(loopbackOnly);
            });
    }
    m_supervisorLocality->resolve(m_connection->profile().apiUrl().host());
    return m_supervisorLocality->dashboardsLoopbackOnly();
}

void MainWindow::releaseWorkspace()
{
    m_clusters->setWorkspace(nullptr, nullptr);
    m_nodes->setWorkspace(nullptr, nullptr);
    m_details->setWorkspace(nullptr, nullptr);
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

void MainWindow::showSandboxError(const QString &message)
{
    m_connectionLabel->setText(tr("The sandbox could not be started."));
    m_details->showSupervisorText(message);
    statusBar()->showMessage(tr("The sandbox could not be started."));
}

void MainWindow::showProblem(const QString &message)
{
    m_connectionLabel->setText(message);
    statusBar()->showMessage(message);
}

void MainWindow::showConnection(SupervisorConnection *connection)
{
    // Called once the connection is up (ConnectionFlow shows only working connections), or
    // with nullptr once it is closed.
    if (m_workspace) {
        saveColumns();
        releaseWorkspace();
        m_workspace.reset();
    }
    if (m_connection)
        disconnect(m_connection, nullptr, this, nullptr);
    m_connection = connection;
    m_timelines.reset(); // another Supervisor's, or none
    m_scope.reset();
    m_details->clearScope();
    m_services->useConnection(connection);
    for (QAction *action : { m_newClusterAction,
             m_openYamlAction,
             m_allVmsAction,
             m_disconnectAction,
             m_logOutAction })
        action->setEnabled(connection);
    delete m_fleetWindow; // it showed the Supervisor connected before
    m_find->setFleet(nullptr);
    delete m_fleet;
    m_pendingNamespace.clear();
    if (!connection) {
        m_navigation->showDisconnected();
        m_namespaceModel = nullptr;
        m_details->showSupervisorText({});
        m_connectionLabel->setText(tr("Not connected. Use File > Connect to a Supervisor."));
        m_staleBanner->hide();
        applyFind();
        updateActions();
        updateIndicator();
        return;
    }
    auto *namespaceRows = new NamespaceModel(connection);
    namespaceRows->follow(connection);
    auto *namespaces = new PresentationProxy(PresentationProxy::Table::Namespaces, connection);
    namespaces->setSourceModel(namespaceRows);
    m_namespaceModel = namespaces;
    m_navigation->showConnected(connection->profile(), namespaces);
    m_connectionLabel->setText(
        tr("Connected to %1 as %2.")
            .arg(connection->profile().name, connection->profile().username));
    connect(connection, &SupervisorConnection::failed, this, [this](const kube::KubeError &error) {
        m_connectionLabel->setText(tr("The connection failed: %1").arg(describeError(error)));
    });
    connect(connection, &SupervisorConnection::vmOperatorDiscovered, this, [this] {
        operations()->setVmOperatorVersion(m_connection->vmOperatorVersion());
        if (!m_pendingNamespace.isEmpty())
            openNamespace(std::exchange(m_pendingNamespace, {}));
    });
    m_navigation->selectFirstNamespace();
    applyFind(); // a find typed before, now in this Supervisor
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
    if (!m_connection || ns.isEmpty() || (m_workspace && m_workspace->ns() == ns))
        return;
    if (!m_connection->isVmOperatorDiscovered()) {
        // The VM Operator's versions are still being discovered; open right after.
        m_pendingNamespace = ns;
        return;
    }
    saveColumns();
    releaseWorkspace();
    m_workspace = std::make_unique<ray::NamespaceWorkspace>(
        m_connection->session(), ns, m_connection->vmOperatorVersion());
    if (!m_timelines)
        m_timelines = std::make_shared<ray::HealthTimelines>();
    m_workspace->setTimelines(m_timelines); // a namespace opened again goes on where it was
    monitorRay();
    m_workspaceModels = new WorkspaceModels(m_workspace.get(), m_workspace.get());
    m_clusters->setWorkspace(m_workspace.get(), m_workspaceModels);
    m_nodes->setWorkspace(m_workspace.get(), m_workspaceModels);
    m_details->setWorkspace(m_workspace.get(), m_workspaceModels);
    connect(
        m_workspace.get(), &ray::NamespaceWorkspace::synced, this, &MainWindow::updateIndicator);
    connect(m_workspace.get(),
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &MainWindow::updateActions);
    m_workspace->start();
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

WizardTarget MainWindow::wizardTarget() const
{
    WizardTarget target;
    target.client = m_connection->session()->client();
    target.vmOperatorVersion = m_connection->vmOperatorVersion();
    const ConnectionProfile &profile = m_connection->profile();
    target.supervisorName = profile.name;
    target.apiServerLocation = QUrl(u"https://"_s + profile.server).host();
    // Offered as it is: the wizard's checks refuse a private key beside the certificate, and
    // only certificates are ever sent (ray::toClusterObject).
    target.caPem = QString::fromUtf8(profile.caPem);
    if (target.caPem.isEmpty() && !profile.caFile.isEmpty()) {
        QString unreadable;
        target.caPem =
            QString::fromUtf8(readLocalFile(profile.caFile, 64 * 1024, &unreadable).value_or(""));
    }
    for (int row = 0; row < m_namespaceModel->rowCount(); ++row)
        target.namespaces.append(
            m_namespaceModel->index(row, 0).data(NamespaceModel::NameRole).toString());
    // The namespace on screen, or the one chosen while the VM Operator is being discovered.
    target.ns = m_workspace ? m_workspace->ns() : m_pendingNamespace;
    target.operations = operations();
    target.trackCache = operations()->context().trackCache;
    return target;
}

ClusterWizard *MainWindow::newCluster()
{
    if (!m_connection)
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
    if (!m_connection || (m_scope && m_scope->ns() == ns))
        return;
    m_scope = std::make_unique<ray::ScopeSummary>(
        m_connection->session()->client(), m_connection->vmOperatorVersion(), ns);
    QPointer<SupervisorSession> session = m_connection->session();
    m_scope->setCacheTracker([session](kube::ResourceCache *cache) {
        if (session)
            session->track(cache);
    });
    connect(m_scope.get(), &ray::ScopeSummary::changed, this, &MainWindow::renderScope);
    m_scope->start();
    renderScope();
}

void MainWindow::renderScope()
{
    if (!m_scope || !m_connection)
        return;
    const QString ns = m_scope->ns();
    const QString title = ns.isEmpty() ? tr("Supervisor %1").arg(m_connection->profile().name)
                                       : tr("Namespace %1").arg(ns);
    m_details->showScope(
        title, ns, m_namespaceModel ? m_namespaceModel->rowCount() : -1, m_scope->figures());
}

void MainWindow::showNavigationMenu(const QPoint &globalPos, const QModelIndex &index)
{
    QMenu menu(this);
    menu.setObjectName(u"navigationMenu"_s);
    if (!index.isValid()) {
        menu.addAction(findChild<QAction *>(u"connectAction"_s));
    } else if (index.data(NavigationModel::IsProfileRole).toBool()) {
        const QString id = index.data(NavigationModel::ProfileIdRole).toString();
        if (m_connection && m_connection->profile().id == id) {
            menu.addAction(m_refreshAction);
            menu.addAction(m_allVmsAction);
            menu.addSeparator();
            menu.addAction(m_disconnectAction);
            menu.addAction(m_logOutAction);
        } else {
            QAction *connectTo = menu.addAction(
                actionIcon(ActionIcon::Connect), tr("&Connect to %1").arg(index.data().toString()));
            connect(connectTo, &QAction::triggered, this, [this, id] {
                Q_EMIT profileActivated(id);
            });
        }
    } else {
        const QString ns = index.data(NavigationModel::NamespaceNameRole).toString();
        QAction *create = menu.addAction(
            actionIcon(ActionIcon::NewCluster), tr("&New Ray Cluster in %1…").arg(ns));
        create->setEnabled(m_connection);
        connect(create, &QAction::triggered, this, [this, ns] {
            selectNamespace(ns);
            openNamespace(ns);
            newCluster(); // the wizard starts in the namespace on screen
        });
        menu.addAction(m_refreshAction);
    }
    menu.exec(globalPos);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_filter->text().isEmpty()) {
            m_filter->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down && m_left->currentWidget() == m_find) {
            applyFind();
            QTreeView *results = m_find->view();
            if (!results->currentIndex().isValid() && results->model()->rowCount() > 0)
                results->setCurrentIndex(results->model()->index(0, 0));
            results->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

ray::FleetVms *MainWindow::fleetVms()
{
    if (!m_connection)
        return nullptr;
    if (!m_fleet) {
        m_fleet = new ray::FleetVms(
            m_connection->session()->client(), m_connection->vmOperatorVersion(), this);
        QPointer<SupervisorSession> session = m_connection->session();
        m_fleet->setCacheTracker([session](kube::ResourceCache *cache) {
            if (session)
                session->track(cache);
        });
        m_fleet->start();
    }
    return m_fleet;
}

void MainWindow::releaseFleetIfUnused()
{
    // Every VM of a Supervisor is a large list to keep watching: only while something shows it.
    if (m_fleetWindow || !m_filter->text().trimmed().isEmpty())
        return;
    m_find->setFleet(nullptr);
    delete m_fleet;
}

void MainWindow::applyFind()
{
    m_filterTimer.stop();
    const QString query = m_filter->text().trimmed();
    if (query.isEmpty()) {
        m_find->setQuery({});
        if (m_left->currentWidget() == m_find && !m_treeSizes.isEmpty()) {
            if (auto *splitter = qobject_cast<QSplitter *>(m_left->parentWidget()))
                splitter->setSizes(std::exchange(m_treeSizes, {}));
        }
        m_left->setCurrentWidget(m_navigation);
        releaseFleetIfUnused();
        return;
    }
    if (m_find->fleet() != fleetVms())
        m_find->setFleet(fleetVms()); // the first search lists every VM of the Supervisor
    m_find->setQuery(query);
    if (m_left->currentWidget() != m_find) {
        // Results carry what matched beside the name: room for both while they are shown.
        auto *splitter = qobject_cast<QSplitter *>(m_left->parentWidget());
        if (splitter && m_left->width() < findPaneWidth) {
            m_treeSizes = splitter->sizes();
            const int total = m_treeSizes.value(0) + m_treeSizes.value(1);
            splitter->setSizes({ findPaneWidth, std::max(0, total - findPaneWidth) });
        }
        m_left->setCurrentWidget(m_find);
    }
}

void MainWindow::goToFound(const QString &ns, const QString &cluster, const QString &vm)
{
    if (cluster.isEmpty()) {
        selectNamespace(ns);
        openNamespace(ns);
        if (!vm.isEmpty())
            statusBar()->showMessage(
                tr("The VM %1 in %2 is no node of a Ray cluster.").arg(vm, ns), 8000);
        return;
    }
    selectCluster(ns, cluster);
    m_nodes->setPendingNode(vm); // once the cluster's nodes are in
}

QString MainWindow::connectionIndicator() const
{
    return m_indicator->text();
}

void MainWindow::updateIndicator()
{
    m_indicator->refresh(m_connection, m_workspace.get());
}

void MainWindow::updateActions()
{
    bool clusterChosen = false;
    if (m_workspace) {
        for (const QString &name : m_clusters->selectedClusterNames()) {
            if (!m_workspace->clusterObject(name).isEmpty())
                clusterChosen = true;
        }
    }
    m_deleteAction->setEnabled(clusterChosen);
    m_recreateAction->setEnabled(m_nodes->canRecreateCurrentNode());
}

TeardownDialog *MainWindow::deleteSelectedClusters()
{
    if (!m_workspace || !m_connection)
        return nullptr;
    QStringList names = m_clusters->selectedClusterNames();
    if (names.isEmpty() && m_clusters->view()->currentIndex().isValid())
        names << m_clusters->currentClusterName();
    QList<ray::TeardownPlan> plans;
    QList<ray::ClusterTeardown *> running;
    for (const QString &name : std::as_const(names)) {
        if (ray::ClusterTeardown *t = operations()->runningTeardown(m_workspace->ns(), name)) {
            running << t;
            continue;
        }
        // A cluster that is gone while its VMs go has nothing left to delete.
        const QJsonObject cluster = m_workspace->clusterObject(name);
        if (!cluster.isEmpty())
            plans << ray::teardownPlanOf(cluster);
    }
    if (plans.isEmpty()) {
        if (!running.isEmpty())
            showTeardownProgress(running); // already on its way: show it, do not ask again
        return nullptr;
    }
    auto *dialog = new TeardownDialog(m_connection->session()->client(), plans, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<SupervisorConnection> asked = m_connection;
    connect(dialog, &QDialog::accepted, this, [this, dialog, asked] {
        // The plans were read from the Supervisor connected when the dialog opened.
        if (!asked || asked != m_connection) {
            showProblem(tr("The connection changed while the teardown was being confirmed; "
                           "nothing was deleted."));
            return;
        }
        showTeardownProgress(operations()->deleteClusters(dialog->plans()));
    });
    dialog->open();
    return dialog;
}

void MainWindow::recreateCurrentNode()
{
    const QPointer<SupervisorConnection> asked = m_connection;
    m_nodes->confirmRecreate([this, asked](const ray::NodeRecreate::Target &target) {
        if (!asked || asked != m_connection) {
            showProblem(tr("The connection changed while the recreate was being confirmed; "
                           "nothing was deleted."));
            return;
        }
        operations()->recreateNode(target);
    });
}

FleetWindow *MainWindow::showAllVms()
{
    if (!m_connection)
        return nullptr;
    if (auto *open = qobject_cast<FleetWindow *>(m_fleetWindow.data())) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto *window = new FleetWindow(fleetVms(), m_connection->profile().name, this);
    connect(window,
        &QObject::destroyed,
        this,
        &MainWindow::releaseFleetIfUnused,
        Qt::QueuedConnection); // once the window is gone, not while it goes
    connect(window,
        &FleetWindow::clusterActivated,
        this,
        [this](const QString &ns, const QString &cluster) {
            selectCluster(ns, cluster);
            raise();
            activateWindow();
        });
    m_fleetWindow = window;
    markStale(window->view()->model(), m_indicator->freshness().isStale());
    window->show();
    return window;
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
