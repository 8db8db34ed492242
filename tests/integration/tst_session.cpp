// A Supervisor session against the emulator: login, renewal before the token expires, a single
// re-login request when requests are refused, and caches that carry on afterwards.
#include "emulatorfixture.h"
#include "supervisor/credentialstore.h"
#include "supervisor/session.h"

#include <QNetworkAccessManager>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using CacheState = kube::ResourceCache::State;

class TestSession : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    // A manager per test, as each console has its own: a test's connections end with it.
    std::unique_ptr<QNetworkAccessManager> network;

    static ConnectionProfile profile(const EmulatorFixture &e, int user)
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(e.url().port()), e.username(user));
        p.apiPort = e.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = e.caFile();
        return p;
    }
    ConnectionProfile profile(int user) { return profile(emu, user); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--token-ttl"_s, u"6"_s }));
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }
    void init() { network = std::make_unique<QNetworkAccessManager>(); }
    void cleanup() { network.reset(); }

    void shouldLogInStoreTheTokenAndAskForRenewalOnce()
    {
        MemoryCredentialStore keychain;
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"console.conf"_s), QSettings::IniFormat);
        const ConnectionProfile p = profile(0);
        ProfileStore(&settings).save(p);

        SupervisorSession session(network.get(), p, &keychain);
        session.setRenewalMargin(std::chrono::seconds(3));
        QSignalSpy loggedIn(&session, &SupervisorSession::loggedIn);
        QSignalSpy renew(&session, &SupervisorSession::reloginRequested);
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));
        QCOMPARE(session.state(), SupervisorSession::State::Active);
        const qint64 left = QDateTime::currentDateTimeUtc().secsTo(session.expiry());
        QVERIFY2(left > 3 && left <= 6, qPrintable(QString::number(left)));
        QTRY_VERIFY(keychain.entries.contains(CredentialStore::tokenKey(p.id)));
        const QByteArray token = keychain.entries.value(CredentialStore::tokenKey(p.id));

        // Before expiry (by the margin, or a quarter of a short token's life) it asks, once.
        QVERIFY(renew.wait(10000));
        QCOMPARE(session.state(), SupervisorSession::State::NeedsLogin);
        QVERIFY(!renew.first().first().value<Phrase>().isEmpty());
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));
        QCOMPARE(renew.count(), 1);
        QCOMPARE(session.state(), SupervisorSession::State::Active);

        // Secrets went to the keychain only.
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains(p.username.toUtf8()));
        QVERIFY(!text.contains(token));
        QVERIFY(!text.contains(emu.password(0).toUtf8()));
    }

    void shouldReportAWrongPassword()
    {
        SupervisorSession session(network.get(), profile(1), nullptr);
        QSignalSpy failed(&session, &SupervisorSession::loginFailed);
        session.login(u"wrong"_s);
        QVERIFY(failed.wait(30000));
        QCOMPARE(
            failed.first().first().value<kube::KubeError>().kind(), kube::KubeError::Kind::Auth);
        QCOMPARE(session.state(), SupervisorSession::State::LoggedOut);
    }

    void shouldPauseCachesOnceAndResumeThemAfterLogin()
    {
        // Tokens that outlive the test, so only the injected lapse asks for a login.
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s }));
        SupervisorSession session(network.get(), profile(emu, 0), nullptr);
        QSignalSpy loggedIn(&session, &SupervisorSession::loggedIn);
        QSignalSpy relogin(&session, &SupervisorSession::reloginRequested);
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));

        kube::ResourceCache clusters(session.client(),
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-prod/vmrayclusters"_s);
        kube::ResourceCache secrets(session.client(), u"/api/v1/namespaces/ray-prod/secrets"_s);
        session.track(&clusters);
        session.track(&secrets);
        clusters.start();
        secrets.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            clusters.state() == CacheState::Live && secrets.state() == CacheState::Live, 30000);
        const int clustersBefore = static_cast<int>(clusters.objects().size());

        // Every token lapses and the streams break: both caches are refused.
        QVERIFY(emu.fault(QJsonObject { { u"expireTokens"_s, true } }));
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_VERIFY_WITH_TIMEOUT(
            clusters.state() == CacheState::Paused && secrets.state() == CacheState::Paused, 30000);
        QCOMPARE(relogin.count(), 1);
        QCOMPARE(emu.request("POST",
                        u"/api/v1/namespaces/ray-prod/secrets"_s,
                        R"({"metadata":{"name":"made-while-paused"}})",
                        emu.adminToken())
                     .status,
            201);

        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(
            clusters.state() == CacheState::Live && secrets.state() == CacheState::Live, 30000);
        QTRY_VERIFY([&] {
            for (const QJsonObject &o : secrets.objects())
                if (o.value(u"metadata"_s).toObject().value(u"name"_s).toString()
                    == u"made-while-paused"_s)
                    return true;
            return false;
        }());
        QCOMPARE(clusters.relistCount(), 0);
        QCOMPARE(secrets.relistCount(), 0);
        QCOMPARE(static_cast<int>(clusters.objects().size()), clustersBefore);
        QCOMPARE(relogin.count(), 1);
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
