// Find (Ctrl+F) and All VMs: every VM of the Supervisor, listed while either shows it.
#include "mainwindow.h"

#include "connectionindicator.h"
#include "fleetclusterswindow.h"
#include "fleetwindow.h"
#include "panes/clusterspane.h"
#include "panes/findpane.h"
#include "panes/navigationpane.h"
#include "panes/nodespane.h"
#include "presentation.h"

#include "console/consolesession.h"
#include "console/consolesessions.h"
#include "items/alarmbook.h"
#include "ray/fleetvms.h"
#include "supervisor/supervisorconnection.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_filter->text().isEmpty()) {
            m_filter->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down && m_left->currentWidget() == m_find) {
            applyFind();
            QTreeView *results = m_find->view();
            if (!results->currentIndex().isValid() && results->model()->rowCount() > 0)
                results->setCurrentIndex(results->model()->index(0, 0));
            results->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

ray::FleetVms *MainWindow::fleetVms()
{
    return m_session ? m_session->fleetVms() : nullptr;
}

void MainWindow::releaseFleetIfUnused()
{
    // Every VM of a Supervisor is a large list to keep watching: only while something shows it.
    if (m_fleetWindow || !m_filter->text().trimmed().isEmpty())
        return;
    m_find->setFleet(nullptr);
    if (m_session)
        m_session->releaseFleetVms();
}

void MainWindow::applyFind()
{
    m_filterTimer.stop();
    const QString query = m_filter->text().trimmed();
    if (query.isEmpty()) {
        m_find->setQuery({});
        if (m_left->currentWidget() == m_find && !m_treeSizes.isEmpty()) {
            if (auto *splitter = qobject_cast<QSplitter *>(m_left->parentWidget()))
                splitter->setSizes(std::exchange(m_treeSizes, {}));
        }
        m_left->setCurrentWidget(m_navigation);
        releaseFleetIfUnused();
        return;
    }
    if (m_find->fleet() != fleetVms())
        m_find->setFleet(fleetVms()); // the first search lists every VM of the Supervisor
    m_find->setQuery(query);
    if (m_left->currentWidget() != m_find) {
        // Results carry what matched beside the name: room for both while they are shown.
        auto *splitter = qobject_cast<QSplitter *>(m_left->parentWidget());
        if (splitter && m_left->width() < findPaneWidth) {
            m_treeSizes = splitter->sizes();
            const int total = m_treeSizes.value(0) + m_treeSizes.value(1);
            splitter->setSizes({ findPaneWidth, std::max(0, total - findPaneWidth) });
        }
        m_left->setCurrentWidget(m_find);
    }
}

void MainWindow::goToFound(const QString &ns, const QString &cluster, const QString &vm)
{
    if (cluster.isEmpty()) {
        selectNamespace(ns);
        openNamespace(ns);
        if (!vm.isEmpty())
            statusBar()->showMessage(
                tr("The VM %1 in %2 is no node of a Ray cluster.").arg(vm, ns), 8000);
        return;
    }
    selectCluster(ns, cluster);
    m_nodes->setPendingNode(vm); // once the cluster's nodes are in
}

FleetWindow *MainWindow::showAllVms()
{
    if (!connection())
        return nullptr;
    if (auto *open = qobject_cast<FleetWindow *>(m_fleetWindow.data())) {
        open->raise();
        open->activateWindow();
        return open;
    }
    // The shown Supervisor's first, then every other connected one's.
    QList<FleetWindow::Source> sources { { fleetVms(), connection()->profile().name } };
    QList<QPointer<ConsoleSession>> others;
    for (auto it = m_treeIds.cbegin(); it != m_treeIds.cend(); ++it) {
        ConsoleSession *other = it.key();
        if (other == m_session || !other->isConnected())
            continue;
        sources.append({ other->fleetVms(), other->profile().name });
        others << other;
    }
    auto *window = new FleetWindow(sources, this);
    connect(window, &QObject::destroyed, this, [others] {
        // Every VM of a Supervisor is a large list: only while something shows it.
        for (const QPointer<ConsoleSession> &other : others) {
            if (other)
                other->releaseFleetVms();
        }
    });
    connect(window,
        &QObject::destroyed,
        this,
        &MainWindow::releaseFleetIfUnused,
        Qt::QueuedConnection); // once the window is gone, not while it goes
    connect(window,
        &FleetWindow::clusterActivated,
        this,
        [this](const QString &supervisor, const QString &ns, const QString &cluster) {
            if (supervisor.isEmpty()
                || (connection() && supervisor == connection()->profile().name))
                selectCluster(ns, cluster);
            else
                goToAlarm({ supervisor, ns, cluster, {} });
            raise();
            activateWindow();
        });
    m_fleetWindow = window;
    markStale(window->view()->model(), m_indicator->freshness().isStale());
    window->show();
    return window;
}

FleetClustersWindow *MainWindow::showAllClusters()
{
    if (!m_sessions)
        return nullptr;
    if (auto *open = qobject_cast<FleetClustersWindow *>(m_clustersWindow.data())) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto *window = new FleetClustersWindow(m_sessions->fleetClusters(), this);
    connect(window,
        &FleetClustersWindow::clusterActivated,
        this,
        [this](const QString &supervisor, const QString &ns, const QString &cluster) {
            goToAlarm({ supervisor, ns, cluster, {} });
            raise();
            activateWindow();
        });
    m_clustersWindow = window;
    window->show();
    return window;
}

} // namespace vmray
