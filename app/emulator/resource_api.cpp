#include "resource_api.h"

#include "resource_verbs.h"
#include "vmray_admission.h"

namespace emu {

namespace {

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

bool isWatch(const ApiRequest &req)
{
    return truthy(queryParam(req.params, "watch"));
}

// The verb a request asks for, as access rules and their refusals name it.
std::string verbOf(const ApiRequest &req, bool collection)
{
    const std::string &m = req.method;
    return m == "GET"  ? (collection ? (isWatch(req) ? "watch" : "list") : "get")
        : m == "POST"  ? "create"
        : m == "PUT"   ? "update"
        : m == "PATCH" ? "patch"
                       : "delete";
}

// The resource a request names, once the user may reach it: a user limited to some namespaces
// cannot work across them or outside them, and nobody writes namespaces.
ResourceTarget resolveTarget(const ApiRequest &req, const ServedVersions &served, const User &user)
{
    ResourceTarget target;
    target.path = parseResourcePath(req.path, served);
    target.type = &resourceType(target.path.type);
    const ResourceType &t = target.kind();
    const std::string &ns = target.path.ns;
    const bool collection = target.collection();
    if (!user.namespaces.empty()) {
        const std::string verb = verbOf(req, collection);
        if (t.namespaced && ns.empty())
            throw forbidden(user, verb, t, ns);
        if (t.namespaced && !Authenticator::mayUseNamespace(user, ns))
            throw forbidden(user, verb, t, ns);
        if (target.path.type == Namespaces
            && (collection || !Authenticator::mayUseNamespace(user, target.path.name)))
            throw forbidden(user, verb, t, "");
    }
    // The VIEW role reads and writes nothing.
    if (user.viewOnly && target.path.type != Namespaces && req.method != "GET")
        throw forbidden(user, verbOf(req, collection), t, ns);
    if (target.path.type == Namespaces && req.method != "GET")
        throw StatusError(403,
            "Forbidden",
            "namespaces are managed by vCenter: create and delete vSphere "
            "Namespaces in the vSphere Client",
            { { "kind", "namespaces" } });
    return target;
}

} // namespace

ApiAnswer serveResource(
    Store &store, const ServedVersions &served, const ApiRequest &req, const User &user)
{
    const ResourceTarget target = resolveTarget(req, served, user);
    const std::string &m = req.method;
    if (m == "GET") {
        if (!target.collection())
            return getObject(store, target, req);
        if (isWatch(req))
            return startWatch(target, req);
        return listObjects(store, target, req);
    }

    if (!target.writable())
        throw methodNotAllowed();
    const WriteOptions write = parseWriteOptions(req.params);
    const VmrayAdmission::StrictScope strict(write.strictFieldValidation);
    if (m == "POST")
        return createObject(store, target, req, write);
    // The other writes name one object.
    if (target.collection())
        throw methodNotAllowed();
    if (m == "PUT")
        return updateObject(store, target, req, write);
    if (m == "PATCH")
        return patchObject(store, target, req, write);
    if (m == "DELETE")
        return deleteObject(store, target, req, write);
    throw methodNotAllowed();
}

} // namespace emu
