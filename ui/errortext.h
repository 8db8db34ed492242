// KubeError in sentences for people: what failed and what to do about it.
#pragma once

#include "kube/kubeerror.h"
#include "kube/phrase.h"

#include <QList>
#include <QString>

namespace vmray {

// One or two sentences, for the connect dialog, the status bar and message boxes.
QString describeError(const kube::KubeError &error);
// The same as a phrase, for what is kept and read later (the task log).
Phrase errorPhrase(const kube::KubeError &error);
// Every code errorPhrase() uses.
const QList<PhraseKey> &errorPhraseKeys();

} // namespace vmray
