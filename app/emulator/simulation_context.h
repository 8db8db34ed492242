// What the simulated controllers share on the simulation's one thread: the store, time scaled by
// --speed, the timers they schedule their reconciles on, and the Events they record; and the
// small object helpers both operators use.
#pragma once

#include "store.h"

#include <functional>
#include <map>
#include <string>

namespace emu {

class ControllerContext
{
public:
    ControllerContext(Store &store, double speed);

    Store &store() const { return m_store; }
    // Simulated seconds as real time at the simulation's speed; jittered by up to ±30 %.
    Clock::duration scaled(double seconds) const;
    Clock::duration jittered(double seconds) const;
    // Runs `fn` after `delay`, unless a run under the same key is due earlier: that one will
    // look at the newest state.
    void schedule(const std::string &key, Clock::duration delay, std::function<void()> fn);
    // The earlier of `deadline` and the next timer.
    Clock::time_point nextTimer(Clock::time_point deadline) const;
    // Runs the earliest timer if it is due at `now`; false when none is.
    bool runDueTimer(Clock::time_point now);
    // A core/v1 Event about `involved`; the same reason and message again counts up the
    // Event already recorded.
    void recordEvent(const Json &involved,
        const std::string &type,
        const std::string &reason,
        const std::string &message,
        const std::string &component);

private:
    struct Task
    {
        std::string key;
        std::function<void()> run;
    };

    Store &m_store;
    double m_speed;
    std::multimap<Clock::time_point, Task> m_timers;
    std::map<std::string, Clock::time_point> m_scheduled;
    std::map<std::string, std::string> m_eventNames; // dedupe key → Event name
};

// "namespace/name", the key the controllers track objects by.
std::string nsName(const std::string &ns, const std::string &name);
double random01();
bool hasFinalizer(const Json &obj, const char *finalizer);
void removeFinalizer(Json &obj, const char *finalizer);
// An Event's involvedObject for `obj`.
Json involvedObject(const Json &obj);
Json condition(const std::string &type,
    const std::string &status,
    const std::string &reason,
    const std::string &message);

} // namespace emu
