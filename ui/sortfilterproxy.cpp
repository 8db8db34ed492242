#include "sortfilterproxy.h"

#include <QDateTime>

#include <algorithm>
#include <numeric>
#include <utility>

namespace vmray {

namespace {
// As QSortFilterProxyModel compares two keys (Qt's isVariantLessThan): none sorts last; numbers,
// characters, dates and times by value, by the left key's type; anything else as text, by the
// proxy's case and locale settings.
bool keyLessThan(const QVariant &left,
    const QVariant &right,
    Qt::CaseSensitivity caseSensitivity,
    bool localeAware)
{
    if (left.userType() == QMetaType::UnknownType)
        return false;
    if (right.userType() == QMetaType::UnknownType)
        return true;
    switch (left.userType()) {
    case QMetaType::Int:
        return left.toInt() < right.toInt();
    case QMetaType::UInt:
        return left.toUInt() < right.toUInt();
    case QMetaType::LongLong:
        return left.toLongLong() < right.toLongLong();
    case QMetaType::ULongLong:
        return left.toULongLong() < right.toULongLong();
    case QMetaType::Float:
        return left.toFloat() < right.toFloat();
    case QMetaType::Double:
        return left.toDouble() < right.toDouble();
    case QMetaType::QChar:
        return left.toChar() < right.toChar();
    case QMetaType::QDate:
        return left.toDate() < right.toDate();
    case QMetaType::QTime:
        return left.toTime() < right.toTime();
    case QMetaType::QDateTime:
        return left.toDateTime() < right.toDateTime();
    default:
        return localeAware ? left.toString().localeAwareCompare(right.toString()) < 0
                           : left.toString().compare(right.toString(), caseSensitivity) < 0;
    }
}
} // namespace

SortFilterProxy::SortFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

SortFilterProxy::~SortFilterProxy() = default;

void SortFilterProxy::readKeys(int column)
{
    QAbstractItemModel *source = sourceModel();
    m_keys.clear();
    m_ranks.clear();
    m_keyColumn = -1;
    if (!source || column < 0 || column >= source->columnCount())
        return;
    const int rows = source->rowCount();
    m_keys.reserve(size_t(rows));
    bool allText = true;
    for (int row = 0; row < rows; ++row) {
        m_keys.push_back(source->index(row, column).data(sortRole()));
        allText = allText && m_keys.back().userType() == QMetaType::QString;
    }
    if (allText && !isSortLocaleAware()) {
        rankTextKeys();
        m_keys.clear();
    }
    m_keyColumn = column;
}

void SortFilterProxy::rankTextKeys()
{
    // Folded once here, so each comparison is a plain one: comparing folded text orders as
    // comparing without case does. The keys are laid end to end, so that sorting them reads
    // memory in few places; a sort of 100,000 keys scattered over the heap waits on memory
    // more than it compares.
    const bool fold = sortCaseSensitivity() == Qt::CaseInsensitive;
    QString text;
    std::vector<std::pair<qsizetype, qsizetype>> spans; // offset and length in text
    spans.reserve(m_keys.size());
    for (const QVariant &key : m_keys) {
        const QString s = fold ? key.toString().toCaseFolded() : key.toString();
        spans.emplace_back(text.size(), s.size());
        text += s;
    }
    const auto keyOf = [&text, &spans](int row) {
        const auto [offset, length] = spans[size_t(row)];
        return QStringView(text).sliced(offset, length);
    };
    std::vector<int> order(spans.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&keyOf](int l, int r) {
        return keyOf(l).compare(keyOf(r), Qt::CaseSensitive) < 0;
    });
    m_ranks.assign(order.size(), 0);
    int rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && keyOf(order[i - 1]).compare(keyOf(order[i]), Qt::CaseSensitive) != 0)
            ++rank;
        m_ranks[size_t(order[i])] = rank;
    }
}

void SortFilterProxy::forgetKeys()
{
    // Later changes are sorted in by Qt's own comparison, row by row.
    m_keyColumn = -1;
    m_keys = {};
    m_ranks = {};
}

void SortFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (dynamicSortFilter() && column == sortColumn() && order == sortOrder()) {
        QSortFilterProxyModel::sort(column, order); // already so: Qt does nothing
        return;
    }
    readKeys(column);
    QSortFilterProxyModel::sort(column, order);
    forgetKeys();
}

bool SortFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (m_keyColumn < 0 || left.column() != m_keyColumn || right.column() != m_keyColumn
        || left.parent().isValid())
        return QSortFilterProxyModel::lessThan(left, right);
    const auto l = size_t(left.row());
    const auto r = size_t(right.row());
    const size_t keys = std::max(m_ranks.size(), m_keys.size());
    if (l >= keys || r >= keys) // rows the source gained since the keys were read
        return QSortFilterProxyModel::lessThan(left, right);
    if (!m_ranks.empty())
        return m_ranks[l] < m_ranks[r];
    return keyLessThan(m_keys[l], m_keys[r], sortCaseSensitivity(), isSortLocaleAware());
}

void SortFilterProxy::setFilterWords(const QString &text)
{
    if (text == m_words)
        return;
    // Words that hold the old ones let no row in that was out: only rows go, and no key is read.
    const bool narrower = text.contains(m_words, Qt::CaseInsensitive);
    m_words = text;
    // The rows the filter lets in again are sorted in: with keys read once, as a sort does.
    if (!narrower)
        readKeys(sortColumn());
    invalidateFilter();
    forgetKeys();
}

void SortFilterProxy::setRowWords(std::function<QString(int sourceRow)> words)
{
    m_rowWords = std::move(words);
    if (!m_words.isEmpty())
        invalidateFilter();
}

bool SortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    // Words with a line break in them (none typed in a filter) are looked for cell by cell, so
    // that no match spans two cells.
    if (m_rowWords && !sourceParent.isValid() && !m_words.contains(u'\n')) {
        return m_rowWords(sourceRow).contains(m_words, Qt::CaseInsensitive)
            && QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    }
    const QAbstractItemModel *source = sourceModel();
    const int columns = source->columnCount(sourceParent);
    for (int column = 0; column < columns; ++column) {
        if (source->index(sourceRow, column, sourceParent)
                .data(Qt::DisplayRole)
                .toString()
                .contains(m_words, Qt::CaseInsensitive))
            return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    }
    return false;
}

} // namespace vmray
