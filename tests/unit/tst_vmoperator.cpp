// VM Operator versions: which one the console reads with, and how a VirtualMachine of either
// field layout reads the same (supervisor-api.md §7.3).
#include "vmop/vmoperator.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::vmop::PowerState;

class TestVmOperator : public QObject
{
    Q_OBJECT

    static QJsonObject json(const QByteArray &text)
    {
        QJsonParseError error;
        QJsonObject o = QJsonDocument::fromJson(text, &error).object();
        if (error.error != QJsonParseError::NoError)
            qFatal("bad test JSON: %s", qPrintable(error.errorString()));
        return o;
    }

private Q_SLOTS:
    void choosesTheVersionToRead_data()
    {
        QTest::addColumn<QStringList>("served");
        QTest::addColumn<QString>("preferred");
        QTest::addColumn<QString>("chosen");
        QTest::newRow("v1alpha2 wins, as the vmray operator writes it")
            << QStringList { u"v1alpha1"_s, u"v1alpha2"_s, u"v1alpha3"_s, u"v1alpha6"_s }
            << u"v1alpha6"_s << u"v1alpha2"_s;
        QTest::newRow("the next newer one without v1alpha2")
            << QStringList { u"v1alpha6"_s, u"v1alpha1"_s, u"v1alpha3"_s } << u"v1alpha6"_s
            << u"v1alpha3"_s;
        QTest::newRow("v1alpha10 sorts after v1alpha9")
            << QStringList { u"v1alpha10"_s, u"v1alpha9"_s } << u"v1alpha10"_s << u"v1alpha9"_s;
        QTest::newRow("beta after alpha")
            << QStringList { u"v1beta1"_s, u"v1alpha4"_s } << u"v1beta1"_s << u"v1alpha4"_s;
        QTest::newRow("only the deprecated v1alpha1")
            << QStringList { u"v1alpha1"_s } << u"v1alpha1"_s << u"v1alpha1"_s;
        QTest::newRow("an unknown form: the server's preference")
            << QStringList { u"vnext"_s } << u"vnext"_s << u"vnext"_s;
        QTest::newRow("nothing served") << QStringList {} << QString() << QString();
    }
    void choosesTheVersionToRead()
    {
        QFETCH(QStringList, served);
        QFETCH(QString, preferred);
        QFETCH(QString, chosen);
        QCOMPARE(vmray::vmop::chooseVersion(served, preferred), chosen);
    }

    void buildsCollectionPaths()
    {
        QCOMPARE(vmray::vmop::collectionPath(u"v1alpha2"_s, u"virtualmachines"_s, u"ray-dev"_s),
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-dev/virtualmachines"_s);
        QCOMPARE(vmray::vmop::collectionPath(u"v1alpha1"_s, u"virtualmachineservices"_s),
            u"/apis/vmoperator.vmware.com/v1alpha1/virtualmachineservices"_s);
    }

    void readsBothFieldLayouts_data()
    {
        QTest::addColumn<QByteArray>("vm");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("power");
        QTest::addColumn<int>("desiredPower");
        QTest::addColumn<QString>("ip");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<bool>("deleting");
        QTest::addColumn<QString>("image");

        QTest::newRow("v1alpha2 running")
            << R"({"spec":{"className":"best-effort-small","imageName":"vmi-1","powerState":"PoweredOn"},
                  "status":{"powerState":"PoweredOn","network":{"primaryIP4":"10.0.0.5"}}})"_ba
            << u"v1alpha2"_s << int(PowerState::PoweredOn) << int(PowerState::PoweredOn)
            << u"10.0.0.5"_s << QString() << false << u"vmi-1"_s;
        QTest::newRow("v1alpha1 running")
            << R"({"spec":{"className":"best-effort-small","imageName":"vmi-1","powerState":"poweredOn"},
                  "status":{"powerState":"poweredOn","vmIp":"10.0.0.6","phase":"Created"}})"_ba
            << u"v1alpha1"_s << int(PowerState::PoweredOn) << int(PowerState::PoweredOn)
            << u"10.0.0.6"_s << u"Created"_s << false << u"vmi-1"_s;
        QTest::newRow("v1alpha1 suspended, no IP")
            << R"({"spec":{"powerState":"suspended"},"status":{"powerState":"suspended","phase":"Created"}})"_ba
            << u"v1alpha1"_s << int(PowerState::Suspended) << int(PowerState::Suspended)
            << QString() << u"Created"_s << false << QString();
        QTest::newRow("v1alpha1 fields are not read as v1alpha2")
            << R"({"status":{"powerState":"poweredOff","vmIp":"10.0.0.7"}})"_ba << u"v1alpha2"_s
            << int(PowerState::PoweredOff) << int(PowerState::Unknown) << QString() << QString()
            << false << QString();
        QTest::newRow("v1alpha2 being created: no status yet")
            << R"({"spec":{"powerState":"PoweredOn"}})"_ba << u"v1alpha2"_s
            << int(PowerState::Unknown) << int(PowerState::PoweredOn) << QString() << QString()
            << false << QString();
        QTest::newRow("v1alpha3 image reference and IPv6 only")
            << R"({"metadata":{"deletionTimestamp":"2026-11-30T01:00:00Z"},
                  "spec":{"image":{"kind":"VirtualMachineImage","name":"vmi-9"}},
                  "status":{"powerState":"PoweredOff","network":{"primaryIP6":"fd00::5"}}})"_ba
            << u"v1alpha3"_s << int(PowerState::PoweredOff) << int(PowerState::Unknown)
            << u"fd00::5"_s << QString() << true << u"vmi-9"_s;
        QTest::newRow("v1alpha1 deleting")
            << R"({"metadata":{"deletionTimestamp":"2026-11-30T01:00:00Z"},
                  "status":{"powerState":"poweredOn","vmIp":"10.0.0.8","phase":"Deleting"}})"_ba
            << u"v1alpha1"_s << int(PowerState::PoweredOn) << int(PowerState::Unknown)
            << u"10.0.0.8"_s << u"Deleting"_s << true << QString();
    }
    void readsBothFieldLayouts()
    {
        QFETCH(QByteArray, vm);
        QFETCH(QString, version);
        const vmray::vmop::VirtualMachineState s =
            vmray::vmop::readVirtualMachine(json(vm), version);
        QTEST(int(s.power), "power");
        QTEST(int(s.desiredPower), "desiredPower");
        QTEST(s.primaryIp, "ip");
        QTEST(s.phase, "phase");
        QTEST(s.deleting, "deleting");
        QTEST(s.imageName, "image");
    }

    void readsConditions()
    {
        const auto s = vmray::vmop::readVirtualMachine(json(R"({"status":{"conditions":[
            {"type":"VirtualMachineClassReady","status":"True","lastTransitionTime":"2026-11-30T01:00:00Z"},
            {"type":"VirtualMachineCreated","status":"False","reason":"Error",
             "message":"insufficient resources","lastTransitionTime":"2026-11-30T01:02:03Z"}]}})"_ba),
            u"v1alpha2"_s);
        QCOMPARE(s.conditions.size(), 2);
        const vmray::vmop::Condition *created = s.condition(u"VirtualMachineCreated"_s);
        QVERIFY(created);
        QCOMPARE(created->status, u"False"_s);
        QCOMPARE(created->reason, u"Error"_s);
        QCOMPARE(created->message, u"insufficient resources"_s);
        QCOMPARE(created->lastTransition, QDateTime(QDate(2026, 11, 30), QTime(1, 2, 3), Qt::UTC));
        QVERIFY(!s.condition(u"Ready"_s));
    }
};

QTEST_GUILESS_MAIN(TestVmOperator)
#include "tst_vmoperator.moc"
