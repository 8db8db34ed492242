// The navigation tree under QAbstractItemModelTester, over the same namespace stack the main
// window builds (NamespaceModel → PresentationProxy): Supervisors at the top, the connected one's
// namespaces with their cluster counts beneath it, through inserts, changes, removals, resets,
// a switch of Supervisor and a connection going away.
#include "items/namespacemodel.h"
#include "language.h"
#include "navigationmodel.h"
#include "presentation.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

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
        shown = new PresentationProxy(PresentationProxy::Table::Namespaces, this);
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

        // A namespace changes in place: that row, nothing else.
        connection.namespaces.modifyObjects({ ns(u"batch"_s, u"Terminating"_s) });
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), nav.namespaceIndex(u"batch"_s));
        QCOMPARE(changed.first().at(1).toModelIndex(), nav.namespaceIndex(u"batch"_s));

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
        connection.namespaces.setClusterCounts({ { u"ray-dev"_s, 1 } });
        QCOMPARE(shown(nav),
            (QStringList { u"Lab"_s, u"Lab/analytics"_s, u"Lab/ray-dev (1 cluster)"_s }));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), nav.namespaceIndex(u"ray-dev"_s));
        QVERIFY(nav.namespaceIndex(u"analytics"_s)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"not known"_s));
        QVERIFY(nav.namespaceIndex(u"ray-dev"_s).data(Qt::ToolTipRole).toString().isEmpty());

        // Clusters added under one namespace, analytics counted with none.
        changed.clear();
        connection.namespaces.setClusterCounts({ { u"ray-dev"_s, 3 }, { u"analytics"_s, 0 } });
        QCOMPARE(shown(nav),
            (QStringList {
                u"Lab"_s, u"Lab/analytics (0 clusters)"_s, u"Lab/ray-dev (3 clusters)"_s }));
        QCOMPARE(changed.count(), 2);

        // Clusters removed: the words follow, and the name stays what selection goes by.
        connection.namespaces.setClusterCounts({ { u"ray-dev"_s, 1 }, { u"analytics"_s, 0 } });
        QCOMPARE(nav.namespaceIndex(u"ray-dev"_s).data().toString(), u"ray-dev (1 cluster)"_s);
        QCOMPARE(nav.namespaceIndex(u"ray-dev"_s).data(NavigationModel::NamespaceNameRole),
            QVariant(u"ray-dev"_s));
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
