#include "clusterspane.h"

#include "paneviews.h"

#include "alarmmarks.h"
#include "presentation.h"
#include "servertext.h"

#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString clusterColumnsKey = u"columns/v3/clusters"_s;
} // namespace

ClustersPane::ClustersPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"clustersPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = makePaneTable(u"clusters"_s,
        tr("Ray clusters"),
        tr("The Ray clusters of the selected namespace with their state, head IP address and "
           "workers. The selected cluster's nodes and details are shown below; Delete deletes "
           "the selected clusters."),
        this);
    layout->addWidget(m_view);
    m_sort = makePaneSortProxy(this);
    m_view->setModel(m_sort);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (m_workspace)
            m_workspace->selectCluster(currentClusterName());
    });
    connect(m_view->selectionModel(),
        &QItemSelectionModel::selectionChanged,
        this,
        &ClustersPane::selectionChanged);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ClustersPane::showMenu);
}

ClustersPane::~ClustersPane() = default;

void ClustersPane::setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models)
{
    m_sort->setSourceModel(nullptr);
    m_workspace = workspace;
    if (!workspace)
        return;
    auto *clusters = new ClusterPresentation(workspace);
    clusters->setSourceModel(models->clusters());
    const QString ns = workspace->ns();
    auto *marks = new AlarmMarks(
        m_alarms,
        [supervisor = m_supervisor, ns](const QModelIndex &row) {
            return AlarmPath { supervisor, ns, row.data(NameRole).toString(), {} };
        },
        workspace);
    marks->setSourceModel(clusters);
    m_sort->setSourceModel(marks);
    restoreColumns(m_view,
        clusterColumnsKey,
        ClusterTableModel::Name,
        Qt::AscendingOrder,
        ClusterTableModel::Reason);
    m_view->horizontalHeader()->setSortIndicatorShown(true);

    connect(workspace, &ray::NamespaceWorkspace::synced, this, [this] {
        if (m_view->model()->rowCount() > 0 && !m_view->currentIndex().isValid())
            m_view->setCurrentIndex(m_view->model()->index(0, 0));
        selectPendingCluster();
    });
    connect(models->clusters(),
        &QAbstractItemModel::rowsInserted,
        this,
        &ClustersPane::selectPendingCluster);
}

void ClustersPane::setDeleteAction(QAction *action)
{
    m_deleteAction = action;
    m_view->addAction(action);
}

void ClustersPane::saveColumns() const
{
    if (m_workspace)
        vmray::saveColumns(m_view, clusterColumnsKey);
}

void ClustersPane::repaintTimes()
{
    m_view->viewport()->update();
}

QString ClustersPane::currentClusterName() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ClusterTableModel::NameRole).toString() : QString();
}

QStringList ClustersPane::selectedClusterNames() const
{
    QStringList names;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
        names << row.data(ClusterTableModel::NameRole).toString();
    return names;
}

void ClustersPane::selectPendingCluster()
{
    if (m_pendingCluster.isEmpty() || !m_workspace)
        return;
    QAbstractItemModel *model = m_view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(ClusterTableModel::NameRole).toString() == m_pendingCluster) {
            m_pendingCluster.clear();
            m_view->setCurrentIndex(index);
            m_view->scrollTo(index);
            return;
        }
    }
}

void ClustersPane::showMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid() || !m_workspace)
        return;
    const ray::ClusterSummary *s =
        m_workspace->summary(index.data(ClusterTableModel::NameRole).toString());
    if (!s)
        return;
    QMenu menu(this);
    QAction *dashboard = menu.addAction(tr("Open Ray Dashboard"));
    dashboard->setEnabled(!s->dashboardUrl().isEmpty());
    const QString url = s->dashboardUrl();
    connect(dashboard, &QAction::triggered, this, [url] {
        openWebLink(QUrl(url));
    });
    const QString name = s->name;
    const QString ip = s->headIp;
    menu.addAction(tr("Copy Name"), this, [name] {
        QApplication::clipboard()->setText(name);
    });
    menu.addAction(tr("Copy Head IP Address"),
            this,
            [ip] {
                QApplication::clipboard()->setText(ip);
            })
        ->setEnabled(!ip.isEmpty());
    menu.addSeparator();
    if (m_deleteAction)
        menu.addAction(m_deleteAction);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace vmray
