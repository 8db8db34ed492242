#include "auth.h"

#include <crypt.h>
#include <openssl/crypto.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <algorithm>

namespace emu {

namespace {

int64_t epochNow()
{
    return std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string hashPassword(const std::string &password)
{
    char *salt = crypt_gensalt_ra("$6$", 0, nullptr, 0);
    if (!salt)
        throw std::runtime_error("crypt_gensalt failed");
    crypt_data data {};
    const char *hash = crypt_r(password.c_str(), salt, &data);
    std::free(salt);
    if (!hash || hash[0] == '*')
        throw std::runtime_error("crypt failed");
    return hash;
}

bool verifyPassword(const std::string &password, const std::string &hash)
{
    crypt_data data {};
    const char *computed = crypt_r(password.c_str(), hash.c_str(), &data);
    return computed && std::strlen(computed) == hash.size()
        && CRYPTO_memcmp(computed, hash.data(), hash.size()) == 0;
}

} // namespace

Authenticator::Authenticator(std::chrono::seconds tokenTtl)
    : m_ttl(tokenTtl)
{
    m_key.resize(32);
    RAND_bytes(reinterpret_cast<unsigned char *>(m_key.data()), static_cast<int>(m_key.size()));
}

void Authenticator::addUser(const std::string &username,
    const std::string &password,
    std::vector<std::string> namespaces,
    bool viewOnly)
{
    m_users.push_back(
        { username, password, hashPassword(password), std::move(namespaces), viewOnly });
}

const User *Authenticator::checkBasic(const std::string &authorization) const
{
    if (authorization.rfind("Basic ", 0) != 0)
        return nullptr;
    std::string decoded;
    try {
        decoded = base64Decode(authorization.substr(6));
    } catch (const std::exception &) {
        return nullptr;
    }
    const auto colon = decoded.find(':');
    if (colon == std::string::npos)
        return nullptr;
    const std::string user = decoded.substr(0, colon);
    const std::string password = decoded.substr(colon + 1);
    for (const User &u : m_users) {
        if (u.username == user)
            return verifyPassword(password, u.passwordHash) ? &u : nullptr;
    }
    return nullptr;
}

std::string Authenticator::sign(const std::string &signingInput) const
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    HMAC(EVP_sha256(),
        m_key.data(),
        static_cast<int>(m_key.size()),
        reinterpret_cast<const unsigned char *>(signingInput.data()),
        signingInput.size(),
        mac,
        &len);
    return base64Encode(std::string(reinterpret_cast<char *>(mac), len), true);
}

std::string Authenticator::issueToken(const User &user)
{
    int64_t serial;
    {
        std::lock_guard lock(m_mutex);
        serial = ++m_serial;
    }
    const int64_t now = this->now();
    const Json header = { { "alg", "HS256" }, { "typ", "JWT" } };
    const Json claims = { { "sub", user.username },
        { "iss", "https://vmray-supervisor-emulator/wcp" },
        { "aud", "vmware-tes:vc:vns:k8s" },
        { "iat", now },
        { "nbf", now - 5 },
        { "exp", now + m_ttl.count() },
        { "jti", randomUid() },
        { "serial", serial } };
    const std::string input =
        base64Encode(header.dump(), true) + "." + base64Encode(claims.dump(), true);
    return input + "." + sign(input);
}

const User *Authenticator::checkBearer(const std::string &authorization, std::string *why) const
{
    const auto reject = [why](const char *reason) -> const User * {
        if (why)
            *why = reason;
        return nullptr;
    };
    if (authorization.rfind("Bearer ", 0) != 0)
        return reject("no bearer token");
    const std::string token = authorization.substr(7);
    const auto dot1 = token.find('.');
    const auto dot2 = token.rfind('.');
    if (dot1 == std::string::npos || dot2 == dot1)
        return reject("malformed token");
    const std::string expected = sign(token.substr(0, dot2));
    const std::string given = token.substr(dot2 + 1);
    if (expected.size() != given.size()
        || CRYPTO_memcmp(expected.data(), given.data(), given.size()) != 0)
        return reject("bad token signature");
    Json claims;
    try {
        claims = Json::parse(base64Decode(token.substr(dot1 + 1, dot2 - dot1 - 1), true));
    } catch (const std::exception &) {
        return reject("malformed token");
    }
    if (claims.value("exp", int64_t(0)) <= now())
        return reject("token has expired");
    {
        std::lock_guard lock(m_mutex);
        if (claims.value("serial", int64_t(0)) <= m_revokedBeforeSerial)
            return reject("token has expired");
    }
    const std::string sub = claims.value("sub", "");
    for (const User &u : m_users) {
        if (u.username == sub)
            return &u;
    }
    return reject("unknown user");
}

int64_t Authenticator::now() const
{
    return epochNow() - m_clockBehind.load();
}

void Authenticator::expireAllTokens()
{
    std::lock_guard lock(m_mutex);
    m_revokedBeforeSerial = m_serial;
}

bool Authenticator::mayUseNamespace(const User &user, const std::string &ns)
{
    return user.namespaces.empty()
        || std::find(user.namespaces.begin(), user.namespaces.end(), ns) != user.namespaces.end();
}

} // namespace emu
