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

} // namespace vmray::kube
