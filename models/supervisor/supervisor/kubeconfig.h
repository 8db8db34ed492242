// Reads kubeconfig files, such as the ones `kubectl vsphere login` writes (one context per
// vSphere Namespace, user wcp:<server>:<user> with a token), so a session can start from them.
// Follows kubectl's rules: KUBECONFIG is a list of files merged in order, the first file that
// defines a name wins; relative paths are relative to the file that names them.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace vmray {

// A file on this computer that a kubeconfig context names. A kubeconfig may come from anyone and
// name any file (`tokenFile: /etc/shadow`), and a token file's content is sent to the context's
// server: such files are read only by readKubeconfigFiles, once the user has seen them and agreed.
struct KubeconfigFile
{
    enum class Role { CertificateAuthority, Token, ClientCertificate, ClientKey };
    Role role = Role::Token;
    QString path; // absolute
    bool operator==(const KubeconfigFile &) const = default;
};

struct KubeconfigContext
{
    QString name;
    QString cluster;
    QString user;
    QString ns;
    QString server; // https://host:port
    // From certificate-authority-data, or the certificate-authority file once read.
    QByteArray caPem;
    bool insecureSkipVerify = false;
    // From token, or tokenFile once read; only ever printable ASCII (see isSendableToken).
    QString token;
    bool tokenRefused = false; // the token held other characters: dropped, never sent
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    bool usesExec = false; // an exec or auth-provider plugin the console cannot run
    // The files named in place of inline data, in the order above; not read yet.
    QList<KubeconfigFile> files;

    const KubeconfigFile *file(KubeconfigFile::Role role) const;
    // A token or a client certificate, given inline or in a file.
    bool hasCredential() const;
};

struct Kubeconfig
{
    QList<KubeconfigContext> contexts;
    QString currentContext;
    const KubeconfigContext *find(const QString &name) const;
};

// KUBECONFIG's files, or ~/.kube/config.
QStringList kubeconfigPaths();
// Files that do not exist are skipped, as kubectl does; a malformed file is an error, and so is
// one that is not a regular file, larger than 4 MiB or nested more than 64 levels deep. The
// files the contexts name are not read (see KubeconfigContext::files).
std::optional<Kubeconfig> loadKubeconfig(const QStringList &paths, QString *error);
// One kubeconfig file's text, read as loadKubeconfig reads each file: `path` names it in errors,
// and the certificate, key and token files it names are relative to it.
std::optional<Kubeconfig> parseKubeconfig(
    const QByteArray &text, const QString &path, QString *error);
// Reads the files `context` names into it, once the user agreed to each: regular files of at
// most 1 MiB. A token file whose token holds control characters or characters outside ASCII is
// an error, as is any file that cannot be read.
bool readKubeconfigFiles(KubeconfigContext &context, QString *error);

} // namespace vmray
