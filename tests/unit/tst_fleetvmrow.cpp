// All VMs reads each row straight from a VM's JSON bytes (not through Qt JSON). Every field must
// mean what vmop::readVirtualMachine, the console's reader of VMs everywhere else, makes of it,
// in either version's layout; the Ray cluster comes from the secret the VM boots from.
#include "kube/listdecoder.h"
#include "ray/fleetvms.h"
#include "vmop/vmoperator.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::ray::FleetVmRow;

namespace {
FleetVmRow rowOf(const QByteArray &vm, const QString &version)
{
    FleetVmRow row;
    const bool parsed = vmray::kube::readJson(vm, [&](const vmray::kube::JsonView &view) {
        row = vmray::ray::fleetVmRow(view, version);
    });
    if (!parsed)
        qFatal("the test VM is not JSON");
    return row;
}
} // namespace

class TestFleetVmRow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsWhatReadVirtualMachineReads_data()
    {
        QTest::addColumn<QByteArray>("vm");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("cluster");
        QTest::addColumn<bool>("head");

        QTest::newRow("v1alpha2 worker, running")
            << R"({"metadata":{"name":"ray-1-w-abcdefgh","namespace":"ns","creationTimestamp":"2026-11-30T01:00:00Z"},
                  "spec":{"className":"best-effort-small","imageName":"vmi-1","powerState":"PoweredOn",
                          "bootstrap":{"cloudInit":{"rawCloudConfig":{"key":"user-data","name":"ray-1-wsecret"}}}},
                  "status":{"powerState":"PoweredOn","network":{"primaryIP4":"10.0.0.5"},
                            "conditions":[{"type":"VirtualMachineCreated","status":"True","reason":"True"}]}})"_ba
            << u"v1alpha2"_s << u"ray-1"_s << false;
        QTest::newRow("v1alpha2 head that cannot be created")
            << R"({"metadata":{"name":"ray-1-h-x2k9q","namespace":"ns","creationTimestamp":"2026-11-30T01:00:00Z",
                               "labels":{"vmray.kubernetes.io/ray-cluster-head":"ray-1-h-x2k9q"}},
                  "spec":{"className":"no-such-class","imageName":"vmi-1","powerState":"PoweredOn",
                          "bootstrap":{"cloudInit":{"rawCloudConfig":{"key":"user-data","name":"ray-1-hsecret"}}}},
                  "status":{"conditions":[
                      {"type":"VirtualMachineClassReady","status":"False","reason":"NotFound",
                       "message":"VirtualMachineClass no-such-class not found"},
                      {"type":"VirtualMachineCreated","status":"False","reason":"NotReady"}]}})"_ba
            << u"v1alpha2"_s << u"ray-1"_s << true;
        QTest::newRow("a False condition without a message gives its reason")
            << R"({"metadata":{"name":"vm","namespace":"ns"},
                  "status":{"conditions":[{"type":"GuestCustomization","status":"False","reason":"Pending","message":""}]}})"_ba
            << u"v1alpha2"_s << QString() << false;
        QTest::newRow("v1alpha1 worker")
            << R"({"metadata":{"name":"ray-2-w-abcdefgh","namespace":"ns"},
                  "spec":{"className":"best-effort-small","imageName":"vmi-1","powerState":"poweredOn",
                          "vmMetadata":{"secretName":"ray-2-wsecret","transport":"CloudInit"}},
                  "status":{"powerState":"poweredOn","vmIp":"10.0.0.6","phase":"Created"}})"_ba
            << u"v1alpha1"_s << u"ray-2"_s << false;
        QTest::newRow("v1alpha1 fields are not read as v1alpha2")
            << R"({"metadata":{"name":"vm","namespace":"ns"},
                  "spec":{"vmMetadata":{"secretName":"ray-2-wsecret"}},
                  "status":{"powerState":"poweredOff","vmIp":"10.0.0.7"}})"_ba
            << u"v1alpha2"_s << QString() << false;
        QTest::newRow("v1alpha3 image reference, IPv6 only, being deleted")
            << R"({"metadata":{"name":"vm","namespace":"ns","deletionTimestamp":"2026-11-30T01:00:00Z"},
                  "spec":{"image":{"kind":"VirtualMachineImage","name":"vmi-9"},
                          "bootstrap":{"cloudInit":{"rawCloudConfig":{"name":"ray-3-hsecret"}}}},
                  "status":{"powerState":"PoweredOff","network":{"primaryIP6":"fd00::5"},
                            "conditions":[{"type":"Ready","status":"False","reason":"Off"}]}})"_ba
            << u"v1alpha3"_s << u"ray-3"_s << true;
        QTest::newRow("booted from another secret: no Ray node")
            << R"({"metadata":{"name":"db","namespace":"ns"},
                  "spec":{"bootstrap":{"cloudInit":{"rawCloudConfig":{"name":"db-cloud-init"}}}}})"_ba
            << u"v1alpha2"_s << QString() << false;
        QTest::newRow("a secret that is only the suffix")
            << R"({"metadata":{"name":"odd","namespace":"ns"},
                  "spec":{"bootstrap":{"cloudInit":{"rawCloudConfig":{"name":"-wsecret"}}}}})"_ba
            << u"v1alpha2"_s << QString() << false;
        // (Built apart: moc reads escapes in raw strings wrongly.)
        const QByteArray escaped = "{\"metadata\":{\"name\":\"vm-\\u00e9\",\"namespace\":\"ns\"},"
                                   "\"spec\":{\"className\":\"a\\\"b\"}}";
        QTest::newRow("no status, no bootstrap, text with escapes")
            << escaped << u"v1alpha2"_s << QString() << false;
    }

    void readsWhatReadVirtualMachineReads()
    {
        QFETCH(QByteArray, vm);
        QFETCH(QString, version);
        const FleetVmRow row = rowOf(vm, version);
        const QJsonObject object = QJsonDocument::fromJson(vm).object();
        QVERIFY(!object.isEmpty());
        const vmray::vmop::VirtualMachineState state =
            vmray::vmop::readVirtualMachine(object, version);
        const QJsonObject meta = object.value(u"metadata"_s).toObject();
        QCOMPARE(row.ns, meta.value(u"namespace"_s).toString());
        QCOMPARE(row.name, meta.value(u"name"_s).toString());
        QCOMPARE(row.power, state.power);
        QCOMPARE(row.ip, state.primaryIp);
        QCOMPARE(row.vmClass, state.className);
        QCOMPARE(row.image, state.imageName);
        QCOMPARE(row.deleting, state.deleting);
        QCOMPARE(row.created,
            QDateTime::fromString(meta.value(u"creationTimestamp"_s).toString(), Qt::ISODate));
        // The problem: being deleted (a fact, worded by the presentation), or else the first
        // False condition's message (else its reason), in the server's words.
        QString problem;
        if (!state.deleting) {
            for (const vmray::vmop::Condition &c : state.conditions) {
                if (c.status == u"False"_s) {
                    problem = c.type + u": "_s + (c.message.isEmpty() ? c.reason : c.message);
                    break;
                }
            }
        }
        QCOMPARE(row.problem, problem);
        QCOMPARE(row.hasProblem(), state.deleting || !problem.isEmpty());
        QTEST(row.cluster, "cluster");
        QTEST(row.head, "head");
    }
};

QTEST_GUILESS_MAIN(TestFleetVmRow)
#include "tst_fleetvmrow.moc"
