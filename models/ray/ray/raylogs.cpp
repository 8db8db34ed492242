#include "raylogs.h"

#include "raydashboardpoller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrlQuery>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {

constexpr PhraseKey logUnreachable { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs", "The Ray dashboard at %1 could not be read: %2") };
constexpr PhraseKey logNotLogs { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "The Ray dashboard at %1 did not answer with a list of log files.") };
constexpr PhraseKey logRayRefused { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs", "Ray could not give the logs of VM %1: %2") };
constexpr PhraseKey logTooLarge { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "Log file %1 of VM %2 is larger than the console reads (%3 bytes).") };
constexpr PhraseKey logGaveUpBusy { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "The Ray dashboard stayed too busy to answer; search again later.") };

constexpr PhraseKey jobLogUnknown { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "Ray's dashboard no longer knows the job %1; its logs are gone with it.") };
constexpr PhraseKey jobLogNotSubmission { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "The job %1 was not submitted through the Jobs API, so Ray keeps no job log for it; read "
        "its driver's log file on the head node instead.") };
constexpr PhraseKey jobLogRefused { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayLogs", "Ray could not give the log of job %1 (HTTP %2): %3") };
constexpr PhraseKey jobLogNotJson { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP(
        "vmray::ray::RayLogs", "The Ray dashboard at %1 did not answer with the log of job %2.") };
constexpr PhraseKey jobLogTooLarge { "vmray::ray::RayLogs",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogs",
        "The log of job %1 is larger than the console reads (%2 bytes); read the file "
        "job-driver-%1.log on the head node instead, which is read as it streams.") };

// What a failing text stream ends with (state_head.py formatter_text).
constexpr QByteArrayView logFetchErrorMark = "[get_logs] Fetch log error: ";
// What is held back from a stream in case it is the error's text.
constexpr qsizetype logHeldBackBytes = 64 * 1024;
// How long a read may go without a byte before it is given up.
constexpr std::chrono::seconds logIdleTimeout { 60 };
// Asking again a dashboard that said it was busy: after 1, 2, 4, 8 and 16 seconds.
constexpr int logBusyAttempts = 5;

bool logSaysBusy(const QString &message)
{
    // RateLimitedModule.enforce_max_concurrent_calls
    return message.contains(u"Max number of in-progress requests"_s);
}

// When `source` may not be asked (the loopback rule, no network): `finish` with why, queued as
// an answer would be, and true.
bool logRefusedLater(QObject *handle,
    const RayLogSource &source,
    const QNetworkAccessManager *network,
    const std::function<void(const Phrase &)> &finish)
{
    const Phrase refusal = RayDashboardPoller::refusalReason(source.dashboard, source.loopbackOnly);
    if (refusal.isEmpty() && network)
        return false;
    QMetaObject::invokeMethod(
        handle,
        [finish, refusal] {
            finish(refusal);
        },
        Qt::QueuedConnection);
    return true;
}

QString logWhere(const QUrl &dashboard)
{
    return dashboard.adjusted(QUrl::RemoveUserInfo).authority();
}

} // namespace

RayLogListing::RayLogListing(QNetworkAccessManager *network, RayLogSource source, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_source(std::move(source))
{}

RayLogListing::~RayLogListing()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QStringList RayLogListing::files() const
{
    QStringList out;
    for (const QStringList &group : m_groups)
        out += group;
    return out;
}

void RayLogListing::start()
{
    if (logRefusedLater(this, m_source, m_network, [this](const Phrase &why) {
            finish(why);
        }))
        return;
    QUrlQuery query;
    query.addQueryItem(u"node_id"_s, m_source.nodeId);
    m_reply = m_network->get(RayDashboardPoller::requestTo(m_source.dashboard,
        u"/api/v0/logs?"_s + query.toString(QUrl::FullyEncoded),
        logIdleTimeout));
    connect(m_reply, &QNetworkReply::finished, this, [this] {
        QNetworkReply *reply = m_reply;
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError
            && reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0) {
            finish(Phrase(logUnreachable, { logWhere(m_source.dashboard), reply->errorString() }));
            return;
        }
        // Ray's envelope: {"result": bool, "msg": "…", "data": {"result": {group: [file]}}}.
        const QJsonObject envelope =
            QJsonDocument::fromJson(reply->read(16 * 1024 * 1024)).object();
        if (!envelope.value(u"result"_s).isBool()) {
            finish(Phrase(logNotLogs, { logWhere(m_source.dashboard) }));
            return;
        }
        if (!envelope.value(u"result"_s).toBool()) {
            const QString message = envelope.value(u"msg"_s).toString();
            m_busy = logSaysBusy(message);
            finish(Phrase(logRayRefused, { m_source.vm, message }));
            return;
        }
        const QJsonObject groups =
            envelope.value(u"data"_s).toObject().value(u"result"_s).toObject();
        for (auto it = groups.begin(); it != groups.end(); ++it) {
            QStringList files;
            for (const QJsonValue f : it.value().toArray()) {
                if (f.isString() && !f.toString().isEmpty())
                    files << f.toString();
            }
            if (!files.isEmpty())
                m_groups.insert(it.key(), files);
        }
        finish({});
    });
}

void RayLogListing::finish(const Phrase &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    Q_EMIT finished(this);
}

RayLogRead::RayLogRead(
    QNetworkAccessManager *network, RayLogSource source, QString file, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_source(std::move(source))
    , m_file(std::move(file))
{}

RayLogRead::~RayLogRead()
{
    stop();
}

void RayLogRead::setFollow(bool follow, std::chrono::milliseconds interval)
{
    m_follow = follow;
    m_interval = interval;
}

void RayLogRead::start()
{
    if (logRefusedLater(this, m_source, m_network, [this](const Phrase &why) {
            finish(why);
        }))
        return;
    QUrlQuery query;
    query.addQueryItem(u"node_id"_s, m_source.nodeId);
    query.addQueryItem(u"filename"_s, m_file);
    query.addQueryItem(u"lines"_s, QString::number(m_lines));
    query.addQueryItem(u"format"_s, u"text"_s);
    if (m_follow)
        query.addQueryItem(u"interval"_s, QString::number(double(m_interval.count()) / 1000.0));
    const QString path = m_follow ? u"/api/v0/logs/stream?"_s : u"/api/v0/logs/file?"_s;
    QNetworkRequest request = RayDashboardPoller::requestTo(
        m_source.dashboard, path + query.toString(QUrl::FullyEncoded), logIdleTimeout);
    request.setRawHeader("Accept", "text/plain");
    m_reply = m_network->get(request);
    // Taken as it comes and handed on: a file is never held whole.
    m_reply->setReadBufferSize(256 * 1024);
    connect(m_reply, &QNetworkReply::readyRead, this, &RayLogRead::take);
    connect(m_reply, &QNetworkReply::finished, this, &RayLogRead::done);
}

void RayLogRead::stop()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    if (!m_finished && m_follow) {
        deliver(m_heldBack);
        m_heldBack.clear();
        finish({});
    }
}

void RayLogRead::take()
{
    if (!m_reply)
        return;
    const QByteArray piece = m_reply->readAll();
    // Refused before any log was read (a busy dashboard's rate limit, a server error): Ray's
    // JSON envelope, or an error page, not the file.
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (!m_failing && m_bytes == 0 && m_heldBack.isEmpty()
        && ((status != 0 && status != 200)
            || m_reply->header(QNetworkRequest::ContentTypeHeader)
                   .toString()
                   .startsWith(u"application/json"_s))) {
        m_failing = true;
        m_refusedWhole = true;
    }
    if (m_failing) {
        m_heldBack += piece; // the error's text, to its end
        m_heldBack.truncate(logHeldBackBytes);
        return;
    }
    m_heldBack += piece;
    // An error's text starts a line of its own (or follows the file's unfinished last line):
    // what comes before it is the file's; from it on nothing is.
    if (m_refusedWhole) {
        const QJsonObject envelope = QJsonDocument::fromJson(m_heldBack).object();
        const QString error = envelope.value(u"msg"_s).isString()
            ? envelope.value(u"msg"_s).toString()
            : QString::fromUtf8(m_heldBack.left(512)).trimmed();
        m_busy = logSaysBusy(error);
        finish(Phrase(logRayRefused, { m_source.vm, error }));
        return;
    }
    const qsizetype mark = m_heldBack.indexOf(logFetchErrorMark);
    if (mark >= 0) {
        deliver(m_heldBack.first(mark));
        m_heldBack.remove(0, mark);
        m_failing = true;
    } else {
        // Whole lines go on at once (a followed file shows each as it comes); the unfinished
        // last one waits, as it may be the start of an error's text.
        const qsizetype lastLine = m_heldBack.lastIndexOf('\n');
        if (lastLine >= 0) {
            deliver(m_heldBack.first(lastLine + 1));
            m_heldBack.remove(0, lastLine + 1);
        } else if (m_heldBack.size() > logHeldBackBytes) {
            // A line this long is no error's text.
            const qsizetype keep = logFetchErrorMark.size();
            deliver(m_heldBack.first(m_heldBack.size() - keep));
            m_heldBack.remove(0, m_heldBack.size() - keep);
        }
    }
    if (m_bytes > m_maxBytes) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
        finish(Phrase(logTooLarge, { m_file, m_source.vm, QString::number(m_maxBytes) }));
    }
}

void RayLogRead::done()
{
    if (!m_reply)
        return;
    take();
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (m_finished)
        return;
    if (m_refusedWhole) {
        const QJsonObject envelope = QJsonDocument::fromJson(m_heldBack).object();
        const QString error = envelope.value(u"msg"_s).isString()
            ? envelope.value(u"msg"_s).toString()
            : QString::fromUtf8(m_heldBack.left(512)).trimmed();
        m_busy = logSaysBusy(error);
        finish(Phrase(logRayRefused, { m_source.vm, error }));
        return;
    }
    const qsizetype mark = m_heldBack.indexOf(logFetchErrorMark);
    if (mark >= 0) {
        deliver(m_heldBack.first(mark));
        const QString error = QString::fromUtf8(
            m_heldBack.sliced(mark + logFetchErrorMark.size()).left(logHeldBackBytes))
                                  .trimmed();
        m_busy = logSaysBusy(error);
        finish(Phrase(logRayRefused, { m_source.vm, error }));
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        deliver(m_heldBack);
        finish(Phrase(logUnreachable, { logWhere(m_source.dashboard), reply->errorString() }));
        return;
    }
    deliver(m_heldBack);
    finish({});
}

void RayLogRead::deliver(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    m_bytes += bytes.size();
    m_hash.addData(bytes);
    Q_EMIT arrived(bytes);
}

void RayLogRead::finish(const Phrase &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    m_heldBack.clear();
    Q_EMIT finished(this);
}

RayLogSearch::RayLogSearch(
    QNetworkAccessManager *network, QList<RayLogSource> nodes, QString text, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_nodes(std::move(nodes))
    , m_text(std::move(text))
{}

RayLogSearch::~RayLogSearch() = default;

void RayLogSearch::start()
{
    for (const RayLogSource &node : std::as_const(m_nodes))
        m_queue.push_back({ node, {}, 0 });
    pump();
    settle();
}

void RayLogSearch::pump()
{
    while (!m_finished && m_running < m_parallel && !m_queue.empty()) {
        Job job = std::move(m_queue.front());
        m_queue.pop_front();
        run(std::move(job));
    }
}

void RayLogSearch::run(Job job)
{
    ++m_running;
    ++job.attempts;
    if (job.file.isEmpty()) {
        auto *listing = new RayLogListing(m_network, job.source, this);
        connect(listing, &RayLogListing::finished, this, [this, job](RayLogListing *l) {
            l->deleteLater();
            --m_running;
            if (l->busy())
                retryLater(job);
            else if (!l->error().isEmpty())
                m_failures.append({ job.source.vm, {}, l->error() });
            else {
                for (const QString &file : l->files())
                    m_queue.push_back({ job.source, file, 0 });
            }
            pump();
            settle();
        });
        listing->start();
        return;
    }
    auto *read = new RayLogRead(m_network, job.source, job.file, this);
    m_scans.insert(read, {});
    connect(read, &RayLogRead::arrived, this, [this, read, job](const QByteArray &bytes) {
        scan(read, job, bytes);
    });
    connect(read, &RayLogRead::finished, this, [this, job](RayLogRead *r) {
        r->deleteLater();
        --m_running;
        if (m_scans.contains(r) && !m_scans[r].partial.isEmpty())
            scan(r, job, QByteArrayLiteral("\n")); // a last line without its newline
        m_scans.remove(r);
        if (r->busy()) {
            retryLater(job);
        } else {
            ++m_filesSearched;
            if (!r->error().isEmpty())
                m_failures.append({ job.source.vm, job.file, r->error() });
        }
        pump();
        settle();
    });
    read->start();
}

void RayLogSearch::retryLater(const Job &job)
{
    if (job.attempts >= logBusyAttempts) {
        m_failures.append({ job.source.vm, job.file, Phrase(logGaveUpBusy) });
        return;
    }
    ++m_waiting;
    const auto delay = std::chrono::seconds(1 << (job.attempts - 1));
    QTimer::singleShot(delay, this, [this, job] {
        --m_waiting;
        m_queue.push_front(job);
        pump();
        settle();
    });
}

void RayLogSearch::scan(RayLogRead *read, const Job &job, const QByteArray &bytes)
{
    const auto it = m_scans.find(read);
    if (it == m_scans.end() || m_finished)
        return;
    Scan &s = *it;
    const QByteArray data = s.partial + bytes;
    qsizetype start = 0;
    while (true) {
        const qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            break;
        const QString line = QString::fromUtf8(data.constData() + start, end - start);
        start = end + 1;
        ++s.lineNumber;
        if (s.pendingHit >= 0) {
            m_hits[s.pendingHit].after = line;
            s.pendingHit = -1;
        }
        if (line.contains(m_text, Qt::CaseInsensitive)) {
            m_hits.append(
                { job.source.vm, job.source.nodeId, job.file, s.lineNumber, line, s.previous, {} });
            s.pendingHit = int(m_hits.size()) - 1;
            Q_EMIT hitsAdded(int(m_hits.size()) - 1, 1);
            if (m_hits.size() >= m_maxHits) {
                // Enough: what is still being read goes.
                m_truncated = true;
                m_queue.clear();
                const QList<QObject *> reading = m_scans.keys();
                m_scans.clear();
                for (QObject *other : reading) {
                    other->disconnect(this);
                    other->deleteLater();
                }
                m_running = 0;
                settle();
                return;
            }
        }
        s.previous = line;
    }
    s.partial = data.sliced(start);
}

void RayLogSearch::settle()
{
    if (m_finished)
        return;
    if ((m_running == 0 && m_waiting == 0 && m_queue.empty()) || m_truncated) {
        m_finished = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                Q_EMIT finished(this);
            },
            Qt::QueuedConnection);
    }
}

RayJobLogRead::RayJobLogRead(
    QNetworkAccessManager *network, RayLogSource source, QString submissionId, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_source(std::move(source))
    , m_submissionId(std::move(submissionId))
{}

RayJobLogRead::~RayJobLogRead()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QByteArray RayJobLogRead::sha256() const
{
    return QCryptographicHash::hash(m_logs, QCryptographicHash::Sha256);
}

void RayJobLogRead::start()
{
    if (logRefusedLater(this, m_source, m_network, [this](const Phrase &why) {
            finish(why);
        }))
        return;
    const QString path =
        u"/api/jobs/"_s + QString::fromLatin1(QUrl::toPercentEncoding(m_submissionId)) + u"/logs"_s;
    m_reply =
        m_network->get(RayDashboardPoller::requestTo(m_source.dashboard, path, logIdleTimeout));
    m_reply->setReadBufferSize(256 * 1024);
    connect(m_reply, &QNetworkReply::readyRead, this, [this] {
        m_body += m_reply->readAll();
        if (m_body.size() > m_maxBytes) {
            const qint64 size = m_body.size();
            m_body.clear();
            finish(Phrase(jobLogTooLarge, { m_submissionId, QString::number(size) }));
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, [this] {
        QNetworkReply *reply = m_reply;
        reply->deleteLater();
        if (m_finished)
            return;
        m_body += reply->readAll();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0) {
            finish(Phrase(logUnreachable, { logWhere(m_source.dashboard), reply->errorString() }));
            return;
        }
        // job_head.py answers its refusals in plain text.
        const QString text = QString::fromUtf8(m_body.left(2000)).trimmed();
        if (status == 404) {
            finish(Phrase(jobLogUnknown, { m_submissionId }));
            return;
        }
        if (status == 400 && text.contains(u"submission type"_s)) {
            finish(Phrase(jobLogNotSubmission, { m_submissionId }));
            return;
        }
        if (status != 200) {
            finish(Phrase(jobLogRefused,
                { m_submissionId, QString::number(status), text.section(u'\n', -1) }));
            return;
        }
        const QJsonValue logs = QJsonDocument::fromJson(m_body).object().value(u"logs"_s);
        m_body.clear();
        if (!logs.isString()) {
            finish(Phrase(jobLogNotJson, { logWhere(m_source.dashboard), m_submissionId }));
            return;
        }
        m_logs = logs.toString().toUtf8();
        finish({});
    });
}

void RayJobLogRead::finish(const Phrase &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    Q_EMIT finished(this);
}

} // namespace vmray::ray
