// A table of rows with a unique key each, kept in arrival order (views sort through proxies).
// Updates are fine-grained: a changed row emits dataChanged for that row only, new rows are
// inserted at the end, gone rows removed one by one; never a reset after the first fill.
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QSet>

namespace vmray {

template<typename Row>
class KeyedTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }

    const Row *find(const QString &key) const
    {
        const auto it = m_index.constFind(key);
        return it == m_index.cend() ? nullptr : &m_rows.at(*it);
    }
    const Row &rowAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &key) const { return m_index.value(key, -1); }

    // Inserts or updates rows by key.
    void upsert(const QList<Row> &rows)
    {
        QList<Row> fresh;
        for (const Row &r : rows) {
            const auto it = m_index.constFind(keyOf(r));
            if (it == m_index.cend()) {
                fresh << r;
                continue;
            }
            if (m_rows.at(*it) == r)
                continue;
            m_rows[*it] = r;
            Q_EMIT dataChanged(index(*it, 0), index(*it, columnCount() - 1));
        }
        if (fresh.isEmpty())
            return;
        const int first = static_cast<int>(m_rows.size());
        beginInsertRows({}, first, first + static_cast<int>(fresh.size()) - 1);
        for (const Row &r : std::as_const(fresh)) {
            m_index.insert(keyOf(r), static_cast<int>(m_rows.size()));
            m_rows << r;
        }
        endInsertRows();
    }

    void removeKeys(const QSet<QString> &keys)
    {
        for (const QString &key : keys) {
            const int row = m_index.value(key, -1);
            if (row < 0)
                continue;
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            m_index.remove(key);
            for (auto it = m_index.begin(); it != m_index.end(); ++it) {
                if (*it > row)
                    --*it;
            }
            endRemoveRows();
        }
    }

    // Makes the rows exactly these, by the smallest set of changes.
    void assign(const QList<Row> &rows)
    {
        QSet<QString> keep;
        for (const Row &r : rows)
            keep.insert(keyOf(r));
        QSet<QString> gone;
        for (const Row &r : std::as_const(m_rows)) {
            if (!keep.contains(keyOf(r)))
                gone.insert(keyOf(r));
        }
        removeKeys(gone);
        upsert(rows);
    }

protected:
    virtual QString keyOf(const Row &row) const = 0;

private:
    QList<Row> m_rows;
    QHash<QString, int> m_index;
};

} // namespace vmray
