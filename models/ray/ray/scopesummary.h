// What a Supervisor or one of its namespaces holds, at a glance: its Ray clusters by state, its
// VMs (on, and with a problem), the GPUs the VMs that are on reserve, and for a namespace the use
// of its ResourceQuota (CPU, memory, storage). Shown when the Supervisor or a namespace is
// selected in the navigation tree; kept live with list-and-watch, figured again at most a few
// times a second.
#pragma once

#include "clustercatalog.h"
#include "clusterhealth.h"

#include "kube/follower.h"

#include <QHash>
#include <QObject>
#include <QTimer>

namespace vmray::ray {

struct ScopeFigures
{
    bool clustersListed = false;
    HealthTally clusters;
    bool vmsListed = false;
    int vms = 0;
    int vmsOn = 0;
    int vmsWithProblem = 0;
    // GPUs of the classes of the VMs that are on; known once the classes are listed.
    std::optional<int> gpusInUse;
    // A namespace's quota (nothing for the whole Supervisor, or when it cannot be read).
    std::optional<NamespaceQuota> quota;
    QString problem; // why a part cannot be read (403: the account may not list it)
    bool operator==(const ScopeFigures &) const = default;
};

class ScopeSummary final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScopeSummary)

public:
    // `ns` empty: the whole Supervisor. `client` is not owned.
    ScopeSummary(kube::KubeClient *client,
        const QString &vmOperatorVersion,
        const QString &ns,
        QObject *parent = nullptr);
    ~ScopeSummary() override;

    QString ns() const { return m_ns; }
    void setCacheTracker(kube::Follower::Tracker tracker);
    void start();
    const ScopeFigures &figures() const { return m_figures; }

Q_SIGNALS:
    void changed();

private:
    void figureSoon();
    void figure();

    QString m_ns;
    kube::Follower m_follower;
    kube::ResourceCache *m_clusters;
    kube::ResourceCache *m_vms;
    kube::ResourceCache *m_classes;
    kube::ResourceCache *m_quotas = nullptr;
    QString m_problem;
    ScopeFigures m_figures;
    QTimer m_figureTimer;
};

} // namespace vmray::ray
