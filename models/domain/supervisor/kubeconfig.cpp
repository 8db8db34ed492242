#include "kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

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

QByteArray fileOrData(const YAML::Node &node,
    const char *fileKey,
    const char *dataKey,
    const QString &baseFile,
    QString *error)
{
    const QString data = str(node, dataKey);
    if (!data.isEmpty())
        return QByteArray::fromBase64(data.toLatin1());
    const QString file = resolve(str(node, fileKey), baseFile);
    if (file.isEmpty())
        return {};
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = u"%1 names %2, which cannot be read: %3"_s.arg(baseFile, file, f.errorString());
        return {};
    }
    QByteArray bytes = f.read(maxNamedFileBytes + 1);
    if (bytes.size() > maxNamedFileBytes) {
        *error = u"%1 names %2, which is larger than %3 MiB: it cannot be a certificate or key."_s
                     .arg(baseFile, file)
                     .arg(maxNamedFileBytes / (1024 * 1024));
        return {};
    }
    return bytes;
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
                c.caPem = fileOrData(cluster,
                    "certificate-authority",
                    "certificate-authority-data",
                    clusterFile,
                    error);
            }
            const YAML::Node user = entries.users.value(c.user);
            const QString userFile = entries.userFiles.value(c.user);
            if (user) {
                c.token = str(user, "token");
                const QString tokenFile = resolve(str(user, "tokenFile"), userFile);
                if (c.token.isEmpty() && !tokenFile.isEmpty()) {
                    QFile t(tokenFile);
                    if (t.open(QIODevice::ReadOnly))
                        c.token = QString::fromUtf8(t.read(maxNamedFileBytes)).trimmed();
                }
                c.clientCertificatePem = fileOrData(
                    user, "client-certificate", "client-certificate-data", userFile, error);
                c.clientKeyPem = fileOrData(user, "client-key", "client-key-data", userFile, error);
                c.usesExec = user["exec"].IsDefined() || user["auth-provider"].IsDefined();
            }
            if (!error->isEmpty())
                return std::nullopt;
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
        QFile f(path);
        if (!f.exists())
            continue;
        if (!f.open(QIODevice::ReadOnly)) {
            *error = u"%1 cannot be read: %2"_s.arg(path, f.errorString());
            return std::nullopt;
        }
        const QByteArray text = f.read(maxKubeconfigBytes + 1);
        if (text.size() > maxKubeconfigBytes) {
            *error = u"%1 is larger than %2 MiB: it cannot be a kubeconfig file."_s.arg(path).arg(
                maxKubeconfigBytes / (1024 * 1024));
            return std::nullopt;
        }
        if (!addKubeconfig(text, path, entries, error))
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

} // namespace vmray
