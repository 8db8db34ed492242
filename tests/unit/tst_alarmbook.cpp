// The alarm book: what a report triggers, raises, eases and clears; acknowledge and reset; the
// roll-up over object paths; the alarms and their history kept across a restart; and the table
// of alarms under the model tester.
#include "items/alarmbook.h"
#include "items/alarmmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
const QDateTime t0 = QDateTime(QDate(2026, 12, 4), QTime(10, 0), Qt::UTC);

AlarmFinding finding(AlarmDefinition d,
    const QString &sv,
    const QString &ns,
    const QString &cluster,
    const QString &node,
    AlarmStatus status,
    const QString &message = u"m"_s)
{
    return { d, { sv, ns, cluster, node }, status, Phrase(message), {} };
}

const QSet<AlarmDefinition> everyDefinition = [] {
    QSet<AlarmDefinition> all;
    for (int i = 0; i < alarmDefinitionCount; ++i)
        all.insert(AlarmDefinition(i));
    return all;
}();

QString keyOf(AlarmDefinition definition, const AlarmPath &path)
{
    Alarm a;
    a.definition = definition;
    a.path = path;
    return a.key();
}

QList<AlarmChange::Kind> kindsOf(const QList<AlarmChange> &changes)
{
    QList<AlarmChange::Kind> kinds;
    for (const AlarmChange &c : changes)
        kinds << c.kind;
    return kinds;
}
} // namespace

class TestAlarmBook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesRoundTrip()
    {
        for (int i = 0; i < alarmDefinitionCount; ++i) {
            const auto d = AlarmDefinition(i);
            QCOMPARE(alarmDefinitionFromName(alarmDefinitionName(d)), d);
        }
        QCOMPARE(alarmStatusFromName(u"red"_s), AlarmStatus::Red);
        QCOMPARE(alarmStatusFromName(u"purple"_s), std::nullopt);
        QCOMPARE(alarmDefinitionFromName(u"cluster-failed"_s), AlarmDefinition::ClusterFailed);
    }

    void shouldTriggerRaiseEaseAndClear()
    {
        AlarmBook book;
        QSignalSpy changed(&book, &AlarmBook::changed);
        const auto failed = finding(
            AlarmDefinition::ClusterFailed, u"sv1"_s, u"ns"_s, u"c"_s, {}, AlarmStatus::Yellow);
        book.report(u"sv1"_s, everyDefinition, { failed }, t0);
        QCOMPARE(changed.count(), 1);
        auto changes = changed.takeFirst().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Triggered });
        QVERIFY(changes.first().isNews());
        QCOMPARE(book.alarms().size(), 1);
        QCOMPARE(book.alarms().first().firstSeen, t0);

        // The same again: nothing new, only the time it was last seen.
        book.report(u"sv1"_s, everyDefinition, { failed }, t0.addSecs(5));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(book.alarms().first().lastSeen, t0.addSecs(5));
        QCOMPARE(book.alarms().first().firstSeen, t0);

        auto red = failed;
        red.status = AlarmStatus::Red;
        book.report(u"sv1"_s, everyDefinition, { red }, t0.addSecs(10));
        changes = changed.takeFirst().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Escalated });
        QCOMPARE(changes.first().before, AlarmStatus::Yellow);
        QVERIFY(changes.first().isNews());

        book.report(u"sv1"_s, everyDefinition, { failed }, t0.addSecs(15));
        changes = changed.takeFirst().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Eased });
        QVERIFY(!changes.first().isNews());

        // No longer found: green, and gone from the triggered alarms.
        book.report(u"sv1"_s, everyDefinition, {}, t0.addSecs(20));
        changes = changed.takeFirst().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Cleared });
        QCOMPARE(changes.first().alarm.status, AlarmStatus::Green);
        QVERIFY(book.alarms().isEmpty());
        QCOMPARE(book.history().size(), 4);
    }

    void shouldClearOnlyWhatTheReportCovers()
    {
        AlarmBook book;
        book.report(u"sv1"_s,
            everyDefinition,
            { finding(
                  AlarmDefinition::ClusterFailed, u"sv1"_s, u"a"_s, u"c"_s, {}, AlarmStatus::Red),
                finding(AlarmDefinition::QuotaNearlyFull,
                    u"sv1"_s,
                    u"a"_s,
                    {},
                    {},
                    AlarmStatus::Yellow) },
            t0);
        book.report(u"sv2"_s,
            everyDefinition,
            { finding(
                AlarmDefinition::ClusterFailed, u"sv2"_s, u"a"_s, u"c"_s, {}, AlarmStatus::Red) },
            t0);
        QCOMPARE(book.alarms().size(), 3);
        // A report of sv1 that could not read quotas says nothing of them; sv2 is not touched.
        book.report(u"sv1"_s, { AlarmDefinition::ClusterFailed }, {}, t0.addSecs(1));
        QCOMPARE(book.alarms().size(), 2);
        QCOMPARE(book.worstUnder({ u"sv1"_s, {}, {}, {} }), AlarmStatus::Yellow);
        QCOMPARE(book.worstUnder({ u"sv2"_s, {}, {}, {} }), AlarmStatus::Red);
        // A finding of another Supervisor in a report is not taken.
        book.report(u"sv1"_s,
            everyDefinition,
            { finding(
                AlarmDefinition::ClusterFailed, u"sv3"_s, u"a"_s, u"c"_s, {}, AlarmStatus::Red) },
            t0.addSecs(2));
        QCOMPARE(book.worstUnder({ u"sv3"_s, {}, {}, {} }), AlarmStatus::Green);
    }

    void shouldRollUpTheWorstStatus()
    {
        AlarmBook book;
        book.report(u"sv"_s,
            everyDefinition,
            { finding(AlarmDefinition::NodeVmProblem,
                  u"sv"_s,
                  u"ns1"_s,
                  u"c1"_s,
                  u"vm1"_s,
                  AlarmStatus::Red),
                finding(AlarmDefinition::ClusterDegraded,
                    u"sv"_s,
                    u"ns1"_s,
                    u"c2"_s,
                    {},
                    AlarmStatus::Yellow),
                finding(AlarmDefinition::SupervisorUnavailable,
                    u"other"_s,
                    {},
                    {},
                    {},
                    AlarmStatus::Gray) },
            t0);
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns1"_s, u"c1"_s, u"vm1"_s }), AlarmStatus::Red);
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns1"_s, u"c1"_s, {} }), AlarmStatus::Red);
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns1"_s, u"c2"_s, {} }), AlarmStatus::Yellow);
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns1"_s, {}, {} }), AlarmStatus::Red);
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns2"_s, {}, {} }), AlarmStatus::Green);
        QCOMPARE(book.worstUnder({ u"sv"_s, {}, {}, {} }), AlarmStatus::Red);
        // A cluster named as another's prefix is another cluster.
        QCOMPARE(book.worstUnder({ u"sv"_s, u"ns1"_s, u"c"_s, {} }), AlarmStatus::Green);
        QCOMPARE(book.worstUnder({}), AlarmStatus::Red); // everything
    }

    void shouldSilenceAnAcknowledgedAlarmUntilItClears()
    {
        AlarmBook book;
        QSignalSpy changed(&book, &AlarmBook::changed);
        auto f = finding(
            AlarmDefinition::ClusterFailed, u"sv"_s, u"ns"_s, u"c"_s, {}, AlarmStatus::Yellow);
        book.report(u"sv"_s, everyDefinition, { f }, t0);
        const QString key = book.alarms().first().key();
        QVERIFY(book.acknowledge(key, u"admin"_s, t0.addSecs(1)));
        QVERIFY(!book.acknowledge(key, u"other"_s, t0.addSecs(2))); // once
        QCOMPARE(book.find(key)->acknowledgedBy, u"admin"_s);
        changed.clear();
        // Worse while acknowledged: recorded, but no news.
        f.status = AlarmStatus::Red;
        book.report(u"sv"_s, everyDefinition, { f }, t0.addSecs(3));
        auto changes = changed.takeFirst().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Escalated });
        QVERIFY(!changes.first().isNews());
        // Green, then found again: news once more, and no longer acknowledged.
        book.report(u"sv"_s, everyDefinition, {}, t0.addSecs(4));
        book.report(u"sv"_s, everyDefinition, { f }, t0.addSecs(5));
        changes = changed.takeLast().first().value<QList<AlarmChange>>();
        QCOMPARE(kindsOf(changes), QList { AlarmChange::Kind::Triggered });
        QVERIFY(changes.first().isNews());
        QVERIFY(!book.find(key)->isAcknowledged());
    }

    void shouldKeepAnEventAlarmUntilItIsReset()
    {
        AlarmBook book;
        const auto dead = finding(
            AlarmDefinition::RayNodeDead, u"sv"_s, u"ns"_s, u"c"_s, u"vm"_s, AlarmStatus::Red);
        book.report(u"sv"_s, everyDefinition, { dead }, t0);
        const QString key = book.alarms().first().key();
        // Ray no longer lists the dead node: the alarm stays.
        book.report(u"sv"_s, everyDefinition, {}, t0.addSecs(60));
        QVERIFY(book.find(key));
        QVERIFY(book.resetToGreen(key, t0.addSecs(61)));
        QVERIFY(!book.find(key));
        QCOMPARE(book.history().last().kind, AlarmChange::Kind::Reset);
        // A state alarm is not reset by hand; it clears when its state does.
        book.report(u"sv"_s,
            everyDefinition,
            { finding(
                AlarmDefinition::ClusterFailed, u"sv"_s, u"ns"_s, u"c"_s, {}, AlarmStatus::Red) },
            t0.addSecs(62));
        QVERIFY(!book.resetToGreen(book.alarms().first().key(), t0.addSecs(63)));
        QCOMPARE(book.alarms().size(), 1);
    }

    void shouldKeepAlarmsAndHistoryAcrossARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"state/alarms.json"_s);
        QString key;
        {
            AlarmBook book(path);
            QVERIFY(book.fileProblem().isEmpty());
            book.report(u"sv"_s,
                everyDefinition,
                { finding(AlarmDefinition::QuotaNearlyFull,
                      u"sv"_s,
                      u"ns"_s,
                      {},
                      {},
                      AlarmStatus::Yellow,
                      u"quota"_s),
                    finding(AlarmDefinition::RayNodeDead,
                        u"sv"_s,
                        u"ns"_s,
                        u"c"_s,
                        u"vm"_s,
                        AlarmStatus::Red) },
                t0);
            key = keyOf(AlarmDefinition::QuotaNearlyFull, { u"sv"_s, u"ns"_s, {}, {} });
            QVERIFY(book.acknowledge(key, u"admin"_s, t0.addSecs(1)));
            // A second console at once: it shows, but does not write over the first one's file.
            AlarmBook second(path);
            QVERIFY(!second.fileProblem().isEmpty());
            QCOMPARE(second.alarms().size(), 2);
            second.report(u"sv"_s, everyDefinition, {}, t0.addSecs(2));
        }
        QVERIFY(!(QFile::permissions(path) & (QFileDevice::ReadOther | QFileDevice::ReadGroup)));
        AlarmBook again(path);
        QVERIFY(again.fileProblem().isEmpty());
        QCOMPARE(again.alarms().size(), 2);
        const Alarm *quota = again.find(key);
        QVERIFY(quota);
        QCOMPARE(quota->acknowledgedBy, u"admin"_s);
        QCOMPARE(quota->acknowledgedAt, t0.addSecs(1));
        QCOMPARE(quota->message, Phrase(u"quota"_s));
        QCOMPARE(quota->firstSeen, t0);
        QCOMPARE(again.history().size(), 3); // two triggered, one acknowledged
        QCOMPARE(again.history().last().kind, AlarmChange::Kind::Acknowledged);
    }

    void shouldStartAnewFromAFileItCannotRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"alarms.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"alarms\": [ {\"definition\": ");
        file.close();
        AlarmBook book(path);
        QVERIFY(!book.fileProblem().isEmpty());
        QVERIFY(book.alarms().isEmpty());
        // Entries it does not know are skipped; the rest is read.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"alarms": [{"definition": "no-such", "supervisor": "sv", "status": "red"},
            {"definition": "cluster-failed", "supervisor": "sv", "status": "red"},
            {"definition": "cluster-failed", "status": "red"}]})");
        file.close();
        AlarmBook known(dir.filePath(u"alarms.json"_s));
        QCOMPARE(known.alarms().size(), 1);
    }

    void shouldBoundItsHistory()
    {
        AlarmBook book({}, 10);
        for (int i = 0; i < 20; ++i) {
            book.report(u"sv"_s,
                everyDefinition,
                { finding(AlarmDefinition::ClusterFailed,
                    u"sv"_s,
                    u"ns"_s,
                    u"c"_s,
                    {},
                    AlarmStatus::Red) },
                t0.addSecs(2 * i));
            book.report(u"sv"_s, everyDefinition, {}, t0.addSecs(2 * i + 1));
        }
        QCOMPARE(book.history().size(), 10);
        QCOMPARE(book.history().last().at, t0.addSecs(39));
    }

    void modelFollowsTheBook()
    {
        AlarmBook book;
        AlarmModel model(&book);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const auto a = finding(AlarmDefinition::ClusterFailed,
            u"sv"_s,
            u"ns"_s,
            u"c1"_s,
            {},
            AlarmStatus::Red,
            u"one"_s);
        const auto b = finding(AlarmDefinition::NodeVmProblem,
            u"sv"_s,
            u"ns"_s,
            u"c1"_s,
            u"vm"_s,
            AlarmStatus::Yellow,
            u"two"_s);
        book.report(u"sv"_s, everyDefinition, { a, b }, t0);
        QCOMPARE(model.rowCount(), 2);
        const int rowB = model.rowOf(keyOf(b.definition, b.path));
        QVERIFY(rowB >= 0);
        QCOMPARE(model.index(rowB, AlarmModel::Status).data(AlarmModel::AlarmStatusRole).toInt(),
            int(AlarmStatus::Yellow));
        QCOMPARE(model.index(rowB, 0).data(AlarmModel::NameRole).toString(), u"vm"_s);
        QCOMPARE(model.index(rowB, AlarmModel::Message).data().value<Phrase>(), Phrase(u"two"_s));
        QCOMPARE(model.index(rowB, AlarmModel::LastSeen).data().toDateTime(), t0);
        QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
        book.report(u"sv"_s, everyDefinition, { a, b }, t0.addSecs(9));
        QCOMPARE(model.index(rowB, AlarmModel::LastSeen).data().toDateTime(), t0.addSecs(9));
        QCOMPARE(dataChanged.count(), 2); // each row's last seen, nothing else
        book.acknowledge(model.index(rowB, 0).data(AlarmModel::IdRole).toString(), u"me"_s, t0);
        QVERIFY(model.index(rowB, 0).data(AlarmModel::AcknowledgedRole).toBool());
        book.report(u"sv"_s, everyDefinition, { a }, t0.addSecs(10));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, AlarmModel::Cluster).data().toString(), u"c1"_s);
    }
};

QTEST_GUILESS_MAIN(TestAlarmBook)
#include "tst_alarmbook.moc"
