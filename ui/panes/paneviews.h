// The tables of the main window's panes: how a table looks and behaves, the sort proxy in front
// of its model (names in natural order, numbers and times by the sort role, the filter box on every
// column), and its columns kept across runs.
#pragma once

#include <QString>
#include <Qt>

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

// Restores the columns saved under `settingsKey`, or sorts as given when none were saved.
void restoreColumns(
    QTableView *view, const QString &settingsKey, int sortColumn, Qt::SortOrder order);
void saveColumns(const QTableView *view, const QString &settingsKey);

} // namespace vmray
