// The connection policy without widgets, against the emulator over HTTPS with a self-signed
// certificate and the real keychain: which credential it tries, when it asks for a password or a
// trust decision, what reaches the server (the emulator's request log) and what the keychain and
// the saved profiles keep.
#include "emulatorfixture.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/credentialstore.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

using State = ConnectionPolicy::State;
using Relogin = ConnectionPolicy::Relogin;

namespace {

// One console's worth of policy: its settings file, saved profiles, network and what the policy
// said.
struct Harness
{
    Harness(const QString &settingsFile, CredentialStore *credentials)
        : settings(settingsFile, QSettings::IniFormat)
        , profiles(&settings)
        , policy(&network, &profiles, credentials)
    {
        QObject::connect(&policy, &ConnectionPolicy::stateChanged, [this](State s) {
            states.append(s);
        });
        QObject::connect(
            &policy, &ConnectionPolicy::needPassword, [this](const ConnectionSetback &s) {
                passwordRequests.append(s);
            });
        QObject::connect(&policy,
            &ConnectionPolicy::needTrustDecision,
            [this](const ConnectionSetback &s, const TrustQuestion &q) {
                trustSetbacks.append(s);
                trustQuestions.append(q);
            });
        QObject::connect(&policy, &ConnectionPolicy::failed, [this](const ConnectionSetback &s) {
            failures.append(s);
        });
    }

    QSettings settings;
    ProfileStore profiles;
    QNetworkAccessManager network;
    ConnectionPolicy policy;
    QList<State> states;
    QList<ConnectionSetback> passwordRequests;
    QList<ConnectionSetback> trustSetbacks;
    QList<TrustQuestion> trustQuestions;
    QList<ConnectionSetback> failures;
};

} // namespace

class TestConnectionPolicy : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    EmulatorFixture m_emu;
    std::unique_ptr<CredentialStore> m_credentials;
    int m_settingsFiles = 0;

    QString requestLog() const { return m_dir.filePath(u"requests.log"_s); }

    // Every request the emulator answered so far, one line each ("POST /wcp/login 200").
    QStringList requestsServed() const
    {
        QFile log(requestLog());
        if (!log.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(log.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }
    QStringList requestsSince(qsizetype mark) const { return requestsServed().mid(mark); }
    // Every attempt begins at WCP: a login with the password, or the workloads with a token.
    // Nothing else is looked at, as a watch of an earlier connection is logged when it ends.
    QStringList wcpRequestsSince(qsizetype mark) const
    {
        return requestsSince(mark).filter(u" /wcp/"_s);
    }

    std::unique_ptr<Harness> harness()
    {
        return std::make_unique<Harness>(
            m_dir.filePath(u"settings-%1.ini"_s.arg(++m_settingsFiles)), m_credentials.get());
    }

    // A profile of its own (the keychain outlives a test), trusting the emulator's certificate.
    ConnectionProfile emulatorProfile() const
    {
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(m_emu.url().port()), m_emu.username());
        p.apiPort = m_emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        p.keepSession = true;
        p.rememberPassword = true;
        return p;
    }

    QByteArray readSecret(const QString &key, CredentialStore::Result *result = nullptr)
    {
        bool arrived = false;
        QByteArray value;
        CredentialStore::Result r = CredentialStore::Result::Failed;
        m_credentials->read(
            key, this, [&](CredentialStore::Result res, const QByteArray &secret, const QString &) {
                arrived = true;
                r = res;
                value = secret;
            });
        if (!QTest::qWaitFor(
                [&] {
                    return arrived;
                },
                20000))
            qWarning("the keychain did not answer");
        if (result)
            *result = r;
        return value;
    }

    CredentialStore::Result secretResult(const QString &key)
    {
        CredentialStore::Result result = CredentialStore::Result::Failed;
        readSecret(key, &result);
        return result;
    }

    bool writeSecret(const QString &key, const QByteArray &value)
    {
        bool arrived = false;
        CredentialStore::Result r = CredentialStore::Result::Failed;
        m_credentials->write(key, value, this, [&](CredentialStore::Result res, const QString &) {
            arrived = true;
            r = res;
        });
        return QTest::qWaitFor(
                   [&] {
                       return arrived;
                   },
                   20000)
            && r == CredentialStore::Result::Ok;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A Supervisor with its own self-signed certificate, as one is before a CA is set up.
        const QString cert = m_dir.filePath(u"supervisor.pem"_s);
        const QString key = m_dir.filePath(u"supervisor.key"_s);
        QVERIFY(runOpenssl({ u"req"_s,
            u"-x509"_s,
            u"-days"_s,
            u"2"_s,
            u"-subj"_s,
            u"/CN=supervisor.example"_s,
            u"-newkey"_s,
            u"ec"_s,
            u"-pkeyopt"_s,
            u"ec_paramgen_curve:P-256"_s,
            u"-nodes"_s,
            u"-keyout"_s,
            key,
            u"-out"_s,
            cert,
            u"-addext"_s,
            u"subjectAltName=IP:127.0.0.1"_s }));
        QVERIFY(m_emu.start({ u"--seed"_s,
            u"demo"_s,
            u"--cert"_s,
            cert,
            u"--key"_s,
            key,
            u"--request-log"_s,
            requestLog() }));

        // The real Secret Service where the suite provides one (always in CI).
        m_credentials = std::make_unique<KeychainCredentialStore>();
        CredentialStore::Result result = CredentialStore::Result::Failed;
        QString error;
        bool arrived = false;
        m_credentials->write(u"tst_connectionpolicy/probe"_s,
            "probe",
            this,
            [&](CredentialStore::Result r, const QString &e) {
                arrived = true;
                result = r;
                error = e;
            });
        QTRY_VERIFY_WITH_TIMEOUT(arrived, 20000);
        if (result != CredentialStore::Result::Ok) {
            if (qEnvironmentVariableIntValue("VMRAY_REQUIRE_KEYRING"))
                QFAIL(qPrintable(u"no usable keychain: "_s + error));
            qWarning("No keychain here, using memory (run under packaging/run-tests.sh): %s",
                qPrintable(error));
            m_credentials = std::make_unique<MemoryCredentialStore>();
        }
    }

    void cleanupTestCase() { QCOMPARE(m_emu.stop(), 0); }

    void aKeptTokenConnectsWithoutAsking()
    {
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        const qsizetype before = requestsServed().size();
        const QString token = m_emu.login();
        QVERIFY(!token.isEmpty());
        QVERIFY(writeSecret(CredentialStore::tokenKey(p.id), token.toUtf8()));
        QVERIFY(writeSecret(CredentialStore::passwordKey(p.id), m_emu.password().toUtf8()));
        // The emulator logs a request once it has answered: the test's own login first.
        QTRY_VERIFY_WITH_TIMEOUT(requestsSince(before).contains(u"POST /wcp/login 200"_s), 20000);
        const qsizetype mark = requestsServed().size();

        h->policy.connectTo(p, {});
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QCOMPARE(h->states,
            (QList<State> { State::TryingStoredToken, State::Connecting, State::Connected }));
        QVERIFY(h->passwordRequests.isEmpty());
        QVERIFY(h->policy.connection());
        QVERIFY(!h->policy.holdsSecret());
        // The token reached the Supervisor, the password did not.
        QTRY_VERIFY_WITH_TIMEOUT(requestsSince(mark).contains(u"GET /wcp/workloads 200"_s), 20000);
        const QStringList served = requestsSince(mark);
        QVERIFY2(served.filter(u"/wcp/login"_s).isEmpty(), qPrintable(served.join(u", ")));
        QCOMPARE(h->profiles.profiles().size(), 1);
        QCOMPARE(h->profiles.lastUsedId(), p.id);
    }

    void anExpiredTokenFallsBackToTheRememberedPassword()
    {
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        const qsizetype before = requestsServed().size();
        const QString token = m_emu.login();
        QVERIFY(!token.isEmpty());
        QVERIFY(writeSecret(CredentialStore::tokenKey(p.id), token.toUtf8()));
        QVERIFY(writeSecret(CredentialStore::passwordKey(p.id), m_emu.password().toUtf8()));
        // Its lifetime, as the token says, is far from over: only the Supervisor knows better.
        QVERIFY(m_emu.fault(QJsonObject { { u"expireTokens"_s, true } }));
        QTRY_VERIFY_WITH_TIMEOUT(
            requestsSince(before).contains(u"POST /emulator/v1/faults 200"_s), 20000);
        const qsizetype mark = requestsServed().size();

        h->policy.connectTo(p, {});
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QCOMPARE(h->states,
            (QList<State> { State::TryingStoredToken,
                State::Connecting,
                State::TryingRememberedPassword,
                State::Connecting,
                State::Connected }));
        QVERIFY(h->passwordRequests.isEmpty());
        // The token was refused before the password was sent.
        const auto refusedThenLoggedIn = [&] {
            const QStringList served = requestsSince(mark);
            const qsizetype refused = served.indexOf(u"GET /wcp/workloads 401"_s);
            return refused >= 0 && served.indexOf(u"POST /wcp/login 200"_s) > refused;
        };
        QTRY_VERIFY_WITH_TIMEOUT(refusedThenLoggedIn(), 20000);
        // The new session's token replaces the expired one.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QByteArray kept = readSecret(CredentialStore::tokenKey(p.id));
                return !kept.isEmpty() && kept != token.toUtf8();
            }(),
            20000);
    }

    void nothingStoredAsksForThePassword()
    {
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        const qsizetype mark = requestsServed().size();

        h->policy.connectTo(p, {});
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedPassword, 20000);
        QCOMPARE(h->states,
            (QList<State> {
                State::TryingStoredToken, State::TryingRememberedPassword, State::NeedPassword }));
        QCOMPARE(h->passwordRequests.size(), 1);
        const ConnectionSetback asked = h->passwordRequests.first();
        QCOMPARE(asked.profile.id, p.id);
        QVERIFY2(
            asked.reason.english().contains(m_emu.username()), qPrintable(asked.reason.english()));
        QVERIFY(!asked.error.isError());
        QVERIFY(asked.typedPassword.isEmpty());
        QCOMPARE(wcpRequestsSince(mark), QStringList());
        QVERIFY(!h->policy.connection());
        QVERIFY(h->profiles.profiles().isEmpty());
    }

    void aWrongPasswordIsAskedForAgainWithTheReason()
    {
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        h->policy.connectTo(p, {});
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedPassword, 20000);
        const qsizetype mark = requestsServed().size();

        h->policy.passwordGiven(u"not-the-password"_s);
        QCOMPARE(h->policy.state(), State::Connecting);
        QTRY_COMPARE_WITH_TIMEOUT(h->passwordRequests.size(), 2, 20000);
        QCOMPARE(h->policy.state(), State::NeedPassword);
        const ConnectionSetback again = h->passwordRequests.last();
        QCOMPARE(again.error.kind(), kube::KubeError::Kind::Auth);
        QVERIFY(again.reason.isEmpty()); // the Supervisor's answer is the reason
        QCOMPARE(again.profile.id, p.id);
        QCOMPARE(again.typedPassword, u"not-the-password"_s); // back for its field
        QVERIFY(!h->policy.holdsSecret());
        QTRY_VERIFY_WITH_TIMEOUT(requestsSince(mark).contains(u"POST /wcp/login 401"_s), 20000);
        QCOMPARE(
            secretResult(CredentialStore::passwordKey(p.id)), CredentialStore::Result::NotFound);
        QVERIFY(h->profiles.profiles().isEmpty());

        // The right one connects, and is remembered as the profile asks.
        h->policy.passwordGiven(m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QCOMPARE(h->passwordRequests.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(
            readSecret(CredentialStore::passwordKey(p.id)), m_emu.password().toUtf8(), 20000);
        QCOMPARE(h->profiles.profiles().size(), 1);
    }

    void aFirstSeenCertificateAsksForTrustAndRejectedSendsNothing()
    {
        auto h = harness();
        ConnectionProfile p = emulatorProfile();
        p.trust = ConnectionProfile::Trust::System;
        p.caFile.clear();
        const qsizetype mark = requestsServed().size();

        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedTrustDecision, 20000);
        QCOMPARE(h->trustQuestions.size(), 1);
        const TrustQuestion question = h->trustQuestions.first();
        QCOMPARE(question.kind, TrustQuestion::Kind::FirstSeen);
        const QString fingerprint = m_emu.ready().value(u"fingerprint_sha256"_s).toString();
        QVERIFY(!fingerprint.isEmpty());
        QCOMPARE(kube::sha256Fingerprint(question.presented), fingerprint);
        QCOMPARE(h->trustSetbacks.first().error.kind(), kube::KubeError::Kind::Tls);
        QCOMPARE(h->trustSetbacks.first().typedPassword, m_emu.password());
        QVERIFY(!h->policy.holdsSecret());

        h->policy.trustRejected();
        QCOMPARE(h->policy.state(), State::Failed);
        QCOMPARE(h->failures.size(), 1);
        QCOMPARE(h->failures.first().error.kind(), kube::KubeError::Kind::Tls);
        QVERIFY(h->failures.first().typedPassword.isEmpty());
        QVERIFY(!h->policy.connection());
        QVERIFY(h->profiles.profiles().isEmpty());
        QCOMPARE(wcpRequestsSince(mark), QStringList());
        // Once decided, the question is not open any more.
        h->policy.trustAccepted(m_emu.password());
        QCOMPARE(h->policy.state(), State::Failed);

        // Accepted with the password field emptied, nothing stored goes to the certificate
        // just trusted: the password is asked for, and nothing reaches the server.
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedTrustDecision, 20000);
        h->policy.trustAccepted({});
        QCOMPARE(h->policy.state(), State::NeedPassword);
        QVERIFY2(h->passwordRequests.last().reason.english().contains(u"first time"_s),
            qPrintable(h->passwordRequests.last().reason.english()));
        QCOMPARE(h->passwordRequests.last().profile.trust, ConnectionProfile::Trust::Pinned);
        h->policy.passwordGiven({});
        QCOMPARE(h->policy.state(), State::NeedPassword);
        QVERIFY(!h->policy.holdsSecret());
        QCOMPARE(wcpRequestsSince(mark), QStringList());

        // Asked again and accepted, the certificate is pinned and the password sent: the log
        // would have shown it above.
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedTrustDecision, 20000);
        h->policy.trustAccepted(m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(requestsSince(mark).contains(u"POST /wcp/login 200"_s), 20000);
        const ConnectionProfile saved = h->profiles.profiles().value(0);
        QCOMPARE(saved.trust, ConnectionProfile::Trust::Pinned);
        QCOMPARE(saved.pinnedSha256, fingerprint);
        QVERIFY(saved.pinnedValidUntil > QDateTime::currentDateTimeUtc());
    }

    void aChangedCertificateIsNotAFirstSeenOne()
    {
        auto h = harness();
        ConnectionProfile p = emulatorProfile();
        p.trust = ConnectionProfile::Trust::Pinned;
        p.caFile.clear();
        const QString oldPin = QStringList(32, u"AB"_s).join(u':');
        p.pinnedSha256 = oldPin;
        p.pinnedValidUntil = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
        const qsizetype mark = requestsServed().size();

        // A fingerprint entered for this attempt that the certificate does not have.
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedTrustDecision, 20000);
        QCOMPARE(h->trustQuestions.last().kind, TrustQuestion::Kind::NotTheEntered);
        QCOMPARE(h->trustQuestions.last().pinnedSha256, oldPin);

        // The same pin saved: the Supervisor had that certificate before.
        h->profiles.save(p);
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->trustQuestions.size(), 2, 20000);
        const TrustQuestion changed = h->trustQuestions.last();
        QCOMPARE(changed.kind, TrustQuestion::Kind::Changed);
        QCOMPARE(changed.pinnedSha256, oldPin);
        QCOMPARE(changed.pinnedValidUntil, p.pinnedValidUntil);
        QCOMPARE(kube::sha256Fingerprint(changed.presented),
            m_emu.ready().value(u"fingerprint_sha256"_s).toString());
        QCOMPARE(wcpRequestsSince(mark), QStringList());
    }

    void aSavedCaProfileMeetingAnImpostorGetsNoTrustAndNoSecret()
    {
        // A profile that has always connected with its CA, a token and a password in the
        // keychain.
        auto h = harness();
        ConnectionProfile p = emulatorProfile();
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!readSecret(CredentialStore::tokenKey(p.id)).isEmpty(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(
            readSecret(CredentialStore::passwordKey(p.id)), m_emu.password().toUtf8(), 20000);
        const QString genuine = m_emu.ready().value(u"fingerprint_sha256"_s).toString();
        QCOMPARE(h->profiles.profiles().value(0).verifiedSha256, genuine);

        // Someone else answers at the Supervisor's address now (a hijacked name or route): a
        // server with a certificate from a CA of its own, logging what reaches it.
        EmulatorFixture impostor;
        const QString impostorLog = m_dir.filePath(u"impostor-requests.log"_s);
        QVERIFY(impostor.start({ u"--seed"_s, u"empty"_s, u"--request-log"_s, impostorLog }));
        const QString impostorPin = impostor.ready().value(u"fingerprint_sha256"_s).toString();
        ConnectionProfile hijacked = h->profiles.profiles().value(0);
        hijacked.server = u"127.0.0.1:%1"_s.arg(impostor.url().port());
        hijacked.apiPort = impostor.url().port();
        h->profiles.save(hijacked);

        auto next = std::make_unique<Harness>(
            h->settings.fileName(), m_credentials.get()); // the console started again
        h.reset();
        next->policy.connectTo(hijacked, {});
        QTRY_COMPARE_WITH_TIMEOUT(next->policy.state(), State::NeedTrustDecision, 20000);
        const TrustQuestion question = next->trustQuestions.last();
        QCOMPARE(question.kind, TrustQuestion::Kind::NotVerified);
        QVERIFY(!question.mayBeTrusted());
        QCOMPARE(kube::sha256Fingerprint(question.presented), impostorPin);
        QCOMPARE(question.verifiedSha256, genuine);
        QVERIFY(question.verifiedValidUntil > QDateTime::currentDateTimeUtc());

        // No one-click trust: accepting is not an answer to this question.
        next->policy.trustAccepted({});
        QCOMPARE(next->policy.state(), State::NeedTrustDecision);
        // Pinning the impostor's certificate as a separate act still sends no stored secret.
        ConnectionProfile pinned = hijacked;
        pinned.trust = ConnectionProfile::Trust::Pinned;
        pinned.pinnedSha256 = impostorPin;
        next->policy.connectTo(pinned, {});
        QCOMPARE(next->policy.state(), State::NeedPassword);
        QVERIFY(!next->policy.holdsSecret());

        QCOMPARE(impostor.stop(), 0);
        QFile log(impostorLog);
        QVERIFY(!log.exists() || (log.open(QIODevice::ReadOnly) && log.readAll().isEmpty()));
        // The genuine profile's secrets are still there for the genuine Supervisor.
        QVERIFY(!readSecret(CredentialStore::tokenKey(p.id)).isEmpty());
    }

    void reloginBacksOffAndStopsWhenEverySessionIsRefused()
    {
        auto h = harness();
        h->policy.setAutomaticLoginDelays(
            std::chrono::milliseconds(300), std::chrono::milliseconds(600));
        const ConnectionProfile p = emulatorProfile();
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(
            readSecret(CredentialStore::passwordKey(p.id)), m_emu.password().toUtf8(), 20000);
        QSignalSpy askedAgain(&h->policy, &ConnectionPolicy::needPasswordAgain);
        const qsizetype mark = requestsServed().size();

        // WCP takes the password, and the API refuses every session it hands out.
        // Open watches end, so every cache asks again and is refused.
        QVERIFY(m_emu.fault(QJsonObject { { u"failNext"_s,
                                              QJsonObject { { u"count"_s, 1000000 },
                                                  { u"code"_s, 401 },
                                                  { u"pathContains"_s, u"/api"_s } } },
            { u"dropWatches"_s, true } }));
        auto clearFault = qScopeGuard([this] {
            m_emu.fault(QJsonObject { { u"failNext"_s, QJsonObject { { u"count"_s, 0 } } } });
        });
        QVERIFY(askedAgain.wait(30000));
        QCOMPARE(askedAgain.size(), 1);
        QCOMPARE(h->policy.relogin(), Relogin::NeedPassword);
        const QString reason = askedAgain.first().first().value<Phrase>().english();
        QVERIFY2(reason.contains(u"lock"_s), qPrintable(reason));
        // The session refused right after the connection, then after each automatic login:
        // three logins, the later ones after a wait, and none after the user was asked.
        // Counted after the fault was set: the fixture logs in to set it.
        const auto logins = [&] {
            const QStringList since = requestsSince(mark);
            const qsizetype faultSet = since.indexOf(u"POST /emulator/v1/faults 200"_s);
            return faultSet < 0 ? 0 : since.mid(faultSet).filter(u"POST /wcp/login"_s).size();
        };
        QTRY_COMPARE_WITH_TIMEOUT(logins(), ConnectionPolicy::maxQuickRefusals - 1, 20000);
        clearFault.dismiss();
        QVERIFY(m_emu.fault(QJsonObject { { u"failNext"_s, QJsonObject { { u"count"_s, 0 } } } }));
        QTRY_VERIFY_WITH_TIMEOUT(
            requestsSince(mark).filter(u"POST /emulator/v1/faults 200"_s).size() >= 2, 20000);
        QCOMPARE(logins(), ConnectionPolicy::maxQuickRefusals - 1);
        QCOMPARE(askedAgain.size(), 1);

        // The user logs in, and the session works again.
        QSignalSpy loggedInAgain(&h->policy, &ConnectionPolicy::loggedInAgain);
        h->policy.loginAgain(m_emu.password());
        QVERIFY(loggedInAgain.wait(20000));
        QCOMPARE(h->policy.relogin(), Relogin::None);
    }

    void aTokenOverOnArrivalIsNotRenewedInALoop()
    {
        // The Supervisor's clock is behind this computer's by more than a token's lifetime, so
        // every token it issues is over by the time it arrives, by this computer's clock.
        QVERIFY(m_emu.fault(QJsonObject { { u"clockBehindSeconds"_s, 40000 } }));
        const auto restoreClock = qScopeGuard([this] {
            m_emu.fault(QJsonObject { { u"clockBehindSeconds"_s, 0 } });
        });
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        QSignalSpy askedAgain(&h->policy, &ConnectionPolicy::needPasswordAgain);
        const qsizetype mark = requestsServed().size();
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        SupervisorSession *session = h->policy.connection()->session();
        // Renewed within the lifetime the Supervisor gave it, not at once.
        QVERIFY(session->expiry() > QDateTime::currentDateTimeUtc().addSecs(9 * 3600));
        // The session works: the namespaces are listed with its token.
        QTRY_VERIFY_WITH_TIMEOUT(
            !requestsSince(mark)
                 .filter(QRegularExpression(u"^GET /api/v1/namespaces.* 200$"_s))
                 .isEmpty(),
            20000);
        QCOMPARE(h->policy.relogin(), Relogin::None);
        QCOMPARE(session->state(), SupervisorSession::State::Active);
        QCOMPARE(requestsSince(mark).filter(u"POST /wcp/login"_s).size(), 1);
        QCOMPARE(askedAgain.size(), 0);
    }

    void cancelWhileAskingKeepsNothing()
    {
        auto h = harness();
        ConnectionProfile p = emulatorProfile();
        h->policy.connectTo(p, {});
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedPassword, 20000);
        h->policy.cancel();
        QCOMPARE(h->policy.state(), State::Idle);
        const qsizetype mark = requestsServed().size();
        // An answer to a question no longer asked goes nowhere.
        h->policy.passwordGiven(m_emu.password());
        QCOMPARE(h->policy.state(), State::Idle);
        QVERIFY(!h->policy.holdsSecret());

        // Cancelled while the certificate is judged, with a password typed to be remembered.
        p.trust = ConnectionProfile::Trust::System;
        p.caFile.clear();
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::NeedTrustDecision, 20000);
        h->policy.cancel();
        QCOMPARE(h->policy.state(), State::Idle);
        h->policy.trustAccepted(m_emu.password());
        QCOMPARE(h->policy.state(), State::Idle);

        QVERIFY(!h->policy.connection());
        QVERIFY(!h->policy.holdsSecret());
        QCOMPARE(wcpRequestsSince(mark), QStringList());
        QVERIFY(h->profiles.profiles().isEmpty());
        QCOMPARE(
            secretResult(CredentialStore::passwordKey(p.id)), CredentialStore::Result::NotFound);
        QCOMPARE(secretResult(CredentialStore::tokenKey(p.id)), CredentialStore::Result::NotFound);
    }

    void anExpiringSessionLogsInAgain()
    {
        // With the remembered password, without asking.
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        h->policy.connectTo(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(
            readSecret(CredentialStore::passwordKey(p.id)), m_emu.password().toUtf8(), 20000);
        QSignalSpy askedAgain(&h->policy, &ConnectionPolicy::needPasswordAgain);
        QSignalSpy loggedInAgain(&h->policy, &ConnectionPolicy::loggedInAgain);
        const qsizetype mark = requestsServed().size();
        h->policy.tokenExpired(u"The session expires soon."_s);
        QCOMPARE(h->policy.relogin(), Relogin::TryingRememberedPassword);
        QVERIFY(loggedInAgain.wait(20000));
        QCOMPARE(h->policy.relogin(), Relogin::None);
        QCOMPARE(askedAgain.size(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(requestsSince(mark).contains(u"POST /wcp/login 200"_s), 20000);

        // Without one, the user is asked, and a wrong answer is reported as such.
        auto asking = harness();
        ConnectionProfile forgetful = emulatorProfile();
        forgetful.rememberPassword = false;
        asking->policy.connectTo(forgetful, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(asking->policy.state(), State::Connected, 20000);
        QSignalSpy asked(&asking->policy, &ConnectionPolicy::needPasswordAgain);
        QSignalSpy refused(&asking->policy, &ConnectionPolicy::loginAgainFailed);
        QSignalSpy renewed(&asking->policy, &ConnectionPolicy::loggedInAgain);
        asking->policy.tokenExpired(u"The session expires soon."_s);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().value<Phrase>().english(), u"The session expires soon."_s);
        QCOMPARE(asking->policy.relogin(), Relogin::NeedPassword);
        asking->policy.loginAgain(u"not-the-password"_s);
        QVERIFY(refused.wait(20000));
        QCOMPARE(
            refused.first().first().value<kube::KubeError>().kind(), kube::KubeError::Kind::Auth);
        QCOMPARE(asking->policy.relogin(), Relogin::NeedPassword);
        asking->policy.loginAgain(m_emu.password());
        QVERIFY(renewed.wait(20000));
        QCOMPARE(asking->policy.relogin(), Relogin::None);
        QCOMPARE(asking->policy.state(), State::Connected);
        QCOMPARE(secretResult(CredentialStore::passwordKey(forgetful.id)),
            CredentialStore::Result::NotFound);
    }

    void theSandboxKeepsNothingAndReusesItsPassword()
    {
        auto h = harness();
        const ConnectionProfile p = emulatorProfile();
        h->policy.connectSandbox(p, m_emu.password());
        QTRY_COMPARE_WITH_TIMEOUT(h->policy.state(), State::Connected, 20000);
        QVERIFY(h->profiles.profiles().isEmpty());
        QSignalSpy askedAgain(&h->policy, &ConnectionPolicy::needPasswordAgain);
        QSignalSpy loggedInAgain(&h->policy, &ConnectionPolicy::loggedInAgain);
        h->policy.tokenExpired(u"The session expires soon."_s);
        QCOMPARE(h->policy.relogin(), Relogin::LoggingIn);
        QVERIFY(loggedInAgain.wait(20000));
        QCOMPARE(askedAgain.size(), 0);
        QCOMPARE(
            secretResult(CredentialStore::passwordKey(p.id)), CredentialStore::Result::NotFound);
        QCOMPARE(secretResult(CredentialStore::tokenKey(p.id)), CredentialStore::Result::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestConnectionPolicy)
#include "tst_connectionpolicy.moc"
