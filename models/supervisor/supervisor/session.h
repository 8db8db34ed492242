// A logged-in Supervisor: the WCP token and its expiry, the Kubernetes client that uses it, and
// the caches that depend on it. Before the token expires, or when any request is refused with
// 401, the session asks once for a new login (reloginRequested) and pauses its caches; a
// successful login() resumes every cache from where it was, losing nothing.
#pragma once

#include "connectionprofile.h"
#include "kube/kubeclient.h"
#include "kube/phrase.h"
#include "kube/resourcecache.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class QNetworkAccessManager;

namespace vmray {

class CredentialStore;
class WcpClient;

class SupervisorSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SupervisorSession)

public:
    enum class State { LoggedOut, LoggingIn, Active, NeedsLogin };
    Q_ENUM(State)

    // `network` and `credentials` are not owned; credentials may be null (nothing is stored).
    SupervisorSession(QNetworkAccessManager *network,
        const ConnectionProfile &profile,
        CredentialStore *credentials,
        QObject *parent = nullptr);
    ~SupervisorSession() override;

    const ConnectionProfile &profile() const { return m_profile; }
    kube::KubeClient *client() { return &m_client; }
    WcpClient *wcp() { return m_wcp; }
    State state() const { return m_state; }
    QDateTime expiry() const { return m_expiry; }
    // How long before expiry to ask for a new login.
    void setRenewalMargin(std::chrono::seconds margin) { m_margin = margin; }

    void login(const QString &password);
    // Uses a token from elsewhere (a kubeconfig, the keychain).
    void useToken(const QString &token);
    // Authenticates with a client certificate instead (a kubeconfig's client-certificate-data).
    void useClientCertificate(const QSslCertificate &certificate, const QSslKey &key);
    void logout();

    // The session pauses and resumes this cache with its credentials. Not owned.
    void track(kube::ResourceCache *cache);
    // Hands caches to track() for as long as this session lives, for a kube::Follower.
    std::function<void(kube::ResourceCache *)> cacheTracker();
    // Lists every started cache again (F5): whatever a cache holds is compared with what the
    // server holds now.
    void relistAll();

Q_SIGNALS:
    void stateChanged(vmray::SupervisorSession::State state);
    void loggedIn();
    void loginFailed(const vmray::kube::KubeError &error);
    // The user should log in again; emitted once per lapse, whatever number of requests failed.
    void reloginRequested(const vmray::Phrase &reason);

private:
    void setState(State state);
    void adoptToken(const QString &token);
    void needLogin(const Phrase &reason);
    // A trust that cannot be set up (an unreadable CA file) fails every login at once.
    bool refuseWithoutTrust();

    ConnectionProfile m_profile;
    QPointer<CredentialStore> m_credentials;
    kube::KubeClient m_client;
    WcpClient *m_wcp = nullptr;
    QList<QPointer<kube::ResourceCache>> m_caches;
    QTimer m_renewTimer;
    int m_logouts = 0; // a login answered after a logout is dropped
    QDateTime m_expiry;
    std::chrono::seconds m_margin { 300 };
    State m_state = State::LoggedOut;
    kube::KubeError m_trustError;
};

} // namespace vmray
