#include "teardowndialog.h"

#include "errortext.h"
#include "phrasewords.h"
#include "presentation.h"

#include "items/tasklog.h"
#include "ray/clusterapply.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
enum Column { What, Name, State };

QTreeWidget *makeTree(QWidget *parent, const QString &objectName)
{
    auto *tree = new QTreeWidget(parent);
    tree->setObjectName(objectName);
    tree->setColumnCount(3);
    tree->setHeaderLabels({ QObject::tr("Object", "column: the kind of object a teardown deletes"),
        QObject::tr("Name"),
        QObject::tr("State") });
    tree->setRootIsDecorated(true);
    tree->setUniformRowHeights(true);
    tree->setSelectionMode(QAbstractItemView::NoSelection);
    tree->header()->setStretchLastSection(true);
    return tree;
}

QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &what, const QString &name)
{
    auto *item = new QTreeWidgetItem(parent, { what, name });
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}

} // namespace

TeardownDialog::TeardownDialog(
    QList<ray::TeardownPlan> plans, QList<ray::TeardownSecretsLookup *> lookups, QWidget *parent)
    : QDialog(parent)
    , m_plans(std::move(plans))
{
    Q_ASSERT(lookups.size() == m_plans.size());
    setObjectName(u"teardownDialog"_s);
    const int count = static_cast<int>(m_plans.size());
    const QString ns = m_plans.value(0).ns;
    setWindowTitle(
        count == 1 ? tr("Delete Ray Cluster") : tr("Delete %n Ray Cluster(s)", nullptr, count));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(48, 48));
    icon->setAlignment(Qt::AlignTop);
    top->addWidget(icon);
    auto *headline = new QLabel(this);
    headline->setObjectName(u"headline"_s);
    headline->setWordWrap(true);
    headline->setTextFormat(Qt::RichText);
    const QString question = count == 1
        ? tr("Delete the Ray cluster %1 in the namespace %2?")
              .arg(u"<b>%1</b>"_s.arg(m_plans.first().cluster.toHtmlEscaped()), ns.toHtmlEscaped())
        : tr("Delete these %n Ray cluster(s) in the namespace %1?", nullptr, count)
              .arg(ns.toHtmlEscaped());
    headline->setText(u"<p style='font-size:large'>%1</p><p>%2</p>"_s.arg(question,
        tr("Running Ray jobs stop, and whatever is stored on the clusters' VMs is lost. This "
           "cannot be undone.")
            .toHtmlEscaped()));
    top->addWidget(headline, 1);
    layout->addLayout(top);

    auto *itemsLabel = new QLabel(tr("&These will be deleted:"), this);
    layout->addWidget(itemsLabel);
    m_items = makeTree(this, u"teardownItems"_s);
    itemsLabel->setBuddy(m_items);
    m_items->setAccessibleName(tr("What will be deleted"));
    m_items->setAccessibleDescription(
        tr("Each cluster with its head and worker VMs, its VM service and its secrets."));
    m_items->setColumnCount(2);
    m_items->setHeaderLabels(
        { tr("Object", "column: the kind of object a teardown deletes"), tr("Name") });
    layout->addWidget(m_items, 1);
    for (int i = 0; i < count; ++i) {
        const ray::TeardownPlan &plan = m_plans.at(i);
        auto *cluster = new QTreeWidgetItem(m_items, { tr("Ray cluster"), plan.cluster });
        cluster->setFlags(Qt::ItemIsEnabled);
        QFont bold = cluster->font(Name);
        bold.setBold(true);
        cluster->setFont(Name, bold);
        addItem(cluster, tr("Head VM"), plan.headVm.isEmpty() ? tr("none yet") : plan.headVm);
        if (plan.workerVms.isEmpty()) {
            addItem(cluster, tr("Worker VMs"), tr("none"));
        } else {
            const int workerCount = static_cast<int>(plan.workerVms.size());
            auto *workers =
                addItem(cluster, tr("Worker VMs"), tr("%n worker VM(s)", nullptr, workerCount));
            for (const QString &vm : plan.workerVms)
                addItem(workers, tr("Worker VM"), vm);
            workers->setExpanded(plan.workerVms.size() <= 8);
        }
        addItem(cluster,
            tr("VM service"),
            plan.vmService.isEmpty() ? tr("none yet")
                                     : tr("%1 (the head's load balancer)").arg(plan.vmService));
        m_secretItems.append(
            addItem(cluster, tr("Secrets the operator removes"), tr("Looking them up…")));
        m_dockerAuthItems.append(nullptr);
        cluster->setExpanded(true);

        ray::TeardownSecretsLookup *lookup = lookups.at(i);
        lookup->setParent(this);
        m_lookups.append(lookup);
        connect(lookup,
            &ray::TeardownSecretsLookup::finished,
            this,
            [this, i](ray::TeardownSecretsLookup *l) {
                secretsFound(i, l);
                m_lookups[i] = nullptr;
                l->deleteLater();
                updateButton();
            });
        lookup->start();
    }
    m_items->resizeColumnToContents(What);

    auto *prompt = new QLabel(this);
    prompt->setTextFormat(Qt::RichText);
    prompt->setText(count == 1 ? tr("To confirm, type the cluster's name, %1:")
                                     .arg(u"<b>%1</b>"_s.arg(confirmationText().toHtmlEscaped()))
                               : tr("To confirm, type %1:")
                                     .arg(u"<b>%1</b>"_s.arg(confirmationText().toHtmlEscaped())));
    layout->addWidget(prompt);
    m_confirm = new QLineEdit(this);
    m_confirm->setObjectName(u"confirmName"_s);
    m_confirm->setAccessibleName(tr("Confirmation"));
    m_confirm->setAccessibleDescription(tr("Type %1 to enable deleting.").arg(confirmationText()));
    prompt->setBuddy(m_confirm);
    layout->addWidget(m_confirm);

    auto *buttons = new QDialogButtonBox(this);
    m_delete = buttons->addButton(
        count == 1 ? tr("Delete Cluster") : tr("Delete %n Cluster(s)", nullptr, count),
        QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(u"deleteButton"_s);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    // No button takes Enter by default, whichever has the focus: Enter in the field deletes,
    // and only once it holds the confirmation (and the secrets are known).
    cancel->setAutoDefault(false);
    m_delete->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(m_confirm, &QLineEdit::returnPressed, this, [this] {
        if (m_delete->isEnabled())
            m_delete->click();
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (m_delete->isEnabled() && typedConfirmationMatches())
            accept();
    });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_confirm, &QLineEdit::textChanged, this, &TeardownDialog::updateButton);
    updateButton();
    m_confirm->setFocus(Qt::OtherFocusReason);
    resize(620, 520);
}

TeardownDialog::~TeardownDialog() = default;

bool TeardownDialog::typedConfirmationMatches() const
{
    // An input method may type full-width digits or a stray space; NFKC and simplified()
    // make "delete ２ clusters" match "delete 2 clusters".
    const auto canonical = [](const QString &text) {
        return text.normalized(QString::NormalizationForm_KC).simplified();
    };
    return canonical(m_confirm->text()) == canonical(confirmationText());
}

QString TeardownDialog::confirmationText() const
{
    return m_plans.size() == 1 ? m_plans.first().cluster
                               : tr("delete %n cluster(s)",
                                   "typed to confirm; keep it short and easy to type",
                                   static_cast<int>(m_plans.size()));
}

void TeardownDialog::updateButton()
{
    const bool looking = std::any_of(m_lookups.cbegin(), m_lookups.cend(), [](const auto &l) {
        return !l.isNull();
    });
    m_delete->setEnabled(!looking && typedConfirmationMatches());
    m_delete->setToolTip(
        looking ? tr("Waiting for the list of the clusters' secrets.") : QString());
}

void TeardownDialog::secretsFound(int index, ray::TeardownSecretsLookup *lookup)
{
    ray::TeardownPlan &plan = m_plans[index];
    plan.operatorSecrets = lookup->operatorSecrets();
    plan.dockerAuth = lookup->dockerAuth();
    QTreeWidgetItem *item = m_secretItems.at(index);
    QStringList names;
    for (const ray::SecretRef &s : std::as_const(plan.operatorSecrets))
        names << s.name;
    if (lookup->error().isError()) {
        item->setText(Name, tr("Not known: %1").arg(describeError(lookup->error())));
    } else if (names.isEmpty()) {
        item->setText(Name, tr("none"));
    } else {
        item->setText(Name, tr("%n secret(s)", nullptr, static_cast<int>(names.size())));
        for (const QString &name : std::as_const(names))
            addItem(item, tr("Secret"), name);
        item->setExpanded(true);
    }
    if (plan.dockerAuth) {
        auto *cluster = item->parent();
        auto *docker = new QTreeWidgetItem(cluster,
            { tr("Registry credentials"),
                plan.dockerAuth->managedByConsole
                    ? tr("Also delete %1 (created by this console)").arg(plan.dockerAuth->name)
                    : tr("Also delete %1 (not created by this console)")
                          .arg(plan.dockerAuth->name) });
        docker->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        docker->setCheckState(
            Name, plan.dockerAuth->managedByConsole ? Qt::Checked : Qt::Unchecked);
        docker->setToolTip(Name,
            tr("The operator leaves this secret behind when the cluster goes. A cluster created "
               "again under this name would use it."));
        m_dockerAuthItems[index] = docker;
    }
}

QList<ray::TeardownPlan> TeardownDialog::plans() const
{
    QList<ray::TeardownPlan> out = m_plans;
    for (int i = 0; i < out.size(); ++i) {
        const QTreeWidgetItem *docker = m_dockerAuthItems.value(i);
        out[i].deleteDockerAuth =
            docker && out[i].dockerAuth && docker->checkState(Name) == Qt::Checked;
    }
    return out;
}

TeardownProgressDialog::TeardownProgressDialog(
    const QList<ray::ClusterTeardown *> &teardowns, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"teardownProgress"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(teardowns.size() == 1
            ? tr("Deleting %1").arg(teardowns.first()->plan().cluster)
            : tr("Deleting %n Ray Cluster(s)", nullptr, static_cast<int>(teardowns.size())));
    auto *layout = new QVBoxLayout(this);
    m_headline = new QLabel(this);
    m_headline->setObjectName(u"headline"_s);
    m_headline->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_headline->setFont(big);
    layout->addWidget(m_headline);
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_problem);
    m_retry = new QPushButton(tr("&Retry Now"), this);
    m_retry->setObjectName(u"retryButton"_s);
    m_retry->setToolTip(
        tr("Ask the operator to try the deletion again now instead of in a minute."));
    auto *retryRow = new QHBoxLayout;
    retryRow->addWidget(m_retry);
    retryRow->addStretch(1);
    layout->addLayout(retryRow);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        for (const Row &row : std::as_const(m_rows)) {
            if (row.teardown && row.teardown->deleteFailure())
                row.teardown->retryNow();
        }
    });
    m_items = makeTree(this, u"teardownItems"_s);
    m_items->setAccessibleName(tr("What is being deleted"));
    m_items->setAccessibleDescription(
        tr("Each cluster with its VMs, VM service and secrets, and the state of each."));
    layout->addWidget(m_items, 1);
    auto *note = new QLabel(
        tr("Closing this window does not stop the teardown; it goes on and is listed under "
           "Recent Tasks."),
        this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    for (ray::ClusterTeardown *t : teardowns) {
        Row row;
        row.teardown = t;
        row.cluster = new QTreeWidgetItem(m_items, { tr("Ray cluster"), t->plan().cluster });
        row.cluster->setFlags(Qt::ItemIsEnabled);
        row.cluster->setExpanded(true);
        for (const QString &vm : t->vms())
            row.vms.insert(vm,
                addItem(row.cluster, vm == t->plan().headVm ? tr("Head VM") : tr("Worker VM"), vm));
        if (!t->plan().vmService.isEmpty())
            row.service = addItem(row.cluster, tr("VM service"), t->plan().vmService);
        for (const ray::SecretRef &secret : t->plan().operatorSecrets)
            row.secrets.insert(secret.name, addItem(row.cluster, tr("Secret"), secret.name));
        if (t->plan().deleteDockerAuth && t->plan().dockerAuth)
            row.dockerAuth =
                addItem(row.cluster, tr("Registry credentials"), t->plan().dockerAuth->name);
        m_rows.append(row);
        connect(t, &ray::ClusterTeardown::progressChanged, this, &TeardownProgressDialog::refresh);
        connect(
            t, &QObject::destroyed, this, &TeardownProgressDialog::refresh, Qt::QueuedConnection);
    }
    refresh();
    m_items->resizeColumnToContents(What);
    m_items->resizeColumnToContents(Name);
    resize(640, 480);
}

TeardownProgressDialog::~TeardownProgressDialog() = default;

bool TeardownProgressDialog::isDone() const
{
    for (const Row &row : m_rows) {
        if (row.teardown && row.teardown->outcome() == ray::ClusterTeardown::Outcome::Running)
            return false;
    }
    return true;
}

QString TeardownProgressDialog::headline() const
{
    return m_headline->text();
}

void TeardownProgressDialog::refresh()
{
    using Outcome = ray::ClusterTeardown::Outcome;
    using ObjectState = ray::ClusterTeardown::ObjectState;
    const QColor goneColor = PresentationProxy::taskStateColor(int(TaskRecord::State::Succeeded));
    const QColor busyColor = PresentationProxy::taskStateColor(int(TaskRecord::State::Running));
    const QColor badColor = PresentationProxy::taskStateColor(int(TaskRecord::State::Failed));
    const auto show = [&](QTreeWidgetItem *item, ObjectState state, const QString &present) {
        switch (state) {
        case ObjectState::Present:
            item->setText(State, present);
            item->setIcon(State, PresentationProxy::stateMark(busyColor));
            break;
        case ObjectState::Deleting:
            item->setText(State, tr("being deleted"));
            item->setIcon(State, PresentationProxy::stateMark(busyColor));
            break;
        case ObjectState::Gone:
            item->setText(State, tr("gone"));
            item->setIcon(State, PresentationProxy::stateMark(goneColor));
            break;
        }
    };

    QStringList problems;
    bool failing = false;
    bool retrying = false;
    int done = 0;
    for (Row &row : m_rows) {
        ray::ClusterTeardown *t = row.teardown;
        if (!t) {
            row.cluster->setText(State, tr("no longer followed"));
            ++done;
            continue;
        }
        const QString cluster = t->plan().cluster;
        const QString waitingText = t->outcome() == Outcome::Incomplete
            ? tr("left behind by the operator")
            : tr("waiting for the operator");
        for (const QString &vm : t->vms()) {
            QTreeWidgetItem *&item = row.vms[vm];
            if (!item)
                item = addItem(
                    row.cluster, vm == t->plan().headVm ? tr("Head VM") : tr("Worker VM"), vm);
            show(item, t->vmState(vm), waitingText);
        }
        if (row.service)
            show(row.service, t->serviceState(), waitingText);
        // Secrets are checked once, when everything else is gone.
        for (auto it = row.secrets.cbegin(); it != row.secrets.cend(); ++it) {
            if (t->outcome() != Outcome::Completed) {
                it.value()->setText(State, tr("removed by the operator; checked at the end"));
            } else if (t->secretsLeft().contains(it.key())) {
                it.value()->setText(State, tr("still there"));
                it.value()->setIcon(State, PresentationProxy::stateMark(badColor));
            } else {
                show(it.value(), ObjectState::Gone, {});
            }
        }
        if (row.dockerAuth)
            row.dockerAuth->setText(State,
                t->dockerAuthResult().isEmpty() ? tr("deleting…") : wordsOf(t->dockerAuthResult()));
        switch (t->outcome()) {
        case Outcome::Running:
            if (t->clusterState() == ObjectState::Gone)
                show(row.cluster, ObjectState::Gone, {});
            else if (t->clusterState() == ObjectState::Deleting)
                row.cluster->setText(State,
                    tr("being finalized by the operator (%1 of %n VM(s) gone)",
                        nullptr,
                        static_cast<int>(t->vms().size()))
                        .arg(t->vmsGone()));
            else
                row.cluster->setText(State, tr("deleting…"));
            if (t->clusterState() != ObjectState::Gone)
                row.cluster->setIcon(State, PresentationProxy::stateMark(busyColor));
            break;
        case Outcome::Completed:
            ++done;
            row.cluster->setText(State, tr("deleted, with everything listed"));
            row.cluster->setIcon(State, PresentationProxy::stateMark(goneColor));
            break;
        case Outcome::Incomplete:
            ++done;
            row.cluster->setText(State, tr("deleted; VMs left behind"));
            row.cluster->setIcon(State, PresentationProxy::stateMark(badColor));
            problems << wordsOf(t->result());
            break;
        case Outcome::Conflict:
        case Outcome::Failed:
            ++done;
            row.cluster->setText(State, tr("not deleted"));
            row.cluster->setIcon(State, PresentationProxy::stateMark(badColor));
            problems << (t->outcome() == Outcome::Conflict
                    ? wordsOf(t->result())
                    : tr("%1: %2").arg(wordsOf(t->result()), describeError(t->error())));
            break;
        }
        if (t->outcome() == Outcome::Completed && !t->secretsLeft().isEmpty())
            problems << wordsOf(t->result());
        if (const auto failure = t->deleteFailure()) {
            failing = true;
            retrying = retrying || t->isRetrying();
            row.cluster->setIcon(State, PresentationProxy::stateMark(badColor));
            problems << tr("The operator could not delete %1: %2 (%3). It tries again every "
                           "minute; Retry Now asks it to try at once. If this goes on, the "
                           "cause is on the Supervisor or in vCenter, for example a VM that "
                           "vCenter cannot remove.")
                            .arg(cluster, failure->message, failure->reason);
        } else if (t->isOverdue()) {
            problems << tr("%1 is still being finalized after a long time. The operator removes "
                           "its finalizer (vmraycluster.vmray.broadcom.com) once it has asked "
                           "for every VM and secret of the cluster to be deleted, so it may not "
                           "be running or may be stuck: check the vmray operator on the "
                           "Supervisor and the cluster's events. Removing the finalizer by hand "
                           "would leave the VMs behind.")
                            .arg(cluster);
        }
        if (!t->error().isError() || t->outcome() != Outcome::Running)
            continue;
        problems << tr("Retrying failed: %1").arg(describeError(t->error()));
    }
    const int count = static_cast<int>(m_rows.size());
    const QString cluster = m_rows.first().teardown ? m_rows.first().teardown->plan().cluster
                                                    : m_rows.first().cluster->text(Name);
    // The title says how it stands too: it is what a window list or taskbar shows.
    if (done == count)
        setWindowTitle(count == 1 ? tr("Teardown of %1 Ended").arg(cluster)
                                  : tr("Teardown of %n Ray Cluster(s) Ended", nullptr, count));
    else
        setWindowTitle(count == 1 ? tr("Deleting %1").arg(cluster)
                                  : tr("Deleting %n Ray Cluster(s)", nullptr, count));
    if (done == count) {
        m_headline->setText(count == 1
                ? (m_rows.first().teardown
                            && m_rows.first().teardown->outcome() == Outcome::Completed
                        ? tr("%1 is deleted: the cluster, its VMs and its VM service are gone.")
                              .arg(m_rows.first().teardown->plan().cluster)
                        : tr("The teardown ended without deleting the cluster."))
                : tr("The teardown of %n cluster(s) has ended.", nullptr, count));
    } else {
        m_headline->setText(count == 1
                ? tr("Deleting %1: following every VM until it is gone.")
                      .arg(m_rows.first().teardown ? m_rows.first().teardown->plan().cluster
                                                   : QString())
                : tr("Deleting %n cluster(s): %1 done.", nullptr, count).arg(done));
    }
    m_problem->setText(problems.join(u"\n\n"_s));
    m_problem->setVisible(!problems.isEmpty());
    m_retry->setVisible(failing);
    m_retry->setEnabled(failing && !retrying);
}

} // namespace vmray
