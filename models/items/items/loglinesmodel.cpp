#include "loglinesmodel.h"

namespace vmray {

namespace {
// Longer lines are shown cut: a view row is no place for megabytes.
constexpr qint64 maxShownLineBytes = 16 * 1024;
} // namespace

LogLinesModel::LogLinesModel(QObject *parent)
    : QAbstractListModel(parent)
{
    clear();
}

LogLinesModel::~LogLinesModel() = default;

void LogLinesModel::clear()
{
    beginResetModel();
    m_reader.close();
    m_file.close();
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
    const int rows = int(m_starts.size());
    if (text.isEmpty() || rows == 0)
        return -1;
    // Read in order from the file for a forward find; each line once.
    for (int step = 1; step <= rows; ++step) {
        const int row = ((forward ? from + step : from - step) % rows + rows) % rows;
        if (line(row).contains(text, Qt::CaseInsensitive))
            return row;
    }
    return -1;
}

} // namespace vmray
