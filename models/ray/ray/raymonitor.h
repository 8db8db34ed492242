// Reads the Ray dashboards of the clusters that are shown: one poller per cluster whose head runs
// with an address, asking the selected cluster for its nodes, autoscaler status and jobs and the
// others for their nodes only. Keeps each cluster's last readings and a history of each node's
// use, and says when a dashboard becomes unreachable (once per outage) and reachable again.
#pragma once

#include "raydashboardpoller.h"
#include "rayobservation.h"

#include <QHash>
#include <QObject>

#include <chrono>
#include <deque>
#include <memory>
#include <unordered_map>

class QNetworkAccessManager;

namespace vmray::ray {

class RayMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayMonitor)

public:
    using ms = std::chrono::milliseconds;
    static constexpr ms defaultHistoryWindow = std::chrono::minutes(15);

    // `network` is not owned and must outlive the monitor.
    explicit RayMonitor(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~RayMonitor() override;

    // How often each dashboard is read; zero stops reading (what was read is forgotten).
    void setInterval(ms interval);
    ms interval() const { return m_interval; }
    // Only dashboards on this computer are read (the sandbox, tests), through a network manager of
    // the monitor's own that uses no proxy; see RayDashboardPoller.
    void setLoopbackOnly(bool loopbackOnly);
    bool loopbackOnly() const { return m_loopbackOnly; }
    // How far back each node's history goes.
    void setHistoryWindow(ms window) { m_historyWindow = window; }
    void setTransferTimeout(ms timeout);

    // The dashboard to read for `cluster`, or none (an empty URL: no head address, a head that
    // does not run, a cluster being deleted). A cluster keeps its readings while its URL stays.
    void setDashboard(const QString &cluster, const QString &dashboardUrl);
    void forget(const QString &cluster);
    // The cluster whose details are shown: its status and jobs are read too, at once.
    void setSelectedCluster(const QString &cluster);
    QString selectedCluster() const { return m_selected; }
    // Reads every dashboard now (F5).
    void refresh();

    const RayClusterObservation *observation(const QString &cluster) const;
    // The node's readings over the history window, oldest first, by its VM's IP address.
    QList<RayNodeSample> history(const QString &cluster, const QString &ip) const;
    QStringList clusters() const;
    int pollerCount() const;

    // Asks the cluster's dashboard to stop a job; jobStopFinished() tells the outcome.
    void stopJob(const QString &cluster, const QString &submissionId);
    // Every code of the monitor's reasons (a stopped job's task may keep one).
    static const QList<PhraseKey> &phraseKeys();

Q_SIGNALS:
    // What was read of a cluster changed: its nodes, status, jobs or reachability.
    void observationChanged(const QString &cluster);
    // Once when a cluster's dashboard stops answering, and when it answers again.
    void dashboardUnreachable(const QString &cluster, const vmray::Phrase &reason);
    void dashboardReachable(const QString &cluster);
    // Each poll of a cluster that got nothing usable, and when the next is due.
    void pollFailed(const QString &cluster, const vmray::Phrase &reason, int retryInMs);
    void jobStopFinished(const QString &cluster,
        const QString &submissionId,
        bool stopped,
        const vmray::Phrase &error);

private:
    // A sample as kept: a thousand nodes' quarter of an hour at one reading per second is 29 MB
    // in this form, against 72 MB as RayNodeSample. NaN stands for no reading.
    struct StoredSample
    {
        qint64 msecsSinceEpoch = 0;
        float cpu = 0;
        float gpu = 0;
        float memory = 0;
        float gpuMemory = 0;
        bool alive = false;

        static StoredSample from(const RayNodeSample &sample);
        RayNodeSample toSample() const;
    };

    struct Cluster
    {
        RayClusterObservation observation;
        PollerPtr poller;
        QHash<QString, std::deque<StoredSample>> history; // by IP address
        QHash<QString, QString> historyNodeIds; // the Ray node each history is of, by IP
        QStringList pendingStops; // jobs asked to stop, not answered yet
    };

    void startPolling(const QString &name, Cluster &cluster);
    void recordHistory(Cluster &cluster, const QDateTime &now);
    RayDashboardPoller::Endpoints endpointsFor(const QString &cluster) const;
    void emitChanged(const QStringList &names);
    void abandonStops(const QString &cluster, const QStringList &submissionIds);
    QNetworkAccessManager *network();

    QNetworkAccessManager *m_network;
    QNetworkAccessManager *m_loopbackNetwork = nullptr; // without a proxy, for loopbackOnly
    ms m_interval = RayDashboardPoller::defaultInterval;
    ms m_historyWindow = defaultHistoryWindow;
    ms m_transferTimeout = RayDashboardPoller::defaultTransferTimeout;
    bool m_loopbackOnly = false;
    QString m_selected;
    std::unordered_map<QString, Cluster> m_clusters;
};

} // namespace vmray::ray
