// The expiry the console reads from a session token's exp claim, without verifying the token:
// a time from 1970 to the end of year 9999, or none. A claim outside that range (1e300 once
// reached an undefined double-to-integer conversion) is no expiry.
#include "supervisor/wcpclient.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::jwtExpiry;

namespace {
QString tokenWithClaims(const QByteArray &claims)
{
    return u"eyJhbGciOiJSUzI1NiJ9."_s
        + QString::fromLatin1(
            claims.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))
        + u".c2ln"_s;
}
} // namespace

class TestJwtExpiry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheExpiry_data()
    {
        QTest::addColumn<QByteArray>("claims");
        QTest::addColumn<QDateTime>("expiry");
        QTest::newRow("seconds") << R"({"sub":"devops","exp":1893456000})"_ba
                                 << QDateTime(QDate(2030, 1, 1), QTime(0, 0), Qt::UTC);
        QTest::newRow("fraction") << R"({"exp":1893456000.75})"_ba
                                  << QDateTime(QDate(2030, 1, 1), QTime(0, 0), Qt::UTC);
        QTest::newRow("epoch") << R"({"exp":0})"_ba
                               << QDateTime(QDate(1970, 1, 1), QTime(0, 0), Qt::UTC);
        QTest::newRow("end of 9999") << R"({"exp":253402300799})"_ba
                                     << QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59), Qt::UTC);
    }
    void readsTheExpiry()
    {
        QFETCH(QByteArray, claims);
        QFETCH(QDateTime, expiry);
        QCOMPARE(jwtExpiry(tokenWithClaims(claims)), std::optional<QDateTime>(expiry));
    }

    void hasNoneOutsideTheRange_data()
    {
        QTest::addColumn<QByteArray>("claims");
        QTest::newRow("huge") << R"({"exp":1e300})"_ba;
        QTest::newRow("beyond qint64") << R"({"exp":9223372036854775808})"_ba;
        QTest::newRow("after 9999") << R"({"exp":253402300800})"_ba;
        QTest::newRow("negative") << R"({"exp":-1})"_ba;
        QTest::newRow("very negative") << R"({"exp":-1e300})"_ba;
        QTest::newRow("text") << R"({"exp":"1893456000"})"_ba;
        QTest::newRow("none") << R"({"sub":"devops"})"_ba;
        QTest::newRow("not json") << "exp=1"_ba;
    }
    void hasNoneOutsideTheRange()
    {
        QFETCH(QByteArray, claims);
        QCOMPARE(jwtExpiry(tokenWithClaims(claims)), std::nullopt);
    }

    void hasNoneForWhatIsNoToken()
    {
        QCOMPARE(jwtExpiry(u"not a token"_s), std::nullopt);
        QCOMPARE(jwtExpiry(u"a.b$c.d"_s), std::nullopt);
        QCOMPARE(jwtExpiry(u"a.b.c.d"_s), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestJwtExpiry)
#include "tst_jwtexpiry.moc"
