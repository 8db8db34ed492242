// The emulator speaks the Supervisor's and Kubernetes' wire protocol faithfully: WCP login,
// access control, discovery, the seeded catalog and the VM Operator versions it serves. Raw HTTPS
// over loopback, no client code of the console involved (verbs and watches: tst_emulator_api_verbs
// and tst_emulator_api_watches).
#include "emulatorapitest.h"
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
QJsonObject objectAt(const QJsonObject &o, const QString &key)
{
    return o.value(key).toObject();
}

// The versions an APIGroup lists, and its preferred one.
QStringList groupVersions(const QJsonObject &group)
{
    QStringList out;
    for (const QJsonValue v : group.value(u"versions"_s).toArray())
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
    for (const QJsonValue c : table.value(u"columnDefinitions"_s).toArray())
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
        QString ip = objectAt(objectAt(e, u"object"_s), u"status"_s).value(u"vmIp"_s).toString();
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
        for (const QJsonValue v : bobs)
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
        for (const QJsonValue v : all.jsonArray())
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
        for (const QJsonValue g : groups.value(u"groups"_s).toArray())
            groupNames << g.toObject().value(u"name"_s).toString();
        QVERIFY(groupNames.contains(u"vmray.broadcom.com"_s));
        QVERIFY(groupNames.contains(u"vmoperator.vmware.com"_s));
        QVERIFY(groupNames.contains(u"storage.k8s.io"_s));

        QHash<QString, QJsonObject> resources;
        for (const QJsonValue r :
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
        for (const QJsonValue r : vmray)
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
        for (const QJsonValue c : prod)
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
        for (const QJsonValue g : old.get(u"/apis"_s, t).json().value(u"groups"_s).toArray()) {
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
        for (const QJsonValue v : items) {
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
        for (const QJsonValue row : rows) {
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

        // Watches of one collection at both versions, from the same resourceVersion. The seeded
        // cluster may be up before they start, so a VM made here is what they see get its IP.
        const QString rv = metadataOf(both.get(vms.arg(u"v1alpha2"_s, u"ray-dev"_s), t).json())
                               .value(u"resourceVersion"_s)
                               .toString();
        const QString from = u"?watch=1&resourceVersion="_s + rv;
        auto newer = both.watch(vms.arg(u"v1alpha2"_s, u"ray-dev"_s) + from, t);
        auto older = both.watch(vms.arg(u"v1alpha1"_s, u"ray-dev"_s) + from, t);
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
        // A VM made as a client makes one, at v1alpha2; VM Operator powers it on and gives it an
        // IP.
        const auto createVm = [&](const QString &ns, const QString &name) {
            return both
                .request("POST",
                    vms.arg(u"v1alpha2"_s, ns),
                    toJson({ { u"metadata"_s, QJsonObject { { u"name"_s, name } } },
                        { u"spec"_s, spec } }),
                    t)
                .status;
        };
        QCOMPARE(createVm(u"ray-dev"_s, u"watched"_s), 201);
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
        QCOMPARE(createVm(u"analytics"_s, u"kept"_s), 201);
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
                for (const QJsonValue v : items) {
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
