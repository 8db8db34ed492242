// What a kubeconfig can make the console send, against a TLS server on loopback that records
// every request: a token file naming a secret of this computer is read, and sent, only after the
// user agreed, and the agreement is remembered per context; a token holding CR and LF, from a
// kubeconfig, a token file, the keychain or a login answer, is refused and no header it would
// add reaches the server.
#include "kube/apicall.h"
#include "kube/kubeclient.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/credentialstore.h"
#include "supervisor/session.h"
#include "supervisor/wcpclient.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

using State = ConnectionPolicy::State;

namespace {

// HTTPS on 127.0.0.1 that keeps the head of every request and answers as it is told (401 unless
// told otherwise).
class RecordingServer final : public QObject
{
public:
    RecordingServer(const QString &certificateFile, const QString &keyFile)
    {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setLocalCertificate(QSslCertificate::fromPath(certificateFile).value(0));
        QFile key(keyFile);
        if (key.open(QIODevice::ReadOnly))
            ssl.setPrivateKey(QSslKey(key.readAll(), QSsl::Ec));
        ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        m_server.setSslConfiguration(ssl);
        connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        m_server.listen(QHostAddress::LocalHost);
    }

    quint16 port() const { return m_server.serverPort(); }
    QList<QByteArray> heads;
    std::function<QByteArray(const QByteArray &head)> answer = [](const QByteArray &) {
        return "HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"_ba;
    };
    bool anyHeadContains(const QByteArray &text) const
    {
        return std::any_of(heads.cbegin(), heads.cend(), [&](const QByteArray &head) {
            return head.contains(text);
        });
    }

private:
    void serve(QTcpSocket *socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            *buffer += socket->readAll();
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = buffer->left(end + 4);
            heads.append(head);
            buffer->clear();
            socket->write(answer(head));
            socket->disconnectFromHost();
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }

    QSslServer m_server;
};

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestKubeconfigConsent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<RecordingServer> m_server;
    QString m_certificate;
    QString m_kubeconfig;
    const QByteArray m_secretLine = "root:$6$s3cr3t-hash-of-this-computer:19000:0:99999:7:::";

    QString server() const { return u"https://127.0.0.1:%1"_s.arg(m_server->port()); }

    // A kubeconfig whose contexts name files: `secret` uses a token file holding a line of a
    // secret file, `crlf-file` one whose token holds CR LF and a header, `crlf` such a token
    // inline. Each trusts the server's certificate through a certificate-authority file.
    void writeKubeconfig()
    {
        write(m_dir.filePath(u"shadow"_s), m_secretLine + '\n');
        write(m_dir.filePath(u"crlf-token"_s), "abc\r\nX-Injected: yes\n");
        QByteArray text = "apiVersion: v1\nkind: Config\nclusters:\n- name: loopback\n  cluster:\n"
                          "    server: "
            + server().toUtf8() + "\n    certificate-authority: " + m_certificate.toUtf8()
            + "\ncontexts:\n";
        for (const char *name : { "secret", "crlf-file", "crlf" })
            text += "- name: "_ba + name + "\n  context: {cluster: loopback, user: " + name + "}\n";
        text += "users:\n- name: secret\n  user: {tokenFile: shadow}\n"
                "- name: crlf-file\n  user: {tokenFile: crlf-token}\n"
                "- name: crlf\n  user: {token: \"abc\\r\\nX-Injected: yes\"}\n";
        write(m_kubeconfig, text);
    }

    ConnectionProfile profileOf(const QString &context) const
    {
        QString error;
        const auto config = loadKubeconfig({ m_kubeconfig }, &error);
        if (!config || !config->find(context))
            qFatal("%s", qPrintable(error));
        return ConnectionProfile::fromKubeconfig(*config->find(context));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_certificate = m_dir.filePath(u"server.pem"_s);
        const QString key = m_dir.filePath(u"server.key"_s);
        QProcess openssl;
        openssl.start(u"openssl"_s,
            { u"req"_s,
                u"-x509"_s,
                u"-newkey"_s,
                u"ec"_s,
                u"-pkeyopt"_s,
                u"ec_paramgen_curve:prime256v1"_s,
                u"-nodes"_s,
                u"-keyout"_s,
                key,
                u"-out"_s,
                m_certificate,
                u"-days"_s,
                u"2"_s,
                u"-subj"_s,
                u"/CN=127.0.0.1"_s,
                u"-addext"_s,
                u"subjectAltName=IP:127.0.0.1"_s });
        QVERIFY(openssl.waitForFinished(60000) && openssl.exitCode() == 0);
        m_server = std::make_unique<RecordingServer>(m_certificate, key);
        QVERIFY(m_server->port() != 0);
        m_kubeconfig = m_dir.filePath(u"kubeconfig"_s);
        writeKubeconfig();
    }

    void aTokenFileIsReadAndSentOnlyAfterConsent()
    {
        QSettings settings(m_dir.filePath(u"consent.ini"_s), QSettings::IniFormat);
        ProfileStore profiles(&settings);
        MemoryCredentialStore keychain;
        QNetworkAccessManager network;
        ConnectionPolicy policy(&network, &profiles, &keychain);
        policy.setKubeconfigPaths({ m_kubeconfig });
        QSignalSpy consent(&policy, &ConnectionPolicy::needFileConsent);
        QSignalSpy password(&policy, &ConnectionPolicy::needPassword);

        // The attack: connecting with the context would send the secret file as a token.
        policy.connectTo(profileOf(u"secret"_s), {});
        QCOMPARE(policy.state(), State::NeedFileConsent);
        QCOMPARE(consent.count(), 1);
        QCOMPARE(consent.first().at(1).toString(), server());
        const auto files = consent.first().at(2).value<QList<KubeconfigFile>>();
        QCOMPARE(files,
            (QList<KubeconfigFile> { { KubeconfigFile::Role::CertificateAuthority, m_certificate },
                { KubeconfigFile::Role::Token, m_dir.filePath(u"shadow"_s) } }));
        QVERIFY(!policy.holdsSecret());
        // Refused: nothing was read or sent, and the password is asked for instead.
        policy.filesRefused();
        QCOMPARE(policy.state(), State::NeedPassword);
        QVERIFY(password.last().first().value<ConnectionSetback>().reason.english().contains(
            u"were not read"_s));
        QVERIFY(m_server->heads.isEmpty());

        // Asked again, agreed to: now, and only now, the file goes to the server.
        policy.connectTo(profileOf(u"secret"_s), {});
        QCOMPARE(consent.count(), 2);
        policy.filesConsented();
        QTRY_VERIFY_WITH_TIMEOUT(
            m_server->anyHeadContains("Authorization: Bearer " + m_secretLine), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(policy.state(), State::NeedPassword, 20000); // the 401

        // The agreement is kept with the settings, for this context and server.
        QNetworkAccessManager network2;
        ConnectionPolicy next(&network2, &profiles, &keychain);
        next.setKubeconfigPaths({ m_kubeconfig });
        QSignalSpy nextConsent(&next, &ConnectionPolicy::needFileConsent);
        next.connectTo(profileOf(u"secret"_s), {});
        QCOMPARE(nextConsent.count(), 0);
        QCOMPARE(next.state(), State::Connecting);
        // A path is kept, never what the file holds.
        settings.sync();
        QFile kept(settings.fileName());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QByteArray keptText = kept.readAll();
        QVERIFY(keptText.contains("kubeconfigFileConsent"));
        QVERIFY(!keptText.contains(m_secretLine));
        QTRY_COMPARE_WITH_TIMEOUT(next.state(), State::NeedPassword, 20000);
    }

    void aTokenWithCrLfNeverReachesTheServer_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("says");
        QTest::addRow("token file") << u"crlf-file"_s << u"control characters"_s;
        QTest::addRow("inline token") << u"crlf"_s << u"control characters"_s;
    }

    void aTokenWithCrLfNeverReachesTheServer()
    {
        QFETCH(QString, context);
        QFETCH(QString, says);
        const qsizetype before = m_server->heads.size();
        QNetworkAccessManager network;
        ConnectionPolicy policy(&network, nullptr, nullptr);
        policy.setKubeconfigPaths({ m_kubeconfig });
        QSignalSpy password(&policy, &ConnectionPolicy::needPassword);
        policy.connectTo(profileOf(context), {});
        if (policy.state() == State::NeedFileConsent)
            policy.filesConsented();
        QTRY_COMPARE_WITH_TIMEOUT(policy.state(), State::NeedPassword, 20000);
        const QString reason = password.last().first().value<ConnectionSetback>().reason.english();
        QVERIFY2(reason.contains(says), qPrintable(reason));
        QCOMPARE(m_server->heads.size(), before);
        QVERIFY(!m_server->anyHeadContains("X-Injected"));
    }

    void noPathSendsATokenWithCrLf()
    {
        const QString injecting = u"abc\r\nX-Injected: yes"_s;
        QNetworkAccessManager network;
        ConnectionProfile profile = profileOf(u"secret"_s);
        const qsizetype before = m_server->heads.size();

        // The keychain's token (or any handed to the session).
        SupervisorSession session(&network, profile, nullptr);
        QSignalSpy failed(&session, &SupervisorSession::loginFailed);
        session.useToken(injecting);
        QVERIFY(failed.wait(20000));
        QVERIFY(failed.first().first().value<kube::KubeError>().isUnsafeToken());
        QVERIFY(session.client()->policy().bearerToken.isEmpty());

        // A client given such a token anyway sends nothing, and says why.
        kube::KubeClient client(&network);
        kube::RequestPolicy policy = session.client()->policy();
        policy.bearerToken = injecting;
        client.setPolicy(policy);
        kube::KubeError callError;
        connect(client.get(u"/api"_s), &kube::ApiCall::finished, this, [&](kube::ApiCall *c) {
            callError = c->error();
        });
        QTRY_VERIFY_WITH_TIMEOUT(callError.isError(), 20000);
        QVERIFY(callError.isUnsafeToken());

        // The token given to WCP for the workloads.
        WcpClient wcp(&network, QUrl(server()), policy.trust);
        kube::KubeError workloadsError;
        connect(wcp.workloads(injecting), &WcpCall::finished, this, [&](WcpCall *c) {
            workloadsError = c->error();
        });
        QTRY_VERIFY_WITH_TIMEOUT(workloadsError.isError(), 20000);
        QVERIFY(workloadsError.isUnsafeToken());
        QCOMPARE(m_server->heads.size(), before);

        // A login answer whose session token would add a header: refused, not kept.
        m_server->answer = [](const QByteArray &) -> QByteArray {
            const QByteArray body = R"({"session_id":"abc\r\nX-Injected: yes"})";
            return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
        };
        WcpCall *login = wcp.login(u"devops@vsphere.local"_s, u"password"_s);
        kube::KubeError loginError;
        QString loginToken = u"unset"_s;
        connect(login, &WcpCall::finished, this, [&](WcpCall *c) {
            loginError = c->error();
            loginToken = c->token();
        });
        QTRY_VERIFY_WITH_TIMEOUT(loginError.isError(), 20000);
        QVERIFY(loginError.isUnsafeToken());
        QVERIFY(loginToken.isEmpty());
        QCOMPARE(m_server->heads.size(), before + 1); // the login itself
        QVERIFY(!m_server->anyHeadContains("X-Injected"));
    }
};

QTEST_GUILESS_MAIN(TestKubeconfigConsent)
#include "tst_kubeconfig_consent.moc"
