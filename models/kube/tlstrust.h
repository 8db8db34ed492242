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
    QString pinnedSha256; // Mode::PinnedFingerprint, AA:BB:... of the server cert

    static TlsTrust system() { return {}; }
    static TlsTrust fromCaFile(const QString &path, QString *error);
    static TlsTrust fromCaPem(const QByteArray &pem, QString *error);
    static TlsTrust pinned(const QString &sha256)
    {
        return { Mode::PinnedFingerprint, {}, sha256 };
    }
    static TlsTrust insecure() { return { Mode::InsecureSkipVerify, {}, {} }; }

    QSslConfiguration sslConfiguration() const;
    // Called with the errors of a handshake: true when they may be ignored (a pinned match).
    bool acceptDespite(const QList<QSslError> &errors, const QSslCertificate &peer) const;
};

} // namespace vmray::kube
