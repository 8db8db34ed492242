#include "sandboxsupervisor.h"

#include "kube/logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// Why the sandbox did not start, filed under the context vmray::SandboxSupervisor; ui/ words them.
constexpr PhraseKey notStarted { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP(
        "vmray::SandboxSupervisor", "The Supervisor emulator could not be started: %1") };
constexpr PhraseKey crashed { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP(
        "vmray::SandboxSupervisor", "The Supervisor emulator stopped unexpectedly.") };
constexpr PhraseKey exited { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP("vmray::SandboxSupervisor", "The Supervisor emulator exited with code %1.") };
constexpr PhraseKey readyNotJson { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP(
        "vmray::SandboxSupervisor", "The emulator's ready file is not a JSON object: %1") };
constexpr PhraseKey readyIncomplete { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP(
        "vmray::SandboxSupervisor", "The emulator's ready file lacks its URL or users.") };
constexpr PhraseKey notFound { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP("vmray::SandboxSupervisor",
        "The Supervisor emulator (vmray-supervisor-emulator) was not found beside the console. "
        "Build or install both programs together.") };
constexpr PhraseKey noTemporaryFolder { "vmray::SandboxSupervisor",
    QT_TRANSLATE_NOOP(
        "vmray::SandboxSupervisor", "No temporary folder could be created for the sandbox: %1") };
constexpr PhraseKey notReadyInTime { "vmray::SandboxSupervisor",
    QT_TRANSLATE_N_NOOP("vmray::SandboxSupervisor",
        "The Supervisor emulator did not become ready within %n second(s)."),
    true };
} // namespace

namespace {
bool hasSanitizerReport(const QString &output)
{
    return output.contains(u"ERROR: AddressSanitizer"_s)
        || output.contains(u"ERROR: LeakSanitizer"_s)
        || output.contains(u"WARNING: ThreadSanitizer"_s)
        || output.contains(u": runtime error: "_s);
}
} // namespace

namespace {
constexpr int startTimeoutMs = 30000;
constexpr int pollIntervalMs = 50;
} // namespace

SandboxSupervisor::SandboxSupervisor(QObject *parent)
    : QObject(parent)
    , m_emulatorPath(findEmulator())
{
    m_poll.setInterval(pollIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &SandboxSupervisor::pollReadyFile);
    connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr += QString::fromLocal8Bit(m_process.readAllStandardError());
        m_sanitizerReport |= hasSanitizerReport(m_stderr);
        m_stderr = m_stderr.right(4000);
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(Phrase(notStarted, { m_process.errorString() }));
    });
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        if (m_stopping)
            return;
        // What the emulator said on its way out, in its own words, on the lines after.
        const Phrase detail = m_stderr.trimmed();
        if (status == QProcess::CrashExit)
            fail(Phrase::joined({ Phrase(crashed), detail }, u"\n"_s));
        else
            fail(Phrase::joined({ Phrase(exited, { QString::number(code) }), detail }, u"\n"_s));
    });
}

SandboxSupervisor::~SandboxSupervisor()
{
    stop();
}

QString SandboxSupervisor::findEmulator()
{
    const QString name = u"vmray-supervisor-emulator"_s;
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    return QFileInfo(beside).isExecutable() ? beside : QString();
}

bool SandboxSupervisor::parseReadyFile(
    const QByteArray &json, SandboxEndpoint *endpoint, Phrase *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        *error = Phrase(readyNotJson, { parseError.errorString() });
        return false;
    }
    const QJsonObject o = doc.object();
    SandboxEndpoint e;
    e.url = QUrl(o.value(u"url"_s).toString());
    e.caFile = o.value(u"ca_file"_s).toString();
    e.fingerprintSha256 = o.value(u"fingerprint_sha256"_s).toString();
    const QJsonArray users = o.value(u"users"_s).toArray();
    for (const QJsonValue v : users) {
        const QJsonObject u = v.toObject();
        SandboxUser user {
            u.value(u"username"_s).toString(), u.value(u"password"_s).toString(), {}
        };
        const QJsonArray namespaces = u.value(u"namespaces"_s).toArray();
        for (const QJsonValue ns : namespaces)
            user.namespaces.append(ns.toString());
        e.users.append(user);
    }
    if (!e.url.isValid() || e.url.scheme() != u"https"_s || e.users.isEmpty()) {
        *error = Phrase(readyIncomplete);
        return false;
    }
    *endpoint = e;
    return true;
}

ConnectionProfile sandboxProfile(const SandboxEndpoint &endpoint)
{
    ConnectionProfile profile =
        ConnectionProfile::create(u"%1:%2"_s.arg(endpoint.url.host()).arg(endpoint.url.port()),
            endpoint.users.isEmpty() ? QString() : endpoint.users.first().username);
    profile.apiPort = endpoint.url.port();
    profile.trust = ConnectionProfile::Trust::CaFile;
    profile.caFile = endpoint.caFile;
    return profile;
}

QString SandboxSupervisor::readyFilePath() const
{
    return m_dir ? m_dir->filePath(u"ready.json"_s) : QString();
}

void SandboxSupervisor::start()
{
    if (m_emulatorPath.isEmpty()) {
        fail(Phrase(notFound));
        return;
    }
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        fail(Phrase(noTemporaryFolder, { m_dir->errorString() }));
        return;
    }
    QStringList args = { u"--ready-file"_s, m_dir->filePath(u"ready.json"_s) };
    args += m_extraArguments;
    qCInfo(lcSandbox) << "starting" << m_emulatorPath << args;
    m_stopping = false;
    m_ready = false;
    m_process.setProgram(m_emulatorPath);
    m_process.setArguments(args);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
#ifdef Q_OS_LINUX
    // If the console dies without cleaning up, the kernel stops the emulator too.
    m_process.setChildProcessModifier([] {
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    });
#endif
    m_process.start();
    m_poll.start();
    QTimer::singleShot(startTimeoutMs, this, [this] {
        if (!m_ready && m_poll.isActive())
            fail(Phrase(notReadyInTime, startTimeoutMs / 1000));
    });
}

void SandboxSupervisor::pollReadyFile()
{
    QFile file(m_dir->filePath(u"ready.json"_s));
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return;
    Phrase error;
    SandboxEndpoint endpoint;
    if (!parseReadyFile(file.readAll(), &endpoint, &error)) {
        fail(error);
        return;
    }
    m_poll.stop();
    m_endpoint = endpoint;
    m_ready = true;
    qCInfo(lcSandbox) << "emulator ready at" << m_endpoint.url.toString();
    Q_EMIT ready(m_endpoint);
}

void SandboxSupervisor::fail(const Phrase &message)
{
    m_poll.stop();
    stop();
    Q_EMIT failed(message);
}

bool SandboxSupervisor::stop()
{
    m_poll.stop();
    if (m_process.state() != QProcess::NotRunning) {
        m_stopping = true;
        m_process.terminate();
        // A clean stop removes the emulator's state (its generated CA). It takes milliseconds; a
        // sanitizer build checking for leaks on a loaded machine took over three seconds. The
        // event loop keeps turning meanwhile: the console's own connections to the emulator
        // must go on reading, or its last writes to them block and it cannot end.
        QEventLoop loop;
        QTimer deadline;
        deadline.setSingleShot(true);
        connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
        connect(&m_process, &QProcess::finished, &loop, &QEventLoop::quit);
        deadline.start(10000);
        if (m_process.state() != QProcess::NotRunning)
            loop.exec(QEventLoop::ExcludeUserInputEvents);
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(1000);
        }
    }
    m_stderr += QString::fromLocal8Bit(m_process.readAllStandardError());
    m_sanitizerReport |= hasSanitizerReport(m_stderr);
    return m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0
        && !m_sanitizerReport;
}

} // namespace vmray
