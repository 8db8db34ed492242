// The emulator's Kubernetes verbs as the API server answers them: paged and filtered lists,
// writes with their failure modes (dry run, validation, pruning, conflicts, patches,
// preconditions, finalizers), bad requests, tables and metadata-only answers. Raw HTTPS over
// loopback, no client code of the console involved.
#include "emulatorapitest.h"
#include "emulatorfixture.h"

#include <QTest>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace {
QStringList causeFields(const QJsonObject &status)
{
    QStringList fields;
    const QJsonArray causes = status.value(u"details"_s).toObject().value(u"causes"_s).toArray();
    for (const QJsonValue c : causes)
        fields << c.toObject().value(u"field"_s).toString();
    return fields;
}
} // namespace

class TestEmulatorApiVerbs : public QObject
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
    void shouldPageConsistentlyAndUseOneResourceVersionForAllPages()
    {
        // resourceVersions come from one global counter: decimal strings.
        const QJsonObject first = getJson(u"/api/v1/namespaces/ray-prod/secrets?limit=3"_s);
        const QString rv = metadataOf(first).value(u"resourceVersion"_s).toString();
        bool numeric = false;
        rv.toULongLong(&numeric);
        QVERIFY(numeric);
        QString cont = metadataOf(first).value(u"continue"_s).toString();
        QVERIFY(!cont.isEmpty());
        QStringList all = names(first);
        // A change between pages does not leak into the paged view.
        QCOMPARE(emu.request("POST",
                        u"/api/v1/namespaces/ray-prod/secrets"_s,
                        R"({"metadata":{"name":"aaa-between-pages"},"stringData":{"k":"v"}})",
                        token)
                     .status,
            201);
        while (!cont.isEmpty()) {
            const QJsonObject page =
                getJson(u"/api/v1/namespaces/ray-prod/secrets?limit=3&continue="_s + cont);
            QCOMPARE(metadataOf(page).value(u"resourceVersion"_s).toString(), rv);
            all += names(page);
            cont = metadataOf(page).value(u"continue"_s).toString();
        }
        QVERIFY(!all.contains(u"aaa-between-pages"_s));
        const QStringList whole = names(getJson(u"/api/v1/namespaces/ray-prod/secrets"_s));
        QCOMPARE(all.size() + 1, whole.size());
        QVERIFY(whole.contains(u"aaa-between-pages"_s));
        // stringData was folded into base64 data, as the API server does.
        const QJsonObject secret =
            getJson(u"/api/v1/namespaces/ray-prod/secrets/aaa-between-pages"_s);
        QCOMPARE(secret.value(u"data"_s).toObject().value(u"k"_s).toString(), u"dg=="_s);
        QVERIFY(!secret.contains(u"stringData"_s));
    }

    void shouldFilterWithLabelAndFieldSelectors()
    {
        const QJsonArray heads = getJson(
            u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines?labelSelector=vmray.kubernetes.io/ray-cluster-head"_s)
                                     .value(u"items"_s)
                                     .toArray();
        QVERIFY(heads.size() >= 3);
        for (const QJsonValue h : heads)
            QVERIFY(metadataOf(h.toObject()).value(u"name"_s).toString().contains(u"-h-"_s));
        const QJsonObject one = getJson(
            vmrayPath.arg(u"ray-prod"_s) + u"?fieldSelector=metadata.name%3Dtraining-gpu"_s);
        QCOMPARE(names(one), QStringList { u"training-gpu"_s });
        QCOMPARE(names(getJson(vmrayPath.arg(u"ray-prod"_s) + u"?labelSelector=nosuch%3Dlabel"_s)),
            QStringList());
        const HttpResult bad =
            emu.get(vmrayPath.arg(u"ray-prod"_s) + u"?fieldSelector=spec.x%3Dy"_s, token);
        QCOMPARE(bad.status, 400);
        QVERIFY(bad.json().value(u"message"_s).toString().contains(u"field label not supported"_s));
        // Events by involved object.
        QTRY_VERIFY_WITH_TIMEOUT(
            !getJson(
                u"/api/v1/namespaces/ray-dev/events?fieldSelector=involvedObject.name%3Ddev-sandbox"_s)
                 .value(u"items"_s)
                 .toArray()
                 .isEmpty(),
            20000);
        const QJsonArray events = getJson(
            u"/api/v1/namespaces/ray-dev/events?fieldSelector=involvedObject.name%3Ddev-sandbox"_s)
                                      .value(u"items"_s)
                                      .toArray();
        for (const QJsonValue e : events)
            QCOMPARE(e.toObject().value(u"involvedObject"_s).toObject().value(u"name"_s).toString(),
                u"dev-sandbox"_s);
    }

    void shouldDryRunWithoutPersistingAndHonourGenerateName()
    {
        QJsonObject cluster = validCluster(QString(), u"ray-dev"_s);
        QJsonObject meta = metadataOf(cluster);
        meta.remove(u"name"_s);
        meta.insert(u"generateName"_s, u"trial-"_s);
        cluster.insert(u"metadata"_s, meta);
        const HttpResult dry = emu.request(
            "POST", vmrayPath.arg(u"ray-dev"_s) + u"?dryRun=All"_s, toJson(cluster), token);
        QCOMPARE(dry.status, 201);
        const QString name = metadataOf(dry.json()).value(u"name"_s).toString();
        QVERIFY(name.startsWith(u"trial-"_s));
        QCOMPARE(name.size(), 11);
        QCOMPARE(emu.get(vmrayPath.arg(u"ray-dev"_s) + u'/' + name, token).status, 404);
        QCOMPARE(
            emu.request(
                   "POST", vmrayPath.arg(u"ray-dev"_s) + u"?dryRun=Some"_s, toJson(cluster), token)
                .status,
            400);
    }

    void shouldRejectInvalidClustersNamingTheField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value"); // null: remove the field
        QTest::addColumn<QString>("field");
        QTest::addRow("worker_node missing")
            << u"spec.worker_node"_s << QJsonValue() << u"spec.worker_node"_s;
        QTest::addRow("max_workers is a string")
            << u"spec.common_node_config.max_workers"_s << QJsonValue(u"five"_s)
            << u"spec.common_node_config.max_workers"_s;
        QTest::addRow("vm_class missing")
            << u"spec.common_node_config.available_node_types.ray.worker.default.vm_class"_s
            << QJsonValue()
            << u"spec.common_node_config.available_node_types.ray.worker.default.vm_class"_s;
        QTest::addRow("min above max")
            << u"spec.common_node_config.available_node_types.ray.worker.default.min_workers"_s
            << QJsonValue(9) << u"spec.common_node_config.node_types.ray.worker.default"_s;
        QTest::addRow("head type unknown")
            << u"spec.head_node.node_type"_s << QJsonValue(u"ray.head.missing"_s)
            << u"spec.head_node"_s;
        QTest::addRow("bad image") << u"spec.ray_docker_image"_s
                                   << QJsonValue(u"Ray Project/ray:latest"_s) << u"spec.image"_s;
        QTest::addRow("bad name") << u"metadata.name"_s << QJsonValue(u"9lives"_s)
                                  << u"metadata.name"_s;
    }

    void shouldRejectInvalidClustersNamingTheField()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, field);
        QJsonObject cluster = validCluster(u"invalid-one"_s, u"ray-dev"_s);
        // Walk the dotted path; node type names contain dots, so match known keys greedily.
        std::function<void(QJsonObject &, const QString &)> set = [&](QJsonObject &o,
                                                                      const QString &rest) {
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString key = it.key();
                if (rest == key) {
                    if (value.isNull())
                        o.remove(key);
                    else
                        o.insert(key, value);
                    return;
                }
                if (rest.startsWith(key + u'.') && it->isObject()) {
                    QJsonObject child = it->toObject();
                    set(child, rest.mid(key.size() + 1));
                    o.insert(key, child);
                    return;
                }
            }
        };
        set(cluster, path);
        const HttpResult r =
            emu.request("POST", vmrayPath.arg(u"ray-dev"_s), toJson(cluster), token);
        QCOMPARE(r.status, 422);
        QCOMPARE(r.json().value(u"reason"_s).toString(), u"Invalid"_s);
        QVERIFY2(causeFields(r.json()).contains(field), r.body.constData());
    }

    void shouldPruneUnknownFieldsAndApplyDefaults()
    {
        QJsonObject cluster = validCluster(u"pruned"_s, u"analytics"_s);
        QJsonObject spec = cluster.value(u"spec"_s).toObject();
        QJsonObject head = spec.value(u"head_node"_s).toObject();
        head.insert(u"head_setup_commands"_s, QJsonArray { u"pip install x"_s });
        spec.insert(u"head_node"_s, head);
        spec.insert(u"not_in_the_schema"_s, true);
        cluster.insert(u"spec"_s, spec);
        const HttpResult r =
            emu.request("POST", vmrayPath.arg(u"analytics"_s), toJson(cluster), token);
        QCOMPARE(r.status, 201);
        const QJsonObject stored = r.json().value(u"spec"_s).toObject();
        QVERIFY(!stored.value(u"head_node"_s).toObject().contains(u"head_setup_commands"_s));
        QVERIFY(!stored.contains(u"not_in_the_schema"_s));
        QCOMPARE(stored.value(u"enable_tls"_s).toBool(false), true);
        QCOMPARE(
            emu.request("POST", vmrayPath.arg(u"analytics"_s), toJson(cluster), token).status, 409);
        QCOMPARE(emu.request("POST", vmrayPath.arg(u"analytics"_s), toJson(cluster), token)
                     .json()
                     .value(u"reason"_s)
                     .toString(),
            u"AlreadyExists"_s);
    }

    void shouldRefuseUnknownFieldsUnderStrictValidation()
    {
        QJsonObject cluster = validCluster(u"strict-one"_s, u"analytics"_s);
        QJsonObject spec = cluster.value(u"spec"_s).toObject();
        spec.insert(u"head_setup_commands"_s, QJsonArray());
        cluster.insert(u"spec"_s, spec);
        const HttpResult r = emu.request("POST",
            vmrayPath.arg(u"analytics"_s) + u"?fieldValidation=Strict"_s,
            toJson(cluster),
            token);
        QCOMPARE(r.status, 400);
        QVERIFY2(r.json()
                     .value(u"message"_s)
                     .toString()
                     .contains(u"unknown field \"spec.head_setup_commands\""_s),
            r.body.constData());
        QCOMPARE(emu.get(vmrayPath.arg(u"analytics"_s) + u"/strict-one"_s, token).status, 404);
        QCOMPARE(emu.request("POST",
                        vmrayPath.arg(u"analytics"_s) + u"?fieldValidation=Loose"_s,
                        toJson(cluster),
                        token)
                     .status,
            400);
        // OpenAPI v3 advertises the parameter, which is how kubectl decides to send it.
        const QJsonObject index = getJson(u"/openapi/v3"_s);
        const QString docUrl = index.value(u"paths"_s)
                                   .toObject()
                                   .value(u"apis/vmray.broadcom.com/v1alpha1"_s)
                                   .toObject()
                                   .value(u"serverRelativeURL"_s)
                                   .toString();
        QVERIFY(!docUrl.isEmpty());
        const QByteArray doc = emu.get(docUrl, token).body;
        QVERIFY(doc.contains("fieldValidation"));
        QVERIFY(doc.contains("\"x-kubernetes-group-version-kind\""));
    }

    void shouldDetectUpdateConflicts()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        QCOMPARE(
            emu.request("POST", path, R"({"metadata":{"name":"conflict-me"},"data":{}})", token)
                .status,
            201);
        QJsonObject secret = getJson(path + u"/conflict-me"_s);
        const QString rv = metadataOf(secret).value(u"resourceVersion"_s).toString();
        secret.insert(u"data"_s, QJsonObject { { u"a"_s, u"YQ=="_s } });
        QCOMPARE(emu.request("PUT", path + u"/conflict-me"_s, toJson(secret), token).status, 200);
        // The same stale version again.
        const HttpResult stale =
            emu.request("PUT", path + u"/conflict-me"_s, toJson(secret), token);
        QCOMPARE(stale.status, 409);
        QCOMPARE(stale.json().value(u"reason"_s).toString(), u"Conflict"_s);
        QVERIFY(metadataOf(getJson(path + u"/conflict-me"_s)).value(u"resourceVersion"_s).toString()
            != rv);
        // Custom resources refuse an update without resourceVersion.
        QJsonObject cluster = getJson(vmrayPath.arg(u"analytics"_s) + u"/pruned"_s);
        QJsonObject meta = metadataOf(cluster);
        meta.remove(u"resourceVersion"_s);
        cluster.insert(u"metadata"_s, meta);
        QCOMPARE(
            emu.request("PUT", vmrayPath.arg(u"analytics"_s) + u"/pruned"_s, toJson(cluster), token)
                .status,
            422);
    }

    void shouldMergePatchWithNullDeletingAKey()
    {
        const QString path = vmrayPath.arg(u"analytics"_s) + u"/pruned"_s;
        const qint64 generation = metadataOf(getJson(path)).value(u"generation"_s).toInteger();
        HttpResult r = emu.request("PATCH",
            path,
            R"({"metadata":{"labels":{"team":"data"}},"spec":{"head_node":{"setup_commands":["echo hi"]}}})",
            token,
            "application/merge-patch+json");
        QCOMPARE(r.status, 200);
        QCOMPARE(metadataOf(r.json()).value(u"labels"_s).toObject().value(u"team"_s).toString(),
            u"data"_s);
        QVERIFY(metadataOf(r.json()).value(u"generation"_s).toInteger() > generation);
        r = emu.request("PATCH",
            path,
            R"({"metadata":{"labels":{"team":null}}})",
            token,
            "application/merge-patch+json");
        QCOMPARE(r.status, 200);
        QVERIFY(!metadataOf(r.json()).value(u"labels"_s).toObject().contains(u"team"_s));
        r = emu.request("PATCH",
            path,
            R"([{"op":"replace","path":"/spec/worker_node","value":{"setup_commands":["a"]}}])",
            token,
            "application/json-patch+json");
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()
                     .value(u"spec"_s)
                     .toObject()
                     .value(u"worker_node"_s)
                     .toObject()
                     .value(u"setup_commands"_s)
                     .toArray()
                     .size(),
            1);
        // Strategic merge patch is not for custom resources.
        QCOMPARE(
            emu.request(
                   "PATCH", path, R"({"spec":{}})", token, "application/strategic-merge-patch+json")
                .status,
            415);
        // A patch that breaks the webhook rules is refused like a create.
        r = emu.request("PATCH",
            path,
            R"({"spec":{"common_node_config":{"max_workers":0}}})",
            token,
            "application/merge-patch+json");
        QCOMPARE(r.status, 422);
    }

    void shouldHonourDeletePreconditions()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets/conflict-me"_s;
        const HttpResult wrongUid = emu.request("DELETE",
            path,
            R"({"kind":"DeleteOptions","apiVersion":"v1","preconditions":{"uid":"00000000-0000-0000-0000-000000000000"}})",
            token);
        QCOMPARE(wrongUid.status, 409);
        QCOMPARE(emu.get(path, token).status, 200);
        const QString uid = metadataOf(getJson(path)).value(u"uid"_s).toString();
        const HttpResult ok = emu.request("DELETE",
            path,
            toJson(QJsonObject { { u"preconditions"_s, QJsonObject { { u"uid"_s, uid } } } }),
            token);
        QCOMPARE(ok.status, 200);
        QCOMPARE(ok.json().value(u"status"_s).toString(), u"Success"_s);
        QCOMPARE(emu.get(path, token).status, 404);
        QCOMPARE(emu.request("DELETE", path, {}, token).status, 404);
    }

    void shouldKeepObjectsWithFinalizersUntilTheyAreRemoved()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        QCOMPARE(emu.request("POST",
                        path,
                        R"({"metadata":{"name":"held","finalizers":["example.com/hold"]}})",
                        token)
                     .status,
            201);
        HttpResult r = emu.request("DELETE", path + u"/held"_s, {}, token);
        QCOMPARE(r.status, 200);
        QVERIFY(metadataOf(r.json()).contains(u"deletionTimestamp"_s));
        QCOMPARE(emu.get(path + u"/held"_s, token).status, 200);
        // No new finalizers on an object being deleted.
        QCOMPARE(emu.request("PATCH",
                        path + u"/held"_s,
                        R"({"metadata":{"finalizers":["example.com/hold","x.io/y"]}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            422);
        QCOMPARE(emu.request("PATCH",
                        path + u"/held"_s,
                        R"({"metadata":{"finalizers":null}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            200);
        QCOMPARE(emu.get(path + u"/held"_s, token).status, 404);
    }

    void shouldAnswerBadRequestsWithStatus_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<int>("code");
        QTest::addRow("malformed JSON")
            << QByteArray("POST") << vmrayPath.arg(u"ray-dev"_s) << QByteArray("{not json")
            << QByteArray("application/json") << 400;
        QTest::addRow("unknown resource")
            << QByteArray("GET")
            << u"/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/rayjobs"_s << QByteArray()
            << QByteArray("application/json") << 404;
        QTest::addRow("unknown object")
            << QByteArray("GET") << vmrayPath.arg(u"ray-dev"_s) + u"/nope"_s << QByteArray()
            << QByteArray("application/json") << 404;
        QTest::addRow("POST to an item")
            << QByteArray("POST") << vmrayPath.arg(u"ray-dev"_s) + u"/dev-sandbox"_s
            << QByteArray("{}") << QByteArray("application/json") << 405;
        QTest::addRow("write a read-only kind")
            << QByteArray("POST")
            << u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-dev/virtualmachineclasses"_s
            << QByteArray("{}") << QByteArray("application/json") << 405;
        QTest::addRow("oversized body")
            << QByteArray("POST") << vmrayPath.arg(u"ray-dev"_s) << QByteArray(4 * 1024 * 1024, ' ')
            << QByteArray("application/json") << 413;
        QTest::addRow("wrong content type")
            << QByteArray("POST") << vmrayPath.arg(u"ray-dev"_s) << QByteArray("a=b")
            << QByteArray("application/x-www-form-urlencoded") << 415;
        QTest::addRow("namespace missing")
            << QByteArray("POST") << u"/api/v1/namespaces/nowhere/secrets"_s
            << QByteArray(R"({"metadata":{"name":"x"}})") << QByteArray("application/json") << 404;
    }

    void shouldAnswerBadRequestsWithStatus()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, contentType);
        QFETCH(int, code);
        const HttpResult r = emu.request(method, path, body, token, contentType);
        QCOMPARE(r.status, code);
        QCOMPARE(r.json().value(u"kind"_s).toString(), u"Status"_s);
        QCOMPARE(r.json().value(u"code"_s).toInt(), code);
        QVERIFY(!r.json().value(u"message"_s).toString().isEmpty());
        // The emulator carries on.
        QCOMPARE(emu.get(u"/api/v1/namespaces/ray-dev"_s, token).status, 200);
    }

    void shouldServeTablesForKubectlGet()
    {
        const QByteArray accept = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";
        const HttpResult r = emu.request("GET",
            vmPath.arg(u"ray-prod"_s),
            {},
            token,
            "application/json",
            { { "Accept", accept } });
        QCOMPARE(r.status, 200);
        const QJsonObject table = r.json();
        QCOMPARE(table.value(u"kind"_s).toString(), u"Table"_s);
        QStringList columns;
        for (const QJsonValue c : table.value(u"columnDefinitions"_s).toArray())
            columns << c.toObject().value(u"name"_s).toString();
        QCOMPARE(columns,
            (QStringList {
                u"Name"_s, u"Power-State"_s, u"Class"_s, u"Image"_s, u"Primary-IP4"_s, u"Age"_s }));
        const QJsonArray rows = table.value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), names(getJson(vmPath.arg(u"ray-prod"_s))).size());
        const QJsonArray cells = rows.at(0).toObject().value(u"cells"_s).toArray();
        QCOMPARE(cells.size(), columns.size());
        QCOMPARE(cells.at(1).toString(), u"PoweredOn"_s);
        QCOMPARE(rows.at(0).toObject().value(u"object"_s).toObject().value(u"kind"_s).toString(),
            u"PartialObjectMetadata"_s);
    }

    void shouldServeMetadataOnlyForMetadataClients()
    {
        // client-go's metadata client: a list as PartialObjectMetadataList, one object and the
        // watch as PartialObjectMetadata, each with whole objects as the fallback.
        const QByteArray listAccept =
            "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json";
        const QByteArray oneAccept =
            "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json";
        const QString vms = vmPath.arg(u"ray-prod"_s);
        const QJsonObject full = getJson(vms);
        const HttpResult r = emu.request("GET",
            vms + u"?limit=2"_s,
            {},
            token,
            "application/json",
            { { "Accept", listAccept } });
        QCOMPARE(r.status, 200);
        const QJsonObject list = r.json();
        QCOMPARE(list.value(u"kind"_s).toString(), u"PartialObjectMetadataList"_s);
        QCOMPARE(list.value(u"apiVersion"_s).toString(), u"meta.k8s.io/v1"_s);
        QVERIFY(!list.value(u"metadata"_s).toObject().value(u"continue"_s).toString().isEmpty());
        const QJsonArray items = list.value(u"items"_s).toArray();
        QCOMPARE(items.size(), 2);
        const QJsonObject first = items.at(0).toObject();
        QCOMPARE(first.value(u"kind"_s).toString(), u"PartialObjectMetadata"_s);
        QCOMPARE(first.keys(), (QStringList { u"apiVersion"_s, u"kind"_s, u"metadata"_s }));
        const QJsonObject fullFirst = full.value(u"items"_s).toArray().at(0).toObject();
        QCOMPARE(first.value(u"metadata"_s), fullFirst.value(u"metadata"_s));

        const QString name = fullFirst.value(u"metadata"_s).toObject().value(u"name"_s).toString();
        const QJsonObject one = emu.request("GET",
                                       vms + u'/' + name,
                                       {},
                                       token,
                                       "application/json",
                                       { { "Accept", oneAccept } })
                                    .json();
        QCOMPARE(one.value(u"kind"_s).toString(), u"PartialObjectMetadata"_s);
        QCOMPARE(one.value(u"metadata"_s), fullFirst.value(u"metadata"_s));
        // A list asked for with the single-object form gets the fallback: whole objects.
        QCOMPARE(emu.request("GET", vms, {}, token, "application/json", { { "Accept", oneAccept } })
                     .json()
                     .value(u"kind"_s)
                     .toString(),
            u"VirtualMachineList"_s);

        auto stream = emu.watch(vms + u"?watch=true&allowWatchBookmarks=true&resourceVersion="_s
                + full.value(u"metadata"_s).toObject().value(u"resourceVersion"_s).toString(),
            token,
            oneAccept);
        QCOMPARE(emu.request("PATCH",
                        vms + u'/' + name,
                        R"({"metadata":{"labels":{"metadata-only":"yes"}}})",
                        token,
                        "application/merge-patch+json")
                     .status,
            200);
        QTRY_VERIFY_WITH_TIMEOUT(stream->countOf(u"MODIFIED"_s, name) == 1, 10000);
        for (const QJsonObject &e : stream->events) {
            const QJsonObject object = e.value(u"object"_s).toObject();
            QCOMPARE(object.value(u"kind"_s).toString(), u"PartialObjectMetadata"_s);
            QVERIFY(!object.contains(u"spec"_s));
            if (e.value(u"type"_s).toString() == u"MODIFIED"_s)
                QCOMPARE(object.value(u"metadata"_s)
                             .toObject()
                             .value(u"labels"_s)
                             .toObject()
                             .value(u"metadata-only"_s)
                             .toString(),
                    u"yes"_s);
        }
    }
};

QTEST_GUILESS_MAIN(TestEmulatorApiVerbs)
#include "tst_emulator_api_verbs.moc"
