// The Jobs tab of the details pane: the selected cluster's Ray jobs as its dashboard lists them
// (status, entrypoint, start, duration), Stop Job behind a confirmation (offered only to whom
// the namespace lets change the cluster), and a job's log.
#pragma once

#include "kube/phrase.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace vmray {

class WorkspaceModels;
namespace ray {
class ClusterOperations;
class NamespaceWorkspace;
} // namespace ray

class JobsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobsPanel)

public:
    explicit JobsPanel(QWidget *parent = nullptr);
    ~JobsPanel() override;

    // Not owned; the panel lets go of the models when given another workspace or nullptr.
    void setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models);
    // A stop is then recorded as a task in Recent Tasks. Not owned.
    void setOperations(ray::ClusterOperations *operations);
    void saveColumns() const;
    void repaintTimes();

    QTableView *view() const { return m_view; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *logsButton() const { return m_logs; }
    // Whether the user may stop jobs, and if not, why (the tooltip says it).
    void setStopAllowed(bool allowed, const QString &why);
    QLabel *statusLabel() const { return m_status; }
    // Asks whether to stop the current job, and stops it when the user agrees.
    void confirmStop();

Q_SIGNALS:
    // The user asked for the log of a submitted job.
    void logsRequested(const QString &submissionId);

private:
    void updateState();
    void stopFinished(const QString &cluster,
        const QString &submissionId,
        bool stopped,
        const vmray::Phrase &error);

    QPointer<ray::NamespaceWorkspace> m_workspace;
    QPointer<ray::ClusterOperations> m_operations;
    QTableView *m_view = nullptr;
    QSortFilterProxyModel *m_sort = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_logs = nullptr;
    bool m_stopAllowed = true;
    QLabel *m_status = nullptr;
    QStringList m_stopping; // jobs asked to stop, until the dashboard answers
    QString m_stoppingCluster; // the cluster m_stopping is of
};

} // namespace vmray
