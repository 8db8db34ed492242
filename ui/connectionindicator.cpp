#include "connectionindicator.h"

#include "errortext.h"

#include "ray/namespaceworkspace.h"
#include "supervisor/supervisorconnection.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConnectionIndicator::ConnectionIndicator(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(u"connectionIndicator"_s);
    // Its text is its state; the name says what the state is of.
    setAccessibleName(tr("Data status"));
}

void ConnectionIndicator::showState(const QString &text, const QString &explanation)
{
    setText(text);
    setToolTip(explanation);
    setAccessibleDescription(explanation.isEmpty() ? text : text + u". "_s + explanation);
}

ConnectionIndicator::~ConnectionIndicator() = default;

void ConnectionIndicator::refresh(
    SupervisorConnection *connection, ray::NamespaceWorkspace *workspace)
{
    if (!connection) {
        showState(tr("Not connected"), {});
        return;
    }
    QList<kube::ResourceCache *> caches;
    if (connection->namespaceCache())
        caches << connection->namespaceCache();
    if (workspace)
        caches << workspace->caches();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    kube::ResourceCache *reconnecting = nullptr;
    kube::ResourceCache *failed = nullptr;
    bool paused = false;
    bool syncing = false;
    for (kube::ResourceCache *c : std::as_const(caches)) {
        switch (c->state()) {
        case kube::ResourceCache::State::Reconnecting:
            if (!reconnecting || c->reconnectAt() > reconnecting->reconnectAt())
                reconnecting = c;
            break;
        case kube::ResourceCache::State::Failed:
            // Events or VM classes the user may not read do not make the rest stale.
            if (c->lastError().httpStatus() != 403 || c == caches.first())
                failed = c;
            break;
        case kube::ResourceCache::State::Paused:
            paused = true;
            break;
        case kube::ResourceCache::State::Syncing:
        case kube::ResourceCache::State::Idle:
            syncing = true;
            break;
        case kube::ResourceCache::State::Live:
            break;
        }
    }
    const bool live = !reconnecting && !failed && !paused && !syncing;
    if (live) {
        m_liveUntil = now;
        showState(tr("● Live"), tr("Every list is being watched; changes appear as they happen."));
        return;
    }
    const QString since = m_liveUntil.isValid()
        ? tr(" — data as of %1").arg(QLocale().toString(m_liveUntil.toLocalTime().time()))
        : QString();
    if (paused) {
        showState(tr("Waiting for login") + since, {});
    } else if (failed) {
        showState(tr("Not updating: %1").arg(describeError(failed->lastError())) + since, {});
    } else if (reconnecting) {
        const qint64 seconds = std::max<qint64>(0, now.secsTo(reconnecting->reconnectAt()));
        showState(tr("Reconnecting in %n second(s)", nullptr, int(seconds)) + since,
            describeError(reconnecting->lastError()));
    } else {
        showState(m_liveUntil.isValid() ? tr("Catching up") + since : tr("Loading…"), {});
    }
}

} // namespace vmray
