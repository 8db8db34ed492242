// The vSphere Namespaces of a Supervisor, one row each, fed by a ResourceCache's batches: rows
// are inserted, changed and removed one by one, never reset. Presentation (headers, icons) is
// added by proxies in ui/.
#pragma once

#include "itemroles.h"
#include "ray/clusterhealth.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>

namespace vmray {

class SupervisorConnection;

class NamespaceModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NamespaceModel)

public:
    // NameRole, PhaseRole (as the server says it), CreatedRole, IdRole (its uid),
    // ClusterCountRole, HealthTallyRole.
    using enum ItemRole;

    explicit NamespaceModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Shows the connection's namespaces and their clusters' health from now on, starting with those
    // it has already listed.
    void follow(SupervisorConnection *connection);

    // Connected to ResourceCache::objectsAdded / objectsModified / objectsRemoved.
    void addObjects(const QList<QJsonObject> &objects);
    void modifyObjects(const QList<QJsonObject> &objects);
    void removeObjects(const QList<QJsonObject> &objects);
    // Only these namespaces are shown (the user's workloads); empty shows all.
    void setVisibleNames(const QStringList &names);
    // Ray clusters per namespace by health; a namespace not in the map has an unknown count.
    void setClusterTallies(const QHash<QString, ray::HealthTally> &tallies);

private:
    struct Row
    {
        QString uid;
        QString name;
        QString phase;
        QDateTime created;
    };
    static Row rowFrom(const QJsonObject &object);
    bool visible(const QString &name) const;
    int insertPosition(const QString &name) const;

    QList<Row> m_rows; // sorted by name
    QStringList m_visibleNames;
    QHash<QString, ray::HealthTally> m_clusterTallies;
};

} // namespace vmray
