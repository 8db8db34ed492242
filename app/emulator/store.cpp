// The store's objects: reads, lists with their continue snapshots, and writes with the API
// server's metadata rules, optimistic concurrency and finalizers (history: store_history.cpp).
#include "store.h"

#include "linear_regex.h"
#include "object_decoding.h"
#include "resources.h"

#include <algorithm>
#include <cstdlib>

namespace emu {

namespace {

constexpr auto continueTokenLifetime = std::chrono::minutes(5);
constexpr size_t maxListSnapshots = 64;
// etcd's counter never starts at 1 on a live cluster; neither do we.
constexpr uint64_t firstResourceVersion = 4000000;

StatusError staleVersion(const ResourceType &t, const std::string &name)
{
    return StatusError(409,
        "Conflict",
        "Operation cannot be fulfilled on " + t.qualifiedName() + " \"" + name
            + "\": the object has been modified; please apply your changes to the "
              "latest version and try again",
        { { "name", name }, { "group", t.group }, { "kind", t.plural } });
}

bool validDnsSubdomain(const std::string &name)
{
    static const std::regex re =
        linearRegex(R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$)");
    return !name.empty() && name.size() <= 253 && std::regex_match(name, re);
}

Json invalidDetails(const ResourceType &t,
    const std::string &name,
    const std::string &reason,
    const std::string &message,
    const std::string &field)
{
    return { { "name", name },
        { "group", t.group },
        { "kind", t.kind },
        { "causes",
            Json::array(
                { { { "reason", reason }, { "message", message }, { "field", field } } }) } };
}

// Compares two objects member by member, ignoring the listed top-level keys, without copying.
bool equalExcept(const Json &a, const Json &b, std::initializer_list<const char *> skip)
{
    if (!a.is_object() || !b.is_object())
        return a == b;
    const auto skipped = [&](const std::string &key) {
        for (const char *s : skip) {
            if (key == s)
                return true;
        }
        return false;
    };
    size_t countA = 0;
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (skipped(it.key()))
            continue;
        ++countA;
        auto other = b.find(it.key());
        if (other == b.end() || *other != *it)
            return false;
    }
    size_t countB = 0;
    for (auto it = b.begin(); it != b.end(); ++it)
        countB += skipped(it.key()) ? 0 : 1;
    return countA == countB;
}

// Everything but the fields the server owns, to tell a real change from a no-op write.
bool sameContent(const Json &a, const Json &b)
{
    static const Json empty = Json::object();
    const Json &ma = a.contains("metadata") ? a["metadata"] : empty;
    const Json &mb = b.contains("metadata") ? b["metadata"] : empty;
    return equalExcept(a, b, { "metadata" })
        && equalExcept(ma, mb, { "resourceVersion", "managedFields" });
}

bool sameSpec(const Json &a, const Json &b)
{
    return equalExcept(a, b, { "metadata", "status" });
}

std::vector<std::string> finalizersOf(const Json &object)
{
    std::vector<std::string> out;
    if (const Json *f = findPath(object, { "metadata", "finalizers" }); f && f->is_array()) {
        for (const Json &v : *f) {
            if (v.is_string())
                out.push_back(v.get<std::string>());
        }
    }
    return out;
}

} // namespace

Store::Store(size_t historyLimit)
    : m_objects(TypeCount)
    , m_admission(TypeCount)
    , m_historyLimit(std::max<size_t>(historyLimit, 1))
    , m_rv(firstResourceVersion)
    , m_compactedRv(firstResourceVersion)
    , m_historyFloor(firstResourceVersion)
    , m_expireGeneration(1)
{}

void Store::setAdmission(int type, AdmissionHook hook)
{
    std::lock_guard lock(m_mutex);
    m_admission[static_cast<size_t>(type)] = std::move(hook);
}

void Store::notFound(int type, const std::string &name) const
{
    const ResourceType &t = resourceType(type);
    throw StatusError(404,
        "NotFound",
        t.qualifiedName() + " \"" + name + "\" not found",
        { { "name", name }, { "group", t.group }, { "kind", t.plural } });
}

ObjectPtr Store::getLocked(int type, const std::string &ns, const std::string &name) const
{
    const ObjectMap &objects = m_objects[static_cast<size_t>(type)];
    auto it = objects.find(key(ns, name));
    return it == objects.end() ? nullptr : it->second;
}

ObjectPtr Store::get(int type, const std::string &ns, const std::string &name) const
{
    std::lock_guard lock(m_mutex);
    ObjectPtr obj = getLocked(type, ns, name);
    if (!obj)
        notFound(type, name);
    return obj;
}

ObjectPtr Store::tryGet(int type, const std::string &ns, const std::string &name) const
{
    std::lock_guard lock(m_mutex);
    return getLocked(type, ns, name);
}

std::vector<ObjectPtr> Store::all(int type, const std::string &ns) const
{
    std::lock_guard lock(m_mutex);
    std::vector<ObjectPtr> out;
    for (const auto &[k, obj] : m_objects[static_cast<size_t>(type)]) {
        if (ns.empty() || obj->json["metadata"].value("namespace", "") == ns)
            out.push_back(obj);
    }
    return out;
}

size_t Store::count(int type) const
{
    std::lock_guard lock(m_mutex);
    return m_objects[static_cast<size_t>(type)].size();
}

ListPage Store::list(int type, const ListOptions &options)
{
    std::unique_lock lock(m_mutex);
    ListPage page;
    std::vector<ObjectPtr> matching;
    uint64_t rv = m_rv;
    size_t offset = 0;
    std::string snapshotId;

    if (!options.continueToken.empty()) {
        Json token;
        try {
            token = Json::parse(base64Decode(options.continueToken, true));
            snapshotId = token.at("id").get<std::string>();
            // A token is the client's to change: only a whole number from 0 is an offset.
            const Json &start = token.at("start");
            if (!start.is_number_unsigned())
                throw std::invalid_argument("start");
            offset = start.get<size_t>();
        } catch (const std::exception &) {
            throw StatusError(400, "BadRequest", "continue key is not valid: invalid token");
        }
        auto it = m_snapshots.find(snapshotId);
        if (it == m_snapshots.end() || Clock::now() - it->second.created > continueTokenLifetime) {
            throw StatusError(410,
                "Expired",
                "The provided continue parameter is too old to display a consistent "
                "list result. You can start a new list without the continue "
                "parameter.");
        }
        rv = it->second.rv;
        page.rv = rv;
        const auto &items = it->second.items;
        // Without a limit the rest comes at once. The token's offset is the client's to change:
        // it counts only up to the end.
        offset = std::min(offset, items.size());
        const size_t end = options.limit > 0
            ? offset + std::min(items.size() - offset, static_cast<size_t>(options.limit))
            : items.size();
        page.items.assign(
            items.begin() + static_cast<long>(offset), items.begin() + static_cast<long>(end));
        if (end < items.size()) {
            page.remaining = static_cast<int64_t>(items.size() - end);
            page.continueToken = base64Encode(
                Json({ { "id", snapshotId }, { "start", end }, { "rv", std::to_string(rv) } })
                    .dump(),
                true);
        } else {
            m_snapshots.erase(it);
        }
        return page;
    }

    const ObjectMap &objects = m_objects[static_cast<size_t>(type)];
    auto begin = objects.begin();
    auto end = objects.end();
    if (!options.ns.empty()) {
        begin = objects.lower_bound(options.ns + '/');
        end = objects.lower_bound(options.ns + char('/' + 1));
    }
    for (auto it = begin; it != end; ++it) {
        const Json &obj = it->second->json;
        if (!options.labels.empty() && !options.labels.matches(obj))
            continue;
        if (!options.fields.empty() && !options.fields.matches(obj))
            continue;
        matching.push_back(it->second);
    }
    page.rv = rv;
    if (options.limit <= 0 || matching.size() <= static_cast<size_t>(options.limit)) {
        page.items = std::move(matching);
        return page;
    }
    // Keep the whole result so later pages are consistent with this resourceVersion.
    for (auto it = m_snapshots.begin(); it != m_snapshots.end();) {
        if (Clock::now() - it->second.created > continueTokenLifetime)
            it = m_snapshots.erase(it);
        else
            ++it;
    }
    while (m_snapshots.size() >= maxListSnapshots) {
        auto oldest = std::min_element(
            m_snapshots.begin(), m_snapshots.end(), [](const auto &a, const auto &b) {
                return a.second.created < b.second.created;
            });
        m_snapshots.erase(oldest);
    }
    snapshotId = randomAlnum(16);
    const size_t limit = static_cast<size_t>(options.limit);
    page.items.assign(matching.begin(), matching.begin() + static_cast<long>(limit));
    page.remaining = static_cast<int64_t>(matching.size() - limit);
    page.continueToken = base64Encode(
        Json({ { "id", snapshotId }, { "start", limit }, { "rv", std::to_string(rv) } }).dump(),
        true);
    m_snapshots.emplace(snapshotId, ListSnapshot { std::move(matching), rv, Clock::now() });
    return page;
}

void Store::checkNamespaceLocked(int type, const std::string &ns) const
{
    if (!resourceType(type).namespaced)
        return;
    if (!getLocked(Namespaces, {}, ns))
        throw StatusError(404,
            "NotFound",
            "namespaces \"" + ns + "\" not found",
            { { "name", ns }, { "kind", "namespaces" } });
}

ObjectPtr Store::create(int type, const std::string &ns, Json object, bool dryRun)
{
    std::lock_guard lock(m_mutex);
    const ResourceType &t = resourceType(type);
    if (!object.is_object())
        throw StatusError(400, "BadRequest", "the request body must be a JSON object");
    decodeMetadata(t, object);
    Json &meta = object["metadata"];
    if (!meta.is_object())
        meta = Json::object();
    if (t.namespaced) {
        const std::string bodyNs = meta.value("namespace", "");
        if (!bodyNs.empty() && bodyNs != ns)
            throw StatusError(400,
                "BadRequest",
                "the namespace of the provided object does not match the namespace "
                "sent on the request");
        meta["namespace"] = ns;
    } else {
        meta.erase("namespace");
    }
    const std::string bodyKind = object.value("kind", "");
    if (!bodyKind.empty() && bodyKind != t.kind)
        throw StatusError(400,
            "BadRequest",
            "the kind of the provided object (" + bodyKind + ") does not match " + t.kind);
    object["kind"] = t.kind;
    object["apiVersion"] = t.apiVersion();

    std::string name = meta.value("name", "");
    if (name.empty()) {
        const std::string generate = meta.value("generateName", "");
        if (generate.empty()) {
            throw StatusError(422,
                "Invalid",
                t.kind
                    + ".  \"\" is invalid: metadata.name: Required value: name or "
                      "generateName is required",
                invalidDetails(t,
                    "",
                    "FieldValueRequired",
                    "Required value: name or generateName is required",
                    "metadata.name"));
        }
        do {
            name = generate + randomAlnum(5);
        } while (getLocked(type, ns, name));
        meta["name"] = name;
    }
    if (!validDnsSubdomain(name)) {
        const std::string msg = "Invalid value: \"" + name
            + "\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric "
              "characters, '-' or '.', and must start and end with an alphanumeric character";
        throw StatusError(422,
            "Invalid",
            t.kind + " \"" + name + "\" is invalid: metadata.name: " + msg,
            invalidDetails(t, name, "FieldValueInvalid", msg, "metadata.name"));
    }
    checkNamespaceLocked(type, ns);
    if (getLocked(type, ns, name)) {
        throw StatusError(409,
            "AlreadyExists",
            t.qualifiedName() + " \"" + name + "\" already exists",
            { { "name", name }, { "group", t.group }, { "kind", t.plural } });
    }
    for (const char *owned : { "uid",
             "resourceVersion",
             "creationTimestamp",
             "deletionTimestamp",
             "deletionGracePeriodSeconds",
             "managedFields",
             "selfLink" })
        meta.erase(owned);
    if (t.custom && t.hasStatus)
        object.erase("status"); // the status subresource owns it
    if (type == Secrets)
        normaliseSecret(object);
    if (auto &hook = m_admission[static_cast<size_t>(type)])
        hook(AdmissionOp::Create, object, nullptr);

    Json &m = object["metadata"];
    m["uid"] = randomUid();
    m["creationTimestamp"] = nowRfc3339();
    if (t.custom)
        m["generation"] = 1;
    if (dryRun) {
        m["resourceVersion"] = std::to_string(m_rv);
        return std::make_shared<const StoredObject>(std::move(object));
    }
    m["resourceVersion"] = std::to_string(++m_rv);
    auto stored = std::make_shared<const StoredObject>(std::move(object));
    m_objects[static_cast<size_t>(type)][key(ns, name)] = stored;
    recordLocked(type, ns, "ADDED", stored, nullptr);
    return stored;
}

ObjectPtr Store::commitUpdateLocked(int type, const ObjectPtr &old, Json next, bool dryRun)
{
    const ResourceType &t = resourceType(type);
    const Json &oldJson = old->json;
    const std::string ns = oldJson["metadata"].value("namespace", "");
    const std::string name = oldJson["metadata"].value("name", "");

    // The server owns these. A uid that is given must be the object's: it is immutable, so a
    // write meant for an earlier object of the same name fails instead of landing here.
    Json &meta = next["metadata"];
    if (meta.is_object() && meta.contains("uid") && meta["uid"].is_string()
        && !meta["uid"].get<std::string>().empty()
        && meta["uid"] != oldJson["metadata"].value("uid", "")) {
        throw StatusError(422,
            "Invalid",
            (t.group.empty() ? t.plural : t.plural + "." + t.group) + " \"" + name
                + "\" is invalid: metadata.uid: Invalid value: \"" + meta["uid"].get<std::string>()
                + "\": field is immutable");
    }
    for (const char *owned : { "uid",
             "creationTimestamp",
             "deletionTimestamp",
             "deletionGracePeriodSeconds",
             "generation",
             "namespace",
             "name" }) {
        if (oldJson["metadata"].contains(owned))
            meta[owned] = oldJson["metadata"][owned];
        else
            meta.erase(owned);
    }
    meta.erase("managedFields");
    next["kind"] = t.kind;
    next["apiVersion"] = t.apiVersion();
    if (type == Secrets)
        normaliseSecret(next);

    const bool deleting = oldJson["metadata"].contains("deletionTimestamp");
    if (deleting) {
        const auto before = finalizersOf(oldJson);
        for (const std::string &f : finalizersOf(next)) {
            if (std::find(before.begin(), before.end(), f) == before.end()) {
                const std::string msg =
                    "Forbidden: no new finalizers can be added if the object is being deleted, "
                    "found new finalizers []string{\""
                    + f + "\"}";
                throw StatusError(422,
                    "Invalid",
                    t.kind + " \"" + name + "\" is invalid: metadata.finalizers: " + msg,
                    invalidDetails(t, name, "FieldValueForbidden", msg, "metadata.finalizers"));
            }
        }
    }

    if (auto &hook = m_admission[static_cast<size_t>(type)])
        hook(AdmissionOp::Update, next, &oldJson);

    if (t.custom && !sameSpec(next, oldJson))
        meta["generation"] = oldJson["metadata"].value("generation", 1) + 1;

    if (sameContent(next, oldJson))
        return old; // nothing changed: no new resourceVersion, no event

    if (dryRun) {
        meta["resourceVersion"] = oldJson["metadata"].value("resourceVersion", "");
        return std::make_shared<const StoredObject>(std::move(next));
    }
    meta["resourceVersion"] = std::to_string(++m_rv);
    auto stored = std::make_shared<const StoredObject>(std::move(next));
    if (deleting && finalizersOf(stored->json).empty()) {
        m_objects[static_cast<size_t>(type)].erase(key(ns, name));
        recordLocked(type, ns, "DELETED", stored, old);
        return stored;
    }
    m_objects[static_cast<size_t>(type)][key(ns, name)] = stored;
    recordLocked(type, ns, "MODIFIED", stored, old);
    return stored;
}

ObjectPtr Store::update(int type,
    const std::string &ns,
    const std::string &name,
    Json object,
    bool statusSubresource,
    bool dryRun)
{
    std::lock_guard lock(m_mutex);
    const ResourceType &t = resourceType(type);
    if (!object.is_object())
        throw StatusError(400, "BadRequest", "the request body must be a JSON object");
    decodeMetadata(t, object);
    ObjectPtr old = getLocked(type, ns, name);
    if (!old)
        notFound(type, name);
    const Json &meta = object["metadata"];
    if (meta.is_object() && meta.contains("name") && meta["name"] != name)
        throw StatusError(400,
            "BadRequest",
            "the name of the object (" + meta["name"].dump()
                + ") does not match the name on the URL (" + name + ")");
    const std::string rv = meta.is_object() ? meta.value("resourceVersion", "") : "";
    if (rv.empty() && t.custom) {
        const std::string msg = "Invalid value: 0x0: must be specified for an update";
        throw StatusError(422,
            "Invalid",
            t.kind + " \"" + name + "\" is invalid: metadata.resourceVersion: " + msg,
            invalidDetails(t, name, "FieldValueInvalid", msg, "metadata.resourceVersion"));
    }
    if (!rv.empty() && rv != old->json["metadata"].value("resourceVersion", "")) {
        throw staleVersion(t, name);
    }
    Json next;
    if (statusSubresource) {
        next = old->json;
        if (object.contains("status"))
            next["status"] = object["status"];
        else
            next.erase("status");
    } else {
        next = std::move(object);
        if (t.hasStatus && t.custom) {
            if (old->json.contains("status"))
                next["status"] = old->json["status"];
            else
                next.erase("status");
        }
    }
    return commitUpdateLocked(type, old, std::move(next), dryRun);
}

ObjectPtr Store::mutate(int type,
    const std::string &ns,
    const std::string &name,
    const std::function<void(Json &)> &change,
    bool statusSubresource,
    bool dryRun)
{
    std::lock_guard lock(m_mutex);
    const ResourceType &t = resourceType(type);
    ObjectPtr old = getLocked(type, ns, name);
    if (!old)
        notFound(type, name);
    Json next = old->json;
    change(next);
    if (!next.is_object())
        throw StatusError(422, "Invalid", "the patched object is not a JSON object");
    decodeMetadata(t, next);
    // A patch may carry a resourceVersion precondition.
    const std::string rv = next["metadata"].is_object()
        ? next["metadata"].value("resourceVersion", "")
        : std::string();
    if (!rv.empty() && rv != old->json["metadata"].value("resourceVersion", "")) {
        throw staleVersion(t, name);
    }
    if (statusSubresource) {
        Json onlyStatus = old->json;
        if (next.contains("status"))
            onlyStatus["status"] = next["status"];
        next = std::move(onlyStatus);
    } else if (t.hasStatus && t.custom) {
        if (old->json.contains("status"))
            next["status"] = old->json["status"];
        else
            next.erase("status");
    }
    return commitUpdateLocked(type, old, std::move(next), dryRun);
}

ObjectPtr Store::remove(int type,
    const std::string &ns,
    const std::string &name,
    const DeletePreconditions &pre,
    bool dryRun,
    bool *gone)
{
    std::lock_guard lock(m_mutex);
    const ResourceType &t = resourceType(type);
    ObjectPtr old = getLocked(type, ns, name);
    if (!old)
        notFound(type, name);
    const Json &meta = old->json["metadata"];
    const auto conflict =
        [&](const std::string &what, const std::string &want, const std::string &have) {
            throw StatusError(409,
                "Conflict",
                "Operation cannot be fulfilled on " + t.qualifiedName() + " \"" + name
                    + "\": Precondition failed: " + what + " in precondition: " + want + ", " + what
                    + " in object meta: " + have,
                { { "name", name }, { "group", t.group }, { "kind", t.plural } });
        };
    if (!pre.uid.empty() && pre.uid != meta.value("uid", ""))
        conflict("UID", pre.uid, meta.value("uid", ""));
    if (!pre.resourceVersion.empty() && pre.resourceVersion != meta.value("resourceVersion", ""))
        conflict("ResourceVersion", pre.resourceVersion, meta.value("resourceVersion", ""));

    if (!finalizersOf(old->json).empty()) {
        if (gone)
            *gone = false;
        if (meta.contains("deletionTimestamp"))
            return old;
        Json next = old->json;
        next["metadata"]["deletionTimestamp"] = nowRfc3339();
        next["metadata"]["deletionGracePeriodSeconds"] = 0;
        if (dryRun)
            return std::make_shared<const StoredObject>(std::move(next));
        next["metadata"]["resourceVersion"] = std::to_string(++m_rv);
        if (t.custom)
            next["metadata"]["generation"] = meta.value("generation", 1) + 1;
        auto stored = std::make_shared<const StoredObject>(std::move(next));
        m_objects[static_cast<size_t>(type)][key(ns, name)] = stored;
        recordLocked(type, ns, "MODIFIED", stored, old);
        return stored;
    }
    if (gone)
        *gone = true;
    if (dryRun)
        return old;
    Json last = old->json;
    last["metadata"]["resourceVersion"] = std::to_string(++m_rv);
    auto stored = std::make_shared<const StoredObject>(std::move(last));
    m_objects[static_cast<size_t>(type)].erase(key(ns, name));
    recordLocked(type, ns, "DELETED", stored, old);
    return stored;
}

void Store::seed(int type, Json object)
{
    std::lock_guard lock(m_mutex);
    const ResourceType &t = resourceType(type);
    Json &meta = object["metadata"];
    object["kind"] = t.kind;
    object["apiVersion"] = t.apiVersion();
    if (!meta.contains("uid"))
        meta["uid"] = randomUid();
    if (!meta.contains("creationTimestamp"))
        meta["creationTimestamp"] = nowRfc3339();
    if (t.custom && !meta.contains("generation"))
        meta["generation"] = 1;
    meta["resourceVersion"] = std::to_string(++m_rv);
    const std::string ns = t.namespaced ? meta.value("namespace", "") : std::string();
    const std::string name = meta.value("name", "");
    m_objects[static_cast<size_t>(type)][key(ns, name)] =
        std::make_shared<const StoredObject>(std::move(object));
    m_compactedRv = m_rv; // seeding is not history a watch can replay
    m_historyFloor = m_rv;
}

} // namespace emu
