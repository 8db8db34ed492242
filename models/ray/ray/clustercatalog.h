// What a namespace offers a new Ray cluster, read live from the Supervisor: VM classes with their
// CPUs, memory and GPUs, VM images with display name and OS, the storage classes assigned to the
// namespace, its quota and the names of the clusters already there. The wizard's choice lists,
// its checks against the Supervisor (names unique, references that exist) and its capacity
// summary all come from here; the checks and sums are pure functions over a snapshot.
#pragma once

#include "clusterspec.h"
#include "kube/kubeerror.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace vmray::kube {
class KubeClient;
class ListCall;
} // namespace vmray::kube

namespace vmray::ray {

struct VmClassInfo
{
    QString name;
    int cpus = 0;
    qint64 memoryBytes = 0;
    int gpus = 0; // vGPU and passthrough devices
    QString gpuProfile;
    QString description;
    bool guaranteed = false; // reserves what it has
};

struct VmImageInfo
{
    QString name; // vmi-…, what common_node_config.vm_image names
    QString displayName; // status.name, e.g. ray-ubuntu-22.04
    QString osType;
    QString osVersion;
    QString product;
    QString productVersion;
    bool clusterScoped = false; // a ClusterVirtualMachineImage
};

struct NamespaceQuota
{
    std::optional<qint64> cpuMillisHard;
    std::optional<qint64> cpuMillisUsed;
    std::optional<qint64> memoryHard;
    std::optional<qint64> memoryUsed;
    std::optional<qint64> gpuHard; // requests.nvidia.com/gpu
    std::optional<qint64> storageHard; // requests.storage, over every storage class
    std::optional<qint64> storageUsed;
    bool isEmpty() const { return !cpuMillisHard && !memoryHard && !gpuHard && !storageHard; }
    bool operator==(const NamespaceQuota &) const = default;
};

struct CatalogSnapshot
{
    enum Part { Classes, Images, StorageClasses, Quota, Clusters, PartCount };
    QList<VmClassInfo> classes;
    QList<VmImageInfo> images;
    QStringList storageClasses;
    QStringList clusterNames;
    NamespaceQuota quota;
    // Which parts were read; a part the user may not read (403) is not checked against.
    bool loaded[PartCount] = {};

    const VmClassInfo *vmClass(const QString &name) const;
    const VmImageInfo *image(const QString &name) const;
};

VmClassInfo readVmClass(const QJsonObject &vmClass);
// "4 vCPU, 16 GiB, 1 GPU": how the console names a class's size everywhere.
QString vmClassSize(const VmClassInfo &vmClass);
VmImageInfo readVmImage(const QJsonObject &image, bool clusterScoped);
// ResourceQuotas of a namespace: the tightest hard limit and its use for CPU, memory and GPUs, and
// the storage classes they name (<class>.storageclass.storage.k8s.io/requests.storage), which is
// how a Supervisor assigns storage policies to a namespace.
NamespaceQuota readQuota(const QList<QJsonObject> &quotas);
QStringList storageClassesOfQuota(const QList<QJsonObject> &quotas);

// The checks that need the Supervisor: the name is not taken in the namespace, and the VM image,
// every VM class and the storage class exist there. Parts not loaded are not checked.
QList<SpecProblem> checkAgainstSupervisor(const ClusterSpec &spec,
    const CatalogSnapshot &catalog,
    const QHash<QString, TextPosition> &positions = {});

// What the cluster reserves from its VM classes: the head and every node type's min_workers, and
// at most (each type up to its max_workers, the largest classes first, all workers together up
// to common_node_config.max_workers).
struct Capacity
{
    int cpusAtMin = 0;
    int cpusAtMax = 0;
    qint64 memoryAtMin = 0;
    qint64 memoryAtMax = 0;
    int gpusAtMin = 0;
    int gpusAtMax = 0;
    int nodesAtMin = 0;
    int nodesAtMax = 0;
    QStringList unknownClasses; // classes not in the catalog, not counted
};
Capacity capacityOf(const ClusterSpec &spec, const QList<VmClassInfo> &classes);

// Loads a snapshot for one namespace; each part is listed in parallel and `changed` is emitted as
// each arrives, `loaded` once all have ended.
class ClusterCatalog final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterCatalog)

public:
    ClusterCatalog(kube::KubeClient *client, QString vmOperatorVersion, QObject *parent = nullptr);
    ~ClusterCatalog() override;

    void load(const QString &ns);
    QString ns() const { return m_ns; }
    const CatalogSnapshot &snapshot() const { return m_snapshot; }
    bool isLoading() const { return m_pending > 0; }
    // Why parts could not be read, for the user; empty when all were.
    QStringList problems() const { return m_problems; }

Q_SIGNALS:
    void changed();
    void loaded();

private:
    void listPart(const QString &path,
        const std::function<void(const QList<QJsonObject> &)> &take,
        CatalogSnapshot::Part part,
        const QString &problemSentence); // with %1 for the reason; empty: not reported

    QPointer<kube::KubeClient> m_client;
    QString m_vmOperatorVersion;
    QString m_ns;
    CatalogSnapshot m_snapshot;
    QList<QPointer<kube::ListCall>> m_calls;
    QList<QJsonObject> m_namespaceImages;
    QList<QJsonObject> m_clusterImages;
    QStringList m_problems;
    int m_pending = 0;
    int m_generation = 0;
};

} // namespace vmray::ray
