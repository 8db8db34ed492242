// Shared value helpers of the Supervisor emulator: JSON alias, Kubernetes Status errors,
// timestamps and random names. The emulator deliberately shares no code with the console's
// client: both sides of the wire are written from the public API facts.
#pragma once

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace emu {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// A failure that is answered as a metav1.Status object.
class StatusError : public std::runtime_error
{
public:
    StatusError(int code, std::string reason, const std::string &message, Json details = {})
        : std::runtime_error(message)
        , m_code(code)
        , m_reason(std::move(reason))
        , m_details(std::move(details))
    {}

    int code() const { return m_code; }
    const std::string &reason() const { return m_reason; }
    const Json &details() const { return m_details; }
    Json toStatus() const;

    // Seconds for a Retry-After header, 0 when none.
    int retryAfter = 0;

private:
    int m_code;
    std::string m_reason;
    Json m_details;
};

Json statusObject(
    int code, const std::string &reason, const std::string &message, const Json &details = {});

// JSON text for an answer. Invalid UTF-8, which request data can carry into an error message,
// is written as U+FFFD, as Go's encoding/json writes it, instead of failing the answer.
std::string jsonText(const Json &value);

// RFC 3339 in UTC with second precision, as Kubernetes writes metav1.Time.
// A request for a resourceVersion the server has not reached, as the kube-apiserver answers it:
// 504 Timeout with the cause ResourceVersionTooLarge and a Retry-After of one second.
StatusError resourceVersionTooLarge(uint64_t requested, uint64_t current);

std::string rfc3339(std::chrono::system_clock::time_point t);
std::string nowRfc3339();

std::string randomAlnum(int length); // [a-z0-9]
std::string randomUid(); // RFC 4122 version 4
std::string base64Encode(const std::string &data, bool url = false);
std::string base64Decode(const std::string &data, bool url = false); // throws on bad input

// JSON pointer-ish helpers that never throw on missing paths.
const Json *findPath(const Json &j, std::initializer_list<const char *> path);
std::string stringAt(const Json &j, std::initializer_list<const char *> path);

} // namespace emu
