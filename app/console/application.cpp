#include "application.h"

#include "connectionflow.h"
#include "consoleservices.h"
#include "mainwindow.h"
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
    parser.addOptions({ sandbox, seed, server, apiPort, caFile, username, language });
    // The alarm feed's own options, described above: known here, so `--alarms --help` helps.
    for (const QString &name : { u"alarms"_s, u"follow"_s }) {
        QCommandLineOption feedOption(name);
        feedOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(feedOption);
    }
    for (const QString &name : { u"format"_s, u"sandbox-supervisors"_s, u"settle-seconds"_s }) {
        QCommandLineOption feedOption(name, {}, u"value"_s);
        feedOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(feedOption);
    }
    parser.process(arguments);
    CommandLine cl;
    cl.sandbox = parser.isSet(sandbox);
    if (parser.isSet(seed))
        cl.emulatorArguments = { u"--seed"_s, parser.value(seed) };
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
    m_sandbox = std::make_unique<SandboxSupervisor>();
    m_sandbox->setExtraArguments(m_commandLine.emulatorArguments);
    connect(
        m_sandbox.get(), &SandboxSupervisor::ready, m_window.get(), &MainWindow::showSandboxReady);
    connect(
        m_sandbox.get(), &SandboxSupervisor::failed, m_window.get(), &MainWindow::showSandboxError);
    // The sandbox connects without questions: its first user, trusting the CA it generated.
    connect(
        m_sandbox.get(), &SandboxSupervisor::ready, this, [this](const SandboxEndpoint &endpoint) {
            ConnectionProfile profile = sandboxProfile(endpoint);
            profile.name = tr("Sandbox");
            m_flow->connectSandbox(profile, endpoint.users.first().password);
        });
    m_window->showSandboxStarting();
    m_sandbox->start();
}

} // namespace vmray
