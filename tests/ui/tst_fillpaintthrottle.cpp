// A table filling in bulk paints a few times a second, shows its rows as they come, and paints
// all of them once the fill is over.
#include "fillpaintthrottle.h"

#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace std::chrono_literals;
using namespace vmray;

namespace {
// The paints of a widget, and how many rows the model had at each.
class PaintLog : public QObject
{
public:
    PaintLog(QWidget *widget, const QAbstractItemModel *model)
        : m_model(model)
    {
        widget->installEventFilter(this);
    }
    QList<int> rowsAtPaints;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            rowsAtPaints.append(m_model->rowCount());
        return false;
    }

private:
    const QAbstractItemModel *m_model;
};

constexpr int batches = 100;
constexpr int rowsPerBatch = 50;
} // namespace

class TestFillPaintThrottle : public QObject
{
    Q_OBJECT

private:
    // Adds a batch of rows every 5 ms, as pages of a list arrive, until `batches` are in.
    void fill(QStandardItemModel *model)
    {
        QTimer pages;
        pages.setInterval(5);
        int added = 0;
        connect(&pages, &QTimer::timeout, this, [&] {
            QList<QList<QStandardItem *>> rows;
            for (int i = 0; i < rowsPerBatch; ++i) {
                const int n = added * rowsPerBatch + i;
                model->appendRow(QList<QStandardItem *> {
                    new QStandardItem(u"vm-%1"_s.arg(n, 5, 10, QChar(u'0'))),
                    new QStandardItem(u"ns-%1"_s.arg(n % 20)),
                    new QStandardItem(u"10.0.%1.%2"_s.arg(n / 250).arg(n % 250)) });
            }
            if (++added == batches)
                pages.stop();
        });
        pages.start();
        QTRY_VERIFY_WITH_TIMEOUT(!pages.isActive(), 60000);
    }

    // A table in a window, as the console shows one.
    QTableView *shownTable(QStandardItemModel *model)
    {
        auto *window = new QWidget;
        window->setAttribute(Qt::WA_DeleteOnClose);
        auto *view = new QTableView(window);
        view->setModel(model);
        view->verticalHeader()->hide();
        (new QVBoxLayout(window))->addWidget(view);
        window->resize(900, 600);
        window->show();
        if (!QTest::qWaitForWindowExposed(window))
            return nullptr;
        return view;
    }

private Q_SLOTS:
    void paintsAFillingTableAFewTimesASecond()
    {
        QStandardItemModel model(0, 3);
        QTableView *view = shownTable(&model);
        QVERIFY(view);
        auto *throttle = new FillPaintThrottle(view, 100ms);
        PaintLog log(view->viewport(), &model);
        throttle->setFilling(true);
        QElapsedTimer clock;
        clock.start();
        fill(&model);
        const qint64 filledMs = clock.elapsed();
        const QList<int> duringFill = log.rowsAtPaints;
        // About one paint per interval (two at most); every batch would have painted otherwise.
        QVERIFY2(duringFill.size() <= filledMs / 50 + 3,
            qPrintable(u"%1 paints in %2 ms"_s.arg(duringFill.size()).arg(filledMs)));
        // Rows show while they come: the table is not frozen until the end.
        const auto partly = std::count_if(duringFill.begin(), duringFill.end(), [](int rows) {
            return rows > 0 && rows < batches * rowsPerBatch;
        });
        QVERIFY2(partly >= 2, qPrintable(u"%1 paints with some rows"_s.arg(partly)));

        // Filled: every row is painted, and the view paints freely again.
        throttle->setFilling(false);
        QVERIFY(view->updatesEnabled());
        QTRY_VERIFY(
            !log.rowsAtPaints.isEmpty() && log.rowsAtPaints.last() == batches * rowsPerBatch);
        const qsizetype paintsBefore = log.rowsAtPaints.size();
        model.appendRow(new QStandardItem(u"late"_s));
        QTRY_VERIFY(log.rowsAtPaints.size() > paintsBefore
            && log.rowsAtPaints.last() == batches * rowsPerBatch + 1);
        view->window()->close();
    }

    void withoutAFillEveryBatchPaints()
    {
        // The same fill unthrottled, so the bound above means something on this machine.
        QStandardItemModel model(0, 3);
        QTableView *view = shownTable(&model);
        QVERIFY(view);
        new FillPaintThrottle(view, 100ms); // never told that a fill is on
        PaintLog log(view->viewport(), &model);
        QElapsedTimer clock;
        clock.start();
        fill(&model);
        QVERIFY2(log.rowsAtPaints.size() > clock.elapsed() / 50 + 3,
            qPrintable(u"%1 paints in %2 ms"_s.arg(log.rowsAtPaints.size()).arg(clock.elapsed())));
        view->window()->close();
    }

    void aHeldViewIsReleasedWhenTheFillEndsEarly()
    {
        // A fill that fails half way must not leave the view unpainted.
        QStandardItemModel model(0, 1);
        QTableView *view = shownTable(&model);
        QVERIFY(view);
        auto *throttle = new FillPaintThrottle(view, 10s);
        PaintLog log(view->viewport(), &model);
        throttle->setFilling(true);
        model.appendRow(new QStandardItem(u"first"_s));
        QTRY_VERIFY(!log.rowsAtPaints.isEmpty() && log.rowsAtPaints.last() == 1);
        model.appendRow(new QStandardItem(u"second"_s)); // held: within the interval
        // A label beside the table paints three rounds; an unheld table would have painted the
        // second row in one of them (a window paints all it has to in one round).
        auto *witness = new QLabel(u"witness"_s, view->window());
        view->window()->layout()->addWidget(witness);
        witness->show();
        PaintLog witnessLog(witness, &model);
        for (int round = 1; round <= 3; ++round) {
            witness->update();
            QTRY_VERIFY(witnessLog.rowsAtPaints.size() >= round);
        }
        QCOMPARE(log.rowsAtPaints.last(), 1);
        throttle->setFilling(false);

        QTRY_COMPARE(log.rowsAtPaints.last(), 2);
        view->window()->close();
    }
};

QTEST_MAIN(TestFillPaintThrottle)
#include "tst_fillpaintthrottle.moc"
