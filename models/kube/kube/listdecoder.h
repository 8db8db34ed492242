// Decodes a Kubernetes list response straight from its bytes (simdjson), keeping of each item
// only the fields a consumer reads. At fleet scale, building a QJsonDocument of every page and
// then throwing most of it away was the bulk of the time from LIST to rows; building only the
// kept fields is several times faster and never holds a whole page as Qt JSON.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace vmray::kube {

// Which fields of an object to keep, as dotted paths: "metadata.name" keeps that field,
// "status.conditions" keeps the whole value (an array's paths apply to each element), and "*"
// stands for any key ("status.current_workers.*.ip"). "status.conditions[status=False]" keeps
// only the elements of that array whose "status" is the string "False"; the filter belongs to the
// array, so every path through it is filtered, and an array has one filter at most. No paths:
// everything is kept.
class FieldSelection
{
public:
    FieldSelection() = default;
    explicit FieldSelection(const QStringList &paths);

    bool keepsEverything() const { return !m_root; }

    struct Node
    {
        bool whole = false; // this value is kept as it is
        // An array here keeps only the objects whose `whereKey` is the string `whereValue`.
        std::string whereKey;
        std::string whereValue;
        std::map<std::string, Node, std::less<>> named;
        std::unique_ptr<Node> any;
    };
    const Node *root() const { return m_root.get(); }

private:
    std::shared_ptr<const Node> m_root; // shared: pages are decoded on several threads at once
};

// A read-only view of one value of a parsed JSON document, from which typed records are read
// straight from the bytes (RecordReader). Valid only during the call it is handed to. A field that
// is missing, or asked of something that is no object, is a view of nothing: it reads as empty.
class JsonView
{
public:
    JsonView() = default;

    JsonView operator[](std::string_view key) const;
    bool exists() const { return m_exists; } // present, even as null
    QString toString() const; // a string's text, otherwise empty
    bool isString(std::string_view text) const; // is a string with exactly this text
    QList<JsonView> elements() const; // an array's elements, otherwise none

private:
    friend struct JsonViewAccess;
    alignas(8) std::array<std::byte, 16> m_element {}; // the parser's element, kept opaque here
    bool m_exists = false;
};

// Reads one object (an item of a list page, or a watch event's object) into a record of the
// consumer's type. Runs where list pages are decoded, on several threads at once: it must be
// thread-safe.
using RecordReader = std::function<QVariant(const JsonView &object)>;

// Parses `json` and hands `read` a view of its top value; false (and `error`) if it is no JSON.
bool readJson(const QByteArray &json,
    const std::function<void(const JsonView &)> &read,
    QString *error = nullptr);

struct DecodedList
{
    QString error; // empty on success
    QString resourceVersion;
    QString continueToken;
    QList<QJsonObject> items;
    QList<QVariant> records; // with a RecordReader: one per item, in the same order
    // Bytes that were no UTF-8 were replaced (U+FFFD) to read the page: one bad byte in one
    // object would otherwise fail the whole list, each time it is asked for.
    bool replacedInvalidUtf8 = false;
};

DecodedList decodeList(
    const QByteArray &json, const FieldSelection &keep, const RecordReader &record = {});

// One line of a watch stream, read the way list items are (simdjson, kept fields only): its type,
// its object's resource version and uid, the object with only the fields `keep` selects (an ERROR's
// Status and a BOOKMARK are kept whole), and a record when `record` is given. `error` is set when
// simdjson cannot read the line as a JSON object; the caller may then try Qt's parser.
struct DecodedEvent
{
    QString error;
    std::string type;
    QString resourceVersion;
    QString uid;
    QJsonObject object;
    QVariant record;
};
DecodedEvent decodeEvent(
    const QByteArray &line, const FieldSelection &keep, const RecordReader &record = {});

// One object, with the same selection (for watch events and tests).
QJsonObject selectFields(const QJsonObject &object, const FieldSelection &keep);

} // namespace vmray::kube
