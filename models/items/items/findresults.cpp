#include "findresults.h"

#include "ray/fleetvms.h"

#include <QMap>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
// A namespace's row has no parent; a result's internal id is its namespace's row plus one.
constexpr quintptr namespaceId = 0;
} // namespace

FindResults::FindResults(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_again.setSingleShot(true);
    m_again.setInterval(500);
    connect(&m_again, &QTimer::timeout, this, &FindResults::findAgain);
}

FindResults::~FindResults() = default;

void FindResults::follow(FleetVms *fleet)
{
    if (m_fleet)
        disconnect(m_fleet, nullptr, this, nullptr);
    m_fleet = fleet;
    if (fleet) {
        connect(fleet, &FleetVms::rowsChanged, this, &FindResults::findSoon);
        connect(fleet, &FleetVms::rowsRemoved, this, &FindResults::findSoon);
        connect(fleet, &FleetVms::synced, this, &FindResults::findSoon);
    }
    findAgain();
}

void FindResults::setQuery(const QString &query)
{
    const QString trimmed = query.trimmed();
    if (trimmed == m_query)
        return;
    m_query = trimmed;
    findAgain();
}

void FindResults::findSoon()
{
    if (!m_query.isEmpty() && !m_again.isActive())
        m_again.start();
}

std::optional<FindResults::Result> FindResults::matchOf(const FleetVmRow &row) const
{
    const auto has = [this](const QString &value) {
        return value.contains(m_query, Qt::CaseInsensitive);
    };
    Result r { Kind::Vm, row.name, row.cluster, Field::Name, {} };
    if (has(row.name))
        return r;
    if (has(row.ip)) {
        r.field = Field::Address;
        r.matched = row.ip;
    } else if (has(row.vmClass)) {
        r.field = Field::VmClass;
        r.matched = row.vmClass;
    } else if (has(row.imageName) || has(row.image)) {
        r.field = Field::Image;
        r.matched = row.imageName.isEmpty() ? row.image : row.imageName;
    } else {
        return std::nullopt;
    }
    return r;
}

void FindResults::findAgain()
{
    m_again.stop();
    QMap<QString, Group> byNamespace; // sorted by namespace
    int count = 0;
    bool truncated = false;
    if (!m_query.isEmpty() && m_fleet) {
        for (const QString &key : m_fleet->clusterKeys()) {
            const qsizetype slash = key.indexOf(u'/');
            const QString name = key.mid(slash + 1);
            if (!name.contains(m_query, Qt::CaseInsensitive))
                continue;
            if (count == maxMatches) {
                truncated = true;
                break;
            }
            Group &group = byNamespace[key.left(slash)];
            group.ns = key.left(slash);
            group.results.append({ Kind::Cluster, name, name, Field::Name, {} });
            ++count;
        }
        for (const FleetVmRow &row : m_fleet->rows()) {
            if (truncated)
                break;
            std::optional<Result> match = matchOf(row);
            if (!match)
                continue;
            if (count == maxMatches) {
                truncated = true;
                break;
            }
            Group &group = byNamespace[row.ns];
            group.ns = row.ns;
            group.results.append(*match);
            ++count;
        }
    }
    QList<Group> groups;
    groups.reserve(byNamespace.size());
    for (Group &group : byNamespace) {
        std::sort(group.results.begin(), group.results.end(), [](const Result &a, const Result &b) {
            if (a.kind != b.kind)
                return a.kind < b.kind; // clusters, then VMs
            return a.name < b.name;
        });
        groups.append(std::move(group));
    }
    m_matchCount = count;
    m_truncated = truncated;
    if (groups != m_groups) {
        // A new set: the view starts over (a live change that finds the same leaves it be).
        beginResetModel();
        m_groups = std::move(groups);
        endResetModel();
    }
    Q_EMIT resultsChanged();
}

QModelIndex FindResults::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, namespaceId);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FindResults::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == namespaceId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, namespaceId);
}

int FindResults::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != namespaceId || parent.column() != 0)
        return 0;
    return int(m_groups.at(parent.row()).results.size());
}

int FindResults::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FindResults::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == namespaceId) {
        const Group &group = m_groups.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == Name ? QVariant(group.ns) : QVariant();
        case NameRole:
        case NamespaceRole:
            return group.ns;
        case ResultKindRole:
            return int(Kind::Namespace);
        default:
            return {};
        }
    }
    const Group &group = m_groups.at(int(index.internalId() - 1));
    const Result &r = group.results.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Name ? r.name : r.matched;
    case NameRole:
        return r.name;
    case NamespaceRole:
        return group.ns;
    case ClusterRole:
        return r.cluster;
    case ResultKindRole:
        return int(r.kind);
    case MatchFieldRole:
        return int(r.field);
    default:
        return {};
    }
}

} // namespace vmray::ray
