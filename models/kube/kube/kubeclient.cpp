#include "kubeclient.h"

#include "apicall.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QHttp2Configuration>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QUrlQuery>

#include <algorithm>
#include <atomic>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

bool isSendableToken(QStringView token)
{
    return std::all_of(token.begin(), token.end(), [](QChar c) {
        return c.unicode() >= 0x20 && c.unicode() < 0x7f;
    });
}

QByteArray RequestPolicy::userAgent()
{
    return QByteArrayLiteral("vmray-console/" VMRAY_VERSION);
}

namespace {
std::atomic<qint64> s_maxResponseBytes { 256LL * 1024 * 1024 };
} // namespace

qint64 RequestPolicy::defaultMaxResponseBytes()
{
    return s_maxResponseBytes.load();
}

void RequestPolicy::setDefaultMaxResponseBytes(qint64 bytes)
{
    s_maxResponseBytes.store(std::max<qint64>(bytes, 1024 * 1024));
}

QNetworkRequest RequestPolicy::request(const QString &pathAndQuery, const QByteArray &accept) const
{
    QString base = server.toString(QUrl::FullyEncoded);
    while (base.endsWith(u'/'))
        base.chop(1);
    QNetworkRequest req(QUrl(base + pathAndQuery, QUrl::StrictMode));
    req.setRawHeader("Accept", accept);
    req.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    if (!bearerToken.isEmpty() && isSendableToken(bearerToken)) // else KubeClient::send refuses
        req.setRawHeader("Authorization", "Bearer " + bearerToken.toLatin1());
    QSslConfiguration ssl = trust.sslConfiguration();
    if (!clientCertificate.isNull()) {
        ssl.setLocalCertificate(clientCertificate);
        ssl.setPrivateKey(clientKey);
    }
    req.setSslConfiguration(ssl);
    if (trust.mode == TlsTrust::Mode::PinnedFingerprint) {
        // A pinned connection is checked again once encrypted (see KubeClient::send). Over
        // HTTP/2, Qt 6.4 may send a request before encrypted() has been handled, so pinned
        // connections speak HTTP/1.1.
        req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    }
    {
        // HTTP/2: frames as large as the protocol allows, so a multi-megabyte list arrives in
        // fewer pieces (Qt's default is 16 KiB).
        QHttp2Configuration http2 = req.http2Configuration();
        http2.setMaxFrameSize(16 * 1024 * 1024 - 1);
        req.setHttp2Configuration(http2);
    }
    req.setTransferTimeout(transferTimeoutMs);
    // An API server never redirects a client elsewhere; following one could leak the token.
    req.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    return req;
}

namespace {
// What a kept-alive connection was accepted under: the trust decision and the client identity.
QString connectionSignature(const RequestPolicy &policy)
{
    QString s =
        QString::number(static_cast<int>(policy.trust.mode)) + u'|' + policy.trust.pinnedSha256;
    for (const QSslCertificate &c : policy.trust.caCertificates)
        s += u'|' + sha256Fingerprint(c);
    if (!policy.clientCertificate.isNull())
        s += u"|client:" + sha256Fingerprint(policy.clientCertificate);
    return s;
}
} // namespace

WatchNetworks *WatchNetworks::of(QNetworkAccessManager *main)
{
    auto *pool = main->findChild<WatchNetworks *>(QString(), Qt::FindDirectChildrenOnly);
    return pool ? pool : new WatchNetworks(main);
}

WatchNetworks::WatchNetworks(QNetworkAccessManager *main)
    : QObject(main)
    , m_main(main)
{}

QNetworkAccessManager *WatchNetworks::acquire(const QString &authority)
{
    for (QNetworkAccessManager *network : std::as_const(m_networks)) {
        int &streams = m_streams[{ network, authority }];
        if (streams < streamsPerNetwork) {
            ++streams;
            return network;
        }
    }
    auto *network = new QNetworkAccessManager(this);
    network->setProxy(m_main->proxy());
    network->setAutoDeleteReplies(m_main->autoDeleteReplies());
    m_networks << network;
    m_streams[{ network, authority }] = 1;
    return network;
}

void WatchNetworks::release(QNetworkAccessManager *network, const QString &authority)
{
    const auto it = m_streams.find({ network, authority });
    if (it != m_streams.end() && *it > 0)
        --*it;
}

void WatchNetworks::clearConnectionCaches()
{
    for (QNetworkAccessManager *network : std::as_const(m_networks))
        network->clearConnectionCache();
}

int WatchNetworks::openStreams() const
{
    int total = 0;
    for (const int n : m_streams)
        total += n;
    return total;
}

KubeClient::KubeClient(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{
    qRegisterMetaType<vmray::kube::WatchEvent>();
    m_afterListsTimer.setSingleShot(true);
    connect(&m_afterListsTimer, &QTimer::timeout, this, &KubeClient::runAfterLists);
}

QNetworkReply *KubeClient::send(const QByteArray &verb,
    const QString &pathAndQuery,
    const QByteArray &body,
    const QByteArray &contentType,
    const QByteArray &accept,
    int transferTimeoutMs,
    const RawHeaders &headers,
    bool stream)
{
    m_sendRefusal = KubeError::cancelled();
    if (!m_network)
        return nullptr;
    // Every credential passes here, wherever it came from (a kubeconfig, the keychain, a login
    // answer): one that could add a header of its own is never sent.
    const bool headersSendable =
        std::all_of(headers.cbegin(), headers.cend(), [](const auto &header) {
            return isSendableToken(QString::fromLatin1(header.second));
        });
    if (!isSendableToken(m_policy.bearerToken) || !headersSendable) {
        m_sendRefusal = KubeError::unsafeToken();
        return nullptr;
    }
    const QString authority = m_policy.server.authority();
    QNetworkAccessManager *network =
        stream ? WatchNetworks::of(m_network)->acquire(authority) : m_network.data();
    RequestPolicy policy = m_policy;
    policy.transferTimeoutMs = transferTimeoutMs;
    // QNetworkAccessManager reuses a kept-alive connection by host and port alone, so a connection
    // accepted under one trust decision (or client certificate) would serve a request made under
    // another. When either changes for a server, its old connections must go.
    const QByteArray trustKey = "vmrayTrust:" + m_policy.server.authority().toUtf8();
    const QString signature = connectionSignature(m_policy);
    if (m_network->property(trustKey.constData()).toString() != signature) {
        if (m_network->property(trustKey.constData()).isValid()) {
            m_network->clearConnectionCache();
            WatchNetworks::of(m_network)->clearConnectionCaches();
        }
        m_network->setProperty(trustKey.constData(), signature);
    }
    QNetworkRequest req = policy.request(pathAndQuery, accept);
    if (!contentType.isEmpty())
        req.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
    for (const auto &[name, value] : headers) {
        req.setRawHeader(name, value);
        // A password login (the WCP's, Basic) speaks HTTP/1.1. Refused over HTTP/2 with a Basic
        // challenge, Qt 6.4 leaves the request's stream open with its upload buffer; should its
        // network manager go before the stream ends, the manager's thread frees the buffer and
        // then reads it (QHttp2ProtocolHandler::deleteActiveStream), and the program crashes.
        if (name.compare("Authorization", Qt::CaseInsensitive) == 0 && value.startsWith("Basic "))
            req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    }
    QNetworkReply *reply =
        verb == "GET" ? network->get(req) : network->sendCustomRequest(req, verb, body);
    if (stream) {
        QPointer<WatchNetworks> pool = WatchNetworks::of(m_network);
        connect(reply, &QObject::destroyed, pool, [pool, network, authority] {
            pool->release(network, authority);
        });
    }
    // For a watch this bounds an error body, which is read only at the end; its events are
    // read as they come and bounded one by one (WatchDecoder).
    limitBody(reply, m_policy.maxResponseBytes);
    const TlsTrust trust = m_policy.trust;
    connect(
        reply, &QNetworkReply::sslErrors, reply, [reply, trust](const QList<QSslError> &errors) {
            // The leaf the connection uses, not a certificate attached to an error: OpenSSL
            // names a chain's untrusted root first, and a server may append any certificate.
            const QSslCertificate leaf = reply->sslConfiguration().peerCertificate();
            QStringList texts;
            for (const QSslError &e : errors)
                texts << e.errorString();
            reply->setProperty("vmraySslErrors", texts);
            reply->setProperty("vmrayPeerCertificate", QVariant::fromValue(leaf));
            if (trust.acceptsPinned(leaf))
                reply->ignoreSslErrors(errors);
        });
    if (trust.mode == TlsTrust::Mode::PinnedFingerprint) {
        reply->setProperty(
            "vmrayPinnedSha256", TlsTrust::normalizedFingerprint(trust.pinnedSha256));
        // A second look once the handshake is done, before the request is sent. It is not
        // redundant: Qt keeps the errors a connection was told to ignore and ignores them again
        // when it reconnects, without asking. A pinned leaf issued by a CA leaves only errors
        // about that CA, which another leaf of the same CA would repeat (tst_tls_trust).
        connect(reply, &QNetworkReply::encrypted, reply, [reply, trust] {
            const QSslCertificate leaf = reply->sslConfiguration().peerCertificate();
            if (!trust.acceptsPinned(leaf)) {
                reply->setProperty("vmraySslErrors", QStringList());
                reply->setProperty("vmrayPeerCertificate", QVariant::fromValue(leaf));
                reply->setProperty(
                    "vmrayTlsRefused", u"the server's certificate is not the pinned one"_s);
                reply->abort();
            }
        });
    } else if (trust.checksNames()) {
        // Qt accepts a certificate that names the host only in its common name, or an IP
        // address as a DNS entry; kubectl and RFC 6125 do not.
        const QString host = m_policy.server.host();
        connect(reply, &QNetworkReply::encrypted, reply, [reply, host] {
            const QSslCertificate leaf = reply->sslConfiguration().peerCertificate();
            if (TlsTrust::namesHost(leaf, host))
                return;
            const QString why =
                u"the server's certificate does not name %1 among its subject alternative names"_s
                    .arg(host);
            reply->setProperty("vmraySslErrors", QStringList { why });
            reply->setProperty("vmrayPeerCertificate", QVariant::fromValue(leaf));
            reply->setProperty("vmrayTlsRefused", why);
            reply->abort();
        });
    }
    if (!stream) {
        // The certificate a working connection presents, remembered so that a later
        // certificate that fails verification can be shown beside it.
        connect(reply, &QNetworkReply::finished, this, [this, reply] {
            if (reply->error() != QNetworkReply::NoError)
                return;
            const QSslCertificate leaf = reply->sslConfiguration().peerCertificate();
            if (!leaf.isNull())
                m_peerCertificate = leaf;
        });
    }
    return reply;
}

void KubeClient::limitBody(QNetworkReply *reply, qint64 maxBytes)
{
    const auto refuse = [reply, maxBytes] {
        if (reply->isFinished() || reply->property("vmrayTooLarge").isValid())
            return;
        reply->setProperty("vmrayTooLarge", maxBytes);
        reply->abort();
    };
    // An announced size is refused before a byte of the body is read. (With gzip it announces
    // the compressed size, a lower bound of what would be held.)
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, maxBytes, refuse] {
        bool known = false;
        const qint64 announced =
            reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        if (known && announced > maxBytes)
            refuse();
    });
    // What is held, decompressed, as each piece arrives (downloadProgress comes at most every
    // 100 ms, which lets a fast server overshoot by far).
    connect(reply, &QNetworkReply::readyRead, reply, [reply, maxBytes, refuse] {
        if (reply->bytesAvailable() > maxBytes)
            refuse();
    });
}

ApiCall *KubeClient::start(ApiCall *call)
{
    call->setParent(this);
    connect(call, &ApiCall::finished, this, [this](ApiCall *c) {
        if (c->error().kind() == KubeError::Kind::Auth)
            Q_EMIT unauthorized();
    });
    call->start();
    return call;
}

ApiCall *KubeClient::request(const QByteArray &verb,
    const QString &path,
    const QByteArray &body,
    const QByteArray &contentType,
    const RawHeaders &headers)
{
    return start(new ApiCall(this, verb, path, body, contentType, headers));
}

ApiCall *KubeClient::get(const QString &path)
{
    return start(new ApiCall(this, "GET", path));
}

namespace {
QString withDryRun(const QString &path, bool dryRun)
{
    return dryRun ? path + (path.contains(u'?') ? u"&"_s : u"?"_s) + u"dryRun=All"_s : path;
}
QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
} // namespace

ApiCall *KubeClient::create(const QString &collectionPath, const QJsonObject &object, bool dryRun)
{
    return start(new ApiCall(
        this, "POST", withDryRun(collectionPath, dryRun), compact(object), "application/json"));
}

ApiCall *KubeClient::replace(const QString &path, const QJsonObject &object, bool dryRun)
{
    return start(
        new ApiCall(this, "PUT", withDryRun(path, dryRun), compact(object), "application/json"));
}

ApiCall *KubeClient::mergePatch(const QString &path, const QJsonObject &patch, bool dryRun)
{
    return start(new ApiCall(
        this, "PATCH", withDryRun(path, dryRun), compact(patch), "application/merge-patch+json"));
}

ApiCall *KubeClient::remove(const QString &path, const QString &uidPrecondition, bool dryRun)
{
    QJsonObject options { { u"kind"_s, u"DeleteOptions"_s }, { u"apiVersion"_s, u"v1"_s } };
    if (!uidPrecondition.isEmpty())
        options.insert(u"preconditions"_s, QJsonObject { { u"uid"_s, uidPrecondition } });
    return start(new ApiCall(
        this, "DELETE", withDryRun(path, dryRun), compact(options), "application/json"));
}

ListCall *KubeClient::list(const QString &collectionPath, const ListOptions &options)
{
    auto *call = new ListCall(this, collectionPath, options);
    call->setParent(this);
    // Connected before the caller's slots: what waits for lists runs before they hear of the end.
    ++m_listsUnderWay;
    const auto ended = [this, counted = std::make_shared<bool>(true)] {
        // What waits goes a moment after the last list: the panes join what the lists brought
        // in batches 30 ms apart, and a hundred watches' connections would take the cores from
        // them.
        if (std::exchange(*counted, false) && --m_listsUnderWay == 0 && !m_afterLists.isEmpty())
            m_afterListsTimer.start(listsSettleTime);
    };
    connect(call, &ListCall::finished, this, ended);
    connect(call, &QObject::destroyed, this, ended); // a cancelled list need not finish
    call->start();
    return call;
}

void KubeClient::afterLists(
    QObject *context, std::function<void()> then, std::chrono::milliseconds most)
{
    if (m_listsUnderWay == 0 && m_afterLists.isEmpty()) {
        then();
        return;
    }
    m_afterLists.append({ context, std::move(then) });
    if (!m_afterListsTimer.isActive())
        m_afterListsTimer.start(most);
}

void KubeClient::runAfterLists()
{
    // Ten at a time, each batch in a turn of the event loop of its own: a hundred watches made at
    // once held the window up for 20-40 ms.
    constexpr qsizetype perTurn = 10;
    const qsizetype now = std::min(perTurn, m_afterLists.size());
    const auto batch = m_afterLists.first(now);
    m_afterLists.remove(0, now);
    if (m_afterLists.isEmpty())
        m_afterListsTimer.stop();
    else
        m_afterListsTimer.start(0);
    for (const auto &[context, then] : batch) {
        if (context)
            then();
    }
}

WatchCall *KubeClient::watch(const QString &collectionPath, const WatchOptions &options)
{
    auto *call = new WatchCall(this, collectionPath, options);
    call->setParent(this);
    connect(call, &WatchCall::finished, this, [this](WatchCall *c) {
        if (c->error().kind() == KubeError::Kind::Auth)
            Q_EMIT unauthorized();
    });
    call->start();
    return call;
}

} // namespace vmray::kube
