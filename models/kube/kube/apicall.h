// Handle objects, one per API call. Each finishes exactly once (success, error, or cancel),
// deletes itself after `finished` has been delivered, and aborts its request if destroyed early.
// Connect with a context object so a closed pane never receives a late callback:
//     connect(call, &ApiCall::finished, this, [](ApiCall *c) { ... });
#pragma once

#include "backoff.h"
#include "kubeclient.h"
#include "kubeerror.h"
#include "watchdecoder.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>

namespace vmray::kube {

class ApiCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiCall)

public:
    ApiCall(KubeClient *client,
        QByteArray verb,
        QString pathAndQuery,
        QByteArray body = {},
        QByteArray contentType = {},
        RawHeaders headers = {});
    ~ApiCall() override;

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    const KubeError &error() const { return m_error; }
    int httpStatus() const { return m_httpStatus; }
    // Whether the last answer came over HTTP/2 (negotiated by ALPN), for diagnostics and tests.
    bool overHttp2() const { return m_overHttp2; }
    // The body as it came: gzipped when the call asked for it so (an Accept-Encoding header of
    // its own, which Qt then leaves alone) and the server sent it so.
    const QByteArray &body() const { return m_body; }
    bool bodyIsGzipped() const { return m_gzipped; }
    // The start of the body while it is still arriving (then of the whole body), inflated.
    QByteArray peekBody(qsizetype maxBytes) const;
    // The body's size as the response announced it (Content-Length); -1 when it did not, or
    // when what it announced is the gzipped size.
    qint64 expectedBodySize() const;
    QJsonObject json() const;
    int attempts() const { return m_attempts; }
    // Milliseconds until the next attempt while one is scheduled (after a retryable failure),
    // else -1.
    int nextAttemptInMs() const
    {
        return m_retryTimer.isActive() ? m_retryTimer.remainingTime() : -1;
    }
    QByteArray verb() const { return m_verb; }

Q_SIGNALS:
    void finished(vmray::kube::ApiCall *call);
    // More of the response body has arrived (see peekBody).
    void bodyArriving(vmray::kube::ApiCall *call);

private:
    void sendOnce();
    void onReadyRead();
    void onReplyFinished();
    void finish(const KubeError &error);
    bool mayRetry(const KubeError &error) const;

    QPointer<KubeClient> m_client;
    QByteArray m_verb;
    QString m_path;
    QByteArray m_requestBody;
    QByteArray m_contentType;
    RawHeaders m_headers;
    QPointer<QNetworkReply> m_reply;
    QTimer m_retryTimer;
    Backoff m_backoff;
    KubeError m_error;
    QByteArray m_body;
    int m_httpStatus = 0;
    bool m_overHttp2 = false;
    bool m_gzipped = false;
    int m_attempts = 0;
    bool m_finished = false;
    bool m_cancelled = false;
};

// LIST in pages of `pageSize` with limit/continue; all pages share the first page's
// resourceVersion. A continue token that expired (410) restarts the list from the beginning.
class ListCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ListCall)

public:
    ListCall(KubeClient *client, QString collectionPath, ListOptions options);
    ~ListCall() override;

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    const KubeError &error() const { return m_error; }
    const QList<QJsonObject> &items() const { return m_items; }
    QString resourceVersion() const { return m_resourceVersion; }
    int pages() const { return m_pages; }

Q_SIGNALS:
    // Each page as it arrives, in order, for views that fill progressively.
    // `records`: with ListOptions::record, one per item.
    void pageReceived(const QList<QJsonObject> &items, const QList<QVariant> &records);
    // The continue token expired (410) and the list starts over: pages come again from the first.
    void restarted();
    // Page `page` (counted from 0) was asked for, and its body has all arrived.
    void pageRequested(int page);
    void pageFetched(int page);
    void finished(vmray::kube::ListCall *call);

private:
    struct DecodedPage
    {
        QString error;
        QString resourceVersion;
        QString continueToken;
        QList<QJsonObject> items;
        QList<QVariant> records;
        bool nextRequested = false; // the next page was read ahead: asked for, or held back
        bool replacedInvalidUtf8 = false;
        qint64 bytes = 0; // of JSON, inflated
        bool tooLarge = false; // it would have inflated past the list's limit
    };
    static DecodedPage decodePage(const QByteArray &body,
        bool gzipped,
        const std::shared_ptr<std::atomic<qint64>> &budget, // what the list may still inflate
        qint64 pageLimit, // what one answer may inflate to; 0: no limit
        bool first,
        const FieldSelection &keep,
        const std::function<QJsonObject(const QJsonObject &)> &transform,
        const RecordReader &record);
    void requestPage();
    void fitPageLimit(int pageLimit, qsizetype pageBytes);
    qint64 maxBytes() const; // of the whole list; 0: no limit
    void askAhead();
    void cancelFetches();
    void onPageDecoded(int generation, int sequence, DecodedPage page);
    bool withinBounds(qint64 moreItems, qint64 moreBytes);
    void finish(const KubeError &error);

    QPointer<KubeClient> m_client;
    QString m_path;
    ListOptions m_options;
    QList<QPointer<ApiCall>> m_fetching; // pages on their way, at most two
    QString m_continue;
    QString m_resourceVersion;
    QList<QJsonObject> m_items;
    QMap<int, DecodedPage> m_decoded; // decoded out of order, waiting for their turn
    KubeError m_error;
    int m_pages = 0; // delivered
    int m_requested = 0;
    int m_generation = 0; // bumped when the list starts over
    int m_restarts = 0;
    int m_fittingLimit = 0; // items that fit in ListOptions::pageBytes, judged by the last page
    int m_decoding = 0; // pages handed to the decoding threads and not back yet
    // The newest page asked for: its continue token once known ("" for the last page), and
    // whether the page after it has been asked for.
    std::optional<QString> m_newestToken;
    bool m_newestFollowed = false;
    QHash<int, QString> m_followedWith; // page → the token its next page was asked for with
    QSet<QString> m_tokensFollowed; // every continue token of this list asked with so far
    qint64 m_bytesTaken = 0; // of this list's answers, to bound it (ListOptions::maxBytes)
    std::shared_ptr<std::atomic<qint64>> m_inflateBudget; // for gzipped pages, shared with decoding
    bool m_finished = false;
};

// The continue token of a list response, read from its top-level metadata without decoding the
// items, so the next page can be fetched while this one is decoded. Null if it cannot be found.
std::optional<QString> peekContinueToken(const QByteArray &listJson);

// A watch stream: events as they arrive, then `finished` once: with no error for a normal end
// (timeoutSeconds), or with the error (HTTP 410/401/403, any answer but 200, an ERROR event, a
// dropped connection). An event whose object holds bytes that are no UTF-8 is delivered with
// those bytes replaced (U+FFFD) and a warning in the log.
class WatchCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchCall)

public:
    WatchCall(KubeClient *client, QString collectionPath, WatchOptions options);
    ~WatchCall() override;

    void start();
    void cancel();

    bool isFinished() const { return m_finished; }
    const KubeError &error() const { return m_error; }
    int eventCount() const { return m_eventCount; }

Q_SIGNALS:
    void eventsReceived(const QList<vmray::kube::WatchEvent> &events);
    void finished(vmray::kube::WatchCall *call);

private:
    void onReadyRead();
    void onReplyFinished();
    void finish(const KubeError &error);

    QPointer<KubeClient> m_client;
    QString m_path;
    WatchOptions m_options;
    QPointer<QNetworkReply> m_reply;
    WatchDecoder m_decoder;
    QByteArray m_errorBody; // the body of an answer other than 200
    KubeError m_error;
    int m_eventCount = 0;
    bool m_finished = false;
    bool m_cancelled = false;
};

} // namespace vmray::kube
