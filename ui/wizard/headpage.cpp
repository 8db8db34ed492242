// The wizard's head node page.
#include "headpage.h"

#include "ui_headpage.h"
#include "wizardfields.h"
#include "wizardstate.h"

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

HeadWizardPage::HeadWizardPage(WizardState &state, QWidget *parent)
    : SpecPage(state, parent)
    , ui(std::make_unique<Ui::HeadWizardPage>())
{
    ui->setupUi(this);
    setUpChoiceCombo(ui->headClass);
    setProblemLabel(ui->headProblems);
    addFieldWidget(u"spec.head_node"_s, ui->headPort);
    connect(ui->headClass, &QComboBox::currentTextChanged, this, &SpecPage::edited);
    connect(ui->headPort, &QSpinBox::valueChanged, this, &SpecPage::edited);
}

HeadWizardPage::~HeadWizardPage() = default;

void HeadWizardPage::readSpec(const ray::ClusterSpec &spec)
{
    const ray::NodeTypeSpec *head = spec.nodeType(spec.headNodeType);
    setComboValue(ui->headClass, head ? head->vmClass : QString());
    ui->headPort->setValue(spec.headPort.value_or(defaultHeadPort));
}

void HeadWizardPage::writeSpec(ray::ClusterSpec &spec) const
{
    const ray::ClusterSpec &base = m_state.base;
    if (spec.headNodeType.isEmpty())
        spec.headNodeType = defaultHeadType;
    if (ui->headPort->value() != defaultHeadPort || base.headPort)
        spec.headPort = ui->headPort->value();
    ray::NodeTypeSpec head;
    if (const ray::NodeTypeSpec *old = base.nodeType(spec.headNodeType))
        head = *old;
    head.name = spec.headNodeType;
    head.vmClass = comboValue(ui->headClass);
    head.minWorkers = 0;
    head.maxWorkers = 0;
    spec.nodeTypes = { head };
}

void HeadWizardPage::fillChoices(const ray::CatalogSnapshot &catalog)
{
    QString head = comboValue(ui->headClass);
    if (head.isEmpty())
        head = defaultClass(catalog.classes);
    refillCombo(
        ui->headClass,
        catalog.classes,
        classText,
        [](const ray::VmClassInfo &c) {
            return c.name;
        },
        head);
}

QComboBox *HeadWizardPage::classCombo() const
{
    return ui->headClass;
}

} // namespace vmray
