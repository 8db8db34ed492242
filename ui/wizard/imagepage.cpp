// The wizard's VM image and login page.
#include "imagepage.h"

#include "ray/passwordhash.h"
#include "ui_imagepage.h"
#include "wizardfields.h"
#include "wizardstate.h"

#include <QLabel>
#include <QScopedValueRollback>

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

namespace {
const QString passwordHashField = commonPath + u"vm_password_salt_hash"_s;
} // namespace

ImageWizardPage::ImageWizardPage(WizardState &state, QWidget *parent)
    : SpecPage(state, parent)
    , ui(std::make_unique<Ui::ImageWizardPage>())
{
    ui->setupUi(this);
    for (QComboBox *c : { ui->vmImage, ui->storageClass, ui->rayImage })
        setUpChoiceCombo(c);
    ui->rayImage->addItem(tr("rayproject/ray:2.44.1 (CPU)"), u"rayproject/ray:2.44.1"_s);
    ui->rayImage->addItem(
        tr("rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)"), u"rayproject/ray:2.44.1-gpu"_s);
    ui->rayImage->addItem(
        tr("rayproject/ray-ml:2.44.1 (CPU, with ML libraries)"), u"rayproject/ray-ml:2.44.1"_s);
    setProblemLabel(ui->imageProblems);
    // Under the image: what is not offered and why (the field's tooltip says its problems).
    m_imageNote = new QLabel(this);
    m_imageNote->setObjectName(u"vmImageNote"_s);
    m_imageNote->setWordWrap(true);
    m_imageNote->hide();
    ui->form->insertRow(1, QString(), m_imageNote);
    ui->vmUser->setText(u"ray"_s);
    ui->rayImage->setCurrentIndex(0);

    addFieldWidget(commonPath + u"vm_image"_s, ui->vmImage);
    addFieldWidget(commonPath + u"storage_class"_s, ui->storageClass);
    addFieldWidget(u"spec.ray_docker_image"_s, ui->rayImage);
    addFieldWidget(commonPath + u"vm_user"_s, ui->vmUser);
    addFieldWidget(passwordHashField, ui->vmPassword);
    for (QComboBox *c : { ui->vmImage, ui->storageClass, ui->rayImage })
        connect(c, &QComboBox::currentTextChanged, this, &SpecPage::edited);
    for (QLineEdit *e : { ui->vmUser, ui->vmPassword, ui->vmPasswordRepeat })
        connect(e, &QLineEdit::textChanged, this, &SpecPage::edited);
}

ImageWizardPage::~ImageWizardPage() = default;

void ImageWizardPage::readSpec(const ray::ClusterSpec &spec)
{
    setComboValue(ui->vmImage, spec.vmImage);
    setComboValue(ui->storageClass, spec.storageClass);
    setComboValue(ui->rayImage, spec.rayImage);
    ui->vmUser->setText(spec.vmUser);
    ui->vmPassword->clear();
    ui->vmPasswordRepeat->clear();
}

void ImageWizardPage::writeSpec(ray::ClusterSpec &spec) const
{
    spec.vmImage = comboValue(ui->vmImage);
    spec.storageClass = comboValue(ui->storageClass);
    spec.rayImage = comboValue(ui->rayImage);
    spec.vmUser = ui->vmUser->text().trimmed();
}

void ImageWizardPage::fillChoices(const ray::CatalogSnapshot &catalog)
{
    QString image = comboValue(ui->vmImage);
    if (image.isEmpty()) {
        if (const ray::VmImageInfo *i = defaultImage(catalog.images))
            image = i->name;
    }
    // The Ray operator looks up the namespace's images only: a cluster-wide one would be refused
    // after it was chosen. It stays listed only when the cluster already names it (an opened
    // YAML), so its problem can be seen and fixed here.
    QList<ray::VmImageInfo> offered;
    int clusterWide = 0;
    for (const ray::VmImageInfo &i : catalog.images) {
        if (!i.clusterScoped || i.name == image)
            offered.append(i);
        else
            ++clusterWide;
    }
    m_imageNote->setText(tr("%n cluster-wide image(s) are not offered: the Ray operator uses the "
                            "namespace's images only.",
        nullptr,
        clusterWide));
    m_imageNote->setVisible(clusterWide > 0);
    refillCombo(
        ui->vmImage,
        offered,
        imageText,
        [](const ray::VmImageInfo &i) {
            return i.name;
        },
        image);
    QString storage = comboValue(ui->storageClass);
    if (storage.isEmpty() && !catalog.storageClasses.isEmpty())
        storage = catalog.storageClasses.first();
    refillCombo(
        ui->storageClass,
        catalog.storageClasses,
        [](const QString &s) {
            return s;
        },
        [](const QString &s) {
            return s;
        },
        storage);
}

void ImageWizardPage::checkFields(QList<ray::SpecProblem> &problems) const
{
    const QString password = ui->vmPassword->text();
    if (!password.isEmpty() && password == ui->vmPasswordRepeat->text()) {
        // The hash is made from it when the page is left, once, not per key.
        problems.removeIf([](const ray::SpecProblem &p) {
            return p.field == passwordHashField;
        });
    }
    if (password != ui->vmPasswordRepeat->text()) {
        problems.append({ ray::SpecProblem::Severity::Error,
            passwordHashField,
            tr("The two passwords differ."),
            0,
            0 });
    }
}

bool ImageWizardPage::validatePage()
{
    const QString password = ui->vmPassword->text();
    if (password.isEmpty())
        return true;
    // The hash is all that is kept; the password leaves the form with the page.
    if (password == ui->vmPasswordRepeat->text()) {
        const QString hash = ray::hashVmPassword(password);
        if (!hash.isEmpty())
            m_state.base.vmPasswordSaltHash = hash;
    }
    {
        const QScopedValueRollback filling(m_state.filling, true);
        ui->vmPassword->clear();
        ui->vmPasswordRepeat->clear();
    }
    Q_EMIT edited();
    return true;
}

bool ImageWizardPage::hasTypedPassword() const
{
    return !ui->vmPassword->text().isEmpty();
}

void ImageWizardPage::updatePasswordState()
{
    if (!m_state.base.vmPasswordSaltHash.isEmpty() && ui->vmPassword->text().isEmpty()) {
        ui->passwordState->setText(tr("A password is set; only its SHA-512 crypt hash is kept. "
                                      "Type a new one to change it."));
    }
}

} // namespace vmray
