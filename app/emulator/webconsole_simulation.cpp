// VM Operator's web console controller, simulated on the simulation's thread.
#include "webconsole_simulation.h"

#include "resources.h"

#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include <memory>
#include <stdexcept>

namespace emu {

namespace {

const char *const controllerComponent = "vmoperator-controller-manager";
const char *const uuidLabel = "vmoperator.vmware.com/webconsolerequest-uuid";
// What the simulated ESXi host's web MKS listens on; the console never connects to it.
const char *const mksHost = "127.0.0.1";
const char *const mksPort = "902";
// From a request's expiry to its deletion: the controller's next pass.
constexpr std::chrono::seconds deletionLag { 5 };

template<typename T, void (*Free)(T *)>
struct Deleter
{
    void operator()(T *p) const { Free(p); }
};
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;
using Pkey = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using PkeyContext = std::unique_ptr<EVP_PKEY_CTX, Deleter<EVP_PKEY_CTX, EVP_PKEY_CTX_free>>;
using Decoder = std::unique_ptr<OSSL_DECODER_CTX, Deleter<OSSL_DECODER_CTX, OSSL_DECODER_CTX_free>>;
using Encoder = std::unique_ptr<OSSL_ENCODER_CTX, Deleter<OSSL_ENCODER_CTX, OSSL_ENCODER_CTX_free>>;

void freeOpenSslString(char *p)
{
    OPENSSL_free(p);
}
void freeOpenSslBytes(unsigned char *p)
{
    OPENSSL_free(p);
}
using OpenSslString = std::unique_ptr<char, Deleter<char, freeOpenSslString>>;
using OpenSslBytes = std::unique_ptr<unsigned char, Deleter<unsigned char, freeOpenSslBytes>>;

// The first PEM block of `pem`: its label and bytes. Go's pem.Decode finds one the same way.
bool firstPemBlock(const std::string &pem, std::string &label, std::string &der)
{
    Bio bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
    char *name = nullptr;
    char *header = nullptr;
    unsigned char *data = nullptr;
    long length = 0;
    if (!bio || PEM_read_bio(bio.get(), &name, &header, &data, &length) != 1)
        return false;
    const OpenSslString ownedName(name);
    const OpenSslString ownedHeader(header);
    const OpenSslBytes ownedData(data);
    label = name;
    der.assign(reinterpret_cast<const char *>(data), static_cast<size_t>(length));
    return true;
}

// The key's public half as a DER PKCS#1 RSAPublicKey.
std::string pkcs1Der(const EVP_PKEY *key)
{
    const Encoder encoder(
        OSSL_ENCODER_CTX_new_for_pkey(key, EVP_PKEY_PUBLIC_KEY, "DER", "type-specific", nullptr));
    unsigned char *data = nullptr;
    size_t length = 0;
    if (!encoder || OSSL_ENCODER_to_data(encoder.get(), &data, &length) != 1)
        return {};
    const OpenSslBytes owned(data);
    return std::string(reinterpret_cast<const char *>(data), length);
}

} // namespace

std::string encryptToPublicKeyPem(const std::string &pem, const std::string &plain)
{
    std::string label;
    std::string der;
    if (!firstPemBlock(pem, label, der) || label != "PUBLIC KEY")
        throw std::invalid_argument("invalid public key format");
    // PKCS#1 RSAPublicKey only. OpenSSL's decoders also take SubjectPublicKeyInfo where
    // PKCS#1 is asked for, so the key must encode back to exactly the bytes given.
    EVP_PKEY *decoded = nullptr;
    const Decoder decoder(OSSL_DECODER_CTX_new_for_pkey(
        &decoded, "DER", "type-specific", "RSA", EVP_PKEY_PUBLIC_KEY, nullptr, nullptr));
    const auto *bytes = reinterpret_cast<const unsigned char *>(der.data());
    size_t left = der.size();
    const bool read =
        decoder && OSSL_DECODER_from_data(decoder.get(), &bytes, &left) == 1 && left == 0;
    const Pkey key(decoded);
    if (!read || !key || pkcs1Der(key.get()) != der) {
        throw std::invalid_argument("x509: failed to parse public key (use ParsePKIXPublicKey "
                                    "instead for this key format)");
    }
    const PkeyContext context(EVP_PKEY_CTX_new(key.get(), nullptr));
    size_t outLength = 0;
    if (!context || EVP_PKEY_encrypt_init(context.get()) != 1
        || EVP_PKEY_CTX_set_rsa_padding(context.get(), RSA_PKCS1_OAEP_PADDING) != 1
        || EVP_PKEY_CTX_set_rsa_oaep_md(context.get(), EVP_sha512()) != 1
        || EVP_PKEY_CTX_set_rsa_mgf1_md(context.get(), EVP_sha512()) != 1
        || EVP_PKEY_encrypt(context.get(),
               nullptr,
               &outLength,
               reinterpret_cast<const unsigned char *>(plain.data()),
               plain.size())
            != 1)
        throw std::invalid_argument("crypto/rsa: message too long for RSA key size");
    std::string out(outLength, '\0');
    if (EVP_PKEY_encrypt(context.get(),
            reinterpret_cast<unsigned char *>(out.data()),
            &outLength,
            reinterpret_cast<const unsigned char *>(plain.data()),
            plain.size())
        != 1)
        throw std::invalid_argument("crypto/rsa: message too long for RSA key size");
    out.resize(outLength);
    return out;
}

WebConsoleSimulation::WebConsoleSimulation(ControllerContext &context)
    : m_context(context)
    , m_store(context.store())
{}

void WebConsoleSimulation::configure(std::string proxyAddress, std::chrono::seconds ttl)
{
    m_proxyAddress = std::move(proxyAddress);
    m_ttl = ttl;
}

void WebConsoleSimulation::resync()
{
    for (const int type : { static_cast<int>(WebConsoleRequests),
             static_cast<int>(VirtualMachineWebConsoleRequests) }) {
        for (const ObjectPtr &request : m_store.all(type)) {
            const std::string ns = request->json["metadata"].value("namespace", "");
            const std::string name = request->json["metadata"].value("name", "");
            m_context.schedule(
                "webconsole/" + nsName(ns, name), m_context.scaled(0.1), [this, type, ns, name] {
                    reconcile(type, ns, name);
                });
        }
    }
}

void WebConsoleSimulation::onObjectChange(const WatchEvent &e)
{
    const std::string name = e.object->json["metadata"].value("name", "");
    if (std::string_view(e.eventType) == "DELETED") {
        const std::lock_guard lock(m_ticketsMutex);
        m_tickets.erase(e.object->json["metadata"].value("uid", ""));
        return;
    }
    const int type = e.type;
    const std::string ns = e.ns;
    m_context.schedule(
        "webconsole/" + nsName(ns, name), m_context.scaled(0.2), [this, type, ns, name] {
            reconcile(type, ns, name);
        });
}

void WebConsoleSimulation::reconcile(int type, const std::string &ns, const std::string &name)
{
    const ObjectPtr request = m_store.tryGet(type, ns, name);
    if (!request || request->json["metadata"].contains("deletionTimestamp"))
        return;
    const Json &json = request->json;
    const std::string uid = json["metadata"].value("uid", "");
    if (!stringAt(json, { "status", "response" }).empty())
        return; // answered; its expiry is scheduled
    const std::string vmName =
        stringAt(json, { "spec", type == WebConsoleRequests ? "virtualMachineName" : "name" });
    const ObjectPtr vm = m_store.tryGet(VirtualMachines, ns, vmName);
    if (!vm) {
        // As the controller: the request waits, and is looked at again.
        m_context.recordEvent(involvedObject(json),
            "Warning",
            "ReconcileError",
            "failed to get VirtualMachine " + nsName(ns, vmName)
                + ": virtualmachines.vmoperator.vmware.com \"" + vmName + "\" not found",
            controllerComponent);
        m_context.schedule(
            "webconsole/" + nsName(ns, name), m_context.scaled(10), [this, type, ns, name] {
                reconcile(type, ns, name);
            });
        return;
    }
    Ticket ticket { ns, vmName, mksHost, mksPort, randomAlnum(32), {} };
    const std::string ticketUrl =
        "wss://" + ticket.host + ":" + ticket.port + "/ticket/" + ticket.ticket;
    std::string encrypted;
    try {
        encrypted = encryptToPublicKeyPem(stringAt(json, { "spec", "publicKey" }), ticketUrl);
    } catch (const std::invalid_argument &e) {
        // The controller returns the error and tries again later; status stays empty.
        m_context.recordEvent(involvedObject(json),
            "Warning",
            "ReconcileError",
            std::string("failed to encrypt the web console ticket: ") + e.what(),
            controllerComponent);
        return;
    }
    ticket.expiry = std::chrono::system_clock::now() + m_ttl;
    const std::string expiry = rfc3339(ticket.expiry);
    const Json owner = { { "apiVersion", vm->json.value("apiVersion", "") },
        { "kind", "VirtualMachine" },
        { "name", vmName },
        { "uid", vm->json["metadata"].value("uid", "") } };
    try {
        m_store.mutate(type, ns, name, [&](Json &r) {
            r["metadata"]["labels"][uuidLabel] = uid;
            r["metadata"]["ownerReferences"] = Json::array({ owner });
        });
        m_store.mutate(
            type,
            ns,
            name,
            [&](Json &r) {
                r["status"]["response"] = base64Encode(encrypted);
                r["status"]["expiryTime"] = expiry;
                r["status"]["proxyAddr"] = m_proxyAddress;
            },
            true);
    } catch (const StatusError &) {
        return; // gone meanwhile
    }
    {
        const std::lock_guard lock(m_ticketsMutex);
        m_tickets[uid] = ticket;
    }
    // The controller deletes a request at its first pass after the expiry; in real time,
    // whatever the speed. The ticket is refused from the expiry on (ticketOf).
    m_context.schedule(
        "webconsole-expiry/" + uid, m_ttl + deletionLag, [this, type, ns, name, uid] {
            expire(type, ns, name, uid);
        });
}

void WebConsoleSimulation::expire(
    int type, const std::string &ns, const std::string &name, const std::string &uid)
{
    {
        const std::lock_guard lock(m_ticketsMutex);
        m_tickets.erase(uid);
    }
    try {
        DeletePreconditions pre;
        pre.uid = uid;
        m_store.remove(type, ns, name, pre, false);
    } catch (const StatusError &) {} // deleted or replaced already
}

std::optional<WebConsoleSimulation::Ticket> WebConsoleSimulation::ticketOf(
    const std::string &uid) const
{
    const std::lock_guard lock(m_ticketsMutex);
    const auto it = m_tickets.find(uid);
    if (it == m_tickets.end() || it->second.expiry <= std::chrono::system_clock::now())
        return std::nullopt;
    return it->second;
}

} // namespace emu
