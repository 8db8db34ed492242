#include "createdclusterfollow.h"

#include "clusterspec.h"
#include "kube/resourcecache.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vmray::ray {

CreatedClusterFollow::CreatedClusterFollow(
    kube::KubeClient *client, kube::Follower::Tracker tracker, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_tracker(std::move(tracker))
{}

CreatedClusterFollow::~CreatedClusterFollow() = default;

void CreatedClusterFollow::start(const QString &ns, const QString &name)
{
    if (m_follower) {
        m_follower->release();
        m_follower->deleteLater();
    }
    m_cache = nullptr;
    m_headRunning = false;
    if (!m_client)
        return; // the connection is closed: nothing to follow it with
    m_follower = new kube::Follower(m_client, this);
    m_follower->setTracker(m_tracker);
    m_cache = m_follower->add(clusterCollectionPath(ns));
    m_cache->setFieldSelector(u"metadata.name="_s + name);
    m_follower->onObjects(
        m_cache,
        [this](const kube::Follower::Objects &) {
            clusterChanged();
        },
        [this, name](const kube::Follower::Objects &) {
            Q_EMIT changed(CreatedClusterState { name, true, {} });
        });
    m_follower->start();
}

void CreatedClusterFollow::clusterChanged()
{
    if (!m_cache || m_cache->objects().isEmpty())
        return;
    const QJsonObject cluster = *m_cache->objects().cbegin();
    CreatedClusterState state;
    state.name = cluster.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    state.status = readClusterStatus(cluster);
    if (state.status.head.isRunning()) {
        m_headRunning = true;
        // The main window's panes follow from here; the cache is in the middle of its signal.
        m_follower->release();
        m_cache = nullptr;
    }
    Q_EMIT changed(state);
}

} // namespace vmray::ray
