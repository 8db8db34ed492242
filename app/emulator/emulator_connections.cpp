// The emulator's TLS connections: each stamped with the server's restart count, the certificate
// of the moment, session tickets a restart refuses, and the registry a restart ends them through.
#include "emulator.h"

#include <httplib.h>

#include <sys/socket.h>

#include <cstring>
#include <mutex>

namespace emu {

namespace {
int restartCountIndex()
{
    static const int index = SSL_get_ex_new_index(0, nullptr, nullptr, nullptr, nullptr);
    return index;
}
} // namespace

namespace {
int connectionIndex()
{
    static const int index =
        SSL_get_ex_new_index(0, nullptr, nullptr, nullptr, &Emulator::forgetConnection);
    return index;
}
} // namespace

int Emulator::stampConnection(SSL *ssl, int *, void *emulator)
{
    auto *self = static_cast<Emulator *>(emulator);
    ++self->m_tlsHandshakes;
    const uint64_t restarts = self->m_restarts.load();
    // The count rides in the pointer slot itself; it is never dereferenced.
    SSL_set_ex_data(ssl,
        restartCountIndex(),
        reinterpret_cast<void *>(uintptr_t(restarts))); // NOLINT(performance-no-int-to-ptr)
    SSL_set_ex_data(ssl, connectionIndex(), self);
    std::lock_guard lock(self->m_connectionsMutex);
    self->m_connections.insert(ssl);
    return SSL_CLIENT_HELLO_SUCCESS;
}

void Emulator::forgetConnection(void *ssl, void *emulator, CRYPTO_EX_DATA *, int, long, void *)
{
    if (!emulator)
        return;
    auto *self = static_cast<Emulator *>(emulator);
    std::lock_guard lock(self->m_connectionsMutex);
    self->m_connections.erase(static_cast<const SSL *>(ssl));
}

void Emulator::endConnectionsExcept(const SSL *keep)
{
    // Under the lock an SSL cannot be freed, and its socket is closed only after it is freed.
    std::lock_guard lock(m_connectionsMutex);
    for (const SSL *ssl : m_connections) {
        if (ssl != keep)
            ::shutdown(SSL_get_fd(ssl), SHUT_RDWR);
    }
}

int Emulator::selectCertificate(SSL *ssl, void *emulator)
{
    auto *self = static_cast<Emulator *>(emulator);
    std::lock_guard lock(self->m_identityMutex);
    if (SSL_get_certificate(ssl) == self->m_identity.cert.get())
        return 1;
    return SSL_use_certificate(ssl, self->m_identity.cert.get()) == 1
            && SSL_use_PrivateKey(ssl, self->m_identity.key.get()) == 1
        ? 1
        : 0;
}

int Emulator::stampTicket(SSL *ssl, void *emulator)
{
    const uint64_t restarts = static_cast<Emulator *>(emulator)->m_restarts.load();
    return SSL_SESSION_set1_ticket_appdata(SSL_get_session(ssl), &restarts, sizeof restarts);
}

SSL_TICKET_RETURN Emulator::checkTicket(SSL *,
    SSL_SESSION *session,
    const unsigned char *,
    size_t,
    SSL_TICKET_STATUS status,
    void *emulator)
{
    if (status != SSL_TICKET_SUCCESS && status != SSL_TICKET_SUCCESS_RENEW)
        return status == SSL_TICKET_EMPTY || status == SSL_TICKET_NO_DECRYPT
            ? SSL_TICKET_RETURN_IGNORE_RENEW
            : SSL_TICKET_RETURN_IGNORE;
    const uint64_t restarts = static_cast<Emulator *>(emulator)->m_restarts.load();
    void *data = nullptr;
    size_t length = 0;
    uint64_t issuedAt = 0;
    if (SSL_SESSION_get0_ticket_appdata(session, &data, &length) != 1 || length != sizeof issuedAt)
        return SSL_TICKET_RETURN_IGNORE_RENEW;
    std::memcpy(&issuedAt, data, sizeof issuedAt);
    if (issuedAt != restarts)
        return SSL_TICKET_RETURN_IGNORE_RENEW; // issued by the server before a restart
    ++static_cast<Emulator *>(emulator)->m_tlsResumptions;
    return status == SSL_TICKET_SUCCESS ? SSL_TICKET_RETURN_USE : SSL_TICKET_RETURN_USE_RENEW;
}

void Emulator::renewCertificate()
{
    std::lock_guard lock(m_identityMutex);
    if (!m_identity.caKey)
        throw StatusError(
            400, "BadRequest", "a certificate given with --cert cannot be renewed by a restart");
    m_identity = renewServerIdentity(m_identity, m_altNames);
    m_fingerprint = sha256Fingerprint(m_identity.cert.get());
}

bool Emulator::predatesRestart(const httplib::Request &req) const
{
    if (!req.ssl)
        return false;
    const auto stamp = reinterpret_cast<uintptr_t>(SSL_get_ex_data(req.ssl, restartCountIndex()));
    return stamp != m_restarts.load();
}

} // namespace emu
