// Test support: runs vmray-supervisor-emulator as a child process and talks raw HTTPS to it.
// Deliberately independent of the console's client code, so the emulator is tested on its own.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QProcess>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QUrl>

#include <functional>
#include <memory>

// Waits, with the event loop running, until `done` holds or `timeoutMs` have passed by the clock.
// QTRY_* counts its budget in 50 ms steps instead: one CI run counted 123 s of steps for a wait
// while the whole program ran 19 s. On failure `report` says how many looks were taken and what
// the monotonic and wall clocks saw.
bool waitUntil(const std::function<bool()> &done, int timeoutMs, QString *report);

#define VMRAY_WAIT_VERIFY(expr, timeoutMs)                                                         \
    do {                                                                                           \
        QString waitReport_;                                                                       \
        if (!waitUntil(                                                                            \
                [&] {                                                                              \
                    return bool(expr);                                                             \
                },                                                                                 \
                (timeoutMs),                                                                       \
                &waitReport_))                                                                     \
            QFAIL(qPrintable(QStringLiteral("Still false: " #expr " (") + waitReport_ + u')'));    \
    } while (false)

struct HttpResult
{
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QJsonArray jsonArray() const { return QJsonDocument::fromJson(body).array(); }
    QByteArray header(const QByteArray &name) const;
};

// Collects the events of one watch stream as they arrive.
class WatchStream : public QObject
{
    Q_OBJECT
public:
    explicit WatchStream(QNetworkReply *reply);
    ~WatchStream() override;
    QList<QJsonObject> events;
    bool finished = false;
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int countOf(const QString &type, const QString &name = {}) const;

private:
    QPointer<QNetworkReply> m_reply;
    QByteArray m_buffer;
};

class EmulatorFixture
{
public:
    EmulatorFixture();
    ~EmulatorFixture();

    // Starts the emulator and waits for its ready file. With VMRAY_TEST_HTTP2 set in the
    // environment, the emulator is reached through nghttpx, an HTTP/2 TLS front, as a client
    // reaches a Supervisor's kube-apiserver (HTTP/2 by ALPN); url() is then the front's.
    bool start(const QStringList &arguments);
    // Whether url() is the HTTP/2 front (VMRAY_TEST_HTTP2=http/1.1: the front, HTTP/1.1 only).
    bool throughHttp2Front() const
    {
        return m_front.state() != QProcess::NotRunning
            && qEnvironmentVariable("VMRAY_TEST_HTTP2") != QStringLiteral("http/1.1");
    }
    bool throughFront() const { return m_front.state() != QProcess::NotRunning; }
    // Stops the emulator with SIGTERM; returns its exit code (-1 if it crashed or hung, -2 if its
    // standard error holds a sanitizer report, which is then printed). Under the sanitizers a
    // leak or memory error shows up here. A fixture destroyed without a stop() that was checked
    // stops the emulator itself and aborts the test program if it did not end cleanly.
    int stop();
    // The emulator's standard error so far (it is written to a file, printed when it matters).
    QByteArray errorOutput() const;

    QUrl url() const { return m_url; }
    QString readyFilePath() const { return m_dir.filePath(QStringLiteral("ready.json")); }
    QString caFile() const { return m_caFile; }
    QString username(int i = 0) const;
    QString password(int i = 0) const;
    QJsonObject ready() const { return m_ready; }

    // POST /wcp/login as user i; returns the session token or an empty string.
    QString login(int user = 0);
    QString adminToken();

    HttpResult request(const QByteArray &method,
        const QString &pathAndQuery,
        const QByteArray &body = {},
        const QString &token = {},
        const QByteArray &contentType = "application/json",
        const QList<QPair<QByteArray, QByteArray>> &headers = {});
    HttpResult get(const QString &path, const QString &token)
    {
        return request("GET", path, {}, token);
    }
    std::unique_ptr<WatchStream> watch(
        const QString &pathAndQuery, const QString &token, const QByteArray &accept = {});
    bool fault(const QJsonObject &body);

    QNetworkAccessManager &network() { return m_nam; }
    QSslConfiguration sslConfiguration() const { return m_ssl; }

private:
    QNetworkRequest makeRequest(const QString &pathAndQuery, const QString &token) const;

    bool startHttp2Front(int backendPort);

    QTemporaryDir m_dir;
    QProcess m_process;
    QProcess m_front; // nghttpx, with VMRAY_TEST_HTTP2
    QNetworkAccessManager m_nam;
    QSslConfiguration m_ssl;
    QJsonObject m_ready;
    QUrl m_url;
    QString m_caFile;
    QString m_adminToken;
    bool m_stopChecked = false; // stop() has returned its verdict to a caller
    int m_exitVerdict = 0;
};

// Whether `output` holds a report of AddressSanitizer, LeakSanitizer, UndefinedBehaviorSanitizer
// or ThreadSanitizer.
bool hasSanitizerReport(const QByteArray &output);

// Runs the openssl command line (certificates for tests); false, with its output warned, on
// failure.
bool runOpenssl(const QStringList &arguments);

QByteArray toJson(const QJsonObject &o);
// A CRD-conforming cluster in `ns` using the catalog every seed carries.
QJsonObject validCluster(const QString &name, const QString &ns, int workers = 2);
