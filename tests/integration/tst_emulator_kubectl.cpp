// kubectl, a real Kubernetes client, accepts the emulator: discovery, get, create, watch, merge
// patch, delete --wait, and server-side validation that names the offending field. Works with
// the kubectl of the machine image and with Debian 12's kubernetes-client.
#include "emulatorfixture.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {
const char *const clusterYaml = R"(apiVersion: vmray.broadcom.com/v1alpha1
kind: VMRayCluster
metadata:
  name: %1
spec:
  api_server:
    location: 10.0.0.10
  ray_docker_image: rayproject/ray:2.44.1
  head_node:
    node_type: ray.head.default
%2
  common_node_config:
    vm_image: vmi-7289e7d90a3c53e73
    storage_class: vsan-default-storage-policy
    vm_user: ray
    vm_password_salt_hash: "$6$salt$hash"
    max_workers: 3
    available_node_types:
      ray.head.default:
        vm_class: best-effort-medium
        min_workers: 0
        max_workers: 0
      ray.worker.default:
        vm_class: best-effort-small
        min_workers: 1
        max_workers: 3
)";

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};
} // namespace

class TestEmulatorKubectl : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    QTemporaryDir dir;
    QString kubectl;
    QString kubeconfig;

    void prepare(QProcess &p, const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"KUBECONFIG"_s, kubeconfig);
        env.insert(u"HOME"_s, dir.path()); // no cache or config from the machine
        p.setProcessEnvironment(env);
        p.setProgram(kubectl);
        p.setArguments(args);
    }

    Run run(const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        prepare(p, args);
        p.start();
        p.waitForStarted();
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        Run r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            r.err = u"kubectl did not finish in time"_s;
            return r;
        }
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        kubectl = QStandardPaths::findExecutable(u"kubectl"_s);
        QVERIFY2(
            !kubectl.isEmpty(), "kubectl is not installed; packaging/install-deps.sh installs it");
        QVERIFY(dir.isValid());
        // VM Operator at v1alpha2 (preferred) and v1alpha3, as newer Supervisors serve it.
        // The administrator, and a user with the VIEW role on ray-test alone.
        QVERIFY(emu.start({ u"--seed"_s,
            u"empty"_s,
            u"--speed"_s,
            u"40"_s,
            u"--vm-operator-versions"_s,
            u"v1alpha2,v1alpha3"_s,
            u"--user"_s,
            u"administrator@vsphere.local:admin-secret-1"_s,
            u"--user"_s,
            u"viewer@vsphere.local:viewer-secret-1:ray-test:view"_s }));
        const QString token = emu.login(0);
        QVERIFY(!token.isEmpty());
        kubeconfig = dir.filePath(u"kubeconfig"_s);
        QFile f(kubeconfig);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            QStringLiteral("apiVersion: v1\nkind: Config\nclusters:\n- name: emulator\n  cluster:\n"
                           "    server: %1\n    certificate-authority: %2\nusers:\n- name: admin\n"
                           "  user:\n    token: %3\ncontexts:\n- name: emulator\n  context:\n"
                           "    cluster: emulator\n    user: admin\n    namespace: ray-test\n"
                           "current-context: emulator\n")
                .arg(emu.url().toString(), emu.caFile(), token)
                .toUtf8());
    }

    void cleanupTestCase()
    {
        // A clean exit: no crash, no sanitizer report, no hang with watches open.
        QCOMPARE(emu.stop(), 0);
    }

    void shouldAnswerWhatEachUserMayDo()
    {
        // kubectl auth can-i asks with a SelfSubjectAccessReview: yes (0) or no (1).
        const Run adminDelete = run({ u"auth"_s, u"can-i"_s, u"delete"_s, u"vmrayclusters"_s });
        QCOMPARE(adminDelete.out.trimmed(), u"yes"_s);
        QCOMPARE(adminDelete.exitCode, 0);
        const QString viewer = emu.login(1);
        QVERIFY(!viewer.isEmpty());
        const QStringList asViewer { u"--token"_s, viewer };
        const Run viewerList =
            run(asViewer + QStringList { u"auth"_s, u"can-i"_s, u"list"_s, u"vmrayclusters"_s });
        QCOMPARE(viewerList.out.trimmed(), u"yes"_s);
        const Run viewerDelete =
            run(asViewer + QStringList { u"auth"_s, u"can-i"_s, u"delete"_s, u"vmrayclusters"_s });
        // "no", with the reason the server gives.
        QVERIFY2(viewerDelete.out.startsWith(u"no - "_s) && viewerDelete.out.contains(u"VIEW"_s),
            qPrintable(viewerDelete.out));
        QCOMPARE(viewerDelete.exitCode, 1);
        const Run elsewhere = run(asViewer
            + QStringList {
                u"auth"_s, u"can-i"_s, u"get"_s, u"virtualmachines"_s, u"-n"_s, u"ray-prod"_s });
        QVERIFY2(elsewhere.out.startsWith(u"no - "_s), qPrintable(elsewhere.out));
        // With a SelfSubjectRulesReview: what the VIEW role allows in its namespace.
        const Run rules = run(asViewer + QStringList { u"auth"_s, u"can-i"_s, u"--list"_s });
        QCOMPARE(rules.exitCode, 0);
        QVERIFY2(rules.out.contains(u"[get list watch]"_s), qPrintable(rules.out + rules.err));
        QVERIFY2(!rules.out.contains(u"[*]"_s), qPrintable(rules.out));
        // And a write is refused as the Supervisor refuses it, before anything is looked up.
        const Run refused =
            run(asViewer + QStringList { u"delete"_s, u"vmrayclusters"_s, u"no-such-cluster"_s });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(u"forbidden"_s) && refused.err.contains(u"cannot delete"_s),
            qPrintable(refused.err));
    }

    void shouldListApiResourcesWithShortNames()
    {
        const Run r = run({ u"api-resources"_s });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(u'\n');
        const auto line = [&](const QString &name) {
            for (const QString &l : lines)
                if (l.startsWith(name + u' '))
                    return l.simplified();
            return QString();
        };
        QVERIFY(
            line(u"vmrayclusters"_s).contains(u"vmray.broadcom.com/v1alpha1 true VMRayCluster"_s));
        QVERIFY(line(u"virtualmachines"_s).startsWith(u"virtualmachines vm "_s));
        QVERIFY(line(u"virtualmachineclasses"_s).contains(u" vmclass "_s));
        QVERIFY(
            line(u"clustervirtualmachineimages"_s).contains(u"false ClusterVirtualMachineImage"_s));
    }

    void shouldGetTheCatalog()
    {
        const Run r = run({ u"get"_s, u"vmclass"_s, u"-o"_s, u"name"_s });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(u"virtualmachineclass.vmoperator.vmware.com/best-effort-small"_s));
        // Server-side columns, as kubectl prints them for VM Operator kinds.
        const Run classes = run({ u"get"_s, u"vmclass"_s });
        QVERIFY2(classes.exitCode == 0, qPrintable(classes.err));
        QVERIFY2(
            classes.out.simplified().startsWith(u"NAME CPU MEMORY AGE"_s), qPrintable(classes.out));
        QVERIFY(classes.out.contains(u"gpu-a100-xlarge"_s));
        const Run img = run({ u"get"_s,
            u"vmi"_s,
            u"vmi-7289e7d90a3c53e73"_s,
            u"-o"_s,
            u"jsonpath={.status.name}"_s });
        QVERIFY2(img.exitCode == 0, qPrintable(img.err));
        QCOMPARE(img.out, u"ray-ubuntu-22.04"_s);
    }

    void shouldServeVirtualMachinesAtV1alpha3()
    {
        // A VM made at v1alpha3 names its image by reference only; every version reads it.
        const QByteArray vm = R"(apiVersion: vmoperator.vmware.com/v1alpha3
kind: VirtualMachine
metadata:
  name: v3-vm
  namespace: ray-test
spec:
  className: best-effort-small
  image:
    kind: VirtualMachineImage
    name: vmi-7289e7d90a3c53e73
  powerState: PoweredOff
)";
        const Run created = run({ u"apply"_s, u"-f"_s, u"-"_s }, vm);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err + created.out));
        const Run atV2 = run({ u"get"_s,
            u"virtualmachines.v1alpha2.vmoperator.vmware.com"_s,
            u"v3-vm"_s,
            u"-o"_s,
            u"jsonpath={.apiVersion} {.spec.imageName}"_s });
        QVERIFY2(atV2.exitCode == 0, qPrintable(atV2.err));
        QCOMPARE(atV2.out, u"vmoperator.vmware.com/v1alpha2 vmi-7289e7d90a3c53e73"_s);
        const Run listed = run({ u"get"_s,
            u"virtualmachines.v1alpha3.vmoperator.vmware.com"_s,
            u"-A"_s,
            u"-o"_s,
            u"wide"_s });
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QStringList lines = listed.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() == 2, qPrintable(listed.out));
        QVERIFY2(lines.first().simplified().startsWith(
                     u"NAMESPACE NAME POWER-STATE CLASS IMAGE PRIMARY-IP4 AGE"_s),
            qPrintable(listed.out));
        QVERIFY2(lines.last().simplified().startsWith(
                     u"ray-test v3-vm PoweredOff best-effort-small vmi-7289e7d90a3c53e73"_s),
            qPrintable(listed.out));
        const Run reference = run({ u"get"_s,
            u"virtualmachines.v1alpha3.vmoperator.vmware.com"_s,
            u"v3-vm"_s,
            u"-o"_s,
            u"jsonpath={.apiVersion} {.spec.image.kind}"_s });
        QCOMPARE(reference.out, u"vmoperator.vmware.com/v1alpha3 VirtualMachineImage"_s);
        const Run deleted =
            run({ u"delete"_s, u"virtualmachines.v1alpha3.vmoperator.vmware.com"_s, u"v3-vm"_s });
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
    }

    void shouldCreateWatchPatchAndDeleteACluster()
    {
        const Run created = run({ u"create"_s, u"-f"_s, u"-"_s },
            QString::fromLatin1(clusterYaml).arg(u"kc-demo"_s, u"  worker_node: {}"_s).toUtf8());
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QVERIFY(created.out.contains(u"vmraycluster.vmray.broadcom.com/kc-demo created"_s));

        // kubectl get -w follows changes as they happen.
        QProcess watcher;
        prepare(watcher,
            { u"get"_s,
                u"vmraycluster"_s,
                u"kc-demo"_s,
                u"-w"_s,
                u"-o"_s,
                u"jsonpath={.metadata.labels.team}{\"\\n\"}"_s });
        watcher.start();
        QVERIFY(watcher.waitForStarted());
        QString seen;
        const auto poll = [&] {
            seen += QString::fromUtf8(watcher.readAllStandardOutput());
            return seen;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!poll().isEmpty() || watcher.state() != QProcess::Running, 30000);
        const Run patched = run({ u"patch"_s,
            u"vmraycluster"_s,
            u"kc-demo"_s,
            u"--type"_s,
            u"merge"_s,
            u"-p"_s,
            u"{\"metadata\":{\"labels\":{\"team\":\"platform\"}}}"_s });
        QVERIFY2(patched.exitCode == 0, qPrintable(patched.err));
        QTRY_VERIFY_WITH_TIMEOUT(poll().contains(u"platform"_s), 30000);
        watcher.terminate();
        watcher.waitForFinished(5000);

        // The operator takes the cluster up; kubectl sees its VMs.
        QTRY_VERIFY_WITH_TIMEOUT(
            run({ u"get"_s, u"vm"_s, u"-o"_s, u"name"_s }).out.count(u"kc-demo-"_s) == 2, 60000);

        // delete --wait returns once the finalizer is done and the object is gone.
        const Run deleted =
            run({ u"delete"_s, u"vmraycluster"_s, u"kc-demo"_s, u"--wait"_s, u"--timeout=90s"_s });
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QVERIFY(deleted.out.contains(u"deleted"_s));
        const Run gone = run({ u"get"_s, u"vmraycluster"_s, u"kc-demo"_s });
        QVERIFY(gone.exitCode != 0);
        QVERIFY2(gone.err.contains(u"NotFound"_s), qPrintable(gone.err));
    }

    void shouldRejectAnInvalidClusterNamingTheField()
    {
        // Validation is the server's: kubectl passes on its 422 and the field it names.
        // The README sample omits worker_node, which the CRD requires.
        const Run r = run({ u"create"_s, u"-f"_s, u"-"_s },
            QString::fromLatin1(clusterYaml).arg(u"kc-bad"_s, QString()).toUtf8());
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(u"spec.worker_node"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Required value"_s), qPrintable(r.err));
        QVERIFY(run({ u"get"_s, u"vmraycluster"_s, u"kc-bad"_s }).exitCode != 0);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorKubectl)
#include "tst_emulator_kubectl.moc"
