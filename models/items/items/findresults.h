// What Ctrl+F finds on the connected Supervisor: Ray clusters by name, and VMs by name, IP
// address, VM class or image (name or id), grouped under their namespaces. A VI admin handed a VM
// name or an address by a vCenter alarm finds its namespace, cluster and node here.
//
// Two levels: a row per namespace with matches, sorted by name; under it the clusters that
// match, then the VMs, each sorted by name. At most maxMatches results are kept, so a query of
// one letter on 10,000 VMs stays quick; isTruncated() says when more matched.
#pragma once

#include "itemroles.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace vmray::ray {

class FleetVms;
struct FleetVmRow;

class FindResults final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindResults)

public:
    enum class Kind { Namespace, Cluster, Vm };
    Q_ENUM(Kind)
    // What of a result matched the query.
    enum class Field { Name, Address, VmClass, Image };
    Q_ENUM(Field)
    enum Column {
        Name, // a namespace, cluster or VM
        Match, // what matched, when it is not the name: the address, class or image
        ColumnCount
    };
    using enum ItemRole;
    static constexpr int maxMatches = 500;

    explicit FindResults(QObject *parent = nullptr);
    ~FindResults() override;

    // Finds in the fleet's rows and clusters from now on, again as they change (not owned).
    void follow(FleetVms *fleet);
    // Case-insensitive, anywhere in a value; an empty query finds nothing.
    void setQuery(const QString &query);
    QString query() const { return m_query; }
    int matchCount() const { return m_matchCount; }
    bool isTruncated() const { return m_truncated; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // The results were found again (after the query or the fleet changed).
    void resultsChanged();

private:
    struct Result
    {
        Kind kind = Kind::Vm;
        QString name;
        QString cluster; // a VM's Ray cluster; a cluster's own name
        Field field = Field::Name;
        QString matched; // the value that matched, when it is not the name
        bool operator==(const Result &) const = default;
    };
    struct Group
    {
        QString ns;
        QList<Result> results;
        bool operator==(const Group &) const = default;
    };
    void findAgain();
    void findSoon();
    std::optional<Result> matchOf(const FleetVmRow &row) const;

    QPointer<FleetVms> m_fleet;
    QString m_query;
    QList<Group> m_groups;
    int m_matchCount = 0;
    bool m_truncated = false;
    // Live changes come in bursts; the results are found again at most this often.
    QTimer m_again;
};

} // namespace vmray::ray
