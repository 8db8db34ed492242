// Label and field selectors as the API server parses them.
#pragma once

#include "common.h"

#include <string>
#include <vector>

namespace emu {

class Selector
{
public:
    // Throws StatusError(400) on a malformed selector.
    static Selector parseLabels(const std::string &text);
    // fieldSelector; supportedFields are the paths this kind accepts besides metadata.name and
    // metadata.namespace.
    static Selector parseFields(
        const std::string &text, const std::vector<std::string> &supportedFields);

    bool matches(const Json &object) const;
    bool empty() const { return m_requirements.empty(); }

private:
    enum class Op { Equals, NotEquals, In, NotIn, Exists, DoesNotExist };
    struct Requirement
    {
        std::string key;
        Op op;
        std::vector<std::string> values;
    };
    bool m_fields = false;
    std::vector<Requirement> m_requirements;
};

} // namespace emu
