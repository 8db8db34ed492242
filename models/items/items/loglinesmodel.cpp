#include "loglinesmodel.h"

#include "kube/offthread.h"

namespace vmray {

namespace {
// Longer lines are shown cut: a view row is no place for megabytes.
constexpr qint64 maxShownLineBytes = 16 * 1024;
constexpr qint64 findBlockBytes = 1024 * 1024;

// The first (or, `last`, the last) of rows [first, end) whose line holds `text`,
// case-insensitively, reading `path` in blocks from where row `first` starts; -1 for none, or when
// cancelled.
int findInRows(const QString &path,
    const std::vector<qint64> &starts,
    qint64 rowsEnd,
    int first,
    int end,
    const QString &text,
    bool last,
    const std::atomic<bool> &cancelled)
{
    if (first >= end)
        return -1;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(starts[size_t(first)]))
        return -1;
    const auto endOf = [&](int row) {
        return row + 1 < int(starts.size()) ? starts[size_t(row) + 1] : rowsEnd;
    };
    int found = -1;
    QByteArray block;
    qint64 blockStart = starts[size_t(first)];
    int row = first;
    while (row < end && !cancelled.load(std::memory_order_relaxed)) {
        // A block of whole lines from `row` on; a line longer than a block is read whole.
        const qint64 want = qMax(findBlockBytes, endOf(row) - blockStart);
        block = file.read(qMin(want, endOf(end - 1) - blockStart));
        if (block.isEmpty())
            break;
        const qint64 blockEnd = blockStart + block.size();
        for (; row < end && endOf(row) <= blockEnd; ++row) {
            const qint64 from = starts[size_t(row)] - blockStart;
            const qint64 length = qMin(endOf(row) - starts[size_t(row)], maxShownLineBytes);
            const QString line = QString::fromUtf8(QByteArrayView(block).sliced(from, length));
            if (line.contains(text, Qt::CaseInsensitive)) {
                found = row;
                if (!last)
                    return found;
            }
        }
        // What is left of an unfinished line is read again with the next block.
        blockStart = row < end ? starts[size_t(row)] : blockEnd;
        if (!file.seek(blockStart))
            break;
    }
    return cancelled.load() ? -1 : found;
}

// find() over a copy of the rows: forward from `from` + 1 wrapping, or backward from `from` - 1.
int findWrapping(const QString &path,
    const std::vector<qint64> &starts,
    qint64 rowsEnd,
    const QString &text,
    int from,
    bool forward,
    const std::atomic<bool> &cancelled)
{
    const int rows = int(starts.size());
    if (text.isEmpty() || rows == 0)
        return -1;
    from = qBound(-1, from, rows);
    if (forward) {
        const int after = findInRows(path, starts, rowsEnd, from + 1, rows, text, false, cancelled);
        return after >= 0
            ? after
            : findInRows(path, starts, rowsEnd, 0, qMin(from + 1, rows), text, false, cancelled);
    }
    const int before = findInRows(path, starts, rowsEnd, 0, qMax(from, 0), text, true, cancelled);
    return before >= 0
        ? before
        : findInRows(path, starts, rowsEnd, qMax(from, 0), rows, text, true, cancelled);
}
} // namespace

LogLinesModel::LogLinesModel(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(&m_finding, &QFutureWatcher<int>::finished, this, [this] {
        if (!m_finding.isCanceled() && !m_findCancelled->load())
            Q_EMIT found(m_finding.result());
    });
    clear();
}

LogLinesModel::~LogLinesModel()
{
    cancelFind();
}

void LogLinesModel::cancelFind()
{
    if (m_findCancelled)
        m_findCancelled->store(true);
    // The file it reads is about to go: it stops at its next block.
    m_finding.waitForFinished();
}

void LogLinesModel::clear()
{
    cancelFind();
    beginResetModel();
    m_reader.close();
    m_file.close();
    if (!m_file.fileName().isEmpty())
        m_file.remove();
    m_file.setFileTemplate(QDir::tempPath() + QStringLiteral("/vmray-log-XXXXXX"));
    m_ok = m_file.open();
    if (m_ok) {
        m_file.resize(0);
        m_reader.setFileName(m_file.fileName());
        m_ok = m_reader.open(QIODevice::ReadOnly);
    }
    m_written = 0;
    m_starts.clear();
    m_pendingStart = -1;
    m_rowsEnd = 0;
    endResetModel();
}

void LogLinesModel::append(const QByteArray &bytes)
{
    if (!m_ok || bytes.isEmpty())
        return;
    const qint64 base = m_written;
    if (m_file.write(bytes) != bytes.size()) {
        m_ok = false;
        return;
    }
    m_file.flush();
    m_written += bytes.size();
    std::vector<qint64> added;
    qint64 lineStart = m_pendingStart >= 0 ? m_pendingStart : base;
    for (qsizetype i = bytes.indexOf('\n'); i >= 0; i = bytes.indexOf('\n', i + 1)) {
        added.push_back(lineStart);
        lineStart = base + i + 1;
    }
    m_pendingStart = lineStart < m_written ? lineStart : -1;
    if (added.empty())
        return;
    const int first = int(m_starts.size());
    beginInsertRows({}, first, first + int(added.size()) - 1);
    m_starts.insert(m_starts.end(), added.begin(), added.end());
    m_rowsEnd = lineStart;
    endInsertRows();
}

void LogLinesModel::finish()
{
    if (m_pendingStart < 0)
        return;
    const int row = int(m_starts.size());
    beginInsertRows({}, row, row);
    m_starts.push_back(m_pendingStart);
    m_pendingStart = -1;
    m_rowsEnd = m_written;
    endInsertRows();
}

int LogLinesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_starts.size());
}

QVariant LogLinesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || role != Qt::DisplayRole)
        return {};
    return line(index.row());
}

QString LogLinesModel::line(int row) const
{
    if (row < 0 || row >= int(m_starts.size()) || !m_reader.isOpen())
        return {};
    const qint64 start = m_starts[size_t(row)];
    const qint64 end = row + 1 < int(m_starts.size()) ? m_starts[size_t(row) + 1] : m_rowsEnd;
    if (!m_reader.seek(start))
        return {};
    QByteArray text = m_reader.read(qMin(end - start, maxShownLineBytes));
    if (text.endsWith('\n'))
        text.chop(1);
    if (text.endsWith('\r'))
        text.chop(1);
    return QString::fromUtf8(text);
}

int LogLinesModel::find(const QString &text, int from, bool forward) const
{
    const std::atomic<bool> never { false };
    return findWrapping(m_file.fileName(), m_starts, m_rowsEnd, text, from, forward, never);
}

void LogLinesModel::findLater(const QString &text, int from, bool forward)
{
    cancelFind();
    m_findCancelled = std::make_shared<std::atomic<bool>>(false);
    // The rows found so far are copied: lines that arrive meanwhile are not searched.
    m_finding.setFuture(kube::runOffThread(QThreadPool::globalInstance(),
        [path = m_file.fileName(),
            starts = m_starts,
            rowsEnd = m_rowsEnd,
            text,
            from,
            forward,
            cancelled = m_findCancelled] {
            return findWrapping(path, starts, rowsEnd, text, from, forward, *cancelled);
        }));
}

} // namespace vmray
