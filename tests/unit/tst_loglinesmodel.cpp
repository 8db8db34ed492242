// The lines of a streamed log as rows: pieces cut anywhere, an unfinished last line, a find that
// wraps (on the caller's thread or another, across the blocks it reads and past lines longer than
// one), and a model that stays consistent for its views (QAbstractItemModelTester).
#include "items/loglinesmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
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
        QCOMPARE(model.find(u"failed to pull"_s, 96, false), 969); // wraps back to the last
    }

    void aFindOnAnotherThreadCrossesBlocksAndLongLines()
    {
        LogLinesModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // 40,000 lines (over 1 MiB, read in several blocks), one of them 3 MiB long with the
        // words past its first MiB, and the words again near the end.
        QByteArray text;
        for (int i = 0; i < 40000; ++i) {
            if (i == 12000)
                text += QByteArray(1024 * 1024 + 10, 'x') + "needle in a long line"
                    + QByteArray(2 * 1024 * 1024, 'y') + '\n';
            else if (i == 39990)
                text += "NEEDLE near the end\n";
            else
                text += "INFO heartbeat " + QByteArray::number(i) + '\n';
        }
        model.append(text);
        QCOMPARE(model.rowCount(), 40000);
        QSignalSpy found(&model, &LogLinesModel::found);
        model.findLater(u"needle"_s, -1);
        QVERIFY(found.wait(30000));
        // Past its first 16 KiB a long line is not searched: that is all a row shows of it.
        QCOMPARE(found.takeFirst().at(0).toInt(), 39990);
        model.findLater(u"xxxx"_s, 39990); // wraps to the long line
        QVERIFY(found.wait(30000));
        QCOMPARE(found.takeFirst().at(0).toInt(), 12000);
        model.findLater(u"heartbeat 39999"_s, 39990, false); // back past the start
        QVERIFY(found.wait(30000));
        QCOMPARE(found.takeFirst().at(0).toInt(), 39999);
        model.findLater(u"not there"_s, 0);
        QVERIFY(found.wait(30000));
        QCOMPARE(found.takeFirst().at(0).toInt(), -1);
        QCOMPARE(model.find(u"heartbeat 20000"_s, 0), 20000);

        // A file cleared while a find runs: the find ends unanswered.
        model.findLater(u"not there either"_s, 0);
        model.clear();
        QVERIFY(!model.isFinding());
        // What the ended find posted is delivered now, and says nothing.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(found.size(), 0);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestLogLinesModel)
#include "tst_loglinesmodel.moc"
