// Whom the console trusts, tested with the attacks trust must stop. An impostor on the
// Supervisor's address presents its own certificate with the trusted certificate appended (which
// is public: anyone who reaches the Supervisor can fetch it). Not one request, and so neither the
// password nor a token, may reach it; the emulator's request log counts what did.
#include "emulatorfixture.h"
#include "kube/apicall.h"
#include "kube/kubeclient.h"
#include "kube/kubeerror.h"
#include "kube/resourcecache.h"
#include "supervisor/wcpclient.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

// Certificates made with the openssl command line, as an administrator or an attacker would.
class CertificateShop
{
public:
    explicit CertificateShop(const QString &dir)
        : m_dir(dir)
    {}

    QString path(const QString &name) const { return m_dir + u'/' + name; }

    // A self-signed certificate (a Supervisor's own, or a CA) with its key in NAME.key.
    bool selfSigned(const QString &name, const QString &subject, bool ca)
    {
        QStringList args { u"req"_s, u"-x509"_s, u"-days"_s, u"2"_s, u"-subj"_s, subject };
        args << keyArguments(name) << u"-out"_s << path(name + u".pem"_s);
        args << u"-addext"_s
             << (ca ? u"basicConstraints=critical,CA:TRUE"_s : u"subjectAltName=IP:127.0.0.1"_s);
        return runOpenssl(args);
    }

    // A server certificate for 127.0.0.1 signed by the key of ISSUER, whose subject it names.
    // No authority key identifier, so a chain is linked by the issuer's name alone.
    // `names`: the subjectAltName extension's value, or empty for a certificate with none.
    bool issued(const QString &name,
        const QString &issuer,
        const QByteArray &names = "IP:127.0.0.1",
        const QString &subject = u"/CN=127.0.0.1"_s)
    {
        QFile ext(path(name + u".ext"_s));
        if (!ext.open(QIODevice::WriteOnly))
            return false;
        if (!names.isEmpty())
            ext.write("subjectAltName=" + names + '\n');
        ext.write("authorityKeyIdentifier=none\n");
        ext.close();
        QStringList request { u"req"_s, u"-new"_s, u"-subj"_s, subject };
        request << keyArguments(name) << u"-out"_s << path(name + u".csr"_s);
        return runOpenssl(request)
            && runOpenssl({ u"x509"_s,
                u"-req"_s,
                u"-in"_s,
                path(name + u".csr"_s),
                u"-CA"_s,
                path(issuer + u".pem"_s),
                u"-CAkey"_s,
                path(issuer + u".key"_s),
                u"-set_serial"_s,
                QString::number(++m_serial),
                u"-days"_s,
                u"2"_s,
                u"-extfile"_s,
                ext.fileName(),
                u"-out"_s,
                path(name + u".pem"_s) });
    }

    // NAME.pem followed by the others: what a server sends as its chain.
    QString chain(const QString &file, const QStringList &names) const
    {
        QFile out(path(file));
        if (!out.open(QIODevice::WriteOnly))
            return {};
        for (const QString &n : names) {
            QFile in(path(n + u".pem"_s));
            if (!in.open(QIODevice::ReadOnly))
                return {};
            out.write(in.readAll());
        }
        return out.fileName();
    }

    QSslCertificate certificate(const QString &name) const
    {
        const auto list = QSslCertificate::fromPath(path(name + u".pem"_s));
        return list.isEmpty() ? QSslCertificate() : list.first();
    }

private:
    QStringList keyArguments(const QString &name) const
    {
        return { u"-newkey"_s,
            u"ec"_s,
            u"-pkeyopt"_s,
            u"ec_paramgen_curve:P-256"_s,
            u"-nodes"_s,
            u"-keyout"_s,
            path(name + u".key"_s) };
    }

    QString m_dir;
    int m_serial = 100;
};

struct LoginOutcome
{
    kube::KubeError error;
    QString token;
};

} // namespace

class TestTlsTrust : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir;
    std::unique_ptr<CertificateShop> shop;
    QNetworkAccessManager nam; // one for every case, as in the console

    // An emulator serving CHAIN with KEY, on `port` (0: any), logging every request it answers.
    std::unique_ptr<EmulatorFixture> serve(const QString &chain, const QString &key, int port = 0)
    {
        auto emu = std::make_unique<EmulatorFixture>();
        QFile::remove(requestLog());
        const bool started = emu->start({ u"--seed"_s,
            u"empty"_s,
            u"--listen"_s,
            u"127.0.0.1:%1"_s.arg(port),
            u"--cert"_s,
            chain,
            u"--key"_s,
            key,
            u"--request-log"_s,
            requestLog() });
        return started ? std::move(emu) : nullptr;
    }

    QString requestLog() const { return dir.filePath(u"requests.log"_s); }

    // Every request the emulator answered, one line each.
    QStringList requestsServed() const
    {
        QFile log(requestLog());
        if (!log.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(log.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }

    struct Account
    {
        QString username;
        QString password;
    };
    static Account accountOf(const EmulatorFixture &emu)
    {
        return { emu.username(0), emu.password(0) };
    }

    LoginOutcome login(const QUrl &server, const kube::TlsTrust &trust, const Account &account)
    {
        WcpClient wcp(&nam, server, trust);
        WcpCall *call = wcp.login(account.username, account.password);
        LoginOutcome out;
        QSignalSpy spy(call, &WcpCall::finished);
        connect(call, &WcpCall::finished, this, [&out](WcpCall *c) {
            out = { c->error(), c->token() };
        });
        if (!spy.wait(30000))
            out.error = kube::KubeError::parse(u"no answer"_s);
        return out;
    }

    kube::KubeError get(const QUrl &server, const kube::TlsTrust &trust, const QString &path)
    {
        kube::KubeClient client(&nam);
        kube::RequestPolicy policy;
        policy.server = server;
        policy.trust = trust;
        policy.bearerToken = u"a-session-token"_s;
        client.setPolicy(policy);
        kube::ApiCall *call = client.get(path);
        kube::KubeError error = kube::KubeError::parse(u"no answer"_s);
        QSignalSpy spy(call, &kube::ApiCall::finished);
        connect(call, &kube::ApiCall::finished, this, [&error](kube::ApiCall *c) {
            error = c->error();
        });
        spy.wait(30000);
        return error;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dir.isValid());
        shop = std::make_unique<CertificateShop>(dir.path());
        // The Supervisor's own self-signed certificate, the one the user pins.
        QVERIFY(shop->selfSigned(u"genuine"_s, u"/CN=supervisor.example"_s, false));
        // The impostor's: a key of its own under the same issuer name, and a leaf signed by it.
        QVERIFY(shop->selfSigned(u"forger"_s, u"/CN=supervisor.example"_s, true));
        QVERIFY(shop->issued(u"impostor"_s, u"forger"_s));
        // A CA, a server certificate it issued, and an impostor's look-alike of that CA.
        QVERIFY(shop->selfSigned(u"ca"_s, u"/CN=Supervisor CA"_s, true));
        QVERIFY(shop->issued(u"server"_s, u"ca"_s));
        QVERIFY(shop->issued(u"sibling"_s, u"ca"_s)); // another server certificate of that CA
        QVERIFY(shop->selfSigned(u"caForger"_s, u"/CN=Supervisor CA"_s, true));
        QVERIFY(shop->issued(u"caImpostor"_s, u"caForger"_s));
        // Leaves of the trusted CA that name 127.0.0.1 only in their common name, or as a DNS
        // entry, which vouches for no IP address.
        QVERIFY(shop->issued(u"commonNameOnly"_s, u"ca"_s, {}));
        QVERIFY(shop->issued(u"ipAsDnsName"_s, u"ca"_s, "DNS:127.0.0.1"));
        QVERIFY(
            shop->issued(u"localhostInCommonName"_s, u"ca"_s, "IP:127.0.0.1", u"/CN=localhost"_s));
    }

    void aPinnedCertificateConnects()
    {
        // The control: the genuine Supervisor, pinned, gets the login and answers it.
        auto emu = serve(shop->path(u"genuine.pem"_s), shop->path(u"genuine.key"_s));
        QVERIFY(emu);
        const auto pin =
            kube::TlsTrust::pinned(kube::sha256Fingerprint(shop->certificate(u"genuine"_s)));
        const LoginOutcome r = login(emu->url(), pin, accountOf(*emu));
        QVERIFY2(!r.error.isError(), qPrintable(r.error.toString()));
        QVERIFY(!r.token.isEmpty());
        QTRY_VERIFY(requestsServed().contains(u"POST /wcp/login 200"_s));
        QCOMPARE(emu->stop(), 0);
    }

    void anImpostorAppendingThePinnedCertificateGetsNothing()
    {
        // First the genuine Supervisor, so a kept-alive connection or a cached decision
        // would be there to abuse; then the impostor on the very same address.
        auto genuine = serve(shop->path(u"genuine.pem"_s), shop->path(u"genuine.key"_s));
        QVERIFY(genuine);
        const QUrl address = genuine->url();
        const auto pin =
            kube::TlsTrust::pinned(kube::sha256Fingerprint(shop->certificate(u"genuine"_s)));
        QVERIFY(!get(address, pin, u"/version"_s).isError());
        const Account account = accountOf(*genuine);
        QCOMPARE(genuine->stop(), 0);

        const QString chain = shop->chain(u"impostor-chain.pem"_s, { u"impostor"_s, u"genuine"_s });
        auto impostor = serve(chain, shop->path(u"impostor.key"_s), address.port());
        QVERIFY(impostor);
        QCOMPARE(impostor->url(), address);

        const LoginOutcome r = login(address, pin, account);
        QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
        QVERIFY(r.token.isEmpty());
        // What the user is shown is the certificate the connection really used.
        QCOMPARE(r.error.peerFingerprintSha256(),
            kube::sha256Fingerprint(shop->certificate(u"impostor"_s)));
        QCOMPARE(r.error.peerCertificate(), shop->certificate(u"impostor"_s));
        // Nor does a token go there.
        QCOMPARE(get(address, pin, u"/api/v1/namespaces"_s).kind(), kube::KubeError::Kind::Tls);
        QCOMPARE(requestsServed(), QStringList());
        QCOMPARE(impostor->stop(), 0);
        QCOMPARE(requestsServed(), QStringList()); // the log is complete once it has stopped
    }

    void aPinnedCaIssuedLeafIsNotItsSiblings()
    {
        // A pinned leaf that a CA issued (a Supervisor's certificate from vCenter's CA), then
        // another leaf of the same CA on the same address. The first handshake's errors concern
        // only the CA; accepting them must not accept the sibling, on a reconnect of the same
        // kept connection (no cache is cleared: the trust is the same) or on a new one.
        const QString genuineChain = shop->chain(u"server-chain.pem"_s, { u"server"_s, u"ca"_s });
        auto genuine = serve(genuineChain, shop->path(u"server.key"_s));
        QVERIFY(genuine);
        const QUrl address = genuine->url();
        const Account account = accountOf(*genuine);
        const auto pin =
            kube::TlsTrust::pinned(kube::sha256Fingerprint(shop->certificate(u"server"_s)));
        QVERIFY(!get(address, pin, u"/version"_s).isError());
        QCOMPARE(genuine->stop(), 0);

        auto sibling = serve(shop->chain(u"sibling-chain.pem"_s, { u"sibling"_s, u"ca"_s }),
            shop->path(u"sibling.key"_s),
            address.port());
        QVERIFY(sibling);
        for (int attempt = 0; attempt < 3; ++attempt) {
            const LoginOutcome r = login(address, pin, account);
            QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
            QCOMPARE(r.error.peerFingerprintSha256(),
                kube::sha256Fingerprint(shop->certificate(u"sibling"_s)));
            QCOMPARE(get(address, pin, u"/api/v1/namespaces"_s).kind(), kube::KubeError::Kind::Tls);
        }
        QCOMPARE(sibling->stop(), 0);
        QCOMPARE(requestsServed(), QStringList());
    }

    void aPinIgnoresTheSystemsCertificateAuthorities()
    {
        // A server that a system CA vouches for is still not the pinned Supervisor.
        const QSslConfiguration saved = QSslConfiguration::defaultConfiguration();
        QSslConfiguration withCa = saved;
        withCa.addCaCertificate(shop->certificate(u"ca"_s));
        QSslConfiguration::setDefaultConfiguration(withCa);
        const auto restore = qScopeGuard([&saved] {
            QSslConfiguration::setDefaultConfiguration(saved);
        });
        const QString chain = shop->chain(u"server-chain.pem"_s, { u"server"_s, u"ca"_s });
        auto emu = serve(chain, shop->path(u"server.key"_s));
        QVERIFY(emu);
        // The control: trusting the system's CAs, this server is fine.
        QVERIFY(!get(emu->url(), kube::TlsTrust::system(), u"/version"_s).isError());
        QTRY_COMPARE(requestsServed().size(), 1);

        const auto pin =
            kube::TlsTrust::pinned(kube::sha256Fingerprint(shop->certificate(u"genuine"_s)));
        const LoginOutcome r = login(emu->url(), pin, accountOf(*emu));
        QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
        QCOMPARE(r.error.peerFingerprintSha256(),
            kube::sha256Fingerprint(shop->certificate(u"server"_s)));
        QCOMPARE(emu->stop(), 0);
        QCOMPARE(requestsServed(), QStringList { u"GET /version 200"_s });
    }

    void aCaFileTrustsWhatItIssuedOnly()
    {
        QString error;
        const auto trust = kube::TlsTrust::fromCaFile(shop->path(u"ca.pem"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // The control: a server certificate the CA issued.
        auto genuine = serve(shop->chain(u"server-chain.pem"_s, { u"server"_s, u"ca"_s }),
            shop->path(u"server.key"_s));
        QVERIFY(genuine);
        const Account account = accountOf(*genuine);
        const LoginOutcome ok = login(genuine->url(), trust, account);
        QVERIFY2(!ok.error.isError(), qPrintable(ok.error.toString()));
        QTRY_VERIFY(requestsServed().contains(u"POST /wcp/login 200"_s));
        const QUrl address = genuine->url();
        QCOMPARE(genuine->stop(), 0);

        // A leaf the CA did not issue, with the CA appended.
        auto impostor = serve(shop->chain(u"ca-impostor-chain.pem"_s, { u"caImpostor"_s, u"ca"_s }),
            shop->path(u"caImpostor.key"_s),
            address.port());
        QVERIFY(impostor);
        const LoginOutcome r = login(address, trust, account);
        QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
        QCOMPARE(r.error.peerFingerprintSha256(),
            kube::sha256Fingerprint(shop->certificate(u"caImpostor"_s)));
        QCOMPARE(impostor->stop(), 0);
        QCOMPARE(requestsServed(), QStringList());
    }

    void aCaTrustNamesAnAddressOnlyByAnIpEntry()
    {
        QString error;
        const auto trust = kube::TlsTrust::fromCaFile(shop->path(u"ca.pem"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &leaf : { u"commonNameOnly"_s, u"ipAsDnsName"_s }) {
            auto emu = serve(shop->chain(leaf + u"-chain.pem"_s, { leaf, u"ca"_s }),
                shop->path(leaf + u".key"_s));
            QVERIFY(emu);
            const LoginOutcome r = login(emu->url(), trust, accountOf(*emu));
            QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
            QVERIFY2(r.error.message().contains(u"subject alternative names"_s),
                qPrintable(r.error.toString()));
            QCOMPARE(
                r.error.peerFingerprintSha256(), kube::sha256Fingerprint(shop->certificate(leaf)));
            QCOMPARE(
                get(emu->url(), trust, u"/api/v1/namespaces"_s).kind(), kube::KubeError::Kind::Tls);
            QCOMPARE(emu->stop(), 0);
            QCOMPARE(requestsServed(), QStringList()); // neither the password nor a token
        }
        // A host name is judged by the DNS entries alone, never by the common name.
        auto emu =
            serve(shop->chain(u"localhost-chain.pem"_s, { u"localhostInCommonName"_s, u"ca"_s }),
                shop->path(u"localhostInCommonName.key"_s));
        QVERIFY(emu);
        QUrl byName = emu->url();
        byName.setHost(u"localhost"_s);
        QCOMPARE(get(byName, trust, u"/version"_s).kind(), kube::KubeError::Kind::Tls);
        QVERIFY(!get(emu->url(), trust, u"/version"_s).isError()); // the control
        QCOMPARE(emu->stop(), 0);
        QCOMPARE(requestsServed(), QStringList { u"GET /version 200"_s });
    }

    void aPinnedConnectionCannotBeRenegotiated()
    {
        // TLS 1.2 lets a server renegotiate to another certificate after the pin was checked;
        // a pinned connection speaks TLS 1.3 only, which has no renegotiation.
        const auto pin =
            kube::TlsTrust::pinned(kube::sha256Fingerprint(shop->certificate(u"genuine"_s)));
        auto emu = std::make_unique<EmulatorFixture>();
        QFile::remove(requestLog());
        QVERIFY(emu->start({ u"--seed"_s,
            u"empty"_s,
            u"--cert"_s,
            shop->path(u"genuine.pem"_s),
            u"--key"_s,
            shop->path(u"genuine.key"_s),
            u"--tls-max-version"_s,
            u"1.2"_s,
            u"--request-log"_s,
            requestLog() }));
        const LoginOutcome r = login(emu->url(), pin, accountOf(*emu));
        QCOMPARE(r.error.kind(), kube::KubeError::Kind::Tls);
        QVERIFY(r.token.isEmpty());
        QCOMPARE(get(emu->url(), pin, u"/api/v1/namespaces"_s).kind(), kube::KubeError::Kind::Tls);
        QCOMPARE(emu->stop(), 0);
        QCOMPARE(requestsServed(), QStringList());
    }

    void aCertificateRenewedAcrossARestart()
    {
        // The Supervisor restarts with a new certificate from the same CA. Trust in the CA
        // follows it without a word; a pin to the old certificate stops at the new one, says
        // which certificate it met, and does not try again.
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s }));
        const QString token = emu.adminToken();
        const QString before = emu.ready().value(u"fingerprint_sha256"_s).toString();
        QString error;
        const auto caTrust = kube::TlsTrust::fromCaFile(emu.caFile(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Two consoles, each with its own network access: one trusts the CA, one pinned.
        QNetworkAccessManager caNetwork;
        QNetworkAccessManager pinNetwork;
        const auto clientWith = [&](QNetworkAccessManager *network, const kube::TlsTrust &trust) {
            auto client = std::make_unique<kube::KubeClient>(network);
            kube::RequestPolicy policy;
            policy.server = emu.url();
            policy.trust = trust;
            policy.bearerToken = token;
            client->setPolicy(policy);
            return client;
        };
        const auto byCa = clientWith(&caNetwork, caTrust);
        const auto byPin = clientWith(&pinNetwork, kube::TlsTrust::pinned(before));
        const QString secrets = u"/api/v1/namespaces/ray-dev/secrets"_s;
        kube::ResourceCache viaCa(byCa.get(), secrets);
        kube::ResourceCache viaPin(byPin.get(), secrets);
        viaCa.start();
        viaPin.start();
        QTRY_COMPARE_WITH_TIMEOUT(viaCa.state(), kube::ResourceCache::State::Live, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(viaPin.state(), kube::ResourceCache::State::Live, 30000);

        QVERIFY(emu.fault(
            QJsonObject { { u"restart"_s, QJsonObject { { u"newCertificate"_s, true } } } }));
        const QString after =
            emu.get(u"/emulator/v1/info"_s, token).json().value(u"fingerprint_sha256"_s).toString();
        QVERIFY(!after.isEmpty() && after != before);
        const QByteArray secret = R"({"metadata": {"name": "after-the-restart"}})";
        QCOMPARE(emu.request("POST", secrets, secret, token).status, 201);

        const auto hasIt = [](const kube::ResourceCache &cache) {
            for (const QJsonObject &o : cache.objects()) {
                if (o.value(u"metadata"_s).toObject().value(u"name"_s) == u"after-the-restart"_s)
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasIt(viaCa), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(viaPin.state(), kube::ResourceCache::State::Failed, 30000);
        QVERIFY2(viaPin.lastError().isPinMismatch(), qPrintable(viaPin.lastError().toString()));
        QCOMPARE(viaPin.lastError().peerFingerprintSha256(), after);
        QCOMPARE(viaPin.lastError().pinnedFingerprintSha256(), before);
        QVERIFY(!hasIt(viaPin));
        QCOMPARE(viaCa.state(), kube::ResourceCache::State::Live);
        QCOMPARE(emu.stop(), 0);
    }

    void aCaFileThatCannotBeUsedSaysWhy()
    {
        QString error;
        kube::TlsTrust::fromCaFile(dir.filePath(u"no-such.pem"_s), &error);
        QVERIFY2(error.contains(u"no-such.pem"_s) && error.contains(u"cannot be read"_s),
            qPrintable(error));

        QFile notPem(dir.filePath(u"notes.txt"_s));
        QVERIFY(notPem.open(QIODevice::WriteOnly));
        notPem.write("this is not a certificate\n");
        notPem.close();
        error.clear();
        const auto trust = kube::TlsTrust::fromCaFile(notPem.fileName(), &error);
        QVERIFY2(error.contains(u"holds no PEM certificate"_s), qPrintable(error));
        QVERIFY(trust.caCertificates.isEmpty());

        error.clear();
        kube::TlsTrust::fromCaFile(dir.path(), &error);
        QVERIFY2(error.contains(u"is a folder"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTlsTrust)
#include "tst_tls_trust.moc"
