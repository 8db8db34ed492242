#include "workspacemodels.h"

#include "ray/namespaceworkspace.h"

namespace vmray {

WorkspaceModels::WorkspaceModels(ray::NamespaceWorkspace *workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    m_selectedEvents.setSourceModel(&m_events);
    m_clusters.upsert(workspace->summaries().values());
    connect(workspace,
        &ray::NamespaceWorkspace::clustersChanged,
        this,
        [this](const QList<ray::ClusterSummary> &changed, const QSet<QString> &gone) {
            m_clusters.removeKeys(gone);
            m_clusters.upsert(changed);
        });
    connect(workspace,
        &ray::NamespaceWorkspace::selectedClusterChanged,
        this,
        &WorkspaceModels::selectionChanged);
    selectionChanged();

    m_events.upsert(workspace->events());
    connect(
        workspace, &ray::NamespaceWorkspace::eventsChanged, &m_events, &EventTableModel::upsert);
    connect(workspace,
        &ray::NamespaceWorkspace::eventsRemoved,
        &m_events,
        &EventTableModel::removeKeys);
}

WorkspaceModels::~WorkspaceModels() = default;

void WorkspaceModels::selectionChanged()
{
    m_nodes.assign(m_workspace->selectedNodes());
    const ray::RayClusterObservation *ray =
        m_workspace->rayObservation(m_workspace->selectedCluster());
    m_jobs.assign(ray && ray->jobs ? *ray->jobs : QList<ray::DashboardJob>());
    // Filtering thousands of events again is not free: only when the names changed.
    if (m_workspace->selectedObjectNames() != m_eventObjectNames) {
        m_eventObjectNames = m_workspace->selectedObjectNames();
        m_selectedEvents.setObjectNames(m_eventObjectNames);
    }
}

} // namespace vmray
