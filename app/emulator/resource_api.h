// The Kubernetes REST API over the emulator's kinds, apart from the HTTP server so tests and
// fuzzing can drive it: a request's method, path, query, media types and body in, a status and a
// JSON body out. A watch is only read here; the server streams it. Throws StatusError, answered
// as a metav1.Status, for a request it refuses.
#pragma once

#include "auth.h"
#include "request.h"
#include "store.h"

#include <optional>
#include <string>

namespace emu {

struct ApiRequest
{
    std::string method;
    std::string path;
    QueryParams params;
    std::string accept;
    std::string contentType;
    std::string body;
};

struct ApiAnswer
{
    int status = 200;
    std::string body; // JSON
    // A watch to stream instead (the answer is then empty): what, and how.
    std::optional<ResourcePath> watchOf;
    std::optional<WatchRequest> watch;
};

ApiAnswer serveResource(
    Store &store, const ServedVersions &served, const ApiRequest &request, const User &user);

} // namespace emu
