#include "connectionpolicy.h"

#include "credentialstore.h"
#include "kube/tlstrust.h"
#include "kubeconfig.h"
#include "supervisorconnection.h"
#include "wcpclient.h"

#include <utility>

namespace vmray {

Q_LOGGING_CATEGORY(lcConnect, "vmray.connect", QtInfoMsg)

namespace {
void ignoreResult(CredentialStore::Result, const QString &) {}
} // namespace

ConnectionPolicy::ConnectionPolicy(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_kubeconfigPaths(vmray::kubeconfigPaths())
{}

ConnectionPolicy::~ConnectionPolicy()
{
    delete m_pending;
    delete m_connection;
}

SupervisorConnection *ConnectionPolicy::connection() const
{
    return m_connection;
}

void ConnectionPolicy::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ConnectionPolicy::setRelogin(Relogin relogin)
{
    if (m_relogin == relogin)
        return;
    m_relogin = relogin;
    Q_EMIT reloginChanged(relogin);
}

void ConnectionPolicy::connectTo(const ConnectionProfile &profile, const QString &password)
{
    attempt(profile, password, false);
}

void ConnectionPolicy::connectSandbox(const ConnectionProfile &profile, const QString &password)
{
    m_sandboxPassword = password;
    m_sandboxProfileId = profile.id;
    attempt(profile, password, true);
}

void ConnectionPolicy::passwordGiven(const QString &password)
{
    if (m_state == State::NeedPassword || m_state == State::Failed)
        attempt(m_attempt.profile, password, false);
}

void ConnectionPolicy::trustAccepted(const QString &password)
{
    if (m_state != State::NeedTrustDecision)
        return;
    ConnectionProfile pinned = m_attempt.profile;
    pinned.trust = ConnectionProfile::Trust::Pinned;
    pinned.pinnedSha256 = kube::sha256Fingerprint(m_questioned);
    pinned.pinnedValidFrom = m_questioned.effectiveDate();
    pinned.pinnedValidUntil = m_questioned.expiryDate();
    attempt(pinned, password, false);
}

void ConnectionPolicy::trustRejected()
{
    if (m_state != State::NeedTrustDecision)
        return;
    setState(State::Failed);
    Q_EMIT failed(m_setback);
}

void ConnectionPolicy::cancel()
{
    if (m_state == State::Idle || m_state == State::Connected)
        return; // nothing under way; a connection made stays
    abandonPending();
    setState(State::Idle);
}

void ConnectionPolicy::abandonPending()
{
    if (m_pending)
        m_pending->deleteLater();
    m_pending = nullptr;
    m_pendingSecret.clear();
}

void ConnectionPolicy::attempt(
    const ConnectionProfile &profile, const QString &password, bool sandbox)
{
    abandonPending();
    Attempt a;
    a.profile = profile;
    if (a.profile.id.isEmpty())
        a.profile.id = ConnectionProfile::create(profile.server, profile.username).id;
    a.sandbox = sandbox;
    a.serial = ++m_serial;
    m_attempt = a;
    if (sandbox) {
        a.credential = Credential::Sandbox;
        start(a, password);
    } else if (!password.isEmpty()) {
        start(a, password);
    } else if (!profile.kubeconfigContext.isEmpty()) {
        a.credential = Credential::Kubeconfig;
        start(a, {});
    } else if (profile.keepSession) {
        tryStoredToken(a);
    } else {
        tryStoredPassword(a);
    }
}

bool ConnectionPolicy::isCurrent(const Attempt &a, State expected) const
{
    return a.serial == m_serial && m_state == expected;
}

void ConnectionPolicy::tryStoredToken(const Attempt &a)
{
    if (!m_credentials) {
        tryStoredPassword(a);
        return;
    }
    setState(State::TryingStoredToken);
    m_credentials->read(CredentialStore::tokenKey(a.profile.id),
        this,
        [this, a](CredentialStore::Result result, const QByteArray &secret, const QString &) {
            if (!isCurrent(a, State::TryingStoredToken))
                return; // cancelled, or another attempt began
            const QString token = QString::fromUtf8(secret);
            const auto expiry = jwtExpiry(token);
            // A token about to lapse would only bring the password question back in a minute.
            if (result != CredentialStore::Result::Ok
                || (expiry && QDateTime::currentDateTimeUtc().secsTo(*expiry) < 600)) {
                tryStoredPassword(a);
                return;
            }
            Attempt withToken = a;
            withToken.credential = Credential::StoredToken;
            start(withToken, token);
        });
}

void ConnectionPolicy::tryStoredPassword(const Attempt &a)
{
    const QString askFor = tr("Enter the password for %1.").arg(a.profile.username);
    if (!m_credentials || !a.profile.rememberPassword) {
        askForPassword(a, askFor);
        return;
    }
    setState(State::TryingRememberedPassword);
    m_credentials->read(CredentialStore::passwordKey(a.profile.id),
        this,
        [this, a, askFor](
            CredentialStore::Result result, const QByteArray &secret, const QString &) {
            if (!isCurrent(a, State::TryingRememberedPassword))
                return;
            if (result != CredentialStore::Result::Ok || secret.isEmpty()) {
                askForPassword(a, askFor);
                return;
            }
            Attempt withPassword = a;
            withPassword.credential = Credential::StoredPassword;
            start(withPassword, QString::fromUtf8(secret));
        });
}

void ConnectionPolicy::start(const Attempt &a, const QString &secret)
{
    abandonPending();
    m_attempt = a;
    if (a.credential == Credential::Kubeconfig && askFileConsent(a))
        return; // nothing made, nothing read
    auto *connection = new SupervisorConnection(
        m_network, a.profile, a.sandbox ? nullptr : m_credentials.data(), this);
    m_pending = connection;
    m_pendingSecret = secret;
    m_storedTypedPassword = false;
    // The secret is let go as soon as the Supervisor took it; a password to remember goes to
    // the keychain then (and is removed again if the connection fails after all).
    connect(connection->session(), &SupervisorSession::loggedIn, this, [this, a, connection] {
        if (m_pending != connection)
            return;
        const QString password = std::exchange(m_pendingSecret, QString());
        if (a.sandbox || !m_credentials || a.credential != Credential::Typed)
            return;
        const QString key = CredentialStore::passwordKey(a.profile.id);
        if (a.profile.rememberPassword) {
            m_credentials->write(key, password.toUtf8(), this, ignoreResult);
            m_storedTypedPassword = true;
        } else {
            m_credentials->remove(key, this, ignoreResult);
        }
    });
    connect(connection, &SupervisorConnection::connected, this, [this, a, connection] {
        if (m_pending == connection)
            succeeded(a);
    });
    connect(connection,
        &SupervisorConnection::failed,
        this,
        [this, a, connection](const kube::KubeError &error) {
            if (m_pending != connection)
                return; // a connection already made reports in the window
            m_pending = nullptr;
            connection->deleteLater();
            attemptFailed(a, error);
        });
    setState(State::Connecting);
    if (m_pending != connection)
        return; // cancelled by whoever heard of it: nothing is sent
    switch (a.credential) {
    case Credential::Kubeconfig:
        startWithKubeconfig(a, connection);
        return;
    case Credential::StoredToken:
        connection->session()->useToken(secret);
        return;
    case Credential::Typed:
    case Credential::StoredPassword:
    case Credential::Sandbox:
        connection->connectWithPassword(secret);
        return;
    }
}

void ConnectionPolicy::startWithKubeconfig(const Attempt &a, SupervisorConnection *connection)
{
    QString error;
    const auto kubeconfig = loadKubeconfig(m_kubeconfigPaths, &error);
    const KubeconfigContext *context =
        kubeconfig ? kubeconfig->find(a.profile.kubeconfigContext) : nullptr;
    if (!context) {
        m_pending = nullptr;
        connection->deleteLater();
        askForPassword(a,
            kubeconfig ? tr("The kubeconfig has no context %1 any more. Enter your password to "
                            "log in.")
                             .arg(a.profile.kubeconfigContext)
                       : tr("The kubeconfig could not be read: %1").arg(error));
        return;
    }
    // The user agreed to each file (askFileConsent). The CA, when the profile uses it, the
    // session has read already.
    KubeconfigContext credentials = *context;
    credentials.files.removeIf([](const KubeconfigFile &f) {
        return f.role == KubeconfigFile::Role::CertificateAuthority;
    });
    if (!readKubeconfigFiles(credentials, &error)
        || !connection->connectWithKubeconfig(credentials, &error)) {
        m_pending = nullptr;
        connection->deleteLater();
        askForPassword(a, error);
    }
}

bool ConnectionPolicy::askFileConsent(const Attempt &a)
{
    QString error;
    const auto kubeconfig = loadKubeconfig(m_kubeconfigPaths, &error);
    const KubeconfigContext *context =
        kubeconfig ? kubeconfig->find(a.profile.kubeconfigContext) : nullptr;
    if (!context)
        return false; // startWithKubeconfig says what is wrong
    QList<KubeconfigFile> asked;
    for (const KubeconfigFile &f : context->files) {
        // The context's CA is read only when the profile trusts it (the dialog shows it there).
        const bool read = f.role != KubeconfigFile::Role::CertificateAuthority
            || (a.profile.trust == ConnectionProfile::Trust::CaFile && a.profile.caFile == f.path);
        const bool agreed = m_profiles
            ? m_profiles->mayReadFile(context->name, context->server, f.path)
            : m_consentsHeld.contains(context->name + u'\n' + context->server + u'\n' + f.path);
        if (read && !agreed)
            asked.append(f);
    }
    if (asked.isEmpty())
        return false;
    m_consentAsked = asked;
    m_consentServer = context->server;
    m_setback = ConnectionSetback { a.profile, {}, {}, {} };
    setState(State::NeedFileConsent);
    Q_EMIT needFileConsent(m_setback, context->server, asked);
    return true;
}

void ConnectionPolicy::filesConsented()
{
    if (m_state != State::NeedFileConsent)
        return;
    const QString context = m_attempt.profile.kubeconfigContext;
    for (const KubeconfigFile &f : std::as_const(m_consentAsked)) {
        if (m_profiles)
            m_profiles->allowReadingFile(context, m_consentServer, f.path);
        else
            m_consentsHeld.insert(context + u'\n' + m_consentServer + u'\n' + f.path);
    }
    m_consentAsked.clear();
    attempt(m_attempt.profile, {}, false);
}

void ConnectionPolicy::filesRefused()
{
    if (m_state != State::NeedFileConsent)
        return;
    m_consentAsked.clear();
    askForPassword(m_attempt,
        tr("The files of kubeconfig context %1 were not read. Enter your password to log in.")
            .arg(m_attempt.profile.kubeconfigContext));
}


void ConnectionPolicy::succeeded(const Attempt &a)
{
    SupervisorConnection *connection = m_pending;
    m_pending = nullptr;
    if (m_connection)
        m_connection->deleteLater();
    m_connection = connection;
    if (!a.sandbox && m_profiles) {
        m_profiles->save(a.profile);
        m_profiles->setLastUsedId(a.profile.id);
    }
    m_pendingSecret.clear(); // a token or kubeconfig login has none to let go of before this
    m_storedTypedPassword = false;
    if (!a.sandbox && m_credentials && !a.profile.keepSession)
        m_credentials->remove(CredentialStore::tokenKey(a.profile.id), this, ignoreResult);
    watchSession(connection->session());
    setRelogin(Relogin::None);
    setState(State::Connected);
    Q_EMIT connected(connection);
    // A token that lapses soon may have asked already, before the connection was made.
    if (m_connection == connection
        && connection->session()->state() == SupervisorSession::State::NeedsLogin)
        tokenExpired(tr("The session expires soon. Log in again to keep working."));
}

void ConnectionPolicy::attemptFailed(const Attempt &a, const kube::KubeError &error)
{
    qCInfo(lcConnect) << "Connecting to" << a.profile.server << "failed:" << error.toString();
    const QString secret = std::exchange(m_pendingSecret, QString());
    if (std::exchange(m_storedTypedPassword, false) && m_credentials)
        m_credentials->remove(CredentialStore::passwordKey(a.profile.id), this, ignoreResult);
    // A stored token that no longer works is not the user's problem: fall back quietly.
    if (error.kind() == kube::KubeError::Kind::Auth) {
        if (a.credential == Credential::StoredToken) {
            tryStoredPassword(a);
            return;
        }
        if (a.credential == Credential::Kubeconfig) {
            askForPassword(a,
                tr("The token of kubeconfig context %1 was not accepted (it may have expired). "
                   "Enter your password to log in.")
                    .arg(a.profile.kubeconfigContext));
            return;
        }
    }
    m_setback = ConnectionSetback { a.profile, {}, error, {} };
    ConnectionSetback setback = m_setback;
    if (a.credential == Credential::Typed)
        setback.typedPassword = secret; // the user's work stays where they left it
    if (const auto question = trustQuestion(a.profile, error)) {
        m_questioned = question->presented;
        setState(State::NeedTrustDecision);
        Q_EMIT needTrustDecision(setback, *question);
        return;
    }
    if (error.kind() == kube::KubeError::Kind::Auth) {
        setState(State::NeedPassword);
        Q_EMIT needPassword(setback);
        return;
    }
    setState(State::Failed);
    Q_EMIT failed(setback);
}

void ConnectionPolicy::askForPassword(const Attempt &a, const QString &reason)
{
    m_pendingSecret.clear();
    m_setback = ConnectionSetback { a.profile, reason, {}, {} };
    setState(State::NeedPassword);
    Q_EMIT needPassword(m_setback);
}

std::optional<TrustQuestion> ConnectionPolicy::trustQuestion(
    const ConnectionProfile &profile, const kube::KubeError &error) const
{
    const QSslCertificate presented =
        error.kind() == kube::KubeError::Kind::Tls ? error.peerCertificate() : QSslCertificate();
    if (presented.isNull())
        return std::nullopt; // no certificate to judge: the handshake failed otherwise
    TrustQuestion question;
    question.presented = presented;
    const QString pin = kube::TlsTrust::normalizedFingerprint(profile.pinnedSha256);
    if (profile.trust == ConnectionProfile::Trust::Pinned && !pin.isEmpty()) {
        if (kube::sha256Fingerprint(presented) == pin)
            return std::nullopt;
        // The saved pin is what the Supervisor presented before; a pin entered now is a claim
        // about it that the presented certificate does not meet.
        QString savedPin;
        for (const ConnectionProfile &saved :
            m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>()) {
            if (saved.id == profile.id && saved.trust == ConnectionProfile::Trust::Pinned)
                savedPin = kube::TlsTrust::normalizedFingerprint(saved.pinnedSha256);
        }
        question.kind =
            savedPin == pin ? TrustQuestion::Kind::Changed : TrustQuestion::Kind::NotTheEntered;
        question.pinnedSha256 = pin;
        question.pinnedValidFrom = profile.pinnedValidFrom;
        question.pinnedValidUntil = profile.pinnedValidUntil;
        return question;
    }
    if (profile.trust == ConnectionProfile::Trust::Insecure)
        return std::nullopt;
    question.kind = TrustQuestion::Kind::FirstSeen;
    return question;
}

void ConnectionPolicy::watchSession(SupervisorSession *session)
{
    const auto shown = [this, session] {
        return m_connection && m_connection->session() == session;
    };
    connect(
        session, &SupervisorSession::reloginRequested, this, [this, shown](const QString &reason) {
            if (shown())
                tokenExpired(reason);
        });
    connect(session, &SupervisorSession::loggedIn, this, [this, shown] {
        if (!shown() || m_relogin == Relogin::None)
            return;
        setRelogin(Relogin::None);
        Q_EMIT loggedInAgain();
    });
    connect(session,
        &SupervisorSession::loginFailed,
        this,
        [this, shown](const kube::KubeError &error) {
            if (!shown() || m_relogin != Relogin::LoggingIn)
                return;
            switch (m_reloginCredential) {
            case ReloginCredential::Remembered:
                // That one login's outcome only: the user is asked, and their answer's failure
                // is reported to them.
                askAgain(m_reloginReason);
                return;
            case ReloginCredential::Sandbox:
                setRelogin(Relogin::None); // the sandbox has no other password to ask for
                return;
            case ReloginCredential::Typed:
                setRelogin(Relogin::NeedPassword);
                Q_EMIT loginAgainFailed(error);
                return;
            }
        });
}

void ConnectionPolicy::tokenExpired(const QString &reason)
{
    SupervisorConnection *connection = m_connection;
    if (!connection)
        return;
    SupervisorSession *session = connection->session();
    const ConnectionProfile profile = connection->profile();
    m_reloginReason = reason;
    if (!m_sandboxPassword.isEmpty() && profile.id == m_sandboxProfileId) {
        m_reloginCredential = ReloginCredential::Sandbox;
        setRelogin(Relogin::LoggingIn);
        session->login(m_sandboxPassword);
        return;
    }
    if (!m_credentials || !profile.rememberPassword) {
        askAgain(reason);
        return;
    }
    setRelogin(Relogin::TryingRememberedPassword);
    m_credentials->read(CredentialStore::passwordKey(profile.id),
        session,
        [this, session, reason](
            CredentialStore::Result result, const QByteArray &secret, const QString &) {
            if (!m_connection || m_connection->session() != session
                || m_relogin != Relogin::TryingRememberedPassword)
                return;
            if (result != CredentialStore::Result::Ok || secret.isEmpty()) {
                askAgain(reason);
                return;
            }
            m_reloginCredential = ReloginCredential::Remembered;
            setRelogin(Relogin::LoggingIn);
            session->login(QString::fromUtf8(secret));
        });
}

void ConnectionPolicy::askAgain(const QString &reason)
{
    setRelogin(Relogin::NeedPassword);
    Q_EMIT needPasswordAgain(reason);
}

void ConnectionPolicy::loginAgain(const QString &password)
{
    if (!m_connection || m_relogin != Relogin::NeedPassword)
        return;
    m_reloginCredential = ReloginCredential::Typed;
    setRelogin(Relogin::LoggingIn);
    m_connection->session()->login(password);
}

void ConnectionPolicy::forget(const QString &profileId)
{
    if (m_profiles)
        m_profiles->remove(profileId);
    if (m_credentials) {
        m_credentials->remove(CredentialStore::tokenKey(profileId), this, ignoreResult);
        m_credentials->remove(CredentialStore::passwordKey(profileId), this, ignoreResult);
    }
}

} // namespace vmray
