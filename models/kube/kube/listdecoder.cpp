#include "listdecoder.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <charconv>
#include <cstdio>
#include <cstring>

#include <simdjson.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

namespace {
using Node = FieldSelection::Node;

const Node *childOf(const Node *node, std::string_view key)
{
    const auto it = node->named.find(key);
    if (it != node->named.end())
        return &it->second;
    return node->any.get();
}

void writeString(std::string &out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

template<typename Number>
void writeNumber(std::string &out, Number n)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, n);
    out.append(text, result.ptr);
}

// Whether an array element is kept by the filter on the array's node (null: no filter).
bool passes(simdjson::dom::element item, const Node *filter)
{
    if (!filter)
        return true;
    std::string_view value;
    return item.is_object() && !item[filter->whereKey].get(value) && value == filter->whereValue;
}

// Writes `value` as compact JSON, with only the fields `keep` selects (null: all of it).
void writeSelected(std::string &out, simdjson::dom::element value, const Node *keep)
{
    using Type = simdjson::dom::element_type;
    const Node *filter = keep && !keep->whereKey.empty() ? keep : nullptr;
    if (keep && keep->whole)
        keep = nullptr;
    switch (value.type()) {
    case Type::OBJECT: {
        out += '{';
        bool first = true;
        for (const simdjson::dom::key_value_pair field : simdjson::dom::object(value)) {
            const Node *child = nullptr;
            if (keep) {
                child = childOf(keep, field.key);
                if (!child)
                    continue;
            }
            if (!first)
                out += ',';
            first = false;
            writeString(out, field.key);
            out += ':';
            writeSelected(out, field.value, child);
        }
        out += '}';
        break;
    }
    case Type::ARRAY: {
        out += '[';
        bool first = true;
        for (const simdjson::dom::element item : simdjson::dom::array(value)) {
            if (!passes(item, filter))
                continue;
            if (!first)
                out += ',';
            first = false;
            writeSelected(out, item, keep); // a selection applies to each element
        }
        out += ']';
        break;
    }
    case Type::STRING:
        writeString(out, std::string_view(value));
        break;
    case Type::INT64:
        writeNumber(out, int64_t(value));
        break;
    case Type::UINT64:
        writeNumber(out, uint64_t(value));
        break;
    case Type::DOUBLE:
        writeNumber(out, double(value));
        break;
    case Type::BOOL:
        out += bool(value) ? "true" : "false";
        break;
    case Type::NULL_VALUE:
        out += "null";
        break;
    }
}

Node &nodeAt(Node &node, QStringView part)
{
    // name[key=value]: the array at `name` keeps only the objects whose key has that value.
    if (part.endsWith(u']') && part.contains(u'[')) {
        const qsizetype open = part.indexOf(u'[');
        const QStringView condition = part.mid(open + 1, part.size() - open - 2);
        const qsizetype equals = condition.indexOf(u'=');
        Node &filtered = nodeAt(node, part.left(open));
        // Selections are written in the code, not typed by users: a malformed one is a bug.
        Q_ASSERT_X(equals > 0, "FieldSelection", "a filter is [key=value]");
        if (equals > 0) {
            std::string key = condition.left(equals).toString().toStdString();
            std::string value = condition.mid(equals + 1).toString().toStdString();
            Q_ASSERT_X(filtered.whereKey.empty()
                    || (filtered.whereKey == key && filtered.whereValue == value),
                "FieldSelection",
                "one filter per array");
            filtered.whereKey = std::move(key);
            filtered.whereValue = std::move(value);
        }
        return filtered;
    }
    if (part == u"*") {
        if (!node.any)
            node.any = std::make_unique<Node>();
        return *node.any;
    }
    return node.named[part.toString().toStdString()];
}

void markWhole(Node &node)
{
    node.whole = true;
    node.named.clear();
    node.any.reset();
}

QJsonValue selectValue(const QJsonValue &value, const Node *keep);

QJsonObject selectObject(const QJsonObject &object, const Node *keep)
{
    if (!keep || keep->whole)
        return object;
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        if (const Node *child = childOf(keep, key))
            out.insert(it.key(), selectValue(it.value(), child));
    }
    return out;
}

QJsonValue selectValue(const QJsonValue &value, const Node *keep)
{
    if (value.isObject())
        return selectObject(value.toObject(), keep);
    if (value.isArray()) {
        const bool filtered = keep && !keep->whereKey.empty();
        if (keep && keep->whole && !filtered)
            return value;
        const QString whereKey = filtered ? QString::fromStdString(keep->whereKey) : QString();
        const QJsonValue whereValue(
            filtered ? QString::fromStdString(keep->whereValue) : QString());
        QJsonArray out;
        for (const QJsonValue item : value.toArray()) {
            if (filtered && item.toObject().value(whereKey) != whereValue)
                continue;
            out.append(selectValue(item, keep));
        }
        return out;
    }
    return value;
}
} // namespace

namespace {
// The parts of a dotted path; a filter's value may hold dots ("[type=a.b/c]").
QList<QStringView> pathParts(QStringView path)
{
    QList<QStringView> parts;
    qsizetype start = 0;
    bool inFilter = false;
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (path[i] == u'[')
            inFilter = true;
        else if (path[i] == u']')
            inFilter = false;
        else if (path[i] == u'.' && !inFilter) {
            parts << path.mid(start, i - start);
            start = i + 1;
        }
    }
    parts << path.mid(start);
    return parts;
}
} // namespace

FieldSelection::FieldSelection(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    auto root = std::make_shared<Node>();
    for (const QString &path : paths) {
        Node *node = root.get();
        for (const QStringView part : pathParts(path)) {
            if (node->whole)
                break; // a shorter path already keeps all of it
            node = &nodeAt(*node, part);
        }
        if (!node->whole)
            markWhole(*node);
    }
    m_root = std::move(root);
}

static_assert(std::is_trivially_copyable_v<simdjson::dom::element>);
static_assert(sizeof(simdjson::dom::element) <= sizeof(std::array<std::byte, 16>));
static_assert(alignof(simdjson::dom::element) <= 8);

struct JsonViewAccess
{
    static JsonView of(simdjson::dom::element element)
    {
        JsonView view;
        std::memcpy(view.m_element.data(), &element, sizeof element);
        view.m_exists = true;
        return view;
    }
    static simdjson::dom::element element(const JsonView &view)
    {
        simdjson::dom::element element;
        std::memcpy(&element, view.m_element.data(), sizeof element);
        return element;
    }
};

JsonView JsonView::operator[](std::string_view key) const
{
    if (!m_exists)
        return {};
    simdjson::dom::object object;
    simdjson::dom::element field;
    if (JsonViewAccess::element(*this).get_object().get(object) || object[key].get(field))
        return {};
    return JsonViewAccess::of(field);
}

QString JsonView::toString() const
{
    std::string_view text;
    if (!m_exists || JsonViewAccess::element(*this).get_string().get(text))
        return {};
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool JsonView::isString(std::string_view expected) const
{
    std::string_view text;
    return m_exists && !JsonViewAccess::element(*this).get_string().get(text) && text == expected;
}

QList<JsonView> JsonView::elements() const
{
    simdjson::dom::array array;
    if (!m_exists || JsonViewAccess::element(*this).get_array().get(array))
        return {};
    QList<JsonView> out;
    out.reserve(static_cast<qsizetype>(array.size()));
    for (const simdjson::dom::element element : array)
        out.append(JsonViewAccess::of(element));
    return out;
}

namespace {
// Pages (of about half a megabyte) are decoded in buffers each decoding thread keeps from page to
// page: fresh memory costs a page fault for every 4 KiB touched. A page far larger than usual (an
// unpaged list) gets buffers that go with it.
constexpr size_t reusedUpTo = 2 * 1024 * 1024;

simdjson::dom::parser &reusedParser()
{
    thread_local simdjson::dom::parser parser;
    return parser;
}

// The bytes with the padding simdjson reads past the end.
void padded(const QByteArray &json, std::string &text)
{
    text.clear();
    text.reserve(static_cast<size_t>(json.size()) + simdjson::SIMDJSON_PADDING);
    text.append(json.constData(), static_cast<size_t>(json.size()));
    text.append(simdjson::SIMDJSON_PADDING, '\0');
}

// Qt builds its JSON values fastest from text; inserting field by field costs a reallocation per
// value. So the kept fields are written out as a much smaller document (`out`), and that is
// parsed.
void writeSelectedItems(const std::string &padded,
    size_t size,
    const FieldSelection &keep,
    const RecordReader &record,
    DecodedList *list,
    std::string &out)
{
    simdjson::dom::parser oneOff;
    simdjson::dom::parser &parser = size <= reusedUpTo ? reusedParser() : oneOff;
    simdjson::dom::element document;
    const auto parsed = parser.parse(padded.data(), size, /*realloc_if_needed=*/false);
    if (const simdjson::error_code error = parsed.get(document)) {
        list->error = u"the list is not valid JSON: %1"_s.arg(
            QString::fromLatin1(simdjson::error_message(error)));
        return;
    }
    simdjson::dom::object top;
    if (document.get_object().get(top)) {
        list->error = u"the list is not a JSON object"_s;
        return;
    }
    simdjson::dom::element itemsField;
    simdjson::dom::array items;
    const bool hasItems = !top["items"].get(itemsField) && !itemsField.is_null();
    if (hasItems && itemsField.get_array().get(items)) {
        list->error = u"the list's items are not an array"_s;
        return;
    }
    out.clear();
    out += "{\"metadata\":";
    simdjson::dom::element meta;
    if (top["metadata"].get(meta))
        out += "{}";
    else
        writeSelected(out, meta, nullptr);
    out += ",\"items\":[";
    if (hasItems) {
        bool first = true;
        for (const simdjson::dom::element item : items) {
            if (!item.is_object()) {
                list->error = u"an item of the list is not an object"_s;
                return;
            }
            if (!first)
                out += ',';
            first = false;
            writeSelected(out, item, keep.root());
            if (record)
                list->records.append(record(JsonViewAccess::of(item)));
        }
    }
    out += "]}";
}

void readList(const QByteArray &text, DecodedList &list)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (!document.isObject()) {
        list.error = document.isNull()
            ? u"the list is not valid JSON: %1"_s.arg(parseError.errorString())
            : u"the list is not a JSON object"_s;
        return;
    }
    const QJsonObject top = document.object();
    const QJsonObject meta = top.value(u"metadata"_s).toObject();
    list.resourceVersion = meta.value(u"resourceVersion"_s).toString();
    list.continueToken = meta.value(u"continue"_s).toString();
    const QJsonValue itemsValue = top.value(u"items"_s);
    if (!itemsValue.isArray() && !itemsValue.isNull() && !itemsValue.isUndefined()) {
        list.error = u"the list's items are not an array"_s;
        return;
    }
    const QJsonArray items = itemsValue.toArray();
    list.items.reserve(items.size());
    for (const QJsonValue item : items) {
        if (!item.isObject()) {
            list.error = u"an item of the list is not an object"_s;
            list.items.clear();
            return;
        }
        list.items.append(item.toObject());
    }
}
} // namespace

namespace {
DecodedList decodeValidList(
    const QByteArray &json, const FieldSelection &keep, const RecordReader &record)
{
    DecodedList list;
    if (keep.keepsEverything() && !record) {
        readList(json, list);
        return list;
    }
    const size_t size = static_cast<size_t>(json.size());
    thread_local std::string reusedText;
    thread_local std::string reusedOut;
    std::string oneOffText;
    std::string oneOffOut;
    const bool reuse = size <= reusedUpTo;
    std::string &text = reuse ? reusedText : oneOffText;
    std::string &out = reuse ? reusedOut : oneOffOut;
    padded(json, text);
    writeSelectedItems(text, size, keep, record, &list, out);
    if (list.error.isEmpty())
        readList(QByteArray::fromRawData(out.data(), static_cast<qsizetype>(out.size())), list);
    if (!list.error.isEmpty())
        list.records.clear();
    return list;
}
} // namespace

DecodedList decodeList(
    const QByteArray &json, const FieldSelection &keep, const RecordReader &record)
{
    DecodedList list = decodeValidList(json, keep, record);
    if (list.error.isEmpty() || json.isValidUtf8())
        return list;
    // Both parsers refuse text that is no UTF-8. Inside a string (the only place JSON allows
    // such bytes at all) U+FFFD in their place keeps the rest of the page readable.
    list = decodeValidList(QString::fromUtf8(json).toUtf8(), keep, record);
    list.replacedInvalidUtf8 = true;
    return list;
}

DecodedEvent decodeEvent(
    const QByteArray &line, const FieldSelection &keep, const RecordReader &record)
{
    DecodedEvent event;
    const size_t size = static_cast<size_t>(line.size());
    thread_local std::string reusedText;
    thread_local std::string reusedOut;
    std::string oneOffText;
    std::string oneOffOut;
    const bool reuse = size <= reusedUpTo;
    std::string &text = reuse ? reusedText : oneOffText;
    std::string &out = reuse ? reusedOut : oneOffOut;
    padded(line, text);
    simdjson::dom::parser oneOff;
    simdjson::dom::parser &parser = reuse ? reusedParser() : oneOff;
    simdjson::dom::element document;
    if (const simdjson::error_code failure =
            parser.parse(text.data(), size, /*realloc_if_needed=*/false).get(document)) {
        event.error = QString::fromLatin1(simdjson::error_message(failure));
        return event;
    }
    simdjson::dom::object top;
    if (document.get_object().get(top)) {
        event.error = u"the event is not a JSON object"_s;
        return event;
    }
    std::string_view type;
    if (!top["type"].get(type))
        event.type = std::string(type);
    simdjson::dom::element object;
    if (top["object"].get(object) || !object.is_object())
        return event; // no object: an empty one, as Qt's reading gives
    simdjson::dom::element meta;
    if (!object["metadata"].get(meta)) {
        std::string_view field;
        if (!meta["resourceVersion"].get(field))
            event.resourceVersion = QString::fromUtf8(field.data(), qsizetype(field.size()));
        if (!meta["uid"].get(field))
            event.uid = QString::fromUtf8(field.data(), qsizetype(field.size()));
    }
    // A Status says why the watch failed, and a bookmark is only its resource version: whole.
    const bool whole = event.type == "ERROR" || event.type == "BOOKMARK";
    out.clear();
    writeSelected(out, object, whole ? nullptr : keep.root());
    if (record && !whole)
        event.record = record(JsonViewAccess::of(object));
    event.object = QJsonDocument::fromJson(
        QByteArray::fromRawData(out.data(), static_cast<qsizetype>(out.size())))
                       .object();
    return event;
}

bool readJson(
    const QByteArray &json, const std::function<void(const JsonView &)> &read, QString *error)
{
    simdjson::dom::parser oneOff;
    const size_t size = static_cast<size_t>(json.size());
    simdjson::dom::parser &parser = size <= reusedUpTo ? reusedParser() : oneOff;
    simdjson::dom::element document;
    if (const simdjson::error_code failure =
            parser.parse(json.constData(), size, /*realloc_if_needed=*/true).get(document)) {
        if (error)
            *error = QString::fromLatin1(simdjson::error_message(failure));
        return false;
    }
    read(JsonViewAccess::of(document));
    return true;
}

QJsonObject selectFields(const QJsonObject &object, const FieldSelection &keep)
{
    return selectObject(object, keep.root());
}

} // namespace vmray::kube
