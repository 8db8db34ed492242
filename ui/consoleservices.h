// The services the main window works with, made by the composition root: the task log and the
// cluster operations, whose tasks are recorded in that log.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace vmray {

class SupervisorConnection;
class TaskLog;
namespace ray {
class ClusterOperations;
} // namespace ray

class ConsoleServices final
{
    Q_DISABLE_COPY_MOVE(ConsoleServices)
    Q_DECLARE_TR_FUNCTIONS(ConsoleServices)

public:
    // The task log kept at `taskLogPath`, and the operations reporting their tasks to it.
    explicit ConsoleServices(const QString &taskLogPath = defaultTaskLogPath());
    ~ConsoleServices();

    // Where the console keeps its task log.
    static QString defaultTaskLogPath();

    // The operations act on the Supervisor of `connection` from now on (not owned); tasks still
    // running on the one before are recorded as interrupted.
    void useConnection(SupervisorConnection *connection);

    TaskLog *taskLog() const { return m_taskLog.get(); }
    ray::ClusterOperations *operations() const { return m_operations.get(); }

private:
    std::unique_ptr<TaskLog> m_taskLog;
    std::unique_ptr<ray::ClusterOperations> m_operations;
};

} // namespace vmray
