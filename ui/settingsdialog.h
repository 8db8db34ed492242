// The Settings dialog (File > Settings…): the console's language and the largest response it reads
// from a server, stored in QSettings and read at the next start.
#pragma once

#include <QDialog>
#include <QSettings>

class QAction;
class QComboBox;
class QMenu;
class QSpinBox;

namespace vmray {

class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // Stores the choices.
    void accept() override;

    QComboBox *languageBox() const { return m_language; }
    QSpinBox *maxResponseBox() const { return m_maxResponse; }

private:
    QSettings m_settings;
    QComboBox *m_language = nullptr;
    QSpinBox *m_maxResponse = nullptr;
};

// The largest response in MiB the dialog stored; 0 when none is (the client's default holds).
int storedMaxResponseMiB(const QSettings &settings);

// Adds "Settings…" (the platform's Preferences shortcut) to `menu`; it opens the dialog over
// `parent`.
QAction *addSettingsAction(QMenu *menu, QWidget *parent);

} // namespace vmray
