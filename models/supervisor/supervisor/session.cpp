#include "session.h"

#include "credentialstore.h"
#include "wcpclient.h"

#include <QLoggingCategory>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// Why a new login is needed, filed under the context vmray::SupervisorSession; ui/ words them.
constexpr PhraseKey sessionExpiring { "vmray::SupervisorSession",
    QT_TRANSLATE_NOOP(
        "vmray::SupervisorSession", "The session expires soon. Log in again to keep working.") };
constexpr PhraseKey sessionRefused { "vmray::SupervisorSession",
    QT_TRANSLATE_NOOP("vmray::SupervisorSession",
        "The Supervisor no longer accepts the session. Log in again.") };
} // namespace

namespace {
Q_LOGGING_CATEGORY(lcSession, "vmray.session", QtInfoMsg)
}

SupervisorSession::SupervisorSession(QNetworkAccessManager *network,
    const ConnectionProfile &profile,
    CredentialStore *credentials,
    QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_credentials(credentials)
    , m_client(network)
{
    QString error;
    const kube::TlsTrust trust = profile.tlsTrust(&error);
    if (!error.isEmpty())
        m_trustError = kube::KubeError::trustSetup(error);
    m_wcp = new WcpClient(network, profile.wcpUrl(), trust, this);
    kube::RequestPolicy policy;
    policy.server = profile.apiUrl();
    policy.trust = trust;
    m_client.setPolicy(policy);
    m_renewTimer.setSingleShot(true);
    connect(&m_renewTimer, &QTimer::timeout, this, [this] {
        needLogin(Phrase(sessionExpiring));
    });
    connect(&m_client, &kube::KubeClient::unauthorized, this, [this] {
        needLogin(Phrase(sessionRefused));
    });
}

SupervisorSession::~SupervisorSession() = default;

void SupervisorSession::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

std::function<void(kube::ResourceCache *)> SupervisorSession::cacheTracker()
{
    return [session = QPointer<SupervisorSession>(this)](kube::ResourceCache *cache) {
        if (session)
            session->track(cache);
    };
}

void SupervisorSession::track(kube::ResourceCache *cache)
{
    m_caches.removeIf([](const QPointer<kube::ResourceCache> &c) {
        return c.isNull(); // short-lived caches (teardowns, node recreates) come and go
    });
    m_caches.append(cache);
    connect(cache, &kube::ResourceCache::unauthorized, this, [this] {
        needLogin(Phrase(sessionRefused));
    });
}

void SupervisorSession::relistAll()
{
    for (const QPointer<kube::ResourceCache> &cache : std::as_const(m_caches)) {
        // A paused cache waits for the login that resumes it.
        if (cache && cache->state() != kube::ResourceCache::State::Idle
            && cache->state() != kube::ResourceCache::State::Paused)
            cache->relist();
    }
}

bool SupervisorSession::refuseWithoutTrust()
{
    if (!m_trustError.isError())
        return false;
    // Queued, so a caller that connects to loginFailed after asking still hears it.
    QMetaObject::invokeMethod(
        this,
        [this] {
            setState(State::LoggedOut);
            Q_EMIT loginFailed(m_trustError);
        },
        Qt::QueuedConnection);
    return true;
}

void SupervisorSession::login(const QString &password)
{
    if (refuseWithoutTrust())
        return;
    setState(State::LoggingIn);
    WcpCall *call = m_wcp->login(m_profile.username, password);
    connect(call, &WcpCall::finished, this, [this, generation = m_logouts](WcpCall *c) {
        if (generation != m_logouts)
            return; // logged out meanwhile: the answer is neither used nor kept
        if (c->error().isError()) {
            setState(
                m_caches.isEmpty() && m_expiry.isNull() ? State::LoggedOut : State::NeedsLogin);
            Q_EMIT loginFailed(c->error());
            return;
        }
        adoptToken(c->token());
        if (!m_credentials)
            return;
        const auto ignore = [](CredentialStore::Result, const QString &) {};
        // Kept only when the user chose to stay logged in; otherwise a token kept by an
        // earlier choice goes too.
        if (m_profile.keepSession)
            m_credentials->write(
                CredentialStore::tokenKey(m_profile.id), c->token().toUtf8(), this, ignore);
        else
            m_credentials->remove(CredentialStore::tokenKey(m_profile.id), this, ignore);
    });
}

void SupervisorSession::useToken(const QString &token)
{
    if (refuseWithoutTrust())
        return;
    if (!kube::isSendableToken(token)) {
        // A token that would add headers of its own (a kubeconfig's, the keychain's) is never
        // adopted, so no request carries it. Queued, as refuseWithoutTrust reports.
        QMetaObject::invokeMethod(
            this,
            [this] {
                setState(State::LoggedOut);
                Q_EMIT loginFailed(kube::KubeError::unsafeToken());
            },
            Qt::QueuedConnection);
        return;
    }
    adoptToken(token);
}

void SupervisorSession::useClientCertificate(const QSslCertificate &certificate, const QSslKey &key)
{
    if (refuseWithoutTrust())
        return;
    kube::RequestPolicy policy = m_client.policy();
    policy.clientCertificate = certificate;
    policy.clientKey = key;
    m_client.setPolicy(policy);
    adoptToken({});
}

void SupervisorSession::adoptToken(const QString &token)
{
    m_client.setBearerToken(token);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // By this computer's clock, within the lifetime the Supervisor gave the token. A token
    // already over by this clock is taken to last its lifetime: with a clock ahead of the
    // Supervisor's it is still good, and renewing it at once would log in again and again. One
    // really over is refused by the Supervisor, which asks for a login anyway.
    qint64 lifetimeMs = 0; // 0: the token says no end, so it is not renewed by itself
    if (const auto expiry = jwtExpiry(token)) {
        const auto issuedFor = jwtLifetime(token);
        const qint64 issuedForMs = issuedFor ? qint64(issuedFor->count()) * 1000 : 0;
        lifetimeMs = now.msecsTo(*expiry);
        if (issuedForMs > 0)
            lifetimeMs = std::min(lifetimeMs, issuedForMs);
        if (lifetimeMs <= 0) {
            qCWarning(lcSession) << "The session token is over by this computer's clock as it "
                                    "arrives; check the clock. The Supervisor will say when the "
                                    "session ends.";
            lifetimeMs = issuedForMs;
        }
    }
    m_expiry = lifetimeMs > 0 ? now.addMSecs(lifetimeMs) : QDateTime();
    m_renewTimer.stop();
    if (lifetimeMs > 0) {
        // A short-lived token gets a proportionate margin, so renewing does not ask again at once.
        const qint64 margin = std::min(qint64(m_margin.count()) * 1000, lifetimeMs / 4);
        const qint64 untilRenewal = lifetimeMs - margin;
        m_renewTimer.start(
            static_cast<int>(std::clamp<qint64>(untilRenewal, 0, std::numeric_limits<int>::max())));
    }
    setState(State::Active);
    Q_EMIT loggedIn();
    for (const auto &cache : std::as_const(m_caches)) {
        if (cache
            && (cache->state() == kube::ResourceCache::State::Paused
                || cache->state() == kube::ResourceCache::State::Failed))
            cache->resume();
    }
}

void SupervisorSession::needLogin(const Phrase &reason)
{
    if (m_state == State::NeedsLogin || m_state == State::LoggingIn)
        return; // one question per lapse
    setState(State::NeedsLogin);
    Q_EMIT reloginRequested(reason);
}

void SupervisorSession::logout()
{
    ++m_logouts;
    m_renewTimer.stop();
    m_client.setBearerToken({});
    for (const auto &cache : std::as_const(m_caches)) {
        if (cache)
            cache->stop();
    }
    if (m_credentials)
        m_credentials->remove(CredentialStore::tokenKey(m_profile.id),
            this,
            [](CredentialStore::Result, const QString &) {});
    m_expiry = {};
    setState(State::LoggedOut);
}

} // namespace vmray
