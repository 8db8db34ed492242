// parseKubeconfig over a kubeconfig's text, as loadKubeconfig reads each file. Relative file
// names in it resolve in a directory made once per process, which holds a CA, a client
// certificate, a key and a token for them to find.
#include "fuzzsupport.h"

#include "supervisor/kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
QString configPath;

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    fuzz::check(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size(),
        "the fixture files can be written");
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    static QTemporaryDir dir;
    fuzz::check(dir.isValid(), "a temporary directory");
    write(dir.filePath(u"ca.pem"_s),
        "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
    write(dir.filePath(u"client.pem"_s),
        "-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n");
    write(dir.filePath(u"client.key"_s),
        "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n");
    write(dir.filePath(u"token"_s), "eyJhbGciOiJSUzI1NiJ9.e30.c2ln\n");
    configPath = dir.filePath(u"config"_s);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const std::optional<Kubeconfig> config =
        parseKubeconfig(fuzz::rawBytes(data, size), configPath, &error);
    fuzz::check(config.has_value() == error.isEmpty(), "a kubeconfig or an error, not both");
    if (!config)
        return 0;
    for (const KubeconfigContext &c : config->contexts) {
        fuzz::check(!c.name.isEmpty(), "a context has a name");
        fuzz::check(config->find(c.name) == &c, "a context is found by its name");
    }
    (void)config->find(config->currentContext);
    return 0;
}
