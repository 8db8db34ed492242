// The clusters pane of the main window: the Ray clusters of the open namespace in a table with its
// own sort and filter proxy and saved columns. Choosing a row selects that cluster in the
// namespace's workspace.
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QSortFilterProxyModel;
class QTableView;

namespace vmray {

class AlarmBook;

class WorkspaceModels;
namespace ray {
class NamespaceWorkspace;
} // namespace ray

class ClustersPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClustersPane)

public:
    explicit ClustersPane(QWidget *parent = nullptr);
    ~ClustersPane() override;

    QTableView *view() const { return m_view; }
    // Shows the clusters of a namespace (nullptr: none). Not owned; the pane lets go of the models
    // when given another workspace or nullptr, which must happen before they go.
    // Marks the rows with the alarms of `book` (not owned) on `supervisor`, from the next
    // workspace on.
    void setAlarmScope(AlarmBook *book, const QString &supervisor)
    {
        m_alarms = book;
        m_supervisor = supervisor;
    }
    void setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models);
    // The delete action, on the rows' context menu and, by its shortcut, while the table has focus.
    void setDeleteAction(QAction *action);
    void saveColumns() const;
    // Ages move on without data changes.
    void repaintTimes();

    QString currentClusterName() const;
    QStringList selectedClusterNames() const;
    // The cluster to select once its row is listed, also in a namespace opened after this call.
    void setPendingCluster(const QString &name) { m_pendingCluster = name; }
    void selectPendingCluster();

Q_SIGNALS:
    void selectionChanged();

private:
    void showMenu(const QPoint &pos);

    QPointer<ray::NamespaceWorkspace> m_workspace;
    QTableView *m_view = nullptr;
    QSortFilterProxyModel *m_sort = nullptr;
    QAction *m_deleteAction = nullptr;
    QString m_pendingCluster;
    QPointer<AlarmBook> m_alarms;
    QString m_supervisor;
};

} // namespace vmray
