// The navigation tree under QAbstractItemModelTester, over the same namespace stack the main
// window builds (NamespaceModel → PresentationProxy): Supervisors at the top, the connected one's
// namespaces with their cluster counts beneath it, through inserts, changes, removals, resets,
// a switch of Supervisor and a connection going away; the worst state of the clusters of each
// namespace and of the Supervisor, as a mark and in words, as the clusters change.
#include "items/namespacemodel.h"
#include "language.h"
#include "navigationmodel.h"
#include "presentation.h"
#include "stateicons.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QIcon>
#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
constexpr auto fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

ConnectionProfile profile(const QString &id, const QString &name)
{
    ConnectionProfile p;
    p.id = id;
    p.name = name;
    p.server = name.toLower() + u".example.com"_s;
    p.username = u"admin@vsphere.local"_s;
    return p;
}

QJsonObject ns(const QString &name, const QString &phase = u"Active"_s)
{
    return { { u"metadata"_s,
                 QJsonObject { { u"name"_s, name },
                     { u"uid"_s, QString(u"uid-"_s + name) },
                     { u"creationTimestamp"_s, u"2026-11-01T10:00:00Z"_s } } },
        { u"status"_s, QJsonObject { { u"phase"_s, phase } } } };
}

// Stands for a SupervisorConnection: the namespaces model is its member, and the main window
// hangs the presentation proxy on it, so both go with it, the model first.
class Connection : public QObject
{
public:
    Connection()
    {
        shown = new NamespacePresentation(this);
        shown->setSourceModel(&namespaces);
    }
    NamespaceModel namespaces;
    PresentationProxy *shown = nullptr;
};

// Every row as the tree shows it: "Profile" at the top, "Profile/child" beneath.
QStringList shown(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex top = m.index(r, 0);
        out << top.data().toString();
        for (int c = 0; c < m.rowCount(top); ++c)
            out << top.data().toString() + u'/' + m.index(c, 0, top).data().toString();
    }
    return out;
}

using ray::ClusterHealth;

// Clusters of a namespace by health: as many as given of each.
ray::HealthTally tally(std::initializer_list<std::pair<ClusterHealth, int>> counts)
{
    ray::HealthTally t;
    for (const auto &[health, n] : counts) {
        for (int i = 0; i < n; ++i)
            t.add(health);
    }
    return t;
}

ray::HealthTally healthy(int n)
{
    return tally({ { ClusterHealth::Healthy, n } });
}

// The mark a row shows: the state's own mark, or none.
bool showsMarkOf(const QModelIndex &index, ClusterHealth health)
{
    const QIcon shown = qvariant_cast<QIcon>(index.data(Qt::DecorationRole));
    const QIcon expected = PresentationProxy::healthIcon(int(health));
    return !shown.isNull() && shown.pixmap(16, 16).toImage() == expected.pixmap(16, 16).toImage();
}

// The rows a dataChanged spy saw change, one a signal: namespaces and Supervisors by name.
QStringList changedRows(const QSignalSpy &spy)
{
    QStringList rows;
    for (const QList<QVariant> &args : spy) {
        const QModelIndex from = args.at(0).toModelIndex();
        [&] {
            QCOMPARE(args.at(1).toModelIndex(), from);
        }(); // one row at a time
        rows << (from.data(NavigationModel::IsProfileRole).toBool()
                ? from.data().toString()
                : from.data(NavigationModel::NamespaceNameRole).toString());
    }
    return rows;
}

bool bold(const QModelIndex &index)
{
    return qvariant_cast<QFont>(index.data(Qt::FontRole)).bold();
}
} // namespace

class TestNavigationModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "1 cluster", "3 clusters": English plural forms come from its catalog, as in the console.
    void initTestCase() { installTranslations(QLocale(QLocale::English)); }

    void showsTheSupervisorsAndTheConnectedOnesNamespaces()
    {
        Connection connection;
        connection.namespaces.addObjects({ ns(u"ray-dev"_s), ns(u"analytics"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        QAbstractItemModelTester shownTester(connection.shown, fatal);

        nav.setProfiles({ profile(u"p1"_s, u"Lab"_s), profile(u"p2"_s, u"Prod"_s) });
        QCOMPARE(shown(nav), (QStringList { u"Lab"_s, u"Prod"_s }));
        QVERIFY(!nav.connectedIndex().isValid());
        QVERIFY(!bold(nav.index(0, 0)));
        QCOMPARE(nav.index(0, 0).data(Qt::ToolTipRole).toString(),
            u"lab.example.com as admin@vsphere.local; activate to connect"_s);

        nav.setConnected(u"p2"_s, connection.shown);
        QCOMPARE(shown(nav),
            (QStringList { u"Lab"_s, u"Prod"_s, u"Prod/analytics"_s, u"Prod/ray-dev"_s }));
        const QModelIndex prod = nav.connectedIndex();
        QCOMPARE(prod, nav.index(1, 0));
        QVERIFY(bold(prod));
        QVERIFY(!bold(nav.index(0, 0)));
        QCOMPARE(prod.data(Qt::ToolTipRole).toString(),
            u"prod.example.com as admin@vsphere.local, connected"_s);
        QCOMPARE(nav.rowCount(nav.index(0, 0)), 0);

        // What each level answers: a profile is a profile, a namespace names itself and its
        // Supervisor, and has no children of its own.
        QCOMPARE(prod.data(NavigationModel::IsProfileRole), QVariant(true));
        QCOMPARE(prod.data(NavigationModel::ProfileIdRole).toString(), u"p2"_s);
        QVERIFY(!prod.data(NavigationModel::NamespaceNameRole).isValid());
        const QModelIndex rayDev = nav.namespaceIndex(u"ray-dev"_s);
        QCOMPARE(rayDev, nav.index(1, 0, prod));
        QCOMPARE(rayDev.parent(), prod);
        QCOMPARE(rayDev.data(NavigationModel::IsProfileRole), QVariant(false));
        QCOMPARE(rayDev.data(NavigationModel::NamespaceNameRole).toString(), u"ray-dev"_s);
        QCOMPARE(rayDev.data(NavigationModel::ProfileIdRole).toString(), u"p2"_s);
        QVERIFY(!nav.hasChildren(rayDev));
        QVERIFY(!nav.index(0, 0, rayDev).isValid());
        QVERIFY(!nav.index(0, 1, prod).isValid()); // one column
        QVERIFY(!nav.namespaceIndex(u"missing"_s).isValid());
        // Counts not known yet: the bare name, and a tooltip that says why.
        QVERIFY(rayDev.data(Qt::ToolTipRole).toString().contains(u"not known"_s));
    }

    void followsNamespacesAppearingAndDisappearing()
    {
        Connection connection;
        connection.namespaces.addObjects({ ns(u"analytics"_s), ns(u"ray-dev"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        QTreeView view; // as in the main window: expanded, a namespace current
        view.setModel(&nav);
        nav.setProfiles({ profile(u"p1"_s, u"Lab"_s), profile(u"p2"_s, u"Prod"_s) });
        nav.setConnected(u"p2"_s, connection.shown);
        view.expand(nav.connectedIndex());
        view.setCurrentIndex(nav.namespaceIndex(u"ray-dev"_s));
        const QPersistentModelIndex rayDev = nav.namespaceIndex(u"ray-dev"_s);
        QSignalSpy inserted(&nav, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&nav, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&nav, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&nav, &QAbstractItemModel::modelReset);

        // A namespace appears between the two: one insert under the Supervisor, in name order.
        connection.namespaces.addObjects({ ns(u"batch"_s) });
        QCOMPARE(shown(nav),
            (QStringList {
                u"Lab"_s, u"Prod"_s, u"Prod/analytics"_s, u"Prod/batch"_s, u"Prod/ray-dev"_s }));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.first().at(0).toModelIndex(), nav.connectedIndex());
        QCOMPARE(inserted.first().at(1).toInt(), 1);
        QCOMPARE(inserted.first().at(2).toInt(), 1);
        QCOMPARE(rayDev.row(), 2);
        QCOMPARE(rayDev.data(NavigationModel::NamespaceNameRole).toString(), u"ray-dev"_s);
        QCOMPARE(view.currentIndex(), QModelIndex(rayDev));

        // The Supervisor's sum of its namespaces changes with them.
        QCOMPARE(changedRows(changed), (QStringList { u"Prod"_s }));
        changed.clear();

        // A namespace changes in place: that row, and its Supervisor's sum of the namespaces.
        connection.namespaces.modifyObjects({ ns(u"batch"_s, u"Terminating"_s) });
        QCOMPARE(changedRows(changed), (QStringList { u"batch"_s, u"Prod"_s }));

        // Namespaces disappear one by one; the current one keeps its place in the tree.
        connection.namespaces.removeObjects({ ns(u"analytics"_s), ns(u"batch"_s) });
        QCOMPARE(shown(nav), (QStringList { u"Lab"_s, u"Prod"_s, u"Prod/ray-dev"_s }));
        QCOMPARE(removed.count(), 2);
        QCOMPARE(removed.first().at(0).toModelIndex(), nav.connectedIndex());
        QCOMPARE(rayDev.row(), 0);
        QCOMPARE(view.currentIndex(), QModelIndex(rayDev));
        QCOMPARE(resets.count(), 0);

        // The last one goes: the Supervisor is left without children.
        connection.namespaces.removeObjects({ ns(u"ray-dev"_s) });
        QCOMPARE(shown(nav), (QStringList { u"Lab"_s, u"Prod"_s }));
        QVERIFY(!rayDev.isValid());

        // Limited to the user's workloads: the namespaces model resets, so does the tree.
        connection.namespaces.addObjects({ ns(u"a"_s), ns(u"b"_s), ns(u"c"_s) });
        connection.namespaces.setVisibleNames({ u"b"_s });
        QCOMPARE(resets.count(), 1);
        QCOMPARE(shown(nav), (QStringList { u"Lab"_s, u"Prod"_s, u"Prod/b"_s }));
    }

    void showsClusterCountsBesideTheNamespaces()
    {
        Connection connection;
        connection.namespaces.addObjects({ ns(u"analytics"_s), ns(u"ray-dev"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        QAbstractItemModelTester shownTester(connection.shown, fatal);
        nav.setProfiles({ profile(u"p1"_s, u"Lab"_s) });
        nav.setConnected(u"p1"_s, connection.shown);
        QSignalSpy changed(&nav, &QAbstractItemModel::dataChanged);

        // A first cluster in ray-dev; analytics cannot be counted.
        connection.namespaces.setClusterTallies({ { u"ray-dev"_s, healthy(1) } });
        QCOMPARE(shown(nav),
            (QStringList { u"Lab"_s, u"Lab/analytics"_s, u"Lab/ray-dev (1 cluster)"_s }));
        QCOMPARE(changedRows(changed), (QStringList { u"ray-dev"_s, u"Lab"_s }));
        QVERIFY(nav.namespaceIndex(u"analytics"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"not known"_s));
        QCOMPARE(nav.namespaceIndex(u"ray-dev"_s).data(Qt::ToolTipRole).toString(),
            u"Ray clusters: 1, all healthy"_s);

        // Clusters added under one namespace, analytics counted with none.
        changed.clear();
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, healthy(3) }, { u"analytics"_s, healthy(0) } });
        QCOMPARE(shown(nav),
            (QStringList {
                u"Lab"_s, u"Lab/analytics (0 clusters)"_s, u"Lab/ray-dev (3 clusters)"_s }));
        QCOMPARE(changedRows(changed),
            (QStringList { u"analytics"_s, u"Lab"_s, u"ray-dev"_s, u"Lab"_s }));

        // Clusters removed: the words follow, and the name stays what selection goes by.
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, healthy(1) }, { u"analytics"_s, healthy(0) } });
        QCOMPARE(nav.namespaceIndex(u"ray-dev"_s).data().toString(), u"ray-dev (1 cluster)"_s);
        QCOMPARE(nav.namespaceIndex(u"ray-dev"_s).data(NavigationModel::NamespaceNameRole),
            QVariant(u"ray-dev"_s));
    }

    void showsTheWorstStateOfEachNamespaceAndOfTheSupervisor()
    {
        Connection connection;
        connection.namespaces.addObjects({ ns(u"analytics"_s), ns(u"ray-dev"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        QAbstractItemModelTester shownTester(connection.shown, fatal);
        nav.setProfiles({ profile(u"p1"_s, u"Lab"_s), profile(u"p2"_s, u"Prod"_s) });
        nav.setConnected(u"p1"_s, connection.shown);
        const QPersistentModelIndex lab = nav.connectedIndex();
        const QPersistentModelIndex rayDev = nav.namespaceIndex(u"ray-dev"_s);
        const QPersistentModelIndex analytics = nav.namespaceIndex(u"analytics"_s);
        const auto tip = [](const QModelIndex &i) {
            return i.data(Qt::ToolTipRole).toString();
        };
        const auto spoken = [](const QModelIndex &i) {
            return i.data(Qt::AccessibleTextRole).toString();
        };

        // Nothing counted yet: no mark anywhere, the Supervisor says only that it is connected.
        QVERIFY(qvariant_cast<QIcon>(lab.data(Qt::DecorationRole)).isNull());
        QCOMPARE(tip(lab), u"lab.example.com as admin@vsphere.local, connected"_s);

        // ray-dev has a failed cluster beside a healthy one; analytics one starting.
        QSignalSpy changed(&nav, &QAbstractItemModel::dataChanged);
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s,
                  tally({ { ClusterHealth::Healthy, 1 }, { ClusterHealth::Failed, 1 } }) },
                { u"analytics"_s, tally({ { ClusterHealth::Starting, 1 } }) } });
        QVERIFY(showsMarkOf(rayDev, ClusterHealth::Failed));
        QCOMPARE(tip(rayDev), u"Ray clusters: 2 (1 failed, 1 healthy)"_s);
        QCOMPARE(spoken(rayDev), u"ray-dev: Ray clusters: 2 (1 failed, 1 healthy)"_s);
        QVERIFY(showsMarkOf(analytics, ClusterHealth::Starting));
        QCOMPARE(tip(analytics), u"Ray clusters: 1 (1 starting)"_s);
        // The Supervisor shows the worst of its namespaces, and the sum in words.
        QVERIFY(showsMarkOf(lab, ClusterHealth::Failed));
        QCOMPARE(tip(lab),
            u"lab.example.com as admin@vsphere.local, connected: "
            u"Ray clusters: 3 (1 failed, 1 starting, 1 healthy)"_s);
        QCOMPARE(
            spoken(lab), u"Lab, connected: Ray clusters: 3 (1 failed, 1 starting, 1 healthy)"_s);
        QVERIFY(std::any_of(changed.cbegin(), changed.cend(), [&](const QList<QVariant> &args) {
            return args.at(0).toModelIndex() == lab;
        }));
        // A Supervisor not connected knows nothing of the clusters.
        QVERIFY(qvariant_cast<QIcon>(nav.index(1, 0).data(Qt::DecorationRole)).isNull());

        // Failed outranks degraded, degraded outranks starting.
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s,
                  tally({ { ClusterHealth::Degraded, 1 }, { ClusterHealth::Failed, 1 } }) },
                { u"analytics"_s,
                    tally({ { ClusterHealth::Starting, 2 }, { ClusterHealth::Degraded, 1 } }) } });
        QVERIFY(showsMarkOf(rayDev, ClusterHealth::Failed));
        QVERIFY(showsMarkOf(analytics, ClusterHealth::Degraded));
        QCOMPARE(tip(analytics), u"Ray clusters: 3 (1 degraded, 2 starting)"_s);

        // The failed cluster recovers: the namespace and the Supervisor follow.
        changed.clear();
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, healthy(2) }, { u"analytics"_s, healthy(1) } });
        QVERIFY(showsMarkOf(rayDev, ClusterHealth::Healthy));
        QCOMPARE(tip(rayDev), u"Ray clusters: 2, all healthy"_s);
        QVERIFY(showsMarkOf(lab, ClusterHealth::Healthy));
        QVERIFY(tip(lab).endsWith(u"connected: Ray clusters: 3, all healthy"_s));
        QVERIFY(!changed.isEmpty());

        // A failure again, then the failed cluster goes: back to healthy.
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s,
                  tally({ { ClusterHealth::Healthy, 2 }, { ClusterHealth::Failed, 1 } }) },
                { u"analytics"_s, healthy(1) } });
        QVERIFY(showsMarkOf(lab, ClusterHealth::Failed));
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, healthy(2) }, { u"analytics"_s, healthy(1) } });
        QVERIFY(showsMarkOf(rayDev, ClusterHealth::Healthy));
        QVERIFY(showsMarkOf(lab, ClusterHealth::Healthy));

        // Every cluster gone: no state to show, and the words say so.
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, healthy(0) }, { u"analytics"_s, healthy(0) } });
        QVERIFY(!showsMarkOf(rayDev, ClusterHealth::Healthy));
        QVERIFY(qvariant_cast<QIcon>(lab.data(Qt::DecorationRole)).isNull());
        QVERIFY(tip(lab).endsWith(u"connected: No Ray clusters"_s));

        // A namespace that goes takes its clusters out of the Supervisor's sum.
        connection.namespaces.setClusterTallies(
            { { u"ray-dev"_s, tally({ { ClusterHealth::Failed, 1 } }) },
                { u"analytics"_s, healthy(1) } });
        QVERIFY(showsMarkOf(lab, ClusterHealth::Failed));
        connection.namespaces.removeObjects({ ns(u"ray-dev"_s) });
        QVERIFY(showsMarkOf(lab, ClusterHealth::Healthy));
    }

    void theStateMarksDifferInShapeNotOnlyInColour()
    {
        // Drawn in one colour, each state's mark is still its own.
        QList<QImage> marks;
        for (ClusterHealth health : { ClusterHealth::Starting,
                 ClusterHealth::Healthy,
                 ClusterHealth::Degraded,
                 ClusterHealth::Failed,
                 ClusterHealth::Deleting }) {
            const QImage mark = clusterHealthIcon(int(health), Qt::black).pixmap(16, 16).toImage();
            QVERIFY(!marks.contains(mark));
            marks << mark;
        }
    }

    void aConnectionGoingAwayLeavesTheSupervisors()
    {
        auto connection = std::make_unique<Connection>();
        connection->namespaces.addObjects({ ns(u"analytics"_s), ns(u"ray-dev"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        QTreeView view;
        view.setModel(&nav);
        nav.setProfiles({ profile(u"p1"_s, u"Lab"_s), profile(u"p2"_s, u"Prod"_s) });
        nav.setConnected(u"p2"_s, connection->shown);
        view.expand(nav.connectedIndex());
        view.setCurrentIndex(nav.namespaceIndex(u"analytics"_s));
        QSignalSpy resets(&nav, &QAbstractItemModel::modelReset);

        connection.reset();
        QCOMPARE(resets.count(), 1);
        QCOMPARE(shown(nav), (QStringList { u"Lab"_s, u"Prod"_s }));
        QVERIFY(!nav.namespaceIndex(u"analytics"_s).isValid());
        QVERIFY(!view.currentIndex().isValid()
            || view.currentIndex().data(NavigationModel::IsProfileRole).toBool());
    }

    void anotherSupervisorReplacesTheFirst()
    {
        auto first = std::make_unique<Connection>();
        first->namespaces.addObjects({ ns(u"analytics"_s) });
        Connection sandbox;
        sandbox.namespaces.addObjects({ ns(u"demo"_s) });
        NavigationModel nav;
        QAbstractItemModelTester navTester(&nav, fatal);
        const QList<ConnectionProfile> saved { profile(u"p1"_s, u"Lab"_s) };
        nav.setProfiles(saved);
        nav.setConnected(u"p1"_s, first->shown);

        // As the main window does for a connection not kept: the sandbox comes first.
        nav.setProfiles(QList<ConnectionProfile> { profile(u"sb"_s, u"Sandbox"_s) } + saved);
        nav.setConnected(u"sb"_s, sandbox.shown);
        QCOMPARE(shown(nav), (QStringList { u"Sandbox"_s, u"Sandbox/demo"_s, u"Lab"_s }));
        QCOMPARE(nav.connectedIndex(), nav.index(0, 0));
        QVERIFY(bold(nav.index(0, 0)));
        QVERIFY(!bold(nav.index(1, 0)));

        // The first Supervisor's namespaces move on and its connection goes later: the tree
        // no longer listens to them.
        QSignalSpy anything(&nav, &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(&nav, &QAbstractItemModel::modelReset);
        first->namespaces.addObjects({ ns(u"batch"_s) });
        first->namespaces.setVisibleNames({ u"batch"_s });
        first.reset();
        QCOMPARE(anything.count(), 0);
        QCOMPARE(resets.count(), 0);

        // The sandbox's namespaces still arrive, under the sandbox at the top.
        sandbox.namespaces.addObjects({ ns(u"cv"_s) });
        QCOMPARE(shown(nav),
            (QStringList { u"Sandbox"_s, u"Sandbox/cv"_s, u"Sandbox/demo"_s, u"Lab"_s }));
        QCOMPARE(anything.count(), 1);
        QCOMPARE(anything.first().at(0).toModelIndex(), nav.index(0, 0));
    }
};

QTEST_MAIN(TestNavigationModel)
#include "tst_navigationmodel.moc"
