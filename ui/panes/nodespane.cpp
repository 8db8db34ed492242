#include "nodespane.h"

#include "paneviews.h"

#include "alarmmarks.h"
#include "presentation.h"

#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString nodeColumnsKey = u"columns/v3/nodes"_s;
} // namespace

NodesPane::NodesPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"nodesPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = makePaneTable(u"nodes"_s,
        tr("Nodes of the selected cluster"),
        tr("The head and worker VMs of the selected Ray cluster with their state, power, IP "
           "address and latest condition. The context menu recreates a node."),
        this);
    layout->addWidget(m_view);
    m_sort = makePaneSortProxy(this);
    m_view->setModel(m_sort);
    connect(m_sort, &QAbstractItemModel::rowsInserted, this, &NodesPane::selectPendingNode);
    connect(m_sort, &QAbstractItemModel::modelReset, this, &NodesPane::selectPendingNode);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        &NodesPane::currentNodeChanged);
    connect(m_view, &QWidget::customContextMenuRequested, this, &NodesPane::showMenu);
}

NodesPane::~NodesPane() = default;

void NodesPane::setWorkspace(ray::NamespaceWorkspace *workspace, WorkspaceModels *models)
{
    m_sort->setSourceModel(nullptr);
    m_workspace = workspace;
    m_pendingNode.clear(); // asked for in the namespace that was shown
    if (!workspace)
        return;
    auto *nodes = new NodePresentation(workspace);
    nodes->setSourceModel(models->nodes());
    auto *marks = new AlarmMarks(
        m_alarms,
        [supervisor = m_supervisor, workspace](const QModelIndex &row) {
            return AlarmPath { supervisor,
                workspace->ns(),
                workspace->selectedCluster(),
                row.data(NameRole).toString() };
        },
        workspace);
    marks->setSourceModel(nodes);
    m_sort->setSourceModel(marks);
    restoreColumns(
        m_view, nodeColumnsKey, NodeTableModel::Role, Qt::AscendingOrder, NodeTableModel::Reason);
}

void NodesPane::setPendingNode(const QString &name)
{
    m_pendingNode = name;
    selectPendingNode();
}

void NodesPane::selectPendingNode()
{
    if (m_pendingNode.isEmpty())
        return;
    QAbstractItemModel *model = m_view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(NodeTableModel::NameRole).toString() == m_pendingNode) {
            m_pendingNode.clear();
            m_view->setCurrentIndex(index);
            m_view->scrollTo(index);
            return;
        }
    }
}

void NodesPane::saveColumns() const
{
    if (m_workspace)
        vmray::saveColumns(m_view, nodeColumnsKey);
}

void NodesPane::repaintTimes()
{
    m_view->viewport()->update();
}

QString NodesPane::currentNodeName() const
{
    const QModelIndex node = m_view->currentIndex();
    return node.isValid() ? node.data(NodeTableModel::NameRole).toString() : QString();
}

void NodesPane::showMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    const QString name = index.data(NodeTableModel::NameRole).toString();
    const QString ip = index.siblingAtColumn(NodeTableModel::Ip).data(Qt::DisplayRole).toString();
    QMenu menu(this);
    menu.addAction(tr("Copy VM Name"), this, [name] {
        QApplication::clipboard()->setText(name);
    });
    menu.addAction(tr("Copy IP Address"),
            this,
            [ip] {
                QApplication::clipboard()->setText(ip);
            })
        ->setEnabled(!ip.isEmpty());
    menu.addSeparator();
    if (m_logsAction)
        menu.addAction(m_logsAction);
    if (m_consoleAction)
        menu.addAction(m_consoleAction);
    if (m_recreateAction)
        menu.addAction(m_recreateAction);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void NodesPane::confirmRecreate(const ray::NodeRecreate::Target &target,
    std::function<void(const ray::NodeRecreate::Target &)> confirmed)
{
    auto *box = new QMessageBox(window());
    box->setObjectName(u"recreateConfirmation"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(target.head ? tr("Recreate Head Node") : tr("Recreate Node"));
    QPushButton *confirm = nullptr;
    if (target.head) {
        // The head carries the whole cluster: say so in the strongest terms.
        box->setIcon(QMessageBox::Critical);
        box->setText(
            tr("Recreate the head node %1 of the Ray cluster %2?").arg(target.vm, target.cluster));
        box->setInformativeText(
            tr("The head runs Ray's control processes, so every Ray process of the cluster "
               "restarts: running jobs fail, the dashboard and the job submission address are "
               "unavailable until the new head runs, and the workers join it again. Whatever is "
               "stored on the head VM is lost.\n\nThe VM is deleted and the operator deploys a "
               "new one under the same name."));
        confirm = box->addButton(tr("Recreate Head Node"), QMessageBox::DestructiveRole);
    } else {
        box->setIcon(QMessageBox::Warning);
        box->setText(tr("Recreate the worker node %1 of the Ray cluster %2?")
                         .arg(target.vm, target.cluster));
        box->setInformativeText(
            tr("The VM is deleted and the operator deploys a new one under the same name. Ray "
               "tasks running on it fail and are retried elsewhere where they can; whatever is "
               "stored on the VM is lost."));
        confirm = box->addButton(tr("Recreate Node"), QMessageBox::DestructiveRole);
    }
    confirm->setObjectName(u"confirmRecreate"_s);
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    connect(box,
        &QMessageBox::buttonClicked,
        this,
        [confirm, target, confirmed = std::move(confirmed)](QAbstractButton *b) {
            if (b == confirm)
                confirmed(target);
        });
    box->open();
}

} // namespace vmray
