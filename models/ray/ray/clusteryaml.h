// What the cluster spec's readers, writers and checks share: their translation context, loading a
// document within limits, and writing text, commands and JSON as YAML that reads back the same.
#pragma once

#include "clusterspec.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

namespace vmray::ray::detail {

// A translation context without a QObject. Named Text where it is declared: lupdate does not
// follow a type alias, and would file the strings under no context at all.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ClusterSpec)
};

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// A Kubernetes quantity of bytes: digits and an optional suffix.
const QRegularExpression &quantityForm();

// The one place a file becomes a YAML document: refuses what cannot be a resource, reports syntax
// errors with their place.
std::optional<YAML::Node> loadDocument(const QByteArray &yaml, QList<SpecProblem> &problems);

QJsonValue toJson(const YAML::Node &n);

void emitString(YAML::Emitter &out, const QString &s);
// A map key from the user's text. A reader refuses an implicit key over 1,024 characters, which
// escapes can make of a tenth of that, so a long key is written explicitly ("? key").
void emitKey(YAML::Emitter &out, const QString &key);
void emitJson(YAML::Emitter &out, const QJsonValue &v);
// A node as read, in block style, its keys as emitKey writes them: what it writes reads back
// whatever the node's source style and key lengths were.
void emitNode(YAML::Emitter &out, const YAML::Node &node);
void emitStrings(YAML::Emitter &out, const QStringList &strings);
// Nothing when there are no commands.
void emitCommands(YAML::Emitter &out, const char *key, const QStringList &commands);

// A VMRayCluster resource's document into a spec; a `ray up` config is rewritten into one.
ParsedSpec readResource(const YAML::Node &doc);

} // namespace vmray::ray::detail
