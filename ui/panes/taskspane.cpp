#include "taskspane.h"

#include "paneviews.h"
#include "presentation.h"

#include "items/tasklog.h"
#include "ray/clusteroperations.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

TasksPane::TasksPane(TaskLog *log, ray::ClusterOperations *operations, QWidget *parent)
    : QWidget(parent)
    , m_operations(operations)
{
    setObjectName(u"tasksPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = makePaneTable(u"tasks"_s, tr("Recent tasks"), this);
    layout->addWidget(m_view);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    auto *taskStates = new PresentationProxy(PresentationProxy::Table::Tasks, this);
    taskStates->setSourceModel(log);
    auto *taskSort = makePaneSortProxy(this);
    taskSort->setSourceModel(taskStates);
    m_view->setModel(taskSort);
    m_view->sortByColumn(TaskLog::Started, Qt::DescendingOrder);
    QHeaderView *header = m_view->horizontalHeader();
    header->resizeSection(TaskLog::Task, 150);
    header->resizeSection(TaskLog::Target, 200);
    header->resizeSection(TaskLog::Status, 110);
    header->resizeSection(TaskLog::Details, 380);
    header->resizeSection(TaskLog::Initiator, 170);
    header->resizeSection(TaskLog::Started, 90);
    header->resizeSection(TaskLog::Finished, 90);
    fitColumnsOnFirstRows(m_view, TaskLog::Details);
    m_view->setToolTip(tr("Double-click a teardown to follow it."));
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!m_operations)
            return;
        if (ray::ClusterTeardown *t =
                m_operations->teardownOfTask(index.data(TaskLog::IdRole).toString()))
            Q_EMIT teardownActivated(t);
    });
}

TasksPane::~TasksPane() = default;

} // namespace vmray
