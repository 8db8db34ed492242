// The handlers of the Kubernetes API's verbs over one resolved and allowed resource target.
#include "resource_verbs.h"

#include "conversion.h"
#include "table.h"

#include <algorithm>

namespace emu {

namespace {

std::string listKind(const ResourceType &t)
{
    return t.kind + "List";
}

ApiAnswer reply(int status, std::string body)
{
    ApiAnswer answer;
    answer.status = status;
    answer.body = std::move(body);
    return answer;
}

} // namespace

bool ResourceTarget::writable() const
{
    return std::find(type->verbs.begin(), type->verbs.end(), "create") != type->verbs.end();
}

std::string ResourceTarget::shown(const ObjectPtr &object) const
{
    return path.version == type->version ? object->text
                                         : toVersion(path.type, object->json, path.version).dump();
}

Json ResourceTarget::toStored(Json body, const ObjectPtr &current) const
{
    return fromVersion(
        path.type, std::move(body), path.version, current ? &current->json : nullptr);
}

StatusError methodNotAllowed()
{
    return StatusError(
        405, "MethodNotAllowed", "the server does not allow this method on the requested resource");
}

ApiAnswer getObject(Store &store, const ResourceTarget &target, const ApiRequest &req)
{
    const ResourcePath &path = target.path;
    ObjectPtr obj = store.get(path.type, path.ns, path.name);
    if (wantsMetadataOnly(req.accept, false))
        return reply(200, partialObjectMetadata(obj->json).dump());
    if (wantsTable(req.accept))
        return reply(200,
            tableFor(path.type,
                path.version,
                { obj },
                { { "resourceVersion", obj->json["metadata"].value("resourceVersion", "") } }));
    return reply(200, target.shown(obj));
}

ApiAnswer startWatch(const ResourceTarget &target, const ApiRequest &req)
{
    ApiAnswer watch;
    watch.watchOf = target.path;
    watch.watch = parseWatchRequest(req.params, target.path.type);
    return watch;
}

ApiAnswer listObjects(Store &store, const ResourceTarget &target, const ApiRequest &req)
{
    const ResourcePath &path = target.path;
    const ResourceType &t = target.kind();
    const ListRequest list = parseListRequest(req.params, path.type, path.ns);
    // "Exact" read: the history must still reach that version.
    if (list.exactVersion && *list.exactVersion < store.compactedRv())
        throw StatusError(410, "Expired", "The resourceVersion for the provided list is too old.");
    if (list.exactVersion && *list.exactVersion > store.currentRv())
        throw resourceVersionTooLarge(*list.exactVersion, store.currentRv());
    const ListPage page = store.list(path.type, list.options);
    // The list's metadata, the same in every form the list is asked for.
    Json meta = { { "resourceVersion", std::to_string(page.rv) } };
    if (!page.continueToken.empty()) {
        meta["continue"] = page.continueToken;
        meta["remainingItemCount"] = page.remaining;
    }
    if (wantsTable(req.accept))
        return reply(200, tableFor(path.type, path.version, page.items, meta));
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
        + (t.group.empty() ? "" : "/") + path.version + R"(","metadata":)" + meta.dump()
        + R"(,"items":[)";
    for (size_t k = 0; k < page.items.size(); ++k) {
        if (k)
            body += ',';
        body += target.shown(page.items[k]);
    }
    body += "]}";
    return reply(200, body);
}

ApiAnswer createObject(
    Store &store, const ResourceTarget &target, const ApiRequest &req, const WriteOptions &write)
{
    const ResourcePath &path = target.path;
    if (!target.collection() || (target.kind().namespaced && path.ns.empty()))
        throw methodNotAllowed();
    ObjectPtr created = store.create(path.type,
        path.ns,
        target.toStored(parseBody(mediaType(req.contentType), req.body)),
        write.dryRun);
    return reply(201, target.shown(created));
}

ApiAnswer updateObject(
    Store &store, const ResourceTarget &target, const ApiRequest &req, const WriteOptions &write)
{
    const ResourcePath &path = target.path;
    Json body = parseBody(mediaType(req.contentType), req.body);
    if (path.version != target.kind().version)
        body = target.toStored(std::move(body), store.tryGet(path.type, path.ns, path.name));
    ObjectPtr updated = store.update(
        path.type, path.ns, path.name, std::move(body), path.subresource == "status", write.dryRun);
    return reply(200, target.shown(updated));
}

ApiAnswer patchObject(
    Store &store, const ResourceTarget &target, const ApiRequest &req, const WriteOptions &write)
{
    const ResourcePath &path = target.path;
    std::function<void(Json &)> change =
        parsePatch(mediaType(req.contentType), req.body, target.kind().custom);
    if (path.version != target.kind().version) {
        // The patch applies to the object as the request's version shows it.
        change = [&, patchStored = change](Json &object) {
            Json shown = toVersion(path.type, object, path.version);
            patchStored(shown);
            object = fromVersion(path.type, std::move(shown), path.version, &object);
        };
    }
    ObjectPtr patched = store.mutate(
        path.type, path.ns, path.name, change, path.subresource == "status", write.dryRun);
    return reply(200, target.shown(patched));
}

ApiAnswer deleteObject(
    Store &store, const ResourceTarget &target, const ApiRequest &req, const WriteOptions &write)
{
    const ResourcePath &path = target.path;
    const ResourceType &t = target.kind();
    const DeleteRequest del = parseDeleteRequest(req.params, req.body);
    bool gone = false;
    ObjectPtr last = store.remove(
        path.type, path.ns, path.name, del.preconditions, write.dryRun || del.dryRun, &gone);
    if (gone && !t.custom)
        return reply(200,
            statusObject(200,
                "",
                "",
                { { "name", path.name },
                    { "group", t.group },
                    { "kind", t.plural },
                    { "uid", last->json["metadata"].value("uid", "") } })
                .dump());
    return reply(200, target.shown(last));
}

} // namespace emu
