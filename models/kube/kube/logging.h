// Logging categories of the models layer; enable with QT_LOGGING_RULES="vmray.*=true".
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcSandbox)
Q_DECLARE_LOGGING_CATEGORY(lcKube)
Q_DECLARE_LOGGING_CATEGORY(lcCache)
Q_DECLARE_LOGGING_CATEGORY(lcMemory)
