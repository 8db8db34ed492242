// Capped exponential backoff with jitter, as client-go's reflector uses: 0.8 s doubling to 30 s,
// each delay stretched by up to 100 %, reset after two minutes without trouble.
#pragma once

#include <QElapsedTimer>

#include <chrono>

namespace vmray::kube {

class Backoff
{
public:
    using ms = std::chrono::milliseconds;
    explicit Backoff(
        ms initial = ms(800), ms cap = ms(30000), double jitter = 1.0, ms resetAfter = ms(120000));

    // The next delay; grows with each call.
    ms next();
    // Call when things work; resets once they have worked for resetAfter.
    void markHealthy();
    int failures() const { return m_failures; }

private:
    ms m_initial;
    ms m_cap;
    double m_jitter;
    ms m_resetAfter;
    int m_failures = 0;
    QElapsedTimer m_healthySince;
};

} // namespace vmray::kube
