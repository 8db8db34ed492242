// Follows the cluster the wizard created until its head VM runs.
#include "createdclusterfollow.h"

#include "kube/resourcecache.h"
#include "ray/clusterspec.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vmray {

CreatedClusterFollow::CreatedClusterFollow(kube::KubeClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

CreatedClusterFollow::~CreatedClusterFollow() = default;

void CreatedClusterFollow::start(const QString &ns, const QString &name)
{
    m_cache = std::make_unique<kube::ResourceCache>(m_client, ray::clusterCollectionPath(ns));
    m_cache->setFieldSelector(u"metadata.name="_s + name);
    connect(
        m_cache.get(), &kube::ResourceCache::objectsAdded, this, &CreatedClusterFollow::changed);
    connect(
        m_cache.get(), &kube::ResourceCache::objectsModified, this, &CreatedClusterFollow::changed);
    connect(m_cache.get(), &kube::ResourceCache::objectsRemoved, this, [this, name] {
        Q_EMIT progress(tr("Ray cluster %1 was deleted.").arg(name), true);
    });
    m_cache->start();
}

void CreatedClusterFollow::changed()
{
    if (!m_cache || m_cache->objects().isEmpty())
        return;
    const QJsonObject cluster = *m_cache->objects().cbegin();
    const QString name = cluster.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    const QJsonObject status = cluster.value(u"status"_s).toObject();
    const QJsonObject head = status.value(u"head_node_status"_s).toObject();
    const QString vmStatus = head.value(u"vm_status"_s).toString();
    const QString rayStatus = head.value(u"ray_status"_s).toString();
    const QString ip = status.value(u"vm_service_status"_s).toObject().value(u"ip"_s).toString();
    // Waiting conditions (the service IP not assigned yet) are progress; pre-flight and
    // deletion failures are problems.
    QStringList waiting;
    QStringList failing;
    for (const QJsonValue &c : status.value(u"conditions"_s).toArray()) {
        const QJsonObject condition = c.toObject();
        if (condition.value(u"status"_s).toString() != u"False"_s)
            continue;
        const QString reason = condition.value(u"reason"_s).toString();
        const QString type = condition.value(u"type"_s).toString();
        const bool failure = type.startsWith(u"Invalid"_s) || reason.contains(u"Fail"_s)
            || reason == u"ResourceNotFound"_s;
        (failure ? failing : waiting).append(condition.value(u"message"_s).toString());
    }
    if (vmStatus == u"running"_s) {
        m_headRunning = true;
        const QString dashboard = u"http://%1:8265"_s.arg(ip);
        Q_EMIT progress(tr("The head node of %1 is running; Ray is %2. Ray dashboard: %3. The "
                           "console keeps following the cluster in the main window.")
                            .arg(name.toHtmlEscaped(),
                                rayStatus.isEmpty() ? tr("starting") : rayStatus.toHtmlEscaped(),
                                ip.isEmpty() ? tr("address pending")
                                             : u"<a href=\"%1\">%1</a>"_s.arg(dashboard)),
            false);
        // The main window's panes follow from here; the cache is in the middle of its signal.
        kube::stopAndReleaseLater(m_cache);
        return;
    }
    QString text = tr("Created %1. Head VM: %2; load balancer address: %3.")
                       .arg(name,
                           vmStatus.isEmpty() ? tr("not deployed yet") : vmStatus,
                           ip.isEmpty() ? tr("pending") : ip);
    if (!failing.isEmpty())
        text += u' ' + tr("The operator reports a problem: %1").arg(failing.join(u"; "_s));
    else if (!waiting.isEmpty())
        text += u' ' + tr("Now: %1.").arg(waiting.join(u"; "_s));
    Q_EMIT progress(text, !failing.isEmpty());
}

} // namespace vmray
