// Paged lists: the next page's continue token is read from a list's top-level metadata without
// decoding its items, so the next page is fetched while this one is decoded; wherever the server
// puts the metadata and whatever the items contain, the token found is the list's own. Pages are
// decoded keeping only selected fields, with the same values Qt's own parser gives.
#include "kube/apicall.h"
#include "kube/listdecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cstring>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace {
// Escapes, non-ASCII text and keys, every kind of number, nulls, nesting, empty containers.
const QByteArray varied = "{\"kind\":\"List\",\"metadata\":{\"resourceVersion\":\"42\","
                          "\"continue\":\"tok\\/en\"},\"items\":["
                          "{\"metadata\":{\"name\":\"a\\\"b\\\\c\\n\",\"uid\":\"u1\","
                          "\"labels\":{\"k\\u00e9y\":\"gr\\u00fc\\u00df \\ud83d\\ude00\"}},"
                          "\"spec\":{\"n\":-12,\"big\":18446744073709551615,\"f\":1.5e-3,"
                          "\"t\":true,\"z\":null,\"e\":{},\"a\":[]},"
                          "\"status\":{\"conditions\":[{\"type\":\"A\",\"status\":\"False\","
                          "\"extra\":[1,2]},{\"type\":\"B\"},{\"type\":\"C\",\"status\":\"True\"}],"
                          "\"workers\":{\"w1\":{\"ip\":\"1\","
                          "\"x\":1},\"w2\":{\"x\":2}}}},"
                          "{\"metadata\":{\"name\":\"second\",\"uid\":\"u2\"}}]}";

QList<QJsonObject> itemsOf(const QByteArray &json)
{
    QList<QJsonObject> out;
    for (const QJsonValue v : QJsonDocument::fromJson(json).object().value(u"items"_s).toArray())
        out << v.toObject();
    return out;
}
} // namespace

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

    void peeksOnlyWithinTheBytesItIsGiven()
    {
        // Found by fuzzing: a page cut short inside a string, right after a backslash, made the
        // key compared with "metadata" reach one byte past the bytes given. The buffer here ends
        // where the bytes do, so such a read is caught.
        for (const QByteArray &start : { "{\"abcdef\\"_ba, "{\"metada\\\"b\\"_ba }) {
            const std::unique_ptr<char[]> exact(new char[size_t(start.size())]);
            std::memcpy(exact.get(), start.constData(), size_t(start.size()));
            QCOMPARE(
                vmray::kube::peekContinueToken(QByteArray::fromRawData(exact.get(), start.size())),
                std::nullopt);
        }
    }

    void decodesEveryFieldAsQtsParserDoes()
    {
        const vmray::kube::DecodedList list = vmray::kube::decodeList(varied, {});
        QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
        QCOMPARE(list.resourceVersion, u"42"_s);
        QCOMPARE(list.continueToken, u"tok/en"_s);
        QCOMPARE(list.items, itemsOf(varied));
    }

    void keepsOnlyTheSelectedFields()
    {
        using vmray::kube::FieldSelection;
        const FieldSelection keep({ u"metadata.name"_s,
            u"metadata.labels"_s,
            u"spec.big"_s,
            u"spec.f"_s,
            u"spec.z"_s,
            u"spec.e"_s,
            u"status.conditions.type"_s,
            u"status.workers.*.ip"_s });
        const vmray::kube::DecodedList list = vmray::kube::decodeList(varied, keep);
        QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
        QCOMPARE(list.continueToken, u"tok/en"_s);
        QCOMPARE(list.items.size(), 2);
        const QJsonObject first = list.items.at(0);
        QCOMPARE(
            first.value(u"metadata"_s).toObject().keys(), QStringList({ u"labels"_s, u"name"_s }));
        QCOMPARE(first.value(u"metadata"_s).toObject().value(u"name"_s).toString(), u"a\"b\\c\n"_s);
        QCOMPARE(first.value(u"metadata"_s)
                     .toObject()
                     .value(u"labels"_s)
                     .toObject()
                     .value(u"k\u00e9y"_s)
                     .toString(),
            u"gr\u00fc\u00df \U0001F600"_s);
        const QJsonObject spec = first.value(u"spec"_s).toObject();
        QCOMPARE(spec.keys(), QStringList({ u"big"_s, u"e"_s, u"f"_s, u"z"_s }));
        QCOMPARE(spec.value(u"f"_s).toDouble(), 1.5e-3);
        QVERIFY(spec.value(u"z"_s).isNull());
        // Within arrays the selection applies to each element; "*" matches any key.
        QCOMPARE(first.value(u"status"_s).toObject().value(u"conditions"_s).toArray(),
            QJsonArray({ QJsonObject { { u"type"_s, u"A"_s } },
                QJsonObject { { u"type"_s, u"B"_s } },
                QJsonObject { { u"type"_s, u"C"_s } } }));
        QCOMPARE(first.value(u"status"_s).toObject().value(u"workers"_s).toObject(),
            (QJsonObject {
                { u"w1"_s, QJsonObject { { u"ip"_s, u"1"_s } } }, { u"w2"_s, QJsonObject() } }));
        // The same as selecting from what Qt's parser reads.
        const QList<QJsonObject> whole = itemsOf(varied);
        QCOMPARE(list.items.at(0), vmray::kube::selectFields(whole.at(0), keep));
        QCOMPARE(list.items.at(1), vmray::kube::selectFields(whole.at(1), keep));
        QCOMPARE(list.items.at(1),
            (QJsonObject { { u"metadata"_s, QJsonObject { { u"name"_s, u"second"_s } } } }));
    }

    void keepsOnlyTheArrayElementsAFilterNames()
    {
        // A VM's conditions: only the False ones are kept, whole; elements that are no object,
        // or whose status is no string, are not.
        const QByteArray json = "{\"metadata\":{},\"items\":[{\"metadata\":{\"name\":\"vm\"},"
                                "\"status\":{\"conditions\":[{\"type\":\"A\",\"status\":\"True\"},"
                                "{\"type\":\"B\",\"status\":\"False\",\"message\":\"no disk\"},"
                                "7,{\"type\":\"C\",\"status\":false},{\"type\":\"D\"},"
                                "{\"type\":\"E\",\"status\":\"False\",\"reason\":\"x\"}],"
                                "\"phase\":\"p\"}},"
                                "{\"metadata\":{\"name\":\"fine\"},\"status\":{\"conditions\":[{"
                                "\"type\":\"A\",\"status\":\"True\"}]}}]}";
        const vmray::kube::FieldSelection keep(
            { u"metadata.name"_s, u"status.conditions[status=False]"_s });
        const vmray::kube::DecodedList list = vmray::kube::decodeList(json, keep);
        QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
        QCOMPARE(list.items.size(), 2);
        const QJsonArray expected { QJsonObject { { u"type"_s, u"B"_s },
                                        { u"status"_s, u"False"_s },
                                        { u"message"_s, u"no disk"_s } },
            QJsonObject {
                { u"type"_s, u"E"_s }, { u"status"_s, u"False"_s }, { u"reason"_s, u"x"_s } } };
        QCOMPARE(list.items.at(0),
            (QJsonObject { { u"metadata"_s, QJsonObject { { u"name"_s, u"vm"_s } } },
                { u"status"_s, QJsonObject { { u"conditions"_s, expected } } } }));
        QCOMPARE(list.items.at(1).value(u"status"_s).toObject().value(u"conditions"_s).toArray(),
            QJsonArray());
        // The same from what Qt's parser reads (as watch events are cut down).
        const QList<QJsonObject> whole = itemsOf(json);
        QCOMPARE(list.items.at(0), vmray::kube::selectFields(whole.at(0), keep));
        QCOMPARE(list.items.at(1), vmray::kube::selectFields(whole.at(1), keep));

        // Filtered elements still take the paths below the filter.
        const vmray::kube::FieldSelection types({ u"status.conditions[status=False].type"_s });
        const vmray::kube::DecodedList typed = vmray::kube::decodeList(json, types);
        QCOMPARE(typed.items.at(0).value(u"status"_s).toObject().value(u"conditions"_s).toArray(),
            QJsonArray(
                { QJsonObject { { u"type"_s, u"B"_s } }, QJsonObject { { u"type"_s, u"E"_s } } }));
        QCOMPARE(typed.items.at(0), vmray::kube::selectFields(whole.at(0), types));

        // A filter's value may hold dots.
        const QByteArray dotted = "{\"items\":[{\"refs\":[{\"kind\":\"a.b/C\",\"n\":1},"
                                  "{\"kind\":\"a\",\"n\":2}]}]}";
        const vmray::kube::DecodedList refs = vmray::kube::decodeList(
            dotted, vmray::kube::FieldSelection({ u"refs[kind=a.b/C].n"_s }));
        QVERIFY2(refs.error.isEmpty(), qPrintable(refs.error));
        QCOMPARE(refs.items.at(0).value(u"refs"_s).toArray(),
            QJsonArray({ QJsonObject { { u"n"_s, 1 } } }));
    }

    void reportsWhatIsWrongWithABrokenList_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("cut off") << varied.left(varied.size() / 2) << u"not valid JSON"_s;
        QTest::newRow("not an object") << QByteArray("[1,2]") << u"not a JSON object"_s;
        QTest::newRow("items not an array") << QByteArray("{\"items\":{}}") << u"not an array"_s;
        QTest::newRow("an item not an object")
            << QByteArray("{\"items\":[{},3]}") << u"not an object"_s;
        QTest::newRow("not UTF-8 outside a string")
            << QByteArray("{\"items\":[{\"a\":1}\xff]}") << u"not valid JSON"_s;
    }

    void reportsWhatIsWrongWithABrokenList()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        for (const vmray::kube::FieldSelection &keep :
            { vmray::kube::FieldSelection(), vmray::kube::FieldSelection({ u"a"_s }) }) {
            const vmray::kube::DecodedList list = vmray::kube::decodeList(json, keep);
            QVERIFY2(list.error.contains(error), qPrintable(list.error));
            QVERIFY(list.items.isEmpty());
        }
    }

    void keepsTheItemsAroundOneThatIsNoUtf8()
    {
        // One byte that is no UTF-8 in one item's text: the page is read with U+FFFD in its
        // place, and says so, in every way a page is decoded.
        const QByteArray page = "{\"metadata\":{\"continue\":\"next\"},\"items\":["
                                "{\"metadata\":{\"name\":\"before\"}},"
                                "{\"metadata\":{\"name\":\"bad\"},\"note\":\"a\xff\xfez\"},"
                                "{\"metadata\":{\"name\":\"after\"}}]}";
        const vmray::kube::RecordReader name = [](const vmray::kube::JsonView &item) {
            return QVariant(item["metadata"]["name"].toString());
        };
        for (const vmray::kube::FieldSelection &keep : { vmray::kube::FieldSelection(),
                 vmray::kube::FieldSelection({ u"metadata.name"_s, u"note"_s }) }) {
            for (const bool withRecords : { false, true }) {
                const vmray::kube::DecodedList list = vmray::kube::decodeList(
                    page, keep, withRecords ? name : vmray::kube::RecordReader());
                QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
                QVERIFY(list.replacedInvalidUtf8);
                QCOMPARE(list.continueToken, u"next"_s);
                QStringList names;
                for (const QJsonObject &item : list.items)
                    names << item.value(u"metadata"_s).toObject().value(u"name"_s).toString();
                QCOMPARE(names, QStringList({ u"before"_s, u"bad"_s, u"after"_s }));
                QCOMPARE(list.items.at(1).value(u"note"_s).toString(), u"a\ufffd\ufffdz"_s);
                if (withRecords)
                    QCOMPARE(list.records.at(2).toString(), u"after"_s);
            }
        }
        QVERIFY(!vmray::kube::decodeList(
            "{\"items\":[{\"a\":\"\xc3\xa9\"}]}", vmray::kube::FieldSelection())
                     .replacedInvalidUtf8);
    }

    void readsRecordsStraightFromTheBytes()
    {
        using vmray::kube::JsonView;
        // What a reader sees of each item, as text, to set against Qt's parse of the same.
        const vmray::kube::RecordReader reader = [](const JsonView &item) {
            const JsonView meta = item["metadata"];
            const JsonView conditions = item["status"]["conditions"];
            QStringList seen { meta["name"].toString(),
                meta["labels"]["k\xc3\xa9y"].toString(),
                item["status"]["workers"]["w1"]["ip"].toString(),
                item["spec"]["n"].toString(), // a number is no string
                QString::number(conditions.elements().size()) };
            for (const JsonView &c : conditions.elements())
                seen << (c["status"].isString("False") ? u"False"_s : u"-"_s);
            seen << (item["spec"]["z"].exists() ? u"null exists"_s : u"null missing"_s)
                 << (item["spec"]["nothing"].exists() ? u"exists"_s : u"missing"_s)
                 << (meta["name"]["deeper"].exists() ? u"exists"_s : u"missing"_s)
                 << QString::number(meta["name"].elements().size());
            return QVariant(seen);
        };
        const vmray::kube::DecodedList list = vmray::kube::decodeList(
            varied, vmray::kube::FieldSelection({ u"metadata.uid"_s }), reader);
        QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
        QCOMPARE(list.records.size(), list.items.size());
        const QList<QJsonObject> qt = itemsOf(varied);
        QCOMPARE(list.items.size(), qt.size());
        for (qsizetype i = 0; i < qt.size(); ++i) {
            const QJsonObject meta = qt.at(i).value(u"metadata"_s).toObject();
            const QJsonObject status = qt.at(i).value(u"status"_s).toObject();
            const QJsonArray conditions = status.value(u"conditions"_s).toArray();
            QStringList expected { meta.value(u"name"_s).toString(),
                meta.value(u"labels"_s).toObject().value(u"k\u00e9y"_s).toString(),
                status.value(u"workers"_s)
                    .toObject()
                    .value(u"w1"_s)
                    .toObject()
                    .value(u"ip"_s)
                    .toString(),
                QString(),
                QString::number(conditions.size()) };
            for (const QJsonValue c : conditions)
                expected << (c.toObject().value(u"status"_s) == u"False"_s ? u"False"_s : u"-"_s);
            expected << (qt.at(i).value(u"spec"_s).toObject().contains(u"z"_s) ? u"null exists"_s
                                                                               : u"null missing"_s)
                     << u"missing"_s << u"missing"_s << u"0"_s;
            QCOMPARE(list.records.at(i).toStringList(), expected);
            // The JSON kept is only what was selected.
            QCOMPARE(list.items.at(i).keys(), QStringList { u"metadata"_s });
            QCOMPARE(
                list.items.at(i).value(u"metadata"_s).toObject().keys(), QStringList { u"uid"_s });
        }
        // The first item's name holds escapes, its label a surrogate pair.
        QCOMPARE(list.records.at(0).toStringList().at(0), u"a\"b\\c\n"_s);
        QCOMPARE(list.records.at(0).toStringList().at(1), u"gr\u00fc\u00df \U0001F600"_s);
    }

    void aBrokenListHasNoRecords()
    {
        int read = 0;
        const vmray::kube::DecodedList list =
            vmray::kube::decodeList(QByteArray("{\"items\":[{},3]}"),
                vmray::kube::FieldSelection({ u"a"_s }),
                [&read](const vmray::kube::JsonView &) {
                    ++read;
                    return QVariant(read);
                });
        QVERIFY(list.error.contains(u"not an object"_s));
        QVERIFY(list.records.isEmpty());

        QString error;
        bool called = false;
        QVERIFY(!vmray::kube::readJson(
            QByteArray("{\"object\":"),
            [&called](const vmray::kube::JsonView &) {
                called = true;
            },
            &error));
        QVERIFY(!called);
        QVERIFY(!error.isEmpty());
    }

    void listsWithoutItemsAreEmpty()
    {
        for (const QByteArray &json :
            { QByteArray("{\"metadata\":{}}"), QByteArray("{\"items\":null}") }) {
            const vmray::kube::DecodedList list =
                vmray::kube::decodeList(json, vmray::kube::FieldSelection({ u"a"_s }));
            QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
            QVERIFY(list.items.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestListPages)
#include "tst_listpages.moc"
