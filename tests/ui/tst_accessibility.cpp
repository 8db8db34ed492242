// Accessibility of every window against the emulator, offscreen: each focusable element a screen
// reader reaches has a name, Tab reaches every focusable widget in reading order and never gets
// stuck, and every state shown in colour also has words.
#include "connectdialog.h"
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "fleetwindow.h"
#include "helpdialogs.h"
#include "items/clustertablemodel.h"
#include "items/tasklog.h"
#include "mainwindow.h"
#include "presentation.h"
#include "ray/clusterstate.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "settingsdialog.h"
#include "teardowndialog.h"
#include "wizard/clusterwizard.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMetaEnum>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSslSocket>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

QString describe(QAccessibleInterface *iface)
{
    const char *role = QMetaEnum::fromType<QAccessible::Role>().valueToKey(iface->role());
    const QObject *object = iface->object();
    QString where = object
        ? u"%1 \"%2\""_s.arg(
            QString::fromLatin1(object->metaObject()->className()), object->objectName())
        : u"(no object)"_s;
    return u"%1 %2"_s.arg(QString::fromLatin1(role ? role : "?"), where);
}

bool isItemView(QAccessible::Role role)
{
    return role == QAccessible::Table || role == QAccessible::Tree || role == QAccessible::List
        || role == QAccessible::ComboBox;
}

// Every visible focusable element under `iface` without a name. The items of views are named by
// their models' words (checked where the words are made); the views themselves are checked here.
void collectUnnamed(QAccessibleInterface *iface, QStringList &out, int depth = 0)
{
    if (!iface || depth > 60)
        return;
    const QAccessible::State state = iface->state();
    if (state.invisible)
        return;
    if (state.focusable && iface->text(QAccessible::Name).trimmed().isEmpty())
        out << describe(iface);
    if (depth > 0 && isItemView(iface->role()))
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), out, depth + 1);
}

QStringList unnamedFocusable(QWidget *window)
{
    QStringList out;
    collectUnnamed(QAccessible::queryAccessibleInterface(window), out);
    return out;
}

bool takesTabFocus(const QWidget *w)
{
    return (w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled()
        && !w->focusProxy();
}

// The focusable widgets of `window` (not of windows it opened).
QList<QWidget *> tabStops(QWidget *window, const QWidget *within = nullptr)
{
    QList<QWidget *> out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (w->window() == window && takesTabFocus(w) && (!within || within->isAncestorOf(w)))
            out << w;
    }
    return out;
}

QString name(const QWidget *w)
{
    return u"%1 \"%2\""_s.arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
}

// Presses Tab from `start` until the focus is back there: the widgets in the order Tab reached
// them. A widget that keeps the focus for many presses is a trap and ends the walk with a failure.
QList<QWidget *> tabCycle(QWidget *start, QString *problem)
{
    start->window()->activateWindow();
    start->setFocus(Qt::TabFocusReason);
    if (!QTest::qWaitFor([start] {
            return QApplication::focusWidget() == start;
        })) {
        *problem = u"%1 does not take the focus"_s.arg(name(start));
        return {};
    }
    QList<QWidget *> seen { QApplication::focusWidget() };
    int stay = 0;
    for (int press = 0; press < 400; ++press) {
        QWidget *before = QApplication::focusWidget();
        QTest::keyClick(before, Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        if (!now) {
            *problem = u"Tab from %1 left the window"_s.arg(name(before));
            return seen;
        }
        if (now == seen.first())
            return seen;
        if (now == before) {
            if (++stay > 30) {
                *problem = u"Tab stays in %1"_s.arg(name(now));
                return seen;
            }
            continue;
        }
        stay = 0;
        if (seen.contains(now)) {
            *problem =
                u"Tab cycles without coming back to %1, at %2"_s.arg(name(seen.first()), name(now));
            return seen;
        }
        seen << now;
    }
    *problem = u"Tab never came back to %1"_s.arg(name(start));
    return seen;
}

QStringList names(const QList<QWidget *> &widgets)
{
    QStringList out;
    for (const QWidget *w : widgets)
        out << name(w);
    return out;
}

// Every focusable widget is reached by Tab and none traps it.
bool checkTabReachesAll(QWidget *window, QWidget *start, QList<QWidget *> *order)
{
    QString problem;
    *order = tabCycle(start, &problem);
    QList<QWidget *> missed;
    for (QWidget *w : tabStops(window)) {
        if (!order->contains(w))
            missed << w;
    }
    if (!problem.isEmpty() || !missed.isEmpty()) {
        qWarning("%s\nTab order: %s\nNot reached: %s",
            qPrintable(problem),
            qPrintable(names(*order).join(u", "_s)),
            qPrintable(names(missed).join(u", "_s)));
        return false;
    }
    return true;
}

// Reading order: each next stop is to the right on the same line, further down, or inside the
// one before (a table's cells).
QString readingOrderProblem(const QList<QWidget *> &order, const QWidget *page)
{
    QWidget *previous = nullptr;
    QRect previousRect;
    for (QWidget *w : order) {
        if (!page->isAncestorOf(w))
            continue;
        const QRect rect(w->mapTo(page->window(), QPoint(0, 0)), w->size());
        if (previous) {
            const bool inside = previousRect.contains(rect.center());
            const bool sameLine =
                rect.top() < previousRect.bottom() && previousRect.top() < rect.bottom();
            const bool below = rect.top() >= previousRect.center().y();
            const bool right = rect.left() >= previousRect.center().x();
            if (!inside && !(sameLine ? right : below))
                return u"%1 comes after %2"_s.arg(name(w), name(previous));
        }
        previous = w;
        previousRect = rect;
    }
    return {};
}

QString report(const QString &what, const QStringList &unnamed)
{
    return u"%1: %2 focusable element(s) without a name:\n  %3"_s.arg(
        what, QString::number(unnamed.size()), unnamed.join(u"\n  "_s));
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager network;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<ConnectionFlow> flow;
    int unnamedTotal = 0;

    // Records the window's unnamed elements; the test fails at its end, after every window.
    void checkNamed(const QString &what, QWidget *w, QStringList *failures)
    {
        const QStringList unnamed = unnamedFocusable(w);
        unnamedTotal += int(unnamed.size());
        if (!unnamed.isEmpty())
            *failures << report(what, unnamed);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        window = std::make_unique<MainWindow>();
        flow = std::make_unique<ConnectionFlow>(&network, nullptr, nullptr, window.get());
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        flow->connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window->namespaceModel() && window->namespaceModel()->rowCount() == 3, 30000);
        window->selectCluster(u"analytics"_s, u"etl-nightly"_s);
        QTRY_VERIFY_WITH_TIMEOUT(window->workspace()
                && window->workspace()->selectedCluster() == u"etl-nightly"_s
                && window->nodeView()->model()->rowCount() > 0,
            30000);
    }

    void cleanupTestCase()
    {
        qInfo("Focusable elements without a name, in all windows checked: %d", unnamedTotal);
        flow.reset();
        window.reset();
        QCOMPARE(emu.stop(), 0);
    }

    void mainWindowIsNamed()
    {
        QStringList failures;
        checkNamed(u"Main window"_s, window.get(), &failures);
        // Each tab of the details, shown in turn: Ray's view and the jobs among them.
        auto *tabs = window->findChild<QTabWidget *>(u"detailTabs"_s);
        QVERIFY(tabs && tabs->count() >= 5);
        const int shown = tabs->currentIndex();
        for (int t = 0; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            checkNamed(
                u"Main window, details tab %1"_s.arg(tabs->tabText(t)), window.get(), &failures);
        }
        tabs->setCurrentIndex(shown);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void mainWindowTabOrder()
    {
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QList<QWidget *> order;
        QVERIFY(checkTabReachesAll(window.get(), window->filterEdit(), &order));
        // The filter, the namespaces, then the panes as they are laid out, the tasks last.
        const QList<QWidget *> landmarks { static_cast<QWidget *>(window->filterEdit()),
            window->navigationView(),
            window->clusterView(),
            window->nodeView(),
            window->findChild<QWidget *>(u"detailTabs"_s),
            window->taskView() };
        qsizetype last = -1;
        for (QWidget *landmark : landmarks) {
            qsizetype at = -1;
            for (qsizetype i = 0; i < order.size() && at < 0; ++i) {
                if (order.at(i) == landmark || landmark->isAncestorOf(order.at(i)))
                    at = i;
            }
            QVERIFY2(at > last,
                qPrintable(u"%1 is out of place in the Tab order: %2"_s.arg(
                    name(landmark), names(order).join(u", "_s))));
            last = at;
        }
    }

    void wizardPagesAreNamedAndTabbable()
    {
        ClusterWizard *wizard = window->newCluster();
        QVERIFY(wizard);
        QVERIFY(QTest::qWaitForWindowActive(wizard));
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        QTest::keyClicks(wizard->findChild<QLineEdit *>(u"clusterName"_s), u"a11y-test"_s);
        auto *password = wizard->findChild<QLineEdit *>(u"vmPassword"_s);
        password->setText(u"secret-Passw0rd"_s);
        wizard->findChild<QLineEdit *>(u"vmPasswordRepeat"_s)->setText(u"secret-Passw0rd"_s);
        QStringList failures;
        for (int page = ClusterWizard::TargetPage; page <= ClusterWizard::ReviewPage; ++page) {
            QCOMPARE(wizard->currentId(), page);
            const QString what = u"Wizard page %1"_s.arg(wizard->currentPage()->title());
            checkNamed(what, wizard, &failures);
            QList<QWidget *> pageStops = tabStops(wizard, wizard->currentPage());
            QVERIFY2(!pageStops.isEmpty(), qPrintable(what));
            // From the page's first field in reading order.
            std::sort(pageStops.begin(), pageStops.end(), [wizard](QWidget *a, QWidget *b) {
                const QPoint pa = a->mapTo(wizard, QPoint(0, 0));
                const QPoint pb = b->mapTo(wizard, QPoint(0, 0));
                return std::pair(pa.y(), pa.x()) < std::pair(pb.y(), pb.x());
            });
            QList<QWidget *> order;
            if (!checkTabReachesAll(wizard, pageStops.first(), &order))
                failures << what + u": Tab does not reach every field"_s;
            const QString problem = readingOrderProblem(order, wizard->currentPage());
            if (!problem.isEmpty())
                failures << u"%1: %2 (Tab order: %3)"_s.arg(
                    what, problem, names(order).join(u", "_s));
            if (page < ClusterWizard::ReviewPage) {
                QVERIFY2(wizard->button(QWizard::NextButton)->isEnabled(),
                    qPrintable(what + u" cannot go on"_s));
                wizard->next();
            }
        }
        wizard->close();
        // What was typed goes only once the discard is confirmed.
        QMessageBox *discard = nullptr;
        QTRY_VERIFY((discard = wizard->findChild<QMessageBox *>(u"discardNewCluster"_s))
            && discard->isVisible());
        discard->findChild<QPushButton *>(u"discard"_s)->click();
        QTRY_VERIFY(!wizard->isVisible());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void connectDialogIsNamed()
    {
        ConnectDialog dialog(window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QStringList failures;
        checkNamed(u"Connect dialog"_s, &dialog, &failures);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
        QList<QWidget *> order;
        QVERIFY(checkTabReachesAll(&dialog, dialog.findChild<QWidget *>(u"server"_s), &order));
    }

    void settingsDialogIsNamed()
    {
        SettingsDialog dialog(window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QStringList failures;
        checkNamed(u"Settings dialog"_s, &dialog, &failures);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void allVmsWindowIsNamed()
    {
        FleetWindow *fleet = window->showAllVms();
        QVERIFY(fleet);
        QVERIFY(QTest::qWaitForWindowActive(fleet));
        QTRY_VERIFY_WITH_TIMEOUT(fleet->fleet()->isSynced(), 30000);
        QStringList failures;
        checkNamed(u"All VMs"_s, fleet, &failures);
        QList<QWidget *> order;
        if (!checkTabReachesAll(fleet, fleet->findChild<QWidget *>(u"filter"_s), &order))
            failures << u"All VMs: Tab does not reach every element"_s;
        fleet->close();
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void helpListsEveryShortcutAndTheVersions()
    {
        // F1 opens the list; every action of the main window with a shortcut is in it.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTest::keyClick(window.get(), Qt::Key_F1);
        auto *shortcuts = window->findChild<KeyboardShortcutsDialog *>();
        QVERIFY(shortcuts);
        QVERIFY(QTest::qWaitForWindowActive(shortcuts));
        auto *table = shortcuts->findChild<QTableWidget *>(u"shortcuts"_s);
        QSet<QString> listed;
        for (int row = 0; row < table->rowCount(); ++row)
            listed.insert(table->item(row, 0)->text() + u" = "_s + table->item(row, 1)->text());
        int withShortcut = 0;
        for (const QAction *action : window->findChildren<QAction *>()) {
            if (action->shortcut().isEmpty())
                continue;
            ++withShortcut;
            const QString entry = action->shortcut().toString(QKeySequence::NativeText) + u" = "_s
                + action->text().remove(u'&').remove(u'…');
            QVERIFY2(listed.contains(entry), qPrintable(entry));
        }
        QVERIFY(withShortcut >= 8);
        QVERIFY(listed.contains(u"Alt+N = Next"_s)); // the wizard's keys, from its buttons
        QStringList failures;
        checkNamed(u"Keyboard shortcuts"_s, shortcuts, &failures);
        shortcuts->close();

        const QString versions = AboutDialog::versionsText();
        for (const QString &part : { QString::fromLatin1(qVersion()),
                 QSslSocket::sslLibraryVersionString(),
                 QSysInfo::prettyProductName(),
                 u"QtKeychain 0."_s,
                 u"yaml-cpp 0."_s })
            QVERIFY2(versions.contains(part), qPrintable(versions + u" lacks "_s + part));
        auto *about = window->findChild<QAction *>(u"aboutAction"_s);
        QVERIFY(about);
        about->trigger();
        auto *aboutDialog = window->findChild<AboutDialog *>();
        QVERIFY(aboutDialog);
        QVERIFY(QTest::qWaitForWindowActive(aboutDialog));
        QCOMPARE(aboutDialog->findChild<QLabel *>(u"versions"_s)->text(), versions);
        checkNamed(u"About"_s, aboutDialog, &failures);
        aboutDialog->close();
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void statesHaveWords()
    {
        // Each state drawn in a colour also reads as words beside it.
        for (auto health : { ray::ClusterHealth::Starting,
                 ray::ClusterHealth::Healthy,
                 ray::ClusterHealth::Degraded,
                 ray::ClusterHealth::Failed,
                 ray::ClusterHealth::Deleting }) {
            QVERIFY(PresentationProxy::healthColor(int(health)).isValid());
            const QString words = PresentationProxy::clusterHealthText(int(health));
            QVERIFY2(words.size() >= 4 && words.front().isLetter(), qPrintable(words));
        }
        for (int phase = int(ray::NodePhase::Pending); phase <= int(ray::NodePhase::Removing);
             ++phase)
            QVERIFY2(PresentationProxy::nodePhaseText(phase).size() >= 4,
                qPrintable(QString::number(phase)));
        for (auto state : { TaskRecord::State::Running,
                 TaskRecord::State::Succeeded,
                 TaskRecord::State::Failed,
                 TaskRecord::State::Interrupted })
            QVERIFY(PresentationProxy::taskStateText(int(state)).size() >= 4);
        // The clusters table: every row's state has words, not only a coloured mark.
        QAbstractItemModel *clusters = window->clusterView()->model();
        QVERIFY(clusters->rowCount() > 0);
        for (int row = 0; row < clusters->rowCount(); ++row) {
            const QModelIndex state = clusters->index(row, ClusterTableModel::State);
            QVERIFY(!state.data(Qt::DecorationRole).isNull());
            QVERIFY(state.data(Qt::DisplayRole).toString().size() >= 4);
        }
    }

    // Last: the confirmation deletes a cluster, for its progress window.
    void teardownDialogsAreNamed()
    {
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->clusterView()->setFocus();
        TeardownDialog *dialog = window->deleteSelectedClusters();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QStringList failures;
        checkNamed(u"Teardown confirmation"_s, dialog, &failures);
        auto *confirm = dialog->findChild<QLineEdit *>(u"confirmName"_s);
        QList<QWidget *> order;
        if (!checkTabReachesAll(dialog, confirm, &order))
            failures << u"Teardown confirmation: Tab does not reach every element"_s;
        confirm->setFocus();
        QTest::keyClicks(confirm, u"etl-nightly"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog->findChild<QAbstractButton *>(u"deleteButton"_s)->isEnabled(), 30000);
        QTest::keyClick(confirm, Qt::Key_Return);
        QTRY_VERIFY(window->teardownProgress());
        TeardownProgressDialog *progress = window->teardownProgress();
        QVERIFY(QTest::qWaitForWindowActive(progress));
        checkNamed(u"Teardown progress"_s, progress, &failures);
        progress->close();
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
