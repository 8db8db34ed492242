// The details pane of the main window, in tabs: the selected cluster's summary, the conditions its
// operator reports and its health timeline, with its dashboard and job address at a click; what
// Ray reports (resources, pending demands, a node's history); its Ray jobs; its nodes' and jobs'
// logs; the cluster's events; and what is known of the Supervisor (the sandbox's endpoint or its
// failure).
#pragma once

#include <QPointer>
#include <QWidget>

class QDateTime;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace vmray {

class HealthTimeline;
class JobsPanel;
class RayPanel;
struct SandboxEndpoint;
class WorkspaceModels;
namespace ray {
class NamespaceWorkspace;
struct ScopeFigures;
} // namespace ray

class DetailsPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsPane)

public:
    explicit DetailsPane(QWidget *parent = nullptr);
    ~DetailsPane() override;

    QTableView *eventView() const { return m_eventView; }
    QTabWidget *tabs() const { return m_tabs; }
    RayPanel *rayPanel() const { return m_rayPanel; }
    JobsPanel *jobsPanel() const { return m_jobsPanel; }
    // The Logs tab's view (a LogsWindow placed in it), owned from here on; nullptr shows why
    // there is none, `why`.
    void setLogsView(QWidget *view, const QString &why = {});
    QWidget *logsView() const { return m_logsView; }
    void showLogsTab();
    bool isLogsTabShown() const;
    // The node whose history the Ray tab shows (the nodes pane's current one).
    void setCurrentNode(const QString &vmName);
    // Shows the selected cluster of a namespace and its events (nullptr: none). Not owned; the
    // pane lets go of the models when given another workspace or nullptr, before they go.
    void setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models);
    void saveColumns() const;
    // Ages and the timeline's time axis move on without data changes.
    void repaintTimes();
    // The data is as of `until` (invalid: current).
    void setDataUntil(const QDateTime &until);
    // The Supervisor tab: where the sandbox runs and who may use it, or a text brought to the front
    // (why the sandbox did not start).
    void showSandboxEndpoint(const SandboxEndpoint &endpoint);
    void showSupervisorText(const QString &text);
    // The Summary tab: what the Supervisor (`namespaces` of them, `ns` empty) or a namespace
    // holds. `title` names it.
    void showScope(
        const QString &title, const QString &ns, int namespaces, const ray::ScopeFigures &figures);
    void clearScope();
    // Brings a tab to the front: the summary when the tree is used, the details when a cluster
    // is chosen.
    void showSummaryTab();
    void showDetailsTab();
    QString scopeText() const;

Q_SIGNALS:
    // The Logs tab came to the front.
    void logsTabShown();

private:
    void updateDetails();

    QPointer<ray::NamespaceWorkspace> m_workspace;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_scope = nullptr;
    QTextBrowser *m_summary = nullptr;
    QTextBrowser *m_conditions = nullptr;
    HealthTimeline *m_timeline = nullptr;
    QPushButton *m_openDashboard = nullptr;
    QPushButton *m_copyAddress = nullptr;
    RayPanel *m_rayPanel = nullptr;
    JobsPanel *m_jobsPanel = nullptr;
    QWidget *m_logsPage = nullptr;
    QLabel *m_logsWhy = nullptr;
    QPointer<QWidget> m_logsView;
    QTableView *m_eventView = nullptr;
    QSortFilterProxyModel *m_eventSort = nullptr;
    QPlainTextEdit *m_supervisor = nullptr;
};

} // namespace vmray
