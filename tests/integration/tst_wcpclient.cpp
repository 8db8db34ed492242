// Supervisor login against the emulator: detection, good and bad passwords, the token's expiry
// from its exp claim, and the namespaces a user may use.
#include "emulatorfixture.h"
#include "supervisor/wcpclient.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestWcpClient : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<WcpClient> wcp;

    struct Outcome
    {
        kube::KubeError error;
        bool supervisor = false;
        QString token;
        std::optional<QDateTime> expiry;
        QList<Workload> workloads;
    };
    Outcome wait(WcpCall *call)
    {
        Outcome out;
        QSignalSpy spy(call, &WcpCall::finished);
        connect(call, &WcpCall::finished, this, [&out](WcpCall *c) {
            out = { c->error(), c->isSupervisor(), c->token(), c->expiry(), c->workloads() };
        });
        if (!spy.wait(30000))
            out.error = kube::KubeError::parse(u"no answer"_s);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--token-ttl"_s, u"7200"_s }));
        QString error;
        wcp = std::make_unique<WcpClient>(
            &nam, emu.url(), kube::TlsTrust::fromCaFile(emu.caFile(), &error));
    }

    void cleanupTestCase()
    {
        wcp.reset();
        QCOMPARE(emu.stop(), 0);
    }

    void shouldRecogniseASupervisor()
    {
        const Outcome r = wait(wcp->probe());
        QVERIFY2(!r.error.isError(), qPrintable(r.error.toString()));
        QVERIFY(r.supervisor);
    }

    void shouldLogInAndReadTheTokensExpiry()
    {
        const Outcome r = wait(wcp->login(emu.username(0), emu.password(0)));
        QVERIFY2(!r.error.isError(), qPrintable(r.error.toString()));
        QVERIFY(!r.token.isEmpty());
        QVERIFY(r.expiry.has_value());
        const qint64 left = QDateTime::currentDateTimeUtc().secsTo(*r.expiry);
        QVERIFY2(left > 7100 && left <= 7200, qPrintable(QString::number(left)));
        // The token works against the Kubernetes API.
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, r.token).status, 200);
    }

    void shouldReportAWrongPasswordAsAuth()
    {
        const Outcome r = wait(wcp->login(emu.username(0), u"not-the-password"_s));
        QCOMPARE(r.error.kind(), kube::KubeError::Kind::Auth);
        QCOMPARE(r.error.httpStatus(), 401);
        QVERIFY(r.token.isEmpty());
    }

    void shouldListTheUsersNamespaces()
    {
        const QString token = wait(wcp->login(emu.username(1), emu.password(1))).token;
        const Outcome r = wait(wcp->workloads(token));
        QVERIFY2(!r.error.isError(), qPrintable(r.error.toString()));
        QCOMPARE(r.workloads.size(), 1);
        QCOMPARE(r.workloads.first().ns, u"ray-dev"_s);
        QCOMPARE(r.workloads.first().apiServerPort, emu.url().port());
    }

    void shouldParseTokenExpiry_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<bool>("valid");
        QTest::addRow("exp claim")
            << u"eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.sig"_s << true; // {"exp":4102444800}
        QTest::addRow("no exp") << u"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig"_s << false;
        QTest::addRow("not a JWT") << u"opaque-token"_s << false;
        QTest::addRow("bad base64") << u"a.@@@.c"_s << false;
    }

    void shouldParseTokenExpiry()
    {
        QFETCH(QString, token);
        QFETCH(bool, valid);
        const auto expiry = jwtExpiry(token);
        QCOMPARE(expiry.has_value(), valid);
        if (valid)
            QCOMPARE(expiry->toSecsSinceEpoch(), 4102444800);
    }
};

QTEST_GUILESS_MAIN(TestWcpClient)
#include "tst_wcpclient.moc"
