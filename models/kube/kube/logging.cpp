#include "logging.h"

Q_LOGGING_CATEGORY(lcSandbox, "vmray.sandbox", QtInfoMsg)
Q_LOGGING_CATEGORY(lcKube, "vmray.kube", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCache, "vmray.cache", QtWarningMsg)
Q_LOGGING_CATEGORY(lcMemory, "vmray.memory", QtWarningMsg)
