#include "mainwindow.h"

#include "errortext.h"
#include "fleetwindow.h"
#include "healthtimeline.h"
#include "navigationmodel.h"
#include "presentation.h"
#include "teardowndialog.h"

#include "items/namespacemodel.h"
#include "items/tasklog.h"
#include "items/workspacemodels.h"
#include "ray/clusteroperations.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"

#include "wizard/clusterwizard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QCollator>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
constexpr int sortRole = SortRole; // every item model's

QTableView *makeTable(const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    return view;
}

// Names sort as people read them, ray-9 before ray-10, whatever collation the system offers.
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            const qsizetype startA = i;
            const qsizetype startB = j;
            while (i < a.size() && a.at(i).isDigit())
                ++i;
            while (j < b.size() && b.at(j).isDigit())
                ++j;
            const QStringView na = QStringView(a).mid(startA, i - startA);
            const QStringView nb = QStringView(b).mid(startB, j - startB);
            const qulonglong va = na.toULongLong();
            const qulonglong vb = nb.toULongLong();
            if (va != vb)
                return va < vb ? -1 : 1;
            continue;
        }
        const int c =
            QStringView(a).mid(i, 1).compare(QStringView(b).mid(j, 1), Qt::CaseInsensitive);
        if (c != 0)
            return c;
        ++i;
        ++j;
    }
    return int(a.size() - i) - int(b.size() - j);
}

class NaturalSortProxy final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const QVariant l = left.data(sortRole());
        const QVariant r = right.data(sortRole());
        if (l.typeId() == QMetaType::QString && r.typeId() == QMetaType::QString)
            return naturalCompare(l.toString(), r.toString()) < 0;
        return QSortFilterProxyModel::lessThan(left, right);
    }
};

QSortFilterProxyModel *makeSortProxy(QObject *parent)
{
    auto *proxy = new NaturalSortProxy(parent);
    proxy->setSortRole(sortRole);
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    return proxy;
}

QString html(const QString &text)
{
    return text.toHtmlEscaped();
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("vmray console"));
    setWindowIcon(QIcon(u":/icons/vmray-console.svg"_s));
    resize(1280, 800);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_connectionLabel = new QLabel(central);
    m_connectionLabel->setObjectName(u"headline"_s);
    QFont big = m_connectionLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_connectionLabel->setFont(big);
    m_connectionLabel->setWordWrap(true);

    auto *splitter = new QSplitter(central);
    m_navigation = new QTreeView(splitter);
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_navigation->setAccessibleName(tr("Supervisors and their namespaces"));
    m_navigation->setHeaderHidden(true);
    m_navModel = new NavigationModel(this);
    m_navigation->setModel(m_navModel);
    connect(m_navigation->selectionModel(),
        &QItemSelectionModel::currentChanged,
        this,
        [this](const QModelIndex &current) {
            if (!current.data(NavigationModel::IsProfileRole).toBool())
                openNamespace(current.data(NavigationModel::NamespaceNameRole).toString());
        });
    connect(m_navigation, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString id = index.data(NavigationModel::ProfileIdRole).toString();
        if (index.data(NavigationModel::IsProfileRole).toBool()
            && (!m_connection || id != m_connection->profile().id))
            Q_EMIT profileActivated(id);
    });

    auto *right = new QSplitter(Qt::Vertical, splitter);
    m_clusterView = makeTable(u"clusters"_s, tr("Ray clusters"), right);
    m_nodeView = makeTable(u"nodes"_s, tr("Nodes of the selected cluster"), right);
    m_tabs = new QTabWidget(right);
    m_tabs->setObjectName(u"detailTabs"_s);

    auto *detailsPage = new QWidget(m_tabs);
    auto *detailsLayout = new QVBoxLayout(detailsPage);
    m_summary = new QTextBrowser(detailsPage);
    m_summary->setObjectName(u"summary"_s);
    m_summary->setOpenLinks(false);
    connect(m_summary, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        QDesktopServices::openUrl(url);
    });
    m_timeline = new HealthTimeline(detailsPage);
    m_timeline->setObjectName(u"timeline"_s);
    auto *buttons = new QHBoxLayout;
    m_openDashboard = new QPushButton(tr("Open Ray &Dashboard"), detailsPage);
    m_openDashboard->setObjectName(u"openDashboard"_s);
    m_copyAddress = new QPushButton(tr("Copy `ray job submit` &Address"), detailsPage);
    m_copyAddress->setObjectName(u"copyAddress"_s);
    buttons->addWidget(m_openDashboard);
    buttons->addWidget(m_copyAddress);
    buttons->addStretch(1);
    detailsLayout->addWidget(m_summary, 1);
    detailsLayout->addWidget(m_timeline);
    detailsLayout->addLayout(buttons);
    m_tabs->addTab(detailsPage, tr("Details"));
    m_eventView = makeTable(u"events"_s, tr("Events of the selected cluster"), m_tabs);
    m_tabs->addTab(m_eventView, tr("Events"));
    m_details = new QPlainTextEdit(m_tabs);
    m_details->setReadOnly(true);
    m_tabs->addTab(m_details, tr("Supervisor"));

    right->addWidget(m_clusterView);
    right->addWidget(m_nodeView);
    right->addWidget(m_tabs);
    right->setSizes({ 200, 220, 340 });
    splitter->addWidget(m_navigation);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({ 220, 1060 });
    layout->addWidget(m_connectionLabel);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction = file->addAction(tr("&Connect to a Supervisor…"));
    connectAction->setObjectName(u"connectAction"_s);
    connectAction->setShortcut(QKeySequence::Open);
    connect(connectAction, &QAction::triggered, this, &MainWindow::connectRequested);
    file->addSeparator();
    m_newClusterAction = file->addAction(tr("&New Ray Cluster…"));
    m_newClusterAction->setObjectName(u"newClusterAction"_s);
    m_newClusterAction->setShortcut(QKeySequence::New);
    m_newClusterAction->setEnabled(false);
    connect(m_newClusterAction, &QAction::triggered, this, &MainWindow::newCluster);
    m_openYamlAction = file->addAction(tr("Open Cluster &YAML…"));
    m_openYamlAction->setObjectName(u"openYamlAction"_s);
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
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *refresh = view->addAction(tr("&Refresh"));
    refresh->setObjectName(u"refreshAction"_s);
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, [this] {
        if (m_workspace)
            m_workspace->refresh();
    });
    QAction *find = view->addAction(tr("&Filter"));
    find->setShortcut(QKeySequence::Find);
    m_allVmsAction = view->addAction(tr("&All VMs…"));
    m_allVmsAction->setObjectName(u"allVmsAction"_s);
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
    m_filter->setPlaceholderText(tr("Filter clusters and nodes (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(360);
    toolbar->addWidget(m_filter);
    connect(find, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    m_filterTimer.setSingleShot(true);
    m_filterTimer.setInterval(200); // typing does not refilter 10,000 rows per key
    connect(m_filter, &QLineEdit::textChanged, &m_filterTimer, qOverload<>(&QTimer::start));
    connect(&m_filterTimer, &QTimer::timeout, this, &MainWindow::applyFilter);

    QMenu *clusterMenu = menuBar()->addMenu(tr("&Cluster"));
    m_deleteAction = clusterMenu->addAction(tr("&Delete Ray Cluster…"));
    m_deleteAction->setObjectName(u"deleteClusterAction"_s);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Delete acts on the clusters table only, never on text being edited elsewhere.
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteAction->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    m_deleteAction->setToolTip(tr("Delete the selected Ray clusters, with everything they run on"));
    m_clusterView->addAction(m_deleteAction);
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteSelectedClusters);
    m_recreateAction = clusterMenu->addAction(tr("&Recreate Node…"));
    m_recreateAction->setObjectName(u"recreateNodeAction"_s);
    m_recreateAction->setToolTip(
        tr("Delete the selected node's VM so the operator deploys it again under its name"));
    connect(m_recreateAction, &QAction::triggered, this, &MainWindow::recreateCurrentNode);
    toolbar->insertAction(toolbarTools, m_deleteAction);

    m_taskLog = new TaskLog(taskLogPath(), 500, this);
    m_operations = new ray::ClusterOperations(this);
    // The operations report their tasks; the log keeps them (also those interrupted when the
    // operations end, which is why ~MainWindow deletes them first).
    connect(m_operations, &ray::ClusterOperations::taskStarted, m_taskLog, &TaskLog::start);
    connect(
        m_operations, &ray::ClusterOperations::taskProgressed, m_taskLog, &TaskLog::setProgress);
    connect(m_operations, &ray::ClusterOperations::taskFinished, m_taskLog, &TaskLog::finish);
    auto *tasksDock = new QDockWidget(tr("Recent Tasks"), this);
    tasksDock->setObjectName(u"tasksDock"_s);
    tasksDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    m_taskView = makeTable(u"tasks"_s, tr("Recent tasks"), tasksDock);
    m_taskView->setSelectionMode(QAbstractItemView::SingleSelection);
    auto *taskStates = new PresentationProxy(PresentationProxy::Table::Tasks, this);
    taskStates->setSourceModel(m_taskLog);
    auto *taskSort = makeSortProxy(this);
    taskSort->setSourceModel(taskStates);
    m_taskView->setModel(taskSort);
    m_taskView->sortByColumn(TaskLog::Started, Qt::DescendingOrder);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Task, 150);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Target, 200);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Status, 110);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Details, 380);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Initiator, 170);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Started, 90);
    m_taskView->horizontalHeader()->resizeSection(TaskLog::Finished, 90);
    m_taskView->setToolTip(tr("Double-click a teardown to follow it."));
    connect(m_taskView, &QTableView::activated, this, &MainWindow::taskActivated);
    tasksDock->setWidget(m_taskView);
    addDockWidget(Qt::BottomDockWidgetArea, tasksDock);
    resizeDocks({ tasksDock }, { 140 }, Qt::Vertical); // a few rows; the clusters come first
    view->addSeparator();
    view->addAction(tasksDock->toggleViewAction());
    if (!m_taskLog->writeError().isEmpty())
        statusBar()->showMessage(tr("The task log cannot be written (%1): %2")
                                     .arg(m_taskLog->filePath(), m_taskLog->writeError()));

    m_indicator = new QLabel(this);
    m_indicator->setObjectName(u"connectionIndicator"_s);
    statusBar()->addPermanentWidget(m_indicator);

    m_clusterSort = makeSortProxy(this);
    m_nodeSort = makeSortProxy(this);
    m_eventSort = makeSortProxy(this);
    m_clusterView->setModel(m_clusterSort);
    m_nodeView->setModel(m_nodeSort);
    m_eventView->setModel(m_eventSort);
    connect(m_clusterView->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        &MainWindow::clusterSelected);
    connect(m_clusterView->selectionModel(),
        &QItemSelectionModel::selectionChanged,
        this,
        &MainWindow::updateActions);
    connect(m_nodeView->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        &MainWindow::updateActions);
    connect(
        m_clusterView, &QWidget::customContextMenuRequested, this, &MainWindow::showClusterMenu);
    connect(m_nodeView, &QWidget::customContextMenuRequested, this, &MainWindow::showNodeMenu);
    connect(m_openDashboard, &QPushButton::clicked, this, [this] {
        if (const ray::ClusterSummary *s =
                m_workspace ? m_workspace->summary(selectedClusterName()) : nullptr)
            QDesktopServices::openUrl(QUrl(s->dashboardUrl()));
    });
    connect(m_copyAddress, &QPushButton::clicked, this, [this] {
        if (const ray::ClusterSummary *s =
                m_workspace ? m_workspace->summary(selectedClusterName()) : nullptr)
            QApplication::clipboard()->setText(
                u"ray job submit --address %1 -- python script.py"_s.arg(s->jobSubmitAddress()));
    });

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        updateIndicator();
        // Ages and times in state move on without data changes.
        m_clusterView->viewport()->update();
        m_nodeView->viewport()->update();
        m_eventView->viewport()->update();
        m_timeline->update();
    });
    m_tick.start();
    m_connectionLabel->setText(tr("Not connected. Use File > Connect to a Supervisor."));
    updateDetails();
    updateActions();
}

QString MainWindow::taskLogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/tasks.jsonl"_s;
}

MainWindow::~MainWindow()
{
    // Running tasks are recorded as interrupted while the log is still there.
    delete m_operations;
    m_operations = nullptr;
    // Views let go of the models before the workspace that owns them goes.
    m_clusterSort->setSourceModel(nullptr);
    m_nodeSort->setSourceModel(nullptr);
    m_eventSort->setSourceModel(nullptr);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveColumns();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveColumns()
{
    if (!m_workspace)
        return;
    QSettings settings;
    settings.setValue(u"columns/clusters"_s, m_clusterView->horizontalHeader()->saveState());
    settings.setValue(u"columns/nodes"_s, m_nodeView->horizontalHeader()->saveState());
    settings.setValue(u"columns/events"_s, m_eventView->horizontalHeader()->saveState());
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
    QString text = tr("Certificate authority: %1").arg(endpoint.caFile) + u'\n'
        + tr("Server certificate SHA-256: %1").arg(endpoint.fingerprintSha256) + u"\n\n";
    for (const SandboxUser &user : endpoint.users) {
        text += user.namespaces.isEmpty()
            ? tr("User %1 may use every namespace.").arg(user.username)
            : tr("User %1 may use the namespaces %2.")
                  .arg(user.username, user.namespaces.join(QLatin1String(", ")));
        text += u'\n';
    }
    m_details->setPlainText(text);
    statusBar()->showMessage(tr("Sandbox ready."), 5000);
}

void MainWindow::showConnection(SupervisorConnection *connection)
{
    // Called once the connection is up (ConnectionFlow shows only working connections).
    if (m_workspace) {
        saveColumns();
        m_clusterSort->setSourceModel(nullptr);
        m_nodeSort->setSourceModel(nullptr);
        m_eventSort->setSourceModel(nullptr);
        m_workspace.reset();
    }
    m_connection = connection;
    ray::ClusterOperations::Context context;
    context.client = connection->session()->client();
    context.vmOperatorVersion = connection->vmOperatorVersion();
    context.supervisor = connection->profile().name;
    context.initiator = connection->profile().username.isEmpty()
        ? tr("%1 (kubeconfig)").arg(connection->profile().name)
        : connection->profile().username;
    QPointer<SupervisorSession> session = connection->session();
    context.trackCache = [session](kube::ResourceCache *cache) {
        if (session)
            session->track(cache);
    };
    m_operations->setContext(context);
    m_newClusterAction->setEnabled(true);
    m_openYamlAction->setEnabled(true);
    m_allVmsAction->setEnabled(true);
    delete m_fleetWindow; // it showed the Supervisor connected before
    auto *namespaceRows = new NamespaceModel(connection);
    namespaceRows->follow(connection);
    auto *namespaces = new PresentationProxy(PresentationProxy::Table::Namespaces, connection);
    namespaces->setSourceModel(namespaceRows);
    m_namespaceModel = namespaces;
    QList<ConnectionProfile> profiles = m_profiles;
    const bool saved =
        std::any_of(profiles.cbegin(), profiles.cend(), [&](const ConnectionProfile &p) {
            return p.id == connection->profile().id;
        });
    if (!saved)
        profiles.prepend(connection->profile()); // the sandbox, or a connection not kept
    m_navModel->setProfiles(profiles);
    m_navModel->setConnected(connection->profile().id, namespaces);
    m_navigation->expand(m_navModel->connectedIndex());
    m_connectionLabel->setText(
        tr("Connected to %1 as %2.")
            .arg(connection->profile().name, connection->profile().username));
    connect(connection, &SupervisorConnection::failed, this, [this](const kube::KubeError &error) {
        m_connectionLabel->setText(tr("The connection failed: %1").arg(describeError(error)));
    });
    connect(connection, &SupervisorConnection::vmOperatorDiscovered, this, [this] {
        m_operations->setVmOperatorVersion(m_connection->vmOperatorVersion());
        if (!m_pendingNamespace.isEmpty())
            openNamespace(std::exchange(m_pendingNamespace, {}));
    });
    if (namespaces->rowCount() > 0)
        m_navigation->setCurrentIndex(m_navModel->index(0, 0, m_navModel->connectedIndex()));
    updateIndicator();
}

void MainWindow::setProfiles(const QList<ConnectionProfile> &profiles)
{
    m_profiles = profiles;
}

void MainWindow::selectNamespace(const QString &name)
{
    const QModelIndex index = m_navModel->namespaceIndex(name);
    if (index.isValid())
        m_navigation->setCurrentIndex(index);
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
    m_clusterSort->setSourceModel(nullptr);
    m_nodeSort->setSourceModel(nullptr);
    m_eventSort->setSourceModel(nullptr);
    m_workspace = std::make_unique<ray::NamespaceWorkspace>(
        m_connection->session(), ns, m_connection->vmOperatorVersion());
    m_workspaceModels = new WorkspaceModels(m_workspace.get(), m_workspace.get());

    auto *clusters = new PresentationProxy(PresentationProxy::Table::Clusters, m_workspace.get());
    clusters->setSourceModel(m_workspaceModels->clusters());
    m_clusterSort->setSourceModel(clusters);

    auto *nodes = new PresentationProxy(PresentationProxy::Table::Nodes, m_workspace.get());
    nodes->setSourceModel(m_workspaceModels->nodes());
    m_nodeSort->setSourceModel(nodes);

    auto *events = new PresentationProxy(PresentationProxy::Table::Events, m_workspace.get());
    events->setSourceModel(m_workspaceModels->selectedEvents());
    m_eventSort->setSourceModel(events);

    QSettings settings;
    const auto restore =
        [&](QTableView *view, const QString &key, int sortColumn, Qt::SortOrder order) {
            if (!view->horizontalHeader()->restoreState(settings.value(key).toByteArray()))
                view->sortByColumn(sortColumn, order);
        };
    restore(m_clusterView, u"columns/clusters"_s, ClusterTableModel::Name, Qt::AscendingOrder);
    restore(m_nodeView, u"columns/nodes"_s, NodeTableModel::Role, Qt::AscendingOrder);
    restore(m_eventView, u"columns/events"_s, EventTableModel::LastSeen, Qt::DescendingOrder);
    m_clusterView->horizontalHeader()->setSortIndicatorShown(true);

    connect(m_workspace.get(),
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &MainWindow::updateDetails);
    connect(m_workspace.get(), &ray::NamespaceWorkspace::synced, this, [this] {
        if (m_clusterView->model()->rowCount() > 0 && !m_clusterView->currentIndex().isValid())
            m_clusterView->setCurrentIndex(m_clusterView->model()->index(0, 0));
        m_clusterView->resizeColumnsToContents();
        updateIndicator();
        selectPendingCluster();
    });
    connect(m_workspaceModels->clusters(),
        &QAbstractItemModel::rowsInserted,
        this,
        &MainWindow::selectPendingCluster);
    connect(m_workspaceModels->nodes(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_nodeView->model()->rowCount() <= 64)
            m_nodeView->resizeColumnsToContents();
    });
    connect(m_workspace.get(),
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &MainWindow::updateActions);
    m_workspace->start();
    applyFilter();
    updateDetails();
    updateIndicator();
}

void MainWindow::selectCluster(const QString &ns, const QString &name)
{
    m_pendingCluster = name;
    selectNamespace(ns);
    openNamespace(ns);
    selectPendingCluster();
}

void MainWindow::selectPendingCluster()
{
    if (m_pendingCluster.isEmpty() || !m_workspace)
        return;
    QAbstractItemModel *model = m_clusterView->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(ClusterTableModel::NameRole).toString() == m_pendingCluster) {
            m_pendingCluster.clear();
            m_clusterView->setCurrentIndex(index);
            m_clusterView->scrollTo(index);
            return;
        }
    }
}

WizardTarget MainWindow::wizardTarget() const
{
    WizardTarget target;
    target.client = m_connection->session()->client();
    target.vmOperatorVersion = m_connection->vmOperatorVersion();
    const ConnectionProfile &profile = m_connection->profile();
    target.supervisorName = profile.name;
    target.apiServerLocation = QUrl(u"https://"_s + profile.server).host();
    target.caPem = QString::fromUtf8(profile.caPem);
    if (target.caPem.isEmpty() && !profile.caFile.isEmpty()) {
        QFile ca(profile.caFile);
        if (ca.open(QIODevice::ReadOnly))
            target.caPem = QString::fromUtf8(ca.read(64 * 1024));
    }
    for (int row = 0; row < m_namespaceModel->rowCount(); ++row)
        target.namespaces.append(
            m_namespaceModel->index(row, 0).data(NamespaceModel::NameRole).toString());
    target.ns = m_workspace ? m_workspace->ns() : QString();
    target.operations = m_operations;
    target.trackCache = m_operations->context().trackCache;
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
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this,
            tr("Cannot Open Cluster YAML"),
            tr("Could not read %1: %2.").arg(fileName, file.errorString()));
        return nullptr;
    }
    // The parser refuses what etcd would; do not read more than that and a little.
    const QByteArray yaml = file.read(2 * 1024 * 1024);
    ClusterWizard *wizard = newCluster();
    if (wizard && !wizard->openYaml(yaml, QFileInfo(fileName).fileName())) {
        wizard->close();
        return nullptr;
    }
    return wizard;
}

QString MainWindow::selectedClusterName() const
{
    const QModelIndex current = m_clusterView->currentIndex();
    return current.isValid() ? current.data(ClusterTableModel::NameRole).toString() : QString();
}

void MainWindow::clusterSelected()
{
    if (m_workspace)
        m_workspace->selectCluster(selectedClusterName());
}

void MainWindow::applyFilter()
{
    m_clusterSort->setFilterFixedString(m_filter->text());
    m_nodeSort->setFilterFixedString(m_filter->text());
}

void MainWindow::updateDetails()
{
    const ray::ClusterSummary *s =
        m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr;
    m_openDashboard->setEnabled(s && !s->dashboardUrl().isEmpty());
    m_copyAddress->setEnabled(s && !s->jobSubmitAddress().isEmpty());
    if (!s) {
        m_summary->setHtml(u"<p>%1</p>"_s.arg(
            html(m_workspace ? tr("Select a Ray cluster to see its details.")
                             : tr("Select a namespace to see its Ray clusters."))));
        m_timeline->setSamples({});
        return;
    }
    QString text = u"<h3>%1 <span style='color:%2'>%3</span></h3>"_s.arg(html(s->name),
        PresentationProxy::healthColor(int(s->health)).name(),
        html(PresentationProxy::clusterHealthText(int(s->health))));
    if (!s->reason.isEmpty())
        text += u"<p>%1</p>"_s.arg(html(s->reason));
    text += u"<table cellspacing='2'>"_s;
    const auto row = [&text](const QString &label, const QString &value) {
        text += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(html(label), value);
    };
    row(tr("Head VM:"), html(s->headVm.isEmpty() ? tr("not created yet") : s->headVm));
    row(tr("Ray dashboard:"),
        s->dashboardUrl().isEmpty() ? html(tr("no head IP address yet"))
                                    : u"<a href='%1'>%1</a>"_s.arg(html(s->dashboardUrl())));
    row(tr("Submit jobs with:"),
        s->jobSubmitAddress().isEmpty()
            ? QString()
            : u"<code>ray job submit --address %1 -- python script.py</code>"_s.arg(
                html(s->jobSubmitAddress())));
    row(tr("Workers:"),
        html(tr("%1 running of %2 wanted by the autoscaler")
                 .arg(s->workersRunning)
                 .arg(s->workersDesired)));
    row(tr("Autoscaling bounds:"),
        html(tr("%1 to %2 workers (fixed when the cluster was created; the head's autoscaler reads "
                "them once)")
                 .arg(s->minWorkers)
                 .arg(s->maxWorkers)));
    row(tr("Ray image:"), html(s->rayImage));
    row(tr("Created:"), html(QLocale().toString(s->created.toLocalTime(), QLocale::ShortFormat)));
    row(tr("Operator's state:"),
        html(s->clusterState.isEmpty() ? tr("not reported yet") : s->clusterState));
    text += u"</table>"_s;
    const QList<vmop::Condition> conditions = m_workspace->clusterConditions(s->name);
    if (!conditions.isEmpty()) {
        text += u"<p><b>%1</b></p><ul>"_s.arg(html(tr("Conditions reported by the operator:")));
        for (const vmop::Condition &c : conditions)
            text += u"<li>%1 = %2 (%3): %4</li>"_s.arg(
                html(c.type), html(c.status), html(c.reason), html(c.message));
        text += u"</ul>"_s;
    }
    m_summary->setHtml(text);
    m_timeline->setSamples(m_workspace->timeline(s->name));
}

QString MainWindow::connectionIndicator() const
{
    return m_indicator->text();
}

void MainWindow::updateIndicator()
{
    if (!m_connection) {
        m_indicator->setText(tr("Not connected"));
        return;
    }
    QList<kube::ResourceCache *> caches;
    if (m_connection->namespaceCache())
        caches << m_connection->namespaceCache();
    if (m_workspace)
        caches << m_workspace->caches();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    kube::ResourceCache *reconnecting = nullptr;
    kube::ResourceCache *failed = nullptr;
    bool paused = false;
    bool syncing = false;
    for (kube::ResourceCache *c : std::as_const(caches)) {
        switch (c->state()) {
        case kube::ResourceCache::State::Reconnecting:
            if (!reconnecting || c->reconnectAt() > reconnecting->reconnectAt())
                reconnecting = c;
            break;
        case kube::ResourceCache::State::Failed:
            // Events or VM classes the user may not read do not make the rest stale.
            if (c->lastError().httpStatus() != 403 || c == caches.first())
                failed = c;
            break;
        case kube::ResourceCache::State::Paused:
            paused = true;
            break;
        case kube::ResourceCache::State::Syncing:
        case kube::ResourceCache::State::Idle:
            syncing = true;
            break;
        case kube::ResourceCache::State::Live:
            break;
        }
    }
    const bool live = !reconnecting && !failed && !paused && !syncing;
    if (live) {
        m_liveUntil = now;
        m_indicator->setText(tr("● Live"));
        m_indicator->setToolTip(tr("Every list is being watched; changes appear as they happen."));
        return;
    }
    const QString since = m_liveUntil.isValid()
        ? tr(" — data as of %1").arg(QLocale().toString(m_liveUntil.toLocalTime().time()))
        : QString();
    if (paused) {
        m_indicator->setText(tr("Waiting for login") + since);
    } else if (failed) {
        m_indicator->setText(
            tr("Not updating: %1").arg(describeError(failed->lastError())) + since);
    } else if (reconnecting) {
        const qint64 seconds = std::max<qint64>(0, now.secsTo(reconnecting->reconnectAt()));
        m_indicator->setText(tr("Reconnecting in %1 s").arg(seconds) + since);
        m_indicator->setToolTip(describeError(reconnecting->lastError()));
    } else {
        m_indicator->setText(m_liveUntil.isValid() ? tr("Catching up") + since : tr("Loading…"));
    }
}

void MainWindow::showClusterMenu(const QPoint &pos)
{
    const QModelIndex index = m_clusterView->indexAt(pos);
    if (!index.isValid() || !m_workspace)
        return;
    const ray::ClusterSummary *s =
        m_workspace->summary(index.data(ClusterTableModel::NameRole).toString());
    if (!s)
        return;
    QMenu menu(this);
    QAction *dashboard = menu.addAction(tr("Open Ray Dashboard"));
    dashboard->setEnabled(!s->dashboardUrl().isEmpty());
    const QString url = s->dashboardUrl();
    connect(dashboard, &QAction::triggered, this, [url] {
        QDesktopServices::openUrl(QUrl(url));
    });
    const QString name = s->name;
    const QString ip = s->headIp;
    menu.addAction(tr("Copy Name"), this, [name] {
        QApplication::clipboard()->setText(name);
    });
    menu.addAction(tr("Copy Head IP Address"),
            this,
            [ip] {
                QApplication::clipboard()->setText(ip);
            })
        ->setEnabled(!ip.isEmpty());
    menu.addSeparator();
    menu.addAction(m_deleteAction);
    menu.exec(m_clusterView->viewport()->mapToGlobal(pos));
}

void MainWindow::showNodeMenu(const QPoint &pos)
{
    const QModelIndex index = m_nodeView->indexAt(pos);
    if (!index.isValid())
        return;
    const QString name = index.data(NodeTableModel::NameRole).toString();
    const QString ip = index.siblingAtColumn(NodeTableModel::Ip).data(Qt::DisplayRole).toString();
    QMenu menu(this);
    menu.addAction(tr("Copy VM Name"), this, [name] {
        QApplication::clipboard()->setText(name);
    });
    menu.addAction(tr("Copy IP Address"),
            this,
            [ip] {
                QApplication::clipboard()->setText(ip);
            })
        ->setEnabled(!ip.isEmpty());
    menu.addSeparator();
    menu.addAction(m_recreateAction);
    menu.exec(m_nodeView->viewport()->mapToGlobal(pos));
}

void MainWindow::updateActions()
{
    bool clusterChosen = false;
    if (m_workspace) {
        for (const QModelIndex &row : m_clusterView->selectionModel()->selectedRows()) {
            if (!m_workspace->clusterObject(row.data(ClusterTableModel::NameRole).toString())
                     .isEmpty())
                clusterChosen = true;
        }
    }
    m_deleteAction->setEnabled(clusterChosen);
    const QModelIndex node = m_nodeView->currentIndex();
    m_recreateAction->setEnabled(m_workspace && node.isValid()
        && !node.data(NodeTableModel::VmUidRole).toString().isEmpty()
        && !node.data(NodeTableModel::VmDeletingRole).toBool());
}

TeardownDialog *MainWindow::deleteSelectedClusters()
{
    if (!m_workspace || !m_connection)
        return nullptr;
    QStringList names;
    for (const QModelIndex &row : m_clusterView->selectionModel()->selectedRows())
        names << row.data(ClusterTableModel::NameRole).toString();
    if (names.isEmpty() && m_clusterView->currentIndex().isValid())
        names << selectedClusterName();
    QList<ray::TeardownPlan> plans;
    QList<ray::ClusterTeardown *> running;
    for (const QString &name : std::as_const(names)) {
        if (ray::ClusterTeardown *t = m_operations->runningTeardown(m_workspace->ns(), name)) {
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
        showTeardownProgress(m_operations->deleteClusters(dialog->plans()));
    });
    dialog->open();
    return dialog;
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
    auto *fleet =
        new ray::FleetVms(m_connection->session()->client(), m_connection->vmOperatorVersion());
    QPointer<SupervisorSession> session = m_connection->session();
    fleet->setCacheTracker([session](kube::ResourceCache *cache) {
        if (session)
            session->track(cache);
    });
    auto *window = new FleetWindow(fleet, m_connection->profile().name, this);
    connect(window,
        &FleetWindow::clusterActivated,
        this,
        [this](const QString &ns, const QString &cluster) {
            selectCluster(ns, cluster);
            raise();
            activateWindow();
        });
    m_fleetWindow = window;
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

void MainWindow::taskActivated(const QModelIndex &index)
{
    if (ray::ClusterTeardown *t =
            m_operations->teardownOfTask(index.data(TaskLog::IdRole).toString()))
        showTeardownProgress({ t });
}

void MainWindow::recreateCurrentNode()
{
    const QModelIndex node = m_nodeView->currentIndex();
    if (!m_workspace || !node.isValid())
        return;
    const ray::ClusterSummary *cluster = m_workspace->summary(m_workspace->selectedCluster());
    const QString vmUid = node.data(NodeTableModel::VmUidRole).toString();
    if (!cluster || vmUid.isEmpty())
        return;
    ray::NodeRecreate::Target target { m_workspace->ns(),
        cluster->name,
        cluster->uid,
        node.data(NodeTableModel::NameRole).toString(),
        vmUid,
        node.data(NodeTableModel::IsHeadRole).toBool() };
    auto *box = new QMessageBox(this);
    box->setObjectName(u"recreateConfirmation"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(target.head ? tr("Recreate Head Node") : tr("Recreate Node"));
    QPushButton *confirm = nullptr;
    if (target.head) {
        // The head carries the whole cluster: say so in the strongest terms.
        box->setIcon(QMessageBox::Critical);
        box->setText(
            tr("Recreate the head node %1 of the Ray cluster %2?").arg(target.vm, target.cluster));
        box->setInformativeText(
            tr("The head runs Ray's control processes, so every Ray process of the cluster "
               "restarts: running jobs fail, the dashboard and the job submission address are "
               "unavailable until the new head runs, and the workers join it again. Whatever is "
               "stored on the head VM is lost.\n\nThe VM is deleted and the operator deploys a "
               "new one under the same name."));
        confirm = box->addButton(tr("Recreate Head Node"), QMessageBox::DestructiveRole);
    } else {
        box->setIcon(QMessageBox::Warning);
        box->setText(tr("Recreate the worker node %1 of the Ray cluster %2?")
                         .arg(target.vm, target.cluster));
        box->setInformativeText(
            tr("The VM is deleted and the operator deploys a new one under the same name. Ray "
               "tasks running on it fail and are retried elsewhere where they can; whatever is "
               "stored on the VM is lost."));
        confirm = box->addButton(tr("Recreate Node"), QMessageBox::DestructiveRole);
    }
    confirm->setObjectName(u"confirmRecreate"_s);
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    const QPointer<SupervisorConnection> asked = m_connection;
    connect(
        box, &QMessageBox::buttonClicked, this, [this, confirm, target, asked](QAbstractButton *b) {
            if (b != confirm)
                return;
            if (!asked || asked != m_connection) {
                showProblem(tr("The connection changed while the recreate was being confirmed; "
                               "nothing was deleted."));
                return;
            }
            m_operations->recreateNode(target);
        });
    box->open();
}

void MainWindow::showSandboxError(const QString &message)
{
    m_connectionLabel->setText(tr("The sandbox could not be started."));
    m_details->setPlainText(message);
    m_tabs->setCurrentWidget(m_details);
    statusBar()->showMessage(tr("Sandbox failed."));
}

void MainWindow::showProblem(const QString &message)
{
    m_connectionLabel->setText(message);
    statusBar()->showMessage(message);
}

} // namespace vmray
