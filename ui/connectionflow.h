// Connecting to Supervisors the way a user expects: the connect dialog, and the questions each
// session's ConnectionPolicy asks (a password, whether to trust a certificate, a new login when
// the session lapses) put to the user there, one at a time: a Supervisor waiting for an answer
// holds up none of the others, and its row in the tree says what it waits for. The main window
// shows one session; the others stay connected behind it.
#pragma once

#include "connectdialog.h"
#include "console/consolesession.h"
#include "console/consolesessions.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/supervisorconnection.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <functional>

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
    void setKubeconfigPaths(const QStringList &paths);

    // Opens the connect dialog, prefilled from `prefill` when it has a server, else from the
    // last used profile.
    void openDialog(const ConnectionProfile &prefill = {});
    // A saved profile, with what the keychain holds for it.
    void connectProfile(const QString &profileId);
    // At start: the last used profile, at once when it keeps its session or password in the
    // keychain (the dialog asks only if that fails); else the dialog, prefilled.
    void connectLastOrAsk();
    // At start, when Settings say so: every saved profile at once, the last used one shown.
    // Those whose credentials the keychain does not hold ask for them one after another.
    void connectAll();
    // A Supervisor connected beside those already connected, without taking the window; its
    // questions wait their turn.
    void connectInBackground(
        const ConnectionProfile &profile, const QString &password, bool sandbox);
    // Connects without asking; on failure the dialog opens with the problem and the fields.
    void connectTo(const ConnectionProfile &profile, const QString &password);
    // File > Disconnect and File > Log Out of the Supervisor shown (see
    // ConnectionPolicy::disconnectFromSupervisor).
    void disconnectFromSupervisor(bool logOut);
    // The sandbox: not saved, nothing in the keychain, its password reused when the session
    // lapses.
    void connectSandbox(const ConnectionProfile &profile, const QString &password);

    ConnectDialog *dialog() const { return m_dialog; }
    // The connection of the session shown.
    SupervisorConnection *connection() const;
    // The session shown, or else the one the user asked for last.
    ConsoleSession *session() const;
    ConsoleSessions *sessions() { return &m_sessions; }
    // How many questions wait for the dialog.
    int questionsWaiting() const { return int(m_questions.size()); }
    // Whether a password or token is held for an attempt still logging in. Once the Supervisor
    // took it, or the attempt failed, the flow keeps none (a failed one's typed password is
    // back in the dialog, where the user left it). For tests.
    bool holdsSecret() const;

Q_SIGNALS:
    // Of the session shown.
    void connectionChanged(vmray::SupervisorConnection *connection);

private:
    struct Question
    {
        QPointer<ConsoleSession> session;
        std::function<void()> ask;
    };

    // The session of a profile, its questions routed to the dialog.
    ConsoleSession *sessionFor(const QString &profileId);
    void follow(ConsoleSession *session);
    // The dialog says what is under way, and the policy goes on.
    void attempt(const ConnectionProfile &profile, const QString &password);
    // Asks now when the dialog is free or already the session's; else when its turn comes.
    void ask(ConsoleSession *session, std::function<void()> question);
    void askNext();
    // The dialog, with the attempt's fields and the password typed for it.
    void reopenWith(ConsoleSession *session, const ConnectionSetback &setback);
    void sessionConnected(ConsoleSession *session, SupervisorConnection *connection);
    void sessionDisconnected(ConsoleSession *session);
    void askToLogInAgain(ConsoleSession *session, const vmray::Phrase &reason);
    // Names each file a kubeconfig context would read and what it is for; reads none unless the
    // user agrees.
    void askFileConsent(ConsoleSession *session,
        const QString &context,
        const QString &server,
        const QList<KubeconfigFile> &files);
    void forget(const QString &profileId);
    void updateNote(ConsoleSession *session);
    ConnectDialog *ensureDialog();

    ProfileStore *m_profiles;
    QPointer<MainWindow> m_window;
    QPointer<ConnectDialog> m_dialog;
    ConsoleSessions m_sessions;
    QPointer<ConsoleSession> m_dialogSession; // the one the dialog asks or connects for
    QPointer<ConsoleSession> m_wanted; // the one the user asked for last: shown once connected
    QPointer<ConsoleSession> m_shown; // without a window
    QSet<ConsoleSession *> m_background; // connected for the user, not by them: failures noted
    QList<Question> m_questions;
    QStringList m_kubeconfigPaths;
};

} // namespace vmray
