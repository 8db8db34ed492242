// Reading the Ray dashboard's JSON (ray-dashboard-api notes §1–§3). Ray camel-cases keys
// recursively, sends 64-bit integers as strings and leaves out whatever it has not measured, so
// every field is read leniently: a value of the wrong type counts as absent.
#include "raydashboard.h"

#include "kube/kubeclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {

// Ray's own texts can be Python tracebacks; the user is shown the last line, which names the
// exception, and no more than this.
constexpr qsizetype maxServerMessageChars = 300;

std::optional<double> number(const QJsonValue &value)
{
    double d = std::numeric_limits<double>::quiet_NaN();
    if (value.isDouble()) {
        d = value.toDouble();
    } else if (value.isString()) {
        bool ok = false;
        d = value.toString().trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
    }
    if (!std::isfinite(d))
        return std::nullopt;
    return d;
}

std::optional<qint64> byteCount(const QJsonValue &value)
{
    const std::optional<double> d = number(value);
    if (!d || *d < 0 || *d > 9.0e18)
        return std::nullopt;
    return static_cast<qint64>(std::llround(*d));
}

std::optional<int> count(const QJsonValue &value)
{
    const std::optional<double> d = number(value);
    if (!d || *d < 0 || *d > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(std::llround(*d));
}

// A percentage; Ray's float noise (100.00000000000001) is forgiven, nonsense is not.
std::optional<double> percent(const QJsonValue &value)
{
    const std::optional<double> d = number(value);
    if (!d || *d < 0 || *d > 100.5)
        return std::nullopt;
    return std::min(*d, 100.0);
}

QString text(const QJsonValue &value)
{
    return value.isString() ? value.toString() : QString();
}

// Milliseconds since the epoch, as a number or a string; 0 means "not yet" (a running job's end).
QDateTime timeFromMs(const QJsonValue &value)
{
    const std::optional<double> ms = number(value);
    constexpr double year9999 = 253402300799999.0;
    if (!ms || *ms <= 0 || *ms > year9999)
        return {};
    return QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(*ms), Qt::UTC);
}

QString serverMessage(QString message)
{
    message = message.trimmed();
    const qsizetype lastBreak = message.lastIndexOf(u'\n');
    if (lastBreak >= 0)
        message = message.mid(lastBreak + 1).trimmed();
    for (QChar &c : message) {
        if (!c.isPrint())
            c = u' ';
    }
    if (message.size() > maxServerMessageChars)
        message = message.left(maxServerMessageChars - 1) + u'…';
    return message;
}

// What a plain-text or enveloped error body says. HTML pages (a proxy's error page) say nothing
// useful; a long traceback is read from its end, where the exception is named.
QString bodyMessage(const QByteArray &body)
{
    constexpr qsizetype wholeUpTo = 64 * 1024;
    const QByteArray trimmed = body.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith('<'))
        return {};
    if (trimmed.size() > wholeUpTo)
        return serverMessage(QString::fromUtf8(trimmed.right(4096)));
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed);
    if (doc.isObject())
        return serverMessage(text(doc.object().value("msg"_L1)));
    return serverMessage(QString::fromUtf8(trimmed));
}

// Why an answer was not read, filed under the context vmray::ray::RayDashboardParser.
constexpr PhraseKey tooLarge { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_N_NOOP("vmray::ray::RayDashboardParser",
        "The dashboard's answer is larger than %n MiB and was not read."),
    true };
constexpr PhraseKey emptyAnswer { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser", "The dashboard sent an empty answer.") };
constexpr PhraseKey notJson { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser",
        "The dashboard's answer is not valid JSON (%1 at byte %2).") };
constexpr PhraseKey notObject { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardParser", "The dashboard's answer is not a JSON object.") };
constexpr PhraseKey unnamedError { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser",
        "The dashboard reported an error without saying which.") };
constexpr PhraseKey reportedError { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser", "The dashboard reported an error: %1") };
constexpr PhraseKey noData { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser", "The dashboard's answer lacks its data.") };
constexpr PhraseKey noNodeList { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardParser", "The dashboard's answer has no node list.") };
constexpr PhraseKey jobsNotList { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardParser", "The dashboard's job list is not a list.") };
constexpr PhraseKey stopUnclear { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP("vmray::ray::RayDashboardParser",
        "The dashboard's answer does not say whether the job was stopped.") };
constexpr PhraseKey httpStatusOnly { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardParser", "The dashboard answered with HTTP status %1.") };
constexpr PhraseKey httpStatusWithMessage { "vmray::ray::RayDashboardParser",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayDashboardParser", "The dashboard answered with HTTP status %1: %2") };

struct Document
{
    QJsonDocument json;
    Phrase error;
};

Document readDocument(const QByteArray &body, qint64 maxBytes)
{
    if (maxBytes > 0 && body.size() > maxBytes) {
        const int mib = static_cast<int>((maxBytes + 1024 * 1024 - 1) / (1024 * 1024));
        return { {}, Phrase(tooLarge, mib) };
    }
    if (body.trimmed().isEmpty())
        return { {}, Phrase(emptyAnswer) };
    QJsonParseError error {};
    QJsonDocument json = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return { {}, Phrase(notJson, { error.errorString(), QString::number(error.offset) }) };
    return { std::move(json), {} };
}

// {"result": bool, "msg": text, "data": {...}}: the data, or why there is none.
QJsonObject envelopeData(const QJsonDocument &json, Phrase *error)
{
    const QJsonObject envelope = json.object();
    if (!json.isObject()) {
        *error = Phrase(notObject);
        return {};
    }
    if (envelope.value("result"_L1) == QJsonValue(false)) {
        const QString message = serverMessage(text(envelope.value("msg"_L1)));
        *error = message.isEmpty() ? Phrase(unnamedError) : Phrase(reportedError, { message });
        return {};
    }
    const QJsonValue data = envelope.value("data"_L1);
    if (!data.isObject()) {
        *error = Phrase(noData);
        return {};
    }
    return data.toObject();
}

QMap<QString, double> resourceMap(const QJsonValue &value)
{
    QMap<QString, double> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (const std::optional<double> amount = number(it.value()))
            out.insert(RayDashboardParser::canonicalResourceName(it.key()), *amount);
    }
    return out;
}

QMap<QString, int> countsByType(const QJsonValue &value)
{
    QMap<QString, int> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (const std::optional<int> n = count(it.value()))
            out.insert(it.key(), *n);
    }
    return out;
}

// [[{resource: amount}, count], ...]
QList<DashboardDemand> demands(const QJsonValue &value)
{
    QList<DashboardDemand> out;
    for (const QJsonValue &entry : value.toArray()) {
        const QJsonArray pair = entry.toArray();
        const std::optional<int> n = pair.size() >= 2 ? count(pair.at(1)) : std::nullopt;
        if (!pair.at(0).isObject() || !n)
            continue;
        out.append({ resourceMap(pair.at(0)), *n });
    }
    return out;
}

// Resources Ray makes for its own bookkeeping: one per node, per accelerator type and per
// placement group (CPU_group_<id>, camel-cased to CPUGroup<ID>).
bool isBookkeepingResource(const QString &name)
{
    static const QRegularExpression placementGroup(
        u"(?:_group_(?:\\d+_)?|Group)[0-9a-fA-F]{16,}$"_s);
    return name.startsWith("node:"_L1) || name.startsWith("accelerator_type:"_L1)
        || placementGroup.match(name).hasMatch();
}

int resourceRank(const QString &name)
{
    static const QStringList first { u"CPU"_s, u"GPU"_s, u"memory"_s, u"object_store_memory"_s };
    const qsizetype rank = first.indexOf(name);
    return rank < 0 ? static_cast<int>(first.size()) : static_cast<int>(rank);
}

DashboardGpu readGpu(const QJsonObject &gpu)
{
    DashboardGpu out;
    out.index = count(gpu.value("index"_L1)).value_or(-1);
    out.name = text(gpu.value("name"_L1));
    out.uuid = text(gpu.value("uuid"_L1));
    out.utilizationPercent = percent(gpu.value("utilizationGpu"_L1));
    out.memoryUsedMiB = number(gpu.value("memoryUsed"_L1));
    out.memoryTotalMiB = number(gpu.value("memoryTotal"_L1));
    return out;
}

DashboardNode readNode(const QJsonObject &node)
{
    const QJsonObject raylet = node.value("raylet"_L1).toObject();
    DashboardNode out;
    out.nodeId = text(raylet.value("nodeId"_L1));
    out.ip = text(raylet.value("nodeManagerAddress"_L1));
    if (out.ip.isEmpty())
        out.ip = text(node.value("ip"_L1));
    out.hostname = text(node.value("hostname"_L1));
    if (out.hostname.isEmpty())
        out.hostname = text(raylet.value("nodeManagerHostname"_L1));
    const QString state = text(raylet.value("state"_L1));
    out.state = state == "ALIVE"_L1 ? RayNodeState::Alive
        : state == "DEAD"_L1        ? RayNodeState::Dead
                                    : RayNodeState::Unknown;
    out.isHead = raylet.value("isHeadNode"_L1).toBool(false);
    // stateMessage sits in the raylet part, and on some versions beside it.
    out.stateMessage = serverMessage(text(raylet.value("stateMessage"_L1)));
    if (out.stateMessage.isEmpty())
        out.stateMessage = serverMessage(text(node.value("stateMessage"_L1)));
    out.startTime = timeFromMs(raylet.value("startTimeMs"_L1));
    out.endTime = timeFromMs(raylet.value("endTimeMs"_L1));

    out.cpuPercent = percent(node.value("cpu"_L1));
    out.logicalCpus = count(node.value("cpus"_L1).toArray().at(0));
    // mem: [total, available, percent, used]
    const QJsonArray mem = node.value("mem"_L1).toArray();
    out.memoryTotalBytes = byteCount(mem.at(0));
    out.memoryPercent = percent(mem.at(2));
    out.memoryUsedBytes = byteCount(mem.at(3));
    if (!out.memoryUsedBytes && out.memoryTotalBytes) {
        if (const std::optional<qint64> available = byteCount(mem.at(1));
            available && *available <= *out.memoryTotalBytes)
            out.memoryUsedBytes = *out.memoryTotalBytes - *available;
    }
    for (const QJsonValue &gpu : node.value("gpus"_L1).toArray()) {
        if (gpu.isObject())
            out.gpus.append(readGpu(gpu.toObject()));
    }
    const QJsonObject root = node.value("disk"_L1).toObject().value("/"_L1).toObject();
    const std::optional<qint64> diskTotal = byteCount(root.value("total"_L1));
    if (diskTotal && *diskTotal > 1) {
        out.diskTotalBytes = diskTotal;
        out.diskUsedBytes = byteCount(root.value("used"_L1));
        out.diskPercent = percent(root.value("percent"_L1));
    }
    out.logicalResources = resourceMap(raylet.value("resourcesTotal"_L1));
    return out;
}

DashboardJob readJob(const QJsonObject &job)
{
    DashboardJob out;
    const QString type = text(job.value("type"_L1));
    out.type = type == "SUBMISSION"_L1 ? RayJobType::Submission
        : type == "DRIVER"_L1          ? RayJobType::Driver
                                       : RayJobType::Unknown;
    out.submissionId = text(job.value("submission_id"_L1));
    out.jobId = text(job.value("job_id"_L1));
    out.status = RayDashboardParser::jobStatusFromString(text(job.value("status"_L1)));
    out.entrypoint = text(job.value("entrypoint"_L1));
    out.message = text(job.value("message"_L1));
    out.errorType = text(job.value("error_type"_L1));
    out.startTime = timeFromMs(job.value("start_time"_L1));
    out.endTime = timeFromMs(job.value("end_time"_L1));
    const QJsonValue exitCode = job.value("driver_exit_code"_L1);
    if (const std::optional<double> code = number(exitCode);
        code && exitCode.isDouble() && std::abs(*code) <= 1e6)
        out.driverExitCode = static_cast<int>(*code);
    out.driverNodeIp = text(job.value("driver_info"_L1).toObject().value("node_ip_address"_L1));
    return out;
}

} // namespace

// --- Typed values ------------------------------------------------------------------------------

int DashboardNode::gpuCount() const
{
    if (!gpus.isEmpty())
        return static_cast<int>(gpus.size());
    const double logical = logicalResources.value(u"GPU"_s, 0.0);
    return logical > 0 && logical < 1e6 ? static_cast<int>(std::ceil(logical)) : 0;
}

std::optional<double> DashboardNode::gpuUtilizationPercent() const
{
    double sum = 0;
    int reporting = 0;
    for (const DashboardGpu &gpu : gpus) {
        if (gpu.utilizationPercent) {
            sum += *gpu.utilizationPercent;
            ++reporting;
        }
    }
    return reporting > 0 ? std::optional(sum / reporting) : std::nullopt;
}

namespace {
std::optional<double> sumOf(
    const QList<DashboardGpu> &gpus, std::optional<double> DashboardGpu::*field)
{
    std::optional<double> sum;
    for (const DashboardGpu &gpu : gpus) {
        if (gpu.*field)
            sum = sum.value_or(0.0) + *(gpu.*field);
    }
    return sum;
}
} // namespace

std::optional<double> DashboardNode::gpuMemoryUsedMiB() const
{
    return sumOf(gpus, &DashboardGpu::memoryUsedMiB);
}

std::optional<double> DashboardNode::gpuMemoryTotalMiB() const
{
    return sumOf(gpus, &DashboardGpu::memoryTotalMiB);
}

std::optional<DashboardResource> DashboardClusterStatus::resource(const QString &name) const
{
    const QString canonical = RayDashboardParser::canonicalResourceName(name);
    for (const DashboardResource &r : usage) {
        if (r.name == canonical)
            return r;
    }
    return std::nullopt;
}

bool DashboardJob::isTerminal() const
{
    return status == RayJobStatus::Stopped || status == RayJobStatus::Succeeded
        || status == RayJobStatus::Failed;
}

bool DashboardJob::isStoppable() const
{
    return type == RayJobType::Submission && !submissionId.isEmpty()
        && (status == RayJobStatus::Pending || status == RayJobStatus::Running);
}

// --- Parsers -----------------------------------------------------------------------------------

qint64 RayDashboardParser::defaultMaxBytes()
{
    return kube::RequestPolicy::defaultMaxResponseBytes();
}

QString RayDashboardParser::canonicalResourceName(const QString &name)
{
    if (name == "objectStoreMemory"_L1)
        return u"object_store_memory"_s;
    if (name == "node:InternalHead"_L1)
        return u"node:__internal_head__"_s;
    if (name.startsWith("acceleratorType:"_L1))
        return "accelerator_type:"_L1 + name.mid(16);
    return name;
}

RayJobStatus RayDashboardParser::jobStatusFromString(const QString &status)
{
    if (status == "PENDING"_L1)
        return RayJobStatus::Pending;
    if (status == "RUNNING"_L1)
        return RayJobStatus::Running;
    if (status == "STOPPED"_L1)
        return RayJobStatus::Stopped;
    if (status == "SUCCEEDED"_L1)
        return RayJobStatus::Succeeded;
    if (status == "FAILED"_L1)
        return RayJobStatus::Failed;
    return RayJobStatus::Unknown;
}

DashboardParse<QList<DashboardNode>> RayDashboardParser::parseNodes(
    const QByteArray &body, qint64 maxBytes)
{
    DashboardParse<QList<DashboardNode>> out;
    const Document doc = readDocument(body, maxBytes);
    if (!doc.error.isEmpty()) {
        out.error = doc.error;
        return out;
    }
    const QJsonObject data = envelopeData(doc.json, &out.error);
    if (!out.ok())
        return out;
    const QJsonValue summary = data.value("summary"_L1);
    if (!summary.isArray()) {
        out.error = Phrase(noNodeList);
        return out;
    }
    for (const QJsonValue &entry : summary.toArray()) {
        if (!entry.isObject())
            continue;
        DashboardNode node = readNode(entry.toObject());
        if (node.nodeId.isEmpty() && node.ip.isEmpty())
            continue; // nothing to tell it by
        out.value.append(std::move(node));
    }
    return out;
}

DashboardParse<DashboardClusterStatus> RayDashboardParser::parseClusterStatus(
    const QByteArray &body, qint64 maxBytes)
{
    DashboardParse<DashboardClusterStatus> out;
    const Document doc = readDocument(body, maxBytes);
    if (!doc.error.isEmpty()) {
        out.error = doc.error;
        return out;
    }
    const QJsonObject data = envelopeData(doc.json, &out.error);
    if (!out.ok())
        return out;
    DashboardClusterStatus &status = out.value;
    status.autoscalerError = serverMessage(text(data.value("autoscalingError"_L1)));
    // Null under autoscaler v2 and before the v1 monitor's first report; text for format=1.
    const QJsonValue clusterStatus = data.value("clusterStatus"_L1);
    if (!clusterStatus.isObject())
        return out;
    const QJsonObject report = clusterStatus.toObject();
    status.autoscalerStatusAvailable = true;
    if (const std::optional<double> seconds = number(report.value("time"_L1));
        seconds && *seconds > 0 && *seconds < 253402300799.0)
        status.reportedAt =
            QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(*seconds * 1000), Qt::UTC);

    const QJsonObject load = report.value("loadMetricsReport"_L1).toObject();
    const QJsonObject usage = load.value("usage"_L1).toObject();
    for (auto it = usage.begin(); it != usage.end(); ++it) {
        const QString name = canonicalResourceName(it.key());
        const QJsonArray pair = it.value().toArray();
        const std::optional<double> used = number(pair.at(0));
        const std::optional<double> total = number(pair.at(1));
        if (isBookkeepingResource(name) || !used || !total)
            continue;
        status.usage.append({ name, *used, *total });
    }
    std::stable_sort(status.usage.begin(),
        status.usage.end(),
        [](const DashboardResource &a, const DashboardResource &b) {
            const int ra = resourceRank(a.name);
            const int rb = resourceRank(b.name);
            return ra != rb ? ra < rb : a.name < b.name;
        });
    status.pendingDemands = demands(load.value("resourceDemand"_L1));
    status.requestedResources = demands(load.value("requestDemand"_L1));
    for (const QJsonValue &entry : load.value("pgDemand"_L1).toArray())
        status.pendingPlacementGroups += count(entry.toArray().at(1)).value_or(0);

    const QJsonValue autoscaler = report.value("autoscalerReport"_L1);
    if (!autoscaler.isObject())
        return out;
    const QJsonObject a = autoscaler.toObject();
    status.autoscalerReportAvailable = true;
    status.activeNodes = countsByType(a.value("activeNodes"_L1));
    status.idleNodes = countsByType(a.value("idleNodes"_L1));
    status.pendingLaunches = countsByType(a.value("pendingLaunches"_L1));
    for (const QJsonValue &entry : a.value("pendingNodes"_L1).toArray()) {
        const QJsonArray node = entry.toArray();
        if (node.size() >= 2)
            status.pendingNodes.append({ text(node.at(0)), text(node.at(1)), text(node.at(2)) });
    }
    for (const QJsonValue &entry : a.value("failedNodes"_L1).toArray()) {
        const QJsonArray node = entry.toArray();
        if (node.size() >= 2)
            status.failedNodes.append({ text(node.at(0)), text(node.at(1)) });
    }
    return out;
}

DashboardParse<QList<DashboardJob>> RayDashboardParser::parseJobs(
    const QByteArray &body, qint64 maxBytes)
{
    DashboardParse<QList<DashboardJob>> out;
    const Document doc = readDocument(body, maxBytes);
    if (!doc.error.isEmpty()) {
        out.error = doc.error;
        return out;
    }
    if (!doc.json.isArray()) {
        // The job routes have no envelope, but an error from Ray's route wrapper has one.
        if (doc.json.isObject() && doc.json.object().value("result"_L1) == QJsonValue(false))
            envelopeData(doc.json, &out.error);
        else
            out.error = Phrase(jobsNotList);
        return out;
    }
    for (const QJsonValue &entry : doc.json.array()) {
        if (entry.isObject())
            out.value.append(readJob(entry.toObject()));
    }
    return out;
}

DashboardParse<DashboardStopReply> RayDashboardParser::parseStopReply(
    int httpStatus, const QByteArray &body)
{
    DashboardParse<DashboardStopReply> out;
    if (httpStatus < 200 || httpStatus > 299) {
        out.error = httpError(httpStatus, body);
        return out;
    }
    constexpr qint64 maxStopReplyBytes = 64 * 1024;
    const Document doc = readDocument(body, maxStopReplyBytes);
    if (!doc.error.isEmpty()) {
        out.error = doc.error;
        return out;
    }
    const QJsonValue stopped = doc.json.object().value("stopped"_L1);
    if (!stopped.isBool()) {
        out.error = Phrase(stopUnclear);
        return out;
    }
    out.value.stopped = stopped.toBool();
    return out;
}

Phrase RayDashboardParser::httpError(int httpStatus, const QByteArray &body)
{
    const QString message = bodyMessage(body);
    const QString status = QString::number(httpStatus);
    return message.isEmpty() ? Phrase(httpStatusOnly, { status })
                             : Phrase(httpStatusWithMessage, { status, message });
}

const QList<PhraseKey> &RayDashboardParser::phraseKeys()
{
    static const QList<PhraseKey> keys { tooLarge,
        emptyAnswer,
        notJson,
        notObject,
        unnamedError,
        reportedError,
        noData,
        noNodeList,
        jobsNotList,
        stopUnclear,
        httpStatusOnly,
        httpStatusWithMessage };
    return keys;
}

} // namespace vmray::ray
