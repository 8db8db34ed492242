#include "raylogbundle.h"

#include "kube/offthread.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <archive.h>
#include <archive_entry.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {

constexpr PhraseKey bundleNoTemporary { "vmray::ray::RayLogBundle",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogBundle",
        "No temporary folder could be made for the logs; check the free space of your temporary "
        "folder.") };
constexpr PhraseKey bundleNotWritten { "vmray::ray::RayLogBundle",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogBundle", "The logs could not be saved to %1: %2") };
constexpr PhraseKey bundleDeadNode { "vmray::ray::RayLogBundle",
    QT_TRANSLATE_NOOP("vmray::ray::RayLogBundle",
        "The node is dead in Ray; only alive nodes serve their logs.") };
constexpr int bundleBusyAttempts = 5;

// A name fit for a path in the archive: no separators, no parent.
QString bundleSafeName(QString name)
{
    name.replace(u'/', u'_').replace(u'\\', u'_');
    if (name.isEmpty() || name == u"."_s || name == u".."_s)
        name = u"_"_s;
    return name;
}

// Writes `entries` after the manifest into a gzipped tar at `path`; empty, or why not.
QString bundleWriteArchive(const QString &path,
    const QByteArray &manifest,
    const QList<std::pair<QString, QString>> &entries)
{
    const QString partial = path + u".part"_s;
    archive *a = archive_write_new();
    const auto fail = [&](const QString &why) {
        archive_write_free(a);
        QFile::remove(partial);
        return why;
    };
    if (archive_write_add_filter_gzip(a) != ARCHIVE_OK
        || archive_write_set_format_pax_restricted(a) != ARCHIVE_OK
        || archive_write_open_filename(a, QFile::encodeName(partial).constData()) != ARCHIVE_OK)
        return fail(QString::fromUtf8(archive_error_string(a)));
    const time_t now = QDateTime::currentSecsSinceEpoch();
    const auto header = [&](const QString &name, qint64 size) {
        archive_entry *e = archive_entry_new();
        archive_entry_set_pathname_utf8(e, name.toUtf8().constData());
        archive_entry_set_size(e, size);
        archive_entry_set_filetype(e, AE_IFREG);
        archive_entry_set_perm(e, 0644);
        archive_entry_set_mtime(e, now, 0);
        const int r = archive_write_header(a, e);
        archive_entry_free(e);
        return r == ARCHIVE_OK;
    };
    if (!header(u"manifest.json"_s, manifest.size())
        || archive_write_data(a, manifest.constData(), size_t(manifest.size())) != manifest.size())
        return fail(QString::fromUtf8(archive_error_string(a)));
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    for (const auto &[name, tempFile] : entries) {
        QFile in(tempFile);
        if (!in.open(QIODevice::ReadOnly))
            return fail(in.errorString());
        if (!header(name, in.size()))
            return fail(QString::fromUtf8(archive_error_string(a)));
        while (!in.atEnd()) {
            const qint64 n = in.read(buffer.data(), buffer.size());
            if (n < 0)
                return fail(in.errorString());
            if (archive_write_data(a, buffer.constData(), size_t(n)) != n)
                return fail(QString::fromUtf8(archive_error_string(a)));
        }
    }
    if (archive_write_close(a) != ARCHIVE_OK)
        return fail(QString::fromUtf8(archive_error_string(a)));
    archive_write_free(a);
    QFile::remove(path);
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        return u"the archive could not be put under its name"_s;
    }
    return {};
}

} // namespace

RayLogBundle::RayLogBundle(QNetworkAccessManager *network,
    QString cluster,
    QList<Node> nodes,
    QString archivePath,
    QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_cluster(std::move(cluster))
    , m_nodes(std::move(nodes))
    , m_archivePath(std::move(archivePath))
{
    connect(&m_writing, &QFutureWatcher<QString>::finished, this, [this] {
        const QString why = m_writing.result();
        if (!why.isEmpty())
            m_error = Phrase(bundleNotWritten, { m_archivePath, why });
        m_finished = true;
        Q_EMIT finished(this);
    });
}

void RayLogBundle::setJobs(const RayLogSource &dashboard, const QStringList &submissionIds)
{
    m_jobDashboard = dashboard;
    m_jobs = submissionIds;
}

RayLogBundle::~RayLogBundle()
{
    // The archive may still be written from the temporary files: they stay until it is.
    m_writing.waitForFinished();
}

void RayLogBundle::start()
{
    if (!m_dir.isValid()) {
        m_error = Phrase(bundleNoTemporary);
        m_finished = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                Q_EMIT finished(this);
            },
            Qt::QueuedConnection);
        return;
    }
    for (const Node &node : std::as_const(m_nodes)) {
        if (node.alive)
            m_queue.push_back({ node.source, {}, 0, {} });
        else
            m_notRetrievable.append(QJsonObject { { u"vm"_s, node.source.vm },
                { u"nodeId"_s, node.source.nodeId },
                { u"reason"_s, Phrase(bundleDeadNode).english() } });
    }
    for (const QString &id : std::as_const(m_jobs)) {
        m_queue.push_back({ m_jobDashboard, {}, 0, id });
        ++m_filesKnown;
    }
    pump();
    settle();
}

void RayLogBundle::pump()
{
    while (m_running < m_parallel && !m_queue.empty()) {
        Job job = std::move(m_queue.front());
        m_queue.pop_front();
        run(std::move(job));
    }
}

void RayLogBundle::run(Job job)
{
    ++m_running;
    ++job.attempts;
    const auto again = [this](const Job &j) {
        if (j.attempts >= bundleBusyAttempts)
            return false;
        ++m_waiting;
        QTimer::singleShot(std::chrono::seconds(1 << (j.attempts - 1)), this, [this, j] {
            --m_waiting;
            m_queue.push_front(j);
            pump();
            settle();
        });
        return true;
    };
    if (!job.submissionId.isEmpty()) {
        runJobLog(job);
        return;
    }
    if (job.file.isEmpty()) {
        auto *listing = new RayLogListing(m_network, job.source, this);
        connect(listing, &RayLogListing::finished, this, [this, job, again](RayLogListing *l) {
            l->deleteLater();
            --m_running;
            if (!(l->busy() && again(job))) {
                if (!l->error().isEmpty()) {
                    m_failed.append(QJsonObject { { u"vm"_s, job.source.vm },
                        { u"nodeId"_s, job.source.nodeId },
                        { u"file"_s, QString() },
                        { u"error"_s, l->error().english() } });
                } else {
                    for (const QString &file : l->files()) {
                        m_queue.push_back({ job.source, file, 0, {} });
                        ++m_filesKnown;
                    }
                }
            }
            Q_EMIT progressChanged();
            pump();
            settle();
        });
        listing->start();
        return;
    }
    const QString path = u"%1/%2/%3"_s.arg(bundleSafeName(m_cluster.section(u'/', -1)),
        bundleSafeName(job.source.vm.isEmpty() ? job.source.nodeId : job.source.vm),
        bundleSafeName(job.file));
    auto file = std::make_shared<QFile>(
        m_dir.filePath(QString::number(++m_tempFiles) + u'-' + bundleSafeName(job.file)));
    if (!file->open(QIODevice::WriteOnly)) {
        --m_running;
        m_failed.append(QJsonObject { { u"vm"_s, job.source.vm },
            { u"nodeId"_s, job.source.nodeId },
            { u"file"_s, job.file },
            { u"error"_s, file->errorString() } });
        ++m_filesDone;
        pump();
        settle();
        return;
    }
    auto *read = new RayLogRead(m_network, job.source, job.file, this);
    connect(read, &RayLogRead::arrived, this, [file](const QByteArray &bytes) {
        file->write(bytes);
    });
    connect(read, &RayLogRead::finished, this, [this, job, again, file, path](RayLogRead *r) {
        r->deleteLater();
        --m_running;
        file->close();
        if (r->busy() && again(job)) {
            file->remove();
            return;
        }
        ++m_filesDone;
        const QJsonObject where { { u"cluster"_s, m_cluster },
            { u"vm"_s, job.source.vm },
            { u"nodeId"_s, job.source.nodeId },
            { u"file"_s, job.file } };
        if (!r->error().isEmpty()) {
            // What came before the failure is not kept: a bundle holds whole files only.
            QJsonObject failed = where;
            failed.insert(u"error"_s, r->error().english());
            failed.insert(u"bytesBeforeFailure"_s, r->bytes());
            m_failed.append(failed);
            file->remove();
        } else if (file->error() != QFileDevice::NoError) {
            QJsonObject failed = where;
            failed.insert(u"error"_s, file->errorString());
            m_failed.append(failed);
            file->remove();
        } else {
            QJsonObject record = where;
            record.insert(u"path"_s, path);
            record.insert(u"bytes"_s, r->bytes());
            record.insert(u"sha256"_s, QString::fromLatin1(r->sha256().toHex()));
            m_entries.append({ path, file->fileName(), record });
        }
        Q_EMIT progressChanged();
        pump();
        settle();
    });
    read->start();
}

void RayLogBundle::runJobLog(const Job &job)
{
    auto *read = new RayJobLogRead(m_network, job.source, job.submissionId, this);
    connect(read, &RayJobLogRead::finished, this, [this, job](RayJobLogRead *r) {
        r->deleteLater();
        --m_running;
        ++m_filesDone;
        const QString path = u"%1/jobs/%2.log"_s.arg(
            bundleSafeName(m_cluster.section(u'/', -1)), bundleSafeName(job.submissionId));
        const QJsonObject where { { u"cluster"_s, m_cluster }, { u"job"_s, job.submissionId } };
        QFile file(m_dir.filePath(
            QString::number(++m_tempFiles) + u"-job-"_s + bundleSafeName(job.submissionId)));
        QString why = r->error().isEmpty() ? QString() : r->error().english();
        if (why.isEmpty()
            && (!file.open(QIODevice::WriteOnly) || file.write(r->logs()) != r->logs().size()))
            why = file.errorString();
        file.close();
        if (!why.isEmpty()) {
            QJsonObject failed = where;
            failed.insert(u"error"_s, why);
            m_failed.append(failed);
            file.remove();
        } else {
            QJsonObject record = where;
            record.insert(u"path"_s, path);
            record.insert(u"bytes"_s, qint64(r->logs().size()));
            record.insert(u"sha256"_s, QString::fromLatin1(r->sha256().toHex()));
            m_entries.append({ path, file.fileName(), record });
        }
        Q_EMIT progressChanged();
        pump();
        settle();
    });
    read->start();
}

void RayLogBundle::settle()
{
    if (m_running > 0 || m_waiting > 0 || !m_queue.empty() || m_writing.isRunning() || m_finished)
        return;
    if (m_writing.future().isValid())
        return;
    QJsonArray files;
    QList<std::pair<QString, QString>> entries;
    for (const Entry &e : std::as_const(m_entries)) {
        files.append(e.record);
        entries.append({ e.path, e.tempFile });
    }
    m_manifest = QJsonObject { { u"cluster"_s, m_cluster },
        { u"created"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { u"files"_s, files },
        { u"failed"_s, m_failed },
        { u"notRetrievable"_s, m_notRetrievable } };
    const QByteArray manifest = QJsonDocument(m_manifest).toJson();
    m_writing.setFuture(kube::runOffThread(
        QThreadPool::globalInstance(), [path = m_archivePath, manifest, entries] {
            return bundleWriteArchive(path, manifest, entries);
        }));
}

} // namespace vmray::ray
