// The main window's tables under QAbstractItemModelTester: its own sort proxies (natural name
// order, the raw sort role, the filter box) over presentation proxies set up as it sets them up,
// over cluster, node, event and task rows fed directly, without a Supervisor; and how the pane
// tables share their width out among the columns.
#include "items/clustertablemodel.h"
#include "items/eventtablemodel.h"
#include "items/tasklog.h"
#include "mainwindow.h"
#include "panes/paneviews.h"
#include "presentation.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QHeaderView>
#include <QIcon>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

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

bool hasMark(const QModelIndex &index)
{
    return !qvariant_cast<QIcon>(index.data(Qt::DecorationRole)).isNull();
}

// The window's sort and filter proxy of one of its tables.
QSortFilterProxyModel *sortOf(const MainWindow &window, const QString &table)
{
    const auto *view = window.findChild<QTableView *>(table);
    return view ? qobject_cast<QSortFilterProxyModel *>(view->model()) : nullptr;
}

ray::ClusterSummary cluster(const QString &name,
    ray::ClusterHealth health,
    int running,
    int desired,
    const QDateTime &created)
{
    ray::ClusterSummary c;
    c.name = name;
    c.health = health;
    c.workersRunning = running;
    c.workersDesired = desired;
    c.minWorkers = 1;
    c.maxWorkers = 10;
    c.created = created;
    return c;
}

ray::NodeRow node(const QString &name,
    ray::NodePhase phase,
    vmop::PowerState power,
    const QDateTime &created,
    const QDateTime &since)
{
    ray::NodeRow n;
    n.name = name;
    n.role = name.endsWith(u"-head"_s) ? ray::NodeRole::Head : ray::NodeRole::Worker;
    n.phase = phase;
    n.power = power;
    n.created = created;
    n.since = since;
    n.hasVm = power != vmop::PowerState::Unknown;
    return n;
}

QJsonObject kubeEvent(const QString &uid,
    const QString &object,
    const QString &type,
    int count,
    const QDateTime &lastSeen)
{
    return { { u"metadata"_s, QJsonObject { { u"uid"_s, uid } } },
        { u"involvedObject"_s,
            QJsonObject { { u"kind"_s, u"VirtualMachine"_s }, { u"name"_s, object } } },
        { u"type"_s, type },
        { u"reason"_s, type == u"Warning"_s ? u"FailedScheduling"_s : u"Created"_s },
        { u"message"_s, QString(u"about "_s + object) },
        { u"count"_s, count },
        { u"lastTimestamp"_s, lastSeen.toString(Qt::ISODate) } };
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

class TestTableStacks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // column state and the task log
        QFile::remove(MainWindow::taskLogPath());
    }

    void columnsFitTheirRowsAndTheMessageTakesTheRest()
    {
        enum { Name, Ip, Message, Age };
        QStandardItemModel rows(0, 4);
        QTableView *view = makePaneTable(u"t"_s, u"t"_s, u"t"_s, nullptr);
        std::unique_ptr<QTableView> owner(view);
        view->setModel(&rows);
        view->resize(900, 300);
        fitColumnsOnFirstRows(view, Message);
        view->show();
        QHeaderView *header = view->horizontalHeader();
        rows.setHorizontalHeaderLabels({ u"Name"_s, u"IP"_s, u"Message"_s, u"Age"_s });
        // Empty, the table is fitted to its titles: none is cut off, the message takes the rest.
        QTRY_COMPARE(header->sectionResizeMode(Message), QHeaderView::Stretch);
        for (int c : { Name, Ip, Age })
            QVERIFY(header->sectionSize(c) >= header->sectionSizeHint(c));
        const auto row = [](const QString &name, const QString &ip, const QString &message) {
            return QList<QStandardItem *> { new QStandardItem(name),
                new QStandardItem(ip),
                new QStandardItem(message),
                new QStandardItem(u"3m"_s) };
        };
        rows.appendRow(row(u"etl-nightly-h-6w0r3"_s, {}, u"Created the virtual machine."_s));
        rows.appendRow(row(u"etl-nightly-w-1"_s, {}, u"Waiting for an IP address."_s));
        const QAbstractItemView *base = view; // where sizeHintForColumn is public
        QTRY_VERIFY(header->sectionSize(Name) >= base->sizeHintForColumn(Name));
        QCOMPARE(header->sectionResizeMode(Message), QHeaderView::Stretch);

        // The others as wide as what they show, the message the rest.
        for (int c : { Name, Age }) {
            QVERIFY(header->sectionSize(c) >= base->sizeHintForColumn(c));
            QVERIFY(header->sectionSize(c) < header->sectionSize(Message));
        }
        QCOMPARE(header->sectionSize(Name) + header->sectionSize(Ip) + header->sectionSize(Message)
                + header->sectionSize(Age),
            view->viewport()->width());

        // An address that arrives later widens its column; the message gives up the room.
        const int messageWidth = header->sectionSize(Message);
        rows.setData(rows.index(0, Ip), u"192.168.129.120"_s);
        QVERIFY(header->sectionSize(Ip) >= base->sizeHintForColumn(Ip));
        QVERIFY(header->sectionSize(Message) < messageWidth);

        // Another table's rows (a model reset) are fitted anew.
        rows.setRowCount(0);
        rows.clear();
        rows.setColumnCount(4);
        rows.appendRow(row(u"a-much-longer-node-name-than-before-h-1"_s, {}, u"m"_s));
        QTRY_VERIFY(header->sectionSize(Name) >= base->sizeHintForColumn(Name));
    }

    void theViewWithTheFocusShowsItsSelection()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        QStandardItemModel rows(2, 1);
        QTableView *first = makePaneTable(u"first"_s, u"first"_s, u"first"_s, &window);
        QTableView *second = makePaneTable(u"second"_s, u"second"_s, u"second"_s, &window);
        for (QTableView *view : { first, second }) {
            layout->addWidget(view);
            view->setModel(&rows);
            view->selectRow(0);
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const QColor highlight = window.palette().color(QPalette::Active, QPalette::Highlight);
        const auto selectionColour = [](const QTableView *view) {
            return view->palette().color(QPalette::Active, QPalette::Highlight);
        };
        first->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(first->hasFocus());
        QCOMPARE(selectionColour(first), highlight);
        QVERIFY(selectionColour(second) != highlight);
        second->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(second->hasFocus());
        QCOMPARE(selectionColour(second), highlight);
        QVERIFY(selectionColour(first) != highlight);
    }

    void clusters()
    {
        using ray::ClusterHealth;
        ClusterTableModel model;
        ClusterPresentation words; // as MainWindow sets it up
        words.setSourceModel(&model);
        ClusterTableModel otherModel; // another namespace's
        ClusterPresentation otherWords;
        otherWords.setSourceModel(&otherModel);
        MainWindow window;
        QSortFilterProxyModel *sort = sortOf(window, u"clusters"_s);
        QVERIFY(sort);
        QAbstractItemModelTester wordsTester(&words, fatal);
        QAbstractItemModelTester sortTester(sort, fatal);
        sort->setSourceModel(&words);
        auto *view = window.findChild<QTableView *>(u"clusters"_s);
        view->sortByColumn(ClusterTableModel::Name, Qt::AscendingOrder);

        ray::ClusterSummary failed = cluster(u"ray-2"_s, ClusterHealth::Failed, 2, 3, ago(310));
        failed.reason = u"VM class best-effort-xlarge not found"_s;
        model.upsert({ cluster(u"ray-10"_s, ClusterHealth::Healthy, 10, 10, ago(278400)),
            cluster(u"ray-9"_s, ClusterHealth::Degraded, 9, 10, ago(9020)),
            failed,
            cluster(u"alpha"_s, ClusterHealth::Starting, 5, 5, QDateTime()) });

        // Names in the order people read them; states, workers and ages in words.
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"alpha"_s, u"ray-2"_s, u"ray-9"_s, u"ray-10"_s }));
        QCOMPARE(column(*sort, ClusterTableModel::State),
            (QStringList { u"Starting"_s, u"Failed"_s, u"Degraded"_s, u"Healthy"_s }));
        QCOMPARE(column(*sort, ClusterTableModel::Workers),
            (QStringList {
                u"5 / 5 (1–10)"_s, u"2 / 3 (1–10)"_s, u"9 / 10 (1–10)"_s, u"10 / 10 (1–10)"_s }));
        QCOMPARE(column(*sort, ClusterTableModel::Age),
            (QStringList { QString(), u"5m"_s, u"2h 30m"_s, u"3d 5h"_s }));
        QCOMPARE(sort->index(1, ClusterTableModel::Reason).data().toString(), failed.reason);
        for (int r = 0; r < 4; ++r) {
            QVERIFY(hasMark(sort->index(r, ClusterTableModel::State)));
            QVERIFY(!hasMark(sort->index(r, ClusterTableModel::Name)));
        }
        QVERIFY(!sort->index(1, ClusterTableModel::Age).data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(sort->index(0, ClusterTableModel::Age).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(
            sort->headerData(ClusterTableModel::Workers, Qt::Horizontal).toString(), u"Workers"_s);
        QCOMPARE(
            sort->headerData(ClusterTableModel::HeadIp, Qt::Horizontal).toString(), u"Head IP"_s);

        // Numbers sort as numbers, ages as times, states in their order rather than by word.
        view->sortByColumn(ClusterTableModel::Workers, Qt::AscendingOrder);
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"ray-2"_s, u"alpha"_s, u"ray-9"_s, u"ray-10"_s }));
        view->sortByColumn(ClusterTableModel::Age, Qt::AscendingOrder);
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"alpha"_s, u"ray-10"_s, u"ray-9"_s, u"ray-2"_s }));
        view->sortByColumn(ClusterTableModel::State, Qt::AscendingOrder);
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"alpha"_s, u"ray-10"_s, u"ray-9"_s, u"ray-2"_s }));

        // A change moves the row to its new place while sorted by state.
        model.upsert({ cluster(u"alpha"_s, ClusterHealth::Deleting, 5, 5, QDateTime()) });
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"ray-10"_s, u"ray-9"_s, u"ray-2"_s, u"alpha"_s }));
        QCOMPARE(sort->index(3, ClusterTableModel::State).data().toString(), u"Deleting"_s);

        // Rows come and go in their sorted places as they change.
        view->sortByColumn(ClusterTableModel::Name, Qt::AscendingOrder);
        model.upsert({ cluster(u"ray-10"_s, ClusterHealth::Degraded, 9, 10, ago(278400)) });
        QCOMPARE(column(*sort, ClusterTableModel::State),
            (QStringList { u"Deleting"_s, u"Failed"_s, u"Degraded"_s, u"Degraded"_s }));
        model.removeKeys({ u"ray-9"_s });
        QCOMPARE(column(*sort, ClusterTableModel::Name),
            (QStringList { u"alpha"_s, u"ray-2"_s, u"ray-10"_s }));

        // A relist, then another namespace opened: the table follows without a stale row.
        model.assign({ failed, cluster(u"ray-11"_s, ClusterHealth::Starting, 0, 2, ago(30)) });
        QCOMPARE(sort->rowCount(), 2);
        sort->setSourceModel(nullptr);
        otherModel.upsert({ cluster(u"cv"_s, ClusterHealth::Healthy, 1, 1, ago(600)) });
        sort->setSourceModel(&otherWords);
        QCOMPARE(column(*sort, ClusterTableModel::Name), (QStringList { u"cv"_s }));
        otherModel.upsert({ cluster(u"batch"_s, ClusterHealth::Healthy, 1, 1, ago(600)) });
        model.upsert({ cluster(u"ray-12"_s, ClusterHealth::Healthy, 1, 1, ago(600)) });
        QCOMPARE(sort->rowCount(), 2);
    }

    void nodes()
    {
        using ray::NodePhase;
        using vmop::PowerState;
        NodeTableModel model;
        NodePresentation words; // as MainWindow sets it up
        words.setSourceModel(&model);
        MainWindow window;
        QSortFilterProxyModel *sort = sortOf(window, u"nodes"_s);
        QVERIFY(sort);
        QAbstractItemModelTester wordsTester(&words, fatal);
        QAbstractItemModelTester sortTester(sort, fatal);
        sort->setSourceModel(&words);
        auto *view = window.findChild<QTableView *>(u"nodes"_s);
        view->sortByColumn(NodeTableModel::Name, Qt::AscendingOrder);

        const ray::NodeRow creating = node(
            u"ray-10-worker-10"_s, NodePhase::Creating, PowerState::PoweredOff, ago(310), ago(310));
        model.upsert({ node(u"ray-10-head"_s,
                           NodePhase::Running,
                           PowerState::PoweredOn,
                           ago(9020),
                           ago(7820)),
            creating,
            node(u"ray-10-worker-9"_s,
                NodePhase::Running,
                PowerState::PoweredOn,
                ago(278400),
                ago(94200)),
            node(u"ray-10-worker-2"_s, NodePhase::Pending, PowerState::Unknown, {}, ago(2420)) });

        QCOMPARE(column(*sort, NodeTableModel::Name),
            (QStringList { u"ray-10-head"_s,
                u"ray-10-worker-2"_s,
                u"ray-10-worker-9"_s,
                u"ray-10-worker-10"_s }));
        QCOMPARE(column(*sort, NodeTableModel::Role),
            (QStringList { u"head"_s, u"worker"_s, u"worker"_s, u"worker"_s }));
        QCOMPARE(column(*sort, NodeTableModel::State),
            (QStringList { u"Running"_s, u"Pending"_s, u"Running"_s, u"Creating"_s }));
        // No VM yet: no power state, no age.
        QCOMPARE(column(*sort, NodeTableModel::Power),
            (QStringList { u"On"_s, QString(), u"On"_s, u"Off"_s }));
        QCOMPARE(column(*sort, NodeTableModel::Age),
            (QStringList { u"2h 30m"_s, QString(), u"3d 5h"_s, u"5m"_s }));
        QCOMPARE(column(*sort, NodeTableModel::InStateFor),
            (QStringList { u"2h 10m"_s, u"40m"_s, u"1d 2h"_s, u"5m"_s }));
        QVERIFY(hasMark(sort->index(0, NodeTableModel::State)));
        QVERIFY(!hasMark(sort->index(0, NodeTableModel::Power)));
        QCOMPARE(sort->headerData(NodeTableModel::Name, Qt::Horizontal).toString(), u"VM"_s);
        QCOMPARE(sort->headerData(NodeTableModel::InStateFor, Qt::Horizontal).toString(),
            u"Time in state"_s);

        // By role the head comes first, last when reversed; times in state sort as times.
        view->sortByColumn(NodeTableModel::Role, Qt::AscendingOrder);
        QCOMPARE(sort->index(0, NodeTableModel::Name).data().toString(), u"ray-10-head"_s);
        view->sortByColumn(NodeTableModel::Role, Qt::DescendingOrder);
        QCOMPARE(sort->index(3, NodeTableModel::Name).data().toString(), u"ray-10-head"_s);
        view->sortByColumn(NodeTableModel::InStateFor, Qt::AscendingOrder);
        QCOMPARE(column(*sort, NodeTableModel::Name),
            (QStringList { u"ray-10-worker-9"_s,
                u"ray-10-head"_s,
                u"ray-10-worker-2"_s,
                u"ray-10-worker-10"_s }));
        view->sortByColumn(NodeTableModel::State, Qt::AscendingOrder);
        QCOMPARE(column(*sort, NodeTableModel::State),
            (QStringList { u"Pending"_s, u"Creating"_s, u"Running"_s, u"Running"_s }));

        // The VM powered off comes on: its row moves to its new place.
        ray::NodeRow running = creating;
        running.phase = NodePhase::Running;
        running.power = PowerState::PoweredOn;
        running.since = ago(5);
        model.upsert({ running });
        QCOMPARE(sort->rowCount(), 4);
        QCOMPARE(column(*sort, NodeTableModel::State),
            (QStringList { u"Pending"_s, u"Running"_s, u"Running"_s, u"Running"_s }));

        // Scaled down: the workers go, the head stays.
        model.removeKeys({ u"ray-10-worker-2"_s, u"ray-10-worker-9"_s, u"ray-10-worker-10"_s });
        QCOMPARE(column(*sort, NodeTableModel::Name), (QStringList { u"ray-10-head"_s }));
    }

    void eventsOfTheSelectedCluster()
    {
        EventTableModel model;
        EventFilterModel selected; // as WorkspaceModels stacks them
        selected.setSourceModel(&model);
        EventPresentation words; // as MainWindow sets it up
        words.setSourceModel(&selected);
        MainWindow window;
        QSortFilterProxyModel *sort = sortOf(window, u"events"_s);
        QVERIFY(sort);
        QAbstractItemModelTester selectedTester(&selected, fatal);
        QAbstractItemModelTester wordsTester(&words, fatal);
        QAbstractItemModelTester sortTester(sort, fatal);
        sort->setSourceModel(&words);
        auto *view = window.findChild<QTableView *>(u"events"_s);
        view->sortByColumn(EventTableModel::LastSeen, Qt::DescendingOrder); // as it opens

        selected.setObjectNames({ u"ray-10-head"_s, u"ray-10-worker-1"_s });
        addEvents(model,
            { kubeEvent(u"e1"_s, u"ray-10-worker-1"_s, u"Normal"_s, 2, ago(9020)),
                kubeEvent(u"e2"_s, u"ray-10-head"_s, u"Warning"_s, 12, ago(310)),
                kubeEvent(u"e3"_s, u"ray-9-head"_s, u"Normal"_s, 9, ago(70)) });

        // The selected cluster's events only, the newest first; a warning stands out.
        QCOMPARE(column(*sort, EventTableModel::Object),
            (QStringList { u"VirtualMachine/ray-10-head"_s, u"VirtualMachine/ray-10-worker-1"_s }));
        QCOMPARE(column(*sort, EventTableModel::LastSeen), (QStringList { u"5m"_s, u"2h 30m"_s }));
        QCOMPARE(column(*sort, EventTableModel::Type), (QStringList { u"Warning"_s, u"Normal"_s }));
        QVERIFY(hasMark(sort->index(0, EventTableModel::Type)));
        QVERIFY(!hasMark(sort->index(1, EventTableModel::Type)));
        QCOMPARE(
            sort->headerData(EventTableModel::LastSeen, Qt::Horizontal).toString(), u"Last seen"_s);
        for (int c = 0; c < EventTableModel::ColumnCount; ++c) {
            QVERIFY(sort->index(0, c).data(Qt::ForegroundRole).value<QColor>().isValid());
            QVERIFY(!sort->index(1, c).data(Qt::ForegroundRole).isValid());
        }

        // Counts sort as numbers (12 after 2).
        view->sortByColumn(EventTableModel::Count, Qt::AscendingOrder);
        QCOMPARE(column(*sort, EventTableModel::Count), (QStringList { u"2"_s, u"12"_s }));
        view->sortByColumn(EventTableModel::LastSeen, Qt::DescendingOrder);

        // A new event about the cluster comes in at the top; one about another does not show.
        addEvents(model,
            { kubeEvent(u"e4"_s, u"ray-10-worker-1"_s, u"Warning"_s, 1, ago(20)),
                kubeEvent(u"e5"_s, u"ray-9-worker-1"_s, u"Warning"_s, 1, ago(10)) });
        QCOMPARE(column(*sort, EventTableModel::Object),
            (QStringList { u"VirtualMachine/ray-10-worker-1"_s,
                u"VirtualMachine/ray-10-head"_s,
                u"VirtualMachine/ray-10-worker-1"_s }));
        // An event repeats: its count and time move, it rises to the top.
        addEvents(model, { kubeEvent(u"e1"_s, u"ray-10-worker-1"_s, u"Normal"_s, 3, ago(1)) });
        QCOMPARE(column(*sort, EventTableModel::Count), (QStringList { u"3"_s, u"1"_s, u"12"_s }));
        // Expired events go.
        removeEvents(model, { kubeEvent(u"e2"_s, u"ray-10-head"_s, u"Warning"_s, 12, ago(310)) });
        QCOMPARE(sort->rowCount(), 2);

        // Another cluster selected, then none.
        selected.setObjectNames({ u"ray-9-head"_s, u"ray-9-worker-1"_s });
        QCOMPARE(column(*sort, EventTableModel::Object),
            (QStringList { u"VirtualMachine/ray-9-worker-1"_s, u"VirtualMachine/ray-9-head"_s }));
        selected.setObjectNames({});
        QCOMPARE(sort->rowCount(), 0);
    }

    void recentTasks()
    {
        MainWindow window; // its task table is whole: TaskLog → PresentationProxy → sort proxy
        QSortFilterProxyModel *sort = sortOf(window, u"tasks"_s);
        QVERIFY(sort);
        auto *words = qobject_cast<PresentationProxy *>(sort->sourceModel());
        QVERIFY(words);
        auto *log = qobject_cast<TaskLog *>(words->sourceModel());
        QVERIFY(log);
        QAbstractItemModelTester wordsTester(words, fatal);
        QAbstractItemModelTester sortTester(sort, fatal);
        const int before = sort->rowCount();

        const QString create = log->begin(TaskRecord::Kind::CreateCluster,
            u"Lab"_s,
            u"ray-dev"_s,
            u"ray-10"_s,
            u"admin@vsphere.local"_s);
        const QString remove = log->begin(TaskRecord::Kind::DeleteCluster,
            u"Lab"_s,
            u"ray-dev"_s,
            u"ray-9"_s,
            u"admin@vsphere.local"_s);
        const QString recreate = log->begin(TaskRecord::Kind::RecreateNode,
            u"Lab"_s,
            u"ray-dev"_s,
            u"ray-10/ray-10-worker-2"_s,
            u"admin@vsphere.local"_s);
        QCOMPARE(sort->rowCount(), before + 3);
        log->finish(remove, TaskRecord::State::Failed, u"Deleting the VMs"_s, u"403 Forbidden"_s);
        log->finish(create, TaskRecord::State::Succeeded, u"Created"_s);

        sort->sort(TaskLog::Target, Qt::AscendingOrder);
        QCOMPARE(column(*sort, TaskLog::Target),
            (QStringList {
                u"ray-dev/ray-9"_s, u"ray-dev/ray-10"_s, u"ray-dev/ray-10/ray-10-worker-2"_s }));
        QCOMPARE(column(*sort, TaskLog::Task),
            (QStringList { u"Delete Ray cluster"_s, u"Create Ray cluster"_s, u"Recreate node"_s }));
        QCOMPARE(column(*sort, TaskLog::Status),
            (QStringList { u"Failed"_s, u"Completed"_s, u"Running"_s }));
        QCOMPARE(sort->headerData(TaskLog::Finished, Qt::Horizontal).toString(), u"Completed"_s);
        // Times as clock times, in full in the tooltip; a running task has not finished.
        QVERIFY(!sort->index(0, TaskLog::Started).data().toString().isEmpty());
        QVERIFY(!sort->index(0, TaskLog::Started).data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!sort->index(1, TaskLog::Finished).data().toString().isEmpty());
        QVERIFY(sort->index(2, TaskLog::Finished).data().toString().isEmpty());
        // States sort by their words, as they read.
        sort->sort(TaskLog::Status, Qt::AscendingOrder);
        QCOMPARE(column(*sort, TaskLog::Status),
            (QStringList { u"Completed"_s, u"Failed"_s, u"Running"_s }));
        sort->sort(TaskLog::Target, Qt::AscendingOrder);
        QCOMPARE(sort->index(0, TaskLog::Details).data().toString(),
            u"Deleting the VMs: 403 Forbidden"_s);
        // Each state has its mark; a failure is also written in the warning red.
        const auto mark = [&](int row) {
            return qvariant_cast<QIcon>(sort->index(row, TaskLog::Status).data(Qt::DecorationRole))
                .cacheKey();
        };
        QVERIFY(mark(0) != mark(1));
        QVERIFY(mark(1) != mark(2));
        QVERIFY(sort->index(0, TaskLog::Status).data(Qt::ForegroundRole).value<QColor>().isValid());
        QVERIFY(!sort->index(1, TaskLog::Status).data(Qt::ForegroundRole).isValid());
        QVERIFY(!sort->index(2, TaskLog::Status).data(Qt::ForegroundRole).isValid());

        // A running task that ends changes in place.
        log->finish(recreate, TaskRecord::State::Interrupted, u"The console closed"_s);
        QCOMPARE(sort->index(2, TaskLog::Status).data().toString(), u"Interrupted"_s);
        QVERIFY(mark(2) != mark(0));
    }
};

QTEST_MAIN(TestTableStacks)
#include "tst_table_stacks.moc"
