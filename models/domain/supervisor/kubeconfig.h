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

struct KubeconfigContext
{
    QString name;
    QString cluster;
    QString user;
    QString ns;
    QString server; // https://host:port
    QByteArray caPem; // from certificate-authority-data or the certificate-authority file
    bool insecureSkipVerify = false;
    QString token; // from token or tokenFile
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    bool usesExec = false; // an exec or auth-provider plugin the console cannot run
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
// one larger than 4 MiB or nested more than 64 levels deep.
std::optional<Kubeconfig> loadKubeconfig(const QStringList &paths, QString *error);
// One kubeconfig file's text, read as loadKubeconfig reads each file: `path` names it in errors,
// and the certificate, key and token files it names are relative to it.
std::optional<Kubeconfig> parseKubeconfig(
    const QByteArray &text, const QString &path, QString *error);

} // namespace vmray
