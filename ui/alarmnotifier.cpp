#include "alarmnotifier.h"

#include "phrasewords.h"
#include "presentation.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QSystemTrayIcon>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString service = u"org.freedesktop.Notifications"_s;
const QString path = u"/org/freedesktop/Notifications"_s;
const QString interface = u"org.freedesktop.Notifications"_s;
// However long a burst lasts, what it brought is told by then.
constexpr std::chrono::seconds maxBurst { 10 };
} // namespace

AlarmNotifier::AlarmNotifier(AlarmBook *book, const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_book(book)
    , m_bus(bus)
{
    m_coalesce.setSingleShot(true);
    connect(&m_coalesce, &QTimer::timeout, this, &AlarmNotifier::tell);
    if (book)
        connect(book, &AlarmBook::changed, this, &AlarmNotifier::gather);
    if (m_bus.isConnected())
        m_bus.connect(
            service, path, interface, u"ActionInvoked"_s, this, SLOT(actionInvoked(uint, QString)));
}

AlarmNotifier::~AlarmNotifier() = default;

void AlarmNotifier::setCoalesceInterval(std::chrono::milliseconds interval)
{
    m_interval = interval;
}

void AlarmNotifier::setTrayIcon(QSystemTrayIcon *tray)
{
    if (m_tray)
        disconnect(m_tray, nullptr, this, nullptr);
    m_tray = tray;
    if (tray)
        connect(tray, &QSystemTrayIcon::messageClicked, this, [this] {
            Q_EMIT activated(m_trayPath);
        });
}

bool AlarmNotifier::wanted(AlarmStatus status) const
{
    switch (m_level) {
    case AlarmNotifications::Off:
        return false;
    case AlarmNotifications::RedOnly:
        return status == AlarmStatus::Red;
    case AlarmNotifications::RedAndYellow:
        return status == AlarmStatus::Red || status == AlarmStatus::Yellow;
    }
    return false;
}

void AlarmNotifier::gather(const QList<AlarmChange> &changes)
{
    for (const AlarmChange &c : changes) {
        // Acknowledged or cleared meanwhile: no longer worth telling.
        if (c.kind == AlarmChange::Kind::Acknowledged || c.kind == AlarmChange::Kind::Cleared
            || c.kind == AlarmChange::Kind::Reset || c.kind == AlarmChange::Kind::Forgotten) {
            const QString key = c.alarm.key();
            auto it = m_pending.find(c.alarm.path.supervisor);
            if (it != m_pending.end())
                it->alarms.removeIf([&key](const Alarm &a) {
                    return a.key() == key;
                });
            continue;
        }
        if (!c.isNews() || !wanted(c.alarm.status))
            continue;
        const QString &supervisor = c.alarm.path.supervisor;
        if (!m_pending.contains(supervisor))
            m_order << supervisor;
        QList<Alarm> &alarms = m_pending[supervisor].alarms;
        const QString key = c.alarm.key();
        alarms.removeIf([&key](const Alarm &a) {
            return a.key() == key;
        });
        alarms << c.alarm;
    }
    if (m_pending.isEmpty())
        return;
    // A burst goes on while alarms keep coming a moment apart, but is told within a bound.
    if (!m_burst.isValid())
        m_burst.start();
    const auto left =
        std::chrono::milliseconds(maxBurst) - std::chrono::milliseconds(m_burst.elapsed());
    m_coalesce.start(std::clamp(left, std::chrono::milliseconds(0), m_interval));
}

void AlarmNotifier::tell()
{
    m_burst.invalidate();
    const QStringList order = std::exchange(m_order, {});
    const QHash<QString, Pending> pending = std::exchange(m_pending, {});
    for (const QString &supervisor : order) {
        const QList<Alarm> alarms = pending.value(supervisor).alarms;
        if (!alarms.isEmpty())
            tellOne(supervisor, alarms);
    }
}

void AlarmNotifier::tellOne(const QString &supervisor, const QList<Alarm> &alarms)
{
    const auto worst =
        std::max_element(alarms.cbegin(), alarms.cend(), [](const auto &a, const auto &b) {
            return a.status < b.status;
        });
    const bool red = worst->status == AlarmStatus::Red;
    QString summary;
    QString body;
    AlarmPath target;
    if (alarms.size() == 1) {
        const Alarm &a = alarms.first();
        summary = tr("%1: %2").arg(PresentationProxy::alarmStatusWord(int(a.status)),
            PresentationProxy::alarmDefinitionText(int(a.definition)));
        body = tr("%1\n%2").arg(a.path.text(), wordsOf(a.message));
        target = a.path;
    } else {
        summary = tr("%n alarm(s) on Supervisor %1", nullptr, int(alarms.size())).arg(supervisor);
        QStringList lines;
        for (const Alarm &a : alarms.mid(0, 5))
            lines << tr("%1: %2").arg(
                PresentationProxy::alarmDefinitionText(int(a.definition)), a.path.text());
        if (alarms.size() > 5)
            lines << tr("and %n more", nullptr, int(alarms.size() - 5));
        body = lines.join(u'\n');
        target.supervisor = supervisor;
    }
    ++m_sent;
    const auto toTray = [this, summary, body, target, red] {
        if (!m_tray)
            return;
        m_trayPath = target;
        m_tray->showMessage(
            summary, body, red ? QSystemTrayIcon::Critical : QSystemTrayIcon::Warning);
    };
    if (!m_bus.isConnected()) {
        toTray();
        return;
    }
    QDBusMessage call =
        QDBusMessage::createMethodCall(::vmray::service, path, interface, u"Notify"_s);
    const QVariantMap hints { { u"urgency"_s, QVariant::fromValue(uchar(red ? 2 : 1)) },
        { u"desktop-entry"_s, u"vmray-console"_s },
        { u"category"_s, u"device.error"_s } };
    // Notification servers read the body as markup: the server's words in it (a VM condition's
    // message) are text, never markup.
    call << u"vmray console"_s << uint(0) << u"vmray-console"_s << summary << body.toHtmlEscaped()
         << QStringList { u"default"_s, tr("Show") } << hints << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    // No service on the bus (or it failed): the tray says it instead.
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, target, toTray](auto *w) {
        const QDBusPendingReply<uint> reply = *w;
        w->deleteLater();
        if (reply.isValid())
            m_shown.insert(reply.value(), target);
        else
            toTray();
    });
}

void AlarmNotifier::actionInvoked(uint id, const QString &action)
{
    const auto it = m_shown.constFind(id);
    if (it == m_shown.cend() || (action != u"default"_s))
        return;
    Q_EMIT activated(*it);
}

} // namespace vmray
