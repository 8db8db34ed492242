// The list-then-watch cache against the emulator: it syncs, follows changes, survives dropped
// streams without losing events, relists on 410 reporting only the difference, pauses for new
// credentials, and stops on a refusal instead of retrying forever.
#include "emulatorfixture.h"
#include "kube/apicall.h"
#include "kube/kubeclient.h"
#include "kube/listdecoder.h"
#include "kube/resourcecache.h"
#include "ray/clusterstate.h"
#include "vmop/vmoperator.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::kube;
using State = ResourceCache::State;

namespace {
const QString secrets = u"/api/v1/namespaces/fleet-8/secrets"_s;

QSet<QString> names(const QHash<QString, QJsonObject> &objects)
{
    QSet<QString> out;
    for (const QJsonObject &o : objects)
        out.insert(o.value(u"metadata"_s).toObject().value(u"name"_s).toString());
    return out;
}

QStringList names(const QList<QVariant> &signalArgs)
{
    QStringList out;
    for (const QJsonObject &o : signalArgs.at(0).value<QList<QJsonObject>>())
        out << o.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    return out;
}

// A cache of secrets started beside one of VMs, on the same client.
struct BesideAnotherList
{
    explicit BesideAnotherList(KubeClient *client)
        : other(
            client, u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/fleet-8/virtualmachines"_s)
        , quick(client, secrets)
    {
        other.start();
        quick.start();
    }
    ResourceCache other;
    ResourceCache quick;
    QSignalSpy otherSynced { &other, &ResourceCache::synced };
    QSignalSpy quickSynced { &quick, &ResourceCache::synced };
};

QStringList allNames(const QSignalSpy &spy)
{
    QStringList out;
    for (const QList<QVariant> &args : spy)
        out += names(args);
    return out;
}
} // namespace

class TestResourceCache : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    QNetworkAccessManager nam;
    std::unique_ptr<KubeClient> client;

    std::unique_ptr<KubeClient> clientFor(const QString &token)
    {
        auto c = std::make_unique<KubeClient>(&nam);
        QString error;
        RequestPolicy p;
        p.server = emu.url();
        p.bearerToken = token;
        p.trust = TlsTrust::fromCaFile(emu.caFile(), &error);
        c->setPolicy(p);
        return c;
    }
    void createSecret(const QString &name)
    {
        QCOMPARE(
            emu.request("POST",
                   secrets,
                   toJson(QJsonObject { { u"metadata"_s, QJsonObject { { u"name"_s, name } } } }),
                   emu.adminToken())
                .status,
            201);
    }
    bool holdBackTheNextVmList(int ms)
    {
        return emu.fault(QJsonObject { { u"latency"_s,
            QJsonObject { { u"ms"_s, ms },
                { u"count"_s, 1 },
                { u"pathContains"_s, u"virtualmachines"_s } } } });
    }

    void deleteSecret(const QString &name)
    {
        QCOMPARE(emu.request("DELETE", secrets + u'/' + name, {}, emu.adminToken()).status, 200);
    }
    QSet<QString> serverNames()
    {
        QSet<QString> out;
        for (const QJsonValue v :
            emu.get(secrets, emu.adminToken()).json().value(u"items"_s).toArray())
            out.insert(v.toObject().value(u"metadata"_s).toObject().value(u"name"_s).toString());
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<QList<QJsonObject>>();
        QVERIFY(emu.start({ u"--seed"_s,
            u"fleet:200"_s,
            u"--user"_s,
            u"admin@vsphere.local:admin-pw"_s,
            u"--user"_s,
            u"dev@vsphere.local:dev-pw:fleet-1"_s }));
        client = clientFor(emu.adminToken());
    }

    void cleanupTestCase()
    {
        client.reset();
        QCOMPARE(emu.stop(), 0);
    }

    void shouldSyncFollowAndSurviveDisruptions()
    {
        ResourceCache cache(client.get(), secrets);
        cache.setPageSize(3); // several pages even for a small namespace
        // What is checked here is what the cache holds after each disruption, not how long it
        // waits before it reconnects (shouldNotStormAServer... checks that): shorter delays.
        cache.setBackoff(Backoff(Backoff::ms(300), Backoff::ms(2000)));
        QSignalSpy added(&cache, &ResourceCache::objectsAdded);
        QSignalSpy removed(&cache, &ResourceCache::objectsRemoved);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        cache.start();
        QVERIFY(synced.wait(30000));
        QTRY_COMPARE(cache.state(), State::Live);
        QCOMPARE(names(cache.objects()), serverNames());
        QVERIFY(cache.objects().size() > 3);
        // Each page was applied as it came, before the list was complete.
        QVERIFY2(added.count() >= 2, "pages are applied as they arrive");

        // Live changes arrive as they happen.
        createSecret(u"live-1"_s);
        QTRY_VERIFY(allNames(added).contains(u"live-1"_s));

        // A dropped stream: the cache reconnects from its last version and misses nothing.
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_COMPARE(cache.state(), State::Reconnecting);
        QVERIFY(cache.reconnectAt().isValid());
        createSecret(u"during-gap"_s);
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
        QTRY_VERIFY(names(cache.objects()).contains(u"during-gap"_s));
        QCOMPARE(cache.relistCount(), 0); // resumed, not relisted
        QCOMPARE(synced.count(), 1);

        // 410 inside the stream: relist, and report only what changed, without removing rows.
        const int addedBefore = static_cast<int>(allNames(added).size());
        QVERIFY(emu.fault(QJsonObject { { u"expireWatches"_s, true } }));
        QTRY_COMPARE_WITH_TIMEOUT(cache.relistCount(), 1, 30000);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(allNames(added).size(), addedBefore);
        QCOMPARE(names(cache.objects()), serverNames());

        // 410 on reconnect after the history moved on: the relist removes what was deleted
        // while the cache was away, as a difference. Reconnects are refused until the history
        // has moved on, so a quick reconnect cannot see the changes as events instead.
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject { { u"count"_s, 1000 },
                { u"code"_s, 503 },
                { u"pathContains"_s, u"watch="_s } } } }));
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_COMPARE(cache.state(), State::Reconnecting);
        deleteSecret(u"live-1"_s);
        createSecret(u"after-compaction"_s);
        QVERIFY(emu.fault(QJsonObject { { u"compactHistory"_s, true } }));
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s, QJsonObject { { u"count"_s, 0 } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(cache.relistCount(), 2, 30000);
        QTRY_COMPARE(cache.state(), State::Live);
        QCOMPARE(allNames(removed), QStringList { u"live-1"_s });
        QVERIFY(allNames(added).contains(u"after-compaction"_s));
        QCOMPARE(names(cache.objects()), serverNames());

        // Deleted and created again under its name while the cache was away: the relist reports
        // the old one gone before the new one comes, as a watch would, for name-keyed views.
        QStringList sequence;
        connect(
            &cache, &ResourceCache::objectsRemoved, this, [&](const QList<QJsonObject> &objects) {
                for (const QJsonObject &o : objects)
                    sequence << u"removed "_s + uidOf(o);
            });
        connect(&cache, &ResourceCache::objectsAdded, this, [&](const QList<QJsonObject> &objects) {
            for (const QJsonObject &o : objects)
                sequence << u"added "_s + uidOf(o);
        });
        QString oldUid;
        for (const QJsonObject &o : cache.objects()) {
            if (o.value(u"metadata"_s).toObject().value(u"name"_s).toString()
                == u"after-compaction"_s)
                oldUid = uidOf(o);
        }
        QVERIFY(!oldUid.isEmpty());
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject { { u"count"_s, 1000 },
                { u"code"_s, 503 },
                { u"pathContains"_s, u"watch="_s } } } }));
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_COMPARE(cache.state(), State::Reconnecting);
        deleteSecret(u"after-compaction"_s);
        createSecret(u"after-compaction"_s);
        QVERIFY(emu.fault(QJsonObject { { u"compactHistory"_s, true } }));
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s, QJsonObject { { u"count"_s, 0 } } } }));
        QTRY_COMPARE_WITH_TIMEOUT(
            cache.relistCount(), 3, 90000); // after the backoff of the refused reconnects
        QTRY_COMPARE(cache.state(), State::Live);
        QString newUid;
        for (const QJsonObject &o : cache.objects()) {
            if (o.value(u"metadata"_s).toObject().value(u"name"_s).toString()
                == u"after-compaction"_s)
                newUid = uidOf(o);
        }
        QVERIFY(!newUid.isEmpty() && newUid != oldUid);
        QCOMPARE(sequence, (QStringList { u"removed "_s + oldUid, u"added "_s + newUid }));
        QCOMPARE(names(cache.objects()), serverNames());
    }

    // Opening many namespaces, the watches' connections would take the cores from the lists a
    // user waits for. A cache's watch waits for the client's other lists, and loses nothing.
    void shouldWatchOnlyOnceTheClientsOtherListsEnd()
    {
        QVERIFY(holdBackTheNextVmList(500));
        BesideAnotherList caches(client.get());
        QVERIFY(caches.quickSynced.wait(30000));
        QCOMPARE(caches.otherSynced.count(), 0);
        QCOMPARE(caches.quick.state(), State::Syncing); // listed; its watch waits
        createSecret(u"while-waiting"_s);
        QVERIFY(caches.otherSynced.wait(30000));
        QTRY_COMPARE_WITH_TIMEOUT(caches.quick.state(), State::Live, 10000);
        // Resumed from its list's version: what changed meanwhile comes.
        QTRY_VERIFY(names(caches.quick.objects()).contains(u"while-waiting"_s));
        QCOMPARE(caches.quick.relistCount(), 0);
        deleteSecret(u"while-waiting"_s);
    }

    // A list that takes long holds the other watches back for two seconds at most.
    void shouldNotWaitLongForASlowList()
    {
        QVERIFY(holdBackTheNextVmList(8000));
        BesideAnotherList caches(client.get());
        QVERIFY(caches.quickSynced.wait(30000));
        QTRY_COMPARE_WITH_TIMEOUT(caches.quick.state(), State::Live, 6000);
        QCOMPARE(caches.otherSynced.count(), 0);
        QVERIFY(caches.otherSynced.wait(30000));
    }

    // One who stops the cache on hearing it synced gets a stopped cache: no watch after all.
    void shouldNotWatchWhenStoppedOnSync()
    {
        ResourceCache cache(client.get(), secrets);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        connect(&cache, &ResourceCache::synced, &cache, &ResourceCache::stop);
        cache.start();
        QVERIFY(synced.wait(30000));
        QCOMPARE(cache.state(), State::Idle);
        // Asked after the cache's own wait, so answered after it.
        bool waited = false;
        client->afterLists(
            this,
            [&waited] {
                waited = true;
            },
            std::chrono::milliseconds(2000));
        QTRY_VERIFY_WITH_TIMEOUT(waited, 10000);
        QCOMPARE(cache.state(), State::Idle);
        // Started again, it lists and watches as ever.
        disconnect(&cache, &ResourceCache::synced, &cache, &ResourceCache::stop);
        cache.start();
        QVERIFY(synced.wait(30000));
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 10000);
    }

    void shouldLoseNothingWhenAWatchIsCutMidEvent()
    {
        // A namespace no other test watches, so only this cache's stream can take the cut.
        const QString own = u"/api/v1/namespaces/fleet-9/secrets"_s;
        const auto namesThere = [this, &own] {
            QSet<QString> out;
            for (const QJsonValue v :
                emu.get(own, emu.adminToken()).json().value(u"items"_s).toArray())
                out.insert(
                    v.toObject().value(u"metadata"_s).toObject().value(u"name"_s).toString());
            return out;
        };
        ResourceCache cache(client.get(), own);
        QSignalSpy removed(&cache, &ResourceCache::objectsRemoved);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        cache.start();
        QVERIFY(synced.wait(30000));
        QTRY_COMPARE(cache.state(), State::Live);
        QList<State> states;
        connect(&cache, &ResourceCache::stateChanged, this, [&states](State state) {
            states << state;
        });

        // The next event arrives half, and its connection ends with it.
        QVERIFY(emu.fault(QJsonObject { { u"cutWatchEvents"_s,
            QJsonObject { { u"count"_s, 1 }, { u"pathContains"_s, u"fleet-9/secrets"_s } } } }));
        QCOMPARE(emu.request("POST",
                        own,
                        toJson(QJsonObject {
                            { u"metadata"_s, QJsonObject { { u"name"_s, u"cut-in-half"_s } } } }),
                        emu.adminToken())
                     .status,
            201);
        QTRY_VERIFY_WITH_TIMEOUT(names(cache.objects()).contains(u"cut-in-half"_s), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
        // It came whole, once, from the resumed watch: the half was not taken for an event.
        QCOMPARE(names(cache.objects()), namesThere());
        QCOMPARE(removed.count(), 0);
        QCOMPARE(synced.count(), 1);
        QVERIFY2(states.contains(State::Reconnecting), "the cut connection was resumed");
        QCOMPARE(cache.relistCount(), 0); // from its last version, not by listing again
        QCOMPARE(emu.request("DELETE", own + u"/cut-in-half"_s, {}, emu.adminToken()).status, 200);
        QTRY_VERIFY(!names(cache.objects()).contains(u"cut-in-half"_s));
    }

    void shouldKeepExactlyWhatTheTransformKeepsWhenDecodingOnlySelectedFields_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind"); // 0 VMs, 1 clusters, 2 services
        QTest::newRow("VMs") << u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s << 0;
        QTest::newRow("clusters") << u"/apis/vmray.broadcom.com/v1alpha1/vmrayclusters"_s << 1;
        QTest::newRow("services")
            << u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachineservices"_s << 2;
    }

    void shouldKeepExactlyWhatTheTransformKeepsWhenDecodingOnlySelectedFields()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        using Transform = ResourceCache::Transform;
        const Transform transforms[] = { [](const QJsonObject &vm) {
                                            return vmray::kube::selectFields(
                                                vm, vmray::vmop::slimVirtualMachineFields());
                                        },
            &vmray::ray::slimCluster,
            &vmray::ray::slimService };
        const FieldSelection *selections[] = { &vmray::vmop::slimVirtualMachineFields(),
            &vmray::ray::slimClusterFields(),
            &vmray::ray::slimServiceFields() };
        ResourceCache cache(client.get(), path);
        cache.setPageSize(7);
        cache.setTransform(transforms[kind], *selections[kind]);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        cache.start();
        QVERIFY(synced.wait(30000));
        cache.stop();
        // The same objects, read whole and slimmed afterwards.
        QHash<QString, QJsonObject> expected;
        for (const QJsonValue v :
            emu.get(path, emu.adminToken()).json().value(u"items"_s).toArray()) {
            const QJsonObject whole = v.toObject();
            expected.insert(uidOf(whole), transforms[kind](whole));
        }
        QVERIFY(expected.size() > 4);
        QCOMPARE(cache.objects().size(), expected.size());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QCOMPARE(cache.objects().value(it.key()), it.value());
    }

    void shouldKeepOnlyTheSelectionFromListsAndWatches()
    {
        const QString path =
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/fleet-0/virtualmachines"_s;
        const FieldSelection keep({ u"metadata.name"_s,
            u"metadata.namespace"_s,
            u"metadata.uid"_s,
            u"metadata.resourceVersion"_s,
            u"status.conditions[status=False]"_s });
        ResourceCache cache(client.get(), path);
        cache.setPageSize(7);
        cache.setSelection(keep);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        QSignalSpy modified(&cache, &ResourceCache::objectsModified);
        cache.start();
        QVERIFY(synced.wait(30000));
        const QJsonArray listed =
            emu.get(path, emu.adminToken()).json().value(u"items"_s).toArray();
        QVERIFY(listed.size() > 4);
        QCOMPARE(cache.objects().size(), listed.size());
        for (const QJsonValue v : listed)
            QCOMPARE(cache.objects().value(uidOf(v.toObject())), selectFields(v.toObject(), keep));

        // A VM that fails: the watch brings it cut down the same way, its False condition kept.
        const QJsonObject vm = listed.at(0).toObject();
        const QString name = vm.value(u"metadata"_s).toObject().value(u"name"_s).toString();
        const QJsonObject failing { { u"type"_s, u"VirtualMachineCreated"_s },
            { u"status"_s, u"False"_s },
            { u"reason"_s, u"NoHost"_s },
            { u"message"_s, u"No host has room for the VM."_s },
            { u"lastTransitionTime"_s, u"2026-01-01T00:00:00Z"_s } };
        QJsonObject ready { { u"type"_s, u"Ready"_s }, { u"status"_s, u"True"_s } };
        ready.insert(u"reason"_s, u"Ready"_s);
        ready.insert(u"lastTransitionTime"_s, u"2026-01-01T00:00:00Z"_s);
        QJsonObject status;
        status.insert(u"conditions"_s, QJsonArray { ready, failing });
        QJsonObject patch;
        patch.insert(u"status"_s, status);
        const auto patched = emu.request("PATCH",
            path + u'/' + name + u"/status"_s,
            toJson(patch),
            emu.adminToken(),
            "application/merge-patch+json");
        QCOMPARE(patched.status, 200);
        // Whatever else changes the VM meanwhile, the cache ends up with the server's VM, cut
        // down, its False condition kept.
        const auto serverVm = [&] {
            return selectFields(emu.get(path + u'/' + name, emu.adminToken()).json(), keep);
        };
        QTRY_VERIFY_WITH_TIMEOUT(cache.objects().value(uidOf(vm)) == serverVm(), 10000);
        QVERIFY(!modified.isEmpty());
        QCOMPARE(cache.objects()
                     .value(uidOf(vm))
                     .value(u"status"_s)
                     .toObject()
                     .value(u"conditions"_s)
                     .toArray(),
            QJsonArray { failing });
        cache.stop();
    }

    void shouldReadRecordsFromListsAndWatches()
    {
        // A record of what a table might show of a VM, read straight from the bytes.
        const RecordReader reader = [](const JsonView &vm) {
            QStringList row { vm["metadata"]["name"].toString(),
                vm["status"]["powerState"].toString() };
            for (const JsonView &c : vm["status"]["conditions"].elements()) {
                if (c["status"].isString("False"))
                    row << c["message"].toString();
            }
            return QVariant(row);
        };
        const auto recordOf = [&reader](const QJsonObject &object) {
            QVariant record;
            readJson(toJson(object), [&](const JsonView &view) {
                record = reader(view);
            });
            return record;
        };
        const QString path =
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/fleet-2/virtualmachines"_s;
        ResourceCache cache(client.get(), path);
        cache.setPageSize(7);
        cache.setRecordReader(reader, FieldSelection(identityPaths()));
        QSignalSpy synced(&cache, &ResourceCache::synced);
        cache.start();
        QVERIFY(synced.wait(30000));
        const QJsonArray listed =
            emu.get(path, emu.adminToken()).json().value(u"items"_s).toArray();
        QVERIFY(listed.size() > 7); // more than one page
        QCOMPARE(cache.objects().size(), listed.size());
        for (const QJsonValue v : listed) {
            const QJsonObject vm = v.toObject();
            QCOMPARE(cache.record(uidOf(vm)), recordOf(vm));
            // Of the JSON, only the identity is kept.
            QCOMPARE(cache.objects().value(uidOf(vm)),
                selectFields(vm, FieldSelection(identityPaths())));
        }

        // A VM that fails: its record follows through the watch.
        const QJsonObject vm = listed.at(0).toObject();
        const QString name = vm.value(u"metadata"_s).toObject().value(u"name"_s).toString();
        QJsonObject failing { { u"type"_s, u"VirtualMachineCreated"_s },
            { u"status"_s, u"False"_s },
            { u"reason"_s, u"NoHost"_s } };
        failing.insert(u"message"_s, u"No host has room for the VM."_s);
        failing.insert(u"lastTransitionTime"_s, u"2026-01-01T00:00:00Z"_s);
        QJsonObject status;
        status.insert(u"conditions"_s, QJsonArray { failing });
        QJsonObject patch;
        patch.insert(u"status"_s, status);
        QCOMPARE(emu.request("PATCH",
                        path + u'/' + name + u"/status"_s,
                        toJson(patch),
                        emu.adminToken(),
                        "application/merge-patch+json")
                     .status,
            200);
        const auto serverRecord = [&] {
            return recordOf(emu.get(path + u'/' + name, emu.adminToken()).json());
        };
        QTRY_COMPARE_WITH_TIMEOUT(cache.record(uidOf(vm)), serverRecord(), 10000);
        QVERIFY(cache.record(uidOf(vm)).toStringList().contains(u"No host has room for the VM."_s));
        cache.stop();

        // Objects that go take their records with them; a relist keeps the others.
        ResourceCache secretCache(client.get(), secrets);
        secretCache.setRecordReader(
            [](const JsonView &secret) {
                return QVariant(secret["metadata"]["name"].toString());
            },
            FieldSelection(identityPaths()));
        QSignalSpy secretsSynced(&secretCache, &ResourceCache::synced);
        secretCache.start();
        QVERIFY(secretsSynced.wait(30000));
        createSecret(u"recorded"_s);
        const auto uidOfSecret = [&](const QString &secretName) {
            for (auto it = secretCache.objects().cbegin(); it != secretCache.objects().cend();
                 ++it) {
                if (it->value(u"metadata"_s).toObject().value(u"name"_s).toString() == secretName)
                    return it.key();
            }
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!uidOfSecret(u"recorded"_s).isEmpty(), 10000);
        const QString uid = uidOfSecret(u"recorded"_s);
        QCOMPARE(secretCache.record(uid).toString(), u"recorded"_s);
        secretCache.relist();
        QVERIFY(secretsSynced.wait(30000));
        QCOMPARE(secretCache.record(uid).toString(), u"recorded"_s);
        deleteSecret(u"recorded"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!secretCache.objects().contains(uid), 10000);
        QVERIFY(!secretCache.record(uid).isValid());
    }

    void shouldPauseForCredentialsAndResume()
    {
        QString token = emu.login(0);
        auto own = clientFor(token);
        ResourceCache cache(own.get(), secrets);
        QSignalSpy synced(&cache, &ResourceCache::synced);
        QSignalSpy unauthorized(&cache, &ResourceCache::unauthorized);
        cache.start();
        QVERIFY(synced.wait(30000));
        QTRY_COMPARE(cache.state(), State::Live);

        QVERIFY(emu.fault(QJsonObject { { u"expireTokens"_s, true } }));
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Paused, 30000);
        QCOMPARE(unauthorized.count(), 1);
        QCOMPARE(cache.lastError().kind(), KubeError::Kind::Auth);
        createSecret(u"while-paused"_s);

        own->setBearerToken(emu.login(0));
        cache.resume();
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
        QTRY_VERIFY(names(cache.objects()).contains(u"while-paused"_s));
        QCOMPARE(cache.relistCount(), 0); // state kept; only the stream resumed
    }

    void shouldStopOnForbiddenInsteadOfRetrying()
    {
        QList<State> states; // outlives the caches that report into it
        auto dev = clientFor(emu.login(1));
        ResourceCache allowed(dev.get(), u"/api/v1/namespaces/fleet-1/secrets"_s);
        ResourceCache forbidden(dev.get(), u"/api/v1/namespaces/fleet-2/secrets"_s);
        connect(&forbidden, &ResourceCache::stateChanged, this, [&](State s) {
            states << s;
        });
        QSignalSpy allowedSynced(&allowed, &ResourceCache::synced);
        forbidden.start();
        allowed.start();
        QTRY_COMPARE(forbidden.state(), State::Failed);
        QCOMPARE(forbidden.lastError().httpStatus(), 403);
        // Let time pass that a retry would need: the allowed cache syncs and goes live.
        QTRY_COMPARE_WITH_TIMEOUT(allowed.state(), State::Live, 30000);
        QCOMPARE(allowedSynced.count(), 1);
        QCOMPARE(states, (QList<State> { State::Syncing, State::Failed }));
    }

    void shouldNotStormAServerThatAnswersWatchesWithNothing_data()
    {
        QTest::addColumn<QJsonObject>("fault");
        QTest::addColumn<QJsonObject>("clear");
        QTest::addColumn<bool>("countsRelists");
        const QJsonObject noHostileWatch { { u"hostileWatch"_s,
            QJsonObject { { u"code"_s, 0 } } } };
        const auto hostile = [](int code) {
            return QJsonObject { { u"hostileWatch"_s,
                QJsonObject {
                    { u"code"_s, code }, { u"pathContains"_s, u"fleet-10/secrets"_s } } } };
        };
        QTest::newRow("an empty 200") << hostile(200) << noHostileWatch << false;
        QTest::newRow("a redirect") << hostile(301) << noHostileWatch << false;
        // Gone at the start of every watch: each relist works, and each watch after it fails.
        QTest::newRow("410 each time")
            << QJsonObject { { u"failNext"_s,
                   QJsonObject { { u"count"_s, 1000 },
                       { u"code"_s, 410 },
                       { u"pathContains"_s, u"fleet-10/secrets?watch="_s } } } }
            << QJsonObject { { u"failNext"_s, QJsonObject { { u"count"_s, 0 } } } } << true;
    }

    void shouldNotStormAServerThatAnswersWatchesWithNothing()
    {
        // A proxy that answers every watch at once with nothing made one cache ask 36,363 times
        // in 20 s. Each such watch is a failure now, and the next waits longer: 0.8 s, 1.6 s,
        // 3.2 s (each stretched by up to 100 %). After a 410 each relist waits so.
        QFETCH(QJsonObject, fault);
        QFETCH(QJsonObject, clear);
        QFETCH(bool, countsRelists);
        const QString own = u"/api/v1/namespaces/fleet-10/secrets"_s;
        const auto requests = [&] {
            return countsRelists ? qint64(0)
                                 : emu.get(u"/emulator/v1/info"_s, emu.adminToken())
                                       .json()
                                       .value(u"hostile"_s)
                                       .toObject()
                                       .value(u"watchAnswers"_s)
                                       .toInteger();
        };
        QVERIFY(emu.fault(fault));
        const qint64 before = requests();
        const auto ownClient = clientFor(emu.login(0)); // a token earlier faults have not expired
        ResourceCache cache(ownClient.get(), own);
        const auto count = [&] {
            return countsRelists ? qint64(cache.relistCount()) : requests() - before;
        };
        // When each attempt began, taken as it begins: polling the count would see the first
        // late, and the span short, on a loaded machine.
        QList<qint64> attempts;
        QElapsedTimer clock;
        clock.start();
        const State attempting = countsRelists ? State::Syncing : State::Live;
        connect(&cache, &ResourceCache::stateChanged, this, [&](State s) {
            if (s == attempting)
                attempts << clock.elapsed();
        });
        cache.start();
        // The first attempt and three more take at least 0.8 + 1.6 + 3.2 s (a coarse timer may
        // fire up to 5 % early). After a 410 the attempts are the lists, the first one included.
        QTRY_VERIFY_WITH_TIMEOUT(attempts.size() >= 4 && count() >= 3, 60000);
        const qint64 answered = count();
        const qint64 span = attempts.at(3) - attempts.at(0);
        QVERIFY(emu.fault(clear));
        QVERIFY2(span >= 5000,
            qPrintable(u"4 attempts within %1 ms: %2"_s.arg(span).arg(attempts.size())));
        // Every answer the server gave was to an attempt the cache made, none unseen; Qt may send
        // a request once more itself when the kept-alive connection it chose had been closed.
        QVERIFY2(answered <= 2 * attempts.size(),
            qPrintable(u"%1 answers to %2 attempts"_s.arg(answered).arg(attempts.size())));
        QVERIFY(cache.lastError().isError());
        // Once the server answers as it should, the cache is live again.
        cache.resume();
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
    }

    void shouldKeepTheObjectsAroundOneThatIsNoUtf8()
    {
        // One object whose text holds a byte that is no UTF-8 failed the whole list, and the
        // watch, each time they were asked again. Its bad bytes are replaced; the rest goes on.
        const QString own = u"/api/v1/namespaces/fleet-11/secrets"_s;
        const auto create = [this, &own](const QString &name, const QString &note) {
            QJsonObject meta { { u"name"_s, name } };
            if (!note.isEmpty())
                meta.insert(u"annotations"_s, QJsonObject { { u"note"_s, note } });
            QCOMPARE(emu.request("POST",
                            own,
                            toJson(QJsonObject { { u"metadata"_s, meta } }),
                            emu.adminToken())
                         .status,
                201);
        };
        create(u"utf8-before"_s, {});
        create(u"utf8-victim"_s, u"spoilt-by-the-server"_s);
        create(u"utf8-after"_s, {});
        QVERIFY(emu.fault(QJsonObject { { u"invalidUtf8"_s,
            QJsonObject { { u"text"_s, u"spoilt-by-the-server"_s }, { u"count"_s, -1 } } } }));
        const auto ownClient = clientFor(emu.login(0));
        ResourceCache cache(ownClient.get(), own);
        QList<State> states;
        connect(&cache, &ResourceCache::stateChanged, this, [&states](State state) {
            states << state;
        });
        QSignalSpy synced(&cache, &ResourceCache::synced);
        cache.start();
        QVERIFY(synced.wait(30000));
        const auto noteOf = [&cache](const QString &name) {
            for (const QJsonObject &o : cache.objects()) {
                const QJsonObject meta = o.value(u"metadata"_s).toObject();
                if (meta.value(u"name"_s).toString() == name)
                    return meta.value(u"annotations"_s).toObject().value(u"note"_s).toString();
            }
            return u"(missing)"_s;
        };
        QVERIFY(names(cache.objects()).contains(u"utf8-before"_s));
        QVERIFY(names(cache.objects()).contains(u"utf8-after"_s));
        QCOMPARE(noteOf(u"utf8-victim"_s), u"\ufffdpoilt-by-the-server"_s);
        // The watch brings another spoilt object between two good ones, and goes on.
        QTRY_COMPARE(cache.state(), State::Live);
        create(u"utf8-watched-before"_s, {});
        create(u"utf8-watched-victim"_s, u"spoilt-by-the-server too"_s);
        create(u"utf8-watched-after"_s, {});
        QTRY_VERIFY_WITH_TIMEOUT(names(cache.objects()).contains(u"utf8-watched-after"_s), 30000);
        QVERIFY(emu.fault(QJsonObject { { u"invalidUtf8"_s,
            QJsonObject { { u"text"_s, u"spoilt-by-the-server"_s }, { u"count"_s, 0 } } } }));
        QVERIFY(names(cache.objects()).contains(u"utf8-watched-before"_s));
        QCOMPARE(noteOf(u"utf8-watched-victim"_s), u"\ufffdpoilt-by-the-server too"_s);
        QCOMPARE(states, (QList<State> { State::Syncing, State::Live }));
        QCOMPARE(synced.count(), 1);
        QCOMPARE(cache.relistCount(), 0);
    }

    void shouldNotAskAgainForAnAnswerTooLargeToRead()
    {
        // Each attempt would download as much again, for the same refusal: the cache stops and
        // says why; relisting is the user's call (F5).
        auto small = clientFor(emu.login(0));
        RequestPolicy p = small->policy();
        p.maxResponseBytes = 1024 * 1024;
        small->setPolicy(p);
        QVERIFY(emu.fault(QJsonObject { { u"breakBody"_s,
            QJsonObject { { u"mode"_s, u"oversized"_s },
                { u"count"_s, 5 },
                { u"bytes"_s, 64 * 1024 * 1024 },
                { u"pathContains"_s, u"fleet-12/secrets"_s } } } }));
        const auto answers = [this] {
            return emu.get(u"/emulator/v1/info"_s, emu.adminToken())
                .json()
                .value(u"hostile"_s)
                .toObject()
                .value(u"oversizedAnswers"_s)
                .toInteger();
        };
        const qint64 before = answers();
        ResourceCache cache(small.get(), u"/api/v1/namespaces/fleet-12/secrets"_s);
        cache.start();
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Failed, 30000);
        QVERIFY(emu.fault(QJsonObject { { u"breakBody"_s, QJsonObject { { u"count"_s, 0 } } } }));
        QVERIFY2(cache.lastError().isTooLarge(), qPrintable(cache.lastError().toString()));
        QCOMPARE(answers(), before + 1);
    }

    void shouldRelistWhenTheServersVersionsWereReset()
    {
        // The Supervisor comes back with every resourceVersion counted from 1 again (its store
        // was restored). The versions this cache holds lie in the server's future: a watch from
        // them would wait for changes that already happened. The cache lists again instead, and
        // loses none of the changes made meanwhile.
        const QString own = u"/api/v1/namespaces/fleet-7/secrets"_s;
        const QString token = emu.login(0); // a token earlier faults have not expired
        const auto namesThere = [this, &own, &token] {
            QSet<QString> out;
            for (const QJsonValue v : emu.get(own, token).json().value(u"items"_s).toArray())
                out.insert(
                    v.toObject().value(u"metadata"_s).toObject().value(u"name"_s).toString());
            return out;
        };
        const auto create = [this, &own, &token](const QString &name) {
            return emu
                .request("POST",
                    own,
                    toJson(QJsonObject { { u"metadata"_s, QJsonObject { { u"name"_s, name } } } }),
                    token)
                .status;
        };
        const auto ownClient = clientFor(token);
        ResourceCache cache(ownClient.get(), own);
        QSignalSpy removed(&cache, &ResourceCache::objectsRemoved);
        cache.start();
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
        QCOMPARE(create(u"before-the-reset"_s), 201);
        QTRY_VERIFY_WITH_TIMEOUT(names(cache.objects()).contains(u"before-the-reset"_s), 30000);
        const QString versionBefore =
            emu.get(u"/emulator/v1/info"_s, token).json().value(u"resourceVersion"_s).toString();

        QVERIFY(emu.fault(QJsonObject {
            { u"restart"_s, QJsonObject { { u"resetResourceVersions"_s, true } } } }));
        const QString versionAfter =
            emu.get(u"/emulator/v1/info"_s, token).json().value(u"resourceVersion"_s).toString();
        QVERIFY(!versionBefore.isEmpty() && !versionAfter.isEmpty());
        QVERIFY2(versionAfter.toULongLong() < versionBefore.toULongLong(),
            qPrintable(versionBefore + u" then "_s + versionAfter));
        // Changes under the new numbering, before the cache is back.
        QCOMPARE(create(u"after-the-reset"_s), 201);
        QCOMPARE(emu.request("DELETE", own + u"/before-the-reset"_s, {}, token).status, 200);

        QTRY_VERIFY_WITH_TIMEOUT(names(cache.objects()).contains(u"after-the-reset"_s), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!names(cache.objects()).contains(u"before-the-reset"_s), 30000);
        QCOMPARE(names(cache.objects()), namesThere());
        QVERIFY(cache.relistCount() >= 1);
        QCOMPARE(allNames(removed), QStringList { u"before-the-reset"_s });
        // And it follows the server from its new versions on.
        QTRY_COMPARE_WITH_TIMEOUT(cache.state(), State::Live, 30000);
        QCOMPARE(create(u"after-the-relist"_s), 201);
        QTRY_VERIFY_WITH_TIMEOUT(names(cache.objects()).contains(u"after-the-relist"_s), 30000);
        QCOMPARE(names(cache.objects()), namesThere());
    }
};

QTEST_GUILESS_MAIN(TestResourceCache)
#include "tst_resourcecache.moc"
