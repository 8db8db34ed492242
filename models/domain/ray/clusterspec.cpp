#include "clusterspec.h"

#include "kube/yamllimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QtNumeric>

#include <yaml-cpp/yaml.h>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
// For lupdate: a translation context without a QObject.
struct ClusterSpecText
{
    Q_DECLARE_TR_FUNCTIONS(ClusterSpec)
};
using Text = ClusterSpecText;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

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

const QRegularExpression &quantityForm()
{
    static const QRegularExpression form(u"^([0-9]+)(Ki|Mi|Gi|Ti|K|M|G|T)?$"_s);
    return form;
}

QJsonValue toJson(const YAML::Node &n)
{
    switch (n.Type()) {
    case YAML::NodeType::Map: {
        QJsonObject o;
        for (auto it = n.begin(); it != n.end(); ++it)
            o.insert(qs(it->first.as<std::string>(std::string())), toJson(it->second));
        return o;
    }
    case YAML::NodeType::Sequence: {
        QJsonArray a;
        for (const YAML::Node &item : n)
            a.append(toJson(item));
        return a;
    }
    case YAML::NodeType::Scalar: {
        const QString s = qs(n.Scalar());
        if (n.Tag() == "!")
            return s; // quoted: text, whatever it looks like
        if (s == u"true"_s || s == u"false"_s)
            return s == u"true"_s;
        bool ok = false;
        const qint64 i = s.toLongLong(&ok);
        if (ok)
            return i;
        const double d = s.toDouble(&ok);
        if (ok)
            return d;
        return s;
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        break;
    }
    return QJsonValue::Null;
}

} // namespace

std::optional<qint64> quantityBytes(const QString &text)
{
    const auto m = quantityForm().match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    static const QHash<QString, qint64> factor { { u"Ki"_s, 1LL << 10 },
        { u"Mi"_s, 1LL << 20 },
        { u"Gi"_s, 1LL << 30 },
        { u"Ti"_s, 1LL << 40 },
        { u"K"_s, 1000LL },
        { u"M"_s, 1000LL * 1000 },
        { u"G"_s, 1000LL * 1000 * 1000 },
        { u"T"_s, 1000LL * 1000 * 1000 * 1000 } };
    bool ok = false;
    const qint64 n = m.captured(1).toLongLong(&ok);
    qint64 bytes = 0;
    if (!ok || qMulOverflow(n, factor.value(m.captured(2), 1), &bytes))
        return std::nullopt; // more bytes than a qint64 holds
    return bytes;
}

std::optional<qint64> quantityMillis(const QString &text)
{
    static const QRegularExpression form(u"^([0-9]+)(m)?$"_s);
    const auto m = form.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const qint64 n = m.captured(1).toLongLong(&ok);
    qint64 millis = 0;
    if (!ok || qMulOverflow(n, m.captured(2).isEmpty() ? qint64(1000) : qint64(1), &millis))
        return std::nullopt;
    return millis;
}

QString clusterCollectionPath(const QString &ns)
{
    return ns.isEmpty()
        ? u"/apis/vmray.broadcom.com/v1alpha1/vmrayclusters"_s
        : u"/apis/vmray.broadcom.com/v1alpha1/namespaces/%1/vmrayclusters"_s.arg(ns);
}

QJsonObject toClusterObject(const ClusterSpec &spec)
{
    return toJson(YAML::Load(toClusterResource(spec).toStdString())).toObject();
}

const NodeTypeSpec *ClusterSpec::nodeType(const QString &typeName) const
{
    for (const NodeTypeSpec &t : nodeTypes) {
        if (t.name == typeName)
            return &t;
    }
    return nullptr;
}

bool ParsedSpec::hasErrors() const
{
    return std::any_of(problems.cbegin(), problems.cend(), [](const SpecProblem &p) {
        return p.severity == SpecProblem::Severity::Error;
    });
}

namespace {
// The one place a file becomes a YAML document: refuses what cannot be a resource, reports syntax
// errors with their place.
std::optional<YAML::Node> loadDocument(const QByteArray &yaml, QList<SpecProblem> &problems)
{
    // etcd keeps objects of at most 1.5 MiB; a larger file cannot be a cluster resource, and
    // yaml-cpp would take seconds over some malformed input of that size.
    constexpr qsizetype largestObject = 3 * 512 * 1024;
    SpecProblem p;
    if (yaml.size() > largestObject) {
        p.message = Text::tr("The file has %1 MB; Kubernetes stores objects of at most 1.5 MiB, so "
                             "it cannot be a cluster resource. Is it the right file?")
                        .arg(double(yaml.size()) / 1e6, 0, 'f', 1);
        problems.append(p);
        return std::nullopt;
    }
    YamlLimits limits;
    limits.maxBytes = largestObject;
    const auto refuse = [&](const YamlRefusal &refusal) {
        p.message = refusal.message;
        p.line = refusal.line;
        p.column = refusal.column;
        problems.append(p);
        return std::nullopt;
    };
    if (const auto refusal = checkYamlText(yaml, limits))
        return refuse(*refusal);
    try {
        YAML::Node document = YAML::Load(yaml.toStdString());
        if (const auto refusal = checkYamlDocument(document, limits))
            return refuse(*refusal);
        return document;
    } catch (const YAML::Exception &e) {
        p.message = Text::tr("The YAML cannot be read: %1.").arg(qs(e.msg));
        p.line = e.mark.line + 1;
        p.column = e.mark.column + 1;
        problems.append(p);
        return std::nullopt;
    }
}

ParsedSpec readResource(const YAML::Node &doc)
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
} // namespace

ParsedSpec parseClusterResource(const QByteArray &yaml)
{
    ParsedSpec result;
    const std::optional<YAML::Node> doc = loadDocument(yaml, result.problems);
    return doc ? readResource(*doc) : result;
}

namespace {
void emitString(YAML::Emitter &out, const QString &s)
{
    // Text that YAML would read as a number, a boolean or null is quoted.
    static const QRegularExpression other(
        u"^([-+]?(\\.[0-9]+|[0-9][0-9_]*(\\.[0-9_]*)?)([eE][-+]?[0-9]+)?|0x[0-9a-f_]+|0o?[0-7_]+"
        "|[-+]?\\.(inf)|\\.nan|true|false|yes|no|y|n|on|off|null|~|)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (other.match(s).hasMatch())
        out << YAML::DoubleQuoted << s.toStdString();
    else
        out << s.toStdString();
}

void emitJson(YAML::Emitter &out, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Object: {
        out << YAML::BeginMap;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            emitJson(out, it.value());
        }
        out << YAML::EndMap;
        break;
    }
    case QJsonValue::Array:
        out << YAML::BeginSeq;
        for (const QJsonValue &item : v.toArray())
            emitJson(out, item);
        out << YAML::EndSeq;
        break;
    case QJsonValue::String:
        emitString(out, v.toString());
        break;
    case QJsonValue::Bool:
        out << v.toBool();
        break;
    case QJsonValue::Double:
        if (v.toDouble() == double(v.toInteger()))
            out << v.toInteger();
        else
            out << v.toDouble();
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out << YAML::Null;
        break;
    }
}

void emitCommands(YAML::Emitter &out, const char *key, const QStringList &commands)
{
    if (commands.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value << YAML::BeginSeq;
    for (const QString &c : commands)
        emitString(out, c);
    out << YAML::EndSeq;
}

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

QByteArray toRayUpConfig(const ClusterSpec &s)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "cluster_name" << YAML::Value;
    emitString(out, s.name);
    out << YAML::Key << "max_workers" << YAML::Value << s.maxWorkers;
    if (s.idleTimeoutMinutes)
        out << YAML::Key << "idle_timeout_minutes" << YAML::Value << *s.idleTimeoutMinutes;
    out << YAML::Key << "provider" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "type" << YAML::Value << "vsphere";
    out << YAML::Key << "vsphere_config" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "namespace" << YAML::Value;
    emitString(out, s.ns);
    out << YAML::Key << "api_server" << YAML::Value;
    emitString(out, s.apiServerLocation);
    out << YAML::Key << "ca_cert" << YAML::Value;
    emitString(out, s.apiServerCaCert);
    out << YAML::Key << "vm_image" << YAML::Value;
    emitString(out, s.vmImage);
    out << YAML::Key << "storage_class" << YAML::Value;
    emitString(out, s.storageClass);
    out << YAML::Key << "vm_password_salt_hash" << YAML::Value;
    emitString(out, s.vmPasswordSaltHash);
    if (s.enableTls)
        out << YAML::Key << "tls_enable" << YAML::Value << *s.enableTls;
    out << YAML::EndMap << YAML::EndMap;
    out << YAML::Key << "auth" << YAML::Value << YAML::BeginMap << YAML::Key << "ssh_user"
        << YAML::Value;
    emitString(out, s.vmUser);
    out << YAML::EndMap;
    out << YAML::Key << "docker" << YAML::Value << YAML::BeginMap << YAML::Key << "image"
        << YAML::Value;
    emitString(out, s.rayImage);
    out << YAML::EndMap;
    out << YAML::Key << "head_node_type" << YAML::Value;
    emitString(out, s.headNodeType);
    out << YAML::Key << "available_node_types" << YAML::Value << YAML::BeginMap;
    for (const NodeTypeSpec &t : s.nodeTypes) {
        out << YAML::Key << t.name.toStdString() << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "node_config" << YAML::Value << YAML::BeginMap << YAML::Key
            << "vm_class" << YAML::Value;
        emitString(out, t.vmClass);
        out << YAML::EndMap;
        out << YAML::Key << "min_workers" << YAML::Value << t.minWorkers;
        out << YAML::Key << "max_workers" << YAML::Value << t.maxWorkers;
        out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        if (t.cpu)
            out << YAML::Key << "cpu" << YAML::Value << *t.cpu;
        if (t.memory)
            out << YAML::Key << "memory" << YAML::Value << *t.memory;
        if (t.gpu)
            out << YAML::Key << "gpu" << YAML::Value << *t.gpu;
        out << YAML::EndMap;
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    emitCommands(out, "head_setup_commands", s.headSetupCommands);
    emitCommands(out, "worker_setup_commands", s.workerSetupCommands);
    emitCommands(out, "setup_commands", s.setupCommands);
    emitCommands(out, "initialization_commands", s.initializationCommands);
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

namespace {
ParsedSpec readRayUpConfig(const YAML::Node &doc)
{
    // Rewritten into the resource's shape and read by the same reader, so both forms are
    // checked by one set of rules. The values keep their places in the `ray up` text.
    ParsedSpec result;
    if (!doc.IsMap() || !doc["provider"].IsMap()) {
        SpecProblem p;
        p.message = Text::tr("Expected a `ray up` cluster config with a provider section.");
        result.problems.append(p);
        return result;
    }
    const YAML::Node provider = doc["provider"];
    QList<SpecProblem> notes;
    if (provider["type"].as<std::string>(std::string()) != "vsphere") {
        SpecProblem p;
        p.field = u"provider.type"_s;
        p.message = Text::tr("Expected provider type vsphere.");
        notes.append(p);
    }
    // An absent section reads as an empty one (yaml-cpp throws on keys of an undefined node).
    const auto section = [](const YAML::Node &parent, const char *key) {
        const YAML::Node n = parent[key];
        return n && n.IsMap() ? n : YAML::Node(YAML::NodeType::Map);
    };
    const YAML::Node vsphere = section(provider, "vsphere_config");
    // What a VMRayCluster has no place for is said, not silently lost.
    const auto reportUnmapped = [&notes](const YAML::Node &map,
                                    const QString &path,
                                    std::initializer_list<const char *> mapped) {
        if (!map.IsMap())
            return;
        for (auto it = map.begin(); it != map.end(); ++it) {
            const std::string key = it->first.as<std::string>(std::string());
            if (std::any_of(mapped.begin(), mapped.end(), [&](const char *m) {
                    return key == m;
                }))
                continue;
            SpecProblem p;
            p.severity = SpecProblem::Severity::Warning;
            p.field = path.isEmpty() ? qs(key) : path + u'.' + qs(key);
            p.message = Text::tr("A VMRayCluster has no place for this `ray up` field; it is not "
                                 "carried over.");
            p.line = it->first.Mark().line + 1;
            p.column = it->first.Mark().column + 1;
            notes.append(p);
        }
    };
    reportUnmapped(doc,
        {},
        { "cluster_name",
            "max_workers",
            "idle_timeout_minutes",
            "provider",
            "auth",
            "docker",
            "head_node_type",
            "available_node_types",
            "head_setup_commands",
            "worker_setup_commands",
            "setup_commands",
            "initialization_commands" });
    reportUnmapped(provider, u"provider"_s, { "type", "vsphere_config" });
    reportUnmapped(vsphere,
        u"provider.vsphere_config"_s,
        { "namespace",
            "api_server",
            "ca_cert",
            "vm_image",
            "storage_class",
            "vm_password_salt_hash",
            "tls_enable" });
    reportUnmapped(section(doc, "auth"), u"auth"_s, { "ssh_user" });
    reportUnmapped(section(doc, "docker"), u"docker"_s, { "image" });
    YAML::Node cr(YAML::NodeType::Map);
    cr["apiVersion"] = "vmray.broadcom.com/v1alpha1";
    cr["kind"] = "VMRayCluster";
    YAML::Node meta(YAML::NodeType::Map);
    if (doc["cluster_name"])
        meta["name"] = doc["cluster_name"];
    if (vsphere["namespace"])
        meta["namespace"] = vsphere["namespace"];
    cr["metadata"] = meta;
    YAML::Node spec(YAML::NodeType::Map);
    YAML::Node api(YAML::NodeType::Map);
    if (vsphere["api_server"])
        api["location"] = vsphere["api_server"];
    if (vsphere["ca_cert"] && !vsphere["ca_cert"].as<std::string>(std::string()).empty())
        api["ca_cert"] = vsphere["ca_cert"];
    spec["api_server"] = api;
    if (section(doc, "docker")["image"])
        spec["ray_docker_image"] = section(doc, "docker")["image"];
    YAML::Node head(YAML::NodeType::Map);
    if (doc["head_node_type"])
        head["node_type"] = doc["head_node_type"];
    if (doc["head_setup_commands"])
        head["setup_commands"] = doc["head_setup_commands"];
    spec["head_node"] = head;
    YAML::Node worker(YAML::NodeType::Map);
    if (doc["worker_setup_commands"])
        worker["setup_commands"] = doc["worker_setup_commands"];
    spec["worker_node"] = worker;
    YAML::Node common(YAML::NodeType::Map);
    for (const char *key : { "vm_image", "storage_class", "vm_password_salt_hash" }) {
        if (vsphere[key])
            common[key] = vsphere[key];
    }
    // What Ray's vSphere provider sends when the config has none (cluster_operator_client.py).
    if (!common["vm_password_salt_hash"])
        common["vm_password_salt_hash"] = "";
    if (section(doc, "auth")["ssh_user"])
        common["vm_user"] = section(doc, "auth")["ssh_user"];
    for (const char *key :
        { "max_workers", "idle_timeout_minutes", "setup_commands", "initialization_commands" }) {
        if (doc[key])
            common[key] = doc[key];
    }
    YAML::Node types(YAML::NodeType::Map);
    const YAML::Node nodeTypes = section(doc, "available_node_types");
    for (auto it = nodeTypes.begin(); it != nodeTypes.end(); ++it) {
        YAML::Node type(YAML::NodeType::Map);
        const YAML::Node from = it->second.IsMap() ? it->second : YAML::Node(YAML::NodeType::Map);
        const YAML::Node nodeConfig = section(from, "node_config");
        type["vm_class"] =
            nodeConfig["vm_class"] ? nodeConfig["vm_class"] : YAML::Node(std::string());
        // Ray's defaults where the config has none.
        type["min_workers"] = from["min_workers"] ? from["min_workers"] : YAML::Node(0);
        type["max_workers"] = from["max_workers"] ? from["max_workers"] : YAML::Node(2);
        if (from["resources"] && from["resources"].IsMap() && from["resources"].size() > 0)
            type["resources"] = from["resources"];
        types[it->first] = type;
    }
    common["available_node_types"] = types;
    spec["common_node_config"] = common;
    if (vsphere["tls_enable"])
        spec["enable_tls"] = vsphere["tls_enable"];
    cr["spec"] = spec;
    result = readResource(cr);
    // The rewritten keys have no place in the text; their values do.
    for (SpecProblem &p : result.problems) {
        if (p.line > 0 && !result.positions.contains(p.field))
            p.line = p.column = 0;
    }
    result.problems.erase(std::remove_if(result.problems.begin(),
                              result.problems.end(),
                              [](const SpecProblem &p) {
                                  return p.field == u"spec.worker_node"_s;
                              }),
        result.problems.end());
    result.problems = notes + result.problems;
    return result;
}

} // namespace

namespace {
ParsedSpec readRayUpConfigSafely(const YAML::Node &doc)
{
    try {
        return readRayUpConfig(doc);
    } catch (const YAML::Exception &e) {
        ParsedSpec result;
        SpecProblem p;
        p.message = Text::tr("The `ray up` config cannot be read: %1.").arg(qs(e.msg));
        result.problems.append(p);
        return result;
    }
}
} // namespace

ParsedSpec parseRayUpConfig(const QByteArray &yaml)
{
    ParsedSpec result;
    const std::optional<YAML::Node> doc = loadDocument(yaml, result.problems);
    if (!doc)
        return result;
    ParsedSpec parsed = readRayUpConfigSafely(*doc);
    parsed.fromRayUp = true;
    return parsed;
}

ParsedSpec parseClusterYaml(const QByteArray &yaml)
{
    ParsedSpec result;
    const std::optional<YAML::Node> doc = loadDocument(yaml, result.problems);
    if (!doc)
        return result;
    const bool rayUp = doc->IsMap() && (*doc)["provider"] && !(*doc)["kind"];
    ParsedSpec parsed = rayUp ? readRayUpConfigSafely(*doc) : readResource(*doc);
    parsed.fromRayUp = rayUp;
    return parsed;
}

namespace {
// github.com/distribution/reference v0.5.0 ReferenceRegexp, anchored.
const QRegularExpression &imageReference()
{
    static const QString domainComponent = u"(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])"_s;
    static const QString domain = u"(?:%1(?:\\.%1)*(?::[0-9]+)?)"_s.arg(domainComponent);
    static const QString pathComponent = u"[a-z0-9]+(?:(?:[._]|__|[-]*)[a-z0-9]+)*"_s;
    static const QString name = u"(?:%1/)?%2(?:/%2)*"_s.arg(domain, pathComponent);
    static const QString tag = u"[\\w][\\w.-]{0,127}"_s;
    static const QString digest =
        u"[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9A-Fa-f]{32,}"_s;
    static const QRegularExpression re(u"^%1(?::%2)?(?:@%3)?$"_s.arg(name, tag, digest));
    return re;
}
} // namespace

QList<SpecProblem> validateCluster(
    const ClusterSpec &s, const QHash<QString, TextPosition> &positions, Verdict verdict)
{
    QList<SpecProblem> problems;
    const auto add = [&](const QString &field,
                         const QString &message,
                         SpecProblem::Severity severity = SpecProblem::Severity::Error) {
        SpecProblem p;
        p.severity = severity;
        p.field = field;
        p.message = message;
        // The field's own place, or the nearest parent's.
        QString at = field;
        while (!at.isEmpty() && !positions.contains(at))
            at = at.contains(u'.') ? at.left(at.lastIndexOf(u'.')) : QString();
        const TextPosition pos = positions.value(at);
        p.line = pos.line;
        p.column = pos.column;
        problems.append(p);
    };
    const auto required = [&](const QString &value, const QString &field) {
        if (value.trimmed().isEmpty())
            add(field, Text::tr("Required."));
    };

    // The CRD's required fields.
    required(s.name, u"metadata.name"_s);
    required(s.apiServerLocation, u"spec.api_server.location"_s);
    required(s.rayImage, u"spec.ray_docker_image"_s);
    required(s.headNodeType, u"spec.head_node.node_type"_s);
    const QString common = u"spec.common_node_config"_s;
    required(s.vmImage, common + u".vm_image"_s);
    required(s.storageClass, common + u".storage_class"_s);
    required(s.vmUser, common + u".vm_user"_s);
    // The CRD takes an empty hash, and Ray's vSphere provider writes one when a `ray up` config
    // has none: the VMs' user then has no password. The console asks for one; the API server
    // does not refuse the cluster without it.
    if (verdict == Verdict::Console)
        required(s.vmPasswordSaltHash, common + u".vm_password_salt_hash"_s);
    else if (s.vmPasswordSaltHash.isEmpty())
        add(common + u".vm_password_salt_hash"_s,
            Text::tr("Empty: the VMs' user gets no password (log in with the SSH key)."),
            SpecProblem::Severity::Warning);
    for (const NodeTypeSpec &t : s.nodeTypes)
        required(t.vmClass, common + u".available_node_types."_s + t.name + u".vm_class"_s);

    // Webhook rule 1: the name.
    static const QRegularExpression dns1035(u"^[a-z]([-a-z0-9]*[a-z0-9])?$"_s);
    if (!s.name.isEmpty() && !dns1035.match(s.name).hasMatch())
        add(u"metadata.name"_s,
            Text::tr("Use lower-case letters, digits and dashes, starting with a letter and ending "
                     "with a letter or digit (DNS-1035), e.g. ray-dev."));
    else if (s.name.size() > 49)
        // The head VM is named <cluster>-h-<nounce> (up to 8 characters) and must stay a valid
        // DNS label of at most 63.
        add(u"metadata.name"_s,
            Text::tr("At most 49 characters, so the head VM's name stays within 63."));

    // Rules 2–5: the node types and their bounds.
    if (s.nodeTypes.isEmpty())
        add(common + u".available_node_types"_s, Text::tr("Define at least one node type."));
    qint64 minimumSum = 0;
    for (const NodeTypeSpec &t : s.nodeTypes) {
        const QString path = common + u".available_node_types."_s + t.name;
        minimumSum += t.minWorkers;
        if (t.minWorkers > t.maxWorkers)
            add(path + u".min_workers"_s,
                Text::tr("min_workers (%1) is more than max_workers (%2).")
                    .arg(t.minWorkers)
                    .arg(t.maxWorkers));
        if (t.maxWorkers > s.maxWorkers)
            add(path + u".max_workers"_s,
                Text::tr("max_workers (%1) is more than the cluster's max_workers (%2).")
                    .arg(t.maxWorkers)
                    .arg(s.maxWorkers));
        if (t.cpu && *t.cpu > 255)
            add(path + u".resources.cpu"_s, Text::tr("At most 255."));
        if (t.gpu && *t.gpu > 255)
            add(path + u".resources.gpu"_s, Text::tr("At most 255."));
    }
    if (!s.headNodeType.isEmpty() && !s.nodeTypes.isEmpty() && !s.nodeType(s.headNodeType))
        add(u"spec.head_node.node_type"_s,
            Text::tr("%1 is not one of the node types (%2).").arg(s.headNodeType, [&] {
                QStringList names;
                for (const NodeTypeSpec &t : s.nodeTypes)
                    names << t.name;
                return names.join(u", "_s);
            }()));
    if (minimumSum > s.maxWorkers)
        add(common + u".max_workers"_s,
            Text::tr("The node types' min_workers add up to %1, more than max_workers (%2).")
                .arg(minimumSum)
                .arg(s.maxWorkers));

    // Rule 6: the Ray image reference.
    if (!s.rayImage.isEmpty() && !imageReference().match(s.rayImage).hasMatch())
        add(u"spec.ray_docker_image"_s,
            Text::tr("Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or "
                     "registry.example.com:5000/team/ray:latest-gpu."));

    // Rule 7: VM names the autoscaler wants.
    static const QRegularExpression vmName(
        u"^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\\-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\\-]*[A-Za-z0-9])$"_s);
    for (auto it = s.desiredWorkers.cbegin(); it != s.desiredWorkers.cend(); ++it) {
        if (!vmName.match(it.key()).hasMatch())
            add(u"spec.autoscaler_desired_workers."_s + it.key(), Text::tr("Not a valid VM name."));
    }

    // What cloud-init needs: a crypt(3) hash, not a password.
    static const QRegularExpression sha512Crypt(u"^\\$6\\$[^$]+\\$[./0-9A-Za-z]+$"_s);
    if (!s.vmPasswordSaltHash.isEmpty() && !sha512Crypt.match(s.vmPasswordSaltHash).hasMatch())
        add(common + u".vm_password_salt_hash"_s,
            Text::tr("Expected a SHA-512 crypt hash ($6$salt$hash), not a password."));
    if (s.headPort && (*s.headPort < 1 || *s.headPort > 65535))
        add(u"spec.head_node.port"_s, Text::tr("A port from 1 to 65535."));
    return problems;
}

QList<SpecProblem> checkClusterResource(const QByteArray &yaml)
{
    const ParsedSpec parsed = parseClusterYaml(yaml);
    QList<SpecProblem> problems = parsed.problems;
    // Validation on top of a text that could not be read would only repeat its problem.
    const bool unreadable =
        std::any_of(problems.cbegin(), problems.cend(), [](const SpecProblem &p) {
            return p.severity == SpecProblem::Severity::Error && p.field.isEmpty();
        });
    if (!unreadable)
        problems += validateCluster(parsed.spec, parsed.positions, Verdict::ApiServer);
    for (SpecProblem &p : problems) {
        // The API server's verdict: it refuses what reading would fill in.
        if (p.requiredByCrd) {
            p.severity = SpecProblem::Severity::Error;
            p.message = Text::tr("The CRD requires this field; the API server refuses the "
                                 "resource without it. (Opening the file in the cluster wizard "
                                 "or converting it with --to-cr fills it in.)");
        }
        // A missing field is shown where the mapping that lacks it stands (the document's start
        // for a top-level field).
        QString at = p.field;
        while (p.line == 0 && !at.isEmpty()) {
            at = at.contains(u'.') ? at.left(at.lastIndexOf(u'.')) : QString();
            const auto it = parsed.positions.constFind(at);
            if (it != parsed.positions.cend()) {
                p.line = it->line;
                p.column = it->column;
            }
        }
        if (p.line == 0 && !p.field.isEmpty()) {
            p.line = 1;
            p.column = 1;
        }
    }
    // A field that is missing is reported once, as missing.
    QSet<QString> missing;
    for (const SpecProblem &p : std::as_const(problems)) {
        if (p.requiredByCrd)
            missing.insert(p.field);
    }
    problems.removeIf([&missing](const SpecProblem &p) {
        return !p.requiredByCrd && missing.contains(p.field);
    });
    std::stable_sort(
        problems.begin(), problems.end(), [](const SpecProblem &a, const SpecProblem &b) {
            return a.line < b.line;
        });
    return problems;
}

} // namespace vmray::ray
