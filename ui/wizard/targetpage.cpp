// The wizard's first page: where the cluster goes and its name.
#include "targetpage.h"

#include "ui_targetpage.h"

#include "wizardfields.h"
#include "wizardstate.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

namespace vmray {

TargetWizardPage::TargetWizardPage(WizardState &state, QWidget *parent)
    : SpecPage(state, parent)
    , ui(std::make_unique<Ui::TargetWizardPage>())
{
    ui->setupUi(this);
    // "namespace" cannot name the form's member; the object keeps the name tests look for.
    ui->namespaceCombo->setObjectName(u"namespace"_s);
    ui->supervisor->setText(state.target.supervisorName.toHtmlEscaped());
    setProblemLabel(ui->targetProblems);
    ui->namespaceCombo->addItems(state.target.namespaces);
    if (!state.target.ns.isEmpty())
        ui->namespaceCombo->setCurrentText(state.target.ns);
    ui->apiServer->setText(state.target.apiServerLocation);

    addFieldWidget(u"metadata.name"_s, ui->clusterName);
    addFieldWidget(u"metadata.namespace"_s, ui->namespaceCombo);
    addFieldWidget(u"spec.api_server.location"_s, ui->apiServer);
    connect(ui->namespaceCombo,
        &QComboBox::currentTextChanged,
        this,
        &TargetWizardPage::namespaceChanged);
    connect(ui->clusterName, &QLineEdit::textEdited, this, [this] {
        m_nameTouched = true;
    });
    connect(ui->clusterName, &QLineEdit::textChanged, this, &SpecPage::edited);
    connect(ui->apiServer, &QLineEdit::textChanged, this, &SpecPage::edited);
    // The name is taken: the cluster that has it is a click away.
    m_openExisting = new QPushButton(tr("&Open the Existing Cluster"), this);
    m_openExisting->setObjectName(u"openExistingFromTarget"_s);
    m_openExisting->setToolTip(tr("Shows the cluster that has this name in the main window."));
    m_openExisting->hide();
    ui->form->addRow(QString(), m_openExisting);
    connect(m_openExisting, &QPushButton::clicked, this, [this] {
        Q_EMIT openExistingRequested(ns(), ui->clusterName->text().trimmed());
    });
}

void TargetWizardPage::setNameTaken(bool taken)
{
    m_openExisting->setVisible(taken);
}

TargetWizardPage::~TargetWizardPage() = default;

void TargetWizardPage::readSpec(const ray::ClusterSpec &spec)
{
    if (!spec.ns.isEmpty()) {
        if (ui->namespaceCombo->findText(spec.ns) < 0)
            ui->namespaceCombo->addItem(spec.ns);
        if (ui->namespaceCombo->currentText() != spec.ns) {
            ui->namespaceCombo->setCurrentText(spec.ns);
            m_state.catalog->load(spec.ns);
        }
    }
    ui->clusterName->setText(spec.name);
    m_nameTouched = m_nameTouched || !spec.name.isEmpty();
    ui->apiServer->setText(spec.apiServerLocation);
}

void TargetWizardPage::writeSpec(ray::ClusterSpec &spec) const
{
    spec.ns = ns();
    spec.name = ui->clusterName->text().trimmed();
    spec.apiServerLocation = ui->apiServer->text().trimmed();
}

QString TargetWizardPage::ns() const
{
    return wizard::comboValue(ui->namespaceCombo);
}

} // namespace vmray
