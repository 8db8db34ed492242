#include "application.h"

#include "mainwindow.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Console for Ray clusters on vSphere Supervisor."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sandbox(u"sandbox"_s,
        QCoreApplication::translate(
            "main", "Start a local Supervisor emulator and connect to it."));
    const QCommandLineOption seed(u"sandbox-seed"_s,
        QCoreApplication::translate(
            "main", "Initial contents of the sandbox: demo, empty or fleet:N."),
        u"seed"_s);
    parser.addOption(sandbox);
    parser.addOption(seed);
    parser.process(arguments);
    CommandLine cl;
    cl.sandbox = parser.isSet(sandbox);
    if (parser.isSet(seed))
        cl.emulatorArguments = { u"--seed"_s, parser.value(seed) };
    return cl;
}

Application::Application(const CommandLine &commandLine, QObject *parent)
    : QObject(parent)
    , m_commandLine(commandLine)
    , m_window(std::make_unique<MainWindow>())
{}

Application::~Application() = default;

void Application::start()
{
    m_window->show();
    if (!m_commandLine.sandbox)
        return;
    m_sandbox = std::make_unique<SandboxSupervisor>();
    m_sandbox->setExtraArguments(m_commandLine.emulatorArguments);
    connect(
        m_sandbox.get(), &SandboxSupervisor::ready, m_window.get(), &MainWindow::showSandboxReady);
    connect(m_sandbox.get(), &SandboxSupervisor::failed, m_window.get(), &MainWindow::showError);
    // The sandbox connects without questions: its first user, trusting the CA it generated.
    connect(
        m_sandbox.get(), &SandboxSupervisor::ready, this, [this](const SandboxEndpoint &endpoint) {
            ConnectionProfile profile = ConnectionProfile::create(
                u"%1:%2"_s.arg(endpoint.url.host()).arg(endpoint.url.port()),
                endpoint.users.first().username);
            profile.name = tr("Sandbox");
            profile.apiPort = endpoint.url.port();
            profile.trust = ConnectionProfile::Trust::CaFile;
            profile.caFile = endpoint.caFile;
            // Sandbox tokens are throwaway: nothing goes to the keychain.
            m_connection = std::make_unique<SupervisorConnection>(&m_network, profile, nullptr);
            m_window->showConnection(m_connection.get());
            m_connection->connectWithPassword(endpoint.users.first().password);
        });
    m_window->showSandboxStarting();
    m_sandbox->start();
}

} // namespace vmray
