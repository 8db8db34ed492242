// The navigation tree: Supervisor profiles at the top, the namespaces of the connected one (with
// their cluster counts) beneath it; each namespace and the connected Supervisor show the worst
// state of their clusters. The namespaces are mirrored row by row from their model, so
// the tree follows inserts, changes and removals without resets.
#pragma once

#include "items/itemroles.h"

#include "ray/clusterhealth.h"
#include "supervisor/connectionprofile.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <optional>

namespace vmray {

class NavigationModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    // ProfileIdRole, IsProfileRole and NamespaceNameRole.
    using enum ItemRole;

    using QAbstractItemModel::QAbstractItemModel;

    // Saved profiles plus, if not among them, the connected one (the sandbox).
    void setProfiles(const QList<ConnectionProfile> &profiles);
    // The connected profile and its namespaces (a flat model; not owned).
    void setConnected(const QString &profileId, QAbstractItemModel *namespaces);
    QModelIndex connectedIndex() const;
    QModelIndex namespaceIndex(const QString &name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int connectedRow() const;
    void watchNamespaces();
    // The clusters of the namespaces counted so far; none when none could be counted.
    std::optional<ray::HealthTally> supervisorTally() const;
    void supervisorTallyChanged();

    QList<ConnectionProfile> m_profiles;
    QString m_connectedId;
    QPointer<QAbstractItemModel> m_namespaces;
    QList<QMetaObject::Connection> m_links;
};

} // namespace vmray
