// The Supervisor's own endpoints (supervisor-api.md §2): /wcp/loginbanner tells a Supervisor from
// other servers, /wcp/login trades a vSphere user name and password (HTTP Basic) for a JWT
// session token, /wcp/workloads lists the vSphere Namespaces the user may use.
#pragma once

#include "kube/kubeclient.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <chrono>
#include <optional>

namespace vmray {

// The `exp` claim of a JWT, without verifying it (the server does that); nullopt if absent, or
// not a time from 1970 to the end of year 9999.
std::optional<QDateTime> jwtExpiry(const QString &token);
// From `iat` to `exp`: how long the Supervisor means the token to last, by its own clock, so a
// workstation whose clock is off still knows when to renew it. nullopt without both claims.
std::optional<std::chrono::seconds> jwtLifetime(const QString &token);

struct Workload
{
    QString ns;
    QString masterHost;
    int apiServerPort = 0;
};

// One WCP request; finishes exactly once, then deletes itself.
class WcpCall final : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Probe, Login, Workloads };
    explicit WcpCall(Kind kind, QObject *parent = nullptr)
        : QObject(parent)
        , m_kind(kind)
    {}

    Kind kind() const { return m_kind; }
    const kube::KubeError &error() const { return m_error; }
    bool isSupervisor() const { return m_isSupervisor; } // Probe
    QString token() const { return m_token; } // Login
    std::optional<QDateTime> expiry() const { return m_expiry; }
    const QList<Workload> &workloads() const { return m_workloads; } // Workloads

Q_SIGNALS:
    void finished(vmray::WcpCall *call);

private:
    friend class WcpClient;
    void finish(const kube::KubeError &error);

    Kind m_kind;
    kube::KubeError m_error;
    bool m_isSupervisor = false;
    QString m_token;
    std::optional<QDateTime> m_expiry;
    QList<Workload> m_workloads;
};

class WcpClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WcpClient)

public:
    // `network` is not owned. `server` is https://host[:port] of the Supervisor (port 443 for
    // WCP on a real one).
    WcpClient(QNetworkAccessManager *network,
        const QUrl &server,
        const kube::TlsTrust &trust,
        QObject *parent = nullptr);

    WcpCall *probe();
    WcpCall *login(const QString &username, const QString &password);
    // With the session token; a Supervisor also accepts Basic credentials here.
    WcpCall *workloads(const QString &token);
    // The certificate WCP presented with the latest answer that arrived whole.
    QSslCertificate peerCertificate() const { return m_client.peerCertificate(); }

private:
    kube::KubeClient m_client;
};

} // namespace vmray
