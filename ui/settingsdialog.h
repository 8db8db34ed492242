// The Settings dialog (File > Settings…): the console's language and the largest response it reads
// from a server, stored in QSettings and read at the next start; how often Ray dashboards are
// read, whether every saved Supervisor connects at start, the alarms' thresholds and which alarms
// are notified, applied at once.
#pragma once

#include "console/alarmwatch.h"

#include <QDialog>
#include <QSettings>

#include <chrono>
#include <functional>

class QAction;
class QCheckBox;
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
    QCheckBox *connectAllBox() const { return m_connectAll; }
    QComboBox *notifyBox() const { return m_notify; }

private:
    QSpinBox *minutesBox(const QString &name, std::chrono::seconds value, int max);

    QSettings m_settings;
    QComboBox *m_language = nullptr;
    QSpinBox *m_maxResponse = nullptr;
    QSpinBox *m_rayInterval = nullptr;
    QCheckBox *m_connectAll = nullptr;
    QComboBox *m_notify = nullptr;
    QSpinBox *m_degradedMinutes = nullptr;
    QSpinBox *m_vmNotRunningMinutes = nullptr;
    QSpinBox *m_unreachableMinutes = nullptr;
    QSpinBox *m_unplacedMinutes = nullptr;
    QSpinBox *m_quotaPercent = nullptr;
    QSpinBox *m_sessionMinutes = nullptr;
    QSpinBox *m_pinDays = nullptr;
};

// Which new alarms a desktop notification tells of.
enum class AlarmNotifications { Off, RedOnly, RedAndYellow };

// Whether every saved Supervisor connects at start; off unless the user chose.
bool storedConnectAll(const QSettings &settings);
AlarmNotifications storedAlarmNotifications(const QSettings &settings);
// The alarms' thresholds as the user set them; the Ray interval is storedRayInterval's.
AlarmThresholds storedAlarmThresholds(const QSettings &settings);

// The largest response in MiB the dialog stored; 0 when none is (the client's default holds).
int storedMaxResponseMiB(const QSettings &settings);

// How often Ray dashboards are read; zero: never. Five seconds unless the user chose.
std::chrono::milliseconds storedRayInterval(const QSettings &settings);

// Adds "Settings…" (the platform's Preferences shortcut) to `menu`; it opens the dialog over
// `parent`, and `accepted` is called when the user stored new settings.
QAction *addSettingsAction(
    QMenu *menu, QWidget *parent, const std::function<void()> &accepted = {});

} // namespace vmray
