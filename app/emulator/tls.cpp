#include "tls.h"

#include <openssl/err.h>

#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>

#include <cstdio>
#include <stdexcept>

namespace emu {

namespace {

KeyPtr makeKey()
{
    KeyPtr key(EVP_EC_gen("P-256"));
    if (!key)
        throw std::runtime_error("could not generate an EC key");
    return key;
}

void addExtension(X509 *cert, X509 *issuer, int nid, const std::string &value)
{
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, issuer, cert, nullptr, nullptr, 0);
    X509_EXTENSION *ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value.c_str());
    if (!ext)
        throw std::runtime_error("bad certificate extension " + value);
    X509_add_ext(cert, ext, -1);
    X509_EXTENSION_free(ext);
}

X509Ptr makeCert(
    EVP_PKEY *key, const std::string &commonName, X509 *issuer, EVP_PKEY *issuerKey, long days)
{
    X509Ptr cert(X509_new());
    X509_set_version(cert.get(), 2);
    unsigned char serial[16];
    RAND_bytes(serial, sizeof serial);
    serial[0] &= 0x7f;
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get()));
    BN_free(bn);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 60L * 60 * 24 * days);
    X509_set_pubkey(cert.get(), key);
    X509_NAME *name = X509_get_subject_name(cert.get());
    X509_NAME_add_entry_by_txt(name,
        "O",
        MBSTRING_ASC,
        reinterpret_cast<const unsigned char *>("vmray supervisor emulator"),
        -1,
        -1,
        0);
    X509_NAME_add_entry_by_txt(name,
        "CN",
        MBSTRING_ASC,
        reinterpret_cast<const unsigned char *>(commonName.c_str()),
        -1,
        -1,
        0);
    X509_set_issuer_name(cert.get(), issuer ? X509_get_subject_name(issuer) : name);
    addExtension(cert.get(), issuer ? issuer : cert.get(), NID_subject_key_identifier, "hash");
    (void)issuerKey;
    return cert;
}

void issueServerCertificate(ServerIdentity &id, const std::vector<std::string> &altNames)
{
    id.key = makeKey();
    id.cert =
        makeCert(id.key.get(), "vmray-supervisor-emulator", id.caCert.get(), id.caKey.get(), 365);
    std::string san;
    for (const std::string &n : altNames)
        san += (san.empty() ? "" : ",") + n;
    addExtension(id.cert.get(), id.caCert.get(), NID_subject_alt_name, san);
    addExtension(id.cert.get(), id.caCert.get(), NID_basic_constraints, "critical,CA:FALSE");
    addExtension(
        id.cert.get(), id.caCert.get(), NID_key_usage, "critical,digitalSignature,keyEncipherment");
    addExtension(id.cert.get(), id.caCert.get(), NID_ext_key_usage, "serverAuth");
    addExtension(id.cert.get(), id.caCert.get(), NID_authority_key_identifier, "keyid:always");
    if (!X509_sign(id.cert.get(), id.caKey.get(), EVP_sha256()))
        throw std::runtime_error("could not sign the server certificate");
}

} // namespace

ServerIdentity makeServerIdentity(const std::vector<std::string> &altNames)
{
    ServerIdentity id;
    id.caKey = makeKey();
    id.caCert = makeCert(id.caKey.get(), "vmray supervisor emulator CA", nullptr, nullptr, 3650);
    addExtension(id.caCert.get(), id.caCert.get(), NID_basic_constraints, "critical,CA:TRUE");
    addExtension(id.caCert.get(),
        id.caCert.get(),
        NID_key_usage,
        "critical,keyCertSign,cRLSign,digitalSignature");
    addExtension(id.caCert.get(), id.caCert.get(), NID_authority_key_identifier, "keyid:always");
    if (!X509_sign(id.caCert.get(), id.caKey.get(), EVP_sha256()))
        throw std::runtime_error("could not sign the CA certificate");
    issueServerCertificate(id, altNames);
    return id;
}

ServerIdentity renewServerIdentity(
    const ServerIdentity &from, const std::vector<std::string> &altNames)
{
    if (!from.caKey)
        throw std::runtime_error("a certificate loaded from files cannot be renewed");
    ServerIdentity id;
    X509_up_ref(from.caCert.get());
    id.caCert.reset(from.caCert.get());
    EVP_PKEY_up_ref(from.caKey.get());
    id.caKey.reset(from.caKey.get());
    issueServerCertificate(id, altNames);
    return id;
}

ServerIdentity loadServerIdentity(const std::string &certFile, const std::string &keyFile)
{
    ServerIdentity id;
    FILE *f = std::fopen(certFile.c_str(), "r");
    if (!f)
        throw std::runtime_error("cannot open certificate file " + certFile);
    id.cert.reset(PEM_read_X509(f, nullptr, nullptr, nullptr));
    while (X509 *next = PEM_read_X509(f, nullptr, nullptr, nullptr))
        id.chain.emplace_back(next);
    ERR_clear_error(); // the read past the last certificate
    std::fclose(f);
    f = std::fopen(keyFile.c_str(), "r");
    if (!f)
        throw std::runtime_error("cannot open key file " + keyFile);
    id.key.reset(PEM_read_PrivateKey(f, nullptr, nullptr, nullptr));
    std::fclose(f);
    if (!id.cert || !id.key)
        throw std::runtime_error("cannot read the certificate or key (PEM expected)");
    return id;
}

std::string toPem(X509 *cert)
{
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_X509(bio, cert);
    char *data = nullptr;
    const long len = BIO_get_mem_data(bio, &data);
    std::string pem(data, static_cast<size_t>(len));
    BIO_free(bio);
    return pem;
}

std::string sha256Fingerprint(X509 *cert)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    X509_digest(cert, EVP_sha256(), md, &len);
    std::string out;
    char buf[4];
    for (unsigned int i = 0; i < len; ++i) {
        std::snprintf(buf, sizeof buf, i ? ":%02X" : "%02X", md[i]);
        out += buf;
    }
    return out;
}

} // namespace emu
