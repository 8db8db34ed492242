// The table of the VMRayCluster CRD's fields (config/crd/bases/vmray.broadcom.com_vmrayclusters
// of the operator; supervisor-api.md §3.3): a new field of the CRD is added here.
#include "clusterfields.h"

#include <QCoreApplication>

namespace vmray::ray::detail {

namespace {
using S = ClusterSpec;
using N = NodeTypeSpec;

constexpr ClusterField cluster[] = {
    { .path = "metadata", .kind = Kind::Section, .required = true },
    { .path = "metadata.name",
        .required = true,
        .member = &S::name,
        .rayUp = { .path = "cluster_name" } },
    { .path = "metadata.namespace",
        .member = &S::ns,
        .rayUp = { .path = "provider.vsphere_config.namespace" } },
    { .path = "metadata.labels", .kind = Kind::Labels, .member = &S::labels },
    { .path = "spec", .kind = Kind::Section, .required = true },
    { .path = "spec.api_server", .kind = Kind::Section, .required = true },
    { .path = "spec.api_server.location",
        .required = true,
        .member = &S::apiServerLocation,
        .rayUp = { .path = "provider.vsphere_config.api_server" } },
    { .path = "spec.api_server.ca_cert",
        .member = &S::apiServerCaCert,
        .rayUp = { .path = "provider.vsphere_config.ca_cert", .emptyMeansNone = true } },
    { .path = "spec.ray_docker_image",
        .required = true,
        .member = &S::rayImage,
        .rayUp = { .path = "docker.image" } },
    { .path = "spec.head_node", .kind = Kind::Section, .required = true },
    { .path = "spec.head_node.node_type",
        .required = true,
        .member = &S::headNodeType,
        .rayUp = { .path = "head_node_type" } },
    { .path = "spec.head_node.port", .kind = Kind::Count, .member = &S::headPort },
    { .path = "spec.head_node.setup_commands",
        .kind = Kind::Commands,
        .member = &S::headSetupCommands,
        .rayUp = { .path = "head_setup_commands" } },
    { .path = "spec.worker_node",
        .kind = Kind::Section,
        .required = true,
        .absent = Absent::FilledIn,
        .missingNote = QT_TRANSLATE_NOOP("ClusterSpec",
            "The CRD requires worker_node (Ray's client and the README sample omit it); "
            "worker_node: {} is written.") },
    { .path = "spec.worker_node.setup_commands",
        .kind = Kind::Commands,
        .member = &S::workerSetupCommands,
        .rayUp = { .path = "worker_setup_commands" } },
    { .path = "spec.common_node_config", .kind = Kind::Section, .required = true },
    { .path = "spec.common_node_config.vm_image",
        .required = true,
        .member = &S::vmImage,
        .rayUp = { .path = "provider.vsphere_config.vm_image" } },
    { .path = "spec.common_node_config.storage_class",
        .required = true,
        .member = &S::storageClass,
        .rayUp = { .path = "provider.vsphere_config.storage_class" } },
    { .path = "spec.common_node_config.vm_user",
        .required = true,
        .member = &S::vmUser,
        .rayUp = { .path = "auth.ssh_user" } },
    // The one required text the CRD takes empty; Ray's vSphere provider sends it empty when a
    // `ray up` config has none (cluster_operator_client.py), and the VMs' user has no password.
    { .path = "spec.common_node_config.vm_password_salt_hash",
        .required = true,
        .member = &S::vmPasswordSaltHash,
        .absent = Absent::FilledIn,
        .missingNote = QT_TRANSLATE_NOOP("ClusterSpec",
            "The CRD requires vm_password_salt_hash; an empty one is written, so the VMs' user "
            "has no password."),
        .emptyNote = QT_TRANSLATE_NOOP(
            "ClusterSpec", "Empty: the VMs' user gets no password (log in with the SSH key)."),
        .rayUp = { .path = "provider.vsphere_config.vm_password_salt_hash", .whenAbsent = "" } },
    // Required by the CRD, but not reported when absent: it reads as 0, which validation
    // judges against the node types' minimums.
    { .path = "spec.common_node_config.max_workers",
        .kind = Kind::Count,
        .required = true,
        .member = &S::maxWorkers,
        .rayUp = { .path = "max_workers" } },
    { .path = "spec.common_node_config.idle_timeout_minutes",
        .kind = Kind::Count,
        .member = &S::idleTimeoutMinutes,
        .rayUp = { .path = "idle_timeout_minutes" } },
    { .path = "spec.common_node_config.setup_commands",
        .kind = Kind::Commands,
        .member = &S::setupCommands,
        .rayUp = { .path = "setup_commands" } },
    { .path = "spec.common_node_config.initialization_commands",
        .kind = Kind::Commands,
        .member = &S::initializationCommands,
        .rayUp = { .path = "initialization_commands" } },
    // VM Operator's VirtualMachineNetworkSpec, kept as given.
    { .path = "spec.common_node_config.network", .kind = Kind::Object, .member = &S::network },
    { .path = "spec.common_node_config.available_node_types",
        .kind = Kind::NodeTypes,
        .required = true,
        .member = &S::nodeTypes,
        .rayUp = { .path = "available_node_types" } },
    // Written by the autoscaler only.
    { .path = "spec.autoscaler_desired_workers",
        .kind = Kind::VmNames,
        .member = &S::desiredWorkers },
    { .path = "spec.enable_tls",
        .kind = Kind::Flag,
        .member = &S::enableTls,
        .rayUp = { .path = "provider.vsphere_config.tls_enable" } },
    { .path = "spec.docker_config", .kind = Kind::Section },
    { .path = "spec.docker_config.auth_secret_name",
        .required = true,
        .member = &S::dockerAuthSecret },
};

// Each entry of available_node_types; in a `ray up` config, under the same name there.
constexpr NodeTypeField nodeType[] = {
    { .path = "vm_class",
        .required = true,
        .member = &N::vmClass,
        .rayUp = { .path = "node_config.vm_class", .whenAbsent = "" } },
    { .path = "min_workers",
        .kind = Kind::Count,
        .required = true,
        .member = &N::minWorkers,
        .absent = Absent::FilledIn,
        .missingNote = QT_TRANSLATE_NOOP(
            "ClusterSpec", "The CRD requires min_workers on every node type; 0 is written."),
        .rayUp = { .path = "min_workers", .whenAbsent = "0" } },
    { .path = "max_workers",
        .kind = Kind::Count,
        .required = true,
        .member = &N::maxWorkers,
        .absent = Absent::FilledIn,
        .missingNote = QT_TRANSLATE_NOOP(
            "ClusterSpec", "The CRD requires max_workers on every node type; 0 is written."),
        .rayUp = { .path = "max_workers", .whenAbsent = "2" } },
    // Carried over from a `ray up` config whole, when it has any.
    { .path = "resources", .kind = Kind::Resources, .rayUp = { .path = "resources" } },
    { .path = "resources.cpu", .kind = Kind::Count, .member = &N::cpu },
    { .path = "resources.memory", .kind = Kind::Bytes, .member = &N::memory },
    { .path = "resources.gpu", .kind = Kind::Count, .member = &N::gpu },
};
} // namespace

std::span<const ClusterField> clusterFields()
{
    return cluster;
}

std::span<const NodeTypeField> nodeTypeFields()
{
    return nodeType;
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace vmray::ray::detail
