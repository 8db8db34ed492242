#include "paneviews.h"

#include "items/itemroles.h"

#include <QHeaderView>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace vmray {

namespace {
constexpr int sortRole = SortRole; // every item model's

// Names sort as people read them, ray-9 before ray-10, whatever collation the system offers.
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            const qsizetype startA = i;
            const qsizetype startB = j;
            while (i < a.size() && a.at(i).isDigit())
                ++i;
            while (j < b.size() && b.at(j).isDigit())
                ++j;
            const QStringView na = QStringView(a).mid(startA, i - startA);
            const QStringView nb = QStringView(b).mid(startB, j - startB);
            const qulonglong va = na.toULongLong();
            const qulonglong vb = nb.toULongLong();
            if (va != vb)
                return va < vb ? -1 : 1;
            continue;
        }
        const int c =
            QStringView(a).mid(i, 1).compare(QStringView(b).mid(j, 1), Qt::CaseInsensitive);
        if (c != 0)
            return c;
        ++i;
        ++j;
    }
    return int(a.size() - i) - int(b.size() - j);
}

class NaturalSortProxy final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const QVariant l = left.data(sortRole());
        const QVariant r = right.data(sortRole());
        if (l.typeId() == QMetaType::QString && r.typeId() == QMetaType::QString)
            return naturalCompare(l.toString(), r.toString()) < 0;
        return QSortFilterProxyModel::lessThan(left, right);
    }
};
} // namespace

QTableView *makePaneTable(
    const QString &name, const QString &accessibleName, const QString &description, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setAccessibleDescription(description);
    // A table's Tab would walk its cells, and wrap, so the keyboard could never leave it.
    view->setTabKeyNavigation(false);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    return view;
}

QSortFilterProxyModel *makePaneSortProxy(QObject *parent)
{
    auto *proxy = new NaturalSortProxy(parent);
    proxy->setSortRole(sortRole);
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    return proxy;
}

void restoreColumns(
    QTableView *view, const QString &settingsKey, int sortColumn, Qt::SortOrder order)
{
    if (!view->horizontalHeader()->restoreState(QSettings().value(settingsKey).toByteArray()))
        view->sortByColumn(sortColumn, order);
}

void saveColumns(const QTableView *view, const QString &settingsKey)
{
    QSettings().setValue(settingsKey, view->horizontalHeader()->saveState());
}

} // namespace vmray
