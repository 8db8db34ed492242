// How a connection decides to trust the server: the system's CAs, a given CA (as kubectl's
// certificate-authority), a certificate fingerprint the user pinned after seeing it, or — only by
// explicit choice — no verification at all.
#pragma once

#include <QList>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QString>

namespace vmray::kube {

struct TlsTrust
{
    enum class Mode { System, CaCertificates, PinnedFingerprint, InsecureSkipVerify };

    Mode mode = Mode::System;
    QList<QSslCertificate> caCertificates; // Mode::CaCertificates
    QString pinnedSha256; // Mode::PinnedFingerprint, AA:BB:... of the server's own certificate

    static TlsTrust system() { return {}; }
    // A CA file that cannot be read, or holds no PEM certificate, sets `error` to say which.
    static TlsTrust fromCaFile(const QString &path, QString *error);
    static TlsTrust fromCaPem(const QByteArray &pem, QString *error);
    static TlsTrust pinned(const QString &sha256)
    {
        return { Mode::PinnedFingerprint, {}, sha256 };
    }
    static TlsTrust insecure() { return { Mode::InsecureSkipVerify, {}, {} }; }

    // A pinned trust starts from no CA at all, so every handshake is judged by the pin alone
    // (a certificate a system CA vouches for is not the one the user pinned).
    QSslConfiguration sslConfiguration() const;
    // Whether a handshake with errors may go on, given the leaf certificate the connection
    // actually uses (QSslConfiguration::peerCertificate, never a certificate attached to an
    // error: a server can append any public certificate to its chain). True only for a pinned
    // trust whose pin is that leaf's SHA-256; chain, name and validity then play no part.
    bool acceptsPinned(const QSslCertificate &leaf) const;
    // Whether `leaf` is issued to `host` by its subject alternative names alone, as RFC 6125 and
    // kubectl judge it: an IP address only by an IP entry, a host name only by a DNS entry
    // (a wildcard for one leftmost label). Qt also accepts the subject's common name, and a DNS
    // entry spelling an IP address, which a CA may put in a certificate without vouching for
    // that address.
    static bool namesHost(const QSslCertificate &leaf, const QString &host);
    // Whether a verified handshake must still be judged by namesHost before a request is sent.
    bool checksNames() const { return mode == Mode::System || mode == Mode::CaCertificates; }
    // The pinned fingerprint in the form sha256Fingerprint gives: upper case, colon-separated.
    static QString normalizedFingerprint(const QString &text);
};

} // namespace vmray::kube
