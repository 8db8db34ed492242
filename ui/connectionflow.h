// Connecting to a Supervisor the way a user expects: the connect dialog, and the questions the
// console session's ConnectionPolicy asks (a password, whether to trust a certificate, a new login
// when the session lapses) put to the user there; the main window binds its views to the session.
#pragma once

#include "connectdialog.h"
#include "console/consolesession.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/supervisorconnection.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class QNetworkAccessManager;

namespace vmray {

class CredentialStore;
class MainWindow;
class ProfileStore;

class ConnectionFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionFlow)

public:
    // None are owned; `credentials` may be null (nothing is remembered).
    ConnectionFlow(QNetworkAccessManager *network,
        ProfileStore *profiles,
        CredentialStore *credentials,
        MainWindow *window,
        QObject *parent = nullptr);
    ~ConnectionFlow() override;

    // Where kubeconfig contexts are read from; kubectl's rules by default.
    void setKubeconfigPaths(const QStringList &paths) { m_policy->setKubeconfigPaths(paths); }

    // Opens the connect dialog, prefilled from `prefill` when it has a server, else from the
    // last used profile.
    void openDialog(const ConnectionProfile &prefill = {});
    // A saved profile, with what the keychain holds for it.
    void connectProfile(const QString &profileId);
    // At start: the last used profile, at once when it keeps its session or password in the
    // keychain (the dialog asks only if that fails); else the dialog, prefilled.
    void connectLastOrAsk();
    // Connects without asking; on failure the dialog opens with the problem and the fields.
    void connectTo(const ConnectionProfile &profile, const QString &password);
    // File > Disconnect and File > Log Out (see ConnectionPolicy::disconnectFromSupervisor).
    void disconnectFromSupervisor(bool logOut);
    // The sandbox: not saved, nothing in the keychain, its password reused when the session
    // lapses.
    void connectSandbox(const ConnectionProfile &profile, const QString &password);

    ConnectDialog *dialog() const { return m_dialog; }
    SupervisorConnection *connection() const { return m_policy->connection(); }
    ConsoleSession *session() { return &m_session; }
    // Whether a password or token is held for an attempt still logging in. Once the Supervisor
    // took it, or the attempt failed, the flow keeps none (a failed one's typed password is
    // back in the dialog, where the user left it). For tests.
    bool holdsSecret() const { return m_policy->holdsSecret(); }

Q_SIGNALS:
    void connectionChanged(vmray::SupervisorConnection *connection);

private:
    // The dialog says what is under way, and the policy goes on.
    void attempt(const ConnectionProfile &profile, const QString &password);
    // The dialog, with the attempt's fields and the password typed for it.
    void reopenWith(const ConnectionSetback &setback);
    void showConnected(SupervisorConnection *connection);
    void askToLogInAgain(const vmray::Phrase &reason);
    // Names each file a kubeconfig context would read and what it is for; reads none unless the
    // user agrees.
    void askFileConsent(
        const QString &context, const QString &server, const QList<KubeconfigFile> &files);
    void forget(const QString &profileId);
    ConnectDialog *ensureDialog();

    ProfileStore *m_profiles;
    QPointer<MainWindow> m_window;
    QPointer<ConnectDialog> m_dialog;
    ConsoleSession m_session; // of the Supervisor shown
    ConnectionPolicy *m_policy; // the session's: owns the connections
};

} // namespace vmray
