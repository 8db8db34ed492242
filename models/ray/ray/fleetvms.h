// Every VirtualMachine of a Supervisor as rows, across namespaces: which Ray cluster each
// was made for, whether it is on, its address, class, image, age and what is wrong with it. One
// list-and-watch of all VMs; rows fill page by page and change one by one.
//
// The cluster is read from the VM itself: the vmray operator bootstraps every node from its
// cluster's cloud-init secret, `<cluster>-hsecret` for the head and `<cluster>-wsecret` for the
// workers. So the table needs no list of every VMRayCluster (about 12 KB each, most of it their
// nodes' conditions), which at fleet scale was a third of the bytes to fetch and decode.
#pragma once

#include "kube/follower.h"
#include "kube/resourcecache.h"
#include "vmop/vmoperator.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

namespace vmray::ray {

struct FleetVmRow
{
    QString ns;
    QString name;
    QString cluster; // the Ray cluster it was made for; empty for a VM that is no Ray node
    bool head = false;
    vmop::PowerState power = vmop::PowerState::Unknown;
    QString ip;
    QString vmClass;
    QString image; // the image's object name (vmi-…, cvmi-…)
    QString imageName; // its display name (status.name), once the images are listed
    QDateTime created;
    // The first False condition's type and message, in the server's words; not read once the VM
    // is being deleted, which says more.
    QString problem;
    bool deleting = false;
    // Its cluster is not on the Supervisor (known once the clusters are listed), and the VM is
    // not being deleted: left behind, using resources nobody manages. The operator deletes only
    // the workers its status lists, and a finalizer removed by hand skips even that.
    bool clusterGone = false;
    // The Supervisor it is on, in a table of several (All VMs); empty in one Supervisor's list.
    QString supervisor;

    QString key() const { return ns + u'/' + name; }
    QString clusterKey() const { return ns + u'/' + cluster; }
    bool hasProblem() const { return clusterGone || deleting || !problem.isEmpty(); }
    bool operator==(const FleetVmRow &) const = default;
};
} // namespace vmray::ray
Q_DECLARE_TYPEINFO(vmray::ray::FleetVmRow, Q_RELOCATABLE_TYPE);
namespace vmray::ray {

// The row of one VM (as read with `version`), read straight from its JSON.
FleetVmRow fleetVmRow(const kube::JsonView &vm, const QString &version);

class FleetVms final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetVms)

public:
    FleetVms(kube::KubeClient *client, const QString &vmOperatorVersion, QObject *parent = nullptr);
    ~FleetVms() override;

    // The caches are handed here before they start (the session pauses and resumes them).
    void setCacheTracker(std::function<void(kube::ResourceCache *)> track);
    void start();
    void refresh();

    // Every VM's row as far as it is made, by FleetVmRow::key().
    const QHash<QString, FleetVmRow> &rows() const { return m_rows; }
    QList<kube::ResourceCache *> caches() const;
    bool isSynced() const;
    // Has been synced once: later rows waiting to be made do not make it "loading" again.
    bool hasSynced() const { return m_synced; }
    // Why the VMs cannot be listed, while they cannot (see failed()).
    const std::optional<kube::KubeError> &failure() const { return m_failure; }
    int namespaceCount() const;
    int problemCount() const;
    // Every VMRayCluster of the Supervisor as namespace/name, once they are listed.
    const QSet<QString> &clusterKeys() const { return m_clusterKeys; }

Q_SIGNALS:
    // Rows made or changed, a few hundred at a time.
    void rowsChanged(const QList<vmray::ray::FleetVmRow> &rows);
    // Rows whose VMs are gone, by key.
    void rowsRemoved(const QSet<QString> &keys);
    void synced();
    // A cache failed for good (403: the account may not list across namespaces).
    void failed(const vmray::kube::KubeError &error);

private:
    void vmsChanged(const QList<QJsonObject> &vms);
    void vmsRemoved(const QList<QJsonObject> &vms);
    void clustersChanged();
    void imagesChanged();
    QString imageNameOf(const FleetVmRow &row) const;
    bool isClusterGone(const FleetVmRow &row) const;
    void postDrain();
    void drain();
    void checkSynced();

    kube::Follower m_follower;
    kube::ResourceCache *m_vmCache;
    // Every VMRayCluster's metadata: which clusters exist, at a fraction of their bytes.
    kube::ResourceCache *m_clusterCache;
    QSet<QString> m_clusterKeys; // namespace/name
    // The display names of the images (namespace/name for a namespace's, /name for a cluster-wide
    // one): a VM names its image by an id such as vmi-0a0044d7c690bcbea that says nothing.
    kube::ResourceCache *m_imageCache;
    kube::ResourceCache *m_clusterImageCache;
    QHash<QString, QString> m_imageNames;
    QHash<QString, FleetVmRow> m_rows;
    // How many rows each namespace has: the window's summary counts the namespaces every second.
    QHash<QString, int> m_vmsByNamespace;
    QList<FleetVmRow> m_pending; // rows still to be added or updated, in arrival order
    bool m_drainPosted = false;
    bool m_synced = false;
    bool m_started = false;
    std::optional<kube::KubeError> m_failure;
};

} // namespace vmray::ray
