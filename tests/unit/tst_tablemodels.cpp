// The cluster, node and event tables under QAbstractItemModelTester with scripted sequences:
// adds, in-place changes (one row's dataChanged only), removals, and a relist that reassigns
// the rows, never with a reset; the event filter follows the objects in view.
#include "items/clustertablemodel.h"
#include "items/eventtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
ray::ClusterSummary cluster(
    const QString &name, ray::ClusterHealth health = ray::ClusterHealth::Starting, int running = 0)
{
    ray::ClusterSummary s;
    s.name = name;
    s.health = health;
    s.workersRunning = running;
    s.workersDesired = 2;
    s.minWorkers = 1;
    s.maxWorkers = 4;
    return s;
}

QStringList names(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, 0).data().toString();
    return out;
}

QJsonObject kubeEvent(const QString &uid, const QString &object, const QString &type = u"Normal"_s)
{
    return { { u"metadata"_s, QJsonObject { { u"uid"_s, uid } } },
        { u"involvedObject"_s,
            QJsonObject { { u"kind"_s, u"VirtualMachine"_s }, { u"name"_s, object } } },
        { u"type"_s, type },
        { u"reason"_s, u"Created"_s },
        { u"message"_s, QString(u"created "_s + object) },
        { u"count"_s, 2 },
        { u"lastTimestamp"_s, u"2026-11-30T01:00:00Z"_s } };
}

// The events as the workspace hands them to the table: read into rows, gone by uid.
void addEvents(EventTableModel &model, const QList<QJsonObject> &events)
{
    QList<ray::EventRow> rows;
    for (const QJsonObject &e : events)
        rows << ray::readEvent(e);
    model.upsert(rows);
}

void removeEvents(EventTableModel &model, const QList<QJsonObject> &events)
{
    QSet<QString> uids;
    for (const QJsonObject &e : events)
        uids.insert(ray::readEvent(e).uid);
    model.removeKeys(uids);
}
} // namespace

class TestTableModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clusterRowsChangeOneByOne()
    {
        ClusterTableModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        model.upsert({ cluster(u"a"_s), cluster(u"b"_s), cluster(u"c"_s) });
        QCOMPARE(names(model), (QStringList { u"a"_s, u"b"_s, u"c"_s }));
        QCOMPARE(model.columnCount(), int(ClusterTableModel::ColumnCount));

        model.upsert({ cluster(u"b"_s) }); // unchanged: no signal at all
        QCOMPARE(changed.count(), 0);
        model.upsert({ cluster(u"b"_s, ray::ClusterHealth::Healthy, 2) });
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(model.index(1, ClusterTableModel::State).data(HealthRole).toInt(),
            int(ray::ClusterHealth::Healthy));
        // The workers as numbers (the presentation words them), sorted by those running.
        const QModelIndex workers = model.index(1, ClusterTableModel::Workers);
        QCOMPARE(workers.data(WorkersRunningRole).toInt(), 2);
        QCOMPARE(workers.data(WorkersDesiredRole).toInt(), 2);
        QCOMPARE(workers.data(MinWorkersRole).toInt(), 1);
        QCOMPARE(workers.data(MaxWorkersRole).toInt(), 4);
        QVERIFY(workers.data(SortRole).toInt()
            > model.index(0, ClusterTableModel::Workers).data(SortRole).toInt());
        // No words of their own: headers and state names are the presentation's.
        QVERIFY(!model.headerData(ClusterTableModel::Workers, Qt::Horizontal).isValid());

        model.removeKeys({ u"a"_s, u"missing"_s });
        QCOMPARE(names(model), (QStringList { u"b"_s, u"c"_s }));
        QCOMPARE(model.rowOf(u"c"_s), 1);
        QCOMPARE(model.find(u"c"_s)->name, u"c"_s);

        // A relist: c is gone, d is new, b changed; b keeps its row.
        model.assign({ cluster(u"b"_s, ray::ClusterHealth::Degraded), cluster(u"d"_s) });
        QCOMPARE(names(model), (QStringList { u"b"_s, u"d"_s }));
        QCOMPARE(model.index(0, ClusterTableModel::State).data().toInt(),
            int(ray::ClusterHealth::Degraded));
        QCOMPARE(removed.count(), 2);
        QCOMPARE(resets.count(), 0);
    }

    // Many rows at once: removals in runs, with every key found at its row whenever a receiver
    // looks during a removal; one key twice in a batch is one row.
    void manyRowsComeAndGoInRuns()
    {
        ClusterTableModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<ray::ClusterSummary> rows;
        for (int i = 0; i < 20; ++i)
            rows << cluster(u"c%1"_s.arg(i));
        rows << cluster(u"c3"_s, ray::ClusterHealth::Healthy); // again, later in the batch
        model.upsert(rows);
        QCOMPARE(model.rowCount(), 20);
        QCOMPARE(model.find(u"c3"_s)->health, ray::ClusterHealth::Healthy);

        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        bool indexRight = true;
        connect(&model, &QAbstractItemModel::rowsRemoved, this, [&] {
            for (int r = 0; r < model.rowCount(); ++r)
                indexRight = indexRight && model.rowOf(model.rowAt(r).name) == r;
        });
        // Rows 2–4 and 10–11 in two runs, 17 alone.
        model.removeKeys({ u"c2"_s, u"c3"_s, u"c4"_s, u"c10"_s, u"c11"_s, u"c17"_s, u"gone"_s });
        QCOMPARE(removed.count(), 3);
        QVERIFY(indexRight);
        QCOMPARE(model.rowCount(), 14);
        QCOMPARE(names(model),
            (QStringList { u"c0"_s,
                u"c1"_s,
                u"c5"_s,
                u"c6"_s,
                u"c7"_s,
                u"c8"_s,
                u"c9"_s,
                u"c12"_s,
                u"c13"_s,
                u"c14"_s,
                u"c15"_s,
                u"c16"_s,
                u"c18"_s,
                u"c19"_s }));
        QCOMPARE(model.find(u"c19"_s)->name, u"c19"_s);
        QVERIFY(!model.find(u"c3"_s));
    }

    void nodeRowsFollowTheirCluster()
    {
        NodeTableModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ray::NodeRow head;
        head.name = u"rc-h-1"_s;
        head.role = ray::NodeRole::Head;
        head.vmClass = u"best-effort-large"_s;
        head.vmClassSize = u"4 vCPU, 16 GiB"_s;
        ray::NodeRow worker;
        worker.name = u"rc-w-1"_s;
        model.assign({ head, worker });
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, NodeTableModel::Role).data().toInt(), int(ray::NodeRole::Head));
        QCOMPARE(model.index(1, NodeTableModel::Name).data(RoleRole).toInt(),
            int(ray::NodeRole::Worker));
        QVERIFY(model.index(0, NodeTableModel::Name).data(IsHeadRole).toBool());
        QVERIFY(!model.headerData(NodeTableModel::Role, Qt::Horizontal).isValid());
        QCOMPARE(model.index(0, NodeTableModel::VmClass).data().toString(),
            u"best-effort-large (4 vCPU, 16 GiB)"_s);
        worker.phase = ray::NodePhase::Running;
        worker.ip = u"10.0.0.3"_s;
        model.assign({ head, worker });
        QCOMPARE(model.index(1, NodeTableModel::State).data(PhaseRole).toInt(),
            int(ray::NodePhase::Running));
        QCOMPARE(model.index(1, NodeTableModel::Ip).data().toString(), u"10.0.0.3"_s);
        model.assign({});
        QCOMPARE(model.rowCount(), 0);
    }

    void eventsAreFilteredToTheObjectsInView()
    {
        EventTableModel model;
        EventFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(
            &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        addEvents(model,
            { kubeEvent(u"1"_s, u"rc-h-1"_s),
                kubeEvent(u"2"_s, u"other-h-1"_s),
                kubeEvent(u"3"_s, u"rc-w-1"_s, u"Warning"_s) });
        QCOMPARE(filter.rowCount(), 0); // nothing in view yet
        filter.setObjectNames({ u"rc"_s, u"rc-h-1"_s, u"rc-w-1"_s });
        QCOMPARE(filter.rowCount(), 2);
        const QModelIndex warning = model.index(model.rowOf(u"3"_s), 0);
        QVERIFY(warning.data(WarningRole).toBool());
        QVERIFY(!model.index(model.rowOf(u"2"_s), 0).data(WarningRole).toBool());
        QCOMPARE(
            model.index(0, EventTableModel::Object).data().toString(), u"VirtualMachine/rc-h-1"_s);
        QCOMPARE(model.index(0, EventTableModel::Count).data().toInt(), 2);
        QCOMPARE(model.index(0, EventTableModel::LastSeen).data().toDateTime(),
            QDateTime(QDate(2026, 11, 30), QTime(1, 0), Qt::UTC));
        addEvents(model, { kubeEvent(u"4"_s, u"rc-w-1"_s) }); // arrives while filtered
        QCOMPARE(filter.rowCount(), 3);
        removeEvents(model, { kubeEvent(u"1"_s, u"rc-h-1"_s) });
        QCOMPARE(filter.rowCount(), 2);
        QCOMPARE(model.rowCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
