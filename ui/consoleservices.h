// The services the main window works with, made by the composition root: the task log, where the
// cluster operations of every Supervisor record their tasks.
#pragma once

#include <QString>
#include <QtGlobal>

#include <memory>

namespace vmray {

class TaskLog;

class ConsoleServices final
{
    Q_DISABLE_COPY_MOVE(ConsoleServices)

public:
    // The task log kept at `taskLogPath`.
    explicit ConsoleServices(const QString &taskLogPath = defaultTaskLogPath());
    ~ConsoleServices();

    // Where the console keeps its task log.
    static QString defaultTaskLogPath();

    TaskLog *taskLog() const { return m_taskLog.get(); }

private:
    std::unique_ptr<TaskLog> m_taskLog;
};

} // namespace vmray
