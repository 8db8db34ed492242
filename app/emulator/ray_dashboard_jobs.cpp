// Jobs on a simulated Ray cluster: a submission every few simulated minutes that waits, runs and
// ends (succeeded, failed, or stopped on request), plus one interactive driver that keeps running.
#include "ray_dashboard_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace emu {

namespace {

constexpr double submissionInterval = 75; // simulated seconds between submissions
constexpr int historyBeforeBirth = 3; // submissions that ended before the dashboard came up
constexpr int listedSubmissions = 6;

const char *const entrypoints[] = {
    "python train.py --epochs 10",
    "python etl.py --date 2026-01-01",
    "python tune_search.py --trials 32",
    "python batch_inference.py --input s3://datasets/images",
    "python evaluate.py --checkpoint latest",
};
const char *const owners[] = { "alice", "bob", "carol", "dave" };

std::string jobIdOf(uint64_t n)
{
    // A JobID is four little-endian bytes in hex: job 2 is "02000000".
    char text[9];
    std::snprintf(text,
        sizeof text,
        "%02x%02x%02x%02x",
        static_cast<unsigned>(n & 255),
        static_cast<unsigned>((n >> 8) & 255),
        static_cast<unsigned>((n >> 16) & 255),
        static_cast<unsigned>((n >> 24) & 255));
    return text;
}

std::string submissionIdOf(const std::string &uid, long index)
{
    static const char *const alphabet =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    uint64_t h = stableHash(uid + "/job/" + std::to_string(index));
    std::string id = "raysubmit_";
    for (int i = 0; i < 16; ++i) {
        id += alphabet[h % 62];
        h = h / 62 + stableHash(id) * (i % 2);
    }
    return id;
}

struct Submission
{
    long index;
    std::string id;
    double submitted;
    double started; // leaves PENDING
    double ends; // would end by itself
    bool fails;
    uint64_t hash;
};

Submission submission(const RayClusterView &view, const RayClusterMemory &memory, long index)
{
    Submission s;
    s.index = index;
    s.id = submissionIdOf(view.uid, index);
    s.hash = stableHash(s.id);
    s.submitted = memory.bornSimulated + static_cast<double>(index) * submissionInterval;
    s.started = s.submitted + 3 + static_cast<double>(s.hash % 5);
    s.ends = s.started + 20 + static_cast<double>((s.hash >> 8) % 50);
    s.fails = (s.hash >> 16) % 4 == 0;
    return s;
}

Json nullable(const std::string &text)
{
    return text.empty() ? Json(nullptr) : Json(text);
}

} // namespace

std::vector<Json> rayJobs(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    double simulated)
{
    std::vector<Json> jobs;
    const RayNode *head = view.head();
    const std::string headIp = head ? head->ip : std::string();
    const std::string headId = head ? head->nodeId : std::string();
    const long last =
        static_cast<long>(std::floor((simulated - memory.bornSimulated) / submissionInterval));
    const long first =
        std::max<long>(memory.hasPast ? -historyBeforeBirth : 0, last - listedSubmissions + 1);
    for (long i = first; i <= last; ++i) {
        const Submission s = submission(view, memory, i);
        if (s.submitted > simulated)
            continue;
        const auto stop = memory.stoppedJobs.find(s.id);
        const bool stopped = stop != memory.stoppedJobs.end() && stop->second < s.ends;
        const double endsAt = stopped ? stop->second : s.ends;
        const bool started = (stopped ? stop->second : simulated) >= s.started;
        const bool over = stopped || simulated >= s.ends;
        std::string status = "PENDING";
        std::string message = "Job has not started yet. It may be waiting for resources "
                              "(CPUs, GPUs, memory, custom resources) to become available.";
        Json exitCode = nullptr;
        if (stopped) {
            status = "STOPPED";
            message = "Job was intentionally stopped.";
        } else if (over && s.fails) {
            status = "FAILED";
            message = "Job entrypoint command failed with exit code 1, last available logs "
                      "(truncated to 20,000 chars):\nValueError: loss is NaN at step 1200";
            exitCode = 1;
        } else if (over) {
            status = "SUCCEEDED";
            message = "Job finished successfully.";
            exitCode = 0;
        } else if (started) {
            status = "RUNNING";
            message = "Job is currently running.";
        }
        const std::string jobId = started ? jobIdOf(static_cast<uint64_t>(i + 10)) : std::string();
        Json job = { { "type", "SUBMISSION" },
            { "job_id", nullable(jobId) },
            { "submission_id", s.id },
            { "driver_info",
                started ? Json { { "id", jobId },
                    { "node_ip_address", headIp },
                    { "pid", std::to_string(4000 + s.hash % 4000) } }
                        : Json(nullptr) },
            { "status", status },
            { "entrypoint", entrypoints[s.hash % std::size(entrypoints)] },
            { "message", message },
            { "error_type", nullptr },
            { "start_time", clock.wallMs(s.submitted) },
            { "end_time", over ? Json(clock.wallMs(endsAt)) : Json(nullptr) },
            { "metadata", { { "owner", owners[(s.hash >> 4) % std::size(owners)] } } },
            { "runtime_env",
                { { "working_dir",
                    "gcs://_ray_pkg_" + std::to_string(s.hash % 1000000007) + ".zip" } } },
            { "driver_agent_http_address",
                started && !headIp.empty() ? Json("http://" + headIp + ":52365") : Json(nullptr) },
            { "driver_node_id", started ? nullable(headId) : Json(nullptr) } };
        if (!view.gpustatShape)
            job["driver_exit_code"] = exitCode;
        jobs.push_back(std::move(job));
    }
    // A notebook's driver, connected since before the dashboard came up.
    jobs.push_back({ { "type", "DRIVER" },
        { "job_id", jobIdOf(1) },
        { "submission_id", nullptr },
        { "driver_info",
            { { "id", jobIdOf(1) }, { "node_ip_address", headIp }, { "pid", "1200" } } },
        { "status", "RUNNING" },
        { "entrypoint", "python -m notebook_session" },
        { "message", nullptr },
        { "error_type", nullptr },
        { "start_time", clock.wallMs(memory.bornSimulated - (memory.hasPast ? 600 : 0)) },
        { "end_time", 0 }, // a running driver's end time is 0, not null
        { "metadata", Json::object() },
        { "runtime_env", Json::object() },
        { "driver_agent_http_address", nullptr },
        { "driver_node_id", nullptr } });
    if (!view.gpustatShape)
        jobs.back()["driver_exit_code"] = nullptr;
    return jobs;
}

Json findRayJob(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated)
{
    for (Json &job : rayJobs(view, memory, clock, simulated)) {
        if (job.value("submission_id", Json()) == Json(id)
            || job.value("job_id", Json()) == Json(id))
            return std::move(job);
    }
    return nullptr;
}

RayJobStop stopRayJob(const RayClusterView &view,
    RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated)
{
    const Json job = findRayJob(view, memory, clock, id, simulated);
    if (job.is_null())
        return RayJobStop::Unknown;
    if (job.value("type", "") != "SUBMISSION")
        return RayJobStop::NotSubmission;
    const std::string status = job.value("status", "");
    if (status != "PENDING" && status != "RUNNING")
        return RayJobStop::AlreadyFinished;
    memory.stoppedJobs[job.value("submission_id", "")] = simulated;
    return RayJobStop::Stopped;
}

RayJobLogs rayJobLogs(const RayClusterView &view,
    const RayClusterMemory &memory,
    const SimulatedClock &clock,
    const std::string &id,
    double simulated,
    std::string &logs)
{
    logs.clear();
    const Json job = findRayJob(view, memory, clock, id, simulated);
    if (job.is_null())
        return RayJobLogs::Unknown;
    if (job.value("type", "") != "SUBMISSION")
        return RayJobLogs::NotSubmission;
    const std::string status = job.value("status", "");
    if (status == "PENDING")
        return RayJobLogs::Served; // no driver yet, so no output
    const std::string submissionId = job.value("submission_id", "");
    const uint64_t h = stableHash(submissionId);
    const double startMs = job.value("start_time", 0.0);
    const double endMs = job["end_time"].is_number() ? job.value("end_time", 0.0)
                                                     : static_cast<double>(clock.wallMs(simulated));
    const auto seconds = static_cast<long>(std::max(0.0, (endMs - startMs) / 1000.0 * clock.speed));
    logs = "Running entrypoint for job " + submissionId + ": "
        + job.value("entrypoint", std::string()) + "\n";
    char line[160];
    // A failing job's loss turns NaN at step 1200, as its message says.
    const long steps = status == "FAILED" ? std::min(seconds * 50, 1199L) : seconds * 50;
    for (long step = 1; step <= steps; ++step) {
        std::snprintf(line,
            sizeof line,
            "(train pid=%u) step %ld: loss=%.4f, %u samples/s\n",
            static_cast<unsigned>(4000 + h % 4000),
            step,
            2.5 / (1.0 + 0.01 * static_cast<double>(step)),
            static_cast<unsigned>(800 + (h + static_cast<uint64_t>(step) * 7919) % 400));
        logs += line;
    }
    if (status == "FAILED")
        logs += "(train pid=" + std::to_string(4000 + h % 4000)
            + ") step 1200: loss=nan\nTraceback (most recent call last):\n  File "
              "\"train.py\", line 88, in <module>\nValueError: loss is NaN at step 1200\n";
    else if (status == "STOPPED")
        logs += "Job was stopped on request.\n";
    else if (status == "SUCCEEDED")
        logs += "Job finished successfully.\n";
    return RayJobLogs::Served;
}

std::pair<double, double> rayJobsLoad(const std::vector<Json> &jobs, const RayClusterView &view)
{
    bool hasGpus = false;
    for (const RayNode &n : view.nodes)
        hasGpus = hasGpus || (n.alive && n.gpus > 0);
    double cpus = 0, gpus = 0;
    for (const Json &job : jobs) {
        if (job.value("type", "") != "SUBMISSION" || job.value("status", "") != "RUNNING")
            continue;
        const uint64_t h = stableHash(job.value("submission_id", ""));
        cpus += static_cast<double>(1 + h % 4);
        if (hasGpus && h % 2 == 0)
            gpus += 1;
    }
    return { cpus, gpus };
}

} // namespace emu
