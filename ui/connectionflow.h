// Connecting to a Supervisor the way a user expects: the connect dialog, then a session from a
// kubeconfig token, a token or password in the keychain, or the password typed; a certificate
// that is not trusted is shown with its fingerprint so the user can pin it; a successful
// connection is saved as a profile (never with a secret) and shown in the main window; an expired
// session asks once for the password and resumes where it was.
#pragma once

#include "connectdialog.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/kubeconfig.h"
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
    void setKubeconfigPaths(const QStringList &paths) { m_kubeconfigPaths = paths; }

    // Opens the connect dialog, prefilled from `prefill` when it has a server, else from the
    // last used profile.
    void openDialog(const ConnectionProfile &prefill = {});
    // A saved profile, with what the keychain holds for it.
    void connectProfile(const QString &profileId);
    // Connects without asking; on failure the dialog opens with the problem and the fields.
    void connectTo(const ConnectionProfile &profile, const QString &password);
    // The sandbox: not saved, nothing in the keychain, its password reused when the session
    // lapses.
    void connectSandbox(const ConnectionProfile &profile, const QString &password);

    ConnectDialog *dialog() const { return m_dialog; }
    SupervisorConnection *connection() const { return m_connection; }
    // Whether a password or token is held for an attempt still logging in. Once the Supervisor
    // took it, or the attempt failed, the flow keeps none (a failed one's typed password is
    // back in the dialog, where the user left it). For tests.
    bool holdsSecret() const { return !m_pendingSecret.isEmpty(); }

Q_SIGNALS:
    void connectionChanged(vmray::SupervisorConnection *connection);

private:
    enum class Credential { Typed, Kubeconfig, StoredToken, StoredPassword, Sandbox };
    // What an attempt is. Its secret (password or token) is not part of it: the flow holds that
    // in m_pendingSecret for as long as the attempt is under way, so no callback keeps a copy.
    struct Attempt
    {
        ConnectionProfile profile;
        Credential credential = Credential::Typed;
        bool sandbox = false;
    };

    void attempt(const ConnectionProfile &profile, const QString &password, bool sandbox);
    void tryStoredToken(const Attempt &a);
    void tryStoredPassword(const Attempt &a);
    void start(const Attempt &a, const QString &secret);
    QString takePendingSecret();
    void succeeded(const Attempt &a);
    void failed(const Attempt &a, const kube::KubeError &error);
    void failedWith(const Attempt &a, const QString &problem);
    void askToLogInAgain(const QString &reason);
    void forget(const QString &profileId);
    ConnectDialog *ensureDialog();

    QNetworkAccessManager *m_network;
    ProfileStore *m_profiles;
    QPointer<CredentialStore> m_credentials;
    QPointer<MainWindow> m_window;
    QStringList m_kubeconfigPaths;
    QPointer<ConnectDialog> m_dialog;
    QPointer<SupervisorConnection> m_pending; // being connected
    QPointer<SupervisorConnection> m_connection; // shown in the window
    QString m_pendingSecret; // of the attempt under way, until the Supervisor took it
    bool m_storedTypedPassword = false; // by the attempt under way, to undo if it fails
    QString m_sandboxPassword;
    QString m_sandboxProfileId;
};

} // namespace vmray
