// The GUI thread's time-sliced queue: steps run later, in order, and a slice gives the event
// loop back once its budget is spent, so timers (and input) are served between slices.
#include "kube/timeslicedqueue.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace vmray::kube;
using namespace std::chrono_literals;

class TimeSlicedQueueTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shouldRunStepsLaterAndInOrder()
    {
        TimeSlicedQueue queue;
        QStringList ran;
        for (const QString &name : { u"a"_qs, u"b"_qs, u"c"_qs })
            queue.post(this, [&ran, name] {
                ran << name;
            });
        QVERIFY(ran.isEmpty()); // never inside post()
        QCOMPARE(queue.pending(), 3);
        QTRY_COMPARE(ran, (QStringList { u"a"_qs, u"b"_qs, u"c"_qs }));
        QCOMPARE(queue.pending(), 0);
    }

    void shouldYieldToTheEventLoopWhenTheBudgetIsSpent_data()
    {
        QTest::addColumn<int>("budgetMs");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<int>("slices");
        // With no budget, each slice runs one step: a timer started after the steps were posted
        // fires between the first and the second.
        QTest::newRow("no budget")
            << 0 << QStringList { u"first step"_qs, u"timer"_qs, u"second step"_qs } << 2;
        // With time to spare, one slice runs both before the loop turns.
        QTest::newRow("time to spare")
            << 10000 << QStringList { u"first step"_qs, u"second step"_qs, u"timer"_qs } << 1;
    }

    void shouldYieldToTheEventLoopWhenTheBudgetIsSpent()
    {
        QFETCH(int, budgetMs);
        QFETCH(QStringList, order);
        QFETCH(int, slices);
        QStringList ran;
        QTimer timer; // a real timer: a 0 ms singleShot would be a posted call instead
        timer.setSingleShot(true);
        timer.setInterval(0);
        connect(&timer, &QTimer::timeout, this, [&ran] {
            ran << u"timer"_qs;
        });
        TimeSlicedQueue queue;
        queue.setBudget(std::chrono::milliseconds(budgetMs));
        for (const QString &step : { u"first step"_qs, u"second step"_qs })
            queue.post(this, [&ran, step] {
                ran << step;
            });
        timer.start();
        QTRY_COMPARE(ran.size(), 3);
        QCOMPARE(ran, order);
        QCOMPARE(queue.slicesRun(), slices);
    }

    void shouldDropStepsWhoseContextIsGone()
    {
        TimeSlicedQueue queue;
        auto *context = new QObject;
        bool ranForGone = false;
        bool ranForLive = false;
        queue.post(context, [&ranForGone] {
            ranForGone = true;
        });
        queue.post(this, [&ranForLive] {
            ranForLive = true;
        });
        delete context;
        QTRY_VERIFY(ranForLive);
        QVERIFY(!ranForGone);
    }

    void shouldRunStepsPostedByAStep()
    {
        // A step that leaves work for later posts it again; the queue keeps going until done.
        TimeSlicedQueue queue;
        queue.setBudget(0ms);
        int remaining = 5;
        std::function<void()> step = [&] {
            if (--remaining > 0)
                queue.post(this, step);
        };
        queue.post(this, step);
        QTRY_COMPARE(remaining, 0);
        QCOMPARE(queue.slicesRun(), 5);
    }
};

QTEST_GUILESS_MAIN(TimeSlicedQueueTest)
#include "tst_timeslicedqueue.moc"
