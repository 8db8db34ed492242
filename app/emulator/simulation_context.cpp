// The simulated controllers' shared timers, clock and Event recorder, and their object helpers.
#include "simulation_context.h"

#include "resources.h"

#include <algorithm>
#include <cstdio>
#include <random>

namespace emu {

std::string nsName(const std::string &ns, const std::string &name)
{
    return ns + '/' + name;
}

double random01()
{
    thread_local std::mt19937_64 rng(std::random_device {}());
    return std::uniform_real_distribution<double>(0.0, 1.0)(rng);
}

bool hasFinalizer(const Json &obj, const char *finalizer)
{
    const Json *f = findPath(obj, { "metadata", "finalizers" });
    return f && f->is_array() && std::find(f->begin(), f->end(), finalizer) != f->end();
}

void removeFinalizer(Json &obj, const char *finalizer)
{
    Json &f = obj["metadata"]["finalizers"];
    if (!f.is_array())
        return;
    f.erase(std::remove(f.begin(), f.end(), Json(finalizer)), f.end());
}

Json involvedObject(const Json &obj)
{
    return { { "kind", obj.value("kind", "") },
        { "namespace", obj["metadata"].value("namespace", "") },
        { "name", obj["metadata"].value("name", "") },
        { "uid", obj["metadata"].value("uid", "") },
        { "apiVersion", obj.value("apiVersion", "") },
        { "resourceVersion", obj["metadata"].value("resourceVersion", "") } };
}

Json condition(const std::string &type,
    const std::string &status,
    const std::string &reason,
    const std::string &message)
{
    return { { "type", type },
        { "status", status },
        { "reason", reason },
        { "message", message },
        { "lastTransitionTime", nowRfc3339() } };
}

ControllerContext::ControllerContext(Store &store, double speed)
    : m_store(store)
    , m_speed(speed > 0 ? speed : 1.0)
{}

Clock::duration ControllerContext::scaled(double seconds) const
{
    return std::chrono::duration_cast<Clock::duration>(
        std::chrono::duration<double>(seconds / m_speed));
}

Clock::duration ControllerContext::jittered(double seconds) const
{
    return scaled(seconds * (0.7 + 0.6 * random01()));
}

void ControllerContext::schedule(
    const std::string &key, Clock::duration delay, std::function<void()> fn)
{
    const Clock::time_point at = Clock::now() + delay;
    auto it = m_scheduled.find(key);
    if (it != m_scheduled.end()) {
        if (it->second <= at)
            return; // an earlier run is pending and will look at the newest state
        auto range = m_timers.equal_range(it->second);
        for (auto t = range.first; t != range.second; ++t) {
            if (t->second.key == key) {
                m_timers.erase(t);
                break;
            }
        }
    }
    m_scheduled[key] = at;
    m_timers.emplace(at, Task { key, std::move(fn) });
}

Clock::time_point ControllerContext::nextTimer(Clock::time_point deadline) const
{
    return m_timers.empty() ? deadline : std::min(deadline, m_timers.begin()->first);
}

bool ControllerContext::runDueTimer(Clock::time_point now)
{
    if (m_timers.empty() || m_timers.begin()->first > now)
        return false;
    Task task = std::move(m_timers.begin()->second);
    m_timers.erase(m_timers.begin());
    m_scheduled.erase(task.key);
    try {
        task.run();
    } catch (const std::exception &) {
        // Conflicts and races with users are retried by the next reconcile.
    }
    return true;
}

void ControllerContext::recordEvent(const Json &involved,
    const std::string &type,
    const std::string &reason,
    const std::string &message,
    const std::string &component)
{
    const std::string ns = involved.value("namespace", "");
    const std::string dedupe = involved.value("uid", "") + "|" + reason + "|" + message;
    const std::string now = nowRfc3339();
    auto it = m_eventNames.find(dedupe);
    if (it != m_eventNames.end()) {
        try {
            m_store.mutate(Events, ns, it->second, [&](Json &ev) {
                ev["count"] = ev.value("count", 1) + 1;
                ev["lastTimestamp"] = now;
            });
            return;
        } catch (const StatusError &) {
            m_eventNames.erase(it);
        }
    }
    char suffix[20];
    std::snprintf(suffix,
        sizeof suffix,
        ".%016llx",
        static_cast<unsigned long long>(
            std::chrono::system_clock::now().time_since_epoch().count()));
    const std::string name = involved.value("name", "") + suffix;
    Json ev = { { "metadata", { { "name", name }, { "namespace", ns } } },
        { "involvedObject", involved },
        { "reason", reason },
        { "message", message },
        { "type", type },
        { "count", 1 },
        { "firstTimestamp", now },
        { "lastTimestamp", now },
        { "source", { { "component", component } } },
        { "reportingComponent", component },
        { "reportingInstance", component + "-0" } };
    try {
        m_store.create(Events, ns, ev);
        m_eventNames[dedupe] = name;
    } catch (const StatusError &) {
        // The namespace went away; nothing to report to.
    }
}

} // namespace emu
