#include "request.h"
#include "server_reply.h"

#include "yaml_json.h"

#include <algorithm>

namespace emu {

namespace {

StatusError notFound()
{
    return StatusError(404, "NotFound", "the server could not find the requested resource");
}

bool hasParam(const QueryParams &params, const char *name)
{
    return params.find(name) != params.end();
}

Selector labelSelector(const QueryParams &params)
{
    return Selector::parseLabels(queryParam(params, "labelSelector"));
}

Selector fieldSelector(const QueryParams &params, int type)
{
    return Selector::parseFields(
        queryParam(params, "fieldSelector"), supportedFieldSelectors(type));
}

} // namespace

std::string queryParam(const QueryParams &params, const char *name)
{
    const auto it = params.find(name);
    return it != params.end() ? it->second : std::string();
}

bool truthy(const std::string &value)
{
    return value == "1" || value == "true" || value == "True";
}

std::vector<std::string> splitPath(const std::string &path)
{
    std::vector<std::string> parts;
    std::string cur;
    for (char c : path) {
        if (c == '/') {
            if (!cur.empty())
                parts.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    if (!cur.empty())
        parts.push_back(cur);
    return parts;
}

ResourcePath parseResourcePath(const std::string &path, const ServedVersions &served)
{
    const std::vector<std::string> parts = splitPath(path);
    ResourcePath out;
    size_t i = 0;
    if (parts.size() >= 2 && parts[0] == "api") {
        out.version = parts[1];
        i = 2;
    } else if (parts.size() >= 3 && parts[0] == "apis") {
        out.group = parts[1];
        out.version = parts[2];
        i = 3;
    } else {
        throw notFound();
    }
    std::vector<std::string> rest(parts.begin() + static_cast<long>(i), parts.end());
    if (rest.size() >= 2 && rest[0] == "namespaces") {
        // namespaces/{ns}/{resource}... unless what follows is a namespace subresource
        if (rest.size() > 2 && rest[2] != "status" && rest[2] != "finalize") {
            out.ns = rest[1];
            rest.erase(rest.begin(), rest.begin() + 2);
        }
    }
    if (rest.empty() || rest.size() > 3)
        throw notFound();
    // A version the group does not serve is unknown, as on an API server.
    out.type = serves(served, out.group, out.version) ? findResourceType(out.group, rest[0]) : -1;
    if (out.type < 0 || !existsAt(resourceType(out.type), out.version))
        throw notFound();
    const ResourceType &t = resourceType(out.type);
    if (!t.namespaced && !out.ns.empty())
        throw notFound();
    out.name = rest.size() >= 2 ? rest[1] : std::string();
    out.subresource = rest.size() == 3 ? rest[2] : std::string();
    if (!out.subresource.empty() && !(out.subresource == "status" && t.hasStatus))
        throw notFound();
    return out;
}

std::vector<std::string> supportedFieldSelectors(int type)
{
    if (type == Events)
        return { "involvedObject.kind",
            "involvedObject.namespace",
            "involvedObject.name",
            "involvedObject.uid",
            "involvedObject.apiVersion",
            "involvedObject.resourceVersion",
            "involvedObject.fieldPath",
            "reason",
            "source",
            "type" };
    if (type == Secrets)
        return { "type" };
    if (type == Namespaces)
        return { "status.phase" };
    return {};
}

ListRequest parseListRequest(const QueryParams &params, int type, const std::string &ns)
{
    ListRequest out;
    out.options.ns = ns;
    out.options.labels = labelSelector(params);
    out.options.fields = fieldSelector(params, type);
    const std::string limit = queryParam(params, "limit");
    if (!limit.empty()) {
        try {
            // A limit below one is no limit, as on an API server.
            out.options.limit = std::max<int64_t>(std::stoll(limit), 0);
        } catch (const std::exception &) {
            throw StatusError(400, "BadRequest", "limit: Invalid value: \"" + limit + "\"");
        }
    }
    out.options.continueToken = queryParam(params, "continue");
    const std::string rv = queryParam(params, "resourceVersion");
    if (!out.options.continueToken.empty() && !rv.empty() && rv != "0")
        throw StatusError(
            400, "BadRequest", "specifying resource version is not allowed when using continue");
    if (!rv.empty() && rv != "0" && out.options.limit > 0 && out.options.continueToken.empty()) {
        try {
            out.exactVersion = std::stoull(rv);
        } catch (const std::exception &) {
            throw StatusError(400, "BadRequest", "resourceVersion: Invalid value: \"" + rv + "\"");
        }
    }
    return out;
}

WatchRequest parseWatchRequest(const QueryParams &params, int type)
{
    WatchRequest out;
    out.labels = labelSelector(params);
    out.fields = fieldSelector(params, type);
    out.bookmarks = truthy(queryParam(params, "allowWatchBookmarks"));
    out.sendInitialEvents = truthy(queryParam(params, "sendInitialEvents"));
    if (hasParam(params, "timeoutSeconds")) {
        int64_t seconds = 0;
        try {
            seconds = std::stoll(queryParam(params, "timeoutSeconds"));
        } catch (const std::exception &) {
            throw StatusError(400, "BadRequest", "timeoutSeconds: Invalid value");
        }
        // Kept within what a clock can add without overflowing.
        out.timeout = std::chrono::seconds(std::clamp<int64_t>(seconds, 0, longestWatch.count()));
    }
    const std::string rv = queryParam(params, "resourceVersion");
    if (!rv.empty() && rv != "0") {
        try {
            size_t used = 0;
            out.resourceVersion = std::stoull(rv, &used);
            if (used != rv.size())
                throw std::invalid_argument(rv);
        } catch (const std::exception &) {
            throw StatusError(400,
                "BadRequest",
                "resourceVersion: Invalid value: \"" + rv
                    + "\": must be a resource version returned by this server");
        }
    }
    return out;
}

WriteOptions parseWriteOptions(const QueryParams &params)
{
    WriteOptions out;
    if (hasParam(params, "dryRun")) {
        const std::string v = queryParam(params, "dryRun");
        if (v != "All")
            throw StatusError(400,
                "BadRequest",
                "dryRun: Unsupported value: \"" + v + "\": supported values: \"All\"");
        out.dryRun = true;
    }
    const std::string fieldValidation = queryParam(params, "fieldValidation");
    if (!fieldValidation.empty() && fieldValidation != "Strict" && fieldValidation != "Warn"
        && fieldValidation != "Ignore")
        throw StatusError(400,
            "BadRequest",
            "fieldValidation: Unsupported value: \"" + fieldValidation
                + "\": supported values: \"Ignore\", \"Strict\", \"Warn\"");
    out.strictFieldValidation = fieldValidation == "Strict";
    return out;
}

std::string mediaType(const std::string &contentType)
{
    std::string type = contentType;
    const auto semi = type.find(';');
    if (semi != std::string::npos)
        type = type.substr(0, semi);
    while (!type.empty() && type.back() == ' ')
        type.pop_back();
    return type;
}

Json parseJson(const std::string &text, const std::string &what)
{
    if (const std::optional<size_t> at = jsonNestingExceeded(text))
        throw StatusError(400,
            "BadRequest",
            what + " is nested more than " + std::to_string(maxNesting) + " levels deep (at byte "
                + std::to_string(*at) + ")");
    try {
        return Json::parse(text);
    } catch (const Json::exception &e) { // parse_error, or out_of_range for a number like 1e400
        throw StatusError(400, "BadRequest", what + " is not valid JSON: " + e.what());
    }
}

Json parseBody(const std::string &mediaType, const std::string &body)
{
    if (mediaType == "application/yaml") {
        try {
            return yamlTextToJson(body);
        } catch (const std::exception &e) {
            throw StatusError(400, "BadRequest", std::string("error decoding YAML: ") + e.what());
        }
    }
    if (!mediaType.empty() && mediaType != jsonType)
        throw StatusError(415,
            "UnsupportedMediaType",
            "the body of the request was in an unknown format - accepted media "
            "types include: application/json, application/yaml");
    return parseJson(body, "the request body");
}

std::function<void(Json &)> parsePatch(
    const std::string &mediaType, const std::string &body, bool custom)
{
    Json patch = parseJson(body, "the patch body");
    if (mediaType == "application/merge-patch+json"
        || (mediaType == "application/strategic-merge-patch+json" && !custom)) {
        // Strategic merge on built-in kinds is served as a merge patch, a documented subset.
        if (!patch.is_object())
            throw StatusError(400, "BadRequest", "a merge patch must be a JSON object");
        return [patch = std::move(patch)](Json &target) {
            target.merge_patch(patch);
        };
    }
    if (mediaType == "application/json-patch+json") {
        if (!patch.is_array())
            throw StatusError(400, "BadRequest", "a JSON patch must be a JSON array");
        return [patch = std::move(patch)](Json &target) {
            try {
                target = target.patch(patch);
            } catch (const Json::exception &e) {
                throw StatusError(422,
                    "Invalid",
                    std::string("the JSON patch could not be applied: ") + e.what());
            }
        };
    }
    throw StatusError(415,
        "UnsupportedMediaType",
        "the body of the request was in an unknown format - accepted media "
        "types include: application/json-patch+json, "
        "application/merge-patch+json"
            + std::string(custom ? "" : ", application/strategic-merge-patch+json"));
}

DeleteRequest parseDeleteRequest(const QueryParams &params, const std::string &body)
{
    DeleteRequest out;
    if (!body.empty()) {
        const Json options = parseJson(body, "the DeleteOptions body");
        if (options.is_object()) {
            out.preconditions.uid = stringAt(options, { "preconditions", "uid" });
            out.preconditions.resourceVersion =
                stringAt(options, { "preconditions", "resourceVersion" });
            if (const Json *d = findPath(options, { "dryRun" }); d && d->is_array()) {
                for (const Json &v : *d)
                    out.dryRun = out.dryRun || v == "All";
            }
            // As Go decodes it: a value of another type does not reach validation.
            const Json *policy = findPath(options, { "propagationPolicy" });
            if (policy && !policy->is_string() && !policy->is_null())
                throw StatusError(400,
                    "BadRequest",
                    "the DeleteOptions body is not valid: propagationPolicy is not a string");
            const std::string name =
                policy && policy->is_string() ? policy->get<std::string>() : std::string();
            if (!name.empty() && name != "Orphan" && name != "Background" && name != "Foreground")
                throw StatusError(
                    422, "Invalid", "propagationPolicy: Unsupported value: \"" + name + "\"");
        }
    }
    if (hasParam(params, "preconditions.uid"))
        out.preconditions.uid = queryParam(params, "preconditions.uid");
    return out;
}

} // namespace emu
