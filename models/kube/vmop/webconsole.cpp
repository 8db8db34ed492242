#include "webconsole.h"

#include "kube/apicall.h"
#include "kube/kubeclient.h"
#include "kube/offthread.h"
#include "vmoperator.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QUrlQuery>

#include <openssl/encoder.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray::vmop {

namespace phrase {
inline constexpr PhraseKey noKey { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole", "The console's key pair could not be made.") };
inline constexpr PhraseKey refused { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole", "The Supervisor refused to open a console for VM %1: %2") };
inline constexpr PhraseKey noAnswer { "WebConsole",
    QT_TRANSLATE_N_NOOP("WebConsole",
        "VM Operator did not answer the console request for VM %1 within %n second(s)."),
    true };
inline constexpr PhraseKey operatorSaid { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole", "It said: %1") };
inline constexpr PhraseKey undecryptable { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole",
        "The console ticket for VM %1 could not be decrypted with the key that asked for it; "
        "open the console again.") };
inline constexpr PhraseKey badProxy { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole",
        "VM Operator gave the console of VM %1 a proxy address the console does not open: %2") };
inline constexpr PhraseKey expired { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole",
        "The console ticket for VM %1 expired before it could be opened; open the console "
        "again.") };
inline constexpr PhraseKey requestGone { "WebConsole",
    QT_TRANSLATE_NOOP("WebConsole",
        "The console request for VM %1 was deleted before VM Operator answered it.") };
} // namespace phrase

namespace {

template<typename T, void (*Free)(T *)>
struct Deleter
{
    void operator()(T *p) const { Free(p); }
};
using PkeyContext = std::unique_ptr<EVP_PKEY_CTX, Deleter<EVP_PKEY_CTX, EVP_PKEY_CTX_free>>;
using Encoder = std::unique_ptr<OSSL_ENCODER_CTX, Deleter<OSSL_ENCODER_CTX, OSSL_ENCODER_CTX_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;

// How often the request is read while the controller has not answered.
constexpr std::chrono::milliseconds pollInterval { 500 };

} // namespace

ConsoleKey ConsoleKey::generate(int bits)
{
    ConsoleKey key;
    EVP_PKEY *made = EVP_RSA_gen(static_cast<unsigned int>(bits));
    if (made)
        key.m_key.reset(made, EVP_PKEY_free);
    return key;
}

QByteArray ConsoleKey::publicKeyPem() const
{
    if (!m_key)
        return {};
    // "type-specific" is PKCS#1 RSAPublicKey; the default would be SubjectPublicKeyInfo,
    // which the controller's x509.ParsePKCS1PublicKey refuses.
    const Encoder encoder(OSSL_ENCODER_CTX_new_for_pkey(
        m_key.get(), EVP_PKEY_PUBLIC_KEY, "DER", "type-specific", nullptr));
    unsigned char *der = nullptr;
    size_t length = 0;
    if (!encoder || OSSL_ENCODER_to_data(encoder.get(), &der, &length) != 1)
        return {};
    const std::unique_ptr<unsigned char, void (*)(unsigned char *)> owned(
        der, [](unsigned char *p) {
            OPENSSL_free(p);
        });
    const Bio bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio(bio.get(), "PUBLIC KEY", "", der, static_cast<long>(length)) <= 0)
        return {};
    char *text = nullptr;
    const long textLength = BIO_get_mem_data(bio.get(), &text);
    return QByteArray(text, textLength);
}

QByteArray ConsoleKey::decrypt(const QByteArray &cipher) const
{
    if (!m_key || cipher.isEmpty())
        return {};
    const PkeyContext context(EVP_PKEY_CTX_new(m_key.get(), nullptr));
    const auto *in = reinterpret_cast<const unsigned char *>(cipher.constData());
    const auto inLength = static_cast<size_t>(cipher.size());
    size_t length = 0;
    if (!context || EVP_PKEY_decrypt_init(context.get()) != 1
        || EVP_PKEY_CTX_set_rsa_padding(context.get(), RSA_PKCS1_OAEP_PADDING) != 1
        || EVP_PKEY_CTX_set_rsa_oaep_md(context.get(), EVP_sha512()) != 1
        || EVP_PKEY_CTX_set_rsa_mgf1_md(context.get(), EVP_sha512()) != 1
        || EVP_PKEY_decrypt(context.get(), nullptr, &length, in, inLength) != 1)
        return {};
    QByteArray plain(static_cast<qsizetype>(length), Qt::Uninitialized);
    if (EVP_PKEY_decrypt(
            context.get(), reinterpret_cast<unsigned char *>(plain.data()), &length, in, inLength)
        != 1)
        return {};
    plain.truncate(static_cast<qsizetype>(length));
    return plain;
}

std::optional<ConsoleTicket> parseTicketUrl(const QByteArray &text)
{
    const QUrl url(QString::fromUtf8(text), QUrl::StrictMode);
    const QString path = url.path();
    if (!url.isValid() || url.scheme() != u"wss"_s || url.host().isEmpty() || url.port() <= 0
        || !path.startsWith(u"/ticket/"_s))
        return std::nullopt;
    const QString ticket = path.mid(8);
    if (ticket.isEmpty() || ticket.contains(u'/'))
        return std::nullopt;
    return ConsoleTicket { url.host(), QString::number(url.port()), ticket };
}

std::optional<QUrl> consoleUrl(const QString &proxyAddr,
    const ConsoleTicket &ticket,
    const QString &requestUid,
    const QString &ns,
    bool loopbackOnly)
{
    // A bare authority: no scheme, user, path, query or fragment can come in with it.
    QUrl base;
    base.setScheme(u"https"_s);
    base.setAuthority(proxyAddr, QUrl::StrictMode);
    if (proxyAddr.isEmpty() || !base.isValid() || base.host().isEmpty()
        || !base.userInfo().isEmpty() || base.authority() != proxyAddr || proxyAddr.contains(u'/')
        || proxyAddr.contains(u'@') || proxyAddr.contains(u'?') || proxyAddr.contains(u'#'))
        return std::nullopt;
    if (loopbackOnly && !QHostAddress(base.host()).isLoopback())
        return std::nullopt;
    QUrl url = base;
    url.setPath(u"/vm/web-console/proxy"_s);
    // Every value percent-encoded, '+' included: the proxy, written in Go, reads '+' as a space.
    QByteArray query;
    for (const auto &[key, value] : { std::pair { "host", ticket.host },
             { "port", ticket.port },
             { "ticket", ticket.ticket },
             { "uuid", requestUid },
             { "namespace", ns } }) {
        if (!query.isEmpty())
            query += '&';
        query += QByteArray(key) + '=' + QUrl::toPercentEncoding(value);
    }
    url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
    return url;
}

WebConsoleRequest::WebConsoleRequest(kube::KubeClient *client,
    const QString &vmOperatorVersion,
    QString ns,
    QString vm,
    QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_legacy(isLegacyVersion(versionOrPreferred(vmOperatorVersion)))
    , m_version(versionOrPreferred(vmOperatorVersion))
    , m_ns(std::move(ns))
    , m_vm(std::move(vm))
{
    m_pollTimer.setSingleShot(true);
    m_pollTimer.setInterval(pollInterval);
    connect(&m_pollTimer, &QTimer::timeout, this, &WebConsoleRequest::poll);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &WebConsoleRequest::timedOut);
    connect(&m_keyMaking, &QFutureWatcher<ConsoleKey>::finished, this, [this] {
        m_key = m_keyMaking.result();
        if (m_key.isNull()) {
            finish(Outcome::Failed, Phrase(phrase::noKey));
            return;
        }
        create();
    });
}

WebConsoleRequest::~WebConsoleRequest()
{
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
    }
}

void WebConsoleRequest::start()
{
    // A key takes a tenth of a second or more to make: not on the caller's thread.
    m_keyMaking.setFuture(kube::runOffThread(QThreadPool::globalInstance(), [] {
        return ConsoleKey::generate();
    }));
}

void WebConsoleRequest::create()
{
    if (!m_client) {
        finish(Outcome::Failed, Phrase(phrase::refused, { m_vm, Phrase(u"not connected"_s) }));
        return;
    }
    const QString plural =
        m_legacy ? u"webconsolerequests"_s : u"virtualmachinewebconsolerequests"_s;
    QJsonObject spec { { u"publicKey"_s, QString::fromLatin1(m_key.publicKeyPem()) } };
    spec.insert(m_legacy ? u"virtualMachineName"_s : u"name"_s, m_vm);
    const QJsonObject request { { u"apiVersion"_s, QString(group + u'/' + m_version) },
        { u"kind"_s, m_legacy ? u"WebConsoleRequest"_s : u"VirtualMachineWebConsoleRequest"_s },
        { u"metadata"_s, QJsonObject { { u"generateName"_s, QString(m_vm + u"-console-"_s) } } },
        { u"spec"_s, spec } };
    m_call = m_client->create(collectionPath(m_version, plural, m_ns), request);
    connect(m_call, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        if (call->error().isError()) {
            m_error = call->error();
            finish(Outcome::Failed, Phrase(phrase::refused, { m_vm, call->error().message() }));
            return;
        }
        const QJsonObject created = call->json();
        m_name = created.value(u"metadata"_s).toObject().value(u"name"_s).toString();
        m_deadline.start(m_timeout);
        answered(created);
    });
}

void WebConsoleRequest::poll()
{
    if (!m_client || m_outcome != Outcome::Running)
        return;
    const QString plural =
        m_legacy ? u"webconsolerequests"_s : u"virtualmachinewebconsolerequests"_s;
    m_call = m_client->get(collectionPath(m_version, plural, m_ns) + u'/' + m_name);
    connect(m_call, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        if (call->error().httpStatus() == 404) {
            finish(Outcome::Failed, Phrase(phrase::requestGone, { m_vm }));
            return;
        }
        if (call->error().isError()) {
            // Read again: the deadline bounds the wait, not one failed read.
            m_error = call->error();
            m_pollTimer.start();
            return;
        }
        answered(call->json());
    });
}

void WebConsoleRequest::answered(const QJsonObject &request)
{
    // The status has no conditions: the answer is there once response and proxyAddr are.
    const QJsonObject status = request.value(u"status"_s).toObject();
    const QString response = status.value(u"response"_s).toString();
    const QString proxyAddr = status.value(u"proxyAddr"_s).toString();
    if (response.isEmpty() || proxyAddr.isEmpty()) {
        m_pollTimer.start();
        return;
    }
    const QString uid = request.value(u"metadata"_s).toObject().value(u"uid"_s).toString();
    const QByteArray plain = m_key.decrypt(QByteArray::fromBase64(response.toLatin1()));
    const std::optional<ConsoleTicket> ticket = parseTicketUrl(plain);
    if (!ticket) {
        finish(Outcome::Failed, Phrase(phrase::undecryptable, { m_vm }));
        return;
    }
    const std::optional<QUrl> url = consoleUrl(proxyAddr, *ticket, uid, m_ns, m_loopbackOnly);
    if (!url) {
        finish(Outcome::Failed, Phrase(phrase::badProxy, { m_vm, proxyAddr }));
        return;
    }
    m_expiry = QDateTime::fromString(status.value(u"expiryTime"_s).toString(), Qt::ISODate);
    if (m_expiry.isValid() && m_expiry <= QDateTime::currentDateTimeUtc()) {
        finish(Outcome::Failed, Phrase(phrase::expired, { m_vm }));
        return;
    }
    m_url = *url;
    finish(Outcome::Ready);
}

void WebConsoleRequest::timedOut()
{
    if (m_outcome != Outcome::Running)
        return;
    m_pollTimer.stop();
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
    }
    const int seconds = static_cast<int>(m_timeout.count() / 1000);
    const Phrase late(phrase::noAnswer, seconds, { m_vm });
    if (!m_client) {
        finish(Outcome::Failed, late);
        return;
    }
    // What the controller said about the request, if anything: a key it could not read, a VM
    // it could not find.
    QUrlQuery selector;
    selector.addQueryItem(u"fieldSelector"_s, u"involvedObject.name="_s + m_name);
    m_call = m_client->get(
        u"/api/v1/namespaces/%1/events?%2"_s.arg(m_ns, selector.toString(QUrl::FullyEncoded)));
    connect(m_call, &kube::ApiCall::finished, this, [this, late](kube::ApiCall *call) {
        QString said;
        QDateTime newest;
        for (const QJsonValue event : call->json().value(u"items"_s).toArray()) {
            const QJsonObject e = event.toObject();
            const QDateTime at =
                QDateTime::fromString(e.value(u"lastTimestamp"_s).toString(), Qt::ISODate);
            if (e.value(u"type"_s).toString() == u"Warning"_s && (said.isEmpty() || at > newest)) {
                said = e.value(u"message"_s).toString();
                newest = at;
            }
        }
        finish(Outcome::Failed,
            said.isEmpty() ? late : late.then(Phrase(phrase::operatorSaid, { said })));
    });
}

void WebConsoleRequest::finish(Outcome outcome, const Phrase &failure)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    m_failure = failure;
    m_pollTimer.stop();
    m_deadline.stop();
    QMetaObject::invokeMethod(
        this,
        [this] {
            Q_EMIT finished(this);
        },
        Qt::QueuedConnection);
}

} // namespace vmray::vmop
