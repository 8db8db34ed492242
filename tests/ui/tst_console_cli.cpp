// The console binary started the scripted way: --server, --ca-file and --username with the
// password in VMRAY_CONSOLE_PASSWORD connect without a dialog; the profile is saved without the
// password; a wrong password is reported, not retried.
#include "emulatorfixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestConsoleCli : public QObject
{
    Q_OBJECT

    EmulatorFixture m_emu;

    // Runs the console until its log shows `expected`; returns the log.
    QString runUntil(const QString &configHome, const QString &password, const QString &expected)
    {
        QProcess console;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, configHome);
        env.insert(u"QT_LOGGING_RULES"_s, u"vmray.connect=true"_s);
        env.insert(u"VMRAY_CONSOLE_PASSWORD"_s, password);
        console.setProcessEnvironment(env);
        console.setProcessChannelMode(QProcess::MergedChannels);
        console.start(QStringLiteral(VMRAY_CONSOLE_PATH),
            { u"--server"_s,
                u"127.0.0.1:%1"_s.arg(m_emu.url().port()),
                u"--ca-file"_s,
                m_emu.caFile(),
                u"--username"_s,
                m_emu.username() });
        QString log;
        const bool seen = QTest::qWaitFor(
            [&] {
                log += QString::fromUtf8(console.readAll());
                return log.contains(expected) || console.state() == QProcess::NotRunning;
            },
            60000);
        console.terminate();
        if (!console.waitForFinished(20000))
            console.kill();
        log += QString::fromUtf8(console.readAll());
        if (!seen || !log.contains(expected))
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
    }

    void reportsAWrongPassword()
    {
        QTemporaryDir config;
        const QString log = runUntil(config.path(), u"not-the-password"_s, u"failed:"_s);
        QVERIFY2(log.contains(u"failed: \"auth 401"_s), qPrintable(log));
        QVERIFY(!log.contains(u"Connected to"_s));
        QVERIFY(!log.contains(u"not-the-password"_s));
    }
};

QTEST_GUILESS_MAIN(TestConsoleCli)
#include "tst_console_cli.moc"
