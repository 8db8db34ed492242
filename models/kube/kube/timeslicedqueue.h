// Work for the GUI thread in small steps, run a few milliseconds at a time. A burst (twenty lists
// finishing together, each page to apply, each namespace to join) would otherwise be delivered in
// one batch of posted events and hold the event loop for a quarter of a second; between slices
// the loop paints, takes input and fires timers.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>

namespace vmray::kube {

class TimeSlicedQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimeSlicedQueue)

public:
    explicit TimeSlicedQueue(QObject *parent = nullptr);
    ~TimeSlicedQueue() override;

    // The queue of the application's main thread.
    static TimeSlicedQueue *instance();

    // Runs `step` later (never inside post()), after the steps posted before it; a step posted
    // by a running step may run in the same slice. It is dropped if `context` is gone by then. A
    // step should take a few milliseconds at most.
    void post(QObject *context, std::function<void()> step);
    // How long one slice runs steps before it yields to the event loop.
    void setBudget(std::chrono::milliseconds budget) { m_budget = budget; }
    qsizetype pending() const { return qsizetype(m_steps.size()); }
    int slicesRun() const { return m_slices; }

private:
    void runSlice();

    struct Step
    {
        QPointer<QObject> context;
        std::function<void()> run;
    };
    std::deque<Step> m_steps;
    QTimer m_timer;
    std::chrono::milliseconds m_budget { 6 };
    int m_slices = 0;
};

} // namespace vmray::kube
