#include "connectionpolicy.h"

#include "credentialstore.h"
#include "kube/tlstrust.h"
#include "kubeconfig.h"
#include "supervisorconnection.h"
#include "wcpclient.h"

#include <utility>

namespace vmray {

namespace {
// Why the password is asked for, filed under the context vmray::ConnectionPolicy; ui/ words them.
constexpr PhraseKey firstTrustNoSecrets { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy",
        "The console sends no stored token or password to a certificate trusted for the first "
        "time. Enter the password for %1.") };
constexpr PhraseKey enterPassword { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy", "Enter the password for %1.") };
constexpr PhraseKey contextGone { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy",
        "The kubeconfig has no context %1 any more. Enter your password to log in.") };
constexpr PhraseKey kubeconfigUnreadable { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy", "The kubeconfig could not be read: %1") };
constexpr PhraseKey filesNotRead { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy",
        "The files of kubeconfig context %1 were not read. Enter your password to log in.") };
constexpr PhraseKey expiresSoon { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP(
        "vmray::ConnectionPolicy", "The session expires soon. Log in again to keep working.") };
constexpr PhraseKey kubeconfigTokenRefused { "vmray::ConnectionPolicy",
    QT_TRANSLATE_NOOP("vmray::ConnectionPolicy",
        "The token of kubeconfig context %1 was not accepted (it may have expired). Enter your "
        "password to log in.") };
constexpr PhraseKey refusedSoonAfter { "vmray::ConnectionPolicy",
    QT_TRANSLATE_N_NOOP("vmray::ConnectionPolicy",
        "The Supervisor took the password but refused the session soon after, %n time(s) in a "
        "row. The console stopped logging in by itself, since repeated logins can lock your "
        "vSphere account. Check that this computer's clock is right and that you may still use "
        "the Supervisor, then log in again."),
    true };
} // namespace

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
{
    m_clock.start();
    m_automaticLoginDelay.setSingleShot(true);
}

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
    if (m_state != State::NeedTrustDecision || m_questionKind == TrustQuestion::Kind::NotVerified)
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
    } else if (!mayUseStoredCredentials(a.profile)) {
        askForPassword(a, Phrase(firstTrustNoSecrets, { a.profile.username }));
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
    const Phrase askFor(enterPassword, { a.profile.username });
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
            kubeconfig ? Phrase(contextGone, { a.profile.kubeconfigContext })
                       : Phrase(kubeconfigUnreadable, { error }));
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
    askForPassword(m_attempt, Phrase(filesNotRead, { m_attempt.profile.kubeconfigContext }));
}

void ConnectionPolicy::succeeded(const Attempt &a)
{
    SupervisorConnection *connection = m_pending;
    m_pending = nullptr;
    if (m_connection)
        m_connection->deleteLater();
    m_connection = connection;
    if (!a.sandbox && m_profiles) {
        ConnectionProfile saved = a.profile;
        saved.noteVerifiedCertificate(connection->session()->wcp()->peerCertificate());
        m_profiles->save(saved);
        m_profiles->setLastUsedId(a.profile.id);
    }
    m_pendingSecret.clear(); // a token or kubeconfig login has none to let go of before this
    m_storedTypedPassword = false;
    if (!a.sandbox && m_credentials && !a.profile.keepSession)
        m_credentials->remove(CredentialStore::tokenKey(a.profile.id), this, ignoreResult);
    watchSession(connection->session());
    m_lastLogin = m_clock.elapsed();
    m_quickRefusals = 0;
    setRelogin(Relogin::None);
    setState(State::Connected);
    Q_EMIT connected(connection);
    // A token that lapses soon may have asked already, before the connection was made.
    if (m_connection == connection
        && connection->session()->state() == SupervisorSession::State::NeedsLogin)
        tokenExpired(Phrase(expiresSoon));
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
            askForPassword(a, Phrase(kubeconfigTokenRefused, { a.profile.kubeconfigContext }));
            return;
        }
    }
    m_setback = ConnectionSetback { a.profile, {}, error, {} };
    ConnectionSetback setback = m_setback;
    if (a.credential == Credential::Typed)
        setback.typedPassword = secret; // the user's work stays where they left it
    if (const auto question = trustQuestion(a.profile, error)) {
        m_questioned = question->presented;
        m_questionKind = question->kind;
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

void ConnectionPolicy::askForPassword(const Attempt &a, const Phrase &reason)
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
    // A saved profile whose CA verified the Supervisor so far: the certificate now presented is
    // not a first connection, and trusting it is not the answer offered.
    const auto saved = savedProfile(profile.id);
    if (saved && saved->sameTrustAs(profile)) {
        question.kind = TrustQuestion::Kind::NotVerified;
        question.verifiedSha256 = saved->verifiedSha256;
        question.verifiedIssuedTo = saved->verifiedIssuedTo;
        question.verifiedIssuedBy = saved->verifiedIssuedBy;
        question.verifiedValidFrom = saved->verifiedValidFrom;
        question.verifiedValidUntil = saved->verifiedValidUntil;
        return question;
    }
    question.kind = TrustQuestion::Kind::FirstSeen;
    return question;
}

std::optional<ConnectionProfile> ConnectionPolicy::savedProfile(const QString &id) const
{
    if (!m_profiles || id.isEmpty())
        return std::nullopt;
    for (const ConnectionProfile &saved : m_profiles->profiles()) {
        if (saved.id == id)
            return saved;
    }
    return std::nullopt;
}

bool ConnectionPolicy::mayUseStoredCredentials(const ConnectionProfile &profile) const
{
    if (const auto saved = savedProfile(profile.id))
        return saved->sameTrustAs(profile);
    // Nothing of a new profile is in the keychain; a kubeconfig's token is meant for a server
    // its CA verifies, not for a certificate pinned now.
    return profile.trust != ConnectionProfile::Trust::Pinned;
}

void ConnectionPolicy::watchSession(SupervisorSession *session)
{
    const auto shown = [this, session] {
        return m_connection && m_connection->session() == session;
    };
    connect(
        session, &SupervisorSession::reloginRequested, this, [this, shown](const Phrase &reason) {
            if (shown())
                tokenExpired(reason);
        });
    connect(session, &SupervisorSession::loggedIn, this, [this, shown] {
        if (!shown())
            return;
        m_lastLogin = m_clock.elapsed();
        if (m_relogin == Relogin::None)
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

bool ConnectionPolicy::passwordAtHand() const
{
    if (!m_connection)
        return false;
    const ConnectionProfile profile = m_connection->profile();
    return (!m_sandboxPassword.isEmpty() && profile.id == m_sandboxProfileId)
        || (m_credentials && profile.rememberPassword);
}

void ConnectionPolicy::tokenExpired(const Phrase &reason)
{
    SupervisorConnection *connection = m_connection;
    if (!connection)
        return;
    SupervisorSession *session = connection->session();
    const ConnectionProfile profile = connection->profile();
    m_reloginReason = reason;
    if (!m_sandboxPassword.isEmpty() && profile.id == m_sandboxProfileId) {
        loginAutomatically(session, ReloginCredential::Sandbox);
        return;
    }
    if (!m_credentials || !profile.rememberPassword) {
        askAgain(reason);
        return;
    }
    loginAutomatically(session, ReloginCredential::Remembered);
}

void ConnectionPolicy::loginAutomatically(SupervisorSession *session, ReloginCredential credential)
{
    const qint64 now = m_clock.elapsed();
    const qint64 quick =
        std::chrono::duration_cast<std::chrono::milliseconds>(quickRefusal).count();
    m_quickRefusals = m_lastLogin >= 0 && now - m_lastLogin < quick ? m_quickRefusals + 1 : 0;
    if (m_quickRefusals >= maxQuickRefusals) {
        qCWarning(lcConnect) << "Stopped logging in automatically:" << m_quickRefusals
                             << "sessions in a row were refused soon after their login";
        askAgain(Phrase(refusedSoonAfter, m_quickRefusals));
        return;
    }
    // The first refusal may be the session's own lapse, asked about right after a login: no
    // wait. Then longer ones.
    const std::chrono::milliseconds delay = m_quickRefusals <= 1 ? std::chrono::milliseconds(0)
        : m_quickRefusals == 2                                   ? m_secondLoginDelay
                                                                 : m_laterLoginDelay;
    setRelogin(credential == ReloginCredential::Sandbox ? Relogin::LoggingIn
                                                        : Relogin::TryingRememberedPassword);
    const Relogin waitingIn = m_relogin;
    const QPointer<SupervisorSession> guarded(session);
    m_automaticLoginDelay.disconnect(this);
    connect(&m_automaticLoginDelay, &QTimer::timeout, this, [this, guarded, credential, waitingIn] {
        SupervisorSession *s = guarded;
        if (!s || !m_connection || m_connection->session() != s || m_relogin != waitingIn)
            return; // another connection, or the user answered meanwhile
        if (credential == ReloginCredential::Sandbox) {
            m_reloginCredential = ReloginCredential::Sandbox;
            s->login(m_sandboxPassword);
            return;
        }
        const Phrase reason = m_reloginReason;
        if (!m_credentials) {
            askAgain(reason);
            return;
        }
        m_credentials->read(CredentialStore::passwordKey(m_connection->profile().id),
            s,
            [this, s, reason](
                CredentialStore::Result result, const QByteArray &secret, const QString &) {
                if (!m_connection || m_connection->session() != s
                    || m_relogin != Relogin::TryingRememberedPassword)
                    return;
                if (result != CredentialStore::Result::Ok || secret.isEmpty()) {
                    askAgain(reason);
                    return;
                }
                m_reloginCredential = ReloginCredential::Remembered;
                setRelogin(Relogin::LoggingIn);
                s->login(QString::fromUtf8(secret));
            });
    });
    m_automaticLoginDelay.start(delay);
}

void ConnectionPolicy::askAgain(const Phrase &reason)
{
    setRelogin(Relogin::NeedPassword);
    Q_EMIT needPasswordAgain(reason);
}

void ConnectionPolicy::loginAgain(const QString &password)
{
    if (!m_connection || m_relogin != Relogin::NeedPassword)
        return;
    m_automaticLoginDelay.stop();
    m_reloginCredential = ReloginCredential::Typed;
    setRelogin(Relogin::LoggingIn);
    m_connection->session()->login(password);
}

void ConnectionPolicy::disconnectFromSupervisor(bool logOut)
{
    abandonPending();
    SupervisorConnection *connection = std::exchange(m_connection, nullptr);
    if (!connection)
        return;
    const QString profileId = connection->profile().id;
    if (logOut) // no login still under way may store a token after the removal below
        connection->session()->logout();
    connection->deleteLater();
    if (logOut && m_credentials) {
        m_credentials->remove(CredentialStore::tokenKey(profileId), this, ignoreResult);
        m_credentials->remove(CredentialStore::passwordKey(profileId), this, ignoreResult);
    }
    setRelogin(Relogin::None);
    setState(State::Idle);
    Q_EMIT disconnected();
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
