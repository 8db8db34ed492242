// The join of VMRayCluster, VirtualMachines and the head service into cluster and node rows,
// rule by rule (supervisor-api.md §3.5–§4.4, §4.8); and the health the cluster's status alone
// tells, tallied per namespace, worst first.
#include "englishcatalog.h"
#include "ray/clusterhealth.h"
#include "ray/clusterstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::ray;

namespace {

QJsonObject condition(const QString &type,
    const QString &status,
    const QString &reason,
    const QString &message,
    const QString &time = u"2026-11-30T01:00:00Z"_s)
{
    return { { u"type"_s, type },
        { u"status"_s, status },
        { u"reason"_s, reason },
        { u"message"_s, message },
        { u"lastTransitionTime"_s, time } };
}

QJsonObject nodeStatus(const QString &vm, const QString &ray, const QString &ip = {})
{
    QJsonObject o { { u"vm_status"_s, vm } };
    if (!ray.isEmpty())
        o.insert(u"ray_status"_s, ray);
    if (!ip.isEmpty())
        o.insert(u"ip"_s, ip);
    return o;
}

// A cluster "rc" with head type "head" and worker type "cpu" (min 1, max 4), nounce "abcde".
QJsonObject cluster(const QStringList &desiredWorkers,
    const QString &clusterState,
    const QJsonObject &head,
    const QJsonObject &currentWorkers,
    const QJsonArray &conditions = {},
    const QString &serviceIp = {},
    bool deleting = false)
{
    QJsonObject desired;
    for (const QString &w : desiredWorkers)
        desired.insert(w, u"cpu"_s);
    QJsonObject meta { { u"name"_s, u"rc"_s },
        { u"namespace"_s, u"ray-dev"_s },
        { u"uid"_s, u"uid-rc"_s },
        { u"creationTimestamp"_s, u"2026-11-30T00:00:00Z"_s },
        { u"labels"_s, QJsonObject { { u"vmray.kubernetes.io/head-nounce"_s, u"abcde"_s } } } };
    if (deleting)
        meta.insert(u"deletionTimestamp"_s, u"2026-11-30T02:00:00Z"_s);
    QJsonObject status;
    if (!clusterState.isEmpty())
        status.insert(u"cluster_state"_s, clusterState);
    if (!head.isEmpty())
        status.insert(u"head_node_status"_s, head);
    if (!currentWorkers.isEmpty())
        status.insert(u"current_workers"_s, currentWorkers);
    if (!conditions.isEmpty())
        status.insert(u"conditions"_s, conditions);
    if (!serviceIp.isEmpty())
        status.insert(u"vm_service_status"_s, QJsonObject { { u"ip"_s, serviceIp } });
    return { { u"metadata"_s, meta },
        { u"spec"_s,
            QJsonObject { { u"ray_docker_image"_s, u"rayproject/ray:2.9.0"_s },
                { u"head_node"_s, QJsonObject { { u"node_type"_s, u"head"_s } } },
                { u"autoscaler_desired_workers"_s, desired },
                { u"common_node_config"_s,
                    QJsonObject { { u"max_workers"_s, 4 },
                        { u"available_node_types"_s,
                            QJsonObject {
                                { u"head"_s,
                                    QJsonObject { { u"vm_class"_s, u"best-effort-large"_s },
                                        { u"min_workers"_s, 0 },
                                        { u"max_workers"_s, 0 } } },
                                { u"cpu"_s,
                                    QJsonObject { { u"vm_class"_s, u"best-effort-small"_s },
                                        { u"min_workers"_s, 1 },
                                        { u"max_workers"_s, 4 } } } } } } } } },
        { u"status"_s, status } };
}

// A v1alpha2 VM; empty ip means none yet; `power` empty means no status at all.
QJsonObject vm(const QString &name,
    const QString &power,
    const QString &ip,
    const QJsonArray &conditions = {},
    bool deleting = false)
{
    QJsonObject meta {
        { u"name"_s, name },
        { u"creationTimestamp"_s, u"2026-11-30T00:10:00Z"_s },
    };
    if (deleting)
        meta.insert(u"deletionTimestamp"_s, u"2026-11-30T02:00:00Z"_s);
    QJsonObject status;
    if (!power.isEmpty())
        status.insert(u"powerState"_s, power);
    if (!ip.isEmpty())
        status.insert(u"network"_s, QJsonObject { { u"primaryIP4"_s, ip } });
    if (!conditions.isEmpty())
        status.insert(u"conditions"_s, conditions);
    return { { u"metadata"_s, meta },
        { u"spec"_s,
            QJsonObject { { u"className"_s, u"best-effort-small"_s },
                { u"imageName"_s, u"vmi-ray"_s },
                { u"powerState"_s, u"PoweredOn"_s } } },
        { u"status"_s, status } };
}

VmIndex index(const QList<QJsonObject> &vms, const QString &version = u"v1alpha2"_s)
{
    VmIndex i;
    for (const QJsonObject &v : vms)
        i.byName.insert(v.value(u"metadata"_s).toObject().value(u"name"_s).toString(),
            std::make_shared<const NodeVm>(readNodeVm(v, version)));
    return i;
}

const QString headVm = u"rc-h-abcde"_s;

} // namespace

Q_DECLARE_METATYPE(QJsonObject)
Q_DECLARE_METATYPE(VmIndex)

class TestClusterState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(installEnglishCatalog()); } // "1 of 2 workers"

    void joins_data()
    {
        QTest::addColumn<QJsonObject>("cluster");
        QTest::addColumn<VmIndex>("vms");
        QTest::addColumn<int>("health");
        QTest::addColumn<QString>("reasonContains");
        QTest::addColumn<int>("workersRunning");
        QTest::addColumn<QStringList>("nodePhases"); // name=phase, in row order
        QTest::addColumn<QString>("nodeReasonContains"); // of the last row

        const QJsonObject running = nodeStatus(u"running"_s, u"running"_s, u"10.0.0.2"_s);
        QTest::newRow("healthy") << cluster({ u"rc-w-1"_s, u"rc-w-2"_s },
            u"healthy"_s,
            running,
            { { u"rc-w-1"_s, running }, { u"rc-w-2"_s, running } },
            {},
            u"192.168.1.10"_s)
                                 << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                                        vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s),
                                        vm(u"rc-w-2"_s, u"PoweredOn"_s, u"10.0.0.4"_s) })
                                 << int(ClusterHealth::Healthy) << QString() << 2
                                 << QStringList { headVm + u"=Running",
                                        u"rc-w-1=Running"_s,
                                        u"rc-w-2=Running"_s }
                                 << QString();

        QTest::newRow("unhealthy while the service IP is assigned reads as starting")
            << cluster({ u"rc-w-1"_s },
                   u"unhealthy"_s,
                   nodeStatus({}, {}),
                   {},
                   { condition(u"HeadNodeReady"_s,
                       u"False"_s,
                       u"FailureToDeployNode"_s,
                       u"Head node VM service IP is not assigned"_s) })
            << index({}) << int(ClusterHealth::Starting) << u"service IP"_s << 0
            << QStringList { headVm + u"=Pending", u"rc-w-1=Pending"_s } << u"head node to run"_s;

        QTest::newRow("a desired worker without a VM is pending")
            << cluster({ u"rc-w-1"_s, u"rc-w-2"_s },
                   u"healthy"_s,
                   running,
                   { { u"rc-w-1"_s, running } },
                   {},
                   u"192.168.1.10"_s)
            << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                   vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s) })
            << int(ClusterHealth::Starting) << u"1 of 2 workers"_s << 1
            << QStringList { headVm + u"=Running", u"rc-w-1=Running"_s, u"rc-w-2=Pending"_s }
            << u"VM to be created"_s;

        QTest::newRow("a VM condition explains a failed node")
            << cluster({ u"rc-w-1"_s },
                   u"healthy"_s,
                   running,
                   { { u"rc-w-1"_s, nodeStatus(u"initialized"_s, {}) } },
                   {},
                   u"192.168.1.10"_s)
            << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                   vm(u"rc-w-1"_s,
                       {},
                       {},
                       { condition(u"VirtualMachineCreated"_s,
                           u"False"_s,
                           u"Error"_s,
                           u"insufficient resources in the cluster"_s) }) })
            << int(ClusterHealth::Degraded) << u"insufficient resources"_s << 0
            << QStringList { headVm + u"=Running", u"rc-w-1=Failed"_s }
            << u"insufficient resources in the cluster"_s;

        QTest::newRow("a VM being created with a False condition that is not an error")
            << cluster({ u"rc-w-1"_s },
                   u"healthy"_s,
                   running,
                   { { u"rc-w-1"_s, nodeStatus(u"initialized"_s, {}) } },
                   {},
                   u"192.168.1.10"_s)
            << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                   vm(u"rc-w-1"_s,
                       {},
                       {},
                       { condition(u"VirtualMachineCreated"_s,
                           u"False"_s,
                           u"Pending"_s,
                           u"cloning the template"_s) }) })
            << int(ClusterHealth::Starting) << u"0 of 1"_s << 0
            << QStringList { headVm + u"=Running", u"rc-w-1=Creating"_s }
            << u"cloning the template"_s;

        QTest::newRow("the VM is up but Ray not yet")
            << cluster({},
                   u"healthy"_s,
                   nodeStatus(u"running"_s, u"initialized"_s, u"10.0.0.2"_s),
                   {},
                   {},
                   u"192.168.1.10"_s)
            << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s) }) << int(ClusterHealth::Starting)
            << u"Ray is starting"_s << 0 << QStringList { headVm + u"=Starting" }
            << u"Ray is starting"_s;

        QTest::newRow("pre-flight failure")
            << cluster({ u"rc-w-1"_s },
                   u"unhealthy"_s,
                   {},
                   {},
                   { condition(u"InvalidVirtualMachineClass"_s,
                       u"False"_s,
                       u"ResourceNotFound"_s,
                       u"VirtualMachineClass gpu-a100 not found"_s) })
            << index({}) << int(ClusterHealth::Failed) << u"gpu-a100 not found"_s << 0
            << QStringList { headVm + u"=Pending", u"rc-w-1=Pending"_s } << QString();

        QTest::newRow("a head error other than the service IP is a failure")
            << cluster({},
                   u"unhealthy"_s,
                   nodeStatus({}, {}),
                   {},
                   { condition(u"HeadNodeReady"_s,
                       u"False"_s,
                       u"FailureToDeployNode"_s,
                       u"secrets \"rc-hsecret\" is forbidden"_s) })
            << index({}) << int(ClusterHealth::Failed) << u"forbidden"_s << 0
            << QStringList { headVm + u"=Pending" } << QString();

        QTest::newRow("scaled down: the worker is being removed")
            << cluster(
                   {}, u"healthy"_s, running, { { u"rc-w-1"_s, running } }, {}, u"192.168.1.10"_s)
            << index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                   vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s) })
            << int(ClusterHealth::Healthy) << QString() << 0
            << QStringList { headVm + u"=Running", u"rc-w-1=Removing"_s } << u"Scaled down"_s;

        QTest::newRow("deleting: VMs left are counted and shown as deleting")
            << cluster({ u"rc-w-1"_s },
                   u"healthy"_s,
                   running,
                   { { u"rc-w-1"_s, running } },
                   {},
                   u"192.168.1.10"_s,
                   true)
            << index({ vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s, {}, true) })
            << int(ClusterHealth::Deleting) << u"1 VM left"_s << 0
            << QStringList { u"rc-w-1=Deleting"_s } << QString();

        QTest::newRow("v1alpha1 fields")
            << cluster({}, u"healthy"_s, running, {}, {}, u"192.168.1.10"_s)
            << index({ QJsonObject { { u"metadata"_s, QJsonObject { { u"name"_s, headVm } } },
                         { u"spec"_s, QJsonObject { { u"powerState"_s, u"poweredOn"_s } } },
                         { u"status"_s,
                             QJsonObject { { u"powerState"_s, u"poweredOn"_s },
                                 { u"vmIp"_s, u"10.0.0.2"_s },
                                 { u"phase"_s, u"Created"_s } } } } },
                   u"v1alpha1"_s)
            << int(ClusterHealth::Healthy) << QString() << 0 << QStringList { headVm + u"=Running" }
            << QString();
    }

    void joins()
    {
        QFETCH(QJsonObject, cluster);
        QFETCH(VmIndex, vms);
        QFETCH(QString, reasonContains);
        QFETCH(QStringList, nodePhases);
        QFETCH(QString, nodeReasonContains);
        const ClusterSummary s = summarize(cluster, vms);
        QVERIFY2(worded(s.reason).contains(reasonContains), qPrintable(worded(s.reason)));
        QTEST(int(s.health), "health");
        QTEST(s.workersRunning, "workersRunning");
        const QList<NodeRow> nodes = nodesOf(cluster, vms);
        static const char *const names[] = {
            "Pending", "Creating", "Starting", "Running", "Failed", "Deleting", "Removing"
        };
        QStringList phases;
        for (const NodeRow &n : nodes)
            phases << n.name + u'=' + QLatin1String(names[int(n.phase)]);
        QCOMPARE(phases, nodePhases);
        if (!nodes.isEmpty())
            QVERIFY2(worded(nodes.last().reason).contains(nodeReasonContains),
                qPrintable(worded(nodes.last().reason)));

        // The cluster's fields the caches keep give exactly the same rows.
        QVERIFY(summarize(slimCluster(cluster), vms) == s);
        QVERIFY(nodesOf(slimCluster(cluster), vms) == nodes);
        // Decoding only the selected fields loses nothing the slimming keeps.
        QCOMPARE(slimCluster(vmray::kube::selectFields(cluster, slimClusterFields())),
            slimCluster(cluster));
    }

    // The record the namespace panes keep of each VM reads what VM Operator's reader reads, for
    // either version's fields.
    void aNodeVmReadsAsTheVirtualMachineReader_data()
    {
        QTest::addColumn<QJsonObject>("object");
        QTest::addColumn<QString>("version");
        const QJsonArray tied { condition(u"A"_s, u"False"_s, u"Error"_s, u"first"_s),
            condition(u"B"_s, u"False"_s, u"Error"_s, u"second"_s),
            condition(u"C"_s, u"True"_s, u"Ready"_s, QString()) };
        QTest::newRow("running") << vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.2"_s) << u"v1alpha2"_s;
        QTest::newRow("no status") << vm(u"rc-w-1"_s, {}, {}) << u"v1alpha2"_s;
        QTest::newRow("ties keep the first")
            << vm(u"rc-w-1"_s, u"PoweredOff"_s, {}, tied) << u"v1alpha2"_s;
        QTest::newRow("deleting") << vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.2"_s, {}, true)
                                  << u"v1alpha2"_s;
        // Times written otherwise than the API server writes them are read, not compared as text:
        // 03:00 at +02:00 is 01:00 UTC, earlier than 01:30Z though its text sorts after it.
        const QJsonArray offsets {
            condition(u"A"_s, u"False"_s, u"Error"_s, u"offset"_s, u"2026-11-30T03:00:00+02:00"_s),
            condition(u"B"_s, u"False"_s, u"Error"_s, u"utc"_s, u"2026-11-30T01:30:00Z"_s),
            condition(u"C"_s, u"True"_s, u"Ready"_s, QString(), u"2026-11-30T01:20:00.500Z"_s),
            condition(u"D"_s, u"False"_s, u"Error"_s, u"unreadable"_s, u"yesterday"_s)
        };
        QTest::newRow("times in other forms")
            << vm(u"rc-w-1"_s, u"PoweredOn"_s, {}, offsets) << u"v1alpha2"_s;
        QJsonObject legacy = vm(u"rc-h-abcde"_s, u"poweredOn"_s, {});
        QJsonObject status = legacy.value(u"status"_s).toObject();
        status.insert(u"vmIp"_s, u"10.0.0.9"_s);
        legacy.insert(u"status"_s, status);
        QJsonObject meta = legacy.value(u"metadata"_s).toObject();
        meta.insert(u"labels"_s,
            QJsonObject { { QString(clusterHeadLabel), u"rc-h-abcde"_s }, { u"x"_s, u"y"_s } });
        legacy.insert(u"metadata"_s, meta);
        QTest::newRow("v1alpha1 address and head label") << legacy << u"v1alpha1"_s;
        QJsonObject v6 = vm(u"rc-w-2"_s, u"PoweredOn"_s, {});
        QJsonObject spec = v6.value(u"spec"_s).toObject();
        spec.remove(u"imageName"_s);
        spec.insert(u"image"_s, QJsonObject { { u"name"_s, u"vmi-other"_s } });
        v6.insert(u"spec"_s, spec);
        status = v6.value(u"status"_s).toObject();
        status.insert(u"network"_s, QJsonObject { { u"primaryIP6"_s, u"fd00::2"_s } });
        v6.insert(u"status"_s, status);
        QTest::newRow("v1alpha3 image, IPv6 only") << v6 << u"v1alpha3"_s;
    }

    void aNodeVmReadsAsTheVirtualMachineReader()
    {
        QFETCH(QJsonObject, object);
        QFETCH(QString, version);
        const NodeVm r = readNodeVm(object, version);
        const vmray::vmop::VirtualMachineState st =
            vmray::vmop::readVirtualMachine(object, version);
        const QJsonObject meta = object.value(u"metadata"_s).toObject();
        QCOMPARE(r.uid, meta.value(u"uid"_s).toString());
        QCOMPARE(r.headLabel,
            meta.value(u"labels"_s).toObject().value(QString(clusterHeadLabel)).toString());
        QCOMPARE(r.created,
            QDateTime::fromString(meta.value(u"creationTimestamp"_s).toString(), Qt::ISODate));
        QCOMPARE(r.deleting, st.deleting);
        QCOMPARE(r.deleted.isValid(), st.deleting);
        QCOMPARE(r.power, st.power);
        QCOMPARE(r.desiredPower, st.desiredPower);
        QCOMPARE(r.primaryIp, st.primaryIp);
        QCOMPARE(r.className, st.className);
        QCOMPARE(r.imageName, st.imageName);
        QVERIFY(!r.primaryIp.isEmpty() || st.primaryIp.isEmpty());
        // The newest condition, and the newest False one; of equals, the first.
        const vmray::vmop::Condition *newest = nullptr;
        const vmray::vmop::Condition *blocking = nullptr;
        for (const vmray::vmop::Condition &c : st.conditions) {
            if (!newest || c.lastTransition > newest->lastTransition)
                newest = &c;
            if (c.status == u"False"_s
                && (!blocking || c.lastTransition > blocking->lastTransition))
                blocking = &c;
        }
        QCOMPARE(r.newest.has_value(), newest != nullptr);
        if (newest)
            QVERIFY(*r.newest == *newest);
        QCOMPARE(r.blocking.has_value(), blocking != nullptr);
        if (blocking)
            QVERIFY(*r.blocking == *blocking);
        if (QByteArray(QTest::currentDataTag()) == "ties keep the first")
            QCOMPARE(r.blocking->message, u"first"_s);
        if (QByteArray(QTest::currentDataTag()) == "times in other forms")
            QCOMPARE(r.newest->message, u"utc"_s);
    }

    // The cache compares a VM's records to tell a changed VM from one a relist brought again.
    void sharedRecordsAreEqualWhenTheVmsAre()
    {
        const QJsonObject object = vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.2"_s);
        const auto record = [&](const QJsonObject &o) {
            return QVariant::fromValue(
                SharedNodeVm { std::make_shared<const NodeVm>(readNodeVm(o, u"v1alpha2"_s)) });
        };
        QVERIFY(record(object) == record(object)); // two reads of the same VM
        QVERIFY(record(object) != record(vm(u"rc-w-1"_s, u"PoweredOff"_s, u"10.0.0.2"_s)));
        QVERIFY(QVariant::fromValue(SharedNodeVm {}) != record(object));
    }

    void readsTheSummaryFields()
    {
        const QJsonObject running = nodeStatus(u"running"_s, u"running"_s, u"10.0.0.2"_s);
        const QJsonObject c = cluster({ u"rc-w-1"_s, u"rc-w-2"_s },
            u"healthy"_s,
            running,
            { { u"rc-w-1"_s, running } },
            {},
            u"192.168.1.10"_s);
        const ClusterSummary s = summarize(c,
            index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
                vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s) }));
        QCOMPARE(s.name, u"rc"_s);
        QCOMPARE(s.ns, u"ray-dev"_s);
        QCOMPARE(s.headVm, headVm);
        QCOMPARE(s.headIp, u"192.168.1.10"_s);
        QCOMPARE(s.dashboardUrl(), u"http://192.168.1.10:8265"_s);
        QCOMPARE(s.jobSubmitAddress(), u"http://192.168.1.10:8265"_s);
        QCOMPARE(s.workersDesired, 2);
        QCOMPARE(s.minWorkers, 1);
        QCOMPARE(s.maxWorkers, 4);
        QCOMPARE(s.rayImage, u"rayproject/ray:2.9.0"_s);
        QCOMPARE(s.nodeNames, (QStringList { headVm, u"rc-w-1"_s, u"rc-w-2"_s }));
        const QList<NodeRow> nodes =
            nodesOf(c, index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s) }));
        QCOMPARE(nodes.first().role, NodeRole::Head);
        QCOMPARE(nodes.first().vmClass, u"best-effort-large"_s);
        QCOMPARE(nodes.first().image, u"vmi-ray"_s);
        QCOMPARE(nodes.at(1).nodeType, u"cpu"_s);
        QCOMPARE(nodes.at(1).vmClass, u"best-effort-small"_s);
        QVERIFY(!nodes.at(1).hasVm);

        // Without the operator's copy, the service's ingress gives the address.
        QJsonObject noIp = c;
        QJsonObject status = noIp.value(u"status"_s).toObject();
        status.remove(u"vm_service_status"_s);
        noIp.insert(u"status"_s, status);
        const QJsonObject service { { u"status"_s,
            QJsonObject { { u"loadBalancer"_s,
                QJsonObject { { u"ingress"_s,
                    QJsonArray { QJsonObject { { u"ip"_s, u"192.168.1.11"_s } } } } } } } } };
        QCOMPARE(summarize(noIp, index({}), service).headIp, u"192.168.1.11"_s);
    }

    void aDepartedClusterCountsItsRemainingVms()
    {
        const QJsonObject running = nodeStatus(u"running"_s, u"running"_s, u"10.0.0.2"_s);
        const QJsonObject c =
            cluster({ u"rc-w-1"_s }, u"healthy"_s, running, { { u"rc-w-1"_s, running } });
        const ClusterSummary last = summarize(c, index({}));
        const ClusterSummary gone = departedCluster(
            last, index({ vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s, {}, true) }));
        QCOMPARE(gone.health, ClusterHealth::Deleting);
        QCOMPARE(gone.vmsLeft, 1);
        QCOMPARE(departedCluster(last, index({})).vmsLeft, 0);
    }

    void healthFromStatus_data()
    {
        QTest::addColumn<QJsonObject>("cluster");
        QTest::addColumn<ClusterHealth>("health");
        const QJsonObject running = nodeStatus(u"running"_s, u"running"_s, u"10.0.0.2"_s);
        const QJsonObject failure = nodeStatus(u"failure"_s, {});
        const QJsonObject initialized = nodeStatus(u"initialized"_s, {});
        QTest::addRow("all running")
            << cluster({ u"rc-w-1"_s }, u"healthy"_s, running, { { u"rc-w-1"_s, running } })
            << ClusterHealth::Healthy;
        QTest::addRow("not reported yet") << cluster({}, {}, {}, {}) << ClusterHealth::Starting;
        QTest::addRow("a worker still to come")
            << cluster({ u"rc-w-1"_s }, u"healthy"_s, running, {}) << ClusterHealth::Starting;
        QTest::addRow("head waiting for its service IP") << cluster({},
            u"unhealthy"_s,
            initialized,
            {},
            { condition(u"HeadNodeReady"_s,
                u"False"_s,
                u"Waiting"_s,
                u"The head service IP is not assigned yet"_s) })
                                                         << ClusterHealth::Starting;
        QTest::addRow("pre-flight failure") << cluster({},
            {},
            {},
            {},
            { condition(
                u"InvalidVirtualMachineClass"_s, u"False"_s, u"NotFound"_s, u"class not found"_s) })
                                            << ClusterHealth::Failed;
        QTest::addRow("head failed")
            << cluster({}, u"unhealthy"_s, failure, {}) << ClusterHealth::Failed;
        QTest::addRow("a worker failed") << cluster({ u"rc-w-1"_s, u"rc-w-2"_s },
            u"unhealthy"_s,
            running,
            { { u"rc-w-1"_s, running }, { u"rc-w-2"_s, failure } })
                                         << ClusterHealth::Degraded;
        QTest::addRow("a failed worker scaled down") << cluster({ u"rc-w-1"_s },
            u"healthy"_s,
            running,
            { { u"rc-w-1"_s, running }, { u"rc-w-2"_s, failure } })
                                                     << ClusterHealth::Healthy;
        QTest::addRow("being deleted")
            << cluster({}, u"unhealthy"_s, failure, {}, {}, {}, true) << ClusterHealth::Deleting;
    }

    void healthFromStatus()
    {
        QFETCH(QJsonObject, cluster);
        QFETCH(ClusterHealth, health);
        QCOMPARE(vmray::ray::healthFromStatus(cluster), health);
    }

    void aTallyNamesTheWorstFirst()
    {
        HealthTally tally;
        QVERIFY(!tally.worst());
        QCOMPARE(tally.total(), 0);
        const ClusterHealth arriving[] = { ClusterHealth::Healthy,
            ClusterHealth::Deleting,
            ClusterHealth::Starting,
            ClusterHealth::Degraded,
            ClusterHealth::Failed };
        for (ClusterHealth health : arriving) {
            tally.add(health);
            QCOMPARE(tally.worst(), std::optional(health)); // each worse than those before
        }
        HealthTally other;
        other.add(ClusterHealth::Healthy);
        tally += other;
        QCOMPARE(tally.total(), 6);
        QCOMPARE(tally.count(ClusterHealth::Healthy), 2);
        QCOMPARE(tally.worst(), std::optional(ClusterHealth::Failed));
    }

    // What Ray's dashboard says, joined by IP address into the rows (ray/rayobservation.h).
    void rayNodesJoinByIpAndADeadNodeOnARunningVmIsAProblem()
    {
        const QJsonObject running = nodeStatus(u"running"_s, u"running"_s, u"10.0.0.2"_s);
        const QJsonObject c = cluster({ u"rc-w-1"_s, u"rc-w-2"_s },
            u"healthy"_s,
            running,
            { { u"rc-w-1"_s, running }, { u"rc-w-2"_s, running } },
            {},
            u"192.168.1.10"_s);
        const VmIndex vms = index({ vm(headVm, u"PoweredOn"_s, u"10.0.0.2"_s),
            vm(u"rc-w-1"_s, u"PoweredOn"_s, u"10.0.0.3"_s),
            vm(u"rc-w-2"_s, u"PoweredOn"_s, u"10.0.0.4"_s) });
        const auto rayNode = [](const QString &ip, RayNodeState state, const QString &id) {
            DashboardNode n;
            n.ip = ip;
            n.state = state;
            n.nodeId = id;
            // The VMs were made at 00:10; these nodes started after.
            n.startTime = QDateTime::fromString(u"2026-11-30T00:20:00Z"_s, Qt::ISODate);
            if (state == RayNodeState::Alive) {
                n.cpuPercent = 42;
                n.memoryPercent = 10;
            } else {
                n.endTime = QDateTime::fromString(u"2026-11-30T01:00:00Z"_s, Qt::ISODate);
                n.stateMessage = u"heartbeats missed"_s;
            }
            return n;
        };
        RayClusterObservation o;
        o.reach = RayReach::Reachable;
        o.hasNodes = true;
        // An address reused: the old node at 10.0.0.3 died; the new one there is alive.
        o.nodes = { rayNode(u"10.0.0.2"_s, RayNodeState::Alive, u"head"_s),
            rayNode(u"10.0.0.3"_s, RayNodeState::Dead, u"old"_s),
            rayNode(u"10.0.0.3"_s, RayNodeState::Alive, u"new"_s),
            rayNode(u"10.9.9.9"_s, RayNodeState::Dead, u"gone"_s) };
        // 10.0.0.4 has no Ray node: Ray has not started there.

        QList<NodeRow> rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).ray.state, RayNodeView::State::Alive);
        QCOMPARE(rows.at(0).ray.cpuPercent, std::optional<double>(42));
        QCOMPARE(rows.at(1).ray.nodeId, u"new"_s);
        QCOMPARE(rows.at(1).ray.state, RayNodeView::State::Alive);
        QCOMPARE(rows.at(2).ray.state, RayNodeView::State::Missing);
        ClusterSummary s = summarize(c, vms, {}, &o);
        QCOMPARE(s.health, ClusterHealth::Healthy);
        QCOMPARE(s.ray.reach, RayReach::Reachable);
        QCOMPARE(s.ray.alive, 2);
        QCOMPARE(s.ray.nodes, 3);
        QCOMPARE(s.ray.deadWhileRunning, 0);

        // The node at 10.0.0.4 dies in Ray while its VM runs.
        o.nodes << rayNode(u"10.0.0.4"_s, RayNodeState::Dead, u"w2"_s);
        rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.at(2).ray.state, RayNodeView::State::Dead);
        QCOMPARE(rows.at(2).phase, NodePhase::Failed);
        QVERIFY(worded(rows.at(2).reason).contains(u"heartbeats missed"_s));
        s = summarize(c, vms, {}, &o);
        QCOMPARE(s.health, ClusterHealth::Degraded);
        QVERIFY(worded(s.reason).contains(u"rc-w-2"_s));
        QCOMPARE(s.ray.deadWhileRunning, 1);
        QCOMPARE(s.ray.deadNodes, QStringList { u"rc-w-2"_s });
        QCOMPARE(s.workersRunning, 1);

        // A dead node that ended before the VM at its address was made is an earlier node's: the
        // new VM is not blamed for it (Ray has not started on it yet).
        o.nodes.last().endTime = QDateTime::fromString(u"2026-11-30T00:05:00Z"_s, Qt::ISODate);
        rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.at(2).ray.state, RayNodeView::State::Missing);
        QCOMPARE(rows.at(2).phase, NodePhase::Running);
        QCOMPARE(summarize(c, vms, {}, &o).health, ClusterHealth::Healthy);
        o.nodes.removeLast();

        // Missing from Ray: fine while it starts, a problem once its VM has run for the grace
        // time without Ray listing it (a recreated node that never rejoined).
        const QDateTime since = rows.at(2).since;
        QVERIFY(since.isValid());
        o.nodesReadAt = since.addSecs(4 * 60);
        rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.at(2).ray.state, RayNodeView::State::Missing);
        QCOMPARE(rows.at(2).phase, NodePhase::Running);
        QCOMPARE(summarize(c, vms, {}, &o).health, ClusterHealth::Healthy);
        o.nodesReadAt = since.addSecs(7 * 60);
        rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.at(2).phase, NodePhase::Failed);
        QVERIFY2(worded(rows.at(2).reason).contains(u"7 minutes"_s),
            qPrintable(worded(rows.at(2).reason)));
        s = summarize(c, vms, {}, &o);
        QCOMPARE(s.health, ClusterHealth::Degraded);
        QVERIFY2(
            worded(s.reason).startsWith(u"Worker rc-w-2: Ray does not list this node 7 minutes"_s),
            qPrintable(worded(s.reason)));
        QCOMPARE(s.ray.deadNodes, QStringList { u"rc-w-2"_s });
        o.nodesReadAt = {};

        // The head dead in Ray: its VM runs, so it stays Running (its dashboard is still read),
        // and the cluster is Degraded, saying why.
        o.nodes[0].state = RayNodeState::Dead;
        o.nodes[0].endTime = QDateTime::fromString(u"2026-11-30T01:00:00Z"_s, Qt::ISODate);
        rows = nodesOf(c, vms, &o);
        QCOMPARE(rows.at(0).phase, NodePhase::Running);
        QVERIFY(rows.at(0).ray.deadWhileRunning);
        s = summarize(c, vms, {}, &o);
        QVERIFY(s.headRunning);
        QCOMPARE(s.health, ClusterHealth::Degraded);
        QVERIFY2(
            worded(s.reason).startsWith(u"Head node: Ray reports"_s), qPrintable(worded(s.reason)));
        o.nodes[0].state = RayNodeState::Alive;

        // Without a reading nothing is claimed, and the VM-level rules alone decide.
        o.hasNodes = false;
        o.nodes.clear();
        o.reach = RayReach::Unreachable;
        rows = nodesOf(c, vms, &o);
        for (const NodeRow &r : rows)
            QCOMPARE(r.ray.state, RayNodeView::State::Unknown);
        s = summarize(c, vms, {}, &o);
        QCOMPARE(s.health, ClusterHealth::Healthy);
        QCOMPARE(s.ray.reach, RayReach::Unreachable);
        QVERIFY(!s.ray.counted);
        QVERIFY(summarize(c, vms) == summarize(c, vms, {}, nullptr));
    }

    void aSampleReadsPercentsFromWhatTheNodeReports()
    {
        DashboardNode n;
        n.state = RayNodeState::Alive;
        n.cpuPercent = 12.5;
        n.memoryUsedBytes = 1024;
        n.memoryTotalBytes = 4096; // no percent sent: computed
        DashboardGpu g;
        g.utilizationPercent = 80;
        g.memoryUsedMiB = 10;
        g.memoryTotalMiB = 40;
        n.gpus = { g };
        const RayNodeSample s = sampleOf(n, QDateTime::fromSecsSinceEpoch(5, Qt::UTC));
        QVERIFY(s.alive);
        QCOMPARE(s.cpuPercent, std::optional<double>(12.5));
        QCOMPARE(s.memoryPercent, std::optional<double>(25));
        QCOMPARE(s.gpuPercent, std::optional<double>(80));
        QCOMPARE(s.gpuMemoryPercent, std::optional<double>(25));
        DashboardNode bare;
        const RayNodeSample none = sampleOf(bare, {});
        QVERIFY(!none.cpuPercent && !none.memoryPercent && !none.gpuPercent);
    }
};

QTEST_GUILESS_MAIN(TestClusterState)
#include "tst_clusterstate.moc"
