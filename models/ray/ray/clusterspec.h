// A Ray cluster as the console edits it: every field of the VMRayCluster CRD
// (supervisor-api.md §3.3), typed, and YAML in and out with yaml-cpp. Parsing reports each problem
// with its field path and the line and column in the text; fields the CRD does not know are kept
// and reported, never silently dropped, and written back where they were. The CRD's fields are
// described once, in the table of clusterfields.cpp, which reading, writing and validation follow.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace vmray::ray {

struct NodeTypeSpec
{
    QString name; // the key in available_node_types
    QString vmClass;
    int minWorkers = 0;
    int maxWorkers = 0;
    // resources: lower-case keys, integers (memory in bytes), as the CRD has them
    std::optional<int> cpu;
    std::optional<qint64> memory;
    std::optional<int> gpu;
    bool operator==(const NodeTypeSpec &) const = default;
};

// A field the CRD does not define, kept as its YAML text under its parent's path.
struct UnknownField
{
    QString parentPath; // e.g. spec.head_node
    QString key;
    QByteArray yaml;
    bool operator==(const UnknownField &) const = default;
};

struct ClusterSpec
{
    QString name;
    QString ns;
    QMap<QString, QString> labels;
    QString apiServerLocation;
    QString apiServerCaCert;
    QString rayImage;
    QString headNodeType;
    std::optional<int> headPort;
    QStringList headSetupCommands;
    QStringList workerSetupCommands;
    QString vmImage;
    QString storageClass;
    QString vmUser;
    QString vmPasswordSaltHash;
    int maxWorkers = 0;
    QList<NodeTypeSpec> nodeTypes; // in the order written
    std::optional<int> idleTimeoutMinutes;
    QStringList setupCommands;
    QStringList initializationCommands;
    QJsonObject network; // VM Operator v1alpha2 VirtualMachineNetworkSpec, kept as given
    QMap<QString, QString> desiredWorkers; // written by the autoscaler only
    std::optional<bool> enableTls;
    QString dockerAuthSecret;
    QList<UnknownField> unknownFields;
    bool operator==(const ClusterSpec &) const = default;

    const NodeTypeSpec *nodeType(const QString &name) const;
};

struct SpecProblem
{
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    QString field; // e.g. spec.common_node_config.max_workers
    QString message;
    int line = 0; // 1-based; 0 when the problem has no place in the text (a missing field)
    int column = 0;
    // A field the CRD requires is missing from a resource. Reading fills a default (a warning);
    // the API server refuses the resource, and so does checkClusterResource's verdict.
    bool requiredByCrd = false;
};

struct TextPosition
{
    int line = 0;
    int column = 0;
};

struct ParsedSpec
{
    ClusterSpec spec;
    QList<SpecProblem> problems;
    QHash<QString, TextPosition> positions; // where each field path's value stands in the text
    bool fromRayUp = false; // the text was a `ray up` config (positions are in its terms)
    bool hasErrors() const;
};

// The most of a cluster YAML file that is read: more than any object etcd keeps (1.5 MiB), so a
// larger file is refused before it is read.
constexpr qint64 maxClusterYamlBytes = 2 * 1024 * 1024;

// spec.api_server.ca_cert is readable by every user of the namespace. Only certificates go there:
// the PEM certificates in `text`, each parsed and encoded again, and nothing else of the text (a
// private key beside the CA's certificate, comments). Empty when it holds none.
QString pemCertificatesOnly(const QString &text);
// Whether `text` holds a private key: a PEM block of any kind of PRIVATE KEY.
bool holdsPrivateKey(const QString &text);

// /apis/vmray.broadcom.com/v1alpha1/namespaces/<ns>/vmrayclusters; all namespaces if `ns` is empty.
QString clusterCollectionPath(const QString &ns = {});

// A VMRayCluster custom resource in YAML (or JSON, which is YAML too).
ParsedSpec parseClusterResource(const QByteArray &yaml);
// Always CRD-conformant in shape: worker_node present, min/max on every node type, resources with
// lower-case integer keys; autoscaler_desired_workers only when the spec has it.
QByteArray toClusterResource(const ClusterSpec &spec);

// The same resource as the JSON object the API server takes, with only the certificates of
// ca_cert (pemCertificatesOnly).
QJsonObject toClusterObject(const ClusterSpec &spec);

// Kubernetes quantities: "16Gi" → bytes (also plain and decimal-suffixed numbers); "500m" or
// "4" CPUs → millicores. Empty when the text is not such a quantity, or one too large for a qint64.
std::optional<qint64> quantityBytes(const QString &text);
std::optional<qint64> quantityMillis(const QString &text);

// The `ray up` cluster config for Ray's vSphere provider (supervisor-api.md §6): the same cluster
// as Ray's client would create it. Resources are written with the CRD's lower-case keys, which
// Ray's client copies into the resource unchanged.
QByteArray toRayUpConfig(const ClusterSpec &spec);
ParsedSpec parseRayUpConfig(const QByteArray &yaml);
// Either form: a `ray up` config has a `provider` key, a resource a `kind`.
ParsedSpec parseClusterYaml(const QByteArray &yaml);

// Everything that can be checked without a Supervisor, in one place for the wizard, the editor
// and --check-yaml: the CRD's required fields, the operator's validating webhook rules
// (supervisor-api.md §4.5) and what the console knows the operator needs. Problems carry the
// field path, and the place in the text when `positions` come from a parse.
// Whose rules: the console's for clusters it creates (the wizard asks for a VM password), or the
// API server's (--check-yaml: what the CRD and the webhook refuse, no more).
enum class Verdict { Console, ApiServer };
QList<SpecProblem> validateCluster(const ClusterSpec &spec,
    const QHash<QString, TextPosition> &positions = {},
    Verdict verdict = Verdict::Console);
// parse (either form) + validate: all problems of a file. A resource that lacks a field the CRD
// requires fails, as it does on the API server; a problem without a place of its own points at
// the mapping that lacks the field.
QList<SpecProblem> checkClusterResource(const QByteArray &yaml);

} // namespace vmray::ray
