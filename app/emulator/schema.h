// Structural OpenAPI v3 schema of a CRD version, applied as the API server does for custom
// resources: prune unknown fields, apply defaults, then validate types and required fields.
#pragma once

#include "common.h"

#include <string>
#include <vector>

namespace emu {

struct FieldCause
{
    std::string reason; // FieldValueRequired, FieldValueTypeInvalid, ...
    std::string message;
    std::string field;
};

// The implicit move reaches nlohmann::json internals that the check cannot prove non-throwing.
class StructuralSchema // NOLINT(bugprone-exception-escape)
{
public:
    // Throws std::runtime_error when the CRD text has no such version.
    static StructuralSchema fromCrdYaml(const std::string &yamlText, const std::string &version);

    // Prunes, defaults and validates `object` in place; returns every violation found and, if
    // asked, the paths of the unknown fields that were pruned.
    std::vector<FieldCause> apply(
        Json &object, std::vector<std::string> *prunedFields = nullptr) const;

    const Json &schema() const { return m_schema; }

private:
    Json m_schema;
};

// The CRD text compiled into the emulator.
const std::string &vmrayClusterCrdYaml();

} // namespace emu
