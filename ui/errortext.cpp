#include "errortext.h"

#include "phrasewords.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// Filed under the context ErrorText.
constexpr PhraseKey unreachable { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The Supervisor could not be reached: %1. Check the address and your network.") };
constexpr PhraseKey unusableCa { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The CA certificate for this connection cannot be used: %1. Choose a readable PEM file, "
        "or another way to trust the server.") };
constexpr PhraseKey pinMismatch { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The Supervisor's certificate is not the pinned one: it presents SHA-256 %1, the "
        "connection accepts only %2. Someone may be posing as the Supervisor; nothing was sent "
        "to it. If the vSphere Client shows that the Supervisor's certificate was replaced, "
        "review the new one in the connect dialog (Ctrl+O).") };
constexpr PhraseKey tlsFailed { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText", "The secure connection failed: %1.") };
constexpr PhraseKey untrusted { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The Supervisor's certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust "
        "it only if it matches the Supervisor's certificate as the vSphere Client shows it "
        "(Workload Management, the Supervisor's certificates).") };
constexpr PhraseKey timedOut { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor "
        "may be overloaded.") };
constexpr PhraseKey unsafeToken { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The token holds control characters or characters outside ASCII, so it cannot be a "
        "token and was not sent: it could add lines of its own to the request. Check where it "
        "comes from (a kubeconfig's token or token file), or log in with your password.") };
constexpr PhraseKey notAccepted { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The user name or password was not accepted, or the session has expired. Check them and "
        "log in again.") };
constexpr PhraseKey forbidden { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText", "Your account may not do this: %1") };
constexpr PhraseKey notFound { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText", "Not found on this server: %1. Is this a vSphere Supervisor?") };
constexpr PhraseKey busy { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText",
        "The Supervisor is busy (too many requests). The console retries on its own.") };
constexpr PhraseKey internalError { "ErrorText",
    QT_TRANSLATE_NOOP(
        "ErrorText", "The Supervisor reported an internal error (HTTP %1): %2. Try again later.") };
constexpr PhraseKey refused { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText", "The Supervisor refused the request (HTTP %1): %2") };
constexpr PhraseKey unreadable { "ErrorText",
    QT_TRANSLATE_NOOP("ErrorText", "The Supervisor's answer could not be read: %1") };
constexpr PhraseKey cancelled { "ErrorText", QT_TRANSLATE_NOOP("ErrorText", "Cancelled.") };
} // namespace

const QList<PhraseKey> &errorPhraseKeys()
{
    static const QList<PhraseKey> keys { unreachable,
        unusableCa,
        pinMismatch,
        tlsFailed,
        untrusted,
        timedOut,
        unsafeToken,
        notAccepted,
        forbidden,
        notFound,
        busy,
        internalError,
        refused,
        unreadable,
        cancelled };
    return keys;
}

Phrase errorPhrase(const kube::KubeError &error)
{
    using Kind = kube::KubeError::Kind;
    switch (error.kind()) {
    case Kind::None:
        return {};
    case Kind::Network:
        return Phrase(unreachable, { error.message() });
    case Kind::Tls:
        if (error.isTrustSetup())
            return Phrase(unusableCa, { error.message() });
        if (error.isPinMismatch())
            return Phrase(
                pinMismatch, { error.peerFingerprintSha256(), error.pinnedFingerprintSha256() });
        return error.peerFingerprintSha256().isEmpty()
            ? Phrase(tlsFailed, { error.message() })
            : Phrase(untrusted,
                { error.sslErrors().join(QLatin1String("; ")), error.peerFingerprintSha256() });
    case Kind::Timeout:
        return Phrase(timedOut);
    case Kind::Auth:
        return Phrase(error.isUnsafeToken() ? unsafeToken : notAccepted);
    case Kind::Http:
    case Kind::Status: {
        const int status = error.httpStatus();
        if (status == 403)
            return Phrase(forbidden, { error.message() });
        if (status == 404)
            return Phrase(notFound, { error.message() });
        if (status == 429)
            return Phrase(busy);
        if (status >= 500)
            return Phrase(internalError, { QString::number(status), error.message() });
        // The server's causes, one a line, in its own words.
        std::vector<Phrase> lines { Phrase(refused, { QString::number(status), error.message() }) };
        for (const kube::StatusCause &cause : error.causes())
            lines.emplace_back(
                cause.field.isEmpty() ? cause.message : cause.field + u": "_s + cause.message);
        return Phrase::joined(lines, u"\n"_s);
    }
    case Kind::Parse:
        return Phrase(unreadable, { error.message() });
    case Kind::Cancelled:
        return Phrase(cancelled);
    }
    return Phrase(error.toString());
}

QString describeError(const kube::KubeError &error)
{
    return wordsOf(errorPhrase(error));
}

} // namespace vmray
