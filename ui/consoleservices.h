// The services the main window works with, made by the composition root: the task log, where the
// cluster operations of every Supervisor record their tasks, and the alarm book, where every
// Supervisor's alarms are kept.
#pragma once

#include <QString>
#include <QtGlobal>

#include <memory>

namespace vmray {

class AlarmBook;
class TaskLog;

class ConsoleServices final
{
    Q_DISABLE_COPY_MOVE(ConsoleServices)

public:
    // The task log kept at `taskLogPath`, the alarms at `alarmPath`.
    explicit ConsoleServices(const QString &taskLogPath = defaultTaskLogPath(),
        const QString &alarmPath = defaultAlarmPath());
    ~ConsoleServices();

    // Where the console keeps its task log and its alarms.
    static QString defaultTaskLogPath();
    static QString defaultAlarmPath();

    TaskLog *taskLog() const { return m_taskLog.get(); }
    AlarmBook *alarmBook() const { return m_alarms.get(); }

private:
    std::unique_ptr<TaskLog> m_taskLog;
    std::unique_ptr<AlarmBook> m_alarms;
};

} // namespace vmray
