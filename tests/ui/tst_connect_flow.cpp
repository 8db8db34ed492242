// The connect dialog and flow, offscreen, against the emulator over HTTPS: a certificate the
// system does not trust is shown with its fingerprint and can be pinned; a wrong password says
// so and keeps what was typed; a remembered password goes to the keychain and never to the
// settings file; the next start connects from the keychain; a kubeconfig context connects with
// its token; a lapsing session asks once for the password and resumes.
#include "connectdialog.h"
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "mainwindow.h"
#include "supervisor/credentialstore.h"
#include "supervisor/supervisorconnection.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <tuple>

using namespace Qt::Literals::StringLiterals;
using vmray::ConnectDialog;
using vmray::ConnectionFlow;
using vmray::ConnectionProfile;
using vmray::CredentialStore;

// A console of a test's own: its settings file, saved profiles, network, main window and
// connection flow.
struct Console
{
    Console(const QString &settingsFile,
        CredentialStore *credentials,
        const QStringList &kubeconfigs = {})
        : settings(settingsFile, QSettings::IniFormat)
        , profiles(&settings)
        , flow(&network, &profiles, credentials, &window)
    {
        flow.setKubeconfigPaths(kubeconfigs);
    }
    std::tuple<vmray::ProfileStore &, vmray::MainWindow &, ConnectionFlow &> parts()
    {
        return { profiles, window, flow };
    }

    QSettings settings;
    vmray::ProfileStore profiles;
    QNetworkAccessManager network;
    vmray::MainWindow window;
    ConnectionFlow flow;
};

class TestConnectFlow : public QObject
{
    Q_OBJECT

    EmulatorFixture m_emu;
    std::unique_ptr<CredentialStore> m_credentials;
    QTemporaryDir m_dir;

    QString settingsPath() const { return m_dir.filePath(u"settings.ini"_s); }

    template<typename T>
    static T *child(ConnectDialog *dialog, const QString &name)
    {
        T *w = dialog->findChild<T *>(name);
        if (!w)
            qFatal("no %s in the dialog", qPrintable(name));
        return w;
    }
    static QString message(ConnectDialog *dialog)
    {
        return child<QLabel>(dialog, u"message"_s)->text();
    }

    // Waits for a keychain answer.
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

    // Once the message box named `boxName` is shown (by a click still being handled), notes its
    // default button in `defaultSeen` ("cancel" for Cancel) and presses the button named `press`,
    // or Cancel when `press` is empty. `seen` says whether the box came.
    void answerMessageBox(
        const QString &boxName, const QString &press, bool *seen, QString *defaultSeen)
    {
        *seen = false;
        auto *poll = new QTimer(this);
        poll->setInterval(20);
        auto deadline = std::make_shared<QDeadlineTimer>(20000);
        connect(poll, &QTimer::timeout, this, [=] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (deadline->hasExpired())
                poll->deleteLater(); // never came: the caller's QVERIFY(seen) says so
            if (!box || box->objectName() != boxName)
                return;
            poll->deleteLater();
            *seen = true;
            if (!qEnvironmentVariableIsEmpty("VMRAY_SCREENSHOT_DIR"))
                box->grab().save(
                    qEnvironmentVariable("VMRAY_SCREENSHOT_DIR") + u'/' + boxName + u".png"_s);
            *defaultSeen = box->defaultButton() ? box->defaultButton()->objectName() : QString();
            if (defaultSeen->isEmpty() && box->defaultButton() == box->button(QMessageBox::Cancel))
                *defaultSeen = u"cancel"_s;
            QAbstractButton *button = press.isEmpty() ? box->button(QMessageBox::Cancel)
                                                      : box->findChild<QAbstractButton *>(press);
            if (button)
                button->click();
            else
                box->reject();
        });
        poll->start();
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

    ConnectionProfile emulatorProfile(int user = 0) const
    {
        ConnectionProfile p;
        p.server = u"127.0.0.1:%1"_s.arg(m_emu.url().port());
        p.apiPort = m_emu.url().port();
        p.username = m_emu.username(user);
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_emu.start({ u"--seed"_s, u"demo"_s }));
        // The real Secret Service where the suite provides one (always in CI).
        m_credentials = std::make_unique<vmray::KeychainCredentialStore>();
        bool arrived = false;
        CredentialStore::Result result = CredentialStore::Result::Failed;
        QString error;
        m_credentials->write(u"tst_connect_flow/probe"_s,
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
            m_credentials = std::make_unique<vmray::MemoryCredentialStore>();
        }
    }

    void cleanupTestCase() { QCOMPARE(m_emu.stop(), 0); }

    void pinsAnUntrustedCertificateAndRemembersThePassword()
    {
        QFile::remove(settingsPath());
        QSettings settings(settingsPath(), QSettings::IniFormat);
        vmray::ProfileStore profiles(&settings);
        QNetworkAccessManager network;
        vmray::MainWindow window;
        ConnectionFlow flow(&network, &profiles, m_credentials.get(), &window);
        flow.setKubeconfigPaths({});
        window.show();

        // The emulator's CA is not among the system's: the first attempt must fail on TLS.
        flow.openDialog(emulatorProfile());
        ConnectDialog *dialog = flow.dialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(child<QLineEdit>(dialog, u"server"_s)->text(), emulatorProfile().server);
        QVERIFY(child<QRadioButton>(dialog, u"trustSystem"_s)->isChecked());
        child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
        child<QCheckBox>(dialog, u"rememberPassword"_s)->setChecked(true);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);

        const QString fingerprint = m_emu.ready().value(u"fingerprint_sha256"_s).toString();
        QVERIFY(!fingerprint.isEmpty());
        QPushButton *trust = child<QPushButton>(dialog, u"trustOffer"_s);
        QTRY_VERIFY_WITH_TIMEOUT(trust->isVisible(), 20000);
        // Enter connects as before; trusting is a click of its own.
        QVERIFY(!trust->autoDefault() && !trust->isDefault() && !trust->hasFocus());
        QVERIFY2(message(dialog).contains(fingerprint), qPrintable(message(dialog)));
        QVERIFY(!flow.connection());
        // What the user typed is still there.
        QCOMPARE(child<QLineEdit>(dialog, u"password"_s)->text(), m_emu.password());

        QTest::mouseClick(trust, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QTRY_VERIFY(!flow.dialog());
        QTRY_VERIFY(window.namespaceModel()->rowCount() >= 3);

        const QList<ConnectionProfile> saved = profiles.profiles();
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.first().trust, ConnectionProfile::Trust::Pinned);
        QCOMPARE(saved.first().pinnedSha256, fingerprint);
        QVERIFY(saved.first().rememberPassword);
        QCOMPARE(profiles.lastUsedId(), saved.first().id);

        // The password and the token are in the keychain, and nowhere in the settings file.
        QTRY_COMPARE(
            readSecret(CredentialStore::passwordKey(saved.first().id)), m_emu.password().toUtf8());
        const QByteArray token = readSecret(CredentialStore::tokenKey(saved.first().id));
        QVERIFY(token.size() > 20);
        settings.sync();
        QFile file(settingsPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray stored = file.readAll();
        QVERIFY(stored.contains(fingerprint.toLatin1()));
        QVERIFY(!stored.contains(m_emu.password().toUtf8()));
        QVERIFY(!stored.contains(token));
    }

    void nextStartConnectsFromTheKeychain()
    {
        // Continues from the profile the previous test saved, as a restarted console would.
        QSettings settings(settingsPath(), QSettings::IniFormat);
        vmray::ProfileStore profiles(&settings);
        QCOMPARE(profiles.profiles().size(), 1);
        QNetworkAccessManager network;
        vmray::MainWindow window;
        ConnectionFlow flow(&network, &profiles, m_credentials.get(), &window);
        flow.setKubeconfigPaths({});
        // The start connects with what the keychain keeps, asking nothing.
        flow.connectLastOrAsk();
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QTRY_VERIFY(window.namespaceModel()->rowCount() >= 3);
        QVERIFY(!flow.dialog() || !flow.dialog()->isVisible());

        // The dialog offers the profile as it was saved, password not shown.
        flow.openDialog();
        ConnectDialog *dialog = flow.dialog();
        QCOMPARE(child<QLineEdit>(dialog, u"server"_s)->text(), emulatorProfile().server);
        QVERIFY(child<QRadioButton>(dialog, u"trustPinned"_s)->isChecked());
        QVERIFY(child<QLineEdit>(dialog, u"password"_s)->text().isEmpty());

        // Forgetting the profile removes its secrets too.
        auto *saved = child<QComboBox>(dialog, u"savedProfiles"_s);
        QCOMPARE(saved->count(), 2);
        // Named by its address: the address is said once.
        QCOMPARE(saved->itemText(1), emulatorProfile().server + u" as "_s + m_emu.username());
        const QString id = profiles.profiles().first().id;
        saved->setCurrentIndex(1);
        Q_EMIT saved->activated(1);
        QTest::mouseClick(child<QPushButton>(dialog, u"forget"_s), Qt::LeftButton);
        QTRY_VERIFY(profiles.profiles().isEmpty());
        CredentialStore::Result result = CredentialStore::Result::Ok;
        QTRY_VERIFY((readSecret(CredentialStore::passwordKey(id), &result), result)
            == CredentialStore::Result::NotFound);
        readSecret(CredentialStore::tokenKey(id), &result);
        QCOMPARE(result, CredentialStore::Result::NotFound);
    }

    // File > Disconnect ends the connection and keeps what the keychain holds, so the Supervisor
    // connects again without a question; File > Log Out removes the session and the remembered
    // password, so the next connection asks.
    void disconnectKeepsTheSessionAndLogOutEndsIt()
    {
        QSettings settings(m_dir.filePath(u"logout.ini"_s), QSettings::IniFormat);
        vmray::ProfileStore profiles(&settings);
        QNetworkAccessManager network;
        vmray::MainWindow window;
        ConnectionFlow flow(&network, &profiles, m_credentials.get(), &window);
        flow.setKubeconfigPaths({});
        window.show();
        ConnectionProfile p = emulatorProfile();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        flow.openDialog(p);
        ConnectDialog *dialog = flow.dialog();
        child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
        child<QCheckBox>(dialog, u"rememberPassword"_s)->setChecked(true);
        child<QCheckBox>(dialog, u"keepSession"_s)->setChecked(true);
        auto *disconnectAction = window.findChild<QAction *>(u"disconnectAction"_s);
        auto *logOutAction = window.findChild<QAction *>(u"logOutAction"_s);
        QVERIFY(!disconnectAction->isEnabled() && !logOutAction->isEnabled());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace(), 20000);
        const QString id = profiles.profiles().first().id;
        QTRY_VERIFY(readSecret(CredentialStore::tokenKey(id)).size() > 20);
        QVERIFY(disconnectAction->isEnabled() && logOutAction->isEnabled());

        disconnectAction->trigger();
        QTRY_VERIFY(!flow.connection());
        QVERIFY(!window.workspace());
        QVERIFY(!window.namespaceModel());
        QCOMPARE(window.navigationView()->model()->rowCount(), 1); // the saved Supervisor only
        QCOMPARE(window.navigationView()->model()->rowCount(
                     window.navigationView()->model()->index(0, 0)),
            0);
        QVERIFY(window.findChild<QLabel *>(u"headline"_s)->text().startsWith(u"Not connected"_s));
        QVERIFY(!disconnectAction->isEnabled());
        QVERIFY(window.findChild<QAction *>(u"newClusterAction"_s)->isEnabled() == false);
        QVERIFY(readSecret(CredentialStore::tokenKey(id)).size() > 20);

        // Connecting again asks nothing.
        flow.connectProfile(id);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QVERIFY(!flow.dialog() || !flow.dialog()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            window.namespaceModel() && window.namespaceModel()->rowCount() >= 3, 20000);

        logOutAction->trigger();
        QTRY_VERIFY(!flow.connection());
        CredentialStore::Result result = CredentialStore::Result::Ok;
        QTRY_VERIFY((readSecret(CredentialStore::tokenKey(id), &result), result)
            == CredentialStore::Result::NotFound);
        readSecret(CredentialStore::passwordKey(id), &result);
        QCOMPARE(result, CredentialStore::Result::NotFound);
        QCOMPARE(profiles.profiles().size(), 1); // the Supervisor stays saved
        flow.connectProfile(id);
        QTRY_VERIFY_WITH_TIMEOUT(flow.dialog() && flow.dialog()->isVisible(), 20000);
        QVERIFY(!flow.connection());
    }

    void wrongPasswordSaysSoAndKeepsTheFields()
    {
        Console console(m_dir.filePath(u"wrong.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = emulatorProfile();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        flow.openDialog(p);
        ConnectDialog *dialog = flow.dialog();
        QVERIFY(child<QRadioButton>(dialog, u"trustCaFile"_s)->isChecked());
        child<QLineEdit>(dialog, u"password"_s)->setText(u"not-the-password"_s);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(u"not accepted"_s), 20000);
        QVERIFY(!child<QPushButton>(dialog, u"trustOffer"_s)->isVisible());
        QCOMPARE(child<QLineEdit>(dialog, u"username"_s)->text(), m_emu.username());
        QCOMPARE(child<QLineEdit>(dialog, u"password"_s)->text(), u"not-the-password"_s);
        QVERIFY(child<QPushButton>(dialog, u"connect"_s)->isEnabled());
        QVERIFY(profiles.profiles().isEmpty()); // nothing is saved for a failed attempt

        // A fingerprint that is not SHA-256 (vCenter also shows SHA-1) is caught before.
        child<QRadioButton>(dialog, u"trustPinned"_s)->setChecked(true);
        child<QLineEdit>(dialog, u"fingerprint"_s)->setText(QStringList(20, u"AB"_s).join(u':'));
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QVERIFY2(message(dialog).contains(u"64 hexadecimal digits"_s), qPrintable(message(dialog)));

        // Empty fields are caught before anything is sent.
        child<QLineEdit>(dialog, u"server"_s)->clear();
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QVERIFY(message(dialog).contains(u"Enter the address"_s));
    }

    // Server 127.0.0.1 with the API port given: the login still goes to port 443, where nothing
    // answers. The error says which port the login tried and how to give another; the Server
    // field has the focus.
    void aRefusedLoginSaysWhichPortItTried()
    {
        Console console(m_dir.filePath(u"port.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = emulatorProfile();
        p.server = u"127.0.0.1"_s;
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        flow.openDialog(p);
        ConnectDialog *dialog = flow.dialog();
        QCOMPARE(child<QSpinBox>(dialog, u"apiPort"_s)->value(), m_emu.url().port());
        child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(u"port 443 (/wcp/login)"_s), 20000);
        QVERIFY2(message(dialog).contains(u"API to port %1"_s.arg(m_emu.url().port())),
            qPrintable(message(dialog)));
        QVERIFY(message(dialog).contains(u"HOST:PORT"_s));
        QTRY_VERIFY(child<QLineEdit>(dialog, u"server"_s)->hasFocus());
        QCOMPARE(child<QLineEdit>(dialog, u"password"_s)->text(), m_emu.password());
    }

    void importsAKubeconfigContext()
    {
        const QString token = m_emu.login();
        QVERIFY(!token.isEmpty());
        const QString kubeconfig = m_dir.filePath(u"kubeconfig"_s);
        QFile file(kubeconfig);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // The shape `kubectl vsphere login` writes: a user wcp:<server>:<user> with a token.
        const QString server = u"127.0.0.1:%1"_s.arg(m_emu.url().port());
        file.write(u"apiVersion: v1\nkind: Config\ncurrent-context: ray-dev\n"
                   "clusters:\n- name: %1\n  cluster:\n    server: https:/"
                   "/%1\n"
                   "    certificate-authority: %2\n"
                   "contexts:\n- name: ray-dev\n  context:\n    cluster: %1\n"
                   "    namespace: ray-dev\n    user: wcp:%1:%3\n"
                   "users:\n- name: wcp:%1:%3\n  user:\n    token: %4\n"_s
                       .arg(server, m_emu.caFile(), m_emu.username(), token)
                       .toUtf8());
        file.close();

        Console console(m_dir.filePath(u"kubeconfig.ini"_s), m_credentials.get(), { kubeconfig });
        auto [profiles, window, flow] = console.parts();
        flow.openDialog();
        ConnectDialog *dialog = flow.dialog();
        auto *contexts = child<QComboBox>(dialog, u"kubeconfigContexts"_s);
        QVERIFY(contexts->isEnabled());
        QCOMPARE(contexts->count(), 2);
        contexts->setCurrentIndex(1);
        Q_EMIT contexts->activated(1);
        QCOMPARE(child<QLineEdit>(dialog, u"server"_s)->text(), server);
        QCOMPARE(child<QLineEdit>(dialog, u"username"_s)->text(), m_emu.username());
        QVERIFY(child<QRadioButton>(dialog, u"trustCaFile"_s)->isChecked());
        // The CA file the context names is shown, and read only once the user agreed.
        QCOMPARE(child<QLineEdit>(dialog, u"caFile"_s)->text(), m_emu.caFile());
        bool seen = false;
        QString defaultButton;
        answerMessageBox(u"confirmKubeconfigFiles"_s, u"readFiles"_s, &seen, &defaultButton);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY(seen);
        QCOMPARE(defaultButton, u"doNotRead"_s);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QTRY_VERIFY(window.namespaceModel()->rowCount() >= 3);
        QCOMPARE(profiles.profiles().size(), 1);
        QCOMPARE(profiles.profiles().first().kubeconfigContext, u"ray-dev"_s);
        QTRY_VERIFY(!flow.connection()->vmOperatorVersion().isEmpty());
        QCOMPARE(flow.connection()->vmOperatorVersion(), u"v1alpha2"_s);
    }

    // A server typed as http://host once became the host name "http".
    void plainHttpIsRefusedInWords()
    {
        Console console(m_dir.filePath(u"http.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        flow.openDialog();
        ConnectDialog *dialog = flow.dialog();
        child<QLineEdit>(dialog, u"server"_s)->setText(u"http://wcp.example"_s);
        child<QLineEdit>(dialog, u"username"_s)->setText(m_emu.username());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QVERIFY2(message(dialog).contains(u"HTTPS only"_s), qPrintable(message(dialog)));
        QVERIFY(!flow.connection());
        // https:// is the address without it.
        child<QLineEdit>(dialog, u"server"_s)->setText(u"https://wcp.example:8443/"_s);
        QCOMPARE(dialog->profile().server, u"wcp.example:8443"_s);
    }

    void aChangedCertificateIsNotAFirstConnection()
    {
        // A profile pinned to the certificate the Supervisor had before; it now has another.
        Console console(m_dir.filePath(u"changed.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = ConnectionProfile::create(emulatorProfile().server, m_emu.username());
        p.apiPort = m_emu.url().port();
        p.trust = ConnectionProfile::Trust::Pinned;
        const QString oldPin = QStringList(32, u"AB"_s).join(u':');
        p.pinnedSha256 = oldPin;
        p.pinnedValidFrom = QDateTime(QDate(2025, 1, 1), QTime(0, 0), Qt::UTC);
        p.pinnedValidUntil = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
        profiles.save(p);
        flow.openDialog(p);
        ConnectDialog *dialog = flow.dialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);

        const QString newPin = m_emu.ready().value(u"fingerprint_sha256"_s).toString();
        auto *replace = child<QPushButton>(dialog, u"replacePin"_s);
        QTRY_VERIFY_WITH_TIMEOUT(replace->isVisible(), 20000);
        const QString text = message(dialog);
        QVERIFY2(text.contains(u"certificate has changed"_s), qPrintable(text));
        QVERIFY2(text.contains(oldPin) && text.contains(newPin), qPrintable(text));
        QVERIFY2(text.contains(
                     QLocale().toString(p.pinnedValidUntil.toLocalTime(), QLocale::ShortFormat)),
            qPrintable(text));
        // Not offered like a first connection, and never the button Enter presses.
        QVERIFY(!child<QPushButton>(dialog, u"trustOffer"_s)->isVisible());
        QVERIFY(!replace->isDefault() && !replace->autoDefault() && !replace->hasFocus());
        QVERIFY(child<QPushButton>(dialog, u"connect"_s)->isDefault());
        QVERIFY(!flow.connection());
        if (!qEnvironmentVariableIsEmpty("VMRAY_SCREENSHOT_DIR"))
            dialog->grab().save(qEnvironmentVariable("VMRAY_SCREENSHOT_DIR") + u"/changed.png"_s);

        // The confirmation defaults to Cancel; cancelled, the pin stays as it was.
        bool seen = false;
        QString defaultButton;
        answerMessageBox(u"confirmReplacePin"_s, {}, &seen, &defaultButton);
        QTest::mouseClick(replace, Qt::LeftButton);
        QVERIFY(seen);
        QCOMPARE(defaultButton, u"cancel"_s);
        QCOMPARE(child<QLineEdit>(dialog, u"fingerprint"_s)->text(), oldPin);
        QVERIFY(!flow.connection());

        // Confirmed, the new certificate is pinned with its validity, and the connection is made.
        answerMessageBox(u"confirmReplacePin"_s, u"replaceAndConnect"_s, &seen, &defaultButton);
        QTest::mouseClick(replace, Qt::LeftButton);
        QVERIFY(seen);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QVERIFY(!flow.holdsSecret());
        const ConnectionProfile saved = profiles.profiles().value(0);
        QCOMPARE(saved.pinnedSha256, newPin);
        // The validity of the certificate now pinned, not the old one's.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(saved.pinnedValidFrom.isValid() && saved.pinnedValidFrom <= now);
        QVERIFY(saved.pinnedValidUntil.isValid() && saved.pinnedValidUntil > now);
    }

    void aSavedCaProfileMeetingAnImpostorOffersNoTrust()
    {
        // A profile verified by its CA file, connected once, its token kept ("Stay logged in").
        const QString settingsFile = m_dir.filePath(u"verified.ini"_s);
        ConnectionProfile p = ConnectionProfile::create(emulatorProfile().server, m_emu.username());
        p.apiPort = m_emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        QString token;
        {
            Console console(settingsFile, m_credentials.get());
            auto [profiles, window, flow] = console.parts();
            flow.openDialog(p);
            ConnectDialog *dialog = flow.dialog();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
            QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
            QTRY_VERIFY_WITH_TIMEOUT(
                !(token = QString::fromUtf8(readSecret(CredentialStore::tokenKey(p.id)))).isEmpty(),
                20000);
        }
        const QString genuine = m_emu.ready().value(u"fingerprint_sha256"_s).toString();

        // Another server answers at the Supervisor's address, with a certificate of its own CA.
        EmulatorFixture impostor;
        const QString impostorLog = m_dir.filePath(u"impostor.log"_s);
        QVERIFY(impostor.start({ u"--seed"_s, u"empty"_s, u"--request-log"_s, impostorLog }));
        const QString impostorPin = impostor.ready().value(u"fingerprint_sha256"_s).toString();
        Console console(settingsFile, m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile hijacked = profiles.profiles().value(0);
        QCOMPARE(hijacked.verifiedSha256, genuine);
        hijacked.server = u"127.0.0.1:%1"_s.arg(impostor.url().port());
        hijacked.apiPort = impostor.url().port();
        profiles.save(hijacked);

        // The password field is empty, as at every start with a kept session.
        flow.openDialog(hijacked);
        ConnectDialog *dialog = flow.dialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(child<QLineEdit>(dialog, u"password"_s)->text().isEmpty());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(impostorPin), 20000);
        const QString text = message(dialog);
        if (!qEnvironmentVariableIsEmpty("VMRAY_SCREENSHOT_DIR"))
            dialog->grab().save(
                qEnvironmentVariable("VMRAY_SCREENSHOT_DIR") + u"/not-verified.png"_s);
        QVERIFY2(text.contains(u"cannot be verified"_s), qPrintable(text));
        // Both certificates: the one verified before, and the one presented now.
        QVERIFY2(text.contains(genuine), qPrintable(text));
        // A warning, not a first connection: nothing to click that trusts it.
        QVERIFY(!child<QPushButton>(dialog, u"trustOffer"_s)->isVisible());
        QVERIFY(!child<QPushButton>(dialog, u"replacePin"_s)->isVisible());
        QVERIFY(child<QPushButton>(dialog, u"connect"_s)->isDefault());
        QVERIFY(!flow.connection());
        if (!qEnvironmentVariableIsEmpty("VMRAY_SCREENSHOT_DIR"))
            dialog->grab().save(
                qEnvironmentVariable("VMRAY_SCREENSHOT_DIR") + u"/unverified.png"_s);

        // Changing the trust is a separate act, and then the password must be typed.
        child<QRadioButton>(dialog, u"trustPinned"_s)->setChecked(true);
        child<QLineEdit>(dialog, u"fingerprint"_s)->setText(impostorPin);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(u"first time"_s), 20000);
        QVERIFY(!flow.connection());
        QVERIFY(!flow.holdsSecret());

        QCOMPARE(impostor.stop(), 0);
        QFile log(impostorLog);
        QVERIFY(log.open(QIODevice::ReadOnly));
        QCOMPARE(log.readAll(), QByteArray()); // not one request, so neither token nor password
    }

    void keepsNoSecretsItWasNotAskedToKeep()
    {
        Console console(m_dir.filePath(u"nosession.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = emulatorProfile();
        p.id = u"profile-that-keeps-nothing"_s;
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_emu.caFile();
        // A token and a password kept by an earlier choice, which this one takes back.
        QVERIFY(writeSecret(CredentialStore::tokenKey(p.id), "stale-token"));
        QVERIFY(writeSecret(CredentialStore::passwordKey(p.id), "stale-password"));
        flow.openDialog(p);
        ConnectDialog *dialog = flow.dialog();
        auto *keep = child<QCheckBox>(dialog, u"keepSession"_s);
        QVERIFY(keep->isChecked()); // staying logged in is the default, and says what it keeps
        QVERIFY(keep->text().contains(u"keychain"_s));
        keep->setChecked(false);
        QVERIFY(!child<QCheckBox>(dialog, u"rememberPassword"_s)->isChecked());

        // A wrong password first: it comes back into the field, and the flow holds no copy.
        child<QLineEdit>(dialog, u"password"_s)->setText(u"not-the-password"_s);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(u"not accepted"_s), 20000);
        QCOMPARE(child<QLineEdit>(dialog, u"password"_s)->text(), u"not-the-password"_s);
        QVERIFY(!flow.holdsSecret());

        child<QLineEdit>(dialog, u"password"_s)->setText(m_emu.password());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QVERIFY(!flow.holdsSecret());
        const ConnectionProfile saved = profiles.profiles().value(0);
        QCOMPARE(saved.id, p.id);
        QVERIFY(!saved.keepSession);
        // Neither the token nor the password is in the keychain any more, and nothing new went
        // there (a write would leave the key present).
        CredentialStore::Result result = CredentialStore::Result::Ok;
        QTRY_VERIFY_WITH_TIMEOUT((readSecret(CredentialStore::tokenKey(p.id), &result), result)
                == CredentialStore::Result::NotFound,
            20000);
        QTRY_VERIFY_WITH_TIMEOUT((readSecret(CredentialStore::passwordKey(p.id), &result), result)
                == CredentialStore::Result::NotFound,
            20000);
    }

    void anInsecureKubeconfigContextNeedsConsent()
    {
        const QString kubeconfig = m_dir.filePath(u"insecure-kubeconfig"_s);
        QFile file(kubeconfig);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QString server = u"127.0.0.1:%1"_s.arg(m_emu.url().port());
        file.write(
            u"apiVersion: v1\nkind: Config\n"
            "clusters:\n- name: lab\n  cluster:\n    server: https:/"
            "/%1\n    insecure-skip-tls-verify: true\n"
            "contexts:\n- name: lab\n  context:\n    cluster: lab\n"
            "    user: wcp:lab:devops@vsphere.local\n"
            "users:\n- name: wcp:lab:devops@vsphere.local\n  user:\n    token: abc\n"_s.arg(server)
                .toUtf8());
        file.close();
        Console console(m_dir.filePath(u"insecure.ini"_s), m_credentials.get(), { kubeconfig });
        auto [profiles, window, flow] = console.parts();
        flow.openDialog();
        ConnectDialog *dialog = flow.dialog();
        auto *contexts = child<QComboBox>(dialog, u"kubeconfigContexts"_s);
        QCOMPARE(contexts->count(), 2);

        // Declined (the default): certificate verification stays on.
        bool seen = false;
        QString defaultButton;
        answerMessageBox(u"confirmInsecure"_s, u"verifyCertificate"_s, &seen, &defaultButton);
        contexts->setCurrentIndex(1);
        Q_EMIT contexts->activated(1);
        QTRY_VERIFY(seen);
        QCOMPARE(defaultButton, u"verifyCertificate"_s);
        QVERIFY(child<QRadioButton>(dialog, u"trustSystem"_s)->isChecked());

        // Agreed to: the context's choice is taken.
        answerMessageBox(u"confirmInsecure"_s, u"connectInsecure"_s, &seen, &defaultButton);
        Q_EMIT contexts->activated(1);
        QTRY_VERIFY(seen);
        QVERIFY(child<QRadioButton>(dialog, u"trustInsecure"_s)->isChecked());
        // The warning that comes with it fits: the dialog grows rather than clip it.
        QTRY_VERIFY(dialog->height() >= dialog->layout()->totalHeightForWidth(dialog->width()));
        if (!qEnvironmentVariableIsEmpty("VMRAY_SCREENSHOT_DIR"))
            dialog->grab().save(
                qEnvironmentVariable("VMRAY_SCREENSHOT_DIR") + u"/connect-kubeconfig.png"_s);
    }

    void aCaFileThatCannotBeReadIsReportedAsSuch()
    {
        Console console(m_dir.filePath(u"cafile.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = emulatorProfile();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = m_dir.filePath(u"missing-ca.pem"_s);
        flow.connectTo(p, m_emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(flow.dialog() && flow.dialog()->isVisible(), 20000);
        const QString text = message(flow.dialog());
        QVERIFY2(text.contains(u"CA certificate"_s) && text.contains(u"missing-ca.pem"_s)
                && text.contains(u"cannot be read"_s),
            qPrintable(text));
        QVERIFY2(!text.contains(u"not trusted"_s), qPrintable(text));
        QVERIFY(!child<QPushButton>(flow.dialog(), u"trustOffer"_s)->isVisible());
        QVERIFY(!flow.holdsSecret());
    }

    void lapsingSessionAsksOnceAndResumes()
    {
        EmulatorFixture shortLived;
        QVERIFY(shortLived.start({ u"--seed"_s, u"demo"_s, u"--token-ttl"_s, u"8"_s }));
        Console console(m_dir.filePath(u"relogin.ini"_s), m_credentials.get());
        auto [profiles, window, flow] = console.parts();
        ConnectionProfile p = ConnectionProfile::create(
            u"127.0.0.1:%1"_s.arg(shortLived.url().port()), shortLived.username());
        p.apiPort = shortLived.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = shortLived.caFile();
        flow.connectTo(p, shortLived.password());
        QTRY_VERIFY_WITH_TIMEOUT(flow.connection(), 20000);
        QAbstractItemModel *model = window.namespaceModel();
        QTRY_VERIFY(model->rowCount() >= 3);
        const int rows = model->rowCount();
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy removals(model, &QAbstractItemModel::rowsRemoved);

        // An 8 s token is renewed after three quarters of its life: the console asks, in a dialog
        // that only takes the password.
        QTRY_VERIFY_WITH_TIMEOUT(flow.dialog() && flow.dialog()->isVisible(), 20000);
        ConnectDialog *dialog = flow.dialog();
        QVERIFY(message(dialog).contains(u"Log in again"_s));
        QVERIFY(!child<QLineEdit>(dialog, u"server"_s)->isEnabled());
        QVERIFY(!child<QLineEdit>(dialog, u"username"_s)->isEnabled());
        QVERIFY(child<QLineEdit>(dialog, u"password"_s)->isEnabled());
        child<QLineEdit>(dialog, u"password"_s)->setText(u"wrong"_s);
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message(dialog).contains(u"not accepted"_s), 20000);
        child<QLineEdit>(dialog, u"password"_s)->setText(shortLived.password());
        QTest::mouseClick(child<QPushButton>(dialog, u"connect"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!flow.dialog() || !flow.dialog()->isVisible(), 20000);
        QCOMPARE(flow.connection()->session()->state(), vmray::SupervisorSession::State::Active);
        // The same rows, never reset or dropped while the session was renewed.
        QCOMPARE(model->rowCount(), rows);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removals.size(), 0);
        flow.connection()->deleteLater();
        QCOMPARE(shortLived.stop(), 0);
    }
};

QTEST_MAIN(TestConnectFlow)
#include "tst_connect_flow.moc"
