#include "clustertallies.h"

#include "clusterspec.h"
#include "kube/resourcecache.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {

// Names, namespaces and the health the status tells.
QJsonObject tallied(const QJsonObject &cluster)
{
    const QJsonObject meta = cluster.value(u"metadata"_s).toObject();
    return QJsonObject { { u"metadata"_s,
                             QJsonObject { { u"name"_s, meta.value(u"name"_s) },
                                 { u"namespace"_s, meta.value(u"namespace"_s) },
                                 { u"uid"_s, meta.value(u"uid"_s) },
                                 { u"resourceVersion"_s, meta.value(u"resourceVersion"_s) } } },
        { u"health"_s, int(healthFromStatus(cluster)) } };
}

} // namespace

ClusterTallies::ClusterTallies(
    kube::KubeClient *client, kube::Follower::Tracker tracker, QObject *parent)
    : QObject(parent)
    , m_follower(client)
{
    m_follower.setTracker(std::move(tracker));
    // A user limited to some namespaces cannot list across them (403): counts stay unknown.
    m_follower.setFailures(kube::Follower::Failures::AreSettled);
    m_cache = m_follower.add(clusterCollectionPath());
    m_cache->setTransform(&tallied,
        kube::FieldSelection(QStringList { u"metadata.name"_s,
                                 u"metadata.namespace"_s,
                                 u"metadata.uid"_s,
                                 u"metadata.resourceVersion"_s }
            + healthFromStatusPaths()));
    connect(&m_follower, &kube::Follower::changed, this, &ClusterTallies::recount);
}

ClusterTallies::~ClusterTallies() = default;

void ClusterTallies::start()
{
    m_follower.start();
}

void ClusterTallies::setNamespaces(const QStringList &names)
{
    const QSet<QString> known(names.cbegin(), names.cend());
    if (known == m_namespaces)
        return;
    m_namespaces = known;
    recount();
}

void ClusterTallies::recount()
{
    if (!m_cache->hasSynced())
        return;
    QHash<QString, HealthTally> tallies;
    for (const QJsonObject &c : m_cache->objects())
        tallies[c.value(u"metadata"_s).toObject().value(u"namespace"_s).toString()].add(
            ClusterHealth(c.value(u"health"_s).toInt()));
    for (const QString &name : std::as_const(m_namespaces))
        tallies.insert(name, tallies.value(name));
    if (tallies == m_tallies)
        return;
    m_tallies = tallies;
    Q_EMIT talliesChanged(m_tallies);
}

} // namespace vmray::ray
