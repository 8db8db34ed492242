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

    void shouldYieldToTheEventLoopWhenTheBudgetIsSpent()
    {
        // With no budget, each slice runs one step: a timer started after the steps were posted
        // fires between the first and the second.
        QStringList order;
        QTimer timer; // a real timer: a 0 ms singleShot would be a posted call instead
        timer.setSingleShot(true);
        timer.setInterval(0);
        connect(&timer, &QTimer::timeout, this, [&order] {
            order << u"timer"_qs;
        });
        TimeSlicedQueue tight;
        tight.setBudget(0ms);
        tight.post(this, [&order] {
            order << u"first step"_qs;
        });
        tight.post(this, [&order] {
            order << u"second step"_qs;
        });
        timer.start();
        QTRY_COMPARE(order.size(), 3);
        QCOMPARE(order, (QStringList { u"first step"_qs, u"timer"_qs, u"second step"_qs }));
        QCOMPARE(tight.slicesRun(), 2);

        // With time to spare, one slice runs both before the loop turns.
        TimeSlicedQueue roomy;
        roomy.setBudget(10s);
        order.clear();
        roomy.post(this, [&order] {
            order << u"first step"_qs;
        });
        roomy.post(this, [&order] {
            order << u"second step"_qs;
        });
        timer.start();
        QTRY_COMPARE(order.size(), 3);
        QCOMPARE(order, (QStringList { u"first step"_qs, u"second step"_qs, u"timer"_qs }));
        QCOMPARE(roomy.slicesRun(), 1);
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
