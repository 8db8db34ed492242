#include "tlstrust.h"

#include "kubeerror.h"
#include "localfile.h"

#include <QHash>
#include <QHostAddress>
#include <QMutex>
#include <QUrl>

#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

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
        // TLS 1.3 has no renegotiation: the certificate judged once is the one the connection
        // keeps. Under TLS 1.2 a server could renegotiate to another after the pin was checked.
        config.setProtocol(QSsl::TlsV1_3OrLater);
        break;
    case Mode::InsecureSkipVerify:
        config.setPeerVerifyMode(QSslSocket::VerifyNone);
        break;
    }
    return config;
}

namespace {
bool derNamesHost(const QByteArray &der, const QString &host)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(der.constData());
    const std::unique_ptr<X509, decltype(&X509_free)> x509(
        d2i_X509(nullptr, &bytes, der.size()), &X509_free);
    if (!x509)
        return false;
    // Never the subject's common name; wildcards only as a whole leftmost label.
    constexpr unsigned int flags =
        X509_CHECK_FLAG_NEVER_CHECK_SUBJECT | X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS;
    QString bare = host;
    if (bare.startsWith(u'[') && bare.endsWith(u']'))
        bare = bare.mid(1, bare.size() - 2);
    if (!QHostAddress(bare).isNull()) {
        const QByteArray ip = bare.toLatin1();
        return X509_check_ip_asc(x509.get(), ip.constData(), flags) == 1;
    }
    const QByteArray name = QUrl::toAce(bare);
    if (name.isEmpty())
        return false;
    return X509_check_host(x509.get(), name.constData(), size_t(name.size()), flags, nullptr) == 1;
}
} // namespace

bool TlsTrust::namesHost(const QSslCertificate &leaf, const QString &host)
{
    if (leaf.isNull() || host.isEmpty())
        return false;
    // Each connection asks about the same few leaves, and reading one (d2i_X509 decodes its key
    // through OpenSSL's decoders) costs a few tenths of a millisecond on the GUI thread: a hundred
    // watches opening at once spent some 40 ms there. The answer depends on the bytes and the
    // host alone.
    static QMutex mutex;
    static QHash<std::pair<QByteArray, QString>, bool> answers;
    constexpr qsizetype mostAnswers = 64;
    const std::pair<QByteArray, QString> key { leaf.toDer(), host };
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = answers.constFind(key); it != answers.cend())
            return *it;
    }
    const bool names = derNamesHost(key.first, host);
    const QMutexLocker lock(&mutex);
    if (answers.size() >= mostAnswers)
        answers.clear();
    answers.insert(key, names);
    return names;
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
