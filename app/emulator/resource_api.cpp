#include "resource_api.h"

#include "conversion.h"
#include "table.h"
#include "vmray_admission.h"

#include <algorithm>

namespace emu {

namespace {

std::string listKind(const ResourceType &t)
{
    return t.kind + "List";
}

StatusError forbidden(
    const User &user, const std::string &verb, const ResourceType &t, const std::string &ns)
{
    const std::string where =
        ns.empty() ? "at the cluster scope" : "in the namespace \"" + ns + "\"";
    return StatusError(403,
        "Forbidden",
        t.qualifiedName() + " is forbidden: User \"sso:" + user.username + "\" cannot " + verb
            + " resource \"" + t.plural + "\" in API group \"" + t.group + "\" " + where,
        { { "group", t.group }, { "kind", t.plural } });
}

ApiAnswer reply(int status, std::string body)
{
    ApiAnswer answer;
    answer.status = status;
    answer.body = std::move(body);
    return answer;
}

} // namespace

ApiAnswer serveResource(
    Store &store, const ServedVersions &served, const ApiRequest &req, const User &user)
{
    const ResourcePath path = parseResourcePath(req.path, served);
    const int type = path.type;
    const std::string &version = path.version;
    const std::string &ns = path.ns;
    const std::string &name = path.name;
    const std::string &sub = path.subresource;
    const ResourceType &t = resourceType(type);
    // Objects are stored at t.version; requests at another served version see them converted.
    const auto answer = [&](const ObjectPtr &o) {
        return version == t.version ? o->text : toVersion(type, o->json, version).dump();
    };
    const auto toStored = [&](Json body, const ObjectPtr &current = nullptr) {
        return fromVersion(type, std::move(body), version, current ? &current->json : nullptr);
    };
    const bool collection = name.empty();
    const bool writable = std::find(t.verbs.begin(), t.verbs.end(), "create") != t.verbs.end();

    // Access: a user limited to some namespaces cannot work across them or outside them.
    const std::string &m = req.method;
    const std::string verb = m == "GET"
        ? (collection ? (truthy(queryParam(req.params, "watch")) ? "watch" : "list") : "get")
        : m == "POST"  ? "create"
        : m == "PUT"   ? "update"
        : m == "PATCH" ? "patch"
                       : "delete";
    if (!user.namespaces.empty()) {
        if (t.namespaced && ns.empty())
            throw forbidden(user, verb, t, ns);
        if (t.namespaced && !Authenticator::mayUseNamespace(user, ns))
            throw forbidden(user, verb, t, ns);
        if (type == Namespaces && (collection || !Authenticator::mayUseNamespace(user, name)))
            throw forbidden(user, verb, t, "");
    }
    if (type == Namespaces && m != "GET")
        throw StatusError(403,
            "Forbidden",
            "namespaces are managed by vCenter: create and delete vSphere "
            "Namespaces in the vSphere Client",
            { { "kind", "namespaces" } });

    const auto methodNotAllowed = [] {
        return StatusError(405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource");
    };

    if (m == "GET") {
        if (!collection) {
            ObjectPtr obj = store.get(type, ns, name);
            if (wantsMetadataOnly(req.accept, false))
                return reply(200, partialObjectMetadata(obj->json).dump());
            if (wantsTable(req.accept))
                return reply(200,
                    tableFor(type,
                        version,
                        { obj },
                        { { "resourceVersion",
                            obj->json["metadata"].value("resourceVersion", "") } }));
            return reply(200, answer(obj));
        }
        if (truthy(queryParam(req.params, "watch"))) {
            ApiAnswer watch;
            watch.watchOf = path;
            watch.watch = parseWatchRequest(req.params, type);
            return watch;
        }
        const ListRequest list = parseListRequest(req.params, type, ns);
        // "Exact" read: the history must still reach that version.
        if (list.exactVersion && *list.exactVersion < store.compactedRv())
            throw StatusError(
                410, "Expired", "The resourceVersion for the provided list is too old.");
        if (list.exactVersion && *list.exactVersion > store.currentRv())
            throw resourceVersionTooLarge(*list.exactVersion, store.currentRv());
        const ListPage page = store.list(type, list.options);
        // The list's metadata, the same in every form the list is asked for.
        Json meta = { { "resourceVersion", std::to_string(page.rv) } };
        if (!page.continueToken.empty()) {
            meta["continue"] = page.continueToken;
            meta["remainingItemCount"] = page.remaining;
        }
        if (wantsTable(req.accept))
            return reply(200, tableFor(type, version, page.items, meta));
        if (wantsMetadataOnly(req.accept, true)) {
            Json items = Json::array();
            for (const ObjectPtr &o : page.items)
                items.push_back(partialObjectMetadata(o->json));
            return reply(200,
                Json { { "kind", "PartialObjectMetadataList" },
                    { "apiVersion", "meta.k8s.io/v1" },
                    { "metadata", meta },
                    { "items", items } }
                    .dump());
        }
        std::string body;
        size_t total = 256;
        for (const ObjectPtr &o : page.items)
            total += o->text.size() + 1;
        body.reserve(total);
        body += R"({"kind":")" + listKind(t) + R"(","apiVersion":")" + t.group
            + (t.group.empty() ? "" : "/") + version + R"(","metadata":)" + meta.dump()
            + R"(,"items":[)";
        for (size_t k = 0; k < page.items.size(); ++k) {
            if (k)
                body += ',';
            body += answer(page.items[k]);
        }
        body += "]}";
        return reply(200, body);
    }

    if (!writable)
        throw methodNotAllowed();
    const WriteOptions write = parseWriteOptions(req.params);
    const VmrayAdmission::StrictScope strict(write.strictFieldValidation);

    if (m == "POST") {
        if (!collection || (t.namespaced && ns.empty()))
            throw methodNotAllowed();
        ObjectPtr created = store.create(
            type, ns, toStored(parseBody(mediaType(req.contentType), req.body)), write.dryRun);
        return reply(201, answer(created));
    }
    if (collection)
        throw methodNotAllowed();
    if (m == "PUT") {
        Json body = parseBody(mediaType(req.contentType), req.body);
        if (version != t.version)
            body = toStored(std::move(body), store.tryGet(type, ns, name));
        ObjectPtr updated =
            store.update(type, ns, name, std::move(body), sub == "status", write.dryRun);
        return reply(200, answer(updated));
    }
    if (m == "PATCH") {
        std::function<void(Json &)> change =
            parsePatch(mediaType(req.contentType), req.body, t.custom);
        if (version != t.version) {
            // The patch applies to the object as the request's version shows it.
            change = [&, patchStored = change](Json &target) {
                Json shown = toVersion(type, target, version);
                patchStored(shown);
                target = fromVersion(type, std::move(shown), version, &target);
            };
        }
        ObjectPtr patched = store.mutate(type, ns, name, change, sub == "status", write.dryRun);
        return reply(200, answer(patched));
    }
    if (m == "DELETE") {
        const DeleteRequest del = parseDeleteRequest(req.params, req.body);
        bool gone = false;
        ObjectPtr last =
            store.remove(type, ns, name, del.preconditions, write.dryRun || del.dryRun, &gone);
        if (gone && !t.custom)
            return reply(200,
                statusObject(200,
                    "",
                    "",
                    { { "name", name },
                        { "group", t.group },
                        { "kind", t.plural },
                        { "uid", last->json["metadata"].value("uid", "") } })
                    .dump());
        return reply(200, answer(last));
    }
    throw methodNotAllowed();
}

} // namespace emu
