#include "tasklog.h"

#include "kube/localfile.h"
#include "ray/taskphrases.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const char *kindKey(TaskRecord::Kind kind)
{
    switch (kind) {
    case TaskRecord::Kind::CreateCluster:
        return "create-cluster";
    case TaskRecord::Kind::DeleteCluster:
        return "delete-cluster";
    case TaskRecord::Kind::RecreateNode:
        return "recreate-node";
    case TaskRecord::Kind::StopJob:
        return "stop-job";
    }
    return "";
}

const char *stateKey(TaskRecord::State state)
{
    switch (state) {
    case TaskRecord::State::Running:
        return "running";
    case TaskRecord::State::Succeeded:
        return "succeeded";
    case TaskRecord::State::Failed:
        return "failed";
    case TaskRecord::State::Interrupted:
        return "interrupted";
    }
    return "";
}

template<typename E>
bool fromKey(const QString &key, const char *(*toKey)(E), std::initializer_list<E> all, E &out)
{
    for (E e : all) {
        if (key == QLatin1String(toKey(e))) {
            out = e;
            return true;
        }
    }
    return false;
}

QJsonObject toJson(const TaskRecord &r)
{
    QJsonObject o { { u"id"_s, r.id },
        { u"kind"_s, QLatin1String(kindKey(r.kind)) },
        { u"supervisor"_s, r.supervisor },
        { u"namespace"_s, r.ns },
        { u"target"_s, r.target },
        { u"initiator"_s, r.initiator },
        { u"started"_s, r.started.toString(Qt::ISODateWithMs) },
        { u"state"_s, QLatin1String(stateKey(r.state)) } };
    if (r.finished.isValid())
        o.insert(u"finished"_s, r.finished.toString(Qt::ISODateWithMs));
    // The phrase is what this console reads; the English words beside it are for an older
    // console, which reads only them and would otherwise keep nothing of what a task said.
    if (!r.progress.isEmpty()) {
        o.insert(u"progress"_s, r.progress.english());
        o.insert(u"progressPhrase"_s, r.progress.toJson());
    }
    if (!r.error.isEmpty()) {
        o.insert(u"error"_s, r.error.english());
        o.insert(u"errorPhrase"_s, r.error.toJson());
    }
    return o;
}

// The phrase stored under `key`Phrase; without one (an older console stored only words, in the
// language of the day), the words under `key` read back as a phrase.
Phrase readPhrase(
    const QJsonObject &o, const QString &key, const TaskLog::ReadWords &readWords, bool &inWords)
{
    const QJsonValue phrase = o.value(key + u"Phrase"_s);
    if (phrase.isObject())
        return Phrase::fromJson(phrase);
    const QString words = o.value(key).toString();
    if (words.isEmpty())
        return {};
    inWords = true;
    return readWords ? readWords(words) : Phrase(words);
}

bool fromJson(
    const QJsonObject &o, TaskRecord &r, const TaskLog::ReadWords &readWords, bool &inWords)
{
    r.id = o.value(u"id"_s).toString();
    if (r.id.isEmpty())
        return false;
    using K = TaskRecord::Kind;
    using S = TaskRecord::State;
    if (!fromKey<K>(o.value(u"kind"_s).toString(),
            kindKey,
            { K::CreateCluster, K::DeleteCluster, K::RecreateNode, K::StopJob },
            r.kind))
        return false;
    if (!fromKey<S>(o.value(u"state"_s).toString(),
            stateKey,
            { S::Running, S::Succeeded, S::Failed, S::Interrupted },
            r.state))
        return false;
    r.supervisor = o.value(u"supervisor"_s).toString();
    r.ns = o.value(u"namespace"_s).toString();
    r.target = o.value(u"target"_s).toString();
    r.initiator = o.value(u"initiator"_s).toString();
    r.started = QDateTime::fromString(o.value(u"started"_s).toString(), Qt::ISODateWithMs);
    r.finished = QDateTime::fromString(o.value(u"finished"_s).toString(), Qt::ISODateWithMs);
    r.progress = readPhrase(o, u"progress"_s, readWords, inWords);
    r.error = readPhrase(o, u"error"_s, readWords, inWords);
    return r.started.isValid();
}
} // namespace

TaskLog::TaskLog(const QString &filePath, int capacity, QObject *parent, const ReadWords &readWords)
    : QAbstractTableModel(parent)
    , m_file(filePath)
    , m_capacity(std::max(1, capacity))
    , m_lock(filePath + u".lock"_s)
{
    // What was done on which Supervisor is the user's business only.
    keepPrivate(filePath);
    // One console writes the log; a second one running at the same time shows it read-only,
    // so neither rewrites what the other appends nor calls the other's tasks interrupted.
    m_lock.setStaleLockTime(0); // stale only when its process is gone
    m_owner = m_lock.tryLock(0);
    load(readWords);
}

TaskLog::~TaskLog() = default;

void TaskLog::load(const ReadWords &readWords)
{
    QHash<QString, qsizetype> index;
    QList<TaskRecord> tasks;
    int lines = 0;
    bool changed = false;
    if (m_file.open(QIODevice::ReadOnly)) {
        while (!m_file.atEnd()) {
            const QByteArray line = m_file.readLine().trimmed();
            if (line.isEmpty())
                continue;
            ++lines;
            TaskRecord r;
            bool inWords = false;
            // A line cut short by a crash, or not ours, is skipped; the rest still counts.
            if (!fromJson(QJsonDocument::fromJson(line).object(), r, readWords, inWords)) {
                changed = true;
                continue;
            }
            changed = changed || inWords; // stored again as phrases
            const auto found = index.constFind(r.id);
            if (found != index.cend()) {
                tasks[*found] = r;
            } else {
                index.insert(r.id, tasks.size());
                tasks.append(r);
            }
        }
        m_file.close();
    }
    for (TaskRecord &r : tasks) {
        if (m_owner && r.state == TaskRecord::State::Running) {
            r.state = TaskRecord::State::Interrupted;
            r.progress = Phrase(ray::taskphrase::closedBeforeEnd);
            changed = true;
        }
    }
    if (tasks.size() > m_capacity) {
        tasks.erase(tasks.begin(), tasks.end() - m_capacity);
        changed = true;
    }
    m_tasks = tasks;
    if (!m_owner) {
        m_writeError = Phrase(ray::taskphrase::logInUse);
        return;
    }
    if (changed || lines > m_tasks.size())
        compact();
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        m_writeError = Phrase(m_file.errorString());
}

void TaskLog::compact()
{
    const bool wasOpen = m_file.isOpen();
    if (wasOpen)
        m_file.close();
    QSaveFile out(m_file.fileName());
    if (out.open(QIODevice::WriteOnly)) {
        for (const TaskRecord &r : std::as_const(m_tasks))
            out.write(QJsonDocument(toJson(r)).toJson(QJsonDocument::Compact) + '\n');
        if (!out.commit())
            m_writeError = Phrase(out.errorString());
        keepPrivate(m_file.fileName());
    } else {
        m_writeError = Phrase(out.errorString());
    }
    m_linesWritten = static_cast<int>(m_tasks.size());
    if (wasOpen && !m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        m_writeError = Phrase(m_file.errorString());
}

void TaskLog::append(const TaskRecord &record)
{
    if (!m_file.isOpen())
        return;
    m_file.write(QJsonDocument(toJson(record)).toJson(QJsonDocument::Compact) + '\n');
    m_file.flush(); // a crash keeps what was written
    // Every change is a line; rewrite the file once it holds far more lines than tasks.
    if (++m_linesWritten > 4 * m_capacity)
        compact();
}

QString TaskLog::begin(TaskRecord::Kind kind,
    const QString &supervisor,
    const QString &ns,
    const QString &target,
    const QString &initiator)
{
    TaskRecord r;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.kind = kind;
    r.supervisor = supervisor;
    r.ns = ns;
    r.target = target;
    r.initiator = initiator;
    r.started = QDateTime::currentDateTimeUtc();
    start(r);
    return r.id;
}

void TaskLog::start(const TaskRecord &r)
{
    if (m_tasks.size() >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_tasks.removeFirst();
        endRemoveRows();
    }
    const int row = static_cast<int>(m_tasks.size());
    beginInsertRows({}, row, row);
    m_tasks.append(r);
    endInsertRows();
    append(r);
}

int TaskLog::rowOf(const QString &id) const
{
    for (qsizetype i = m_tasks.size() - 1; i >= 0; --i) {
        if (m_tasks.at(i).id == id)
            return static_cast<int>(i);
    }
    return -1;
}

const TaskRecord *TaskLog::find(const QString &id) const
{
    const int row = rowOf(id);
    return row < 0 ? nullptr : &m_tasks.at(row);
}

void TaskLog::setProgress(const QString &id, const Phrase &progress)
{
    const int row = rowOf(id);
    if (row < 0 || m_tasks.at(row).state != TaskRecord::State::Running
        || m_tasks.at(row).progress == progress)
        return;
    m_tasks[row].progress = progress;
    append(m_tasks.at(row));
    Q_EMIT dataChanged(index(row, Details), index(row, Details));
}

void TaskLog::finish(
    const QString &id, TaskRecord::State state, const Phrase &result, const Phrase &error)
{
    const int row = rowOf(id);
    if (row < 0 || m_tasks.at(row).state != TaskRecord::State::Running)
        return;
    TaskRecord &r = m_tasks[row];
    r.state = state;
    r.finished = QDateTime::currentDateTimeUtc();
    r.progress = result;
    r.error = error;
    append(r);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int TaskLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_tasks.size());
}

int TaskLog::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TaskLog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TaskRecord &r = m_tasks.at(index.row());
    switch (role) {
    case StateRole:
        return static_cast<int>(r.state);
    case IdRole:
        return r.id;
    case KindRole:
        return static_cast<int>(r.kind);
    case Qt::ToolTipRole:
        if (index.column() == Details)
            return QVariant::fromValue(Phrase::joined({ r.progress, r.error }, u"\n"_s));
        return {};
    case SortRole:
    case Qt::DisplayRole: // raw values; the presentation proxy words kinds, states and times
        switch (index.column()) {
        case Task:
            return static_cast<int>(r.kind);
        case Target:
            return r.ns.isEmpty() ? r.target : r.ns + u'/' + r.target;
        case Supervisor:
            return r.supervisor;
        case Status:
            return static_cast<int>(r.state);
        case Details: // a phrase, worded by the presentation
            return QVariant::fromValue(Phrase::joined({ r.progress, r.error }, u": "_s));
        case Initiator:
            return r.initiator;
        case Started:
            return r.started;
        case Finished:
            return r.finished;
        default:
            break;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant TaskLog::headerData(int, Qt::Orientation, int) const
{
    return {}; // the headers' words are the presentation's (ui/)
}

} // namespace vmray
