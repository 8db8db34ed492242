#include "yaml_json.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace emu {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

bool allDigits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return c >= '0' && c <= '9';
    });
}

// -?[0-9]+ and -?[0-9]+\.[0-9]+, checked by hand: std::regex recurses once per character.
bool isInteger(std::string_view s)
{
    return allDigits(s.substr(!s.empty() && s[0] == '-' ? 1 : 0));
}

bool isDecimal(std::string_view s)
{
    const std::string_view unsigned_ = s.substr(!s.empty() && s[0] == '-' ? 1 : 0);
    const size_t dot = unsigned_.find('.');
    return dot != std::string_view::npos && allDigits(unsigned_.substr(0, dot))
        && allDigits(unsigned_.substr(dot + 1));
}

Json number(const std::string &s, bool integer)
{
    if (integer) {
        int64_t i = 0;
        const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), i);
        if (error == std::errc() && end == s.data() + s.size())
            return i;
    }
    // Too large for an integer, or a decimal: a double, as a JSON decoder reads it, unless it
    // is too large for that too.
    const double d = std::strtod(s.c_str(), nullptr);
    if (std::isfinite(d))
        return d;
    return s;
}

Json yamlToJson(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map: {
        Json obj = Json::object();
        for (const auto &kv : node)
            obj[kv.first.as<std::string>()] = yamlToJson(kv.second);
        return obj;
    }
    case YAML::NodeType::Sequence: {
        Json arr = Json::array();
        for (const auto &item : node)
            arr.push_back(yamlToJson(item));
        return arr;
    }
    case YAML::NodeType::Scalar: {
        const std::string &s = node.Scalar();
        if (node.Tag() == "!")
            return s; // quoted
        if (s == "true")
            return true;
        if (s == "false")
            return false;
        if (s == "null" || s == "~")
            return nullptr;
        if (isInteger(s))
            return number(s, true);
        if (isDecimal(s))
            return number(s, false);
        return s;
    }
    default:
        return nullptr;
    }
}

// Refuses a document whose aliases nest it too deeply (an alias inside its own anchor nests it
// without end) or repeat it to too many nodes; iterative, as it bounds what would recurse.
void checkDocument(const YAML::Node &root)
{
    struct Pending
    {
        YAML::Node node;
        int depth;
    };
    std::vector<Pending> pending;
    pending.push_back({ root, 1 });
    size_t nodes = 0;
    while (!pending.empty()) {
        const Pending top = std::move(pending.back());
        pending.pop_back();
        if (++nodes > maxYamlNodes)
            throw std::invalid_argument("the YAML's aliases repeat it to more than "
                + std::to_string(maxYamlNodes) + " nodes");
        if (!top.node.IsMap() && !top.node.IsSequence())
            continue;
        if (top.depth > maxNesting)
            throw std::invalid_argument("the YAML's aliases nest it more than "
                + std::to_string(maxNesting) + " levels deep");
        for (auto it = top.node.begin(); it != top.node.end(); ++it) {
            if (top.node.IsMap()) {
                pending.push_back({ it->first, top.depth + 1 });
                pending.push_back({ it->second, top.depth + 1 });
            } else {
                pending.push_back({ *it, top.depth + 1 });
            }
        }
    }
}

// The offset of the first byte that is not part of well-formed UTF-8 (no overlong forms, no
// surrogates, nothing above U+10FFFF), as Go's utf8.Valid judges it.
std::optional<size_t> invalidUtf8(std::string_view text)
{
    const auto *s = reinterpret_cast<const unsigned char *>(text.data());
    const size_t n = text.size();
    for (size_t i = 0; i < n;) {
        const unsigned char c = s[i];
        size_t length = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xBF;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + length > n || s[i + 1] < low || s[i + 1] > high)
            return i;
        for (size_t k = 2; k < length; ++k) {
            if (s[i + k] < 0x80 || s[i + k] > 0xBF)
                return i;
        }
        i += length;
    }
    return std::nullopt;
}

} // namespace

Json yamlTextToJson(const std::string &text)
{
    if (text.size() > maxYamlBytes)
        throw std::invalid_argument("the YAML has " + std::to_string(text.size())
            + " bytes, more than the " + std::to_string(maxYamlBytes) + " accepted");
    if (const std::optional<size_t> at = invalidUtf8(text))
        throw std::invalid_argument(
            "the YAML is not valid UTF-8 (at byte " + std::to_string(*at) + ")");
    if (const std::optional<TextPlace> at = yamlNestingExceeded(text))
        throw std::invalid_argument("the YAML is nested more than " + std::to_string(maxNesting)
            + " levels deep (line " + std::to_string(at->line) + ", column "
            + std::to_string(at->column) + ")");
    const YAML::Node document = YAML::Load(text);
    checkDocument(document);
    return yamlToJson(document);
}

std::optional<size_t> jsonNestingExceeded(std::string_view text)
{
    int depth = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        switch (text[i]) {
        case '"':
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\')
                    ++i;
            }
            break;
        case '[':
        case '{':
            if (++depth > maxNesting)
                return i;
            break;
        case ']':
        case '}':
            --depth;
            break;
        default:
            break;
        }
    }
    return std::nullopt;
}

std::optional<TextPlace> yamlNestingExceeded(std::string_view text)
{
    const char *p = text.data();
    const size_t size = text.size();
    std::vector<size_t> blocks; // columns of the open block collections, innermost last
    size_t flow = 0; // open flow collections ([ and {)
    char quote = 0; // inside a quoted scalar that goes on past its line
    bool inBlockScalar = false; // inside a | or > scalar: its lines are indented more than
    long blockScalarParent = -1; // this column
    int line = 0;
    for (size_t lineStart = 0; lineStart < size;) {
        ++line;
        size_t end = text.find('\n', lineStart);
        if (end == std::string_view::npos)
            end = size;
        const size_t next = end + 1;
        size_t pos = lineStart;
        while (pos < end && p[pos] == ' ')
            ++pos;
        const long indent = static_cast<long>(pos - lineStart);
        size_t first = pos;
        while (first < end && isBlank(p[first]))
            ++first;
        const bool blank = first == end;
        const std::string_view marker = text.substr(lineStart, 3);
        const bool documentMarker = end - lineStart >= 3 && (marker == "---" || marker == "...")
            && (end - lineStart == 3 || isBlank(p[lineStart + 3]));
        if (inBlockScalar) {
            if (blank || (indent > blockScalarParent && !documentMarker)) {
                lineStart = next;
                continue;
            }
            inBlockScalar = false;
        }
        const auto tooDeep = [&](size_t at) -> std::optional<TextPlace> {
            if (blocks.size() + flow > static_cast<size_t>(maxNesting))
                return TextPlace { line, static_cast<int>(at - lineStart) + 1 };
            return std::nullopt;
        };
        if (!quote) {
            if (blank || p[first] == '#') {
                lineStart = next;
                continue;
            }
            if (documentMarker) {
                blocks.clear();
                flow = 0;
                pos = lineStart + 3;
            } else if (flow == 0) {
                while (!blocks.empty() && static_cast<long>(blocks.back()) > indent)
                    blocks.pop_back();
                if (blocks.empty() || static_cast<long>(blocks.back()) < indent) {
                    blocks.push_back(static_cast<size_t>(indent));
                    if (auto at = tooDeep(pos))
                        return at;
                }
                // Nodes that start on the same line nest further: "- - x", "? - x", "- key: x".
                while (pos < end && (p[pos] == '-' || p[pos] == '?' || p[pos] == ':')
                    && (pos + 1 == end || isBlank(p[pos + 1]))) {
                    size_t nested = pos + 1;
                    while (nested < end && isBlank(p[nested]))
                        ++nested;
                    if (nested == end || p[nested] == '#' || p[nested] == '|' || p[nested] == '>') {
                        pos = nested;
                        break;
                    }
                    blocks.push_back(nested - lineStart);
                    if (auto at = tooDeep(nested))
                        return at;
                    pos = nested;
                }
            }
        }
        // Where a value may start, [ and { open a flow collection and quotes a quoted scalar;
        // elsewhere in block context they are part of plain text.
        bool valueStart = true;
        for (; pos < end; ++pos) {
            const char c = p[pos];
            if (quote) {
                if (quote == '"' && c == '\\') {
                    ++pos;
                } else if (c == quote) {
                    if (quote == '\'' && pos + 1 < end && p[pos + 1] == '\'')
                        ++pos; // '' is a quote inside single quotes
                    else
                        quote = 0;
                }
                continue;
            }
            const bool indicator = pos + 1 == end || isBlank(p[pos + 1]);
            switch (c) {
            case ' ':
            case '\t':
            case '\r':
                break;
            case '#':
                if (pos == lineStart || isBlank(p[pos - 1]))
                    pos = end; // a comment
                else
                    valueStart = false;
                break;
            case '"':
            case '\'':
                if (valueStart)
                    quote = c;
                valueStart = false;
                break;
            case '[':
            case '{':
                if (flow > 0 || valueStart) {
                    ++flow;
                    if (auto at = tooDeep(pos))
                        return at;
                    valueStart = true;
                } else {
                    valueStart = false;
                }
                break;
            case ']':
            case '}':
                if (flow > 0)
                    --flow;
                valueStart = false;
                break;
            case ',':
                valueStart = flow > 0;
                break;
            case ':':
                valueStart = flow > 0 || indicator;
                break;
            case '-':
            case '?':
                valueStart = valueStart && indicator;
                break;
            case '|':
            case '>':
                if (valueStart && flow == 0) {
                    inBlockScalar = true;
                    blockScalarParent = blocks.empty() ? -1 : static_cast<long>(blocks.back());
                    pos = end; // the rest is the scalar's header
                } else {
                    valueStart = false;
                }
                break;
            case '&':
            case '!':
            case '*':
                // An anchor, tag or alias: a value may still follow it.
                if (valueStart) {
                    while (pos + 1 < end && !isBlank(p[pos + 1]))
                        ++pos;
                } else {
                    valueStart = false;
                }
                break;
            default:
                valueStart = false;
            }
        }
        lineStart = next;
    }
    return std::nullopt;
}

} // namespace emu
