#include "kubeerror.h"

#include <algorithm>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslCertificate>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

QString sha256Fingerprint(const QSslCertificate &certificate)
{
    const QByteArray digest = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QString out;
    for (qsizetype i = 0; i < digest.size(); i += 2) {
        if (i)
            out += u':';
        out += QString::fromLatin1(digest.mid(i, 2));
    }
    return out;
}

KubeError KubeError::cancelled()
{
    KubeError e;
    e.m_kind = Kind::Cancelled;
    e.m_message = u"cancelled"_s;
    return e;
}

KubeError KubeError::parse(const QString &message)
{
    KubeError e;
    e.m_kind = Kind::Parse;
    e.m_message = message;
    return e;
}

KubeError KubeError::fromStatus(const QByteArray &statusJson, int httpStatus)
{
    KubeError e;
    e.m_httpStatus = httpStatus;
    const QJsonObject status = QJsonDocument::fromJson(statusJson).object();
    if (status.value(u"kind"_s).toString() == u"Status"_s) {
        e.m_kind = Kind::Status;
        e.m_reason = status.value(u"reason"_s).toString();
        e.m_message = status.value(u"message"_s).toString();
        const QJsonObject details = status.value(u"details"_s).toObject();
        const QJsonArray causes = details.value(u"causes"_s).toArray();
        for (const QJsonValue c : causes) {
            const QJsonObject o = c.toObject();
            e.m_causes.append({ o.value(u"reason"_s).toString(),
                o.value(u"message"_s).toString(),
                o.value(u"field"_s).toString() });
        }
        const double retryAfter = details.value(u"retryAfterSeconds"_s).toDouble(-1);
        if (retryAfter >= 0) // also false for NaN
            e.m_retryAfter = static_cast<int>(std::min(retryAfter, double(maxRetryAfterSeconds)));
    } else {
        e.m_kind = Kind::Http;
        e.m_message = QString::fromUtf8(statusJson.left(300)).simplified();
    }
    if (httpStatus == 401)
        e.m_kind = Kind::Auth;
    return e;
}

KubeError KubeError::transport(
    Kind kind, QNetworkReply::NetworkError networkError, const QString &message)
{
    KubeError e;
    e.m_kind = kind;
    e.m_networkError = networkError;
    e.m_message = message;
    return e;
}

KubeError KubeError::tls(const QString &message)
{
    return transport(Kind::Tls, QNetworkReply::SslHandshakeFailedError, message);
}

KubeError KubeError::network(const QString &message)
{
    return transport(Kind::Network, QNetworkReply::RemoteHostClosedError, message);
}

KubeError KubeError::trustSetup(const QString &message)
{
    KubeError e = tls(message);
    e.m_reason = u"TrustSetup"_s;
    return e;
}

bool KubeError::isTrustSetup() const
{
    return m_kind == Kind::Tls && m_reason == u"TrustSetup"_s;
}

KubeError KubeError::unsafeToken()
{
    KubeError e;
    e.m_kind = Kind::Auth;
    e.m_reason = u"UnsafeToken"_s;
    e.m_message = u"the bearer token holds control characters or characters outside ASCII"_s;
    return e;
}

bool KubeError::isUnsafeToken() const
{
    return m_kind == Kind::Auth && m_reason == u"UnsafeToken"_s;
}

KubeError KubeError::tooLarge(qint64 limitBytes)
{
    KubeError e;
    e.m_kind = Kind::Parse;
    e.m_reason = u"TooLarge"_s;
    const QString limit = limitBytes >= 1024 * 1024
        ? u"%1 MiB"_s.arg(limitBytes / (1024 * 1024))
        : u"%1 KiB"_s.arg(std::max<qint64>(limitBytes / 1024, 1));
    e.m_message = u"the answer is larger than %1, the most the console reads "
                  "(network/maxResponseMiB in its settings)"_s.arg(limit);
    return e;
}

bool KubeError::isTooLarge() const
{
    return m_kind == Kind::Parse && m_reason == u"TooLarge"_s;
}

KubeError KubeError::tooManyItems(qint64 limitItems)
{
    KubeError e;
    e.m_kind = Kind::Parse;
    e.m_reason = u"TooLarge"_s;
    e.m_message =
        u"the list holds more than %1 items, the most the console reads of one list"_s.arg(
            limitItems);
    return e;
}

KubeError KubeError::unexpectedAnswer(int httpStatus, const QString &message)
{
    KubeError e;
    e.m_kind = Kind::Http;
    e.m_httpStatus = httpStatus;
    e.m_message = message;
    return e;
}

KubeError KubeError::fromReply(QNetworkReply *reply, const QByteArray &body, bool wasCancelled)
{
    if (wasCancelled)
        return cancelled();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError net = reply->error();
    KubeError e;
    if (status >= 400 || (status == 0 && net != QNetworkReply::NoError)) {
        if (status >= 400) {
            e = fromStatus(body, status);
            const QByteArray retryAfter = reply->rawHeader("Retry-After").trimmed();
            // Delay-seconds only (an API server sends no HTTP date); digits of any length.
            const bool digits = !retryAfter.isEmpty()
                && std::all_of(retryAfter.begin(), retryAfter.end(), [](char c) {
                       return c >= '0' && c <= '9';
                   });
            if (digits) { // the header wins over details.retryAfterSeconds
                bool fits = false;
                const qlonglong seconds = retryAfter.toLongLong(&fits);
                e.m_retryAfter =
                    fits && seconds < maxRetryAfterSeconds ? int(seconds) : maxRetryAfterSeconds;
            }
        } else if (net == QNetworkReply::SslHandshakeFailedError) {
            e.m_kind = Kind::Tls;
            e.m_message = reply->errorString();
        } else if (net == QNetworkReply::OperationCanceledError
            || net == QNetworkReply::TimeoutError) {
            // Qt reports a transfer timeout as an abort.
            e.m_kind = Kind::Timeout;
            e.m_message = reply->errorString();
        } else {
            e.m_kind = Kind::Network;
            e.m_message = reply->errorString();
        }
        e.m_networkError = net;
    } else if (net != QNetworkReply::NoError) {
        // A 2xx whose body broke off: a dropped stream.
        e.m_kind = Kind::Network;
        e.m_networkError = net;
        e.m_httpStatus = status;
        e.m_message = reply->errorString();
    } else if (status == 0 && reply->operation() != QNetworkAccessManager::UnknownOperation) {
        // No HTTP answer at all, yet no error: Qt says so of a request written to a kept-alive
        // connection the server had closed, which it may not send again (a POST). Whatever the
        // request was for did not happen as far as anyone can tell.
        e.m_kind = Kind::Network;
        e.m_networkError = QNetworkReply::RemoteHostClosedError;
        e.m_message = u"the server closed the connection without answering"_s;
    }
    return e;
}

bool KubeError::isGone() const
{
    return m_httpStatus == 410 || m_reason == u"Expired"_s || m_reason == u"Gone"_s;
}

bool KubeError::isResourceVersionTooLarge() const
{
    for (const StatusCause &cause : m_causes) {
        if (cause.reason == u"ResourceVersionTooLarge"_s)
            return true;
    }
    // Older servers say so only in the message.
    return m_kind == Kind::Status && m_message.startsWith(u"Too large resource version"_s);
}

bool KubeError::isTransient() const
{
    switch (m_kind) {
    case Kind::Network:
    case Kind::Timeout:
        return true;
    case Kind::Http:
    case Kind::Status:
        return m_httpStatus == 429 || m_httpStatus >= 500;
    default:
        return false;
    }
}

QString KubeError::toString() const
{
    static const char *const names[] = {
        "none", "network", "tls", "timeout", "http", "status", "parse", "auth", "cancelled"
    };
    QString s = QString::fromLatin1(names[static_cast<int>(m_kind)]);
    if (m_httpStatus)
        s += u' ' + QString::number(m_httpStatus);
    if (!m_reason.isEmpty())
        s += u' ' + m_reason;
    if (!m_message.isEmpty())
        s += u": "_s + m_message;
    return s;
}

void KubeError::setSslDetails(
    const QStringList &errors, const QSslCertificate &peer, const QString &pinnedSha256)
{
    m_sslErrors = errors;
    m_peerCertificate = peer;
    m_peerFingerprint = peer.isNull() ? QString() : sha256Fingerprint(peer);
    m_pinnedFingerprint = pinnedSha256;
}

bool KubeError::isPinMismatch() const
{
    return m_kind == Kind::Tls && !m_pinnedFingerprint.isEmpty() && !m_peerFingerprint.isEmpty()
        && m_pinnedFingerprint != m_peerFingerprint;
}

} // namespace vmray::kube
