#include "supervisorconnection.h"

#include "kube/follower.h"
#include "kube/logging.h"
#include "vmop/vmoperator.h"
#include "wcpclient.h"

#include <QSslKey>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

SupervisorConnection::SupervisorConnection(QNetworkAccessManager *network,
    const ConnectionProfile &profile,
    CredentialStore *credentials,
    QObject *parent)
    : QObject(parent)
    , m_session(std::make_unique<SupervisorSession>(network, profile, credentials))
{
    connect(m_session.get(), &SupervisorSession::loginFailed, this, &SupervisorConnection::failed);
    connect(m_session.get(), &SupervisorSession::loggedIn, this, [this] {
        if (m_started)
            return; // a renewed login: the caches resume on their own
        const QString token = m_session->client()->policy().bearerToken;
        if (token.isEmpty()) { // a client certificate: WCP knows only its own tokens
            startWatching({});
            return;
        }
        WcpCall *call = m_session->wcp()->workloads(token);
        connect(call, &WcpCall::finished, this, [this](WcpCall *c) {
            const kube::KubeError &error = c->error();
            if (error.kind() == kube::KubeError::Kind::Auth
                || error.kind() == kube::KubeError::Kind::Tls) {
                Q_EMIT failed(error);
                return;
            }
            if (error.isError()) {
                // No WCP here (a proxy, a plain API endpoint): the namespaces API decides.
                qCInfo(lcKube) << "No /wcp/workloads, listing namespaces instead:"
                               << error.toString();
                startWatching({});
                return;
            }
            QStringList names;
            for (const Workload &w : c->workloads())
                names << w.ns;
            startWatching(names);
        });
    });
}

SupervisorConnection::~SupervisorConnection() = default;

void SupervisorConnection::connectWithPassword(const QString &password)
{
    m_session->login(password);
}

bool SupervisorConnection::connectWithKubeconfig(const KubeconfigContext &context, QString *error)
{
    if (context.tokenRefused) {
        *error = tr("The token of context %1 holds control characters or characters outside "
                    "ASCII, so it is not a token and was not sent. Log in with your vSphere "
                    "password instead.")
                     .arg(context.name);
        return false;
    }
    if (!context.token.isEmpty()) {
        m_session->useToken(context.token);
        return true;
    }
    if (!context.clientCertificatePem.isEmpty()) {
        const QSslCertificate certificate(context.clientCertificatePem, QSsl::Pem);
        QSslKey key(context.clientKeyPem, QSsl::Rsa, QSsl::Pem);
        if (key.isNull())
            key = QSslKey(context.clientKeyPem, QSsl::Ec, QSsl::Pem);
        if (certificate.isNull() || key.isNull()) {
            *error =
                tr("The client certificate or key of context %1 cannot be read.").arg(context.name);
            return false;
        }
        m_session->useClientCertificate(certificate, key);
        return true;
    }
    *error = context.usesExec
        ? tr("Context %1 needs a credential plugin, which the console cannot run. Log in with "
             "your vSphere password instead.")
              .arg(context.name)
        : tr("Context %1 has no token or client certificate. Log in with your vSphere password "
             "instead.")
              .arg(context.name);
    return false;
}

void SupervisorConnection::discoverVmOperator()
{
    auto *discovery = new vmop::VersionDiscovery(m_session->client(), this);
    connect(discovery, &vmop::VersionDiscovery::finished, this, [this](vmop::VersionDiscovery *d) {
        d->deleteLater();
        m_vmOperatorDiscovered = true;
        if (d->error().isError()) {
            // The panes still open; their VM lists then say what is wrong.
            qCWarning(lcKube) << "VM Operator versions unknown:" << d->error().toString();
        } else {
            m_vmOperatorServed = d->servedVersions();
            m_vmOperatorVersion = d->chosenVersion();
            qCInfo(lcKube) << "VM Operator serves" << m_vmOperatorServed << "- reading"
                           << m_vmOperatorVersion;
        }
        Q_EMIT vmOperatorDiscovered(m_vmOperatorVersion);
    });
    discovery->start();
}

QList<QJsonObject> SupervisorConnection::namespaceObjects() const
{
    if (!m_workloadNamespaces.isEmpty() || !m_cache)
        return m_workloadNamespaces;
    return m_cache->objects().values();
}

void SupervisorConnection::startWatching(const QStringList &workloads)
{
    m_started = true;
    m_workloads = workloads;
    Q_EMIT workloadsChanged(workloads);
    m_follower = std::make_unique<kube::Follower>(m_session->client());
    m_follower->setTracker(m_session->cacheTracker());
    m_cache = m_follower->add(u"/api/v1/namespaces"_s);
    m_follower->onEvents(
        m_cache,
        [this](const QList<QJsonObject> &added) {
            Q_EMIT namespacesAdded(added);
        },
        [this](const QList<QJsonObject> &modified) {
            Q_EMIT namespacesModified(modified);
        },
        [this](const QList<QJsonObject> &removed) {
            Q_EMIT namespacesRemoved(removed);
        });
    // Connected once the namespaces are listed, also when that first succeeds after a failure
    // (a re-login), or once the workloads stand in for them.
    m_follower->onListed(m_cache, [this] {
        if (!std::exchange(m_announced, true))
            Q_EMIT connected();
    });
    // A user limited to some namespaces may not list them all: show the workloads then.
    m_follower->setFailures(kube::Follower::Failures::AreSettled);
    connect(m_follower.get(),
        &kube::Follower::failed,
        this,
        [this, workloads](kube::ResourceCache *, const kube::KubeError &error) {
            if (error.httpStatus() != 403)
                return;
            QList<QJsonObject> rows;
            for (const QString &name : workloads)
                rows.append(QJsonObject {
                    { u"metadata"_s, QJsonObject { { u"name"_s, name }, { u"uid"_s, name } } } });
            m_workloadNamespaces = rows;
            Q_EMIT namespacesAdded(rows);
            if (!std::exchange(m_announced, true))
                Q_EMIT connected();
        });
    m_follower->start();
    discoverVmOperator();
}

} // namespace vmray
