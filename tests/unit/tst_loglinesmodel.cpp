// The lines of a streamed log as rows: pieces cut anywhere, an unfinished last line, a find that
// wraps, and a model that stays consistent for its views (QAbstractItemModelTester).
#include "items/loglinesmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestLogLinesModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piecesCutAnywhereMakeWholeLines()
    {
        LogLinesModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.isWritable());
        const QByteArray text = "first line\nsecond\r\nthird has no end";
        for (const char c : text)
            model.append(QByteArray(1, c));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.line(0), u"first line"_s);
        QCOMPARE(model.line(1), u"second"_s);
        model.finish();
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.data(model.index(2)).toString(), u"third has no end"_s);
        QCOMPARE(model.bytes(), text.size());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        model.append("again\n");
        QCOMPARE(model.line(0), u"again"_s);
    }

    void findWrapsAndIgnoresCase()
    {
        LogLinesModel model;
        QByteArray text;
        for (int i = 0; i < 1000; ++i)
            text += (i % 97 == 96 ? "ERROR failed to pull object " : "INFO heartbeat ")
                + QByteArray::number(i) + '\n';
        model.append(text);
        QCOMPARE(model.rowCount(), 1000);
        QCOMPARE(model.find(u"FAILED to pull"_s, -1), 96);
        QCOMPARE(model.find(u"failed to pull"_s, 96), 193);
        QCOMPARE(model.find(u"failed to pull"_s, 970), 96); // wraps
        QCOMPARE(model.find(u"failed to pull"_s, 193, false), 96);
        QCOMPARE(model.find(u"not there"_s, 0), -1);
    }
};

QTEST_GUILESS_MAIN(TestLogLinesModel)
#include "tst_loglinesmodel.moc"
