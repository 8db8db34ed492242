// Desktop notifications of new alarms: through the freedesktop notification service on the
// session bus (org.freedesktop.Notifications), else the tray icon's message. A burst is told in
// one notification per Supervisor ("5 alarms on sv-west"); clicking one goes to its object. An
// acknowledged alarm is not told again until it has cleared and come back.
#pragma once

#include "items/alarmbook.h"
#include "settingsdialog.h"

#include <QDBusConnection>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>

class QSystemTrayIcon;

namespace vmray {

class AlarmNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmNotifier)

public:
    // Follows `book` (not owned), telling on `bus`.
    AlarmNotifier(AlarmBook *book,
        const QDBusConnection &bus = QDBusConnection::sessionBus(),
        QObject *parent = nullptr);
    ~AlarmNotifier() override;

    void setLevel(AlarmNotifications level) { m_level = level; }
    // How long after the last of a burst of alarms one notification tells of them all (a burst
    // is told within ten seconds however long it lasts).
    void setCoalesceInterval(std::chrono::milliseconds interval);
    // Where the tray's message goes when no notification service answers (may be null).
    void setTrayIcon(QSystemTrayIcon *tray);
    int sentCount() const { return m_sent; }

Q_SIGNALS:
    // The user clicked a notification: its one alarm's object, or its Supervisor.
    void activated(const vmray::AlarmPath &path);

private Q_SLOTS:
    void actionInvoked(uint id, const QString &action);

private:
    struct Pending
    {
        QList<Alarm> alarms;
    };

    void gather(const QList<AlarmChange> &changes);
    void tell();
    void tellOne(const QString &supervisor, const QList<Alarm> &alarms);
    bool wanted(AlarmStatus status) const;

    QPointer<AlarmBook> m_book;
    QDBusConnection m_bus;
    AlarmNotifications m_level = AlarmNotifications::RedAndYellow;
    QHash<QString, Pending> m_pending; // by Supervisor, in order of arrival
    QStringList m_order;
    QTimer m_coalesce;
    std::chrono::milliseconds m_interval { std::chrono::seconds(2) };
    QElapsedTimer m_burst; // since the first alarm of the burst
    QHash<uint, AlarmPath> m_shown; // what each notification told of, by its id
    QPointer<QSystemTrayIcon> m_tray;
    AlarmPath m_trayPath;
    int m_sent = 0;
};

} // namespace vmray
