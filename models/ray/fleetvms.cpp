#include "fleetvms.h"

#include "clusterspec.h"
#include "clusterstate.h"
#include "kube/timeslicedqueue.h"

#include <QSet>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
QJsonObject metaOf(const QJsonObject &o)
{
    return o.value(u"metadata"_s).toObject();
}

QString keyOf(const QJsonObject &o)
{
    const QJsonObject meta = metaOf(o);
    return meta.value(u"namespace"_s).toString() + u'/' + meta.value(u"name"_s).toString();
}

} // namespace

namespace {
constexpr qsizetype rowsPerStep = 250;

// What the table reads of a VM: none of its labels and only the conditions that are False (the
// rows show the first). 10,000 VMs stay small, and a page decodes several times faster.
const kube::FieldSelection &fleetVmFields()
{
    static const kube::FieldSelection fields = [] {
        QStringList paths = vmop::slimVirtualMachinePaths();
        paths.removeOne(u"metadata.labels"_s);
        paths.replace(paths.indexOf(u"status.conditions"_s), u"status.conditions[status=False]"_s);
        return kube::FieldSelection(paths);
    }();
    return fields;
}

// What the table reads of a cluster: its name, its head's label and the names of its workers
// (desired, and as the operator reports them; a small field of each keeps the names). A cluster
// object with every node's conditions is about 12 KB, the part read here a few hundred bytes.
const kube::FieldSelection &fleetClusterFields()
{
    static const kube::FieldSelection fields(kube::identityPaths()
        + QStringList { u"metadata.labels"_s,
            u"spec.autoscaler_desired_workers"_s,
            u"status.current_workers.*.vm_status"_s });
    return fields;
}
} // namespace

FleetVmRow fleetVmRow(
    const QJsonObject &vm, const QString &version, const QString &cluster, bool head)
{
    const QJsonObject meta = metaOf(vm);
    const vmop::VirtualMachineState state = vmop::readVirtualMachine(vm, version);
    FleetVmRow row;
    row.ns = meta.value(u"namespace"_s).toString();
    row.name = meta.value(u"name"_s).toString();
    row.cluster = cluster;
    row.head = head;
    row.power = state.power;
    row.ip = state.primaryIp;
    row.vmClass = state.className;
    row.image = state.imageName;
    row.created = QDateTime::fromString(meta.value(u"creationTimestamp"_s).toString(), Qt::ISODate);
    row.deleting = state.deleting;
    if (state.deleting) {
        row.problem = FleetVmModel::tr("Being deleted.");
    } else {
        for (const vmop::Condition &c : state.conditions) {
            if (c.status == u"False"_s) {
                row.problem = c.message.isEmpty() ? c.type + u": "_s + c.reason
                                                  : c.type + u": "_s + c.message;
                break;
            }
        }
    }
    return row;
}

int FleetVmModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FleetVmModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FleetVmRow &r = rowAt(index.row());
    switch (role) {
    case NameRole:
        return r.name;
    case NamespaceRole:
        return r.ns;
    case ClusterRole:
        return r.cluster;
    case PowerRole:
        return int(r.power);
    case HasProblemRole:
        return !r.problem.isEmpty();
    case Qt::ToolTipRole:
        return index.column() == Problem ? r.problem : QVariant();
    case SortRole:
    case Qt::DisplayRole: // raw values; the window's presentation proxy words them
        switch (index.column()) {
        case Name:
            return r.name;
        case Namespace:
            return r.ns;
        case Cluster:
            return r.cluster;
        case Role:
            return r.cluster.isEmpty() ? QString() : r.head ? tr("head") : tr("worker");
        case Power:
            return int(r.power);
        case Ip:
            return r.ip;
        case VmClass:
            return r.vmClass;
        case Image:
            return r.image;
        case Age:
            return r.created;
        case Problem:
            return r.problem;
        default:
            break;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant FleetVmModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("VM");
    case Namespace:
        return tr("Namespace");
    case Cluster:
        return tr("Ray cluster");
    case Role:
        return tr("Role");
    case Power:
        return tr("Power");
    case Ip:
        return tr("IP");
    case VmClass:
        return tr("VM class");
    case Image:
        return tr("Image");
    case Age:
        return tr("Age");
    case Problem:
        return tr("Problem");
    default:
        break;
    }
    return {};
}

FleetVms::FleetVms(kube::KubeClient *client, const QString &vmOperatorVersion, QObject *parent)
    : QObject(parent)
    , m_version(vmOperatorVersion.isEmpty() ? u"v1alpha2"_s : vmOperatorVersion)
{
    m_vmCache = std::make_unique<kube::ResourceCache>(
        client, vmop::collectionPath(m_version, u"virtualmachines"_s));
    m_vmCache->setSelection(fleetVmFields());
    connect(m_vmCache.get(), &kube::ResourceCache::objectsAdded, this, &FleetVms::vmsChanged);
    connect(m_vmCache.get(), &kube::ResourceCache::objectsModified, this, &FleetVms::vmsChanged);
    connect(m_vmCache.get(), &kube::ResourceCache::objectsRemoved, this, &FleetVms::vmsRemoved);

    m_clusterCache = std::make_unique<kube::ResourceCache>(client, clusterCollectionPath({}));
    m_clusterCache->setSelection(fleetClusterFields());
    connect(
        m_clusterCache.get(), &kube::ResourceCache::objectsAdded, this, &FleetVms::clustersChanged);
    connect(m_clusterCache.get(),
        &kube::ResourceCache::objectsModified,
        this,
        &FleetVms::clustersChanged);
    connect(m_clusterCache.get(),
        &kube::ResourceCache::objectsRemoved,
        this,
        &FleetVms::clustersRemoved);
    for (kube::ResourceCache *cache : { m_vmCache.get(), m_clusterCache.get() }) {
        connect(cache, &kube::ResourceCache::synced, this, &FleetVms::checkSynced);
        connect(cache, &kube::ResourceCache::stateChanged, this, [this, cache](auto state) {
            if (state == kube::ResourceCache::State::Failed)
                Q_EMIT failed(cache->lastError());
        });
    }
}

FleetVms::~FleetVms() = default;

void FleetVms::start()
{
    for (kube::ResourceCache *cache : caches()) {
        if (m_track)
            m_track(cache);
        cache->start();
    }
}

void FleetVms::refresh()
{
    for (kube::ResourceCache *cache : caches())
        cache->relist();
}

QList<kube::ResourceCache *> FleetVms::caches() const
{
    return { m_vmCache.get(), m_clusterCache.get() };
}

bool FleetVms::isSynced() const
{
    return m_vmCache->hasSynced() && m_clusterCache->hasSynced() && m_pending.isEmpty();
}

int FleetVms::namespaceCount() const
{
    QSet<QString> namespaces;
    for (int r = 0; r < m_model.rowCount(); ++r)
        namespaces.insert(m_model.rowAt(r).ns);
    return static_cast<int>(namespaces.size());
}

int FleetVms::problemCount() const
{
    int count = 0;
    for (int r = 0; r < m_model.rowCount(); ++r)
        count += m_model.rowAt(r).problem.isEmpty() ? 0 : 1;
    return count;
}

void FleetVms::vmsChanged(const QList<QJsonObject> &vms)
{
    // Rows are made a few hundred at a time, so a page of thousands never stalls the GUI.
    m_pending += vms;
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
    QList<FleetVmRow> rows;
    rows.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        const QJsonObject &vm = m_pending.at(i);
        const QString key = keyOf(vm);
        rows.append(fleetVmRow(vm, m_version, m_clusterOf.value(key), isHead(key)));
    }
    m_pending.remove(0, count);
    m_model.upsert(rows);
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
    // A removal comes after what arrived before it: those VMs' waiting rows go too.
    QSet<QString> keys;
    QSet<QString> uids;
    for (const QJsonObject &vm : vms) {
        keys.insert(keyOf(vm));
        uids.insert(kube::uidOf(vm));
    }
    m_pending.removeIf([&uids](const QJsonObject &vm) {
        return uids.contains(kube::uidOf(vm));
    });
    m_model.removeKeys(keys);
    if (m_pending.isEmpty())
        checkSynced();
}

void FleetVms::clustersChanged(const QList<QJsonObject> &clusters)
{
    const VmIndex none;
    QHash<QString, QString> before; // ns/vm → cluster, for the VMs whose owner may change
    QSet<QString> touched;
    for (const QJsonObject &cluster : clusters) {
        const QJsonObject meta = metaOf(cluster);
        const QString ns = meta.value(u"namespace"_s).toString();
        const QString name = meta.value(u"name"_s).toString();
        const QString clusterKey = ns + u'/' + name;
        for (const QString &old : m_nodesOf.value(clusterKey)) {
            touched.insert(old);
            before.insert(old, m_clusterOf.take(old));
        }
        const QString nounce = meta.value(u"labels"_s)
                                   .toObject()
                                   .value(u"vmray.kubernetes.io/head-nounce"_s)
                                   .toString();
        if (!nounce.isEmpty())
            m_headOf.insert(clusterKey, name + u"-h-"_s + nounce);
        QStringList keys;
        for (const QString &vm : nodeNamesOf(cluster, none)) {
            const QString key = ns + u'/' + vm;
            if (!before.contains(key))
                before.insert(key, m_clusterOf.value(key));
            m_clusterOf.insert(key, name);
            keys << key;
            touched.insert(key);
        }
        m_nodesOf.insert(clusterKey, keys);
    }
    // Most cluster changes (status, workers' states) leave the owners as they were.
    QSet<QString> changed;
    for (const QString &key : std::as_const(touched)) {
        if (m_clusterOf.value(key) != before.value(key) || !m_model.find(key)
            || m_model.find(key)->head != isHead(key))
            changed.insert(key);
    }
    refreshRows(changed);
}

void FleetVms::clustersRemoved(const QList<QJsonObject> &clusters)
{
    QSet<QString> touched;
    for (const QJsonObject &cluster : clusters) {
        const QString clusterKey = keyOf(cluster);
        for (const QString &key : m_nodesOf.take(clusterKey)) {
            m_clusterOf.remove(key);
            touched.insert(key);
        }
        m_headOf.remove(clusterKey);
    }
    refreshRows(touched);
}

bool FleetVms::isHead(const QString &vmKey) const
{
    const QString cluster = m_clusterOf.value(vmKey);
    if (cluster.isEmpty())
        return false;
    const qsizetype slash = vmKey.indexOf(u'/');
    return m_headOf.value(vmKey.left(slash) + u'/' + cluster) == vmKey.mid(slash + 1);
}

void FleetVms::refreshRows(const QSet<QString> &keys)
{
    // Only the owner changed: the rows are updated as they are, without reading the VMs again.
    QList<FleetVmRow> rows;
    rows.reserve(keys.size());
    for (const QString &key : keys) {
        const FleetVmRow *row = m_model.find(key);
        if (!row)
            continue;
        FleetVmRow updated = *row;
        updated.cluster = m_clusterOf.value(key);
        updated.head = isHead(key);
        rows.append(updated);
    }
    m_model.upsert(rows);
}

} // namespace vmray::ray
