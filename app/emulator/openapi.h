// OpenAPI v3 discovery documents, enough for kubectl to find the operations and the query
// parameters they take (fieldValidation above all) and for `kubectl explain` on VMRayCluster.
#pragma once

#include "common.h"
#include "resources.h"

namespace emu {

// Only the served group-versions appear.
Json openApiV3Index(const ServedVersions &served);
// `gvPath` is "api/v1" or "apis/GROUP/VERSION"; null when unknown or not served.
Json openApiV3Document(const std::string &gvPath, const ServedVersions &served);

} // namespace emu
