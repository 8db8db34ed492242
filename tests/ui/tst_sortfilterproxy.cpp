// The proxy of the tables of up to 100,000 rows sorts and filters as Qt's own proxy does, for
// every kind of key, and keeps rows in order as they change after a sort.
#include "sortfilterproxy.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTest>

#include <random>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

constexpr int sortRole = Qt::UserRole + 1;

// Rows of words (display) and keys (sort role) of every kind a table hands out: text, numbers,
// times, and none.
void fill(QStandardItemModel &model, int rows)
{
    std::mt19937 random(7);
    model.setColumnCount(3);
    for (int row = 0; row < rows; ++row) {
        QList<QStandardItem *> cells;
        const int n = int(random() % 50);
        auto *name = new QStandardItem(u"vm-%1"_s.arg(n));
        // Upper case, and letters beyond ASCII that fold (Ä, ä) or do not fold alike (ß, SS).
        const QString key = n % 7 == 0 ? u"VM-%1"_s.arg(n)
            : n % 11 == 0              ? u"ÄRGER-STRASSE-%1"_s.arg(n)
            : n % 13 == 0              ? u"ärger-straße-%1"_s.arg(n)
                                       : u"vm-%1"_s.arg(n);
        name->setData(key, sortRole);
        auto *count = new QStandardItem(QString::number(n));
        if (n % 5 != 0) // some rows have no key: they sort last
            count->setData(n, sortRole);
        auto *time = new QStandardItem(u"%1m"_s.arg(n));
        time->setData(QDateTime::fromSecsSinceEpoch(1'700'000'000 + n * 60, Qt::UTC), sortRole);
        cells << name << count << time;
        model.appendRow(cells);
    }
}

QStringList order(const QAbstractItemModel &proxy)
{
    QStringList out;
    for (int row = 0; row < proxy.rowCount(); ++row)
        out << proxy.index(row, 0).data().toString() + u'|' + proxy.index(row, 1).data().toString();
    return out;
}

// A proxy over the model, sorted by its first column's keys, as a table opens.
void sortByFirstColumn(QSortFilterProxyModel &proxy, QAbstractItemModel &model)
{
    proxy.setSourceModel(&model);
    proxy.setSortRole(sortRole);
    proxy.sort(0);
}

// 300 rows in two proxies sorted by their first column: one that reads the cells, and one to
// be told how to read the rows.
struct BesideCells
{
    BesideCells()
    {
        fill(model, 300);
        sortByFirstColumn(cells, model);
        sortByFirstColumn(rows, model);
    }
    QStandardItemModel model;
    SortFilterProxy cells;
    SortFilterProxy rows;
    QAbstractItemModelTester tester { &rows,
        QAbstractItemModelTester::FailureReportingMode::QtTest };
};

} // namespace

class TestSortFilterProxy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sortsAsQtsProxyDoes_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("sortOrder");
        QTest::addColumn<Qt::CaseSensitivity>("caseSensitivity");
        QTest::newRow("text") << 0 << Qt::AscendingOrder << Qt::CaseSensitive;
        QTest::newRow("text, descending, any case")
            << 0 << Qt::DescendingOrder << Qt::CaseInsensitive;
        QTest::newRow("numbers, some missing") << 1 << Qt::AscendingOrder << Qt::CaseSensitive;
        QTest::newRow("times, descending") << 2 << Qt::DescendingOrder << Qt::CaseSensitive;
    }

    void sortsAsQtsProxyDoes()
    {
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, sortOrder);
        QFETCH(Qt::CaseSensitivity, caseSensitivity);
        QStandardItemModel model;
        fill(model, 500);
        QSortFilterProxyModel reference;
        SortFilterProxy proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (QSortFilterProxyModel *p :
            { &reference, static_cast<QSortFilterProxyModel *>(&proxy) }) {
            p->setSourceModel(&model);
            p->setSortRole(sortRole);
            p->setSortCaseSensitivity(caseSensitivity);
            p->sort(column, sortOrder);
        }
        QCOMPARE(order(proxy), order(reference));

        // A row that changes after the sort moves to its place.
        model.item(3, column)->setData(column == 0 ? QVariant(u"aaa"_s)
                : column == 1                      ? QVariant(-1)
                              : QVariant(QDateTime::fromSecsSinceEpoch(0, Qt::UTC)),
            sortRole);
        QCOMPARE(order(proxy), order(reference));
        model.insertRow(0,
            { new QStandardItem(u"new"_s), new QStandardItem(u"1"_s), new QStandardItem(u"0m"_s) });
        model.item(0, column)->setData(column == 0 ? QVariant(u"zz"_s) : QVariant(1), sortRole);
        QCOMPARE(order(proxy), order(reference));
    }

    // Keys of several types in one column sort as Qt's proxy sorts them, by the left key's type.
    void sortsMixedKeysAsQtsProxyDoes_data()
    {
        QTest::addColumn<QList<QVariant>>("keys");
        QTest::newRow("a number first") << QList<QVariant> {
            3, u"b"_s, 2.5, QVariant(), u"10"_s, QChar(u'x'), 7LL, QDate(2026, 1, 2), u"a"_s, -1
        };
        QTest::newRow("text first")
            << QList<QVariant> { u"b"_s, u"a"_s, u"10"_s, 3, u"c"_s, QVariant(), u"B"_s, 2.5 };
    }

    void sortsMixedKeysAsQtsProxyDoes()
    {
        QFETCH(QList<QVariant>, keys);
        QStandardItemModel model;
        for (const QVariant &key : keys) {
            auto *cell = new QStandardItem(key.toString());
            cell->setData(key, sortRole);
            model.appendRow(cell);
        }
        QSortFilterProxyModel reference;
        SortFilterProxy proxy;
        for (QSortFilterProxyModel *p :
            { &reference, static_cast<QSortFilterProxyModel *>(&proxy) }) {
            p->setSourceModel(&model);
            p->setSortRole(sortRole);
            p->sort(0);
        }
        QStringList expected;
        QStringList got;
        for (int row = 0; row < model.rowCount(); ++row) {
            expected << reference.index(row, 0).data().toString();
            got << proxy.index(row, 0).data().toString();
        }
        QCOMPARE(got, expected);
    }

    void filtersByTheWordsOfEveryColumn()
    {
        QStandardItemModel model;
        fill(model, 300);
        SortFilterProxy proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        sortByFirstColumn(proxy, model);
        QSortFilterProxyModel reference;
        reference.setSourceModel(&model);
        reference.setSortRole(sortRole);
        reference.setFilterKeyColumn(-1);
        reference.setFilterCaseSensitivity(Qt::CaseInsensitive);
        reference.sort(0);
        for (const QString &words :
            { u"VM-4"_s, u"12m"_s, u"3"_s, u"nothing shows this"_s, QString() }) {
            proxy.setFilterWords(words);
            reference.setFilterFixedString(words);
            QCOMPARE(order(proxy), order(reference));
        }
        proxy.setFilterWords(u"vm-1"_s);
        QVERIFY(proxy.rowCount() > 0);
        for (int row = 0; row < proxy.rowCount(); ++row)
            QVERIFY(proxy.index(row, 0).data().toString().startsWith(u"vm-1"_s));
        // A row whose words change leaves or joins the filtered rows.
        const int before = proxy.rowCount();
        model.item(proxy.mapToSource(proxy.index(0, 0)).row(), 0)->setText(u"other"_s);
        QCOMPARE(proxy.rowCount(), before - 1);
    }

    // A table that tests its rows itself is filtered as one whose cells are read.
    void filtersByRowMatchAsByCells()
    {
        BesideCells table;
        QStandardItemModel &model = table.model;
        SortFilterProxy &cells = table.cells;
        SortFilterProxy &rows = table.rows;
        int made = 0;
        int asked = 0;
        rows.setRowMatcher([&model, &made, &asked](const QString &words) {
            ++made;
            return [&model, &asked, words](int sourceRow) {
                ++asked;
                for (int column = 0; column < model.columnCount(); ++column) {
                    if (model.item(sourceRow, column)->text().contains(words, Qt::CaseInsensitive))
                        return true;
                }
                return false;
            };
        });
        const QStringList filters { u"VM-4"_s, u"12m"_s, u"3"_s, u"nothing shows this"_s };
        for (const QString &words : filters + QStringList { QString() }) {
            cells.setFilterWords(words);
            rows.setFilterWords(words);
            QCOMPARE(order(rows), order(cells));
        }
        QCOMPARE(made, filters.size()); // once a filter text, and none for no filter
        QVERIFY(asked >= filters.size() * 300);
        rows.setFilterWords(u"vm-1"_s);
        const int before = rows.rowCount();
        QVERIFY(before > 0);
        model.item(rows.mapToSource(rows.index(0, 0)).row(), 0)->setText(u"other"_s);
        QCOMPARE(rows.rowCount(), before - 1);
    }

    // A table that reads its keys itself is sorted by them, as by the keys of its cells.
    void sortsByRowKeysAsByCells()
    {
        BesideCells table;
        QStandardItemModel &model = table.model;
        SortFilterProxy &cells = table.cells;
        SortFilterProxy &rows = table.rows;
        int asked = 0;
        rows.setRowKeys([&model, &asked](int sourceRow, int column) {
            ++asked;
            return model.item(sourceRow, column)->data(sortRole);
        });
        for (int column = 0; column < model.columnCount(); ++column) {
            for (const Qt::SortOrder sortOrder : { Qt::DescendingOrder, Qt::AscendingOrder }) {
                cells.sort(column, sortOrder);
                rows.sort(column, sortOrder);
                QCOMPARE(order(rows), order(cells));
            }
        }
        // Each key once a sort; a column's first key twice when it is not text.
        QVERIFY(asked >= 300 * 6 && asked <= 301 * 6);
    }
};

QTEST_MAIN(TestSortFilterProxy)
#include "tst_sortfilterproxy.moc"
