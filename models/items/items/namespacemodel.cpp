#include "namespacemodel.h"

#include "supervisor/supervisorconnection.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

NamespaceModel::NamespaceModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int NamespaceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant NamespaceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case PhaseRole:
        return r.phase;
    case CreatedRole:
        return r.created;
    case IdRole:
        return r.uid;
    case ClusterCountRole: {
        const auto tally = m_clusterTallies.constFind(r.name);
        return tally == m_clusterTallies.cend() ? -1 : tally->total();
    }
    case HealthTallyRole: {
        const auto tally = m_clusterTallies.constFind(r.name);
        return tally == m_clusterTallies.cend() ? QVariant() : QVariant::fromValue(*tally);
    }
    default:
        return {};
    }
}

NamespaceModel::Row NamespaceModel::rowFrom(const QJsonObject &object)
{
    const QJsonObject meta = object.value(u"metadata"_s).toObject();
    return { meta.value(u"uid"_s).toString(),
        meta.value(u"name"_s).toString(),
        object.value(u"status"_s).toObject().value(u"phase"_s).toString(),
        QDateTime::fromString(meta.value(u"creationTimestamp"_s).toString(), Qt::ISODate) };
}

bool NamespaceModel::visible(const QString &name) const
{
    return m_visibleNames.isEmpty() || m_visibleNames.contains(name);
}

int NamespaceModel::insertPosition(const QString &name) const
{
    const auto it =
        std::lower_bound(m_rows.begin(), m_rows.end(), name, [](const Row &r, const QString &n) {
            return r.name < n;
        });
    return static_cast<int>(it - m_rows.begin());
}

void NamespaceModel::addObjects(const QList<QJsonObject> &objects)
{
    for (const QJsonObject &o : objects) {
        Row row = rowFrom(o);
        if (!visible(row.name))
            continue;
        const auto existing = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) {
            return r.uid == row.uid;
        });
        if (existing != m_rows.end())
            continue;
        const int pos = insertPosition(row.name);
        beginInsertRows({}, pos, pos);
        m_rows.insert(pos, std::move(row));
        endInsertRows();
    }
}

void NamespaceModel::modifyObjects(const QList<QJsonObject> &objects)
{
    for (const QJsonObject &o : objects) {
        Row row = rowFrom(o);
        const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) {
            return r.uid == row.uid;
        });
        if (it == m_rows.end()) {
            addObjects({ o });
            continue;
        }
        const int i = static_cast<int>(it - m_rows.begin());
        *it = std::move(row); // a namespace's name never changes, so its position holds
        Q_EMIT dataChanged(index(i), index(i));
    }
}

void NamespaceModel::removeObjects(const QList<QJsonObject> &objects)
{
    for (const QJsonObject &o : objects) {
        const QString uid = o.value(u"metadata"_s).toObject().value(u"uid"_s).toString();
        const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row &r) {
            return r.uid == uid;
        });
        if (it == m_rows.end())
            continue;
        const int i = static_cast<int>(it - m_rows.begin());
        beginRemoveRows({}, i, i);
        m_rows.removeAt(i);
        endRemoveRows();
    }
}

void NamespaceModel::follow(SupervisorConnection *connection)
{
    setVisibleNames(connection->workloads());
    addObjects(connection->namespaceObjects());
    connect(connection,
        &SupervisorConnection::workloadsChanged,
        this,
        &NamespaceModel::setVisibleNames);
    connect(connection, &SupervisorConnection::namespacesAdded, this, &NamespaceModel::addObjects);
    connect(connection,
        &SupervisorConnection::namespacesModified,
        this,
        &NamespaceModel::modifyObjects);
    connect(
        connection, &SupervisorConnection::namespacesRemoved, this, &NamespaceModel::removeObjects);
}

void NamespaceModel::setClusterTallies(const QHash<QString, ray::HealthTally> &tallies)
{
    const QHash<QString, ray::HealthTally> old = std::exchange(m_clusterTallies, tallies);
    for (int i = 0; i < m_rows.size(); ++i) {
        const QString &name = m_rows.at(i).name;
        const auto was = old.constFind(name);
        const auto is = tallies.constFind(name);
        const bool known = is != tallies.cend();
        if (known != (was != old.cend()) || (known && *was != *is))
            Q_EMIT dataChanged(index(i), index(i), { ClusterCountRole, HealthTallyRole });
    }
}

void NamespaceModel::setVisibleNames(const QStringList &names)
{
    // A change of context: the one place a reset is right.
    beginResetModel();
    m_visibleNames = names;
    m_rows.erase(std::remove_if(m_rows.begin(),
                     m_rows.end(),
                     [this](const Row &r) {
                         return !visible(r.name);
                     }),
        m_rows.end());
    endResetModel();
}

} // namespace vmray
