// What a namespace offers a new cluster: VM classes, images and quotas read from their objects,
// the checks against the Supervisor (name taken, references that do not exist), and the capacity
// a cluster reserves at its minimum and at most.
#include "englishcatalog.h"
#include "ray/clustercatalog.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray::ray;

namespace {
QJsonObject vmClass(const QString &name, int cpus, const QString &memory, int vgpus = 0)
{
    QJsonObject hardware { { u"cpus"_s, cpus }, { u"memory"_s, memory } };
    if (vgpus > 0) {
        QJsonArray devices;
        for (int i = 0; i < vgpus; ++i)
            devices.append(QJsonObject { { u"profileName"_s, u"grid_h100-40c"_s } });
        hardware.insert(u"devices"_s, QJsonObject { { u"vgpuDevices"_s, devices } });
    }
    return { { u"metadata"_s, QJsonObject { { u"name"_s, name } } },
        { u"spec"_s, QJsonObject { { u"hardware"_s, hardware } } } };
}

QJsonObject quota(const QJsonObject &hard, const QJsonObject &used)
{
    return { { u"spec"_s, QJsonObject { { u"hard"_s, hard } } },
        { u"status"_s, QJsonObject { { u"hard"_s, hard }, { u"used"_s, used } } } };
}

ClusterSpec cluster()
{
    ClusterSpec s;
    s.name = u"ray-dev"_s;
    s.ns = u"team-a"_s;
    s.headNodeType = u"head"_s;
    s.vmImage = u"vmi-1"_s;
    s.storageClass = u"gold"_s;
    s.maxWorkers = 5;
    s.nodeTypes = { { u"head"_s, u"small"_s, 0, 0, {}, {}, {} },
        { u"cpu"_s, u"small"_s, 2, 4, {}, {}, {} },
        { u"gpu"_s, u"gpu-large"_s, 0, 2, {}, {}, {} } };
    return s;
}

CatalogSnapshot catalog()
{
    CatalogSnapshot c;
    c.classes = { readVmClass(vmClass(u"small"_s, 2, u"8Gi"_s)),
        readVmClass(vmClass(u"gpu-large"_s, 16, u"128Gi"_s, 1)) };
    c.images = { { u"vmi-1"_s, u"ray-ubuntu"_s, {}, {}, {}, {}, false },
        { u"cvmi-2"_s, u"ray-gpu"_s, {}, {}, {}, {}, true } };
    c.storageClasses = { u"gold"_s };
    c.clusterNames = { u"ray-prod"_s };
    for (bool &loaded : c.loaded)
        loaded = true;
    return c;
}
} // namespace

class TestClusterCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(installEnglishCatalog()); } // "1 GPU", "2 GPUs"

    void readsVmClasses()
    {
        const VmClassInfo c = readVmClass(vmClass(u"gpu-large"_s, 16, u"128Gi"_s, 2));
        QCOMPARE(c.name, u"gpu-large"_s);
        QCOMPARE(c.cpus, 16);
        QCOMPARE(c.memoryBytes, 128LL << 30);
        QCOMPARE(c.gpus, 2);
        QCOMPARE(c.gpuProfile, u"grid_h100-40c"_s);
        // The size as the nodes table and the wizard name it.
        QCOMPARE(vmClassSize(c), u"16 vCPU, 128 GiB, 2 GPUs"_s);
        QCOMPARE(vmClassSize(readVmClass(vmClass(u"tiny"_s, 1, u"512Mi"_s))), u"1 vCPU, 512 MiB"_s);
        QCOMPARE(vmClassSize(readVmClass(vmClass(u"one-gpu"_s, 8, u"64Gi"_s, 1))),
            u"8 vCPU, 64 GiB, 1 GPU"_s);
    }

    void readsTheTightestQuotaAndItsStorageClasses()
    {
        const QList<QJsonObject> quotas {
            quota({ { u"requests.cpu"_s, u"128"_s },
                      { u"requests.memory"_s, u"512Gi"_s },
                      { u"gold.storageclass.storage.k8s.io/requests.storage"_s, u"4Ti"_s } },
                { { u"requests.cpu"_s, u"500m"_s }, { u"requests.memory"_s, u"0"_s } }),
            quota({ { u"limits.cpu"_s, u"16"_s },
                      { u"silver.storageclass.storage.k8s.io/requests.storage"_s, u"1Ti"_s } },
                { { u"limits.cpu"_s, u"10"_s } }),
        };
        const NamespaceQuota q = readQuota(quotas);
        // 128 - 0.5 CPUs left in the first, 16 - 10 in the second: the second binds.
        QCOMPARE(q.cpuMillisHard, std::optional<qint64>(16000));
        QCOMPARE(q.cpuMillisUsed, std::optional<qint64>(10000));
        QCOMPARE(q.memoryHard, std::optional<qint64>(512LL << 30));
        QCOMPARE(storageClassesOfQuota(quotas), (QStringList { u"gold"_s, u"silver"_s }));
        QVERIFY(readQuota({}).isEmpty());
    }

    void checksAgainstTheSupervisor_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("field");
        QTest::newRow("valid") << u""_s << u""_s;
        QTest::newRow("name taken") << u"name"_s << u"metadata.name"_s;
        QTest::newRow("image missing") << u"image"_s << u"spec.common_node_config.vm_image"_s;
        QTest::newRow("cluster-wide image")
            << u"cluster image"_s << u"spec.common_node_config.vm_image"_s;
        QTest::newRow("storage class missing")
            << u"storage"_s << u"spec.common_node_config.storage_class"_s;
        QTest::newRow("class missing")
            << u"class"_s << u"spec.common_node_config.available_node_types.gpu.vm_class"_s;
    }

    void checksAgainstTheSupervisor()
    {
        QFETCH(QString, change);
        QFETCH(QString, field);
        ClusterSpec s = cluster();
        if (change == u"name"_s)
            s.name = u"ray-prod"_s;
        else if (change == u"image"_s)
            s.vmImage = u"vmi-404"_s;
        else if (change == u"cluster image"_s)
            s.vmImage = u"cvmi-2"_s;
        else if (change == u"storage"_s)
            s.storageClass = u"bronze"_s;
        else if (change == u"class"_s)
            s.nodeTypes[2].vmClass = u"gpu-xxl"_s;
        const QList<SpecProblem> problems = checkAgainstSupervisor(s, catalog(), {});
        if (field.isEmpty()) {
            QVERIFY(problems.isEmpty());
            return;
        }
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().field, field);
        QVERIFY(!problems.first().message.isEmpty());

        // A part the user could not read is not checked: no false alarms.
        CatalogSnapshot unread = catalog();
        for (bool &loaded : unread.loaded)
            loaded = false;
        QVERIFY(checkAgainstSupervisor(s, unread, {}).isEmpty());
    }

    void warnsOfAGpuClassWithACpuRayImage()
    {
        ClusterSpec s = cluster();
        s.rayImage = u"rayproject/ray:2.44.1"_s;
        const QList<SpecProblem> problems = checkAgainstSupervisor(s, catalog(), {});
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().severity, SpecProblem::Severity::Warning);
        QCOMPARE(problems.first().field, u"spec.ray_docker_image"_s);
        s.rayImage = u"rayproject/ray:2.44.1-gpu"_s;
        QVERIFY(checkAgainstSupervisor(s, catalog(), {}).isEmpty());
        s.rayImage = u"rayproject/ray:2.44.1"_s;
        s.nodeTypes.removeLast(); // no GPU class left
        QVERIFY(checkAgainstSupervisor(s, catalog(), {}).isEmpty());
    }

    void sumsCapacityAtTheMinimumAndAtMost()
    {
        const Capacity c = capacityOf(cluster(), catalog().classes);
        // Minimum: the head and two small workers.
        QCOMPARE(c.nodesAtMin, 3);
        QCOMPARE(c.cpusAtMin, 6);
        QCOMPARE(c.memoryAtMin, 24LL << 30);
        QCOMPARE(c.gpusAtMin, 0);
        // At most five workers: the two GPU ones first (the largest), then three small.
        QCOMPARE(c.nodesAtMax, 6);
        QCOMPARE(c.cpusAtMax, 2 + 2 * 16 + 3 * 2);
        QCOMPARE(c.memoryAtMax, (8LL + 2 * 128 + 3 * 8) << 30);
        QCOMPARE(c.gpusAtMax, 2);
        QVERIFY(c.unknownClasses.isEmpty());

        ClusterSpec unknown = cluster();
        unknown.nodeTypes[1].vmClass = u"mystery"_s;
        QCOMPARE(
            capacityOf(unknown, catalog().classes).unknownClasses, QStringList { u"mystery"_s });
    }

    void neverCountsFewerThanTheMinimums()
    {
        ClusterSpec s = cluster();
        s.maxWorkers = 1; // below the sum of min_workers; the operator starts the minimums
        const Capacity c = capacityOf(s, catalog().classes);
        QCOMPARE(c.nodesAtMax, 3);
        QCOMPARE(c.cpusAtMax, c.cpusAtMin);
        QCOMPARE(c.gpusAtMax, 0);
    }
};

QTEST_GUILESS_MAIN(TestClusterCatalog)
#include "tst_clustercatalog.moc"
