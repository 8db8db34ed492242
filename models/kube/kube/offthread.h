#pragma once

#include <QFuture>
#include <QPromise>
#include <QThreadPool>

#include <type_traits>
#include <utility>

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#endif

namespace vmray::kube {

namespace detail {

// Qt hands a task to a pooled thread under locks of its own library, which ThreadSanitizer
// cannot see unless Qt itself was built with it. The hand-over is announced here instead, so
// that a task built on one thread and run on another is not taken for a race.
inline void announceHandOver([[maybe_unused]] const void *task)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_release(const_cast<void *>(task));
#endif
}

inline void receiveHandOver([[maybe_unused]] const void *task)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_acquire(const_cast<void *>(task));
#endif
}

} // namespace detail

/// Runs work on one of the pool's threads and returns its future result. Cancelling the future
/// before the work starts skips it; the work itself may watch a flag of its own to stop early.
template<typename Work>
QFuture<std::invoke_result_t<Work>> runOffThread(QThreadPool *threads, Work work)
{
    using Result = std::invoke_result_t<Work>;
    struct Task
    {
        QPromise<Result> promise;
        Work work;

        void run()
        {
            if (!promise.isCanceled()) {
                if constexpr (std::is_void_v<Result>)
                    work();
                else
                    promise.addResult(work());
            }
            promise.finish();
        }
    };
    // The closure holds a bare pointer: std::function keeps one inside Qt's task wrapper, where
    // it is read without a race, while a closure with a shared_ptr would live on a heap block of
    // its own, written here and read there.
    auto *task = new Task { QPromise<Result>(), std::move(work) };
    QFuture<Result> future = task->promise.future();
    task->promise.start();
    detail::announceHandOver(task);
    threads->start([task] {
        detail::receiveHandOver(task);
        task->run();
        delete task;
    });
    return future;
}

} // namespace vmray::kube
