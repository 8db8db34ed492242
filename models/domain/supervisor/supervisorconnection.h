// Everything one connected Supervisor needs to show its namespaces: the session, the list of
// namespaces the user may use (/wcp/workloads), a live cache of the namespaces and the Ray
// clusters in each, tallied by health. The composition root makes one per connection and builds the
// item models over what this reports.
#pragma once

#include "kube/resourcecache.h"
#include "kubeconfig.h"
#include "ray/clusterhealth.h"
#include "session.h"

#include <QHash>
#include <QJsonObject>
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
    // Starts from a kubeconfig context's token or client certificate; `error` says why not.
    bool connectWithKubeconfig(const KubeconfigContext &context, QString *error);

    // The version VM Operator kinds are read with, once discovered; empty before, or when the
    // server has no VM Operator.
    QString vmOperatorVersion() const { return m_vmOperatorVersion; }
    QStringList vmOperatorVersionsServed() const { return m_vmOperatorServed; }
    // Discovery has ended, with a version or (no VM Operator, an error) without one.
    bool isVmOperatorDiscovered() const { return m_vmOperatorDiscovered; }

    SupervisorSession *session() { return m_session.get(); }
    kube::ResourceCache *namespaceCache() { return m_cache.get(); }
    // The clusters of every namespace, for the tree's counts; null until the namespaces are in.
    kube::ResourceCache *clusterCountCache() { return m_clusterCounts.get(); }
    // The namespaces the user may use (/wcp/workloads); empty when every namespace listed is.
    QStringList workloads() const { return m_workloads; }
    // The namespaces as listed so far: the cache's, or the workloads for a user who may not
    // list namespaces.
    QList<QJsonObject> namespaceObjects() const;
    // Ray clusters per namespace by health, once counted; a namespace not in it has an unknown
    // count.
    QHash<QString, ray::HealthTally> clusterTallies() const { return m_clusterTallies; }
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
    void clusterTalliesChanged(const QHash<QString, vmray::ray::HealthTally> &tallies);

private:
    void startWatching(const QStringList &workloads);
    void discoverVmOperator();
    void countClusters();

    std::unique_ptr<SupervisorSession> m_session;
    std::unique_ptr<kube::ResourceCache> m_cache;
    std::unique_ptr<kube::ResourceCache> m_clusterCounts; // all namespaces: names and health
    QStringList m_workloads;
    QList<QJsonObject> m_workloadNamespaces; // when namespaces may not be listed
    QHash<QString, ray::HealthTally> m_clusterTallies;
    QString m_vmOperatorVersion;
    QStringList m_vmOperatorServed;
    bool m_vmOperatorDiscovered = false;
    bool m_started = false;
};

} // namespace vmray
