// Teardown and node repair against the emulator over HTTPS: a teardown removes every VM, the VM
// service and the secrets of its cluster and nothing of any other; the uid precondition keeps a
// re-created cluster or a replaced VM; the operator's DeleteCluster failure is reported and
// "retry now" works without waiting for the operator's minute; a finalizer that stays is
// reported as overdue; "Recreate node" brings a failed worker back to running without writing
// the cluster.
#include "emulatorfixture.h"
#include "kube/kubeclient.h"
#include "ray/clusterapply.h"
#include "ray/clusterteardown.h"
#include "ray/noderecreate.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray;
using namespace vmray::kube;
using namespace vmray::ray;

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

// One emulator with its client.
struct Supervisor
{
    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<KubeClient> client;

    bool start(const QString &speed)
    {
        if (!emu.start({ u"--seed"_s, u"empty"_s, u"--speed"_s, speed }))
            return false;
        client = std::make_unique<KubeClient>(&nam);
        RequestPolicy p;
        p.server = emu.url();
        p.bearerToken = emu.adminToken();
        QString error;
        p.trust = TlsTrust::fromCaFile(emu.caFile(), &error);
        client->setPolicy(p);
        return error.isEmpty();
    }
    QJsonObject cluster(const QString &name)
    {
        return emu.get(clusters + u'/' + name, emu.adminToken()).json();
    }
    int status(const QString &path) { return emu.get(path, emu.adminToken()).status; }
    bool create(const QString &name, int workers)
    {
        return emu.request(
                      "POST", clusters, toJson(validCluster(name, ns, workers)), emu.adminToken())
                   .status
            == 201;
    }
    bool isRunning(const QString &name, int workers)
    {
        const QJsonObject status = obj(cluster(name), u"status"_s);
        if (obj(status, u"head_node_status"_s).value(u"vm_status"_s).toString() != u"running"_s)
            return false;
        const QJsonObject current = obj(status, u"current_workers"_s);
        int running = 0;
        for (const QJsonValue w : current)
            running += w.toObject().value(u"vm_status"_s).toString() == u"running"_s ? 1 : 0;
        return running == workers;
    }
    bool hasFinalizer(const QString &name)
    {
        return !obj(cluster(name), u"metadata"_s).value(u"finalizers"_s).toArray().isEmpty()
            && !obj(obj(cluster(name), u"metadata"_s), u"labels"_s).isEmpty();
    }
    // The plan as the console makes it: from the cluster as read, with the secrets looked up.
    TeardownPlan plan(const QString &name, bool deleteDockerAuth = true)
    {
        TeardownPlan p = teardownPlanOf(cluster(name));
        TeardownSecretsLookup lookup(client.get(), ns, name);
        QSignalSpy done(&lookup, &TeardownSecretsLookup::finished);
        lookup.start();
        if (!done.wait(20000))
            return {};
        p.operatorSecrets = lookup.operatorSecrets();
        p.dockerAuth = lookup.dockerAuth();
        p.deleteDockerAuth = deleteDockerAuth && p.dockerAuth.has_value();
        return p;
    }
    void addSecret(const QString &name, bool ours)
    {
        QJsonObject meta { { u"name"_s, name } };
        if (ours)
            meta.insert(u"labels"_s,
                QJsonObject { { u"app.kubernetes.io/managed-by"_s, u"vmray-console"_s } });
        emu.request("POST",
            secrets,
            toJson({ { u"apiVersion"_s, u"v1"_s },
                { u"kind"_s, u"Secret"_s },
                { u"metadata"_s, meta },
                { u"stringData"_s, QJsonObject { { u"password"_s, u"s3cret"_s } } } }),
            emu.adminToken());
    }
};
} // namespace

class TestClusterTeardown : public QObject
{
    Q_OBJECT

    Supervisor fast; // the operator at 40 times real speed: clusters come up in seconds
    Supervisor slow; // real speed: the operator retries a failed delete after a real minute

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(fast.start(u"40"_s));
        QVERIFY(slow.start(u"1"_s));
    }

    void cleanupTestCase()
    {
        fast.client.reset();
        slow.client.reset();
        QCOMPARE(fast.emu.stop(), 0);
        QCOMPARE(slow.emu.stop(), 0);
    }

    void teardownRemovesOnlyThatCluster()
    {
        QVERIFY(fast.create(u"alpha"_s, 2));
        QVERIFY(fast.create(u"beta"_s, 1));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"alpha"_s, 2), 60000);
        VMRAY_WAIT_VERIFY(fast.isRunning(u"beta"_s, 1), 60000);
        fast.addSecret(u"alpha-docker-auth"_s, true);
        fast.addSecret(u"beta-docker-auth"_s, true);
        fast.addSecret(u"team-credentials"_s, false);

        const TeardownPlan plan = fast.plan(u"alpha"_s);
        QVERIFY(plan.headVm.startsWith(u"alpha-h-"_s));
        QCOMPARE(plan.vmService, plan.headVm);
        QCOMPARE(plan.workerVms.size(), 2);
        QCOMPARE(plan.operatorSecrets.size(), 4); // ssh-key, wsecret, root-cert, hsecret
        QVERIFY(plan.dockerAuth && plan.dockerAuth->managedByConsole);
        const QStringList alphaSecrets { u"alpha-ssh-key"_s,
            u"alpha-wsecret"_s,
            u"alpha-root-cert"_s,
            u"alpha-hsecret"_s,
            u"alpha-docker-auth"_s };
        for (const QString &s : alphaSecrets)
            QCOMPARE(fast.status(secrets + u'/' + s), 200);
        const QJsonObject beta = fast.cluster(u"beta"_s);
        const TeardownPlan betaPlan = teardownPlanOf(beta);

        ClusterTeardown teardown(fast.client.get(), u"v1alpha2"_s, plan);
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        teardown.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Completed);
        QCOMPARE(teardown.vms(), plan.vms());
        QCOMPARE(teardown.vmsGone(), 3);
        QVERIFY(teardown.secretsLeft().isEmpty());
        QVERIFY2(teardown.result().english().contains(u"alpha-docker-auth"_s),
            qPrintable(teardown.result().english()));

        // Everything of alpha is gone…
        QCOMPARE(fast.status(clusters + u"/alpha"_s), 404);
        for (const QString &vm : plan.vms())
            QCOMPARE(fast.status(vms + u'/' + vm), 404);
        QCOMPARE(fast.status(services + u'/' + plan.headVm), 404);
        for (const QString &s : alphaSecrets)
            QCOMPARE(fast.status(secrets + u'/' + s), 404);
        // …and nothing of beta or anyone else.
        QCOMPARE(obj(fast.cluster(u"beta"_s), u"metadata"_s).value(u"uid"_s),
            obj(beta, u"metadata"_s).value(u"uid"_s));
        QVERIFY(!obj(fast.cluster(u"beta"_s), u"metadata"_s).contains(u"deletionTimestamp"_s));
        for (const QString &vm : betaPlan.vms())
            QCOMPARE(fast.status(vms + u'/' + vm), 200);
        QCOMPARE(fast.status(services + u'/' + betaPlan.headVm), 200);
        for (const QString &s :
            { u"beta-ssh-key"_s, u"beta-hsecret"_s, u"beta-docker-auth"_s, u"team-credentials"_s })
            QCOMPARE(fast.status(secrets + u'/' + s), 200);
        QVERIFY(fast.isRunning(u"beta"_s, 1));
    }

    void keepsTheRegistrySecretWhenNotChosen()
    {
        QVERIFY(fast.create(u"kappa"_s, 0));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"kappa"_s, 0), 60000);
        fast.addSecret(u"kappa-docker-auth"_s, false);
        const TeardownPlan plan = fast.plan(u"kappa"_s, false);
        QVERIFY(plan.dockerAuth && !plan.dockerAuth->managedByConsole);
        ClusterTeardown teardown(fast.client.get(), u"v1alpha2"_s, plan);
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        teardown.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Completed);
        QCOMPARE(fast.status(secrets + u"/kappa-docker-auth"_s), 200);
        QCOMPARE(fast.status(secrets + u"/kappa-hsecret"_s), 404);
    }

    // A VM the plan names but the operator does not delete (not in the cluster's status): the
    // teardown does not wait for it forever, and says which it is.
    void reportsWhatTheOperatorLeftBehind()
    {
        QVERIFY(fast.create(u"theta"_s, 0));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"theta"_s, 0), 60000);
        const QJsonObject stray { { u"apiVersion"_s, u"vmoperator.vmware.com/v1alpha2"_s },
            { u"kind"_s, u"VirtualMachine"_s },
            { u"metadata"_s, QJsonObject { { u"name"_s, u"theta-w-stray"_s } } },
            { u"spec"_s,
                QJsonObject { { u"className"_s, u"best-effort-small"_s },
                    { u"imageName"_s, u"vmi-7289e7d90a3c53e73"_s },
                    { u"storageClass"_s, u"vsan-default-storage-policy"_s },
                    { u"powerState"_s, u"PoweredOn"_s } } } };
        QCOMPARE(fast.emu.request("POST", vms, toJson(stray), fast.emu.adminToken()).status, 201);
        TeardownPlan plan = fast.plan(u"theta"_s);
        plan.workerVms << u"theta-w-stray"_s;
        ClusterTeardown teardown(fast.client.get(), u"v1alpha2"_s, plan);
        teardown.setLeftBehindAfter(std::chrono::milliseconds(1500));
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        teardown.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Incomplete);
        QCOMPARE(teardown.leftBehind(), QStringList { u"theta-w-stray"_s });
        QVERIFY(teardown.result().english().contains(u"theta-w-stray"_s));
        QCOMPARE(fast.status(clusters + u"/theta"_s), 404);
        QCOMPARE(fast.status(vms + u"/"_s + plan.headVm), 404);
        QCOMPARE(fast.status(vms + u"/theta-w-stray"_s), 200);
    }

    // A stale click: the cluster the user saw was deleted and another made under its name.
    void uidPreconditionKeepsARecreatedCluster()
    {
        QVERIFY(fast.create(u"gamma"_s, 1));
        QTRY_VERIFY_WITH_TIMEOUT(fast.hasFinalizer(u"gamma"_s), 30000);
        const TeardownPlan stale = fast.plan(u"gamma"_s);
        QCOMPARE(
            fast.emu.request("DELETE", clusters + u"/gamma"_s, {}, fast.emu.adminToken()).status,
            200);
        VMRAY_WAIT_VERIFY(fast.status(clusters + u"/gamma"_s) == 404, 30000);
        QVERIFY(fast.create(u"gamma"_s, 1));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"gamma"_s, 1), 60000);
        const QJsonObject recreated = fast.cluster(u"gamma"_s);
        QVERIFY(obj(recreated, u"metadata"_s).value(u"uid"_s).toString() != stale.uid);

        ClusterTeardown teardown(fast.client.get(), u"v1alpha2"_s, stale);
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        teardown.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Conflict);
        QCOMPARE(teardown.error().httpStatus(), 409);
        QVERIFY(teardown.result().english().contains(u"Nothing was deleted"_s));
        const QJsonObject after = fast.cluster(u"gamma"_s);
        QCOMPARE(obj(after, u"metadata"_s).value(u"uid"_s),
            obj(recreated, u"metadata"_s).value(u"uid"_s));
        QVERIFY(!obj(after, u"metadata"_s).contains(u"deletionTimestamp"_s));
        for (const QString &vm : teardownPlanOf(after).vms())
            QCOMPARE(fast.status(vms + u'/' + vm), 200);
    }

    // The operator's delete fails; its DeleteCluster condition is shown, and "retry now" gets it
    // done well before the operator's own retry a minute later.
    void deletionFailureIsShownAndRetryWorks()
    {
        // Settled first: changes of its VMs would wake the operator early.
        QVERIFY(slow.create(u"delta"_s, 0));
        QTRY_VERIFY_WITH_TIMEOUT(slow.isRunning(u"delta"_s, 0), 60000);
        QVERIFY(slow.emu.fault({ { u"failClusterDeletions"_s, 1 } }));
        ClusterTeardown teardown(slow.client.get(), u"v1alpha2"_s, slow.plan(u"delta"_s));
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        QElapsedTimer clock;
        clock.start();
        teardown.start();
        QTRY_VERIFY_WITH_TIMEOUT(teardown.deleteFailure().has_value(), 20000);
        QCOMPARE(teardown.deleteFailure()->reason, u"FailureToDeleteHeadNode"_s);
        QVERIFY(teardown.deleteFailure()->message.contains(u"emulated failure"_s));
        QVERIFY(teardown.progress().english().contains(u"FailureToDeleteHeadNode"_s));
        QCOMPARE(teardown.clusterState(), ClusterTeardown::ObjectState::Deleting);
        QVERIFY(obj(slow.cluster(u"delta"_s), u"metadata"_s).contains(u"deletionTimestamp"_s));

        teardown.retryNow();
        QVERIFY(finished.wait(45000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Completed);
        QVERIFY2(clock.elapsed() < 55000, "finished by the operator's own retry, not by ours");
        QCOMPARE(slow.status(clusters + u"/delta"_s), 404);
        QVERIFY(!teardown.deleteFailure());
    }

    // A finalizer that stays (the operator is down) is reported, and the teardown goes on when
    // the operator is back.
    void overdueFinalizerIsReported()
    {
        QVERIFY(slow.create(u"epsilon"_s, 0));
        QTRY_VERIFY_WITH_TIMEOUT(slow.hasFinalizer(u"epsilon"_s), 30000);
        QVERIFY(slow.emu.fault({ { u"pauseOperator"_s, true } }));
        ClusterTeardown teardown(slow.client.get(), u"v1alpha2"_s, slow.plan(u"epsilon"_s));
        teardown.setOverdueAfter(std::chrono::milliseconds(1500));
        QSignalSpy finished(&teardown, &ClusterTeardown::finished);
        teardown.start();
        QTRY_VERIFY_WITH_TIMEOUT(teardown.isOverdue(), 20000);
        QVERIFY(teardown.progress().english().contains(u"has not finished"_s));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Running);
        QVERIFY(slow.emu.fault({ { u"pauseOperator"_s, false } }));
        QVERIFY(finished.wait(45000));
        QCOMPARE(teardown.outcome(), ClusterTeardown::Outcome::Completed);
        QVERIFY(!teardown.isOverdue());
    }

    // A worker whose VM could not be created is stuck; recreating it brings it back, and the
    // cluster's desired workers are never written.
    void recreateBringsAFailedWorkerBack()
    {
        QVERIFY(fast.create(u"zeta"_s, 1));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"zeta"_s, 1), 60000);
        const QJsonObject before = fast.cluster(u"zeta"_s);
        const QString worker = teardownPlanOf(before).workerVms.value(0);
        QVERIFY(!worker.isEmpty());
        // Make the worker fail: its VM goes, and the operator's new one cannot be placed.
        QVERIFY(fast.emu.fault({ { u"failVmCreations"_s, 1 } }));
        QCOMPARE(
            fast.emu.request("DELETE", vms + u'/' + worker, {}, fast.emu.adminToken()).status, 200);
        const auto createFailed = [&] {
            const QJsonObject vm = fast.emu.get(vms + u'/' + worker, fast.emu.adminToken()).json();
            for (const QJsonValue c : obj(vm, u"status"_s).value(u"conditions"_s).toArray()) {
                if (c.toObject().value(u"type"_s).toString() == u"VirtualMachineCreated"_s
                    && c.toObject().value(u"status"_s).toString() == u"False"_s)
                    return true;
            }
            return false;
        };
        VMRAY_WAIT_VERIFY(createFailed(), 30000);
        const QJsonObject failedVm =
            fast.emu.get(vms + u'/' + worker, fast.emu.adminToken()).json();
        const QString failedUid = obj(failedVm, u"metadata"_s).value(u"uid"_s).toString();

        NodeRecreate::Target target { ns,
            u"zeta"_s,
            obj(before, u"metadata"_s).value(u"uid"_s).toString(),
            worker,
            failedUid,
            false };
        NodeRecreate recreate(fast.client.get(), u"v1alpha2"_s, target);
        QSignalSpy finished(&recreate, &NodeRecreate::finished);
        QList<NodeRecreate::Phase> phases;
        connect(&recreate, &NodeRecreate::progressChanged, this, [&] {
            if (phases.isEmpty() || phases.last() != recreate.phase())
                phases.append(recreate.phase());
        });
        recreate.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(recreate.outcome(), NodeRecreate::Outcome::Completed);
        QVERIFY(phases.contains(NodeRecreate::Phase::Deploying)
            || phases.contains(NodeRecreate::Phase::WaitingForOperator));
        QVERIFY(fast.isRunning(u"zeta"_s, 1));
        const QJsonObject vm = fast.emu.get(vms + u'/' + worker, fast.emu.adminToken()).json();
        QVERIFY(obj(vm, u"metadata"_s).value(u"uid"_s).toString() != failedUid);
        QVERIFY(
            !obj(obj(vm, u"status"_s), u"network"_s).value(u"primaryIP4"_s).toString().isEmpty());
        // The node came back under its name; the autoscaler's field is as it was.
        QCOMPARE(obj(obj(fast.cluster(u"zeta"_s), u"spec"_s), u"autoscaler_desired_workers"_s),
            obj(obj(before, u"spec"_s), u"autoscaler_desired_workers"_s));
    }

    // The VM is deleted, then its return cannot be watched (403): the task ends as Failed and
    // says why, instead of running forever.
    void recreateThatCannotBeFollowedFails()
    {
        QVERIFY(fast.create(u"theta"_s, 0));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"theta"_s, 0), 60000);
        const QJsonObject cluster = fast.cluster(u"theta"_s);
        const QString head = teardownPlanOf(cluster).headVm;
        const QJsonObject vm = fast.emu.get(vms + u'/' + head, fast.emu.adminToken()).json();
        QVERIFY(fast.emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject {
                { u"count"_s, 1 }, { u"code"_s, 403 }, { u"pathContains"_s, clusters } } } }));
        NodeRecreate recreate(fast.client.get(),
            u"v1alpha2"_s,
            { ns,
                u"theta"_s,
                obj(cluster, u"metadata"_s).value(u"uid"_s).toString(),
                head,
                obj(vm, u"metadata"_s).value(u"uid"_s).toString(),
                true });
        QSignalSpy finished(&recreate, &NodeRecreate::finished);
        recreate.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(recreate.outcome(), NodeRecreate::Outcome::Failed);
        QCOMPARE(recreate.error().httpStatus(), 403);
        QVERIFY2(recreate.result().english().contains(u"cannot be followed"_s),
            qPrintable(recreate.result().english()));
        // The delete itself went through: the old VM is gone or going.
        const auto replaced = [&] {
            const QJsonObject now = fast.emu.get(vms + u'/' + head, fast.emu.adminToken()).json();
            return obj(now, u"metadata"_s).value(u"uid"_s).toString()
                != obj(vm, u"metadata"_s).value(u"uid"_s).toString()
                || obj(now, u"metadata"_s).contains(u"deletionTimestamp"_s);
        };
        VMRAY_WAIT_VERIFY(replaced(), 30000);
    }

    void recreateOfAReplacedVmDeletesNothing()
    {
        QVERIFY(fast.create(u"eta"_s, 0));
        VMRAY_WAIT_VERIFY(fast.isRunning(u"eta"_s, 0), 60000);
        const QJsonObject cluster = fast.cluster(u"eta"_s);
        const QString head = teardownPlanOf(cluster).headVm;
        NodeRecreate recreate(fast.client.get(),
            u"v1alpha2"_s,
            { ns,
                u"eta"_s,
                obj(cluster, u"metadata"_s).value(u"uid"_s).toString(),
                head,
                u"0000-stale"_s,
                true });
        QSignalSpy finished(&recreate, &NodeRecreate::finished);
        recreate.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(recreate.outcome(), NodeRecreate::Outcome::Conflict);
        QCOMPARE(recreate.error().httpStatus(), 409);
        const QJsonObject vm = fast.emu.get(vms + u'/' + head, fast.emu.adminToken()).json();
        QVERIFY(!obj(vm, u"metadata"_s).contains(u"deletionTimestamp"_s));
    }
};

QTEST_GUILESS_MAIN(TestClusterTeardown)
#include "tst_cluster_teardown.moc"
