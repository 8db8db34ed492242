// The `ray up` cluster config for Ray's vSphere provider, both ways: written from a ClusterSpec,
// and read by rewriting it into a VMRayCluster resource.
#include "clusterspec.h"
#include "clusteryaml.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

using namespace detail;

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

} // namespace vmray::ray
