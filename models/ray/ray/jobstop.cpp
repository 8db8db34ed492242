#include "jobstop.h"

#include "raymonitor.h"

namespace vmray::ray {

JobStop::JobStop(RayMonitor *monitor,
    const QString &cluster,
    const QString &submissionId,
    std::chrono::milliseconds giveUpAfter,
    QObject *parent)
    : QObject(parent)
    , m_monitor(monitor)
    , m_cluster(cluster)
    , m_submissionId(submissionId)
{
    m_giveUp.setSingleShot(true);
    m_giveUp.setInterval(giveUpAfter);
    connect(&m_giveUp, &QTimer::timeout, this, [this] {
        finish(Outcome::Failed,
            m_accepted ? tr("Ray accepted the stop, but the job has not ended yet.")
                       : tr("The Ray dashboard did not answer the stop."),
            tr("Look at the job in the cluster's Ray dashboard."));
    });
    m_progress = tr("Asking Ray to stop the job.");
}

JobStop::~JobStop() = default;

void JobStop::start()
{
    if (!m_monitor) {
        finish(Outcome::Failed, tr("The cluster's Ray dashboard is not being read."));
        return;
    }
    connect(m_monitor, &RayMonitor::jobStopFinished, this, &JobStop::answered);
    connect(m_monitor, &RayMonitor::observationChanged, this, &JobStop::observed);
    connect(m_monitor, &QObject::destroyed, this, [this] {
        finish(Outcome::Interrupted,
            tr("The console stopped reading the cluster's Ray dashboard before the job ended; "
               "look at the job there."));
    });
    m_giveUp.start();
    m_monitor->stopJob(m_cluster, m_submissionId);
}

void JobStop::answered(
    const QString &cluster, const QString &id, bool stopped, const QString &error)
{
    if (cluster != m_cluster || id != m_submissionId || m_outcome != Outcome::Running)
        return;
    if (!error.isEmpty()) {
        finish(Outcome::Failed, tr("The job was not stopped."), error);
        return;
    }
    if (!stopped) {
        finish(Outcome::Stopped, tr("The job had already ended."));
        return;
    }
    m_accepted = true;
    m_progress = tr("Ray is stopping the job.");
    Q_EMIT progressChanged();
    observed(cluster);
}

void JobStop::observed(const QString &cluster)
{
    if (!m_accepted || cluster != m_cluster || m_outcome != Outcome::Running || !m_monitor)
        return;
    const RayClusterObservation *observation = m_monitor->observation(cluster);
    if (!observation || !observation->jobs)
        return;
    for (const DashboardJob &job : *observation->jobs) {
        if (job.submissionId != m_submissionId)
            continue;
        switch (job.status) {
        case RayJobStatus::Stopped:
            finish(Outcome::Stopped, tr("The job stopped."));
            return;
        case RayJobStatus::Succeeded:
            finish(Outcome::Stopped, tr("The job ended on its own (succeeded) before it stopped."));
            return;
        case RayJobStatus::Failed:
            finish(Outcome::Stopped, tr("The job ended as failed."));
            return;
        case RayJobStatus::Pending:
        case RayJobStatus::Running:
        case RayJobStatus::Unknown:
            return;
        }
    }
}

void JobStop::finish(Outcome outcome, const QString &result, const QString &error)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    m_result = result;
    m_error = error;
    m_giveUp.stop();
    if (m_monitor)
        disconnect(m_monitor, nullptr, this, nullptr);
    Q_EMIT finished(this);
}

} // namespace vmray::ray
