// The VMRayCluster CRD's fields, described once: each one's path in the resource, whether the
// API server requires it, its type, the ClusterSpec member it fills and its place in a `ray up`
// config. The resource's reader and writer, the missing-field reports and validation walk it.
#pragma once

#include "clusterspec.h"

#include <span>
#include <string_view>
#include <variant>

namespace vmray::ray::detail {

enum class Kind {
    Section, // a map of further fields, whose paths start with its own
    Resources, // a node type's resources: a section whose keys Ray's examples write in capitals
    Text,
    Count, // a whole number from 0 upwards
    Bytes, // a whole number of bytes; a quantity such as 16Gi is converted, with a warning
    Flag,
    Commands, // a list of shell commands
    Labels, // a map of text
    VmNames, // a map of VM names to node types; a bad name is reported where it stands
    Object, // kept as given, as JSON
    NodeTypes, // a map of node types, each with the fields of nodeTypeFields()
};

// What reading does with a field that is not there.
enum class Absent {
    LeftEmpty, // the member keeps its default; validation refuses a required text left empty
    FilledIn, // reported as a missing required field, and the default is written back
};

// Where a field stands in a `ray up` config for Ray's vSphere provider.
struct RayUpPlace
{
    std::string_view path = {}; // empty: a `ray up` config has no place for it
    const char *whenAbsent = nullptr; // what Ray's provider sends when the config has none
    bool emptyMeansNone = false; // Ray writes it empty when there is none
};

template<class Owner>
using MemberOf = std::variant<std::monostate,
    QString Owner::*,
    int Owner::*,
    std::optional<int> Owner::*,
    std::optional<qint64> Owner::*,
    std::optional<bool> Owner::*,
    QStringList Owner::*,
    QMap<QString, QString> Owner::*,
    QJsonObject Owner::*,
    QList<NodeTypeSpec> Owner::*>;

template<class Owner>
struct Field
{
    // In the resource, e.g. spec.head_node.port; a node type's relative to the node type.
    std::string_view path;
    Kind kind = Kind::Text;
    // The API server refuses the resource without it: the CRD's required lists, and Kubernetes'
    // own rule for metadata and its name (a resource without spec is refused by the reader).
    // Required fields are always written; a required field inside an optional section only
    // when that section is, and only then is it required.
    bool required = false;
    MemberOf<Owner> member = {}; // none for a section
    Absent absent = Absent::LeftEmpty;
    const char *missingNote = nullptr; // FilledIn: what reading says (context ClusterSpec)
    const char *emptyNote = nullptr; // FilledIn text, which the CRD takes empty: the API
                                     // server's warning where the console asks for it
    RayUpPlace rayUp = {};

    std::string_view key() const { return path.substr(path.rfind('.') + 1); }
    // The enclosing section's path; empty for a top-level field.
    std::string_view parent() const
    {
        const auto dot = path.rfind('.');
        return dot == std::string_view::npos ? std::string_view() : path.substr(0, dot);
    }
};

using ClusterField = Field<ClusterSpec>;
using NodeTypeField = Field<NodeTypeSpec>;

// In the order the resource is written.
std::span<const ClusterField> clusterFields();
std::span<const NodeTypeField> nodeTypeFields();

QString fromView(std::string_view s);

} // namespace vmray::ray::detail
