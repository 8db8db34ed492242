// Everything one connected Supervisor needs to show its namespaces: the session, the list of
// namespaces the user may use (/wcp/workloads), a live cache of the namespaces and the model
// over it. The composition root makes one per connection; views only read the model.
#pragma once

#include "items/namespacemodel.h"
#include "kube/resourcecache.h"
#include "session.h"

#include <QObject>
#include <memory>

namespace vmray {

class SupervisorConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SupervisorConnection)

public:
    SupervisorConnection(QNetworkAccessManager *network,
        const ConnectionProfile &profile,
        CredentialStore *credentials,
        QObject *parent = nullptr);
    ~SupervisorConnection() override;

    void connectWithPassword(const QString &password);

    SupervisorSession *session() { return m_session.get(); }
    NamespaceModel *namespaces() { return &m_namespaces; }
    kube::ResourceCache *namespaceCache() { return m_cache.get(); }
    const ConnectionProfile &profile() const { return m_session->profile(); }

Q_SIGNALS:
    void connected();
    void failed(const vmray::kube::KubeError &error);

private:
    void startWatching(const QStringList &workloads);

    std::unique_ptr<SupervisorSession> m_session;
    std::unique_ptr<kube::ResourceCache> m_cache;
    NamespaceModel m_namespaces;
    bool m_started = false;
};

} // namespace vmray
