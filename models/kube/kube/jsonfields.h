// Picking the fields the console reads out of API objects (for slim caches).
#pragma once

#include <QJsonObject>
#include <QLatin1StringView>

#include <initializer_list>

namespace vmray::kube {

inline QJsonObject onlyFields(
    const QJsonObject &object, std::initializer_list<QLatin1StringView> keys)
{
    QJsonObject out;
    for (const QLatin1StringView key : keys) {
        const auto it = object.constFind(key);
        if (it != object.constEnd())
            out.insert(key, it.value());
    }
    return out;
}

// metadata.name of an API object.
inline QString metadataName(const QJsonObject &object)
{
    return object.value(QLatin1StringView("metadata"))
        .toObject()
        .value(QLatin1StringView("name"))
        .toString();
}

} // namespace vmray::kube
