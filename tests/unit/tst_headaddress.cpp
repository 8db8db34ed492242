// The head address a server sends, read as an IP address or a DNS name and nothing else; the
// links that may be opened; commands quoted for a shell; and the join reading the address once,
// so an invalid one is no address in the cluster's row.
#include "ray/clusterstate.h"
#include "ray/headaddress.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::ray;

class TestHeadAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reads_data();
    void reads();
    void dnsNames_data();
    void dnsNames();
    void dashboardUrls();
    void webLinks_data();
    void webLinks();
    void shellQuoting_data();
    void shellQuoting();
    void quotedTextReachesTheShellAsOneWord();
    void summaryReadsTheAddressOnce();
};

void TestHeadAddress::reads_data()
{
    QTest::addColumn<QString>("sent");
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("invalid");
    QTest::newRow("nothing") << QString() << QString() << false;
    QTest::newRow("IPv4") << u"10.0.0.5"_s << u"10.0.0.5"_s << false;
    QTest::newRow("IPv6, written as Qt writes it") << u"FD00:0::5"_s << u"fd00::5"_s << false;
    QTest::newRow("IPv6 loopback") << u"::1"_s << u"::1"_s << false;
    QTest::newRow("DNS name, lower case")
        << u"Ray-Head.Example.COM"_s << u"ray-head.example.com"_s << false;
    QTest::newRow("single label") << u"localhost"_s << u"localhost"_s << false;
    QTest::newRow("the planted command")
        << u"10.0.0.5:8265 -- python script.py\ntouch /tmp/pwned\n#"_s << QString() << true;
    QTest::newRow("port appended") << u"10.0.0.5:8265"_s << QString() << true;
    QTest::newRow("breaks out of an attribute")
        << u"10.0.0.5' href='file:///etc/passwd"_s << QString() << true;
    QTest::newRow("markup") << u"<a href=\"file:///\">x</a>"_s << QString() << true;
    QTest::newRow("leading space") << u" 10.0.0.5"_s << QString() << true;
    QTest::newRow("trailing newline") << u"10.0.0.5\n"_s << QString() << true;
    QTest::newRow("IPv4 short form") << u"10.1"_s << QString() << true;
    QTest::newRow("IPv4 with leading zero") << u"010.0.0.5"_s << QString() << true;
    QTest::newRow("IPv4 out of range") << u"10.0.0.256"_s << QString() << true;
    QTest::newRow("IPv6 scope id") << u"fe80::1%eth0"_s << QString() << true;
    QTest::newRow("IPv6 in brackets") << u"[::1]"_s << QString() << true;
    QTest::newRow("user info") << u"user@10.0.0.5"_s << QString() << true;
    QTest::newRow("path") << u"10.0.0.5/x"_s << QString() << true;
    QTest::newRow("semicolon") << u"head;reboot"_s << QString() << true;
    QTest::newRow("command substitution") << u"$(id)"_s << QString() << true;
    QTest::newRow("backtick") << u"`id`"_s << QString() << true;
    QTest::newRow("non-ASCII") << u"héad.example"_s << QString() << true;
    QTest::newRow("NUL") << QString::fromUtf8("head\0x", 6) << QString() << true;
}

void TestHeadAddress::reads()
{
    QFETCH(QString, sent);
    QFETCH(QString, host);
    QFETCH(bool, invalid);
    const HeadAddress read = readHeadAddress(sent);
    QCOMPARE(read.host, host);
    QCOMPARE(read.invalid, invalid);
    // What is read reads again as itself.
    if (!read.isEmpty())
        QCOMPARE(readHeadAddress(read.host), read);
}

void TestHeadAddress::dnsNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << u"ray.example"_s << true;
    QTest::newRow("digits inside") << u"ray-01.example"_s << true;
    QTest::newRow("label of 63") << (QString(63, u'a') + u".example"_s) << true;
    QTest::newRow("label of 64") << (QString(64, u'a') + u".example"_s) << false;
    QTest::newRow("253 in all") << (QString(61, u'a') + u'.' + QString(63, u'b') + u'.'
        + QString(63, u'c') + u'.' + QString(63, u'd'))
                                << true;
    QTest::newRow("254 in all") << (QString(62, u'a') + u'.' + QString(63, u'b') + u'.'
        + QString(63, u'c') + u'.' + QString(63, u'd'))
                                << false;
    QTest::newRow("leading hyphen") << u"-ray.example"_s << false;
    QTest::newRow("trailing hyphen") << u"ray-.example"_s << false;
    QTest::newRow("empty label") << u"ray..example"_s << false;
    QTest::newRow("trailing dot") << u"ray.example."_s << false;
    QTest::newRow("underscore") << u"ray_head.example"_s << false;
    QTest::newRow("numeric last label") << u"10.0.0"_s << false;
    QTest::newRow("hexadecimal IPv4") << u"0x7f000001"_s << false;
    QTest::newRow("last label starting with a digit") << u"ray.1a"_s << false;
    QTest::newRow("space") << u"ray head"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TestHeadAddress::dnsNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QCOMPARE(isDnsName(name), valid);
}

void TestHeadAddress::dashboardUrls()
{
    QCOMPARE(dashboardUrlOf(u"10.0.0.5"_s), u"http://10.0.0.5:8265"_s);
    QCOMPARE(dashboardUrlOf(u"fd00::5"_s), u"http://[fd00::5]:8265"_s);
    QCOMPARE(dashboardUrlOf(u"ray.example"_s), u"http://ray.example:8265"_s);
    QCOMPARE(dashboardUrlOf(QString()), QString());
    QCOMPARE(QUrl(dashboardUrlOf(u"fd00::5"_s)).host(), u"fd00::5"_s);
}

void TestHeadAddress::webLinks_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<bool>("openable");
    QTest::newRow("http") << u"http://10.0.0.5:8265"_s << true;
    QTest::newRow("https to a name") << u"https://ray.example/"_s << true;
    QTest::newRow("IPv6") << u"http://[fd00::5]:8265/#/jobs"_s << true;
    QTest::newRow("file") << u"file:///etc/passwd"_s << false;
    QTest::newRow("file with a host") << u"file://10.0.0.5/etc/passwd"_s << false;
    QTest::newRow("javascript") << u"javascript:alert(1)"_s << false;
    QTest::newRow("ssh") << u"ssh://10.0.0.5"_s << false;
    QTest::newRow("no scheme") << u"10.0.0.5:8265"_s << false;
    QTest::newRow("user info") << u"http://admin:secret@10.0.0.5:8265"_s << false;
    QTest::newRow("invalid host") << u"http://ray_head:8265"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TestHeadAddress::webLinks()
{
    QFETCH(QString, link);
    QFETCH(bool, openable);
    QCOMPARE(isWebLink(QUrl(link)), openable);
}

void TestHeadAddress::shellQuoting_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << u"http://10.0.0.5:8265"_s << u"'http://10.0.0.5:8265'"_s;
    QTest::newRow("empty") << QString() << u"''"_s;
    QTest::newRow("quote") << u"it's"_s << u"'it'\\''s'"_s;
    QTest::newRow("dollar and backtick") << u"$(id)`id`"_s << u"'$(id)`id`'"_s;
}

void TestHeadAddress::shellQuoting()
{
    QFETCH(QString, text);
    QFETCH(QString, quoted);
    QCOMPARE(shellQuoted(text), quoted);
}

void TestHeadAddress::quotedTextReachesTheShellAsOneWord()
{
    // The shell itself says what it reads: one word, the text as it was, nothing run.
    const QString hostile = u"a' b \"c\" $(touch x) `id` ; rm -rf / #'\\'\nnext line"_s;
    QProcess words;
    words.start(u"/bin/sh"_s,
        { u"-c"_s, u"set -- "_s + shellQuoted(hostile) + u"; printf '%s\\n%s' \"$#\" \"$1\""_s });
    QVERIFY(words.waitForFinished(10000));
    QCOMPARE(words.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(words.readAllStandardOutput()), u"1\n"_s + hostile);
}

void TestHeadAddress::summaryReadsTheAddressOnce()
{
    const auto clusterWithIp = [](const QString &ip) {
        return QJsonObject {
            { u"metadata"_s, QJsonObject { { u"name"_s, u"ray"_s }, { u"namespace"_s, u"ns"_s } } },
            { u"status"_s,
                QJsonObject { { u"vm_service_status"_s, QJsonObject { { u"ip"_s, ip } } } } },
        };
    };
    const ClusterSummary good = summarize(clusterWithIp(u"10.0.0.5"_s), {});
    QCOMPARE(good.headIp, u"10.0.0.5"_s);
    QVERIFY(!good.headIpInvalid);
    QCOMPARE(good.dashboardUrl(), u"http://10.0.0.5:8265"_s);
    QCOMPARE(good.jobSubmitCommand(),
        u"ray job submit --address 'http://10.0.0.5:8265' -- python script.py"_s);

    const ClusterSummary bad =
        summarize(clusterWithIp(u"10.0.0.5:8265 -- python script.py\ntouch /tmp/x\n#"_s), {});
    QVERIFY(bad.headIp.isEmpty());
    QVERIFY(bad.headIpInvalid);
    QVERIFY(bad.dashboardUrl().isEmpty());
    QVERIFY(bad.jobSubmitAddress().isEmpty());
    QVERIFY(bad.jobSubmitCommand().isEmpty());

    // The head service's ingress is read the same way, while the operator has not copied it.
    const QJsonObject service { { u"status"_s,
        QJsonObject { { u"loadBalancer"_s,
            QJsonObject { { u"ingress"_s,
                QJsonArray { QJsonObject { { u"ip"_s, u"10.0.0.6' onclick='x"_s } } } } } } } } };
    const ClusterSummary badIngress = summarize(clusterWithIp(QString()), {}, service);
    QVERIFY(badIngress.headIp.isEmpty());
    QVERIFY(badIngress.headIpInvalid);
}

QTEST_GUILESS_MAIN(TestHeadAddress)
#include "tst_headaddress.moc"
