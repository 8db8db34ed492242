// Every Supervisor the console works with at once: one ConsoleSession per profile, each with its
// own login, re-login, pin and state, all reporting their alarms into one book and their tasks
// into one log. The window shows one session at a time; the tree, the fleet views and the alarms
// cover them all.
#pragma once

#include "console/alarmwatch.h"
#include "console/consolesession.h"
#include "items/fleetclustermodel.h"
#include "supervisor/connectionprofile.h"

#include <QObject>
#include <QPointer>

#include <chrono>
#include <memory>
#include <vector>

class QNetworkAccessManager;

namespace vmray {

class AlarmBook;
class CredentialStore;
class ProfileStore;
class TaskLog;

class ConsoleSessions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleSessions)

public:
    // None are owned; `profiles`, `credentials` and `alarms` may be null.
    ConsoleSessions(QNetworkAccessManager *network,
        ProfileStore *profiles,
        CredentialStore *credentials,
        AlarmBook *alarms,
        QObject *parent = nullptr);
    ~ConsoleSessions() override;

    // The session of a profile, made on first use.
    ConsoleSession *sessionFor(const QString &profileId);
    // Null when there is none yet.
    ConsoleSession *find(const QString &profileId) const;
    // The profile each was made for, in the order they were made.
    QList<ConsoleSession *> sessions() const;
    QString profileIdOf(const ConsoleSession *session) const;
    // Those connected now.
    QList<ConsoleSession *> connected() const;
    AlarmBook *alarmBook() const { return m_alarms; }
    // Every Ray cluster of every connected Supervisor (All Ray Clusters).
    ray::FleetClusterModel *fleetClusters() { return &m_fleetClusters; }

    // For every session, now and later.
    void setTaskLog(TaskLog *log);
    void setRayInterval(std::chrono::milliseconds interval);
    void setAlarmThresholds(const AlarmThresholds &thresholds);
    void setKubeconfigPaths(const QStringList &paths);

Q_SIGNALS:
    void sessionAdded(vmray::ConsoleSession *session);
    // A session's connection is made (non-null) or gone (null).
    void connectionChanged(vmray::ConsoleSession *session, vmray::SupervisorConnection *connection);

private:
    struct Member
    {
        QString profileId;
        std::unique_ptr<ConsoleSession> session;
    };

    QNetworkAccessManager *m_network;
    ProfileStore *m_profiles;
    CredentialStore *m_credentials;
    QPointer<AlarmBook> m_alarms;
    QPointer<TaskLog> m_taskLog;
    std::chrono::milliseconds m_rayInterval { std::chrono::seconds(5) };
    AlarmThresholds m_thresholds;
    QStringList m_kubeconfigPaths;
    bool m_kubeconfigPathsSet = false;
    std::vector<Member> m_members;
    ray::FleetClusterModel m_fleetClusters;
};

} // namespace vmray
