// VM Operator's web console controller, simulated (vm-operator-extras.md §2.1): for each
// (VirtualMachine)WebConsoleRequest it parses the client's RSA key as the controller does (a
// PKCS#1 RSAPublicKey in a "PUBLIC KEY" PEM block), encrypts a ticket URL to it with
// RSA-OAEP/SHA-512, writes status.response, expiryTime and proxyAddr, and deletes the request
// a few seconds after it expires. The ticket is kept so the emulator's proxy page can check it.
#pragma once

#include "simulation_context.h"

#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace emu {

class WebConsoleSimulation
{
public:
    explicit WebConsoleSimulation(ControllerContext &context);

    // Before the simulation starts: the proxy's host:port and how long a ticket lives.
    void configure(std::string proxyAddress, std::chrono::seconds ttl);

    void resync();
    void onObjectChange(const WatchEvent &event);

    struct Ticket
    {
        std::string ns;
        std::string vm;
        std::string host;
        std::string port;
        std::string ticket;
        std::chrono::system_clock::time_point expiry;
    };
    // From any thread: the live ticket of the request with this uid.
    std::optional<Ticket> ticketOf(const std::string &uid) const;

private:
    void reconcile(int type, const std::string &ns, const std::string &name);
    void expire(int type, const std::string &ns, const std::string &name, const std::string &uid);

    ControllerContext &m_context;
    Store &m_store;
    std::string m_proxyAddress;
    std::chrono::seconds m_ttl { 120 };

    mutable std::mutex m_ticketsMutex;
    std::map<std::string, Ticket> m_tickets; // by request uid
};

// The RSA public key of a PEM text as VM Operator reads it: the first PEM block must be labelled
// "PUBLIC KEY" and hold a PKCS#1 RSAPublicKey (x509.ParsePKCS1PublicKey); SubjectPublicKeyInfo is
// refused. Encrypts `plain` to it with RSA-OAEP, SHA-512 and no label. Throws
// std::invalid_argument with the controller's words.
std::string encryptToPublicKeyPem(const std::string &pem, const std::string &plain);

} // namespace emu
