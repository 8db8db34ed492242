// The simulated vmray operator, VM Operator and Ray autoscaler behave as supervisor-api.md
// describes: objects and names, the state machine, pre-flight conditions and teardown order.
#include "emulatorfixture.h"

#include <QSet>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {
const QString ns = u"ray-test"_s;
const QString clusters = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-test/vmrayclusters"_s;
const QString vms = u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-test/virtualmachines"_s;
const QString services =
    u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-test/virtualmachineservices"_s;
const QString secrets = u"/api/v1/namespaces/ray-test/secrets"_s;

QJsonObject obj(const QJsonObject &o, const QString &key)
{
    return o.value(key).toObject();
}

QStringList itemNames(const QJsonObject &list)
{
    QStringList out;
    for (const QJsonValue v : list.value(u"items"_s).toArray())
        out << v.toObject().value(u"metadata"_s).toObject().value(u"name"_s).toString();
    return out;
}
} // namespace

class TestEmulatorOperator : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    QString token;

    QJsonObject cluster(const QString &name)
    {
        return emu.get(clusters + u'/' + name, token).json();
    }
    QJsonObject status(const QString &name) { return obj(cluster(name), u"status"_s); }
    QStringList vmNames() { return itemNames(emu.get(vms, token).json()); }
    QStringList vmNamesOf(const QString &clusterName)
    {
        QStringList out;
        for (const QString &n : vmNames())
            if (n.startsWith(clusterName + u"-h-"_s) || n.startsWith(clusterName + u"-w-"_s))
                out << n;
        return out;
    }
    bool create(const QJsonObject &c)
    {
        return emu.request("POST", clusters, toJson(c), token).status == 201;
    }
    // Head and `workers` workers running, and the cluster healthy.
    bool isRunning(const QString &name, int workers)
    {
        const QJsonObject c = cluster(name);
        const QJsonObject s = obj(c, u"status"_s);
        const QJsonObject current = obj(s, u"current_workers"_s);
        if (obj(s, u"head_node_status"_s).value(u"ray_status"_s).toString() != u"running"_s
            || current.size() != workers
            || obj(obj(c, u"spec"_s), u"autoscaler_desired_workers"_s).size() != workers)
            return false;
        for (const QJsonValue w : current)
            if (w.toObject().value(u"vm_status"_s).toString() != u"running"_s)
                return false;
        return s.value(u"cluster_state"_s).toString() == u"healthy"_s;
    }
    QString uidOfVm(const QString &name)
    {
        return obj(emu.get(vms + u'/' + name, token).json(), u"metadata"_s)
            .value(u"uid"_s)
            .toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start({ u"--seed"_s, u"empty"_s, u"--speed"_s, u"40"_s }));
        token = emu.login(0);
        QVERIFY(!token.isEmpty());
    }

    void cleanupTestCase()
    {
        // A clean exit: no crash, no sanitizer report, no hang with watches open.
        QCOMPARE(emu.stop(), 0);
    }

    void shouldBringAClusterUpLikeTheOperator()
    {
        QVERIFY(create(validCluster(u"alpha"_s, ns, 2)));
        // Finalizer and a 5-character head nounce label come first.
        VMRAY_WAIT_VERIFY(!obj(obj(cluster(u"alpha"_s), u"metadata"_s), u"labels"_s)
                               .value(u"vmray.kubernetes.io/head-nounce"_s)
                               .toString()
                               .isEmpty(),
            20000);
        const QJsonObject meta = obj(cluster(u"alpha"_s), u"metadata"_s);
        const QString nounce =
            obj(meta, u"labels"_s).value(u"vmray.kubernetes.io/head-nounce"_s).toString();
        QCOMPARE(nounce.size(), 5);
        QVERIFY(
            meta.value(u"finalizers"_s).toArray().contains(u"vmraycluster.vmray.broadcom.com"_s));
        const QString head = u"alpha-h-"_s + nounce;

        VMRAY_WAIT_VERIFY(isRunning(u"alpha"_s, 2), 60000);
        const QJsonObject s = status(u"alpha"_s);
        // The head's VM service has a load-balancer IP, published in the status.
        const QJsonObject svc = emu.get(services + u'/' + head, token).json();
        QCOMPARE(obj(svc, u"spec"_s).value(u"type"_s).toString(), u"LoadBalancer"_s);
        const QString lbIp = obj(obj(svc, u"status"_s), u"loadBalancer"_s)
                                 .value(u"ingress"_s)
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(u"ip"_s)
                                 .toString();
        QVERIFY(!lbIp.isEmpty());
        QCOMPARE(obj(s, u"vm_service_status"_s).value(u"ip"_s).toString(), lbIp);
        QSet<int> ports;
        for (const QJsonValue p : obj(svc, u"spec"_s).value(u"ports"_s).toArray())
            ports.insert(p.toObject().value(u"port"_s).toInt());
        QCOMPARE(ports, (QSet<int> { 6379, 8265, 10001, 22 }));
        // The head VM: labelled, v1alpha2 fields, IP copied into the node status.
        const QJsonObject headVm = emu.get(vms + u'/' + head, token).json();
        QCOMPARE(obj(obj(headVm, u"metadata"_s), u"labels"_s)
                     .value(u"vmray.kubernetes.io/ray-cluster-head"_s)
                     .toString(),
            head);
        QCOMPARE(obj(headVm, u"status"_s).value(u"powerState"_s).toString(), u"PoweredOn"_s);
        QCOMPARE(obj(obj(headVm, u"status"_s), u"network"_s).value(u"primaryIP4"_s).toString(),
            obj(s, u"head_node_status"_s).value(u"ip"_s).toString());
        QCOMPARE(obj(obj(headVm, u"spec"_s), u"bootstrap"_s)
                     .value(u"cloudInit"_s)
                     .toObject()
                     .value(u"rawCloudConfig"_s)
                     .toObject()
                     .value(u"name"_s)
                     .toString(),
            u"alpha-hsecret"_s);
        // Workers come from autoscaler_desired_workers, named <cluster>-w-<8>, without labels.
        const QJsonObject desired =
            obj(obj(cluster(u"alpha"_s), u"spec"_s), u"autoscaler_desired_workers"_s);
        QCOMPARE(desired.size(), 2);
        for (auto it = desired.begin(); it != desired.end(); ++it) {
            QVERIFY(it.key().startsWith(u"alpha-w-"_s));
            QCOMPARE(it.key().size(), QStringLiteral("alpha-w-").size() + 8);
            QCOMPARE(it.value().toString(), u"ray.worker.default"_s);
            const QJsonObject vm = emu.get(vms + u'/' + it.key(), token).json();
            QVERIFY(!obj(vm, u"metadata"_s).contains(u"labels"_s));
            QVERIFY(obj(s, u"current_workers"_s).contains(it.key()));
        }
        // Secrets the operator makes.
        const QStringList secretNames = itemNames(emu.get(secrets, token).json());
        for (const QString &sfx : { u"-root-cert"_s, u"-ssh-key"_s, u"-hsecret"_s, u"-wsecret"_s })
            QVERIFY2(secretNames.contains(u"alpha"_s + sfx), qPrintable(sfx));
        // Events tell the story.
        const QJsonArray events =
            emu.get(
                   u"/api/v1/namespaces/ray-test/events?fieldSelector=involvedObject.name%3Dalpha"_s,
                   token)
                .json()
                .value(u"items"_s)
                .toArray();
        QSet<QString> reasons;
        for (const QJsonValue e : events)
            reasons.insert(e.toObject().value(u"reason"_s).toString());
        QVERIFY(reasons.contains(u"HeadServiceCreated"_s));
        QVERIFY(reasons.contains(u"HeadNodeCreated"_s));
        QVERIFY(reasons.contains(u"WorkerNodeCreated"_s));
    }

    void shouldNotRescaleWhenBoundsChangeLater()
    {
        VMRAY_WAIT_VERIFY(isRunning(u"alpha"_s, 2), 60000);
        const HttpResult r = emu.request("PATCH",
            clusters + u"/alpha"_s,
            R"({"spec":{"common_node_config":{"available_node_types":{"ray.worker.default":{"min_workers":3}}}}})",
            token,
            "application/merge-patch+json");
        QCOMPARE(r.status, 200);
        // Let the operator and the autoscaler make several passes: repair a node and wait for it.
        const QString worker =
            obj(obj(cluster(u"alpha"_s), u"spec"_s), u"autoscaler_desired_workers"_s)
                .keys()
                .first();
        const QString oldUid = uidOfVm(worker);
        QCOMPARE(emu.request("DELETE", vms + u'/' + worker, {}, token).status, 200);
        // The uid is read once: read twice, the old VM could be there for the first read and
        // gone for the second, which looked like a new one while the status was still old.
        const auto backOnANewVm = [&] {
            const QString uid = uidOfVm(worker);
            return !uid.isEmpty() && uid != oldUid && isRunning(u"alpha"_s, 2);
        };
        VMRAY_WAIT_VERIFY(backOnANewVm(), 180000); // about 4 s
        // The autoscaler read its bounds at creation: still two workers.
        QCOMPARE(
            obj(obj(cluster(u"alpha"_s), u"spec"_s), u"autoscaler_desired_workers"_s).size(), 2);
        QCOMPARE(vmNamesOf(u"alpha"_s).size(), 3);
    }

    void shouldReportMissingReferencesAsConditions()
    {
        QJsonObject c = validCluster(u"broken"_s, ns, 1);
        QJsonObject spec = obj(c, u"spec"_s);
        QJsonObject common = obj(spec, u"common_node_config"_s);
        common.insert(u"vm_image"_s, u"vmi-doesnotexist"_s);
        common.insert(u"storage_class"_s, u"no-such-policy"_s);
        spec.insert(u"common_node_config"_s, common);
        c.insert(u"spec"_s, spec);
        QVERIFY(create(c));
        VMRAY_WAIT_VERIFY(
            status(u"broken"_s).value(u"cluster_state"_s).toString() == u"unhealthy"_s, 30000);
        QSet<QString> types;
        for (const QJsonValue cond : status(u"broken"_s).value(u"conditions"_s).toArray()) {
            types.insert(cond.toObject().value(u"type"_s).toString());
            QCOMPARE(cond.toObject().value(u"reason"_s).toString(), u"ResourceNotFound"_s);
            QCOMPARE(cond.toObject().value(u"status"_s).toString(), u"False"_s);
        }
        QCOMPARE(
            types, (QSet<QString> { u"InvalidVirtualMachineImage"_s, u"InvalidStorageClass"_s }));
        // No head is deployed while pre-flight fails; the root certificate is made regardless.
        QVERIFY(vmNamesOf(u"broken"_s).isEmpty());
        QVERIFY(itemNames(emu.get(secrets, token).json()).contains(u"broken-root-cert"_s));
    }

    void shouldRedeployANodeWhoseVmWasDeleted()
    {
        VMRAY_WAIT_VERIFY(isRunning(u"alpha"_s, 2), 60000);
        const QString worker =
            obj(obj(cluster(u"alpha"_s), u"spec"_s), u"autoscaler_desired_workers"_s)
                .keys()
                .first();
        const QString oldUid = uidOfVm(worker);
        auto stream =
            emu.watch(clusters + u"?watch=true&fieldSelector=metadata.name%3Dalpha"_s, token);
        QCOMPARE(emu.request("DELETE", vms + u'/' + worker, {}, token).status, 200);
        // The node passes through failure and comes back on a new VM of the same name.
        VMRAY_WAIT_VERIFY(
            [&] {
                for (const QJsonObject &e : stream->events) {
                    const QJsonObject w =
                        obj(obj(obj(e, u"object"_s), u"status"_s), u"current_workers"_s)
                            .value(worker)
                            .toObject();
                    if (w.value(u"vm_status"_s).toString() == u"failure"_s)
                        return true;
                }
                return false;
            }(),
            60000);
        VMRAY_WAIT_VERIFY(isRunning(u"alpha"_s, 2), 60000);
        const QString newUid = obj(emu.get(vms + u'/' + worker, token).json(), u"metadata"_s)
                                   .value(u"uid"_s)
                                   .toString();
        QVERIFY(!newUid.isEmpty());
        QVERIFY(newUid != oldUid);
    }

    void shouldLeaveAStuckNodeWhenVmCreationFails()
    {
        QVERIFY(emu.fault(QJsonObject { { u"failVmCreations"_s, 1 } }));
        QVERIFY(create(validCluster(u"stuck"_s, ns, 0)));
        // The head VM exists but vCenter never created it: VirtualMachineCreated=False.
        VMRAY_WAIT_VERIFY(
            [&] {
                const QStringList heads = vmNamesOf(u"stuck"_s);
                if (heads.isEmpty())
                    return false;
                for (const QJsonValue c :
                    obj(emu.get(vms + u'/' + heads.first(), token).json(), u"status"_s)
                        .value(u"conditions"_s)
                        .toArray())
                    if (c.toObject().value(u"type"_s).toString() == u"VirtualMachineCreated"_s
                        && c.toObject().value(u"status"_s).toString() == u"False"_s)
                        return true;
                return false;
            }(),
            30000);
        QCOMPARE(obj(status(u"stuck"_s), u"head_node_status"_s).value(u"vm_status"_s).toString(),
            u"initialized"_s);
    }

    void shouldTearDownInTheOperatorsOrder()
    {
        QVERIFY(create(validCluster(u"bravo"_s, ns, 1)));
        VMRAY_WAIT_VERIFY(isRunning(u"bravo"_s, 1) && isRunning(u"alpha"_s, 2), 60000);
        const QStringList alphaVms = vmNamesOf(u"alpha"_s);
        const QStringList bravoVms = vmNamesOf(u"bravo"_s);
        QCOMPARE(bravoVms.size(), 2);
        auto vmWatch = emu.watch(vms + u"?watch=true&resourceVersion="_s
                + obj(emu.get(vms, token).json(), u"metadata"_s)
                      .value(u"resourceVersion"_s)
                      .toString(),
            token);
        auto crWatch =
            emu.watch(clusters + u"?watch=true&fieldSelector=metadata.name%3Dbravo"_s, token);
        const QString uid = obj(cluster(u"bravo"_s), u"metadata"_s).value(u"uid"_s).toString();
        QCOMPARE(emu.request("DELETE",
                        clusters + u"/bravo"_s,
                        toJson(QJsonObject {
                            { u"preconditions"_s, QJsonObject { { u"uid"_s, uid } } } }),
                        token)
                     .status,
            200);
        // The cluster is gone once the finalizer comes off, which can be before its VMs are.
        VMRAY_WAIT_VERIFY(emu.get(clusters + u"/bravo"_s, token).status == 404, 30000);
        VMRAY_WAIT_VERIFY(vmNamesOf(u"bravo"_s).isEmpty(), 60000);
        // A list can say an object is gone before the watch stream has carried its DELETED event
        // to this client: the events are waited for.
        VMRAY_WAIT_VERIFY(crWatch->countOf(u"DELETED"_s, u"bravo"_s) == 1, 30000);
        // Each VM went through deletionTimestamp before it vanished.
        for (const QString &vm : bravoVms)
            VMRAY_WAIT_VERIFY(vmWatch->countOf(u"DELETED"_s, vm) == 1, 30000);
        bool sawDeleting = false;
        for (const QJsonObject &e : vmWatch->events)
            sawDeleting = sawDeleting
                || obj(obj(e, u"object"_s), u"metadata"_s).contains(u"deletionTimestamp"_s);
        QVERIFY(sawDeleting);
        const QStringList left = itemNames(emu.get(secrets, token).json());
        for (const QString &sfx : { u"-root-cert"_s, u"-ssh-key"_s, u"-hsecret"_s, u"-wsecret"_s })
            QVERIFY2(!left.contains(u"bravo"_s + sfx), qPrintable(sfx));
        const QStringList serviceNames = itemNames(emu.get(services, token).json());
        for (const QString &svc : serviceNames)
            QVERIFY2(!svc.startsWith(u"bravo-"_s), qPrintable(svc));
        QVERIFY(serviceNames.contains(alphaVms.filter(u"-h-"_s).value(0)));
        // The other cluster is untouched.
        QCOMPARE(vmNamesOf(u"alpha"_s), alphaVms);
        QVERIFY(left.contains(u"alpha-root-cert"_s));
    }

    void shouldReportDeletionFailuresAndRetry()
    {
        QVERIFY(create(validCluster(u"charlie"_s, ns, 0)));
        VMRAY_WAIT_VERIFY(
            obj(status(u"charlie"_s), u"head_node_status"_s).value(u"ray_status"_s).toString()
                == u"running"_s,
            60000);
        QVERIFY(emu.fault(QJsonObject { { u"failClusterDeletions"_s, 1 } }));
        QCOMPARE(emu.request("DELETE", clusters + u"/charlie"_s, {}, token).status, 200);
        VMRAY_WAIT_VERIFY(
            [&] {
                for (const QJsonValue c : status(u"charlie"_s).value(u"conditions"_s).toArray())
                    if (c.toObject().value(u"type"_s).toString() == u"DeleteCluster"_s)
                        return c.toObject().value(u"reason"_s).toString()
                            == u"FailureToDeleteHeadNode"_s;
                return false;
            }(),
            30000);
        // The operator retries after its requeue interval and succeeds.
        VMRAY_WAIT_VERIFY(emu.get(clusters + u"/charlie"_s, token).status == 404, 30000);
        VMRAY_WAIT_VERIFY(vmNamesOf(u"charlie"_s).isEmpty(), 60000);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorOperator)
#include "tst_emulator_operator.moc"
