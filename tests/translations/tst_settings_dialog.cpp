// The Settings dialog and the language choice: the languages offered in their own names, the
// choice and the response limit stored for the next start, the File menu's Settings… with the
// Preferences shortcut, and --language over the stored choice over the system's.
#include "language.h"
#include "mainwindow.h"
#include "settingsdialog.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestSettingsDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(settingsDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    }

    void init() { QSettings().clear(); }

    void offersTheLanguagesInTheirOwnNames()
    {
        SettingsDialog dialog;
        QComboBox *box = dialog.languageBox();
        QStringList names;
        for (int i = 0; i < box->count(); ++i)
            names.append(box->itemText(i));
        QCOMPARE(
            names, (QStringList { u"System default"_s, u"English"_s, u"Deutsch"_s, u"日本語"_s }));
        QCOMPARE(box->currentIndex(), 0); // nothing stored: the system decides
        const QLabel *note = dialog.findChild<QLabel *>(u"restartNote"_s);
        QVERIFY(note);
        QVERIFY(note->text().contains(u"next time"_s));
    }

    void storesTheChoicesForTheNextStart()
    {
        {
            SettingsDialog dialog;
            dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findText(u"Deutsch"_s));
            dialog.maxResponseBox()->setValue(512);
            dialog.accept();
        }
        QSettings settings;
        QCOMPARE(storedLanguage(settings), u"de"_s);
        QCOMPARE(storedMaxResponseMiB(settings), 512);
        {
            // Opened again, it shows what is stored; Cancel keeps it.
            SettingsDialog dialog;
            QCOMPARE(dialog.languageBox()->currentText(), u"Deutsch"_s);
            QCOMPARE(dialog.maxResponseBox()->value(), 512);
            dialog.languageBox()->setCurrentIndex(0);
            dialog.reject();
        }
        QCOMPARE(storedLanguage(QSettings()), u"de"_s);
        {
            SettingsDialog dialog;
            dialog.languageBox()->setCurrentIndex(0);
            dialog.accept();
        }
        QVERIFY(!QSettings().contains(u"ui/language"_s)); // the system decides again
    }

    void fileMenuOpensIt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *action = window.findChild<QAction *>(u"settingsAction"_s);
        QVERIFY(action);
        // The desktop's Preferences key, or Ctrl+, where it names none (as offscreen).
        const QKeySequence preferences(QKeySequence::Preferences);
        QCOMPARE(action->shortcut(),
            preferences.isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Comma) : preferences);
        QVERIFY(!action->shortcut().isEmpty());
        const QList<QMenu *> menus = window.menuBar()->findChildren<QMenu *>();
        QVERIFY(std::any_of(menus.cbegin(), menus.cend(), [&](const QMenu *menu) {
            return menu->actions().contains(action);
        }));
        action->trigger();
        SettingsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<SettingsDialog *>()) && dialog->isVisible());
        dialog->reject();
    }

    void commandLineOverStoredOverSystem()
    {
        const QStringList plain { u"vmray-console"_s, u"--sandbox"_s };
        QCOMPARE(languageFromArguments(plain), QString());
        QCOMPARE(languageFromArguments(plain + QStringList { u"--language"_s, u"ja"_s }), u"ja"_s);
        QCOMPARE(languageFromArguments(plain + QStringList { u"--language=de"_s }), u"de"_s);

        QCOMPARE(chooseLocale(u"ja"_s, u"de"_s).language(), QLocale::Japanese);
        QCOMPARE(chooseLocale(QString(), u"de"_s).language(), QLocale::German);
        QCOMPARE(chooseLocale(QString(), QString()), QLocale::system());
        // A code that names no language is passed over.
        QCOMPARE(chooseLocale(u"zz-nonsense"_s, u"de"_s).language(), QLocale::German);
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settings_dialog.moc"
