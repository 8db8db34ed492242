// What the emulator API tests share: the collection paths they use most and readers of the
// answers' JSON.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

inline const QString vmrayPath =
    QStringLiteral("/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters");
inline const QString vmPath =
    QStringLiteral("/apis/vmoperator.vmware.com/v1alpha2/namespaces/%1/virtualmachines");

inline QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(QStringLiteral("metadata")).toObject();
}

// The names of a list's items.
inline QStringList names(const QJsonObject &list)
{
    QStringList out;
    const QJsonArray items = list.value(QStringLiteral("items")).toArray();
    for (const QJsonValue v : items)
        out << metadataOf(v.toObject()).value(QStringLiteral("name")).toString();
    return out;
}
