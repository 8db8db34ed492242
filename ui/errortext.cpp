#include "errortext.h"

#include <QCoreApplication>

namespace vmray {

namespace {
// A translation context without a QObject. Named Text where it is declared: lupdate does not
// follow a type alias, and would file the strings under no context at all.
struct ErrorMessageText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
};
} // namespace

QString describeError(const kube::KubeError &error)
{
    using Kind = kube::KubeError::Kind;
    switch (error.kind()) {
    case Kind::None:
        return {};
    case Kind::Network:
        return ErrorMessageText::tr(
            "The Supervisor could not be reached: %1. Check the address and your network.")
            .arg(error.message());
    case Kind::Tls:
        if (error.isTrustSetup())
            return ErrorMessageText::tr(
                "The CA certificate for this connection cannot be used: %1. Choose a "
                "readable PEM file, or another way to trust the server.")
                .arg(error.message());
        if (error.isPinMismatch())
            return ErrorMessageText::tr(
                "The Supervisor's certificate is not the pinned one: it presents SHA-256 %1, "
                "the connection accepts only %2. Someone may be posing as the Supervisor; "
                "nothing was sent to it. If the vSphere Client shows that the Supervisor's "
                "certificate was replaced, review the new one in the connect dialog (Ctrl+O).")
                .arg(error.peerFingerprintSha256(), error.pinnedFingerprintSha256());
        return error.peerFingerprintSha256().isEmpty()
            ? ErrorMessageText::tr("The secure connection failed: %1.").arg(error.message())
            : ErrorMessageText::tr(
                "The Supervisor's certificate is not trusted (%1). Its SHA-256 fingerprint is "
                "%2. Trust it only if it matches the Supervisor's certificate as the vSphere "
                "Client shows it (Workload Management, the Supervisor's certificates).")
                  .arg(error.sslErrors().join(QLatin1String("; ")), error.peerFingerprintSha256());
    case Kind::Timeout:
        return ErrorMessageText::tr(
            "The Supervisor did not answer in time. Try again; if it keeps happening, the "
            "Supervisor may be overloaded.");
    case Kind::Auth:
        if (error.isUnsafeToken())
            return ErrorMessageText::tr(
                "The token holds control characters or characters outside ASCII, so it cannot "
                "be a token and was not sent: it could add lines of its own to the request. "
                "Check where it comes from (a kubeconfig's token or token file), or log in with "
                "your password.");
        return ErrorMessageText::tr(
            "The user name or password was not accepted, or the session has expired. "
            "Check them and log in again.");
    case Kind::Http:
    case Kind::Status: {
        if (error.httpStatus() == 403)
            return ErrorMessageText::tr("Your account may not do this: %1").arg(error.message());
        if (error.httpStatus() == 404)
            return ErrorMessageText::tr(
                "Not found on this server: %1. Is this a vSphere Supervisor?")
                .arg(error.message());
        if (error.httpStatus() == 429)
            return ErrorMessageText::tr(
                "The Supervisor is busy (too many requests). The console retries on its "
                "own.");
        if (error.httpStatus() >= 500)
            return ErrorMessageText::tr(
                "The Supervisor reported an internal error (HTTP %1): %2. Try again later.")
                .arg(error.httpStatus())
                .arg(error.message());
        QString text = ErrorMessageText::tr("The Supervisor refused the request (HTTP %1): %2")
                           .arg(error.httpStatus())
                           .arg(error.message());
        for (const kube::StatusCause &cause : error.causes())
            text += u'\n'
                + (cause.field.isEmpty() ? cause.message : cause.field + u": " + cause.message);
        return text;
    }
    case Kind::Parse:
        return ErrorMessageText::tr("The Supervisor's answer could not be read: %1")
            .arg(error.message());
    case Kind::Cancelled:
        return ErrorMessageText::tr("Cancelled.");
    }
    return error.toString();
}

} // namespace vmray
