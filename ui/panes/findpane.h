// The find pane of the main window: while the find field holds text it takes the navigation
// tree's place and lists what matches on the connected Supervisor, grouped by namespace, with
// what matched. Enter or a double-click on a result goes to it; a hint says when nothing matches
// or while the VMs are still being listed.
#pragma once

#include <QWidget>

class QLabel;
class QModelIndex;
class QTreeView;

namespace vmray {
namespace ray {
class FindResults;
class FleetVms;
} // namespace ray

class FindPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindPane)

public:
    explicit FindPane(QWidget *parent = nullptr);
    ~FindPane() override;

    QTreeView *view() const { return m_view; }
    ray::FindResults *results() const { return m_results; }
    // Finds in this fleet from now on (nullptr: not connected). Not owned.
    void setFleet(ray::FleetVms *fleet);
    ray::FleetVms *fleet() const { return m_fleet; }
    void setQuery(const QString &query);
    // Goes to the current result, or the first one when none is current; false if there is none.
    bool activateCurrent();
    QString hint() const;

Q_SIGNALS:
    // A result was chosen: its namespace, its Ray cluster (empty for a VM that is no Ray node)
    // and the VM (empty for a cluster).
    void resultActivated(const QString &ns, const QString &cluster, const QString &vm);

private:
    void activate(const QModelIndex &index);
    void updateHint();

    ray::FindResults *m_results;
    ray::FleetVms *m_fleet = nullptr;
    QTreeView *m_view;
    QLabel *m_hint;
};

} // namespace vmray
