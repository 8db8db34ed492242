// YAML text to JSON, for CRD schemas and application/yaml request bodies.
#pragma once

#include "common.h"

namespace emu {

// Throws std::exception on malformed YAML.
Json yamlTextToJson(const std::string &text);

} // namespace emu
