#include "emulatorfixture.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QSslCertificate>
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

bool EmulatorFixture::start(const QStringList &arguments)
{
    const QString readyFile = m_dir.filePath(u"ready.json"_s);
    m_process.setProgram(QStringLiteral(VMRAY_EMULATOR_PATH));
    m_process.setArguments(QStringList { u"--ready-file"_s, readyFile } + arguments);
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
    return m_url.isValid() && !m_ssl.caCertificates().isEmpty();
}

int EmulatorFixture::stop()
{
    if (m_stopChecked)
        return m_exitVerdict;
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
    const QString token =
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
