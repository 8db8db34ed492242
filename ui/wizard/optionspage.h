// The wizard's optional settings: the network, TLS for Ray's traffic, the Supervisor CA for the
// autoscaler, and credentials for a private container registry.
#pragma once

#include "ray/clusterapply.h"
#include "specpage.h"

#include <memory>

namespace Ui {
class OptionsWizardPage;
} // namespace Ui

namespace vmray {

class OptionsWizardPage final : public SpecPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsWizardPage)

public:
    explicit OptionsWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~OptionsWizardPage() override;

    void readSpec(const ray::ClusterSpec &spec) override;
    void writeSpec(ray::ClusterSpec &spec) const override;
    void checkFields(QList<ray::SpecProblem> &problems) const override;

    // The registry credentials typed, when spec uses the secret the form names after the
    // cluster; empty otherwise.
    ray::RegistryCredentials registryCredentials(const ray::ClusterSpec &spec) const;

private:
    std::unique_ptr<Ui::OptionsWizardPage> ui;
};

} // namespace vmray
