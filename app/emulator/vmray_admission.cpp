#include "vmray_admission.h"

#include "linear_regex.h"

namespace emu {

namespace {

// github.com/distribution/reference v0.5.0 ReferenceRegexp, anchored.
const std::regex &referenceRegexp()
{
    static const std::string alnum = "[a-z0-9]+";
    static const std::string separator = "(?:[._]|__|[-]+)";
    static const std::string pathComponent = alnum + "(?:" + separator + alnum + ")*";
    static const std::string domainComponent =
        "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
    static const std::string host =
        "(?:" + domainComponent + "(?:\\." + domainComponent + ")*|\\[(?:[a-fA-F0-9:]+)\\])";
    static const std::string domainAndPort = host + "(?::[0-9]+)?";
    static const std::string tag = "[\\w][\\w.-]{0,127}";
    static const std::string digest =
        "[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}";
    static const std::regex re = linearRegex("^((?:" + domainAndPort + "/)?" + pathComponent
        + "(?:/" + pathComponent + ")*)(?::(" + tag + "))?(?:@(" + digest + "))?$");
    return re;
}

FieldCause invalid(const std::string &field, const std::string &value, const std::string &detail)
{
    return { "FieldValueInvalid", "Invalid value: \"" + value + "\": " + detail, field };
}

int64_t intOr(const Json &obj, const char *key, int64_t fallback)
{
    auto it = obj.find(key);
    return it != obj.end() && it->is_number_integer() ? it->get<int64_t>() : fallback;
}

std::string causeText(const FieldCause &c)
{
    return c.field + ": " + c.message;
}

std::string joinCauses(const std::vector<FieldCause> &causes)
{
    if (causes.size() == 1)
        return causeText(causes[0]);
    std::string out = "[";
    for (size_t i = 0; i < causes.size(); ++i)
        out += (i ? ", " : "") + causeText(causes[i]);
    return out + "]";
}

Json causesJson(const std::vector<FieldCause> &causes)
{
    Json arr = Json::array();
    for (const FieldCause &c : causes)
        arr.push_back({ { "reason", c.reason }, { "message", c.message }, { "field", c.field } });
    return arr;
}

// The webhook decodes into Go types first; values those types cannot hold never reach the rules.
void checkGoTypes(const Json &object)
{
    const auto fail = [](const std::string &field, const Json &value, const char *goType) {
        throw StatusError(400,
            "BadRequest",
            "admission webhook \"vvmraycluster.kb.io\" denied the request: json: "
            "cannot unmarshal number "
                + value.dump() + " into Go struct field " + field + " of type " + goType);
    };
    const auto checkUint =
        [&](const Json *v, const std::string &field, int64_t max, const char *goType) {
            if (v && v->is_number_integer() && (v->get<int64_t>() < 0 || v->get<int64_t>() > max))
                fail(field, *v, goType);
        };
    constexpr int64_t uintMax = std::numeric_limits<int64_t>::max();
    checkUint(findPath(object, { "spec", "common_node_config", "max_workers" }),
        "CommonNodeConfig.spec.common_node_config.max_workers",
        uintMax,
        "uint");
    checkUint(findPath(object, { "spec", "common_node_config", "idle_timeout_minutes" }),
        "CommonNodeConfig.spec.common_node_config.idle_timeout_minutes",
        uintMax,
        "uint");
    checkUint(findPath(object, { "spec", "head_node", "port" }),
        "HeadNodeConfig.spec.head_node.port",
        uintMax,
        "uint");
    if (const Json *types =
            findPath(object, { "spec", "common_node_config", "available_node_types" });
        types && types->is_object()) {
        for (const auto &[name, t] : types->items()) {
            if (!t.is_object())
                continue;
            const std::string base = "NodeType.spec.common_node_config.available_node_types.";
            checkUint(findPath(t, { "min_workers" }), base + "min_workers", uintMax, "uint");
            checkUint(findPath(t, { "max_workers" }), base + "max_workers", uintMax, "uint");
            checkUint(findPath(t, { "resources", "cpu" }), base + "resources.cpu", 255, "uint8");
            checkUint(findPath(t, { "resources", "gpu" }), base + "resources.gpu", 255, "uint8");
            checkUint(
                findPath(t, { "resources", "memory" }), base + "resources.memory", uintMax, "uint");
        }
    }
}

thread_local bool strictFieldValidation = false;

} // namespace

VmrayAdmission::StrictScope::StrictScope(bool strict)
{
    strictFieldValidation = strict;
}

VmrayAdmission::StrictScope::~StrictScope()
{
    strictFieldValidation = false;
}

VmrayAdmission::VmrayAdmission()
    : m_schema(StructuralSchema::fromCrdYaml(vmrayClusterCrdYaml(), "v1alpha1"))
{}

std::vector<FieldCause> VmrayAdmission::webhookCauses(const Json &object)
{
    std::vector<FieldCause> causes;
    static const std::regex nameRe = linearRegex("^[a-z]([-a-z0-9]*[a-z0-9])?$");
    const std::string name = stringAt(object, { "metadata", "name" });
    if (!std::regex_match(name, nameRe))
        causes.push_back(invalid("metadata.name",
            name,
            "a cluster name must start with a lower case letter and consist "
            "of lower case alphanumeric characters or '-'"));

    const Json *common = findPath(object, { "spec", "common_node_config" });
    const Json *types = common ? findPath(*common, { "available_node_types" }) : nullptr;
    const bool haveTypes = types && types->is_object() && !types->empty();
    const int64_t clusterMax = common ? intOr(*common, "max_workers", 0) : 0;

    // Rules 2-4 are one function in the webhook that reports only its first finding.
    std::optional<FieldCause> nodeTypeCause;
    if (haveTypes) {
        for (const auto &[typeName, t] :
            types->items()) { // sorted: a stable pick of Go's map order
            const int64_t min = intOr(t, "min_workers", 0);
            const int64_t max = intOr(t, "max_workers", 0);
            const std::string field = "spec.common_node_config.node_types." + typeName;
            if (min > max) {
                nodeTypeCause = invalid(field,
                    "min_workers/max_workers",
                    "min_workers of node type " + typeName + " must not exceed its max_workers");
                break;
            }
            if (max > clusterMax) {
                nodeTypeCause = invalid(field,
                    "max_workers",
                    "max_workers of node type " + typeName
                        + " must not exceed common_node_config.max_workers");
                break;
            }
        }
        const std::string headType = stringAt(object, { "spec", "head_node", "node_type" });
        if (!nodeTypeCause && !types->contains(headType))
            nodeTypeCause = invalid("spec.head_node",
                "node_type",
                "head_node.node_type must name one of "
                "common_node_config.available_node_types");
        if (!nodeTypeCause) {
            int64_t sum = 0;
            for (const auto &[typeName, t] : types->items())
                sum += intOr(t, "min_workers", 0);
            if (sum > clusterMax)
                nodeTypeCause = invalid("spec.common_node_config",
                    "min_workers",
                    "the sum of min_workers of all node types must not "
                    "exceed common_node_config.max_workers");
        }
    } else {
        nodeTypeCause = invalid("spec.head_node",
            "node_type",
            "head_node.node_type must name one of "
            "common_node_config.available_node_types");
    }
    if (nodeTypeCause)
        causes.push_back(*nodeTypeCause);
    if (!haveTypes)
        causes.push_back(invalid("spec.common_node_config",
            "node_types",
            "at least one node type must be defined in "
            "common_node_config.available_node_types"));

    const std::string image = stringAt(object, { "spec", "ray_docker_image" });
    if (!std::regex_match(image, referenceRegexp()))
        causes.push_back(invalid(
            "spec.image", image, "ray_docker_image must be a valid container image reference"));

    if (const Json *desired = findPath(object, { "spec", "autoscaler_desired_workers" });
        desired && desired->is_object()) {
        static const std::regex workerRe = linearRegex(
            R"(^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\-]*[a-zA-Z0-9])\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\-]*[A-Za-z0-9])$)");
        for (const auto &[worker, type] : desired->items()) {
            if (!std::regex_match(worker, workerRe)) {
                causes.push_back(invalid("spec.autoscaler_desired_workers",
                    "name",
                    "worker name " + worker + " is not a valid host name"));
                break;
            }
        }
    }
    return causes;
}

void VmrayAdmission::operator()(AdmissionOp, Json &object, const Json *) const
{
    const std::string name = stringAt(object, { "metadata", "name" });
    std::vector<std::string> pruned;
    const std::vector<FieldCause> schemaCauses = m_schema.apply(object, &pruned);
    if (strictFieldValidation && !pruned.empty()) {
        std::string fields;
        for (const std::string &p : pruned)
            fields += (fields.empty() ? "" : ", ") + std::string("unknown field \"") + p + "\"";
        throw StatusError(400,
            "BadRequest",
            "VMRayCluster in version \"v1alpha1\" cannot be handled as a VMRayCluster: "
            "strict decoding error: "
                + fields);
    }
    if (!schemaCauses.empty()) {
        throw StatusError(422,
            "Invalid",
            "VMRayCluster.vmray.broadcom.com \"" + name
                + "\" is invalid: " + joinCauses(schemaCauses),
            { { "name", name },
                { "group", "vmray.broadcom.com" },
                { "kind", "VMRayCluster" },
                { "causes", causesJson(schemaCauses) } });
    }
    checkGoTypes(object);
    const std::vector<FieldCause> causes = webhookCauses(object);
    if (!causes.empty()) {
        throw StatusError(422,
            "Invalid",
            "admission webhook \"vvmraycluster.kb.io\" denied the request: "
            "RayCluster.ray.io \""
                + name + "\" is invalid: " + joinCauses(causes),
            { { "name", name },
                { "group", "ray.io" },
                { "kind", "RayCluster" },
                { "causes", causesJson(causes) } });
    }
}

} // namespace emu
