// The wizard's review page.
#include "reviewpage.h"

#include "items/itemroles.h"
#include "servertext.h"

#include "wizardfields.h"
#include "wizardstate.h"
#include "yamleditor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

ReviewWizardPage::ReviewWizardPage(WizardState &state, QWidget *parent)
    : QWizardPage(parent)
    , m_state(state)
{
    setTitle(tr("Review and create"));
    setSubTitle(tr("The VMRayCluster resource that will be created. Edit it here if you "
                   "like; it is checked as you type."));
    auto *layout = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal);
    m_yaml = new YamlEditor;
    m_yaml->setObjectName(u"yamlEditor"_s);
    m_yaml->setAccessibleName(tr("Cluster YAML"));
    m_yaml->setAccessibleDescription(
        tr("The VMRayCluster resource to create, checked as you type; the problems are listed "
           "beside it."));
    split->addWidget(m_yaml);
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *problemsLabel = new QLabel(tr("&Problems:"));
    sideLayout->addWidget(problemsLabel);
    m_problemList = new QListWidget;
    m_problemList->setObjectName(u"problemList"_s);
    problemsLabel->setBuddy(m_problemList);
    m_problemList->setAccessibleName(tr("Problems"));
    m_problemList->setAccessibleDescription(
        tr("Each problem of the YAML, an error or a warning; Enter goes to its line."));
    m_problemList->setWordWrap(true);
    sideLayout->addWidget(m_problemList, 2);
    m_capacityLabel = new QLabel;
    m_capacityLabel->setObjectName(u"capacity"_s);
    m_capacityLabel->setWordWrap(true);
    m_capacityLabel->setTextFormat(Qt::RichText);
    sideLayout->addWidget(m_capacityLabel, 1);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    auto *buttons = new QHBoxLayout;
    auto *save = new QPushButton(tr("&Save YAML…"));
    save->setObjectName(u"saveYaml"_s);
    auto *exportRay = new QPushButton(tr("&Export ray up Config…"));
    exportRay->setObjectName(u"exportRayUp"_s);
    m_rebuild = new QPushButton(tr("Rebuild &from Form"));
    m_rebuild->setObjectName(u"rebuildYaml"_s);
    m_rebuild->setToolTip(tr("Replace the YAML with what the form pages say; your edits here "
                             "are dropped."));
    m_dryRun = new QPushButton(tr("Check with a &Dry Run"));
    m_dryRun->setObjectName(u"dryRun"_s);
    m_dryRun->setToolTip(tr("Send the cluster to the Supervisor with dryRun: its schema, the "
                            "operator's webhook and admission check it, and nothing is "
                            "created. Done each time this page opens."));
    m_openExisting = new QPushButton(tr("&Open Existing Cluster"));
    m_openExisting->setObjectName(u"openExisting"_s);
    m_openExisting->hide();
    buttons->addWidget(save);
    buttons->addWidget(exportRay);
    buttons->addWidget(m_rebuild);
    buttons->addWidget(m_dryRun);
    buttons->addStretch();
    buttons->addWidget(m_openExisting);
    layout->addLayout(buttons);
    m_status = new QLabel;
    m_status->setObjectName(u"applyStatus"_s);
    m_status->setAccessibleName(tr("Create status"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextBrowserInteraction);
    openLinksOnClick(m_status);
    layout->addWidget(m_status);

    connect(m_yaml, &QPlainTextEdit::textChanged, this, &ReviewWizardPage::yamlChanged);
    connect(m_problemList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_yaml->goTo(item->data(LineRole).toInt(), item->data(ColumnRole).toInt());
    });
    connect(save, &QPushButton::clicked, this, &ReviewWizardPage::saveRequested);
    connect(exportRay, &QPushButton::clicked, this, &ReviewWizardPage::exportRequested);
    connect(m_rebuild, &QPushButton::clicked, this, &ReviewWizardPage::rebuildRequested);
    connect(m_openExisting, &QPushButton::clicked, this, &ReviewWizardPage::openExistingRequested);
    connect(m_dryRun, &QPushButton::clicked, this, &ReviewWizardPage::dryRunRequested);
}

void ReviewWizardPage::setDryRunEnabled(bool enabled)
{
    m_dryRun->setEnabled(enabled);
}

ReviewWizardPage::~ReviewWizardPage() = default;

QString ReviewWizardPage::yamlText() const
{
    return m_yaml->toPlainText();
}

void ReviewWizardPage::setYamlText(const QString &text)
{
    m_yaml->setPlainText(text);
}

void ReviewWizardPage::setYamlReadOnly(bool readOnly)
{
    m_yaml->setReadOnly(readOnly);
}

bool ReviewWizardPage::isComplete() const
{
    return m_state.created || (!m_state.applying && !hasErrors(m_problems));
}

void ReviewWizardPage::setProblems(const QList<ray::SpecProblem> &problems)
{
    m_problems = problems;
    m_yaml->setProblems(problems);
    m_problemList->clear();
    for (const ray::SpecProblem &p : problems) {
        QString text =
            p.line > 0 ? tr("Line %1: %2").arg(p.line).arg(problemLine(p)) : problemLine(p);
        auto *item = new QListWidgetItem(text, m_problemList);
        item->setToolTip(p.field);
        item->setData(LineRole, p.line);
        item->setData(ColumnRole, p.column);
    }
    if (problems.isEmpty())
        new QListWidgetItem(tr("No problems found."), m_problemList);
}

void ReviewWizardPage::showCapacity(
    const ray::Capacity &capacity, const ray::CatalogSnapshot &catalog)
{
    const ray::Capacity &c = capacity;
    auto amount = [](int cpus, qint64 memory, int gpus) {
        QString text = tr("%1 vCPU, %2 GiB memory")
                           .arg(cpus)
                           .arg(static_cast<double>(memory) / gib, 0, 'f', 0);
        if (gpus > 0)
            text += tr(", GPUs: %1").arg(gpus);
        return text;
    };
    QString html = u"<b>%1</b><br>"_s.arg(tr("What the VM classes reserve").toHtmlEscaped());
    html += tr("At the minimum of %n node(s): %1.", nullptr, c.nodesAtMin)
                .arg(amount(c.cpusAtMin, c.memoryAtMin, c.gpusAtMin))
                .toHtmlEscaped()
        + u"<br>"_s;
    html += tr("At the maximum of %n node(s): %1.", nullptr, c.nodesAtMax)
                .arg(amount(c.cpusAtMax, c.memoryAtMax, c.gpusAtMax))
                .toHtmlEscaped();
    if (!c.unknownClasses.isEmpty()) {
        html += u"<br>"_s
            + tr("Not counted (VM class unknown here): %1.")
                  .arg(c.unknownClasses.join(u", "_s))
                  .toHtmlEscaped();
    }
    const ray::NamespaceQuota &q = catalog.quota;
    if (catalog.loaded[ray::CatalogSnapshot::Quota] && !q.isEmpty()) {
        const double freeCpus = q.cpuMillisHard
            ? static_cast<double>(*q.cpuMillisHard - q.cpuMillisUsed.value_or(0)) / 1000.0
            : -1;
        const double freeMemory =
            q.memoryHard ? static_cast<double>(*q.memoryHard - q.memoryUsed.value_or(0)) / gib : -1;
        QStringList parts;
        if (freeCpus >= 0)
            parts.append(tr("%1 vCPU").arg(freeCpus, 0, 'g', 4));
        if (freeMemory >= 0)
            parts.append(tr("%1 GiB memory").arg(freeMemory, 0, 'f', 0));
        html += u"<br><br><b>%1</b><br>%2"_s.arg(
            tr("Namespace quota left").toHtmlEscaped(), parts.join(u", "_s).toHtmlEscaped());
        auto over = [&](int cpus, qint64 memory) {
            return (freeCpus >= 0 && cpus > freeCpus)
                || (freeMemory >= 0 && static_cast<double>(memory) / gib > freeMemory);
        };
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        if (over(c.cpusAtMin, c.memoryAtMin)) {
            html +=
                u"<br><span style=\"color:%1\">%2</span>"_s.arg(dark ? u"#ff8a80"_s : u"#c62828"_s,
                    tr("Even the minimum does not fit into what the quota leaves; the cluster "
                       "would not start all its nodes.")
                        .toHtmlEscaped());
        } else if (over(c.cpusAtMax, c.memoryAtMax)) {
            html +=
                u"<br><span style=\"color:%1\">%2</span>"_s.arg(dark ? u"#ffd180"_s : u"#a15c00"_s,
                    tr("At most, the cluster would need more than the quota leaves; the last "
                       "workers would not start.")
                        .toHtmlEscaped());
        }
    }
    m_capacityLabel->setText(html);
}

void ReviewWizardPage::setStatus(const QString &text, bool problem)
{
    setRichStatus(escapedHtml(text), problem);
}

void ReviewWizardPage::setRichStatus(const QString &html, bool problem)
{
    m_status->setText(html);
    m_status->setAccessibleDescription(status());
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    m_status->setStyleSheet(
        problem ? u"color: %1;"_s.arg(dark ? u"#ff8a80"_s : u"#c62828"_s) : QString());
}

QString ReviewWizardPage::status() const
{
    return QTextDocumentFragment::fromHtml(m_status->text()).toPlainText();
}

void ReviewWizardPage::setOpenExistingVisible(bool visible)
{
    m_openExisting->setVisible(visible);
}

void ReviewWizardPage::setRebuildVisible(bool visible)
{
    m_rebuild->setVisible(visible);
}

} // namespace vmray
