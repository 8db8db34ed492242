#include "ray_dashboard_logs.h"

#include <fnmatch.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

namespace emu {

namespace {

// As Ray's log manager files them (dashboard/modules/log/log_manager.py).
std::string groupOf(const std::string &file)
{
    const auto has = [&file](const char *part) {
        return file.find(part) != std::string::npos;
    };
    const auto endsWith = [&file](const std::string &suffix) {
        return file.size() >= suffix.size()
            && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    if (has("worker") && endsWith(".out"))
        return "worker_out";
    if (has("worker") && endsWith(".err"))
        return "worker_err";
    if (has("core-worker") && endsWith(".log"))
        return "core_worker";
    if (has("core-driver") && endsWith(".log"))
        return "driver";
    if (has("raylet."))
        return "raylet";
    if (has("gcs_server."))
        return "gcs_server";
    if (has("log_monitor"))
        return "internal";
    if (has("monitor"))
        return "autoscaler";
    if (has("agent."))
        return "agent";
    if (has("dashboard."))
        return "dashboard";
    return "internal";
}

// A chunk of about 64 KiB of whole lines, from line `from` up to `to`.
std::string linesFrom(const RayNode &node, const std::string &file, int64_t from, int64_t to)
{
    std::string out;
    out.reserve(static_cast<size_t>(std::min<int64_t>(to - from, 546) * rayLogLineBytes));
    for (int64_t i = from; i < to && out.size() < 64 * 1024; ++i)
        out += rayLogLine(node, file, i);
    return out;
}

} // namespace

std::vector<RayLogFile> rayLogFiles(const RayNode &node, const std::vector<RayLogFile> &extra)
{
    // The worker's own process ids and ids, made from the node's id so they stay put.
    const std::string workerId = node.nodeId.substr(0, 28);
    const std::string pid =
        std::to_string(1000 + std::stoul(node.nodeId.substr(0, 4), nullptr, 16) % 9000);
    std::vector<RayLogFile> files = { { "raylet.out", 2000 },
        { "raylet.err", 40 },
        { "dashboard_agent.log", 300 },
        { "log_monitor.log", 120 },
        { "worker-" + workerId + "-01000000-" + pid + ".out", 600 },
        { "worker-" + workerId + "-01000000-" + pid + ".err", 80 },
        { "python-core-worker-" + workerId + "_" + pid + ".log", 400 } };
    if (node.head) {
        files.insert(files.end(),
            { { "gcs_server.out", 1500 },
                { "gcs_server.err", 20 },
                { "monitor.log", 800 },
                { "monitor.out", 200 },
                { "dashboard.log", 500 },
                { "python-core-driver-01000000ffffffffffffffffffffffffffffffffffffffffffffffff_"
                        + pid + ".log",
                    250 } });
    }
    files.insert(files.end(), extra.begin(), extra.end());
    return files;
}

Json rayLogGroups(const std::vector<RayLogFile> &files, const std::string &glob)
{
    Json groups = Json::object();
    for (const RayLogFile &f : files) {
        if (fnmatch(glob.c_str(), f.name.c_str(), 0) != 0)
            continue;
        groups[groupOf(f.name)].push_back(f.name);
    }
    return groups;
}

std::string rayLogLine(const RayNode &node, const std::string &file, int64_t index)
{
    // A time a tenth of a second per line after the node started, a level that is now and then
    // a warning or an error, and padding to the fixed width.
    const int64_t ms = node.startMs + index * 100;
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm utc {};
    gmtime_r(&seconds, &utc);
    char when[32];
    std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &utc);
    const char *level = index % 97 == 96 ? "ERROR" : (index % 13 == 12 ? "WARNING" : "INFO");
    char text[512];
    // The message first, so a long file name cuts only the note after it.
    const int n = std::snprintf(text,
        sizeof text,
        "[%s,%03d %s] %s (%s:%lld, node %s)",
        when,
        static_cast<int>(ms % 1000),
        level,
        index % 97 == 96 ? "Failed to pull object: timed out waiting for the owner"
                         : "Heartbeat sent; resources reported.",
        file.c_str(),
        static_cast<long long>(index) + 1,
        node.ip.c_str());
    std::string line(text, static_cast<size_t>(std::clamp(n, 0, int(sizeof text) - 1)));
    line.resize(rayLogLineBytes - 1, ' ');
    line += '\n';
    return line;
}

void serveRayLogFile(httplib::Response &res,
    const RayNode &node,
    const RayLogFile &file,
    int64_t lines,
    const std::string &format,
    bool follow,
    double intervalSeconds,
    double followLimitSeconds,
    std::shared_ptr<void> heldUntilSent)
{
    const int64_t first = lines < 0 ? 0 : std::max<int64_t>(0, file.lines - lines);
    struct Cursor
    {
        int64_t next;
        int64_t end;
        int64_t sent = 0;
        std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    };
    auto cursor = std::make_shared<Cursor>(Cursor { first, file.lines });
    const bool leading1 = format != "text";
    // As Ray's: chunked, text/plain, 200 whatever happens.
    res.set_chunked_content_provider("text/plain",
        [node,
            file,
            cursor,
            leading1,
            follow,
            intervalSeconds,
            followLimitSeconds,
            heldUntilSent = std::move(heldUntilSent)](size_t, httplib::DataSink &sink) {
            if (cursor->next < cursor->end) {
                std::string chunk = linesFrom(node, file.name, cursor->next, cursor->end);
                bool failing = false;
                if (file.failAfterBytes >= 0
                    && cursor->sent + static_cast<int64_t>(chunk.size()) > file.failAfterBytes) {
                    chunk.resize(static_cast<size_t>(
                        std::max<int64_t>(0, file.failAfterBytes - cursor->sent)));
                    failing = true;
                }
                cursor->next += static_cast<int64_t>(chunk.size()) / rayLogLineBytes;
                cursor->sent += static_cast<int64_t>(chunk.size());
                if (!chunk.empty()) {
                    const std::string framed = leading1 ? "1" + chunk : chunk;
                    if (!sink.write(framed.data(), framed.size()))
                        return false;
                }
                if (failing) {
                    const std::string why = "Agent for node id: " + node.nodeId
                        + " lost its connection while streaming " + file.name + ".";
                    const std::string error = leading1
                        ? "0Closing HTTP stream due to internal server error.\n" + why
                        : "[get_logs] Fetch log error: " + why;
                    sink.write(error.data(), error.size());
                    sink.done();
                }
                return true;
            }
            const double elapsed =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - cursor->started)
                    .count();
            if (!follow || elapsed > followLimitSeconds) {
                sink.done();
                return true;
            }
            // Follow: a new line now and then, until the client goes.
            std::this_thread::sleep_for(std::chrono::duration<double>(intervalSeconds));
            const std::string line = rayLogLine(node, file.name, cursor->end++);
            cursor->next = cursor->end;
            const std::string framed = leading1 ? "1" + line : line;
            return sink.write(framed.data(), framed.size());
        });
}

void serveRayLogError(httplib::Response &res, const std::string &format, const std::string &error)
{
    res.status = 200;
    res.set_content(format == "text"
            ? "[get_logs] Fetch log error: " + error
            : "0Closing HTTP stream due to internal server error.\n" + error,
        "text/plain");
}

} // namespace emu
