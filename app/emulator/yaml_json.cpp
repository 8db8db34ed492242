#include "yaml_json.h"

#include <yaml-cpp/yaml.h>

#include <regex>

namespace emu {

namespace {

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
        const std::string s = node.Scalar();
        if (node.Tag() == "!")
            return s; // quoted
        if (s == "true")
            return true;
        if (s == "false")
            return false;
        if (s == "null" || s == "~")
            return nullptr;
        static const std::regex integer(R"(^-?[0-9]+$)");
        if (std::regex_match(s, integer))
            return std::stoll(s);
        static const std::regex decimal(R"(^-?[0-9]+\.[0-9]+$)");
        if (std::regex_match(s, decimal))
            return std::stod(s);
        return s;
    }
    default:
        return nullptr;
    }
}

} // namespace

Json yamlTextToJson(const std::string &text)
{
    return yamlToJson(YAML::Load(text));
}

} // namespace emu
