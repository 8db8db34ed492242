// Every VM of every connected Supervisor in one table, across namespaces (View > All VMs): for the
// admin who asks "which VMs are not right, anywhere?". Filter over every column, sort by any,
// Enter or double-click shows the VM's Ray cluster in the main window.
#pragma once

#include <QList>
#include <QString>
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
    struct Source
    {
        ray::FleetVms *fleet; // not owned; outlives the window
        QString supervisor;
    };

    // The VMs of each Supervisor listed.
    explicit FleetWindow(const QList<Source> &sources, QWidget *parent = nullptr);
    ~FleetWindow() override;

    QTableView *view() const { return m_view; }
    QString summary() const;
    // The first Supervisor's.
    ray::FleetVms *fleet() const { return m_sources.first().fleet; }
    const QList<Source> &sources() const { return m_sources; }
    ray::FleetVmModel *rows() const { return m_rows; }
    // Shows only the rows that show `text`, at once (typing in the filter box waits a moment).
    void applyFilter(const QString &text);

Q_SIGNALS:
    void clusterActivated(const QString &supervisor, const QString &ns, const QString &cluster);

private:
    static QString failureText(const kube::KubeError &error);
    void updateSummary();

    QList<Source> m_sources;
    ray::FleetVmModel *m_rows = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    SortFilterProxy *m_sort = nullptr;
    FillPaintThrottle *m_fillPaints = nullptr;
    QTimer m_filterTimer;
    QTimer m_summaryTimer;
};

// Sizes a window of its own to at most `largest` and places it over its parent's window, whole on
// that screen.
void placeOverParentWindow(QWidget *window, QSize largest);

} // namespace vmray
