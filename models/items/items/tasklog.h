// The console's tasks, as vSphere admins know them from the vSphere Client: every create, node
// recreate and delete it starts, with what, where, who, when and how it ended. Kept in a local
// log of JSON lines that survives restarts; only what is given here is written, and the callers
// give names, never credentials. A task still running when the console closed reads as
// interrupted after the next start, because nobody watched it end. What a task says is kept as
// phrases (codes and arguments), so it reads in the language chosen when it is looked at.
#pragma once

#include "itemroles.h"
#include "ray/taskrecord.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QFile>
#include <QList>
#include <QLockFile>

#include <functional>

namespace vmray {

class TaskLog final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskLog)

public:
    enum Column {
        Task,
        Target,
        Status,
        Details,
        Initiator,
        Started,
        Finished,
        Supervisor,
        ColumnCount
    };
    // StateRole, KindRole, IdRole (the task's id) and SortRole.
    using enum ItemRole;

    // How a sentence written in words by an older console is read back as a phrase (the same
    // words as a verbatim phrase when it is not recognised).
    using ReadWords = std::function<Phrase(const QString &words)>;

    // Reads the log at `filePath` (created if missing); the newest `capacity` tasks are kept.
    // Tasks stored in words are read with `readWords` and stored again as phrases.
    explicit TaskLog(const QString &filePath,
        int capacity = 500,
        QObject *parent = nullptr,
        const ReadWords &readWords = {});
    ~TaskLog() override;

    // Records a task that has started (as ClusterOperations reports it).
    void start(const TaskRecord &record);
    // Starts a task and returns its id.
    QString begin(TaskRecord::Kind kind,
        const QString &supervisor,
        const QString &ns,
        const QString &target,
        const QString &initiator);
    void setProgress(const QString &id, const Phrase &progress);
    void finish(
        const QString &id, TaskRecord::State state, const Phrase &result, const Phrase &error = {});

    const QList<TaskRecord> &tasks() const { return m_tasks; } // oldest first
    const TaskRecord *find(const QString &id) const;
    QString filePath() const { return m_file.fileName(); }
    // Why the log cannot be written (or another console owns it), empty when it can.
    Phrase writeError() const { return m_writeError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void load(const ReadWords &readWords);
    void append(const TaskRecord &record);
    void compact();
    int rowOf(const QString &id) const;

    QFile m_file;
    int m_capacity;
    QLockFile m_lock;
    bool m_owner = false;
    QList<TaskRecord> m_tasks;
    Phrase m_writeError;
    int m_linesWritten = 0;
};

} // namespace vmray
