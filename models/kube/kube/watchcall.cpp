// WatchCall: one watch stream, its events split into lines and decoded as they come.
#include "apicall.h"

#include "apicalls.h"
#include "logging.h"

#include <QJsonDocument>
#include <QNetworkReply>
#include <QUrlQuery>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

using namespace calls;

WatchCall::WatchCall(KubeClient *client, QString collectionPath, WatchOptions options)
    : m_client(client)
    , m_path(std::move(collectionPath))
    , m_options(std::move(options))
    , m_decoder(WatchDecoder::defaultMaxLineBytes, m_options.keep, m_options.record)
{}

WatchCall::~WatchCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void WatchCall::start()
{
    if (!m_client) {
        finish(KubeError::cancelled());
        return;
    }
    QUrlQuery query;
    query.addQueryItem(u"watch"_s, u"true"_s);
    if (!m_options.resourceVersion.isEmpty())
        query.addQueryItem(u"resourceVersion"_s, m_options.resourceVersion);
    if (m_options.bookmarks)
        query.addQueryItem(u"allowWatchBookmarks"_s, u"true"_s);
    if (m_options.timeoutSeconds > 0)
        query.addQueryItem(u"timeoutSeconds"_s, QString::number(m_options.timeoutSeconds));
    addSelectors(query, m_options.labelSelector, m_options.fieldSelector);
    // The server ends the watch after timeoutSeconds; if nothing at all arrives for longer than
    // that plus a margin, the connection is dead.
    const int stallMs = (std::max(m_options.timeoutSeconds, 30) + 30) * 1000;
    m_reply = m_client->send("GET",
        appendQuery(m_path, query),
        {},
        {},
        m_options.metadataOnly ? metadataAccept : jsonAccept,
        stallMs,
        {},
        /*stream=*/true);
    if (!m_reply) {
        // Queued: the caller connects to finished after this call is made.
        QMetaObject::invokeMethod(
            this,
            [this, refusal = m_client->sendRefusal()] {
                finish(refusal);
            },
            Qt::QueuedConnection);
        return;
    }
    m_reply->setReadBufferSize(readAheadBytes); // events flooding in wait for the decoder
    connect(m_reply, &QNetworkReply::readyRead, this, &WatchCall::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &WatchCall::onReplyFinished);
}

void WatchCall::cancel()
{
    if (m_finished)
        return;
    m_cancelled = true;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    finish(KubeError::cancelled());
}

void WatchCall::onReadyRead()
{
    if (!m_reply || m_finished)
        return;
    if (m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200) {
        // An error body, kept for onReplyFinished and held to the limit of any answer.
        m_errorBody += m_reply->readAll();
        const qint64 limit = m_client ? m_client->policy().maxResponseBytes : 0;
        if (limit > 0 && m_errorBody.size() > limit) {
            m_errorBody = QByteArray();
            m_reply->setProperty("vmrayTooLarge", limit);
            m_reply->abort();
        }
        return;
    }
    QList<WatchEvent> events;
    QString problem;
    const bool ok = m_decoder.feed(m_reply->readAll(), &events, &problem);
    // Events before an ERROR event are delivered; the ERROR ends the stream.
    qsizetype errorAt = -1;
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (events[i].type == WatchEvent::Type::Error) {
            errorAt = i;
            break;
        }
    }
    QList<WatchEvent> deliver = errorAt >= 0 ? events.mid(0, errorAt) : events;
    for (const WatchEvent &e : std::as_const(deliver)) {
        if (e.replacedInvalidUtf8)
            qCWarning(lcKube)
                << m_path << "an event for"
                << e.object.value(u"metadata"_s).toObject().value(u"name"_s).toString()
                << "held text that is no UTF-8; the bad bytes were replaced";
    }
    if (!deliver.isEmpty()) {
        m_eventCount += static_cast<int>(deliver.size());
        Q_EMIT eventsReceived(deliver);
    }
    if (m_finished)
        return; // a slot cancelled us
    if (errorAt >= 0) {
        const QJsonObject status = events[errorAt].object;
        const int code = status.value(u"code"_s).toInt();
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        finish(KubeError::fromStatus(QJsonDocument(status).toJson(QJsonDocument::Compact), code));
        return;
    }
    if (!ok) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        finish(KubeError::parse(problem));
    }
}

void WatchCall::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 200)
        onReadyRead();
    if (m_finished)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    if (status != 200 && reply->isOpen())
        m_errorBody += reply->readAll();
    KubeError error = errorOf(reply, m_errorBody, m_cancelled);
    // Anything but a stream (an empty answer, a redirect, which is never followed) is no end
    // of a watch but a failure: taken for a normal end, it was asked again at once, without
    // end.
    if (!error.isError() && status != 200)
        error = KubeError::unexpectedAnswer(status,
            status >= 300 && status < 400
                ? u"the watch was redirected to %1, and the console follows no redirects"_s.arg(
                    QString::fromLatin1(reply->rawHeader("Location").left(200)).simplified())
                : u"the watch was answered without a stream"_s);
    // A stream that ends inside an event was cut, however cleanly its connection closed.
    if (!error.isError() && status == 200 && m_decoder.bufferedBytes() > 0)
        error = KubeError::network(u"the watch stream ended in the middle of an event"_s);
    finish(error);
}

void WatchCall::finish(const KubeError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_reply = nullptr;
    m_error = error;
    Q_EMIT finished(this);
    deleteLater();
}

} // namespace vmray::kube
