// How the emulator reads requests, without its server: paths, query options and bodies, and the
// bounds on what a client sends. Requests that once made it recurse without end, overflow the
// stack in a regular expression or answer 500 are answered as client errors.
#include "request.h"
#include "resource_api.h"
#include "vmray_admission.h"
#include "yaml_json.h"

#include <QTest>

using emu::Json;
using emu::StatusError;

namespace {
// Runs `request` and returns the StatusError it was refused with (code 0 if it was not).
template<typename Request>
StatusError refusal(Request request)
{
    try {
        request();
    } catch (const StatusError &e) {
        return e;
    }
    return StatusError(0, "", "");
}

QByteArray repeated(const char *part, int times)
{
    QByteArray out;
    for (int i = 0; i < times; ++i)
        out += part;
    return out;
}

// A store with one namespace and the admission the emulator installs.
std::unique_ptr<emu::Store> storeWithNamespace()
{
    auto store = std::make_unique<emu::Store>(100);
    store->seed(emu::Namespaces, { { "metadata", { { "name", "ray-dev" } } } });
    static const emu::VmrayAdmission admission;
    store->setAdmission(emu::VMRayClusters, [](emu::AdmissionOp op, Json &object, const Json *old) {
        admission(op, object, old);
    });
    return store;
}

emu::ApiRequest post(const std::string &path, const std::string &type, const std::string &body)
{
    return { "POST", path, {}, "", type, body };
}

const emu::User &admin()
{
    static const emu::User user { "administrator@vsphere.local", "", "", {} };
    return user;
}
} // namespace

class TestEmulatorRequests : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsResourcePaths()
    {
        const emu::ServedVersions served = emu::servedVersions({ "v1alpha2", "v1alpha1" });
        emu::ResourcePath p = emu::parseResourcePath(
            "/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters/a/status", served);
        QCOMPARE(p.type, int(emu::VMRayClusters));
        QCOMPARE(p.ns, std::string("ray-dev"));
        QCOMPARE(p.name, std::string("a"));
        QCOMPARE(p.subresource, std::string("status"));
        p = emu::parseResourcePath("//api//v1/namespaces/ray-dev", served);
        QCOMPARE(p.type, int(emu::Namespaces));
        QCOMPARE(p.name, std::string("ray-dev"));
        QVERIFY(p.ns.empty());
        for (const char *path : { "/apis/vmoperator.vmware.com/v1alpha3/virtualmachines",
                 "/api/v1/namespaces/ray-dev/storageclasses",
                 "/api/v1/namespaces/ray-dev/secrets/a/status",
                 "/api/v1/namespaces/ray-dev/secrets/a/b/c",
                 "/apis" }) {
            const StatusError e = refusal([&] {
                emu::parseResourcePath(path, served);
            });
            QVERIFY2(e.code() == 404, path);
        }
    }

    void boundsWatchAndListOptions()
    {
        // A deadline this far away would overflow the clock.
        emu::WatchRequest watch =
            emu::parseWatchRequest({ { "timeoutSeconds", "9223372036854775807" } }, emu::Secrets);
        QCOMPARE(watch.timeout, emu::longestWatch);
        watch = emu::parseWatchRequest({ { "timeoutSeconds", "-5" } }, emu::Secrets);
        QCOMPARE(watch.timeout.count(), 0);
        const StatusError notSeconds = refusal([] {
            emu::parseWatchRequest({ { "timeoutSeconds", "soon" } }, emu::Secrets);
        });
        QCOMPARE(notSeconds.code(), 400);
        const StatusError notVersion = refusal([] {
            emu::parseWatchRequest({ { "resourceVersion", "12x" } }, emu::Secrets);
        });
        QCOMPARE(notVersion.code(), 400);

        const emu::ListRequest list = emu::parseListRequest(
            { { "limit", "-3" }, { "resourceVersion", "7" } }, emu::Secrets, "");
        QCOMPARE(list.options.limit, 0); // no limit, so no exact read either
        QVERIFY(!list.exactVersion);
    }

    void continuesAListToItsEnd()
    {
        emu::Store store(100);
        store.seed(emu::Namespaces, { { "metadata", { { "name", "ns" } } } });
        for (int i = 0; i < 5; ++i)
            store.seed(emu::Secrets,
                { { "metadata", { { "name", "s" + std::to_string(i) }, { "namespace", "ns" } } } });
        emu::ListOptions options;
        options.limit = 2;
        const emu::ListPage first = store.list(emu::Secrets, options);
        QCOMPARE(first.items.size(), size_t(2));
        // Without a limit a continued list returns the rest, not an empty page with a token.
        options.limit = 0;
        options.continueToken = first.continueToken;
        const emu::ListPage rest = store.list(emu::Secrets, options);
        QCOMPARE(rest.items.size(), size_t(3));
        QVERIFY(rest.continueToken.empty());

        // A token is the client's to change: an offset that is no whole number is refused.
        for (const char *token : { R"({"id":"x","start":-1})", R"({"id":"x","start":1e300})" }) {
            options.continueToken = emu::base64Encode(token, true);
            QCOMPARE(refusal([&] {
                store.list(emu::Secrets, options);
            }).code(),
                400);
        }
    }

    void refusesBodiesNestedTooDeeply()
    {
        const StatusError json = refusal([] {
            emu::parseBody("application/json", repeated("[", 100000).toStdString());
        });
        QCOMPARE(json.code(), 400);
        QCOMPARE(std::string(json.what()),
            std::string("the request body is nested more than 64 levels deep (at byte 64)"));
        const StatusError within = refusal([] {
            emu::parseBody("", repeated("[", 64).toStdString() + std::string(64, ']'));
        });
        QCOMPARE(within.code(), 0);

        const StatusError patch = refusal([] {
            emu::parsePatch(
                "application/merge-patch+json", repeated("{\"a\":", 70).toStdString(), true);
        });
        QCOMPARE(patch.code(), 400);
        QVERIFY(std::string(patch.what()).find("the patch body is nested more than 64") == 0);

        const QByteArray yamls[] = {
            repeated("[", 100000), repeated("- ", 100) + QByteArray("x"), QByteArray("a: &a [*a]\n")
        };
        for (const QByteArray &yaml : yamls) {
            const StatusError e = refusal([&] {
                emu::parseBody("application/yaml", yaml.toStdString());
            });
            QCOMPARE(e.code(), 400);
            const std::string message = e.what();
            QVERIFY2(message.find("error decoding YAML: the YAML") == 0
                    && message.find("more than 64 levels deep") != std::string::npos,
                message.c_str());
        }
        const StatusError large = refusal([] {
            emu::parseBody("application/yaml", "a: " + std::string(emu::maxYamlBytes, 'x'));
        });
        QCOMPARE(large.code(), 400);
        QVERIFY(
            std::string(large.what()).find("more than the 4194304 accepted") != std::string::npos);
    }

    void refusesYamlThatIsNotUtf8()
    {
        for (const char *yaml : { "a: \"\xff\"\n", "\xc0\x80: x\n", "a: \xed\xa0\x80\n" }) {
            const StatusError e = refusal([&] {
                emu::parseBody("application/yaml", yaml);
            });
            QCOMPARE(e.code(), 400);
            QVERIFY2(std::string(e.what()).find("not valid UTF-8") != std::string::npos, e.what());
        }
        QVERIFY(emu::yamlTextToJson("a: \"é中😀\"\n")["a"] == Json("é中😀"));
    }

    void readsLongScalarsWithoutRecursing()
    {
        // A million digits: a number too large for int64 becomes a double, or stays text.
        QVERIFY(emu::yamlTextToJson("a: " + std::string(20, '9') + "\n")["a"].is_number_float());
        QVERIFY(emu::yamlTextToJson("a: " + std::string(1000000, '9') + "\n")["a"].is_string());
        QVERIFY(emu::yamlTextToJson("a: -12\nb: 1.5\n") == Json::parse(R"({"a":-12,"b":1.5})"));
    }

    void checksLongStringsWithoutOverflowingTheStack()
    {
        // std::regex's default executor recursed once per character: these overflowed the stack.
        Json cluster = Json::parse(R"({"metadata":{"name":"a"},
            "spec":{"head_node":{"node_type":"h"},"common_node_config":{"max_workers":1,
            "available_node_types":{"h":{"min_workers":0,"max_workers":0}}}}})");
        cluster["spec"]["ray_docker_image"] = std::string(300000, 'a');
        cluster["spec"]["autoscaler_desired_workers"] = { { std::string(300000, 'b') + "-", "h" } };
        const std::vector<emu::FieldCause> causes = emu::VmrayAdmission::webhookCauses(cluster);
        QCOMPARE(causes.size(), size_t(1)); // the image is valid, the worker name is not
        QCOMPARE(causes[0].field, std::string("spec.autoscaler_desired_workers"));

        // A schema pattern (^\w\w+$) over a long guestDeviceName.
        Json object =
            Json::parse(R"({"apiVersion":"vmray.broadcom.com/v1alpha1","kind":"VMRayCluster",
            "metadata":{"name":"a"},"spec":{"common_node_config":{"network":{"interfaces":[{"name":"eth0"}]}}}})");
        object["spec"]["common_node_config"]["network"]["interfaces"][0]["guestDeviceName"] =
            std::string(300000, 'c') + "-";
        const emu::VmrayAdmission admission;
        const StatusError e = refusal([&] {
            admission(emu::AdmissionOp::Create, object, nullptr);
        });
        QCOMPARE(e.code(), 422);
        QVERIFY(std::string(e.what()).find("guestDeviceName in body should match")
            != std::string::npos);
    }

    // Found by fuzzing: each of these was answered 500, or the answer could not be written.
    void answersClientErrorsAsClientErrors()
    {
        const emu::ServedVersions served = emu::servedVersions({ "v1alpha2" });
        const std::string clusters =
            "/apis/vmray.broadcom.com/v1alpha1/namespaces/ray-dev/vmrayclusters";
        auto store = storeWithNamespace();

        // Invalid UTF-8 from the path echoed in a Status: written with U+FFFD.
        StatusError e = refusal([&] {
            emu::serveResource(
                *store, served, { "GET", "/api/v1/namespaces/\xff", {}, "", "", "" }, admin());
        });
        QCOMPARE(e.code(), 404);
        QVERIFY(Json::parse(emu::jsonText(e.toStatus()))["message"]
            == Json("namespaces \"\xef\xbf\xbd\" not found"));

        // A metadata field that is null is as good as absent; one of another type is a 400.
        e = refusal([&] {
            emu::serveResource(*store,
                served,
                post(clusters, "application/yaml", "metadata:\n  name: a\n  name:\n"),
                admin());
        });
        QCOMPARE(e.code(), 422);
        QVERIFY2(
            std::string(e.what()).find("name or generateName is required") != std::string::npos,
            e.what());
        e = refusal([&] {
            emu::serveResource(*store,
                served,
                post(clusters, "application/json", R"({"metadata":{"name":5}})"),
                admin());
        });
        QCOMPARE(e.code(), 400);
        QCOMPARE(std::string(e.what()),
            std::string(
                "VMRayCluster in version \"v1alpha1\" cannot be handled as a VMRayCluster: json: "
                "cannot unmarshal number into Go struct field ObjectMeta.metadata.name of type "
                "string"));
        e = refusal([&] {
            emu::serveResource(*store,
                served,
                post("/api/v1/namespaces/ray-dev/secrets",
                    "application/json",
                    R"({"metadata":{"name":"s","labels":{"a":["b"]}}})"),
                admin());
        });
        QCOMPARE(e.code(), 400);

        e = refusal([&] {
            emu::serveResource(*store,
                served,
                post("/api/v1/namespaces/ray-dev/secrets",
                    "application/yaml",
                    "apiVersion: v1\nkind:\n  token: abc\nmetadata: {generateName: s-}\n"),
                admin());
        });
        QCOMPARE(e.code(), 400);
        QVERIFY2(
            std::string(e.what()).find("cannot unmarshal object into Go struct field Secret.kind")
                != std::string::npos,
            e.what());

        e = refusal([&] {
            emu::serveResource(*store,
                served,
                post("/api/v1/namespaces/ray-dev/secrets",
                    "application/yaml",
                    "metadata: {generateName: s-}\ndata: Secret\nstringData: {token: abc}\n"),
                admin());
        });
        QCOMPARE(e.code(), 400);
        QVERIFY2(std::string(e.what()).find("Go struct field Secret.data of type map[string]string")
                != std::string::npos,
            e.what());

        // A number beyond a double is invalid JSON, as Go's decoder finds it.
        const StatusError number = refusal([] {
            emu::parseJson(R"({"n":1e400})", "the body");
        });
        QCOMPARE(number.code(), 400);
        QVERIFY2(
            std::string(number.what()).find("the body is not valid JSON: ") == 0, number.what());

        const StatusError policy = refusal([] {
            emu::parseDeleteRequest({}, R"({"propagationPolicy":5})");
        });
        QCOMPARE(policy.code(), 400);
    }
};

QTEST_GUILESS_MAIN(TestEmulatorRequests)
#include "tst_emulator_requests.moc"
