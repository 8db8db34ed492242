// The headless alarm feed as a monitoring system runs it: `vmray-console --alarms` against the
// sandbox's two Supervisors, answering with the Nagios/Icinga exit codes, and with --follow a JSON
// line for a Ray node killed through the sandbox emulator's admin hooks within 10 s.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::Literals::StringLiterals;

namespace {
// The sandbox's fleets are healthy: every cluster runs, no quota is near its limit.
const QStringList healthySandbox {
    u"--sandbox"_s, u"--sandbox-supervisors"_s, u"2"_s, u"--sandbox-seed"_s, u"fleet:20"_s
};
} // namespace

class TestAlarmFeed : public QObject
{
    Q_OBJECT

    QTemporaryDir home;

    void prepare(QProcess &feed, const QStringList &arguments)
    {
        // A home of its own: no saved Supervisor, settings or keychain of the user's is read.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, home.path());
        env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        env.remove(u"DISPLAY"_s);
        env.remove(u"WAYLAND_DISPLAY"_s);
        feed.setProcessEnvironment(env);
        feed.setProgram(QStringLiteral(VMRAY_CONSOLE_PATH));
        feed.setArguments(QStringList { u"--alarms"_s } + arguments);
    }

    // Runs the feed to its end; its exit code, with standard output in `out`.
    int run(const QStringList &arguments, QByteArray *out)
    {
        QProcess feed;
        prepare(feed, arguments);
        feed.start();
        if (!feed.waitForFinished(120000)) {
            feed.kill();
            feed.waitForFinished();
            return -1;
        }
        *out = feed.readAllStandardOutput();
        if (feed.exitStatus() != QProcess::NormalExit)
            return -2;
        return feed.exitCode();
    }

    static QList<QJsonObject> jsonLines(const QByteArray &out)
    {
        QList<QJsonObject> lines;
        for (const QByteArray &line : out.split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (!doc.isObject())
                return { QJsonObject { { u"unreadable"_s, QString::fromUtf8(line) } } };
            lines << doc.object();
        }
        return lines;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(home.isValid()); }

    void shouldAnswerOkForAHealthyFleet()
    {
        QByteArray out;
        QCOMPARE(run(healthySandbox + QStringList { u"--format"_s, u"json"_s }, &out), 0);
        QCOMPARE(jsonLines(out), QList<QJsonObject> {});
    }

    void shouldAnswerInTextAsAPluginDoes()
    {
        QByteArray out;
        QCOMPARE(run(healthySandbox, &out), 0);
        QVERIFY2(out.startsWith("OK - "), out.constData());
    }

    void shouldRefuseAnUnknownFormat()
    {
        QByteArray out;
        QCOMPARE(run({ u"--sandbox"_s, u"--format"_s, u"xml"_s }, &out), 3);
    }

    void shouldFollowARayNodeKilledWithinTenSeconds()
    {
        QProcess feed;
        prepare(feed, healthySandbox + QStringList { u"--follow"_s, u"--format"_s, u"json"_s });
        feed.start();
        QVERIFY(feed.waitForStarted());
        // Where the first sandbox listens, and when every Supervisor has been read once.
        QByteArray errors;
        QString url;
        QString readyFile;
        const QRegularExpression where(u"sandbox-1: (\\S+) \\(ready file (\\S+)\\)"_s);
        QElapsedTimer clock;
        clock.start();
        while (!errors.contains("following the alarms") && clock.elapsed() < 90000) {
            if (!feed.waitForReadyRead(1000) && feed.state() != QProcess::Running)
                break;
            errors += feed.readAllStandardError();
        }
        QVERIFY2(errors.contains("following the alarms"), errors.constData());
        const QRegularExpressionMatch m = where.match(QString::fromUtf8(errors));
        QVERIFY2(m.hasMatch(), errors.constData());
        url = m.captured(1);
        readyFile = m.captured(2);
        QCOMPARE(jsonLines(feed.readAllStandardOutput()), QList<QJsonObject> {});

        // The sandbox's first user may use its admin hooks.
        QFile ready(readyFile);
        QVERIFY(ready.open(QIODevice::ReadOnly));
        const QJsonObject endpoint = QJsonDocument::fromJson(ready.readAll()).object();
        const QJsonObject user = endpoint[u"users"_s].toArray().first().toObject();
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(
            QSslCertificate::fromPath(endpoint[u"ca_file"_s].toString(), QSsl::Pem));
        QNetworkAccessManager nam;
        const auto call = [&](const QByteArray &verb,
                              const QString &path,
                              const QByteArray &body,
                              const QByteArray &authorization) {
            QNetworkRequest request(QUrl(url + path));
            request.setSslConfiguration(ssl);
            request.setRawHeader("Content-Type", "application/json");
            request.setRawHeader("Authorization", authorization);
            QNetworkReply *reply = nam.sendCustomRequest(request, verb, body);
            QSignalSpy done(reply, &QNetworkReply::finished);
            done.wait(30000);
            const QByteArray answer = reply->readAll();
            reply->deleteLater();
            return QJsonDocument::fromJson(answer).object();
        };
        const QByteArray basic = "Basic "
            + (user[u"username"_s].toString() + u':' + user[u"password"_s].toString())
                  .toUtf8()
                  .toBase64();
        const QString token = call("POST", u"/wcp/login"_s, {}, basic)[u"session_id"_s].toString();
        QVERIFY(!token.isEmpty());
        const QByteArray bearer = "Bearer " + token.toUtf8();
        const QJsonArray vms = call("GET",
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/fleet-0/virtualmachines"_s,
            {},
            bearer)[u"items"_s]
                                   .toArray();
        QString worker;
        QString cluster;
        for (const QJsonValue vm : vms) {
            const QString name = vm[u"metadata"_s][u"name"_s].toString();
            if (name.contains(u"-w-"_s)) {
                worker = name;
                cluster = name.left(name.indexOf(u"-w-"_s));
                break;
            }
        }
        QVERIFY(!worker.isEmpty());
        clock.restart();
        const QJsonObject fault { { u"rayNode"_s,
            QJsonObject {
                { u"namespace"_s, u"fleet-0"_s }, { u"vm"_s, worker }, { u"dead"_s, true } } } };
        call("POST", u"/emulator/v1/faults"_s, QJsonDocument(fault).toJson(), bearer);

        QByteArray out;
        QList<QJsonObject> lines;
        while (lines.isEmpty() && clock.elapsed() < 10000) {
            feed.waitForReadyRead(500);
            out += feed.readAllStandardOutput();
            if (out.endsWith('\n'))
                lines = jsonLines(out);
        }
        QVERIFY2(!lines.isEmpty(), "no line within 10 s");
        QVERIFY2(lines.size() == 1, out.constData());
        const QJsonObject &alarm = lines.first();
        QCOMPARE(alarm[u"definition"_s].toString(), u"ray-node-dead"_s);
        QCOMPARE(alarm[u"status"_s].toString(), u"red"_s);
        QCOMPARE(alarm[u"supervisor"_s].toString(), u"sandbox-1"_s);
        QCOMPARE(alarm[u"namespace"_s].toString(), u"fleet-0"_s);
        QCOMPARE(alarm[u"cluster"_s].toString(), cluster);
        QCOMPARE(alarm[u"node"_s].toString(), worker);

        // Stopped, it answers for what is triggered now: critical.
        ::kill(static_cast<pid_t>(feed.processId()), SIGTERM);
        QVERIFY(feed.waitForFinished(30000));
        QCOMPARE(feed.exitStatus(), QProcess::NormalExit);
        QCOMPARE(feed.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestAlarmFeed)
#include "tst_alarm_feed.moc"
