// Runs the Supervisor emulator as a child process for sandbox mode and reports where it listens.
// Lives on the GUI thread; readiness is signalled, not waited for. Only stop() waits, briefly,
// for the child to exit.
#pragma once

#include "connectionprofile.h"
#include "kube/phrase.h"

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace vmray {

struct SandboxUser
{
    QString username;
    QString password;
    QStringList namespaces; // empty: every namespace
};

// What the emulator's ready file says.
struct SandboxEndpoint
{
    QUrl url;
    QString caFile;
    QString fingerprintSha256;
    QList<SandboxUser> users;
};

// How the console connects to a sandbox: as its first user, trusting the CA it generated.
ConnectionProfile sandboxProfile(const SandboxEndpoint &endpoint);

class SandboxSupervisor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxSupervisor)

public:
    explicit SandboxSupervisor(QObject *parent = nullptr);
    ~SandboxSupervisor() override;

    // The emulator binary beside the running program, or an empty string.
    static QString findEmulator();
    // Parses a ready file; returns false with `error` set when it is not usable.
    static bool parseReadyFile(const QByteArray &json, SandboxEndpoint *endpoint, Phrase *error);

    void setEmulatorPath(const QString &path) { m_emulatorPath = path; }
    void setExtraArguments(const QStringList &arguments) { m_extraArguments = arguments; }
    void start();
    // Stops the emulator; true when it ended cleanly: exit code 0 and no sanitizer report (a
    // sanitizer build of the emulator reports memory errors and leaks on its standard error).
    bool stop();
    // The end of the emulator's standard error.
    QString errorOutput() const { return m_stderr; }

    bool isReady() const { return m_ready; }
    // The emulator's ready file (its address, CA and users; mode 0600), while it runs.
    QString readyFilePath() const;
    const SandboxEndpoint &endpoint() const { return m_endpoint; }

Q_SIGNALS:
    void ready(const vmray::SandboxEndpoint &endpoint);
    void failed(const vmray::Phrase &message);

private:
    void pollReadyFile();
    void fail(const Phrase &message);

    QString m_emulatorPath;
    QStringList m_extraArguments;
    std::unique_ptr<QTemporaryDir> m_dir;
    QProcess m_process;
    QTimer m_poll;
    QString m_stderr;
    SandboxEndpoint m_endpoint;
    bool m_ready = false;
    bool m_stopping = false;
    bool m_sanitizerReport = false;
};

} // namespace vmray
