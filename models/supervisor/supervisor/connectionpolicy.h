// How a connection to a Supervisor is made, without widgets: which credential is tried (a
// kubeconfig context's, the session token in the keychain, the remembered password, the one given),
// when the user must give a password or judge a certificate, what the keychain and the saved
// profiles keep, and how a lapsing session logs in again.
#pragma once

#include "connectionprofile.h"
#include "kube/kubeerror.h"
#include "kube/phrase.h"
#include "kubeconfig.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSslCertificate>
#include <QStringList>
#include <QTimer>

#include <chrono>

#include <optional>

class QNetworkAccessManager;

namespace vmray {

Q_DECLARE_LOGGING_CATEGORY(lcConnect)

class CredentialStore;
class ProfileStore;
class SupervisorConnection;
class SupervisorSession;

// A certificate the attempt's trust did not accept, as the user is to judge it.
struct TrustQuestion
{
    enum class Kind {
        FirstSeen, // nothing pinned: the user may pin it
        Changed, // the saved profile pins another certificate: replaced, or someone posing
        NotTheEntered, // a fingerprint entered for this attempt is another certificate's
        // A saved profile that the system's or a given CA verified meets a certificate they do
        // not vouch for: someone may be posing as the Supervisor. Not offered for trust; the
        // user may change the profile's trust only as a separate act.
        NotVerified,
    };
    Kind kind = Kind::FirstSeen;
    QSslCertificate presented;
    QString pinnedSha256; // Changed, NotTheEntered
    // Changed: the pinned certificate's validity, when it was pinned from the certificate.
    QDateTime pinnedValidFrom;
    QDateTime pinnedValidUntil;
    // NotVerified: the certificate verified at the latest connection, when one was recorded.
    QString verifiedSha256;
    QString verifiedIssuedTo;
    QString verifiedIssuedBy;
    QDateTime verifiedValidFrom;
    QDateTime verifiedValidUntil;

    // Whether trusting the presented certificate may be offered as the answer.
    bool mayBeTrusted() const { return kind != Kind::NotVerified; }
};

// Why an attempt stopped short of connecting, with what is needed to ask again.
struct ConnectionSetback
{
    ConnectionProfile profile; // as attempted, with an id
    Phrase reason; // when it is the policy's own (nothing stored, a kubeconfig problem)
    kube::KubeError error; // what the Supervisor or the network answered, when they did
    // The password given for the attempt, handed back so its field keeps what the user typed;
    // the policy keeps no copy.
    QString typedPassword;
};

class ConnectionPolicy final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionPolicy)

public:
    // Of the latest attempt. A connection made before stays shown until another is made.
    enum class State {
        Idle, // nothing attempted, or the attempt was cancelled
        TryingStoredToken, // reading the session token kept in the keychain
        TryingRememberedPassword, // reading the password remembered in the keychain
        Connecting, // a credential is with the Supervisor
        NeedPassword, // needPassword was emitted; passwordGiven() goes on
        NeedTrustDecision, // needTrustDecision was emitted; trustAccepted() or trustRejected()
        NeedFileConsent, // needFileConsent was emitted; filesConsented() or filesRefused()
        Connected,
        Failed, // failed was emitted
    };
    Q_ENUM(State)

    // Of the connected session once it asks for a new login (tokenExpired).
    enum class Relogin {
        None,
        TryingRememberedPassword,
        NeedPassword, // needPasswordAgain was emitted; loginAgain() goes on
        LoggingIn,
    };
    Q_ENUM(Relogin)

    // None are owned; `profiles` and `credentials` may be null (nothing is saved, nothing is
    // remembered).
    ConnectionPolicy(QNetworkAccessManager *network,
        ProfileStore *profiles,
        CredentialStore *credentials,
        QObject *parent = nullptr);
    ~ConnectionPolicy() override;

    // Where kubeconfig contexts are read from; kubectl's rules by default.
    void setKubeconfigPaths(const QStringList &paths) { m_kubeconfigPaths = paths; }
    QStringList kubeconfigPaths() const { return m_kubeconfigPaths; }

    State state() const { return m_state; }
    Relogin relogin() const { return m_relogin; }
    // The connection made last; it reports its own troubles once made.
    SupervisorConnection *connection() const;
    // Whether a password or token is held for an attempt still logging in. Once the Supervisor
    // took it, or the attempt stopped, the policy keeps none.
    bool holdsSecret() const { return !m_pendingSecret.isEmpty(); }
    // Whether the connected session, once it lapses, logs in again without the user: the
    // sandbox's password, or one remembered in the keychain.
    bool passwordAtHand() const;

    // Inputs. A new attempt abandons one under way. With an empty password the profile's
    // kubeconfig context, the session token kept or the remembered password is used, in this
    // order, and the user is asked when there is none.
    void connectTo(const ConnectionProfile &profile, const QString &password);
    // The sandbox: not saved, nothing in the keychain, its password reused when the session
    // lapses.
    void connectSandbox(const ConnectionProfile &profile, const QString &password);
    // NeedPassword or Failed: the same profile again, with this password.
    void passwordGiven(const QString &password);
    // NeedTrustDecision, for a question that may be answered by trust: pins the certificate
    // presented and tries again with `password`. A certificate trusted just now never gets a
    // stored token or password: an empty one asks for the password (NeedPassword).
    void trustAccepted(const QString &password);
    // NeedTrustDecision: Failed, with nothing sent to the server.
    void trustRejected();
    // NeedFileConsent: remembers that the context may read these files and tries again.
    void filesConsented();
    // NeedFileConsent: nothing is read; NeedPassword.
    void filesRefused();
    // Abandons the attempt under way or waiting for an answer (Idle). A connection already made
    // stays, and so does what the keychain already took.
    void cancel();
    // The connected session asks for a new login: the sandbox's or the remembered password is
    // used, else needPasswordAgain. A session refused within quickRefusal of its login is a
    // strike: automatic logins back off with each, and after maxQuickRefusals in a row the user
    // is asked instead. A Supervisor that takes the password but refuses each session would
    // otherwise have it sent to vCenter in a loop, which can lock the account.
    void tokenExpired(const vmray::Phrase &reason);
    static constexpr int maxQuickRefusals = 4;
    static constexpr std::chrono::minutes quickRefusal { 2 };
    // Waits before the automatic login after the second strike, and after the later ones.
    void setAutomaticLoginDelays(std::chrono::milliseconds second, std::chrono::milliseconds later)
    {
        m_secondLoginDelay = second;
        m_laterLoginDelay = later;
    }
    // Relogin::NeedPassword: logs the connected session in again.
    void loginAgain(const QString &password);
    // Removes a saved profile with its token and password.
    void forget(const QString &profileId);
    // Ends the connection made (its caches stop, its tasks are interrupted by their owners).
    // With `logOut` the session's token and a remembered password leave the keychain, so the
    // next start asks for the password; the saved Supervisor stays.
    void disconnectFromSupervisor(bool logOut);

Q_SIGNALS:
    void stateChanged(vmray::ConnectionPolicy::State state);
    void reloginChanged(vmray::ConnectionPolicy::Relogin relogin);
    void needPassword(const vmray::ConnectionSetback &setback);
    void needTrustDecision(
        const vmray::ConnectionSetback &setback, const vmray::TrustQuestion &question);
    // The profile's kubeconfig context names files on this computer that the user has not yet
    // agreed it may read (a token file is sent to `server` as the credential). None was read.
    void needFileConsent(const vmray::ConnectionSetback &setback,
        const QString &server,
        const QList<vmray::KubeconfigFile> &files);
    void failed(const vmray::ConnectionSetback &setback);
    // The profile is saved by now (not the sandbox's).
    void connected(vmray::SupervisorConnection *connection);
    void disconnected();
    void needPasswordAgain(const vmray::Phrase &reason);
    void loginAgainFailed(const vmray::kube::KubeError &error);
    void loggedInAgain();

private:
    enum class Credential { Typed, Kubeconfig, StoredToken, StoredPassword, Sandbox };
    // What an attempt is. Its secret (password or token) is not part of it: the policy holds that
    // in m_pendingSecret for as long as the attempt is under way, so no callback keeps a copy.
    struct Attempt
    {
        ConnectionProfile profile;
        Credential credential = Credential::Typed;
        bool sandbox = false;
        quint64 serial = 0; // keychain answers for an attempt no longer current are dropped
    };
    enum class ReloginCredential { Typed, Remembered, Sandbox };

    void setState(State state);
    void setRelogin(Relogin relogin);
    void attempt(const ConnectionProfile &profile, const QString &password, bool sandbox);
    bool isCurrent(const Attempt &a, State expected) const;
    void tryStoredToken(const Attempt &a);
    void tryStoredPassword(const Attempt &a);
    void start(const Attempt &a, const QString &secret);
    void startWithKubeconfig(const Attempt &a, SupervisorConnection *connection);
    // Asks before a kubeconfig attempt reads a file the user has not agreed to; true if it asked.
    bool askFileConsent(const Attempt &a);
    void abandonPending();
    void succeeded(const Attempt &a);
    void attemptFailed(const Attempt &a, const kube::KubeError &error);
    void askForPassword(const Attempt &a, const Phrase &reason);
    std::optional<TrustQuestion> trustQuestion(
        const ConnectionProfile &profile, const kube::KubeError &error) const;
    void watchSession(SupervisorSession *session);
    void askAgain(const Phrase &reason);
    // Whether stored credentials (keychain, kubeconfig) may go to a server trusted as `profile`
    // says: only when that trust is the saved profile's, or a new profile's CA verification.
    bool mayUseStoredCredentials(const ConnectionProfile &profile) const;
    std::optional<ConnectionProfile> savedProfile(const QString &id) const;
    // Starts an automatic re-login after the backoff, or says why none is made.
    void loginAutomatically(SupervisorSession *session, ReloginCredential credential);

    QNetworkAccessManager *m_network;
    ProfileStore *m_profiles;
    QPointer<CredentialStore> m_credentials;
    QStringList m_kubeconfigPaths;
    State m_state = State::Idle;
    Relogin m_relogin = Relogin::None;
    Attempt m_attempt; // the latest one
    quint64 m_serial = 0;
    ConnectionSetback m_setback; // of the latest attempt that stopped, without its password
    QSslCertificate m_questioned; // NeedTrustDecision: the certificate presented
    QList<KubeconfigFile> m_consentAsked; // NeedFileConsent: the files named
    QString m_consentServer;
    QSet<QString> m_consentsHeld; // without saved profiles: for as long as the policy lives
    QPointer<SupervisorConnection> m_pending; // being connected
    QPointer<SupervisorConnection> m_connection; // made
    QString m_pendingSecret; // of the attempt under way, until the Supervisor took it
    bool m_storedTypedPassword = false; // by the attempt under way, to undo if it fails
    QString m_sandboxPassword;
    QString m_sandboxProfileId;
    Phrase m_reloginReason;
    ReloginCredential m_reloginCredential = ReloginCredential::Typed;
    TrustQuestion::Kind m_questionKind = TrustQuestion::Kind::FirstSeen;
    QElapsedTimer m_clock;
    qint64 m_lastLogin = -1; // m_clock's milliseconds when the shown session last logged in
    int m_quickRefusals = 0; // in a row
    QTimer m_automaticLoginDelay;
    std::chrono::milliseconds m_secondLoginDelay { 10000 };
    std::chrono::milliseconds m_laterLoginDelay { 60000 };
};

} // namespace vmray
