// One connected Supervisor: the session, the list of namespaces the user may use
// (/wcp/workloads), the namespaces followed live, and the VM Operator version its kinds are read
// with. ConnectionPolicy makes one per connection; the console session builds on it.
#pragma once

#include "kube/resourcecache.h"
#include "kubeconfig.h"
#include "session.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <memory>

namespace vmray::kube {
class Follower;
} // namespace vmray::kube

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
    // Starts from a kubeconfig context's token or client certificate; `error` says why not.
    bool connectWithKubeconfig(const KubeconfigContext &context, QString *error);

    // The version VM Operator kinds are read with, once discovered; empty before, or when the
    // server has no VM Operator.
    QString vmOperatorVersion() const { return m_vmOperatorVersion; }
    QStringList vmOperatorVersionsServed() const { return m_vmOperatorServed; }
    // Discovery has ended, with a version or (no VM Operator, an error) without one.
    bool isVmOperatorDiscovered() const { return m_vmOperatorDiscovered; }

    SupervisorSession *session() { return m_session.get(); }
    kube::ResourceCache *namespaceCache() { return m_cache; }
    // The namespaces the user may use (/wcp/workloads); empty when every namespace listed is.
    QStringList workloads() const { return m_workloads; }
    // The namespaces as listed so far: the cache's, or the workloads for a user who may not
    // list namespaces.
    QList<QJsonObject> namespaceObjects() const;
    const ConnectionProfile &profile() const { return m_session->profile(); }

Q_SIGNALS:
    void connected();
    void failed(const vmray::kube::KubeError &error);
    // Emitted once discovery ends; `version` is empty when it failed.
    void vmOperatorDiscovered(const QString &version);
    void workloadsChanged(const QStringList &workloads);
    void namespacesAdded(const QList<QJsonObject> &namespaces);
    void namespacesModified(const QList<QJsonObject> &namespaces);
    void namespacesRemoved(const QList<QJsonObject> &namespaces);

private:
    void startWatching(const QStringList &workloads);
    void discoverVmOperator();
    std::unique_ptr<SupervisorSession> m_session;
    std::unique_ptr<kube::Follower> m_follower;
    kube::ResourceCache *m_cache = nullptr; // the namespaces, m_follower's
    QStringList m_workloads;
    QList<QJsonObject> m_workloadNamespaces; // when namespaces may not be listed
    QString m_vmOperatorVersion;
    QStringList m_vmOperatorServed;
    bool m_vmOperatorDiscovered = false;
    bool m_started = false;
    bool m_announced = false; // connected() was emitted
};

} // namespace vmray
