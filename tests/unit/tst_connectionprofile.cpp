// Connection profiles round-trip through QSettings, and the settings file never holds a secret
// even when the user asked to remember a password (that lives in the keychain).
#include "supervisor/connectionprofile.h"
#include "supervisor/credentialstore.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestConnectionProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsWithoutSecrets()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"vmray-console.conf"_s);
        ConnectionProfile prod =
            ConnectionProfile::create(u"supervisor.example:8443"_s, u"devops@vsphere.local"_s);
        prod.name = u"Production"_s;
        prod.trust = ConnectionProfile::Trust::Pinned;
        prod.pinnedSha256 = u"AB:CD"_s;
        prod.pinnedValidFrom = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
        prod.pinnedValidUntil = QDateTime(QDate(2027, 1, 1), QTime(0, 0), Qt::UTC);
        prod.rememberPassword = true;
        prod.keepSession = false;
        ConnectionProfile lab = ConnectionProfile::create(u"10.0.0.10"_s, u"admin@vsphere.local"_s);
        lab.trust = ConnectionProfile::Trust::CaFile;
        lab.caFile = u"/etc/ssl/lab-ca.pem"_s;
        lab.apiPort = 443;

        // A session of the console: the token and remembered password go to the keychain.
        MemoryCredentialStore keychain;
        const QByteArray token = "eyJhbGciOiJIUzI1NiJ9.secret-token.sig";
        const QByteArray password = "Very$ecret-pa55";
        keychain.entries.insert(CredentialStore::tokenKey(prod.id), token);
        keychain.entries.insert(CredentialStore::passwordKey(prod.id), password);
        {
            QSettings settings(file, QSettings::IniFormat);
            ProfileStore store(&settings);
            store.save(prod);
            store.save(lab);
        }
        {
            QSettings settings(file, QSettings::IniFormat);
            const QList<ConnectionProfile> loaded = ProfileStore(&settings).profiles();
            QCOMPARE(loaded.size(), 2);
            QVERIFY(loaded.contains(prod));
            QVERIFY(loaded.contains(lab));
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("devops@vsphere.local")); // the file is the one written
        QVERIFY(!text.contains(token));
        QVERIFY(!text.contains("secret-token"));
        QVERIFY(!text.contains(password));
    }

    void buildsUrlsAndTrust()
    {
        ConnectionProfile p = ConnectionProfile::create(u"sv.example"_s, u"u"_s);
        QCOMPARE(p.wcpUrl().toString(), u"https://sv.example:443"_s);
        QCOMPARE(p.apiUrl().toString(), u"https://sv.example:6443"_s);
        p.server = u"127.0.0.1:40000"_s;
        p.apiPort = 40000;
        QCOMPARE(p.wcpUrl().port(), 40000);
        QString error;
        QCOMPARE(p.tlsTrust(&error).mode, kube::TlsTrust::Mode::System);
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = u"/nonexistent/ca.pem"_s;
        p.tlsTrust(&error);
        // A CA file that cannot be read is reported, not ignored, and named.
        QVERIFY2(error.contains(u"/nonexistent/ca.pem"_s) && error.contains(u"cannot be read"_s),
            qPrintable(error));
    }

    void verifiesAnInsecureProfileSavedWithoutConsent()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"s.conf"_s);
        ConnectionProfile chosen = ConnectionProfile::create(u"10.0.0.10"_s, u"a"_s);
        chosen.trust = ConnectionProfile::Trust::Insecure;
        {
            QSettings settings(file, QSettings::IniFormat);
            ProfileStore(&settings).save(chosen);
            // As an earlier version wrote a kubeconfig context's insecure-skip-tls-verify.
            settings.setValue(u"profiles/old/server"_s, u"10.0.0.11"_s);
            settings.setValue(u"profiles/old/trust"_s, u"insecure"_s);
        }
        QSettings settings(file, QSettings::IniFormat);
        const QList<ConnectionProfile> loaded = ProfileStore(&settings).profiles();
        QCOMPARE(loaded.size(), 2);
        for (const ConnectionProfile &p : loaded) {
            if (p.id == chosen.id)
                QCOMPARE(p.trust, ConnectionProfile::Trust::Insecure); // chosen in the dialog
            else
                QCOMPARE(p.trust, ConnectionProfile::Trust::System); // never agreed to
        }
    }

    void takesHttpsAddressesAndRefusesPlainHttp()
    {
        QString problem;
        QCOMPARE(ConnectionProfile::serverAddress(u" https://10.0.0.10:8443/ "_s, &problem),
            u"10.0.0.10:8443"_s);
        QVERIFY(problem.isEmpty());
        QCOMPARE(ConnectionProfile::serverAddress(u"HTTPS://wcp.example/login"_s, &problem),
            u"wcp.example"_s);
        QCOMPARE(
            ConnectionProfile::serverAddress(u"wcp.example:443"_s, &problem), u"wcp.example:443"_s);
        QVERIFY(problem.isEmpty());
        // Once, http://host became the host name "http".
        QVERIFY(ConnectionProfile::serverAddress(u"http://wcp.example"_s, &problem).isEmpty());
        QVERIFY2(problem.contains(u"HTTPS only"_s) && problem.contains(u"http://wcp.example"_s),
            qPrintable(problem));
        problem.clear();
        QVERIFY(ConnectionProfile::serverAddress(u"ftp://wcp.example"_s, &problem).isEmpty());
        QVERIFY(!problem.isEmpty());
    }

    void removes()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"s.conf"_s), QSettings::IniFormat);
        ProfileStore store(&settings);
        const ConnectionProfile p = ConnectionProfile::create(u"a"_s, u"b"_s);
        store.save(p);
        QCOMPARE(store.profiles().size(), 1);
        store.remove(p.id);
        QVERIFY(store.profiles().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestConnectionProfile)
#include "tst_connectionprofile.moc"
