// The API layer's error type read from what a server sends: Status bodies, and the bounds on
// what a server may ask of the client (a Retry-After of days).
#include "kube/kubeerror.h"
#include "kube/tlstrust.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::kube::KubeError;
using vmray::kube::TlsTrust;

class TestKubeError : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAStatusWithItsCauses()
    {
        const KubeError e = KubeError::fromStatus(
            R"({"kind":"Status","status":"Failure","reason":"Invalid","message":"bad",)"
            R"("details":{"causes":[{"reason":"FieldValueRequired","message":"Required value",)"
            R"("field":"spec.head_node"}]},"code":422})",
            422);
        QCOMPARE(e.kind(), KubeError::Kind::Status);
        QCOMPARE(e.reason(), u"Invalid"_s);
        QCOMPARE(e.causes().size(), 1);
        QCOMPARE(e.causes().first().field, u"spec.head_node"_s);
        QCOMPARE(e.retryAfterSeconds(), -1);
    }

    void boundsRetryAfterSeconds_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("seconds");
        QTest::addRow("a few seconds") << QByteArray("3") << 3;
        QTest::addRow("ten minutes") << QByteArray("600") << 600;
        QTest::addRow("25 days") << QByteArray("2200000") << 600;
        QTest::addRow("more than an int") << QByteArray("1e300") << 600;
        QTest::addRow("fractional") << QByteArray("1.5") << 1;
        QTest::addRow("negative") << QByteArray("-5") << -1;
        QTest::addRow("not a number") << QByteArray("\"soon\"") << -1;
    }

    void boundsRetryAfterSeconds()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, seconds);
        const KubeError e = KubeError::fromStatus(
            R"({"kind":"Status","reason":"TooManyRequests","details":{"retryAfterSeconds":)" + value
                + "}}",
            429);
        QCOMPARE(e.retryAfterSeconds(), seconds);
    }

    void tellsAVersionFromTheServersFuture_data()
    {
        QTest::addColumn<QByteArray>("status");
        QTest::addColumn<int>("code");
        QTest::addColumn<bool>("tooLarge");
        QTest::addRow("with its cause")
            << QByteArray(R"({"kind":"Status","reason":"Timeout","message":"Too large )"
                          R"(resource version: 5000, current: 40","details":{"causes":[)"
                          R"({"reason":"ResourceVersionTooLarge","message":"Too large )"
                          R"(resource version"}],"retryAfterSeconds":1},"code":504})")
            << 504 << true;
        QTest::addRow("message only, as older servers")
            << QByteArray(R"({"kind":"Status","reason":"Timeout","message":"Too large )"
                          R"(resource version: 5000, current: 40","code":504})")
            << 504 << true;
        QTest::addRow("a plain timeout")
            << QByteArray(R"({"kind":"Status","reason":"Timeout","message":"the server was )"
                          R"(unable to return a response in the time allotted","code":504})")
            << 504 << false;
        QTest::addRow("gone") << QByteArray(R"({"kind":"Status","reason":"Expired","code":410})")
                              << 410 << false;
    }

    void tellsAVersionFromTheServersFuture()
    {
        QFETCH(QByteArray, status);
        QFETCH(int, code);
        QFETCH(bool, tooLarge);
        const KubeError e = KubeError::fromStatus(status, code);
        QCOMPARE(e.isResourceVersionTooLarge(), tooLarge);
        QVERIFY(!tooLarge || !e.isGone());
    }

    void describesAnAnswerTooLarge()
    {
        const KubeError e = KubeError::tooLarge(256LL * 1024 * 1024);
        QVERIFY(e.isTooLarge());
        QVERIFY(!e.isTransient());
        QVERIFY2(e.message().contains(u"256 MiB"_s), qPrintable(e.message()));
    }

    void normalizesAFingerprintAsItIsShown()
    {
        QCOMPARE(TlsTrust::normalizedFingerprint(u" ab:cd:EF:01 "_s), u"AB:CD:EF:01"_s);
        QCOMPARE(TlsTrust::normalizedFingerprint(u"abcdef01"_s), u"AB:CD:EF:01"_s);
        QCOMPARE(TlsTrust::normalizedFingerprint(QString()), QString());
    }

    void onlyAPinAcceptsDespiteErrors()
    {
        // Nothing but a pinned trust accepts a certificate despite errors, and not a null one.
        // (That a pin ignores the system's CAs is shown by tst_tls_trust, with a real CA.)
        QVERIFY(!TlsTrust::system().acceptsPinned(QSslCertificate()));
        QVERIFY(!TlsTrust::pinned(u"AB"_s).acceptsPinned(QSslCertificate()));
    }
};

QTEST_GUILESS_MAIN(TestKubeError)
#include "tst_kubeerror.moc"
