#include "tlstrust.h"

#include "kubeerror.h"
#include "localfile.h"


using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

namespace {
// Far more than any CA bundle (Debian's whole bundle is about 200 KB).
constexpr qint64 maxCaFileBytes = 4 * 1024 * 1024;
} // namespace

TlsTrust TlsTrust::fromCaPem(const QByteArray &pem, QString *error)
{
    TlsTrust t;
    t.mode = Mode::CaCertificates;
    t.caCertificates = QSslCertificate::fromData(pem, QSsl::Pem);
    if (t.caCertificates.isEmpty() && error)
        *error = u"the CA certificate data holds no PEM certificate"_s;
    return t;
}

TlsTrust TlsTrust::fromCaFile(const QString &path, QString *error)
{
    TlsTrust t;
    t.mode = Mode::CaCertificates;
    QString unreadable;
    // A pipe would block, a device never end: only a regular file of a bundle's size is read.
    const std::optional<QByteArray> pem = readLocalFile(path, maxCaFileBytes, &unreadable);
    if (!pem) {
        if (error) {
            if (unreadable.endsWith(u'.')) // said inside a sentence of the caller's
                unreadable.chop(1);
            *error = unreadable;
        }
        return t;
    }
    QString problem;
    t = fromCaPem(*pem, &problem);
    if (!problem.isEmpty() && error)
        *error = u"%1 holds no PEM certificate"_s.arg(path);
    return t;
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
        // No CA at all (this also ends on-demand loading of the system's): every handshake
        // reports errors, and the pin alone decides in acceptsPinned.
        config.setCaCertificates({});
        break;
    case Mode::InsecureSkipVerify:
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        break;
    }
    return config;
}

bool TlsTrust::acceptsPinned(const QSslCertificate &leaf) const
{
    if (mode != Mode::PinnedFingerprint || pinnedSha256.isEmpty() || leaf.isNull())
        return false;
    return sha256Fingerprint(leaf) == normalizedFingerprint(pinnedSha256);
}

QString TlsTrust::normalizedFingerprint(const QString &text)
{
    QString hex;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            hex += c.toUpper();
    }
    QString out;
    for (qsizetype i = 0; i < hex.size(); i += 2) {
        if (i)
            out += u':';
        out += hex.mid(i, 2);
    }
    return out;
}

} // namespace vmray::kube
