#include "table.h"

#include "resources.h"

#include <ctime>

namespace emu {

namespace {

// kubectl's duration.HumanDuration, shortened: 45s, 12m, 5h, 3d, 2y.
std::string age(const std::string &timestamp)
{
    std::tm tm {};
    if (!strptime(timestamp.c_str(), "%Y-%m-%dT%H:%M:%SZ", &tm))
        return "<unknown>";
    const std::time_t then = timegm(&tm);
    const long long s = static_cast<long long>(std::time(nullptr) - then);
    if (s < 0)
        return "0s";
    if (s < 120)
        return std::to_string(s) + "s";
    if (s < 600)
        return std::to_string(s / 60) + "m" + (s % 60 ? std::to_string(s % 60) + "s" : "");
    if (s < 3 * 3600)
        return std::to_string(s / 60) + "m";
    if (s < 8 * 3600)
        return std::to_string(s / 3600) + "h"
            + (s / 60 % 60 ? std::to_string(s / 60 % 60) + "m" : "");
    if (s < 48 * 3600)
        return std::to_string(s / 3600) + "h";
    if (s < 8 * 86400)
        return std::to_string(s / 86400) + "d"
            + (s / 3600 % 24 ? std::to_string(s / 3600 % 24) + "h" : "");
    if (s < 365LL * 2 * 86400)
        return std::to_string(s / 86400) + "d";
    return std::to_string(s / (365 * 86400)) + "y";
}

Json cellAt(const Json &object, const std::string &path)
{
    const Json *cur = &object;
    size_t start = 1; // skip the leading dot
    while (start <= path.size()) {
        const size_t dot = path.find('.', start);
        const std::string key =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!cur->is_object() || !cur->contains(key))
            return nullptr;
        cur = &(*cur)[key];
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return *cur;
}

} // namespace

bool wantsTable(const std::string &acceptHeader)
{
    return acceptHeader.find("as=Table") != std::string::npos;
}

std::string tableFor(
    int type, const std::vector<ObjectPtr> &objects, const Json &listMetadata, bool includeColumns)
{
    const ResourceType &t = resourceType(type);
    Json columns = Json::array();
    columns.push_back({ { "name", "Name" },
        { "type", "string" },
        { "format", "name" },
        { "description", "Name must be unique within a namespace." },
        { "priority", 0 } });
    for (const PrinterColumn &c : t.columns)
        columns.push_back({ { "name", c.name },
            { "type", c.type },
            { "format", "" },
            { "description", "" },
            { "priority", c.priority } });
    columns.push_back({ { "name", "Age" },
        { "type", "string" },
        { "format", "" },
        { "description", "Time since the object was created." },
        { "priority", 0 } });
    Json rows = Json::array();
    for (const ObjectPtr &obj : objects) {
        const Json &j = obj->json;
        Json cells = Json::array();
        cells.push_back(j["metadata"].value("name", ""));
        for (const PrinterColumn &c : t.columns) {
            Json v = cellAt(j, c.jsonPath);
            cells.push_back(v.is_null() ? Json("") : v);
        }
        cells.push_back(age(j["metadata"].value("creationTimestamp", "")));
        Json meta = j["metadata"];
        meta.erase("managedFields");
        rows.push_back({ { "cells", cells },
            { "object",
                { { "kind", "PartialObjectMetadata" },
                    { "apiVersion", "meta.k8s.io/v1" },
                    { "metadata", meta } } } });
    }
    Json table = { { "kind", "Table" },
        { "apiVersion", "meta.k8s.io/v1" },
        { "metadata", listMetadata },
        { "rows", rows } };
    table["columnDefinitions"] = includeColumns ? columns : Json::array();
    return table.dump();
}

} // namespace emu
