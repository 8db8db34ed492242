// The lines of a log file as it arrives, for a view: the bytes go to a temporary file and only
// where each line starts is kept in memory (8 bytes a line), so a file of any size is shown
// without being held; a line is read from the file when the view asks for it. Finds search
// the file, not the view, reading it in large blocks; findLater() does so off the GUI thread.
#pragma once

#include <QAbstractListModel>
#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QTemporaryFile>

#include <atomic>
#include <memory>
#include <vector>

namespace vmray {

class LogLinesModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogLinesModel)

public:
    explicit LogLinesModel(QObject *parent = nullptr);
    ~LogLinesModel() override;

    // Empties the model for another file.
    void clear();
    // The file's next bytes; whole lines become rows at once, an unfinished one when finish().
    void append(const QByteArray &bytes);
    // The file is whole: its unfinished last line, if any, becomes a row.
    void finish();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    qint64 bytes() const { return m_written; }
    // The text of line `row`, without its newline.
    QString line(int row) const;
    // The next row from `from` (forward, wrapping) whose line contains `text`, case-insensitively;
    // -1 when none does.
    int find(const QString &text, int from, bool forward = true) const;
    // The same, on another thread: found() says the row. A find asked before it is answered, or
    // clear(), ends it unanswered.
    void findLater(const QString &text, int from, bool forward = true);
    bool isFinding() const { return m_finding.isRunning(); }
    // Whether the temporary file could be made and written.
    bool isWritable() const { return m_ok; }

Q_SIGNALS:
    void found(int row); // -1: no line has the text

private:
    void cancelFind();

    QTemporaryFile m_file;
    QFutureWatcher<int> m_finding;
    std::shared_ptr<std::atomic<bool>> m_findCancelled;
    mutable QFile m_reader;
    bool m_ok = false;
    qint64 m_written = 0;
    std::vector<qint64> m_starts; // where each row starts
    qint64 m_pendingStart = -1; // an unfinished line's start, -1 for none
    qint64 m_rowsEnd = 0; // where the last row ends
};

} // namespace vmray
