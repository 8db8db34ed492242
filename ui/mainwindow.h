// The console's main window: the namespaces of the connected Supervisor on the left; for the
// selected namespace its Ray clusters, the nodes of the selected cluster, and the cluster's
// details (summary, conditions, dashboard, health timeline) and events. Everything is live; the
// status bar says truthfully whether it is.
#pragma once

#include "supervisor/connectionprofile.h"
#include <QDateTime>

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QAbstractItemModel;
class QTreeView;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace vmray {

class FleetWindow;
class TaskLog;
class WorkspaceModels;
class TeardownDialog;
class TeardownProgressDialog;
namespace ray {
class ClusterTeardown;
class ClusterOperations;
class NamespaceWorkspace;
} // namespace ray
struct SandboxEndpoint;
class ClusterWizard;
struct WizardTarget;
class HealthTimeline;
class NavigationModel;
class SupervisorConnection;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void showSandboxStarting();
    void showSandboxReady(const SandboxEndpoint &endpoint);
    void showSandboxError(const QString &message);
    void showProblem(const QString &message);
    // Shows the namespaces of a connected Supervisor. Not owned.
    void showConnection(SupervisorConnection *connection);

    QTreeView *navigationView() const { return m_navigation; }
    // The namespaces of the connected Supervisor, as shown under its profile.
    QAbstractItemModel *namespaceModel() const { return m_namespaceModel; }
    void selectNamespace(const QString &name);
    // The Supervisors to offer in the navigation tree (saved profiles).
    void setProfiles(const QList<ConnectionProfile> &profiles);
    QTableView *clusterView() const { return m_clusterView; }
    QTableView *nodeView() const { return m_nodeView; }
    QTableView *eventView() const { return m_eventView; }
    QLineEdit *filterEdit() const { return m_filter; }
    ray::NamespaceWorkspace *workspace() const { return m_workspace.get(); }
    WorkspaceModels *workspaceModels() const { return m_workspace ? m_workspaceModels : nullptr; }
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
    TaskLog *taskLog() const { return m_taskLog; }
    ray::ClusterOperations *operations() const { return m_operations; }
    QTableView *taskView() const { return m_taskView; }
    // The teardown progress window opened last, while it is open.
    TeardownProgressDialog *teardownProgress() const;
    // Where the task log is kept.
    static QString taskLogPath();
    // Opens the table of every VM of the connected Supervisor (View > All VMs).
    FleetWindow *showAllVms();

Q_SIGNALS:
    void connectRequested();
    // The user activated a saved Supervisor that is not the connected one.
    void profileActivated(const QString &profileId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void openNamespace(const QString &ns);
    void clusterSelected();
    void updateDetails();
    void updateIndicator();
    void applyFilter();
    void saveColumns();
    void showClusterMenu(const QPoint &pos);
    void showNodeMenu(const QPoint &pos);
    void updateActions();
    void showTeardownProgress(const QList<ray::ClusterTeardown *> &teardowns);
    void taskActivated(const QModelIndex &index);
    QString selectedClusterName() const;
    void selectPendingCluster();
    WizardTarget wizardTarget() const;

    QPointer<SupervisorConnection> m_connection;
    std::unique_ptr<ray::NamespaceWorkspace> m_workspace;
    WorkspaceModels *m_workspaceModels = nullptr; // owned by m_workspace
    QString m_pendingNamespace;
    QString m_pendingCluster;
    QAction *m_newClusterAction = nullptr;
    QAction *m_openYamlAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_recreateAction = nullptr;
    QAction *m_allVmsAction = nullptr;
    QPointer<QWidget> m_fleetWindow;
    TaskLog *m_taskLog = nullptr;
    ray::ClusterOperations *m_operations = nullptr;
    QTableView *m_taskView = nullptr;
    QPointer<TeardownProgressDialog> m_progress;

    QLabel *m_connectionLabel = nullptr;
    QLabel *m_indicator = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_navigation = nullptr;
    NavigationModel *m_navModel = nullptr;
    QAbstractItemModel *m_namespaceModel = nullptr;
    QList<ConnectionProfile> m_profiles;
    QTableView *m_clusterView = nullptr;
    QTableView *m_nodeView = nullptr;
    QTableView *m_eventView = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_summary = nullptr;
    HealthTimeline *m_timeline = nullptr;
    QPushButton *m_openDashboard = nullptr;
    QPushButton *m_copyAddress = nullptr;
    QPlainTextEdit *m_details = nullptr; // the Supervisor tab
    QSortFilterProxyModel *m_clusterSort = nullptr;
    QSortFilterProxyModel *m_nodeSort = nullptr;
    QSortFilterProxyModel *m_eventSort = nullptr;
    QTimer m_filterTimer;
    QTimer m_tick;
    QDateTime m_liveUntil; // when every cache was last live
};

} // namespace vmray
