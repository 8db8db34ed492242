// The nodes pane of the main window: the VMs of the selected cluster in a table with its own sort
// and filter proxy and saved columns, and the confirmation asked before a node's VM is recreated.
#pragma once

#include "ray/noderecreate.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QSortFilterProxyModel;
class QTableView;

namespace vmray {

class AlarmBook;

class WorkspaceModels;
namespace ray {
class NamespaceWorkspace;
} // namespace ray

class NodesPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodesPane)

public:
    explicit NodesPane(QWidget *parent = nullptr);
    ~NodesPane() override;

    QTableView *view() const { return m_view; }
    // Shows the nodes of a namespace's selected cluster (nullptr: none). Not owned; the pane lets
    // go of the models when given another workspace or nullptr, which must happen before they go.
    // Marks the rows with the alarms of `book` (not owned) on `supervisor`, from the next
    // workspace on.
    void setAlarmScope(AlarmBook *book, const QString &supervisor)
    {
        m_alarms = book;
        m_supervisor = supervisor;
    }
    void setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models);
    // The recreate action, on the rows' context menu.
    void setRecreateAction(QAction *action) { m_recreateAction = action; }
    void setConsoleAction(QAction *action) { m_consoleAction = action; }
    void setLogsAction(QAction *action) { m_logsAction = action; }
    // Selects this node once it is among the rows (a find result); empty: none.
    void setPendingNode(const QString &name);
    void saveColumns() const;
    // Ages and times in state move on without data changes.
    void repaintTimes();

    // The VM of the current row, if any.
    QString currentNodeName() const;
    // Asks whether to recreate a node's VM; `confirmed` gets it when the user agrees.
    void confirmRecreate(const ray::NodeRecreate::Target &target,
        std::function<void(const ray::NodeRecreate::Target &)> confirmed);

Q_SIGNALS:
    void currentNodeChanged();

private:
    void showMenu(const QPoint &pos);
    void selectPendingNode();

    QPointer<ray::NamespaceWorkspace> m_workspace;
    QTableView *m_view = nullptr;
    QSortFilterProxyModel *m_sort = nullptr;
    QAction *m_recreateAction = nullptr;
    QAction *m_consoleAction = nullptr;
    QAction *m_logsAction = nullptr;
    QString m_pendingNode;
    QPointer<AlarmBook> m_alarms;
    QString m_supervisor;
};

} // namespace vmray
