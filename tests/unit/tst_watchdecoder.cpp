// Watch streams arrive in arbitrary pieces; the decoder must yield the same events however the
// bytes are cut, surface ERROR events, and refuse garbage and runaway lines.
#include "kube/watchdecoder.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::kube::FieldSelection;
using vmray::kube::JsonView;
using vmray::kube::RecordReader;
using vmray::kube::WatchDecoder;
using vmray::kube::WatchEvent;

namespace {
const QByteArray stream =
    R"({"type":"ADDED","object":{"metadata":{"name":"a","resourceVersion":"10"}}}
{"type":"MODIFIED","object":{"metadata":{"name":"a","resourceVersion":"11"},"status":{"note":"multi-byte: \u00e9\u4e2d"}}}
{"type":"BOOKMARK","object":{"metadata":{"resourceVersion":"12"}}}

{"type":"DELETED","object":{"metadata":{"name":"a","resourceVersion":"13"}}}
{"type":"ERROR","object":{"kind":"Status","code":410,"reason":"Expired","message":"too old"}}
)";

QStringList summary(const QList<WatchEvent> &events)
{
    static const char *const names[] = { "ADDED", "MODIFIED", "DELETED", "BOOKMARK", "ERROR" };
    QStringList out;
    for (const WatchEvent &e : events)
        out << QString::fromLatin1(names[static_cast<int>(e.type)]) + u':' + e.resourceVersion;
    return out;
}
} // namespace

class TestWatchDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesTheSameWhereverTheStreamIsCut()
    {
        const QStringList expected {
            u"ADDED:10"_s, u"MODIFIED:11"_s, u"BOOKMARK:12"_s, u"DELETED:13"_s, u"ERROR:"_s
        };
        // Every two-piece split, then one byte at a time.
        for (qsizetype cut = 0; cut <= stream.size(); ++cut) {
            WatchDecoder decoder;
            QList<WatchEvent> events;
            QString error;
            QVERIFY(decoder.feed(stream.left(cut), &events, &error));
            QVERIFY(decoder.feed(stream.mid(cut), &events, &error));
            QCOMPARE(summary(events), expected);
            QCOMPARE(decoder.bufferedBytes(), 0);
        }
        WatchDecoder decoder;
        QList<WatchEvent> events;
        QString error;
        for (char c : stream)
            QVERIFY(decoder.feed(QByteArray(1, c), &events, &error));
        QCOMPARE(summary(events), expected);
        QCOMPARE(events[4].object.value(u"code"_s).toInt(), 410);
        QCOMPARE(events[1].object.value(u"status"_s).toObject().value(u"note"_s).toString(),
            u"multi-byte: \u00e9\u4e2d"_s);
        QCOMPARE(
            events[0].object.value(u"metadata"_s).toObject().value(u"resourceVersion"_s), u"10"_s);
        QVERIFY(!events[0].selected);
    }

    void readsOnlyTheKeptFieldsOfTheSameEvents()
    {
        // With a selection (as every cache of the console has) the same events come out, each
        // object cut down to the kept fields and read into its record; the resource version and
        // uid are read before the cut. A Status and a bookmark stay whole.
        const RecordReader name = [](const JsonView &object) {
            return QVariant(object["metadata"]["name"].toString() + u'!');
        };
        const QByteArray withUid =
            R"({"type":"ADDED","object":{"metadata":{"name":"u","uid":"id-1","resourceVersion":"9"},"spec":{"big":[1,2,3]}}}
)";
        for (qsizetype cut : { qsizetype(0), qsizetype(17), stream.size() / 2 }) {
            WatchDecoder decoder(
                WatchDecoder::defaultMaxLineBytes, FieldSelection({ u"metadata.name"_s }), name);
            QList<WatchEvent> events;
            QString error;
            const QByteArray all = withUid + stream;
            QVERIFY2(decoder.feed(all.left(cut), &events, &error), qPrintable(error));
            QVERIFY2(decoder.feed(all.mid(cut), &events, &error), qPrintable(error));
            QCOMPARE(summary(events),
                QStringList({ u"ADDED:9"_s,
                    u"ADDED:10"_s,
                    u"MODIFIED:11"_s,
                    u"BOOKMARK:12"_s,
                    u"DELETED:13"_s,
                    u"ERROR:"_s }));
            QCOMPARE(events[0].uid, u"id-1"_s);
            QCOMPARE(events[0].object,
                QJsonObject({ { u"metadata"_s, QJsonObject({ { u"name"_s, u"u"_s } }) } }));
            QVERIFY(events[0].selected);
            QVERIFY(events[0].hasRecord);
            QCOMPARE(events[0].record.toString(), u"u!"_s);
            QVERIFY(!events[2].object.contains(u"status"_s));
            QCOMPARE(events[4].record.toString(), u"a!"_s);
            QVERIFY(!events[3].selected);
            QCOMPARE(events[3].object.value(u"metadata"_s).toObject().value(u"resourceVersion"_s),
                u"12"_s);
            QVERIFY(!events[5].selected);
            QVERIFY(!events[5].hasRecord);
            QCOMPARE(events[5].object.value(u"code"_s).toInt(), 410);
            QCOMPARE(events[5].object.value(u"message"_s).toString(), u"too old"_s);
        }
    }

    void readsAnEventThatIsNoUtf8WholeUnderASelection()
    {
        // simdjson refuses such bytes; Qt's reading replaces them, and the event says it was not
        // cut down, so its reader cuts it.
        WatchDecoder decoder(4096, FieldSelection({ u"metadata.name"_s }));
        QList<WatchEvent> events;
        QString error;
        QVERIFY(decoder.feed("{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"b\","
                             "\"uid\":\"u-b\"},\"note\":\"x\xffy\"}}\n"
                             "{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"c\"},"
                             "\"note\":\"z\"}}\n",
            &events,
            &error));
        QCOMPARE(events.size(), 2);
        QVERIFY(events[0].replacedInvalidUtf8);
        QVERIFY(!events[0].selected);
        QCOMPARE(events[0].uid, u"u-b"_s);
        QCOMPARE(events[0].object.value(u"note"_s).toString(), u"x\ufffdy"_s);
        QVERIFY(events[1].selected);
        QVERIFY(!events[1].object.contains(u"note"_s));
    }

    void keepsAnIncompleteEventUntilItEnds()
    {
        WatchDecoder decoder;
        QList<WatchEvent> events;
        QString error;
        QVERIFY(decoder.feed(R"({"type":"ADDED","object":{"metadata":)", &events, &error));
        QVERIFY(events.isEmpty());
        QVERIFY(decoder.feed("{\"name\":\"x\"}}}\n", &events, &error));
        QCOMPARE(events.size(), 1);
    }

    void decodesALongEventArrivingInSmallPieces()
    {
        // A 2 MB event in 1 KB pieces, a newline in the very last one, then one more event in
        // the same piece: every piece is searched once (the decoder no longer rescans what it
        // holds), and both events come out whole.
        const QByteArray note(2 * 1024 * 1024, 'n');
        const QByteArray first =
            "{\"type\":\"MODIFIED\",\"object\":{\"metadata\":{\"name\":\"big\","
            "\"annotations\":{\"note\":\""
            + note + "\"}}}}\n";
        const QByteArray stream =
            first + "{\"type\":\"DELETED\",\"object\":{\"metadata\":{\"name\":\"s\"}}}\n";
        WatchDecoder decoder;
        QList<WatchEvent> events;
        QString error;
        for (qsizetype at = 0; at < first.size() - 1; at += 1024) {
            QVERIFY2(decoder.feed(stream.mid(at, std::min<qsizetype>(1024, first.size() - 1 - at)),
                         &events,
                         &error),
                qPrintable(error));
            QVERIFY(events.isEmpty());
        }
        QCOMPARE(decoder.bufferedBytes(), first.size() - 1);
        QVERIFY2(decoder.feed(stream.mid(first.size() - 1), &events, &error), qPrintable(error));
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0]
                     .object.value(u"metadata"_s)
                     .toObject()
                     .value(u"annotations"_s)
                     .toObject()
                     .value(u"note"_s)
                     .toString()
                     .size(),
            note.size());
        QCOMPARE(events[1].type, WatchEvent::Type::Deleted);
        QCOMPARE(decoder.bufferedBytes(), 0);
    }

    void refusesALineOverTheCapWhateverThePieces()
    {
        // Over the cap, whether the newline is still to come or already there.
        for (const bool withNewline : { false, true }) {
            WatchDecoder decoder(4096);
            QList<WatchEvent> events;
            QString error;
            bool ok = true;
            const QByteArray line = QByteArray(5000, 'x') + (withNewline ? "\n" : "");
            for (qsizetype at = 0; ok && at < line.size(); at += 700)
                ok = decoder.feed(line.mid(at, 700), &events, &error);
            QVERIFY(!ok);
            QVERIFY2(error.contains(u"larger than 4096 bytes"_s), qPrintable(error));
        }
    }

    void replacesBytesThatAreNoUtf8AndGoesOn()
    {
        // One event's object holds bytes that are no UTF-8: failing the stream would bring the
        // same event again with the next watch, and fail it again.
        WatchDecoder decoder(4096);
        QList<WatchEvent> events;
        QString error;
        QVERIFY(decoder.feed("{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"a\"}}}\n"
                             "{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"b\"},"
                             "\"note\":\"x\xffy\"}}\n"
                             "{\"type\":\"ADDED\",\"object\":{\"metadata\":{\"name\":\"c\"}}}\n",
            &events,
            &error));
        QCOMPARE(events.size(), 3);
        QVERIFY(!events.at(0).replacedInvalidUtf8);
        QVERIFY(events.at(1).replacedInvalidUtf8);
        QCOMPARE(events.at(1).object.value(u"note"_s).toString(), u"x\ufffdy"_s);
        QVERIFY(events.at(1).line.isValidUtf8()); // records are read from the line
        QCOMPARE(events.at(2).object.value(u"metadata"_s).toObject().value(u"name"_s), u"c"_s);
        // Outside a string such a byte is still no JSON.
        WatchDecoder strict(4096);
        QVERIFY(!strict.feed("{\"type\":\"ADDED\",\"object\":{}}\xff\n", &events, &error));
    }

    void refusesGarbage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("not JSON") << QByteArray("<html>proxy error</html>\n")
                                  << u"not valid JSON"_s;
        QTest::addRow("unknown type") << QByteArray(R"({"type":"SURPRISE","object":{}})"
                                                    "\n")
                                      << u"unknown watch event type"_s;
        QTest::addRow("runaway line") << QByteArray(2048, 'x') << u"larger than"_s;
    }

    void refusesGarbage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        WatchDecoder decoder(1024);
        QList<WatchEvent> events;
        QString error;
        QVERIFY(!decoder.feed(bytes, &events, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        // Once broken, it stays broken rather than resynchronising on a guess.
        QVERIFY(!decoder.feed("{\"type\":\"ADDED\",\"object\":{}}\n", &events, &error));
    }
};

QTEST_APPLESS_MAIN(TestWatchDecoder)
#include "tst_watchdecoder.moc"
