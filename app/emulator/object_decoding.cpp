// Request bodies decoded as the API server decodes them into Go types.
#include "object_decoding.h"

namespace emu {

namespace {

const char *goTypeOf(const Json &value)
{
    if (value.is_string())
        return "string";
    if (value.is_boolean())
        return "bool";
    if (value.is_array())
        return "array";
    if (value.is_object())
        return "object";
    return "number";
}

// A body field Go could not decode into the type it has: 400, with Go's message.
[[noreturn]] void undecodable(
    const ResourceType &t, const std::string &field, const Json &value, const std::string &goType)
{
    throw StatusError(400,
        "BadRequest",
        t.kind + " in version \"" + t.version + "\" cannot be handled as a " + t.kind
            + ": json: cannot unmarshal " + goTypeOf(value) + " into Go struct field " + field
            + " of type " + goType);
}

// A map of strings as Go decodes it: null is no map, a null value an empty string.
void decodeStringMap(const ResourceType &t, Json &object, const char *key, const std::string &field)
{
    const auto it = object.find(key);
    if (it == object.end())
        return;
    if (it->is_null()) {
        object.erase(it);
        return;
    }
    if (!it->is_object())
        undecodable(t, field, *it, "map[string]string");
    for (const auto &entry : it->items()) {
        Json &v = entry.value();
        if (v.is_null())
            v = "";
        else if (!v.is_string())
            undecodable(t, field, v, "string");
    }
}

} // namespace

void normaliseSecret(Json &object)
{
    const ResourceType &t = resourceType(Secrets);
    decodeStringMap(t, object, "data", "Secret.data");
    decodeStringMap(t, object, "stringData", "Secret.stringData");
    if (const auto type = object.find("type"); type != object.end() && !type->is_string()) {
        if (!type->is_null())
            undecodable(t, "Secret.type", *type, "v1.SecretType");
        object.erase(type);
    }
    if (object.contains("stringData") && object["stringData"].is_object()) {
        for (auto &[k, v] : object["stringData"].items()) {
            if (v.is_string())
                object["data"][k] = base64Encode(v.get<std::string>());
        }
        object.erase("stringData");
    }
    if (!object.contains("type"))
        object["type"] = "Opaque";
}

// The API server decodes a body into Go types before anything reads it: kind, apiVersion and
// metadata fields of another type are refused with 400, and null ones are as good as absent (a
// null string in a map or list is an empty one). The store reads these fields as strings;
// without this a number where a name belongs answered 500.
void decodeMetadata(const ResourceType &t, Json &object)
{
    const auto refuse = [&](const std::string &field, const Json &value, const char *goType) {
        undecodable(t, field, value, goType);
    };
    for (const char *key : { "kind", "apiVersion" }) {
        const auto field = object.find(key);
        if (field != object.end() && field->is_null())
            object.erase(field);
        else if (field != object.end() && !field->is_string())
            refuse(t.kind + "." + key, *field, "string");
    }
    const auto it = object.find("metadata");
    if (it == object.end())
        return;
    if (it->is_null()) {
        object.erase(it);
        return;
    }
    if (!it->is_object())
        refuse(t.kind + ".metadata", *it, "v1.ObjectMeta");
    Json &meta = *it;
    for (auto field = meta.begin(); field != meta.end();) {
        const std::string &key = field.key();
        const std::string goField = "ObjectMeta.metadata." + key;
        Json &value = field.value();
        if (value.is_null()) {
            field = meta.erase(field);
            continue;
        }
        if (key == "name" || key == "generateName" || key == "namespace" || key == "selfLink"
            || key == "uid" || key == "resourceVersion" || key == "creationTimestamp"
            || key == "deletionTimestamp") {
            if (!value.is_string())
                refuse(goField,
                    value,
                    key.find("Timestamp") != std::string::npos ? "v1.Time" : "string");
        } else if (key == "generation" || key == "deletionGracePeriodSeconds") {
            if (!value.is_number_integer())
                refuse(goField, value, "int64");
        } else if (key == "labels" || key == "annotations") {
            decodeStringMap(t, meta, key.c_str(), goField);
        } else if (key == "finalizers") {
            if (!value.is_array())
                refuse(goField, value, "[]string");
            for (Json &v : value) {
                if (v.is_null())
                    v = "";
                else if (!v.is_string())
                    refuse(goField, v, "string");
            }
        } else if (key == "ownerReferences" || key == "managedFields") {
            if (!value.is_array())
                refuse(goField,
                    value,
                    key == "ownerReferences" ? "[]v1.OwnerReference" : "[]v1.ManagedFieldsEntry");
        }
        ++field;
    }
}

} // namespace emu
