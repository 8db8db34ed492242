// Every Ray cluster of every connected Supervisor in one table (View > All Ray Clusters): for the
// admin who asks "which of my clusters, anywhere, is not right?" instead of opening one dashboard
// per cluster. Filter over every column, sort by any; Enter or double-click shows the cluster in
// the main window.
#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;

namespace vmray {
namespace ray {
class FleetClusterModel;
} // namespace ray
class SortFilterProxy;

class FleetClustersWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetClustersWindow)

public:
    // `clusters` is not owned and outlives the window.
    explicit FleetClustersWindow(ray::FleetClusterModel *clusters, QWidget *parent = nullptr);
    ~FleetClustersWindow() override;

    QTableView *view() const { return m_view; }
    QString summary() const;
    void applyFilter(const QString &text);

Q_SIGNALS:
    void clusterActivated(const QString &supervisor, const QString &ns, const QString &cluster);

private:
    void updateSummary();

    ray::FleetClusterModel *m_clusters;
    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    SortFilterProxy *m_sort = nullptr;
    QTimer m_filterTimer;
    QTimer m_summaryTimer;
};

} // namespace vmray
