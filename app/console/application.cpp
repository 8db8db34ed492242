#include "application.h"

#include "connectionflow.h"
#include "consoleservices.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "supervisor/credentialstore.h"
#include "supervisor/sandboxsupervisor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTimer>

#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace {
// Off unless asked (QT_LOGGING_RULES=vmray.startup.info=true): when the window is up, for
// measuring a cold start.
Q_LOGGING_CATEGORY(lcStartup, "vmray.startup", QtWarningMsg)
} // namespace

namespace vmray {

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "Console for Ray clusters on vSphere Supervisor.\n\nWith --server, the password is read "
        "from the environment variable VMRAY_CONSOLE_PASSWORD if it is set; otherwise the "
        "connect dialog asks for it.\n\nWithout a display:\n  --check-yaml FILE...  check "
        "VMRayCluster resources; prints FILE:LINE:COL: error: FIELD: message\n  --to-cr FILE  "
        "print the resource as the console writes it (CRD-conformant)\n  --to-ray-up FILE  print "
        "the `ray up` cluster config for Ray's vSphere provider\n(FILE may be a resource or a "
        "`ray up` config)\n  --alarms [--follow] [--format text|json]  print the alarms of every "
        "saved Supervisor, of --server or of --sandbox [--sandbox-supervisors N]; exit 0 OK, "
        "1 WARNING, 2 CRITICAL, 3 UNKNOWN"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sandbox(u"sandbox"_s,
        QCoreApplication::translate(
            "main", "Start a local Supervisor emulator and connect to it."));
    const QCommandLineOption seed(u"sandbox-seed"_s,
        QCoreApplication::translate(
            "main", "Initial contents of the sandbox: demo, empty or fleet:N."),
        u"seed"_s);
    const QCommandLineOption supervisors(u"sandbox-supervisors"_s,
        QCoreApplication::translate("main",
            "How many sandbox Supervisors to start (1 to 8, default 2): the first with the seed, "
            "the others with fleets of their own."),
        u"n"_s,
        u"2"_s);
    const QCommandLineOption server(u"server"_s,
        QCoreApplication::translate("main", "The Supervisor to connect to, as HOST or HOST:PORT."),
        u"host"_s);
    const QCommandLineOption apiPort(u"api-port"_s,
        QCoreApplication::translate(
            "main", "The Supervisor's Kubernetes API port (default 6443, or PORT of --server)."),
        u"port"_s);
    const QCommandLineOption caFile(u"ca-file"_s,
        QCoreApplication::translate(
            "main", "Verify the Supervisor's certificate with this CA certificate file."),
        u"file"_s);
    const QCommandLineOption username(u"username"_s,
        QCoreApplication::translate("main", "The vSphere user to log in as."),
        u"user"_s);
    // Read before parsing (languageFromArguments) so the help is in that language; listed here so
    // it is known and described.
    const QCommandLineOption language(u"language"_s,
        QCoreApplication::translate("main",
            "The language of the console, e.g. de or ja, instead of the one chosen in Settings or "
            "the system's."),
        u"code"_s);
    parser.addOptions({ sandbox, seed, supervisors, server, apiPort, caFile, username, language });
    // The alarm feed's own options, described above: known here, so `--alarms --help` helps.
    for (const QString &name : { u"alarms"_s, u"follow"_s }) {
        QCommandLineOption feedOption(name);
        feedOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(feedOption);
    }
    for (const QString &name : { u"format"_s, u"settle-seconds"_s }) {
        QCommandLineOption feedOption(name, {}, u"value"_s);
        feedOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(feedOption);
    }
    parser.process(arguments);
    CommandLine cl;
    cl.sandbox = parser.isSet(sandbox);
    if (parser.isSet(seed))
        cl.emulatorArguments = { u"--seed"_s, parser.value(seed) };
    bool countOk = false;
    cl.sandboxSupervisors = parser.value(supervisors).toInt(&countOk);
    if (!countOk || cl.sandboxSupervisors < 1 || cl.sandboxSupervisors > 8) {
        cl.sandboxSupervisors = 2;
        cl.error = QCoreApplication::translate("main", "--sandbox-supervisors takes 1 to 8.");
    }
    QString serverProblem;
    cl.server = ConnectionProfile::serverAddress(parser.value(server), &serverProblem);
    if (!serverProblem.isEmpty())
        cl.error = serverProblem;
    cl.caFile = parser.value(caFile);
    cl.username = parser.value(username);
    if (parser.isSet(apiPort)) {
        bool ok = false;
        cl.apiPort = parser.value(apiPort).toInt(&ok);
        if (!ok || cl.apiPort <= 0 || cl.apiPort > 65535)
            cl.error = QCoreApplication::translate("main", "--api-port expects a port number.");
    }
    if (cl.sandbox && !cl.server.isEmpty())
        cl.error = QCoreApplication::translate(
            "main", "--sandbox and --server exclude each other; the sandbox was started.");
    return cl;
}

Application::Application(CommandLine commandLine, QObject *parent)
    : QObject(parent)
    , m_commandLine(std::move(commandLine))
    , m_profiles(&m_settings)
    , m_credentials(std::make_unique<KeychainCredentialStore>())
    // The window keeps the services: the task log, where each Supervisor's session records its
    // tasks.
    , m_window(std::make_unique<MainWindow>(std::make_unique<ConsoleServices>()))
{
    m_flow = std::make_unique<ConnectionFlow>(
        &m_network, &m_profiles, m_credentials.get(), m_window.get());
    connect(m_window.get(), &MainWindow::connectRequested, m_flow.get(), [this] {
        m_flow->openDialog();
    });
    connect(m_window.get(),
        &MainWindow::profileActivated,
        m_flow.get(),
        &ConnectionFlow::connectProfile);
}

Application::~Application()
{
    // Connections go before the network manager and the window they report to.
    m_flow.reset();
}

ConnectionProfile commandLineProfile(const CommandLine &cl, const QList<ConnectionProfile> &saved)
{
    // The same server and user as a saved profile: use that one, with its trust decision.
    ConnectionProfile profile = ConnectionProfile::create(cl.server, cl.username);
    for (const ConnectionProfile &p : saved) {
        if (p.server == cl.server && (cl.username.isEmpty() || p.username == cl.username))
            profile = p;
    }
    const QUrl url(u"https://"_s + cl.server);
    if (cl.apiPort > 0)
        profile.apiPort = cl.apiPort;
    else if (url.port() > 0 && profile.kubeconfigContext.isEmpty())
        profile.apiPort = url.port(); // one port for both, as the sandbox and proxies do
    if (!cl.caFile.isEmpty()) {
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = cl.caFile;
        profile.caPem.clear();
    }
    return profile;
}

void Application::start()
{
    // Used at most once, for --server: no other path keeps it.
    const QString password = std::exchange(m_commandLine.password, QString());
    m_window->show();
    QTimer::singleShot(0, this, [] {
        qCInfo(lcStartup, "window shown");
    });
    if (m_commandLine.sandbox) {
        startSandbox();
        return;
    }
    if (!m_commandLine.error.isEmpty()) {
        m_window->showProblem(m_commandLine.error);
        return;
    }
    if (m_commandLine.server.isEmpty()) {
        if (storedConnectAll(m_settings))
            m_flow->connectAll();
        else
            m_flow->connectLastOrAsk();
        return;
    }
    const ConnectionProfile profile = commandLineProfile(m_commandLine, m_profiles.profiles());
    if (!password.isEmpty() && !profile.username.isEmpty())
        m_flow->connectTo(profile, password);
    else
        m_flow->openDialog(profile);
}

void Application::startSandbox()
{
    for (int i = 0; i < m_commandLine.sandboxSupervisors; ++i) {
        auto sandbox = std::make_unique<SandboxSupervisor>();
        QStringList arguments = m_commandLine.emulatorArguments;
        // The first is the demo (or the seed asked for); the others are fleets of their own, so
        // the tree, the fleet views and the alarms have several Supervisors to show.
        if (i > 0 && arguments.isEmpty())
            arguments = {
                u"--seed"_s, u"fleet:%1"_s.arg(20 * (i + 1)), u"--fleet-namespaces"_s, u"3"_s
            };
        sandbox->setExtraArguments(arguments);
        const bool first = i == 0;
        const QString name = first ? tr("Sandbox") : tr("Sandbox %1").arg(i + 1);
        if (first) {
            connect(sandbox.get(),
                &SandboxSupervisor::ready,
                m_window.get(),
                &MainWindow::showSandboxReady);
            connect(sandbox.get(),
                &SandboxSupervisor::failed,
                m_window.get(),
                &MainWindow::showSandboxError);
        }
        // The sandbox connects without questions: its first user, trusting the CA it generated.
        connect(sandbox.get(),
            &SandboxSupervisor::ready,
            this,
            [this, first, name](const SandboxEndpoint &endpoint) {
                ConnectionProfile profile = sandboxProfile(endpoint);
                profile.name = name;
                if (first)
                    m_flow->connectSandbox(profile, endpoint.users.first().password);
                else
                    m_flow->connectInBackground(profile, endpoint.users.first().password, true);
            });
        m_sandboxes.push_back(std::move(sandbox));
    }
    m_window->showSandboxStarting();
    for (const auto &sandbox : m_sandboxes)
        sandbox->start();
}

} // namespace vmray
