#include "consoleservices.h"

#include "taskwords.h"

#include "items/alarmbook.h"
#include "items/tasklog.h"

#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConsoleServices::ConsoleServices(const QString &taskLogPath, const QString &alarmPath)
    : m_taskLog(std::make_unique<TaskLog>(taskLogPath, 500, nullptr, &readShippedTaskWords))
    , m_alarms(std::make_unique<AlarmBook>(alarmPath))
{}

ConsoleServices::~ConsoleServices() = default;

QString ConsoleServices::defaultTaskLogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/tasks.jsonl"_s;
}

QString ConsoleServices::defaultAlarmPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/alarms.json"_s;
}

} // namespace vmray
