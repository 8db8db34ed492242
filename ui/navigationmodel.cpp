#include "navigationmodel.h"

#include "items/itemroles.h"
#include "presentation.h"
#include "ray/clusterhealth.h"

#include <QFont>
#include <QIcon>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
constexpr quintptr profileLevel = 0; // internalId of top-level rows; children carry row + 1
}

void NavigationModel::setProfiles(const QList<ConnectionProfile> &profiles)
{
    beginResetModel(); // the list of Supervisors changes rarely, and only by the user's hand
    m_profiles = profiles;
    endResetModel();
}

void NavigationModel::setConnected(const QString &profileId, QAbstractItemModel *namespaces)
{
    beginResetModel();
    for (const QMetaObject::Connection &c : std::as_const(m_links))
        disconnect(c);
    m_links.clear();
    m_connectedId = profileId;
    m_namespaces = namespaces;
    endResetModel();
    watchNamespaces();
}

int NavigationModel::connectedRow() const
{
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).id == m_connectedId)
            return i;
    }
    return -1;
}

QModelIndex NavigationModel::connectedIndex() const
{
    const int row = connectedRow();
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex NavigationModel::namespaceIndex(const QString &name) const
{
    const QModelIndex parent = connectedIndex();
    for (int r = 0; r < rowCount(parent); ++r) {
        const QModelIndex i = index(r, 0, parent);
        if (i.data(NamespaceNameRole).toString() == name)
            return i;
    }
    return {};
}

void NavigationModel::watchNamespaces()
{
    if (!m_namespaces)
        return;
    QAbstractItemModel *source = m_namespaces;
    m_links << connect(source,
        &QAbstractItemModel::rowsAboutToBeInserted,
        this,
        [this](const QModelIndex &, int first, int last) {
            beginInsertRows(connectedIndex(), first, last);
        });
    m_links << connect(source, &QAbstractItemModel::rowsInserted, this, [this] {
        endInsertRows();
        supervisorTallyChanged();
    });
    m_links << connect(source,
        &QAbstractItemModel::rowsAboutToBeRemoved,
        this,
        [this](const QModelIndex &, int first, int last) {
            beginRemoveRows(connectedIndex(), first, last);
        });
    m_links << connect(source, &QAbstractItemModel::rowsRemoved, this, [this] {
        endRemoveRows();
        supervisorTallyChanged();
    });
    m_links << connect(source,
        &QAbstractItemModel::dataChanged,
        this,
        [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &) {
            const QModelIndex parent = connectedIndex();
            Q_EMIT dataChanged(index(from.row(), 0, parent), index(to.row(), 0, parent));
            supervisorTallyChanged();
        });
    m_links << connect(source, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        beginResetModel();
    });
    m_links << connect(source, &QAbstractItemModel::modelReset, this, [this] {
        endResetModel();
    });
    m_links << connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        Q_EMIT layoutAboutToBeChanged();
    });
    m_links << connect(source, &QAbstractItemModel::layoutChanged, this, [this] {
        Q_EMIT layoutChanged();
    });
    m_links << connect(source, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_namespaces = nullptr;
        endResetModel();
    });
}

void NavigationModel::supervisorTallyChanged()
{
    const QModelIndex supervisor = connectedIndex();
    if (supervisor.isValid())
        Q_EMIT dataChanged(supervisor,
            supervisor,
            { Qt::DecorationRole, Qt::ToolTipRole, Qt::AccessibleTextRole, HealthTallyRole });
}

std::optional<ray::HealthTally> NavigationModel::supervisorTally() const
{
    if (!m_namespaces)
        return std::nullopt;
    std::optional<ray::HealthTally> sum;
    for (int r = 0; r < m_namespaces->rowCount(); ++r) {
        const QVariant tally = m_namespaces->index(r, 0).data(HealthTallyRole);
        if (!tally.isValid())
            continue; // not counted: the sum is of what is known
        if (!sum)
            sum = ray::HealthTally();
        *sum += qvariant_cast<ray::HealthTally>(tally);
    }
    return sum;
}

QModelIndex NavigationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, profileLevel);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex NavigationModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == profileLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, profileLevel);
}

int NavigationModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_profiles.size());
    if (parent.internalId() != profileLevel || parent.column() != 0)
        return 0;
    return parent.row() == connectedRow() && m_namespaces ? m_namespaces->rowCount() : 0;
}

int NavigationModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant NavigationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == profileLevel) {
        const ConnectionProfile &p = m_profiles.at(index.row());
        const bool connected = p.id == m_connectedId;
        // The worst state of its namespaces' clusters, for the connected Supervisor.
        const std::optional<ray::HealthTally> tally = connected ? supervisorTally() : std::nullopt;
        switch (role) {
        case Qt::DisplayRole:
            return p.name;
        case Qt::DecorationRole:
            if (tally && tally->worst())
                return PresentationProxy::healthIcon(int(*tally->worst()));
            return {};
        case Qt::ToolTipRole:
            if (tally)
                return tr("%1 as %2, connected: %3")
                    .arg(p.server, p.username, PresentationProxy::healthTallyText(*tally));
            return connected ? tr("%1 as %2, connected").arg(p.server, p.username)
                             : tr("%1 as %2; activate to connect").arg(p.server, p.username);
        case Qt::AccessibleTextRole:
            if (tally)
                return tr("%1, connected: %2")
                    .arg(p.name, PresentationProxy::healthTallyText(*tally));
            return connected ? tr("%1, connected").arg(p.name) : p.name;
        case HealthTallyRole:
            return tally ? QVariant::fromValue(*tally) : QVariant();
        case Qt::FontRole: {
            QFont font;
            font.setBold(connected);
            return font;
        }
        case ProfileIdRole:
            return p.id;
        case IsProfileRole:
            return true;
        default:
            return {};
        }
    }
    if (!m_namespaces)
        return {};
    const QModelIndex source = m_namespaces->index(index.row(), 0);
    switch (role) {
    case IsProfileRole:
        return false;
    case NamespaceNameRole:
        return source.data(ItemRole::NameRole);
    case ProfileIdRole:
        return m_connectedId;
    default:
        return source.data(role);
    }
}

} // namespace vmray
