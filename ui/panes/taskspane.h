// The Recent Tasks pane of the main window: the task log, newest first, with each task's state in
// words. Activating a teardown's row asks to follow it.
#pragma once

#include <QPointer>
#include <QWidget>

class QTableView;

namespace vmray {

class TaskLog;
namespace ray {
class ClusterOperations;
class ClusterTeardown;
} // namespace ray

class TasksPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TasksPane)

public:
    // Shows `log`; `operations` tell which of its tasks are teardowns still followed. Not owned.
    TasksPane(TaskLog *log, ray::ClusterOperations *operations, QWidget *parent = nullptr);
    // The operations of the Supervisor shown now (not owned; may be null).
    void setOperations(ray::ClusterOperations *operations) { m_operations = operations; }
    ~TasksPane() override;

    QTableView *view() const { return m_view; }

Q_SIGNALS:
    void teardownActivated(ray::ClusterTeardown *teardown);

private:
    QPointer<ray::ClusterOperations> m_operations;
    QTableView *m_view = nullptr;
};

} // namespace vmray
