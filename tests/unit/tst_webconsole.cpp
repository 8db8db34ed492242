// The web console's cryptography and URL, as VM Operator expects them: the public key is a
// PKCS#1 RSAPublicKey in a "PUBLIC KEY" PEM block (OpenSSL's command line reads it as PKCS#1
// and refuses it as SubjectPublicKeyInfo), a ticket encrypted by OpenSSL's command line with
// RSA-OAEP/SHA-512 decrypts, and the proxy URL carries nothing the proxy address could smuggle.
#include "vmop/webconsole.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::vmop;

class TestWebConsole : public QObject
{
    Q_OBJECT

    QTemporaryDir dir;

    // Runs openssl with `arguments`; its standard output, and whether it exited 0.
    static bool openssl(const QStringList &arguments, QByteArray *output = nullptr)
    {
        QProcess p;
        p.start(u"openssl"_s, arguments);
        if (!p.waitForFinished(30000))
            return false;
        if (output)
            *output = p.readAllStandardOutput();
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    QString write(const QString &name, const QByteArray &bytes) const
    {
        QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"openssl"_s).isEmpty())
            QFAIL("openssl is needed to check the key and ticket formats");
        QVERIFY(dir.isValid());
    }

    void theKeyIsPkcs1UnderAPublicKeyLabel()
    {
        const ConsoleKey key = ConsoleKey::generate();
        QVERIFY(!key.isNull());
        const QByteArray pem = key.publicKeyPem();
        QVERIFY2(pem.startsWith("-----BEGIN PUBLIC KEY-----\n"), pem.constData());
        QVERIFY(pem.trimmed().endsWith("-----END PUBLIC KEY-----"));
        // The same bytes under PKCS#1's own label are an RSAPublicKey...
        QByteArray relabelled = pem;
        relabelled.replace("PUBLIC KEY", "RSA PUBLIC KEY");
        const QString pkcs1 = write(u"pkcs1.pem"_s, relabelled);
        QVERIFY(openssl({ u"rsa"_s, u"-RSAPublicKey_in"_s, u"-in"_s, pkcs1, u"-noout"_s }));
        // ...and are not the SubjectPublicKeyInfo the label usually means: a sequence of the
        // modulus and the exponent, with no algorithm and no bit string.
        const QString asGiven = write(u"given.pem"_s, pem);
        QByteArray structure;
        QVERIFY(openssl({ u"asn1parse"_s, u"-in"_s, asGiven }, &structure));
        const QList<QByteArray> lines = structure.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].contains("d=0") && lines[0].contains("SEQUENCE"), lines[0].constData());
        QVERIFY2(lines[1].contains("d=1") && lines[1].contains("INTEGER"), lines[1].constData());
        QVERIFY2(lines[2].contains("d=1") && lines[2].contains("INTEGER")
                && lines[2].endsWith(":010001"),
            lines[2].constData());
        // Another key, another public half.
        QVERIFY(ConsoleKey::generate().publicKeyPem() != pem);
    }

    void aTicketEncryptedWithOaepSha512Decrypts()
    {
        const ConsoleKey key = ConsoleKey::generate();
        QByteArray relabelled = key.publicKeyPem();
        relabelled.replace("PUBLIC KEY", "RSA PUBLIC KEY");
        const QString pkcs1 = write(u"pkcs1-2.pem"_s, relabelled);
        const QString spki = dir.filePath(u"spki.pem"_s);
        QVERIFY(openssl(
            { u"rsa"_s, u"-RSAPublicKey_in"_s, u"-in"_s, pkcs1, u"-pubout"_s, u"-out"_s, spki }));
        const QByteArray ticketUrl = "wss://esx-07.example.com:443/ticket/6a4f0c2e9b1d";
        const QString plain = write(u"plain.txt"_s, ticketUrl);
        QByteArray cipher;
        QVERIFY(openssl({ u"pkeyutl"_s,
                            u"-encrypt"_s,
                            u"-pubin"_s,
                            u"-inkey"_s,
                            spki,
                            u"-in"_s,
                            plain,
                            u"-pkeyopt"_s,
                            u"rsa_padding_mode:oaep"_s,
                            u"-pkeyopt"_s,
                            u"rsa_oaep_md:sha512"_s,
                            u"-pkeyopt"_s,
                            u"rsa_mgf1_md:sha512"_s },
            &cipher));
        QCOMPARE(key.decrypt(cipher), ticketUrl);
        // Another key cannot read it, and neither can SHA-256 OAEP's padding.
        QVERIFY(ConsoleKey::generate().decrypt(cipher).isEmpty());
        QByteArray sha256;
        QVERIFY(openssl({ u"pkeyutl"_s,
                            u"-encrypt"_s,
                            u"-pubin"_s,
                            u"-inkey"_s,
                            spki,
                            u"-in"_s,
                            plain,
                            u"-pkeyopt"_s,
                            u"rsa_padding_mode:oaep"_s,
                            u"-pkeyopt"_s,
                            u"rsa_oaep_md:sha256"_s },
            &sha256));
        QVERIFY(key.decrypt(sha256).isEmpty());
    }

    void theTicketUrlIsRead_data()
    {
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("port");
        QTest::addColumn<QString>("ticket");
        QTest::newRow("host name") << QByteArray("wss://esx-07.example.com:443/ticket/abc123")
                                   << true << u"esx-07.example.com"_s << u"443"_s << u"abc123"_s;
        QTest::newRow("address") << QByteArray("wss://10.0.0.7:902/ticket/x-y_z") << true
                                 << u"10.0.0.7"_s << u"902"_s << u"x-y_z"_s;
        QTest::newRow("no port") << QByteArray("wss://esx/ticket/a") << false << QString()
                                 << QString() << QString();
        QTest::newRow("not wss") << QByteArray("https://esx:443/ticket/a") << false << QString()
                                 << QString() << QString();
        QTest::newRow("no ticket")
            << QByteArray("wss://esx:443/ticket/") << false << QString() << QString() << QString();
        QTest::newRow("other path")
            << QByteArray("wss://esx:443/other/a") << false << QString() << QString() << QString();
        QTest::newRow("garbage") << QByteArray("\x01\x02 not a url") << false << QString()
                                 << QString() << QString();
    }

    void theTicketUrlIsRead()
    {
        QFETCH(QByteArray, url);
        QFETCH(bool, valid);
        const std::optional<ConsoleTicket> ticket = parseTicketUrl(url);
        QCOMPARE(ticket.has_value(), valid);
        if (!ticket)
            return;
        QTEST(ticket->host, "host");
        QTEST(ticket->port, "port");
        QTEST(ticket->ticket, "ticket");
    }

    void theProxyUrlCarriesTheTicketAndNothingElse_data()
    {
        QTest::addColumn<QString>("proxyAddr");
        QTest::addColumn<bool>("loopbackOnly");
        QTest::addColumn<QString>("expected"); // empty: refused
        const QString query =
            u"/vm/web-console/proxy?host=esx&port=443&ticket=t%2Bk%26x&uuid=u-1&namespace=ray-prod"_s;
        QTest::newRow("name") << u"supervisor.example.com"_s << false
                              << u"https://supervisor.example.com"_s + query;
        QTest::newRow("address and port")
            << u"127.0.0.1:8443"_s << true << u"https://127.0.0.1:8443"_s + query;
        QTest::newRow("IPv6 loopback")
            << u"[::1]:8443"_s << true << u"https://[::1]:8443"_s + query;
        QTest::newRow("elsewhere, from the sandbox") << u"10.0.0.5"_s << true << QString();
        QTest::newRow("a path") << u"evil.example.com/steal"_s << false << QString();
        QTest::newRow("a user") << u"me@evil.example.com"_s << false << QString();
        QTest::newRow("a query") << u"evil.example.com?x=1"_s << false << QString();
        QTest::newRow("a scheme") << u"http://evil.example.com"_s << false << QString();
        QTest::newRow("empty") << QString() << false << QString();
    }

    void theProxyUrlCarriesTheTicketAndNothingElse()
    {
        QFETCH(QString, proxyAddr);
        QFETCH(bool, loopbackOnly);
        QFETCH(QString, expected);
        const ConsoleTicket ticket { u"esx"_s, u"443"_s, u"t+k&x"_s };
        const std::optional<QUrl> url =
            consoleUrl(proxyAddr, ticket, u"u-1"_s, u"ray-prod"_s, loopbackOnly);
        if (expected.isEmpty()) {
            QVERIFY2(!url, qPrintable(url ? url->toString() : QString()));
            return;
        }
        QVERIFY(url);
        QCOMPARE(url->toString(QUrl::FullyEncoded), expected);
        // The proxy reads back exactly the ticket it issued.
        QCOMPARE(QUrlQuery(*url).queryItemValue(u"ticket"_s, QUrl::FullyDecoded), ticket.ticket);
    }
};

QTEST_GUILESS_MAIN(TestWebConsole)
#include "tst_webconsole.moc"
