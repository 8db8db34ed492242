// parseKubeconfig over a kubeconfig's text, as loadKubeconfig reads each file, then the files each
// context names, as after the user agreed. Relative file names in it resolve in a directory made
// once per process, which holds a CA, a client certificate, a key and tokens (one of them with a
// CR LF and a header after it) for them to find. Every token a context ends up with can go into
// a header as it is: printable ASCII only.
#include "fuzzsupport.h"

#include "kube/kubeclient.h"
#include "supervisor/kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    write(dir.filePath(u"crlf-token"_s), "abc\r\nX-Injected: yes\n");
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
        fuzz::check(kube::isSendableToken(c.token), "an inline token is printable ASCII");
        fuzz::check(!c.tokenRefused || c.token.isEmpty(), "a refused token is dropped");
        // Only the fixture's files: a fuzzed absolute path would read this machine's.
        KubeconfigContext read = c;
        read.files.removeIf([](const KubeconfigFile &f) {
            return !f.path.startsWith(QFileInfo(configPath).absolutePath() + u'/');
        });
        QString readError;
        if (readKubeconfigFiles(read, &readError))
            fuzz::check(kube::isSendableToken(read.token), "a token file's token is sendable");
        else
            fuzz::check(!readError.isEmpty(), "a file not read says why");
    }
    (void)config->find(config->currentContext);
    return 0;
}
