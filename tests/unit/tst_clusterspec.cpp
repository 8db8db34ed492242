// The VMRayCluster YAML: what the console writes is CRD-conformant and byte for byte as expected;
// anything it writes reads back to the same spec; samples from the operator's repository import
// with their defects reported; malformed input gives errors with places, never a crash.
#include "ray/clusterspec.h"
#include "ray/passwordhash.h"

#include "englishcatalog.h"
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::ray;

namespace {
// The CRD-conforming variant of the README sample (supervisor-api.md §5.3).
ClusterSpec readmeCluster()
{
    ClusterSpec s;
    s.name = u"test-ray"_s;
    s.ns = u"deploy-ray"_s;
    s.apiServerLocation = u"10.0.0.10"_s;
    s.rayImage = u"rayproject/ray:latest"_s;
    s.headNodeType = u"ray.head.default"_s;
    s.headPort = 6379;
    s.vmImage = u"vmi-7289e7d90a3c53e73"_s;
    s.storageClass = u"vsan-default-storage-policy"_s;
    s.vmUser = u"ray"_s;
    s.vmPasswordSaltHash =
        u"$6$test1234$9/BUZHNkvq.c1miDDMG5cHLmM4V7gbYdGuF0//3gSIh//DOyi7ypPCs6EAA9b8/tidHottL6UG0tG/RqTgAAi/"_s;
    s.maxWorkers = 5;
    s.nodeTypes = { { u"ray.head.default"_s, u"best-effort-xlarge"_s, 0, 0, {}, {}, {} },
        { u"ray.worker.default"_s, u"best-effort-xlarge"_s, 2, 5, 1, {}, {} } };
    return s;
}

const QByteArray readmeYaml = R"(apiVersion: vmray.broadcom.com/v1alpha1
kind: VMRayCluster
metadata:
  name: test-ray
  namespace: deploy-ray
spec:
  api_server:
    location: 10.0.0.10
  ray_docker_image: rayproject/ray:latest
  head_node:
    node_type: ray.head.default
    port: 6379
  worker_node:
    {}
  common_node_config:
    vm_image: vmi-7289e7d90a3c53e73
    storage_class: vsan-default-storage-policy
    vm_user: ray
    vm_password_salt_hash: $6$test1234$9/BUZHNkvq.c1miDDMG5cHLmM4V7gbYdGuF0//3gSIh//DOyi7ypPCs6EAA9b8/tidHottL6UG0tG/RqTgAAi/
    max_workers: 5
    available_node_types:
      ray.head.default:
        vm_class: best-effort-xlarge
        min_workers: 0
        max_workers: 0
      ray.worker.default:
        vm_class: best-effort-xlarge
        min_workers: 2
        max_workers: 5
        resources:
          cpu: 1
)"_ba;

QString describe(const QList<SpecProblem> &problems)
{
    QStringList out;
    for (const SpecProblem &p : problems)
        out << u"%1:%2 %3 %4: %5"_s.arg(p.line).arg(p.column).arg(
            p.severity == SpecProblem::Severity::Error ? u"error"_s : u"warning"_s,
            p.field,
            p.message);
    return out.join(u'\n');
}

const SpecProblem *problemAt(const QList<SpecProblem> &problems, const QString &field)
{
    for (const SpecProblem &p : problems) {
        if (p.field == field)
            return &p;
    }
    return nullptr;
}

QString randomName(QRandomGenerator &g)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789-.";
    QString s(1, QChar(u'a' + int(g.bounded(26))));
    const int n = int(g.bounded(1, 20));
    for (int i = 0; i < n; ++i)
        s += QLatin1Char(letters[g.bounded(int(sizeof letters) - 1)]);
    return s + u'z';
}

QString randomText(QRandomGenerator &g)
{
    // Text that looks like other YAML types must come back as text.
    static const QStringList tricky { u"true"_s,
        u"1234"_s,
        u"null"_s,
        u"~"_s,
        u"-1"_s,
        u"a: b"_s,
        u"# not a comment"_s,
        u"ünïcödé"_s,
        u"quote\"d"_s,
        u"  spaced  "_s,
        u"$6$salt$hash/with//slashes"_s,
        u"line\nbreak"_s };
    return g.bounded(3) == 0 ? tricky.at(int(g.bounded(int(tricky.size())))) : randomName(g);
}
} // namespace

// A CA certificate and the CA's private key, as one file holds both when the CA was made with
// `openssl req -x509 -keyout same.pem -out same.pem`.
const char *const caCertificate =
    "-----BEGIN CERTIFICATE-----\n"
    "MIIBkjCCATegAwIBAgIUG3EVBUj7qFgTw4issFedr4u6d/UwCgYIKoZIzj0EAwIw\n"
    "HTEbMBkGA1UEAwwSVGVzdCBTdXBlcnZpc29yIENBMCAXDTI2MTIwMjIyNTI0N1oY\n"
    "DzIxMjYxMTA4MjI1MjQ3WjAdMRswGQYDVQQDDBJUZXN0IFN1cGVydmlzb3IgQ0Ew\n"
    "WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASzx3lT3TXmqrqzdmK3yXBbynxbwnVk\n"
    "wvWj7OC2/+QDNK/r5SXDUsJiSanNog+ZLzzm6jc1czYdXIbrSxmXBzW4o1MwUTAd\n"
    "BgNVHQ4EFgQUypd1oK9eIADC+TCFaordk9c/GQAwHwYDVR0jBBgwFoAUypd1oK9e\n"
    "IADC+TCFaordk9c/GQAwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNJADBG\n"
    "AiEA6BrxXrSpWvqxwrwsnJTcGdEvAskhQ491rMBokcGR4/ICIQDecSI2j4w+XNDZ\n"
    "ObJ7fjMAIr3x1ygOiDy0i6nXr4s2zg==\n"
    "-----END CERTIFICATE-----\n";
const char *const caPrivateKey =
    "-----BEGIN PRIVATE KEY-----\n"
    "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgopJQfkZgFjEzQ0be\n"
    "k/ZoPWcPYmIVv403WYFbmE2Kjf2hRANCAASzx3lT3TXmqrqzdmK3yXBbynxbwnVk\n"
    "wvWj7OC2/+QDNK/r5SXDUsJiSanNog+ZLzzm6jc1czYdXIbrSxmXBzW4\n"
    "-----END PRIVATE KEY-----\n";

class TestClusterSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(installEnglishCatalog()); } // "64 levels"
    void writesTheGoldenResource() { QCOMPARE(toClusterResource(readmeCluster()), readmeYaml); }

    void readsItBackLosslessly()
    {
        const ParsedSpec parsed = parseClusterResource(readmeYaml);
        QVERIFY2(parsed.problems.isEmpty(), qPrintable(describe(parsed.problems)));
        QVERIFY(parsed.spec == readmeCluster());
    }

    void roundTripsGeneratedSpecs()
    {
        QRandomGenerator g(20261130);
        for (int round = 0; round < 300; ++round) {
            ClusterSpec s;
            s.name = randomName(g);
            s.ns = randomName(g);
            if (g.bounded(2))
                s.labels.insert(u"vmray.kubernetes.io/head-nounce"_s, randomName(g));
            s.apiServerLocation = randomText(g);
            if (g.bounded(3) == 0)
                s.apiServerCaCert = randomText(g);
            s.rayImage = randomText(g);
            s.vmImage = randomText(g);
            s.storageClass = randomText(g);
            s.vmUser = randomText(g);
            s.vmPasswordSaltHash = randomText(g);
            s.maxWorkers = int(g.bounded(100));
            const int types = int(g.bounded(1, 5));
            for (int t = 0; t < types; ++t) {
                NodeTypeSpec type;
                type.name = randomName(g) + QString::number(t);
                type.vmClass = randomText(g);
                type.minWorkers = int(g.bounded(10));
                type.maxWorkers = int(g.bounded(10));
                if (g.bounded(2))
                    type.cpu = int(g.bounded(1, 255));
                if (g.bounded(2))
                    type.memory = qint64(g.bounded(1, 1 << 20)) * 4096;
                if (g.bounded(3) == 0)
                    type.gpu = int(g.bounded(0, 8));
                s.nodeTypes << type;
            }
            s.headNodeType = s.nodeTypes.first().name;
            if (g.bounded(2))
                s.headPort = int(g.bounded(1, 65535));
            for (QStringList *commands : { &s.headSetupCommands,
                     &s.workerSetupCommands,
                     &s.setupCommands,
                     &s.initializationCommands }) {
                const int n = int(g.bounded(3));
                for (int i = 0; i < n; ++i)
                    *commands << randomText(g);
            }
            if (g.bounded(2))
                s.idleTimeoutMinutes = int(g.bounded(120));
            if (g.bounded(2))
                s.enableTls = bool(g.bounded(2));
            if (g.bounded(3) == 0)
                s.dockerAuthSecret = randomName(g);
            if (g.bounded(4) == 0)
                s.desiredWorkers.insert(randomName(g), s.nodeTypes.last().name);
            if (g.bounded(3) == 0)
                s.network = QJsonObject { { u"interfaces"_s,
                    QJsonArray { QJsonObject { { u"name"_s, u"eth0"_s },
                        { u"mtu"_s, 1500 },
                        { u"network"_s,
                            QJsonObject { { u"kind"_s, u"VirtualNetwork"_s },
                                { u"name"_s, u""_s } } } } } } };
            const QByteArray yaml = toClusterResource(s);
            const ParsedSpec back = parseClusterResource(yaml);
            QVERIFY2(back.problems.isEmpty(),
                qPrintable(describe(back.problems) + u"\n"_s + QString::fromUtf8(yaml)));
            QVERIFY2(back.spec == s, yaml.constData());
            QCOMPARE(toClusterResource(back.spec), yaml);
        }
    }

    // A reader takes an implicit key of at most 1,024 characters, and a key of control characters
    // escapes to four times its length or more: the console must read back what it wrote.
    void roundTripsKeysLongAfterEscaping()
    {
        const QString control = QString(300, QChar(0x01)) + u"\u00e9\U0001F600"_s;
        ClusterSpec s = readmeCluster();
        s.desiredWorkers.insert(u"w-"_s + control, s.nodeTypes.last().name);
        s.labels.insert(u"note"_s + control, u"x"_s);
        s.network = QJsonObject { { u"k"_s + control, u"v"_s } };
        NodeTypeSpec type = s.nodeTypes.last();
        type.name = u"t"_s + QString(1100, u'a');
        s.nodeTypes << type;
        const QByteArray yaml = toClusterResource(s);
        QVERIFY(yaml.contains("? "));
        const ParsedSpec back = parseClusterResource(yaml);
        QVERIFY2(back.problems.isEmpty(), qPrintable(describe(back.problems)));
        QVERIFY(back.spec == s);
        const ParsedSpec fromRayUp = parseRayUpConfig(toRayUpConfig(s));
        QVERIFY2(!fromRayUp.hasErrors(), qPrintable(describe(fromRayUp.problems)));
        QCOMPARE(fromRayUp.spec.nodeTypes.last().name, type.name);
    }

    // A field the console does not know is kept; written in the flow style it came in, a long key
    // inside it made YAML the console could not read, and writing that again threw.
    void keepsAnUnknownFieldWithALongKeyReadable()
    {
        QByteArray yaml = readmeYaml;
        // Control characters as they came, which the writer escapes to four characters each.
        QByteArray field = "spec:\n  extra: {\"k" + QByteArray(300, '\x01');
        field += "\": 1, b: [x, {c: d}]}\n";
        yaml.replace(QByteArray("spec:\n"), field);
        const ParsedSpec parsed = parseClusterResource(yaml);
        QVERIFY2(!parsed.hasErrors(), qPrintable(describe(parsed.problems)));
        QCOMPARE(parsed.spec.unknownFields.size(), 1);
        const QByteArray written = toClusterResource(parsed.spec);
        const ParsedSpec back = parseClusterResource(written);
        QVERIFY2(
            !back.hasErrors(), qPrintable(describe(back.problems) + QString::fromUtf8(written)));
        QVERIFY(back.spec == parsed.spec);

        ClusterSpec unreadable = parsed.spec;
        unreadable.unknownFields.first().yaml = "{a: [";
        QVERIFY(toClusterResource(unreadable).contains("extra: \"{a: [\""));
    }

    void sendsOnlyTheCertificatesOfTheCaFile()
    {
        // The profile's CA file holds the CA's key beside its certificate.
        ClusterSpec s = readmeCluster();
        s.apiServerCaCert = QString::fromLatin1(caCertificate) + u"# a comment\n"_s
            + QString::fromLatin1(caPrivateKey);
        QVERIFY(holdsPrivateKey(s.apiServerCaCert));
        const QList<SpecProblem> problems = validateCluster(s);
        const auto keyProblem =
            std::find_if(problems.cbegin(), problems.cend(), [](const SpecProblem &p) {
                return p.field == u"spec.api_server.ca_cert"_s;
            });
        QVERIFY(keyProblem != problems.cend());
        QCOMPARE(keyProblem->severity, SpecProblem::Severity::Error);
        QVERIFY2(keyProblem->message.contains(u"private key"_s), qPrintable(keyProblem->message));
        // What the API server would be sent holds the certificate, encoded again, and nothing
        // else of the file, even when the checks are passed by.
        const QJsonObject sent = toClusterObject(s);
        const QString caCert = sent.value(u"spec"_s)
                                   .toObject()
                                   .value(u"api_server"_s)
                                   .toObject()
                                   .value(u"ca_cert"_s)
                                   .toString();
        QCOMPARE(caCert, QString::fromLatin1(caCertificate));
        QVERIFY(!QJsonDocument(sent).toJson().contains("PRIVATE KEY"));
        QVERIFY(!QJsonDocument(sent).toJson().contains("a comment"));
        // Every kind of key block is one.
        for (const char *kind : { "RSA PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY" })
            QVERIFY(holdsPrivateKey(u"-----BEGIN %1-----\nMII\n"_s.arg(QLatin1String(kind))));
        // Text that is no certificate is refused, and not sent.
        s.apiServerCaCert = u"not a certificate"_s;
        QVERIFY(problemAt(validateCluster(s), u"spec.api_server.ca_cert"_s));
        QVERIFY(!toClusterObject(s)
                     .value(u"spec"_s)
                     .toObject()
                     .value(u"api_server"_s)
                     .toObject()
                     .contains(u"ca_cert"_s));
        // The certificate alone passes.
        s.apiServerCaCert = QString::fromLatin1(caCertificate);
        QVERIFY(!problemAt(validateCluster(s), u"spec.api_server.ca_cert"_s));
    }

    void importsTheReadmeSampleWithItsDefects()
    {
        // As the README gives it: no worker_node, no min/max on the head's type.
        QByteArray sample = readmeYaml;
        sample.replace("  worker_node:\n    {}\n", "");
        sample.replace("        vm_class: best-effort-xlarge\n        min_workers: 0\n        "
                       "max_workers: 0\n",
            "        vm_class: best-effort-xlarge\n");
        const ParsedSpec parsed = parseClusterResource(sample);
        QVERIFY2(!parsed.hasErrors(), qPrintable(describe(parsed.problems)));
        QVERIFY(problemAt(parsed.problems, u"spec.worker_node"_s));
        QVERIFY(problemAt(parsed.problems,
            u"spec.common_node_config.available_node_types.ray.head.default.min_workers"_s));
        // Written back, the defects are fixed.
        QCOMPARE(toClusterResource(parsed.spec), readmeYaml);
    }

    void importsThePackagedSampleAndKeepsWhatItDoesNotKnow()
    {
        QFile file(
            QStringLiteral(VMRAY_REFERENCE_DIR "/vmray/sample_vmray_v1alpha1_vmraycluster.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ParsedSpec parsed = parseClusterResource(file.readAll());
        // head_node.head_node_type and common_node_config.min_workers are not CRD fields.
        const SpecProblem *headType =
            problemAt(parsed.problems, u"spec.head_node.head_node_type"_s);
        QVERIFY2(headType, qPrintable(describe(parsed.problems)));
        QCOMPARE(headType->severity, SpecProblem::Severity::Warning);
        QCOMPARE(headType->line, 13);
        QVERIFY(problemAt(parsed.problems, u"spec.common_node_config.min_workers"_s));
        // memory: 16Gi is a quantity; the CRD wants bytes.
        const SpecProblem *memory = problemAt(parsed.problems,
            u"spec.common_node_config.available_node_types.worker_1.resources.memory"_s);
        QVERIFY(memory);
        QVERIFY(memory->message.contains(u"17179869184"_s));
        QCOMPARE(parsed.spec.nodeType(u"worker_1"_s)->memory, 17179869184LL);
        QVERIFY(parsed.spec.headNodeType.isEmpty()); // so validation will ask for it
        // Unknown fields are written back where they were.
        const QByteArray written = toClusterResource(parsed.spec);
        QVERIFY(written.contains("head_node_type: ray_head"));
        const ParsedSpec again = parseClusterResource(written);
        QVERIFY(again.spec == parsed.spec);
    }

    void reportsMalformedInputWithPlaces_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        QByteArray badIndent = readmeYaml;
        badIndent.replace("    location: 10.0.0.10\n", "    location: 10.0.0.10\n   broken: [\n");
        QTest::newRow("syntax") << badIndent << QString() << 9 << u"cannot be read"_s;

        QByteArray wrongType = readmeYaml;
        wrongType.replace("    max_workers: 5\n", "    max_workers: five\n");
        QTest::newRow("wrong type")
            << wrongType << u"spec.common_node_config.max_workers"_s << 20 << u"whole number"_s;

        QByteArray quoted = readmeYaml;
        quoted.replace("          cpu: 1\n", "          cpu: \"1\"\n");
        QTest::newRow("quoted number")
            << quoted
            << u"spec.common_node_config.available_node_types.ray.worker.default.resources.cpu"_s
            << 31 << u"whole number"_s;

        QByteArray twice = readmeYaml;
        twice.replace("  ray_docker_image: rayproject/ray:latest\n",
            "  ray_docker_image: rayproject/ray:latest\n  ray_docker_image: rayproject/ray:2.9\n");
        QTest::newRow("duplicate key") << twice << u"spec.ray_docker_image"_s << 10 << u"twice"_s;

        QByteArray list = readmeYaml;
        list.replace("  head_node:\n    node_type: ray.head.default\n    port: 6379\n",
            "  head_node:\n  - node_type\n");
        QTest::newRow("list for a map") << list << u"spec.head_node"_s << 11 << u"map of fields"_s;

        QTest::newRow("not a resource")
            << "- just\n- a list\n"_ba << QString() << 0 << u"VMRayCluster resource"_s;
        QTest::newRow("wrong kind")
            << "apiVersion: v1\nkind: Pod\nspec: {}\n"_ba << u"kind"_s << 0 << u"Pod"_s;
    }
    void reportsMalformedInputWithPlaces()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, field);
        QFETCH(int, line);
        QFETCH(QString, message);
        const ParsedSpec parsed = parseClusterResource(yaml);
        QVERIFY(parsed.hasErrors());
        bool found = false;
        for (const SpecProblem &p : parsed.problems) {
            if (p.severity == SpecProblem::Severity::Error && p.field == field && p.line == line
                && p.message.contains(message))
                found = true;
        }
        QVERIFY2(found, qPrintable(describe(parsed.problems)));
    }

    void refusesAFiveMegabyteFileAndReadsALargeOne()
    {
        QByteArray big(5 * 1024 * 1024, '{');
        QElapsedTimer t;
        t.start();
        const ParsedSpec refused = parseClusterResource(big);
        QVERIFY(refused.hasErrors());
        QVERIFY(refused.problems.first().message.contains(u"1.5 MiB"_s));
        QVERIFY2(t.elapsed() < 1000, "a file too large to be a resource is refused at once");

        // A megabyte of fields the CRD does not know is read, reported and kept.
        QByteArray large = readmeYaml + "junk:\n";
        while (large.size() < 1024 * 1024)
            large += "- \"0123456789 abcdefghij 0123456789 abcdefghij 0123456789 abcdefghij\"\n";
        const ParsedSpec parsed = parseClusterResource(large);
        QVERIFY(!parsed.hasErrors());
        QVERIFY(problemAt(parsed.problems, u"junk"_s));
        QVERIFY(!(parsed.spec == readmeCluster())); // it has the unknown field
        QCOMPARE(parsed.spec.unknownFields.size(), 1);

        // Deeply nested input is an error, not a crash.
        QByteArray nested(200000, '[');
        QVERIFY(parseClusterResource(nested).hasErrors());
    }

    void validatesRuleByRule_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        const auto row = [](const char *name,
                             const char *from,
                             const char *to,
                             const QString &field,
                             int line,
                             const QString &message) {
            QTest::newRow(name) << QByteArray(from) << QByteArray(to) << field << line << message;
        };
        const QString types = u"spec.common_node_config.available_node_types."_s;
        // The CRD's required fields.
        row("name", "  name: test-ray\n", "  name: \"\"\n", u"metadata.name"_s, 4, u"Required"_s);
        row("api server",
            "    location: 10.0.0.10\n",
            "    location: \"\"\n",
            u"spec.api_server.location"_s,
            8,
            u"Required"_s);
        row("image",
            "  ray_docker_image: rayproject/ray:latest\n",
            "  ray_docker_image: \"\"\n",
            u"spec.ray_docker_image"_s,
            9,
            u"Required"_s);
        row("head type",
            "    node_type: ray.head.default\n",
            "    node_type: \"\"\n",
            u"spec.head_node.node_type"_s,
            11,
            u"Required"_s);
        row("vm image",
            "    vm_image: vmi-7289e7d90a3c53e73\n",
            "    vm_image: \"\"\n",
            u"spec.common_node_config.vm_image"_s,
            16,
            u"Required"_s);
        row("storage class",
            "    storage_class: vsan-default-storage-policy\n",
            "    storage_class: \"\"\n",
            u"spec.common_node_config.storage_class"_s,
            17,
            u"Required"_s);
        row("vm user",
            "    vm_user: ray\n",
            "    vm_user: \"\"\n",
            u"spec.common_node_config.vm_user"_s,
            18,
            u"Required"_s);
        row("password hash",
            "    vm_password_salt_hash: $6$",
            "    x_: $6$",
            u"spec.common_node_config.vm_password_salt_hash"_s,
            15, // common_node_config, the mapping that lacks it
            u"requires"_s);
        row("vm class",
            "        vm_class: best-effort-xlarge\n        min_workers: 2\n",
            "        vm_class: \"\"\n        min_workers: 2\n",
            types + u"ray.worker.default.vm_class"_s,
            27,
            u"Required"_s);
        // The webhook's rules (supervisor-api.md §4.5).
        row("rule 1: DNS-1035 name",
            "  name: test-ray\n",
            "  name: Test_Ray\n",
            u"metadata.name"_s,
            4,
            u"DNS-1035"_s);
        row("rule 2: min above max",
            "        min_workers: 2\n        max_workers: 5\n",
            "        min_workers: 4\n        max_workers: 3\n",
            types + u"ray.worker.default.min_workers"_s,
            28,
            u"The minimum of workers (4) is more than the maximum (3)"_s);
        row("rule 2: max above the cluster's",
            "        min_workers: 2\n        max_workers: 5\n",
            "        min_workers: 2\n        max_workers: 6\n",
            types + u"ray.worker.default.max_workers"_s,
            29,
            u"more than the cluster's maximum total workers (5)"_s);
        row("rule 3: head type unknown",
            "    node_type: ray.head.default\n",
            "    node_type: ray.head.big\n",
            u"spec.head_node.node_type"_s,
            11,
            u"not one of the node types"_s);
        row("rule 4: minimums above max",
            "    max_workers: 5\n",
            "    max_workers: 1\n",
            u"spec.common_node_config.max_workers"_s,
            20,
            u"add up to 2"_s);
        row("rule 5: no node types",
            "    available_node_types:\n",
            "    available_node_types: {}\n    x_:\n",
            u"spec.common_node_config.available_node_types"_s,
            21,
            u"at least one"_s);
        row("rule 6: image reference",
            "  ray_docker_image: rayproject/ray:latest\n",
            "  ray_docker_image: RayProject/Ray:latest\n",
            u"spec.ray_docker_image"_s,
            9,
            u"image reference"_s);
        row("rule 7: desired worker name",
            "  worker_node:\n",
            "  autoscaler_desired_workers:\n    bad_name!: ray.worker.default\n  worker_node:\n",
            u"spec.autoscaler_desired_workers.bad_name!"_s,
            14,
            u"VM name"_s);
        // What the operator needs beyond the webhook.
        row("crypt hash",
            "    vm_password_salt_hash: $6$test1234$",
            "    vm_password_salt_hash: hunter2\n    x_: $6$test1234$",
            u"spec.common_node_config.vm_password_salt_hash"_s,
            19,
            u"SHA-512 crypt"_s);
    }
    void validatesRuleByRule()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        QFETCH(int, line);
        QFETCH(QString, message);
        QVERIFY2(readmeYaml.contains(from), from.constData());
        QVERIFY(checkClusterResource(readmeYaml).isEmpty()); // the base is valid
        QByteArray yaml = readmeYaml;
        yaml.replace(from, to);
        const QList<SpecProblem> problems = checkClusterResource(yaml);
        const SpecProblem *p = problemAt(problems, field);
        QVERIFY2(p, qPrintable(describe(problems)));
        QCOMPARE(p->severity, SpecProblem::Severity::Error);
        QVERIFY2(p->message.contains(message), qPrintable(p->message));
        QCOMPARE(p->line, line);
    }

    void convertsToRayUpAndBack()
    {
        const ClusterSpec s = readmeCluster();
        const QByteArray rayUp = toRayUpConfig(s);
        QVERIFY(rayUp.contains(
            "provider:\n  type: vsphere\n  vsphere_config:\n    namespace: deploy-ray\n"));
        QVERIFY(rayUp.contains("    node_config:\n      vm_class: best-effort-xlarge\n"));
        QVERIFY(rayUp.contains("auth:\n  ssh_user: ray\n"));
        QVERIFY(rayUp.contains("docker:\n  image: rayproject/ray:latest\n"));
        const ParsedSpec back = parseClusterYaml(rayUp);
        QVERIFY2(back.problems.isEmpty(), qPrintable(describe(back.problems)));
        ClusterSpec expected = s;
        expected.headPort.reset(); // `ray up` has no place for the head's port
        QVERIFY(back.spec == expected);

        // Problems point into the `ray up` text, under the resource's field names.
        QByteArray broken = rayUp;
        const qsizetype at = broken.indexOf("    min_workers: 2\n");
        QVERIFY(at > 0);
        broken.replace(at, 18, "    min_workers: 9\n");
        const int line = int(broken.left(at).count('\n')) + 1;
        const QList<SpecProblem> problems = checkClusterResource(broken);
        const SpecProblem *p = problemAt(problems,
            u"spec.common_node_config.available_node_types.ray.worker.default.min_workers"_s);
        QVERIFY(p);
        QCOMPARE(p->line, line);
    }

    void importsRaysMinimalExample()
    {
        QFile file(QStringLiteral(VMRAY_REFERENCE_DIR "/ray-vsphere/example-minimal.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ParsedSpec parsed = parseClusterYaml(file.readAll());
        QVERIFY2(!parsed.hasErrors(), qPrintable(describe(parsed.problems)));
        // A field a VMRayCluster cannot hold is reported where it stands.
        const SpecProblem *key = problemAt(parsed.problems, u"auth.ssh_private_key"_s);
        QVERIFY2(key, qPrintable(describe(parsed.problems)));
        QCOMPARE(key->severity, SpecProblem::Severity::Warning);
        QCOMPARE(key->line, 18);
        QCOMPARE(parsed.spec.name, u"default"_s);
        QCOMPARE(parsed.spec.vmUser, u"ray"_s);
        QCOMPARE(parsed.spec.maxWorkers, 5);
        QCOMPARE(parsed.spec.headNodeType, u"ray.head.default"_s);
        QCOMPARE(parsed.spec.nodeType(u"ray.worker.default"_s)->minWorkers, 1);
        QCOMPARE(parsed.spec.nodeType(u"ray.worker.default"_s)->maxWorkers, 3);
        // Ray's defaults for the head type (0 and 2) break the operator's rules? No: 2 <= 5.
        QCOMPARE(parsed.spec.nodeType(u"ray.head.default"_s)->maxWorkers, 2);
        // What the example leaves out is reported by validation.
        const QList<SpecProblem> problems =
            checkClusterResource(file.fileName().toUtf8().isEmpty() ? QByteArray() : [&] {
                file.seek(0);
                return file.readAll();
            }());
        QVERIFY(problemAt(problems, u"spec.common_node_config.vm_image"_s));
        QVERIFY(problemAt(problems, u"spec.api_server.location"_s));
        QVERIFY(problemAt(problems, u"spec.ray_docker_image"_s));
    }

    void hashesTheVmPasswordLocally()
    {
        const QString first = hashVmPassword(u"Sw0rdfish!"_s);
        const QString second = hashVmPassword(u"Sw0rdfish!"_s);
        QVERIFY(first.startsWith(u"$6$"_s));
        QVERIFY(!first.contains(u"Sw0rdfish"_s));
        QVERIFY(first != second); // a fresh random salt each time
        QVERIFY(vmPasswordMatches(u"Sw0rdfish!"_s, first));
        QVERIFY(vmPasswordMatches(u"Sw0rdfish!"_s, second));
        QVERIFY(!vmPasswordMatches(u"swordfish!"_s, first));
        // A hash made elsewhere (the README sample's) is checked the same way.
        QVERIFY(!vmPasswordMatches(u"wrong"_s, readmeCluster().vmPasswordSaltHash));
        // What the console makes passes its own validation.
        ClusterSpec s = readmeCluster();
        s.vmPasswordSaltHash = first;
        QVERIFY2(validateCluster(s).isEmpty(), qPrintable(describe(validateCluster(s))));
    }

    void acceptsValidImageReferences()
    {
        ClusterSpec s = readmeCluster();
        for (const QString &image :
            { u"rayproject/ray:2.9.0-py310-gpu"_s,
                u"registry.example.com:5000/team/ray:latest"_s,
                u"ray"_s,
                u"ghcr.io/org/ray@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"_s }) {
            s.rayImage = image;
            QVERIFY2(validateCluster(s).isEmpty(), qPrintable(image));
        }
    }

    void refusesYamlNestedTooDeeplyWithItsPlace()
    {
        // yaml-cpp recurses once per level, as do the walks over what it returns: such text is
        // refused before it is parsed, with the place where it went too deep.
        QByteArray deep = readmeYaml;
        deep.replace("    location: 10.0.0.10\n",
            QByteArray("    location: " + QByteArray(100, '[') + "\n"));
        const ParsedSpec parsed = parseClusterResource(deep);
        QVERIFY(parsed.hasErrors());
        QCOMPARE(parsed.problems.size(), 1);
        const SpecProblem &p = parsed.problems.first();
        QVERIFY2(p.message.contains(u"nested more than 64 levels"_s), qPrintable(p.message));
        QCOMPARE(p.line, 8);
        QCOMPARE(p.column, 76);

        QByteArray indented = "apiVersion: vmray.broadcom.com/v1alpha1\nspec:\n";
        for (int level = 1; level <= 70; ++level)
            indented += QByteArray(2 * level, ' ') + "a:\n";
        const QList<SpecProblem> problems = checkClusterResource(indented);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().message.contains(u"nested more than 64 levels"_s),
            qPrintable(describe(problems)));
        QCOMPARE(problems.first().line, 66);

        const ParsedSpec rayUp = parseRayUpConfig("provider: " + QByteArray(70, '{'));
        QVERIFY(rayUp.hasErrors());
        QVERIFY(rayUp.problems.first().message.contains(u"nested more than 64 levels"_s));
    }

    void refusesAnAliasInsideItsOwnAnchor()
    {
        // The network map is converted to JSON and unknown fields are written back: both walk
        // the document, which such an alias makes endless.
        const QByteArray yaml =
            readmeYaml + "  extra: &loop\n    inner: *loop\n"; // an unknown field under spec
        const ParsedSpec parsed = parseClusterYaml(yaml);
        QVERIFY(parsed.hasErrors());
        QVERIFY2(parsed.problems.first().message.contains(u"aliases nest it more than 64"_s),
            qPrintable(describe(parsed.problems)));
        QCOMPARE(parsed.problems.first().line, 32); // where the anchor stands
    }

    void failsAResourceTheApiServerRefuses()
    {
        // worker_node and a node type's bounds are required by the CRD: kubectl apply is refused
        // without them, so the check fails, each at the line of the mapping that lacks the field.
        // Reading (the wizard, --to-cr) still fills them in with a warning.
        QByteArray yaml = readmeYaml;
        QVERIFY(yaml.contains("  worker_node:\n    {}\n"));
        yaml.replace("  worker_node:\n    {}\n", "");
        const qsizetype typeAt = yaml.indexOf("      ray.head.default:\n");
        QVERIFY(typeAt > 0);
        const int typeLine = int(yaml.left(typeAt).count('\n')) + 1;
        const qsizetype minAt = yaml.indexOf("        min_workers: 0\n", typeAt);
        QVERIFY(minAt > typeAt);
        yaml.remove(minAt, qsizetype(sizeof("        min_workers: 0\n") - 1));
        const int specLine = int(yaml.left(yaml.indexOf("\nspec:") + 1).count('\n')) + 1;

        const QList<SpecProblem> problems = checkClusterResource(yaml);
        const SpecProblem *worker = problemAt(problems, u"spec.worker_node"_s);
        QVERIFY2(worker, qPrintable(describe(problems)));
        QCOMPARE(worker->severity, SpecProblem::Severity::Error);
        QVERIFY2(worker->message.contains(u"refuses"_s), qPrintable(worker->message));
        QCOMPARE(worker->line, specLine);
        QCOMPARE(worker->column, 1);
        const QString minField =
            u"spec.common_node_config.available_node_types.ray.head.default.min_workers"_s;
        const SpecProblem *bound = problemAt(problems, minField);
        QVERIFY2(bound, qPrintable(describe(problems)));
        QCOMPARE(bound->severity, SpecProblem::Severity::Error);
        QCOMPARE(bound->line, typeLine);
        QCOMPARE(bound->column, 7);

        const ParsedSpec read = parseClusterYaml(yaml);
        QVERIFY(!read.hasErrors());
        for (const QString &field : { u"spec.worker_node"_s, minField }) {
            const SpecProblem *filled = problemAt(read.problems, field);
            QVERIFY2(
                filled && filled->severity == SpecProblem::Severity::Warning, qPrintable(field));
        }
        // A required field missing at the top is reported at the document's start.
        QByteArray nameless = readmeYaml;
        nameless.replace("metadata:\n  name: test-ray\n", "metadata:\n");
        const QList<SpecProblem> namelessProblems = checkClusterResource(nameless);
        const SpecProblem *name = problemAt(namelessProblems, u"metadata.name"_s);
        QVERIFY(name);
        QCOMPARE(name->line, 3); // metadata:, the mapping that lacks it
    }

    void judgesARayUpConfigAsRaysProviderBuildsIt()
    {
        // Ray's vSphere provider fills in what a `ray up` config leaves out (an empty password
        // hash, node type bounds 0 and 2), so the cluster it creates is not refused for them.
        const QByteArray config = R"(cluster_name: default
max_workers: 5
provider:
  type: vsphere
  vsphere_config:
    namespace: deploy-ray
    api_server: 10.78.116.4
    vm_image: vmi-86621c422637d11ef
    storage_class: wcpe2e-nfs-profile
auth:
  ssh_user: ray
docker:
  image: rayproject/ray:latest
head_node_type: ray.head.default
available_node_types:
  ray.head.default:
    node_config:
      vm_class: best-effort-xlarge
  ray.worker.default:
    min_workers: 1
    node_config:
      vm_class: best-effort-xlarge
)"_ba;
        const QList<SpecProblem> problems = checkClusterResource(config);
        for (const SpecProblem &p : problems)
            QVERIFY2(p.severity == SpecProblem::Severity::Warning, qPrintable(describe(problems)));
        const SpecProblem *hash =
            problemAt(problems, u"spec.common_node_config.vm_password_salt_hash"_s);
        QVERIFY2(hash && hash->message.contains(u"no password"_s), qPrintable(describe(problems)));
        // The console's own rules still ask for a password.
        const ParsedSpec parsed = parseClusterYaml(config);
        const QList<SpecProblem> console = validateCluster(parsed.spec);
        const SpecProblem *asked =
            problemAt(console, u"spec.common_node_config.vm_password_salt_hash"_s);
        QVERIFY(asked && asked->severity == SpecProblem::Severity::Error);
    }

    void reportsQuantitiesTooLargeForBytes()
    {
        QCOMPARE(quantityBytes(u"16Gi"_s), std::optional<qint64>(16LL << 30));
        QCOMPARE(quantityBytes(u"8388607Ti"_s), std::optional<qint64>(8388607LL << 40));
        // Beyond a qint64: nothing, rather than an overflowed or zero size.
        QCOMPARE(quantityBytes(u"8388608Ti"_s), std::nullopt);
        QCOMPARE(quantityBytes(u"99999999999999999999"_s), std::nullopt);
        QCOMPARE(quantityMillis(u"9223372036854776"_s), std::nullopt);
        QCOMPARE(quantityMillis(u"9223372036854775m"_s), std::optional<qint64>(9223372036854775));

        QByteArray yaml = readmeYaml;
        yaml.replace("          cpu: 1\n", "          cpu: 1\n          memory: 9999999999Ti\n");
        const ParsedSpec parsed = parseClusterResource(yaml);
        QVERIFY(parsed.hasErrors());
        const QString field =
            u"spec.common_node_config.available_node_types.ray.worker.default.resources.memory"_s;
        QVERIFY2(problemAt(parsed.problems, field), qPrintable(describe(parsed.problems)));
        QVERIFY(problemAt(parsed.problems, field)->message.contains(u"too large"_s));
    }
};

QTEST_GUILESS_MAIN(TestClusterSpec)
#include "tst_clusterspec.moc"
