// The wizard's network, TLS and registry page.
#include "optionspage.h"

#include "ui_optionspage.h"
#include "wizardfields.h"
#include "wizardstate.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

OptionsWizardPage::OptionsWizardPage(WizardState &state, QWidget *parent)
    : SpecPage(state, parent)
    , ui(std::make_unique<Ui::OptionsWizardPage>())
{
    ui->setupUi(this);
    setProblemLabel(ui->optionProblems);
    ui->caCert->setPlainText(state.target.caPem);

    addFieldWidget(commonPath + u"network"_s, ui->networkName);
    addFieldWidget(u"spec.enable_tls"_s, ui->enableTls);
    addFieldWidget(u"spec.api_server.ca_cert"_s, ui->caCert);
    addFieldWidget(u"spec.docker_config"_s, ui->registryUser);
    for (QLineEdit *e :
        { ui->networkName, ui->registryServer, ui->registryUser, ui->registryPassword })
        connect(e, &QLineEdit::textChanged, this, &SpecPage::edited);
    connect(ui->enableTls, &QCheckBox::toggled, this, &SpecPage::edited);
    connect(ui->caCert, &QPlainTextEdit::textChanged, this, &SpecPage::edited);
}

OptionsWizardPage::~OptionsWizardPage() = default;

void OptionsWizardPage::readSpec(const ray::ClusterSpec &spec)
{
    ui->caCert->setPlainText(spec.apiServerCaCert.trimmed());
    ui->networkName->setText(networkNameOf(spec.network));
    ui->enableTls->setChecked(spec.enableTls.value_or(false));
}

void OptionsWizardPage::writeSpec(ray::ClusterSpec &spec) const
{
    const ray::ClusterSpec &base = m_state.base;
    spec.apiServerCaCert = ui->caCert->toPlainText().trimmed();
    if (!spec.apiServerCaCert.isEmpty())
        spec.apiServerCaCert += u'\n';
    const QString network = ui->networkName->text().trimmed();
    if (network != networkNameOf(base.network)) {
        spec.network = network.isEmpty()
            ? QJsonObject()
            : QJsonObject { { u"interfaces"_s,
                QJsonArray { QJsonObject { { u"name"_s, u"eth0"_s },
                    { u"network"_s, QJsonObject { { u"name"_s, network } } } } } } };
    }
    if (ui->enableTls->isChecked() || base.enableTls)
        spec.enableTls = ui->enableTls->isChecked();
    // The cluster's name is the target page's, written before this page's fields.
    if (!ui->registryUser->text().trimmed().isEmpty())
        spec.dockerAuthSecret = ray::dockerAuthSecretName(spec.name);
    else if (base.dockerAuthSecret == ray::dockerAuthSecretName(base.name))
        spec.dockerAuthSecret.clear(); // the form's own secret, no longer wanted
}

void OptionsWizardPage::checkFields(QList<ray::SpecProblem> &problems) const
{
    if (!ui->registryUser->text().trimmed().isEmpty() && ui->registryPassword->text().isEmpty()) {
        problems.append({ ray::SpecProblem::Severity::Error,
            u"spec.docker_config"_s,
            tr("Give the registry password too, or leave the registry user empty."),
            0,
            0 });
    }
}

ray::RegistryCredentials OptionsWizardPage::registryCredentials(const ray::ClusterSpec &spec) const
{
    ray::RegistryCredentials registry;
    if (spec.dockerAuthSecret == ray::dockerAuthSecretName(spec.name)
        && !ui->registryUser->text().trimmed().isEmpty()) {
        registry.username = ui->registryUser->text().trimmed();
        registry.password = ui->registryPassword->text();
        registry.registry = ui->registryServer->text().trimmed();
    }
    return registry;
}

} // namespace vmray
