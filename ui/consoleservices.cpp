#include "consoleservices.h"

#include "taskwords.h"

#include "items/tasklog.h"

#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConsoleServices::ConsoleServices(const QString &taskLogPath)
    : m_taskLog(std::make_unique<TaskLog>(taskLogPath, 500, nullptr, &readShippedTaskWords))
{}

ConsoleServices::~ConsoleServices() = default;

QString ConsoleServices::defaultTaskLogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/tasks.jsonl"_s;
}

} // namespace vmray
