// A VM's web console against the emulator playing VM Operator's controller, over real HTTPS:
// the console's request carries its PKCS#1 key, the ticket it decrypts opens the proxy's page,
// the older kind is used where only v1alpha1 is, a key in the usual SubjectPublicKeyInfo form is
// refused as the controller refuses it, and a ticket that has expired is not opened.
#include "emulatorfixture.h"
#include "kube/kubeclient.h"
#include "kube/phrase.h"
#include "vmop/webconsole.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestWebConsole : public QObject
{
    Q_OBJECT

    EmulatorFixture emu; // v1alpha2 and v1alpha1
    EmulatorFixture shortLived; // tickets that expire as they are issued
    QNetworkAccessManager nam;

    static std::unique_ptr<kube::KubeClient> clientOf(
        EmulatorFixture &fixture, QNetworkAccessManager *nam)
    {
        auto client = std::make_unique<kube::KubeClient>(nam);
        kube::RequestPolicy policy;
        policy.server = fixture.url();
        policy.bearerToken = fixture.adminToken();
        QString caError;
        policy.trust = kube::TlsTrust::fromCaFile(fixture.caFile(), &caError);
        client->setPolicy(policy);
        return client;
    }

    // The first VM of ray-prod.
    static QString someVm(EmulatorFixture &fixture)
    {
        return fixture
            .get(u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachines"_s,
                fixture.adminToken())
            .json()[u"items"_s][0][u"metadata"_s][u"name"_s]
            .toString();
    }

    // Runs a request to its end.
    static void finish(vmop::WebConsoleRequest &request)
    {
        QSignalSpy finished(&request, &vmop::WebConsoleRequest::finished);
        request.start();
        QVERIFY(finished.wait(60000));
    }

    // GET of a URL as a browser would (trusting the emulator's CA): status and body.
    std::pair<int, QByteArray> open(const QUrl &url)
    {
        QNetworkRequest request(url);
        request.setSslConfiguration(emu.sslConfiguration());
        QNetworkReply *reply = nam.get(request);
        QSignalSpy done(reply, &QNetworkReply::finished);
        if (!done.wait(30000))
            return { -1, {} };
        reply->deleteLater();
        return { reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
            reply->readAll() };
    }

    qint64 pagesServed()
    {
        return emu.get(u"/emulator/v1/info"_s, emu.adminToken())
            .json()[u"webConsolePagesServed"_s]
            .toInteger();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start(
            { u"--speed"_s, u"40"_s, u"--vm-operator-versions"_s, u"v1alpha2,v1alpha1"_s }));
        QVERIFY(shortLived.start({ u"--speed"_s, u"40"_s, u"--web-console-ttl"_s, u"0"_s }));
    }

    void cleanupTestCase()
    {
        QCOMPARE(emu.stop(), 0);
        QCOMPARE(shortLived.stop(), 0);
    }

    void theTicketOpensTheProxyPage()
    {
        const auto client = clientOf(emu, &nam);
        const QString vm = someVm(emu);
        QVERIFY(!vm.isEmpty());
        vmop::WebConsoleRequest request(client.get(), u"v1alpha2"_s, u"ray-prod"_s, vm);
        request.setLoopbackOnly(true);
        finish(request);
        QVERIFY2(request.outcome() == vmop::WebConsoleRequest::Outcome::Ready,
            qPrintable(request.failure().english()));
        // Asked with the newer kind, the key in the form the controller reads.
        const QJsonObject asked =
            emu.get(
                   u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachinewebconsolerequests/"_s
                       + request.requestName(),
                   emu.adminToken())
                .json();
        QCOMPARE(asked[u"spec"_s][u"name"_s].toString(), vm);
        QVERIFY(asked[u"spec"_s][u"publicKey"_s].toString().startsWith(
            u"-----BEGIN PUBLIC KEY-----"_s));
        // The URL: the proxy at the emulator, the request's uid, the namespace.
        const QUrl url = request.url();
        QCOMPARE(url.scheme(), u"https"_s);
        QCOMPARE(url.host(), QUrl(emu.ready()[u"url"_s].toString()).host());
        QCOMPARE(url.port(), QUrl(emu.ready()[u"url"_s].toString()).port());
        QCOMPARE(url.path(), u"/vm/web-console/proxy"_s);
        const QUrlQuery query(url);
        QCOMPARE(query.queryItemValue(u"uuid"_s), asked[u"metadata"_s][u"uid"_s].toString());
        QCOMPARE(query.queryItemValue(u"namespace"_s), u"ray-prod"_s);
        QVERIFY(!query.queryItemValue(u"ticket"_s).isEmpty());
        QVERIFY(request.expiry() > QDateTime::currentDateTimeUtc().addSecs(60));
        // The page opens with this ticket, and with no other.
        const qint64 before = pagesServed();
        const auto [status, page] = open(url);
        QCOMPARE(status, 200);
        QVERIFY2(page.contains(vm.toUtf8()), page.constData());
        QCOMPARE(pagesServed(), before + 1);
        QUrl forged = url;
        QUrlQuery forgedQuery(url);
        forgedQuery.removeQueryItem(u"ticket"_s);
        forgedQuery.addQueryItem(u"ticket"_s, u"not-the-ticket"_s);
        forged.setQuery(forgedQuery);
        QCOMPARE(open(forged).first, 403);
        QCOMPARE(pagesServed(), before + 1);
    }

    void onlyV1alpha1AsksWithTheOlderKind()
    {
        const auto client = clientOf(emu, &nam);
        const QString vm = someVm(emu);
        vmop::WebConsoleRequest request(client.get(), u"v1alpha1"_s, u"ray-prod"_s, vm);
        finish(request);
        QVERIFY2(request.outcome() == vmop::WebConsoleRequest::Outcome::Ready,
            qPrintable(request.failure().english()));
        const QJsonObject asked =
            emu.get(
                   u"/apis/vmoperator.vmware.com/v1alpha1/namespaces/ray-prod/webconsolerequests/"_s
                       + request.requestName(),
                   emu.adminToken())
                .json();
        QCOMPARE(asked[u"kind"_s].toString(), u"WebConsoleRequest"_s);
        QCOMPARE(asked[u"spec"_s][u"virtualMachineName"_s].toString(), vm);
        QCOMPARE(open(request.url()).first, 200);
    }

    void aSubjectPublicKeyInfoKeyIsRefused()
    {
        // The usual `openssl rsa -pubout` form, which x509.ParsePKCS1PublicKey refuses.
        QTemporaryDir dir;
        QProcess openssl;
        openssl.start(
            u"openssl"_s, { u"genrsa"_s, u"-out"_s, dir.filePath(u"k.pem"_s), u"2048"_s });
        QVERIFY(openssl.waitForFinished(30000) && openssl.exitCode() == 0);
        openssl.start(u"openssl"_s, { u"rsa"_s, u"-in"_s, dir.filePath(u"k.pem"_s), u"-pubout"_s });
        QVERIFY(openssl.waitForFinished(30000) && openssl.exitCode() == 0);
        const QString spki = QString::fromLatin1(openssl.readAllStandardOutput());
        QVERIFY(spki.startsWith(u"-----BEGIN PUBLIC KEY-----"_s));
        const QString collection =
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachinewebconsolerequests"_s;
        const QJsonObject body { { u"apiVersion"_s, u"vmoperator.vmware.com/v1alpha2"_s },
            { u"kind"_s, u"VirtualMachineWebConsoleRequest"_s },
            { u"metadata"_s, QJsonObject { { u"name"_s, u"spki-key"_s } } },
            { u"spec"_s, QJsonObject { { u"name"_s, someVm(emu) }, { u"publicKey"_s, spki } } } };
        QCOMPARE(
            emu.request("POST", collection, QJsonDocument(body).toJson(), emu.adminToken()).status,
            201);
        // The controller says why, and answers nothing.
        const QString events =
            u"/api/v1/namespaces/ray-prod/events?fieldSelector=involvedObject.name%3Dspki-key"_s;
        QTRY_VERIFY_WITH_TIMEOUT(
            emu.get(events, emu.adminToken()).json()[u"items"_s].toArray().size() > 0, 20000);
        const QJsonObject event =
            emu.get(events, emu.adminToken()).json()[u"items"_s][0].toObject();
        QCOMPARE(event[u"type"_s].toString(), u"Warning"_s);
        QVERIFY2(event[u"message"_s].toString().contains(u"use ParsePKIXPublicKey instead"_s),
            qPrintable(event[u"message"_s].toString()));
        const QJsonObject refused = emu.get(collection + u"/spki-key"_s, emu.adminToken()).json();
        QVERIFY(refused[u"status"_s][u"response"_s].toString().isEmpty());
    }

    void whatTheControllerSaidIsToldWhenItDoesNotAnswer()
    {
        const auto client = clientOf(emu, &nam);
        vmop::WebConsoleRequest request(
            client.get(), u"v1alpha2"_s, u"ray-prod"_s, u"no-such-vm"_s);
        request.setAnswerTimeout(std::chrono::seconds(3));
        finish(request);
        QCOMPARE(request.outcome(), vmop::WebConsoleRequest::Outcome::Failed);
        const QString why = request.failure().english();
        QVERIFY2(
            why.contains(u"did not answer the console request for VM no-such-vm within 3 second"_s),
            qPrintable(why));
        QVERIFY2(why.contains(u"\"no-such-vm\" not found"_s), qPrintable(why));
    }

    void anExpiredTicketIsNotOpened()
    {
        QNetworkAccessManager network;
        const auto client = clientOf(shortLived, &network);
        vmop::WebConsoleRequest request(
            client.get(), u"v1alpha2"_s, u"ray-prod"_s, someVm(shortLived));
        finish(request);
        QCOMPARE(request.outcome(), vmop::WebConsoleRequest::Outcome::Failed);
        QVERIFY(request.url().isEmpty());
        QVERIFY2(request.failure().english().contains(u"expired before it could be opened"_s),
            qPrintable(request.failure().english()));
        // VM Operator deletes it after it expired.
        const QString path =
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachinewebconsolerequests/"_s
            + request.requestName();
        QTRY_COMPARE_WITH_TIMEOUT(shortLived.get(path, shortLived.adminToken()).status, 404, 30000);
    }
};

QTEST_GUILESS_MAIN(TestWebConsole)
#include "tst_web_console.moc"
