// YAML text to JSON, for CRD schemas and application/yaml request bodies, and the bounds on
// request text: yaml-cpp recurses once per level of nesting while it parses, and so do the walks
// over what it returns and nlohmann's dump; an alias can also make a node its own child, or make
// a small text a huge tree. Text is checked before it is parsed, and a YAML document again
// before it is converted.
#pragma once

#include "common.h"

#include <cstddef>
#include <optional>
#include <string_view>

namespace emu {

inline constexpr size_t maxYamlBytes = 4 * 1024 * 1024;
inline constexpr int maxNesting = 64;
// Nodes of a YAML document once its aliases are followed.
inline constexpr size_t maxYamlNodes = 1024 * 1024;

// Throws std::exception on malformed YAML, and std::invalid_argument with a message for the
// client when the text is not UTF-8 (as the API server's YAML decoder refuses it), is larger
// than maxYamlBytes, nested more than maxNesting levels deep, or its aliases nest it deeper or
// repeat it to more than maxYamlNodes nodes.
Json yamlTextToJson(const std::string &text);

// The offset where JSON text opens its (maxNesting + 1)th level of arrays and objects; none when
// it stays within. Strings are skipped; whether the text is valid is the parser's to say.
std::optional<size_t> jsonNestingExceeded(std::string_view text);

// Where YAML text nests more than maxNesting levels deep, counted from flow brackets and block
// indentation without parsing, erring towards more levels than yaml-cpp sees: 1-based line and
// column. Linear in the text, and never recursive.
struct TextPlace
{
    int line = 0;
    int column = 0;
};
std::optional<TextPlace> yamlNestingExceeded(std::string_view text);

} // namespace emu
