#include "jobstop.h"

#include "raymonitor.h"
#include "taskphrases.h"

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
            m_accepted ? Phrase(taskphrase::stopAcceptedNotEnded)
                       : Phrase(taskphrase::stopNotAnswered),
            Phrase(taskphrase::lookInDashboard));
    });
    m_progress = Phrase(taskphrase::askingToStop);
}

JobStop::~JobStop() = default;

void JobStop::start()
{
    if (!m_monitor) {
        finish(Outcome::Failed, Phrase(taskphrase::dashboardNotRead));
        return;
    }
    connect(m_monitor, &RayMonitor::jobStopFinished, this, &JobStop::answered);
    connect(m_monitor, &RayMonitor::observationChanged, this, &JobStop::observed);
    connect(m_monitor, &QObject::destroyed, this, [this] {
        finish(Outcome::Interrupted, Phrase(taskphrase::stoppedReadingDashboard));
    });
    m_giveUp.start();
    m_monitor->stopJob(m_cluster, m_submissionId);
}

void JobStop::answered(const QString &cluster, const QString &id, bool stopped, const Phrase &error)
{
    if (cluster != m_cluster || id != m_submissionId || m_outcome != Outcome::Running)
        return;
    if (!error.isEmpty()) {
        finish(Outcome::Failed, Phrase(taskphrase::jobNotStopped), error);
        return;
    }
    if (!stopped) {
        finish(Outcome::Stopped, Phrase(taskphrase::jobAlreadyEnded));
        return;
    }
    m_accepted = true;
    m_progress = Phrase(taskphrase::rayStopping);
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
            finish(Outcome::Stopped, Phrase(taskphrase::jobStopped));
            return;
        case RayJobStatus::Succeeded:
            finish(Outcome::Stopped, Phrase(taskphrase::jobSucceededFirst));
            return;
        case RayJobStatus::Failed:
            finish(Outcome::Stopped, Phrase(taskphrase::jobFailedFirst));
            return;
        case RayJobStatus::Pending:
        case RayJobStatus::Running:
        case RayJobStatus::Unknown:
            return;
        }
    }
}

void JobStop::finish(Outcome outcome, const Phrase &result, const Phrase &error)
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
