// The Kubernetes REST client: request policy in one place (server, bearer token, JSON, user agent,
// timeouts, TLS trust) over one injected QNetworkAccessManager. Every call is a handle object
// that finishes exactly once; see apicall.h.
#pragma once

#include "kubeerror.h"
#include "listdecoder.h"
#include "tlstrust.h"

#include <QHash>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>
#include <QSslKey>
#include <QTimer>
#include <QUrl>

#include <chrono>
#include <functional>

class QNetworkAccessManager;

namespace vmray::kube {

class ApiCall;
class ListCall;
using RawHeaders = QList<QPair<QByteArray, QByteArray>>;
class WatchCall;

// Whether a bearer token (or any header value) can go on a request as it is: printable ASCII
// only. Qt sends CR and LF in a header's value, so a token holding them would add headers of its
// own; a token is never anything else.
bool isSendableToken(QStringView token);

struct RequestPolicy
{
    QUrl server; // https://host:port of the Kubernetes API
    QString bearerToken;
    TlsTrust trust;
    // A client certificate instead of a token (kubeconfig client-certificate-data).
    QSslCertificate clientCertificate;
    QSslKey clientKey;
    int transferTimeoutMs = 30000;
    // The most one response body may hold (a watch's error body too; its events are bounded one
    // by one, see WatchDecoder). A server that sends more, or trickles without end, gets an
    // error instead of the client's memory.
    qint64 maxResponseBytes = defaultMaxResponseBytes();

    static QByteArray userAgent();
    // 256 MiB unless the application sets another (its settings' network/maxResponseMiB): a
    // whole 10,000-VM list is about 20 MB.
    static qint64 defaultMaxResponseBytes();
    static void setDefaultMaxResponseBytes(qint64 bytes);
    QNetworkRequest request(const QString &pathAndQuery, const QByteArray &accept) const;
};

struct ListOptions
{
    QString labelSelector;
    QString fieldSelector;
    int pageSize = 500; // kubectl's chunk size; bounds what is parsed at once
    int firstPageSize = 0; // 0: as pageSize
    // After a page larger than this, pages ask for as many items as fit in about this much:
    // objects differ in size (a VMRayCluster with its nodes' conditions is 12 KB, a VM 2 KB),
    // and pages of about half a megabyte decode in buffers kept from page to page. (Larger
    // pages cost more in fresh memory, on both sides, than they save in round trips.)
    qsizetype pageBytes = 512 * 1024;
    // Only these fields of each item are decoded (they must include all `transform` reads).
    FieldSelection keep;
    // Applied to each item where the page is decoded, off the GUI thread; must be thread-safe.
    std::function<QJsonObject(const QJsonObject &)> transform;
    // Reads each item into a typed record there too, straight from the bytes.
    RecordReader record;
    // Asks for the items' metadata only (PartialObjectMetadataList), falling back to whole
    // objects where the server cannot: for knowing what exists, at a fraction of the bytes.
    bool metadataOnly = false;
    // The most one list takes in, over all its pages: a server whose pages never end would
    // otherwise fill memory. Bytes: 0 is the client's RequestPolicy::maxResponseBytes, as much
    // as the list could be in one answer. Items: 0 is defaultMaxItems, room for well over
    // 100,000 VMs.
    qint64 maxBytes = 0;
    qint64 maxItems = 0;
    static constexpr qint64 defaultMaxItems = 250'000;
};

struct WatchOptions
{
    QString resourceVersion;
    QString labelSelector;
    QString fieldSelector;
    int timeoutSeconds = 300;
    bool bookmarks = true;
    bool metadataOnly = false; // events carry PartialObjectMetadata (see ListOptions)
    // Each event's object is read with only these fields (as list items are), and into a record.
    FieldSelection keep;
    RecordReader record;
};

// Qt 6.4 opens at most six HTTP/1.1 connections per server and network manager (the limit is
// configurable only from Qt 6.5 on), and each watch holds one connection for minutes. With six
// watches open every other request to that server would wait behind them. So watch streams run
// on a few extra managers, five streams each, kept beside the injected one (which serves every
// other call). Over HTTP/2 each of these is one multiplexed connection.
class WatchNetworks final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchNetworks)

public:
    static constexpr int streamsPerNetwork = 5;
    // The pool beside `main`, created on first use; owned by `main`.
    static WatchNetworks *of(QNetworkAccessManager *main);

    QNetworkAccessManager *acquire(const QString &authority);
    void release(QNetworkAccessManager *network, const QString &authority);
    void clearConnectionCaches();
    int managerCount() const { return static_cast<int>(m_networks.size()); }
    int openStreams() const;

private:
    explicit WatchNetworks(QNetworkAccessManager *main);

    QNetworkAccessManager *m_main;
    QList<QNetworkAccessManager *> m_networks;
    QHash<QPair<QNetworkAccessManager *, QString>, int> m_streams;
};

class KubeClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeClient)

public:
    // `network` is not owned and must outlive the client.
    explicit KubeClient(QNetworkAccessManager *network, QObject *parent = nullptr);

    // The injected manager, for other clients of the same process (the Ray dashboards), which
    // must set their own requests up: nothing of this client's policy comes along.
    QNetworkAccessManager *network() const { return m_network; }
    void setPolicy(const RequestPolicy &policy) { m_policy = policy; }
    const RequestPolicy &policy() const { return m_policy; }
    void setBearerToken(const QString &token) { m_policy.bearerToken = token; }
    // The leaf certificate of the latest answer that arrived whole (null before one did).
    QSslCertificate peerCertificate() const { return m_peerCertificate; }

    ApiCall *get(const QString &path);
    ApiCall *create(const QString &collectionPath, const QJsonObject &object, bool dryRun = false);
    ApiCall *replace(const QString &path, const QJsonObject &object, bool dryRun = false);
    ApiCall *mergePatch(const QString &path, const QJsonObject &patch, bool dryRun = false);
    // DELETE with an optional uid precondition, so a re-created object of the same name is safe.
    ApiCall *remove(const QString &path, const QString &uidPrecondition = {}, bool dryRun = false);
    ListCall *list(const QString &collectionPath, const ListOptions &options = {});
    WatchCall *watch(const QString &collectionPath, const WatchOptions &options);
    // Runs `then` once no list of this client is under way (and listsSettleTime more, when
    // others waited), or after `most` at the latest; at once when no list is. Lists are what a user
    // waits for, and a watch resumes from its list's resourceVersion, so a watch that waits for the
    // others' lists loses no change: opening twenty namespaces, the hundred watches' connections no
    // longer compete with the lists for the cores. Not run if `context` is destroyed first.
    void afterLists(QObject *context, std::function<void()> then, std::chrono::milliseconds most);
    static constexpr std::chrono::milliseconds listsSettleTime { 100 };

    // For the call classes: sends one request under the policy, with the TLS trust applied.
    // `stream` is for watches, which hold their connection for minutes (see WatchNetworks).
    QNetworkReply *send(const QByteArray &verb,
        const QString &pathAndQuery,
        const QByteArray &body,
        const QByteArray &contentType,
        const QByteArray &accept,
        int transferTimeoutMs,
        const RawHeaders &headers = {},
        bool stream = false);
    // Why the latest send() returned no reply: a token or header that cannot be sent, or no
    // network manager (cancelled).
    KubeError sendRefusal() const { return m_sendRefusal; }
    // Any request, with extra headers (e.g. Basic authorization for the WCP login).
    ApiCall *request(const QByteArray &verb,
        const QString &path,
        const QByteArray &body = {},
        const QByteArray &contentType = {},
        const RawHeaders &headers = {});

Q_SIGNALS:
    // A request was refused for its credentials (401); the session decides what to do.
    void unauthorized();

private:
    friend class ApiCall;
    friend class WatchCall;
    ApiCall *start(ApiCall *call);
    static void limitBody(QNetworkReply *reply, qint64 maxBytes);
    void runAfterLists();

    QPointer<QNetworkAccessManager> m_network;
    RequestPolicy m_policy;
    KubeError m_sendRefusal;
    QSslCertificate m_peerCertificate;
    int m_listsUnderWay = 0;
    QList<std::pair<QPointer<QObject>, std::function<void()>>> m_afterLists;
    QTimer m_afterListsTimer;
};

} // namespace vmray::kube
