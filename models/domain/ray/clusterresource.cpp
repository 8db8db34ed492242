// The VMRayCluster resource both ways, YAML ↔ ClusterSpec.
#include "clusterspec.h"
#include "clusteryaml.h"

#include <QSet>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

using namespace detail;

namespace {
// Reads one document, collecting problems instead of stopping at the first.
class Reader
{
public:
    explicit Reader(QList<SpecProblem> &problems)
        : m_problems(problems)
    {}

    void problem(SpecProblem::Severity severity,
        const QString &field,
        const QString &message,
        const YAML::Node *at = nullptr)
    {
        SpecProblem p;
        p.severity = severity;
        p.field = field;
        p.message = message;
        if (at && at->Mark().line >= 0) {
            p.line = at->Mark().line + 1;
            p.column = at->Mark().column + 1;
        }
        m_problems.append(p);
    }
    void error(const QString &field, const QString &message, const YAML::Node &at)
    {
        problem(SpecProblem::Severity::Error, field, message, &at);
    }
    // A field the CRD requires is missing; reading fills it in as `message` says.
    void missingRequired(const QString &field, const QString &message)
    {
        problem(SpecProblem::Severity::Warning, field, message);
        m_problems.last().requiredByCrd = true;
    }

    std::optional<QString> string(const YAML::Node &n, const QString &field)
    {
        if (n.IsNull())
            return QString();
        if (!n.IsScalar()) {
            error(field, Text::tr("Expected text here."), n);
            return std::nullopt;
        }
        return qs(n.Scalar());
    }

    std::optional<qint64> integer(const YAML::Node &n, const QString &field)
    {
        static const QRegularExpression digits(u"^[-+]?[0-9]+$"_s);
        if (!n.IsScalar() || n.Tag() == "!" || !digits.match(qs(n.Scalar())).hasMatch()) {
            error(field,
                Text::tr("Expected a whole number, not %1.")
                    .arg(
                        n.IsScalar() ? u"\"%1\""_s.arg(qs(n.Scalar())) : Text::tr("a list or map")),
                n);
            return std::nullopt;
        }
        bool ok = false;
        const qint64 v = qs(n.Scalar()).toLongLong(&ok);
        if (!ok) {
            error(field, Text::tr("The number is too large."), n);
            return std::nullopt;
        }
        return v;
    }

    std::optional<int> smallInteger(const YAML::Node &n, const QString &field)
    {
        const auto v = integer(n, field);
        if (v && (*v < 0 || *v > std::numeric_limits<int>::max())) {
            error(field, Text::tr("Expected a number from 0 upwards."), n);
            return std::nullopt;
        }
        return v ? std::optional<int>(int(*v)) : std::nullopt;
    }

    std::optional<bool> boolean(const YAML::Node &n, const QString &field)
    {
        if (n.IsScalar() && n.Tag() != "!") {
            const QString s = qs(n.Scalar());
            if (s == u"true"_s)
                return true;
            if (s == u"false"_s)
                return false;
        }
        error(field, Text::tr("Expected true or false."), n);
        return std::nullopt;
    }

    QStringList strings(const YAML::Node &n, const QString &field)
    {
        QStringList out;
        if (n.IsNull())
            return out;
        if (!n.IsSequence()) {
            error(field, Text::tr("Expected a list of commands."), n);
            return out;
        }
        for (std::size_t i = 0; i < n.size(); ++i) {
            if (const auto s = string(n[i], u"%1[%2]"_s.arg(field).arg(i)))
                out << *s;
        }
        return out;
    }

    // Walks a map: known keys go to their handler, others are kept as unknown fields.
    void map(const YAML::Node &n,
        const QString &path,
        const QHash<QString, std::function<void(const YAML::Node &, const QString &)>> &handlers,
        QList<UnknownField> &unknown)
    {
        if (n.IsNull())
            return;
        if (!n.IsMap()) {
            error(path, Text::tr("Expected a map of fields here."), n);
            return;
        }
        QSet<QString> seen;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString key = qs(it->first.as<std::string>(std::string()));
            const QString field = path.isEmpty() ? key : path + u'.' + key;
            if (seen.contains(key)) {
                error(field, Text::tr("This field is given twice."), it->first);
                continue;
            }
            seen.insert(key);
            // A scalar's place is its value; a mapping's or list's is its key, the line a
            // field missing from it is reported at (its value's place is its first child's).
            const YAML::Mark mark = it->second.IsMap() || it->second.IsSequence()
                ? it->first.Mark()
                : it->second.Mark();
            if (mark.line >= 0)
                positions.insert(field, { mark.line + 1, mark.column + 1 });
            const auto handler = handlers.constFind(key);
            if (handler != handlers.cend()) {
                (*handler)(it->second, field);
                continue;
            }
            YAML::Emitter text;
            text << it->second;
            unknown.append({ path, key, QByteArray(text.c_str()) });
            problem(SpecProblem::Severity::Warning,
                field,
                Text::tr("The VMRayCluster resource has no such field; the API server would drop "
                         "it. It is kept as written."),
                &it->first);
        }
    }

    QHash<QString, TextPosition> positions;

private:
    QList<SpecProblem> &m_problems;
};
} // namespace

ParsedSpec detail::readResource(const YAML::Node &doc)
{
    ParsedSpec result;
    Reader r(result.problems);
    if (!doc.IsMap()) {
        r.problem(SpecProblem::Severity::Error,
            QString(),
            Text::tr("Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and "
                     "spec)."));
        return result;
    }
    ClusterSpec &s = result.spec;
    bool sawWorkerNode = false;
    bool sawSpec = false;
    using Handlers = QHash<QString, std::function<void(const YAML::Node &, const QString &)>>;
    const auto set = [&r](QString &target) {
        return [&r, &target](const YAML::Node &n, const QString &f) {
            if (const auto v = r.string(n, f))
                target = *v;
        };
    };
    const auto setNumber = [&r](auto &target) {
        return [&r, &target](const YAML::Node &n, const QString &f) {
            if (const auto v = r.smallInteger(n, f))
                target = *v;
        };
    };
    const auto setCommands = [&r](QStringList &target) {
        return [&r, &target](const YAML::Node &n, const QString &f) {
            target = r.strings(n, f);
        };
    };

    const auto readNodeType = [&](const YAML::Node &n, const QString &path, NodeTypeSpec &t) {
        bool sawMin = false;
        bool sawMax = false;
        const Handlers resources {
            { u"cpu"_s, setNumber(t.cpu) },
            { u"gpu"_s, setNumber(t.gpu) },
            { u"memory"_s,
                [&](const YAML::Node &v, const QString &f) {
                    const QString text =
                        v.IsScalar() && v.Tag() != "!" ? qs(v.Scalar()) : QString();
                    const auto bytes = quantityBytes(text);
                    if (bytes && text.contains(QRegularExpression(u"[A-Za-z]"_s))) {
                        t.memory = *bytes;
                        r.problem(SpecProblem::Severity::Warning,
                            f,
                            Text::tr("The CRD takes memory as a number of bytes; %1 becomes %2.")
                                .arg(qs(v.Scalar()))
                                .arg(*bytes),
                            &v);
                    } else if (!bytes && quantityForm().match(text.trimmed()).hasMatch()) {
                        // A quantity, but more bytes than a qint64 holds.
                        r.error(f, Text::tr("The number is too large."), v);
                    } else if (const auto i = r.integer(v, f)) {
                        t.memory = *i;
                    }
                } },
        };
        const Handlers fields {
            { u"vm_class"_s,
                [&](const YAML::Node &v, const QString &f) {
                    if (const auto x = r.string(v, f))
                        t.vmClass = *x;
                } },
            { u"min_workers"_s,
                [&](const YAML::Node &v, const QString &f) {
                    sawMin = true;
                    if (const auto i = r.smallInteger(v, f))
                        t.minWorkers = *i;
                } },
            { u"max_workers"_s,
                [&](const YAML::Node &v, const QString &f) {
                    sawMax = true;
                    if (const auto i = r.smallInteger(v, f))
                        t.maxWorkers = *i;
                } },
            { u"resources"_s,
                [&](const YAML::Node &v, const QString &f) {
                    // Ray's own examples write CPU, Memory, GPU; the CRD keeps only lower case.
                    if (v.IsMap()) {
                        YAML::Node lowered(YAML::NodeType::Map);
                        for (auto it = v.begin(); it != v.end(); ++it) {
                            const QString key = qs(it->first.as<std::string>(std::string()));
                            const QString lower = key.toLower();
                            if (key != lower
                                && (lower == u"cpu"_s || lower == u"memory"_s
                                    || lower == u"gpu"_s)) {
                                r.problem(SpecProblem::Severity::Warning,
                                    f + u'.' + key,
                                    Text::tr("The CRD spells this %1; it is read as %1.")
                                        .arg(lower),
                                    &it->first);
                                lowered[lower.toStdString()] = it->second;
                            } else {
                                lowered[it->first] = it->second;
                            }
                        }
                        r.map(lowered, f, resources, s.unknownFields);
                    } else {
                        r.map(v, f, resources, s.unknownFields);
                    }
                } },
        };
        r.map(n, path, fields, s.unknownFields);
        if (!sawMin)
            r.missingRequired(path + u".min_workers"_s,
                Text::tr("The CRD requires min_workers on every node type; 0 is written."));
        if (!sawMax)
            r.missingRequired(path + u".max_workers"_s,
                Text::tr("The CRD requires max_workers on every node type; 0 is written."));
    };

    const Handlers common {
        { u"vm_image"_s, set(s.vmImage) },
        { u"storage_class"_s, set(s.storageClass) },
        { u"vm_user"_s, set(s.vmUser) },
        { u"vm_password_salt_hash"_s, set(s.vmPasswordSaltHash) },
        { u"max_workers"_s, setNumber(s.maxWorkers) },
        { u"idle_timeout_minutes"_s, setNumber(s.idleTimeoutMinutes) },
        { u"setup_commands"_s, setCommands(s.setupCommands) },
        { u"initialization_commands"_s, setCommands(s.initializationCommands) },
        { u"network"_s,
            [&](const YAML::Node &v, const QString &f) {
                if (!v.IsMap()) {
                    r.error(f, Text::tr("Expected a map of fields here."), v);
                    return;
                }
                s.network = toJson(v).toObject();
            } },
        { u"available_node_types"_s,
            [&](const YAML::Node &v, const QString &f) {
                if (!v.IsMap()) {
                    r.error(f, Text::tr("Expected a map of node types here."), v);
                    return;
                }
                QSet<QString> seen;
                for (auto it = v.begin(); it != v.end(); ++it) {
                    NodeTypeSpec t;
                    t.name = qs(it->first.as<std::string>(std::string()));
                    if (seen.contains(t.name)) {
                        r.error(f + u'.' + t.name,
                            Text::tr("This node type is given twice."),
                            it->first);
                        continue;
                    }
                    seen.insert(t.name);
                    if (it->first.Mark().line >= 0) // where a field it lacks is reported
                        r.positions.insert(f + u'.' + t.name,
                            { it->first.Mark().line + 1, it->first.Mark().column + 1 });
                    readNodeType(it->second, f + u'.' + t.name, t);
                    s.nodeTypes.append(t);
                }
            } },
    };
    const Handlers head {
        { u"node_type"_s, set(s.headNodeType) },
        { u"port"_s, setNumber(s.headPort) },
        { u"setup_commands"_s, setCommands(s.headSetupCommands) },
    };
    const Handlers worker {
        { u"setup_commands"_s, setCommands(s.workerSetupCommands) },
    };
    const Handlers apiServer {
        { u"location"_s, set(s.apiServerLocation) },
        { u"ca_cert"_s, set(s.apiServerCaCert) },
    };
    const Handlers docker {
        { u"auth_secret_name"_s, set(s.dockerAuthSecret) },
    };
    const Handlers spec {
        { u"api_server"_s,
            [&](const YAML::Node &v, const QString &f) {
                r.map(v, f, apiServer, s.unknownFields);
            } },
        { u"ray_docker_image"_s, set(s.rayImage) },
        { u"head_node"_s,
            [&](const YAML::Node &v, const QString &f) {
                r.map(v, f, head, s.unknownFields);
            } },
        { u"worker_node"_s,
            [&](const YAML::Node &v, const QString &f) {
                sawWorkerNode = true;
                r.map(v, f, worker, s.unknownFields);
            } },
        { u"common_node_config"_s,
            [&](const YAML::Node &v, const QString &f) {
                r.map(v, f, common, s.unknownFields);
                // The one required field whose empty value the CRD accepts: absent, it is missed
                // here, not by validation (which sees only the empty string).
                if (v.IsMap() && !v["vm_password_salt_hash"])
                    r.missingRequired(f + u".vm_password_salt_hash"_s,
                        Text::tr("The CRD requires vm_password_salt_hash; an empty one is "
                                 "written, so the VMs' user has no password."));
            } },
        { u"autoscaler_desired_workers"_s,
            [&](const YAML::Node &v, const QString &f) {
                if (!v.IsMap()) {
                    r.error(f, Text::tr("Expected a map of VM names to node types."), v);
                    return;
                }
                for (auto it = v.begin(); it != v.end(); ++it) {
                    const QString vm = qs(it->first.as<std::string>(std::string()));
                    if (it->first.Mark().line >= 0) // a bad name is reported where it stands
                        r.positions.insert(f + u'.' + vm,
                            { it->first.Mark().line + 1, it->first.Mark().column + 1 });
                    if (const auto t = r.string(it->second, f + u'.' + vm))
                        s.desiredWorkers.insert(vm, *t);
                }
            } },
        { u"enable_tls"_s,
            [&](const YAML::Node &v, const QString &f) {
                if (const auto b = r.boolean(v, f))
                    s.enableTls = *b;
            } },
        { u"docker_config"_s,
            [&](const YAML::Node &v, const QString &f) {
                r.map(v, f, docker, s.unknownFields);
            } },
    };
    const Handlers metadata {
        { u"name"_s, set(s.name) },
        { u"namespace"_s, set(s.ns) },
        { u"labels"_s,
            [&](const YAML::Node &v, const QString &f) {
                if (!v.IsMap()) {
                    r.error(f, Text::tr("Expected a map of labels."), v);
                    return;
                }
                for (auto it = v.begin(); it != v.end(); ++it) {
                    const QString key = qs(it->first.as<std::string>(std::string()));
                    if (const auto value = r.string(it->second, f + u'.' + key))
                        s.labels.insert(key, *value);
                }
            } },
    };
    QString apiVersion;
    QString kind;
    const Handlers top {
        { u"apiVersion"_s, set(apiVersion) },
        { u"kind"_s, set(kind) },
        { u"metadata"_s,
            [&](const YAML::Node &v, const QString &f) {
                r.map(v, f, metadata, s.unknownFields);
            } },
        { u"spec"_s,
            [&](const YAML::Node &v, const QString &f) {
                sawSpec = true;
                r.map(v, f, spec, s.unknownFields);
            } },
        // What the server adds is not part of what one writes.
        { u"status"_s, [](const YAML::Node &, const QString &) {} },
    };
    r.map(doc, QString(), top, s.unknownFields);
    result.positions = r.positions;
    if (kind != u"VMRayCluster"_s || apiVersion != u"vmray.broadcom.com/v1alpha1"_s)
        r.problem(SpecProblem::Severity::Error,
            u"kind"_s,
            Text::tr("Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not "
                     "%1 %2.")
                .arg(apiVersion.isEmpty() ? Text::tr("(none)") : apiVersion,
                    kind.isEmpty() ? Text::tr("(none)") : kind));
    if (!sawSpec)
        r.problem(SpecProblem::Severity::Error, u"spec"_s, Text::tr("The resource has no spec."));
    else if (!sawWorkerNode)
        r.missingRequired(u"spec.worker_node"_s,
            Text::tr("The CRD requires worker_node (Ray's client and the README sample omit it); "
                     "worker_node: {} is written."));
    return result;
}
ParsedSpec parseClusterResource(const QByteArray &yaml)
{
    ParsedSpec result;
    const std::optional<YAML::Node> doc = loadDocument(yaml, result.problems);
    return doc ? readResource(*doc) : result;
}

namespace {
void emitUnknown(YAML::Emitter &out, const ClusterSpec &s, const QString &path)
{
    for (const UnknownField &u : s.unknownFields) {
        if (u.parentPath == path)
            out << YAML::Key << u.key.toStdString() << YAML::Value
                << YAML::Load(u.yaml.toStdString());
    }
}
} // namespace

QByteArray toClusterResource(const ClusterSpec &s)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << "vmray.broadcom.com/v1alpha1";
    out << YAML::Key << "kind" << YAML::Value << "VMRayCluster";
    emitUnknown(out, s, QString());
    out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value;
    emitString(out, s.name);
    if (!s.ns.isEmpty()) {
        out << YAML::Key << "namespace" << YAML::Value;
        emitString(out, s.ns);
    }
    if (!s.labels.isEmpty()) {
        out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        for (auto it = s.labels.cbegin(); it != s.labels.cend(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            emitString(out, it.value());
        }
        out << YAML::EndMap;
    }
    emitUnknown(out, s, u"metadata"_s);
    out << YAML::EndMap;

    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "api_server" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "location" << YAML::Value;
    emitString(out, s.apiServerLocation);
    if (!s.apiServerCaCert.isEmpty()) {
        out << YAML::Key << "ca_cert" << YAML::Value;
        emitString(out, s.apiServerCaCert);
    }
    emitUnknown(out, s, u"spec.api_server"_s);
    out << YAML::EndMap;
    out << YAML::Key << "ray_docker_image" << YAML::Value;
    emitString(out, s.rayImage);
    out << YAML::Key << "head_node" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "node_type" << YAML::Value;
    emitString(out, s.headNodeType);
    if (s.headPort)
        out << YAML::Key << "port" << YAML::Value << *s.headPort;
    emitCommands(out, "setup_commands", s.headSetupCommands);
    emitUnknown(out, s, u"spec.head_node"_s);
    out << YAML::EndMap;
    // Required by the CRD even when empty.
    out << YAML::Key << "worker_node" << YAML::Value << YAML::BeginMap;
    emitCommands(out, "setup_commands", s.workerSetupCommands);
    emitUnknown(out, s, u"spec.worker_node"_s);
    out << YAML::EndMap;

    out << YAML::Key << "common_node_config" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "vm_image" << YAML::Value;
    emitString(out, s.vmImage);
    out << YAML::Key << "storage_class" << YAML::Value;
    emitString(out, s.storageClass);
    out << YAML::Key << "vm_user" << YAML::Value;
    emitString(out, s.vmUser);
    out << YAML::Key << "vm_password_salt_hash" << YAML::Value;
    emitString(out, s.vmPasswordSaltHash);
    out << YAML::Key << "max_workers" << YAML::Value << s.maxWorkers;
    if (s.idleTimeoutMinutes)
        out << YAML::Key << "idle_timeout_minutes" << YAML::Value << *s.idleTimeoutMinutes;
    emitCommands(out, "setup_commands", s.setupCommands);
    emitCommands(out, "initialization_commands", s.initializationCommands);
    if (!s.network.isEmpty()) {
        out << YAML::Key << "network" << YAML::Value;
        emitJson(out, s.network);
    }
    out << YAML::Key << "available_node_types" << YAML::Value << YAML::BeginMap;
    for (const NodeTypeSpec &t : s.nodeTypes) {
        const QString path = u"spec.common_node_config.available_node_types."_s + t.name;
        out << YAML::Key << t.name.toStdString() << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "vm_class" << YAML::Value;
        emitString(out, t.vmClass);
        out << YAML::Key << "min_workers" << YAML::Value << t.minWorkers;
        out << YAML::Key << "max_workers" << YAML::Value << t.maxWorkers;
        if (t.cpu || t.memory || t.gpu) {
            out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
            if (t.cpu)
                out << YAML::Key << "cpu" << YAML::Value << *t.cpu;
            if (t.memory)
                out << YAML::Key << "memory" << YAML::Value << *t.memory;
            if (t.gpu)
                out << YAML::Key << "gpu" << YAML::Value << *t.gpu;
            emitUnknown(out, s, path + u".resources"_s);
            out << YAML::EndMap;
        }
        emitUnknown(out, s, path);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    emitUnknown(out, s, u"spec.common_node_config"_s);
    out << YAML::EndMap;

    if (!s.desiredWorkers.isEmpty()) {
        out << YAML::Key << "autoscaler_desired_workers" << YAML::Value << YAML::BeginMap;
        for (auto it = s.desiredWorkers.cbegin(); it != s.desiredWorkers.cend(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            emitString(out, it.value());
        }
        out << YAML::EndMap;
    }
    if (s.enableTls)
        out << YAML::Key << "enable_tls" << YAML::Value << *s.enableTls;
    if (!s.dockerAuthSecret.isEmpty()) {
        out << YAML::Key << "docker_config" << YAML::Value << YAML::BeginMap << YAML::Key
            << "auth_secret_name" << YAML::Value;
        emitString(out, s.dockerAuthSecret);
        emitUnknown(out, s, u"spec.docker_config"_s);
        out << YAML::EndMap;
    }
    emitUnknown(out, s, u"spec"_s);
    out << YAML::EndMap;
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QJsonObject toClusterObject(const ClusterSpec &spec)
{
    return toJson(YAML::Load(toClusterResource(spec).toStdString())).toObject();
}

} // namespace vmray::ray
