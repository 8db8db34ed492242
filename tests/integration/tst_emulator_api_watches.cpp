// The emulator's watches and the wire under faults: events from a version or from now, selector
// changes, compaction and expiry, restarts, gzipped answers, and the faults tests inject (cut
// watches, errors, rate limits, latency). Raw HTTPS over loopback, no client code of the console
// involved.
#include "emulatorapitest.h"
#include "emulatorfixture.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestEmulatorApiWatches : public QObject
{
    Q_OBJECT

private:
    EmulatorFixture emu;
    QString token;

    QJsonObject getJson(const QString &path) { return emu.get(path, token).json(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(emu.start(
            { u"--seed"_s, u"demo"_s, u"--speed"_s, u"50"_s, u"--history"_s, u"100000"_s }));
        token = emu.login(0);
        QVERIFY(!token.isEmpty());
    }

    void cleanupTestCase()
    {
        // A clean exit: no crash, no sanitizer report, no hang with watches open.
        QCOMPARE(emu.stop(), 0);
    }
    void shouldStreamWatchEventsFromAListVersion()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        const QJsonObject before = getJson(path);
        const QString rv = metadataOf(before).value(u"resourceVersion"_s).toString();
        QStringList existing;
        for (const QJsonValue v : before.value(u"items"_s).toArray())
            existing << metadataOf(v.toObject()).value(u"name"_s).toString();
        auto stream = emu.watch(
            path + u"?watch=true&allowWatchBookmarks=true&resourceVersion="_s + rv, token);
        QCOMPARE(
            emu.request("POST", path, R"({"metadata":{"name":"watched"}})", token).status, 201);
        QCOMPARE(emu.request("PATCH",
                        path + u"/watched"_s,
                        R"({"data":{"x":"eA=="}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            200);
        QCOMPARE(emu.request("DELETE", path + u"/watched"_s, {}, token).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(stream->countOf(u"DELETED"_s, u"watched"_s), 1, 15000);
        QCOMPARE(stream->countOf(u"ADDED"_s, u"watched"_s), 1);
        QCOMPARE(stream->countOf(u"MODIFIED"_s, u"watched"_s), 1);
        // No synthetic ADDED events for objects that existed before the version. (The operator
        // may add secrets of its own meanwhile: those are real.)
        for (const QString &name : std::as_const(existing))
            QVERIFY2(stream->countOf(u"ADDED"_s, name) == 0, qPrintable(name));
        // A bookmark comes within a few seconds of quiet.
        QTRY_VERIFY_WITH_TIMEOUT(stream->countOf(u"BOOKMARK"_s) > 0, 15000);
        const QJsonObject bookmark = [&] {
            for (const QJsonObject &e : stream->events)
                if (e.value(u"type"_s).toString() == u"BOOKMARK"_s)
                    return e;
            return QJsonObject();
        }();
        QVERIFY(!metadataOf(bookmark.value(u"object"_s).toObject())
                     .value(u"resourceVersion"_s)
                     .toString()
                     .isEmpty());
    }

    void shouldStartAWatchWithoutVersionWithTheCurrentState()
    {
        auto stream =
            emu.watch(vmrayPath.arg(u"ray-prod"_s) + u"?watch=1&timeoutSeconds=2"_s, token);
        QTRY_VERIFY_WITH_TIMEOUT(stream->finished, 20000);
        QCOMPARE(stream->status, 200);
        QCOMPARE(stream->error, QNetworkReply::NoError); // a normal end after timeoutSeconds
        QCOMPARE(stream->countOf(u"ADDED"_s), names(getJson(vmrayPath.arg(u"ray-prod"_s))).size());
    }

    void shouldTurnSelectorChangesIntoAddedAndDeleted()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        const QJsonObject before = getJson(path);
        const QString rv = metadataOf(before).value(u"resourceVersion"_s).toString();
        QStringList existing;
        for (const QJsonValue v : before.value(u"items"_s).toArray())
            existing << metadataOf(v.toObject()).value(u"name"_s).toString();
        auto stream = emu.watch(
            path + u"?watch=true&labelSelector=tier%3Dgold&resourceVersion="_s + rv, token);
        QCOMPARE(
            emu.request("POST", path, R"({"metadata":{"name":"relabel"}})", token).status, 201);
        QCOMPARE(emu.request("PATCH",
                        path + u"/relabel"_s,
                        R"({"metadata":{"labels":{"tier":"gold"}}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            200);
        QCOMPARE(emu.request("PATCH",
                        path + u"/relabel"_s,
                        R"({"metadata":{"labels":{"tier":"silver"}}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            200);
        QTRY_COMPARE_WITH_TIMEOUT(stream->countOf(u"DELETED"_s, u"relabel"_s), 1, 15000);
        QCOMPARE(stream->countOf(u"ADDED"_s, u"relabel"_s), 1);
        QCOMPARE(stream->countOf(u"MODIFIED"_s, u"relabel"_s), 0);
    }

    void shouldAnswerGoneForCompactedVersions()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        const QJsonObject before = getJson(path);
        const QString rv = metadataOf(before).value(u"resourceVersion"_s).toString();
        QStringList existing;
        for (const QJsonValue v : before.value(u"items"_s).toArray())
            existing << metadataOf(v.toObject()).value(u"name"_s).toString();
        auto live = emu.watch(path + u"?watch=true&resourceVersion="_s + rv, token);
        QCOMPARE(emu.request("POST", path, R"({"metadata":{"name":"tick"}})", token).status, 201);
        QTRY_COMPARE_WITH_TIMEOUT(live->countOf(u"ADDED"_s, u"tick"_s), 1, 15000);
        QVERIFY(emu.fault(QJsonObject { { u"compactHistory"_s, true } }));
        // A new watch from the old version: HTTP 410.
        const HttpResult gone = emu.get(path + u"?watch=true&resourceVersion="_s + rv, token);
        QCOMPARE(gone.status, 410);
        QCOMPARE(gone.json().value(u"reason"_s).toString(), u"Expired"_s);
        // A continue token from before the compaction is gone as well.
        const QJsonObject first = getJson(u"/api/v1/namespaces/ray-prod/secrets?limit=1"_s);
        QVERIFY(emu.fault(QJsonObject { { u"compactHistory"_s, true } }));
        QCOMPARE(emu.get(u"/api/v1/namespaces/ray-prod/secrets?limit=1&continue="_s
                            + metadataOf(first).value(u"continue"_s).toString(),
                        token)
                     .status,
            410);
        // The open stream is still fine: it is already past the compaction point.
        QVERIFY(!live->finished);
        QCOMPARE(
            emu.request("POST", path, R"({"metadata":{"name":"after-compaction"}})", token).status,
            201);
        QTRY_COMPARE_WITH_TIMEOUT(live->countOf(u"ADDED"_s, u"after-compaction"_s), 1, 15000);
    }

    void shouldReportExpiryInsideAStreamThatFellBehind()
    {
        // A second emulator with a tiny history: the watcher is overtaken by changes.
        EmulatorFixture small;
        QVERIFY(small.start({ u"--seed"_s, u"empty"_s, u"--history"_s, u"5"_s }));
        const QString t = small.login(0);
        const QString path = u"/api/v1/namespaces/ray-test/secrets"_s;
        const QString rv =
            metadataOf(small.get(path, t).json()).value(u"resourceVersion"_s).toString();
        for (int i = 0; i < 20; ++i)
            QCOMPARE(small
                         .request("POST",
                             path,
                             toJson(QJsonObject { { u"metadata"_s,
                                 QJsonObject { { u"name"_s, u"s%1"_s.arg(i) } } } }),
                             t)
                         .status,
                201);
        QCOMPARE(small.get(path + u"?watch=true&resourceVersion="_s + rv, t).status, 410);
        QCOMPARE(small.stop(), 0);
    }

    void shouldBookmarkQuietWatchesWhileOtherKindsChurn()
    {
        // A busy store moves its history on within seconds. A watch whose own kind is quiet
        // still gets bookmarks, as from the API server, so it can resume where it was told.
        EmulatorFixture busy;
        QVERIFY(busy.start({ u"--seed"_s, u"fleet:100"_s }));
        const QString t = busy.login(0);
        const QString path = u"/api/v1/namespaces/fleet-0/secrets"_s;
        const auto listVersion = [&] {
            return metadataOf(busy.get(path, t).json()).value(u"resourceVersion"_s).toString();
        };
        const QString listed = listVersion();
        auto quiet = busy.watch(path
                + u"?watch=true&allowWatchBookmarks=true&timeoutSeconds=60&resourceVersion="_s
                + listed,
            t);
        QVERIFY(busy.fault(QJsonObject { { u"churnEventsPerSecond"_s, 200 } }));
        const auto statusFrom = [&](const QString &version) {
            return busy.get(path + u"?watch=true&timeoutSeconds=1&resourceVersion="_s + version, t)
                .status;
        };
        // The listed version falls out of the history, and other kinds' events go on.
        QTRY_VERIFY_WITH_TIMEOUT(listVersion().toULongLong() > listed.toULongLong(), 15000);
        QVERIFY(busy.fault(QJsonObject { { u"compactHistory"_s, true } }));
        QCOMPARE(statusFrom(listed), 410);
        const QString compacted = listVersion();
        const auto latestBookmark = [&quiet] {
            for (auto it = quiet->events.crbegin(); it != quiet->events.crend(); ++it)
                if (it->value(u"type"_s).toString() == u"BOOKMARK"_s)
                    return metadataOf(it->value(u"object"_s).toObject())
                        .value(u"resourceVersion"_s)
                        .toString();
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(latestBookmark().toULongLong() >= compacted.toULongLong(), 15000);
        QCOMPARE(quiet->countOf(u"ADDED"_s) + quiet->countOf(u"MODIFIED"_s), 0);
        QCOMPARE(statusFrom(latestBookmark()), 200);
        QVERIFY(!quiet->finished);
        QVERIFY(busy.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } }));
        quiet.reset();
        QCOMPARE(busy.stop(), 0);
    }

    void shouldRestartWithResourceVersionsReset()
    {
        // As a Supervisor whose store was restored: open watches end, every object is
        // renumbered from 1, and a version from before is one the server has not reached.
        EmulatorFixture restored;
        QVERIFY(restored.start({ u"--seed"_s, u"empty"_s }));
        const QString t = restored.login(0);
        const QString path = u"/api/v1/namespaces/ray-test/secrets"_s;
        QCOMPARE(restored.request("POST", path, R"({"metadata":{"name":"kept"}})", t).status, 201);
        const QJsonObject before = restored.get(path, t).json();
        const QString oldVersion = metadataOf(before).value(u"resourceVersion"_s).toString();
        auto open = restored.watch(path + u"?watch=true&resourceVersion="_s + oldVersion, t);
        QVERIFY(restored.fault(QJsonObject {
            { u"restart"_s, QJsonObject { { u"resetResourceVersions"_s, true } } } }));
        QTRY_VERIFY_WITH_TIMEOUT(open->finished, 15000);
        // The first request after the restart may be a write: the restart ended the kept-alive
        // connections at once, so it goes on a new one (Qt resends only idempotent requests).
        QCOMPARE(restored.request("POST", path, R"({"metadata":{"name":"first-after"}})", t).status,
            201);
        QCOMPARE(restored.request("DELETE", path + u"/first-after"_s, {}, t).status, 200);

        const HttpResult listed = restored.get(path, t);
        QCOMPARE(listed.status, 200);
        const QJsonObject after = listed.json();
        const QString newVersion = metadataOf(after).value(u"resourceVersion"_s).toString();
        QVERIFY(!oldVersion.isEmpty() && !newVersion.isEmpty());
        QVERIFY2(newVersion.toULongLong() < oldVersion.toULongLong(),
            qPrintable(oldVersion + u" then "_s + newVersion));
        // The objects are all there, each under a new version no higher than the list's.
        QCOMPARE(
            after.value(u"items"_s).toArray().size(), before.value(u"items"_s).toArray().size());
        for (const QJsonValue item : after.value(u"items"_s).toArray())
            QVERIFY(metadataOf(item.toObject()).value(u"resourceVersion"_s).toString().toULongLong()
                <= newVersion.toULongLong());

        // A watch from the old version: 504, as the kube-apiserver says it.
        QElapsedTimer waited;
        waited.start();
        const HttpResult future =
            restored.get(path + u"?watch=true&resourceVersion="_s + oldVersion, t);
        QCOMPARE(future.status, 504);
        QVERIFY(waited.elapsed() >= 2900); // it waited for the version first
        QCOMPARE(future.json().value(u"reason"_s).toString(), u"Timeout"_s);
        QVERIFY2(future.json()
                     .value(u"message"_s)
                     .toString()
                     .startsWith(u"Too large resource version: "_s + oldVersion),
            future.body.constData());
        const QJsonArray causes =
            future.json().value(u"details"_s).toObject().value(u"causes"_s).toArray();
        QCOMPARE(causes.size(), 1);
        QCOMPARE(
            causes.first().toObject().value(u"reason"_s).toString(), u"ResourceVersionTooLarge"_s);
        QCOMPARE(future.header("Retry-After"), QByteArray("1"));
        // So is an exact list at that version; a watch from the new version streams.
        QCOMPARE(restored.get(path + u"?limit=10&resourceVersion="_s + oldVersion, t).status, 504);
        auto resumed = restored.watch(path + u"?watch=true&resourceVersion="_s + newVersion, t);
        QCOMPARE(restored.request("POST", path, R"({"metadata":{"name":"new"}})", t).status, 201);
        QTRY_COMPARE_WITH_TIMEOUT(resumed->countOf(u"ADDED"_s, u"new"_s), 1, 15000);
        resumed.reset();
        open.reset();
        QCOMPARE(restored.stop(), 0);
    }

    void shouldGzipLargeAnswersAsTheApiServerDoes()
    {
        // Answers over 128 KiB come gzipped to a client that accepts it, as from the
        // kube-apiserver; small answers and watches never do.
        EmulatorFixture fleet;
        QVERIFY(fleet.start({ u"--seed"_s, u"fleet:100"_s }));
        const QString t = fleet.login(0);
        const auto gzipped = [&fleet, &t] {
            return fleet.get(u"/emulator/v1/info"_s, t)
                .json()
                .value(u"gzippedAnswers"_s)
                .toInteger();
        };
        const QString vms = u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s;
        const HttpResult plain =
            fleet.request("GET", vms, {}, t, {}, { { "Accept-Encoding", "identity" } });
        QCOMPARE(plain.status, 200);
        QVERIFY2(plain.body.size() > 128 * 1024, qPrintable(QString::number(plain.body.size())));
        QVERIFY(plain.header("Content-Encoding").isEmpty());
        QCOMPARE(gzipped(), 0);

        const HttpResult packed =
            fleet.request("GET", vms, {}, t, {}, { { "Accept-Encoding", "deflate, gzip" } });
        QCOMPARE(packed.status, 200);
        QCOMPARE(packed.error, QNetworkReply::NoError); // the whole body, as announced
        QCOMPARE(packed.header("Content-Length").toLongLong(), packed.body.size());
        QCOMPARE(packed.header("Content-Encoding"), QByteArray("gzip"));
        QVERIFY(packed.body.startsWith("\x1f\x8b")); // gzip's magic number
        QVERIFY(packed.body.size() < plain.body.size() / 4);
        QCOMPARE(gzipped(), 1);
        // Qt asks for gzip itself and unpacks it: the same list.
        const HttpResult unpacked = fleet.get(vms, t);
        QCOMPARE(unpacked.error, QNetworkReply::NoError);
        QCOMPARE(gzipped(), 2);
        QCOMPARE(unpacked.json().value(u"items"_s).toArray().size(), 100);
        const auto uids = [](const HttpResult &r) {
            QStringList out;
            for (const QJsonValue v : r.json().value(u"items"_s).toArray())
                out << metadataOf(v.toObject()).value(u"uid"_s).toString();
            return out;
        };
        QCOMPARE(uids(unpacked), uids(plain));

        // Only the bare token counts, as on the kube-apiserver (q-values are not read); and small
        // answers go as they are.
        const HttpResult refused =
            fleet.request("GET", vms, {}, t, {}, { { "Accept-Encoding", "gzip;q=0" } });
        QVERIFY(refused.header("Content-Encoding").isEmpty());
        const HttpResult small =
            fleet.request("GET", u"/version"_s, {}, t, {}, { { "Accept-Encoding", "gzip" } });
        QCOMPARE(small.status, 200);
        QVERIFY(small.header("Content-Encoding").isEmpty());
        // A watch whose first events alone exceed the threshold streams them as they are.
        auto stream = fleet.watch(vms + u"?watch=true"_s, t);
        QTRY_COMPARE_WITH_TIMEOUT(stream->countOf(u"ADDED"_s), 100, 15000);
        QCOMPARE(gzipped(), 2);
        stream.reset();
        QCOMPARE(fleet.stop(), 0);
    }

    void shouldCutWatchesWhenAsked()
    {
        auto stream = emu.watch(vmrayPath.arg(u"ray-prod"_s) + u"?watch=true"_s, token);
        QTRY_VERIFY_WITH_TIMEOUT(stream->countOf(u"ADDED"_s) > 0, 15000);
        QVERIFY(emu.fault(QJsonObject { { u"dropWatches"_s, true } }));
        QTRY_VERIFY_WITH_TIMEOUT(stream->finished, 15000);
        QVERIFY(stream->error != QNetworkReply::NoError); // a broken stream, not a clean end
    }

    void shouldInjectServerErrorsAndRateLimits()
    {
        QVERIFY(emu.fault(QJsonObject {
            { u"failNext"_s, QJsonObject { { u"count"_s, 2 }, { u"code"_s, 503 } } } }));
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, token).status, 503);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, token).json().value(u"reason"_s).toString(),
            u"ServiceUnavailable"_s);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, token).status, 200);

        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject {
                { u"count"_s, 1 }, { u"code"_s, 429 }, { u"retryAfterSeconds"_s, 3 } } } }));
        const HttpResult limited = emu.get(u"/api/v1/namespaces"_s, token);
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.header("Retry-After"), QByteArray("3"));
        QCOMPARE(
            limited.json().value(u"details"_s).toObject().value(u"retryAfterSeconds"_s).toInt(), 3);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, token).status, 200);

        // pathContains looks at the query too: a fault for watches leaves lists alone.
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject {
                { u"count"_s, 1 }, { u"code"_s, 503 }, { u"pathContains"_s, u"watch="_s } } } }));
        QCOMPARE(emu.get(u"/api/v1/namespaces?limit=5"_s, token).status, 200);
        QCOMPARE(emu.get(u"/api/v1/namespaces?watch=true&timeoutSeconds=1"_s, token).status, 503);
        QCOMPARE(emu.get(u"/api/v1/namespaces?watch=true&timeoutSeconds=1"_s, token).status, 200);
    }

    void shouldSlowResponsesWhenAsked()
    {
        QVERIFY(emu.fault(
            QJsonObject { { u"latency"_s, QJsonObject { { u"ms"_s, 400 }, { u"count"_s, 1 } } } }));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(emu.get(u"/api/v1/namespaces/ray-dev"_s, token).status, 200);
        QVERIFY(timer.elapsed() >= 400);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorApiWatches)
#include "tst_emulator_api_watches.moc"
