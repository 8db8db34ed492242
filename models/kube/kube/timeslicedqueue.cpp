#include "timeslicedqueue.h"

#include <QCoreApplication>
#include <QThread>

namespace vmray::kube {

TimeSlicedQueue::TimeSlicedQueue(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &TimeSlicedQueue::runSlice);
}

TimeSlicedQueue::~TimeSlicedQueue() = default;

TimeSlicedQueue *TimeSlicedQueue::instance()
{
    static QPointer<TimeSlicedQueue> queue;
    Q_ASSERT(QCoreApplication::instance());
    Q_ASSERT(QThread::currentThread() == QCoreApplication::instance()->thread());
    if (!queue)
        queue = new TimeSlicedQueue(QCoreApplication::instance());
    return queue;
}

void TimeSlicedQueue::post(QObject *context, std::function<void()> step)
{
    m_steps.push_back({ context, std::move(step) });
    if (!m_timer.isActive())
        m_timer.start();
}

void TimeSlicedQueue::runSlice()
{
    if (m_steps.empty())
        return;
    ++m_slices;
    const qint64 budgetNs = std::chrono::nanoseconds(m_budget).count();
    QElapsedTimer clock;
    clock.start();
    // At least one step per slice, so a step longer than the budget still makes progress.
    do {
        Step step = std::move(m_steps.front());
        m_steps.pop_front();
        if (step.context)
            step.run();
    } while (!m_steps.empty() && clock.nsecsElapsed() < budgetNs);
    if (!m_steps.empty())
        m_timer.start();
}

} // namespace vmray::kube
