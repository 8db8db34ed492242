// The VMRayCluster resource both ways, YAML ↔ ClusterSpec, walking the table of the CRD's fields
// (clusterfields.cpp).
#include "clusterfields.h"
#include "clusterspec.h"
#include "clusteryaml.h"

#include <QRegularExpression>
#include <QSet>
#include <QSslCertificate>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

using namespace detail;

namespace {
using Handler = std::function<void(const YAML::Node &, const QString &)>;
using Handlers = QHash<QString, Handler>;

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

    // Walks a map: known keys go to their handler, others are kept as unknown fields. Returns
    // the keys it saw.
    QSet<QString> map(const YAML::Node &n,
        const QString &path,
        const Handlers &handlers,
        QList<UnknownField> &unknown)
    {
        QSet<QString> seen;
        if (n.IsNull())
            return seen;
        if (!n.IsMap()) {
            error(path, Text::tr("Expected a map of fields here."), n);
            return seen;
        }
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
            emitNode(text, it->second);
            unknown.append({ path, key, QByteArray(text.c_str()) });
            problem(SpecProblem::Severity::Warning,
                field,
                Text::tr("The VMRayCluster resource has no such field; the API server would drop "
                         "it. It is kept as written."),
                &it->first);
        }
        return seen;
    }

    QHash<QString, TextPosition> positions;

private:
    QList<SpecProblem> &m_problems;
};

template<class T, class Owner>
T &member(Owner &owner, const Field<Owner> &field)
{
    return owner.*std::get<T Owner::*>(field.member);
}

template<class T, class Owner>
const T &member(const Owner &owner, const Field<Owner> &field)
{
    return owner.*std::get<T Owner::*>(field.member);
}

QString joined(const QString &path, std::string_view key)
{
    return path.isEmpty() ? fromView(key) : path + u'.' + fromView(key);
}

// Reads a resource's fields into a spec, each as the table describes it.
class ResourceReader
{
public:
    explicit ResourceReader(ParsedSpec &result)
        : r(result.problems)
        , s(result.spec)
    {}

    // The handlers of the fields directly inside `section` (a table path).
    template<class Owner>
    Handlers handlers(std::span<const Field<Owner>> fields, std::string_view section, Owner &owner)
    {
        Handlers out;
        for (const Field<Owner> &field : fields) {
            if (field.parent() == section)
                out.insert(fromView(field.key()), handler(fields, field, owner));
        }
        return out;
    }

    // A required field that reading fills in is reported when the section lacks it.
    template<class Owner>
    void reportMissing(std::span<const Field<Owner>> fields,
        std::string_view section,
        const QSet<QString> &seen,
        const QString &path)
    {
        for (const Field<Owner> &field : fields) {
            if (field.parent() == section && field.absent == Absent::FilledIn
                && !seen.contains(fromView(field.key())))
                r.missingRequired(joined(path, field.key()),
                    QCoreApplication::translate("ClusterSpec", field.missingNote));
        }
    }

    Reader r;
    ClusterSpec &s;

private:
    template<class Owner>
    Handler handler(std::span<const Field<Owner>> fields, const Field<Owner> &field, Owner &owner)
    {
        switch (field.kind) {
        case Kind::Section:
            return [this, fields, &field, &owner](const YAML::Node &v, const QString &f) {
                const QSet<QString> seen =
                    r.map(v, f, handlers(fields, field.path, owner), s.unknownFields);
                // One written empty (null) or as something other than a map has no fields to
                // miss; a node type and the spec report theirs whatever they are.
                if (v.IsMap())
                    reportMissing(fields, field.path, seen, f);
            };
        case Kind::Resources:
            return [this, fields, &field, &owner](const YAML::Node &v, const QString &f) {
                readResources(v, f, handlers(fields, field.path, owner));
            };
        case Kind::Text:
            return [this, &target = member<QString>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                if (const auto x = r.string(v, f))
                    target = *x;
            };
        case Kind::Count:
            if (std::holds_alternative<int Owner::*>(field.member))
                return number(member<int>(owner, field));
            return number(member<std::optional<int>>(owner, field));
        case Kind::Bytes:
            return [this, &target = member<std::optional<qint64>>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                readBytes(v, f, target);
            };
        case Kind::Flag:
            return [this, &target = member<std::optional<bool>>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                if (const auto b = r.boolean(v, f))
                    target = *b;
            };
        case Kind::Commands:
            return [this, &target = member<QStringList>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                target = r.strings(v, f);
            };
        case Kind::Labels:
            return [this, &target = member<QMap<QString, QString>>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                readLabels(v, f, target);
            };
        case Kind::VmNames:
            return [this, &target = member<QMap<QString, QString>>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                readVmNames(v, f, target);
            };
        case Kind::Object:
            return [this, &target = member<QJsonObject>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                if (!v.IsMap()) {
                    r.error(f, Text::tr("Expected a map of fields here."), v);
                    return;
                }
                target = toJson(v).toObject();
            };
        case Kind::NodeTypes:
            return [this, &target = member<QList<NodeTypeSpec>>(owner, field)](
                       const YAML::Node &v, const QString &f) {
                readNodeTypes(v, f, target);
            };
        }
        return {};
    }

    template<class T>
    Handler number(T &target)
    {
        return [this, &target](const YAML::Node &v, const QString &f) {
            if (const auto i = r.smallInteger(v, f))
                target = *i;
        };
    }

    void readBytes(const YAML::Node &v, const QString &f, std::optional<qint64> &target)
    {
        const QString text = v.IsScalar() && v.Tag() != "!" ? qs(v.Scalar()) : QString();
        const auto bytes = quantityBytes(text);
        if (bytes && text.contains(QRegularExpression(u"[A-Za-z]"_s))) {
            target = *bytes;
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
            target = *i;
        }
    }

    void readResources(const YAML::Node &v, const QString &f, const Handlers &fields)
    {
        // Ray's own examples write CPU, Memory, GPU; the CRD keeps only lower case.
        if (!v.IsMap()) {
            r.map(v, f, fields, s.unknownFields);
            return;
        }
        YAML::Node lowered(YAML::NodeType::Map);
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString key = qs(it->first.as<std::string>(std::string()));
            const QString lower = key.toLower();
            if (key != lower && fields.contains(lower)) {
                r.problem(SpecProblem::Severity::Warning,
                    f + u'.' + key,
                    Text::tr("The CRD spells this key %2; %1 is read as %2.").arg(key, lower),
                    &it->first);
                lowered[lower.toStdString()] = it->second;
            } else {
                lowered[it->first] = it->second;
            }
        }
        r.map(lowered, f, fields, s.unknownFields);
    }

    void readLabels(const YAML::Node &v, const QString &f, QMap<QString, QString> &target)
    {
        if (!v.IsMap()) {
            r.error(f, Text::tr("Expected a map of labels."), v);
            return;
        }
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString key = qs(it->first.as<std::string>(std::string()));
            if (const auto value = r.string(it->second, f + u'.' + key))
                target.insert(key, *value);
        }
    }

    void readVmNames(const YAML::Node &v, const QString &f, QMap<QString, QString> &target)
    {
        if (!v.IsMap()) {
            r.error(f, Text::tr("Expected a map of VM names to node types."), v);
            return;
        }
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString vm = qs(it->first.as<std::string>(std::string()));
            if (it->first.Mark().line >= 0) // a bad name is reported where it stands
                r.positions.insert(
                    f + u'.' + vm, { it->first.Mark().line + 1, it->first.Mark().column + 1 });
            if (const auto t = r.string(it->second, f + u'.' + vm))
                target.insert(vm, *t);
        }
    }

    void readNodeTypes(const YAML::Node &v, const QString &f, QList<NodeTypeSpec> &target)
    {
        if (!v.IsMap()) {
            r.error(f, Text::tr("Expected a map of node types here."), v);
            return;
        }
        QSet<QString> seenTypes;
        for (auto it = v.begin(); it != v.end(); ++it) {
            NodeTypeSpec t;
            t.name = qs(it->first.as<std::string>(std::string()));
            const QString path = f + u'.' + t.name;
            if (seenTypes.contains(t.name)) {
                r.error(path, Text::tr("This node type is given twice."), it->first);
                continue;
            }
            seenTypes.insert(t.name);
            if (it->first.Mark().line >= 0) // where a field it lacks is reported
                r.positions.insert(
                    path, { it->first.Mark().line + 1, it->first.Mark().column + 1 });
            // A node type is there even when it is not a map: what it lacks is reported.
            const QSet<QString> seen =
                r.map(it->second, path, handlers(nodeTypeFields(), {}, t), s.unknownFields);
            reportMissing(nodeTypeFields(), {}, seen, path);
            target.append(t);
        }
    }
};
} // namespace

ParsedSpec detail::readResource(const YAML::Node &doc)
{
    ParsedSpec result;
    ResourceReader reader(result);
    Reader &r = reader.r;
    if (!doc.IsMap()) {
        r.problem(SpecProblem::Severity::Error,
            QString(),
            Text::tr("Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and "
                     "spec)."));
        return result;
    }
    ClusterSpec &s = result.spec;
    QString apiVersion;
    QString kind;
    std::optional<QSet<QString>> specFields; // what the spec has, once it is read
    const auto set = [&r](QString &target) {
        return [&r, &target](const YAML::Node &n, const QString &f) {
            if (const auto v = r.string(n, f))
                target = *v;
        };
    };
    Handlers top = reader.handlers(clusterFields(), {}, s);
    top.insert(u"apiVersion"_s, set(apiVersion));
    top.insert(u"kind"_s, set(kind));
    top.insert(u"spec"_s, [&](const YAML::Node &v, const QString &f) {
        specFields = r.map(v, f, reader.handlers(clusterFields(), "spec", s), s.unknownFields);
    });
    // What the server adds is not part of what one writes.
    top.insert(u"status"_s, [](const YAML::Node &, const QString &) {});
    r.map(doc, QString(), top, s.unknownFields);
    result.positions = r.positions;
    if (kind != u"VMRayCluster"_s || apiVersion != u"vmray.broadcom.com/v1alpha1"_s)
        r.problem(SpecProblem::Severity::Error,
            u"kind"_s,
            Text::tr("Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not "
                     "%1 %2.")
                .arg(apiVersion.isEmpty() ? Text::tr("(none)") : apiVersion,
                    kind.isEmpty() ? Text::tr("(none)") : kind));
    // The spec's missing fields come last, after the resource's other problems.
    if (!specFields)
        r.problem(SpecProblem::Severity::Error, u"spec"_s, Text::tr("The resource has no spec."));
    else
        reader.reportMissing(clusterFields(), "spec", *specFields, u"spec"_s);
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
        if (u.parentPath != path)
            continue;
        emitKey(out, u.key);
        out << YAML::Value;
        try {
            emitNode(out, YAML::Load(u.yaml.toStdString()));
        } catch (const YAML::Exception &) {
            // Not text emitNode wrote (it always reads back): kept, as a string.
            emitString(out, QString::fromUtf8(u.yaml));
        }
    }
}

template<class Owner>
bool hasValue(std::span<const Field<Owner>> fields, const Field<Owner> &field, const Owner &owner)
{
    switch (field.kind) {
    case Kind::Section:
    case Kind::Resources:
        return std::any_of(fields.begin(), fields.end(), [&](const Field<Owner> &inner) {
            return inner.parent() == field.path && hasValue(fields, inner, owner);
        });
    case Kind::Text:
        return !member<QString>(owner, field).isEmpty();
    case Kind::Count:
        return std::holds_alternative<int Owner::*>(field.member)
            || member<std::optional<int>>(owner, field).has_value();
    case Kind::Bytes:
        return member<std::optional<qint64>>(owner, field).has_value();
    case Kind::Flag:
        return member<std::optional<bool>>(owner, field).has_value();
    case Kind::Commands:
        return !member<QStringList>(owner, field).isEmpty();
    case Kind::Labels:
    case Kind::VmNames:
        return !member<QMap<QString, QString>>(owner, field).isEmpty();
    case Kind::Object:
        return !member<QJsonObject>(owner, field).isEmpty();
    case Kind::NodeTypes:
        return !member<QList<NodeTypeSpec>>(owner, field).isEmpty();
    }
    return false;
}

// Writes the fields directly inside `section` (a table path) that are required or have a
// value, in the table's order; `base` is the path of what the table's paths are relative to.
template<class Owner>
void emitFields(YAML::Emitter &out,
    const ClusterSpec &s,
    std::span<const Field<Owner>> fields,
    std::string_view section,
    const Owner &owner,
    const QString &base)
{
    for (const Field<Owner> &field : fields) {
        if (field.parent() != section || !(field.required || hasValue(fields, field, owner)))
            continue;
        out << YAML::Key << std::string(field.key()) << YAML::Value;
        switch (field.kind) {
        case Kind::Section:
        case Kind::Resources:
            out << YAML::BeginMap;
            emitFields(out, s, fields, field.path, owner, base);
            emitUnknown(out, s, joined(base, field.path));
            out << YAML::EndMap;
            break;
        case Kind::Text:
            emitString(out, member<QString>(owner, field));
            break;
        case Kind::Count:
            if (std::holds_alternative<int Owner::*>(field.member))
                out << member<int>(owner, field);
            else
                out << *member<std::optional<int>>(owner, field);
            break;
        case Kind::Bytes:
            out << *member<std::optional<qint64>>(owner, field);
            break;
        case Kind::Flag:
            out << *member<std::optional<bool>>(owner, field);
            break;
        case Kind::Commands:
            emitStrings(out, member<QStringList>(owner, field));
            break;
        case Kind::Labels:
        case Kind::VmNames: {
            const auto &map = member<QMap<QString, QString>>(owner, field);
            out << YAML::BeginMap;
            for (auto it = map.cbegin(); it != map.cend(); ++it) {
                emitKey(out, it.key());
                out << YAML::Value;
                emitString(out, it.value());
            }
            out << YAML::EndMap;
            break;
        }
        case Kind::Object:
            emitJson(out, member<QJsonObject>(owner, field));
            break;
        case Kind::NodeTypes:
            out << YAML::BeginMap;
            for (const NodeTypeSpec &t : member<QList<NodeTypeSpec>>(owner, field)) {
                const QString path = joined(base, field.path) + u'.' + t.name;
                emitKey(out, t.name);
                out << YAML::Value << YAML::BeginMap;
                emitFields(out, s, nodeTypeFields(), {}, t, path);
                emitUnknown(out, s, path);
                out << YAML::EndMap;
            }
            out << YAML::EndMap;
            break;
        }
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
    emitFields(out, s, clusterFields(), {}, s, QString());
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QString pemCertificatesOnly(const QString &text)
{
    QString pem;
    for (const QSslCertificate &certificate : QSslCertificate::fromData(text.toUtf8(), QSsl::Pem))
        pem += QString::fromLatin1(certificate.toPem());
    return pem;
}

bool holdsPrivateKey(const QString &text)
{
    // "-----BEGIN PRIVATE KEY-----", "-----BEGIN RSA PRIVATE KEY-----", "... ENCRYPTED ...".
    static const QRegularExpression keyBlock(u"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"_s);
    return keyBlock.match(text).hasMatch();
}

QJsonObject toClusterObject(const ClusterSpec &spec)
{
    ClusterSpec sent = spec;
    sent.apiServerCaCert = pemCertificatesOnly(spec.apiServerCaCert);
    return toJson(YAML::Load(toClusterResource(sent).toStdString())).toObject();
}

} // namespace vmray::ray
