#include "clusterwizard.h"

#include "clusterfile.h"
#include "createdclusterfollow.h"
#include "errortext.h"
#include "ray/passwordhash.h"
#include "wizardapply.h"
#include "yamleditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <optional>

using namespace Qt::StringLiterals;

namespace vmray {

namespace {
const QString commonPath = u"spec.common_node_config."_s;
const QString defaultHeadType = u"ray.head.default"_s;
constexpr int defaultHeadPort = 6379;
constexpr double gib = 1024.0 * 1024.0 * 1024.0;

class FormPage final : public QWizardPage
{
public:
    std::function<bool()> complete;
    bool isComplete() const override { return complete ? complete() : true; }
    void refresh() { Q_EMIT completeChanged(); }
};

QString comboValue(const QComboBox *combo)
{
    const int i = combo->currentIndex();
    if (i >= 0 && combo->currentText() == combo->itemText(i)) {
        const QVariant data = combo->itemData(i);
        if (data.isValid())
            return data.toString();
    }
    return combo->currentText().trimmed();
}

void setComboValue(QComboBox *combo, const QString &value)
{
    const int i = combo->findData(value);
    if (i >= 0)
        combo->setCurrentIndex(i);
    else
        combo->setEditText(value);
}

QComboBox *choiceCombo(const QString &objectName)
{
    auto *combo = new QComboBox;
    combo->setObjectName(objectName);
    combo->setEditable(true); // a name can be typed when the list cannot be read
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(28);
    return combo;
}

QString classText(const ray::VmClassInfo &c)
{
    return u"%1 (%2)"_s.arg(c.name, ray::vmClassSize(c));
}

QString imageText(const ray::VmImageInfo &i)
{
    QString os = i.osType;
    if (!i.osVersion.isEmpty())
        os += u' ' + i.osVersion;
    QString text = i.displayName.isEmpty() ? i.name : u"%1 — %2"_s.arg(i.displayName, i.name);
    if (!os.isEmpty())
        text += u" (%1)"_s.arg(os);
    if (i.clusterScoped)
        text += QCoreApplication::translate("ClusterWizard", " [cluster-wide]");
    return text;
}

QSpinBox *spin(const QString &objectName, int min, int max, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(objectName);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

QString networkNameOf(const QJsonObject &network)
{
    const QJsonArray interfaces = network.value(u"interfaces"_s).toArray();
    if (interfaces.size() != 1)
        return {};
    return interfaces.first().toObject().value(u"network"_s).toObject().value(u"name"_s).toString();
}

// The default choices a VI admin would pick: a Ray image for the VMs, a general-purpose class.
const ray::VmImageInfo *defaultImage(const QList<ray::VmImageInfo> &images)
{
    const ray::VmImageInfo *first = nullptr;
    for (const ray::VmImageInfo &i : images) {
        if (i.clusterScoped)
            continue;
        if (!first)
            first = &i;
        if (i.displayName.contains(u"ray"_s, Qt::CaseInsensitive))
            return &i;
    }
    return first;
}

QString defaultClass(const QList<ray::VmClassInfo> &classes)
{
    for (const ray::VmClassInfo &c : classes) {
        if (c.gpus == 0 && c.cpus >= 4 && c.memoryBytes >= 16 * gib)
            return c.name;
    }
    return classes.isEmpty() ? QString() : classes.first().name;
}

QString problemLine(const ray::SpecProblem &p)
{
    const QString mark = p.severity == ray::SpecProblem::Severity::Error ? u"✖"_s : u"⚠"_s;
    const QString where = p.field.isEmpty() ? QString() : p.field.section(u'.', -1) + u": "_s;
    return u"%1 %2%3"_s.arg(mark, where, p.message);
}

bool hasErrors(const QList<ray::SpecProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(), [](const ray::SpecProblem &p) {
        return p.severity == ray::SpecProblem::Severity::Error;
    });
}
} // namespace

ClusterWizard::ClusterWizard(const WizardTarget &target, QWidget *parent)
    : QWizard(parent)
    , m_target(target)
    , m_catalog(std::make_unique<ray::ClusterCatalog>(target.client, target.vmOperatorVersion))
    , m_apply(std::make_unique<WizardApply>(target))
    , m_follow(std::make_unique<CreatedClusterFollow>(target.client))
{
    setObjectName(u"clusterWizard"_s);
    setWindowTitle(tr("New Ray Cluster"));
    setWizardStyle(QWizard::ClassicStyle);
    setButtonText(QWizard::FinishButton, tr("Create Cluster"));
    resize(900, 680);

    setPage(TargetPage, createTargetPage());
    setPage(ImagePage, createImagePage());
    setPage(HeadPage, createHeadPage());
    setPage(WorkersPage, createWorkersPage());
    setPage(OptionsPage, createOptionsPage());
    setPage(ReviewPage, createReviewPage());

    connect(m_apply.get(), &WizardApply::progress, this, [this](const QString &text) {
        setStatus(text);
    });
    connect(m_apply.get(), &WizardApply::finished, this, &ClusterWizard::applyFinished);
    connect(m_follow.get(), &CreatedClusterFollow::progress, this, &ClusterWizard::setStatus);

    connect(m_catalog.get(), &ray::ClusterCatalog::changed, this, &ClusterWizard::fillChoices);
    m_base.headNodeType = defaultHeadType;
    m_base.enableTls = true;
    m_base.maxWorkers = 3;
    m_filling = true;
    m_namespace->addItems(target.namespaces);
    if (!target.ns.isEmpty())
        m_namespace->setCurrentText(target.ns);
    m_apiServer->setText(target.apiServerLocation);
    m_caCert->setPlainText(target.caPem);
    m_vmUser->setText(u"ray"_s);
    m_rayImage->setCurrentIndex(0);
    addWorkerRow({ u"worker"_s, {}, 1, 3, std::nullopt, std::nullopt, std::nullopt });
    m_filling = false;
    m_catalog->load(comboValue(m_namespace));
    revalidate();
}

ClusterWizard::~ClusterWizard()
{
    // Closed in the middle of an apply: the attempt ends without telling a half-gone wizard.
    m_apply.reset();
}

QWizardPage *ClusterWizard::createTargetPage()
{
    auto *page = new FormPage;
    page->setTitle(tr("Where the cluster goes"));
    page->setSubTitle(tr("The vSphere Namespace the Ray cluster's VMs run in, and its name."));
    auto *form = new QFormLayout(page);
    auto *supervisor = new QLabel(m_target.supervisorName.toHtmlEscaped());
    supervisor->setObjectName(u"supervisor"_s);
    form->addRow(tr("Supervisor:"), supervisor);
    m_namespace = new QComboBox;
    m_namespace->setObjectName(u"namespace"_s);
    form->addRow(tr("&Namespace:"), m_namespace);
    m_name = new QLineEdit;
    m_name->setObjectName(u"clusterName"_s);
    m_name->setPlaceholderText(tr("e.g. ray-dev"));
    m_name->setMaxLength(63);
    form->addRow(tr("Cluster &name:"), m_name);
    m_apiServer = new QLineEdit;
    m_apiServer->setObjectName(u"apiServer"_s);
    m_apiServer->setToolTip(
        tr("The address the head node's autoscaler uses to reach this Supervisor."));
    form->addRow(tr("Supervisor &address for the autoscaler:"), m_apiServer);
    form->addRow(problemLabel(page, TargetPage, u"targetProblems"_s));

    m_fieldWidgets.insert(u"metadata.name"_s, m_name);
    m_fieldWidgets.insert(u"metadata.namespace"_s, m_namespace);
    m_fieldWidgets.insert(u"spec.api_server.location"_s, m_apiServer);
    connect(m_namespace, &QComboBox::currentTextChanged, this, [this](const QString &ns) {
        if (m_filling)
            return;
        m_serverProblems.clear();
        m_catalog->load(ns);
        revalidate();
    });
    connect(m_name, &QLineEdit::textChanged, this, &ClusterWizard::revalidate);
    connect(m_apiServer, &QLineEdit::textChanged, this, &ClusterWizard::revalidate);
    return page;
}

QWizardPage *ClusterWizard::createImagePage()
{
    auto *page = new FormPage;
    page->setTitle(tr("VM image and login"));
    page->setSubTitle(tr("What every node VM boots, where its disks live, the Ray container "
                         "image, and the user for logging in to the VMs."));
    auto *form = new QFormLayout(page);
    m_vmImage = choiceCombo(u"vmImage"_s);
    form->addRow(tr("VM &image:"), m_vmImage);
    m_storageClass = choiceCombo(u"storageClass"_s);
    form->addRow(tr("&Storage class:"), m_storageClass);
    m_rayImage = choiceCombo(u"rayImage"_s);
    m_rayImage->addItem(tr("rayproject/ray:2.44.1 (CPU)"), u"rayproject/ray:2.44.1"_s);
    m_rayImage->addItem(
        tr("rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)"), u"rayproject/ray:2.44.1-gpu"_s);
    m_rayImage->addItem(
        tr("rayproject/ray-ml:2.44.1 (CPU, with ML libraries)"), u"rayproject/ray-ml:2.44.1"_s);
    form->addRow(tr("&Ray container image:"), m_rayImage);
    m_vmUser = new QLineEdit;
    m_vmUser->setObjectName(u"vmUser"_s);
    form->addRow(tr("VM &user:"), m_vmUser);
    m_password = new QLineEdit;
    m_password->setObjectName(u"vmPassword"_s);
    m_password->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Password:"), m_password);
    m_passwordRepeat = new QLineEdit;
    m_passwordRepeat->setObjectName(u"vmPasswordRepeat"_s);
    m_passwordRepeat->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Re&peat password:"), m_passwordRepeat);
    m_passwordState = new QLabel(tr("The password is hashed here (SHA-512 crypt with a random "
                                    "salt); only the hash goes to the Supervisor."));
    m_passwordState->setObjectName(u"passwordState"_s);
    m_passwordState->setWordWrap(true);
    form->addRow(m_passwordState);
    form->addRow(problemLabel(page, ImagePage, u"imageProblems"_s));

    m_fieldWidgets.insert(commonPath + u"vm_image"_s, m_vmImage);
    m_fieldWidgets.insert(commonPath + u"storage_class"_s, m_storageClass);
    m_fieldWidgets.insert(u"spec.ray_docker_image"_s, m_rayImage);
    m_fieldWidgets.insert(commonPath + u"vm_user"_s, m_vmUser);
    m_fieldWidgets.insert(commonPath + u"vm_password_salt_hash"_s, m_password);
    for (QComboBox *c : { m_vmImage, m_storageClass, m_rayImage })
        connect(c, &QComboBox::currentTextChanged, this, &ClusterWizard::revalidate);
    connect(m_vmUser, &QLineEdit::textChanged, this, &ClusterWizard::revalidate);
    for (QLineEdit *e : { m_password, m_passwordRepeat }) {
        connect(e, &QLineEdit::textChanged, this, &ClusterWizard::revalidate);
    }
    return page;
}

QWizardPage *ClusterWizard::createHeadPage()
{
    auto *page = new FormPage;
    page->setTitle(tr("Head node"));
    page->setSubTitle(tr("The VM that runs Ray's head: the GCS, the dashboard and the "
                         "autoscaler. It runs no workloads of its own."));
    auto *form = new QFormLayout(page);
    m_headClass = choiceCombo(u"headClass"_s);
    form->addRow(tr("VM &class:"), m_headClass);
    m_headPort = spin(u"headPort"_s, 1024, 65535, defaultHeadPort);
    form->addRow(tr("Ray &port:"), m_headPort);
    form->addRow(problemLabel(page, HeadPage, u"headProblems"_s));
    m_fieldWidgets.insert(u"spec.head_node"_s, m_headPort);
    connect(m_headClass, &QComboBox::currentTextChanged, this, &ClusterWizard::revalidate);
    connect(m_headPort, &QSpinBox::valueChanged, this, &ClusterWizard::revalidate);
    return page;
}

QWizardPage *ClusterWizard::createWorkersPage()
{
    auto *page = new FormPage;
    page->setTitle(tr("Worker node types"));
    page->setSubTitle(tr("Kinds of worker VMs and how many of each Ray's autoscaler may run."));
    auto *layout = new QVBoxLayout(page);
    m_workers = new QTableWidget(0, 7);
    m_workers->setObjectName(u"workerTable"_s);
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
    auto *add = new QPushButton(tr("&Add Node Type"));
    add->setObjectName(u"addWorkerType"_s);
    auto *remove = new QPushButton(tr("&Remove Node Type"));
    remove->setObjectName(u"removeWorkerType"_s);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    auto *form = new QFormLayout;
    m_maxWorkers = spin(u"maxWorkers"_s, 0, 1000, 3);
    form->addRow(tr("&Workers in all, at most:"), m_maxWorkers);
    m_idleTimeout = spin(u"idleTimeout"_s, 0, 24 * 60, 0);
    m_idleTimeout->setSpecialValueText(tr("Ray's default (5 minutes)"));
    m_idleTimeout->setSuffix(tr(" minutes"));
    form->addRow(tr("Remove idle workers &after:"), m_idleTimeout);
    layout->addLayout(form);
    auto *fixed = new QLabel(tr("These bounds are fixed for the cluster's life: the head's "
                                "autoscaler reads them once, when the cluster is created. To "
                                "change them later, create a new cluster."));
    fixed->setObjectName(u"boundsFixedNote"_s);
    fixed->setWordWrap(true);
    layout->addWidget(fixed);
    layout->addWidget(problemLabel(page, WorkersPage, u"workerProblems"_s));

    m_fieldWidgets.insert(commonPath + u"max_workers"_s, m_maxWorkers);
    m_fieldWidgets.insert(commonPath + u"idle_timeout_minutes"_s, m_idleTimeout);
    connect(add, &QPushButton::clicked, this, [this] {
        QString name = u"worker"_s;
        for (int n = 2; !m_workers->findItems(name, Qt::MatchExactly).isEmpty(); ++n)
            name = u"worker-%1"_s.arg(n);
        addWorkerRow({ name, defaultClass(m_catalog->snapshot().classes), 0, 1, {}, {}, {} });
        revalidate();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_workers->currentRow();
        if (row >= 0)
            m_workers->removeRow(row);
        revalidate();
    });
    connect(m_workers, &QTableWidget::itemChanged, this, &ClusterWizard::revalidate);
    connect(m_maxWorkers, &QSpinBox::valueChanged, this, &ClusterWizard::revalidate);
    connect(m_idleTimeout, &QSpinBox::valueChanged, this, &ClusterWizard::revalidate);
    return page;
}

void ClusterWizard::addWorkerRow(const ray::NodeTypeSpec &type)
{
    const bool filling = std::exchange(m_filling, true);
    const int row = m_workers->rowCount();
    m_workers->insertRow(row);
    m_workers->setItem(row, 0, new QTableWidgetItem(type.name));
    auto *vmClass = choiceCombo(u"workerClass"_s);
    vmClass->setFrame(false);
    for (const ray::VmClassInfo &c : m_catalog->snapshot().classes)
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
    for (int i = 0; i < spins.size(); ++i) {
        spins[i]->setFrame(false);
        m_workers->setCellWidget(row, 2 + i, spins[i]);
        connect(spins[i], &QSpinBox::valueChanged, this, &ClusterWizard::revalidate);
    }
    connect(vmClass, &QComboBox::currentTextChanged, this, &ClusterWizard::revalidate);
    m_workers->resizeColumnsToContents();
    m_workers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_filling = filling;
}

QWizardPage *ClusterWizard::createOptionsPage()
{
    auto *page = new FormPage;
    page->setTitle(tr("Network, TLS and registry"));
    page->setSubTitle(tr("All optional. Without a network the VMs use the namespace's default."));
    auto *form = new QFormLayout(page);
    m_network = new QLineEdit;
    m_network->setObjectName(u"networkName"_s);
    m_network->setPlaceholderText(tr("the namespace's default network"));
    form->addRow(tr("&Network:"), m_network);
    m_enableTls = new QCheckBox(tr("Encrypt Ray's own traffic with &TLS"));
    m_enableTls->setObjectName(u"enableTls"_s);
    m_enableTls->setChecked(true);
    form->addRow(m_enableTls);
    m_caCert = new QPlainTextEdit;
    m_caCert->setObjectName(u"caCert"_s);
    m_caCert->setTabChangesFocus(true);
    m_caCert->setPlaceholderText(tr("-----BEGIN CERTIFICATE-----"));
    m_caCert->setMaximumHeight(90);
    m_caCert->setToolTip(tr("Without it, the head's autoscaler does not verify the "
                            "Supervisor's certificate."));
    form->addRow(tr("Supervisor &CA for the autoscaler:"), m_caCert);
    auto *registry = new QLabel(tr("Credentials for a private container registry are stored in "
                                   "the namespace as a secret named after the cluster "
                                   "(<cluster>-docker-auth) before the cluster is created."));
    registry->setWordWrap(true);
    form->addRow(registry);
    m_registryServer = new QLineEdit;
    m_registryServer->setObjectName(u"registryServer"_s);
    m_registryServer->setPlaceholderText(tr("e.g. registry.example.com"));
    form->addRow(tr("Re&gistry:"), m_registryServer);
    m_registryUser = new QLineEdit;
    m_registryUser->setObjectName(u"registryUser"_s);
    form->addRow(tr("Registry &user:"), m_registryUser);
    m_registryPassword = new QLineEdit;
    m_registryPassword->setObjectName(u"registryPassword"_s);
    m_registryPassword->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Registry pass&word:"), m_registryPassword);
    form->addRow(problemLabel(page, OptionsPage, u"optionProblems"_s));

    m_fieldWidgets.insert(commonPath + u"network"_s, m_network);
    m_fieldWidgets.insert(u"spec.enable_tls"_s, m_enableTls);
    m_fieldWidgets.insert(u"spec.api_server.ca_cert"_s, m_caCert);
    m_fieldWidgets.insert(u"spec.docker_config"_s, m_registryUser);
    for (QLineEdit *e : { m_network, m_registryServer, m_registryUser, m_registryPassword })
        connect(e, &QLineEdit::textChanged, this, &ClusterWizard::revalidate);
    connect(m_enableTls, &QCheckBox::toggled, this, &ClusterWizard::revalidate);
    connect(m_caCert, &QPlainTextEdit::textChanged, this, &ClusterWizard::revalidate);
    return page;
}

QWizardPage *ClusterWizard::createReviewPage()
{
    auto *page = new FormPage;
    page->setTitle(tr("Review and create"));
    page->setSubTitle(tr("The VMRayCluster resource that will be created. Edit it here if you "
                         "like; it is checked as you type."));
    auto *layout = new QVBoxLayout(page);
    auto *split = new QSplitter(Qt::Horizontal);
    m_yaml = new YamlEditor;
    m_yaml->setObjectName(u"yamlEditor"_s);
    split->addWidget(m_yaml);
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("Problems:")));
    m_problemList = new QListWidget;
    m_problemList->setObjectName(u"problemList"_s);
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
    auto *rebuild = new QPushButton(tr("Re&build from Form"));
    rebuild->setObjectName(u"rebuildYaml"_s);
    rebuild->setToolTip(tr("Replace the YAML with what the form pages say; your edits here are "
                           "dropped."));
    m_openExisting = new QPushButton(tr("&Open Existing Cluster"));
    m_openExisting->setObjectName(u"openExisting"_s);
    m_openExisting->hide();
    buttons->addWidget(save);
    buttons->addWidget(exportRay);
    buttons->addWidget(rebuild);
    buttons->addStretch();
    buttons->addWidget(m_openExisting);
    layout->addLayout(buttons);
    m_status = new QLabel;
    m_status->setObjectName(u"applyStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_status->setOpenExternalLinks(true);
    layout->addWidget(m_status);
    page->complete = [this] {
        return m_created || (!m_applying && !hasErrors(m_reviewProblems));
    };

    connect(m_yaml, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_filling) {
            m_yamlEdited = true;
            m_serverProblems.clear();
        }
        reviewYamlChanged();
    });
    connect(m_problemList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_yaml->goTo(item->data(Qt::UserRole).toInt(), item->data(Qt::UserRole + 1).toInt());
    });
    connect(save, &QPushButton::clicked, this, [this] {
        ClusterFile::saveYaml(this, parsedReview(), m_yaml->toPlainText());
    });
    connect(exportRay, &QPushButton::clicked, this, [this] {
        ClusterFile::exportRayUp(this, parsedReview());
    });
    connect(rebuild, &QPushButton::clicked, this, [this] {
        m_yamlEdited = false;
        initializePage(ReviewPage);
    });
    connect(this, &ClusterWizard::currentIdChanged, rebuild, [this, rebuild] {
        rebuild->setVisible(m_yamlEdited && !m_created);
    });
    connect(m_yaml, &QPlainTextEdit::textChanged, rebuild, [this, rebuild] {
        rebuild->setVisible(m_yamlEdited && !m_created);
    });
    connect(this, &ClusterWizard::openExistingRequested, m_openExisting, &QWidget::hide);
    connect(m_openExisting, &QPushButton::clicked, this, [this] {
        const ray::ParsedSpec parsed = parsedReview();
        Q_EMIT openExistingRequested(
            parsed.spec.ns.isEmpty() ? comboValue(m_namespace) : parsed.spec.ns, parsed.spec.name);
    });
    return page;
}

ray::ClusterSpec ClusterWizard::formSpec() const
{
    ray::ClusterSpec s = m_base;
    s.ns = comboValue(m_namespace);
    s.name = m_name->text().trimmed();
    s.apiServerLocation = m_apiServer->text().trimmed();
    s.apiServerCaCert = m_caCert->toPlainText().trimmed();
    if (!s.apiServerCaCert.isEmpty())
        s.apiServerCaCert += u'\n';
    s.vmImage = comboValue(m_vmImage);
    s.storageClass = comboValue(m_storageClass);
    s.rayImage = comboValue(m_rayImage);
    s.vmUser = m_vmUser->text().trimmed();
    if (s.headNodeType.isEmpty())
        s.headNodeType = defaultHeadType;
    if (m_headPort->value() != defaultHeadPort || m_base.headPort)
        s.headPort = m_headPort->value();

    QList<ray::NodeTypeSpec> types;
    ray::NodeTypeSpec head;
    if (const ray::NodeTypeSpec *old = m_base.nodeType(s.headNodeType))
        head = *old;
    head.name = s.headNodeType;
    head.vmClass = comboValue(m_headClass);
    head.minWorkers = 0;
    head.maxWorkers = 0;
    types.append(head);
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
        types.append(t);
    }
    s.nodeTypes = types;
    s.maxWorkers = m_maxWorkers->value();
    s.idleTimeoutMinutes =
        m_idleTimeout->value() > 0 ? std::optional(m_idleTimeout->value()) : std::nullopt;
    const QString network = m_network->text().trimmed();
    if (network != networkNameOf(m_base.network)) {
        s.network = network.isEmpty()
            ? QJsonObject()
            : QJsonObject { { u"interfaces"_s,
                QJsonArray { QJsonObject { { u"name"_s, u"eth0"_s },
                    { u"network"_s, QJsonObject { { u"name"_s, network } } } } } } };
    }
    if (m_enableTls->isChecked() || m_base.enableTls)
        s.enableTls = m_enableTls->isChecked();
    if (!m_registryUser->text().trimmed().isEmpty())
        s.dockerAuthSecret = ray::dockerAuthSecretName(s.name);
    else if (m_base.dockerAuthSecret == ray::dockerAuthSecretName(m_base.name))
        s.dockerAuthSecret.clear(); // the form's own secret, no longer wanted
    return s;
}

void ClusterWizard::hashPasswordIfTyped()
{
    const QString password = m_password->text();
    if (password.isEmpty() || password != m_passwordRepeat->text())
        return;
    const QString hash = ray::hashVmPassword(password);
    if (!hash.isEmpty())
        m_base.vmPasswordSaltHash = hash;
}

int ClusterWizard::pageOfField(const QString &field, const QString &headNodeType)
{
    auto under = [&](const QString &prefix) {
        return field == prefix || field.startsWith(prefix + u'.');
    };
    if (under(u"metadata"_s))
        return TargetPage;
    if (under(u"spec.api_server.ca_cert"_s) || under(commonPath + u"network"_s)
        || under(u"spec.enable_tls"_s) || under(u"spec.docker_config"_s))
        return OptionsPage;
    if (under(u"spec.api_server"_s))
        return TargetPage;
    if (under(commonPath + u"vm_image"_s) || under(commonPath + u"storage_class"_s)
        || under(commonPath + u"vm_user"_s) || under(commonPath + u"vm_password_salt_hash"_s)
        || under(u"spec.ray_docker_image"_s))
        return ImagePage;
    if (under(u"spec.head_node"_s)
        || under(commonPath + u"available_node_types."_s
            + (headNodeType.isEmpty() ? defaultHeadType : headNodeType)))
        return HeadPage;
    if (under(commonPath + u"available_node_types"_s) || under(commonPath + u"max_workers"_s)
        || under(commonPath + u"idle_timeout_minutes"_s) || under(u"spec.worker_node"_s))
        return WorkersPage;
    return ReviewPage;
}

void ClusterWizard::revalidate()
{
    if (m_filling)
        return;
    const ray::ClusterSpec s = formSpec();
    QList<ray::SpecProblem> problems = ray::validateCluster(s);
    problems += ray::checkAgainstSupervisor(s, m_catalog->snapshot());
    if (!m_password->text().isEmpty() && m_password->text() == m_passwordRepeat->text()) {
        // The hash is made from it when the page is left, once, not per key.
        problems.removeIf([](const ray::SpecProblem &p) {
            return p.field == commonPath + u"vm_password_salt_hash"_s;
        });
    }
    if (m_password->text() != m_passwordRepeat->text()) {
        problems.append({ ray::SpecProblem::Severity::Error,
            commonPath + u"vm_password_salt_hash"_s,
            tr("The two passwords differ."),
            0,
            0 });
    }
    if (!m_registryUser->text().trimmed().isEmpty() && m_registryPassword->text().isEmpty()) {
        problems.append({ ray::SpecProblem::Severity::Error,
            u"spec.docker_config"_s,
            tr("Give the registry password too, or leave the registry user empty."),
            0,
            0 });
    }
    problems += m_serverProblems;

    m_pageProblems.clear();
    for (const ray::SpecProblem &p : std::as_const(problems)) {
        // A missing hash is said once, as what to do.
        ray::SpecProblem shown = p;
        if (p.field == commonPath + u"vm_password_salt_hash"_s && s.vmPasswordSaltHash.isEmpty()
            && m_password->text().isEmpty())
            shown.message = tr("Set a password for the VM user.");
        m_pageProblems[pageOfField(p.field, s.headNodeType)].append(shown);
    }
    for (auto it = m_pageProblemLabels.cbegin(); it != m_pageProblemLabels.cend(); ++it) {
        QStringList lines;
        for (const ray::SpecProblem &p : m_pageProblems.value(it.key()))
            lines.append(problemLine(p));
        it.value()->setText(lines.join(u'\n'));
    }
    if (!m_base.vmPasswordSaltHash.isEmpty() && m_password->text().isEmpty()) {
        m_passwordState->setText(tr("A password is set; only its SHA-512 crypt hash is kept. "
                                    "Type a new one to change it."));
    }
    markFields(problems, s.headNodeType);
    for (int id : pageIds()) {
        if (auto *p = dynamic_cast<FormPage *>(page(id)))
            p->refresh();
    }
    updateCapacity(s);
}

void ClusterWizard::markFields(const QList<ray::SpecProblem> &problems, const QString &headNodeType)
{
    const QString headClassField =
        commonPath + u"available_node_types."_s + headNodeType + u".vm_class"_s;
    QHash<QWidget *, QStringList> messages;
    for (const ray::SpecProblem &p : problems) {
        if (p.severity != ray::SpecProblem::Severity::Error)
            continue;
        QWidget *widget = nullptr;
        if (p.field == headClassField)
            widget = m_headClass;
        else if (p.field.startsWith(commonPath + u"available_node_types"_s))
            widget = m_workers;
        for (auto it = m_fieldWidgets.cbegin(); !widget && it != m_fieldWidgets.cend(); ++it) {
            if (p.field == it.key() || p.field.startsWith(it.key() + u'.'))
                widget = it.value();
        }
        if (widget)
            messages[widget].append(p.message);
    }
    QList<QWidget *> all = m_fieldWidgets.values();
    all << m_headClass << m_workers;
    for (QWidget *w : std::as_const(all)) {
        const bool bad = messages.contains(w);
        if (w->property("vmrayProblem").toBool() == bad)
            continue;
        w->setProperty("vmrayProblem", bad);
        w->setToolTip(bad ? messages.value(w).join(u'\n') : QString());
        if (qobject_cast<QLineEdit *>(w) || qobject_cast<QSpinBox *>(w))
            w->setStyleSheet(bad ? u"border: 1px solid #d32f2f;"_s : QString());
    }
}

void ClusterWizard::fillChoices()
{
    const ray::CatalogSnapshot &catalog = m_catalog->snapshot();
    const bool filling = std::exchange(m_filling, true);

    auto refill = [](QComboBox *combo, const auto &items, auto text, auto key, QString value) {
        if (value.isEmpty() && combo->currentIndex() < 0)
            value = combo->currentText().trimmed();
        combo->clear();
        for (const auto &item : items)
            combo->addItem(text(item), key(item));
        setComboValue(combo, value);
    };
    auto className = [](const ray::VmClassInfo &c) {
        return c.name;
    };
    QString head = comboValue(m_headClass);
    if (head.isEmpty())
        head = defaultClass(catalog.classes);
    refill(m_headClass, catalog.classes, classText, className, head);
    for (int row = 0; row < m_workers->rowCount(); ++row) {
        auto *combo = static_cast<QComboBox *>(m_workers->cellWidget(row, 1));
        QString value = comboValue(combo);
        if (value.isEmpty())
            value = defaultClass(catalog.classes);
        refill(combo, catalog.classes, classText, className, value);
    }
    QString image = comboValue(m_vmImage);
    if (image.isEmpty()) {
        if (const ray::VmImageInfo *i = defaultImage(catalog.images))
            image = i->name;
    }
    refill(
        m_vmImage,
        catalog.images,
        imageText,
        [](const ray::VmImageInfo &i) {
            return i.name;
        },
        image);
    QString storage = comboValue(m_storageClass);
    if (storage.isEmpty() && !catalog.storageClasses.isEmpty())
        storage = catalog.storageClasses.first();
    refill(
        m_storageClass,
        catalog.storageClasses,
        [](const QString &s) {
            return s;
        },
        [](const QString &s) {
            return s;
        },
        storage);
    m_filling = filling;
    revalidate();
    if (currentId() == ReviewPage)
        reviewYamlChanged();
}

void ClusterWizard::fillFields(const ray::ClusterSpec &spec)
{
    const bool filling = std::exchange(m_filling, true);
    m_base = spec;
    if (!spec.ns.isEmpty()) {
        if (m_namespace->findText(spec.ns) < 0)
            m_namespace->addItem(spec.ns);
        if (m_namespace->currentText() != spec.ns) {
            m_namespace->setCurrentText(spec.ns);
            m_catalog->load(spec.ns);
        }
    }
    m_name->setText(spec.name);
    m_apiServer->setText(spec.apiServerLocation);
    m_caCert->setPlainText(spec.apiServerCaCert.trimmed());
    setComboValue(m_vmImage, spec.vmImage);
    setComboValue(m_storageClass, spec.storageClass);
    setComboValue(m_rayImage, spec.rayImage);
    m_vmUser->setText(spec.vmUser);
    m_password->clear();
    m_passwordRepeat->clear();
    const ray::NodeTypeSpec *head = spec.nodeType(spec.headNodeType);
    setComboValue(m_headClass, head ? head->vmClass : QString());
    m_headPort->setValue(spec.headPort.value_or(defaultHeadPort));
    m_workers->setRowCount(0);
    for (const ray::NodeTypeSpec &t : spec.nodeTypes) {
        if (t.name != spec.headNodeType)
            addWorkerRow(t);
    }
    m_maxWorkers->setValue(spec.maxWorkers);
    m_idleTimeout->setValue(spec.idleTimeoutMinutes.value_or(0));
    m_network->setText(networkNameOf(spec.network));
    m_enableTls->setChecked(spec.enableTls.value_or(false));
    m_filling = filling;
    revalidate();
}

void ClusterWizard::initializePage(int id)
{
    QWizard::initializePage(id);
    if (id != ReviewPage)
        return;
    if (!m_yamlEdited) {
        const bool filling = std::exchange(m_filling, true);
        m_yaml->setPlainText(QString::fromUtf8(ray::toClusterResource(formSpec())));
        m_filling = filling;
    }
    reviewYamlChanged();
}

void ClusterWizard::cleanupPage(int id)
{
    // Back from the review: the YAML's edits become the form's values when they can be read.
    if (id == ReviewPage && m_yamlEdited) {
        const ray::ParsedSpec parsed = parsedReview();
        if (!parsed.hasErrors()) {
            fillFields(parsed.spec);
            m_yamlEdited = false;
        }
    }
    QWizard::cleanupPage(id);
}

bool ClusterWizard::validateCurrentPage()
{
    if (currentId() == ImagePage && !m_password->text().isEmpty()) {
        // The hash is all that is kept; the password leaves the form with the page.
        hashPasswordIfTyped();
        const bool filling = std::exchange(m_filling, true);
        m_password->clear();
        m_passwordRepeat->clear();
        m_filling = filling;
        revalidate();
    }
    if (currentId() != ReviewPage)
        return QWizard::validateCurrentPage();
    if (m_created)
        return true;
    if (!m_applying && !hasErrors(m_reviewProblems))
        apply();
    return false;
}

QLabel *ClusterWizard::problemLabel(QWizardPage *page, int id, const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    m_pageProblemLabels.insert(id, label);
    static_cast<FormPage *>(page)->complete = [this, id] {
        return !hasErrors(m_pageProblems.value(id));
    };
    return label;
}

ray::ParsedSpec ClusterWizard::parsedReview() const
{
    ray::ParsedSpec parsed = ray::parseClusterYaml(m_yaml->toPlainText().toUtf8());
    if (parsed.spec.ns.isEmpty())
        parsed.spec.ns = comboValue(m_namespace);
    return parsed;
}

QString ClusterWizard::yamlText() const
{
    return m_yaml->toPlainText();
}

void ClusterWizard::reviewYamlChanged()
{
    const ray::ParsedSpec parsed = parsedReview();
    QList<ray::SpecProblem> problems = parsed.problems;
    if (!parsed.hasErrors() || !parsed.spec.name.isEmpty()) {
        problems += ray::validateCluster(parsed.spec, parsed.positions);
        if (!m_created)
            problems +=
                ray::checkAgainstSupervisor(parsed.spec, m_catalog->snapshot(), parsed.positions);
    }
    for (ray::SpecProblem p : std::as_const(m_serverProblems)) {
        if (p.line == 0) {
            const ray::TextPosition at = parsed.positions.value(p.field);
            p.line = at.line;
            p.column = at.column;
        }
        problems.append(p);
    }
    // One line per problem: the same message can come from the parse and the checks.
    QList<ray::SpecProblem> unique;
    for (const ray::SpecProblem &p : std::as_const(problems)) {
        const bool seen =
            std::any_of(unique.cbegin(), unique.cend(), [&](const ray::SpecProblem &q) {
                return q.field == p.field && q.message == p.message;
            });
        if (!seen)
            unique.append(p);
    }
    m_reviewProblems = unique;
    showReviewProblems(unique);
    updateCapacity(parsed.spec);
    if (auto *p = dynamic_cast<FormPage *>(page(ReviewPage)))
        p->refresh();
}

void ClusterWizard::showReviewProblems(const QList<ray::SpecProblem> &problems)
{
    m_yaml->setProblems(problems);
    m_problemList->clear();
    for (const ray::SpecProblem &p : problems) {
        QString text =
            p.line > 0 ? tr("Line %1: %2").arg(p.line).arg(problemLine(p)) : problemLine(p);
        auto *item = new QListWidgetItem(text, m_problemList);
        item->setToolTip(p.field);
        item->setData(Qt::UserRole, p.line);
        item->setData(Qt::UserRole + 1, p.column);
    }
    if (problems.isEmpty())
        new QListWidgetItem(tr("No problems found."), m_problemList);
}

void ClusterWizard::updateCapacity(const ray::ClusterSpec &spec)
{
    const ray::CatalogSnapshot &catalog = m_catalog->snapshot();
    m_capacity = ray::capacityOf(spec, catalog.classes);
    const ray::Capacity &c = m_capacity;
    auto amount = [](int cpus, qint64 memory, int gpus) {
        QString text = tr("%1 vCPU, %2 GiB memory").arg(cpus).arg(memory / gib, 0, 'f', 0);
        if (gpus > 0)
            text += tr(", GPUs: %1").arg(gpus);
        return text;
    };
    QString html = u"<b>%1</b><br>"_s.arg(tr("What the VM classes reserve").toHtmlEscaped());
    html += tr("Minimum, nodes: %1. %2")
                .arg(c.nodesAtMin)
                .arg(amount(c.cpusAtMin, c.memoryAtMin, c.gpusAtMin))
                .toHtmlEscaped()
        + u"<br>"_s;
    html += tr("Maximum, nodes: %1. %2")
                .arg(c.nodesAtMax)
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
        const double freeCpus =
            q.cpuMillisHard ? (*q.cpuMillisHard - q.cpuMillisUsed.value_or(0)) / 1000.0 : -1;
        const double freeMemory =
            q.memoryHard ? (*q.memoryHard - q.memoryUsed.value_or(0)) / gib : -1;
        QStringList parts;
        if (freeCpus >= 0)
            parts.append(tr("%1 vCPU").arg(freeCpus, 0, 'g', 4));
        if (freeMemory >= 0)
            parts.append(tr("%1 GiB memory").arg(freeMemory, 0, 'f', 0));
        html += u"<br><br><b>%1</b><br>%2"_s.arg(
            tr("Namespace quota left").toHtmlEscaped(), parts.join(u", "_s).toHtmlEscaped());
        auto over = [&](int cpus, qint64 memory) {
            return (freeCpus >= 0 && cpus > freeCpus)
                || (freeMemory >= 0 && memory / gib > freeMemory);
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

void ClusterWizard::setStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    m_status->setStyleSheet(
        problem ? u"color: %1;"_s.arg(dark ? u"#ff8a80"_s : u"#c62828"_s) : QString());
}

QString ClusterWizard::applyStatus() const
{
    return m_status->text();
}

bool ClusterWizard::isHeadRunning() const
{
    return m_follow->isHeadRunning();
}

void ClusterWizard::apply()
{
    const ray::ParsedSpec parsed = parsedReview();
    ray::RegistryCredentials registry;
    if (parsed.spec.dockerAuthSecret == ray::dockerAuthSecretName(parsed.spec.name)
        && !m_registryUser->text().trimmed().isEmpty()) {
        registry.username = m_registryUser->text().trimmed();
        registry.password = m_registryPassword->text();
        registry.registry = m_registryServer->text().trimmed();
    }
    m_applying = true;
    m_yaml->setReadOnly(true);
    button(QWizard::BackButton)->setEnabled(false);
    m_openExisting->hide();
    m_apply->start(parsed.spec, registry);
    if (auto *p = dynamic_cast<FormPage *>(page(ReviewPage)))
        p->refresh();
}

void ClusterWizard::applyFinished(ray::ClusterApply *apply)
{
    m_applying = false;
    const ray::ParsedSpec parsed = parsedReview();
    const QString name = parsed.spec.name;
    const QString ns = parsed.spec.ns;
    switch (apply->outcome()) {
    case ray::ClusterApply::Outcome::Created:
        m_created = true;
        setButtonText(QWizard::FinishButton, tr("Close"));
        setOption(QWizard::DisabledBackButtonOnLastPage, true); // the form is applied
        setOption(QWizard::NoCancelButton, true);
        m_serverProblems.clear();
        reviewYamlChanged();
        setStatus(tr("Created Ray cluster %1 in namespace %2. Waiting for the operator to "
                     "deploy the head VM… You can close this window; the console keeps "
                     "following the cluster.")
                      .arg(name, ns));
        Q_EMIT clusterCreated(ns, name);
        m_follow->start(ns, name);
        break;
    case ray::ClusterApply::Outcome::AlreadyExists:
        m_yaml->setReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_openExisting->show();
        setStatus(tr("A Ray cluster named %1 already exists in namespace %2. Choose another "
                     "name (on the first page or in the YAML), or open the existing cluster. "
                     "Nothing was created.")
                      .arg(name, ns),
            true);
        break;
    case ray::ClusterApply::Outcome::Invalid:
        m_yaml->setReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_serverProblems = ray::problemsOfCauses(apply->error());
        setStatus(tr("The Supervisor refused the cluster: %1 The problems are listed and "
                     "marked on their fields. Nothing was created.")
                      .arg(describeError(apply->error())),
            true);
        revalidate();
        reviewYamlChanged();
        break;
    case ray::ClusterApply::Outcome::Failed:
        m_yaml->setReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        setStatus(tr("%1 The cluster was not created; everything you entered is kept. Press "
                     "Create Cluster to try again.")
                      .arg(describeError(apply->error())),
            true);
        break;
    }
    if (auto *p = dynamic_cast<FormPage *>(page(ReviewPage)))
        p->refresh();
}

bool ClusterWizard::openYaml(const QByteArray &yaml, const QString &fileName)
{
    const std::optional<ClusterFile::Opened> opened = ClusterFile::open(this, yaml, fileName);
    if (!opened)
        return false;
    fillFields(opened->parsed.spec);
    const bool filling = std::exchange(m_filling, true);
    m_yaml->setPlainText(opened->reviewText);
    m_filling = filling;
    m_yamlEdited = !opened->parsed.fromRayUp;
    if (!fileName.isEmpty())
        setWindowTitle(tr("Apply %1").arg(fileName));
    // Straight to the review, through the form pages so Back leads to them.
    restart();
    while (currentId() != ReviewPage && currentId() != -1)
        next();
    if (!opened->note.isEmpty())
        setStatus(opened->note, opened->noteIsProblem);
    return true;
}

} // namespace vmray
