#include "datafreshness.h"

#include "kube/resourcecache.h"

namespace vmray {

DataFreshness DataFreshness::of(
    const QList<kube::ResourceCache *> &caches, const DataFreshness &previous, const QDateTime &now)
{
    DataFreshness out;
    out.liveUntil = previous.liveUntil;
    if (caches.isEmpty())
        return out; // NotConnected
    const kube::ResourceCache *reconnecting = nullptr;
    const kube::ResourceCache *failed = nullptr;
    bool paused = false;
    bool loading = false; // a first list: nothing of it shows yet
    bool relisting = false;
    for (const kube::ResourceCache *c : caches) {
        switch (c->state()) {
        case kube::ResourceCache::State::Reconnecting:
            if (!reconnecting || c->reconnectAt() > reconnecting->reconnectAt())
                reconnecting = c;
            break;
        case kube::ResourceCache::State::Failed:
            if (c->lastError().httpStatus() != 403 || c == caches.first())
                failed = c;
            break;
        case kube::ResourceCache::State::Paused:
            paused = true;
            break;
        case kube::ResourceCache::State::Syncing:
        case kube::ResourceCache::State::Idle:
            (c->hasSynced() ? relisting : loading) = true;
            break;
        case kube::ResourceCache::State::Live:
            break;
        }
    }
    if (paused) {
        out.state = State::WaitingForLogin;
    } else if (failed) {
        out.state = State::NotUpdating;
        out.error = failed->lastError();
    } else if (reconnecting) {
        out.state = State::Reconnecting;
        out.reconnectAt = reconnecting->reconnectAt();
        out.error = reconnecting->lastError();
    } else if (relisting) {
        // After a gap the data is old until the lists are in; otherwise it was current just now.
        const bool afterGap = previous.isStale();
        out.state = afterGap ? State::CatchingUp : State::Refreshing;
        if (!afterGap)
            out.liveUntil = now;
    } else if (loading) {
        out.state = State::Loading;
    } else {
        out.state = State::Live;
        out.liveUntil = now;
    }
    return out;
}

} // namespace vmray
