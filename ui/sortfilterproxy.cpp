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
    const auto keyOf = [this, source, column](int row) {
        return m_rowKeys ? m_rowKeys(row, column) : source->index(row, column).data(sortRole());
    };
    if (isSortLocaleAware() || !rankTextKeys(rows, keyOf)) {
        m_keys.reserve(size_t(rows));
        for (int row = 0; row < rows; ++row)
            m_keys.push_back(keyOf(row));
    }
    m_keyColumn = column;
}

namespace {
// As QString::toCaseFolded, without a copy of each key: ASCII, the usual case, folds in place.
void appendFolded(QString &text, const QString &key)
{
    const bool ascii = std::all_of(key.cbegin(), key.cend(), [](QChar c) {
        return c.unicode() < 0x80;
    });
    if (!ascii) {
        text += key.toCaseFolded();
        return;
    }
    const qsizetype at = text.size();
    text += key;
    QChar *added = text.data() + at;
    for (qsizetype i = 0; i < key.size(); ++i) {
        if (added[i] >= u'A' && added[i] <= u'Z')
            added[i] = QChar(added[i].unicode() + (u'a' - u'A'));
    }
}
} // namespace

bool SortFilterProxy::rankTextKeys(int rows, const std::function<QVariant(int row)> &keyOf)
{
    // Each key is laid end to end with the others as it is read, so that sorting them reads
    // memory in few places (a sort of 100,000 keys scattered over the heap waits on memory more
    // than it compares), and each key's string is touched once. Folded once here, so each
    // comparison is a plain one: comparing folded text orders as comparing without case does.
    const bool fold = sortCaseSensitivity() == Qt::CaseInsensitive;
    QString text;
    std::vector<std::pair<qsizetype, qsizetype>> spans; // offset and length in text
    spans.reserve(size_t(rows));
    for (int row = 0; row < rows; ++row) {
        const QVariant key = keyOf(row);
        if (key.userType() != QMetaType::QString)
            return false; // not every key is text: compared as Qt's proxy compares them
        const auto &keyText = *static_cast<const QString *>(key.constData());
        const qsizetype offset = text.size();
        if (fold)
            appendFolded(text, keyText);
        else
            text += keyText;
        spans.emplace_back(offset, text.size() - offset);
    }
    std::vector<QStringView> keys;
    keys.reserve(spans.size());
    for (const auto &[offset, length] : spans)
        keys.push_back(QStringView(text).sliced(offset, length));
    std::vector<int> order(keys.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&keys](int l, int r) {
        return keys[size_t(l)].compare(keys[size_t(r)], Qt::CaseSensitive) < 0;
    });
    m_ranks.assign(order.size(), 0);
    int rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && keys[size_t(order[i - 1])] != keys[size_t(order[i])])
            ++rank;
        m_ranks[size_t(order[i])] = rank;
    }
    return true;
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
    m_rowMatch = m_rowMatcher && !text.isEmpty() ? m_rowMatcher(text) : RowMatch();
    // The rows the filter lets in again are sorted in: with keys read once, as a sort does.
    if (!narrower)
        readKeys(sortColumn());
    invalidateFilter();
    forgetKeys();
}

void SortFilterProxy::setRowMatcher(std::function<RowMatch(const QString &words)> matcher)
{
    m_rowMatcher = std::move(matcher);
    if (m_words.isEmpty())
        return;
    m_rowMatch = m_rowMatcher ? m_rowMatcher(m_words) : RowMatch();
    invalidateFilter();
}

void SortFilterProxy::setRowKeys(std::function<QVariant(int sourceRow, int column)> keys)
{
    m_rowKeys = std::move(keys);
}

bool SortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    if (m_rowMatch && !sourceParent.isValid()) {
        return m_rowMatch(sourceRow)
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
