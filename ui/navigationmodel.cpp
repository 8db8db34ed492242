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

void NavigationModel::setNamespaces(const QString &profileId, QAbstractItemModel *namespaces)
{
    const auto it = m_sources.constFind(profileId);
    QAbstractItemModel *before = it == m_sources.cend() ? nullptr : it->model.data();
    if (before == namespaces && (namespaces || it == m_sources.cend()))
        return;
    // Row by row, so the rest of the tree keeps its selection and what is expanded.
    const QModelIndex parent = profileIndex(profileId);
    const int gone = before && parent.isValid() ? before->rowCount() : 0;
    if (gone > 0)
        beginRemoveRows(parent, 0, gone - 1);
    unfollow(profileId);
    if (gone > 0)
        endRemoveRows();
    if (namespaces) {
        const int coming = parent.isValid() ? namespaces->rowCount() : 0;
        if (coming > 0)
            beginInsertRows(parent, 0, coming - 1);
        follow(profileId, namespaces);
        if (coming > 0)
            endInsertRows();
    }
    if (parent.isValid())
        Q_EMIT dataChanged(parent, parent);
}

void NavigationModel::setShown(const QString &profileId)
{
    if (m_shownId == profileId)
        return;
    const QString before = std::exchange(m_shownId, profileId);
    for (const QString &id : { before, profileId }) {
        const QModelIndex i = profileIndex(id);
        if (i.isValid())
            Q_EMIT dataChanged(i, i, { Qt::FontRole });
    }
}

void NavigationModel::setConnected(const QString &profileId, QAbstractItemModel *namespaces)
{
    beginResetModel();
    for (const QString &id : m_sources.keys())
        unfollow(id);
    if (namespaces)
        follow(profileId, namespaces);
    m_shownId = profileId;
    endResetModel();
}

void NavigationModel::setNote(const QString &profileId, const QString &note)
{
    if (m_notes.value(profileId) == note)
        return;
    if (note.isEmpty())
        m_notes.remove(profileId);
    else
        m_notes.insert(profileId, note);
    const QModelIndex i = profileIndex(profileId);
    if (i.isValid())
        Q_EMIT dataChanged(i, i);
}

void NavigationModel::setAlarmBook(AlarmBook *book)
{
    if (m_alarms)
        disconnect(m_alarms, nullptr, this, nullptr);
    m_alarms = book;
    const auto marksChanged = [this] {
        const QList<int> roles {
            Qt::DecorationRole, Qt::ToolTipRole, Qt::AccessibleTextRole, AlarmStatusRole
        };
        if (m_profiles.isEmpty())
            return;
        Q_EMIT dataChanged(index(0, 0), index(int(m_profiles.size()) - 1, 0), roles);
        for (int row = 0; row < m_profiles.size(); ++row) {
            const int children = rowCount(index(row, 0));
            if (children > 0)
                Q_EMIT dataChanged(
                    index(0, 0, index(row, 0)), index(children - 1, 0, index(row, 0)), roles);
        }
    };
    if (book)
        connect(book, &AlarmBook::changed, this, marksChanged);
    marksChanged();
}

int NavigationModel::profileRow(const QString &profileId) const
{
    if (profileId.isEmpty())
        return -1;
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).id == profileId)
            return i;
    }
    return -1;
}

QAbstractItemModel *NavigationModel::namespacesAt(int profileRow) const
{
    if (profileRow < 0 || profileRow >= m_profiles.size())
        return nullptr;
    const auto it = m_sources.constFind(m_profiles.at(profileRow).id);
    return it == m_sources.cend() ? nullptr : it->model.data();
}

bool NavigationModel::isConnected(const QString &profileId) const
{
    const auto it = m_sources.constFind(profileId);
    return it != m_sources.cend() && it->model;
}

QModelIndex NavigationModel::profileIndex(const QString &profileId) const
{
    const int row = profileRow(profileId);
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex NavigationModel::connectedIndex() const
{
    return profileIndex(m_shownId);
}

QModelIndex NavigationModel::namespaceIndex(const QString &name, const QString &profileId) const
{
    const QModelIndex parent = profileIndex(profileId.isEmpty() ? m_shownId : profileId);
    if (!parent.isValid())
        return {};
    for (int r = 0; r < rowCount(parent); ++r) {
        const QModelIndex i = index(r, 0, parent);
        if (i.data(NamespaceNameRole).toString() == name)
            return i;
    }
    return {};
}

void NavigationModel::unfollow(const QString &profileId)
{
    const auto it = m_sources.find(profileId);
    if (it == m_sources.end())
        return;
    for (const QMetaObject::Connection &c : std::as_const(it->links))
        disconnect(c);
    m_sources.erase(it);
}

void NavigationModel::follow(const QString &profileId, QAbstractItemModel *source)
{
    Source &followed = m_sources[profileId];
    followed.model = source;
    QList<QMetaObject::Connection> &links = followed.links;
    const auto parentIndex = [this, profileId] {
        return profileIndex(profileId);
    };
    links << connect(source,
        &QAbstractItemModel::rowsAboutToBeInserted,
        this,
        [this, parentIndex](const QModelIndex &, int first, int last) {
            beginInsertRows(parentIndex(), first, last);
        });
    links << connect(source, &QAbstractItemModel::rowsInserted, this, [this, profileId] {
        endInsertRows();
        supervisorChanged(profileId);
    });
    links << connect(source,
        &QAbstractItemModel::rowsAboutToBeRemoved,
        this,
        [this, parentIndex](const QModelIndex &, int first, int last) {
            beginRemoveRows(parentIndex(), first, last);
        });
    links << connect(source, &QAbstractItemModel::rowsRemoved, this, [this, profileId] {
        endRemoveRows();
        supervisorChanged(profileId);
    });
    links << connect(source,
        &QAbstractItemModel::dataChanged,
        this,
        [this, profileId, parentIndex](
            const QModelIndex &from, const QModelIndex &to, const QList<int> &) {
            const QModelIndex parent = parentIndex();
            if (!parent.isValid())
                return;
            Q_EMIT dataChanged(index(from.row(), 0, parent), index(to.row(), 0, parent));
            supervisorChanged(profileId);
        });
    links << connect(source, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        beginResetModel();
    });
    links << connect(source, &QAbstractItemModel::modelReset, this, [this] {
        endResetModel();
    });
    links << connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        Q_EMIT layoutAboutToBeChanged();
    });
    links << connect(source, &QAbstractItemModel::layoutChanged, this, [this] {
        Q_EMIT layoutChanged();
    });
    links << connect(source, &QObject::destroyed, this, [this, profileId] {
        beginResetModel();
        unfollow(profileId);
        endResetModel();
    });
}

void NavigationModel::supervisorChanged(const QString &profileId)
{
    const QModelIndex supervisor = profileIndex(profileId);
    if (supervisor.isValid())
        Q_EMIT dataChanged(supervisor,
            supervisor,
            { Qt::DecorationRole, Qt::ToolTipRole, Qt::AccessibleTextRole, HealthTallyRole });
}

std::optional<ray::HealthTally> NavigationModel::supervisorTally(int profileRow) const
{
    const QAbstractItemModel *namespaces = namespacesAt(profileRow);
    if (!namespaces)
        return std::nullopt;
    std::optional<ray::HealthTally> sum;
    for (int r = 0; r < namespaces->rowCount(); ++r) {
        const QVariant tally = namespaces->index(r, 0).data(HealthTallyRole);
        if (!tally.isValid())
            continue; // not counted: the sum is of what is known
        if (!sum)
            sum = ray::HealthTally();
        *sum += qvariant_cast<ray::HealthTally>(tally);
    }
    return sum;
}

AlarmStatus NavigationModel::alarmStatus(const QModelIndex &index) const
{
    if (!m_alarms)
        return AlarmStatus::Green;
    AlarmPath path;
    if (index.internalId() == profileLevel) {
        path.supervisor = m_profiles.at(index.row()).name;
    } else {
        path.supervisor = m_profiles.at(int(index.internalId() - 1)).name;
        path.ns = index.data(NamespaceNameRole).toString();
    }
    return m_alarms->worstUnder(path);
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
    const QAbstractItemModel *namespaces = namespacesAt(parent.row());
    return namespaces ? namespaces->rowCount() : 0;
}

int NavigationModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant NavigationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == AlarmStatusRole)
        return int(alarmStatus(index));
    if (index.internalId() == profileLevel) {
        const ConnectionProfile &p = m_profiles.at(index.row());
        const bool connected = isConnected(p.id);
        const QString note = m_notes.value(p.id);
        // The worst state of its namespaces' clusters, for a connected Supervisor.
        const std::optional<ray::HealthTally> tally =
            connected ? supervisorTally(index.row()) : std::nullopt;
        const AlarmStatus alarm =
            role == Qt::DecorationRole || role == Qt::ToolTipRole || role == Qt::AccessibleTextRole
            ? alarmStatus(index)
            : AlarmStatus::Green;
        const QString alarmWords =
            alarm == AlarmStatus::Green ? QString() : PresentationProxy::alarmStatusText(alarm);
        const auto withAlarm = [&alarmWords](const QString &text) {
            return alarmWords.isEmpty() ? text : tr("%1; %2").arg(text, alarmWords);
        };
        switch (role) {
        case Qt::DisplayRole:
            return note.isEmpty() ? p.name : tr("%1 (%2)").arg(p.name, note);
        case Qt::DecorationRole:
            if (alarm != AlarmStatus::Green)
                return PresentationProxy::alarmIcon(int(alarm));
            if (tally && tally->worst())
                return PresentationProxy::healthIcon(int(*tally->worst()));
            return {};
        case Qt::ToolTipRole:
            if (tally)
                return withAlarm(
                    tr("%1 as %2, connected: %3")
                        .arg(p.server, p.username, PresentationProxy::healthTallyText(*tally)));
            if (connected)
                return withAlarm(tr("%1 as %2, connected").arg(p.server, p.username));
            if (!note.isEmpty())
                return withAlarm(
                    tr("%1 as %2: %3; activate to connect").arg(p.server, p.username, note));
            return withAlarm(tr("%1 as %2; activate to connect").arg(p.server, p.username));
        case Qt::AccessibleTextRole:
            if (tally)
                return withAlarm(tr("%1, connected: %2")
                                     .arg(p.name, PresentationProxy::healthTallyText(*tally)));
            if (connected)
                return withAlarm(tr("%1, connected").arg(p.name));
            return withAlarm(note.isEmpty() ? p.name : tr("%1: %2").arg(p.name, note));
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
    const int parentRow = int(index.internalId() - 1);
    const QAbstractItemModel *namespaces = namespacesAt(parentRow);
    if (!namespaces)
        return {};
    const QModelIndex source = namespaces->index(index.row(), 0);
    switch (role) {
    case IsProfileRole:
        return false;
    case NamespaceNameRole:
        return source.data(ItemRole::NameRole);
    case ProfileIdRole:
        return m_profiles.at(parentRow).id;
    case Qt::DecorationRole: {
        const AlarmStatus alarm = alarmStatus(index);
        if (alarm != AlarmStatus::Green)
            return PresentationProxy::alarmIcon(int(alarm));
        return source.data(role);
    }
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        const AlarmStatus alarm = alarmStatus(index);
        const QString text = source.data(role).toString();
        if (alarm == AlarmStatus::Green)
            return text;
        return tr("%1; %2").arg(text, PresentationProxy::alarmStatusText(alarm));
    }
    default:
        return source.data(role);
    }
}

} // namespace vmray
