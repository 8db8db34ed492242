// The `ray up` cluster config for Ray's vSphere provider, both ways: written from a ClusterSpec,
// and read by rewriting it into a VMRayCluster resource where the table of fields places each.
#include "clusterfields.h"
#include "clusterspec.h"
#include "clusteryaml.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

using namespace detail;

// Written in Ray's own layout rather than from the table of fields: a `ray up` config has its
// own order and sections, and always has the namespace, the CA certificate and each node type's
// resources, even empty.
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
        emitKey(out, t.name);
        out << YAML::Value << YAML::BeginMap;
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
// The sections of a `ray up` config whose keys are checked, in the order they are reported.
constexpr std::string_view rayUpSections[] = {
    "", "provider", "provider.vsphere_config", "auth", "docker"
};
// What a `ray up` config has that is read, but is no field of a VMRayCluster.
constexpr std::string_view rayUpOwnKeys[] = { "provider.type" };

// An absent section reads as an empty one (yaml-cpp throws on keys of an undefined node).
YAML::Node section(const YAML::Node &parent, const std::string &key)
{
    const YAML::Node n = parent[key];
    return n && n.IsMap() ? n : YAML::Node(YAML::NodeType::Map);
}

YAML::Node sectionAt(const YAML::Node &doc, std::string_view path)
{
    if (path.empty())
        return doc;
    const auto dot = path.find('.');
    if (dot == std::string_view::npos)
        return section(doc, std::string(path));
    return sectionAt(section(doc, std::string(path.substr(0, dot))), path.substr(dot + 1));
}

// The node at a `ray up` path; undefined when it is not there.
YAML::Node valueAt(const YAML::Node &doc, std::string_view path)
{
    const auto dot = path.rfind('.');
    if (dot == std::string_view::npos)
        return doc[std::string(path)];
    return sectionAt(doc, path.substr(0, dot))[std::string(path.substr(dot + 1))];
}

// The keys of a `ray up` section that a VMRayCluster has a place for.
std::vector<std::string> mappedKeys(std::string_view section)
{
    std::vector<std::string> keys;
    const auto add = [&](std::string_view path) {
        if (!section.empty()) {
            if (path.size() <= section.size() || path.substr(0, section.size()) != section
                || path[section.size()] != '.')
                return;
            path.remove_prefix(section.size() + 1);
        }
        keys.emplace_back(path.substr(0, path.find('.')));
    };
    for (const ClusterField &field : clusterFields()) {
        if (!field.rayUp.path.empty())
            add(field.rayUp.path);
    }
    for (const std::string_view path : rayUpOwnKeys)
        add(path);
    return keys;
}

// The fields inside `section` (a table path) taken from a `ray up` config, in the resource's
// shape. The values keep their places in the `ray up` text.
template<class Owner>
YAML::Node rewrite(
    std::span<const Field<Owner>> fields, std::string_view section, const YAML::Node &config)
{
    YAML::Node out(YAML::NodeType::Map);
    for (const Field<Owner> &field : fields) {
        if (field.parent() != section)
            continue;
        const std::string key(field.key());
        if (field.kind == Kind::Section) {
            const YAML::Node inner = rewrite(fields, field.path, config);
            if (field.required || inner.size() > 0)
                out[key] = inner;
            continue;
        }
        if (field.rayUp.path.empty())
            continue;
        const YAML::Node value = valueAt(config, field.rayUp.path);
        if (field.kind == Kind::NodeTypes) {
            YAML::Node types(YAML::NodeType::Map);
            const YAML::Node given =
                value && value.IsMap() ? value : YAML::Node(YAML::NodeType::Map);
            for (auto it = given.begin(); it != given.end(); ++it) {
                const YAML::Node from =
                    it->second.IsMap() ? it->second : YAML::Node(YAML::NodeType::Map);
                types[it->first] = rewrite(nodeTypeFields(), {}, from);
            }
            out[key] = types;
        } else if (field.kind == Kind::Resources) {
            if (value && value.IsMap() && value.size() > 0)
                out[key] = value;
        } else if (value
            && !(field.rayUp.emptyMeansNone && value.as<std::string>(std::string()).empty())) {
            out[key] = value;
        } else if (field.rayUp.whenAbsent) {
            out[key] = field.rayUp.whenAbsent;
        }
    }
    return out;
}

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
    // What a VMRayCluster has no place for is said, not silently lost.
    const auto reportUnmapped = [&notes](const YAML::Node &map,
                                    const QString &path,
                                    const std::vector<std::string> &mapped) {
        if (!map.IsMap())
            return;
        for (auto it = map.begin(); it != map.end(); ++it) {
            const std::string key = it->first.as<std::string>(std::string());
            if (std::find(mapped.begin(), mapped.end(), key) != mapped.end())
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
    for (const std::string_view path : rayUpSections)
        reportUnmapped(sectionAt(doc, path), fromView(path), mappedKeys(path));
    YAML::Node cr(YAML::NodeType::Map);
    cr["apiVersion"] = "vmray.broadcom.com/v1alpha1";
    cr["kind"] = "VMRayCluster";
    const YAML::Node fields = rewrite(clusterFields(), {}, doc);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        cr[it->first] = it->second;
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

} // namespace vmray::ray
