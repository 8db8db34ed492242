// The task log: tasks as rows (under QAbstractItemModelTester), kept across restarts in a file
// of JSON lines; a task running when the console closed reads as interrupted; the newest tasks
// are kept; a damaged line loses only itself.
#include "items/tasklog.h"
#include "ray/taskphrases.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vmray;

class TestTaskLog : public QObject
{
    Q_OBJECT

    QTemporaryDir dir;
    QString path() const { return dir.filePath(u"logs/tasks.jsonl"_s); }
    // The first task's details, in English: the model hands out phrases, not words.
    static QString details(const TaskLog &log, int role = Qt::DisplayRole)
    {
        return log.index(0, TaskLog::Details).data(role).value<Phrase>().english();
    }
    QList<QJsonObject> lines() const
    {
        QFile file(path());
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<QJsonObject> objects;
        for (const QByteArray &line : file.readAll().trimmed().split('\n'))
            objects << QJsonDocument::fromJson(line).object();
        return objects;
    }

private Q_SLOTS:
    void init() { QFile::remove(path()); }

    void recordsTasksAsRows()
    {
        TaskLog log(path());
        QAbstractItemModelTester tester(
            &log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(log.writeError().isEmpty());
        QSignalSpy changed(&log, &QAbstractItemModel::dataChanged);
        const QString id = log.begin(TaskRecord::Kind::DeleteCluster,
            u"Lab Supervisor"_s,
            u"analytics"_s,
            u"ray-a"_s,
            u"admin@vsphere.local"_s);
        QCOMPARE(log.rowCount(), 1);
        // Kinds, states and times as values; the presentation words them.
        QCOMPARE(log.index(0, TaskLog::Task).data().toInt(), int(TaskRecord::Kind::DeleteCluster));
        QCOMPARE(log.index(0, TaskLog::Task).data(KindRole).toInt(),
            int(TaskRecord::Kind::DeleteCluster));
        QCOMPARE(log.index(0, TaskLog::Task).data(IdRole).toString(), id);
        QCOMPARE(log.index(0, TaskLog::Target).data().toString(), u"analytics/ray-a"_s);
        QCOMPARE(log.index(0, TaskLog::Status).data().toInt(), int(TaskRecord::State::Running));
        QCOMPARE(log.index(0, TaskLog::Initiator).data().toString(), u"admin@vsphere.local"_s);
        QCOMPARE(log.index(0, TaskLog::Supervisor).data().toString(), u"Lab Supervisor"_s);
        QVERIFY(log.index(0, TaskLog::Started).data().toDateTime().isValid());
        QVERIFY(!log.index(0, TaskLog::Finished).data().toDateTime().isValid());
        QVERIFY(!log.headerData(TaskLog::Task, Qt::Horizontal).isValid());

        log.setProgress(id, u"2 of 3 VMs gone"_s);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(details(log), u"2 of 3 VMs gone"_s);
        log.setProgress(id, u"2 of 3 VMs gone"_s); // no change, no signal
        QCOMPARE(changed.size(), 1);

        log.finish(
            id, TaskRecord::State::Failed, u"The cluster could not be deleted."_s, u"forbidden"_s);
        QCOMPARE(log.index(0, TaskLog::Status).data().toInt(), int(TaskRecord::State::Failed));
        QCOMPARE(
            log.index(0, TaskLog::Status).data(StateRole).toInt(), int(TaskRecord::State::Failed));
        QCOMPARE(details(log), u"The cluster could not be deleted.: forbidden"_s);
        QCOMPARE(details(log, Qt::ToolTipRole), u"The cluster could not be deleted.\nforbidden"_s);
        QVERIFY(log.index(0, TaskLog::Finished).data().toDateTime().isValid());
        // A finished task stays as it ended.
        log.setProgress(id, u"late"_s);
        log.finish(id, TaskRecord::State::Succeeded, u"late"_s);
        QCOMPARE(log.find(id)->state, TaskRecord::State::Failed);
    }

    void survivesARestart()
    {
        QString done;
        QString running;
        TaskRecord doneBefore;
        {
            TaskLog log(path());
            done = log.begin(
                TaskRecord::Kind::CreateCluster, u"Lab"_s, u"ns1"_s, u"ray-a"_s, u"alice"_s);
            log.finish(done, TaskRecord::State::Succeeded, u"Created; the head runs."_s);
            running = log.begin(TaskRecord::Kind::RecreateNode,
                u"Lab"_s,
                u"ns1"_s,
                u"ray-a/ray-a-w-1"_s,
                u"alice"_s);
            log.setProgress(running, u"Deleting the VM."_s);
            doneBefore = *log.find(done);
        }
        TaskLog again(path());
        QAbstractItemModelTester tester(
            &again, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(again.rowCount(), 2);
        const TaskRecord *d = again.find(done);
        QVERIFY(d);
        QCOMPARE(d->state, TaskRecord::State::Succeeded);
        QCOMPARE(d->progress, doneBefore.progress);
        QCOMPARE(d->started, doneBefore.started);
        QCOMPARE(d->finished, doneBefore.finished);
        QCOMPARE(d->initiator, u"alice"_s);
        // Nobody saw the recreate end: it is not shown as running forever.
        const TaskRecord *r = again.find(running);
        QVERIFY(r);
        QCOMPARE(r->state, TaskRecord::State::Interrupted);
        QCOMPARE(r->progress, Phrase(ray::taskphrase::closedBeforeEnd));
        QCOMPARE(r->kind, TaskRecord::Kind::RecreateNode);
    }

    void keepsTheNewestTasks()
    {
        QStringList ids;
        {
            TaskLog log(path(), 3);
            QAbstractItemModelTester tester(
                &log, QAbstractItemModelTester::FailureReportingMode::QtTest);
            for (int i = 0; i < 5; ++i)
                ids << log.begin(
                    TaskRecord::Kind::CreateCluster, u"Lab"_s, u"ns"_s, u"c%1"_s.arg(i), u"bob"_s);
            QCOMPARE(log.rowCount(), 3);
            QVERIFY(!log.find(ids[1]));
            QVERIFY(log.find(ids[2]));
            // Many changes rewrite the file now and then instead of growing it without end.
            for (int i = 0; i < 40; ++i)
                log.setProgress(ids[4], u"step %1"_s.arg(i));
        }
        QFile file(path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().count('\n') <= 4 * 3 + 1);
        TaskLog again(path(), 3);
        QCOMPARE(again.rowCount(), 3);
        QCOMPARE(again.tasks().last().id, ids[4]);
        QCOMPARE(again.tasks().last().progress.isEmpty(), false);
    }

    void aDamagedLineLosesOnlyItself()
    {
        QString id;
        {
            TaskLog log(path());
            id = log.begin(
                TaskRecord::Kind::DeleteCluster, u"Lab"_s, u"ns"_s, u"ray-b"_s, u"carol"_s);
            log.finish(id, TaskRecord::State::Succeeded, u"Deleted."_s);
        }
        QFile file(path());
        QVERIFY(file.open(QIODevice::Append));
        file.write("{\"id\": \"cut-short\", \"kind\": \"delete-clu");
        file.close();
        TaskLog again(path());
        QCOMPARE(again.rowCount(), 1);
        QCOMPARE(again.find(id)->state, TaskRecord::State::Succeeded);
        // And the log goes on being written after it.
        const QString next =
            again.begin(TaskRecord::Kind::CreateCluster, u"Lab"_s, u"ns"_s, u"c"_s, u"carol"_s);
        TaskLog third(path());
        QVERIFY(third.find(next));
    }

    // A second console at the same time shows the log but leaves it to the first: it neither
    // calls the first one's running tasks interrupted nor rewrites the file.
    void aSecondConsoleLeavesTheLogToTheFirst()
    {
        TaskLog first(path());
        QVERIFY(first.writeError().isEmpty());
        const QString running =
            first.begin(TaskRecord::Kind::DeleteCluster, u"Lab"_s, u"ns"_s, u"ray-a"_s, u"erin"_s);
        QFile file(path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        {
            TaskLog second(path());
            QVERIFY(!second.writeError().isEmpty());
            QCOMPARE(second.find(running)->state, TaskRecord::State::Running);
            second.begin(TaskRecord::Kind::CreateCluster, u"Lab"_s, u"ns"_s, u"ray-b"_s, u"erin"_s);
            QCOMPARE(second.rowCount(), 2);
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
        first.finish(running, TaskRecord::State::Succeeded, u"Deleted."_s);
        TaskLog third(path()); // the first still owns the log
        QCOMPARE(third.find(running)->state, TaskRecord::State::Succeeded);
    }

    // What a task says is stored as codes and arguments, so it can be worded in any language
    // later; a name inside it stays as it was.
    void storesCodesNotWords()
    {
        {
            TaskLog log(path());
            const QString id =
                log.begin(TaskRecord::Kind::DeleteCluster, u"Lab"_s, u"ns"_s, u"c"_s, u"dave"_s);
            log.finish(id,
                TaskRecord::State::Succeeded,
                Phrase(ray::taskphrase::deletedVms, 3)
                    .then(Phrase(ray::taskphrase::vmServiceGone, { u"c-head"_s })));
        }
        const QJsonObject progress = lines().last().value(u"progressPhrase"_s).toObject();
        const QJsonArray sentences = progress.value(u"args"_s).toArray();
        QCOMPARE(sentences.size(), 2);
        QCOMPARE(sentences.at(0).toObject().value(u"context"_s).toString(), u"TaskText"_s);
        QCOMPARE(sentences.at(0).toObject().value(u"text"_s).toString(),
            u"Deleted the cluster and its %n VM(s)."_s);
        QCOMPARE(sentences.at(0).toObject().value(u"n"_s).toInt(), 3);
        QCOMPARE(
            sentences.at(1).toObject().value(u"args"_s).toArray().at(0).toString(), u"c-head"_s);
        // Beside it, the English words an older console reads.
        QCOMPARE(lines().last().value(u"progress"_s).toString(),
            u"Deleted the cluster and its 3 VM(s). The VM service c-head is gone."_s);
        TaskLog again(path());
        QCOMPARE(again.tasks().constFirst().progress.english(),
            u"Deleted the cluster and its 3 VM(s). The VM service c-head is gone."_s);
    }

    // A log an older console wrote in words is read through the given reader once, and stored
    // again as phrases.
    void readsWordsOfAnOlderConsole()
    {
        {
            QDir().mkpath(QFileInfo(path()).path());
            QFile file(path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"id":"t1","kind":"delete-cluster","supervisor":"Lab","namespace":"ns",)"
                       R"("target":"c","initiator":"dave","started":"2026-11-30T10:00:00.000Z",)"
                       R"("finished":"2026-11-30T10:02:00.000Z","state":"failed",)"
                       R"("progress":"Der Cluster konnte nicht gelöscht werden.",)"
                       R"("error":"server says no"})"
                       "\n");
        }
        QStringList read;
        const auto reader = [&read](const QString &words) {
            read << words;
            return words.startsWith(u"Der Cluster"_s) ? Phrase(ray::taskphrase::notDeleted)
                                                      : Phrase(words);
        };
        {
            TaskLog log(path(), 500, nullptr, reader);
            QCOMPARE(read,
                (QStringList {
                    u"Der Cluster konnte nicht gelöscht werden."_s, u"server says no"_s }));
            QCOMPARE(log.tasks().constFirst().progress, Phrase(ray::taskphrase::notDeleted));
            QCOMPARE(log.tasks().constFirst().error, Phrase(u"server says no"_s));
        }
        // Stored again as a phrase: the next start has nothing to read in words.
        QCOMPARE(lines().size(), 1);
        QCOMPARE(
            lines().constFirst().value(u"progressPhrase"_s).toObject().value(u"text"_s).toString(),
            u"The cluster could not be deleted."_s);
        read.clear();
        TaskLog again(path(), 500, nullptr, reader);
        QVERIFY(read.isEmpty());
        QCOMPARE(again.tasks().constFirst().progress, Phrase(ray::taskphrase::notDeleted));
    }

    // Only what a task is given is written: no field takes credentials.
    void writesOnlyTheTaskFields()
    {
        {
            TaskLog log(path());
            const QString id =
                log.begin(TaskRecord::Kind::CreateCluster, u"Lab"_s, u"ns"_s, u"c"_s, u"dave"_s);
            log.finish(id, TaskRecord::State::Succeeded, u"Created."_s);
        }
        QFile file(path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 2); // started, finished
        const QJsonObject line = QJsonDocument::fromJson(lines.last()).object();
        QStringList keys = line.keys();
        keys.sort();
        QCOMPARE(keys,
            (QStringList { u"finished"_s,
                u"id"_s,
                u"initiator"_s,
                u"kind"_s,
                u"namespace"_s,
                u"progress"_s,
                u"progressPhrase"_s,
                u"started"_s,
                u"state"_s,
                u"supervisor"_s,
                u"target"_s }));
    }
};

QTEST_GUILESS_MAIN(TestTaskLog)
#include "tst_tasklog.moc"
