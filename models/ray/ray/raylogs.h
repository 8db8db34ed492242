// Ray's logs, from the Log API of a cluster's dashboard (ray-dashboard-api.md §1.3): the files
// of a node, one file read (or followed) as it streams, and a search over every file of several
// nodes. Requests go under the dashboard policy (RayDashboardPoller::requestTo): no credentials,
// no redirects, loopback only in the sandbox. Only alive nodes serve logs.
//
// Files are asked for with format=text: the bytes as they are. In the default leading_1 framing
// each HTTP chunk starts with 1 or 0, which a byte stream cannot tell apart from the log's own
// bytes. A text stream that fails ends with "[get_logs] Fetch log error: …", which is held back
// from the data and reported as the error.
#pragma once

#include "kube/phrase.h"

#include <QCryptographicHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <chrono>
#include <deque>

class QNetworkAccessManager;
class QNetworkReply;

namespace vmray::ray {

// Where a node's logs are asked for: the cluster's dashboard and the node's Ray id.
struct RayLogSource
{
    QUrl dashboard;
    QString nodeId;
    QString vm; // the VM the node runs on, for people
    bool loopbackOnly = false;
};

// A submitted job, whose log GET /api/jobs/{id}/logs gives.
struct RayLogJob
{
    QString submissionId;
    QString entrypoint;
    int status = 0; // a RayJobStatus
};

// GET /api/v0/logs?node_id=…: the node's files by Ray's groups (raylet, gcs_server,
// worker_out, …).
class RayLogListing final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayLogListing)

public:
    RayLogListing(QNetworkAccessManager *network, RayLogSource source, QObject *parent = nullptr);
    ~RayLogListing() override;

    void start();
    const RayLogSource &source() const { return m_source; }
    const QMap<QString, QStringList> &groups() const { return m_groups; }
    QStringList files() const;
    // Empty on success. busy(): the dashboard refused for having too many requests under way;
    // ask again later.
    const Phrase &error() const { return m_error; }
    bool busy() const { return m_busy; }

Q_SIGNALS:
    void finished(vmray::ray::RayLogListing *listing);

private:
    void finish(const Phrase &error);

    QPointer<QNetworkAccessManager> m_network;
    RayLogSource m_source;
    QPointer<QNetworkReply> m_reply;
    QMap<QString, QStringList> m_groups;
    Phrase m_error;
    bool m_busy = false;
    bool m_finished = false;
};

// GET /api/v0/logs/file (or /stream to follow): one file's bytes as they come, never held whole.
class RayLogRead final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayLogRead)

public:
    RayLogRead(QNetworkAccessManager *network,
        RayLogSource source,
        QString file,
        QObject *parent = nullptr);
    ~RayLogRead() override;

    // The last `lines` lines; -1 (the default) for the whole file.
    void setLines(qint64 lines) { m_lines = lines; }
    // Keeps reading what the file gains, every `interval`, until stop().
    void setFollow(bool follow, std::chrono::milliseconds interval = std::chrono::seconds(1));
    // The most bytes taken from the file; more ends the read with an error.
    void setMaxBytes(qint64 maxBytes) { m_maxBytes = maxBytes; }
    void start();
    void stop();

    const RayLogSource &source() const { return m_source; }
    const QString &file() const { return m_file; }
    qint64 bytes() const { return m_bytes; }
    // SHA-256 of the bytes delivered, once finished.
    QByteArray sha256() const { return m_hash.result(); }
    const Phrase &error() const { return m_error; }
    bool busy() const { return m_busy; }

Q_SIGNALS:
    // The file's next bytes, in order; the error text of a failing stream is not among them.
    void arrived(const QByteArray &bytes);
    void finished(vmray::ray::RayLogRead *read);

private:
    void take();
    void done();
    void finish(const Phrase &error);
    void deliver(const QByteArray &bytes);

    QPointer<QNetworkAccessManager> m_network;
    RayLogSource m_source;
    QString m_file;
    qint64 m_lines = -1;
    bool m_follow = false;
    std::chrono::milliseconds m_interval { 1000 };
    qint64 m_maxBytes = qint64(8) * 1024 * 1024 * 1024;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_heldBack; // the end of what came, which may be the error's text
    bool m_failing = false; // the error's text has begun
    bool m_refusedWhole = false; // the answer is an error, not the file
    qint64 m_bytes = 0;
    QCryptographicHash m_hash { QCryptographicHash::Sha256 };
    Phrase m_error;
    bool m_busy = false;
    bool m_finished = false;
};

// GET /api/jobs/{id}/logs: a submitted job's driver output, which the dashboard answers whole
// in JSON ({"logs": "…"}; "" before the driver starts). Only submission jobs have these logs.
class RayJobLogRead final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayJobLogRead)

public:
    // `dashboard` and `loopbackOnly` of `source` say where to ask; its node is not used.
    RayJobLogRead(QNetworkAccessManager *network,
        RayLogSource source,
        QString submissionId,
        QObject *parent = nullptr);
    ~RayJobLogRead() override;

    // The most bytes of JSON taken; a longer answer ends the read with an error.
    void setMaxBytes(qint64 maxBytes) { m_maxBytes = maxBytes; }
    void start();

    const QString &submissionId() const { return m_submissionId; }
    // The log as Ray gave it, UTF-8, and its SHA-256, once finished without an error.
    const QByteArray &logs() const { return m_logs; }
    QByteArray sha256() const;
    const Phrase &error() const { return m_error; }

Q_SIGNALS:
    void finished(vmray::ray::RayJobLogRead *read);

private:
    void finish(const Phrase &error);

    QPointer<QNetworkAccessManager> m_network;
    RayLogSource m_source;
    QString m_submissionId;
    qint64 m_maxBytes = qint64(256) * 1024 * 1024;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_body;
    QByteArray m_logs;
    Phrase m_error;
    bool m_finished = false;
};

// A search over every file of some nodes: each node's files listed, then read whole, a few at a
// time, line by line; matching lines come with a line of context on each side.
class RayLogSearch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayLogSearch)

public:
    struct Hit
    {
        QString vm;
        QString nodeId;
        QString file;
        qint64 line = 0; // from 1
        QString text;
        QString before; // the line before, empty at the start
        QString after; // the line after, empty at the end
    };
    struct Failure
    {
        QString vm;
        QString file; // empty when the node's files could not be listed
        Phrase error;
    };

    RayLogSearch(QNetworkAccessManager *network,
        QList<RayLogSource> nodes,
        QString text,
        QObject *parent = nullptr);
    ~RayLogSearch() override;

    // Requests under way at once, over all nodes (the dashboard refuses a flood).
    void setParallel(int requests) { m_parallel = qMax(1, requests); }
    // Hits kept at most; the search ends once it has them.
    void setMaxHits(int hits) { m_maxHits = hits; }
    void start();

    const QList<Hit> &hits() const { return m_hits; }
    const QList<Failure> &failures() const { return m_failures; }
    int filesSearched() const { return m_filesSearched; }
    bool isFinished() const { return m_finished; }
    bool truncated() const { return m_truncated; }

Q_SIGNALS:
    void hitsAdded(int first, int count);
    void finished(vmray::ray::RayLogSearch *search);

private:
    struct Job
    {
        RayLogSource source;
        QString file; // empty: list the node's files
        int attempts = 0;
    };
    void pump();
    void run(Job job);
    void retryLater(const Job &job);
    void scan(RayLogRead *read, const Job &job, const QByteArray &bytes);
    void settle();

    QPointer<QNetworkAccessManager> m_network;
    QList<RayLogSource> m_nodes;
    QString m_text;
    int m_parallel = 4;
    int m_maxHits = 10000;
    std::deque<Job> m_queue;
    int m_running = 0;
    int m_waiting = 0; // jobs asked again later, after a refusal for being busy
    QList<Hit> m_hits;
    QList<Failure> m_failures;
    int m_filesSearched = 0;
    bool m_finished = false;
    bool m_truncated = false;
    // Per file being read: the last whole line, a line that matched and waits for the next as
    // its context, and the unfinished end of the last piece.
    struct Scan
    {
        qint64 lineNumber = 0;
        QString previous;
        int pendingHit = -1;
        QByteArray partial;
    };
    QMap<QObject *, Scan> m_scans;
};

} // namespace vmray::ray
