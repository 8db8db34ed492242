// Whether what the console shows of a Supervisor is current, decided from the states of the
// caches behind it: live while every list is watched; otherwise loading, catching up, waiting
// to reconnect, waiting for a login or not updating at all, with the time the data was last
// live. Views word it and dim what is stale; they decide nothing.
#pragma once

#include "kube/kubeerror.h"

#include <QDateTime>
#include <QList>

namespace vmray::kube {
class ResourceCache;
} // namespace vmray::kube

namespace vmray {

struct DataFreshness
{
    enum class State {
        NotConnected,
        Loading, // the first lists are on their way: nothing is shown yet that could be stale
        Live,
        Refreshing, // listing again while live (F5, a 410): what shows was current a moment ago
        CatchingUp, // listing again after a gap; what shows is as of liveUntil
        Reconnecting, // see reconnectAt and error
        WaitingForLogin,
        NotUpdating, // a list failed for good: see error
    };

    State state = State::NotConnected;
    QDateTime liveUntil; // when every cache was last live; invalid if never
    QDateTime reconnectAt; // Reconnecting: when the next try is
    kube::KubeError error; // Reconnecting, NotUpdating: what failed

    // Data is shown that may no longer be true.
    bool isStale() const
    {
        return state == State::CatchingUp || state == State::Reconnecting
            || state == State::WaitingForLogin || state == State::NotUpdating;
    }
    bool operator==(const DataFreshness &other) const
    {
        return state == other.state && liveUntil == other.liveUntil
            && reconnectAt == other.reconnectAt;
    }

    // `caches`: the connection's first (a 403 there counts; elsewhere it only hides one list,
    // events or VM classes the user may not read). `previous` carries liveUntil over.
    static DataFreshness of(const QList<kube::ResourceCache *> &caches,
        const DataFreshness &previous,
        const QDateTime &now);
};

} // namespace vmray
