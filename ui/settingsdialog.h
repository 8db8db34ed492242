// The Settings dialog (File > Settings…): the console's language and the largest response it reads
// from a server, stored in QSettings and read at the next start; how often Ray dashboards are
// read, applied at once.
#pragma once

#include <QDialog>
#include <QSettings>

#include <chrono>
#include <functional>

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
    QSpinBox *rayIntervalBox() const { return m_rayInterval; }

private:
    QSettings m_settings;
    QComboBox *m_language = nullptr;
    QSpinBox *m_maxResponse = nullptr;
    QSpinBox *m_rayInterval = nullptr;
};

// The largest response in MiB the dialog stored; 0 when none is (the client's default holds).
int storedMaxResponseMiB(const QSettings &settings);

// How often Ray dashboards are read; zero: never. Five seconds unless the user chose.
std::chrono::milliseconds storedRayInterval(const QSettings &settings);

// Adds "Settings…" (the platform's Preferences shortcut) to `menu`; it opens the dialog over
// `parent`, and `accepted` is called when the user stored new settings.
QAction *addSettingsAction(QMenu *menu, QWidget *parent, std::function<void()> accepted = {});

} // namespace vmray
