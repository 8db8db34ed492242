// Kubernetes Events (core/v1) as the console shows them: one record per Event object, read once
// from its JSON.
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace vmray::ray {

struct EventRow
{
    QString uid;
    QString type; // Normal, Warning
    QString reason;
    QString objectKind;
    QString objectName;
    QString message;
    int count = 1;
    QDateTime lastSeen;
    bool operator==(const EventRow &) const = default;

    bool isWarning() const { return type == QLatin1StringView("Warning"); }
};

EventRow readEvent(const QJsonObject &event);

} // namespace vmray::ray

Q_DECLARE_METATYPE(vmray::ray::EventRow)
