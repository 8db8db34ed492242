// vmray-console: a desktop console for Ray clusters on vSphere Supervisor.
#include "alarmfeed.h"
#include "application.h"
#include "kube/allocator.h"
#include "kube/kubeclient.h"
#include "kube/localfile.h"
#include "language.h"
#include "ray/clusterspec.h"
#include "settingsdialog.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QSocketNotifier>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <utility>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

#include <string_view>

using namespace Qt::Literals::StringLiterals;

namespace {
// Headless checks for pipelines; no display needed. Returns -1 when the arguments ask for none.
int runHeadless(int argc, char **argv)
{
    const QStringList args = [&] {
        QStringList out;
        for (int i = 1; i < argc; ++i)
            out << QString::fromLocal8Bit(argv[i]);
        return out;
    }();
    const QStringList modes { u"--check-yaml"_s, u"--to-cr"_s, u"--to-ray-up"_s };
    if (args.isEmpty() || !modes.contains(args.first()))
        return -1;
    const bool convert = args.first() != u"--check-yaml"_s;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"vmray-console"_s);
    QCoreApplication::setOrganizationName(u"vmray-console"_s);
    // Problems are worded as in the console, in its language and with English plural forms.
    const QSettings settings;
    vmray::installTranslations(vmray::chooseLocale({}, vmray::storedLanguage(settings)));
    const QStringList files = args.mid(1);
    if (files.isEmpty() || (convert && files.size() != 1)) {
        std::fprintf(stderr,
            "usage: vmray-console --check-yaml FILE... | --to-cr FILE | --to-ray-up FILE\n");
        return 2;
    }
    bool allValid = true;
    for (const QString &path : files) {
        QString unreadable;
        const std::optional<QByteArray> read =
            vmray::readLocalFile(path, vmray::ray::maxClusterYamlBytes, &unreadable);
        if (!read) {
            std::fprintf(stderr, "%s:0:0: error: %s\n", qPrintable(path), qPrintable(unreadable));
            allValid = false;
            continue;
        }
        const QByteArray &yaml = *read;
        const QList<vmray::ray::SpecProblem> problems = vmray::ray::checkClusterResource(yaml);
        for (const vmray::ray::SpecProblem &p : problems) {
            const bool error = p.severity == vmray::ray::SpecProblem::Severity::Error;
            allValid &= !error;
            // Converted YAML goes to standard output, so its problems go to standard error.
            std::fprintf(convert ? stderr : stdout,
                "%s:%d:%d: %s: %s%s\n",
                qPrintable(path),
                p.line,
                p.column,
                error ? "error" : "warning",
                p.field.isEmpty() ? "" : qPrintable(p.field + u": "_s),
                qPrintable(p.message));
        }
        if (convert) {
            const vmray::ray::ParsedSpec parsed = vmray::ray::parseClusterYaml(yaml);
            if (parsed.hasErrors())
                return 1;
            std::fputs(args.first() == u"--to-cr"_s
                    ? vmray::ray::toClusterResource(parsed.spec).constData()
                    : vmray::ray::toRayUpConfig(parsed.spec).constData(),
                stdout);
            return 0;
        }
    }
    return allValid ? 0 : 1;
}

// Read once and removed at once: a secret left in the environment would be inherited by every
// child process (the sandbox's emulator, a browser opened for a link), and the bytes are wiped
// too, since /proc/PID/environ shows the environment the process started with.
// SIGTERM and SIGINT end the console as closing its window does: the sandbox's emulator is
// stopped cleanly (and removes its state) instead of being orphaned. The handler only writes a
// byte; the event loop does the rest.
int s_signalPipe[2] = { -1, -1 };

void onTerminationSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_signalPipe[1], &byte, 1);
}

// Also for the headless feed, whose application is no QApplication (qApp would cast to one).
void quitOnTerminationSignals()
{
    if (::pipe2(s_signalPipe, O_CLOEXEC) != 0)
        return;
    auto *notifier =
        new QSocketNotifier(s_signalPipe[0], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, QCoreApplication::instance(), [] {
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(s_signalPipe[0], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
}

// The headless alarm feed; -1 when the arguments do not ask for it.
int runAlarmFeed(int argc, char **argv, QString &password)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (!vmray::asksForAlarmFeed(args) || args.contains(u"--help"_s))
        return -1;
    QCoreApplication app(argc, argv);
    vmray::kube::returnFreedMemoryPeriodically(&app); // a feed runs for days
    QCoreApplication::setApplicationName(u"vmray-console"_s);
    QCoreApplication::setOrganizationName(u"vmray-console"_s);
    const QSettings settings;
    vmray::installTranslations(
        vmray::chooseLocale(vmray::languageFromArguments(QCoreApplication::arguments()),
            vmray::storedLanguage(settings)));
    QString error;
    vmray::AlarmFeedOptions options = vmray::parseAlarmFeedOptions(args, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3; // UNKNOWN, as a monitoring plugin says it could not check
    }
    options.target.password = std::exchange(password, QString());
    quitOnTerminationSignals();
    vmray::AlarmFeed feed(std::move(options), stdout);
    std::optional<int> code;
    QObject::connect(&feed, &vmray::AlarmFeed::finished, &app, [&code](int exitCode) {
        code = exitCode;
        QCoreApplication::quit();
    });
    feed.start();
    QCoreApplication::exec();
    return code.value_or(feed.exitCode()); // without an answer: stopped while following
}

QString takeEnvironmentPassword()
{
    char *value = std::getenv("VMRAY_CONSOLE_PASSWORD");
    if (!value)
        return {};
    QString password = QString::fromLocal8Bit(value);
    std::memset(value, 0, std::strlen(value));
    qunsetenv("VMRAY_CONSOLE_PASSWORD");
    return password;
}

// --help and --version print and exit: they need no display, and must work without one.
bool asksForTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version"
            || arg == "-v")
            return true;
    }
    return false;
}

int printHelpOrVersion(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"vmray-console"_s);
    QCoreApplication::setOrganizationName(u"vmray-console"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VMRAY_VERSION));
    const QSettings settings;
    vmray::installTranslations(
        vmray::chooseLocale(vmray::languageFromArguments(QCoreApplication::arguments()),
            vmray::storedLanguage(settings)));
    vmray::parseCommandLine(QCoreApplication::arguments()); // prints, then exits
    return 0;
}
} // namespace

int main(int argc, char **argv)
{
    vmray::kube::limitAllocatorArenas();
    QString environmentPassword = takeEnvironmentPassword();
    if (const int alarms = runAlarmFeed(argc, argv, environmentPassword); alarms >= 0)
        return alarms;
    if (const int headless = runHeadless(argc, argv); headless >= 0)
        return headless;
    if (asksForTextOnly(argc, argv))
        return printHelpOrVersion(argc, argv);
    QApplication app(argc, argv);
    vmray::kube::returnFreedMemoryPeriodically(&app);
    QApplication::setApplicationName(u"vmray-console"_s);
    QApplication::setOrganizationName(u"vmray-console"_s);
    QApplication::setApplicationVersion(QStringLiteral(VMRAY_VERSION));
    QApplication::setDesktopFileName(u"com.broadcom.vmray.Console"_s);
    quitOnTerminationSignals();

    // Saved connections name the user's Supervisors and accounts: for the user's eyes only.
    vmray::keepPrivate(QSettings().fileName());
    QSettings settings;
    // Before the command line is parsed, so that its help and errors are translated too.
    vmray::installTranslations(vmray::chooseLocale(
        vmray::languageFromArguments(QApplication::arguments()), vmray::storedLanguage(settings)));

    vmray::CommandLine commandLine = vmray::parseCommandLine(QApplication::arguments());
    commandLine.password = std::exchange(environmentPassword, QString());
    if (const int limit = vmray::storedMaxResponseMiB(settings); limit > 0)
        vmray::kube::RequestPolicy::setDefaultMaxResponseBytes(qint64(limit) * 1024 * 1024);
    vmray::Application application(std::move(commandLine));
    application.start();
    return QApplication::exec();
}
