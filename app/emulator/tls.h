// A private CA and a server certificate for loopback, made fresh at every start.
#pragma once

#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <memory>
#include <string>
#include <vector>

namespace emu {

struct X509Deleter
{
    void operator()(X509 *x) const { X509_free(x); }
};
struct KeyDeleter
{
    void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
};
using X509Ptr = std::unique_ptr<X509, X509Deleter>;
using KeyPtr = std::unique_ptr<EVP_PKEY, KeyDeleter>;

struct ServerIdentity
{
    X509Ptr caCert;
    KeyPtr caKey; // none when the identity was loaded from files
    X509Ptr cert;
    KeyPtr key;
    std::vector<X509Ptr> chain; // sent after `cert`, as a server with intermediate CAs does
};

// Subject alternative names: "IP:127.0.0.1", "DNS:localhost", ...
ServerIdentity makeServerIdentity(const std::vector<std::string> &altNames);
// A new key and server certificate from the same CA, as a renewed Supervisor certificate.
ServerIdentity renewServerIdentity(
    const ServerIdentity &from, const std::vector<std::string> &altNames);
// `certFile` holds the server's certificate first, then any chain certificates to send with it.
ServerIdentity loadServerIdentity(const std::string &certFile, const std::string &keyFile);
std::string toPem(X509 *cert);
std::string sha256Fingerprint(X509 *cert); // AA:BB:...

} // namespace emu
