// The Ray clusters of every namespace of a Supervisor, tallied by health: what the navigation tree
// shows of each namespace at a glance. Only names and the fields the health rule reads are kept;
// the panes of an open namespace hold the clusters themselves and join their VMs.
#pragma once

#include "clusterhealth.h"
#include "kube/follower.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

namespace vmray::ray {

class ClusterTallies final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterTallies)

public:
    // `tracker` gets the cache before it starts (the session pauses and resumes it).
    ClusterTallies(
        kube::KubeClient *client, kube::Follower::Tracker tracker, QObject *parent = nullptr);
    ~ClusterTallies() override;

    void start();
    // The namespaces known so far: one without clusters counts zero once the list is in.
    void setNamespaces(const QStringList &names);
    // Clusters per namespace by health, once listed; a namespace not in it has an unknown count
    // (a user limited to some namespaces cannot list across them).
    const QHash<QString, HealthTally> &tallies() const { return m_tallies; }
    // The cache, for the connection indicator's view of what is live.
    QList<kube::ResourceCache *> caches() const { return m_follower.caches(); }

Q_SIGNALS:
    void talliesChanged(const QHash<QString, vmray::ray::HealthTally> &tallies);

private:
    void recount();

    kube::Follower m_follower;
    kube::ResourceCache *m_cache = nullptr;
    QSet<QString> m_namespaces;
    QHash<QString, HealthTally> m_tallies;
};

} // namespace vmray::ray
