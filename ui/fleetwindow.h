// Every VM of the connected Supervisor in one table, across namespaces (View > All VMs): for the
// admin who asks "which VMs are not right, anywhere?". Filter over every column, sort by any,
// Enter or double-click shows the VM's Ray cluster in the main window.
#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;

namespace vmray {
namespace kube {
class KubeError;
} // namespace kube
namespace ray {
class FleetVms;
class FleetVmModel;
} // namespace ray
class FillPaintThrottle;
class SortFilterProxy;

class FleetWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetWindow)

public:
    // `fleet` is not owned and outlives the window.
    FleetWindow(ray::FleetVms *fleet, const QString &supervisorName, QWidget *parent = nullptr);
    ~FleetWindow() override;

    QTableView *view() const { return m_view; }
    QString summary() const;
    ray::FleetVms *fleet() const { return m_fleet; }
    ray::FleetVmModel *rows() const { return m_rows; }
    // Shows only the rows that show `text`, at once (typing in the filter box waits a moment).
    void applyFilter(const QString &text);

Q_SIGNALS:
    void clusterActivated(const QString &ns, const QString &cluster);

private:
    static QString failureText(const kube::KubeError &error);
    void updateSummary();
    void placeOverParent();

    ray::FleetVms *m_fleet;
    ray::FleetVmModel *m_rows = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    SortFilterProxy *m_sort = nullptr;
    FillPaintThrottle *m_fillPaints = nullptr;
    QTimer m_filterTimer;
    QTimer m_summaryTimer;
    QString m_failure;
};

} // namespace vmray
