#include "raypanel.h"

#include "nodehistorychart.h"
#include "phrasewords.h"
#include "presentation.h"
#include "servertext.h"

#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// "CPU 4", "GPU 1", "memory 8.0 GiB": a resource amount as Ray counts it.
QString amountText(const QString &resource, double amount)
{
    if (resource == u"memory"_s || resource == u"object_store_memory"_s)
        return QLocale().formattedDataSize(
            static_cast<qint64>(amount), 1, QLocale::DataSizeIecFormat);
    return QLocale().toString(amount, 'g', 6);
}

QString resourceName(const QString &resource)
{
    if (resource == u"memory"_s)
        return RayPanel::tr("Memory");
    if (resource == u"object_store_memory"_s)
        return RayPanel::tr("Object store");
    return resource; // CPU, GPU and custom resources go by their Ray names
}

QString demandText(const ray::DashboardDemand &demand)
{
    QStringList parts;
    for (auto it = demand.resources.cbegin(); it != demand.resources.cend(); ++it)
        parts << u"%1 %2"_s.arg(resourceName(it.key()), amountText(it.key(), it.value()));
    return RayPanel::tr("%1 × {%2}", "how many tasks or actors wait, then what each asks for")
        .arg(demand.count)
        .arg(parts.join(u", "_s));
}
} // namespace

RayPanel::RayPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"rayPanel"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(8);
    m_status = new QTextBrowser(this);
    m_status->setObjectName(u"rayStatus"_s);
    m_status->setFrameShape(QFrame::NoFrame);
    m_status->viewport()->setAutoFillBackground(false);
    m_status->document()->setDocumentMargin(2);
    openLinksOnClick(m_status);
    m_status->setAccessibleName(tr("What Ray reports about the selected cluster"));
    m_status->setAccessibleDescription(
        tr("Nodes alive in Ray, resources in use and what the autoscaler waits for."));
    auto *right = new QVBoxLayout;
    m_chartTitle = new QLabel(this);
    m_chartTitle->setObjectName(u"historyTitle"_s);
    m_chartTitle->setWordWrap(true);
    m_chart = new NodeHistoryChart(this);
    m_chart->setObjectName(u"nodeHistory"_s);
    right->addWidget(m_chartTitle);
    right->addWidget(m_chart, 1);
    layout->addWidget(m_status, 5);
    layout->addLayout(right, 4);
    refresh();
}

RayPanel::~RayPanel() = default;

void RayPanel::setWorkspace(ray::NamespaceWorkspace *workspace)
{
    m_workspace = workspace;
    m_currentNode.clear();
    if (workspace)
        connect(
            workspace, &ray::NamespaceWorkspace::selectedClusterChanged, this, &RayPanel::refresh);
    refresh();
}

void RayPanel::setCurrentNode(const QString &vmName)
{
    if (vmName == m_currentNode)
        return;
    m_currentNode = vmName;
    refresh();
}

void RayPanel::refresh()
{
    // Only when it changed: each poll would otherwise reset what the user scrolled or selected.
    const QString status = statusHtml();
    if (status != m_shownStatus) {
        m_shownStatus = status;
        m_status->setHtml(status);
    }
    const ray::ClusterSummary *s =
        m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr;
    // The node asked for if it is the selected cluster's, else its head.
    const ray::NodeRow *node = nullptr;
    if (s) {
        for (const ray::NodeRow &row : m_workspace->selectedNodes()) {
            if (row.name == m_currentNode)
                node = &row;
            else if (!node && row.role == ray::NodeRole::Head)
                node = &row;
        }
    }
    ray::RayMonitor *monitor = m_workspace ? m_workspace->rayMonitor() : nullptr;
    const auto window = monitor ? std::chrono::milliseconds(ray::RayMonitor::defaultHistoryWindow)
                                : std::chrono::minutes(15);
    if (!node || !monitor) {
        m_chartTitle->setText(tr("Node history"));
        m_chart->setHistory({}, {}, window);
        return;
    }
    m_chartTitle->setText(
        tr("History of %1 (%2), last %n minute(s)",
            nullptr,
            static_cast<int>(std::chrono::duration_cast<std::chrono::minutes>(window).count()))
            .arg(node->name, node->ip.isEmpty() ? tr("no IP address yet") : node->ip));
    m_chart->setHistory(node->name, monitor->history(s->name, node->ip), window);
}

void RayPanel::chartUpdate()
{
    m_chart->update();
}

QString RayPanel::statusHtml() const
{
    const ray::ClusterSummary *s =
        m_workspace ? m_workspace->summary(m_workspace->selectedCluster()) : nullptr;
    if (!s)
        return u"<p>%1</p>"_s.arg(escapedHtml(tr("Select a Ray cluster to see what Ray reports.")));
    if (!m_workspace->rayMonitor() || m_workspace->rayMonitor()->interval().count() <= 0)
        return u"<p>%1</p>"_s.arg(
            escapedHtml(tr("Ray dashboards are not read: reading them is turned "
                           "off in Settings.")));
    const ray::RayClusterObservation *o = m_workspace->rayObservation(s->name);
    if (!o)
        return u"<p>%1</p>"_s.arg(escapedHtml(s->health == ray::ClusterHealth::Deleting
                ? tr("The cluster is being deleted; its Ray dashboard is no longer read.")
                : tr("Ray's dashboard is read once the head node runs.")));
    QString text;
    const auto para = [&text](const QString &words) {
        text += u"<p>%1</p>"_s.arg(escapedHtml(words));
    };
    switch (o->reach) {
    case ray::RayReach::NotPolled:
        para(tr("Ray's dashboard is not read."));
        return text;
    case ray::RayReach::Refused:
        para(wordsOf(o->problem));
        return text;
    case ray::RayReach::Waiting:
        para(tr("Reading Ray's dashboard at %1…").arg(o->dashboardUrl));
        return text;
    case ray::RayReach::Unreachable:
        para(wordsOf(o->problem));
        para(tr("The VMs are still read from the Supervisor; only Ray's own view is missing. "
                "The console tries again, less often while it fails."));
        return text;
    case ray::RayReach::Reachable:
        break;
    }
    if (s->ray.counted)
        text += u"<p><b>%1</b></p>"_s.arg(
            escapedHtml(tr("%1 of %n VM(s) that run are alive in Ray.", nullptr, s->ray.nodes)
                            .arg(s->ray.alive)));
    if (s->ray.deadWhileRunning > 0)
        text += u"<p style='color:%1'>%2</p>"_s.arg(
            PresentationProxy::healthColor(int(ray::ClusterHealth::Failed)).name(),
            escapedHtml(tr("Dead in Ray while the VM runs: %1. Recreate the node to bring it back.",
                "the names of the nodes",
                s->ray.deadWhileRunning)
                            .arg(s->ray.deadNodes.join(u", "_s))));
    if (!o->status) {
        para(o->statusError.isEmpty()
                ? tr("Reading the autoscaler's status…")
                : tr("The autoscaler's status cannot be read: %1").arg(wordsOf(o->statusError)));
        return text;
    }
    const ray::DashboardClusterStatus &status = *o->status;
    if (!status.autoscalerStatusAvailable) {
        para(tr("This cluster's autoscaler reports no resource figures (autoscaler v2 or not "
                "reported yet)."));
        return text;
    }
    text += u"<table cellspacing='2'>"_s;
    text += u"<tr><td colspan='2'><b>%1</b></td></tr>"_s.arg(
        escapedHtml(tr("Reserved by tasks and actors")));
    for (const ray::DashboardResource &r : status.usage) {
        text += u"<tr><td style='padding-right: 8px'>%1</td><td>%2</td></tr>"_s.arg(
            escapedHtml(resourceName(r.name)),
            escapedHtml(
                tr("%1 of %2").arg(amountText(r.name, r.used), amountText(r.name, r.total))));
    }
    text += u"</table>"_s;
    text += u"<p><b>%1</b></p>"_s.arg(escapedHtml(tr("Pending demands")));
    if (status.pendingDemands.isEmpty() && status.requestedResources.isEmpty()
        && status.pendingPlacementGroups == 0) {
        para(tr("None: no task or actor waits for resources."));
    } else {
        text += u"<ul style='margin-left:0; -qt-list-indent:1'>"_s;
        for (const ray::DashboardDemand &d : status.pendingDemands)
            text += u"<li>%1</li>"_s.arg(escapedHtml(demandText(d)));
        for (const ray::DashboardDemand &d : status.requestedResources)
            text += u"<li>%1</li>"_s.arg(
                escapedHtml(tr("Requested by request_resources(): %1").arg(demandText(d))));
        if (status.pendingPlacementGroups > 0)
            text += u"<li>%1</li>"_s.arg(escapedHtml(
                tr("%n placement group(s) waiting.", nullptr, status.pendingPlacementGroups)));
        text += u"</ul>"_s;
    }
    if (status.autoscalerReportAvailable) {
        QStringList launching;
        for (auto it = status.pendingLaunches.cbegin(); it != status.pendingLaunches.cend(); ++it)
            launching << tr("%1: %2").arg(it.key()).arg(it.value());
        for (const ray::DashboardPendingNode &n : status.pendingNodes)
            launching << tr("%1 (%2)").arg(n.nodeType, n.status);
        para(launching.isEmpty()
                ? tr("The autoscaler is launching no nodes.")
                : tr("The autoscaler is launching: %1.").arg(launching.join(u", "_s)));
        if (!status.failedNodes.isEmpty()) {
            QStringList failed;
            for (const ray::DashboardFailedNode &n : status.failedNodes)
                failed << tr("%1 (%2)").arg(n.nodeType, n.ip);
            para(tr("Nodes the autoscaler failed to launch: %1.").arg(failed.join(u", "_s)));
        }
    }
    if (!status.autoscalerError.isEmpty())
        para(tr("The autoscaler's last error: %1").arg(status.autoscalerError));
    return text;
}

} // namespace vmray
