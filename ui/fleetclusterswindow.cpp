#include "fleetclusterswindow.h"

#include "fleetwindow.h"

#include "panes/paneviews.h"
#include "presentation.h"
#include "sortfilterproxy.h"

#include "items/fleetclustermodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

FleetClustersWindow::FleetClustersWindow(ray::FleetClusterModel *clusters, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_clusters(clusters)
{
    setObjectName(u"fleetClustersWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("All Ray Clusters"));
    auto *layout = new QVBoxLayout(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"filter"_s);
    m_filter->setAccessibleName(tr("Filter Ray clusters"));
    m_filter->setAccessibleDescription(
        tr("Shows only the Ray clusters with this text in any column."));
    m_filter->setPlaceholderText(
        tr("Filter every column, e.g. a Supervisor, a namespace, Failed or a reason"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_view = makePaneTable(u"allClusters"_s,
        tr("All Ray clusters"),
        tr("Every Ray cluster of every connected Supervisor, with its state, its nodes alive in "
           "Ray, its workers and GPUs. Enter shows the cluster in the main window."),
        this);
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto *words = new FleetClusterPresentation(this);
    words->setSourceModel(clusters);
    m_sort = new SortFilterProxy(this);
    m_sort->setSourceModel(words); // the filter reads the words
    m_sort->setSortRole(SortRole);
    m_view->setModel(m_sort);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ray::FleetClusterModel::State, Qt::DescendingOrder);
    fitColumnsOnFirstRows(m_view, ray::FleetClusterModel::Reason);
    layout->addWidget(m_view, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"summary"_s);
    layout->addWidget(m_summary);

    m_filterTimer.setSingleShot(true);
    m_filterTimer.setInterval(200);
    connect(m_filter, &QLineEdit::textChanged, &m_filterTimer, qOverload<>(&QTimer::start));
    connect(&m_filterTimer, &QTimer::timeout, this, [this] {
        applyFilter(m_filter->text());
    });
    m_summaryTimer.setInterval(1000);
    connect(&m_summaryTimer, &QTimer::timeout, this, [this] {
        updateSummary();
        m_view->viewport()->update(); // ages move on without data changes
    });
    m_summaryTimer.start();
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT clusterActivated(index.data(SupervisorRole).toString(),
            index.data(NamespaceRole).toString(),
            index.data(NameRole).toString());
    });
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, [this] {
        if (!m_filter->text().isEmpty())
            m_filter->clear();
        else
            close();
    });
    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QWidget::close);
    placeOverParentWindow(this, QSize(1180, 640));
    updateSummary();
}

FleetClustersWindow::~FleetClustersWindow()
{
    m_sort->setSourceModel(nullptr);
}

QString FleetClustersWindow::summary() const
{
    return m_summary->text();
}

void FleetClustersWindow::applyFilter(const QString &text)
{
    m_sort->setFilterWords(text);
    updateSummary();
}

void FleetClustersWindow::updateSummary()
{
    QSet<QString> supervisors;
    int unhealthy = 0;
    for (int row = 0; row < m_clusters->rowCount(); ++row) {
        const QModelIndex index = m_clusters->index(row, 0);
        supervisors.insert(index.data(SupervisorRole).toString());
        const auto health = ray::ClusterHealth(index.data(HealthRole).toInt());
        unhealthy += health == ray::ClusterHealth::Failed || health == ray::ClusterHealth::Degraded;
    }
    QString text = tr("%n Ray cluster(s) on %1; %2 failed or degraded.",
        "%1 is the number of Supervisors, e.g. 3 Supervisors",
        m_clusters->rowCount())
                       .arg(tr("%n Supervisor(s)", nullptr, int(supervisors.size())))
                       .arg(unhealthy);
    if (!m_filter->text().isEmpty())
        text += u' ' + tr("%1 shown by the filter.").arg(m_sort->rowCount());
    m_summary->setText(text);
}

} // namespace vmray
