#include "connectionflow.h"

#include "connectdialog.h"
#include "mainwindow.h"
#include "phrasewords.h"
#include "supervisor/supervisorconnection.h"

#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

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
    , m_sessions(network, profiles, credentials, window ? window->alarmBook() : nullptr)
    , m_kubeconfigPaths(kubeconfigPaths())
{
    connect(&m_sessions, &ConsoleSessions::sessionAdded, this, &ConnectionFlow::follow);
    if (m_window) {
        m_sessions.setTaskLog(m_window->taskLog());
        // The tree hears of each connection before the flow decides what the window shows.
        m_window->setSessions(&m_sessions);
        connect(m_window,
            &MainWindow::disconnectRequested,
            this,
            &ConnectionFlow::disconnectFromSupervisor);
        connect(m_window, &MainWindow::sessionShown, this, [this](ConsoleSession *shown) {
            Q_EMIT connectionChanged(shown ? shown->connection() : nullptr);
        });
    }
    // Before the session lets go of a connection's parts, so the views let go of them first.
    connect(&m_sessions,
        &ConsoleSessions::connectionChanged,
        this,
        [this](ConsoleSession *session, SupervisorConnection *connection) {
            if (connection)
                sessionConnected(session, connection);
            else
                sessionDisconnected(session);
        });
}

ConnectionFlow::~ConnectionFlow()
{
    delete m_dialog;
}

void ConnectionFlow::setKubeconfigPaths(const QStringList &paths)
{
    m_kubeconfigPaths = paths;
    m_sessions.setKubeconfigPaths(paths);
}

SupervisorConnection *ConnectionFlow::connection() const
{
    ConsoleSession *shown = m_window ? m_window->shownSession() : m_shown.data();
    return shown ? shown->connection() : nullptr;
}

ConsoleSession *ConnectionFlow::session() const
{
    ConsoleSession *shown = m_window ? m_window->shownSession() : m_shown.data();
    return shown ? shown : m_wanted.data();
}

bool ConnectionFlow::holdsSecret() const
{
    const QList<ConsoleSession *> all = m_sessions.sessions();
    return std::any_of(all.cbegin(), all.cend(), [](ConsoleSession *s) {
        return s->policy()->holdsSecret();
    });
}

ConsoleSession *ConnectionFlow::sessionFor(const QString &profileId)
{
    return m_sessions.sessionFor(profileId);
}

void ConnectionFlow::follow(ConsoleSession *session)
{
    ConnectionPolicy *policy = session->policy();
    connect(policy,
        &ConnectionPolicy::needPassword,
        this,
        [this, session](const ConnectionSetback &setback) {
            ask(session, [this, session, setback] {
                reopenWith(session, setback);
                if (setback.reason.isEmpty())
                    m_dialog->showFailure(setback.error);
                else
                    m_dialog->showProblem(wordsOf(setback.reason));
            });
        });
    connect(policy,
        &ConnectionPolicy::needTrustDecision,
        this,
        [this, session](const ConnectionSetback &setback, const TrustQuestion &question) {
            ask(session, [this, session, setback, question] {
                reopenWith(session, setback);
                m_dialog->showTrustQuestion(question, setback.error);
            });
        });
    connect(policy,
        &ConnectionPolicy::needFileConsent,
        this,
        [this, session](const ConnectionSetback &setback,
            const QString &server,
            const QList<KubeconfigFile> &files) {
            ask(session, [this, session, setback, server, files] {
                reopenWith(session, setback);
                askFileConsent(session, setback.profile.kubeconfigContext, server, files);
            });
        });
    connect(
        policy, &ConnectionPolicy::failed, this, [this, session](const ConnectionSetback &setback) {
            // One connected for the user says why in its row; one the user asked for, here.
            if (m_background.contains(session) && m_dialogSession != session)
                return;
            ask(session, [this, session, setback] {
                reopenWith(session, setback);
                m_dialog->showFailure(setback.error);
            });
        });
    connect(
        policy, &ConnectionPolicy::needPasswordAgain, this, [this, session](const Phrase &reason) {
            ask(session, [this, session, reason] {
                askToLogInAgain(session, reason);
            });
        });
    const auto noted = [this, session] {
        updateNote(session);
    };
    connect(policy, &ConnectionPolicy::stateChanged, this, noted);
    connect(policy, &ConnectionPolicy::reloginChanged, this, noted);
}

ConnectDialog *ConnectionFlow::ensureDialog()
{
    if (m_dialog)
        return m_dialog;
    m_dialog = new ConnectDialog(m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A new dialog asks for nobody until a question or an attempt makes it someone's.
    m_dialogSession = nullptr;
    m_dialog->setSavedProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    QString error;
    const auto kubeconfig = loadKubeconfig(m_kubeconfigPaths, &error);
    m_dialog->setKubeconfig(kubeconfig.value_or(Kubeconfig()));
    if (!kubeconfig)
        m_dialog->showProblem(tr("The kubeconfig could not be read: %1").arg(error));
    connect(m_dialog, &ConnectDialog::connectRequested, this, &ConnectionFlow::attempt);
    connect(m_dialog, &ConnectDialog::forgetRequested, this, &ConnectionFlow::forget);
    // Cancelling while connecting abandons that attempt.
    connect(m_dialog, &QDialog::rejected, this, [this] {
        if (m_dialogSession)
            m_dialogSession->policy()->cancel();
    });
    // The next Supervisor waiting for an answer asks once this dialog is gone.
    connect(m_dialog, &QObject::destroyed, this, &ConnectionFlow::askNext, Qt::QueuedConnection);
    return m_dialog;
}

void ConnectionFlow::ask(ConsoleSession *session, std::function<void()> question)
{
    if (!m_dialog || !m_dialog->isVisible() || m_dialogSession == session) {
        m_dialogSession = session;
        question();
        return;
    }
    m_questions.append({ session, std::move(question) });
    updateNote(session);
}

void ConnectionFlow::askNext()
{
    if (m_dialog && m_dialog->isVisible())
        return;
    while (!m_questions.isEmpty()) {
        Question next = m_questions.takeFirst();
        if (!next.session)
            continue;
        // Still waiting: a question answered meanwhile (or abandoned) is not asked.
        const ConnectionPolicy *policy = next.session->policy();
        using State = ConnectionPolicy::State;
        const bool waiting = policy->relogin() == ConnectionPolicy::Relogin::NeedPassword
            || policy->state() == State::NeedPassword || policy->state() == State::NeedTrustDecision
            || policy->state() == State::NeedFileConsent || policy->state() == State::Failed;
        if (!waiting) {
            updateNote(next.session);
            continue;
        }
        m_dialogSession = next.session;
        next.ask();
        updateNote(next.session);
        return;
    }
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
    ConsoleSession *existing = m_sessions.find(profileId);
    if (existing && existing->isConnected()) {
        if (m_window)
            m_window->showSession(existing);
        return;
    }
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

void ConnectionFlow::connectAll()
{
    const QList<ConnectionProfile> saved =
        m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>();
    if (!m_profiles || saved.isEmpty()) {
        openDialog();
        return;
    }
    const QString last = m_profiles->lastUsedId();
    const bool lastSaved = std::any_of(saved.cbegin(), saved.cend(), [&last](const auto &p) {
        return p.id == last;
    });
    for (const ConnectionProfile &p : saved) {
        if (p.id == last || (!lastSaved && &p == &saved.first()))
            attempt(p, {}); // the one shown, as a start without this setting shows it
        else
            connectInBackground(p, {}, false);
    }
}

void ConnectionFlow::connectInBackground(
    const ConnectionProfile &profile, const QString &password, bool sandbox)
{
    ConsoleSession *session = sessionFor(profile.id);
    m_background.insert(session);
    if (sandbox)
        session->policy()->connectSandbox(profile, password);
    else
        session->policy()->connectTo(profile, password);
}

void ConnectionFlow::connectTo(const ConnectionProfile &profile, const QString &password)
{
    attempt(profile, password);
}

void ConnectionFlow::connectSandbox(const ConnectionProfile &profile, const QString &password)
{
    ConsoleSession *session = sessionFor(profile.id);
    m_wanted = session;
    m_background.remove(session);
    if (m_dialog && m_dialogSession == session)
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    session->policy()->connectSandbox(profile, password);
}

void ConnectionFlow::attempt(const ConnectionProfile &profile, const QString &password)
{
    ConsoleSession *session = sessionFor(profile.id);
    // The answer to a background Supervisor's question leaves it in the background.
    if (!m_background.contains(session) || m_dialogSession != session) {
        m_wanted = session;
        m_background.remove(session);
    }
    if (m_dialog && m_dialog->isVisible()) {
        m_dialogSession = session;
        m_dialog->setBusy(tr("Connecting to %1…").arg(profile.server));
    }
    session->policy()->connectTo(profile, password);
}

void ConnectionFlow::reopenWith(ConsoleSession *session, const ConnectionSetback &setback)
{
    openDialog(setback.profile);
    m_dialogSession = session;
    if (!setback.typedPassword.isEmpty())
        m_dialog->setPassword(setback.typedPassword); // the user's work stays where they left it
}

void ConnectionFlow::disconnectFromSupervisor(bool logOut)
{
    ConsoleSession *shown = session();
    if (!shown)
        return;
    if (m_dialog && m_dialogSession == shown)
        m_dialog->close(); // a login asked again belongs to the connection that goes
    shown->policy()->disconnectFromSupervisor(logOut);
}

void ConnectionFlow::sessionConnected(ConsoleSession *session, SupervisorConnection *connection)
{
    updateNote(session);
    if (m_window)
        m_window->setProfiles(m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    if (m_dialog && m_dialogSession == session)
        m_dialog->accept();
    // Logged once the profile is saved, so a script that waits for it finds everything in place.
    qCInfo(lcConnect) << "Connected to" << connection->profile().server << "as"
                      << connection->profile().username;
    ConsoleSession *shown = m_window ? m_window->shownSession() : m_shown.data();
    // The one the user asked for takes the window; one connected for them, only an empty one.
    const bool show = session == m_wanted || !shown || !shown->isConnected() || shown == session;
    if (!show)
        return;
    if (session == m_wanted)
        m_wanted = nullptr;
    if (!m_window) {
        m_shown = session;
        Q_EMIT connectionChanged(connection);
        return;
    }
    m_window->showSession(session); // sessionShown tells who listens
}

void ConnectionFlow::sessionDisconnected(ConsoleSession *session)
{
    updateNote(session);
    ConsoleSession *shown = m_window ? m_window->shownSession() : m_shown.data();
    if (shown != session)
        return;
    // Another connected Supervisor takes the window, if there is one.
    ConsoleSession *next = nullptr;
    for (ConsoleSession *other : m_sessions.connected()) {
        if (other != session)
            next = other;
    }
    if (!m_window) {
        m_shown = next;
        Q_EMIT connectionChanged(next ? next->connection() : nullptr);
        return;
    }
    if (next) {
        m_window->showSession(next);
        return;
    }
    m_window->showConnection(nullptr);
    Q_EMIT connectionChanged(nullptr);
}

void ConnectionFlow::updateNote(ConsoleSession *session)
{
    if (!m_window || !session)
        return;
    const ConnectionPolicy *policy = session->policy();
    const bool queued =
        std::any_of(m_questions.cbegin(), m_questions.cend(), [session](const auto &q) {
            return q.session == session;
        });
    QString note;
    using State = ConnectionPolicy::State;
    switch (policy->relogin()) {
    case ConnectionPolicy::Relogin::NeedPassword:
        note = tr("session expired; log in again");
        break;
    case ConnectionPolicy::Relogin::TryingRememberedPassword:
    case ConnectionPolicy::Relogin::LoggingIn:
        note = tr("logging in again…");
        break;
    case ConnectionPolicy::Relogin::None:
        if (session->isConnected())
            break;
        switch (policy->state()) {
        case State::TryingStoredToken:
        case State::TryingRememberedPassword:
        case State::Connecting:
            note = tr("connecting…");
            break;
        case State::NeedPassword:
            note = queued ? tr("waiting to ask for your password") : tr("needs your password");
            break;
        case State::NeedTrustDecision:
            note = tr("needs your decision on its certificate");
            break;
        case State::NeedFileConsent:
            note = tr("needs your consent to read files");
            break;
        case State::Failed:
            note = tr("could not connect; activate to try again");
            break;
        case State::Idle:
        case State::Connected:
            break;
        }
        break;
    }
    QString profileId = m_sessions.profileIdOf(session);
    if (session->isConnected())
        profileId = session->profile().id;
    m_window->setSupervisorNote(profileId, note);
}

void ConnectionFlow::askToLogInAgain(ConsoleSession *session, const Phrase &reason)
{
    SupervisorConnection *connection = session->connection();
    if (!connection)
        return;
    if (m_dialog)
        m_dialog->close();
    ConnectDialog *dialog = ensureDialog();
    m_dialogSession = session;
    ConnectionPolicy *policy = session->policy();
    dialog->setProfile(connection->session()->profile());
    dialog->setReloginMode(wordsOf(reason));
    disconnect(dialog, &ConnectDialog::connectRequested, this, nullptr);
    connect(dialog,
        &ConnectDialog::connectRequested,
        policy,
        [policy, dialog](const ConnectionProfile &, const QString &password) {
            dialog->setBusy(tr("Logging in…"));
            policy->loginAgain(password);
        });
    connect(policy, &ConnectionPolicy::loggedInAgain, dialog, &QDialog::accept);
    connect(policy, &ConnectionPolicy::loginAgainFailed, dialog, &ConnectDialog::showFailure);
    dialog->show();
}

void ConnectionFlow::askFileConsent(ConsoleSession *session,
    const QString &context,
    const QString &server,
    const QList<KubeconfigFile> &files)
{
    const QPointer<ConsoleSession> asking = session;
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
    connect(box, &QMessageBox::finished, this, [this, box, read, asking] {
        if (!asking)
            return;
        if (box->clickedButton() == read) {
            if (m_dialog)
                m_dialog->setBusy(tr("Connecting…"));
            asking->policy()->filesConsented();
        } else {
            asking->policy()->filesRefused();
        }
    });
    box->show();
}

void ConnectionFlow::forget(const QString &profileId)
{
    sessionFor(profileId)->policy()->forget(profileId);
    if (m_dialog) {
        m_dialog->setProfile(ConnectionProfile());
        m_dialog->setSavedProfiles(
            m_profiles ? m_profiles->profiles() : QList<ConnectionProfile>());
    }
}

} // namespace vmray
