// The Settings dialog: a language and a response limit, kept until the next start.
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

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString maxResponseKey = u"network/maxResponseMiB"_s;
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
    layout->addLayout(form);

    auto *note = new QLabel(tr("Changes take effect the next time the console starts."), this);
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
    m_settings.sync();
    QDialog::accept();
}

int storedMaxResponseMiB(const QSettings &settings)
{
    return std::max(0, settings.value(maxResponseKey).toInt());
}

QAction *addSettingsAction(QMenu *menu, QWidget *parent)
{
    QAction *action = menu->addAction(SettingsDialog::tr("&Settings…"));
    action->setObjectName(u"settingsAction"_s);
    // Desktops without a Preferences key of their own (bare X11) get the common Ctrl+,.
    const QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    action->setShortcuts(preferences.isEmpty()
            ? QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::Key_Comma) }
            : preferences);
    action->setMenuRole(QAction::PreferencesRole);
    QObject::connect(action, &QAction::triggered, parent, [parent] {
        auto *dialog = new SettingsDialog(parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    return action;
}

} // namespace vmray
