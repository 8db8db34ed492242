// The wizard's first page: the Supervisor, the vSphere Namespace and the cluster's name, and the
// address the head's autoscaler calls.
#pragma once

#include "specpage.h"

#include <memory>

namespace Ui {
class TargetWizardPage;
} // namespace Ui

class QPushButton;

namespace vmray {

class TargetWizardPage final : public SpecPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetWizardPage)

public:
    explicit TargetWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~TargetWizardPage() override;

    void readSpec(const ray::ClusterSpec &spec) override;
    void writeSpec(ray::ClusterSpec &spec) const override;
    // The namespace chosen or typed.
    QString ns() const;
    // Whether a name was typed (or read from a YAML): until then an empty name is a prompt, not
    // a problem shown in red.
    bool nameTouched() const { return m_nameTouched; }
    // Offers to open the cluster that already has the name typed.
    void setNameTaken(bool taken);

Q_SIGNALS:
    void namespaceChanged(const QString &ns);
    void openExistingRequested(const QString &ns, const QString &name);

private:
    std::unique_ptr<Ui::TargetWizardPage> ui;
    bool m_nameTouched = false;
    QPushButton *m_openExisting = nullptr;
};

} // namespace vmray
