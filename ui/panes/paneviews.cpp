#include "paneviews.h"

#include "items/itemroles.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QPointer>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
constexpr int sortRole = SortRole; // every item model's
constexpr int sampleRows = 200; // rows read to size a column
constexpr int widestFitted = 480; // a column's width when sized to its contents, at most
constexpr int growRows = 64; // rows added or changed at once that a column grows for
const char *const fittedProperty = "vmrayColumnsFitted";

void fitColumns(QTableView *table, int stretchColumn)
{
    QAbstractItemView *view = table; // where sizeHintForColumn is public
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setResizeContentsPrecision(sampleRows);
    int used = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (c == stretchColumn || header->isSectionHidden(c))
            continue;
        header->setSectionResizeMode(c, QHeaderView::Interactive);
        const int width = std::min(
            widestFitted, std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c)));
        header->resizeSection(c, width);
        used += width;
    }
    const int wanted =
        std::max(view->sizeHintForColumn(stretchColumn), header->sectionSizeHint(stretchColumn));
    if (view->viewport()->width() - used >= std::min(wanted, widestFitted)) {
        header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    } else {
        // No room to give: the table scrolls, and the message keeps a width that reads.
        header->setSectionResizeMode(stretchColumn, QHeaderView::Interactive);
        header->resizeSection(stretchColumn, std::min(wanted, widestFitted));
    }
    view->setProperty(fittedProperty, true);
}

// Waits for the first rows of the view's model and for the view to be shown (a table on a tab
// not shown yet has no width to share out), then fits the columns once. After that a column
// only grows, to show what a few rows added or changed later hold (an IP address that arrives);
// a large batch keeps the widths the first sample gave.
class ColumnFitter final : public QObject
{
public:
    ColumnFitter(QTableView *view, int stretchColumn)
        : QObject(view)
        , m_view(view)
        , m_watched(view)
        , m_stretchColumn(stretchColumn)
    {
        setObjectName(u"columnFitter"_s);
        QAbstractItemModel *model = view->model();
        connect(model,
            &QAbstractItemModel::rowsInserted,
            this,
            [this](const QModelIndex &, int first, int last) {
                if (m_fitted)
                    grow(first, last, 0, m_view->horizontalHeader()->count() - 1);
                else
                    fitSoon();
            });
        connect(model,
            &QAbstractItemModel::dataChanged,
            this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (m_fitted)
                    grow(from.row(), to.row(), from.column(), to.column());
            });
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_fitted = false; // other rows: a first fill again
            fitSoon();
        });
        connect(model, &QAbstractItemModel::layoutChanged, this, [this] {
            if (!m_fitted)
                fitSoon();
        });
        view->installEventFilter(this);
        fitSoon();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_watched && event->type() == QEvent::Show && !m_fitted)
            fitSoon();
        return QObject::eventFilter(watched, event);
    }

private:
    void fitSoon()
    {
        if (m_pending)
            return;
        m_pending = true;
        // After the batch of rows is in and the view has laid it out.
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            if (m_fitted || !m_view || !m_view->isVisible() || !m_view->model())
                return;
            fitColumns(m_view, m_stretchColumn);
            // An empty table is fitted to its titles, so none is cut off; its first rows fit it
            // again.
            m_fitted = m_view->model()->rowCount() > 0;
        });
    }

    void grow(int firstRow, int lastRow, int firstColumn, int lastColumn)
    {
        if (lastRow - firstRow >= growRows || !m_view->model())
            return;
        const QAbstractItemView *view = m_view; // where sizeHintForIndex is public
        const QAbstractItemModel *model = m_view->model();
        QHeaderView *header = m_view->horizontalHeader();
        const int grid = m_view->showGrid() ? 1 : 0;
        for (int c = firstColumn; c <= lastColumn; ++c) {
            if (c == m_stretchColumn || header->isSectionHidden(c))
                continue;
            int wanted = 0;
            for (int r = firstRow; r <= lastRow; ++r)
                wanted = std::max(wanted, view->sizeHintForIndex(model->index(r, c)).width());
            wanted = std::min(wanted + grid, widestFitted);
            if (wanted > header->sectionSize(c))
                header->resizeSection(c, wanted);
        }
    }

    QPointer<QTableView> m_view;
    // Compared with the object an event is for, which may be a view half destroyed: a plain
    // QObject address, never cast.
    const QObject *m_watched;
    int m_stretchColumn;
    bool m_fitted = false;
    bool m_pending = false;
};

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
// Paints the view's selection in a muted colour while another widget has the focus, so the
// one view that holds the keyboard stands out, as on most desktops; the current cell's focus
// frame alone is hard to see on a selected row.
class SelectionFocusMarker final : public QObject
{
public:
    explicit SelectionFocusMarker(QAbstractItemView *view)
        : QObject(view)
        , m_view(view)
        , m_watched(view)
    {
        setObjectName(u"selectionFocusMarker"_s);
        view->installEventFilter(this);
        apply();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_watched) {
            if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
                apply();
            else if (event->type() == QEvent::ApplicationPaletteChange)
                QTimer::singleShot(0, this, [this] {
                    apply();
                }); // once the theme is in place
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        const QPalette standard = QApplication::palette(m_view);
        QPalette palette = m_view->palette();
        for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive }) {
            QColor highlight = standard.color(group, QPalette::Highlight);
            QColor text = standard.color(group, QPalette::HighlightedText);
            if (!m_view->hasFocus()) {
                // Halfway to the base colour: still a selection, no longer the focus.
                const QColor base = standard.color(group, QPalette::Base);
                highlight = QColor((highlight.red() + base.red()) / 2,
                    (highlight.green() + base.green()) / 2,
                    (highlight.blue() + base.blue()) / 2);
                text = standard.color(group, QPalette::Text);
            }
            palette.setColor(group, QPalette::Highlight, highlight);
            palette.setColor(group, QPalette::HighlightedText, text);
        }
        m_view->setPalette(palette);
    }

    QAbstractItemView *m_view;
    const QObject *m_watched; // as in ColumnFitter
};
} // namespace

void markSelectionFocus(QAbstractItemView *view)
{
    if (!view->findChild<QObject *>(u"selectionFocusMarker"_s, Qt::FindDirectChildrenOnly))
        new SelectionFocusMarker(view);
}

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
    markSelectionFocus(view);
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

void restoreColumns(QTableView *view,
    const QString &settingsKey,
    int sortColumn,
    Qt::SortOrder order,
    int stretchColumn)
{
    // The saved order, sort and hidden columns stay; the widths follow each new table's rows.
    if (!view->horizontalHeader()->restoreState(QSettings().value(settingsKey).toByteArray()))
        view->sortByColumn(sortColumn, order);
    fitColumnsOnFirstRows(view, stretchColumn);
}

void saveColumns(const QTableView *view, const QString &settingsKey)
{
    if (view->property(fittedProperty).toBool())
        QSettings().setValue(settingsKey, view->horizontalHeader()->saveState());
}

void fitColumnsOnFirstRows(QTableView *view, int stretchColumn)
{
    delete view->findChild<ColumnFitter *>(u"columnFitter"_s, Qt::FindDirectChildrenOnly);
    view->setProperty(fittedProperty, false);
    new ColumnFitter(view, stretchColumn);
}

} // namespace vmray
