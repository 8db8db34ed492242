// The wizard's head node page: the head VM's class and Ray's port.
#pragma once

#include "specpage.h"

#include <memory>

class QComboBox;

namespace Ui {
class HeadWizardPage;
} // namespace Ui

namespace vmray {

class HeadWizardPage final : public SpecPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadWizardPage)

public:
    explicit HeadWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~HeadWizardPage() override;

    void readSpec(const ray::ClusterSpec &spec) override;
    // Starts spec's node types with the head; the workers page adds the others.
    void writeSpec(ray::ClusterSpec &spec) const override;
    void fillChoices(const ray::CatalogSnapshot &catalog) override;

    // The head's VM class; problems with the head node type's class are marked on it.
    QComboBox *classCombo() const;

private:
    std::unique_ptr<Ui::HeadWizardPage> ui;
};

} // namespace vmray
