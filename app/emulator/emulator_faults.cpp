// The faults tests inject through /emulator/v1/faults, as the server applies them: latency and
// failed answers before a request is served, and broken bodies of successful answers.
#include "emulator.h"

#include "server_reply.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace emu {

bool Emulator::injectFault(const httplib::Request &req, httplib::Response &res)
{
    int latency = 0;
    std::optional<StatusError> failure;
    // pathContains is matched against the path with its query, as sent ("watch=" finds watches).
    const std::string &target = req.target.empty() ? req.path : req.target;
    {
        std::lock_guard lock(m_faults.mutex);
        if (m_faults.latencyCount != 0
            && (m_faults.latencyPathContains.empty()
                || target.find(m_faults.latencyPathContains) != std::string::npos)) {
            latency = m_faults.latencyMs;
            if (m_faults.latencyCount > 0)
                --m_faults.latencyCount;
        }
        if (m_faults.failCount > 0
            && (m_faults.failPathContains.empty()
                || target.find(m_faults.failPathContains) != std::string::npos)) {
            --m_faults.failCount;
            const int code = m_faults.failCode;
            if (code == 429) {
                failure.emplace(429,
                    "TooManyRequests",
                    "Too many requests, please try again later.",
                    Json { { "retryAfterSeconds", m_faults.retryAfterSeconds } });
                failure->retryAfter = m_faults.retryAfterSeconds;
            } else if (code == 503) {
                failure.emplace(503,
                    "ServiceUnavailable",
                    "the server is currently unable to handle the request");
                failure->retryAfter = m_faults.retryAfterSeconds;
            } else if (code == 504) {
                failure.emplace(504,
                    "Timeout",
                    "the server was unable to return a response in the time allotted");
            } else {
                failure.emplace(code,
                    "InternalError",
                    "an error on the server (\"injected fault\") has prevented the "
                    "request from succeeding");
                failure->retryAfter = m_faults.retryAfterSeconds;
            }
        }
    }
    if (latency > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(latency));
    if (failure) {
        sendStatus(res, *failure);
        return true;
    }
    return false;
}

void Emulator::sendBody(const httplib::Request &req, httplib::Response &res, std::string body)
{
    std::string mode;
    long long bytes = 0;
    int chunkBytes = 0;
    int intervalMs = 0;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (m_faults.bodyCount > 0
            && (m_faults.bodyPathContains.empty()
                || target.find(m_faults.bodyPathContains) != std::string::npos)) {
            --m_faults.bodyCount;
            mode = m_faults.bodyMode;
            bytes = m_faults.bodyBytes;
            chunkBytes = m_faults.bodyChunkBytes;
            intervalMs = m_faults.bodyIntervalMs;
        }
    }
    if (mode.empty())
        return sendJson(res, 200, body);
    res.status = 200;
    if (mode == "garbage") {
        res.set_content("<html><head><title>502 Bad Gateway</title></head><body>"
                        "<h1>502 Bad Gateway</h1></body></html>\n",
            "text/html");
        return;
    }
    auto text = std::make_shared<std::string>(std::move(body));
    if (mode == "cut") {
        // The whole length is announced, half of it is sent, then the connection closes.
        res.set_content_provider(
            text->size(), jsonType, [text](size_t offset, size_t, httplib::DataSink &sink) {
                const size_t half = text->size() / 2;
                if (offset < half)
                    return sink.write(text->data() + offset, half - offset);
                return false;
            });
        return;
    }
    if (mode == "oversized") {
        // A list that goes on and on, chunked, so no length warns the client.
        auto sent = std::make_shared<long long>(0);
        res.set_chunked_content_provider(jsonType, [sent, bytes](size_t, httplib::DataSink &sink) {
            static const std::string head = R"({"kind":"List","apiVersion":"v1","items":[)";
            static const std::string item =
                R"({"metadata":{"name":"filler"},"data":")" + std::string(4000, 'x') + R"("},)";
            const std::string &piece = *sent == 0 ? head : item;
            if (*sent >= bytes) {
                sink.done();
                return true;
            }
            *sent += static_cast<long long>(piece.size());
            return sink.write(piece.data(), piece.size());
        });
        return;
    }
    // trickle
    res.set_chunked_content_provider(
        jsonType, [text, chunkBytes, intervalMs](size_t offset, httplib::DataSink &sink) {
            if (offset >= text->size()) {
                sink.done();
                return true;
            }
            if (offset > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(intervalMs));
            const size_t n = std::min(text->size() - offset, static_cast<size_t>(chunkBytes));
            return sink.write(text->data() + offset, n);
        });
}

} // namespace emu
