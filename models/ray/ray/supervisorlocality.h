// Whether the Supervisor is this computer, by what its host resolves to rather than how it is
// spelled: a name in /etc/hosts or "localhost.localdomain" is as local as 127.0.0.1. A local
// Supervisor (the sandbox, tests) has pretend clusters whose addresses must never be tried on a
// real network, so its Ray dashboards are read only on loopback.
#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>

namespace vmray::ray {

class SupervisorLocality final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SupervisorLocality)

public:
    explicit SupervisorLocality(QObject *parent = nullptr);
    ~SupervisorLocality() override;

    // Looks `host` up once (an IP address needs no lookup); resolved() follows, at once for an
    // address. The same host again keeps what was found.
    void resolve(const QString &host);
    QString host() const { return m_host; }
    // True until the host is resolved to some address that is not loopback: before the answer,
    // and when the lookup fails, nothing beyond this computer is read.
    bool dashboardsLoopbackOnly() const { return m_loopbackOnly; }

    // Whether every address is loopback (127.0.0.0/8, ::1); true for none, so that a host that
    // resolves to nothing stays on this computer.
    static bool allLoopback(const QList<QHostAddress> &addresses);

Q_SIGNALS:
    void resolved(bool dashboardsLoopbackOnly);

private:
    void settle(const QList<QHostAddress> &addresses);

    QString m_host;
    int m_lookupId = -1;
    bool m_loopbackOnly = true;
};

} // namespace vmray::ray
