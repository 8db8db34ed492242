// Composition root: parses the command line and builds the long-lived objects.
#pragma once

#include "supervisor/connectionprofile.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QSettings>

#include <memory>
#include <vector>

namespace vmray {

class ConnectionFlow;
class CredentialStore;
class MainWindow;
class SandboxSupervisor;

struct CommandLine
{
    bool sandbox = false;
    int sandboxSupervisors = 2; // the sandbox's emulators: the demo, then fleets
    QStringList emulatorArguments;
    // --server and friends: open the connect dialog prefilled, or connect at once when the
    // password comes from VMRAY_CONSOLE_PASSWORD.
    QString server;
    int apiPort = 0;
    QString caFile;
    QString username;
    QString password; // from VMRAY_CONSOLE_PASSWORD, which main() removes from the environment
    QString error; // a bad combination of options, shown in the window
};

// The profile the command line names: a saved one of the same server and user with its trust
// decision, else a new one; --api-port and --ca-file applied over it.
ConnectionProfile commandLineProfile(
    const CommandLine &commandLine, const QList<ConnectionProfile> &saved);

class Application final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Application)

public:
    explicit Application(CommandLine commandLine, QObject *parent = nullptr);
    ~Application() override;

    void start();

private:
    void startSandbox();

    CommandLine m_commandLine;
    QNetworkAccessManager m_network; // the one network manager of the console
    QSettings m_settings;
    ProfileStore m_profiles;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::unique_ptr<SandboxSupervisor>> m_sandboxes;
    std::unique_ptr<ConnectionFlow> m_flow;
};

CommandLine parseCommandLine(const QStringList &arguments);

} // namespace vmray
