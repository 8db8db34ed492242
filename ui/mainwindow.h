// The console's main window: the namespaces of the connected Supervisor on the left; for the
// selected namespace its Ray clusters, the nodes of the selected cluster, and the cluster's
// details (summary, conditions, dashboard, health timeline) and events. Everything is live; the
// status bar says truthfully whether it is. The window builds the menus, the toolbar and the
// actions and assembles the panes (ui/panes) around the services it is given.
#pragma once

#include "kube/phrase.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/datafreshness.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTreeView;
class QTableView;

namespace vmray {

class AlarmBook;
class AlarmNotifier;
class LogsWindow;
class AlarmsPane;
struct AlarmPath;
class ClustersPane;
class ConsoleSessions;
class ConnectionIndicator;
class ConsoleServices;
class ConsoleSession;
class DetailsPane;
class FindPane;
class FleetClustersWindow;
class FleetWindow;
class NodesPane;
class TaskLog;
class TasksPane;
class WorkspaceModels;
class TeardownDialog;
class TeardownProgressDialog;
namespace ray {
class ClusterTeardown;
class ClusterOperations;
class FleetVms;
class NamespaceWorkspace;
} // namespace ray
struct SandboxEndpoint;
class ClusterWizard;
struct CreateTarget;
class NavigationPane;
class SupervisorConnection;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // Cluster > Logs…: the details' Logs tab over the selected cluster's nodes and jobs, the
    // selected node's first.
    LogsWindow *showLogs();
    // The log of a job of the selected cluster, in the Logs tab.
    LogsWindow *showJobLogs(const QString &submissionId);
    // A window over the services the composition root made. They are the window's from here on
    // and go first when it closes, so tasks still running are recorded as interrupted.
    explicit MainWindow(std::unique_ptr<ConsoleServices> services, QWidget *parent = nullptr);
    // A window with services of its own, the task log at its usual place.
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void showSandboxStarting();
    void showSandboxReady(const SandboxEndpoint &endpoint);
    void showSandboxError(const vmray::Phrase &message);
    void showProblem(const QString &message);
    // Every Supervisor's session (not owned): the tree lists each connected one's namespaces,
    // and choosing one shows it.
    void setSessions(ConsoleSessions *sessions);
    // The session of the Supervisor shown (not owned): the window binds its views to it.
    void bindSession(ConsoleSession *session);
    // Shows a session's Supervisor in the panes: its first namespace, unless `selectFirst` is
    // false (the user chose what to see); nullptr shows none.
    void showSession(ConsoleSession *session, bool selectFirst = true);
    ConsoleSession *shownSession() const;
    // Shows the namespaces of the session's connection; nullptr: disconnected.
    void showConnection(SupervisorConnection *connection, bool selectFirst = true);
    // A word on a Supervisor's row that is not connected: why, and what to do.
    void setSupervisorNote(const QString &profileId, const QString &note);
    AlarmBook *alarmBook() const;
    AlarmsPane *alarmsPane() const { return m_alarms; }
    AlarmNotifier *alarmNotifier() const { return m_notifier; }
    // Goes to the object of an alarm: its Supervisor, namespace, cluster and node.
    void goToAlarm(const AlarmPath &path);

    QTreeView *navigationView() const;
    // The namespaces of the connected Supervisor, as shown under its profile.
    QAbstractItemModel *namespaceModel() const { return m_namespaceModel; }
    void selectNamespace(const QString &name);
    // The Supervisors to offer in the navigation tree (saved profiles).
    void setProfiles(const QList<ConnectionProfile> &profiles);
    QTableView *clusterView() const;
    QTableView *nodeView() const;
    QTableView *eventView() const;
    // Ctrl+F: finds clusters and VMs of the Supervisor; its results replace the tree meanwhile.
    QLineEdit *filterEdit() const { return m_filter; }
    FindPane *findPane() const { return m_find; }
    ray::NamespaceWorkspace *workspace() const;
    WorkspaceModels *workspaceModels() const;
    QString connectionIndicator() const;
    // Opens the create-cluster wizard for the connected Supervisor (nullptr when not connected).
    ClusterWizard *newCluster();
    // Opens a cluster resource or `ray up` config in the wizard's review page.
    ClusterWizard *openClusterYaml(const QString &fileName);
    // Shows a cluster: its namespace, then its row once the row is there.
    void selectCluster(const QString &ns, const QString &name);
    // Asks to delete the selected clusters (Delete key, toolbar, context menu).
    TeardownDialog *deleteSelectedClusters();
    // Asks to recreate the current node's VM (node context menu).
    void recreateCurrentNode();
    // Asks for the selected node VM's web console and opens it in the browser.
    void openCurrentNodeConsole();
    void showConsoleProblem(const QString &message);
    // The Logs tab over the selected cluster, made anew when the cluster is another one;
    // `showCurrentNode`: turned to the nodes pane's current node.
    LogsWindow *refreshLogs(bool showCurrentNode);

    TaskLog *taskLog() const;
    ray::ClusterOperations *operations() const;
    QTableView *taskView() const;
    // The teardown progress window opened last, while it is open.
    TeardownProgressDialog *teardownProgress() const;
    // Where the task log is kept.
    static QString taskLogPath();
    // Opens the table of every VM of the connected Supervisor (View > All VMs).
    FleetWindow *showAllVms();
    // Opens the table of every Ray cluster of every connected Supervisor (View > All Ray
    // Clusters); null without the sessions' list.
    FleetClustersWindow *showAllClusters();

Q_SIGNALS:
    void connectRequested();
    // File > Disconnect (false) or File > Log Out (true).
    void disconnectRequested(bool logOut);
    // The user activated a saved Supervisor that is not the connected one.
    void profileActivated(const QString &profileId);
    // The window shows another Supervisor's session (or none).
    void sessionShown(vmray::ConsoleSession *session);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildPanes();
    void buildMenusAndToolbar();
    void buildTasksDock(QMenu *viewMenu);
    void buildAlarmsDock(QMenu *viewMenu);
    // The settings applied to every session and to the notifications.
    void applySettings();
    // The tree follows each session's connection.
    void sessionConnectionChanged(ConsoleSession *session, SupervisorConnection *connection);
    // The connected session of a profile the tree lists; null when none is.
    ConsoleSession *connectedSession(const QString &profileId) const;
    void openNamespace(const QString &ns);
    // The panes show the namespace the session opened.
    void showWorkspace();
    // The panes let go of the open namespace's models (before they go).
    void releaseWorkspace();
    SupervisorConnection *connection() const;
    void updateIndicator();
    void showFreshness(const DataFreshness &freshness);
    void restoreWindowGeometry();
    void applyFind();
    void showNavigationMenu(const QPoint &globalPos, const QModelIndex &index);
    // The Summary tab follows what the tree has chosen: the Supervisor (`ns` empty) or a
    // namespace.
    void showScope(const QString &ns);
    void renderScope();
    // Shows a find result: its namespace, its cluster and its VM among the cluster's nodes.
    void goToFound(const QString &ns, const QString &cluster, const QString &vm);
    // Every VM of the Supervisor, for Find and All VMs; listed on first use.
    ray::FleetVms *fleetVms();
    void releaseFleetIfUnused();
    void saveColumns();
    void updateActions();
    void showTeardownProgress(const QList<ray::ClusterTeardown *> &teardowns);
    CreateTarget wizardTarget() const;

    std::unique_ptr<ConsoleServices> m_services;
    QPointer<ConsoleSession> m_session;
    QPointer<ConsoleSessions> m_sessions;
    // What the tree lists each connected session under, and its namespaces' presentation.
    QHash<ConsoleSession *, QString> m_treeIds;
    QHash<ConsoleSession *, QPointer<QAbstractItemModel>> m_namespaceModels;
    QAction *m_newClusterAction = nullptr;
    QAction *m_openYamlAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_recreateAction = nullptr;
    QAction *m_consoleAction = nullptr;
    QAction *m_logsAction = nullptr;
    QAction *m_allVmsAction = nullptr;
    QAction *m_allClustersAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_disconnectAction = nullptr;
    QAction *m_logOutAction = nullptr;
    QPointer<QWidget> m_fleetWindow;
    QPointer<QWidget> m_clustersWindow;
    QPointer<TeardownProgressDialog> m_progress;
    // The Logs tab's view, when the tab has been shown for the selected cluster.
    QPointer<LogsWindow> m_logs;
    QString m_paneNode; // the nodes pane's current node, as last seen

    QLabel *m_connectionLabel = nullptr;
    QLabel *m_staleBanner = nullptr;
    ConnectionIndicator *m_indicator = nullptr;
    QLineEdit *m_filter = nullptr;
    QStackedWidget *m_left = nullptr;
    static constexpr int findPaneWidth = 420;
    QList<int> m_treeSizes; // the splitter's sizes before the find results widened the left
    NavigationPane *m_navigation = nullptr;
    FindPane *m_find = nullptr;
    QPointer<QAbstractItemModel> m_namespaceModel; // the connection's, gone with it
    ClustersPane *m_clusters = nullptr;
    NodesPane *m_nodes = nullptr;
    DetailsPane *m_details = nullptr;
    TasksPane *m_tasks = nullptr;
    AlarmsPane *m_alarms = nullptr;
    AlarmNotifier *m_notifier = nullptr;
    QTimer m_filterTimer;
    QTimer m_tick;
};

} // namespace vmray
