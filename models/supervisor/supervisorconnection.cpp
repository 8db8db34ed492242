#include "supervisorconnection.h"

#include "wcpclient.h"

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
        WcpCall *call = m_session->wcp()->workloads(m_session->client()->policy().bearerToken);
        connect(call, &WcpCall::finished, this, [this](WcpCall *c) {
            if (c->error().isError()) {
                Q_EMIT failed(c->error());
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

void SupervisorConnection::startWatching(const QStringList &workloads)
{
    m_started = true;
    m_namespaces.setVisibleNames(workloads);
    m_cache = std::make_unique<kube::ResourceCache>(m_session->client(), u"/api/v1/namespaces"_s);
    connect(m_cache.get(),
        &kube::ResourceCache::objectsAdded,
        &m_namespaces,
        &NamespaceModel::addObjects);
    connect(m_cache.get(),
        &kube::ResourceCache::objectsModified,
        &m_namespaces,
        &NamespaceModel::modifyObjects);
    connect(m_cache.get(),
        &kube::ResourceCache::objectsRemoved,
        &m_namespaces,
        &NamespaceModel::removeObjects);
    connect(m_cache.get(),
        &kube::ResourceCache::synced,
        this,
        &SupervisorConnection::connected,
        Qt::SingleShotConnection);
    // A user limited to some namespaces may not list them all: show the workloads then.
    connect(m_cache.get(),
        &kube::ResourceCache::stateChanged,
        this,
        [this, workloads](kube::ResourceCache::State state) {
            if (state != kube::ResourceCache::State::Failed
                || m_cache->lastError().httpStatus() != 403)
                return;
            QList<QJsonObject> rows;
            for (const QString &name : workloads)
                rows.append(QJsonObject {
                    { u"metadata"_s, QJsonObject { { u"name"_s, name }, { u"uid"_s, name } } } });
            m_namespaces.addObjects(rows);
            Q_EMIT connected();
        });
    m_session->track(m_cache.get());
    m_cache->start();
}

} // namespace vmray
