// A Ray dashboard's answer as the console decodes it: the body of /nodes?view=summary,
// /api/cluster_status, /api/jobs/ and a stop's answer, and an error answer's message. A dashboard
// is any address on the load-balancer network, so every value read must stay in its range.
#include "fuzzsupport.h"

#include "ray/raydashboard.h"

#include <cmath>

using namespace vmray::ray;

namespace {

void checkPercent(const std::optional<double> &value, const char *what)
{
    if (value)
        fuzz::check(std::isfinite(*value) && *value >= 0 && *value <= 100, what);
}

void checkNonNegative(const std::optional<qint64> &value, const char *what)
{
    if (value)
        fuzz::check(*value >= 0, what);
}

void checkNodes(const QByteArray &body, qint64 maxBytes)
{
    const DashboardParse<QList<DashboardNode>> parsed =
        RayDashboardParser::parseNodes(body, maxBytes);
    fuzz::check(parsed.ok() || parsed.value.isEmpty(), "a refused node list has no nodes");
    for (const DashboardNode &node : parsed.value) {
        checkPercent(node.cpuPercent, "a node's CPU is a percentage");
        checkPercent(node.memoryPercent, "a node's memory is a percentage");
        checkPercent(node.diskPercent, "a node's disk is a percentage");
        checkPercent(node.gpuUtilizationPercent(), "a node's GPU is a percentage");
        checkNonNegative(node.memoryUsedBytes, "memory in use is not negative");
        checkNonNegative(node.memoryTotalBytes, "memory in all is not negative");
        checkNonNegative(node.diskUsedBytes, "disk in use is not negative");
        checkNonNegative(node.diskTotalBytes, "disk in all is not negative");
        if (node.logicalCpus)
            fuzz::check(*node.logicalCpus >= 0, "a CPU count is not negative");
        fuzz::check(node.gpuCount() >= 0, "a GPU count is not negative");
        for (const DashboardGpu &gpu : node.gpus)
            checkPercent(gpu.utilizationPercent, "a GPU's use is a percentage");
        if (const std::optional<double> used = node.gpuMemoryUsedMiB())
            fuzz::check(std::isfinite(*used), "GPU memory in use is a number");
        if (const std::optional<double> total = node.gpuMemoryTotalMiB())
            fuzz::check(std::isfinite(*total), "GPU memory in all is a number");
        for (const double amount : node.logicalResources)
            fuzz::check(std::isfinite(amount), "a logical resource is a number");
        if (node.endTime.isValid())
            (void)node.startTime.msecsTo(node.endTime);
    }
}

void checkClusterStatus(const QByteArray &body, qint64 maxBytes)
{
    const DashboardParse<DashboardClusterStatus> parsed =
        RayDashboardParser::parseClusterStatus(body, maxBytes);
    const DashboardClusterStatus &status = parsed.value;
    if (!status.autoscalerStatusAvailable)
        fuzz::check(status.usage.isEmpty() && status.pendingDemands.isEmpty(),
            "no structured status has no figures");
    for (const DashboardResource &r : status.usage)
        fuzz::check(std::isfinite(r.used) && std::isfinite(r.total), "resource use is a number");
    for (const QList<DashboardDemand> *demands :
        { &status.pendingDemands, &status.requestedResources }) {
        for (const DashboardDemand &d : *demands) {
            fuzz::check(d.count >= 0, "a demand's count is not negative");
            for (const double amount : d.resources)
                fuzz::check(std::isfinite(amount), "a demand asks for a number");
        }
    }
    fuzz::check(status.pendingPlacementGroups >= 0, "placement groups are not negative");
    (void)status.resource(QStringLiteral("CPU"));
}

void checkJobs(const QByteArray &body, qint64 maxBytes)
{
    const DashboardParse<QList<DashboardJob>> parsed =
        RayDashboardParser::parseJobs(body, maxBytes);
    fuzz::check(parsed.ok() || parsed.value.isEmpty(), "a refused job list has no jobs");
    for (const DashboardJob &job : parsed.value) {
        (void)job.id();
        if (job.isStoppable())
            fuzz::check(!job.isTerminal(), "an ended job cannot be stopped");
        if (job.startTime.isValid() && job.endTime.isValid())
            (void)job.startTime.msecsTo(job.endTime);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body = fuzz::rawBytes(data, size);
    // The user's limit, and one the body may exceed: it is refused unread.
    const qint64 limits[] = { RayDashboardParser::defaultMaxBytes(), qint64(size / 2) };
    for (const qint64 maxBytes : limits) {
        checkNodes(body, maxBytes);
        checkClusterStatus(body, maxBytes);
        checkJobs(body, maxBytes);
    }
    for (const int status : { 200, 400, 404, 500, 503 }) {
        const DashboardParse<DashboardStopReply> stop =
            RayDashboardParser::parseStopReply(status, body);
        if (status != 200)
            fuzz::check(!stop.ok(), "an error answer does not stop a job");
        fuzz::check(!RayDashboardParser::httpError(status, body).isEmpty() || status == 200,
            "an error answer says why");
    }
    return 0;
}
