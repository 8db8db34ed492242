#include "tlstrust.h"

#include "kubeerror.h"

#include <QFile>

namespace vmray::kube {

TlsTrust TlsTrust::fromCaPem(const QByteArray &pem, QString *error)
{
    TlsTrust t;
    t.mode = Mode::CaCertificates;
    t.caCertificates = QSslCertificate::fromData(pem, QSsl::Pem);
    if (t.caCertificates.isEmpty() && error)
        *error = QStringLiteral("no PEM certificate found");
    return t;
}

TlsTrust TlsTrust::fromCaFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        TlsTrust t;
        t.mode = Mode::CaCertificates;
        return t;
    }
    return fromCaPem(f.readAll(), error);
}

QSslConfiguration TlsTrust::sslConfiguration() const
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    switch (mode) {
    case Mode::System:
        break;
    case Mode::CaCertificates:
        // Only the given CA, as kubectl treats certificate-authority.
        config.setCaCertificates(caCertificates);
        break;
    case Mode::PinnedFingerprint:
        break; // the handshake's errors are judged against the pin
    case Mode::InsecureSkipVerify:
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        break;
    }
    return config;
}

bool TlsTrust::acceptDespite(const QList<QSslError> &errors, const QSslCertificate &peer) const
{
    if (mode != Mode::PinnedFingerprint || pinnedSha256.isEmpty() || peer.isNull())
        return false;
    if (sha256Fingerprint(peer).compare(pinnedSha256, Qt::CaseInsensitive) != 0)
        return false;
    // The pin replaces chain and name checks, not the certificate's validity period.
    for (const QSslError &e : errors) {
        if (e.error() == QSslError::CertificateExpired
            || e.error() == QSslError::CertificateNotYetValid
            || e.error() == QSslError::CertificateRevoked)
            return false;
    }
    return true;
}

} // namespace vmray::kube
