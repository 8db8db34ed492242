// Paged lists: the next page's continue token is read from a list's top-level metadata without
// decoding its items, so the next page is fetched while this one is decoded; wherever the server
// puts the metadata and whatever the items contain, the token found is the list's own.
#include "kube/apicall.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestListPages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void peeksTheContinueTokenOfAList_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("found");
        QTest::addColumn<QString>("token");
        QTest::newRow("Kubernetes order")
            << QByteArray("{\"kind\":\"VirtualMachineList\",\"apiVersion\":\"v1\",\"metadata\":"
                          "{\"resourceVersion\":\"7\",\"continue\":\"eyJ2IjoxfQ==\"},\"items\":"
                          "[{\"metadata\":{\"name\":\"a\"}}]}")
            << true << u"eyJ2IjoxfQ=="_s;
        QTest::newRow("sorted keys, metadata last")
            << QByteArray("{\"apiVersion\":\"v1\",\"items\":[{\"metadata\":{\"name\":\"a\","
                          "\"continue\":\"no\"}}],\"kind\":\"L\",\"metadata\":{\"continue\":"
                          "\"abc\",\"resourceVersion\":\"7\"}}")
            << true << u"abc"_s;
        QTest::newRow("items that look like metadata")
            << QByteArray("{\"items\":[{\"s\":\"\\\"metadata\\\":{\\\"continue\\\":\\\"fake\\\"}\","
                          "\"m\":\"}]{[\"}],\"metadata\":{\"continue\":\"real\"}}")
            << true << u"real"_s;
        QTest::newRow("last page")
            << QByteArray("{\"items\":[],\"metadata\":{\"resourceVersion\":\"9\"}}") << true
            << QString();
        QTest::newRow("spaces and new lines")
            << QByteArray("{\n  \"metadata\" :\n {\"continue\": \"t\"},\n \"items\": []\n}") << true
            << u"t"_s;
        QTest::newRow("no metadata") << QByteArray("{\"items\":[]}") << false << QString();
        QTest::newRow("cut short")
            << QByteArray("{\"items\":[],\"metadata\":{\"continue\":\"x") << false << QString();
    }

    void peeksTheContinueTokenOfAList()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, found);
        QFETCH(QString, token);
        const std::optional<QString> peeked = vmray::kube::peekContinueToken(json);
        QCOMPARE(peeked.has_value(), found);
        if (found)
            QCOMPARE(*peeked, token);
    }
};

QTEST_GUILESS_MAIN(TestListPages)
#include "tst_listpages.moc"
