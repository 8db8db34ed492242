// KubeError in sentences for people: what failed and what to do about it.
#pragma once

#include "kube/kubeerror.h"

#include <QString>

namespace vmray {

// One or two sentences, for the connect dialog, the status bar and message boxes.
QString describeError(const kube::KubeError &error);

} // namespace vmray
