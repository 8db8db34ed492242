// The item models of one namespace's workspace: its clusters, the selected cluster's nodes, the
// namespace's events and those of the selected cluster. They follow what the workspace reports;
// the workspace knows nothing of them.
#pragma once

#include "clustertablemodel.h"
#include "eventtablemodel.h"
#include "jobtablemodel.h"

#include <QObject>

namespace vmray::ray {
class NamespaceWorkspace;
}

namespace vmray {

class WorkspaceModels final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceModels)

public:
    // Made before the workspace starts, so rows arrive in the models before anyone else hears
    // of them. The workspace must outlive this.
    explicit WorkspaceModels(ray::NamespaceWorkspace *workspace, QObject *parent = nullptr);
    ~WorkspaceModels() override;

    ClusterTableModel *clusters() { return &m_clusters; }
    NodeTableModel *nodes() { return &m_nodes; }
    EventTableModel *events() { return &m_events; }
    EventFilterModel *selectedEvents() { return &m_selectedEvents; }
    // The selected cluster's Ray jobs, while its dashboard is read.
    JobTableModel *jobs() { return &m_jobs; }

private:
    void selectionChanged();

    ray::NamespaceWorkspace *m_workspace;
    ClusterTableModel m_clusters;
    NodeTableModel m_nodes;
    EventTableModel m_events;
    EventFilterModel m_selectedEvents;
    JobTableModel m_jobs;
    QSet<QString> m_eventObjectNames;
};

} // namespace vmray
