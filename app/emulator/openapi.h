// OpenAPI v3 discovery documents, enough for kubectl to find the operations and the query
// parameters they take (fieldValidation above all) and for `kubectl explain` on VMRayCluster.
#pragma once

#include "common.h"

namespace emu {

Json openApiV3Index();
// `gvPath` is "api/v1" or "apis/GROUP/VERSION"; null when unknown.
Json openApiV3Document(const std::string &gvPath);

} // namespace emu
