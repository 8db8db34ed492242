// Composition root: parses the command line and builds the long-lived objects.
#pragma once

#include <QNetworkAccessManager>
#include <QObject>

#include <memory>

namespace vmray {

class MainWindow;
class SandboxSupervisor;
class SupervisorConnection;

struct CommandLine
{
    bool sandbox = false;
    QStringList emulatorArguments;
};

class Application final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Application)

public:
    explicit Application(const CommandLine &commandLine, QObject *parent = nullptr);
    ~Application() override;

    void start();

private:
    CommandLine m_commandLine;
    QNetworkAccessManager m_network; // the one network manager of the console
    std::unique_ptr<SandboxSupervisor> m_sandbox;
    std::unique_ptr<SupervisorConnection> m_connection;
    std::unique_ptr<MainWindow> m_window;
};

CommandLine parseCommandLine(const QStringList &arguments);

} // namespace vmray
