#include "consolesessions.h"

#include "items/alarmbook.h"
#include "items/tasklog.h"

#include <algorithm>

namespace vmray {

ConsoleSessions::ConsoleSessions(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    AlarmBook *alarms,
    QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_alarms(alarms)
{}

ConsoleSessions::~ConsoleSessions()
{
    // Newest first, each hearing nothing more of the others.
    while (!m_members.empty()) {
        disconnect(m_members.back().session.get(), nullptr, this, nullptr);
        m_members.pop_back();
    }
}

ConsoleSession *ConsoleSessions::find(const QString &profileId) const
{
    // The profile asked for, or the saved one a connection became (the same server and user
    // as a saved profile connect as that one).
    const auto it = std::find_if(m_members.cbegin(), m_members.cend(), [&](const Member &m) {
        return m.profileId == profileId
            || (m.session->isConnected() && m.session->profile().id == profileId);
    });
    return it == m_members.cend() ? nullptr : it->session.get();
}

ConsoleSession *ConsoleSessions::sessionFor(const QString &profileId)
{
    if (ConsoleSession *existing = find(profileId))
        return existing;
    auto session = std::make_unique<ConsoleSession>(m_network, m_profiles, m_credentials);
    ConsoleSession *raw = session.get();
    raw->setTaskLog(m_taskLog);
    raw->setRayInterval(m_rayInterval);
    raw->setAlarmThresholds(m_thresholds);
    raw->setAlarmBook(m_alarms);
    if (m_kubeconfigPathsSet)
        raw->policy()->setKubeconfigPaths(m_kubeconfigPaths);
    connect(raw, &ConsoleSession::connectionChanged, this, [this, raw](SupervisorConnection *c) {
        Q_EMIT connectionChanged(raw, c);
    });
    // Each Supervisor's rows under the name it had when they were reported.
    auto shownAs = std::make_shared<QString>();
    connect(raw, &ConsoleSession::fleetClustersChanged, this, [this, raw, shownAs] {
        const QList<ray::FleetClusterRow> rows = raw->fleetClusters();
        if (!shownAs->isEmpty() && *shownAs != raw->supervisorName())
            m_fleetClusters.setClusters(*shownAs, {});
        *shownAs = raw->supervisorName();
        m_fleetClusters.setClusters(*shownAs, rows);
    });
    m_members.push_back({ profileId, std::move(session) });
    Q_EMIT sessionAdded(raw);
    return raw;
}

QList<ConsoleSession *> ConsoleSessions::sessions() const
{
    QList<ConsoleSession *> out;
    for (const Member &m : m_members)
        out << m.session.get();
    return out;
}

QString ConsoleSessions::profileIdOf(const ConsoleSession *session) const
{
    for (const Member &m : m_members) {
        if (m.session.get() == session)
            return m.profileId;
    }
    return {};
}

QList<ConsoleSession *> ConsoleSessions::connected() const
{
    QList<ConsoleSession *> out;
    for (const Member &m : m_members) {
        if (m.session->isConnected())
            out << m.session.get();
    }
    return out;
}

void ConsoleSessions::setTaskLog(TaskLog *log)
{
    m_taskLog = log;
    for (const Member &m : m_members)
        m.session->setTaskLog(log);
}

void ConsoleSessions::setRayInterval(std::chrono::milliseconds interval)
{
    m_rayInterval = interval;
    for (const Member &m : m_members)
        m.session->setRayInterval(interval);
}

void ConsoleSessions::setAlarmThresholds(const AlarmThresholds &thresholds)
{
    m_thresholds = thresholds;
    for (const Member &m : m_members)
        m.session->setAlarmThresholds(thresholds);
}

void ConsoleSessions::setKubeconfigPaths(const QStringList &paths)
{
    m_kubeconfigPaths = paths;
    m_kubeconfigPathsSet = true;
    for (const Member &m : m_members)
        m.session->policy()->setKubeconfigPaths(paths);
}

} // namespace vmray
