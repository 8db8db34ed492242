#include "selectors.h"

#include <algorithm>

namespace emu {

namespace {

std::string trim(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

// Splits on commas that are not inside parentheses.
std::vector<std::string> splitTopLevel(const std::string &text)
{
    std::vector<std::string> parts;
    int depth = 0;
    std::string cur;
    for (char c : text) {
        if (c == '(')
            ++depth;
        else if (c == ')')
            --depth;
        if (c == ',' && depth == 0) {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    parts.push_back(cur);
    return parts;
}

bool validLabelKey(const std::string &key)
{
    if (key.empty() || key.size() > 317)
        return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'
            || c == '/';
    });
}

[[noreturn]] void bad(const std::string &what, const std::string &text)
{
    throw StatusError(400,
        "BadRequest",
        "unable to parse requirement: " + what + " in selector \"" + text + "\"");
}

std::string fieldValue(const Json &object, const std::string &path, bool &present)
{
    const Json *cur = &object;
    size_t start = 0;
    while (start <= path.size()) {
        const size_t dot = path.find('.', start);
        const std::string key =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!cur->is_object() || !cur->contains(key)) {
            present = false;
            return {};
        }
        cur = &(*cur)[key];
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    present = true;
    if (cur->is_string())
        return cur->get<std::string>();
    if (cur->is_null())
        return {};
    return cur->dump();
}

} // namespace

Selector Selector::parseLabels(const std::string &text)
{
    Selector sel;
    if (trim(text).empty())
        return sel;
    for (const std::string &raw : splitTopLevel(text)) {
        const std::string part = trim(raw);
        if (part.empty())
            bad("empty requirement", text);
        Requirement req;
        size_t pos;
        if (part[0] == '!') {
            req.key = trim(part.substr(1));
            req.op = Op::DoesNotExist;
        } else if ((pos = part.find("!=")) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::NotEquals;
            req.values = { trim(part.substr(pos + 2)) };
        } else if ((pos = part.find("==")) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::Equals;
            req.values = { trim(part.substr(pos + 2)) };
        } else if ((pos = part.find('=')) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::Equals;
            req.values = { trim(part.substr(pos + 1)) };
        } else if (part.find(" notin ") != std::string::npos
            || part.find(" in ") != std::string::npos) {
            const bool notIn = part.find(" notin ") != std::string::npos;
            pos = part.find(notIn ? " notin " : " in ");
            req.key = trim(part.substr(0, pos));
            req.op = notIn ? Op::NotIn : Op::In;
            std::string list = trim(part.substr(pos + (notIn ? 7 : 4)));
            if (list.size() < 2 || list.front() != '(' || list.back() != ')')
                bad("expected a parenthesised list", text);
            list = list.substr(1, list.size() - 2);
            size_t s = 0;
            while (true) {
                const size_t c = list.find(',', s);
                req.values.push_back(trim(list.substr(s, c == std::string::npos ? c : c - s)));
                if (c == std::string::npos)
                    break;
                s = c + 1;
            }
        } else {
            req.key = part;
            req.op = Op::Exists;
        }
        if (!validLabelKey(req.key))
            bad("invalid label key \"" + req.key + "\"", text);
        sel.m_requirements.push_back(std::move(req));
    }
    return sel;
}

Selector Selector::parseFields(
    const std::string &text, const std::vector<std::string> &supportedFields)
{
    Selector sel;
    sel.m_fields = true;
    if (trim(text).empty())
        return sel;
    for (const std::string &raw : splitTopLevel(text)) {
        const std::string part = trim(raw);
        Requirement req;
        size_t pos;
        if ((pos = part.find("!=")) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::NotEquals;
            req.values = { trim(part.substr(pos + 2)) };
        } else if ((pos = part.find("==")) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::Equals;
            req.values = { trim(part.substr(pos + 2)) };
        } else if ((pos = part.find('=')) != std::string::npos) {
            req.key = trim(part.substr(0, pos));
            req.op = Op::Equals;
            req.values = { trim(part.substr(pos + 1)) };
        } else {
            throw StatusError(400,
                "BadRequest",
                "invalid field selector: '" + part + "' is not a valid requirement");
        }
        const bool supported = req.key == "metadata.name" || req.key == "metadata.namespace"
            || std::find(supportedFields.begin(), supportedFields.end(), req.key)
                != supportedFields.end();
        if (!supported)
            throw StatusError(400, "BadRequest", "field label not supported: " + req.key);
        sel.m_requirements.push_back(std::move(req));
    }
    return sel;
}

bool Selector::matches(const Json &object) const
{
    static const Json emptyLabels = Json::object();
    const Json *labels = findPath(object, { "metadata", "labels" });
    if (!labels || !labels->is_object())
        labels = &emptyLabels;
    for (const Requirement &req : m_requirements) {
        bool present = false;
        std::string value;
        if (m_fields) {
            value = fieldValue(object, req.key, present);
            present = true; // a missing field compares as the empty string
        } else {
            auto it = labels->find(req.key);
            present = it != labels->end() && it->is_string();
            if (present)
                value = it->get<std::string>();
        }
        switch (req.op) {
        case Op::Equals:
            if (!present || value != req.values[0])
                return false;
            break;
        case Op::NotEquals:
            if (present && value == req.values[0])
                return false;
            break;
        case Op::In:
            if (!present
                || std::find(req.values.begin(), req.values.end(), value) == req.values.end())
                return false;
            break;
        case Op::NotIn:
            if (present
                && std::find(req.values.begin(), req.values.end(), value) != req.values.end())
                return false;
            break;
        case Op::Exists:
            if (!present)
                return false;
            break;
        case Op::DoesNotExist:
            if (present)
                return false;
            break;
        }
    }
    return true;
}

} // namespace emu
