// The Settings dialog: a language and a response limit, kept until the next start, and how often
// Ray dashboards are read.
#include "settingsdialog.h"

#include "kube/kubeclient.h"
#include "language.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
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
    layout->addLayout(form);

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

void SettingsDialog::accept()
{
    storeLanguage(m_settings, m_language->currentData().toString());
    // Stored only when changed, so a later release's default still reaches a user who never
    // chose a limit.
    if (m_maxResponse->value() != m_maxResponse->property(shownValueProperty).toInt())
        m_settings.setValue(maxResponseKey, m_maxResponse->value());
    m_settings.setValue(rayIntervalKey, m_rayInterval->value());
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

QAction *addSettingsAction(QMenu *menu, QWidget *parent, std::function<void()> accepted)
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
