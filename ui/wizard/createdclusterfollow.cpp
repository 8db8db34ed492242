// Follows the cluster the wizard created until its head VM runs.
#include "createdclusterfollow.h"

#include "servertext.h"

#include "kube/resourcecache.h"
#include "ray/clusterspec.h"
#include "ray/clusterstatus.h"
#include "ray/headaddress.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vmray {

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
    if (!m_client)
        return; // the connection is closed: nothing to follow it with
    m_follower = new kube::Follower(m_client, this);
    m_follower->setTracker(m_tracker);
    m_cache = m_follower->add(ray::clusterCollectionPath(ns));
    m_cache->setFieldSelector(u"metadata.name="_s + name);
    m_follower->onObjects(
        m_cache,
        [this](const kube::Follower::Objects &) {
            changed();
        },
        [this, name](const kube::Follower::Objects &) {
            Q_EMIT progress(tr("Ray cluster %1 was deleted.").arg(escapedHtml(name)), true);
        });
    m_follower->start();
}

void CreatedClusterFollow::changed()
{
    if (!m_cache || m_cache->objects().isEmpty())
        return;
    const QJsonObject cluster = *m_cache->objects().cbegin();
    // Everything the server wrote is escaped: the text is shown as rich text, for the link.
    const QString name =
        escapedHtml(cluster.value(u"metadata"_s).toObject().value(u"name"_s).toString());
    const ray::ClusterStatus status = ray::readClusterStatus(cluster);
    const QString vmStatus = escapedHtml(status.head.vmStatus);
    const QString rayStatus = escapedHtml(status.head.rayStatus);
    const ray::HeadAddress &address = status.serviceAddress;
    // The head's address as a link to its dashboard or as itself, or why there is none.
    const auto addressText = [&address](bool asLink) {
        if (address.invalid)
            return tr("the server sent an invalid address");
        if (address.isEmpty())
            return asLink ? tr("address pending") : tr("pending");
        const QString dashboard = escapedHtml(ray::dashboardUrlOf(address.host));
        return asLink ? u"<a href=\"%1\">%1</a>"_s.arg(dashboard) : escapedHtml(address.host);
    };
    // Waiting conditions (the service IP not assigned yet) are progress; pre-flight and
    // deletion failures are problems.
    const QString waiting = escapedHtml(status.waitingMessages().join(u"; "_s));
    const QString failing = escapedHtml(status.failureMessages().join(u"; "_s));
    if (status.head.isRunning()) {
        m_headRunning = true;
        Q_EMIT progress(
            tr("The head node of %1 is running; Ray is %2. Ray dashboard: %3. The "
               "console keeps following the cluster in the main window.")
                .arg(name, rayStatus.isEmpty() ? tr("starting") : rayStatus, addressText(true)),
            false);
        // The main window's panes follow from here; the cache is in the middle of its signal.
        m_follower->release();
        m_cache = nullptr;
        return;
    }
    QString text =
        tr("Created %1. Head VM: %2; load balancer address: %3.")
            .arg(name, vmStatus.isEmpty() ? tr("not deployed yet") : vmStatus, addressText(false));
    if (!failing.isEmpty())
        text += u' ' + tr("The operator reports a problem: %1").arg(failing);
    else if (!waiting.isEmpty())
        text += u' ' + tr("Now: %1.").arg(waiting);
    Q_EMIT progress(text, !failing.isEmpty());
}

} // namespace vmray
