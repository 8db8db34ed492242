#include "taskspane.h"

#include "paneviews.h"
#include "presentation.h"

#include "items/tasklog.h"
#include "ray/clusteroperations.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

TasksPane::TasksPane(TaskLog *log, ray::ClusterOperations *operations, QWidget *parent)
    : QWidget(parent)
    , m_operations(operations)
{
    setObjectName(u"tasksPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = makePaneTable(u"tasks"_s,
        tr("Recent Tasks"),
        tr("Cluster creations, teardowns and node recreations, newest first, with their status. "
           "Enter on a teardown opens its progress."),
        this);
    layout->addWidget(m_view);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    auto *taskStates = new TaskPresentation(this);
    taskStates->setSourceModel(log);
    auto *taskSort = makePaneSortProxy(this);
    taskSort->setSourceModel(taskStates);
    m_view->setModel(taskSort);
    m_view->sortByColumn(TaskLog::Started, Qt::DescendingOrder);
    QHeaderView *header = m_view->horizontalHeader();
    // Never narrower than the column's title, which is longer in some languages ("Abgeschlossen").
    const auto resize = [header](int column, int width) {
        header->resizeSection(column, std::max(width, header->sectionSizeHint(column)));
    };
    resize(TaskLog::Task, 150);
    resize(TaskLog::Target, 200);
    resize(TaskLog::Status, 110);
    resize(TaskLog::Details, 380);
    resize(TaskLog::Initiator, 170);
    resize(TaskLog::Started, 90);
    resize(TaskLog::Finished, 90);
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
