#include "backoff.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace vmray::kube {

Backoff::Backoff(ms initial, ms cap, double jitter, ms resetAfter)
    : m_initial(initial)
    , m_cap(cap)
    , m_jitter(jitter)
    , m_resetAfter(resetAfter)
{}

Backoff::ms Backoff::next()
{
    const double base = std::min(static_cast<double>(m_cap.count()),
        static_cast<double>(m_initial.count()) * std::pow(2.0, m_failures));
    ++m_failures;
    m_healthySince.invalidate();
    const double stretched = base * (1.0 + m_jitter * QRandomGenerator::global()->generateDouble());
    return ms(static_cast<long long>(
        std::min(stretched, static_cast<double>(m_cap.count()) * (1.0 + m_jitter))));
}

void Backoff::markHealthy()
{
    if (!m_healthySince.isValid()) {
        m_healthySince.start();
        return;
    }
    if (m_healthySince.elapsed() >= m_resetAfter.count())
        m_failures = 0;
}

} // namespace vmray::kube
