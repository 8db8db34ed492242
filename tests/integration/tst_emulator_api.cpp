// The emulator speaks the Supervisor's and Kubernetes' wire protocol faithfully: WCP login,
// discovery, list/watch semantics, writes with their failure modes, validation, access control,
// and the simulated operator. Raw HTTPS over loopback, no client code of the console involved.
#include "emulatorfixture.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {
const QString vmrayPath = u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s;
const QString vmPath = u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/%1/virtualmachines"_s;

QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(u"metadata"_s).toObject();
}

QStringList causeFields(const QJsonObject &status)
{
    QStringList fields;
    const QJsonArray causes = status.value(u"details"_s).toObject().value(u"causes"_s).toArray();
    for (const QJsonValue &c : causes)
        fields << c.toObject().value(u"field"_s).toString();
    return fields;
}

QStringList names(const QJsonObject &list)
{
    QStringList out;
    const QJsonArray items = list.value(u"items"_s).toArray();
    for (const QJsonValue &v : items)
        out << metadataOf(v.toObject()).value(u"name"_s).toString();
    return out;
}

QJsonObject objectAt(const QJsonObject &o, const QString &key)
{
    return o.value(key).toObject();
}

// The versions an APIGroup lists, and its preferred one.
QStringList groupVersions(const QJsonObject &group)
{
    QStringList out;
    for (const QJsonValue &v : group.value(u"versions"_s).toArray())
        out << v.toObject().value(u"version"_s).toString();
    return out;
}

QString preferredVersion(const QJsonObject &group)
{
    return objectAt(group, u"preferredVersion"_s).value(u"version"_s).toString();
}

QStringList tableColumns(const QJsonObject &table)
{
    QStringList columns;
    for (const QJsonValue &c : table.value(u"columnDefinitions"_s).toArray())
        columns << c.toObject().value(u"name"_s).toString();
    return columns;
}

const QByteArray tableAccept = "application/json;as=Table;g=meta.k8s.io;v=v1";

// What a v1alpha1 VirtualMachine looks like and a v1alpha2 one does not, and the reverse.
bool isV1alpha1Vm(const QJsonObject &vm, QString *why)
{
    const QJsonObject status = objectAt(vm, u"status"_s);
    const QString power = objectAt(vm, u"spec"_s).value(u"powerState"_s).toString();
    const QStringList phases = { u"Creating"_s, u"Created"_s, u"Deleting"_s };
    const QStringList powers = { u"poweredOn"_s, u"poweredOff"_s, u"suspended"_s };
    if (vm.value(u"apiVersion"_s).toString() != u"vmoperator.vmware.com/v1alpha1"_s)
        *why = u"apiVersion "_s + vm.value(u"apiVersion"_s).toString();
    else if (!powers.contains(power))
        *why = u"spec.powerState "_s + power;
    else if (!phases.contains(status.value(u"phase"_s).toString()))
        *why = u"status.phase "_s + status.value(u"phase"_s).toString();
    else if (status.contains(u"network"_s) || objectAt(vm, u"spec"_s).contains(u"bootstrap"_s))
        *why = u"v1alpha2 fields"_s;
    else
        return true;
    *why += u" in "_s + QString::fromUtf8(toJson(vm));
    return false;
}

QString findVmIp(const QList<QJsonObject> &events)
{
    for (const QJsonObject &e : events) {
        const QString ip =
            objectAt(objectAt(e, u"object"_s), u"status"_s).value(u"vmIp"_s).toString();
        if (!ip.isEmpty())
            return ip;
    }
    return {};
}
} // namespace

class TestEmulatorApi : public QObject
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

    void shouldDetectSupervisorAndLogIn()
    {
        const HttpResult banner = emu.request("GET", u"/wcp/loginbanner"_s);
        QCOMPARE(banner.status, 200);

        // The session id is a JWT whose exp claim honours the token lifetime (10 h by default).
        const QStringList parts = token.split(u'.');
        QCOMPARE(parts.size(), 3);
        const QJsonObject claims = QJsonDocument::fromJson(
            QByteArray::fromBase64(parts[1].toUtf8(), QByteArray::Base64UrlEncoding))
                                       .object();
        const qint64 exp = claims.value(u"exp"_s).toInteger();
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QVERIFY2(qAbs(exp - now - 36000) < 120, qPrintable(QString::number(exp - now)));
        QCOMPARE(claims.value(u"sub"_s).toString(), emu.username(0));
    }

    void shouldWriteAPrivateReadyFile()
    {
        // It holds passwords: only the owner may read it.
        QCOMPARE(
            QFileInfo(emu.readyFilePath()).permissions() & ~(QFile::ReadUser | QFile::WriteUser),
            QFile::ReadOwner | QFile::WriteOwner);
        QCOMPARE(emu.ready().value(u"url"_s).toString(), emu.url().toString());
        QVERIFY(emu.url().port() > 0);
    }

    void shouldTakeUsersFromTheCommandLine()
    {
        EmulatorFixture custom;
        QVERIFY(custom.start({ u"--seed"_s,
            u"demo"_s,
            u"--user"_s,
            u"alice@corp.local:first-pw:ray-dev"_s,
            u"--user"_s,
            u"bob@corp.local:second-pw:analytics,ray-dev"_s }));
        QCOMPARE(custom.username(0), u"alice@corp.local"_s);
        QCOMPARE(custom.password(1), u"second-pw"_s);
        // The first user may use every namespace, whatever the flag says.
        QCOMPARE(custom.get(u"/wcp/workloads"_s, custom.login(0)).jsonArray().size(), 3);
        const QJsonArray bobs = custom.get(u"/wcp/workloads"_s, custom.login(1)).jsonArray();
        QSet<QString> seen;
        for (const QJsonValue &v : bobs)
            seen.insert(v.toObject().value(u"namespace"_s).toString());
        QCOMPARE(seen, (QSet<QString> { u"analytics"_s, u"ray-dev"_s }));
        QCOMPARE(custom.stop(), 0);
    }

    void shouldRefuseWrongPasswordAndMissingToken()
    {
        QNetworkRequest req(QUrl(emu.url().toString() + u"/wcp/login"_s));
        req.setSslConfiguration(emu.sslConfiguration());
        req.setRawHeader(
            "Authorization", "Basic " + (emu.username(0) + u":wrong"_s).toUtf8().toBase64());
        QNetworkReply *reply = emu.network().post(req, QByteArray());
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(done.wait());
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 401);
        reply->deleteLater();

        const HttpResult r = emu.get(u"/api/v1/namespaces"_s, QString());
        QCOMPARE(r.status, 401);
        QCOMPARE(r.json().value(u"kind"_s).toString(), u"Status"_s);
        QCOMPARE(r.json().value(u"reason"_s).toString(), u"Unauthorized"_s);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, u"not.a.token"_s).status, 401);
    }

    void shouldListWorkloadsPerUser()
    {
        const QString devops = emu.login(1);
        QVERIFY(!devops.isEmpty());
        const HttpResult all = emu.get(u"/wcp/workloads"_s, token);
        QCOMPARE(all.status, 200);
        QSet<QString> seen;
        for (const QJsonValue &v : all.jsonArray())
            seen.insert(v.toObject().value(u"namespace"_s).toString());
        QCOMPARE(seen, (QSet<QString> { u"ray-prod"_s, u"ray-dev"_s, u"analytics"_s }));
        const HttpResult mine = emu.get(u"/wcp/workloads"_s, devops);
        QCOMPARE(mine.jsonArray().size(), 1);
        QCOMPARE(mine.jsonArray().at(0).toObject().value(u"namespace"_s).toString(), u"ray-dev"_s);
    }

    void shouldForbidNamespacesOutsideTheUsersGrant()
    {
        const QString devops = emu.login(1);
        QCOMPARE(emu.get(vmrayPath.arg(u"ray-dev"_s), devops).status, 200);
        const HttpResult other = emu.get(vmrayPath.arg(u"ray-prod"_s), devops);
        QCOMPARE(other.status, 403);
        QCOMPARE(other.json().value(u"reason"_s).toString(), u"Forbidden"_s);
        QVERIFY(other.json().value(u"message"_s).toString().contains(u"ray-prod"_s));
        QCOMPARE(
            emu.get(u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s, devops).status, 403);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, devops).status, 403);
        QCOMPARE(emu.get(u"/api/v1/namespaces/ray-dev"_s, devops).status, 200);
    }

    void shouldServeDiscovery()
    {
        QCOMPARE(emu.get(u"/version"_s, QString()).json().value(u"major"_s).toString(), u"1"_s);
        const QJsonObject groups = getJson(u"/apis"_s);
        QStringList groupNames;
        for (const QJsonValue &g : groups.value(u"groups"_s).toArray())
            groupNames << g.toObject().value(u"name"_s).toString();
        QVERIFY(groupNames.contains(u"vmray.broadcom.com"_s));
        QVERIFY(groupNames.contains(u"vmoperator.vmware.com"_s));
        QVERIFY(groupNames.contains(u"storage.k8s.io"_s));

        QHash<QString, QJsonObject> resources;
        for (const QJsonValue &r :
            getJson(u"/apis/vmoperator.vmware.com/v1alpha2"_s).value(u"resources"_s).toArray())
            resources.insert(r.toObject().value(u"name"_s).toString(), r.toObject());
        QCOMPARE(
            resources.value(u"virtualmachines"_s).value(u"shortNames"_s).toArray().at(0).toString(),
            u"vm"_s);
        QCOMPARE(resources.value(u"virtualmachineclasses"_s)
                     .value(u"shortNames"_s)
                     .toArray()
                     .at(0)
                     .toString(),
            u"vmclass"_s);
        QCOMPARE(resources.value(u"virtualmachineimages"_s)
                     .value(u"shortNames"_s)
                     .toArray()
                     .at(0)
                     .toString(),
            u"vmi"_s);
        QCOMPARE(resources.value(u"clustervirtualmachineimages"_s)
                     .value(u"shortNames"_s)
                     .toArray()
                     .at(0)
                     .toString(),
            u"cvmi"_s);
        QCOMPARE(resources.value(u"clustervirtualmachineimages"_s).value(u"namespaced"_s).toBool(),
            false);
        QCOMPARE(resources.value(u"virtualmachineservices"_s)
                     .value(u"shortNames"_s)
                     .toArray()
                     .at(0)
                     .toString(),
            u"vmservice"_s);
        QVERIFY(
            resources.value(u"virtualmachines"_s).value(u"verbs"_s).toArray().contains(u"watch"_s));

        const QJsonArray vmray =
            getJson(u"/apis/vmray.broadcom.com/v1alpha1"_s).value(u"resources"_s).toArray();
        QStringList vmrayNames;
        for (const QJsonValue &r : vmray)
            vmrayNames << r.toObject().value(u"name"_s).toString();
        QCOMPARE(vmrayNames, (QStringList { u"vmrayclusters"_s, u"vmrayclusters/status"_s }));
        QCOMPARE(emu.get(u"/apis/nosuch.group/v1/things"_s, token).status, 404);
    }

    void shouldSeedTheDemoCatalog()
    {
        const QStringList classes = names(getJson(
            u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachineclasses"_s));
        for (const QString &c : { u"best-effort-small"_s,
                 u"best-effort-medium"_s,
                 u"best-effort-large"_s,
                 u"best-effort-xlarge"_s,
                 u"guaranteed-large"_s,
                 u"gpu-a100-xlarge"_s })
            QVERIFY2(classes.contains(c), qPrintable(c));
        QVERIFY(names(
            getJson(
                u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/virtualmachineimages"_s))
                    .contains(u"vmi-7289e7d90a3c53e73"_s));
        QCOMPARE(names(getJson(u"/apis/storage.k8s.io/v1/storageclasses"_s)),
            (QStringList { u"vsan-default-storage-policy"_s, u"wcp-nfs-profile"_s }));
        QCOMPARE(names(getJson(u"/api/v1/namespaces/ray-dev/resourcequotas"_s)).size(), 1);
        // Clusters in several states.
        const QJsonArray prod = getJson(vmrayPath.arg(u"ray-prod"_s)).value(u"items"_s).toArray();
        QVERIFY(!prod.isEmpty());
        for (const QJsonValue &c : prod)
            QCOMPARE(
                c.toObject().value(u"status"_s).toObject().value(u"cluster_state"_s).toString(),
                u"healthy"_s);
        QTRY_COMPARE_WITH_TIMEOUT(getJson(vmrayPath.arg(u"ray-dev"_s) + u"/gpu-experiment"_s)
                                      .value(u"status"_s)
                                      .toObject()
                                      .value(u"cluster_state"_s)
                                      .toString(),
            u"unhealthy"_s,
            20000);
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
        for (const QJsonValue &h : heads)
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
        for (const QJsonValue &e : events)
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
        std::function<void(QJsonObject &, QString)> set = [&](QJsonObject &o, QString rest) {
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

    void shouldStreamWatchEventsFromAListVersion()
    {
        const QString path = u"/api/v1/namespaces/analytics/secrets"_s;
        const QJsonObject before = getJson(path);
        const QString rv = metadataOf(before).value(u"resourceVersion"_s).toString();
        QStringList existing;
        for (const QJsonValue &v : before.value(u"items"_s).toArray())
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
        for (const QJsonValue &v : before.value(u"items"_s).toArray())
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
        for (const QJsonValue &v : before.value(u"items"_s).toArray())
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
        for (const QJsonValue &item : after.value(u"items"_s).toArray())
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
            for (const QJsonValue &v : r.json().value(u"items"_s).toArray())
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

    void shouldLogInWithAPostThatHasNoBody()
    {
        // `curl -X POST -u USER URL/wcp/login`, as the Supervisor's documentation shows it: no
        // body and no Content-Length. The answer must come at once, not when the server gives up
        // waiting for a body (30 s).
        QSslSocket socket;
        socket.setSslConfiguration(emu.sslConfiguration());
        socket.connectToHostEncrypted(emu.url().host(), static_cast<quint16>(emu.url().port()));
        QVERIFY(socket.waitForEncrypted(10000));
        const QByteArray credentials =
            (emu.username(0) + u':' + emu.password(0)).toUtf8().toBase64();
        socket.write("POST /wcp/login HTTP/1.1\r\nHost: " + emu.url().authority().toUtf8()
            + "\r\nAuthorization: Basic " + credentials + "\r\n\r\n");
        QElapsedTimer answered;
        answered.start();
        QByteArray response;
        while (!response.contains("\r\n\r\n") || !response.contains("session_id")) {
            QVERIFY2(answered.elapsed() < 10000, response.constData());
            if (socket.bytesAvailable() == 0)
                socket.waitForReadyRead(1000);
            response += socket.readAll();
        }
        QVERIFY2(response.startsWith("HTTP/1.1 200"), response.constData());
        socket.disconnectFromHost();
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
        for (const QJsonValue &c : table.value(u"columnDefinitions"_s).toArray())
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

    void shouldSlowResponsesWhenAsked()
    {
        QVERIFY(emu.fault(
            QJsonObject { { u"latency"_s, QJsonObject { { u"ms"_s, 400 }, { u"count"_s, 1 } } } }));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(emu.get(u"/api/v1/namespaces/ray-dev"_s, token).status, 200);
        QVERIFY(timer.elapsed() >= 400);
    }

    void shouldServeAGivenCertificate()
    {
        // An operator's own certificate instead of the generated CA.
        QTemporaryDir dir;
        QProcess openssl;
        openssl.start(u"openssl"_s,
            { u"req"_s,
                u"-x509"_s,
                u"-newkey"_s,
                u"ec"_s,
                u"-pkeyopt"_s,
                u"ec_paramgen_curve:P-256"_s,
                u"-nodes"_s,
                u"-days"_s,
                u"2"_s,
                u"-subj"_s,
                u"/CN=localhost"_s,
                u"-addext"_s,
                u"subjectAltName=IP:127.0.0.1"_s,
                u"-keyout"_s,
                dir.filePath(u"key.pem"_s),
                u"-out"_s,
                dir.filePath(u"cert.pem"_s) });
        QVERIFY(openssl.waitForFinished(30000));
        QCOMPARE(openssl.exitCode(), 0);
        EmulatorFixture own;
        QVERIFY(own.start({ u"--seed"_s,
            u"empty"_s,
            u"--cert"_s,
            dir.filePath(u"cert.pem"_s),
            u"--key"_s,
            dir.filePath(u"key.pem"_s) }));
        QCOMPARE(own.caFile(), dir.filePath(u"cert.pem"_s));
        const HttpResult version = own.get(u"/version"_s, QString());
        QCOMPARE(version.error, QNetworkReply::NoError); // verified against the given certificate
        QCOMPARE(version.status, 200);
        QCOMPARE(own.stop(), 0);
    }

    void shouldExpireTokens()
    {
        const QString mine = emu.login(0);
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, mine).status, 200);
        QVERIFY(emu.fault(QJsonObject { { u"expireTokens"_s, true } }));
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, mine).status, 401);
        token = emu.login(0); // a new login works at once
        QCOMPARE(emu.get(u"/api/v1/namespaces"_s, token).status, 200);
    }

    void shouldServeVirtualMachinesAtV1alpha1Only()
    {
        // An older Supervisor: VM Operator kinds at the deprecated v1alpha1 and nothing else.
        EmulatorFixture old;
        QVERIFY(old.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"50"_s,
            u"--vm-operator-versions"_s,
            u"v1alpha1"_s }));
        const QString t = old.login(0);
        const QString vms = u"/apis/vmoperator.vmware.com/%1/namespaces/%2/virtualmachines"_s;

        // Discovery names v1alpha1 alone and prefers it, wherever it is asked.
        const QJsonObject group = old.get(u"/apis/vmoperator.vmware.com"_s, t).json();
        QCOMPARE(groupVersions(group), QStringList { u"v1alpha1"_s });
        QCOMPARE(preferredVersion(group), u"v1alpha1"_s);
        QJsonObject listed;
        for (const QJsonValue &g : old.get(u"/apis"_s, t).json().value(u"groups"_s).toArray()) {
            if (g.toObject().value(u"name"_s).toString() == u"vmoperator.vmware.com"_s)
                listed = g.toObject();
        }
        QCOMPARE(groupVersions(listed), QStringList { u"v1alpha1"_s });
        QCOMPARE(preferredVersion(listed), u"v1alpha1"_s);
        QCOMPARE(old.get(u"/apis/vmoperator.vmware.com/v1alpha1"_s, t)
                     .json()
                     .value(u"groupVersion"_s)
                     .toString(),
            u"vmoperator.vmware.com/v1alpha1"_s);
        QCOMPARE(old.get(u"/apis/vmoperator.vmware.com/v1alpha2"_s, t).status, 404);
        const QJsonObject openapi =
            old.get(u"/openapi/v3"_s, t).json().value(u"paths"_s).toObject();
        QVERIFY(openapi.contains(u"apis/vmoperator.vmware.com/v1alpha1"_s));
        QVERIFY(!openapi.contains(u"apis/vmoperator.vmware.com/v1alpha2"_s));
        QCOMPARE(old.get(u"/openapi/v3/apis/vmoperator.vmware.com/v1alpha2"_s, t).status, 404);

        // The unserved version is unknown, as on an API server.
        const HttpResult missing = old.get(vms.arg(u"v1alpha2"_s, u"ray-prod"_s), t);
        QCOMPARE(missing.status, 404);
        QCOMPARE(missing.json().value(u"reason"_s).toString(), u"NotFound"_s);
        QCOMPARE(old.get(u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s, t).status, 404);

        // Running VMs in the v1alpha1 shape: vmIp, lower-case power states and a phase.
        const QJsonObject list = old.get(vms.arg(u"v1alpha1"_s, u"ray-prod"_s), t).json();
        QCOMPARE(list.value(u"apiVersion"_s).toString(), u"vmoperator.vmware.com/v1alpha1"_s);
        const QJsonArray items = list.value(u"items"_s).toArray();
        QVERIFY(!items.isEmpty());
        int running = 0;
        for (const QJsonValue &v : items) {
            const QJsonObject vm = v.toObject();
            QString why;
            QVERIFY2(isV1alpha1Vm(vm, &why), qPrintable(why));
            const QJsonObject status = objectAt(vm, u"status"_s);
            if (!status.value(u"vmIp"_s).toString().isEmpty()) {
                QCOMPARE(status.value(u"powerState"_s).toString(), u"poweredOn"_s);
                QCOMPARE(status.value(u"phase"_s).toString(), u"Created"_s);
                ++running;
            }
        }
        QVERIFY(running > 0);

        // A watch delivers v1alpha1 objects, here of the VMs the operator is bringing up.
        auto stream = old.watch(vms.arg(u"v1alpha1"_s, u"ray-dev"_s) + u"?watch=1"_s, t);
        QTRY_VERIFY_WITH_TIMEOUT(!findVmIp(stream->events).isEmpty(), 60000);
        for (const QJsonObject &e : std::as_const(stream->events)) {
            QString why;
            QVERIFY2(isV1alpha1Vm(objectAt(e, u"object"_s), &why), qPrintable(why));
        }

        // kubectl's table: the v1alpha1 printer columns.
        const HttpResult table = old.request("GET",
            vms.arg(u"v1alpha1"_s, u"ray-prod"_s),
            {},
            t,
            "application/json",
            { { "Accept", tableAccept } });
        QCOMPARE(table.status, 200);
        const QStringList columns = tableColumns(table.json());
        QCOMPARE(columns,
            (QStringList {
                u"Name"_s, u"Power-State"_s, u"Class"_s, u"Image"_s, u"Primary-IP"_s, u"Age"_s }));
        const QJsonArray rows = table.json().value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), items.size());
        bool shown = false;
        for (const QJsonValue &row : rows) {
            const QJsonArray cells = row.toObject().value(u"cells"_s).toArray();
            shown = shown
                || (cells.at(columns.indexOf(u"Primary-IP"_s)).toString().startsWith(u"10."_s)
                    && cells.at(columns.indexOf(u"Power-State"_s)).toString() == u"poweredOn"_s);
        }
        QVERIFY(shown);

        // Images read at v1alpha1 carry their facts in the old places.
        const QJsonObject image =
            old.get(
                   u"/apis/vmoperator.vmware.com/v1alpha1/namespaces/ray-prod/virtualmachineimages/vmi-7289e7d90a3c53e73"_s,
                   t)
                .json();
        QCOMPARE(
            objectAt(image, u"status"_s).value(u"imageName"_s).toString(), u"ray-ubuntu-22.04"_s);
        QVERIFY(!objectAt(objectAt(image, u"spec"_s), u"productInfo"_s)
                     .value(u"version"_s)
                     .toString()
                     .isEmpty());
        QCOMPARE(old.stop(), 0);
    }

    void shouldServeBothVmOperatorVersionsPreferringTheFirst()
    {
        EmulatorFixture both;
        QVERIFY(both.start({ u"--seed"_s,
            u"demo"_s,
            u"--speed"_s,
            u"50"_s,
            u"--vm-operator-versions"_s,
            u"v1alpha2,v1alpha1"_s }));
        const QString t = both.login(0);
        const QString vms = u"/apis/vmoperator.vmware.com/%1/namespaces/%2/virtualmachines"_s;

        const QJsonObject group = both.get(u"/apis/vmoperator.vmware.com"_s, t).json();
        QCOMPARE(groupVersions(group), (QStringList { u"v1alpha2"_s, u"v1alpha1"_s }));
        QCOMPARE(preferredVersion(group), u"v1alpha2"_s);
        QCOMPARE(both.get(u"/apis/vmoperator.vmware.com/v1alpha1"_s, t).status, 200);
        QCOMPARE(both.get(u"/apis/vmoperator.vmware.com/v1alpha2"_s, t).status, 200);
        const QJsonObject openapi =
            both.get(u"/openapi/v3"_s, t).json().value(u"paths"_s).toObject();
        QVERIFY(openapi.contains(u"apis/vmoperator.vmware.com/v1alpha1"_s));
        QVERIFY(openapi.contains(u"apis/vmoperator.vmware.com/v1alpha2"_s));

        // Watches of one collection at both versions, from the same resourceVersion.
        const QString rv = metadataOf(both.get(vms.arg(u"v1alpha2"_s, u"ray-dev"_s), t).json())
                               .value(u"resourceVersion"_s)
                               .toString();
        const QString from = u"?watch=1&resourceVersion="_s + rv;
        auto newer = both.watch(vms.arg(u"v1alpha2"_s, u"ray-dev"_s) + from, t);
        auto older = both.watch(vms.arg(u"v1alpha1"_s, u"ray-dev"_s) + from, t);
        QTRY_VERIFY_WITH_TIMEOUT(!findVmIp(older->events).isEmpty(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(newer->events.size() >= older->events.size(), 15000);
        for (qsizetype i = 0; i < older->events.size(); ++i) {
            const QJsonObject a = older->events.at(i);
            const QJsonObject b = newer->events.at(i);
            QCOMPARE(a.value(u"type"_s), b.value(u"type"_s));
            const QJsonObject oldVm = objectAt(a, u"object"_s);
            const QJsonObject newVm = objectAt(b, u"object"_s);
            QCOMPARE(metadataOf(oldVm), metadataOf(newVm));
            QString why;
            QVERIFY2(isV1alpha1Vm(oldVm, &why), qPrintable(why));
            QCOMPARE(newVm.value(u"apiVersion"_s).toString(), u"vmoperator.vmware.com/v1alpha2"_s);
            QVERIFY(!objectAt(newVm, u"status"_s).contains(u"phase"_s));
            QCOMPARE(objectAt(oldVm, u"status"_s).value(u"vmIp"_s).toString(),
                objectAt(objectAt(newVm, u"status"_s), u"network"_s)
                    .value(u"primaryIP4"_s)
                    .toString());
        }

        // One VM, both shapes.
        const QString name = metadataOf(both.get(vms.arg(u"v1alpha2"_s, u"ray-prod"_s), t)
                                            .json()
                                            .value(u"items"_s)
                                            .toArray()
                                            .at(0)
                                            .toObject())
                                 .value(u"name"_s)
                                 .toString();
        const QJsonObject v2 =
            both.get(vms.arg(u"v1alpha2"_s, u"ray-prod"_s) + u'/' + name, t).json();
        const QJsonObject v1 =
            both.get(vms.arg(u"v1alpha1"_s, u"ray-prod"_s) + u'/' + name, t).json();
        QCOMPARE(metadataOf(v1), metadataOf(v2));
        QCOMPARE(objectAt(v2, u"spec"_s).value(u"powerState"_s).toString(), u"PoweredOn"_s);
        QCOMPARE(objectAt(v1, u"spec"_s).value(u"powerState"_s).toString(), u"poweredOn"_s);
        QCOMPARE(objectAt(v1, u"status"_s).value(u"powerState"_s).toString(), u"poweredOn"_s);
        const QString ip =
            objectAt(objectAt(v2, u"status"_s), u"network"_s).value(u"primaryIP4"_s).toString();
        QVERIFY(!ip.isEmpty());
        QCOMPARE(objectAt(v1, u"status"_s).value(u"vmIp"_s).toString(), ip);
        QCOMPARE(objectAt(v1, u"status"_s).value(u"phase"_s).toString(), u"Created"_s);
        QVERIFY(!objectAt(v1, u"status"_s).contains(u"network"_s));
        QVERIFY(!objectAt(v2, u"status"_s).contains(u"vmIp"_s));
        QCOMPARE(objectAt(objectAt(v1, u"spec"_s), u"vmMetadata"_s).value(u"secretName"_s),
            objectAt(objectAt(objectAt(objectAt(v2, u"spec"_s), u"bootstrap"_s), u"cloudInit"_s),
                u"rawCloudConfig"_s)
                .value(u"name"_s));

        // Writes at v1alpha1 keep what that version cannot express.
        const QString path1 = vms.arg(u"v1alpha1"_s, u"analytics"_s) + u"/kept"_s;
        const QString path2 = vms.arg(u"v1alpha2"_s, u"analytics"_s) + u"/kept"_s;
        const QJsonObject spec = QJsonDocument::fromJson(R"({
            "className": "best-effort-small", "imageName": "vmi-7289e7d90a3c53e73",
            "storageClass": "vsan-default-storage-policy", "powerState": "PoweredOn",
            "network": {"hostName": "kept-host", "interfaces": [{"name": "eth0",
                "guestDeviceName": "ens192",
                "network": {"apiVersion": "vmware.com/v1alpha1", "kind": "VirtualNetwork",
                            "name": "primary"}}]},
            "bootstrap": {"cloudInit": {"rawCloudConfig": {"name": "kept-secret", "key": "user-data"},
                                        "sshAuthorizedKeys": ["ssh-ed25519 AAAA kept"]}}})")
                                     .object();
        QCOMPARE(both.request("POST",
                         vms.arg(u"v1alpha2"_s, u"analytics"_s),
                         toJson({ { u"metadata"_s, QJsonObject { { u"name"_s, u"kept"_s } } },
                             { u"spec"_s, spec } }),
                         t)
                     .status,
            201);
        const QJsonObject shown = both.get(path1, t).json();
        QCOMPARE(objectAt(shown, u"spec"_s).value(u"networkInterfaces"_s).toArray().at(0),
            QJsonValue(QJsonObject {
                { u"networkName"_s, u"primary"_s }, { u"networkType"_s, u"nsx-t"_s } }));
        const HttpResult labelled = both.request("PATCH",
            path1,
            R"({"metadata":{"labels":{"team":"data"}}})",
            t,
            "application/merge-patch+json");
        QCOMPARE(labelled.status, 200);
        QCOMPARE(
            labelled.json().value(u"apiVersion"_s).toString(), u"vmoperator.vmware.com/v1alpha1"_s);
        QCOMPARE(objectAt(both.get(path2, t).json(), u"spec"_s), spec);
        QCOMPARE(metadataOf(both.get(path2, t).json()).value(u"generation"_s).toInt(), 1);
        // A full replacement of what v1alpha1 shows, with one change. VM Operator writes the
        // status meanwhile, so a conflict means: read again and retry, as a client does.
        HttpResult put;
        for (int attempt = 0; attempt < 20 && put.status != 200; ++attempt) {
            QJsonObject replaced = both.get(path1, t).json();
            QJsonObject replacedSpec = objectAt(replaced, u"spec"_s);
            replacedSpec.insert(u"powerState"_s, u"poweredOff"_s);
            replaced.insert(u"spec"_s, replacedSpec);
            put = both.request("PUT", path1, toJson(replaced), t);
            QVERIFY2(put.status == 200 || put.status == 409, put.body.constData());
        }
        QCOMPARE(put.status, 200);
        QCOMPARE(
            objectAt(put.json(), u"spec"_s).value(u"powerState"_s).toString(), u"poweredOff"_s);
        QJsonObject expected = spec;
        expected.insert(u"powerState"_s, u"PoweredOff"_s);
        QCOMPARE(objectAt(both.get(path2, t).json(), u"spec"_s), expected);

        // A table watch at v1alpha1 sends rows with the v1alpha1 columns for every event.
        QNetworkRequest req(QUrl(both.url().toString() + vms.arg(u"v1alpha1"_s, u"analytics"_s)
            + u"?watch=1&resourceVersion="_s
            + metadataOf(both.get(path2, t).json()).value(u"resourceVersion"_s).toString()));
        req.setSslConfiguration(both.sslConfiguration());
        req.setRawHeader("Accept", tableAccept);
        req.setRawHeader("Authorization", "Bearer " + t.toUtf8());
        WatchStream rows(both.network().get(req));
        QCOMPARE(both.request("PATCH",
                         path1,
                         R"({"metadata":{"labels":{"team":"ml"}}})",
                         t,
                         "application/merge-patch+json")
                     .status,
            200);
        const auto labelledMl = [&] {
            for (const QJsonObject &e : std::as_const(rows.events)) {
                const QJsonObject row =
                    objectAt(e, u"object"_s).value(u"rows"_s).toArray().at(0).toObject();
                if (metadataOf(objectAt(row, u"object"_s))
                        .value(u"labels"_s)
                        .toObject()
                        .value(u"team"_s)
                    == u"ml"_s)
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(labelledMl(), 15000);
        QCOMPARE(tableColumns(objectAt(rows.events.at(0), u"object"_s)).at(4), u"Primary-IP"_s);
        for (const QJsonObject &e : std::as_const(rows.events))
            QCOMPARE(objectAt(e, u"object"_s).value(u"kind"_s).toString(), u"Table"_s);
        QCOMPARE(both.stop(), 0);
    }

    void shouldServeTheNewerVmOperatorVersions()
    {
        // v1alpha3 to v1alpha6 as newer Supervisors serve them: the image by reference, and from
        // v1alpha4 the VM's host as status.nodeName (v1alpha4 also has no status.class).
        EmulatorFixture newer;
        QVERIFY(newer.start({ u"--seed"_s,
            u"demo"_s,
            u"--vm-operator-versions"_s,
            u"v1alpha2,v1alpha3,v1alpha4,v1alpha5,v1alpha6"_s }));
        const QString t = newer.login(0);
        // A VM the operator has placed (status.host) and classed (status.class), as stored.
        QJsonObject stored;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QJsonArray items =
                    newer
                        .get(u"/apis/vmoperator.vmware.com/v1alpha2/namespaces/ray-prod/"
                             "virtualmachines"_s,
                            t)
                        .json()
                        .value(u"items"_s)
                        .toArray();
                for (const QJsonValue &v : items) {
                    const QJsonObject status = v.toObject().value(u"status"_s).toObject();
                    if (status.contains(u"host"_s) && status.contains(u"class"_s)) {
                        stored = v.toObject();
                        return true;
                    }
                }
                return false;
            }(),
            30000);
        const QString name = metadataOf(stored).value(u"name"_s).toString();
        const QString host = stored.value(u"status"_s).toObject().value(u"host"_s).toString();
        const QString image = stored.value(u"spec"_s).toObject().value(u"imageName"_s).toString();
        QVERIFY(!name.isEmpty() && !host.isEmpty() && !image.isEmpty());
        for (int n = 3; n <= 6; ++n) {
            const QString version = u"v1alpha%1"_s.arg(n);
            const QJsonObject vm = newer
                                       .get(u"/apis/vmoperator.vmware.com/%1/namespaces/ray-prod/"
                                            "virtualmachines/%2"_s.arg(version, name),
                                           t)
                                       .json();
            QCOMPARE(vm.value(u"apiVersion"_s).toString(), u"vmoperator.vmware.com/"_s + version);
            const QJsonObject spec = vm.value(u"spec"_s).toObject();
            const QJsonObject status = vm.value(u"status"_s).toObject();
            QCOMPARE(spec.value(u"imageName"_s).toString(), image);
            QCOMPARE(spec.value(u"image"_s).toObject().value(u"name"_s).toString(), image);
            QVERIFY(!status.contains(u"image"_s));
            QCOMPARE(status.value(n >= 4 ? u"nodeName"_s : u"host"_s).toString(), host);
            QVERIFY(!status.contains(n >= 4 ? u"host"_s : u"nodeName"_s));
            QCOMPARE(status.contains(u"class"_s), n != 4);
        }
        QCOMPARE(newer.stop(), 0);
    }

    void shouldExpireTokensAfterTheirLifetime()
    {
        EmulatorFixture shortLived;
        QVERIFY(shortLived.start({ u"--seed"_s, u"empty"_s, u"--token-ttl"_s, u"2"_s }));
        const QString t = shortLived.login(0);
        QCOMPARE(shortLived.get(u"/api/v1/namespaces"_s, t).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(shortLived.get(u"/api/v1/namespaces"_s, t).status, 401, 10000);
        QCOMPARE(shortLived.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorApi)
#include "tst_emulator_api.moc"
