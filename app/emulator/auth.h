// Users, passwords (crypt(3) SHA-512 hashes) and the JWT session tokens /wcp/login hands out.
#pragma once

#include "common.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace emu {

struct User
{
    std::string username;
    std::string password; // kept only to publish in the ready file for tests and the sandbox
    std::string passwordHash;
    std::vector<std::string> namespaces; // empty: every namespace
    bool viewOnly = false; // the VIEW role: reads, writes nothing
};

class Authenticator
{
public:
    explicit Authenticator(std::chrono::seconds tokenTtl);

    void addUser(const std::string &username,
        const std::string &password,
        std::vector<std::string> namespaces,
        bool viewOnly = false);
    const std::vector<User> &users() const { return m_users; }

    // Basic auth header value → user, or nullptr.
    const User *checkBasic(const std::string &authorization) const;
    std::string issueToken(const User &user);
    // Bearer header value → user, or nullptr when missing, malformed, forged, expired or revoked.
    const User *checkBearer(const std::string &authorization, std::string *why = nullptr) const;
    void expireAllTokens();
    // The Supervisor's clock runs this far behind the real one (a workstation's clock ahead):
    // tokens are issued and judged by it, so they look expired on arrival to a client.
    void setClockBehind(std::chrono::seconds behind) { m_clockBehind.store(behind.count()); }

    static bool mayUseNamespace(const User &user, const std::string &ns);

private:
    std::string sign(const std::string &signingInput) const;
    int64_t now() const;

    std::vector<User> m_users;
    std::string m_key;
    std::chrono::seconds m_ttl;
    mutable std::mutex m_mutex;
    int64_t m_revokedBeforeSerial = 0;
    int64_t m_serial = 0;
    std::atomic<int64_t> m_clockBehind { 0 };
};

} // namespace emu
