// The faults tests inject through /emulator/v1/faults, as the server applies them: latency and
// failed answers before a request is served, broken bodies of successful answers, and a hostile
// front (watches answered without a stream, lists that never end, text that is no UTF-8).
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
            } else if (!m_faults.failMessage.empty()) {
                failure.emplace(code, "InternalError", m_faults.failMessage);
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

bool spoilUtf8(std::string &body, const std::string &text, std::atomic<int> &budget)
{
    if (text.empty() || budget.load() == 0)
        return false;
    size_t at = body.find(text);
    if (at == std::string::npos)
        return false;
    // A budget of -1 never runs out; a positive one is taken once per body.
    for (int left = budget.load(); left != 0;) {
        if (left < 0 || budget.compare_exchange_weak(left, left - 1))
            break;
    }
    for (; at != std::string::npos; at = body.find(text, at + text.size()))
        body[at] = '\xff';
    return true;
}

bool Emulator::answerHostileWatch(const httplib::Request &req, httplib::Response &res)
{
    int code = 0;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (m_faults.hostileWatchCode != 0
            && target.find(m_faults.hostileWatchPathContains) != std::string::npos)
            code = m_faults.hostileWatchCode;
    }
    if (code == 0)
        return false;
    m_faults.hostileWatchAnswers.fetch_add(1);
    res.status = code;
    if (code >= 300)
        res.set_header("Location", "https://127.0.0.1:9/elsewhere" + req.path);
    res.set_content("", jsonType);
    return true;
}

bool Emulator::endlessListRequest(const httplib::Request &req, QueryParams &params)
{
    if (req.method != "GET" || queryParam(req.params, "watch") == "true"
        || queryParam(req.params, "watch") == "1")
        return false;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string &target = req.target.empty() ? req.path : req.target;
        if (m_faults.endlessListMode.empty()
            || target.find(m_faults.endlessListPathContains) == std::string::npos)
            return false;
    }
    params.erase("continue");
    return true;
}

void Emulator::continueEndlessList(const httplib::Request &req, std::string &body)
{
    Json list = Json::parse(body, nullptr, /*allow_exceptions=*/false);
    if (!list.is_object())
        return;
    std::string token;
    {
        std::lock_guard lock(m_faults.mutex);
        const std::string asked = queryParam(req.params, "continue");
        token = m_faults.endlessListMode == "repeat" && !asked.empty()
            ? asked
            : "endless-" + std::to_string(++m_faults.endlessListTokens);
    }
    list["metadata"]["continue"] = token;
    body = list.dump();
    m_faults.endlessListPages.fetch_add(1);
}

void Emulator::sendBody(const httplib::Request &req, httplib::Response &res, std::string body)
{
    {
        std::shared_ptr<std::atomic<int>> budget;
        std::string text;
        {
            std::lock_guard lock(m_faults.mutex);
            budget = m_faults.invalidUtf8Count;
            text = m_faults.invalidUtf8Text;
        }
        spoilUtf8(body, text, *budget);
    }
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
        m_faults.oversizedAnswers.fetch_add(1);
        std::shared_ptr<std::atomic<long long>> counted = m_faults.oversizedBytesSent;
        counted->store(0);
        res.set_chunked_content_provider(
            jsonType, [sent, bytes, counted](size_t, httplib::DataSink &sink) {
                static const std::string head = R"({"kind":"List","apiVersion":"v1","items":[)";
                static const std::string item =
                    R"({"metadata":{"name":"filler"},"data":")" + std::string(4000, 'x') + R"("},)";
                const std::string &piece = *sent == 0 ? head : item;
                if (*sent >= bytes) {
                    sink.done();
                    return true;
                }
                *sent += static_cast<long long>(piece.size());
                if (!sink.write(piece.data(), piece.size()))
                    return false;
                counted->fetch_add(static_cast<long long>(piece.size())); // taken by the connection
                return true;
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
