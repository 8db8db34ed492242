#include "schema.h"

#include "linear_regex.h"
#include "yaml_json.h"

namespace emu {

namespace {

std::string join(const std::string &path, const std::string &key)
{
    return path.empty() ? key : path + "." + key;
}

std::string typeOf(const Json &v)
{
    if (v.is_object())
        return "object";
    if (v.is_array())
        return "array";
    if (v.is_string())
        return "string";
    if (v.is_boolean())
        return "boolean";
    if (v.is_number_integer() || v.is_number_unsigned())
        return "integer";
    if (v.is_number_float())
        return "number";
    return "null";
}

void walk(Json &value,
    const Json &schema,
    const std::string &path,
    std::vector<FieldCause> &causes,
    std::vector<std::string> &pruned)
{
    const std::string type = schema.value("type", "");
    if (schema.value("x-kubernetes-int-or-string", false)) {
        if (!value.is_string() && !value.is_number_integer() && !value.is_number_unsigned())
            causes.push_back({ "FieldValueTypeInvalid",
                "Invalid value: \"" + typeOf(value) + "\": " + path
                    + " in body must be of type int-or-string",
                path });
        return;
    }
    if (!type.empty()) {
        const std::string actual = typeOf(value);
        const bool ok = actual == type || (type == "number" && actual == "integer");
        if (!ok) {
            causes.push_back({ "FieldValueTypeInvalid",
                "Invalid value: \"" + actual + "\": " + path + " in body must be of type " + type
                    + ": \"" + (value.is_string() ? value.get<std::string>() : value.dump()) + "\"",
                path });
            return;
        }
    }
    if (value.is_object()) {
        const bool preserve = schema.value("x-kubernetes-preserve-unknown-fields", false);
        const Json *props = schema.contains("properties") ? &schema["properties"] : nullptr;
        const Json *additional =
            schema.contains("additionalProperties") && schema["additionalProperties"].is_object()
            ? &schema["additionalProperties"]
            : nullptr;
        for (auto it = value.begin(); it != value.end();) {
            const std::string key = it.key();
            const Json *sub = nullptr;
            if (props && props->contains(key))
                sub = &(*props)[key];
            else if (additional)
                sub = additional;
            if (!sub) {
                if (preserve) {
                    ++it;
                    continue;
                }
                pruned.push_back(join(path, key));
                it = value.erase(it); // structural pruning
                continue;
            }
            if (it->is_null() && !sub->value("nullable", false)) {
                it =
                    value.erase(it); // null for a non-nullable field is dropped, as the server does
                continue;
            }
            ++it;
        }
        if (props) {
            for (const auto &[key, sub] : props->items()) {
                if (!value.contains(key) && sub.contains("default"))
                    value[key] = sub["default"];
            }
        }
        for (auto &[key, child] : value.items()) {
            const Json *sub = props && props->contains(key) ? &(*props)[key] : additional;
            if (sub)
                walk(child, *sub, join(path, key), causes, pruned);
        }
        if (schema.contains("required")) {
            for (const Json &req : schema["required"]) {
                const std::string key = req.get<std::string>();
                if (!value.contains(key))
                    causes.push_back({ "FieldValueRequired", "Required value", join(path, key) });
            }
        }
    } else if (value.is_array()) {
        if (schema.contains("maxItems") && value.size() > schema["maxItems"].get<size_t>()) {
            causes.push_back({ "FieldValueTooMany",
                "Too many: " + std::to_string(value.size()) + ": must have at most "
                    + std::to_string(schema["maxItems"].get<size_t>()) + " items",
                path });
        }
        if (schema.contains("items")) {
            for (size_t i = 0; i < value.size(); ++i)
                walk(value[i],
                    schema["items"],
                    path + "[" + std::to_string(i) + "]",
                    causes,
                    pruned);
        }
    } else if (value.is_string()) {
        const std::string s = value.get<std::string>();
        if (schema.contains("pattern")) {
            const std::string pattern = schema["pattern"].get<std::string>();
            if (!std::regex_search(s, linearRegex(pattern)))
                causes.push_back({ "FieldValueInvalid",
                    "Invalid value: \"" + s + "\": " + path + " in body should match '" + pattern
                        + "'",
                    path });
        }
        if (schema.contains("enum")) {
            bool found = false;
            for (const Json &e : schema["enum"])
                found = found || e == value;
            if (!found)
                causes.push_back(
                    { "FieldValueNotSupported", "Unsupported value: \"" + s + "\"", path });
        }
    }
}

} // namespace

StructuralSchema StructuralSchema::fromCrdYaml(
    const std::string &yamlText, const std::string &version)
{
    const Json crd = yamlTextToJson(yamlText);
    for (const Json &v : crd.at("spec").at("versions")) {
        if (v.value("name", "") == version) {
            StructuralSchema s;
            s.m_schema = v.at("schema").at("openAPIV3Schema");
            return s;
        }
    }
    throw std::runtime_error("CRD has no version " + version);
}

std::vector<FieldCause> StructuralSchema::apply(
    Json &object, std::vector<std::string> *prunedFields) const
{
    std::vector<FieldCause> causes;
    std::vector<std::string> pruned;
    const Json &props = m_schema.at("properties");
    for (auto it = object.begin(); it != object.end();) {
        const std::string key = it.key();
        if (key == "apiVersion" || key == "kind" || key == "metadata") {
            ++it;
            continue;
        }
        if (!props.contains(key) || it->is_null()) {
            if (!it->is_null())
                pruned.push_back(key);
            it = object.erase(it);
            continue;
        }
        walk(*it, props[key], key, causes, pruned);
        ++it;
    }
    if (m_schema.contains("required")) {
        for (const Json &req : m_schema["required"]) {
            if (!object.contains(req.get<std::string>()))
                causes.push_back(
                    { "FieldValueRequired", "Required value", req.get<std::string>() });
        }
    }
    if (prunedFields)
        *prunedFields = std::move(pruned);
    return causes;
}

} // namespace emu
