#include "allocator.h"

#include "logging.h"
#include "offthread.h"

#include <QElapsedTimer>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <chrono>

#include <malloc.h>

namespace vmray::kube {

namespace {

constexpr std::chrono::seconds trimPeriod { 10 };

} // namespace

void limitAllocatorArenas()
{
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, 2);
#endif
}

void returnFreedMemoryPeriodically(QObject *owner)
{
    auto *timer = new QTimer(owner);
    timer->setInterval(trimPeriod);
    auto trimming = std::make_shared<std::atomic<bool>>(false);
    QObject::connect(timer, &QTimer::timeout, timer, [trimming] {
        if (trimming->exchange(true))
            return;
        runOffThread(QThreadPool::globalInstance(), [trimming] {
            QElapsedTimer took;
            took.start();
            const bool gaveBack = malloc_trim(0) != 0;
            qCDebug(lcMemory) << "gave freed memory back:" << gaveBack << "in" << took.elapsed()
                              << "ms";
            trimming->store(false);
        });
    });
    timer->start();
}

} // namespace vmray::kube
