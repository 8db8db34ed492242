// The wizard's worker node types page.
#include "workerspage.h"

#include "taborder.h"
#include "wizardfields.h"
#include "wizardstate.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

WorkersWizardPage::WorkersWizardPage(WizardState &state, QWidget *parent)
    : SpecPage(state, parent)
{
    setTitle(tr("Worker node types"));
    setSubTitle(tr("The kinds of worker VMs, and how many of each kind Ray's autoscaler may run."));
    auto *layout = new QVBoxLayout(this);
    m_workers = new QTableWidget(0, 7);
    m_workers->setObjectName(u"workerTable"_s);
    m_workers->setAccessibleName(tr("Worker node types"));
    m_workers->setAccessibleDescription(
        tr("A row per kind of worker VM: its name, VM class, the least and most workers of the "
           "kind, and the CPUs, GPUs and memory Ray schedules on. Tab goes through each row's "
           "fields."));
    // Tab moves through the rows' fields and then out, not from cell to cell in a circle.
    m_workers->setTabKeyNavigation(false);
    m_workers->setHorizontalHeaderLabels({ tr("Node type"),
        tr("VM class"),
        tr("Min"),
        tr("Max"),
        tr("CPUs for Ray"),
        tr("GPUs for Ray"),
        tr("Memory for Ray (GiB)") });
    m_workers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_workers->verticalHeader()->hide();
    m_workers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_workers->setToolTip(tr("CPUs, GPUs and memory for Ray: what Ray schedules on; \"from class\" "
                             "leaves it to what the VM class has."));
    layout->addWidget(m_workers);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add Node Type"));
    m_add->setObjectName(u"addWorkerType"_s);
    m_remove = new QPushButton(tr("&Remove Node Type"));
    m_remove->setObjectName(u"removeWorkerType"_s);
    m_remove->setToolTip(tr("Removes the node type of the current row."));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    auto *form = new QFormLayout;
    m_maxWorkers = spin(u"maxWorkers"_s, 0, 1000, 3);
    form->addRow(tr("Maximum total &workers:"), m_maxWorkers);
    m_idleTimeout = spin(u"idleTimeout"_s, 0, 24 * 60, 0);
    m_idleTimeout->setSpecialValueText(tr("Ray's default (5 minutes)"));
    // The suffix follows the number: " minute" after 1, " minutes" after the others.
    const auto minutesSuffix = [this](int minutes) {
        m_idleTimeout->setSuffix(tr(" minute(s)", "after a number in a spin box", minutes));
    };
    minutesSuffix(m_idleTimeout->value());
    connect(m_idleTimeout, &QSpinBox::valueChanged, this, minutesSuffix);
    form->addRow(tr("Remove idle workers af&ter:"), m_idleTimeout);
    layout->addLayout(form);
    auto *fixed = new QLabel(tr("These bounds are fixed for the cluster's life: the head's "
                                "autoscaler reads them once, when the cluster is created. To "
                                "change them later, create a new cluster."));
    fixed->setObjectName(u"boundsFixedNote"_s);
    fixed->setWordWrap(true);
    layout->addWidget(fixed);
    auto *problems = new QLabel;
    problems->setObjectName(u"workerProblems"_s);
    problems->setWordWrap(true);
    layout->addWidget(problems);
    setProblemLabel(problems);
    addWorkerRow({ u"worker"_s, {}, 1, 3, std::nullopt, std::nullopt, std::nullopt });

    addFieldWidget(commonPath + u"max_workers"_s, m_maxWorkers);
    addFieldWidget(commonPath + u"idle_timeout_minutes"_s, m_idleTimeout);
    connect(m_add, &QPushButton::clicked, this, [this] {
        QString name = u"worker"_s;
        for (int n = 2; !m_workers->findItems(name, Qt::MatchExactly).isEmpty(); ++n)
            name = u"worker-%1"_s.arg(n);
        addWorkerRow({ name, defaultClass(m_state.catalog->snapshot().classes), 0, 1, {}, {}, {} });
        Q_EMIT edited();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_workers->currentRow();
        if (row >= 0)
            m_workers->removeRow(row);
        Q_EMIT edited();
    });
    connect(m_workers, &QTableWidget::itemChanged, this, &SpecPage::edited);
    connect(m_maxWorkers, &QSpinBox::valueChanged, this, &SpecPage::edited);
    connect(m_idleTimeout, &QSpinBox::valueChanged, this, &SpecPage::edited);
}

WorkersWizardPage::~WorkersWizardPage() = default;

void WorkersWizardPage::addWorkerRow(const ray::NodeTypeSpec &type)
{
    const QScopedValueRollback filling(m_state.filling, true);
    const int row = m_workers->rowCount();
    m_workers->insertRow(row);
    m_workers->setItem(row, 0, new QTableWidgetItem(type.name));
    auto *vmClass = choiceCombo(u"workerClass"_s);
    vmClass->setFrame(false);
    for (const ray::VmClassInfo &c : m_state.catalog->snapshot().classes)
        vmClass->addItem(classText(c), c.name);
    setComboValue(vmClass, type.vmClass);
    m_workers->setCellWidget(row, 1, vmClass);
    auto *min = spin(u"workerMin"_s, 0, 1000, type.minWorkers);
    auto *max = spin(u"workerMax"_s, 0, 1000, type.maxWorkers);
    auto *cpu = spin(u"workerCpu"_s, 0, 1024, type.cpu.value_or(0));
    auto *gpu = spin(u"workerGpu"_s, 0, 64, type.gpu.value_or(0));
    auto *memory = spin(u"workerMemory"_s,
        0,
        16384,
        type.memory ? static_cast<int>(*type.memory / static_cast<qint64>(gib)) : 0);
    for (QSpinBox *s : { cpu, gpu, memory })
        s->setSpecialValueText(tr("from class"));
    const QList<QSpinBox *> spins { min, max, cpu, gpu, memory };
    // A field in a table has no label of its own: its column and row name it.
    const auto nameField = [this, &type](QWidget *field, int column) {
        field->setAccessibleName(
            tr("%1 of node type %2")
                .arg(m_workers->horizontalHeaderItem(column)->text(), type.name));
    };
    nameField(vmClass, 1);
    for (int i = 0; i < spins.size(); ++i) {
        nameField(spins[i], 2 + i);
        spins[i]->setFrame(false);
        m_workers->setCellWidget(row, 2 + i, spins[i]);
        connect(spins[i], &QSpinBox::valueChanged, this, &SpecPage::edited);
    }
    connect(vmClass, &QComboBox::currentTextChanged, this, &SpecPage::edited);
    m_workers->resizeColumnsToContents();
    m_workers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    chainTabOrder({ m_workers, m_add, m_remove, m_maxWorkers, m_idleTimeout });
}

void WorkersWizardPage::readSpec(const ray::ClusterSpec &spec)
{
    m_workers->setRowCount(0);
    for (const ray::NodeTypeSpec &t : spec.nodeTypes) {
        if (t.name != spec.headNodeType)
            addWorkerRow(t);
    }
    m_maxWorkers->setValue(spec.maxWorkers);
    m_idleTimeout->setValue(spec.idleTimeoutMinutes.value_or(0));
}

void WorkersWizardPage::writeSpec(ray::ClusterSpec &spec) const
{
    for (int row = 0; row < m_workers->rowCount(); ++row) {
        ray::NodeTypeSpec t;
        t.name = m_workers->item(row, 0) ? m_workers->item(row, 0)->text().trimmed() : QString();
        t.vmClass = comboValue(static_cast<QComboBox *>(m_workers->cellWidget(row, 1)));
        auto value = [&](int column) {
            return static_cast<QSpinBox *>(m_workers->cellWidget(row, column))->value();
        };
        t.minWorkers = value(2);
        t.maxWorkers = value(3);
        if (value(4) > 0)
            t.cpu = value(4);
        if (value(5) > 0)
            t.gpu = value(5);
        if (value(6) > 0)
            t.memory = static_cast<qint64>(value(6)) * static_cast<qint64>(gib);
        spec.nodeTypes.append(t);
    }
    spec.maxWorkers = m_maxWorkers->value();
    spec.idleTimeoutMinutes =
        m_idleTimeout->value() > 0 ? std::optional(m_idleTimeout->value()) : std::nullopt;
}

void WorkersWizardPage::fillChoices(const ray::CatalogSnapshot &catalog)
{
    for (int row = 0; row < m_workers->rowCount(); ++row) {
        auto *combo = static_cast<QComboBox *>(m_workers->cellWidget(row, 1));
        QString value = comboValue(combo);
        if (value.isEmpty())
            value = defaultClass(catalog.classes);
        refillCombo(
            combo,
            catalog.classes,
            classText,
            [](const ray::VmClassInfo &c) {
                return c.name;
            },
            value);
    }
}

} // namespace vmray
