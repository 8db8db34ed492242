// The one error type of the API layer. Built from a QNetworkReply and its body: transport first,
// then the HTTP status, then the Kubernetes Status object. Only ui/ turns it into sentences.
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QNetworkReply>
#include <QSslCertificate>
#include <QString>
#include <QStringList>

namespace vmray::kube {

struct StatusCause
{
    QString reason;
    QString message;
    QString field; // e.g. spec.common_node_config.max_workers
};

class KubeError
{
public:
    enum class Kind {
        None,
        Network, // connection refused, reset, DNS, dropped stream
        Tls, // certificate not trusted or handshake failure
        Timeout, // no data within the transfer timeout
        Http, // a non-2xx answer without a Status body
        Status, // a non-2xx answer with a metav1.Status body
        Parse, // a 2xx answer that is not the JSON we expect
        Auth, // 401: missing, expired or rejected credentials
        Cancelled, // the caller cancelled
    };

    KubeError() = default;
    static KubeError fromReply(QNetworkReply *reply, const QByteArray &body, bool cancelled);
    static KubeError parse(const QString &message);
    static KubeError cancelled();
    static KubeError tls(const QString &message);
    static KubeError network(const QString &message);
    // The connection's own trust cannot be set up (a CA file that cannot be read or holds no
    // certificate); nothing was sent.
    static KubeError trustSetup(const QString &message);
    // A credential that cannot go into a header: a bearer token with control characters or
    // characters outside ASCII, which could add headers of its own. Nothing was sent.
    static KubeError unsafeToken();
    bool isUnsafeToken() const;
    // A response larger than the client reads (RequestPolicy::maxResponseBytes).
    static KubeError tooLarge(qint64 limitBytes);
    // A list whose pages hold more items than the client keeps of one list (ListOptions).
    static KubeError tooManyItems(qint64 limitItems);
    bool isTooLarge() const;
    // An answer that is neither what was asked for nor an error status (a watch answered with
    // a redirect, or with no stream).
    static KubeError unexpectedAnswer(int httpStatus, const QString &message);
    bool isTrustSetup() const;
    static KubeError fromStatus(const QByteArray &statusJson, int httpStatus);

    bool isError() const { return m_kind != Kind::None; }
    Kind kind() const { return m_kind; }
    int httpStatus() const { return m_httpStatus; }
    QString reason() const { return m_reason; }
    QString message() const { return m_message; }
    const QList<StatusCause> &causes() const { return m_causes; }
    // Seconds from Retry-After (which wins) or details.retryAfterSeconds, at most
    // maxRetryAfterSeconds; -1 when none.
    int retryAfterSeconds() const { return m_retryAfter; }
    // A server asking for more is asked again after ten minutes: the user would sooner see a
    // retry than a pane that waits for days (and QTimer counts milliseconds in an int).
    static constexpr int maxRetryAfterSeconds = 600;
    QNetworkReply::NetworkError networkError() const { return m_networkError; }
    // For TLS failures: what the server presented, so the user can decide whether to trust it.
    QStringList sslErrors() const { return m_sslErrors; }
    // The leaf certificate the server presented for this connection, and its SHA-256.
    QString peerFingerprintSha256() const { return m_peerFingerprint; }
    QSslCertificate peerCertificate() const { return m_peerCertificate; }
    // For a pinned trust: the fingerprint that was expected (the presented one differs when the
    // certificate changed or someone poses as the server).
    QString pinnedFingerprintSha256() const { return m_pinnedFingerprint; }
    bool isPinMismatch() const;

    // 410 Gone / Expired: the version or continue token is too old; relist.
    bool isGone() const;
    // A version the server has not reached (504 with the cause ResourceVersionTooLarge): the
    // server's versions were reset or it lags behind; relist from the server's present.
    bool isResourceVersionTooLarge() const;
    // A read may be retried: network trouble, timeouts, 429 and 5xx.
    bool isTransient() const;
    // Technical one-line description for logs and tests (no secrets).
    QString toString() const;

    void setSslDetails(
        const QStringList &errors, const QSslCertificate &peer, const QString &pinnedSha256 = {});

private:
    static KubeError transport(
        Kind kind, QNetworkReply::NetworkError networkError, const QString &message);

    Kind m_kind = Kind::None;
    int m_httpStatus = 0;
    QString m_reason;
    QString m_message;
    QList<StatusCause> m_causes;
    int m_retryAfter = -1;
    QNetworkReply::NetworkError m_networkError = QNetworkReply::NoError;
    QStringList m_sslErrors;
    QString m_peerFingerprint;
    QSslCertificate m_peerCertificate;
    QString m_pinnedFingerprint;
};

// SHA-256 of a DER certificate as AA:BB:..., the form users compare with what a server shows.
QString sha256Fingerprint(const QSslCertificate &certificate);

} // namespace vmray::kube

Q_DECLARE_METATYPE(vmray::kube::KubeError)
