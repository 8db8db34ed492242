// What a task says reads in the language chosen now, whichever language it was recorded in: the
// task log keeps codes and arguments, and a log an older console wrote in words (German,
// Japanese, English) is read back against the shipped catalogs once and kept as codes. Tested
// through the task table the user sees (TaskLog → TaskPresentation) with the real catalogs.
#include "items/tasklog.h"
#include "language.h"
#include "presentation.h"
#include "ray/taskphrases.h"
#include "taskwords.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
constexpr auto fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

// One line as an older console wrote it: its sentences in the words of its language.
QByteArray oldLine(const QString &id, const QString &progress, const QString &error = {})
{
    QJsonObject o { { u"id"_s, id },
        { u"kind"_s, u"delete-cluster"_s },
        { u"supervisor"_s, u"Lab"_s },
        { u"namespace"_s, u"analytics"_s },
        { u"target"_s, u"ray-a"_s },
        { u"initiator"_s, u"alice"_s },
        { u"started"_s, u"2026-11-30T10:00:00.000Z"_s },
        { u"finished"_s, u"2026-11-30T10:04:00.000Z"_s },
        { u"state"_s, error.isEmpty() ? u"succeeded"_s : u"failed"_s },
        { u"progress"_s, progress } };
    if (!error.isEmpty())
        o.insert(u"error"_s, error);
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}
} // namespace

class TestTaskLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir dir;
    QString path() const { return dir.filePath(u"tasks.jsonl"_s); }

    void writeOldLog(const QList<QByteArray> &lines)
    {
        QFile file(path());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        for (const QByteArray &line : lines)
            file.write(line);
    }

    // The Details cell of the task with `id`, as the task table shows it.
    static QString details(const TaskPresentation &table, const TaskLog &log, const QString &id)
    {
        for (int row = 0; row < log.rowCount(); ++row) {
            if (log.index(row, 0).data(IdRole).toString() == id)
                return table.index(row, TaskLog::Details).data().toString();
        }
        return {};
    }

private Q_SLOTS:
    void init() { QFile::remove(path()); }
    void cleanup() { installTranslations(QLocale(QLocale::English)); }

    void aTaskRecordedInGermanReadsInEnglishAndBack()
    {
        // Written by a console that spoke German: a teardown that ended, and one refused.
        writeOldLog({ oldLine(u"done"_s,
                          u"Der Cluster und seine 3 VMs wurden gelöscht. Der Operator hat die "
                          "Secrets des Clusters entfernt. Der VM-Dienst ray-a-head ist entfernt. "
                          "Das Secret ray-a-docker-auth wurde gelöscht."_s),
            oldLine(u"refused"_s,
                u"Der Cluster konnte nicht gelöscht werden."_s,
                u"Ihr Konto ist dazu nicht berechtigt: virtualmachines is forbidden"_s) });

        installTranslations(QLocale(QLocale::English));
        TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
        TaskPresentation table;
        table.setSourceModel(&log);
        QAbstractItemModelTester tester(&table, fatal);
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(details(table, log, u"done"_s),
            u"Deleted the cluster and its 3 VMs. The operator removed its secrets. The VM "
            "service ray-a-head is gone. Deleted the secret ray-a-docker-auth."_s);
        QCOMPARE(details(table, log, u"refused"_s),
            u"The cluster could not be deleted.: Your account may not do this: "
            "virtualmachines is forbidden"_s);

        // And back: the same rows in German once German is chosen.
        installTranslations(QLocale(QLocale::German));
        QCOMPARE(details(table, log, u"done"_s),
            u"Der Cluster und seine 3 VMs wurden gelöscht. Der Operator hat die Secrets des "
            "Clusters entfernt. Der VM-Dienst ray-a-head ist entfernt. Das Secret "
            "ray-a-docker-auth wurde gelöscht."_s);
        QCOMPARE(details(table, log, u"refused"_s),
            u"Der Cluster konnte nicht gelöscht werden.: Ihr Konto ist dazu nicht berechtigt: "
            "virtualmachines is forbidden"_s);
    }

    void aTaskRecordedInEnglishReadsInGermanAndJapanese()
    {
        installTranslations(QLocale(QLocale::English));
        QString id;
        {
            TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
            id = log.begin(
                TaskRecord::Kind::DeleteCluster, u"Lab"_s, u"analytics"_s, u"ray-a"_s, u"bob"_s);
            log.finish(id,
                TaskRecord::State::Succeeded,
                Phrase(ray::taskphrase::deletedVms, 2)
                    .then(Phrase(ray::taskphrase::vmServiceGone, { u"ray-a-head"_s })));
            TaskPresentation table;
            table.setSourceModel(&log);
            QCOMPARE(details(table, log, id),
                u"Deleted the cluster and its 2 VMs. The VM service ray-a-head is gone."_s);
        }
        // The next start speaks German.
        installTranslations(QLocale(QLocale::German));
        {
            TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
            TaskPresentation table;
            table.setSourceModel(&log);
            QCOMPARE(details(table, log, id),
                u"Der Cluster und seine 2 VMs wurden gelöscht. Der VM-Dienst ray-a-head ist "
                "entfernt."_s);
        }
        installTranslations(QLocale(QLocale::Japanese));
        TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
        TaskPresentation table;
        table.setSourceModel(&log);
        QCOMPARE(details(table, log, id),
            u"クラスタとその 2 台の VM を削除しました。 VM サービス ray-a-head は削除されました。"_s);
    }

    // Old English words, and Japanese ones, are codes after the first start too.
    void oldWordsOfEveryShippedLanguageAreRead()
    {
        writeOldLog({ oldLine(u"en"_s, u"The job stopped."_s),
            oldLine(u"ja"_s, u"ジョブが停止しました。"_s),
            oldLine(u"counted"_s, u"Deleted the cluster and its 1 VM."_s) });
        installTranslations(QLocale(QLocale::German));
        TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
        TaskPresentation table;
        table.setSourceModel(&log);
        QCOMPARE(details(table, log, u"en"_s), u"Der Job wurde gestoppt."_s);
        QCOMPARE(details(table, log, u"ja"_s), u"Der Job wurde gestoppt."_s);
        QCOMPARE(
            details(table, log, u"counted"_s), u"Der Cluster und seine 1 VM wurden gelöscht."_s);
        QCOMPARE(log.find(u"en"_s)->progress, Phrase(ray::taskphrase::jobStopped));
    }

    // A sentence that ends in a name does not swallow the sentences after it, and a name or a
    // server's message that holds a full stop stays one argument.
    void sentencesAfterANameAreTheirOwn()
    {
        writeOldLog({ oldLine(u"secrets"_s,
                          u"Der Cluster und seine VM wurden gelöscht. Ob diese Secrets entfernt "
                          "sind, konnte nicht geprüft werden: a-1, a-2. Diese Secrets des "
                          "Operators sind noch vorhanden: b-1."_s),
            oldLine(u"head"_s,
                u"The head node's VM is initialized. Waiting for the head service IP."_s),
            oldLine(u"stop"_s,
                u"Der Job wurde nicht gestoppt."_s,
                u"Das Ray-Dashboard unter 10.0.0.5:8265 ist nicht erreichbar: Connection "
                "refused. Try again."_s) });
        installTranslations(QLocale(QLocale::English));
        TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
        TaskPresentation table;
        table.setSourceModel(&log);
        QCOMPARE(details(table, log, u"secrets"_s),
            u"Deleted the cluster and its VM. Whether these secrets are gone could not be "
            "checked: a-1, a-2. These secrets of the operator are still there: b-1."_s);
        // The operator's own words after a known sentence stay as they were.
        QCOMPARE(log.find(u"head"_s)->progress,
            Phrase(ray::taskphrase::headVmIs, { u"initialized"_s })
                .then(u"Waiting for the head service IP."_s));
        // A job stop keeps the dashboard's reason, which holds a server's full stop.
        QCOMPARE(details(table, log, u"stop"_s),
            u"The job was not stopped.: The Ray dashboard at 10.0.0.5:8265 cannot be reached: "
            "Connection refused. Try again."_s);
    }

    // Words no catalog knows (a server's message, a hand-edited line) stay exactly as written.
    void unknownWordsStayAsTheyWere()
    {
        const QString words = u"admission webhook \"vmray.broadcom.com\" denied the request: %1"_s;
        writeOldLog({ oldLine(u"x"_s, words),
            oldLine(u"tail"_s, u"The job stopped. and then something else"_s) });
        installTranslations(QLocale(QLocale::German));
        TaskLog log(path(), 500, nullptr, &readShippedTaskWords);
        TaskPresentation table;
        table.setSourceModel(&log);
        QCOMPARE(details(table, log, u"x"_s), words);
        // A known sentence followed by a server's words: the sentence is read, the rest kept.
        QCOMPARE(
            details(table, log, u"tail"_s), u"Der Job wurde gestoppt. and then something else"_s);
    }
};

QTEST_MAIN(TestTaskLanguage)
#include "tst_task_language.moc"
