// What the Ray dashboard (port 8265) reports, as typed values: nodes, the autoscaler's cluster
// status and jobs, read from the JSON of Ray 2.44.1 and 2.9.x by pure parsers.
#pragma once

#include "kube/phrase.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace vmray::ray {

enum class RayNodeState { Alive, Dead, Unknown };

struct DashboardGpu
{
    int index = -1;
    QString name;
    QString uuid;
    std::optional<double> utilizationPercent; // null while NVML has no reading
    std::optional<double> memoryUsedMiB;
    std::optional<double> memoryTotalMiB;
};

// One element of /nodes?view=summary. Fields the dashboard did not send are empty: a dead node,
// or one whose agent has not reported yet, has only its raylet part.
struct DashboardNode
{
    QString nodeId; // 56 hex characters
    QString ip;
    QString hostname; // the pod's name when Ray runs in a pod
    RayNodeState state = RayNodeState::Unknown;
    bool isHead = false;
    QString stateMessage; // why a dead node died, when Ray says
    QDateTime startTime;
    QDateTime endTime; // invalid while alive

    std::optional<double> cpuPercent; // whole machine (or cgroup), 0–100
    std::optional<int> logicalCpus;
    std::optional<qint64> memoryUsedBytes;
    std::optional<qint64> memoryTotalBytes;
    std::optional<double> memoryPercent;
    // The GPUs the node's agent sees; empty when it has none or cannot read them.
    QList<DashboardGpu> gpus;
    // The root file system; empty for Ray's placeholder in pods (a total of one byte).
    std::optional<qint64> diskUsedBytes;
    std::optional<qint64> diskTotalBytes;
    std::optional<double> diskPercent;
    // raylet.resourcesTotal by canonical resource name (CPU, GPU, memory, object_store_memory, …).
    QMap<QString, double> logicalResources;

    bool hasPhysicalStats() const { return cpuPercent.has_value() || memoryTotalBytes.has_value(); }
    // The GPUs seen, or else the GPUs Ray schedules on (a node without NVML still has them).
    int gpuCount() const;
    // Over the GPUs that report it; empty when none does.
    std::optional<double> gpuUtilizationPercent() const;
    std::optional<double> gpuMemoryUsedMiB() const;
    std::optional<double> gpuMemoryTotalMiB() const;
};

struct DashboardResource
{
    QString name; // canonical: CPU, GPU, memory, object_store_memory, or a custom resource
    double used = 0;
    double total = 0; // memory and object_store_memory in bytes
};

// Tasks, actors or requests waiting for resources: `count` of the shape `resources`.
struct DashboardDemand
{
    QMap<QString, double> resources;
    int count = 0;
};

struct DashboardPendingNode
{
    QString ip; // may be empty while the node is being launched
    QString nodeType;
    QString status; // the autoscaler's word, e.g. "setting-up"
};

struct DashboardFailedNode
{
    QString ip;
    QString nodeType;
};

// GET /api/cluster_status: what the (v1) autoscaler last reported.
struct DashboardClusterStatus
{
    // False when the dashboard has no structured status: autoscaler v2 (which reports only
    // text) or a monitor that has not reported yet. Everything below is empty then.
    bool autoscalerStatusAvailable = false;
    QString autoscalerError; // the autoscaler's last error, if any
    QDateTime reportedAt;
    // Cluster totals and use of logical resources, CPU, GPU, memory, object_store_memory first;
    // per-node, accelerator-type and placement-group resources are left out.
    QList<DashboardResource> usage;
    QList<DashboardDemand> pendingDemands; // tasks and actors waiting (resourceDemand)
    QList<DashboardDemand> requestedResources; // from ray.autoscaler.request_resources()
    int pendingPlacementGroups = 0;
    // The autoscaler's report, absent until it has load metrics.
    bool autoscalerReportAvailable = false;
    QMap<QString, int> activeNodes; // by node type
    QMap<QString, int> idleNodes;
    QMap<QString, int> pendingLaunches;
    QList<DashboardPendingNode> pendingNodes;
    QList<DashboardFailedNode> failedNodes;

    std::optional<DashboardResource> resource(const QString &name) const;
};

enum class RayJobStatus { Pending, Running, Stopped, Succeeded, Failed, Unknown };
enum class RayJobType { Submission, Driver, Unknown };

struct DashboardJob
{
    RayJobType type = RayJobType::Unknown;
    QString submissionId; // empty for a driver job
    QString jobId; // empty while a submission is pending
    RayJobStatus status = RayJobStatus::Unknown;
    QString entrypoint;
    QString message;
    QString errorType;
    QDateTime startTime;
    QDateTime endTime; // invalid while running
    std::optional<int> driverExitCode; // Ray 2.10 and later
    QString driverNodeIp;

    // The id the stop call takes: the submission id, else the job id.
    QString id() const { return submissionId.isEmpty() ? jobId : submissionId; }
    bool isTerminal() const;
    // Only submitted jobs that have not ended can be stopped.
    bool isStoppable() const;
    bool operator==(const DashboardJob &) const = default;
};

struct DashboardStopReply
{
    bool stopped = false; // false: the job had already ended
};

// A parsed value, or why there is none.
template<typename T>
struct DashboardParse
{
    T value {};
    Phrase error;

    bool ok() const { return error.isEmpty(); }
};

// Pure functions from a response body to typed values. Each tolerates missing fields and fields
// of the wrong type (they read as absent), refuses a body larger than `maxBytes`, and never
// throws.
class RayDashboardParser
{
public:
    // The user's response limit (kube::RequestPolicy's), shared with the Kubernetes client.
    static qint64 defaultMaxBytes();

    // GET /nodes?view=summary
    static DashboardParse<QList<DashboardNode>> parseNodes(
        const QByteArray &body, qint64 maxBytes = defaultMaxBytes());
    // GET /api/cluster_status (format 0)
    static DashboardParse<DashboardClusterStatus> parseClusterStatus(
        const QByteArray &body, qint64 maxBytes = defaultMaxBytes());
    // GET /api/jobs/
    static DashboardParse<QList<DashboardJob>> parseJobs(
        const QByteArray &body, qint64 maxBytes = defaultMaxBytes());
    // POST /api/jobs/<id>/stop: the status and body of the answer. Refusals come as plain text.
    static DashboardParse<DashboardStopReply> parseStopReply(
        int httpStatus, const QByteArray &body);

    // Why a non-2xx answer is not a result, with the dashboard's own message when it gave one.
    static Phrase httpError(int httpStatus, const QByteArray &body);
    // Every code of the parser's reasons (a stopped job's task may keep one).
    static const QList<PhraseKey> &phraseKeys();
    // The name Ray gives a resource before the dashboard camel-cases it ("objectStoreMemory" →
    // "object_store_memory", "node:InternalHead" → "node:__internal_head__").
    static QString canonicalResourceName(const QString &name);
    static RayJobStatus jobStatusFromString(const QString &status);
};

} // namespace vmray::ray
