#include "eventtablemodel.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

EventRow EventRow::from(const QJsonObject &event)
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

int EventTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EventRow &e = rowAt(index.row());
    if (role == WarningRole)
        return e.type == u"Warning"_s;
    if (role == ObjectNameRole)
        return e.objectName;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Type:
        return e.type;
    case Reason:
        return e.reason;
    case Object:
        return e.objectKind.isEmpty() ? e.objectName : u"%1/%2"_s.arg(e.objectKind, e.objectName);
    case Message:
        return e.message;
    case Count:
        return e.count;
    case LastSeen:
        return e.lastSeen;
    default:
        return {};
    }
}

void EventTableModel::addObjects(const QList<QJsonObject> &events)
{
    QList<EventRow> rows;
    rows.reserve(events.size());
    for (const QJsonObject &e : events)
        rows << EventRow::from(e);
    upsert(rows);
}

void EventTableModel::removeObjects(const QList<QJsonObject> &events)
{
    QSet<QString> keys;
    for (const QJsonObject &e : events)
        keys.insert(e.value(u"metadata"_s).toObject().value(u"uid"_s).toString());
    removeKeys(keys);
}

void EventFilterModel::setObjectNames(const QSet<QString> &names)
{
    if (names == m_names)
        return;
    m_names = names;
    invalidateFilter();
}

bool EventFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    return m_names.contains(i.data(ObjectNameRole).toString());
}

} // namespace vmray
