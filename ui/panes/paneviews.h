// The tables of the main window's panes: how a table looks and behaves, the sort proxy in front
// of its model (names in natural order, numbers and times by the sort role, the filter box on every
// column), and its columns kept across runs.
#pragma once

#include <QString>
#include <Qt>

class QAbstractItemView;
class QObject;
class QSortFilterProxyModel;
class QTableView;
class QWidget;

namespace vmray {

// A read-only table of rows. `description` tells a screen reader what the rows are and what the
// keys do. Tab leaves the table; the arrow keys move within it.
QTableView *makePaneTable(const QString &name,
    const QString &accessibleName,
    const QString &description,
    QWidget *parent);
QSortFilterProxyModel *makePaneSortProxy(QObject *parent);
// Shows which view holds the keyboard: its selection keeps the highlight colour, while the
// selection of a view without the focus is muted. makePaneTable's tables have it already.
void markSelectionFocus(QAbstractItemView *view);

// Restores the columns saved under `settingsKey` (their order, the sort), or sorts as given, and
// fits their widths when the first rows arrive (fitColumnsOnFirstRows). The keys carry the layout's
// version
// ("columns/v2/…"), so a state saved by an older layout is not brought back.
void restoreColumns(QTableView *view,
    const QString &settingsKey,
    int sortColumn,
    Qt::SortOrder order,
    int stretchColumn);
// Saves the columns once they were fitted or restored (not the layout of an empty table).
void saveColumns(const QTableView *view, const QString &settingsKey);
// Sizes the columns to their contents once, from a sample of rows, when the view's model first
// has rows; the width left goes to `stretchColumn`, the one with the message or the reason.
// Measuring every row of 10,000 on each change would cost more than it shows.
void fitColumnsOnFirstRows(QTableView *view, int stretchColumn);

} // namespace vmray
