#include "table.h"

#include "conversion.h"
#include "resources.h"

#include <algorithm>
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

// A printer column's simple JSONPath: dotted keys, where `key[*]` stands for every element of an
// array. The API server shows the first value found.
Json cellAt(const Json &object, const std::string &path, size_t start = 1)
{
    if (start > path.size())
        return object;
    const size_t dot = path.find('.', start);
    std::string key =
        path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const size_t next = dot == std::string::npos ? path.size() + 1 : dot + 1;
    const bool each = key.size() > 3 && key.compare(key.size() - 3, 3, "[*]") == 0;
    if (each)
        key.resize(key.size() - 3);
    if (!object.is_object() || !object.contains(key))
        return nullptr;
    const Json &value = object[key];
    if (!each)
        return cellAt(value, path, next);
    if (!value.is_array())
        return nullptr;
    for (const Json &element : value) {
        Json found = cellAt(element, path, next);
        if (!found.is_null())
            return found;
    }
    return nullptr;
}

} // namespace

bool wantsTable(const std::string &acceptHeader)
{
    return acceptHeader.find("as=Table") != std::string::npos;
}

std::string tableFor(int type,
    const std::string &version,
    const std::vector<ObjectPtr> &objects,
    const Json &listMetadata,
    bool includeColumns)
{
    const std::vector<PrinterColumn> &printed = printerColumns(type, version);
    // Age closes the row unless the kind places it elsewhere.
    const bool ageListed = std::any_of(printed.begin(), printed.end(), [](const PrinterColumn &c) {
        return c.type == "date";
    });
    Json columns = Json::array();
    columns.push_back({ { "name", "Name" },
        { "type", "string" },
        { "format", "name" },
        { "description", "Name must be unique within a namespace." },
        { "priority", 0 } });
    for (const PrinterColumn &c : printed)
        columns.push_back({ { "name", c.name },
            { "type", c.type },
            { "format", "" },
            { "description", "" },
            { "priority", c.priority } });
    if (!ageListed)
        columns.push_back({ { "name", "Age" },
            { "type", "string" },
            { "format", "" },
            { "description", "Time since the object was created." },
            { "priority", 0 } });
    const bool stored = version == resourceType(type).version;
    Json rows = Json::array();
    for (const ObjectPtr &obj : objects) {
        Json converted;
        const Json &j = stored ? obj->json : (converted = toVersion(type, obj->json, version));
        const std::string created = j["metadata"].value("creationTimestamp", "");
        Json cells = Json::array();
        cells.push_back(j["metadata"].value("name", ""));
        for (const PrinterColumn &c : printed) {
            Json v = cellAt(j, c.jsonPath);
            if (c.type == "date")
                v = age(v.is_string() ? v.get<std::string>() : created);
            else if (c.type == "string" && !v.is_null() && !v.is_string())
                v = v.dump(); // JSONPath prints a number in a string column as text
            cells.push_back(v.is_null() ? Json("") : v);
        }
        if (!ageListed)
            cells.push_back(age(created));
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

bool wantsMetadataOnly(const std::string &acceptHeader, bool list)
{
    const std::string_view wanted = "as=PartialObjectMetadata";
    for (size_t at = acceptHeader.find(wanted); at != std::string::npos;
         at = acceptHeader.find(wanted, at + 1)) {
        const bool isList = acceptHeader.compare(at + wanted.size(), 4, "List") == 0;
        if (isList == list)
            return true;
    }
    return false;
}

Json partialObjectMetadata(const Json &object)
{
    return { { "kind", "PartialObjectMetadata" },
        { "apiVersion", "meta.k8s.io/v1" },
        { "metadata", object.value("metadata", Json::object()) } };
}

} // namespace emu
