#include "connectionflow.h"

#include "connectdialog.h"
#include "mainwindow.h"
#include "supervisor/supervisorconnection.h"

namespace vmray {

ConnectionFlow::ConnectionFlow(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    MainWindow *window,
    QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_window(window)
    , m_policy(network, profiles, credentials)
{
    connect(
        &m_policy, &ConnectionPolicy::needPassword, this, [this](const ConnectionSetback &setback) {
            reopenWith(setback);
            if (setback.reason.isEmpty())
                m_dialog->showFailure(setback.error);
            else
                m_dialog->showProblem(setback.reason);
        });
    connect(&m_policy,
        &ConnectionPolicy::needTrustDecision,
        this,
        [this](const ConnectionSetback &setback, const TrustQuestion &question) {
            reopenWith(setback);
            m_dialog->showTrustQuestion(question, setback.error);
        });
    connect(&m_policy, &ConnectionPolicy::failed, this, [this](const ConnectionSetback &setback) {
        reopenWith(setback);
        m_dialog->showFailure(setback.error);
    });
    connect(&m_policy, &ConnectionPolicy::connected, this, &ConnectionFlow::showConnected);
    connect(
        &m_policy, &ConnectionPolicy::needPasswordAgain, this, &ConnectionFlow::askToLogInAgain);
}

ConnectionFlow::~ConnectionFlow()
{
    delete m_dialog;
}

ConnectDialog *ConnectionFlow::ensureDialog()
{
    if (m_dialog)
        return m_dialog;
    m_dialog = new ConnectDialog(m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setSavedProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    QString error;
    const auto kubeconfig = loadKubeconfig(m_policy.kubeconfigPaths(), &error);
    m_dialog->setKubeconfig(kubeconfig.value_or(Kubeconfig()));
    if (!kubeconfig)
        m_dialog->showProblem(tr("The kubeconfig could not be read: %1").arg(error));
    connect(m_dialog, &ConnectDialog::connectRequested, this, &ConnectionFlow::attempt);
    connect(m_dialog, &ConnectDialog::forgetRequested, this, &ConnectionFlow::forget);
    // Cancelling while connecting abandons that attempt.
    connect(m_dialog, &QDialog::rejected, &m_policy, &ConnectionPolicy::cancel);
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
            attempt(p, {});
            return;
        }
    }
}

void ConnectionFlow::connectTo(const ConnectionProfile &profile, const QString &password)
{
    attempt(profile, password);
}

void ConnectionFlow::connectSandbox(const ConnectionProfile &profile, const QString &password)
{
    if (m_dialog)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    m_policy.connectSandbox(profile, password);
}

void ConnectionFlow::attempt(const ConnectionProfile &profile, const QString &password)
{
    if (m_dialog)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    m_policy.connectTo(profile, password);
}

void ConnectionFlow::reopenWith(const ConnectionSetback &setback)
{
    openDialog(setback.profile);
    if (!setback.typedPassword.isEmpty())
        m_dialog->setPassword(setback.typedPassword); // the user's work stays where they left it
}

void ConnectionFlow::showConnected(SupervisorConnection *connection)
{
    if (m_window) {
        m_window->setProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
        m_window->showConnection(connection);
    }
    if (m_dialog)
        m_dialog->accept();
    // Logged once the profile is saved, so a script that waits for it finds everything in place.
    qCInfo(lcConnect) << "Connected to" << connection->profile().server << "as"
                      << connection->profile().username;
    Q_EMIT connectionChanged(connection);
}

void ConnectionFlow::askToLogInAgain(const QString &reason)
{
    SupervisorConnection *connection = m_policy.connection();
    if (!connection)
        return;
    if (m_dialog)
        m_dialog->close();
    ConnectDialog *dialog = ensureDialog();
    dialog->setProfile(connection->session()->profile());
    dialog->setReloginMode(reason);
    disconnect(dialog, &ConnectDialog::connectRequested, this, nullptr);
    connect(dialog,
        &ConnectDialog::connectRequested,
        &m_policy,
        [this, dialog](const ConnectionProfile &, const QString &password) {
            dialog->setBusy(tr("Logging in…"));
            m_policy.loginAgain(password);
        });
    connect(&m_policy, &ConnectionPolicy::loggedInAgain, dialog, &QDialog::accept);
    connect(&m_policy, &ConnectionPolicy::loginAgainFailed, dialog, &ConnectDialog::showFailure);
    dialog->show();
}

void ConnectionFlow::forget(const QString &profileId)
{
    m_policy.forget(profileId);
    if (m_dialog) {
        m_dialog->setProfile(ConnectionProfile());
        m_dialog->setSavedProfiles(
            m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    }
}

} // namespace vmray
