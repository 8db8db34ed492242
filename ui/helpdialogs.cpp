// The Help menu's dialogs: keyboard shortcuts and About.
#include "helpdialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSslSocket>
#include <QSysInfo>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QWizard>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
QString withoutMnemonic(QString text)
{
    text.remove(QRegularExpression(u"&(?!&)"_s));
    text.replace(u"&&"_s, u"&"_s);
    return text.remove(u'…').trimmed();
}

QString menuPathOf(const QAction *action)
{
    for (QObject *object : action->associatedObjects()) {
        if (const auto *menu = qobject_cast<QMenu *>(object))
            return withoutMnemonic(menu->title());
    }
    return KeyboardShortcutsDialog::tr("Main window");
}
} // namespace

QList<ShortcutEntry> keyboardShortcuts(const QWidget *window)
{
    QList<ShortcutEntry> entries;
    for (const QAction *action : window->findChildren<QAction *>()) {
        for (const QKeySequence &keys : action->shortcuts()) {
            if (!keys.isEmpty())
                entries.append({ menuPathOf(action), withoutMnemonic(action->text()), keys });
        }
    }
    std::stable_sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) {
        return a.where < b.where;
    });
    // The wizard's buttons, with the keys its own texts give them.
    const QString wizardName = KeyboardShortcutsDialog::tr("New Ray Cluster wizard");
    QWizard wizard;
    wizard.setWizardStyle(QWizard::ClassicStyle);
    for (const QWizard::WizardButton button : { QWizard::BackButton, QWizard::NextButton }) {
        const QString text = wizard.buttonText(button);
        const QKeySequence keys = QKeySequence::mnemonic(text);
        if (!keys.isEmpty())
            entries.append(
                { wizardName, withoutMnemonic(text).remove(u'<').remove(u'>').trimmed(), keys });
    }
    entries.append({ wizardName,
        KeyboardShortcutsDialog::tr("Next page, or Create Cluster on the last"),
        QKeySequence(Qt::Key_Return) });
    entries.append({ wizardName,
        withoutMnemonic(wizard.buttonText(QWizard::CancelButton)),
        QKeySequence(QKeySequence::Cancel) });
    return entries;
}

KeyboardShortcutsDialog::KeyboardShortcutsDialog(const QWidget *window, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"keyboardShortcutsDialog"_s);
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    const QList<ShortcutEntry> entries = keyboardShortcuts(window);
    auto *table = new QTableWidget(static_cast<int>(entries.size()), 3, this);
    table->setObjectName(u"shortcuts"_s);
    table->setAccessibleName(tr("Keyboard shortcuts"));
    table->setAccessibleDescription(
        tr("Each shortcut with the command it runs and the menu or window it belongs to."));
    table->setHorizontalHeaderLabels({ tr("Keys"), tr("Command"), tr("Menu or window") });
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry &e = entries.at(row);
        table->setItem(row, 0, new QTableWidgetItem(e.keys.toString(QKeySequence::NativeText)));
        table->setItem(row, 1, new QTableWidgetItem(e.command));
        table->setItem(row, 2, new QTableWidgetItem(e.where));
    }
    table->resizeColumnsToContents();
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Wide enough for every column as its longest entry or title needs (languages differ), and
    // for the rows without scrolling where the screen allows.
    int width = table->frameWidth() * 2 + table->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < table->columnCount(); ++column)
        width += std::max(
            table->columnWidth(column), table->horizontalHeader()->sectionSizeHint(column));
    const int height = table->horizontalHeader()->sizeHint().height() + table->frameWidth() * 2
        + table->rowHeight(0) * static_cast<int>(entries.size()) + buttons->sizeHint().height()
        + layout->contentsMargins().top() + layout->contentsMargins().bottom() + layout->spacing();
    resize(
        std::max(560, width + layout->contentsMargins().left() + layout->contentsMargins().right()),
        std::clamp(height, 420, 720));
}

KeyboardShortcutsDialog::~KeyboardShortcutsDialog() = default;

QString AboutDialog::versionsText()
{
    const QStringList lines {
        tr("vmray-console %1")
            .arg(QCoreApplication::applicationVersion().isEmpty()
                    ? QStringLiteral(VMRAY_VERSION)
                    : QCoreApplication::applicationVersion()),
        tr("Qt %1 (built with %2)")
            .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)),
        tr("QtKeychain %1").arg(QStringLiteral(VMRAY_QTKEYCHAIN_VERSION)),
        tr("yaml-cpp %1").arg(QStringLiteral(VMRAY_YAML_CPP_VERSION)),
        tr("%1 (built with %2)")
            .arg(QSslSocket::sslLibraryVersionString(), QSslSocket::sslLibraryBuildVersionString()),
        tr("%1, %2 kernel %3, %4")
            .arg(QSysInfo::prettyProductName(),
                QSysInfo::kernelType(),
                QSysInfo::kernelVersion(),
                QSysInfo::currentCpuArchitecture()),
    };
    return lines.join(u'\n');
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"aboutDialog"_s);
    setWindowTitle(tr("About vmray-console"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("A console for Ray clusters on vSphere Supervisors: create, follow and tear them down."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *versions = new QLabel(versionsText(), this);
    versions->setObjectName(u"versions"_s);
    // Selectable, and reachable by Tab, so the versions can be copied into a bug report.
    versions->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    versions->setFocusPolicy(Qt::StrongFocus);
    versions->setAccessibleName(tr("Versions"));
    versions->setAccessibleDescription(versionsText());
    layout->addWidget(versions);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

AboutDialog::~AboutDialog() = default;

void addHelpMenu(QMainWindow *window)
{
    QMenu *help = window->menuBar()->addMenu(KeyboardShortcutsDialog::tr("&Help"));
    QAction *shortcuts = help->addAction(KeyboardShortcutsDialog::tr("&Keyboard Shortcuts"));
    shortcuts->setObjectName(u"keyboardShortcutsAction"_s);
    shortcuts->setShortcut(QKeySequence::HelpContents);
    // Pressed again, F1 brings the open list forward rather than stacking another.
    QObject::connect(shortcuts,
        &QAction::triggered,
        window,
        [window, open = QPointer<KeyboardShortcutsDialog>()]() mutable {
            if (!open) {
                open = new KeyboardShortcutsDialog(window, window);
                open->setAttribute(Qt::WA_DeleteOnClose);
            }
            open->show();
            open->raise();
            open->activateWindow();
        });
    QAction *about = help->addAction(KeyboardShortcutsDialog::tr("&About vmray-console"));
    about->setObjectName(u"aboutAction"_s);
    about->setMenuRole(QAction::AboutRole);
    QObject::connect(
        about, &QAction::triggered, window, [window, open = QPointer<AboutDialog>()]() mutable {
            if (!open) {
                open = new AboutDialog(window);
                open->setAttribute(Qt::WA_DeleteOnClose);
            }
            open->show();
            open->raise();
            open->activateWindow();
        });
}

} // namespace vmray
