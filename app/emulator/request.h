// Reading Kubernetes API requests, apart from the HTTP server so tests and fuzzing can drive it:
// the resource a path names, list, watch, write, patch and delete options from the query, and
// the bodies. Everything here throws StatusError, answered as a metav1.Status, for a request it
// refuses.
#pragma once

#include "common.h"
#include "resources.h"
#include "selectors.h"
#include "store.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace emu {

// A request's query parameters, decoded, in the form httplib hands them over.
using QueryParams = std::multimap<std::string, std::string>;
// The first value of a parameter, or "".
std::string queryParam(const QueryParams &params, const char *name);
bool truthy(const std::string &value);

// The non-empty segments of a path.
std::vector<std::string> splitPath(const std::string &path);

// What /api/{version}/... or /apis/{group}/{version}/... names.
struct ResourcePath
{
    int type = -1;
    std::string group;
    std::string version; // the request's; objects may be stored at another
    std::string ns;
    std::string name; // empty for the collection
    std::string subresource; // empty or "status"
};
// 404 for a path that names no kind the emulator serves at a version in `served`.
ResourcePath parseResourcePath(const std::string &path, const ServedVersions &served);

// The field selectors a kind takes besides metadata.name and metadata.namespace.
std::vector<std::string> supportedFieldSelectors(int type);

struct ListRequest
{
    ListOptions options;
    // A resourceVersion to list at exactly (with a limit and no continue token): the history
    // must still reach back to it.
    std::optional<uint64_t> exactVersion;
};
ListRequest parseListRequest(const QueryParams &params, int type, const std::string &ns);

// A watch lasts at most this long, however long timeoutSeconds asks for.
inline constexpr std::chrono::seconds longestWatch { 366 * 24 * 3600 };

struct WatchRequest
{
    Selector labels;
    Selector fields;
    bool bookmarks = false;
    bool sendInitialEvents = false;
    std::chrono::seconds timeout { 1800 };
    std::optional<uint64_t> resourceVersion; // none: start with the objects there are now
};
WatchRequest parseWatchRequest(const QueryParams &params, int type);

struct WriteOptions
{
    bool dryRun = false;
    bool strictFieldValidation = false;
};
WriteOptions parseWriteOptions(const QueryParams &params);

// The Content-Type without its parameters.
std::string mediaType(const std::string &contentType);
// JSON text from a request; `what` names it in the error ("the patch body"). Text nested more
// than maxNesting levels deep is refused before it is parsed.
Json parseJson(const std::string &text, const std::string &what);
// A POST or PUT body, JSON or YAML by its media type.
Json parseBody(const std::string &mediaType, const std::string &body);

// The change a PATCH request makes to the object it names; `custom` kinds take no strategic
// merge patch.
std::function<void(Json &)> parsePatch(
    const std::string &mediaType, const std::string &body, bool custom);

struct DeleteRequest
{
    DeletePreconditions preconditions;
    bool dryRun = false;
};
// The DeleteOptions of a DELETE request, from its body and query.
DeleteRequest parseDeleteRequest(const QueryParams &params, const std::string &body);

} // namespace emu
