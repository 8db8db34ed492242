#include "connectionflow.h"

#include "connectdialog.h"
#include "errortext.h"
#include "mainwindow.h"
#include "supervisor/credentialstore.h"
#include "supervisor/supervisorconnection.h"
#include "supervisor/wcpclient.h"

#include <QLoggingCategory>

#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

Q_LOGGING_CATEGORY(lcConnect, "vmray.connect", QtInfoMsg)

ConnectionFlow::ConnectionFlow(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    MainWindow *window,
    QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_window(window)
    , m_kubeconfigPaths(kubeconfigPaths())
{}

ConnectionFlow::~ConnectionFlow()
{
    delete m_dialog;
    delete m_pending;
    delete m_connection;
}

ConnectDialog *ConnectionFlow::ensureDialog()
{
    if (m_dialog)
        return m_dialog;
    m_dialog = new ConnectDialog(m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setSavedProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    QString error;
    const auto kubeconfig = loadKubeconfig(m_kubeconfigPaths, &error);
    m_dialog->setKubeconfig(kubeconfig.value_or(Kubeconfig()));
    if (!kubeconfig)
        m_dialog->showProblem(tr("The kubeconfig could not be read: %1").arg(error));
    connect(m_dialog,
        &ConnectDialog::connectRequested,
        this,
        [this](const ConnectionProfile &profile, const QString &password) {
            attempt(profile, password, false);
        });
    connect(m_dialog, &ConnectDialog::forgetRequested, this, &ConnectionFlow::forget);
    connect(m_dialog, &QDialog::rejected, this, [this] {
        // Cancelling while connecting abandons that attempt.
        if (m_pending)
            m_pending->deleteLater();
        m_pendingSecret.clear();
    });
    return m_dialog;
}

void ConnectionFlow::openDialog(const ConnectionProfile &prefill)
{
    ConnectDialog *dialog = ensureDialog();
    if (!prefill.server.isEmpty()) {
        dialog->setProfile(prefill);
    } else if (m_profiles) {
        const QString last = m_profiles->lastUsedId();
        for (const ConnectionProfile &p : m_profiles->profiles()) {
            if (p.id == last) {
                dialog->setProfile(p);
                dialog->setSavedProfiles(m_profiles->profiles());
            }
        }
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void ConnectionFlow::connectProfile(const QString &profileId)
{
    if (!m_profiles)
        return;
    for (const ConnectionProfile &p : m_profiles->profiles()) {
        if (p.id == profileId) {
            // A token or password in the keychain connects at once; otherwise the dialog asks.
            attempt(p, {}, false);
            return;
        }
    }
}

void ConnectionFlow::connectTo(const ConnectionProfile &profile, const QString &password)
{
    attempt(profile, password, false);
}

void ConnectionFlow::connectSandbox(const ConnectionProfile &profile, const QString &password)
{
    m_sandboxPassword = password;
    m_sandboxProfileId = profile.id;
    attempt(profile, password, true);
}

void ConnectionFlow::attempt(
    const ConnectionProfile &profile, const QString &password, bool sandbox)
{
    Attempt a;
    a.profile = profile;
    if (a.profile.id.isEmpty())
        a.profile.id = ConnectionProfile::create(profile.server, profile.username).id;
    a.sandbox = sandbox;
    if (m_dialog)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
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

void ConnectionFlow::tryStoredToken(const Attempt &a)
{
    if (!m_credentials) {
        tryStoredPassword(a);
        return;
    }
    m_credentials->read(CredentialStore::tokenKey(a.profile.id),
        this,
        [this, a](CredentialStore::Result result, const QByteArray &secret, const QString &) {
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

void ConnectionFlow::tryStoredPassword(const Attempt &a)
{
    const auto askForPassword = [this, a] {
        failedWith(a, tr("Enter the password for %1.").arg(a.profile.username));
    };
    if (!m_credentials || !a.profile.rememberPassword) {
        askForPassword();
        return;
    }
    m_credentials->read(CredentialStore::passwordKey(a.profile.id),
        this,
        [this, a, askForPassword](
            CredentialStore::Result result, const QByteArray &secret, const QString &) {
            if (result != CredentialStore::Result::Ok || secret.isEmpty()) {
                askForPassword();
                return;
            }
            Attempt withPassword = a;
            withPassword.credential = Credential::StoredPassword;
            start(withPassword, QString::fromUtf8(secret));
        });
}

QString ConnectionFlow::takePendingSecret()
{
    return std::exchange(m_pendingSecret, QString());
}

void ConnectionFlow::start(const Attempt &a, const QString &secret)
{
    if (m_pending)
        m_pending->deleteLater();
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
        const QString password = takePendingSecret();
        if (a.sandbox || !m_credentials || a.credential != Credential::Typed)
            return;
        const QString key = CredentialStore::passwordKey(a.profile.id);
        const auto ignore = [](CredentialStore::Result, const QString &) {};
        if (a.profile.rememberPassword) {
            m_credentials->write(key, password.toUtf8(), this, ignore);
            m_storedTypedPassword = true;
        } else {
            m_credentials->remove(key, this, ignore);
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
                return; // a connection already shown reports in the window
            m_pending = nullptr;
            connection->deleteLater();
            failed(a, error);
        });
    switch (a.credential) {
    case Credential::Kubeconfig: {
        QString error;
        const auto kubeconfig = loadKubeconfig(m_kubeconfigPaths, &error);
        const KubeconfigContext *context =
            kubeconfig ? kubeconfig->find(a.profile.kubeconfigContext) : nullptr;
        if (!context) {
            m_pending = nullptr;
            connection->deleteLater();
            failedWith(a,
                kubeconfig ? tr("The kubeconfig has no context %1 any more. Enter your password "
                                "to log in.")
                                 .arg(a.profile.kubeconfigContext)
                           : tr("The kubeconfig could not be read: %1").arg(error));
            return;
        }
        if (!connection->connectWithKubeconfig(*context, &error)) {
            m_pending = nullptr;
            connection->deleteLater();
            failedWith(a, error);
        }
        return;
    }
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

void ConnectionFlow::succeeded(const Attempt &a)
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
        m_credentials->remove(CredentialStore::tokenKey(a.profile.id),
            this,
            [](CredentialStore::Result, const QString &) {});
    connect(connection->session(),
        &SupervisorSession::reloginRequested,
        this,
        &ConnectionFlow::askToLogInAgain);
    if (m_window) {
        m_window->setProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
        m_window->showConnection(connection);
    }
    if (m_dialog)
        m_dialog->accept();
    // Logged once the profile is saved, so a script that waits for it finds everything in place.
    qCInfo(lcConnect) << "Connected to" << a.profile.server << "as" << a.profile.username;
    Q_EMIT connectionChanged(connection);
    // A token that lapses soon may have asked already, before the connection was shown.
    if (connection->session()->state() == SupervisorSession::State::NeedsLogin)
        askToLogInAgain(tr("The session expires soon. Log in again to keep working."));
}

void ConnectionFlow::failed(const Attempt &a, const kube::KubeError &error)
{
    qCInfo(lcConnect) << "Connecting to" << a.profile.server << "failed:" << error.toString();
    const QString secret = takePendingSecret();
    if (std::exchange(m_storedTypedPassword, false) && m_credentials)
        m_credentials->remove(CredentialStore::passwordKey(a.profile.id),
            this,
            [](CredentialStore::Result, const QString &) {});
    // A stored token that no longer works is not the user's problem: fall back quietly.
    if (error.kind() == kube::KubeError::Kind::Auth) {
        if (a.credential == Credential::StoredToken) {
            tryStoredPassword(a);
            return;
        }
        if (a.credential == Credential::Kubeconfig) {
            failedWith(a,
                tr("The token of kubeconfig context %1 was not accepted (it may have expired). "
                   "Enter your password to log in.")
                    .arg(a.profile.kubeconfigContext));
            return;
        }
    }
    ConnectionProfile shown = a.profile;
    openDialog(shown);
    if (a.credential == Credential::Typed && !secret.isEmpty())
        m_dialog->setPassword(secret); // the user's work stays where they left it
    m_dialog->showFailure(error);
}

void ConnectionFlow::failedWith(const Attempt &a, const QString &problem)
{
    m_pendingSecret.clear();
    openDialog(a.profile);
    m_dialog->showProblem(problem);
}

void ConnectionFlow::askToLogInAgain(const QString &reason)
{
    SupervisorConnection *connection = m_connection;
    if (!connection)
        return;
    SupervisorSession *session = connection->session();
    const ConnectionProfile profile = connection->profile();
    const auto ask = [this, session, reason] {
        if (m_dialog)
            m_dialog->close();
        ConnectDialog *dialog = ensureDialog();
        dialog->setProfile(session->profile());
        dialog->setReloginMode(reason);
        disconnect(dialog, &ConnectDialog::connectRequested, this, nullptr);
        connect(dialog,
            &ConnectDialog::connectRequested,
            session,
            [session, dialog](const ConnectionProfile &, const QString &password) {
                dialog->setBusy(tr("Logging in…"));
                session->login(password);
            });
        connect(session, &SupervisorSession::loggedIn, dialog, &QDialog::accept);
        connect(session, &SupervisorSession::loginFailed, dialog, &ConnectDialog::showFailure);
        dialog->show();
    };
    if (!m_sandboxPassword.isEmpty() && profile.id == m_sandboxProfileId) {
        session->login(m_sandboxPassword);
        return;
    }
    if (!m_credentials || !profile.rememberPassword) {
        ask();
        return;
    }
    m_credentials->read(CredentialStore::passwordKey(profile.id),
        session,
        [session, ask](CredentialStore::Result result, const QByteArray &secret, const QString &) {
            if (result != CredentialStore::Result::Ok || secret.isEmpty()) {
                ask();
                return;
            }
            // This one login's outcome only: a later failure has its own question.
            auto *attempt = new QObject(session);
            QObject::connect(session, &SupervisorSession::loggedIn, attempt, &QObject::deleteLater);
            QObject::connect(session,
                &SupervisorSession::loginFailed,
                attempt,
                [ask, attempt](const kube::KubeError &) {
                    attempt->deleteLater();
                    ask();
                });
            session->login(QString::fromUtf8(secret));
        });
}

void ConnectionFlow::forget(const QString &profileId)
{
    if (m_profiles)
        m_profiles->remove(profileId);
    if (m_credentials) {
        const auto ignore = [](CredentialStore::Result, const QString &) {};
        m_credentials->remove(CredentialStore::tokenKey(profileId), this, ignore);
        m_credentials->remove(CredentialStore::passwordKey(profileId), this, ignore);
    }
    if (m_dialog) {
        m_dialog->setProfile(ConnectionProfile());
        m_dialog->setSavedProfiles(
            m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    }
}

} // namespace vmray
