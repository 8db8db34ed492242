// The wizard's follow of the cluster it created, against the emulator: it is handed to the
// session like every other follow, so when the token lapses it pauses, and after the next login
// it goes on to the head running, without a second login prompt. A status that says hostile
// things (a head address that is a command, markup in a condition) is shown as text.
#include "emulatorfixture.h"
#include "kube/resourcecache.h"
#include "ray/clusteroperations.h"
#include "ray/createdclusterfollow.h"
#include "supervisor/session.h"
#include "wizard/createdclustertext.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using CacheState = kube::ResourceCache::State;

namespace {

// What the wizard says of the created cluster at one signal of its follow.
QString textOf(const QList<QVariant> &signalArguments)
{
    bool problem = false;
    return CreatedClusterText::of(
        signalArguments.at(0).value<ray::CreatedClusterState>(), &problem);
}

// Whether the wizard shows it as a problem.
bool problemOf(const QList<QVariant> &signalArguments)
{
    bool problem = false;
    CreatedClusterText::of(signalArguments.at(0).value<ray::CreatedClusterState>(), &problem);
    return problem;
}

} // namespace

class TestCreatedClusterFollow : public QObject
{
    Q_OBJECT

    QNetworkAccessManager nam;

private Q_SLOTS:
    // "Create Ray cluster" in Recent Tasks ends when the cluster is up or has failed, not when
    // its resource is written: a cluster whose pre-flight check fails, or that is deleted while
    // it comes up, ends its task as failed, with the server's reason.
    void createTaskEndsWhenTheClusterIsUpOrFailed()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"20"_s }));
        ConnectionProfile profile =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username(0));
        profile.apiPort = emu.url().port();
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = emu.caFile();
        SupervisorSession session(&nam, profile, nullptr);
        QSignalSpy loggedIn(&session, &SupervisorSession::loggedIn);
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));
        ray::ClusterOperations operations;
        operations.setContext({ session.client(),
            u"v1alpha2"_s,
            u"Lab"_s,
            emu.username(0),
            [&session](kube::ResourceCache *cache) {
                session.track(cache);
            } });
        QSignalSpy finished(&operations, &ray::ClusterOperations::taskFinished);
        QSignalSpy progressed(&operations, &ray::ClusterOperations::taskProgressed);
        const QString ns = u"ray-dev"_s;
        const QString clusters = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s;
        const auto create = [&](const QJsonObject &cluster) {
            const QString name = cluster[u"metadata"_s][u"name"_s].toString();
            const QString task = operations.beginCreate(ns, name);
            if (emu.request("POST", clusters.arg(ns), toJson(cluster), emu.adminToken()).status
                != 201)
                return QString();
            operations.followCreate(task, ns, name);
            return task;
        };
        const auto endOf = [&](const QString &task) {
            for (const QList<QVariant> &f : std::as_const(finished))
                if (f.at(0).toString() == task)
                    return f;
            return QList<QVariant>();
        };

        // Held back by the operator: written, but not up, so the task still runs.
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, true } }));
        const QString upTask = create(validCluster(u"comes-up"_s, ns, 0));
        QVERIFY(!upTask.isEmpty());
        QTRY_VERIFY(!progressed.isEmpty());
        QVERIFY(endOf(upTask).isEmpty());
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, false } }));
        QTRY_VERIFY_WITH_TIMEOUT(!endOf(upTask).isEmpty(), 90000);
        QCOMPARE(endOf(upTask).at(1).value<TaskRecord::State>(), TaskRecord::State::Succeeded);
        QVERIFY2(endOf(upTask).at(2).value<Phrase>().english().contains(u"healthy"_s),
            qPrintable(endOf(upTask).at(2).value<Phrase>().english()));

        // An image the namespace does not have: the pre-flight check fails, and so does the task.
        QJsonObject badImage = validCluster(u"no-image"_s, ns, 0);
        QJsonObject spec = badImage[u"spec"_s].toObject();
        QJsonObject common = spec[u"common_node_config"_s].toObject();
        common[u"vm_image"_s] = u"vmi-0000000000000dead"_s;
        spec[u"common_node_config"_s] = common;
        badImage[u"spec"_s] = spec;
        const QString failTask = create(badImage);
        QTRY_VERIFY_WITH_TIMEOUT(!endOf(failTask).isEmpty(), 60000);
        QCOMPARE(endOf(failTask).at(1).value<TaskRecord::State>(), TaskRecord::State::Failed);
        QVERIFY2(
            endOf(failTask).at(3).value<Phrase>().english().contains(u"vmi-0000000000000dead"_s),
            qPrintable(endOf(failTask).at(3).value<Phrase>().english()));

        // Deleted while it comes up.
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, true } }));
        const QString goneTask = create(validCluster(u"deleted-early"_s, ns, 0));
        QTRY_VERIFY(std::any_of(progressed.cbegin(), progressed.cend(), [&](const auto &p) {
            return p.at(0).toString() == goneTask;
        }));
        QCOMPARE(emu.request("DELETE", clusters.arg(ns) + u"/deleted-early"_s, {}, emu.adminToken())
                     .status,
            200);
        QTRY_VERIFY_WITH_TIMEOUT(!endOf(goneTask).isEmpty(), 60000);
        QCOMPARE(endOf(goneTask).at(1).value<TaskRecord::State>(), TaskRecord::State::Failed);

        // Gone before its first list: the task does not wait for it.
        const QString neverSeen = operations.beginCreate(ns, u"never-seen"_s);
        operations.followCreate(neverSeen, ns, u"never-seen"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!endOf(neverSeen).isEmpty(), 30000);
        QCOMPARE(endOf(neverSeen).at(1).value<TaskRecord::State>(), TaskRecord::State::Failed);
        QVERIFY(endOf(neverSeen).at(2).value<Phrase>().english().contains(u"deleted"_s));
        QCOMPARE(emu.stop(), 0);
    }

    void pausesAndResumesWithTheSession()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"20"_s }));
        ConnectionProfile profile =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username(0));
        profile.apiPort = emu.url().port();
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = emu.caFile();
        SupervisorSession session(&nam, profile, nullptr);
        QSignalSpy loggedIn(&session, &SupervisorSession::loggedIn);
        QSignalSpy relogin(&session, &SupervisorSession::reloginRequested);
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));

        // The operator waits, so the new cluster's head does not run before the lapse.
        const QString ns = u"ray-dev"_s;
        const QString clusters = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s;
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, true } }));
        QCOMPARE(emu.request("POST",
                        clusters.arg(ns),
                        toJson(validCluster(u"followed"_s, ns, 0)),
                        emu.adminToken())
                     .status,
            201);

        ray::CreatedClusterFollow follow(session.client(), session.cacheTracker());
        QSignalSpy progress(&follow, &ray::CreatedClusterFollow::changed);
        follow.start(ns, u"followed"_s);
        QVERIFY(progress.wait(30000));
        QVERIFY(textOf(progress.last()).contains(u"not deployed yet"_s));
        QTRY_COMPARE_WITH_TIMEOUT(follow.cache()->state(), CacheState::Live, 30000);

        // Every token lapses and the stream breaks: the follow waits for the next login.
        QVERIFY(emu.fault(QJsonObject { { u"expireTokens"_s, true } }));
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_COMPARE_WITH_TIMEOUT(follow.cache()->state(), CacheState::Paused, 30000);
        QCOMPARE(relogin.count(), 1);
        QVERIFY(!follow.isHeadRunning());

        // Meanwhile the head is deployed; after the login the follow sees it run.
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, false } }));
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(follow.isHeadRunning(), 60000);
        QVERIFY(textOf(progress.last()).contains(u"is running"_s));
        QVERIFY(!problemOf(progress.last()));
        QCOMPARE(relogin.count(), 1);
        QCOMPARE(emu.stop(), 0);
    }

    void hostileStatusIsShownAsText()
    {
        EmulatorFixture emu;
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"20"_s }));
        ConnectionProfile profile =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username(0));
        profile.apiPort = emu.url().port();
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = emu.caFile();
        SupervisorSession session(&nam, profile, nullptr);
        QSignalSpy loggedIn(&session, &SupervisorSession::loggedIn);
        session.login(emu.password(0));
        QVERIFY(loggedIn.wait(30000));

        const QString ns = u"ray-dev"_s;
        const QString clusters = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s;
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, true } }));
        QCOMPARE(emu.request("POST",
                        clusters.arg(ns),
                        toJson(validCluster(u"hostile"_s, ns, 0)),
                        emu.adminToken())
                     .status,
            201);
        const QString hostileIp =
            u"10.0.0.5\" onclick=\"x\"><a href=\"file:///etc/passwd\">Open</a>"_s;
        const QString hostileMessage = u"<a href='file:///etc/passwd'>Open the dashboard</a>"_s;
        const auto setStatus = [&](const QJsonObject &status) {
            return emu.fault({ { u"clusterStatus"_s,
                QJsonObject { { u"namespace"_s, ns },
                    { u"cluster"_s, u"hostile"_s },
                    { u"status"_s, status } } } });
        };
        QVERIFY(setStatus({ { u"vm_service_status"_s, QJsonObject { { u"ip"_s, hostileIp } } },
            { u"head_node_status"_s, QJsonObject { { u"vm_status"_s, u"<b>initialized</b>"_s } } },
            { u"conditions"_s,
                QJsonArray { QJsonObject { { u"type"_s, u"HeadNodeReady"_s },
                    { u"status"_s, u"False"_s },
                    { u"reason"_s, u"Waiting"_s },
                    { u"lastTransitionTime"_s, u"2026-01-01T00:00:00Z"_s },
                    { u"message"_s, hostileMessage } } } } }));

        ray::CreatedClusterFollow follow(session.client(), session.cacheTracker());
        QSignalSpy progress(&follow, &ray::CreatedClusterFollow::changed);
        follow.start(ns, u"hostile"_s);
        QVERIFY(progress.wait(30000));
        // Rich text with no markup of the server's: every < of it is escaped, no link is offered,
        // and the address is said to be invalid rather than shown.
        const QString waiting = textOf(progress.last());
        QVERIFY2(!waiting.contains(u'<'), qPrintable(waiting));
        QVERIFY2(waiting.contains(u"&lt;a href=&#39;file:///etc/passwd&#39;&gt;Open the "
                                  "dashboard&lt;/a&gt;"_s),
            qPrintable(waiting));
        QVERIFY(waiting.contains(u"&lt;b&gt;initialized&lt;/b&gt;"_s));
        QVERIFY(waiting.contains(u"the server sent an invalid address"_s));
        QVERIFY(!waiting.contains(u"10.0.0.5"_s));

        // The head runs, at the same address: still no link, and nothing of the address.
        QVERIFY(setStatus({ { u"head_node_status"_s,
            QJsonObject {
                { u"vm_status"_s, u"running"_s }, { u"ray_status"_s, u"running"_s } } } }));
        QTRY_VERIFY_WITH_TIMEOUT(follow.isHeadRunning(), 30000);
        const QString running = textOf(progress.last());
        QVERIFY2(!running.contains(u'<'), qPrintable(running));
        QVERIFY(running.contains(u"the server sent an invalid address"_s));
        QVERIFY(!running.contains(u"10.0.0.5"_s));
        QVERIFY(emu.fault(QJsonObject { { u"pauseOperator"_s, false } }));
        QCOMPARE(emu.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCreatedClusterFollow)
#include "tst_created_cluster_follow.moc"
