// ClusterSpec itself and what its readers, writers and checks share: quantities, loading a
// document within limits, and YAML written so it reads back the same.
#include "clusterspec.h"
#include "clusteryaml.h"

#include "kube/yamllimits.h"

#include <QJsonArray>
#include <QtNumeric>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace detail {

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

std::optional<YAML::Node> loadDocument(const QByteArray &yaml, QList<SpecProblem> &problems)
{
    // etcd keeps objects of at most 1.5 MiB; a larger file cannot be a cluster resource, and
    // yaml-cpp would take seconds over some malformed input of that size.
    constexpr qsizetype largestObject = 3 * 512 * 1024;
    SpecProblem p;
    if (yaml.size() > largestObject) {
        p.message = Text::tr("The file is %L1 MB; Kubernetes stores objects of at most 1.5 MiB, so "
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

void emitKey(YAML::Emitter &out, const QString &key)
{
    // Each character escapes to ten at most (\UXXXXXXXX), quotes included this stays under 1,024.
    constexpr qsizetype longestImplicitKey = 100;
    if (key.size() > longestImplicitKey)
        out << YAML::LongKey;
    out << YAML::Key << key.toStdString();
}

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
            emitKey(out, it.key());
            out << YAML::Value;
            emitJson(out, it.value());
        }
        out << YAML::EndMap;
        break;
    }
    case QJsonValue::Array:
        out << YAML::BeginSeq;
        for (const QJsonValue item : v.toArray())
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

void emitNode(YAML::Emitter &out, const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map:
        out << YAML::BeginMap;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (it->first.IsScalar()) {
                emitKey(out, QString::fromStdString(it->first.Scalar()));
            } else {
                out << YAML::LongKey << YAML::Key;
                emitNode(out, it->first);
            }
            out << YAML::Value;
            emitNode(out, it->second);
        }
        out << YAML::EndMap;
        break;
    case YAML::NodeType::Sequence:
        out << YAML::BeginSeq;
        for (const YAML::Node &item : node)
            emitNode(out, item);
        out << YAML::EndSeq;
        break;
    case YAML::NodeType::Scalar:
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        out << node;
        break;
    }
}

void emitStrings(YAML::Emitter &out, const QStringList &strings)
{
    out << YAML::BeginSeq;
    for (const QString &c : strings)
        emitString(out, c);
    out << YAML::EndSeq;
}

void emitCommands(YAML::Emitter &out, const char *key, const QStringList &commands)
{
    if (commands.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value;
    emitStrings(out, commands);
}

} // namespace detail

using detail::quantityForm;

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

} // namespace vmray::ray
