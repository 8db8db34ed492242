#include "supervisorlocality.h"

#include <QHostInfo>

#include <algorithm>
#include <utility>

namespace vmray::ray {

SupervisorLocality::SupervisorLocality(QObject *parent)
    : QObject(parent)
{}

SupervisorLocality::~SupervisorLocality()
{
    if (m_lookupId >= 0)
        QHostInfo::abortHostLookup(m_lookupId);
}

bool SupervisorLocality::allLoopback(const QList<QHostAddress> &addresses)
{
    return std::all_of(addresses.begin(), addresses.end(), [](const QHostAddress &a) {
        return a.isLoopback();
    });
}

void SupervisorLocality::resolve(const QString &host)
{
    if (host == m_host)
        return;
    if (m_lookupId >= 0)
        QHostInfo::abortHostLookup(std::exchange(m_lookupId, -1));
    m_host = host;
    m_loopbackOnly = true;
    if (const QHostAddress literal(host); !literal.isNull()) {
        settle({ literal });
        return;
    }
    m_lookupId = QHostInfo::lookupHost(host, this, [this](const QHostInfo &info) {
        if (info.lookupId() != m_lookupId)
            return; // an earlier host's answer
        m_lookupId = -1;
        settle(info.error() == QHostInfo::NoError ? info.addresses() : QList<QHostAddress>());
    });
}

void SupervisorLocality::settle(const QList<QHostAddress> &addresses)
{
    m_loopbackOnly = allLoopback(addresses);
    Q_EMIT resolved(m_loopbackOnly);
}

} // namespace vmray::ray
