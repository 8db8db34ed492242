#include "clustercatalog.h"

#include "kube/apicall.h"
#include "kube/kubeclient.h"
#include "vmop/vmoperator.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmray::ray {

namespace {
struct ClusterCatalogText
{
    Q_DECLARE_TR_FUNCTIONS(ClusterCatalog)
};

const QString storageClassSuffix = u".storageclass.storage.k8s.io/requests.storage"_s;

// The tightest of the quotas that set `keys` (first key found per quota), with its use.
void tightest(const QList<QJsonObject> &quotas,
    const QStringList &keys,
    std::optional<qint64> (*parse)(const QString &),
    std::optional<qint64> &hard,
    std::optional<qint64> &used)
{
    for (const QJsonObject &q : quotas) {
        const QJsonObject status = q.value(u"status"_s).toObject();
        const QJsonObject hardOf = status.contains(u"hard"_s)
            ? status.value(u"hard"_s).toObject()
            : q.value(u"spec"_s).toObject().value(u"hard"_s).toObject();
        const QJsonObject usedOf = status.value(u"used"_s).toObject();
        for (const QString &key : keys) {
            if (!hardOf.contains(key))
                continue;
            const auto h = parse(hardOf.value(key).toString());
            if (h
                && (!hard
                    || *h - parse(usedOf.value(key).toString()).value_or(0)
                        < *hard - used.value_or(0))) {
                hard = h;
                used = parse(usedOf.value(key).toString()).value_or(0);
            }
            break;
        }
    }
}

std::optional<qint64> plainCount(const QString &text)
{
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(n) : std::nullopt;
}

void addProblem(QList<SpecProblem> &out,
    const QHash<QString, TextPosition> &positions,
    const QString &field,
    const QString &message)
{
    const TextPosition at = positions.value(field);
    out.append({ SpecProblem::Severity::Error, field, message, at.line, at.column });
}
} // namespace

const VmClassInfo *CatalogSnapshot::vmClass(const QString &name) const
{
    const auto it = std::find_if(classes.cbegin(), classes.cend(), [&](const VmClassInfo &c) {
        return c.name == name;
    });
    return it == classes.cend() ? nullptr : &*it;
}

const VmImageInfo *CatalogSnapshot::image(const QString &name) const
{
    const auto it = std::find_if(images.cbegin(), images.cend(), [&](const VmImageInfo &i) {
        return i.name == name;
    });
    return it == images.cend() ? nullptr : &*it;
}

VmClassInfo readVmClass(const QJsonObject &vmClass)
{
    VmClassInfo c;
    c.name = vmClass.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    const QJsonObject spec = vmClass.value(u"spec"_s).toObject();
    const QJsonObject hardware = spec.value(u"hardware"_s).toObject();
    c.cpus = hardware.value(u"cpus"_s).toInt();
    c.memoryBytes = quantityBytes(hardware.value(u"memory"_s).toString()).value_or(0);
    const QJsonObject devices = hardware.value(u"devices"_s).toObject();
    const QJsonArray vgpus = devices.value(u"vgpuDevices"_s).toArray();
    const QJsonArray passthrough = devices.value(u"dynamicDirectPathIODevices"_s).toArray();
    c.gpus = static_cast<int>(vgpus.size() + passthrough.size());
    if (!vgpus.isEmpty())
        c.gpuProfile = vgpus.first().toObject().value(u"profileName"_s).toString();
    c.description = spec.value(u"description"_s).toString();
    c.guaranteed = spec.value(u"policies"_s)
                       .toObject()
                       .value(u"resources"_s)
                       .toObject()
                       .contains(u"requests"_s);
    return c;
}

QString vmClassSize(const VmClassInfo &c)
{
    QString size = ClusterCatalogText::tr("%1 vCPU").arg(c.cpus);
    constexpr qint64 mib = 1LL << 20;
    constexpr qint64 gib = 1LL << 30;
    if (c.memoryBytes > 0 && c.memoryBytes % gib == 0)
        size += ClusterCatalogText::tr(", %1 GiB").arg(c.memoryBytes / gib);
    else if (c.memoryBytes > 0)
        size += ClusterCatalogText::tr(", %1 MiB").arg(c.memoryBytes / mib);
    if (c.gpus > 0)
        size += ClusterCatalogText::tr(", %n GPU(s)", nullptr, c.gpus);
    return size;
}

VmImageInfo readVmImage(const QJsonObject &image, bool clusterScoped)
{
    VmImageInfo i;
    i.name = image.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    const QJsonObject status = image.value(u"status"_s).toObject();
    i.displayName = status.value(u"name"_s).toString();
    if (i.displayName.isEmpty()) // v1alpha1 kept it in spec
        i.displayName = image.value(u"spec"_s).toObject().value(u"imageName"_s).toString();
    const QJsonObject os = status.value(u"osInfo"_s).toObject();
    i.osType = os.value(u"type"_s).toString();
    i.osVersion = os.value(u"version"_s).toString();
    const QJsonObject product = status.value(u"productInfo"_s).toObject();
    i.product = product.value(u"product"_s).toString();
    i.productVersion = product.value(u"version"_s).toString();
    i.clusterScoped = clusterScoped;
    return i;
}

NamespaceQuota readQuota(const QList<QJsonObject> &quotas)
{
    NamespaceQuota q;
    tightest(quotas,
        { u"requests.cpu"_s, u"limits.cpu"_s, u"cpu"_s },
        &quantityMillis,
        q.cpuMillisHard,
        q.cpuMillisUsed);
    tightest(quotas,
        { u"requests.memory"_s, u"limits.memory"_s, u"memory"_s },
        &quantityBytes,
        q.memoryHard,
        q.memoryUsed);
    std::optional<qint64> gpuUsed;
    tightest(quotas, { u"requests.nvidia.com/gpu"_s }, &plainCount, q.gpuHard, gpuUsed);
    tightest(quotas, { u"requests.storage"_s }, &quantityBytes, q.storageHard, q.storageUsed);
    return q;
}

QStringList storageClassesOfQuota(const QList<QJsonObject> &quotas)
{
    QStringList out;
    for (const QJsonObject &q : quotas) {
        const QJsonObject hard = q.value(u"spec"_s).toObject().value(u"hard"_s).toObject();
        for (auto it = hard.begin(); it != hard.end(); ++it) {
            if (it.key().endsWith(storageClassSuffix)) {
                const QString name = it.key().chopped(storageClassSuffix.size());
                if (!out.contains(name))
                    out.append(name);
            }
        }
    }
    out.sort();
    return out;
}

QList<SpecProblem> checkAgainstSupervisor(const ClusterSpec &spec,
    const CatalogSnapshot &catalog,
    const QHash<QString, TextPosition> &positions)
{
    QList<SpecProblem> out;
    if (catalog.loaded[CatalogSnapshot::Clusters] && !spec.name.isEmpty()
        && catalog.clusterNames.contains(spec.name)) {
        addProblem(out,
            positions,
            u"metadata.name"_s,
            ClusterCatalogText::tr(
                "A Ray cluster named \"%1\" already exists in namespace %2. Choose another "
                "name, or open the existing cluster.")
                .arg(spec.name, spec.ns));
    }
    const QString common = u"spec.common_node_config"_s;
    if (catalog.loaded[CatalogSnapshot::Images] && !spec.vmImage.isEmpty()) {
        const VmImageInfo *image = catalog.image(spec.vmImage);
        if (!image) {
            addProblem(out,
                positions,
                common + u".vm_image"_s,
                ClusterCatalogText::tr(
                    "Namespace %1 has no VM image \"%2\". Pick one of its images (the name "
                    "starts with vmi-).")
                    .arg(spec.ns, spec.vmImage));
        } else if (image->clusterScoped) {
            addProblem(out,
                positions,
                common + u".vm_image"_s,
                ClusterCatalogText::tr(
                    "\"%1\" is a cluster-wide image; the Ray operator looks up images of the "
                    "namespace only. Add it to the namespace's content library, or pick a "
                    "namespace image.")
                    .arg(image->displayName.isEmpty() ? spec.vmImage : image->displayName));
        }
    }
    if (catalog.loaded[CatalogSnapshot::StorageClasses] && !spec.storageClass.isEmpty()
        && !catalog.storageClasses.contains(spec.storageClass)) {
        addProblem(out,
            positions,
            common + u".storage_class"_s,
            ClusterCatalogText::tr(
                "Storage class \"%1\" is not available in namespace %2. Available: %3.")
                .arg(spec.storageClass,
                    spec.ns,
                    catalog.storageClasses.isEmpty() ? ClusterCatalogText::tr("none")
                                                     : catalog.storageClasses.join(u", "_s)));
    }
    if (catalog.loaded[CatalogSnapshot::Classes] && !spec.rayImage.isEmpty()
        && !spec.rayImage.contains(u"gpu"_s) && !spec.rayImage.contains(u"-cu"_s)) {
        for (const NodeTypeSpec &t : spec.nodeTypes) {
            const VmClassInfo *k = catalog.vmClass(t.vmClass);
            if (k && k->gpus > 0) {
                const TextPosition at = positions.value(u"spec.ray_docker_image"_s);
                out.append({ SpecProblem::Severity::Warning,
                    u"spec.ray_docker_image"_s,
                    ClusterCatalogText::tr(
                        "Node type %1 has GPUs (VM class %2), but the Ray image %3 has no "
                        "CUDA; Ray's GPU images end in -gpu or -cu….")
                        .arg(t.name, t.vmClass, spec.rayImage),
                    at.line,
                    at.column });
                break;
            }
        }
    }
    if (catalog.loaded[CatalogSnapshot::Classes]) {
        for (const NodeTypeSpec &t : spec.nodeTypes) {
            if (!t.vmClass.isEmpty() && !catalog.vmClass(t.vmClass)) {
                addProblem(out,
                    positions,
                    common + u".available_node_types."_s + t.name + u".vm_class"_s,
                    ClusterCatalogText::tr("VM class \"%1\" is not bound to namespace %2.")
                        .arg(t.vmClass, spec.ns));
            }
        }
    }
    return out;
}

Capacity capacityOf(const ClusterSpec &spec, const QList<VmClassInfo> &classes)
{
    Capacity c;
    auto classOf = [&](const QString &name) -> const VmClassInfo * {
        const auto it = std::find_if(classes.cbegin(), classes.cend(), [&](const VmClassInfo &v) {
            return v.name == name;
        });
        if (it != classes.cend())
            return &*it;
        if (!name.isEmpty() && !c.unknownClasses.contains(name))
            c.unknownClasses.append(name);
        return nullptr;
    };
    auto add = [](const VmClassInfo *k, int count, int &cpus, qint64 &memory, int &gpus) {
        if (!k || count <= 0)
            return;
        cpus += k->cpus * count;
        memory += k->memoryBytes * count;
        gpus += k->gpus * count;
    };

    const NodeTypeSpec *head = spec.nodeType(spec.headNodeType);
    if (head) {
        const VmClassInfo *k = classOf(head->vmClass);
        add(k, 1, c.cpusAtMin, c.memoryAtMin, c.gpusAtMin);
        add(k, 1, c.cpusAtMax, c.memoryAtMax, c.gpusAtMax);
        c.nodesAtMin = c.nodesAtMax = 1;
    }
    struct Extra
    {
        const VmClassInfo *k;
        int count; // workers the type may add above its minimum
    };
    QList<Extra> extras;
    int workersAtMin = 0;
    for (const NodeTypeSpec &t : spec.nodeTypes) {
        if (t.name == spec.headNodeType)
            continue;
        const VmClassInfo *k = classOf(t.vmClass);
        const int min = std::max(0, t.minWorkers);
        add(k, min, c.cpusAtMin, c.memoryAtMin, c.gpusAtMin);
        add(k, min, c.cpusAtMax, c.memoryAtMax, c.gpusAtMax);
        workersAtMin += min;
        extras.append({ k, std::max(0, t.maxWorkers - min) });
    }
    c.nodesAtMin += workersAtMin;
    c.nodesAtMax += workersAtMin;
    // The operator starts the minimums regardless; the worst case beyond them is the largest
    // classes filling what the cluster-wide max_workers leaves.
    std::stable_sort(extras.begin(), extras.end(), [](const Extra &a, const Extra &b) {
        return (a.k ? a.k->memoryBytes : 0) > (b.k ? b.k->memoryBytes : 0);
    });
    int budget = std::max(0, spec.maxWorkers - workersAtMin);
    for (const Extra &e : extras) {
        const int n = std::min(e.count, budget);
        budget -= n;
        add(e.k, n, c.cpusAtMax, c.memoryAtMax, c.gpusAtMax);
        c.nodesAtMax += n;
    }
    return c;
}

ClusterCatalog::ClusterCatalog(kube::KubeClient *client, QString vmOperatorVersion, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_vmOperatorVersion(std::move(vmOperatorVersion))
{}

ClusterCatalog::~ClusterCatalog()
{
    ++m_generation; // what the cancelled calls report is not news for anyone
    for (const auto &call : std::as_const(m_calls)) {
        if (call)
            call->cancel();
    }
}

void ClusterCatalog::load(const QString &ns)
{
    ++m_generation;
    for (const auto &call : std::as_const(m_calls)) {
        if (call)
            call->cancel();
    }
    m_calls.clear();
    m_ns = ns;
    m_snapshot = {};
    m_problems.clear();
    m_pending = 0;
    m_namespaceImages.clear();
    m_clusterImages.clear();
    if (!m_client || ns.isEmpty())
        return;

    const QString version = vmop::versionOrPreferred(m_vmOperatorVersion);
    listPart(
        vmop::collectionPath(version, u"virtualmachineclasses"_s, ns),
        [this](const QList<QJsonObject> &items) {
            for (const QJsonObject &o : items)
                m_snapshot.classes.append(readVmClass(o));
            std::sort(m_snapshot.classes.begin(),
                m_snapshot.classes.end(),
                [](const VmClassInfo &a, const VmClassInfo &b) {
                    return a.name < b.name;
                });
        },
        CatalogSnapshot::Classes,
        tr("The VM classes could not be read: %1"));
    auto mergeImages = [this] {
        m_snapshot.images.clear();
        for (const QJsonObject &o : std::as_const(m_namespaceImages))
            m_snapshot.images.append(readVmImage(o, false));
        for (const QJsonObject &o : std::as_const(m_clusterImages))
            m_snapshot.images.append(readVmImage(o, true));
    };
    listPart(
        vmop::collectionPath(version, u"virtualmachineimages"_s, ns),
        [this, mergeImages](const QList<QJsonObject> &items) {
            m_namespaceImages = items;
            mergeImages();
        },
        CatalogSnapshot::Images,
        tr("The VM images could not be read: %1"));
    // Cluster-wide images are offered for information only; the operator checks namespace
    // images. Not being able to read them is no problem worth a word.
    listPart(vmop::collectionPath(version, u"clustervirtualmachineimages"_s),
        [this, mergeImages](const QList<QJsonObject> &items) {
            m_clusterImages = items;
            mergeImages();
        },
        CatalogSnapshot::PartCount,
        {});
    listPart(
        u"/api/v1/namespaces/%1/resourcequotas"_s.arg(ns),
        [this](const QList<QJsonObject> &items) {
            m_snapshot.quota = readQuota(items);
            const QStringList assigned = storageClassesOfQuota(items);
            if (!assigned.isEmpty()) {
                m_snapshot.storageClasses = assigned;
                m_snapshot.loaded[CatalogSnapshot::StorageClasses] = true;
            }
        },
        CatalogSnapshot::Quota,
        tr("The namespace's quota could not be read: %1"));
    // Storage classes the quota does not name: the cluster's list, when the user may read it.
    listPart(u"/apis/storage.k8s.io/v1/storageclasses"_s,
        [this](const QList<QJsonObject> &items) {
            if (m_snapshot.loaded[CatalogSnapshot::StorageClasses])
                return;
            for (const QJsonObject &o : items)
                m_snapshot.storageClasses.append(
                    o.value(u"metadata"_s).toObject().value(u"name"_s).toString());
            m_snapshot.storageClasses.sort();
        },
        CatalogSnapshot::StorageClasses,
        {});
    listPart(
        clusterCollectionPath(ns),
        [this](const QList<QJsonObject> &items) {
            for (const QJsonObject &o : items)
                m_snapshot.clusterNames.append(
                    o.value(u"metadata"_s).toObject().value(u"name"_s).toString());
        },
        CatalogSnapshot::Clusters,
        tr("The Ray clusters of the namespace could not be read: %1"));
}

void ClusterCatalog::listPart(const QString &path,
    const std::function<void(const QList<QJsonObject> &)> &take,
    CatalogSnapshot::Part part,
    const QString &problemSentence)
{
    kube::ListCall *call = m_client->list(path);
    m_calls.append(call);
    ++m_pending;
    const int generation = m_generation;
    connect(call, &kube::ListCall::finished, this, [=, this](kube::ListCall *c) {
        if (generation != m_generation)
            return;
        if (!c->error().isError()) {
            take(c->items());
            if (part != CatalogSnapshot::PartCount)
                m_snapshot.loaded[part] = true;
        } else if (!problemSentence.isEmpty()
            && c->error().kind() != kube::KubeError::Kind::Cancelled) {
            const kube::KubeError &e = c->error();
            m_problems.append(
                problemSentence.arg(e.message().isEmpty() ? e.toString() : e.message()));
        }
        --m_pending;
        Q_EMIT changed();
        if (m_pending == 0)
            Q_EMIT loaded();
    });
}

} // namespace vmray::ray
