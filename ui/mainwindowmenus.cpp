// The main window's menus, toolbar and context menus, and the Recent Tasks dock.
#include "mainwindow.h"

#include "actionicons.h"
#include "alarmnotifier.h"
#include "consoleservices.h"
#include "helpdialogs.h"
#include "navigationmodel.h"
#include "panes/alarmspane.h"
#include "panes/clusterspane.h"
#include "panes/detailspane.h"
#include "panes/findpane.h"
#include "panes/navigationpane.h"
#include "panes/nodespane.h"
#include "panes/taskspane.h"
#include "phrasewords.h"
#include "settingsdialog.h"

#include "console/consolesession.h"
#include "console/consolesessions.h"
#include "items/alarmbook.h"
#include "items/tasklog.h"
#include "supervisor/supervisorconnection.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QToolBar>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

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
        applySettings();
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
        if (m_session)
            m_session->refresh();
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
    m_allClustersAction = view->addAction(tr("All Ray &Clusters…"));
    m_allClustersAction->setObjectName(u"allClustersAction"_s);
    m_allClustersAction->setIcon(actionIcon(ActionIcon::NewCluster));
    m_allClustersAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    m_allClustersAction->setToolTip(
        tr("Every Ray cluster of every connected Supervisor, in one table"));
    m_allClustersAction->setEnabled(false);
    connect(m_allClustersAction, &QAction::triggered, this, &MainWindow::showAllClusters);

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
    m_consoleAction = clusterMenu->addAction(tr("Open &Console…"));
    m_consoleAction->setObjectName(u"openConsoleAction"_s);
    m_consoleAction->setToolTip(tr("Open the selected node VM's console in your web browser"));
    m_nodes->setConsoleAction(m_consoleAction);
    connect(m_consoleAction, &QAction::triggered, this, &MainWindow::openCurrentNodeConsole);
    m_logsAction = clusterMenu->addAction(tr("&Logs…"));
    m_logsAction->setObjectName(u"logsAction"_s);
    m_logsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_logsAction->setToolTip(
        tr("Ray's logs of the selected cluster's nodes and jobs: read, follow, search and "
           "save them"));
    m_nodes->setLogsAction(m_logsAction);
    connect(m_logsAction, &QAction::triggered, this, &MainWindow::showLogs);
    toolbar->insertAction(toolbarTools, m_deleteAction);

    buildTasksDock(view);
    buildAlarmsDock(view);
}

void MainWindow::applySettings()
{
    const QSettings settings;
    if (m_sessions) {
        m_sessions->setRayInterval(storedRayInterval(settings));
        m_sessions->setAlarmThresholds(storedAlarmThresholds(settings));
    } else if (m_session) {
        m_session->setRayInterval(storedRayInterval(settings));
        m_session->setAlarmThresholds(storedAlarmThresholds(settings));
    }
    if (m_notifier)
        m_notifier->setLevel(storedAlarmNotifications(settings));
}

void MainWindow::buildAlarmsDock(QMenu *viewMenu)
{
    auto *dock = new QDockWidget(tr("Alarms"), this);
    dock->setObjectName(u"alarmsDock"_s);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    m_alarms = new AlarmsPane(alarmBook(), dock);
    m_alarms->setUserOf([this](const QString &supervisor) {
        for (auto it = m_treeIds.cbegin(); it != m_treeIds.cend(); ++it) {
            const ConnectionProfile profile = it.key()->profile();
            if (profile.name == supervisor)
                return profile.username.isEmpty() ? profile.name : profile.username;
        }
        return QString();
    });
    connect(m_alarms, &AlarmsPane::alarmActivated, this, &MainWindow::goToAlarm);
    dock->setWidget(m_alarms);
    // Beside the recent tasks: both are what happened, below what is.
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (auto *tasks = findChild<QDockWidget *>(u"tasksDock"_s)) {
        tabifyDockWidget(tasks, dock);
        tasks->raise(); // the tasks first, as before; the alarms a tab away
    }
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_L);
    viewMenu->addAction(toggle);
    m_navigation->model()->setAlarmBook(alarmBook());
    m_notifier = new AlarmNotifier(alarmBook(), QDBusConnection::sessionBus(), this);
    m_notifier->setLevel(storedAlarmNotifications(QSettings()));
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        // Where notifications go on a desktop without a notification service.
        auto *tray = new QSystemTrayIcon(windowIcon(), this);
        tray->setToolTip(tr("vmray console"));
        tray->show();
        m_notifier->setTrayIcon(tray);
    }
    connect(m_notifier, &AlarmNotifier::activated, this, [this](const AlarmPath &path) {
        showNormal();
        goToAlarm(path);
        raise();
        activateWindow();
    });
    const AlarmBook *book = alarmBook();
    if (book && !book->fileProblem().isEmpty())
        statusBar()->showMessage(wordsOf(book->fileProblem()));
}

void MainWindow::buildTasksDock(QMenu *viewMenu)
{
    auto *tasksDock = new QDockWidget(tr("Recent Tasks"), this);
    tasksDock->setObjectName(u"tasksDock"_s);
    tasksDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    m_tasks = new TasksPane(m_services->taskLog(), nullptr, tasksDock);
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
        statusBar()->showMessage(tr("The task log cannot be written (%1): %2")
                                     .arg(log->filePath(), wordsOf(log->writeError())));
}

void MainWindow::showNavigationMenu(const QPoint &globalPos, const QModelIndex &index)
{
    QMenu menu(this);
    menu.setObjectName(u"navigationMenu"_s);
    if (!index.isValid()) {
        menu.addAction(findChild<QAction *>(u"connectAction"_s));
    } else if (index.data(NavigationModel::IsProfileRole).toBool()) {
        const QString id = index.data(NavigationModel::ProfileIdRole).toString();
        if (ConsoleSession *session = connectedSession(id)) {
            if (session != m_session)
                m_navigation->selectSupervisor(id); // the actions act on the one shown

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
        const QString id = index.data(NavigationModel::ProfileIdRole).toString();
        QAction *create = menu.addAction(
            actionIcon(ActionIcon::NewCluster), tr("&New Ray Cluster in %1…").arg(ns));
        create->setEnabled(connectedSession(id));
        connect(create, &QAction::triggered, this, [this, ns, id] {
            m_navigation->selectNamespace(ns, id); // shows that Supervisor, if another
            openNamespace(ns);
            newCluster(); // the wizard starts in the namespace on screen
        });
        menu.addAction(m_refreshAction);
    }
    menu.exec(globalPos);
}

} // namespace vmray
