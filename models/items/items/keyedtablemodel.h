// A table of rows with a unique key each, kept in arrival order (views sort through proxies).
// Updates are fine-grained: a changed row emits dataChanged for that row only, new rows are
// inserted at the end, gone rows removed one by one; never a reset after the first fill.
#pragma once

#include "itemroles.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QSet>

#include <algorithm>
#include <functional>

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

    // The headers' words are the presentation's (ui/), as are all words of a table.
    QVariant headerData(int, Qt::Orientation, int = Qt::DisplayRole) const override { return {}; }

    const Row *find(const QString &key) const
    {
        const auto it = m_index.constFind(key);
        return it == m_index.cend() ? nullptr : &m_rows.at(*it);
    }
    const Row &rowAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &key) const { return m_index.value(key, -1); }

    // Inserts or updates rows by key; of several rows with one key, the last wins.
    void upsert(const QList<Row> &rows)
    {
        QList<Row> fresh;
        QHash<QString, qsizetype> freshIndex;
        for (const Row &r : rows) {
            const QString key = keyOf(r);
            const auto it = m_index.constFind(key);
            if (it == m_index.cend()) {
                const auto seen = freshIndex.constFind(key);
                if (seen != freshIndex.cend()) {
                    fresh[*seen] = r;
                } else {
                    freshIndex.insert(key, fresh.size());
                    fresh << r;
                }
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
        QList<int> doomed;
        for (const QString &key : keys) {
            const int row = m_index.value(key, -1);
            if (row >= 0)
                doomed << row;
        }
        if (doomed.isEmpty())
            return;
        // Contiguous runs, from the bottom up, each in one removal. The index is right again
        // before each rowsRemoved, since receivers may look rows up by key.
        std::sort(doomed.begin(), doomed.end(), std::greater<int>());
        qsizetype i = 0;
        while (i < doomed.size()) {
            const int last = doomed.at(i);
            int firstOfRun = last;
            while (i + 1 < doomed.size() && doomed.at(i + 1) == firstOfRun - 1) {
                ++i;
                firstOfRun = doomed.at(i);
            }
            ++i;
            beginRemoveRows({}, firstOfRun, last);
            for (int r = firstOfRun; r <= last; ++r)
                m_index.remove(keyOf(m_rows.at(r)));
            m_rows.remove(firstOfRun, last - firstOfRun + 1);
            const int removed = last - firstOfRun + 1;
            for (auto it = m_index.begin(); it != m_index.end(); ++it) {
                if (*it > last)
                    *it -= removed;
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
