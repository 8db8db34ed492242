#include "logging.h"

Q_LOGGING_CATEGORY(lcSandbox, "vmray.sandbox", QtInfoMsg)
