#include "connectionprofile.h"

#include "kube/kubeerror.h"

#include <QCoreApplication>
#include <QSettings>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString group = u"profiles"_s;

struct ConnectionProfileText
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfile)
};

QString trustName(ConnectionProfile::Trust t)
{
    switch (t) {
    case ConnectionProfile::Trust::CaFile:
        return u"ca-file"_s;
    case ConnectionProfile::Trust::Pinned:
        return u"pinned"_s;
    case ConnectionProfile::Trust::Insecure:
        return u"insecure"_s;
    case ConnectionProfile::Trust::System:
        break;
    }
    return u"system"_s;
}

ConnectionProfile::Trust trustFrom(const QString &s)
{
    if (s == u"ca-file"_s)
        return ConnectionProfile::Trust::CaFile;
    if (s == u"pinned"_s)
        return ConnectionProfile::Trust::Pinned;
    if (s == u"insecure"_s)
        return ConnectionProfile::Trust::Insecure;
    return ConnectionProfile::Trust::System;
}
} // namespace

ConnectionProfile ConnectionProfile::create(const QString &server, const QString &username)
{
    ConnectionProfile p;
    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    p.server = server;
    p.name = server;
    p.username = username;
    return p;
}

ConnectionProfile ConnectionProfile::importKubeconfig(const KubeconfigContext &context,
    const QList<ConnectionProfile> &saved,
    bool verificationOffAccepted)
{
    ConnectionProfile p = fromKubeconfig(context);
    for (const ConnectionProfile &known : saved) {
        if (known.kubeconfigContext == context.name)
            p.id = known.id;
    }
    if (p.trust == Trust::Insecure && !verificationOffAccepted) {
        KubeconfigContext verifying = context;
        verifying.insecureSkipVerify = false;
        const ConnectionProfile verified = fromKubeconfig(verifying);
        p.trust = verified.trust;
        p.caPem = verified.caPem;
        p.caFile = verified.caFile;
    }
    return p;
}

ConnectionProfile ConnectionProfile::fromKubeconfig(const KubeconfigContext &context)
{
    const QUrl api(context.server);
    // `kubectl vsphere login` names users wcp:<server>:<user>.
    QString user = context.user;
    if (user.startsWith(u"wcp:"_s))
        user = user.mid(user.lastIndexOf(u':') + 1);
    // A Supervisor serves the Kubernetes API on 6443 and WCP on 443; any other port is taken to
    // serve both (a proxy or the sandbox).
    const int port = api.port(443);
    ConnectionProfile p = create(port == 6443 ? api.host() : api.authority(), user);
    p.apiPort = port;
    p.name = context.name;
    p.kubeconfigContext = context.name;
    if (context.insecureSkipVerify) {
        p.trust = Trust::Insecure;
    } else if (!context.caPem.isEmpty()) {
        p.trust = Trust::CaFile;
        p.caPem = context.caPem;
    } else if (const KubeconfigFile *ca =
                   context.file(KubeconfigFile::Role::CertificateAuthority)) {
        // Named, not read: the connect dialog shows the file, and the connection reads it once
        // the user agreed (ConnectionPolicy).
        p.trust = Trust::CaFile;
        p.caFile = ca->path;
    }
    return p;
}

QString ConnectionProfile::serverAddress(const QString &typed, QString *problem)
{
    QString server = typed.trimmed();
    const qsizetype schemeEnd = server.indexOf(u"://"_s);
    if (schemeEnd >= 0) {
        const QString scheme = server.left(schemeEnd).toLower();
        if (scheme == u"http"_s) {
            *problem = ConnectionProfileText::tr(
                "The Supervisor is reached over HTTPS only; %1 asks for plain "
                "HTTP. Enter the address without http://.")
                           .arg(typed.trimmed());
            return {};
        }
        if (scheme != u"https"_s) {
            *problem = ConnectionProfileText::tr(
                "%1 is not an address the console can connect to; enter the "
                "Supervisor's host name or address, e.g. 10.0.0.10.")
                           .arg(typed.trimmed());
            return {};
        }
        server = server.mid(schemeEnd + 3);
    }
    // A path after the address (a URL copied from a browser) names nothing the console uses.
    if (const qsizetype slash = server.indexOf(u'/'); slash >= 0)
        server.truncate(slash);
    return server;
}

QUrl ConnectionProfile::wcpUrl() const
{
    QUrl url(u"https://"_s + server);
    if (url.port() < 0)
        url.setPort(443);
    return url;
}

QUrl ConnectionProfile::apiUrl() const
{
    QUrl url = wcpUrl();
    url.setPort(apiPort);
    return url;
}

kube::TlsTrust ConnectionProfile::tlsTrust(QString *error) const
{
    switch (trust) {
    case Trust::CaFile:
        return caFile.isEmpty() ? kube::TlsTrust::fromCaPem(caPem, error)
                                : kube::TlsTrust::fromCaFile(caFile, error);
    case Trust::Pinned:
        return kube::TlsTrust::pinned(pinnedSha256);
    case Trust::Insecure:
        return kube::TlsTrust::insecure();
    case Trust::System:
        break;
    }
    return kube::TlsTrust::system();
}

bool ConnectionProfile::sameTrustAs(const ConnectionProfile &other) const
{
    if (trust != other.trust)
        return false;
    switch (trust) {
    case Trust::CaFile:
        return caFile == other.caFile && caPem == other.caPem;
    case Trust::Pinned:
        return kube::TlsTrust::normalizedFingerprint(pinnedSha256)
            == kube::TlsTrust::normalizedFingerprint(other.pinnedSha256);
    case Trust::System:
    case Trust::Insecure:
        break;
    }
    return true;
}

void ConnectionProfile::noteVerifiedCertificate(const QSslCertificate &certificate)
{
    if (certificate.isNull() || (trust != Trust::System && trust != Trust::CaFile))
        return;
    verifiedSha256 = kube::sha256Fingerprint(certificate);
    verifiedIssuedTo = certificate.subjectInfo(QSslCertificate::CommonName).join(u", "_s);
    verifiedIssuedBy = certificate.issuerInfo(QSslCertificate::CommonName).join(u", "_s);
    verifiedValidFrom = certificate.effectiveDate();
    verifiedValidUntil = certificate.expiryDate();
}

ProfileStore::ProfileStore(QSettings *settings)
    : m_settings(settings)
{}

QList<ConnectionProfile> ProfileStore::profiles() const
{
    QList<ConnectionProfile> out;
    m_settings->beginGroup(group);
    const QStringList ids = m_settings->childGroups();
    for (const QString &id : ids) {
        m_settings->beginGroup(id);
        ConnectionProfile p;
        p.id = id;
        p.name = m_settings->value(u"name"_s).toString();
        p.server = m_settings->value(u"server"_s).toString();
        p.apiPort = m_settings->value(u"apiPort"_s, 6443).toInt();
        p.username = m_settings->value(u"username"_s).toString();
        p.trust = trustFrom(m_settings->value(u"trust"_s).toString());
        // Saved before turning verification off needed consent (a kubeconfig context could do
        // it unasked): verified again until the user chooses otherwise.
        if (p.trust == ConnectionProfile::Trust::Insecure
            && !m_settings->value(u"insecureConsent"_s, false).toBool())
            p.trust = ConnectionProfile::Trust::System;
        p.caFile = m_settings->value(u"caFile"_s).toString();
        p.caPem = m_settings->value(u"caPem"_s).toByteArray();
        p.pinnedSha256 = m_settings->value(u"pinnedSha256"_s).toString();
        p.pinnedValidFrom = m_settings->value(u"pinnedValidFrom"_s).toDateTime();
        p.pinnedValidUntil = m_settings->value(u"pinnedValidUntil"_s).toDateTime();
        p.verifiedSha256 = m_settings->value(u"verifiedSha256"_s).toString();
        p.verifiedIssuedTo = m_settings->value(u"verifiedIssuedTo"_s).toString();
        p.verifiedIssuedBy = m_settings->value(u"verifiedIssuedBy"_s).toString();
        p.verifiedValidFrom = m_settings->value(u"verifiedValidFrom"_s).toDateTime();
        p.verifiedValidUntil = m_settings->value(u"verifiedValidUntil"_s).toDateTime();
        p.rememberPassword = m_settings->value(u"rememberPassword"_s, false).toBool();
        p.keepSession = m_settings->value(u"keepSession"_s, true).toBool();
        p.kubeconfigContext = m_settings->value(u"kubeconfigContext"_s).toString();
        m_settings->endGroup();
        out.append(p);
    }
    m_settings->endGroup();
    return out;
}

void ProfileStore::save(const ConnectionProfile &p)
{
    m_settings->beginGroup(group);
    m_settings->beginGroup(p.id);
    m_settings->setValue(u"name"_s, p.name);
    m_settings->setValue(u"server"_s, p.server);
    m_settings->setValue(u"apiPort"_s, p.apiPort);
    m_settings->setValue(u"username"_s, p.username);
    m_settings->setValue(u"trust"_s, trustName(p.trust));
    // Only the dialog makes an insecure profile, by the user's choice or consent.
    m_settings->setValue(u"insecureConsent"_s, p.trust == ConnectionProfile::Trust::Insecure);
    m_settings->setValue(u"caFile"_s, p.caFile);
    // A CA certificate is public; keeping it here lets the profile work without the kubeconfig.
    m_settings->setValue(u"caPem"_s, QString::fromLatin1(p.caPem));
    m_settings->setValue(u"pinnedSha256"_s, p.pinnedSha256);
    m_settings->setValue(u"pinnedValidFrom"_s, p.pinnedValidFrom);
    m_settings->setValue(u"pinnedValidUntil"_s, p.pinnedValidUntil);
    m_settings->setValue(u"verifiedSha256"_s, p.verifiedSha256);
    m_settings->setValue(u"verifiedIssuedTo"_s, p.verifiedIssuedTo);
    m_settings->setValue(u"verifiedIssuedBy"_s, p.verifiedIssuedBy);
    m_settings->setValue(u"verifiedValidFrom"_s, p.verifiedValidFrom);
    m_settings->setValue(u"verifiedValidUntil"_s, p.verifiedValidUntil);
    m_settings->setValue(u"rememberPassword"_s, p.rememberPassword);
    m_settings->setValue(u"keepSession"_s, p.keepSession);
    m_settings->setValue(u"kubeconfigContext"_s, p.kubeconfigContext);
    m_settings->endGroup();
    m_settings->endGroup();
    m_settings->sync();
}

QString ProfileStore::lastUsedId() const
{
    return m_settings->value(u"lastUsedProfile"_s).toString();
}

void ProfileStore::setLastUsedId(const QString &id)
{
    m_settings->setValue(u"lastUsedProfile"_s, id);
    m_settings->sync();
}

namespace {
// A settings key for a context at a server: any text, with no slash that QSettings would read as
// a group.
QString fileConsentKey(const QString &context, const QString &server)
{
    return u"kubeconfigFileConsent/"_s
        + QString::fromLatin1(
            (context + u'\n' + server)
                .toUtf8()
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}
} // namespace

bool ProfileStore::mayReadFile(
    const QString &context, const QString &server, const QString &path) const
{
    return m_settings->value(fileConsentKey(context, server)).toStringList().contains(path);
}

void ProfileStore::allowReadingFile(
    const QString &context, const QString &server, const QString &path)
{
    const QString key = fileConsentKey(context, server);
    QStringList paths = m_settings->value(key).toStringList();
    if (paths.contains(path))
        return;
    paths.append(path);
    m_settings->setValue(key, paths);
    m_settings->sync();
}

void ProfileStore::remove(const QString &id)
{
    m_settings->beginGroup(group);
    m_settings->remove(id);
    m_settings->endGroup();
    m_settings->sync();
}

} // namespace vmray
