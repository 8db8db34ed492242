// Stop Job as a task: asks the cluster's Ray dashboard to stop a job, then watches the job in
// what the dashboard reports until it has ended, so the task ends when the job does, not when the
// request is answered. Owned by ClusterOperations.
#pragma once

#include "kube/phrase.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>

namespace vmray::ray {

class RayMonitor;

class JobStop final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobStop)

public:
    // Interrupted: the dashboard stopped being read (another namespace opened) before the end.
    enum class Outcome { Running, Stopped, Failed, Interrupted };
    Q_ENUM(Outcome)

    JobStop(RayMonitor *monitor,
        const QString &cluster,
        const QString &submissionId,
        std::chrono::milliseconds giveUpAfter,
        QObject *parent = nullptr);
    ~JobStop() override;

    void start();
    Outcome outcome() const { return m_outcome; }
    Phrase progress() const { return m_progress; }
    Phrase result() const { return m_result; }
    // What failed, in detail (the operator's or Ray's own words), for a failed outcome.
    Phrase failureDetail() const { return m_error; }

Q_SIGNALS:
    void progressChanged();
    void finished(vmray::ray::JobStop *stop);

private:
    void answered(const QString &cluster, const QString &id, bool stopped, const Phrase &error);
    void observed(const QString &cluster);
    void finish(Outcome outcome, const Phrase &result, const Phrase &error = {});

    QPointer<RayMonitor> m_monitor;
    QString m_cluster;
    QString m_submissionId;
    bool m_accepted = false;
    QTimer m_giveUp;
    Outcome m_outcome = Outcome::Running;
    Phrase m_progress;
    Phrase m_result;
    Phrase m_error;
};

} // namespace vmray::ray
