// A VM's web console, as VM Operator hands it out (vm-operator-extras.md §2.1): the console
// makes an RSA key pair, asks for a (VirtualMachine)WebConsoleRequest with its public key,
// waits for the controller to answer with a ticket URL encrypted to that key and the proxy's
// address, decrypts it, and builds the proxy URL a browser opens within the ticket's expiry.
//
// The key is a PKCS#1 RSAPublicKey in a "PUBLIC KEY" PEM block, because the controller parses
// it with x509.ParsePKCS1PublicKey; the answer is RSA-OAEP with SHA-512.
#pragma once

#include "kube/kubeerror.h"
#include "kube/phrase.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <optional>

using EVP_PKEY = struct evp_pkey_st;

namespace vmray::kube {
class ApiCall;
class KubeClient;
} // namespace vmray::kube

namespace vmray::vmop {

// An RSA key pair held by OpenSSL, for one console request.
class ConsoleKey
{
public:
    // A new key of `bits`; empty if OpenSSL could not make one.
    static ConsoleKey generate(int bits = 2048);
    bool isNull() const { return !m_key; }
    // The public half as VM Operator reads it: PKCS#1 DER in a "PUBLIC KEY" PEM block.
    QByteArray publicKeyPem() const;
    // `cipher` decrypted with RSA-OAEP/SHA-512 (MGF1 SHA-512, no label); empty on failure.
    QByteArray decrypt(const QByteArray &cipher) const;

private:
    std::shared_ptr<EVP_PKEY> m_key;
};

// What the controller encrypts: wss://<host>:<port>/ticket/<ticket>.
struct ConsoleTicket
{
    QString host;
    QString port;
    QString ticket;
};
std::optional<ConsoleTicket> parseTicketUrl(const QByteArray &url);

// https://<proxyAddr>/vm/web-console/proxy?host=…&port=…&ticket=…&uuid=…&namespace=…, or
// nothing when proxyAddr is not a bare host or host:port (it must not smuggle a path, user or
// scheme into the URL the browser opens), or when `loopbackOnly` and it is not a loopback
// address (the sandbox opens pages on this machine and nowhere else).
std::optional<QUrl> consoleUrl(const QString &proxyAddr,
    const ConsoleTicket &ticket,
    const QString &requestUid,
    const QString &ns,
    bool loopbackOnly);

class WebConsoleRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebConsoleRequest)

public:
    enum class Outcome { Running, Ready, Failed };
    Q_ENUM(Outcome)

    // `vmOperatorVersion` is the version the console reads VM Operator with: v1alpha1 asks
    // with the old WebConsoleRequest, any later one with VirtualMachineWebConsoleRequest.
    WebConsoleRequest(kube::KubeClient *client,
        const QString &vmOperatorVersion,
        QString ns,
        QString vm,
        QObject *parent = nullptr);
    ~WebConsoleRequest() override;

    void setLoopbackOnly(bool loopbackOnly) { m_loopbackOnly = loopbackOnly; }
    // How long the controller has to answer (default 60 s).
    void setAnswerTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    void start();

    const QString &ns() const { return m_ns; }
    const QString &vm() const { return m_vm; }
    Outcome outcome() const { return m_outcome; }
    // Once Ready: the URL to open, and until when it can be.
    const QUrl &url() const { return m_url; }
    const QDateTime &expiry() const { return m_expiry; }
    // The request's name on the Supervisor, once created.
    const QString &requestName() const { return m_name; }
    // Why it failed, in words for the user; the server's own words, when it gave any, in
    // `error()`.
    const Phrase &failure() const { return m_failure; }
    const kube::KubeError &error() const { return m_error; }

Q_SIGNALS:
    // Delivered queued: receivers may delete the handle.
    void finished(vmray::vmop::WebConsoleRequest *request);

private:
    void create();
    void poll();
    void answered(const QJsonObject &request);
    void timedOut();
    void finish(Outcome outcome, const Phrase &failure = {});

    QPointer<kube::KubeClient> m_client;
    bool m_legacy;
    QString m_version;
    QString m_ns;
    QString m_vm;
    bool m_loopbackOnly = false;
    std::chrono::milliseconds m_timeout { 60000 };
    QFutureWatcher<ConsoleKey> m_keyMaking;
    ConsoleKey m_key;
    QString m_name;
    QPointer<kube::ApiCall> m_call;
    QTimer m_pollTimer;
    QTimer m_deadline;
    Outcome m_outcome = Outcome::Running;
    QUrl m_url;
    QDateTime m_expiry;
    Phrase m_failure;
    kube::KubeError m_error;
};

} // namespace vmray::vmop
