// The words of a phrase (kube/phrase.h) in the language chosen now: its catalog's translation,
// with its arguments worded the same way.
#pragma once

#include "kube/phrase.h"

#include <QString>

namespace vmray {

QString wordsOf(const Phrase &phrase);

} // namespace vmray
