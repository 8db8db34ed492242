#include "emulatorfixture.h"

#include <algorithm>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <chrono>
#include <csignal>
#include <sys/prctl.h>

using namespace Qt::Literals::StringLiterals;

bool waitUntil(const std::function<bool()> &done, int timeoutMs, QString *report)
{
    QElapsedTimer monotonic;
    monotonic.start();
    const auto wallStart = std::chrono::system_clock::now();
    int looks = 0;
    const bool held = QTest::qWaitFor(
        [&] {
            ++looks;
            return done();
        },
        timeoutMs);
    if (!held && report) {
        const auto wallMs = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now() - wallStart);
        *report = u"%1 looks in %2 ms, wall clock %3 ms"_s.arg(looks)
                      .arg(monotonic.elapsed())
                      .arg(wallMs.count());
    }
    return held;
}

QByteArray HttpResult::header(const QByteArray &name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

QByteArray toJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject validCluster(const QString &name, const QString &ns, int workers)
{
    const QJsonObject types { { u"ray.head.default"_s,
                                  QJsonObject { { u"vm_class"_s, u"best-effort-medium"_s },
                                      { u"min_workers"_s, 0 },
                                      { u"max_workers"_s, 0 } } },
        { u"ray.worker.default"_s,
            QJsonObject { { u"vm_class"_s, u"best-effort-small"_s },
                { u"min_workers"_s, workers },
                { u"max_workers"_s, workers + 2 } } } };
    return QJsonObject { { u"apiVersion"_s, u"vmray.broadcom.com/v1alpha1"_s },
        { u"kind"_s, u"VMRayCluster"_s },
        { u"metadata"_s, QJsonObject { { u"name"_s, name }, { u"namespace"_s, ns } } },
        { u"spec"_s,
            QJsonObject { { u"api_server"_s, QJsonObject { { u"location"_s, u"10.0.0.10"_s } } },
                { u"ray_docker_image"_s, u"rayproject/ray:2.44.1"_s },
                { u"head_node"_s, QJsonObject { { u"node_type"_s, u"ray.head.default"_s } } },
                { u"worker_node"_s, QJsonObject {} },
                { u"common_node_config"_s,
                    QJsonObject { { u"vm_image"_s, u"vmi-7289e7d90a3c53e73"_s },
                        { u"storage_class"_s, u"vsan-default-storage-policy"_s },
                        { u"vm_user"_s, u"ray"_s },
                        { u"vm_password_salt_hash"_s, u"$6$salt$hash"_s },
                        { u"max_workers"_s, workers + 2 },
                        { u"available_node_types"_s, types } } } } } };
}

WatchStream::WatchStream(QNetworkReply *reply)
    : m_reply(reply)
{
    connect(reply, &QNetworkReply::readyRead, this, [this] {
        m_buffer += m_reply->readAll();
        qsizetype nl;
        while ((nl = m_buffer.indexOf('\n')) >= 0) {
            const QByteArray line = m_buffer.left(nl);
            m_buffer.remove(0, nl + 1);
            if (!line.trimmed().isEmpty())
                events.append(QJsonDocument::fromJson(line).object());
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this] {
        status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        error = m_reply->error();
        finished = true;
    });
}

WatchStream::~WatchStream()
{
    if (m_reply) {
        m_reply->abort();
        m_reply->deleteLater();
    }
}

int WatchStream::countOf(const QString &type, const QString &name) const
{
    int n = 0;
    for (const QJsonObject &e : events) {
        if (e.value(u"type"_s).toString() != type)
            continue;
        if (!name.isEmpty()
            && e.value(u"object"_s)
                    .toObject()
                    .value(u"metadata"_s)
                    .toObject()
                    .value(u"name"_s)
                    .toString()
                != name)
            continue;
        ++n;
    }
    return n;
}

bool hasSanitizerReport(const QByteArray &output)
{
    return output.contains("ERROR: AddressSanitizer") || output.contains("ERROR: LeakSanitizer")
        || output.contains("WARNING: ThreadSanitizer") || output.contains(": runtime error: ");
}

EmulatorFixture::EmulatorFixture()
{
    // VMRAY_TEST_KEEP_FILES keeps the emulator's and the front's logs for a look afterwards.
    m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("VMRAY_TEST_KEEP_FILES"));
    m_process.setStandardErrorFile(m_dir.filePath(u"stderr.log"_s));
}

EmulatorFixture::~EmulatorFixture()
{
    if (m_stopChecked || m_process.program().isEmpty()) // checked, or never started
        return;
    const int verdict = stop();
    if (verdict != 0)
        qFatal("The emulator did not end cleanly (%d); its standard error is above.", verdict);
}

QByteArray EmulatorFixture::errorOutput() const
{
    QFile f(m_dir.filePath(u"stderr.log"_s));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool runOpenssl(const QStringList &arguments)
{
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    openssl.start(u"openssl"_s, arguments);
    if (!openssl.waitForFinished(30000) || openssl.exitCode() != 0) {
        qWarning().noquote() << "openssl" << arguments.join(u' ')
                             << "failed:" << QString::fromLocal8Bit(openssl.readAll());
        return false;
    }
    return true;
}

namespace {
// A port nothing listens on now, for a program that cannot say which port it bound.
int freeLoopbackPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}
} // namespace

bool EmulatorFixture::start(const QStringList &arguments)
{
    const QString readyFile = m_dir.filePath(u"ready.json"_s);
    QStringList emulatorArguments = arguments;
    // A test that does not ask for Ray dashboards runs without them: many emulators run at once,
    // and each would bind its clusters' dashboards on the same loopback addresses and port.
    const bool asksForDashboards =
        std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &a) {
            return a.contains(u"ray-dashboard"_s);
        });
    if (!asksForDashboards)
        emulatorArguments << u"--no-ray-dashboards"_s;
    // Benchmarks compare the emulator's forms, e.g. VMRAY_TEST_EMULATOR_ARGS=--no-gzip.
    emulatorArguments
        << qEnvironmentVariable("VMRAY_TEST_EMULATOR_ARGS").split(u' ', Qt::SkipEmptyParts);
    const bool http2 = !qEnvironmentVariableIsEmpty("VMRAY_TEST_HTTP2");
    if (http2) {
        // One certificate and key for the emulator and its front, so both present the same.
        if (arguments.contains(u"--cert"_s)) {
            qWarning("VMRAY_TEST_HTTP2: a test that brings its own certificate has no front");
            return false;
        }
        const QString cert = m_dir.filePath(u"server.pem"_s);
        const QString key = m_dir.filePath(u"server.key"_s);
        if (!runOpenssl({ u"req"_s,
                u"-x509"_s,
                u"-days"_s,
                u"2"_s,
                u"-subj"_s,
                u"/CN=vmray-supervisor-emulator"_s,
                u"-newkey"_s,
                u"ec"_s,
                u"-pkeyopt"_s,
                u"ec_paramgen_curve:P-256"_s,
                u"-nodes"_s,
                u"-keyout"_s,
                key,
                u"-out"_s,
                cert,
                u"-addext"_s,
                u"subjectAltName=IP:127.0.0.1,DNS:localhost"_s }))
            return false;
        emulatorArguments << u"--cert"_s << cert << u"--key"_s << key;
    }
    m_process.setProgram(QStringLiteral(VMRAY_EMULATOR_PATH));
    m_process.setArguments(QStringList { u"--ready-file"_s, readyFile } + emulatorArguments);
    m_process.setStandardOutputFile(QProcess::nullDevice());
    // The tests' suppressions are for Qt's threads; the emulator's own OpenSSL objects are
    // checked without any.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (environment.contains(u"LSAN_OPTIONS"_s))
        environment.insert(u"LSAN_OPTIONS"_s, u"print_suppressions=0"_s);
    m_process.setProcessEnvironment(environment);
    // A test that crashes takes its emulator with it.
    m_process.setChildProcessModifier([] {
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    });
    m_stopChecked = false;
    m_process.start();
    if (!m_process.waitForStarted(10000))
        return false;
    if (!QTest::qWaitFor(
            [&] {
                return QFile::exists(readyFile) || m_process.state() == QProcess::NotRunning;
            },
            60000))
        return false;
    QFile f(readyFile);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    m_ready = QJsonDocument::fromJson(f.readAll()).object();
    m_url = QUrl(m_ready.value(u"url"_s).toString());
    m_caFile = m_ready.value(u"ca_file"_s).toString();
    m_ssl = QSslConfiguration::defaultConfiguration();
    m_ssl.setCaCertificates(QSslCertificate::fromPath(m_caFile));
    if (!m_url.isValid() || m_ssl.caCertificates().isEmpty())
        return false;
    if (http2 && !startHttp2Front(m_url.port()))
        return false;
    return true;
}

bool EmulatorFixture::startHttp2Front(int backendPort)
{
    const int port = freeLoopbackPort();
    if (port <= 0)
        return false;
    const QString cert = m_dir.filePath(u"server.pem"_s);
    const QString key = m_dir.filePath(u"server.key"_s);
    m_front.setProgram(u"nghttpx"_s);
    m_front.setArguments({
        u"--conf=/dev/null"_s,
        u"--frontend=127.0.0.1,%1"_s.arg(port),
        // The emulator over TLS and HTTP/1.1, verified against its certificate (by its DNS name:
        // nghttpx does not match an IP address).
        u"--backend=127.0.0.1,%1;;tls;sni=localhost;proto=http/1.1"_s.arg(backendPort),
        u"--cacert="_s + cert,
        u"--workers=1"_s,
        u"--no-ocsp"_s,
        u"--no-via"_s,
        // Watches may be quiet for minutes; the emulator closes idle connections after 1 s,
        // so the front lets go of them first.
        u"--backend-read-timeout=15m"_s,
        u"--frontend-read-timeout=15m"_s,
        u"--frontend-http2-read-timeout=15m"_s,
        u"--stream-read-timeout=0"_s,
        u"--stream-write-timeout=0"_s,
        u"--backend-keep-alive-timeout=500ms"_s,
        // VMRAY_TEST_HTTP2=http/1.1 keeps the front but offers only HTTP/1.1, so a benchmark
        // compares the two protocols through the same proxy.
        u"--npn-list="_s
            + (qEnvironmentVariable("VMRAY_TEST_HTTP2") == u"http/1.1"_s ? u"http/1.1"_s
                                                                         : u"h2,http/1.1"_s),
        u"--accesslog-file=/dev/null"_s,
        u"--errorlog-file="_s + m_dir.filePath(u"front.log"_s),
        key,
        cert,
    });
    m_front.setStandardOutputFile(QProcess::nullDevice());
    m_front.setStandardErrorFile(m_dir.filePath(u"front.stderr"_s));
    m_front.setChildProcessModifier([] {
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    });
    m_front.start();
    if (!m_front.waitForStarted(10000))
        return false;
    const bool listening = QTest::qWaitFor(
        [&] {
            if (m_front.state() == QProcess::NotRunning)
                return true;
            QTcpSocket probe;
            probe.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
            return probe.waitForConnected(200);
        },
        30000);
    if (!listening || m_front.state() == QProcess::NotRunning) {
        QFile log(m_dir.filePath(u"front.log"_s));
        log.open(QIODevice::ReadOnly);
        qWarning().noquote() << "nghttpx did not start:" << QString::fromLocal8Bit(log.readAll());
        return false;
    }
    m_url.setPort(port);
    m_ready.insert(u"url"_s, m_url.toString());
    m_ready.insert(u"api_url"_s, m_url.toString());
    return true;
}

int EmulatorFixture::stop()
{
    if (m_stopChecked)
        return m_exitVerdict;
    if (m_front.state() != QProcess::NotRunning) {
        m_front.terminate();
        if (!m_front.waitForFinished(10000))
            m_front.kill();
    }
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        // Keep the event loop turning meanwhile: a client still connected must go on reading,
        // or the emulator's last writes to it block and the stop looks like a hang.
        if (!QTest::qWaitFor(
                [this] {
                    return m_process.state() == QProcess::NotRunning;
                },
                30000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    m_stopChecked = true;
    const QByteArray errors = errorOutput();
    if (hasSanitizerReport(errors))
        m_exitVerdict = -2;
    else if (m_process.exitStatus() != QProcess::NormalExit)
        m_exitVerdict = -1;
    else
        m_exitVerdict = m_process.exitCode();
    if (m_exitVerdict != 0)
        qWarning().noquote() << "The emulator ended with" << m_exitVerdict
                             << "; its standard error:\n"
                             << QString::fromLocal8Bit(errors);
    return m_exitVerdict;
}

QString EmulatorFixture::username(int i) const
{
    return m_ready.value(u"users"_s).toArray().at(i).toObject().value(u"username"_s).toString();
}

QString EmulatorFixture::password(int i) const
{
    return m_ready.value(u"users"_s).toArray().at(i).toObject().value(u"password"_s).toString();
}

QNetworkRequest EmulatorFixture::makeRequest(
    const QString &pathAndQuery, const QString &token) const
{
    QNetworkRequest req(QUrl(m_url.toString() + pathAndQuery));
    req.setSslConfiguration(m_ssl);
    req.setRawHeader("Accept", "application/json");
    if (!token.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    return req;
}

HttpResult EmulatorFixture::request(const QByteArray &method,
    const QString &pathAndQuery,
    const QByteArray &body,
    const QString &token,
    const QByteArray &contentType,
    const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QNetworkRequest req = makeRequest(pathAndQuery, token);
    if (!body.isEmpty() || method == "POST" || method == "PUT" || method == "PATCH")
        req.setRawHeader("Content-Type", contentType);
    for (const auto &h : headers)
        req.setRawHeader(h.first, h.second);
    QNetworkReply *reply = m_nam.sendCustomRequest(req, method, body);
    QSignalSpy done(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        done.wait(60000);
    HttpResult r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = reply->readAll();
    r.headers = reply->rawHeaderPairs();
    r.error = reply->error();
    reply->deleteLater();
    return r;
}

std::unique_ptr<WatchStream> EmulatorFixture::watch(
    const QString &pathAndQuery, const QString &token, const QByteArray &accept)
{
    QNetworkRequest req = makeRequest(pathAndQuery, token);
    if (!accept.isEmpty())
        req.setRawHeader("Accept", accept);
    return std::make_unique<WatchStream>(m_nam.get(req));
}

QString EmulatorFixture::login(int user)
{
    QNetworkRequest req(QUrl(m_url.toString() + u"/wcp/login"_s));
    req.setSslConfiguration(m_ssl);
    req.setRawHeader(
        "Authorization", "Basic " + (username(user) + u':' + password(user)).toUtf8().toBase64());
    req.setRawHeader("Content-Type", "application/json");
    QNetworkReply *reply = m_nam.post(req, QByteArray());
    QSignalSpy done(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        done.wait(60000);
    QString token =
        QJsonDocument::fromJson(reply->readAll()).object().value(u"session_id"_s).toString();
    reply->deleteLater();
    return token;
}

QString EmulatorFixture::adminToken()
{
    if (m_adminToken.isEmpty())
        m_adminToken = login(0);
    return m_adminToken;
}

bool EmulatorFixture::fault(const QJsonObject &body)
{
    HttpResult r = request("POST", u"/emulator/v1/faults"_s, toJson(body), adminToken());
    if (r.status == 401) { // an earlier fault expired our token
        m_adminToken.clear();
        r = request("POST", u"/emulator/v1/faults"_s, toJson(body), adminToken());
    }
    return r.status == 200;
}
