// Saved connections: where a Supervisor is, who logs in, and how its certificate is trusted.
// Kept in QSettings and never holding a secret; tokens and passwords belong to CredentialStore.
#pragma once

#include "kube/tlstrust.h"
#include "kubeconfig.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

class QSettings;

namespace vmray {

struct ConnectionProfile
{
    enum class Trust { System, CaFile, Pinned, Insecure };

    QString id; // stable key, also used for the profile's keychain entries
    QString name; // what the user calls it
    QString server; // host or host:port of the Supervisor (WCP on 443 by default)
    int apiPort = 6443; // the Kubernetes API
    QString username;
    Trust trust = Trust::System;
    QString caFile; // Trust::CaFile
    QByteArray caPem; // Trust::CaFile without a file: a kubeconfig's certificate-authority-data
    QString pinnedSha256; // Trust::Pinned: what the user saw and accepted
    // The pinned certificate's validity, when it was pinned from the certificate itself (a
    // fingerprint typed in has none): shown beside the new one if the certificate changes.
    QDateTime pinnedValidFrom;
    QDateTime pinnedValidUntil;
    // The certificate WCP presented at the latest connection that the system's or the given CA
    // verified: shown beside a certificate that fails verification later.
    QString verifiedSha256;
    QString verifiedIssuedTo;
    QString verifiedIssuedBy;
    QDateTime verifiedValidFrom;
    QDateTime verifiedValidUntil;
    bool rememberPassword = false;
    // Keep the session token in the keychain until it expires, so reconnecting asks nothing.
    bool keepSession = true;
    QString kubeconfigContext; // set when the profile came from a kubeconfig

    static ConnectionProfile create(const QString &server, const QString &username);
    // A profile for a kubeconfig context, such as one `kubectl vsphere login` wrote.
    static ConnectionProfile fromKubeconfig(const KubeconfigContext &context);
    // A kubeconfig context imported again among `saved` profiles: the profile of the same
    // context keeps its id, so it is updated rather than added. A context that turns certificate
    // verification off is verified after all unless `verificationOffAccepted` (the user agreed),
    // with the context's own CA when it names one.
    static ConnectionProfile importKubeconfig(const KubeconfigContext &context,
        const QList<ConnectionProfile> &saved,
        bool verificationOffAccepted);
    // The address as `server` keeps it (host or host:port) from what a user typed: https:// and
    // anything from the first slash on are dropped. Plain http:// and other schemes are refused,
    // with `problem` saying why, and an empty string returned.
    static QString serverAddress(const QString &typed, QString *problem);
    QUrl wcpUrl() const;
    QUrl apiUrl() const;
    // The trust to apply; `error` is set when a CA file cannot be used.
    kube::TlsTrust tlsTrust(QString *error) const;
    // Whether both trust the server's certificate the same way (mode, CA and pin).
    bool sameTrustAs(const ConnectionProfile &other) const;
    // Records the certificate a verified connection presented (not for a pin, which is one).
    void noteVerifiedCertificate(const QSslCertificate &certificate);
    bool operator==(const ConnectionProfile &) const = default;
};

class ProfileStore
{
public:
    // `settings` is not owned.
    explicit ProfileStore(QSettings *settings);

    QList<ConnectionProfile> profiles() const;
    void save(const ConnectionProfile &profile);
    void remove(const QString &id);
    // The profile connected to last, offered first next time.
    QString lastUsedId() const;
    void setLastUsedId(const QString &id);
    // Files on this computer a kubeconfig context may read, as the user agreed, for that context
    // and its server. A path is kept, never what the file holds.
    bool mayReadFile(const QString &context, const QString &server, const QString &path) const;
    void allowReadingFile(const QString &context, const QString &server, const QString &path);

private:
    QSettings *m_settings;
};

} // namespace vmray
