#include "connectionindicator.h"

#include "errortext.h"

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

void ConnectionIndicator::refresh(const QList<kube::ResourceCache *> &caches)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const DataFreshness before = m_freshness;
    m_freshness = DataFreshness::of(caches, m_freshness, now);
    const QString since = m_freshness.liveUntil.isValid()
        ? tr(" — data as of %1").arg(QLocale().toString(m_freshness.liveUntil.toLocalTime().time()))
        : QString();
    switch (m_freshness.state) {
    case DataFreshness::State::NotConnected:
        showState(tr("Not connected"), {});
        break;
    case DataFreshness::State::Loading:
        showState(tr("Loading…"), {});
        break;
    case DataFreshness::State::Live:
        showState(tr("● Live"), tr("Every list is being watched; changes appear as they happen."));
        break;
    case DataFreshness::State::Refreshing:
        showState(tr("Refreshing…"), {});
        break;
    case DataFreshness::State::CatchingUp:
        showState(tr("Catching up") + since, {});
        break;
    case DataFreshness::State::WaitingForLogin:
        showState(tr("Waiting for login") + since, {});
        break;
    case DataFreshness::State::NotUpdating:
        showState(tr("Not updating: %1").arg(describeError(m_freshness.error)) + since, {});
        break;
    case DataFreshness::State::Reconnecting: {
        const qint64 seconds = std::max<qint64>(0, now.secsTo(m_freshness.reconnectAt));
        showState(tr("Reconnecting in %n second(s)", nullptr, int(seconds)) + since,
            describeError(m_freshness.error));
        break;
    }
    }
    // A live state moves its time on every look: only a change of state is news.
    if (before.state != m_freshness.state || before.reconnectAt != m_freshness.reconnectAt)
        Q_EMIT freshnessChanged(m_freshness);
}

QString ConnectionIndicator::staleReason(const DataFreshness &freshness)
{
    switch (freshness.state) {
    case DataFreshness::State::CatchingUp:
        return tr("The console is reading everything again.");
    case DataFreshness::State::WaitingForLogin:
        return tr("The Supervisor needs you to log in again.");
    case DataFreshness::State::NotUpdating:
        return tr("Updates stopped: %1").arg(describeError(freshness.error));
    case DataFreshness::State::Reconnecting:
        return tr("The Supervisor cannot be reached; the console keeps trying. %1")
            .arg(describeError(freshness.error));
    case DataFreshness::State::NotConnected:
    case DataFreshness::State::Loading:
    case DataFreshness::State::Live:
    case DataFreshness::State::Refreshing:
        break;
    }
    return {};
}

} // namespace vmray
