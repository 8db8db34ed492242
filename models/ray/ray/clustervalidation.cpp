// Validation of a cluster without a Supervisor: the CRD's required fields, the operator's
// webhook rules and what the operator needs; checkClusterResource's verdict on a file.
#include "clusterfields.h"
#include "clusterspec.h"
#include "clusteryaml.h"

#include <QSet>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

using namespace detail;

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

// Required of every cluster: required itself, and inside sections that are.
template<class Owner>
bool requiredOfEvery(std::span<const Field<Owner>> fields, const Field<Owner> &field)
{
    if (!field.required)
        return false;
    const auto parent = std::find_if(fields.begin(), fields.end(), [&](const Field<Owner> &f) {
        return f.path == field.parent();
    });
    return parent == fields.end() || requiredOfEvery(fields, *parent);
}

QString nodeTypesPath()
{
    const auto fields = clusterFields();
    return fromView(std::find_if(fields.begin(), fields.end(), [](const ClusterField &f) {
        return f.kind == Kind::NodeTypes;
    })->path);
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

    // The CRD's required text: absent, it reads as empty.
    for (const ClusterField &field : clusterFields()) {
        if (field.kind != Kind::Text || !requiredOfEvery(clusterFields(), field))
            continue;
        const QString &value = s.*std::get<QString ClusterSpec::*>(field.member);
        // A text the CRD takes empty, as Ray's vSphere provider sends it: the console asks for
        // it; the API server does not refuse the cluster without it.
        if (field.absent == Absent::FilledIn && verdict == Verdict::ApiServer) {
            if (value.isEmpty())
                add(fromView(field.path),
                    QCoreApplication::translate("ClusterSpec", field.emptyNote),
                    SpecProblem::Severity::Warning);
        } else {
            required(value, fromView(field.path));
        }
    }
    const QString common = u"spec.common_node_config"_s;
    const QString nodeTypes = nodeTypesPath();
    for (const NodeTypeSpec &t : s.nodeTypes) {
        for (const NodeTypeField &field : nodeTypeFields()) {
            if (field.kind == Kind::Text && requiredOfEvery(nodeTypeFields(), field))
                required(t.*std::get<QString NodeTypeSpec::*>(field.member),
                    nodeTypes + u'.' + t.name + u'.' + fromView(field.path));
        }
    }

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
                Text::tr("The minimum of workers (%1) is more than the maximum (%2).")
                    .arg(t.minWorkers)
                    .arg(t.maxWorkers));
        if (t.maxWorkers > s.maxWorkers)
            add(path + u".max_workers"_s,
                Text::tr("The maximum of workers (%1) is more than the cluster's maximum total "
                         "workers (%2).")
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
            Text::tr("The node types' minimums of workers add up to %1, more than the maximum "
                     "total workers (%2).")
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

    // Every user of the namespace can read the resource: a key there is a key given away. The
    // console never sends one (toClusterObject); the API server would take it, so --check-yaml
    // warns.
    const auto caSeverity =
        verdict == Verdict::Console ? SpecProblem::Severity::Error : SpecProblem::Severity::Warning;
    if (holdsPrivateKey(s.apiServerCaCert))
        add(u"spec.api_server.ca_cert"_s,
            Text::tr("This holds a private key. Only the CA's certificate belongs here, since "
                     "every user of the namespace can read the cluster: remove the key (if it "
                     "came from the connection's CA file, keep the key in a file of its own)."),
            caSeverity);
    else if (!s.apiServerCaCert.trimmed().isEmpty()
        && pemCertificatesOnly(s.apiServerCaCert).isEmpty())
        add(u"spec.api_server.ca_cert"_s,
            Text::tr("No PEM certificate here (-----BEGIN CERTIFICATE-----); only certificates "
                     "are sent."),
            caSeverity);
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
