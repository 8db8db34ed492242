// The wizard's VM image and login page: the VM image, storage class, Ray container image and the
// VM user; a password typed here is kept only as its hash, made when the page is left.
#pragma once

#include "specpage.h"

#include <memory>

namespace Ui {
class ImageWizardPage;
} // namespace Ui

class QLabel;

namespace vmray {

class ImageWizardPage final : public SpecPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImageWizardPage)

public:
    explicit ImageWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~ImageWizardPage() override;

    void readSpec(const ray::ClusterSpec &spec) override;
    void writeSpec(ray::ClusterSpec &spec) const override;
    void fillChoices(const ray::CatalogSnapshot &catalog) override;
    void checkFields(QList<ray::SpecProblem> &problems) const override;
    // Hashes a password typed twice into the state's spec and clears both fields.
    bool validatePage() override;

    bool hasTypedPassword() const;
    // Says that a password is set when the spec holds a hash and none is typed.
    void updatePasswordState();

private:
    std::unique_ptr<Ui::ImageWizardPage> ui;
    QLabel *m_imageNote = nullptr;
};

} // namespace vmray
