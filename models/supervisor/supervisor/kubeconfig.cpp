#include "kubeconfig.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include "kube/kubeclient.h"
#include "kube/localfile.h"
#include "kube/yamllimits.h"

#include <yaml-cpp/yaml.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {

// kubeconfig files and the certificate, key and token files they name are small; reading stops
// here, so a path such as /dev/zero cannot make the console read without end.
constexpr qsizetype maxKubeconfigBytes = 4 * 1024 * 1024;
constexpr qsizetype maxNamedFileBytes = 1024 * 1024;

QString str(const YAML::Node &node, const char *key)
{
    const YAML::Node v = node[key];
    return v && v.IsScalar() ? QString::fromStdString(v.as<std::string>()) : QString();
}

bool flag(const YAML::Node &node, const char *key)
{
    const YAML::Node v = node[key];
    return v && v.IsScalar() && v.as<std::string>() == "true";
}

QString resolve(const QString &path, const QString &baseFile)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    return QFileInfo(baseFile).absoluteDir().filePath(path);
}

// Inline data (base64), or else the file named in its place, noted to be read after consent.
QByteArray dataOrNamedFile(const YAML::Node &node,
    const char *fileKey,
    const char *dataKey,
    KubeconfigFile::Role role,
    const QString &baseFile,
    KubeconfigContext &context)
{
    const QString data = str(node, dataKey);
    if (!data.isEmpty())
        return QByteArray::fromBase64(data.toLatin1());
    const QString file = resolve(str(node, fileKey), baseFile);
    if (!file.isEmpty())
        context.files.append({ role, file });
    return {};
}

struct NamedEntries
{
    QHash<QString, YAML::Node> clusters;
    QHash<QString, QString> clusterFiles;
    QHash<QString, YAML::Node> users;
    QHash<QString, QString> userFiles;
    QList<QPair<QString, YAML::Node>> contexts;
    QSet<QString> contextNames;
    QHash<QString, QString> contextFiles;
    QString currentContext;
};

void collect(const YAML::Node &list,
    const char *inner,
    QHash<QString, YAML::Node> &into,
    QHash<QString, QString> &files,
    const QString &file)
{
    if (!list || !list.IsSequence())
        return;
    for (const YAML::Node &entry : list) {
        const QString name = str(entry, "name");
        if (!name.isEmpty() && !into.contains(name)) { // the first file wins
            into.insert(name, entry[inner]);
            files.insert(name, file);
        }
    }
}

// Adds one file's entries (`path` names it); the first file that defines a name wins.
bool addKubeconfig(
    const QByteArray &text, const QString &path, NamedEntries &entries, QString *error)
{
    YamlLimits limits;
    limits.maxBytes = maxKubeconfigBytes;
    const auto refused = [&](const YamlRefusal &refusal) {
        if (refusal.line > 0)
            *error = u"%1 is refused at line %2, column %3: %4"_s.arg(path,
                QString::number(refusal.line),
                QString::number(refusal.column),
                refusal.message);
        else
            *error = u"%1 is refused: %2"_s.arg(path, refusal.message);
        return false;
    };
    if (const auto refusal = checkYamlText(text, limits))
        return refused(*refusal);
    YAML::Node root;
    try {
        root = YAML::Load(text.toStdString());
    } catch (const YAML::Exception &e) {
        *error = u"%1 is not valid YAML: %2"_s.arg(path, QString::fromStdString(e.what()));
        return false;
    }
    if (const auto refusal = checkYamlDocument(root, limits))
        return refused(*refusal);
    if (!root.IsMap()) {
        *error = u"%1 is not a kubeconfig file."_s.arg(path);
        return false;
    }
    try {
        if (entries.currentContext.isEmpty())
            entries.currentContext = str(root, "current-context");
        collect(root["clusters"], "cluster", entries.clusters, entries.clusterFiles, path);
        collect(root["users"], "user", entries.users, entries.userFiles, path);
        const YAML::Node contexts = root["contexts"];
        if (contexts && contexts.IsSequence()) {
            for (const YAML::Node &c : contexts) {
                const QString name = str(c, "name");
                if (name.isEmpty() || entries.contextNames.contains(name))
                    continue;
                entries.contextNames.insert(name);
                entries.contexts.append({ name, c["context"] });
                entries.contextFiles.insert(name, path);
            }
        }
    } catch (const YAML::Exception &e) {
        *error =
            u"%1 has an unexpected structure: %2"_s.arg(path, QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

// The contexts of all files added, with the clusters and users they name.
std::optional<Kubeconfig> resolveContexts(const NamedEntries &entries, QString *error)
{
    Kubeconfig config;
    config.currentContext = entries.currentContext;
    try {
        for (const auto &[name, node] : entries.contexts) {
            KubeconfigContext c;
            c.name = name;
            c.cluster = str(node, "cluster");
            c.user = str(node, "user");
            c.ns = str(node, "namespace");
            const YAML::Node cluster = entries.clusters.value(c.cluster);
            const QString clusterFile = entries.clusterFiles.value(c.cluster);
            if (cluster) {
                c.server = str(cluster, "server");
                c.insecureSkipVerify = flag(cluster, "insecure-skip-tls-verify");
                c.caPem = dataOrNamedFile(cluster,
                    "certificate-authority",
                    "certificate-authority-data",
                    KubeconfigFile::Role::CertificateAuthority,
                    clusterFile,
                    c);
            }
            const YAML::Node user = entries.users.value(c.user);
            const QString userFile = entries.userFiles.value(c.user);
            if (user) {
                c.token = str(user, "token");
                if (!kube::isSendableToken(c.token)) {
                    c.token.clear();
                    c.tokenRefused = true;
                }
                const QString tokenFile = resolve(str(user, "tokenFile"), userFile);
                if (str(user, "token").isEmpty()
                    && !tokenFile.isEmpty()) // token wins, as in kubectl
                    c.files.append({ KubeconfigFile::Role::Token, tokenFile });
                c.clientCertificatePem = dataOrNamedFile(user,
                    "client-certificate",
                    "client-certificate-data",
                    KubeconfigFile::Role::ClientCertificate,
                    userFile,
                    c);
                c.clientKeyPem = dataOrNamedFile(user,
                    "client-key",
                    "client-key-data",
                    KubeconfigFile::Role::ClientKey,
                    userFile,
                    c);
                c.usesExec = user["exec"].IsDefined() || user["auth-provider"].IsDefined();
            }
            config.contexts.append(std::move(c));
        }
    } catch (const YAML::Exception &e) {
        *error =
            u"a kubeconfig has an unexpected structure: %1"_s.arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
    return config;
}

} // namespace

const KubeconfigFile *KubeconfigContext::file(KubeconfigFile::Role role) const
{
    for (const KubeconfigFile &f : files) {
        if (f.role == role)
            return &f;
    }
    return nullptr;
}

bool KubeconfigContext::hasCredential() const
{
    return !token.isEmpty() || !clientCertificatePem.isEmpty() || file(KubeconfigFile::Role::Token)
        || file(KubeconfigFile::Role::ClientCertificate);
}

const KubeconfigContext *Kubeconfig::find(const QString &name) const
{
    for (const KubeconfigContext &c : contexts) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QStringList kubeconfigPaths()
{
    const QString env = qEnvironmentVariable("KUBECONFIG");
    if (!env.isEmpty())
        return env.split(u':', Qt::SkipEmptyParts);
    return { QDir::home().filePath(u".kube/config"_s) };
}

std::optional<Kubeconfig> loadKubeconfig(const QStringList &paths, QString *error)
{
    error->clear();
    NamedEntries entries;
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            continue;
        const std::optional<QByteArray> text = readLocalFile(path, maxKubeconfigBytes, error);
        if (!text)
            return std::nullopt;
        if (!addKubeconfig(*text, path, entries, error))
            return std::nullopt;
    }
    return resolveContexts(entries, error);
}

std::optional<Kubeconfig> parseKubeconfig(
    const QByteArray &text, const QString &path, QString *error)
{
    error->clear();
    NamedEntries entries;
    if (!addKubeconfig(text, path, entries, error))
        return std::nullopt;
    return resolveContexts(entries, error);
}

bool readKubeconfigFiles(KubeconfigContext &context, QString *error)
{
    for (const KubeconfigFile &file : std::as_const(context.files)) {
        const std::optional<QByteArray> bytes = readLocalFile(file.path, maxNamedFileBytes, error);
        if (!bytes) {
            *error = u"Kubeconfig context %1: %2"_s.arg(context.name, *error);
            return false;
        }
        switch (file.role) {
        case KubeconfigFile::Role::CertificateAuthority:
            context.caPem = *bytes;
            break;
        case KubeconfigFile::Role::Token: {
            // kubectl trims the file; what is left is sent as it is, so it must be a token.
            const QString token = QString::fromUtf8(*bytes).trimmed();
            if (!kube::isSendableToken(token)) {
                *error = u"Kubeconfig context %1: %2 holds control characters or characters "
                         "outside ASCII, so it is not a token; it is not sent."_s.arg(
                             context.name, file.path);
                return false;
            }
            context.token = token;
            break;
        }
        case KubeconfigFile::Role::ClientCertificate:
            context.clientCertificatePem = *bytes;
            break;
        case KubeconfigFile::Role::ClientKey:
            context.clientKeyPem = *bytes;
            break;
        }
    }
    return true;
}

} // namespace vmray
