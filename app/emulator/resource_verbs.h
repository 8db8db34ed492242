// The Kubernetes API's verbs over one resource target, one handler each: get, list, watch,
// create, update (PUT, the status subresource included), patch and delete. serveResource picks
// the handler once it has resolved the target and checked the user's access.
#pragma once

#include "request.h"
#include "resource_api.h"
#include "resources.h"
#include "store.h"

#include <string>

namespace emu {

// What a request names, read and allowed: the kind and the request's version of it, the
// namespace, the object (none for the collection) and the subresource.
struct ResourceTarget
{
    ResourcePath path;
    const ResourceType *type = nullptr;

    const ResourceType &kind() const { return *type; }
    bool collection() const { return path.name.empty(); }
    bool writable() const;
    // Objects are stored at the kind's version; a request at another served version sees them
    // converted, and its bodies are converted back.
    std::string shown(const ObjectPtr &object) const;
    Json toStored(Json body, const ObjectPtr &current = nullptr) const;
};

StatusError methodNotAllowed();

ApiAnswer getObject(Store &store, const ResourceTarget &target, const ApiRequest &request);
ApiAnswer listObjects(Store &store, const ResourceTarget &target, const ApiRequest &request);
// Only reads the watch; the server streams it.
ApiAnswer startWatch(const ResourceTarget &target, const ApiRequest &request);

// The writes run under the request's WriteOptions (and its field validation scope).
ApiAnswer createObject(Store &store,
    const ResourceTarget &target,
    const ApiRequest &request,
    const WriteOptions &write);
ApiAnswer updateObject(Store &store,
    const ResourceTarget &target,
    const ApiRequest &request,
    const WriteOptions &write);
ApiAnswer patchObject(Store &store,
    const ResourceTarget &target,
    const ApiRequest &request,
    const WriteOptions &write);
ApiAnswer deleteObject(Store &store,
    const ResourceTarget &target,
    const ApiRequest &request,
    const WriteOptions &write);

} // namespace emu
