// Kubeconfig import: what `kubectl vsphere login` writes, KUBECONFIG lists merged as kubectl
// merges them, CA and token files relative to their kubeconfig, and clear errors for bad files.
#include "englishcatalog.h"
#include "supervisor/kubeconfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
// The shape kubectl vsphere login leaves behind: a context per vSphere Namespace.
const char *const vsphereLogin = R"(apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==
    server: https://10.0.0.10:6443
  name: 10.0.0.10
- cluster:
    insecure-skip-tls-verify: true
    server: https://10.0.0.10:6443
  name: 10.0.0.10-insecure
contexts:
- context:
    cluster: 10.0.0.10
    namespace: ray-prod
    user: wcp:10.0.0.10:devops@vsphere.local
  name: ray-prod
- context:
    cluster: 10.0.0.10-insecure
    namespace: ray-dev
    user: wcp:10.0.0.10:devops@vsphere.local
  name: ray-dev
current-context: ray-dev
preferences: {}
users:
- name: wcp:10.0.0.10:devops@vsphere.local
  user:
    token: eyJhbGciOiJSUzI1NiJ9.e30.c2ln
)";

const char *const second = R"(apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority: certs/ca.pem
    server: https://other.example:6443
  name: other
contexts:
- context: {cluster: other, user: certuser}
  name: ray-prod
- context: {cluster: other, user: certuser, namespace: lab}
  name: lab
current-context: lab
users:
- name: certuser
  user:
    client-certificate: certs/client.pem
    client-key-data: S0VZ
- name: pluginuser
  user:
    exec: {command: some-plugin, apiVersion: client.authentication.k8s.io/v1}
)";

void write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}
} // namespace

class TestKubeconfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(installEnglishCatalog()); } // "64 levels"

    void readsWhatVsphereLoginWrites()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"config"_s), vsphereLogin);
        QString error;
        const auto config = loadKubeconfig({ dir.filePath(u"config"_s) }, &error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(config->currentContext, u"ray-dev"_s);
        QCOMPARE(config->contexts.size(), 2);
        const KubeconfigContext *prod = config->find(u"ray-prod"_s);
        QVERIFY(prod);
        QCOMPARE(prod->server, u"https://10.0.0.10:6443"_s);
        QCOMPARE(prod->ns, u"ray-prod"_s);
        QCOMPARE(prod->user, u"wcp:10.0.0.10:devops@vsphere.local"_s);
        QCOMPARE(prod->token, u"eyJhbGciOiJSUzI1NiJ9.e30.c2ln"_s);
        QVERIFY(prod->caPem.startsWith("-----BEGIN CERTIFICATE-----"));
        QVERIFY(!prod->insecureSkipVerify);
        QVERIFY(config->find(u"ray-dev"_s)->insecureSkipVerify);
    }

    void mergesAListLikeKubectl()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"b/certs"_s));
        write(dir.filePath(u"a.yaml"_s), vsphereLogin);
        write(dir.filePath(u"b/config"_s), second);
        write(dir.filePath(u"b/certs/ca.pem"_s), "CA PEM");
        write(dir.filePath(u"b/certs/client.pem"_s), "CLIENT PEM");
        QString error;
        const auto config = loadKubeconfig(
            { dir.filePath(u"a.yaml"_s), dir.filePath(u"missing"_s), dir.filePath(u"b/config"_s) },
            &error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(config->currentContext, u"ray-dev"_s); // the first file that sets it
        QCOMPARE(config->contexts.size(), 3);
        QCOMPARE(config->find(u"ray-prod"_s)->server, u"https://10.0.0.10:6443"_s); // first wins
        const KubeconfigContext *found = config->find(u"lab"_s);
        QVERIFY(found);
        // Named files are listed, relative to their own kubeconfig, and not read yet.
        KubeconfigContext lab = *found;
        QCOMPARE(lab.files,
            (QList<KubeconfigFile> {
                { KubeconfigFile::Role::CertificateAuthority, dir.filePath(u"b/certs/ca.pem"_s) },
                { KubeconfigFile::Role::ClientCertificate,
                    dir.filePath(u"b/certs/client.pem"_s) } }));
        QVERIFY(lab.caPem.isEmpty());
        QVERIFY(lab.clientCertificatePem.isEmpty());
        QCOMPARE(lab.clientKeyPem, QByteArray("KEY")); // inline data is there at once
        QVERIFY(lab.hasCredential());
        QVERIFY(readKubeconfigFiles(lab, &error));
        QCOMPARE(lab.caPem, QByteArray("CA PEM"));
        QCOMPARE(lab.clientCertificatePem, QByteArray("CLIENT PEM"));
    }

    void readsNamedFilesOnlyWhenAsked()
    {
        // A kubeconfig from elsewhere names a secret of this computer as its token file.
        QTemporaryDir dir;
        const QString secret = dir.filePath(u"shadow"_s);
        write(secret, "root:$6$secret-hash:19000:0:99999:7:::\n");
        const QString config = dir.filePath(u"config"_s);
        write(config,
            "clusters: [{name: c, cluster: {server: 'https://127.0.0.1:6443'}}]\n"
            "contexts: [{name: x, context: {cluster: c, user: u}}]\n"
            "users: [{name: u, user: {tokenFile: "
                + secret.toUtf8() + "}}]\n");
        QString error;
        const auto loaded = loadKubeconfig({ config }, &error);
        QVERIFY2(loaded, qPrintable(error));
        KubeconfigContext x = *loaded->find(u"x"_s);
        QVERIFY(x.token.isEmpty()); // not read
        QCOMPARE(x.files, (QList<KubeconfigFile> { { KubeconfigFile::Role::Token, secret } }));
        QVERIFY(x.hasCredential());
        // Once read, a file is a token only if it could be one: these lines are.
        QVERIFY(readKubeconfigFiles(x, &error));
        QCOMPARE(x.token, u"root:$6$secret-hash:19000:0:99999:7:::"_s);

        // A FIFO named as the token file: listing the contexts does not open it, and reading
        // it is refused at once instead of blocking.
        const QString fifo = dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        write(config,
            "contexts: [{name: x, context: {cluster: c, user: u}}]\n"
            "users: [{name: u, user: {tokenFile: "
                + fifo.toUtf8() + "}}]\n");
        const auto withFifo = loadKubeconfig({ config }, &error);
        QVERIFY2(withFifo, qPrintable(error));
        KubeconfigContext f = *withFifo->find(u"x"_s);
        QVERIFY(!readKubeconfigFiles(f, &error));
        QVERIFY2(error.contains(u"is a pipe (FIFO)"_s), qPrintable(error));

        // The kubeconfig itself is a file named by the user too.
        QVERIFY(!loadKubeconfig({ fifo }, &error));
        QVERIFY2(error.contains(u"is a pipe (FIFO)"_s), qPrintable(error));
    }

    void refusesTokensThatWouldAddHeaders()
    {
        // CR and LF end a header: such a token would add headers of its own to each request.
        QTemporaryDir dir;
        const auto context = [&](const QByteArray &user) {
            QString error;
            const auto config =
                parseKubeconfig("contexts: [{name: x, context: {cluster: c, user: u}}]\n"
                                "users: [{name: u, user: "
                        + user + "}]\n",
                    dir.filePath(u"config"_s),
                    &error);
            if (!config)
                qFatal("%s", qPrintable(error));
            return *config->find(u"x"_s);
        };
        for (const QByteArray &token : { "\"abc\\r\\nX-Injected: yes\""_ba,
                 "\"tab\\there\""_ba,
                 "\"del\\x7f\""_ba,
                 "\"caf\u00e9\""_ba }) {
            const KubeconfigContext c = context("{token: " + token + "}");
            QVERIFY2(c.token.isEmpty() && c.tokenRefused, token.constData());
        }
        QCOMPARE(context("{token: eyJhbGciOiJSUzI1NiJ9.e30.c2ln}").token,
            u"eyJhbGciOiJSUzI1NiJ9.e30.c2ln"_s);

        const QString tokenFile = dir.filePath(u"token"_s);
        write(tokenFile, "abc\r\nX-Injected: yes\n");
        KubeconfigContext c = context("{tokenFile: " + tokenFile.toUtf8() + "}");
        QString error;
        QVERIFY(!readKubeconfigFiles(c, &error));
        QVERIFY2(error.contains(tokenFile) && error.contains(u"control characters"_s),
            qPrintable(error));
        QVERIFY(c.token.isEmpty());
        // The newline kubectl's own tools leave at the end is no part of the token.
        write(tokenFile, "eyJhbGciOiJSUzI1NiJ9.e30.c2ln\n");
        QVERIFY(readKubeconfigFiles(c, &error));
        QCOMPARE(c.token, u"eyJhbGciOiJSUzI1NiJ9.e30.c2ln"_s);
    }

    void explainsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("not YAML") << QByteArray("clusters: [\n  - {name: x\n")
                                  << u"not valid YAML"_s;
        QTest::addRow("not a map") << QByteArray("- just\n- a list\n") << u"not a kubeconfig"_s;
    }

    void explainsBadFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        write(dir.filePath(u"config"_s), text);
        QString error;
        QVERIFY(!loadKubeconfig({ dir.filePath(u"config"_s) }, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void refusesWhatWouldExhaustTheConsole_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        // yaml-cpp recurses once per level: such text is refused before it is parsed.
        QTest::newRow("flow nesting")
            << "clusters: " + QByteArray(100000, '[')
            << u"refused at line 1, column 74: The YAML is nested more than 64 levels deep."_s;
        QByteArray indented = "users:\n";
        for (int level = 1; level <= 80; ++level)
            indented += QByteArray(2 * level, ' ') + "user:\n";
        QTest::newRow("block nesting") << indented << u"refused at line 65, column"_s;
        // An alias inside its own anchor makes the document nest without end.
        QTest::newRow("alias in its own anchor")
            << "clusters: &c\n- name: x\n  cluster: *c\n"_ba << u"aliases nest it more than 64"_s;
    }
    void refusesWhatWouldExhaustTheConsole()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        QString error;
        QVERIFY(!parseKubeconfig(text, u"config"_s, &error));
        QVERIFY2(error.startsWith(u"config is refused"_s) && error.contains(mentions),
            qPrintable(error));
    }

    void refusesFilesLargerThanTheyCanBe()
    {
        QTemporaryDir dir;
        const QString config = dir.filePath(u"config"_s);
        write(config, "# " + QByteArray(4 * 1024 * 1024, 'x') + "\n");
        QString error;
        QVERIFY(!loadKubeconfig({ config }, &error));
        QVERIFY2(error.contains(u"larger than 4 MiB"_s), qPrintable(error));

        // What a kubeconfig names is read only as far as a certificate or key can reach, and
        // only when it is a regular file: a device that never ends is refused at once, and so
        // is a file that cannot be read.
        write(dir.filePath(u"big.pem"_s), QByteArray(2 * 1024 * 1024, 'x'));
        const QList<QPair<QString, QString>> named { { u"/dev/zero"_s, u"is a device"_s },
            { u"big.pem"_s, u"larger than 1 MiB"_s },
            { u"nowhere.pem"_s, u"nowhere.pem cannot be read"_s } };
        for (const auto &[file, says] : named) {
            write(config,
                "clusters: [{name: c, cluster: {server: 'https://h:6443', certificate-authority: "
                    + file.toUtf8() + "}}]\ncontexts: [{name: x, context: {cluster: c}}]\n");
            const auto loaded = loadKubeconfig({ config }, &error);
            QVERIFY2(loaded, qPrintable(error)); // named, not read
            KubeconfigContext x = loaded->contexts.first();
            QVERIFY(!readKubeconfigFiles(x, &error));
            QVERIFY2(error.startsWith(u"Kubeconfig context x: "_s) && error.contains(says),
                qPrintable(error));
        }
    }

    void readsTextAsItReadsAFile()
    {
        QTemporaryDir dir;
        write(dir.filePath(u"config"_s), vsphereLogin);
        QString error;
        const auto fromFile = loadKubeconfig({ dir.filePath(u"config"_s) }, &error);
        QVERIFY2(fromFile, qPrintable(error));
        const auto fromText = parseKubeconfig(vsphereLogin, dir.filePath(u"config"_s), &error);
        QVERIFY2(fromText, qPrintable(error));
        QCOMPARE(fromText->currentContext, fromFile->currentContext);
        QCOMPARE(fromText->contexts.size(), fromFile->contexts.size());
        for (qsizetype i = 0; i < fromText->contexts.size(); ++i) {
            QCOMPARE(fromText->contexts[i].name, fromFile->contexts[i].name);
            QCOMPARE(fromText->contexts[i].server, fromFile->contexts[i].server);
            QCOMPARE(fromText->contexts[i].token, fromFile->contexts[i].token);
            QCOMPARE(fromText->contexts[i].caPem, fromFile->contexts[i].caPem);
        }
        QVERIFY(!parseKubeconfig("- a list\n", u"pasted"_s, &error));
        QCOMPARE(error, u"pasted is not a kubeconfig file."_s);
    }

    void followsTheKubeconfigVariable()
    {
        qputenv("KUBECONFIG", "/one/config:/two/config");
        QCOMPARE(kubeconfigPaths(), (QStringList { u"/one/config"_s, u"/two/config"_s }));
        qunsetenv("KUBECONFIG");
        QVERIFY(kubeconfigPaths().first().endsWith(u"/.kube/config"_s));
    }
};

QTEST_GUILESS_MAIN(TestKubeconfig)
#include "tst_kubeconfig.moc"
