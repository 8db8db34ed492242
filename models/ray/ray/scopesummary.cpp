#include "scopesummary.h"

#include "clusterspec.h"
#include "fleetvms.h"

#include "kube/kubeerror.h"
#include "kube/resourcecache.h"
#include "vmop/vmoperator.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

ScopeSummary::ScopeSummary(
    kube::KubeClient *client, const QString &vmOperatorVersion, const QString &ns, QObject *parent)
    : QObject(parent)
    , m_ns(ns)
    , m_follower(client)
{
    const QString version = vmop::versionOrPreferred(vmOperatorVersion);
    // A part that cannot be read leaves the others: each says what it can.
    m_follower.setFailures(kube::Follower::Failures::AreSettled);
    m_clusters = m_follower.add(clusterCollectionPath(ns));
    m_clusters->setSelection(kube::FieldSelection(kube::identityPaths() + healthFromStatusPaths()));
    m_vms = m_follower.add(vmop::collectionPath(version, u"virtualmachines"_s, ns));
    // Each VM read straight into the few facts counted here, as All VMs reads them.
    m_vms->setRecordReader(
        [version](const kube::JsonView &vm) {
            return QVariant::fromValue(fleetVmRow(vm, version));
        },
        kube::FieldSelection(kube::identityPaths()));
    m_classes = m_follower.add(vmop::collectionPath(version, u"virtualmachineclasses"_s, ns));
    if (!ns.isEmpty())
        m_quotas = m_follower.add(u"/api/v1/namespaces/%1/resourcequotas"_s.arg(ns));
    // Every change and every list, of any cache: the figures are counted from the whole.
    connect(&m_follower, &kube::Follower::changed, this, &ScopeSummary::figureSoon);
    connect(&m_follower,
        &kube::Follower::failed,
        this,
        [this](kube::ResourceCache *, const kube::KubeError &error) {
            m_problem = error.message();
            figureSoon();
        });
    m_figureTimer.setSingleShot(true);
    m_figureTimer.setInterval(250); // an event storm is figured a few times a second, no more
    connect(&m_figureTimer, &QTimer::timeout, this, &ScopeSummary::figure);
}

ScopeSummary::~ScopeSummary() = default;

void ScopeSummary::setCacheTracker(kube::Follower::Tracker tracker)
{
    m_follower.setTracker(std::move(tracker));
}

void ScopeSummary::start()
{
    m_follower.start();
}

void ScopeSummary::figureSoon()
{
    if (!m_figureTimer.isActive())
        m_figureTimer.start();
}

void ScopeSummary::figure()
{
    ScopeFigures f;
    f.problem = m_problem;
    f.clustersListed = m_clusters->hasSynced();
    for (const QJsonObject &cluster : m_clusters->objects())
        f.clusters.add(healthFromStatus(cluster));

    f.vmsListed = m_vms->hasSynced();
    // VM classes by namespace/name (a class is a namespace's own since VM Operator v1alpha2).
    QHash<QString, int> gpusOfClass;
    for (const QJsonObject &c : m_classes->objects())
        gpusOfClass.insert(kube::nameKeyOf(c), readVmClass(c).gpus);
    int gpus = 0;
    for (const QJsonObject &vm : m_vms->objects()) {
        const FleetVmRow row = m_vms->record(kube::uidOf(vm)).value<FleetVmRow>();
        ++f.vms;
        f.vmsWithProblem += row.problem.isEmpty() && !row.deleting ? 0 : 1;
        if (row.power != vmop::PowerState::PoweredOn)
            continue;
        ++f.vmsOn;
        gpus += gpusOfClass.value(row.ns + u'/' + row.vmClass);
    }
    if (m_classes->hasSynced())
        f.gpusInUse = gpus;
    if (m_quotas && m_quotas->hasSynced()) {
        const QList<QJsonObject> quotas = m_quotas->objects().values();
        f.quota = readQuota(quotas);
    }
    if (f == m_figures)
        return;
    m_figures = f;
    Q_EMIT changed();
}

} // namespace vmray::ray
