// Creating clusters on the emulator the way the wizard does: every resource the console writes
// passes the real CRD schema and the operator's webhook (dry run, nothing stored); registry
// credentials become the <cluster>-docker-auth secret first; a name already taken, a refused
// resource and a create that fails after the secret leave nothing behind.
#include "emulatorfixture.h"
#include "kube/kubeclient.h"
#include "ray/clusterapply.h"
#include "ray/passwordhash.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray;
using namespace vmray::kube;
using namespace vmray::ray;

namespace {
const QString ns = u"analytics"_s;
const QString clusters = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters"_s;
const QString secrets = u"/api/v1/namespaces/analytics/secrets"_s;

ClusterSpec typicalCluster(const QString &name)
{
    ClusterSpec s;
    s.name = name;
    s.ns = ns;
    s.apiServerLocation = u"10.0.0.10"_s;
    s.rayImage = u"rayproject/ray:2.44.1"_s;
    s.headNodeType = u"ray.head.default"_s;
    s.vmImage = u"vmi-7289e7d90a3c53e73"_s;
    s.storageClass = u"vsan-default-storage-policy"_s;
    s.vmUser = u"ray"_s;
    s.vmPasswordSaltHash = hashVmPassword(u"correct horse"_s);
    s.maxWorkers = 3;
    s.enableTls = true;
    s.nodeTypes = { { u"ray.head.default"_s, u"best-effort-large"_s, 0, 0, {}, {}, {} },
        { u"worker"_s, u"best-effort-medium"_s, 1, 3, 2, 8LL << 30, {} } };
    return s;
}

QJsonValue field(const QJsonObject &object, const QString &dotted)
{
    QJsonValue v = object;
    for (const QString &key : dotted.split(u'.'))
        v = v.toObject().value(key);
    return v;
}

// Many shapes of valid clusters: node types, resources, bounds, optional fields.
ClusterSpec generatedCluster(int i)
{
    QRandomGenerator rng(static_cast<quint32>(1000 + i));
    ClusterSpec s = typicalCluster(u"gen-%1"_s.arg(i));
    const QStringList classes { u"best-effort-small"_s,
        u"best-effort-medium"_s,
        u"best-effort-large"_s,
        u"guaranteed-large"_s };
    s.nodeTypes = { { u"head-%1"_s.arg(i), classes[rng.bounded(4)], 0, 0, {}, {}, {} } };
    s.headNodeType = s.nodeTypes.first().name;
    const int types = 1 + rng.bounded(3);
    int total = 0;
    for (int t = 0; t < types; ++t) {
        NodeTypeSpec w;
        w.name = u"w%1.type"_s.arg(t);
        w.vmClass = classes[rng.bounded(4)];
        w.minWorkers = rng.bounded(3);
        w.maxWorkers = w.minWorkers + rng.bounded(4);
        if (rng.bounded(2))
            w.cpu = 1 + rng.bounded(16);
        if (rng.bounded(2))
            w.memory = (1LL + rng.bounded(64)) << 30;
        if (rng.bounded(3) == 0)
            w.gpu = rng.bounded(2);
        total += w.maxWorkers;
        s.nodeTypes.append(w);
    }
    s.maxWorkers = total;
    if (rng.bounded(2))
        s.headPort = 6000 + rng.bounded(1000);
    if (rng.bounded(2))
        s.idleTimeoutMinutes = 1 + rng.bounded(60);
    if (rng.bounded(2))
        s.enableTls = false;
    if (rng.bounded(2))
        s.headSetupCommands = { u"pip install pandas==2.2"_s, u"echo 'ready: true'"_s };
    if (rng.bounded(2))
        s.labels.insert(u"team"_s, u"data-%1"_s.arg(i));
    if (rng.bounded(3) == 0) {
        s.network = QJsonObject { { u"interfaces"_s,
            QJsonArray { QJsonObject { { u"name"_s, u"eth0"_s },
                { u"network"_s, QJsonObject { { u"name"_s, u"vpc-1"_s } } } } } } };
    }
    return s;
}
} // namespace

class TestClusterApply : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<KubeClient> client;

    struct Result
    {
        ClusterApply::Outcome outcome = ClusterApply::Outcome::Failed;
        KubeError error;
        QJsonObject created;
        QList<ClusterApply::Step> steps;
    };
    Result run(const ClusterSpec &spec,
        const RegistryCredentials &registry = {},
        bool dryRunOnly = false,
        const std::function<void(ClusterApply::Step)> &onStep = {})
    {
        Result r;
        auto *apply = new ClusterApply(client.get(), spec, registry, this);
        apply->setDryRunOnly(dryRunOnly);
        connect(apply, &ClusterApply::stepChanged, this, [&](ClusterApply::Step step) {
            r.steps.append(step);
            if (onStep)
                onStep(step);
        });
        QSignalSpy done(apply, &ClusterApply::finished);
        apply->start();
        if (!done.wait(60000))
            return r;
        r.outcome = apply->outcome();
        r.error = apply->error();
        r.created = apply->created();
        delete apply;
        return r;
    }
    int clusterCount()
    {
        return static_cast<int>(
            emu.get(clusters, emu.adminToken()).json().value(u"items"_s).toArray().size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        client = std::make_unique<KubeClient>(&nam);
        RequestPolicy p;
        p.server = emu.url();
        p.bearerToken = emu.adminToken();
        QString error;
        p.trust = TlsTrust::fromCaFile(emu.caFile(), &error);
        QVERIFY(error.isEmpty());
        client->setPolicy(p);
    }

    void cleanupTestCase()
    {
        client.reset();
        QCOMPARE(emu.stop(), 0);
    }

    // What the console writes is what the API server takes: the real CRD's schema (with its
    // pruning, types and required fields) and the webhook, through dryRun=All.
    void writesResourcesTheRealSchemaAccepts()
    {
        const int before = clusterCount();
        QVERIFY(before > 0);
        for (int i = 0; i < 40; ++i) {
            const ClusterSpec spec = i == 0 ? typicalCluster(u"typical"_s) : generatedCluster(i);
            const Result r = run(spec, {}, true);
            QVERIFY2(r.outcome == ClusterApply::Outcome::Created,
                qPrintable(u"%1: %2"_s.arg(spec.name, r.error.toString())));
        }
        QCOMPARE(clusterCount(), before); // a dry run stores nothing
    }

    void createsTheClusterWithItsRegistrySecretFirst()
    {
        const ClusterSpec spec = [] {
            ClusterSpec s = typicalCluster(u"private-images"_s);
            s.dockerAuthSecret = dockerAuthSecretName(s.name);
            return s;
        }();
        const Result r = run(spec, { u"robot"_s, u"t0ken"_s, u"registry.example.com"_s });
        QCOMPARE(r.outcome, ClusterApply::Outcome::Created);
        QCOMPARE(r.steps,
            (QList<ClusterApply::Step> { ClusterApply::Step::DryRun,
                ClusterApply::Step::Secret,
                ClusterApply::Step::Create }));
        QVERIFY(!r.created.value(u"metadata"_s).toObject().value(u"uid"_s).toString().isEmpty());

        const HttpResult secret =
            emu.get(secrets + u"/private-images-docker-auth"_s, emu.adminToken());
        QCOMPARE(secret.status, 200);
        const QJsonObject data = secret.json().value(u"data"_s).toObject();
        QCOMPARE(QByteArray::fromBase64(data.value(u"username"_s).toString().toLatin1()), "robot");
        QCOMPARE(QByteArray::fromBase64(data.value(u"password"_s).toString().toLatin1()), "t0ken");
        QCOMPARE(QByteArray::fromBase64(data.value(u"registry"_s).toString().toLatin1()),
            "registry.example.com");
        QCOMPARE(secret.json()
                     .value(u"metadata"_s)
                     .toObject()
                     .value(u"labels"_s)
                     .toObject()
                     .value(managedByLabel)
                     .toString(),
            QString(managedByConsole));
        const HttpResult cluster = emu.get(clusters + u"/private-images"_s, emu.adminToken());
        QCOMPARE(cluster.status, 200);
        QCOMPARE(field(cluster.json(), u"spec.docker_config.auth_secret_name"_s).toString(),
            u"private-images-docker-auth"_s);
        // The operator takes it from here: the head VM appears.
        VMRAY_WAIT_VERIFY(field(emu.get(clusters + u"/private-images"_s, emu.adminToken()).json(),
                              u"status.head_node_status.vm_status"_s)
                              .toString()
                == u"running"_s,
            60000);
    }

    void saysWhenTheNameIsTakenAndChangesNothing()
    {
        const ClusterSpec spec = typicalCluster(u"taken"_s);
        QCOMPARE(run(spec).outcome, ClusterApply::Outcome::Created);
        const QString uid =
            field(emu.get(clusters + u"/taken"_s, emu.adminToken()).json(), u"metadata.uid"_s)
                .toString();
        const Result again = run(spec, { u"robot"_s, u"secret"_s, {} });
        QCOMPARE(again.outcome, ClusterApply::Outcome::AlreadyExists);
        QCOMPARE(again.error.httpStatus(), 409);
        // Caught by the dry run: no secret was written, the cluster is the same object.
        QCOMPARE(again.steps, QList<ClusterApply::Step> { ClusterApply::Step::DryRun });
        QCOMPARE(emu.get(secrets + u"/taken-docker-auth"_s, emu.adminToken()).status, 404);
        QCOMPARE(field(emu.get(clusters + u"/taken"_s, emu.adminToken()).json(), u"metadata.uid"_s)
                     .toString(),
            uid);
    }

    void putsTheServersCausesOnFields()
    {
        ClusterSpec spec = typicalCluster(u"refused"_s);
        spec.headNodeType = u"no-such-type"_s; // the webhook's rule, checked by the server
        const Result r = run(spec, { u"robot"_s, u"secret"_s, {} });
        QCOMPARE(r.outcome, ClusterApply::Outcome::Invalid);
        QCOMPARE(r.error.httpStatus(), 422);
        const QList<SpecProblem> problems =
            problemsOfCauses(r.error, { { u"spec.head_node.node_type"_s, { 9, 16 } } });
        QVERIFY(!problems.isEmpty());
        const bool onField =
            std::any_of(problems.cbegin(), problems.cend(), [](const SpecProblem &p) {
                return p.field.startsWith(u"spec."_s) && !p.message.isEmpty();
            });
        QVERIFY2(onField, qPrintable(r.error.toString()));
        QCOMPARE(emu.get(clusters + u"/refused"_s, emu.adminToken()).status, 404);
        QCOMPARE(emu.get(secrets + u"/refused-docker-auth"_s, emu.adminToken()).status, 404);
    }

    // The cluster is created from elsewhere between the dry run and the create: the create gets
    // 409, and the secret this attempt wrote is removed again.
    void removesItsSecretWhenTheCreateFails()
    {
        ClusterSpec spec = typicalCluster(u"raced"_s);
        spec.dockerAuthSecret = dockerAuthSecretName(spec.name);
        const Result r =
            run(spec, { u"robot"_s, u"secret"_s, {} }, false, [&](ClusterApply::Step step) {
                if (step == ClusterApply::Step::Create)
                    QCOMPARE(emu.request("POST",
                                    clusters,
                                    toJson(validCluster(u"raced"_s, ns)),
                                    emu.adminToken())
                                 .status,
                        201);
            });
        QCOMPARE(r.outcome, ClusterApply::Outcome::AlreadyExists);
        VMRAY_WAIT_VERIFY(
            emu.get(secrets + u"/raced-docker-auth"_s, emu.adminToken()).status == 404, 10000);
    }
};

QTEST_GUILESS_MAIN(TestClusterApply)
#include "tst_cluster_apply.moc"
