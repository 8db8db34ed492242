// The presentation proxy's words, ages and colours for typical values, and the All VMs stack
// (FleetVmModel → PresentationProxy → QSortFilterProxyModel, as FleetWindow builds it) under
// QAbstractItemModelTester: rows fed directly, sorted by the raw sort role, filtered by words.
#include "items/fleetvmmodel.h"
#include "presentation.h"
#include "ray/clusterstate.h"
#include "ray/taskrecord.h"
#include "vmop/vmoperator.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QPalette>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using ray::FleetVmModel;
using ray::FleetVmRow;

namespace {
constexpr auto fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

QDateTime ago(qint64 seconds)
{
    return QDateTime::currentDateTimeUtc().addSecs(-seconds);
}

QStringList column(const QAbstractItemModel &m, int column, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, column).data(role).toString();
    return out;
}

FleetVmRow vm(const QString &ns,
    const QString &name,
    const QString &cluster,
    vmop::PowerState power,
    const QDateTime &created)
{
    FleetVmRow r;
    r.ns = ns;
    r.name = name;
    r.cluster = cluster;
    r.head = name.endsWith(u"-head"_s);
    r.power = power;
    r.created = created;
    r.vmClass = u"best-effort-small"_s;
    return r;
}

// The sort and filter proxy of FleetWindow, set up as it sets it up.
void setUpAsFleetWindow(QSortFilterProxyModel &sort, PresentationProxy &words)
{
    sort.setSourceModel(&words);
    sort.setSortRole(SortRole);
    sort.setFilterKeyColumn(-1);
    sort.setFilterCaseSensitivity(Qt::CaseInsensitive);
}
} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statesInWords()
    {
        using ray::ClusterHealth;
        using ray::NodePhase;
        QCOMPARE(PresentationProxy::clusterHealthText(int(ClusterHealth::Starting)), u"Starting"_s);
        QCOMPARE(PresentationProxy::clusterHealthText(int(ClusterHealth::Healthy)), u"Healthy"_s);
        QCOMPARE(PresentationProxy::clusterHealthText(int(ClusterHealth::Degraded)), u"Degraded"_s);
        QCOMPARE(PresentationProxy::clusterHealthText(int(ClusterHealth::Failed)), u"Failed"_s);
        QCOMPARE(PresentationProxy::clusterHealthText(int(ClusterHealth::Deleting)), u"Deleting"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Pending)), u"Pending"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Creating)), u"Creating"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Starting)), u"Starting"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Running)), u"Running"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Failed)), u"Failed"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Deleting)), u"Deleting"_s);
        QCOMPARE(PresentationProxy::nodePhaseText(int(NodePhase::Removing)), u"Removing"_s);
        QCOMPARE(PresentationProxy::powerText(int(vmop::PowerState::PoweredOn)), u"On"_s);
        QCOMPARE(PresentationProxy::powerText(int(vmop::PowerState::PoweredOff)), u"Off"_s);
        QCOMPARE(PresentationProxy::powerText(int(vmop::PowerState::Suspended)), u"Suspended"_s);
        // Not known, or a value from a newer model: nothing rather than a wrong word.
        QCOMPARE(PresentationProxy::powerText(int(vmop::PowerState::Unknown)), QString());
        QCOMPARE(PresentationProxy::powerText(99), QString());
        QCOMPARE(PresentationProxy::clusterHealthText(99), QString());
        QCOMPARE(PresentationProxy::nodePhaseText(-1), QString());
        QCOMPARE(PresentationProxy::nodeRoleText(int(ray::NodeRole::Head)), u"head"_s);
        QCOMPARE(PresentationProxy::nodeRoleText(int(ray::NodeRole::Worker)), u"worker"_s);
        QCOMPARE(PresentationProxy::nodeRoleText(7), QString());
        QCOMPARE(PresentationProxy::taskKindText(int(TaskRecord::Kind::CreateCluster)),
            u"Create Ray cluster"_s);
        QCOMPARE(PresentationProxy::taskKindText(int(TaskRecord::Kind::DeleteCluster)),
            u"Delete Ray cluster"_s);
        QCOMPARE(PresentationProxy::taskKindText(int(TaskRecord::Kind::RecreateNode)),
            u"Recreate node"_s);
        QCOMPARE(PresentationProxy::taskStateText(int(TaskRecord::State::Running)), u"Running"_s);
        QCOMPARE(
            PresentationProxy::taskStateText(int(TaskRecord::State::Succeeded)), u"Completed"_s);
        QCOMPARE(PresentationProxy::taskStateText(int(TaskRecord::State::Failed)), u"Failed"_s);
        QCOMPARE(PresentationProxy::taskStateText(int(TaskRecord::State::Interrupted)),
            u"Interrupted"_s);
        QCOMPARE(PresentationProxy::taskKindText(-1), QString());
        QCOMPARE(PresentationProxy::taskStateText(9), QString());
    }

    void agesInWords_data()
    {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("words");
        QTest::newRow("just now") << qint64(0) << u"0s"_s;
        QTest::newRow("under two minutes, in seconds") << qint64(119) << u"119s"_s;
        QTest::newRow("two minutes") << qint64(120) << u"2m"_s;
        QTest::newRow("under an hour, in minutes") << qint64(3599) << u"59m"_s;
        QTest::newRow("an hour") << qint64(3600) << u"1h 0m"_s;
        QTest::newRow("hours and minutes") << qint64(3 * 3600 + 25 * 60 + 59) << u"3h 25m"_s;
        QTest::newRow("a day") << qint64(86400) << u"1d 0h"_s;
        QTest::newRow("days and hours") << qint64(2 * 86400 + 5 * 3600 + 3599) << u"2d 5h"_s;
        QTest::newRow("a clock ahead of ours") << qint64(-300) << u"0s"_s;
    }
    void agesInWords()
    {
        QFETCH(qint64, seconds);
        QFETCH(QString, words);
        const QDateTime now(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
        QCOMPARE(PresentationProxy::ageText(now.addSecs(-seconds), now), words);
    }

    void noTimeNoAge()
    {
        QCOMPARE(
            PresentationProxy::ageText(QDateTime(), QDateTime::currentDateTimeUtc()), QString());
    }

    void coloursTellStatesApartOnLightAndDarkThemes()
    {
        using ray::ClusterHealth;
        const QPalette original = QApplication::palette();
        QPalette light = original;
        light.setColor(QPalette::Window, Qt::white);
        QApplication::setPalette(light);
        const QColor healthyOnLight = PresentationProxy::healthColor(int(ClusterHealth::Healthy));
        const QColor failedOnLight = PresentationProxy::healthColor(int(ClusterHealth::Failed));
        const QColor degradedOnLight = PresentationProxy::healthColor(int(ClusterHealth::Degraded));
        QVERIFY(healthyOnLight != failedOnLight);
        QVERIFY(healthyOnLight != degradedOnLight);
        QVERIFY(failedOnLight != degradedOnLight);
        // A node running reads as a cluster healthy, a failed one as a failed one.
        QCOMPARE(PresentationProxy::phaseColor(int(ray::NodePhase::Running)), healthyOnLight);
        QCOMPARE(PresentationProxy::phaseColor(int(ray::NodePhase::Failed)), failedOnLight);

        QPalette dark = original;
        dark.setColor(QPalette::Window, QColor(u"#202020"_s));
        QApplication::setPalette(dark);
        const QColor healthyOnDark = PresentationProxy::healthColor(int(ClusterHealth::Healthy));
        const QColor failedOnDark = PresentationProxy::healthColor(int(ClusterHealth::Failed));
        QApplication::setPalette(original);
        // Lighter marks on a dark window, darker ones on a light window.
        QVERIFY(healthyOnDark.lightness() > healthyOnLight.lightness());
        QVERIFY(failedOnDark.lightness() > failedOnLight.lightness());
        QVERIFY(!PresentationProxy::stateMark(failedOnDark).isNull());
    }

    void allVmsInWordsSortedAndFiltered()
    {
        using vmop::PowerState;
        FleetVmModel model;
        FleetVmPresentation words;
        words.setSourceModel(&model);
        QSortFilterProxyModel sort;
        setUpAsFleetWindow(sort, words);
        QAbstractItemModelTester wordsTester(&words, fatal);
        QAbstractItemModelTester sortTester(&sort, fatal);
        sort.sort(FleetVmModel::Namespace, Qt::AscendingOrder); // as the window opens

        FleetVmRow gone = vm(u"ray-dev"_s,
            u"old-worker"_s,
            u"gone"_s,
            PowerState::Suspended,
            ago(3 * 86400 + 5 * 3600 + 600));
        gone.clusterGone = true;
        FleetVmRow lacking = vm(
            u"analytics"_s, u"etl-worker-1"_s, u"etl"_s, PowerState::PoweredOff, ago(5 * 60 + 10));
        lacking.problem = u"VirtualMachineClassReady: class best-effort-xlarge not found"_s;
        model.upsert({ vm(u"ray-dev"_s, u"jump-box"_s, {}, PowerState::PoweredOn, QDateTime()),
            gone,
            vm(u"analytics"_s,
                u"etl-head"_s,
                u"etl"_s,
                PowerState::PoweredOn,
                ago(2 * 3600 + 1820)),
            lacking });
        QCOMPARE(sort.rowCount(), 4);
        QCOMPARE(column(sort, FleetVmModel::Namespace),
            (QStringList { u"analytics"_s, u"analytics"_s, u"ray-dev"_s, u"ray-dev"_s }));

        // Words for the values: power, role, age and the problem a user looks for.
        sort.sort(FleetVmModel::Name, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Name),
            (QStringList { u"etl-head"_s, u"etl-worker-1"_s, u"jump-box"_s, u"old-worker"_s }));
        QCOMPARE(column(sort, FleetVmModel::Power),
            (QStringList { u"On"_s, u"Off"_s, u"On"_s, u"Suspended"_s }));
        QCOMPARE(column(sort, FleetVmModel::Role),
            (QStringList { u"head"_s, u"worker"_s, QString(), u"worker"_s }));
        QCOMPARE(column(sort, FleetVmModel::Age),
            (QStringList { u"2h 30m"_s, u"5m"_s, QString(), u"3d 5h"_s }));
        QCOMPARE(column(sort, FleetVmModel::Problem),
            (QStringList { QString(),
                lacking.problem,
                QString(),
                u"Its Ray cluster gone no longer exists."_s }));
        QVERIFY(!sort.index(0, FleetVmModel::Age).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(sort.index(3, FleetVmModel::Problem).data(Qt::ToolTipRole).toString(),
            u"Its Ray cluster gone no longer exists."_s);
        QCOMPARE(sort.headerData(FleetVmModel::Power, Qt::Horizontal).toString(), u"Power"_s);
        QCOMPARE(
            sort.headerData(FleetVmModel::Cluster, Qt::Horizontal).toString(), u"Ray cluster"_s);
        QCOMPARE(sort.headerData(FleetVmModel::Problem, Qt::Horizontal).toString(), u"Problem"_s);

        // Ages sort as times (the oldest first; none known, first of all), not as their words.
        sort.sort(FleetVmModel::Age, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Name),
            (QStringList { u"jump-box"_s, u"old-worker"_s, u"etl-head"_s, u"etl-worker-1"_s }));
        sort.sort(FleetVmModel::Age, Qt::DescendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Age),
            (QStringList { u"5m"_s, u"2h 30m"_s, u"3d 5h"_s, QString() }));

        // The filter reads the words: "off" finds the VM that is off, not the raw number.
        sort.setFilterFixedString(u"off"_s);
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"etl-worker-1"_s }));
        sort.setFilterFixedString(u"no longer exists"_s);
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"old-worker"_s }));
        sort.setFilterFixedString(u"SUSPENDED"_s);
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"old-worker"_s }));

        // Rows change under the filter: the head powered off joins, the worker powered on goes.
        sort.setFilterFixedString(u"off"_s);
        FleetVmRow head = vm(
            u"analytics"_s, u"etl-head"_s, u"etl"_s, PowerState::PoweredOff, ago(2 * 3600 + 1820));
        FleetVmRow worker = lacking;
        worker.power = PowerState::PoweredOn;
        model.upsert({ head, worker });
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"etl-head"_s }));
        QCOMPARE(sort.index(0, FleetVmModel::Power).data().toString(), u"Off"_s);

        // Removed, relisted, emptied.
        sort.setFilterFixedString({});
        model.removeKeys({ gone.key() });
        QCOMPARE(sort.rowCount(), 3);
        model.assign({ head, vm(u"batch"_s, u"spare"_s, {}, PowerState::PoweredOff, ago(90)) });
        sort.sort(FleetVmModel::Name, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"etl-head"_s, u"spare"_s }));
        model.assign({});
        QCOMPARE(sort.rowCount(), 0);
    }

    // The window's filter and sort read a row's words and keys from its record, not from its
    // cells: they must agree with the cells, for every kind of row.
    void allVmsRowMatchAndKeysAreTheCells()
    {
        using vmop::PowerState;
        FleetVmModel model;
        FleetVmPresentation words;
        words.setSourceModel(&model);
        FleetVmRow gone = vm(
            u"ray-dev"_s, u"old-worker"_s, u"gone"_s, PowerState::Suspended, ago(3 * 86400 + 600));
        gone.clusterGone = true;
        gone.supervisor = u"wcp-2"_s;
        FleetVmRow deleting =
            vm(u"ray-dev"_s, u"etl-head"_s, u"etl"_s, PowerState::PoweredOn, ago(2 * 3600 + 1820));
        deleting.deleting = true;
        deleting.ip = u"10.0.0.7"_s;
        deleting.image = u"vmi-0123456789abcdef0"_s;
        FleetVmRow lacking = vm(
            u"analytics"_s, u"etl-worker-1"_s, u"etl"_s, PowerState::PoweredOff, ago(5 * 60 + 10));
        lacking.problem = u"VirtualMachineClassReady: class best-effort-xlarge not found"_s;
        lacking.image = u"vmi-0123456789abcdef0"_s;
        lacking.imageName = u"ray-2.40-ubuntu"_s;
        model.upsert({ vm(u"ray-dev"_s, u"jump-box"_s, {}, PowerState::Unknown, QDateTime()),
            gone,
            deleting,
            lacking });
        QCOMPARE(model.rowCount(), 4);
        // Every cell's words, parts of them in another case, and words no cell shows.
        QStringList filters { u"nothing shows this"_s, u"1m"_s, u"d 0h"_s, u"3d"_s, u"x"_s };
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int c = 0; c < FleetVmModel::ColumnCount; ++c) {
                const QString cell = words.index(row, c).data().toString();
                filters << cell << cell.mid(1, 4).toUpper() << cell.right(3);
                QCOMPARE(FleetVmPresentation::sortKey(model.rowAt(row), c),
                    words.index(row, c).data(SortRole));
            }
        }
        filters.removeAll(QString());
        for (const QString &filter : std::as_const(filters)) {
            const auto shows = FleetVmPresentation::rowMatch(filter);
            for (int row = 0; row < model.rowCount(); ++row) {
                bool cellShows = false;
                for (int c = 0; c < FleetVmModel::ColumnCount; ++c)
                    cellShows |=
                        words.index(row, c).data().toString().contains(filter, Qt::CaseInsensitive);
                QVERIFY2(shows(model.rowAt(row)) == cellShows,
                    qPrintable(u"row %1, \"%2\""_s.arg(row).arg(filter)));
            }
        }
    }

    void allVmsSortAddressesByNumber()
    {
        FleetVmModel model;
        FleetVmPresentation words;
        words.setSourceModel(&model);
        QSortFilterProxyModel sort;
        setUpAsFleetWindow(sort, words);
        QList<FleetVmRow> rows;
        for (const QString &ip : { u"10.0.0.10"_s,
                 u"10.0.0.9"_s,
                 u"fd00::2"_s,
                 QString(),
                 u"9.255.255.255"_s,
                 u"10.0.1.1"_s }) {
            FleetVmRow row = vm(u"ray-dev"_s,
                u"vm-"_s + (ip.isEmpty() ? u"none"_s : ip),
                {},
                vmop::PowerState::PoweredOn,
                ago(60));
            row.ip = ip;
            rows << row;
        }
        model.upsert(rows);
        sort.sort(FleetVmModel::Ip, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Ip),
            (QStringList { QString(),
                u"9.255.255.255"_s,
                u"10.0.0.9"_s,
                u"10.0.0.10"_s,
                u"10.0.1.1"_s,
                u"fd00::2"_s }));
    }

    // A VM's problem in words: left behind first, then being deleted, else the server's words;
    // the column sorts and filters by what it reads.
    void problemsInWordsSortedAndFiltered()
    {
        using vmop::PowerState;
        FleetVmModel model;
        FleetVmPresentation words;
        words.setSourceModel(&model);
        QSortFilterProxyModel sort;
        setUpAsFleetWindow(sort, words);
        QAbstractItemModelTester sortTester(&sort, fatal);

        FleetVmRow deleting = vm(u"ns"_s, u"a-deleting"_s, u"ray"_s, PowerState::PoweredOff, {});
        deleting.deleting = true;
        FleetVmRow gone = vm(u"ns"_s, u"b-gone"_s, u"old"_s, PowerState::PoweredOn, {});
        gone.clusterGone = true;
        gone.problem = u"Ready: not ready"_s; // left behind says more
        FleetVmRow condition = vm(u"ns"_s, u"c-condition"_s, {}, PowerState::PoweredOn, {});
        condition.problem = u"GuestCustomization: Pending"_s;
        const FleetVmRow fine = vm(u"ns"_s, u"d-fine"_s, u"ray"_s, PowerState::PoweredOn, {});
        model.upsert({ deleting, gone, condition, fine });

        sort.sort(FleetVmModel::Name, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Problem),
            (QStringList { u"Being deleted."_s,
                u"Its Ray cluster old no longer exists."_s,
                condition.problem,
                QString() }));
        QCOMPARE(column(sort, FleetVmModel::Problem, Qt::ToolTipRole),
            column(sort, FleetVmModel::Problem));
        QCOMPARE(column(sort, FleetVmModel::Name, HasProblemRole),
            (QStringList { u"true"_s, u"true"_s, u"true"_s, u"false"_s }));

        // By the words: none, "Being…", "GuestCustomization…", "Its Ray cluster…".
        sort.sort(FleetVmModel::Problem, Qt::AscendingOrder);
        QCOMPARE(column(sort, FleetVmModel::Name),
            (QStringList { u"d-fine"_s, u"a-deleting"_s, u"c-condition"_s, u"b-gone"_s }));
        // A VM that is no Ray node sorts before the heads and workers.
        sort.sort(FleetVmModel::Role, Qt::AscendingOrder);
        QCOMPARE(sort.index(0, FleetVmModel::Name).data().toString(), u"c-condition"_s);

        sort.setFilterFixedString(u"being deleted"_s);
        QCOMPARE(column(sort, FleetVmModel::Name), (QStringList { u"a-deleting"_s }));
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
