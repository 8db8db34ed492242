// The create-cluster wizard: its pages, the checks of the form as it changes, and the way from
// the form through the review to the create.
#include "clusterwizard.h"

#include "clusterfile.h"
#include "createdclustertext.h"
#include "errortext.h"
#include "headpage.h"
#include "imagepage.h"
#include "optionspage.h"
#include "reviewpage.h"
#include "targetpage.h"
#include "wizardfields.h"
#include "workerspage.h"

#include <QAbstractButton>
#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>

#include <optional>

using namespace Qt::StringLiterals;

namespace vmray {

using namespace wizard;

ClusterWizard::ClusterWizard(const WizardTarget &target, QWidget *parent)
    : QWizard(parent)
    , m_state { target,
        target.isCurrent()
            ? target.session->clusterCatalog()
            : std::make_unique<ray::ClusterCatalog>(nullptr, target.vmOperatorVersion),
        {},
        false,
        false,
        false }
{
    setObjectName(u"clusterWizard"_s);
    setWindowTitle(tr("New Ray Cluster"));
    setWizardStyle(QWizard::ClassicStyle);
    setButtonText(QWizard::FinishButton, tr("Create Cluster"));
    resize(1020, 680); // the steps beside the pages, and room for the widest page

    m_state.base.headNodeType = defaultHeadType;
    m_state.base.enableTls = true;
    m_state.base.maxWorkers = 3;
    m_targetPage = new TargetWizardPage(m_state);
    m_imagePage = new ImageWizardPage(m_state);
    m_headPage = new HeadWizardPage(m_state);
    m_workersPage = new WorkersWizardPage(m_state);
    m_optionsPage = new OptionsWizardPage(m_state);
    m_reviewPage = new ReviewWizardPage(m_state);
    m_formPages = { { TargetPage, m_targetPage },
        { ImagePage, m_imagePage },
        { HeadPage, m_headPage },
        { WorkersPage, m_workersPage },
        { OptionsPage, m_optionsPage } };
    for (const auto &[id, page] : std::as_const(m_formPages)) {
        setPage(id, page);
        m_fieldWidgets.insert(page->fieldWidgets());
        connect(page, &SpecPage::edited, this, [this] {
            if (!m_state.filling) {
                m_userEdited = true;
                m_serverProblems.clear(); // the Supervisor's answer was about the form as it was
            }
            revalidate();
        });
    }
    setPage(ReviewPage, m_reviewPage);

    connect(m_targetPage,
        &TargetWizardPage::openExistingRequested,
        this,
        &ClusterWizard::openExistingRequested);
    connect(m_targetPage, &TargetWizardPage::namespaceChanged, this, [this](const QString &ns) {
        if (m_state.filling)
            return;
        m_serverProblems.clear();
        m_state.catalog->load(ns);
        revalidate();
    });
    connect(m_reviewPage, &ReviewWizardPage::yamlChanged, this, [this] {
        if (!m_state.filling) {
            m_yamlEdited = true;
            m_hasYamlWork = true;
            m_serverProblems.clear();
            if (!m_state.applying && !m_state.created)
                m_reviewPage->setStatus({}); // a dry run's answer was about the YAML before
        }
        reviewYamlChanged();
        updateRebuild();
    });
    connect(m_reviewPage, &ReviewWizardPage::dryRunRequested, this, &ClusterWizard::dryRun);
    connect(m_reviewPage, &ReviewWizardPage::saveRequested, this, [this] {
        ClusterFile::saveYaml(this, parsedReview(), m_reviewPage->yamlText());
    });
    connect(m_reviewPage, &ReviewWizardPage::exportRequested, this, [this] {
        ClusterFile::exportRayUp(this, parsedReview());
    });
    connect(m_reviewPage, &ReviewWizardPage::rebuildRequested, this, [this] {
        m_yamlEdited = false;
        initializePage(ReviewPage);
    });
    connect(this, &ClusterWizard::currentIdChanged, this, &ClusterWizard::updateRebuild);

    // The steps beside the pages: where the user is, what is done and what comes.
    m_steps = new QListWidget(this);
    m_steps->setObjectName(u"stepList"_s);
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setFocusPolicy(Qt::NoFocus);
    m_steps->setSelectionMode(QAbstractItemView::NoSelection);
    m_steps->setFrameShape(QFrame::NoFrame);
    m_steps->viewport()->setAutoFillBackground(false);
    for (const int id : pageIds())
        m_steps->addItem(page(id)->title());
    m_steps->setFixedWidth(m_steps->sizeHintForColumn(0) + 40);
    setSideWidget(m_steps);
    connect(this, &ClusterWizard::currentIdChanged, this, &ClusterWizard::updateSteps);
    updateSteps();
    connect(this, &ClusterWizard::openExistingRequested, m_reviewPage, [this] {
        m_reviewPage->setOpenExistingVisible(false);
    });
    connect(m_reviewPage, &ReviewWizardPage::openExistingRequested, this, [this] {
        const ray::ParsedSpec parsed = parsedReview();
        Q_EMIT openExistingRequested(
            parsed.spec.ns.isEmpty() ? m_targetPage->ns() : parsed.spec.ns, parsed.spec.name);
    });

    connect(
        m_state.catalog.get(), &ray::ClusterCatalog::changed, this, &ClusterWizard::fillChoices);
    m_state.catalog->load(m_targetPage->ns());
    revalidate();
}

ClusterWizard::~ClusterWizard()
{
    // Closed in the middle of an apply: the attempt ends without telling a half-gone wizard.
    if (m_apply) {
        m_apply->disconnect(this);
        if (m_state.target.session)
            m_state.target.session->operations()->cancelCreate(m_apply);
    }
}

void ClusterWizard::reject()
{
    const bool typed =
        m_userEdited || m_yamlEdited || m_hasYamlWork || m_imagePage->hasTypedPassword();
    // While the cluster is being created it is the create that matters, not the form.
    const bool asking = m_discardQuestion && m_discardQuestion->isVisible();
    if (!typed || m_state.created || m_state.applying || asking) {
        if (!asking)
            QWizard::reject();
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question,
        tr("Discard the New Cluster?"),
        tr("Discard what you entered for the new Ray cluster, the VM password included? Nothing "
           "has been created."),
        QMessageBox::NoButton,
        this);
    box->setObjectName(u"discardNewCluster"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *discard = box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    discard->setObjectName(u"discard"_s);
    QPushButton *keep = box->addButton(tr("&Keep Editing"), QMessageBox::RejectRole);
    keep->setObjectName(u"keepEditing"_s);
    box->setDefaultButton(keep);
    connect(box, &QMessageBox::buttonClicked, this, [this, discard](QAbstractButton *button) {
        if (button == discard)
            QWizard::reject();
    });
    m_discardQuestion = box;
    box->open();
}

ray::ClusterSpec ClusterWizard::formSpec() const
{
    ray::ClusterSpec s = m_state.base;
    for (const auto &[id, page] : m_formPages)
        page->writeSpec(s);
    return s;
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
    if (m_state.filling)
        return;
    const ray::ClusterSpec s = formSpec();
    QList<ray::SpecProblem> problems = ray::validateCluster(s);
    problems += ray::checkAgainstSupervisor(s, m_state.catalog->snapshot());
    for (const auto &[id, page] : std::as_const(m_formPages))
        page->checkFields(problems);
    problems += m_serverProblems;

    m_pageProblems.clear();
    for (const ray::SpecProblem &p : std::as_const(problems)) {
        // A missing hash is said once, as what to do.
        ray::SpecProblem shown = p;
        if (p.field == commonPath + u"vm_password_salt_hash"_s && s.vmPasswordSaltHash.isEmpty()
            && !m_imagePage->hasTypedPassword())
            shown.message = tr("Set a password for the VM user.");
        if (p.field == u"metadata.name"_s && s.name.isEmpty() && !m_targetPage->nameTouched())
            shown.message = tr("Enter a name for the cluster.");
        m_pageProblems[pageOfField(p.field, s.headNodeType)].append(shown);
    }
    for (const auto &[id, page] : std::as_const(m_formPages))
        page->setProblems(m_pageProblems.value(id), s.headNodeType);
    const ray::CatalogSnapshot &catalog = m_state.catalog->snapshot();
    m_targetPage->setNameTaken(catalog.loaded[ray::CatalogSnapshot::Clusters] && !s.name.isEmpty()
        && catalog.clusterNames.contains(s.name));
    m_imagePage->updatePasswordState();
    // An empty name not typed yet is asked for, not marked red.
    if (s.name.isEmpty() && !m_targetPage->nameTouched()) {
        problems.removeIf([](const ray::SpecProblem &p) {
            return p.field == u"metadata.name"_s;
        });
    }
    markFields(problems, s.headNodeType);
    for (const auto &[id, page] : std::as_const(m_formPages))
        page->refreshComplete();
    m_reviewPage->refreshComplete();
    updateCapacity(s);
}

void ClusterWizard::markFields(const QList<ray::SpecProblem> &problems, const QString &headNodeType)
{
    const QString headClassField =
        commonPath + u"available_node_types."_s + headNodeType + u".vm_class"_s;
    QWidget *headClass = m_headPage->classCombo();
    QWidget *workers = m_workersPage->table();
    QHash<QWidget *, QStringList> messages;
    for (const ray::SpecProblem &p : problems) {
        if (p.severity != ray::SpecProblem::Severity::Error)
            continue;
        QWidget *widget = nullptr;
        if (p.field == headClassField)
            widget = headClass;
        else if (p.field.startsWith(commonPath + u"available_node_types"_s))
            widget = workers;
        for (auto it = m_fieldWidgets.cbegin(); !widget && it != m_fieldWidgets.cend(); ++it) {
            if (p.field == it.key() || p.field.startsWith(it.key() + u'.'))
                widget = it.value();
        }
        if (widget)
            messages[widget].append(p.message);
    }
    QList<QWidget *> all = m_fieldWidgets.values();
    all << headClass << workers;
    for (QWidget *w : std::as_const(all))
        markField(w, messages.value(w).join(u'\n'));
}

void ClusterWizard::markField(QWidget *field, const QString &problem)
{
    const bool bad = !problem.isEmpty();
    field->setToolTip(problem);
    // A screen reader hears the problem after what the field is for.
    const char *ownDescription = "vmrayOwnDescription";
    if (!field->property(ownDescription).isValid())
        field->setProperty(ownDescription, field->accessibleDescription());
    const QString own = field->property(ownDescription).toString();
    field->setAccessibleDescription(bad ? (own.isEmpty() ? problem : own + u'\n' + problem) : own);
    if (field->property("vmrayProblem").toBool() == bad)
        return;
    field->setProperty("vmrayProblem", bad);
    if (!qobject_cast<QLineEdit *>(field) && !qobject_cast<QSpinBox *>(field))
        return;
    // A tinted background, not a style sheet border: the style still draws the frame and its
    // focus highlight. The page's problem list says the same in words, marked with ✖.
    QPalette tinted;
    if (bad) {
        tinted = field->palette();
        const QColor base = tinted.color(QPalette::Base);
        const QColor red(0xd3, 0x2f, 0x2f);
        const double share = base.lightness() < 128 ? 0.35 : 0.18;
        tinted.setColor(QPalette::Base,
            QColor::fromRgbF(float(base.redF() * (1 - share) + red.redF() * share),
                float(base.greenF() * (1 - share) + red.greenF() * share),
                float(base.blueF() * (1 - share) + red.blueF() * share)));
    }
    field->setPalette(tinted);
    if (auto *edit = qobject_cast<QLineEdit *>(field)) {
        // A shape beside the colour: the error sign at the field's end.
        auto *sign = edit->findChild<QAction *>(u"problemSign"_s);
        if (!sign && bad) {
            sign = edit->addAction(
                style()->standardIcon(QStyle::SP_MessageBoxCritical), QLineEdit::TrailingPosition);
            sign->setObjectName(u"problemSign"_s);
            sign->setText(tr("Problem"));
        }
        if (sign)
            sign->setVisible(bad);
    }
}

void ClusterWizard::fillChoices()
{
    {
        const QScopedValueRollback filling(m_state.filling, true);
        for (const auto &[id, page] : std::as_const(m_formPages))
            page->fillChoices(m_state.catalog->snapshot());
    }
    revalidate();
    if (currentId() == ReviewPage)
        reviewYamlChanged();
}

void ClusterWizard::fillFields(const ray::ClusterSpec &spec)
{
    {
        const QScopedValueRollback filling(m_state.filling, true);
        m_state.base = spec;
        for (const auto &[id, page] : std::as_const(m_formPages))
            page->readSpec(spec);
    }
    revalidate();
}

void ClusterWizard::initializePage(int id)
{
    QWizard::initializePage(id);
    if (id != ReviewPage)
        return;
    if (!m_yamlEdited) {
        const QScopedValueRollback filling(m_state.filling, true);
        m_reviewPage->setYamlText(QString::fromUtf8(ray::toClusterResource(formSpec())));
    }
    reviewYamlChanged();
    // What the Supervisor says is seen before Create is pressed.
    if (!hasErrors(m_reviewPage->problems()))
        dryRun();
}

void ClusterWizard::updateSteps()
{
    const QList<int> ids = pageIds();
    const qsizetype current = ids.indexOf(currentId());
    for (int row = 0; row < m_steps->count(); ++row) {
        QListWidgetItem *item = m_steps->item(row);
        QFont font = m_steps->font();
        font.setBold(row == current);
        item->setFont(font);
        const QString title = page(ids.at(row))->title();
        // The mark says it in words too, for a screen reader.
        item->setText(row < current ? u"✓ "_s + title : row == current ? u"▸ "_s + title : title);
        item->setData(Qt::AccessibleDescriptionRole,
            row < current        ? tr("Done")
                : row == current ? tr("Current step")
                                 : tr("To come"));
    }
}

void ClusterWizard::dryRun()
{
    if (m_dryRun || m_state.applying || m_state.created)
        return;
    if (!m_state.target.isCurrent()) {
        m_reviewPage->setStatus(tr("The console is no longer connected to %1. Save YAML keeps "
                                   "what you entered; reconnect and open it in a new wizard.")
                                    .arg(m_state.target.supervisorName),
            true);
        return;
    }
    const ray::ParsedSpec parsed = parsedReview();
    if (parsed.hasErrors() || hasErrors(m_reviewPage->problems())) {
        m_reviewPage->setStatus(tr("Fix the problems listed first; the dry run checks a cluster "
                                   "that passes the console's own checks."),
            true);
        return;
    }
    m_dryRun = m_state.target.session->dryRun(parsed.spec, this);
    connect(m_dryRun, &ray::ClusterApply::finished, this, &ClusterWizard::dryRunFinished);
    m_reviewPage->setDryRunEnabled(false);
    m_reviewPage->setStatus(tr("Checking the cluster on the Supervisor (dry run; nothing is "
                               "created)…"));
    m_dryRun->start();
}

void ClusterWizard::dryRunFinished(ray::ClusterApply *check)
{
    check->deleteLater();
    m_reviewPage->setDryRunEnabled(true);
    if (m_state.applying || m_state.created)
        return; // the create says more
    const ray::ClusterSpec &spec = check->spec();
    if (!(spec == parsedReview().spec)) {
        // Edited while it was checked: what was checked is not what is shown.
        if (currentId() == ReviewPage)
            dryRun();
        return;
    }
    switch (check->outcome()) {
    case ray::ClusterApply::Outcome::Created:
        m_reviewPage->setStatus(tr("Dry run passed: the Supervisor accepts this cluster (its "
                                   "schema, the operator's webhook and admission). Nothing was "
                                   "created; press Create Cluster to create it."));
        break;
    case ray::ClusterApply::Outcome::AlreadyExists:
        m_reviewPage->setOpenExistingVisible(true);
        m_reviewPage->setStatus(tr("Dry run: a Ray cluster named %1 already exists in namespace "
                                   "%2. Choose another name, or open the existing cluster.")
                                    .arg(spec.name, spec.ns),
            true);
        break;
    case ray::ClusterApply::Outcome::Invalid:
        m_serverProblems = ray::problemsOfCauses(check->error());
        m_reviewPage->setStatus(tr("Dry run: the Supervisor refused the cluster: %1 The problems "
                                   "are listed and marked on their fields. Nothing was created.")
                                    .arg(describeError(check->error())),
            true);
        revalidate();
        reviewYamlChanged();
        break;
    case ray::ClusterApply::Outcome::Failed:
        m_reviewPage->setStatus(tr("The dry run could not be done: %1 Press Check with a Dry Run "
                                   "to try again.")
                                    .arg(describeError(check->error())),
            true);
        break;
    }
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
    // The image page hashes a typed password there, in its validatePage.
    if (currentId() != ReviewPage)
        return QWizard::validateCurrentPage();
    if (m_state.created)
        return true;
    if (!m_state.applying && !hasErrors(m_reviewPage->problems()))
        apply();
    return false;
}

ray::ParsedSpec ClusterWizard::parsedReview() const
{
    ray::ParsedSpec parsed = ray::parseClusterYaml(m_reviewPage->yamlText().toUtf8());
    if (parsed.spec.ns.isEmpty())
        parsed.spec.ns = m_targetPage->ns();
    return parsed;
}

QString ClusterWizard::yamlText() const
{
    return m_reviewPage->yamlText();
}

QList<ray::SpecProblem> ClusterWizard::reviewProblems() const
{
    return m_reviewPage->problems();
}

void ClusterWizard::reviewYamlChanged()
{
    const ray::ParsedSpec parsed = parsedReview();
    QList<ray::SpecProblem> problems = parsed.problems;
    if (!parsed.hasErrors() || !parsed.spec.name.isEmpty()) {
        problems += ray::validateCluster(parsed.spec, parsed.positions);
        if (!m_state.created)
            problems += ray::checkAgainstSupervisor(
                parsed.spec, m_state.catalog->snapshot(), parsed.positions);
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
    m_reviewPage->setProblems(unique);
    updateCapacity(parsed.spec);
    m_reviewPage->refreshComplete();
}

void ClusterWizard::updateCapacity(const ray::ClusterSpec &spec)
{
    const ray::CatalogSnapshot &catalog = m_state.catalog->snapshot();
    m_capacity = ray::capacityOf(spec, catalog.classes);
    m_reviewPage->showCapacity(m_capacity, catalog);
}

void ClusterWizard::updateRebuild()
{
    m_reviewPage->setRebuildVisible(m_yamlEdited && !m_state.created);
}

QString ClusterWizard::applyStatus() const
{
    return m_reviewPage->status();
}

bool ClusterWizard::isHeadRunning() const
{
    return m_headRunning;
}

void ClusterWizard::apply()
{
    const ray::ParsedSpec parsed = parsedReview();
    m_state.applying = true;
    m_reviewPage->setYamlReadOnly(true);
    button(QWizard::BackButton)->setEnabled(false);
    m_reviewPage->setOpenExistingVisible(false);
    m_apply = m_state.target.isCurrent() ? m_state.target.session->createCluster(
                  parsed.spec, m_optionsPage->registryCredentials(parsed.spec))
                                         : nullptr;
    if (m_apply) {
        // Gone without an answer: the connection closed, and the operations stopped the create.
        connect(m_apply, &QObject::destroyed, this, [this] {
            if (!m_state.applying)
                return;
            m_state.applying = false;
            m_reviewPage->setYamlReadOnly(false);
            button(QWizard::BackButton)->setEnabled(true);
            m_reviewPage->setStatus(tr("The console is no longer connected to %1, so the create "
                                       "stopped; check whether the cluster exists. Save YAML "
                                       "keeps what you entered.")
                                        .arg(m_state.target.supervisorName),
                true);
            m_reviewPage->refreshComplete();
        });
        connect(m_apply,
            &ray::ClusterApply::stepChanged,
            this,
            [this, name = parsed.spec.name](auto step) {
                applyStepChanged(step, name);
            });
        connect(m_apply, &ray::ClusterApply::finished, this, &ClusterWizard::applyFinished);
    } else {
        m_state.applying = false;
        m_reviewPage->setYamlReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_reviewPage->setStatus(tr("The console is no longer connected to %1. Save YAML keeps "
                                   "what you entered; reconnect and open it in a new wizard.")
                                    .arg(m_state.target.supervisorName),
            true);
    }
    m_reviewPage->refreshComplete();
}

void ClusterWizard::applyStepChanged(ray::ClusterApply::Step step, const QString &name)
{
    switch (step) {
    case ray::ClusterApply::Step::DryRun:
        m_reviewPage->setStatus(tr("Checking the cluster on the Supervisor (dry run; nothing is "
                                   "created yet)…"));
        break;
    case ray::ClusterApply::Step::Secret:
        m_reviewPage->setStatus(tr("Storing the registry credentials as secret %1…")
                                    .arg(ray::dockerAuthSecretName(name)));
        break;
    case ray::ClusterApply::Step::Create:
        m_reviewPage->setStatus(tr("Creating Ray cluster %1…").arg(name));
        break;
    }
}

void ClusterWizard::createdClusterChanged(const ray::CreatedClusterState &state)
{
    bool problem = false;
    const QString text = CreatedClusterText::of(state, &problem);
    m_headRunning = m_headRunning || (!state.deleted && state.status.head.isRunning());
    m_reviewPage->setRichStatus(text, problem);
}

void ClusterWizard::applyFinished(ray::ClusterApply *apply)
{
    m_state.applying = false;
    const ray::ParsedSpec parsed = parsedReview();
    const QString name = parsed.spec.name;
    const QString ns = parsed.spec.ns;
    switch (apply->outcome()) {
    case ray::ClusterApply::Outcome::Created:
        m_state.created = true;
        setButtonText(QWizard::FinishButton, tr("Close"));
        setOption(QWizard::DisabledBackButtonOnLastPage, true); // the form is applied
        setOption(QWizard::NoCancelButton, true);
        m_serverProblems.clear();
        reviewYamlChanged();
        m_reviewPage->setStatus(tr("Created Ray cluster %1 in namespace %2. Waiting for the "
                                   "operator to deploy the head VM… You can close this window; "
                                   "the console keeps following the cluster.")
                                    .arg(name, ns));
        Q_EMIT clusterCreated(ns, name);
        if (m_state.target.isCurrent()) {
            m_follow = m_state.target.session->followCreated(ns, name, this);
            connect(m_follow,
                &ray::CreatedClusterFollow::changed,
                this,
                &ClusterWizard::createdClusterChanged);
        }
        break;
    case ray::ClusterApply::Outcome::AlreadyExists:
        m_reviewPage->setYamlReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_reviewPage->setOpenExistingVisible(true);
        m_reviewPage->setStatus(tr("A Ray cluster named %1 already exists in namespace %2. "
                                   "Choose another name (on the first page or in the YAML), or "
                                   "open the existing cluster. Nothing was created.")
                                    .arg(name, ns),
            true);
        break;
    case ray::ClusterApply::Outcome::Invalid:
        m_reviewPage->setYamlReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_serverProblems = ray::problemsOfCauses(apply->error());
        m_reviewPage->setStatus(tr("The Supervisor refused the cluster: %1 The problems are "
                                   "listed and marked on their fields. Nothing was created.")
                                    .arg(describeError(apply->error())),
            true);
        revalidate();
        reviewYamlChanged();
        break;
    case ray::ClusterApply::Outcome::Failed:
        m_reviewPage->setYamlReadOnly(false);
        button(QWizard::BackButton)->setEnabled(true);
        m_reviewPage->setStatus(tr("%1 The cluster was not created; everything you entered is "
                                   "kept. Press Create Cluster to try again.")
                                    .arg(describeError(apply->error())),
            true);
        break;
    }
    m_reviewPage->refreshComplete();
}

bool ClusterWizard::openYaml(const QByteArray &yaml, const QString &fileName)
{
    const std::optional<ClusterFile::Opened> opened = ClusterFile::open(this, yaml, fileName);
    if (!opened)
        return false;
    fillFields(opened->parsed.spec);
    {
        const QScopedValueRollback filling(m_state.filling, true);
        m_reviewPage->setYamlText(opened->reviewText);
    }
    m_yamlEdited = !opened->parsed.fromRayUp;
    m_hasYamlWork = true;
    if (!fileName.isEmpty())
        setWindowTitle(tr("Apply %1").arg(fileName));
    // Straight to the review, through the form pages so Back leads to them.
    restart();
    while (currentId() != ReviewPage && currentId() != -1)
        next();
    if (!opened->note.isEmpty())
        m_reviewPage->setStatus(opened->note, opened->noteIsProblem);
    return true;
}

} // namespace vmray
