// A created cluster followed until it is up, so its create task ends when its work ends: when the
// operator reports the cluster healthy with its head running, or when it fails (a pre-flight
// check, the head's VM, the cluster deleted), or when it is still not up after a while. Owned by
// ClusterOperations, so it goes on after the wizard is closed.
#pragma once

#include "kube/follower.h"
#include "kube/phrase.h"

#include <QObject>
#include <QTimer>

#include <chrono>

namespace vmray::kube {
class KubeClient;
class ResourceCache;
} // namespace vmray::kube

namespace vmray::ray {

class ClusterBringUp final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterBringUp)

public:
    enum class Outcome { Running, Up, Failed };
    Q_ENUM(Outcome)

    ClusterBringUp(kube::KubeClient *client,
        const QString &ns,
        const QString &name,
        std::chrono::milliseconds giveUpAfter,
        QObject *parent = nullptr);
    ~ClusterBringUp() override;

    void setCacheTracker(kube::Follower::Tracker tracker);
    void start();
    QString ns() const { return m_ns; }
    QString name() const { return m_name; }
    Outcome outcome() const { return m_outcome; }
    Phrase progress() const { return m_progress; }
    Phrase result() const { return m_result; }
    // What failed, in detail (the operator's or Ray's own words), for a failed outcome.
    Phrase failureDetail() const { return m_error; }

Q_SIGNALS:
    void progressChanged();
    void finished(vmray::ray::ClusterBringUp *bringUp);

private:
    void changed();
    void finish(Outcome outcome, const Phrase &result, const Phrase &error = {});

    kube::Follower m_follower;
    kube::ResourceCache *m_cache;
    QString m_ns;
    QString m_name;
    QTimer m_giveUp;
    Outcome m_outcome = Outcome::Running;
    Phrase m_progress;
    Phrase m_result;
    Phrase m_error;
};

} // namespace vmray::ray
