// Sandbox mode's launcher: it starts the real emulator, reports where it listens, explains
// failures in words, and leaves no emulator behind.
#include "supervisor/sandboxsupervisor.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::SandboxEndpoint;
using vmray::SandboxSupervisor;

class TestSandboxSupervisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesTheReadyFile_data()
    {
        // URLs escape their slashes here: moc reads "//" inside raw strings as a comment.
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addRow("complete") << QByteArray(
            "{\"url\":\"https:\\/\\/127.0.0.1:5\",\"ca_file\":\"/x/"
            "ca.crt\",\"users\":[{\"username\":\"a\",\"password\":\"p\",\"namespaces\":[\"n1\"]}]}")
                                  << true;
        QTest::addRow("not JSON") << QByteArray("{url") << false;
        QTest::addRow("no users") << QByteArray(
            "{\"url\":\"https:\\/\\/127.0.0.1:5\",\"users\":[]}")
                                  << false;
        QTest::addRow("plain http")
            << QByteArray("{\"url\":\"http:\\/\\/127.0.0.1:5\",\"users\":[{\"username\":\"a\"}]}")
            << false;
    }

    void parsesTheReadyFile()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        SandboxEndpoint endpoint;
        vmray::Phrase error;
        QCOMPARE(SandboxSupervisor::parseReadyFile(json, &endpoint, &error), ok);
        QCOMPARE(error.isEmpty(), ok);
        if (ok) {
            QCOMPARE(endpoint.url.port(), 5);
            QCOMPARE(endpoint.users.value(0).namespaces, QStringList { u"n1"_s });
        }
    }

    void startsTheEmulatorAndStopsIt()
    {
        SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(QStringLiteral(VMRAY_EMULATOR_PATH));
        sandbox.setExtraArguments({ u"--seed"_s, u"empty"_s });
        QSignalSpy ready(&sandbox, &SandboxSupervisor::ready);
        QSignalSpy failed(&sandbox, &SandboxSupervisor::failed);
        sandbox.start();
        QVERIFY(ready.wait(60000));
        QCOMPARE(failed.count(), 0);
        QVERIFY(sandbox.isReady());
        QCOMPARE(sandbox.endpoint().url.scheme(), u"https"_s);
        QCOMPARE(sandbox.endpoint().users.first().username, u"administrator@vsphere.local"_s);
        QVERIFY(!sandbox.endpoint().users.first().password.isEmpty());
        QVERIFY(QFile::exists(sandbox.endpoint().caFile));
        const QString ca = sandbox.endpoint().caFile;
        sandbox.stop();
        // The emulator removes its state (the generated CA) when it stops cleanly.
        QTRY_VERIFY(!QFile::exists(ca));
        QCOMPARE(failed.count(), 0); // a requested stop is not a failure
    }

    void explainsAMissingEmulator()
    {
        SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(QString());
        QSignalSpy failed(&sandbox, &SandboxSupervisor::failed);
        sandbox.start();
        QCOMPARE(failed.count(), 1);
        QVERIFY(
            failed.first().first().value<vmray::Phrase>().english().contains(u"was not found"_s));
    }

    void passesOnTheEmulatorsOwnWords()
    {
        SandboxSupervisor sandbox;
        sandbox.setEmulatorPath(QStringLiteral(VMRAY_EMULATOR_PATH));
        sandbox.setExtraArguments({ u"--seed"_s, u"nonsense"_s });
        QSignalSpy failed(&sandbox, &SandboxSupervisor::failed);
        sandbox.start();
        QVERIFY(failed.wait(30000));
        const QString message = failed.first().first().value<vmray::Phrase>().english();
        QVERIFY2(message.contains(u"exited with code 2"_s), qPrintable(message));
        QVERIFY2(message.contains(u"--seed expects demo, empty or fleet:N"_s), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestSandboxSupervisor)
#include "tst_sandboxsupervisor.moc"
