#include "apicall.h"

#include "apicalls.h"
#include "gzip.h"

#include "logging.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

namespace calls {

KubeError errorOf(QNetworkReply *reply, const QByteArray &body, bool cancelled)
{
    KubeError e = reply->property("vmrayTlsRefused").isValid()
        ? KubeError::tls(reply->property("vmrayTlsRefused").toString())
        : reply->property("vmrayTooLarge").isValid()
        ? KubeError::tooLarge(reply->property("vmrayTooLarge").toLongLong())
        : KubeError::fromReply(reply, body, cancelled);
    if (e.kind() == KubeError::Kind::Tls || reply->property("vmraySslErrors").isValid())
        e.setSslDetails(reply->property("vmraySslErrors").toStringList(),
            reply->property("vmrayPeerCertificate").value<QSslCertificate>(),
            reply->property("vmrayPinnedSha256").toString());
    return e;
}

void addSelectors(QUrlQuery &query, const QString &labelSelector, const QString &fieldSelector)
{
    if (!labelSelector.isEmpty())
        query.addQueryItem(
            u"labelSelector"_s, QString::fromUtf8(QUrl::toPercentEncoding(labelSelector)));
    if (!fieldSelector.isEmpty())
        query.addQueryItem(
            u"fieldSelector"_s, QString::fromUtf8(QUrl::toPercentEncoding(fieldSelector)));
}

QString appendQuery(const QString &path, const QUrlQuery &query)
{
    if (query.isEmpty())
        return path;
    return path + (path.contains(u'?') ? u'&' : u'?') + query.toString(QUrl::FullyEncoded);
}

} // namespace calls

using namespace calls;

// --- ApiCall -----------------------------------------------------------------------------------

ApiCall::ApiCall(KubeClient *client,
    QByteArray verb,
    QString pathAndQuery,
    QByteArray body,
    QByteArray contentType,
    RawHeaders headers)
    : m_client(client)
    , m_verb(std::move(verb))
    , m_path(std::move(pathAndQuery))
    , m_requestBody(std::move(body))
    , m_contentType(std::move(contentType))
    , m_headers(std::move(headers))
{
    m_retryTimer.setSingleShot(true);
    m_retryTimer.setTimerType(Qt::PreciseTimer); // Retry-After is a floor, not a suggestion
    connect(&m_retryTimer, &QTimer::timeout, this, &ApiCall::sendOnce);
}

ApiCall::~ApiCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void ApiCall::start()
{
    // Once: a second request would share this call's one reply slot, and the first answer
    // to come would be read from the other, still unanswered, reply.
    if (m_attempts > 0 || m_finished)
        return;
    sendOnce();
}

void ApiCall::cancel()
{
    if (m_finished)
        return;
    m_cancelled = true;
    m_retryTimer.stop();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    finish(KubeError::cancelled());
}

QJsonObject ApiCall::json() const
{
    if (!m_gzipped)
        return QJsonDocument::fromJson(m_body).object();
    QByteArray inflated;
    const qint64 limit = m_client ? m_client->policy().maxResponseBytes : 0;
    return gunzip(m_body, limit, &inflated) == Inflated::Whole
        ? QJsonDocument::fromJson(inflated).object()
        : QJsonObject();
}

namespace {
bool asksForGzip(const RawHeaders &headers)
{
    return std::any_of(headers.begin(), headers.end(), [](const auto &header) {
        return header.first.compare("Accept-Encoding", Qt::CaseInsensitive) == 0;
    });
}

bool sentGzipped(const QNetworkReply *reply)
{
    return reply->rawHeader("Content-Encoding").trimmed().compare("gzip", Qt::CaseInsensitive) == 0;
}
} // namespace

void ApiCall::sendOnce()
{
    if (m_finished)
        return;
    if (!m_client) {
        finish(KubeError::cancelled());
        return;
    }
    ++m_attempts;
    m_body.clear(); // an attempt after a broken one reads its answer from the start
    m_gzipped = false;
    m_reply = m_client->send(m_verb,
        m_path,
        m_requestBody,
        m_contentType,
        jsonAccept,
        m_client->policy().transferTimeoutMs,
        m_headers);
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
    m_reply->setReadBufferSize(readAheadBytes);
    connect(m_reply, &QNetworkReply::readyRead, this, &ApiCall::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &ApiCall::onReplyFinished);
}

void ApiCall::onReadyRead()
{
    if (!m_reply)
        return;
    // The body is taken as it comes, so it is held once, and the whole of it is held to the
    // limit: an answer that announced no length stops at the limit, not at some multiple of it.
    const qint64 limit = m_client ? m_client->policy().maxResponseBytes : 0;
    if (m_body.isEmpty()) {
        m_gzipped = asksForGzip(m_headers) && sentGzipped(m_reply);
        const qint64 announced = expectedBodySize();
        if (announced > 0 && (limit <= 0 || announced <= limit))
            m_body.reserve(announced);
    }
    m_body += m_reply->readAll();
    if (limit > 0 && m_body.size() > limit) {
        m_body = QByteArray();
        m_reply->setProperty("vmrayTooLarge", limit);
        m_reply->abort(); // finishes the reply, and with it this call (not retried)
        return;
    }
    Q_EMIT bodyArriving(this);
}

QByteArray ApiCall::peekBody(qsizetype maxBytes) const
{
    if (!m_gzipped)
        return m_body.left(maxBytes);
    QByteArray start;
    gunzip(m_body, maxBytes, &start); // a start is all that is asked: any outcome gives one
    return start;
}

qint64 ApiCall::expectedBodySize() const
{
    if (!m_reply)
        return m_body.size();
    if (m_gzipped)
        return -1;
    bool known = false;
    const qint64 size = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
    return known ? size : -1;
}

bool ApiCall::mayRetry(const KubeError &error) const
{
    if (m_attempts >= maxReadAttempts || !error.isTransient())
        return false;
    // Reads are safe to repeat. A write is repeated only when the server said it did not take
    // it (429); after a 5xx or a broken connection its outcome is unknown.
    return m_verb == "GET" || error.httpStatus() == 429;
}

void ApiCall::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    m_httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_overHttp2 = reply->attribute(QNetworkRequest::Http2WasUsedAttribute).toBool();
    if (m_body.isEmpty())
        m_gzipped = asksForGzip(m_headers) && sentGzipped(reply);
    if (reply->isOpen()) // an aborted reply is closed
        m_body += reply->readAll();
    const qint64 limit = m_client ? m_client->policy().maxResponseBytes : 0;
    // A failure's Status is read inflated; a success is inflated by whoever decodes it.
    QByteArray inflatedFailure;
    if (m_gzipped && reply->error() != QNetworkReply::NoError)
        gunzip(m_body, limit, &inflatedFailure);
    const KubeError error = limit > 0 && m_body.size() > limit
        ? KubeError::tooLarge(limit) // it came whole before a check could stop it
        : errorOf(reply, m_gzipped ? inflatedFailure : m_body, m_cancelled);
    if (error.isTooLarge())
        m_body = QByteArray();
    if (error.isError() && mayRetry(error)) {
        auto delay = m_backoff.next();
        if (error.retryAfterSeconds() >= 0) // Retry-After is a floor (KubeError bounds it)
            delay = std::max(delay, Backoff::ms(error.retryAfterSeconds() * 1000LL));
        qCDebug(lcKube) << m_verb << m_path << "attempt" << m_attempts
                        << "failed:" << error.toString() << "- retrying in" << delay.count()
                        << "ms";
        m_retryTimer.start(delay);
        return;
    }
    finish(error);
}

void ApiCall::finish(const KubeError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    if (error.isError() && error.kind() != KubeError::Kind::Cancelled)
        qCDebug(lcKube) << m_verb << m_path << "failed:" << error.toString();
    Q_EMIT finished(this);
    deleteLater();
}
} // namespace vmray::kube
