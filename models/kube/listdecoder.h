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

#include <map>
#include <memory>
#include <string>

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

struct DecodedList
{
    QString error; // empty on success
    QString resourceVersion;
    QString continueToken;
    QList<QJsonObject> items;
};

DecodedList decodeList(const QByteArray &json, const FieldSelection &keep);

// One object, with the same selection (for watch events and tests).
QJsonObject selectFields(const QJsonObject &object, const FieldSelection &keep);

} // namespace vmray::kube
