// Watches one connected Supervisor for what the alarm definitions look for, whatever is on screen:
// every Ray cluster and every node VM of every namespace, the namespaces' quotas, the Ray
// dashboard of every running cluster (nodes and autoscaler), the session's expiry and the pinned
// certificate's. What it finds is reported to the alarm book after each change, coalesced, and
// again every few seconds for the thresholds measured in time.
#pragma once

#include "items/alarmbook.h"
#include "items/fleetclustermodel.h"
#include "kube/follower.h"
#include "ray/clusterstate.h"
#include "ray/raydashboard.h"
#include "ray/raydashboardpoller.h"
#include "ray/rayobservation.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <memory>
#include <unordered_map>

class QNetworkAccessManager;

namespace vmray {

class SupervisorConnection;

struct AlarmThresholds
{
    std::chrono::seconds degradedFor { std::chrono::minutes(10) };
    std::chrono::seconds vmNotRunningFor { std::chrono::minutes(10) };
    std::chrono::seconds dashboardUnreachableFor { std::chrono::minutes(5) };
    std::chrono::seconds demandsUnplacedFor { std::chrono::minutes(10) };
    int quotaPercent = 90;
    std::chrono::seconds sessionExpiringWithin { std::chrono::minutes(15) };
    std::chrono::hours pinExpiringWithin { std::chrono::hours(24 * 30) };
    // How often each running cluster's dashboard is read for the alarms.
    std::chrono::milliseconds rayInterval { std::chrono::seconds(5) };
    bool operator==(const AlarmThresholds &) const = default;
};

class AlarmWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmWatch)

public:
    // Reports as `supervisor` (the name the user knows it by) into `book`. None are owned; the
    // connection must outlive the watch. `tracker` gets each cache before it starts.
    AlarmWatch(SupervisorConnection *connection,
        AlarmBook *book,
        const QString &supervisor,
        kube::Follower::Tracker tracker,
        QObject *parent = nullptr);
    ~AlarmWatch() override;

    void setThresholds(const AlarmThresholds &thresholds);
    // Only dashboards on this computer are read (the sandbox, tests, any Supervisor until its
    // host is known to be elsewhere: ray::SupervisorLocality). The default.
    void setRayLoopbackOnly(bool loopbackOnly);
    // Whether a password is at hand for the next login (remembered, or the sandbox's): then a
    // session about to expire is renewed without the user.
    void setPasswordAtHand(bool atHand) { m_passwordAtHand = atHand; }
    // Starts following; reports once the clusters, VMs and quotas are listed.
    void start();
    int pollerCount() const { return static_cast<int>(m_dashboards.size()); }
    // Every Ray cluster of the Supervisor as the last evaluation judged it, for All Ray
    // Clusters.
    const QList<ray::FleetClusterRow> &clusters() const { return m_clusterRows; }

Q_SIGNALS:
    // Once every part has been read once (the caches listed or refused, each running cluster's
    // dashboard answered or failed once), after the report that made it so.
    void settled();
    // A running cluster's dashboard told its nodes; a report follows.
    void dashboardRead(const QString &ns, const QString &cluster);
    // clusters() changed.
    void clustersChanged();

private:
    struct Dashboard
    {
        ray::PollerPtr poller;
        // What it told, as the panes' monitor keeps it, for the same join.
        ray::RayClusterObservation observation;
        QDateTime unreachableSince;
        QDateTime unplacedSince;
        int polls = 0; // answered, for reading the autoscaler's status only every few
        QString nodesSeen; // what of its nodes the alarms read, to judge again only on a change
    };
    // How many polls of a dashboard's nodes to one of its autoscaler's status: each poll while
    // the demands' threshold is short, else about every 30 s.
    int pollsPerStatus() const;
    // Demands waiting while nothing is being launched for them: the autoscaler cannot place
    // them (no node type fits, or the cluster is at its maximum).
    static int unplacedDemands(const ray::DashboardClusterStatus &status);

    void evaluateSoon();
    void evaluate();
    // Reads the dashboards in `wanted` (by "ns/cluster"), and no others.
    void followDashboards(const QHash<QString, QString> &wanted);
    void report(QList<AlarmFinding> &findings, const QSet<AlarmDefinition> &definitions);
    // Clusters and their nodes, joined as the panes join them; returns the dashboards to read.
    QHash<QString, QString> findClusterAlarms(QList<AlarmFinding> &out, const QDateTime &now);
    void findDashboardAlarms(QList<AlarmFinding> &out,
        Dashboard &dashboard,
        const AlarmPath &path,
        const QDateTime &now) const;
    void findQuotaAlarms(QList<AlarmFinding> &out) const;
    void findSessionAlarms(QList<AlarmFinding> &out, const QDateTime &now) const;

    QPointer<SupervisorConnection> m_connection;
    QPointer<AlarmBook> m_book;
    QString m_supervisor;
    AlarmThresholds m_thresholds;
    bool m_loopbackOnly = true;
    bool m_passwordAtHand = false;
    kube::Follower m_follower;
    kube::ResourceCache *m_clusters = nullptr;
    kube::ResourceCache *m_vms = nullptr;
    kube::ResourceCache *m_quotas = nullptr;
    bool m_quotasReadable = true;
    std::unique_ptr<QNetworkAccessManager> m_dashboardNetwork;
    std::unordered_map<QString, Dashboard> m_dashboards; // by "ns/cluster"
    QHash<QString, QDateTime> m_degradedSince; // by "ns/cluster"
    QList<ray::FleetClusterRow> m_clusterRows;
    QTimer m_soon;
    QTimer m_tick;
    bool m_settled = false;
};

} // namespace vmray
