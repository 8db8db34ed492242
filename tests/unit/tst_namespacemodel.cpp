// The namespaces model under QAbstractItemModelTester with scripted cache batches: sorted
// inserts, in-place changes, removals, and a filter to the user's workloads.
#include "items/namespacemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using vmray::NamespaceModel;

namespace {
QJsonObject ns(const QString &name, const QString &phase = u"Active"_s)
{
    return { { u"metadata"_s,
                 QJsonObject { { u"name"_s, name },
                     { u"uid"_s, QString(u"uid-"_s + name) },
                     { u"creationTimestamp"_s, u"2026-11-01T10:00:00Z"_s } } },
        { u"status"_s, QJsonObject { { u"phase"_s, phase } } } };
}

QStringList rows(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << QString(m.index(r, 0).data().toString() + u'/'
            + m.index(r, 0).data(NamespaceModel::PhaseRole).toString());
    return out;
}
} // namespace

class TestNamespaceModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsCacheBatchesWithoutResets()
    {
        NamespaceModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        model.addObjects({ ns(u"ray-prod"_s), ns(u"analytics"_s), ns(u"ray-dev"_s) });
        QCOMPARE(rows(model),
            (QStringList { u"analytics/Active"_s, u"ray-dev/Active"_s, u"ray-prod/Active"_s }));
        QCOMPARE(inserted.count(), 3);
        model.addObjects({ ns(u"ray-dev"_s) }); // a relist's repeat is not a new row
        QCOMPARE(model.rowCount(), 3);

        model.modifyObjects({ ns(u"ray-dev"_s, u"Terminating"_s) });
        QCOMPARE(rows(model).at(1), u"ray-dev/Terminating"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);

        model.removeObjects({ ns(u"analytics"_s) });
        QCOMPARE(rows(model), (QStringList { u"ray-dev/Terminating"_s, u"ray-prod/Active"_s }));
        model.removeObjects({ ns(u"never-there"_s) });
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(resets.count(), 0);
    }

    void showsOnlyTheUsersWorkloads()
    {
        NamespaceModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addObjects({ ns(u"kube-system"_s), ns(u"ray-dev"_s), ns(u"ray-prod"_s) });
        model.setVisibleNames({ u"ray-dev"_s, u"ray-prod"_s });
        QCOMPARE(rows(model), (QStringList { u"ray-dev/Active"_s, u"ray-prod/Active"_s }));
        model.addObjects({ ns(u"svc-other"_s) });
        QCOMPARE(model.rowCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestNamespaceModel)
#include "tst_namespacemodel.moc"
