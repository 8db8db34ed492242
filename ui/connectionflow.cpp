#include "connectionflow.h"

#include "connectdialog.h"
#include "mainwindow.h"
#include "phrasewords.h"
#include "supervisor/supervisorconnection.h"

#include <QMessageBox>
#include <QPushButton>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConnectionFlow::ConnectionFlow(QNetworkAccessManager *network,
    ProfileStore *profiles,
    CredentialStore *credentials,
    MainWindow *window,
    QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
    , m_window(window)
    , m_session(network, profiles, credentials)
    , m_policy(m_session.policy())
{
    connect(
        m_policy, &ConnectionPolicy::needPassword, this, [this](const ConnectionSetback &setback) {
            reopenWith(setback);
            if (setback.reason.isEmpty())
                m_dialog->showFailure(setback.error);
            else
                m_dialog->showProblem(wordsOf(setback.reason));
        });
    connect(m_policy,
        &ConnectionPolicy::needTrustDecision,
        this,
        [this](const ConnectionSetback &setback, const TrustQuestion &question) {
            reopenWith(setback);
            m_dialog->showTrustQuestion(question, setback.error);
        });
    connect(m_policy,
        &ConnectionPolicy::needFileConsent,
        this,
        [this](const ConnectionSetback &setback,
            const QString &server,
            const QList<KubeconfigFile> &files) {
            reopenWith(setback);
            askFileConsent(setback.profile.kubeconfigContext, server, files);
        });
    connect(m_policy, &ConnectionPolicy::failed, this, [this](const ConnectionSetback &setback) {
        reopenWith(setback);
        m_dialog->showFailure(setback.error);
    });
    // Before the session lets go of a connection's parts, so the views let go of them first.
    connect(&m_session,
        &ConsoleSession::connectionChanged,
        this,
        [this](SupervisorConnection *connection) {
            if (connection) {
                showConnected(connection);
                return;
            }
            if (m_window)
                m_window->showConnection(nullptr);
            Q_EMIT connectionChanged(nullptr);
        });
    if (m_window) {
        m_window->bindSession(&m_session);
        connect(m_window,
            &MainWindow::disconnectRequested,
            this,
            &ConnectionFlow::disconnectFromSupervisor);
    }
    connect(m_policy, &ConnectionPolicy::needPasswordAgain, this, &ConnectionFlow::askToLogInAgain);
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
    const auto kubeconfig = loadKubeconfig(m_policy->kubeconfigPaths(), &error);
    m_dialog->setKubeconfig(kubeconfig.value_or(Kubeconfig()));
    if (!kubeconfig)
        m_dialog->showProblem(tr("The kubeconfig could not be read: %1").arg(error));
    connect(m_dialog, &ConnectDialog::connectRequested, this, &ConnectionFlow::attempt);
    connect(m_dialog, &ConnectDialog::forgetRequested, this, &ConnectionFlow::forget);
    // Cancelling while connecting abandons that attempt.
    connect(m_dialog, &QDialog::rejected, m_policy, &ConnectionPolicy::cancel);
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

void ConnectionFlow::connectLastOrAsk()
{
    if (m_profiles) {
        const QString last = m_profiles->lastUsedId();
        for (const ConnectionProfile &p : m_profiles->profiles()) {
            if (p.id == last && (p.keepSession || p.rememberPassword)) {
                attempt(p, {});
                return;
            }
        }
    }
    openDialog();
}

void ConnectionFlow::connectTo(const ConnectionProfile &profile, const QString &password)
{
    attempt(profile, password);
}

void ConnectionFlow::connectSandbox(const ConnectionProfile &profile, const QString &password)
{
    if (m_dialog)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    m_policy->connectSandbox(profile, password);
}

void ConnectionFlow::attempt(const ConnectionProfile &profile, const QString &password)
{
    if (m_dialog)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    m_policy->connectTo(profile, password);
}

void ConnectionFlow::reopenWith(const ConnectionSetback &setback)
{
    openDialog(setback.profile);
    if (!setback.typedPassword.isEmpty())
        m_dialog->setPassword(setback.typedPassword); // the user's work stays where they left it
}

void ConnectionFlow::disconnectFromSupervisor(bool logOut)
{
    if (m_dialog)
        m_dialog->close(); // a login asked again belongs to the connection that goes
    m_policy->disconnectFromSupervisor(logOut);
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

void ConnectionFlow::askToLogInAgain(const Phrase &reason)
{
    SupervisorConnection *connection = m_policy->connection();
    if (!connection)
        return;
    if (m_dialog)
        m_dialog->close();
    ConnectDialog *dialog = ensureDialog();
    dialog->setProfile(connection->session()->profile());
    dialog->setReloginMode(wordsOf(reason));
    disconnect(dialog, &ConnectDialog::connectRequested, this, nullptr);
    connect(dialog,
        &ConnectDialog::connectRequested,
        m_policy,
        [this, dialog](const ConnectionProfile &, const QString &password) {
            dialog->setBusy(tr("Logging in…"));
            m_policy->loginAgain(password);
        });
    connect(m_policy, &ConnectionPolicy::loggedInAgain, dialog, &QDialog::accept);
    connect(m_policy, &ConnectionPolicy::loginAgainFailed, dialog, &ConnectDialog::showFailure);
    dialog->show();
}

void ConnectionFlow::askFileConsent(
    const QString &context, const QString &server, const QList<KubeconfigFile> &files)
{
    QStringList lines;
    for (const KubeconfigFile &f : files) {
        switch (f.role) {
        case KubeconfigFile::Role::Token:
            lines << tr("Token file %1: what it holds is sent to %2 as your credential.")
                         .arg(f.path, server);
            break;
        case KubeconfigFile::Role::CertificateAuthority:
            lines << tr("CA certificate file %1: the server's certificate must be issued by it.")
                         .arg(f.path);
            break;
        case KubeconfigFile::Role::ClientCertificate:
            lines << tr("Client certificate file %1: sent to %2 to say who you are.")
                         .arg(f.path, server);
            break;
        case KubeconfigFile::Role::ClientKey:
            lines << tr("Client key file %1: proves to %2 that the certificate is yours.")
                         .arg(f.path, server);
            break;
        }
    }
    auto *box = new QMessageBox(QMessageBox::Question,
        tr("Read Files Named by the Kubeconfig?"),
        tr("Kubeconfig context %1 asks the console to read these files on this computer. A "
           "kubeconfig from someone else can name any file; read them only if you expect this "
           "context to use them.\n\n%2")
            .arg(context, lines.join(u"\n\n"_s)),
        QMessageBox::NoButton,
        m_dialog);
    box->setObjectName(u"confirmKubeconfigFiles"_s);
    box->setTextFormat(Qt::PlainText); // paths are shown as they are, never as markup
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *read = box->addButton(tr("Read These Files"), QMessageBox::AcceptRole);
    read->setObjectName(u"readFiles"_s);
    QPushButton *skip = box->addButton(tr("Do Not Read"), QMessageBox::RejectRole);
    skip->setObjectName(u"doNotRead"_s);
    box->setDefaultButton(skip);
    box->setEscapeButton(skip);
    box->setWindowModality(Qt::ApplicationModal);
    connect(box, &QMessageBox::finished, this, [this, box, read] {
        if (box->clickedButton() == read) {
            if (m_dialog)
                m_dialog->setBusy(tr("Connecting…"));
            m_policy->filesConsented();
        } else {
            m_policy->filesRefused();
        }
    });
    box->show();
}

void ConnectionFlow::forget(const QString &profileId)
{
    m_policy->forget(profileId);
    if (m_dialog) {
        m_dialog->setProfile(ConnectionProfile());
        m_dialog->setSavedProfiles(
            m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    }
}

} // namespace vmray
