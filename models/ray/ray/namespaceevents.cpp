#include "namespaceevents.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

EventRow readEvent(const QJsonObject &event)
{
    const QJsonObject meta = event.value(u"metadata"_s).toObject();
    const QJsonObject involved = event.value(u"involvedObject"_s).toObject();
    EventRow r;
    r.uid = meta.value(u"uid"_s).toString();
    r.type = event.value(u"type"_s).toString();
    r.reason = event.value(u"reason"_s).toString();
    r.objectKind = involved.value(u"kind"_s).toString();
    r.objectName = involved.value(u"name"_s).toString();
    r.message = event.value(u"message"_s).toString();
    r.count = std::max(1, event.value(u"count"_s).toInt());
    // Older producers set lastTimestamp, events.k8s.io ones eventTime; take the latest known.
    for (const QString &field :
        { u"lastTimestamp"_s, u"eventTime"_s, u"firstTimestamp"_s, u"creationTimestamp"_s }) {
        const QJsonValue v =
            field == u"creationTimestamp"_s ? meta.value(field) : event.value(field);
        const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
        if (t.isValid()) {
            r.lastSeen = t;
            break;
        }
    }
    return r;
}

} // namespace vmray::ray
