#include "common.h"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <ctime>

namespace emu {

Json statusObject(
    int code, const std::string &reason, const std::string &message, const Json &details)
{
    Json status = { { "kind", "Status" },
        { "apiVersion", "v1" },
        { "metadata", Json::object() },
        { "status", code < 400 ? "Success" : "Failure" },
        { "message", message },
        { "reason", reason },
        { "code", code } };
    if (!details.is_null() && !details.empty())
        status["details"] = details;
    return status;
}

std::string jsonText(const Json &value)
{
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Json StatusError::toStatus() const
{
    return statusObject(m_code, m_reason, what(), m_details);
}

StatusError resourceVersionTooLarge(uint64_t requested, uint64_t current)
{
    StatusError error(504,
        "Timeout",
        "Too large resource version: " + std::to_string(requested)
            + ", current: " + std::to_string(current),
        Json { { "causes",
                   Json::array({ { { "reason", "ResourceVersionTooLarge" },
                       { "message", "Too large resource version" } } }) },
            { "retryAfterSeconds", 1 } });
    error.retryAfter = 1;
    return error;
}

std::string rfc3339(std::chrono::system_clock::time_point t)
{
    const std::time_t secs = std::chrono::system_clock::to_time_t(t);
    std::tm tm {};
    gmtime_r(&secs, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string nowRfc3339()
{
    return rfc3339(std::chrono::system_clock::now());
}

std::string randomAlnum(int length)
{
    static constexpr char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string out(static_cast<size_t>(length), 'a');
    unsigned char bytes[64];
    RAND_bytes(bytes, sizeof bytes);
    for (int i = 0; i < length; ++i)
        out[static_cast<size_t>(i)] = alphabet[bytes[i % 64] % 36];
    return out;
}

std::string randomUid()
{
    unsigned char b[16];
    RAND_bytes(b, sizeof b);
    b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);
    b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);
    char buf[37];
    std::snprintf(buf,
        sizeof buf,
        "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
        b[0],
        b[1],
        b[2],
        b[3],
        b[4],
        b[5],
        b[6],
        b[7],
        b[8],
        b[9],
        b[10],
        b[11],
        b[12],
        b[13],
        b[14],
        b[15]);
    return buf;
}

std::string base64Encode(const std::string &data, bool url)
{
    std::string out(4 * ((data.size() + 2) / 3) + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char *>(out.data()),
        reinterpret_cast<const unsigned char *>(data.data()),
        static_cast<int>(data.size()));
    out.resize(static_cast<size_t>(n));
    if (url) {
        while (!out.empty() && out.back() == '=')
            out.pop_back();
        for (char &c : out) {
            if (c == '+')
                c = '-';
            else if (c == '/')
                c = '_';
        }
    }
    return out;
}

std::string base64Decode(const std::string &input, bool url)
{
    std::string data = input;
    if (url) {
        for (char &c : data) {
            if (c == '-')
                c = '+';
            else if (c == '_')
                c = '/';
        }
        while (data.size() % 4 != 0)
            data.push_back('=');
    }
    if (data.size() % 4 != 0)
        throw std::invalid_argument("base64 length");
    std::string out(data.size() / 4 * 3 + 1, '\0');
    const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char *>(out.data()),
        reinterpret_cast<const unsigned char *>(data.data()),
        static_cast<int>(data.size()));
    if (n < 0)
        throw std::invalid_argument("base64 data");
    size_t len = static_cast<size_t>(n);
    if (!data.empty() && data.back() == '=')
        --len;
    if (data.size() >= 2 && data[data.size() - 2] == '=')
        --len;
    out.resize(len);
    return out;
}

const Json *findPath(const Json &j, std::initializer_list<const char *> path)
{
    const Json *cur = &j;
    for (const char *key : path) {
        if (!cur->is_object())
            return nullptr;
        auto it = cur->find(key);
        if (it == cur->end())
            return nullptr;
        cur = &*it;
    }
    return cur;
}

std::string stringAt(const Json &j, std::initializer_list<const char *> path)
{
    const Json *v = findPath(j, path);
    return v && v->is_string() ? v->get<std::string>() : std::string();
}

} // namespace emu
