// What each alarm says of the object it is on: catalog codes (see kube/phrase.h), so an alarm
// kept today reads in the language chosen tomorrow.
#pragma once

#include "kube/phrase.h"

#include <QList>

namespace vmray::alarmphrase {

inline constexpr PhraseKey clusterFailed { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "Ray cluster %1 has failed: %2") };
inline constexpr PhraseKey clusterDegraded { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "Ray cluster %1 is degraded: %2") };
inline constexpr PhraseKey vmFailed { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "VM %1 has failed: %2") };
inline constexpr PhraseKey vmNotRunning { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "VM %1 is wanted but has not come up: %2") };
inline constexpr PhraseKey rayNodeDead { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "Ray marks the node on VM %1 (%2) dead while the VM runs: %3") };
inline constexpr PhraseKey noReason { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "Ray gives no reason.") };
inline constexpr PhraseKey dashboardUnreachable { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "The Ray dashboard of cluster %1 does not answer: %2") };
inline constexpr PhraseKey demandsUnplaced { "AlarmText",
    QT_TRANSLATE_N_NOOP(
        "AlarmText", "The autoscaler of cluster %1 cannot place %n waiting demand(s)."),
    true };
inline constexpr PhraseKey quotaNearlyFull { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "Namespace %1 uses %2 % of its %3 quota.") };
inline constexpr PhraseKey sessionExpiring { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText",
        "The session on %1 expires at %2 and no password is remembered; log in again to keep "
        "watching it.") };
inline constexpr PhraseKey pinExpiring { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText",
        "The certificate pinned for %1 expires at %2; pin its successor once it is in use.") };
inline constexpr PhraseKey pinExpired { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText",
        "The certificate pinned for %1 expired at %2; pin its successor once it is in use.") };
inline constexpr PhraseKey cannotConnect { "AlarmText",
    QT_TRANSLATE_NOOP(
        "AlarmText", "Supervisor %1 cannot be watched, so its alarms are unknown: %2") };
inline constexpr PhraseKey noCredentials { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText",
        "no session or password is kept for it; connect to it once from the console and "
        "remember the password") };

} // namespace vmray::alarmphrase
