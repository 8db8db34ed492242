// Pure rules inside the emulator that decide what real clients see: selector parsing and
// matching, the operator webhook's checks, the CRD's structural schema, and how the fleet seed
// spreads its clusters over namespaces.
#include "emulator.h"
#include "resources.h"
#include "schema.h"
#include "seed.h"
#include "selectors.h"
#include "vmray_admission.h"

#include <QTest>

using emu::Json;

namespace {
Json labelled(const Json &labels)
{
    return { { "metadata", { { "name", "x" }, { "labels", labels } } } };
}

Json validCluster()
{
    return Json::parse(R"({
      "apiVersion": "vmray.broadcom.com/v1alpha1", "kind": "VMRayCluster",
      "metadata": {"name": "good"},
      "spec": {"api_server": {"location": "10.0.0.10"}, "ray_docker_image": "rayproject/ray:latest",
               "head_node": {"node_type": "head"}, "worker_node": {},
               "common_node_config": {"vm_image": "vmi-1", "storage_class": "sc", "vm_user": "ray",
                  "vm_password_salt_hash": "$6$a$b", "max_workers": 4,
                  "available_node_types": {"head": {"vm_class": "c", "min_workers": 0, "max_workers": 0},
                                           "worker": {"vm_class": "c", "min_workers": 1, "max_workers": 4}}}}})");
}

QStringList fields(const std::vector<emu::FieldCause> &causes)
{
    QStringList out;
    for (const auto &c : causes)
        out << QString::fromStdString(c.field);
    return out;
}
} // namespace

class TestEmulatorRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelSelectorMatches_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("matches");
        // Object labels: app=ray, tier=gold
        QTest::addRow("equals") << "app=ray" << true;
        QTest::addRow("double equals") << "app==ray" << true;
        QTest::addRow("not equals") << "app!=ray" << false;
        QTest::addRow("not equals absent key") << "zone!=a" << true;
        QTest::addRow("in") << "tier in (gold, silver)" << true;
        QTest::addRow("notin") << "tier notin (gold)" << false;
        QTest::addRow("exists") << "tier" << true;
        QTest::addRow("does not exist") << "!tier" << false;
        QTest::addRow("conjunction") << "app=ray,tier=silver" << false;
        QTest::addRow("empty selects all") << "" << true;
    }

    void labelSelectorMatches()
    {
        QFETCH(QString, selector);
        QFETCH(bool, matches);
        const auto sel = emu::Selector::parseLabels(selector.toStdString());
        QCOMPARE(sel.matches(labelled({ { "app", "ray" }, { "tier", "gold" } })), matches);
    }

    void malformedSelectorsAreBadRequests()
    {
        QVERIFY_THROWS_EXCEPTION(emu::StatusError, emu::Selector::parseLabels("tier in gold"));
        QVERIFY_THROWS_EXCEPTION(emu::StatusError, emu::Selector::parseLabels("a b=c"));
        QVERIFY_THROWS_EXCEPTION(emu::StatusError, emu::Selector::parseFields("spec.x=y", {}));
        const auto events = emu::Selector::parseFields(
            "involvedObject.name=c1,type!=Normal", { "involvedObject.name", "type" });
        QVERIFY(
            events.matches({ { "involvedObject", { { "name", "c1" } } }, { "type", "Warning" } }));
        QVERIFY(
            !events.matches({ { "involvedObject", { { "name", "c1" } } }, { "type", "Normal" } }));
    }

    void webhookChecksImageReferences_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<bool>("valid");
        QTest::addRow("short") << "rayproject/ray:latest" << true;
        QTest::addRow("registry with port") << "registry.local:5000/ml/ray:2.44.1-gpu" << true;
        QTest::addRow("digest")
            << "rayproject/"
               "ray@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
            << true;
        QTest::addRow("upper case in the path") << "rayproject/Ray" << false;
        QTest::addRow("upper case domain is a host name") << "Registry.Example/ray" << true;
        QTest::addRow("space") << "ray project/ray" << false;
        QTest::addRow("empty") << "" << false;
        QTest::addRow("trailing colon") << "rayproject/ray:" << false;
    }

    void webhookChecksImageReferences()
    {
        QFETCH(QString, image);
        QFETCH(bool, valid);
        Json c = validCluster();
        c["spec"]["ray_docker_image"] = image.toStdString();
        QCOMPARE(
            !fields(emu::VmrayAdmission::webhookCauses(c)).contains(QStringLiteral("spec.image")),
            valid);
    }

    void webhookChecksBounds()
    {
        QVERIFY(emu::VmrayAdmission::webhookCauses(validCluster()).empty());
        Json c = validCluster();
        c["spec"]["common_node_config"]["available_node_types"]["worker"]["min_workers"] = 3;
        c["spec"]["common_node_config"]["available_node_types"]["head"]["min_workers"] = 2;
        c["spec"]["common_node_config"]["available_node_types"]["head"]["max_workers"] = 2;
        // Each type is within bounds, but the sum of min_workers exceeds the cluster maximum.
        QCOMPARE(fields(emu::VmrayAdmission::webhookCauses(c)),
            QStringList { QStringLiteral("spec.common_node_config") });
        c = validCluster();
        c["spec"]["autoscaler_desired_workers"] = { { "good-w-1", "worker" },
            { "bad_name", "worker" } };
        QCOMPARE(fields(emu::VmrayAdmission::webhookCauses(c)),
            QStringList { QStringLiteral("spec.autoscaler_desired_workers") });
        c = validCluster();
        c["spec"]["common_node_config"]["available_node_types"] = Json::object();
        QCOMPARE(fields(emu::VmrayAdmission::webhookCauses(c)),
            (QStringList {
                QStringLiteral("spec.head_node"), QStringLiteral("spec.common_node_config") }));
    }

    void schemaPrunesDefaultsAndReportsTypes()
    {
        const auto schema =
            emu::StructuralSchema::fromCrdYaml(emu::vmrayClusterCrdYaml(), "v1alpha1");
        Json c = validCluster();
        c["spec"]["head_node"]["head_setup_commands"] = Json::array({ "x" });
        c["spec"]["common_node_config"]["available_node_types"]["worker"]["resources"] = {
            { "CPU", 4 }, { "cpu", 4 }
        };
        std::vector<std::string> pruned;
        QVERIFY(schema.apply(c, &pruned).empty());
        QCOMPARE(pruned.size(), size_t(2));
        QVERIFY(!c["spec"]["head_node"].contains("head_setup_commands"));
        QVERIFY(!c["spec"]["common_node_config"]["available_node_types"]["worker"]["resources"]
                     .contains("CPU"));
        QVERIFY(c["spec"]["enable_tls"] == Json(true));

        c["spec"]["common_node_config"]["max_workers"] = "4";
        c["spec"].erase("api_server");
        QCOMPARE(fields(schema.apply(c)),
            (QStringList { QStringLiteral("spec.common_node_config.max_workers"),
                QStringLiteral("spec.api_server") }));
    }

    void fleetSeedSpreadsOverTheNamespacesAsked()
    {
        // The Ray monitor's bench: 100 clusters of a head and nine workers in one namespace.
        const emu::Options o =
            emu::parseOptions({ "--seed", "fleet:1000", "--fleet-namespaces", "1" });
        QCOMPARE(o.fleetNamespaces, 1);
        emu::Store store(100);
        emu::seedStore(store, o.seed, o.fleetNamespaces);
        QCOMPARE(store.all(emu::VMRayClusters, "fleet-0").size(), size_t(100));
        QCOMPARE(store.all(emu::VirtualMachines, "fleet-0").size(), size_t(1000));
        QVERIFY(!store.tryGet(emu::Namespaces, "", "fleet-1"));

        QCOMPARE(emu::parseOptions({ "--seed", "fleet:1000" }).fleetNamespaces, 20);
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, emu::parseOptions({ "--fleet-namespaces", "0" }));
        QVERIFY(QByteArray::fromStdString(emu::usage()).contains("--fleet-namespaces N"));
    }
};

QTEST_APPLESS_MAIN(TestEmulatorRules)
#include "tst_emulator_rules.moc"
