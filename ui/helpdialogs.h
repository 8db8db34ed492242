// The Help menu: the keyboard shortcuts of the main window and its dialogs, read from their
// actions and buttons rather than kept by hand, and the versions the console runs with.
#pragma once

#include <QDialog>
#include <QKeySequence>

class QMainWindow;

namespace vmray {

struct ShortcutEntry
{
    QString where; // the menu or dialog, e.g. "File" or "New Ray Cluster wizard"
    QString command; // what the keys do, as the menu or button says it
    QKeySequence keys;
};

// The shortcuts of every action of `window` that has one, then the create-cluster wizard's keys.
QList<ShortcutEntry> keyboardShortcuts(const QWidget *window);

class KeyboardShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyboardShortcutsDialog)

public:
    explicit KeyboardShortcutsDialog(const QWidget *window, QWidget *parent = nullptr);
    ~KeyboardShortcutsDialog() override;
};

class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);
    ~AboutDialog() override;

    // The console's version and those of Qt, QtKeychain, yaml-cpp, OpenSSL and the system.
    static QString versionsText();
};

// Adds Help > Keyboard Shortcuts (F1) and Help > About vmray-console to the window's menu bar.
void addHelpMenu(QMainWindow *window);

} // namespace vmray
