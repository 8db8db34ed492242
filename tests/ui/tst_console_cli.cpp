// The console binary started the scripted way: --server, --ca-file and --username with the
// password in VMRAY_CONSOLE_PASSWORD connect without a dialog; the profile is saved without the
// password; a wrong password is reported, not retried.
#include "emulatorfixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <utility>

#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;

class TestConsoleCli : public QObject
{
    Q_OBJECT

    EmulatorFixture m_emu;
    bool m_consoleEndedBadly = false;

    QStringList serverArguments() const
    {
        return { u"--server"_s,
            u"127.0.0.1:%1"_s.arg(m_emu.url().port()),
            u"--ca-file"_s,
            m_emu.caFile(),
            u"--username"_s,
            m_emu.username() };
    }

    // Runs the console until its log shows `expected`; returns the log.
    QString runUntil(const QString &configHome, const QString &password, const QString &expected)
    {
        return runUntil(configHome, password, serverArguments(), [&expected](const QString &log) {
            return log.contains(expected);
        });
    }

    // Runs the console with `arguments` until `done` holds for its log; returns the log.
    QString runUntil(const QString &configHome,
        const QString &password,
        const QStringList &arguments,
        const std::function<bool(const QString &)> &done)
    {
        QProcess console;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, configHome);
        env.insert(u"XDG_DATA_HOME"_s, configHome + u"/data"_s); // the task log
        env.insert(u"QT_LOGGING_RULES"_s, u"vmray.connect=true"_s);
        env.insert(u"VMRAY_CONSOLE_PASSWORD"_s, password);
        console.setProcessEnvironment(env);
        console.setProcessChannelMode(QProcess::MergedChannels);
        console.start(QStringLiteral(VMRAY_CONSOLE_PATH), arguments);
        QString log;
        bool seen = false;
        const bool ended = QTest::qWaitFor(
            [&] {
                log += QString::fromUtf8(console.readAll());
                seen = done(log);
                return seen || console.state() == QProcess::NotRunning;
            },
            60000);
        console.terminate();
        if (!console.waitForFinished(20000))
            console.kill();
        log += QString::fromUtf8(console.readAll());
        // However it went, the console ends cleanly when asked to.
        if (console.exitStatus() != QProcess::NormalExit || console.exitCode() != 0
            || hasSanitizerReport(log.toUtf8())) {
            qWarning("console log:\n%s", qPrintable(log));
            m_consoleEndedBadly = true;
        }
        if (!seen || !ended)
            qWarning("console log:\n%s", qPrintable(log));
        return log;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_emu.start({ u"--seed"_s, u"demo"_s })); }
    void cleanupTestCase() { QCOMPARE(m_emu.stop(), 0); }

    void connectsWithThePasswordFromTheEnvironment()
    {
        QTemporaryDir config;
        const QString server = u"127.0.0.1:%1"_s.arg(m_emu.url().port());
        const QString log = runUntil(config.path(), m_emu.password(), u"Connected to"_s);
        QVERIFY(log.contains(u"Connected to \"%1\" as \"%2\""_s.arg(server, m_emu.username())));
        QVERIFY(!log.contains(m_emu.password()));
        QFile settings(config.filePath(u"vmray-console/vmray-console.conf"_s));
        QVERIFY2(settings.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray stored = settings.readAll();
        QVERIFY(stored.contains(server.toUtf8()));
        QVERIFY(stored.contains(m_emu.caFile().toUtf8()));
        QVERIFY(!stored.contains(m_emu.password().toUtf8()));
        // The saved connections and the task log are the user's alone, and so is the folder
        // the console made for them.
        const auto ownerOnly = QFile::ReadOwner | QFile::WriteOwner;
        QCOMPARE(settings.permissions() & 0x7077, ownerOnly);
        QCOMPARE(QFileInfo(config.filePath(u"vmray-console"_s)).permissions() & 0x7077,
            ownerOnly | QFile::ExeOwner);
        const QString tasks = config.filePath(u"data/vmray-console/vmray-console/tasks.jsonl"_s);
        QVERIFY2(QFileInfo::exists(tasks), qPrintable(tasks));
        QCOMPARE(QFileInfo(tasks).permissions() & 0x7077, ownerOnly);
        QCOMPARE(QFileInfo(QFileInfo(tasks).absolutePath()).permissions() & 0x7077,
            ownerOnly | QFile::ExeOwner);
        QVERIFY(!m_consoleEndedBadly);
    }

    void connectsToAnApiPortOfItsOwn()
    {
        // As on a Supervisor: WCP on one port, the Kubernetes API on another. The WCP port
        // answers no API request, so a 200 for one shows the console used --api-port.
        EmulatorFixture split;
        QTemporaryDir dir;
        const QString requests = dir.filePath(u"requests.log"_s);
        QVERIFY(split.start(
            { u"--seed"_s, u"demo"_s, u"--api-port"_s, u"0"_s, u"--request-log"_s, requests }));
        const QUrl api(split.ready().value(u"api_url"_s).toString());
        QVERIFY(api.port() > 0 && api.port() != split.url().port());
        QCOMPARE(
            split.get(u"/apis/vmray.broadcom.com/v1alpha1/vmrayclusters"_s, split.login(0)).status,
            404); // not on the WCP port
        const auto servedApiList = [&requests] {
            QFile log(requests);
            if (!log.open(QIODevice::ReadOnly))
                return false;
            const QString text = QString::fromUtf8(log.readAll());
            return text.contains(u"POST /wcp/login 200"_s)
                && text.contains(QRegularExpression(u"GET /apis/vmray[^ ]*/vmrayclusters 200"_s));
        };
        const QString log = runUntil(dir.path(),
            split.password(),
            { u"--server"_s,
                u"127.0.0.1:%1"_s.arg(split.url().port()),
                u"--api-port"_s,
                QString::number(api.port()),
                u"--ca-file"_s,
                split.caFile(),
                u"--username"_s,
                split.username() },
            [&servedApiList](const QString &consoleLog) {
                return consoleLog.contains(u"Connected to"_s) && servedApiList();
            });
        QFile served(requests);
        served.open(QIODevice::ReadOnly);
        const QString servedText = QString::fromUtf8(served.readAll());
        QVERIFY2(servedApiList(), qPrintable(log + servedText));
        QVERIFY2(log.contains(u"Connected to"_s), qPrintable(log + servedText));
        QVERIFY(!m_consoleEndedBadly);
        QCOMPARE(split.stop(), 0);
    }

    void reportsAWrongPassword()
    {
        QTemporaryDir config;
        const QString log = runUntil(config.path(), u"not-the-password"_s, u"failed:"_s);
        QVERIFY2(log.contains(u"failed: \"auth 401"_s), qPrintable(log));
        QVERIFY(!log.contains(u"Connected to"_s));
        QVERIFY(!log.contains(u"not-the-password"_s));
        QVERIFY(!m_consoleEndedBadly);
    }

    void keepsThePasswordFromItsChildren()
    {
        // The sandbox's emulator is a child of the console: it must not inherit the password.
        const QByteArray canary = "canary-password-7f3a";
        QTemporaryDir config;
        QProcess console;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, config.path());
        env.insert(u"QT_LOGGING_RULES"_s, u"vmray.connect=true"_s);
        env.insert(u"VMRAY_CONSOLE_PASSWORD"_s, QString::fromLatin1(canary));
        console.setProcessEnvironment(env);
        console.setProcessChannelMode(QProcess::MergedChannels);
        console.start(QStringLiteral(VMRAY_CONSOLE_PATH),
            { u"--sandbox"_s, u"--sandbox-seed"_s, u"empty"_s });
        QString log;
        const bool connected = QTest::qWaitFor(
            [&] {
                log += QString::fromUtf8(console.readAll());
                return log.contains(u"Connected to"_s) || console.state() == QProcess::NotRunning;
            },
            60000);
        QVERIFY2(connected && log.contains(u"Connected to"_s), qPrintable(log));

        // Its children, from /proc: the emulator among them.
        QStringList children;
        const QString tasks = u"/proc/%1/task"_s.arg(console.processId());
        for (const QString &task : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile list(tasks + u'/' + task + u"/children"_s);
            if (list.open(QIODevice::ReadOnly))
                children += QString::fromLatin1(list.readAll()).split(u' ', Qt::SkipEmptyParts);
        }
        bool sawEmulator = false;
        for (const QString &pid : std::as_const(children)) {
            QFile cmdline(u"/proc/%1/cmdline"_s.arg(pid.trimmed()));
            QFile environment(u"/proc/%1/environ"_s.arg(pid.trimmed()));
            if (!cmdline.open(QIODevice::ReadOnly) || !environment.open(QIODevice::ReadOnly))
                continue;
            sawEmulator |= cmdline.readAll().contains("vmray-supervisor-emulator");
            const QByteArray inherited = environment.readAll();
            QVERIFY2(!inherited.contains(canary), qPrintable(pid));
            QVERIFY2(!inherited.contains("VMRAY_CONSOLE_PASSWORD"), qPrintable(pid));
            QVERIFY(inherited.contains("XDG_CONFIG_HOME")); // the rest of it is inherited
        }
        QVERIFY2(sawEmulator, qPrintable(children.join(u',')));
        // Nor does the console's own starting environment, as /proc shows it, keep the value.
        QFile own(u"/proc/%1/environ"_s.arg(console.processId()));
        QVERIFY(own.open(QIODevice::ReadOnly));
        QVERIFY(!own.readAll().contains(canary));

        // SIGTERM ends it as closing the window does: cleanly, its emulator stopped.
        console.terminate();
        QVERIFY(console.waitForFinished(30000));
        log += QString::fromUtf8(console.readAll());
        QCOMPARE(console.exitStatus(), QProcess::NormalExit);
        QVERIFY2(console.exitCode() == 0 && !hasSanitizerReport(log.toUtf8()), qPrintable(log));
        QVERIFY(!log.contains(QString::fromLatin1(canary)));
    }

    void checksYamlWithoutADisplay()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(u"good.yaml"_s);
        const QString bad = dir.filePath(u"bad.yaml"_s);
        const QByteArray valid = "apiVersion: vmray.broadcom.com/v1alpha1\nkind: VMRayCluster\n"
                                 "metadata:\n  name: test-ray\nspec:\n"
                                 "  api_server:\n    location: 10.0.0.10\n"
                                 "  ray_docker_image: rayproject/ray:latest\n"
                                 "  head_node:\n    node_type: head\n  worker_node: {}\n"
                                 "  common_node_config:\n    vm_image: vmi-1\n"
                                 "    storage_class: sc\n    vm_user: ray\n"
                                 "    vm_password_salt_hash: $6$salt$hash\n    max_workers: 3\n"
                                 "    available_node_types:\n"
                                 "      head: {vm_class: c, min_workers: 0, max_workers: 0}\n"
                                 "      w: {vm_class: c, min_workers: 1, max_workers: 3}\n";
        QByteArray invalid = valid;
        invalid.replace("    max_workers: 3\n", "    max_workers: 0\n");
        invalid.replace("  name: test-ray\n", "  name: Test_Ray\n");
        for (const auto &[path, text] : { std::pair { good, valid }, std::pair { bad, invalid } }) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        const QTemporaryDir config; // no stored language of the user running the test
        const auto run = [&config](const QStringList &args,
                             QByteArray *out,
                             const QString &locale = u"en_US.UTF-8"_s,
                             QByteArray *errors = nullptr) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"LC_ALL"_s, locale);
            env.insert(u"XDG_CONFIG_HOME"_s, config.path());
            env.remove(u"DISPLAY"_s);
            env.remove(u"WAYLAND_DISPLAY"_s);
            env.remove(u"QT_QPA_PLATFORM"_s);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(VMRAY_CONSOLE_PATH), args);
            p.waitForFinished(60000);
            *out = p.readAllStandardOutput();
            if (errors)
                *errors = p.readAllStandardError();
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QByteArray out;
        QCOMPARE(run({ u"--check-yaml"_s, good }, &out), 0);
        QVERIFY2(out.isEmpty(), out.constData());
        QCOMPARE(run({ u"--check-yaml"_s, good, bad }, &out), 1);
        const QString text = QString::fromUtf8(out);
        QVERIFY2(text.contains(bad + u":4:9: error: metadata.name: "_s), qPrintable(text));
        QVERIFY2(text.contains(bad + u":17:18: error: spec.common_node_config.max_workers: "_s),
            qPrintable(text));
        QVERIFY(!text.contains(good));
        QCOMPARE(run({ u"--to-cr"_s, good }, &out), 0);
        QVERIFY(out.startsWith("apiVersion: vmray.broadcom.com/v1alpha1\nkind: VMRayCluster\n"));
        QVERIFY(out.contains("worker_node:"));
        QCOMPARE(run({ u"--check-yaml"_s, dir.filePath(u"missing.yaml"_s) }, &out), 1);

        // --help and --version answer without a display, in the language asked for.
        QCOMPARE(run({ u"--version"_s }, &out), 0);
        QVERIFY2(out.startsWith("vmray-console "), out.constData());
        QCOMPARE(run({ u"--help"_s }, &out), 0);
        QVERIFY2(out.contains("--check-yaml"), out.constData());
        QVERIFY(out.contains("--sandbox"));
        QCOMPARE(run({ u"--language"_s, u"de"_s, u"--help"_s }, &out), 0);
        QVERIFY2(out.contains("Konsole"), out.constData());

        // What is no regular file, or larger than a cluster can be, is refused before it is
        // read: a link to /dev/zero once filled the memory, a FIFO hung the check, and a file
        // of 500 MB was read whole. Each now ends at once with a sentence.
        const QString zero = dir.filePath(u"zero.yaml"_s);
        QVERIFY(QFile::link(u"/dev/zero"_s, zero));
        const QString fifo = dir.filePath(u"fifo.yaml"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString sparse = dir.filePath(u"sparse.yaml"_s);
        {
            QFile f(sparse);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(500LL * 1024 * 1024));
        }
        const QList<QPair<QString, QString>> refused { { zero, u"is a device"_s },
            { fifo, u"is a pipe (FIFO)"_s },
            { sparse, u"is larger than 2 MiB"_s } };
        for (const auto &[path, says] : refused) {
            QByteArray errors;
            QCOMPARE(run({ u"--check-yaml"_s, path }, &out, u"en_US.UTF-8"_s, &errors), 1);
            QVERIFY2(errors.contains((path + u":0:0: error: "_s + path + u' ' + says).toUtf8()),
                errors.constData());
        }

        // Problems are worded in the system's language, with plural forms in English too.
        const QString deep = dir.filePath(u"deep.yaml"_s);
        {
            QFile f(deep);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("spec: " + QByteArray(100, '[') + QByteArray(100, ']') + '\n');
        }
        QCOMPARE(run({ u"--check-yaml"_s, deep }, &out), 1);
        QVERIFY2(out.contains("The YAML is nested more than 64 levels deep."), out.constData());
        QCOMPARE(run({ u"--check-yaml"_s, deep }, &out, u"de_DE.UTF-8"_s), 1);
        QVERIFY2(
            QString::fromUtf8(out).contains(u"Das YAML ist tiefer als 64 Ebenen verschachtelt."_s),
            out.constData());
    }
};

QTEST_GUILESS_MAIN(TestConsoleCli)
#include "tst_console_cli.moc"
