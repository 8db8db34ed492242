#include "jobspanel.h"

#include "paneviews.h"
#include "phrasewords.h"
#include "presentation.h"

#include "items/workspacemodels.h"
#include "ray/clusteroperations.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString jobColumnsKey = u"columns/v3/jobs"_s;
}

JobsPanel::JobsPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"jobsPanel"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = makePaneTable(u"jobs"_s,
        tr("Ray jobs of the selected cluster"),
        tr("The jobs Ray's dashboard lists for the selected cluster: status, entrypoint, start "
           "and duration. Stop Job ends the current one."),
        this);
    m_sort = makePaneSortProxy(this);
    m_view->setModel(m_sort);
    layout->addWidget(m_view, 1);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 0, 6, 4);
    m_stop = new QPushButton(tr("S&top Job…"), this);
    m_stop->setObjectName(u"stopJob"_s);
    m_stop->setToolTip(tr("Stop the selected Ray job. You are asked to confirm."));
    m_logs = new QPushButton(tr("Job &Log"), this);
    m_logs->setObjectName(u"jobLog"_s);
    m_logs->setToolTip(tr("Read the selected job's log in the Logs tab"));
    m_status = new QLabel(this);
    m_status->setObjectName(u"jobsStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_stop);
    bar->addWidget(m_logs);
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);
    connect(m_stop, &QPushButton::clicked, this, &JobsPanel::confirmStop);
    connect(m_logs, &QPushButton::clicked, this, [this] {
        const QString id = m_view->currentIndex().data(SubmissionIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT logsRequested(id);
    });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString id = index.data(SubmissionIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT logsRequested(id);
    });
    connect(m_sort, &QAbstractItemModel::dataChanged, this, &JobsPanel::updateState);
    connect(m_sort, &QAbstractItemModel::rowsRemoved, this, &JobsPanel::updateState);
    connect(m_sort, &QAbstractItemModel::modelReset, this, &JobsPanel::updateState);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::currentChanged,
        this,
        &JobsPanel::updateState);
    updateState();
}

JobsPanel::~JobsPanel() = default;

void JobsPanel::setOperations(ray::ClusterOperations *operations)
{
    m_operations = operations;
}

void JobsPanel::setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models)
{
    m_sort->setSourceModel(nullptr);
    m_workspace = workspace;
    m_stopping.clear();
    m_status->clear();
    if (!workspace) {
        updateState();
        return;
    }
    auto *jobs = new JobPresentation(workspace);
    jobs->setSourceModel(models->jobs());
    m_sort->setSourceModel(jobs);
    restoreColumns(
        m_view, jobColumnsKey, JobTableModel::Started, Qt::DescendingOrder, JobTableModel::Message);
    connect(
        workspace, &ray::NamespaceWorkspace::selectedClusterChanged, this, &JobsPanel::updateState);
    if (ray::RayMonitor *monitor = workspace->rayMonitor())
        connect(monitor, &ray::RayMonitor::jobStopFinished, this, &JobsPanel::stopFinished);
    updateState();
}

void JobsPanel::saveColumns() const
{
    if (m_workspace)
        vmray::saveColumns(m_view, jobColumnsKey);
}

void JobsPanel::repaintTimes()
{
    m_view->viewport()->update();
}

void JobsPanel::updateState()
{
    const QModelIndex current = m_view->currentIndex();
    const QString id = current.data(IdRole).toString();
    m_stop->setEnabled(m_stopAllowed && current.isValid() && current.data(StoppableRole).toBool()
        && !m_stopping.contains(id));
    m_logs->setEnabled(!current.data(SubmissionIdRole).toString().isEmpty());
    if (m_workspace && m_workspace->selectedCluster() != m_stoppingCluster) {
        // Another cluster: what was being stopped is said by the status bar's tasks, not here.
        m_stopping.clear();
        m_stoppingCluster = m_workspace->selectedCluster();
        m_status->setProperty("stopOutcome", false);
    }
    if (!m_workspace || m_workspace->selectedCluster().isEmpty()) {
        m_status->setText(tr("Select a Ray cluster to see its jobs."));
        return;
    }
    if (!m_stopping.isEmpty())
        return; // the stop's progress stays until it is answered
    const ray::RayClusterObservation *o =
        m_workspace->rayObservation(m_workspace->selectedCluster());
    if (!o)
        m_status->setText(tr("Jobs are listed once the head node runs and its dashboard is read."));
    else if (o->reach == ray::RayReach::Unreachable || o->reach == ray::RayReach::Refused)
        m_status->setText(wordsOf(o->problem));
    else if (!o->jobs)
        m_status->setText(o->jobsError.isEmpty()
                ? tr("Reading the jobs…")
                : tr("The jobs cannot be read: %1").arg(wordsOf(o->jobsError)));
    else if (o->jobs->isEmpty())
        m_status->setText(tr("No jobs were submitted to this cluster."));
    else if (!m_status->property("stopOutcome").toBool())
        m_status->clear();
}

void JobsPanel::setStopAllowed(bool allowed, const QString &why)
{
    m_stopAllowed = allowed;
    m_stop->setToolTip(allowed ? tr("Stop the selected Ray job. You are asked to confirm.") : why);
    updateState();
}

void JobsPanel::confirmStop()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_stopAllowed || !m_workspace || !current.isValid()
        || !current.data(StoppableRole).toBool())
        return;
    const QString cluster = m_workspace->selectedCluster();
    const QString id = current.data(IdRole).toString();
    const QString entrypoint =
        current.siblingAtColumn(JobTableModel::Entrypoint).data(Qt::DisplayRole).toString();
    auto *box = new QMessageBox(window());
    box->setObjectName(u"stopJobConfirmation"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("Stop Ray Job"));
    box->setText(tr("Stop the job %1 on the Ray cluster %2?").arg(id, cluster));
    box->setInformativeText(
        tr("Ray ends the job's entrypoint (%1) and the tasks and actors it started. What the "
           "job has not saved is lost. Other jobs and the cluster go on running.")
            .arg(entrypoint));
    QPushButton *confirm = box->addButton(tr("Stop Job"), QMessageBox::DestructiveRole);
    confirm->setObjectName(u"confirmStopJob"_s);
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    const QPointer<ray::NamespaceWorkspace> workspace = m_workspace;
    connect(box,
        &QMessageBox::buttonClicked,
        this,
        [this, confirm, workspace, cluster, id](QAbstractButton *b) {
            if (b != confirm || !workspace || !workspace->rayMonitor())
                return;
            m_stopping << id;
            m_status->setProperty("stopOutcome", false);
            m_status->setText(tr("Stopping the job %1…").arg(id));
            updateState();
            if (m_operations)
                m_operations->stopJob(workspace->rayMonitor(), workspace->ns(), cluster, id);
            else
                workspace->rayMonitor()->stopJob(cluster, id);
        });
    box->open();
}

void JobsPanel::stopFinished(
    const QString &cluster, const QString &submissionId, bool stopped, const Phrase &error)
{
    m_stopping.removeAll(submissionId);
    m_status->setProperty("stopOutcome", true);
    if (!error.isEmpty())
        m_status->setText(tr("Stopping the job %1 of %2 did not complete: %3")
                              .arg(submissionId, cluster, wordsOf(error)));
    else if (stopped)
        m_status->setText(tr("Ray is stopping the job %1 of %2.").arg(submissionId, cluster));
    else
        m_status->setText(tr("The job %1 of %2 had already ended.").arg(submissionId, cluster));
    updateState();
}

} // namespace vmray
