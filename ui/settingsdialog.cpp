// The Settings dialog: a language and a response limit, kept until the next start; how often Ray
// dashboards are read, connecting at start, and the alarms.
#include "settingsdialog.h"

#include "kube/kubeclient.h"
#include "language.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString maxResponseKey = u"network/maxResponseMiB"_s;
const QString rayIntervalKey = u"ray/dashboardIntervalSeconds"_s;
const QString connectAllKey = u"connect/allOnStart"_s;
const QString notifyKey = u"alarms/notify"_s;
const QString degradedKey = u"alarms/degradedMinutes"_s;
const QString vmNotRunningKey = u"alarms/vmNotRunningMinutes"_s;
const QString unreachableKey = u"alarms/dashboardUnreachableMinutes"_s;
const QString unplacedKey = u"alarms/demandsUnplacedMinutes"_s;
const QString quotaKey = u"alarms/quotaPercent"_s;
const QString sessionKey = u"alarms/sessionExpiringMinutes"_s;
const QString pinKey = u"alarms/pinExpiringDays"_s;

std::chrono::seconds storedMinutes(
    const QSettings &settings, const QString &key, std::chrono::seconds fallback, int max)
{
    bool ok = false;
    const int minutes = settings.value(key).toInt(&ok);
    return ok ? std::chrono::minutes(std::clamp(minutes, 0, max)) : fallback;
}
constexpr int defaultRayIntervalSeconds = 5;
constexpr qint64 mib = 1024 * 1024;
const char *const shownValueProperty = "vmrayShownValue";
} // namespace

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"settingsDialog"_s);
    setWindowTitle(tr("Settings"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;

    m_language = new QComboBox(this);
    m_language->setObjectName(u"language"_s);
    m_language->addItem(tr("System default"), QString());
    for (const LanguageChoice &choice : languageChoices())
        m_language->addItem(choice.name, choice.code);
    const int stored = m_language->findData(storedLanguage(m_settings));
    m_language->setCurrentIndex(stored >= 0 ? stored : 0);
    form->addRow(tr("&Language:"), m_language);

    m_maxResponse = new QSpinBox(this);
    m_maxResponse->setObjectName(u"maxResponseMiB"_s);
    m_maxResponse->setRange(1, 64 * 1024);
    m_maxResponse->setSuffix(tr(" MiB"));
    const int storedMiB = storedMaxResponseMiB(m_settings);
    m_maxResponse->setValue(storedMiB > 0
            ? storedMiB
            : static_cast<int>(kube::RequestPolicy::defaultMaxResponseBytes() / mib));
    m_maxResponse->setProperty(shownValueProperty, m_maxResponse->value());
    m_maxResponse->setToolTip(tr("A server's answer larger than this is refused instead of being "
                                 "read into memory. A list of 10,000 VMs is about 20 MiB."));
    form->addRow(tr("Largest server &response:"), m_maxResponse);

    m_rayInterval = new QSpinBox(this);
    m_rayInterval->setObjectName(u"rayIntervalSeconds"_s);
    m_rayInterval->setRange(0, 600);
    m_rayInterval->setSpecialValueText(tr("Never"));
    m_rayInterval->setSuffix(tr(" s", "seconds"));
    m_rayInterval->setValue(static_cast<int>(
        std::chrono::duration_cast<std::chrono::seconds>(storedRayInterval(m_settings)).count()));
    m_rayInterval->setToolTip(
        tr("How often the console reads the Ray dashboards of the clusters shown: the nodes of "
           "each, and the status and jobs of the selected one. Never: Ray's own view is not "
           "shown."));
    form->addRow(tr("Read Ray &dashboards every:"), m_rayInterval);

    m_connectAll = new QCheckBox(tr("Connect to every saved Supervisor on start"), this);
    m_connectAll->setObjectName(u"connectAll"_s);
    m_connectAll->setChecked(storedConnectAll(m_settings));
    m_connectAll->setToolTip(
        tr("Each one whose password or session the keychain keeps connects at once; the others "
           "ask for their password one after another."));
    form->addRow(QString(), m_connectAll);
    layout->addLayout(form);

    auto *alarms = new QGroupBox(tr("Alarms"), this);
    auto *alarmForm = new QFormLayout(alarms);
    m_notify = new QComboBox(alarms);
    m_notify->setObjectName(u"alarmNotifications"_s);
    m_notify->addItem(tr("Off"), int(AlarmNotifications::Off));
    m_notify->addItem(tr("Critical (red) alarms"), int(AlarmNotifications::RedOnly));
    m_notify->addItem(
        tr("Critical and warning (red and yellow) alarms"), int(AlarmNotifications::RedAndYellow));
    m_notify->setCurrentIndex(m_notify->findData(int(storedAlarmNotifications(m_settings))));
    alarmForm->addRow(tr("Desktop &notifications:"), m_notify);
    const AlarmThresholds thresholds = storedAlarmThresholds(m_settings);
    m_degradedMinutes = minutesBox(u"degradedMinutes"_s, thresholds.degradedFor, 1440);
    alarmForm->addRow(tr("Ray cluster de&graded for longer than:"), m_degradedMinutes);
    m_vmNotRunningMinutes = minutesBox(u"vmNotRunningMinutes"_s, thresholds.vmNotRunningFor, 1440);
    alarmForm->addRow(tr("Node &VM not running for longer than:"), m_vmNotRunningMinutes);
    m_unreachableMinutes =
        minutesBox(u"dashboardUnreachableMinutes"_s, thresholds.dashboardUnreachableFor, 1440);
    alarmForm->addRow(tr("Ray dashboard unreac&hable for longer than:"), m_unreachableMinutes);
    m_unplacedMinutes =
        minutesBox(u"demandsUnplacedMinutes"_s, thresholds.demandsUnplacedFor, 1440);
    alarmForm->addRow(tr("Demands unpla&ced for longer than:"), m_unplacedMinutes);
    m_quotaPercent = new QSpinBox(alarms);
    m_quotaPercent->setObjectName(u"quotaPercent"_s);
    m_quotaPercent->setRange(1, 100);
    m_quotaPercent->setSuffix(tr(" %", "percent"));
    m_quotaPercent->setValue(thresholds.quotaPercent);
    alarmForm->addRow(tr("Namespace &quota used at or above:"), m_quotaPercent);
    m_sessionMinutes =
        minutesBox(u"sessionExpiringMinutes"_s, thresholds.sessionExpiringWithin, 600);
    alarmForm->addRow(tr("&Session expiring within:"), m_sessionMinutes);
    m_pinDays = new QSpinBox(alarms);
    m_pinDays->setObjectName(u"pinExpiringDays"_s);
    m_pinDays->setRange(1, 365);
    m_pinDays->setSuffix(tr(" days"));
    m_pinDays->setValue(int(thresholds.pinExpiringWithin.count() / 24));
    alarmForm->addRow(tr("&Pinned certificate expiring within:"), m_pinDays);
    layout->addWidget(alarms);

    auto *note = new QLabel(tr("The language and the response limit take effect the next time "
                               "the console starts; how often Ray dashboards are read, at once."),
        this);
    note->setObjectName(u"restartNote"_s);
    note->setWordWrap(true);
    layout->addWidget(note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

SettingsDialog::~SettingsDialog() = default;

QSpinBox *SettingsDialog::minutesBox(const QString &name, std::chrono::seconds value, int max)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(0, max);
    box->setSuffix(tr(" min", "minutes"));
    box->setValue(int(std::chrono::duration_cast<std::chrono::minutes>(value).count()));
    return box;
}

void SettingsDialog::accept()
{
    storeLanguage(m_settings, m_language->currentData().toString());
    // Stored only when changed, so a later release's default still reaches a user who never
    // chose a limit.
    if (m_maxResponse->value() != m_maxResponse->property(shownValueProperty).toInt())
        m_settings.setValue(maxResponseKey, m_maxResponse->value());
    m_settings.setValue(rayIntervalKey, m_rayInterval->value());
    m_settings.setValue(connectAllKey, m_connectAll->isChecked());
    m_settings.setValue(notifyKey, m_notify->currentData().toInt());
    m_settings.setValue(degradedKey, m_degradedMinutes->value());
    m_settings.setValue(vmNotRunningKey, m_vmNotRunningMinutes->value());
    m_settings.setValue(unreachableKey, m_unreachableMinutes->value());
    m_settings.setValue(unplacedKey, m_unplacedMinutes->value());
    m_settings.setValue(quotaKey, m_quotaPercent->value());
    m_settings.setValue(sessionKey, m_sessionMinutes->value());
    m_settings.setValue(pinKey, m_pinDays->value());
    m_settings.sync();
    QDialog::accept();
}

int storedMaxResponseMiB(const QSettings &settings)
{
    return std::max(0, settings.value(maxResponseKey).toInt());
}

std::chrono::milliseconds storedRayInterval(const QSettings &settings)
{
    bool ok = false;
    const int seconds = settings.value(rayIntervalKey).toInt(&ok);
    return std::chrono::seconds(ok ? std::clamp(seconds, 0, 600) : defaultRayIntervalSeconds);
}

bool storedConnectAll(const QSettings &settings)
{
    return settings.value(connectAllKey, false).toBool();
}

AlarmNotifications storedAlarmNotifications(const QSettings &settings)
{
    bool ok = false;
    const int stored = settings.value(notifyKey).toInt(&ok);
    if (!ok || stored < int(AlarmNotifications::Off)
        || stored > int(AlarmNotifications::RedAndYellow))
        return AlarmNotifications::RedAndYellow;
    return AlarmNotifications(stored);
}

AlarmThresholds storedAlarmThresholds(const QSettings &settings)
{
    AlarmThresholds t;
    t.degradedFor = storedMinutes(settings, degradedKey, t.degradedFor, 1440);
    t.vmNotRunningFor = storedMinutes(settings, vmNotRunningKey, t.vmNotRunningFor, 1440);
    t.dashboardUnreachableFor =
        storedMinutes(settings, unreachableKey, t.dashboardUnreachableFor, 1440);
    t.demandsUnplacedFor = storedMinutes(settings, unplacedKey, t.demandsUnplacedFor, 1440);
    t.sessionExpiringWithin = storedMinutes(settings, sessionKey, t.sessionExpiringWithin, 600);
    bool ok = false;
    const int percent = settings.value(quotaKey).toInt(&ok);
    if (ok)
        t.quotaPercent = std::clamp(percent, 1, 100);
    const int days = settings.value(pinKey).toInt(&ok);
    if (ok)
        t.pinExpiringWithin = std::chrono::hours(24 * std::clamp(days, 1, 365));
    t.rayInterval = storedRayInterval(settings);
    return t;
}

QAction *addSettingsAction(QMenu *menu, QWidget *parent, const std::function<void()> &accepted)
{
    QAction *action = menu->addAction(SettingsDialog::tr("&Settings…"));
    action->setObjectName(u"settingsAction"_s);
    // Desktops without a Preferences key of their own (bare X11) get the common Ctrl+,.
    const QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    action->setShortcuts(preferences.isEmpty()
            ? QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::Key_Comma) }
            : preferences);
    action->setMenuRole(QAction::PreferencesRole);
    QObject::connect(action, &QAction::triggered, parent, [parent, accepted] {
        auto *dialog = new SettingsDialog(parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (accepted)
            QObject::connect(dialog, &QDialog::accepted, parent, accepted);
        dialog->open();
    });
    return action;
}

} // namespace vmray
