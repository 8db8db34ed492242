// Supervisors that serve VM Operator only at the deprecated v1alpha1, at v1alpha1 and v1alpha2,
// only at the newer v1alpha3, and at v1alpha3 and v1alpha2: the connection discovers what is
// served and the console reads the same VirtualMachines (power on, primary IP, class, image)
// each way.
#include "emulatorfixture.h"
#include "kube/resourcecache.h"
#include "supervisor/supervisorconnection.h"
#include "vmop/vmoperator.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestVmOperatorVersions : public QObject
{
    Q_OBJECT

    // Connects to an emulator serving `versions`; returns the version the console chose and
    // the state of every VM of ray-dev once all of them run with an address.
    void readVirtualMachines(
        const QString &versions, const QString &expectedVersion, const QStringList &expectedServed)
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"50"_s,
            u"--vm-operator-versions"_s,
            versions }));
        QNetworkAccessManager network;
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        SupervisorConnection connection(&network, p, nullptr);
        QSignalSpy discovered(&connection, &SupervisorConnection::vmOperatorDiscovered);
        connection.connectWithPassword(emu.password());
        QVERIFY(discovered.wait(30000));
        QCOMPARE(discovered.first().first().toString(), expectedVersion);
        QCOMPARE(connection.vmOperatorVersionsServed(), expectedServed);

        kube::ResourceCache cache(connection.session()->client(),
            vmop::collectionPath(expectedVersion, u"virtualmachines"_s, u"ray-dev"_s));
        cache.start();
        const auto allRunning = [&] {
            const auto &vms = cache.objects();
            if (vms.isEmpty())
                return false;
            for (const QJsonObject &vm : vms) {
                const vmop::VirtualMachineState s = vmop::readVirtualMachine(vm, expectedVersion);
                if (s.power != vmop::PowerState::PoweredOn || s.primaryIp.isEmpty())
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allRunning(), 60000);
        for (const QJsonObject &vm : cache.objects()) {
            QCOMPARE(vm.value(u"apiVersion"_s).toString(),
                u"vmoperator.vmware.com/"_s + expectedVersion);
            const vmop::VirtualMachineState s = vmop::readVirtualMachine(vm, expectedVersion);
            QVERIFY(!s.className.isEmpty());
            QVERIFY(!s.imageName.isEmpty());
            QCOMPARE(s.desiredPower, vmop::PowerState::PoweredOn);
            if (vmop::isLegacyVersion(expectedVersion))
                QCOMPARE(s.phase, u"Created"_s);
        }
        cache.stop();
        QCOMPARE(emu.stop(), 0);
    }

private Q_SLOTS:
    void readsAnOldSupervisorAtV1alpha1()
    {
        readVirtualMachines(u"v1alpha1"_s, u"v1alpha1"_s, { u"v1alpha1"_s });
    }

    void prefersV1alpha2WhereBothAreServed()
    {
        // The server prefers v1alpha1 here; the console still reads what the operator writes.
        readVirtualMachines(
            u"v1alpha1,v1alpha2"_s, u"v1alpha2"_s, { u"v1alpha1"_s, u"v1alpha2"_s });
    }

    void readsANewerSupervisorAtV1alpha3Only()
    {
        readVirtualMachines(u"v1alpha3"_s, u"v1alpha3"_s, { u"v1alpha3"_s });
    }

    void readsASupervisorServingOnlyLaterVersions()
    {
        // The oldest of the newer versions is chosen: the fields the console reads are there.
        readVirtualMachines(u"v1alpha6,v1alpha5,v1alpha4"_s,
            u"v1alpha4"_s,
            { u"v1alpha6"_s, u"v1alpha5"_s, u"v1alpha4"_s });
    }

    void prefersV1alpha2OverNewerVersions()
    {
        // The operator writes v1alpha2; a newer preferred version is read only without it.
        readVirtualMachines(
            u"v1alpha3,v1alpha2"_s, u"v1alpha2"_s, { u"v1alpha3"_s, u"v1alpha2"_s });
    }

    void endsDiscoveryEvenWhenItFails()
    {
        // A server without VM Operator (or refusing discovery) must not hold the panes back.
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s }));
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject { { u"count"_s, 1 },
                { u"code"_s, 404 },
                { u"pathContains"_s, u"/apis/vmoperator.vmware.com"_s } } } }));
        QNetworkAccessManager network;
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        SupervisorConnection connection(&network, p, nullptr);
        QSignalSpy discovered(&connection, &SupervisorConnection::vmOperatorDiscovered);
        QVERIFY(!connection.isVmOperatorDiscovered());
        connection.connectWithPassword(emu.password());
        QVERIFY(discovered.wait(30000));
        QVERIFY(discovered.first().first().toString().isEmpty());
        QVERIFY(connection.isVmOperatorDiscovered());
        QVERIFY(connection.vmOperatorVersion().isEmpty());
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestVmOperatorVersions)
#include "tst_vmoperator_versions.moc"
