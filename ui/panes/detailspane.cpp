#include "detailspane.h"

#include "healthtimeline.h"
#include "jobspanel.h"
#include "paneviews.h"
#include "phrasewords.h"
#include "presentation.h"
#include "raypanel.h"
#include "servertext.h"

#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"
#include "ray/scopesummary.h"
#include "supervisor/sandboxsupervisor.h"

#include <QApplication>
#include <QClipboard>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString eventColumnsKey = u"columns/v2/events"_s;

QString html(const QString &text)
{
    return escapedHtml(text);
}

// Rich text that reads as part of the pane, as a form does: no frame, the window's background.
QTextBrowser *makeFormBrowser(const QString &name, QWidget *parent)
{
    auto *browser = new QTextBrowser(parent);
    browser->setObjectName(name);
    browser->setFrameShape(QFrame::NoFrame);
    browser->viewport()->setAutoFillBackground(false);
    browser->document()->setDocumentMargin(2);
    openLinksOnClick(browser);
    return browser;
}
} // namespace

DetailsPane::DetailsPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"detailsPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"detailTabs"_s);
    m_tabs->setAccessibleName(tr("Cluster details"));
    layout->addWidget(m_tabs);

    // The facts on the left; the operator's conditions, the timeline and the actions on the
    // right: the width of the window is used, so the details fit without scrolling.
    auto *detailsPage = new QWidget(m_tabs);
    auto *detailsLayout = new QHBoxLayout(detailsPage);
    detailsLayout->setContentsMargins(6, 4, 6, 4);
    detailsLayout->setSpacing(8);
    m_summary = makeFormBrowser(u"summary"_s, detailsPage);
    m_conditions = makeFormBrowser(u"conditions"_s, detailsPage);
    m_summary->setAccessibleName(tr("Summary of the selected cluster"));
    m_summary->setAccessibleDescription(
        tr("Its state, head VM, dashboard, job submission address and workers. Tab moves "
           "through its links."));
    m_conditions->setAccessibleName(tr("Conditions the operator reports"));
    m_timeline = new HealthTimeline(detailsPage);
    m_timeline->setObjectName(u"timeline"_s);
    auto *buttons = new QHBoxLayout;
    m_openDashboard = new QPushButton(tr("Open Ray &Dashboard"), detailsPage);
    m_openDashboard->setObjectName(u"openDashboard"_s);
    m_copyAddress = new QPushButton(tr("Copy `ray job submit` &Address"), detailsPage);
    m_copyAddress->setObjectName(u"copyAddress"_s);
    buttons->addWidget(m_openDashboard);
    buttons->addWidget(m_copyAddress);
    buttons->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(m_conditions, 1);
    right->addWidget(m_timeline);
    right->addLayout(buttons);
    detailsLayout->addWidget(m_summary, 5);
    detailsLayout->addLayout(right, 4);
    m_tabs->addTab(detailsPage, tr("Details"));
    // What the Supervisor or the namespace chosen in the tree holds.
    m_scope = makeFormBrowser(u"scopeSummary"_s, m_tabs);
    m_scope->setAccessibleName(tr("Summary of the Supervisor or namespace"));
    m_tabs->insertTab(0, m_scope, tr("Summary"));
    m_tabs->setCurrentIndex(1);
    m_rayPanel = new RayPanel(m_tabs);
    m_tabs->addTab(m_rayPanel, tr("Ray"));
    m_jobsPanel = new JobsPanel(m_tabs);
    m_tabs->addTab(m_jobsPanel, tr("Jobs"));
    m_logsPage = new QWidget(m_tabs);
    m_logsPage->setObjectName(u"logsPage"_s);
    auto *logsLayout = new QVBoxLayout(m_logsPage);
    logsLayout->setContentsMargins(0, 0, 0, 0);
    m_logsWhy = new QLabel(m_logsPage);
    m_logsWhy->setObjectName(u"logsWhy"_s);
    m_logsWhy->setAlignment(Qt::AlignCenter);
    m_logsWhy->setWordWrap(true);
    m_logsWhy->setText(tr("Select a Ray cluster to read its nodes' and jobs' logs."));
    logsLayout->addWidget(m_logsWhy);
    m_tabs->addTab(m_logsPage, tr("Logs"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_logsPage)
            Q_EMIT logsTabShown();
    });
    m_eventView = makePaneTable(u"events"_s,
        tr("Events of the selected cluster"),
        tr("Kubernetes events about the selected Ray cluster and its VMs, newest first; "
           "warnings are marked."),
        m_tabs);
    m_tabs->addTab(m_eventView, tr("Events"));
    m_supervisor = new QPlainTextEdit(m_tabs);
    m_supervisor->setObjectName(u"supervisorText"_s);
    m_supervisor->setReadOnly(true);
    m_supervisor->setAccessibleName(tr("About the Supervisor"));
    m_tabs->addTab(m_supervisor, tr("Supervisor"));

    m_eventSort = makePaneSortProxy(this);
    m_eventView->setModel(m_eventSort);
    connect(m_openDashboard, &QPushButton::clicked, this, [this] {
        if (const ray::ClusterSummary *s =
                m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr) {
            if (openWebLink(QUrl(s->dashboardUrl())))
                return;
            // No browser here (a server without a desktop, say): the address is still useful.
            QApplication::clipboard()->setText(s->dashboardUrl());
            auto *box = new QMessageBox(QMessageBox::Information,
                tr("Open Ray Dashboard"),
                tr("No web browser could be opened for %1. The address is copied to the "
                   "clipboard; paste it into a browser that can reach the cluster.")
                    .arg(s->dashboardUrl()),
                QMessageBox::Ok,
                window());
            box->setObjectName(u"noBrowser"_s);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    connect(m_copyAddress, &QPushButton::clicked, this, [this] {
        if (const ray::ClusterSummary *s =
                m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr)
            QApplication::clipboard()->setText(s->jobSubmitCommand());
    });
    updateDetails();
}

DetailsPane::~DetailsPane() = default;

void DetailsPane::setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models)
{
    m_eventSort->setSourceModel(nullptr);
    m_workspace = workspace;
    m_rayPanel->setWorkspace(workspace);
    m_jobsPanel->setWorkspace(workspace, models);
    if (!workspace)
        return; // what was shown stays until another namespace is shown
    auto *events = new EventPresentation(workspace);
    events->setSourceModel(models->selectedEvents());
    m_eventSort->setSourceModel(events);
    restoreColumns(m_eventView,
        eventColumnsKey,
        EventTableModel::LastSeen,
        Qt::DescendingOrder,
        EventTableModel::Message);
    connect(workspace,
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &DetailsPane::updateDetails);
    updateDetails();
}

void DetailsPane::saveColumns() const
{
    if (m_workspace)
        vmray::saveColumns(m_eventView, eventColumnsKey);
    m_jobsPanel->saveColumns();
}

void DetailsPane::setLogsView(QWidget *view, const QString &why)
{
    if (m_logsView == view)
        return;
    delete m_logsView; // its reads and searches end with it
    m_logsView = view;
    if (view) {
        view->setParent(m_logsPage);
        m_logsPage->layout()->addWidget(view);
        view->show();
    } else if (!why.isEmpty()) {
        m_logsWhy->setText(why);
    }
    m_logsWhy->setVisible(!view);
}

void DetailsPane::showLogsTab()
{
    m_tabs->setCurrentWidget(m_logsPage);
}

bool DetailsPane::isLogsTabShown() const
{
    return m_tabs->currentWidget() == m_logsPage;
}

void DetailsPane::setCurrentNode(const QString &vmName)
{
    m_rayPanel->setCurrentNode(vmName);
}

void DetailsPane::setDataUntil(const QDateTime &until)
{
    m_timeline->setDataUntil(until);
}

void DetailsPane::repaintTimes()
{
    m_eventView->viewport()->update();
    m_timeline->update();
    m_rayPanel->chartUpdate();
    m_jobsPanel->repaintTimes();
}

void DetailsPane::showSandboxEndpoint(const SandboxEndpoint &endpoint)
{
    QString text = tr("Certificate authority: %1").arg(endpoint.caFile) + u'\n'
        + tr("Server certificate SHA-256: %1").arg(endpoint.fingerprintSha256) + u"\n\n";
    for (const SandboxUser &user : endpoint.users) {
        if (user.namespaces.isEmpty())
            text += tr("User %1 may use every namespace.").arg(user.username);
        else if (user.namespaces.size() == 1)
            text +=
                tr("User %1 may use the namespace %2.").arg(user.username, user.namespaces.first());
        else
            text += tr("User %1 may use the namespaces %2.")
                        .arg(user.username, user.namespaces.join(QLatin1String(", ")));
        text += u'\n';
    }
    m_supervisor->setPlainText(text);
}

void DetailsPane::showSummaryTab()
{
    m_tabs->setCurrentWidget(m_scope);
}

void DetailsPane::showDetailsTab()
{
    // A tab about the cluster (its jobs, its logs) stays: it now shows the one chosen.
    if (m_tabs->currentWidget() == m_scope || m_tabs->currentWidget() == m_supervisor)
        m_tabs->setCurrentIndex(m_tabs->indexOf(m_summary->parentWidget()));
}

QString DetailsPane::scopeText() const
{
    return m_scope->toPlainText();
}

void DetailsPane::clearScope()
{
    m_scope->setHtml(u"<p>%1</p>"_s.arg(
        html(tr("Select the Supervisor or a namespace in the tree to see what it holds."))));
}

void DetailsPane::showScope(
    const QString &title, const QString &ns, int namespaces, const ray::ScopeFigures &f)
{
    const QLocale locale;
    // The clusters by state first: what asks for attention.
    QString text = u"<h3>%1</h3><p>%2</p><table cellspacing='2'>"_s.arg(html(title),
        html(f.clustersListed ? PresentationProxy::healthTallyText(f.clusters)
                              : tr("The Ray clusters are being listed…")));
    const auto row = [&text](const QString &label, const QString &value) {
        text += u"<tr><td style='padding-right: 8px; white-space: nowrap'><b>%1</b></td>"
                "<td>%2</td></tr>"_s.arg(html(label), html(value));
    };
    if (ns.isEmpty() && namespaces >= 0)
        row(tr("Namespaces:"), locale.toString(namespaces));
    row(tr("VMs:"),
        f.vmsListed ? tr("%1 in all, %2 on, %3 with a problem")
                          .arg(locale.toString(f.vms),
                              locale.toString(f.vmsOn),
                              locale.toString(f.vmsWithProblem))
                    : tr("being listed…"));
    row(tr("GPUs in use:"),
        f.gpusInUse
            ? tr("%1 (of the VM classes of the VMs that are on)").arg(locale.toString(*f.gpusInUse))
            : tr("not known yet"));
    if (!ns.isEmpty()) {
        if (!f.quota || f.quota->isEmpty()) {
            row(tr("Quota:"),
                f.quota ? tr("No ResourceQuota limits CPU, memory or storage here.")
                        : tr("being read…"));
        } else {
            const ray::NamespaceQuota &q = *f.quota;
            const auto use =
                [&locale](
                    qint64 used, qint64 hard, const QString &usedText, const QString &hardText) {
                    const int percent = hard > 0 ? int(used * 100 / hard) : 0;
                    return tr("%1 of %2 (%3 %)").arg(usedText, hardText, locale.toString(percent));
                };
            const auto bytes = [&locale](qint64 b) {
                // Whole units without a decimal (quotas are set in them): 4 TiB, 320 GiB.
                int decimals = 1;
                for (qint64 unit = qint64(1) << 50; unit >= 1024; unit >>= 10) {
                    if (b >= unit) {
                        decimals = b % unit == 0 ? 0 : 1;
                        break;
                    }
                }
                return locale.formattedDataSize(b, decimals, QLocale::DataSizeIecFormat);
            };
            if (q.cpuMillisHard)
                row(tr("CPU quota:"),
                    use(q.cpuMillisUsed.value_or(0),
                        *q.cpuMillisHard,
                        tr("%1 vCPU").arg(
                            locale.toString(double(q.cpuMillisUsed.value_or(0)) / 1000, 'g', 4)),
                        tr("%1 vCPU").arg(
                            locale.toString(double(*q.cpuMillisHard) / 1000, 'g', 4))));
            if (q.memoryHard)
                row(tr("Memory quota:"),
                    use(q.memoryUsed.value_or(0),
                        *q.memoryHard,
                        bytes(q.memoryUsed.value_or(0)),
                        bytes(*q.memoryHard)));
            if (q.storageHard)
                row(tr("Storage quota:"),
                    use(q.storageUsed.value_or(0),
                        *q.storageHard,
                        bytes(q.storageUsed.value_or(0)),
                        bytes(*q.storageHard)));
        }
    }
    text += u"</table>"_s;
    if (!f.problem.isEmpty())
        text += u"<p>%1</p>"_s.arg(html(tr("Not everything could be read: %1").arg(f.problem)));
    m_scope->setHtml(text);
}

void DetailsPane::showSupervisorText(const QString &text)
{
    m_supervisor->setPlainText(text);
    m_tabs->setCurrentWidget(m_supervisor);
}

void DetailsPane::updateDetails()
{
    const ray::ClusterSummary *s =
        m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr;
    m_openDashboard->setEnabled(s && !s->dashboardUrl().isEmpty());
    m_copyAddress->setEnabled(s && !s->jobSubmitAddress().isEmpty());
    if (!s) {
        m_summary->setHtml(u"<p>%1</p>"_s.arg(
            html(m_workspace ? tr("Select a Ray cluster to see its details.")
                             : tr("Select a namespace to see its Ray clusters."))));
        m_conditions->clear();
        m_timeline->setSamples({});
        return;
    }
    QString text = u"<h3>%1 <span style='color:%2'>%3</span></h3>"_s.arg(html(s->name),
        PresentationProxy::healthColor(int(s->health)).name(),
        html(PresentationProxy::clusterHealthText(int(s->health))));
    if (!s->reason.isEmpty())
        text += u"<p>%1</p>"_s.arg(html(wordsOf(s->reason)));
    text += u"<table cellspacing='2'>"_s;
    const auto row = [&text](const QString &label, const QString &value) {
        // The label keeps its words whole in a narrow pane; the value wraps.
        text += u"<tr><td style='padding-right: 8px; white-space: nowrap'><b>%1</b></td>"
                "<td>%2</td></tr>"_s.arg(html(label), value);
    };
    row(tr("Head VM:"), html(s->headVm.isEmpty() ? tr("not created yet") : s->headVm));
    const QString noAddress = s->headIpInvalid
        ? tr("The server sent an invalid address for the head; it is not used.")
        : tr("no head IP address yet");
    row(tr("Ray dashboard:"),
        s->dashboardUrl().isEmpty() ? html(noAddress)
                                    : u"<a href=\"%1\">%1</a>"_s.arg(html(s->dashboardUrl())));
    row(tr("Submit jobs with:"),
        s->jobSubmitCommand().isEmpty() ? QString()
                                        : u"<code>%1</code>"_s.arg(html(s->jobSubmitCommand())));
    row(tr("Workers:"),
        html(tr("%1 running of %2 wanted by the autoscaler")
                 .arg(s->workersRunning)
                 .arg(s->workersDesired)));
    row(tr("Autoscaling bounds:"),
        html(tr("%1 to %n worker(s) (fixed when the cluster was created; the head's autoscaler "
                "reads them once)",
            nullptr,
            s->maxWorkers)
                 .arg(s->minWorkers)));
    row(tr("Ray image:"), html(s->rayImage));
    row(tr("Created:"), html(QLocale().toString(s->created.toLocalTime(), QLocale::ShortFormat)));
    row(tr("Operator's state:"),
        html(s->clusterState.isEmpty() ? tr("not reported yet") : s->clusterState));
    text += u"</table>"_s;
    m_summary->setHtml(text);
    const QList<vmop::Condition> conditions = m_workspace->clusterConditions(s->name);
    QString conditionText = u"<p><b>%1</b></p>"_s.arg(
        html(conditions.isEmpty() ? tr("The operator reports no conditions.")
                                  : tr("Conditions reported by the operator:")));
    if (!conditions.isEmpty()) {
        conditionText += u"<ul style='margin-left:0; -qt-list-indent:1'>"_s;
        for (const vmop::Condition &c : conditions)
            conditionText += u"<li>%1 = %2 (%3): %4</li>"_s.arg(
                html(c.type), html(c.status), html(c.reason), html(c.message));
        conditionText += u"</ul>"_s;
    }
    m_conditions->setHtml(conditionText);
    m_timeline->setSamples(m_workspace->timeline(s->name));
}

} // namespace vmray
