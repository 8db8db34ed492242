#include "fleetvms.h"

#include "kube/timeslicedqueue.h"
#include "ray/clusterspec.h"

#include <QSet>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
constexpr qsizetype rowsPerStep = 250;

// The secret a VM boots from (v1alpha2 spec.bootstrap, v1alpha1 spec.vmMetadata).
QString bootstrapSecretOf(const kube::JsonView &spec, const QString &version)
{
    if (vmop::isLegacyVersion(version))
        return spec["vmMetadata"]["secretName"].toString();
    return spec["bootstrap"]["cloudInit"]["rawCloudConfig"]["name"].toString();
}

QString imageDisplayNameOf(const QJsonObject &image)
{
    QString name = image.value(u"status"_s).toObject().value(u"name"_s).toString();
    if (!name.isEmpty())
        return name;
    // v1alpha1 kept it in spec
    return image.value(u"spec"_s).toObject().value(u"imageName"_s).toString();
}
} // namespace

FleetVmRow fleetVmRow(const kube::JsonView &vm, const QString &version)
{
    // The fields and their meaning as vmop::readVirtualMachine reads them (tst_fleetvmrow holds
    // the two to the same result).
    const kube::JsonView meta = vm["metadata"];
    const kube::JsonView spec = vm["spec"];
    const kube::JsonView status = vm["status"];
    FleetVmRow row;
    row.ns = meta["namespace"].toString();
    row.name = meta["name"].toString();
    const QString secret = bootstrapSecretOf(spec, version);
    constexpr QLatin1StringView headSecret("-hsecret");
    constexpr QLatin1StringView workerSecret("-wsecret");
    row.head = secret.endsWith(headSecret);
    if (row.head || secret.endsWith(workerSecret))
        row.cluster = secret.chopped(headSecret.size()); // both suffixes are as long
    row.power = vmop::powerStateFrom(status["powerState"].toString());
    if (vmop::isLegacyVersion(version)) {
        row.ip = status["vmIp"].toString();
    } else {
        row.ip = status["network"]["primaryIP4"].toString();
        if (row.ip.isEmpty())
            row.ip = status["network"]["primaryIP6"].toString();
    }
    row.vmClass = spec["className"].toString();
    row.image = spec["imageName"].toString();
    if (row.image.isEmpty()) // v1alpha3+ may name the image only here
        row.image = spec["image"]["name"].toString();
    row.created = QDateTime::fromString(meta["creationTimestamp"].toString(), Qt::ISODate);
    row.deleting = meta["deletionTimestamp"].exists();
    if (!row.deleting) {
        for (const kube::JsonView &c : status["conditions"].elements()) {
            if (c["status"].isString("False")) {
                const QString message = c["message"].toString();
                row.problem = c["type"].toString() + u": "_s
                    + (message.isEmpty() ? c["reason"].toString() : message);
                break;
            }
        }
    }
    return row;
}

FleetVms::FleetVms(kube::KubeClient *client, const QString &vmOperatorVersion, QObject *parent)
    : QObject(parent)
    , m_follower(client)
{
    const QString version = vmop::versionOrPreferred(vmOperatorVersion);
    // Only a failed VM list fails the table: if the clusters cannot be listed, no VM is said to
    // be left behind, since unknown is not gone.
    m_follower.setFailures(kube::Follower::Failures::AreSettled);
    m_vmCache = m_follower.add(vmop::collectionPath(version, u"virtualmachines"_s));
    // Every VM of the Supervisor in one list: pages follow one another, each asked for once the
    // last one's continue token is read, so round trips set the pace. Pages of a megabyte (500
    // VMs) take 100,000 VMs in 1.1-1.2 s where half a megabyte took 1.3-1.6 s (tests/bench).
    m_vmCache->setPageBytes(1024 * 1024);
    // Rows are read straight from the list's bytes on the decoding threads; of the JSON only
    // what the cache itself needs is kept.
    m_vmCache->setRecordReader(
        [version](const kube::JsonView &vm) {
            return QVariant::fromValue(fleetVmRow(vm, version));
        },
        kube::FieldSelection(kube::identityPaths()));
    m_follower.onObjects(
        m_vmCache,
        [this](const QList<QJsonObject> &vms) {
            vmsChanged(vms);
        },
        [this](const QList<QJsonObject> &vms) {
            vmsRemoved(vms);
        });
    m_follower.onListed(m_vmCache, [this] {
        m_failure.reset();
        checkSynced();
    });
    connect(&m_follower,
        &kube::Follower::failed,
        this,
        [this](kube::ResourceCache *cache, const kube::KubeError &error) {
            if (cache == m_vmCache) {
                m_failure = error;
                Q_EMIT failed(error);
            }
        });

    m_clusterCache = m_follower.add(clusterCollectionPath());
    m_clusterCache->setMetadataOnly(true);
    m_clusterCache->setSelection(kube::FieldSelection(kube::identityPaths()));
    // Only whether a cluster exists matters: its changes (every status write) are not looked at.
    m_follower.onEvents(
        m_clusterCache,
        [this](const QList<QJsonObject> &added) {
            for (const QJsonObject &c : added)
                m_clusterKeys.insert(kube::nameKeyOf(c));
            clustersChanged();
        },
        {},
        [this](const QList<QJsonObject> &gone) {
            for (const QJsonObject &c : gone)
                m_clusterKeys.remove(kube::nameKeyOf(c));
            clustersChanged();
        });
    m_follower.onListed(m_clusterCache, [this] {
        clustersChanged();
    });

    // Images are few (tens); an account that may not list them sees ids, as before.
    const QStringList imageFields { u"metadata.name"_s,
        u"metadata.namespace"_s,
        u"metadata.uid"_s,
        u"metadata.resourceVersion"_s,
        u"status.name"_s,
        u"spec.imageName"_s };
    m_imageCache = m_follower.add(vmop::collectionPath(version, u"virtualmachineimages"_s));
    m_clusterImageCache =
        m_follower.add(vmop::collectionPath(version, u"clustervirtualmachineimages"_s));
    for (kube::ResourceCache *cache : { m_imageCache, m_clusterImageCache }) {
        cache->setSelection(kube::FieldSelection(imageFields));
        m_follower.onObjects(
            cache,
            [this](const QList<QJsonObject> &changed) {
                for (const QJsonObject &image : changed)
                    m_imageNames.insert(kube::nameKeyOf(image), imageDisplayNameOf(image));
                imagesChanged();
            },
            [this](const QList<QJsonObject> &gone) {
                for (const QJsonObject &image : gone)
                    m_imageNames.remove(kube::nameKeyOf(image));
                imagesChanged();
            });
    }
}

QString FleetVms::imageNameOf(const FleetVmRow &row) const
{
    if (row.image.isEmpty())
        return {};
    // A namespace's image first: that is the one VM Operator resolves a plain name to.
    const auto own = m_imageNames.constFind(row.ns + u'/' + row.image);
    if (own != m_imageNames.cend())
        return *own;
    return m_imageNames.value(u'/' + row.image);
}

void FleetVms::imagesChanged()
{
    QList<FleetVmRow> changed;
    for (FleetVmRow &row : m_rows) {
        const QString name = imageNameOf(row);
        if (row.imageName != name) {
            row.imageName = name;
            changed.append(row);
        }
    }
    if (!changed.isEmpty())
        Q_EMIT rowsChanged(changed);
}

void FleetVms::setCacheTracker(std::function<void(kube::ResourceCache *)> track)
{
    m_follower.setTracker(std::move(track));
}

bool FleetVms::isClusterGone(const FleetVmRow &row) const
{
    return !row.cluster.isEmpty() && !row.deleting && m_clusterCache->hasSynced()
        && !m_clusterKeys.contains(row.clusterKey());
}

void FleetVms::clustersChanged()
{
    if (!m_clusterCache->hasSynced())
        return; // the first list is still coming in
    // Clusters come and go rarely; a look over every row (10,000 in about a millisecond) is
    // simpler than an index by cluster.
    QList<FleetVmRow> changed;
    for (FleetVmRow &row : m_rows) {
        if (row.clusterGone != isClusterGone(row)) {
            row.clusterGone = !row.clusterGone;
            changed.append(row);
        }
    }
    if (!changed.isEmpty())
        Q_EMIT rowsChanged(changed);
}

FleetVms::~FleetVms() = default;

void FleetVms::start()
{
    if (m_started)
        return; // shared by Find and All VMs: started by whichever comes first
    m_started = true;
    m_follower.start(m_vmCache);
    // The clusters are listed once the VMs are in: the rows come first.
    connect(
        m_vmCache,
        &kube::ResourceCache::synced,
        this,
        [this] {
            m_follower.start(m_clusterCache); // does nothing once started
            m_follower.start(m_imageCache);
            m_follower.start(m_clusterImageCache);
        },
        Qt::SingleShotConnection);
}

void FleetVms::refresh()
{
    m_follower.relist();
}

QList<kube::ResourceCache *> FleetVms::caches() const
{
    return m_follower.caches();
}

bool FleetVms::isSynced() const
{
    return m_vmCache->hasSynced() && m_pending.isEmpty();
}

int FleetVms::namespaceCount() const
{
    return static_cast<int>(m_vmsByNamespace.size());
}

int FleetVms::problemCount() const
{
    int count = 0;
    for (const FleetVmRow &row : m_rows)
        count += row.hasProblem() ? 1 : 0;
    return count;
}

void FleetVms::vmsChanged(const QList<QJsonObject> &vms)
{
    // Rows are added a few hundred at a time, so a page of thousands never stalls the GUI.
    m_pending.reserve(m_pending.size() + vms.size());
    for (const QJsonObject &vm : vms)
        m_pending.append(m_vmCache->record(kube::uidOf(vm)).value<FleetVmRow>());
    postDrain();
}

void FleetVms::postDrain()
{
    if (m_drainPosted)
        return;
    m_drainPosted = true;
    kube::TimeSlicedQueue::instance()->post(this, [this] {
        drain();
    });
}

void FleetVms::drain()
{
    m_drainPosted = false;
    const qsizetype count = std::min(rowsPerStep, m_pending.size());
    for (qsizetype i = 0; i < count; ++i) {
        m_pending[i].clusterGone = isClusterGone(m_pending[i]);
        m_pending[i].imageName = imageNameOf(m_pending[i]);
        const QString key = m_pending[i].key();
        const auto row = m_rows.find(key);
        if (row != m_rows.end()) {
            *row = m_pending[i]; // a key names its namespace: the counts stay
        } else {
            ++m_vmsByNamespace[m_pending[i].ns];
            m_rows.insert(key, m_pending[i]);
        }
    }
    if (count > 0)
        Q_EMIT rowsChanged(m_pending.first(count));
    m_pending.remove(0, count);
    if (!m_pending.isEmpty())
        postDrain();
    else
        checkSynced();
}

void FleetVms::checkSynced()
{
    if (!m_synced && isSynced()) {
        m_synced = true;
        Q_EMIT synced();
    }
}

void FleetVms::vmsRemoved(const QList<QJsonObject> &vms)
{
    // A removal comes after what arrived before it: those VMs' waiting rows go too (by name: a
    // VM made again under that name arrives after this removal).
    QSet<QString> keys;
    for (const QJsonObject &vm : vms)
        keys.insert(kube::nameKeyOf(vm));
    m_pending.removeIf([&keys](const FleetVmRow &row) {
        return keys.contains(row.key());
    });
    for (const QString &key : std::as_const(keys)) {
        const auto row = m_rows.constFind(key);
        if (row == m_rows.cend())
            continue;
        const auto count = m_vmsByNamespace.find(row->ns);
        if (--*count == 0)
            m_vmsByNamespace.erase(count);
        m_rows.erase(row);
    }
    Q_EMIT rowsRemoved(keys);
    checkSynced();
}

} // namespace vmray::ray
