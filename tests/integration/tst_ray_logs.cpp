// Ray's logs through the Log API of the emulator's dashboards: a node's files listed as Ray groups
// them, a file read byte for byte as the dashboard serves it (200 MB among them, with memory
// bounded), a file that fails partway, a dead node, a file followed as it grows, and a search over
// every file of a cluster's nodes with context; a job's log as Ray keeps it, and bundles of nodes
// and jobs.
#include "emulatorfixture.h"
#include "ray/raylogbundle.h"
#include "ray/raylogs.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <archive.h>
#include <archive_entry.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
// The sanitizers' allocator interface (GCC ships the runtime, not this header).
extern "C" size_t __sanitizer_get_current_allocated_bytes();
#endif

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
// A sanitizer's allocator keeps freed memory aside for a while (ASan's quarantine), so the
// resident set says little: the bytes allocated and not freed are asked of it instead, every
// 5 ms while the watch lives.
class PeakMemory
{
public:
    PeakMemory()
        : m_base(inUse())
        , m_peak(m_base)
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            m_peak = qMax(m_peak, inUse());
        });
        m_timer.start(5);
    }
    qint64 grown()
    {
        m_peak = qMax(m_peak, inUse());
        return m_peak - m_base;
    }

private:
    static qint64 inUse() { return qint64(__sanitizer_get_current_allocated_bytes()); }
    QTimer m_timer;
    qint64 m_base;
    qint64 m_peak;
};
#else
// How much the process's peak resident set (VmHWM) grew while the watch lived.
class PeakMemory
{
public:
    qint64 grown() const { return peak() - m_base; }

private:
    static qint64 peak()
    {
        QFile status(u"/proc/self/status"_s);
        if (!status.open(QIODevice::ReadOnly))
            return -1;
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmHWM:"))
                return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
        }
        return -1;
    }
    qint64 m_base = peak();
};
#endif

constexpr qint64 lineBytes = 120; // each made-up line of the emulator's logs
} // namespace

class TestRayLogs : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager network;
    QUrl dashboard;
    QList<ray::RayLogSource> nodes; // of ray-prod's first running cluster, head first
    QString clusterName;

    // What the dashboard serves for a file, read straight with no parsing: SHA-256 and size.
    std::pair<QByteArray, qint64> served(const ray::RayLogSource &node, const QString &file)
    {
        QUrlQuery query;
        query.addQueryItem(u"node_id"_s, node.nodeId);
        query.addQueryItem(u"filename"_s, file);
        query.addQueryItem(u"lines"_s, u"-1"_s);
        query.addQueryItem(u"format"_s, u"text"_s);
        QUrl url = dashboard;
        url.setPath(u"/api/v0/logs/file"_s);
        url.setQuery(query);
        QNetworkAccessManager plain;
        QNetworkReply *reply = plain.get(QNetworkRequest(url));
        QCryptographicHash hash(QCryptographicHash::Sha256);
        qint64 size = 0;
        connect(reply, &QNetworkReply::readyRead, this, [&] {
            const QByteArray piece = reply->readAll();
            size += piece.size();
            hash.addData(piece);
        });
        QSignalSpy done(reply, &QNetworkReply::finished);
        if (!done.wait(120000))
            return {};
        const QByteArray rest = reply->readAll();
        size += rest.size();
        hash.addData(rest);
        reply->deleteLater();
        return { hash.result(), size };
    }

    // GET on the dashboard with no parsing: the status and the body.
    std::pair<int, QByteArray> dashboardGet(const QString &path)
    {
        QUrl url = dashboard;
        url.setPath(path);
        QNetworkAccessManager plain;
        QNetworkReply *reply = plain.get(QNetworkRequest(url));
        QSignalSpy done(reply, &QNetworkReply::finished);
        if (!done.wait(30000))
            return {};
        reply->deleteLater();
        return { reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
            reply->readAll() };
    }

    // The newest submitted job that has ended, so its log no longer grows. The dashboard lists
    // the last six submissions only: an older one may leave the list while the test reads it.
    QJsonObject endedJob()
    {
        const QJsonArray jobs =
            QJsonDocument::fromJson(dashboardGet(u"/api/jobs/"_s).second).array();
        QJsonObject newest;
        for (const QJsonValue j : jobs) {
            const QString status = j[u"status"_s].toString();
            if (j[u"type"_s].toString() == u"SUBMISSION"_s
                && (status == u"SUCCEEDED"_s || status == u"FAILED"_s)
                && j[u"start_time"_s].toDouble() >= newest[u"start_time"_s].toDouble())
                newest = j.toObject();
        }
        return newest;
    }

    struct JobReadOutcome
    {
        QByteArray logs;
        QByteArray sha256;
        QString error;
    };
    JobReadOutcome readJob(const QString &id)
    {
        ray::RayLogSource where = nodes.first();
        where.nodeId.clear();
        ray::RayJobLogRead r(&network, where, id);
        QSignalSpy finished(&r, &ray::RayJobLogRead::finished);
        r.start();
        if (!finished.wait(60000))
            return { {}, {}, u"no end"_s };
        return { r.logs(), r.sha256(), r.error().english() };
    }

    struct ReadOutcome
    {
        QByteArray bytes; // empty when only counted
        qint64 size = 0;
        QByteArray sha256;
        QString error;
    };
    ReadOutcome read(
        const ray::RayLogSource &node, const QString &file, qint64 lines = -1, bool keep = true)
    {
        ray::RayLogRead r(&network, node, file);
        r.setLines(lines);
        ReadOutcome out;
        connect(&r, &ray::RayLogRead::arrived, this, [&](const QByteArray &b) {
            out.size += b.size();
            if (keep)
                out.bytes += b;
        });
        QSignalSpy finished(&r, &ray::RayLogRead::finished);
        r.start();
        if (!finished.wait(180000)) {
            out.error = u"no end"_s;
            return out;
        }
        out.sha256 = r.sha256();
        out.error = r.error().english();
        if (r.bytes() != out.size)
            out.error += u" (bytes told and delivered differ)"_s;
        return out;
    }

    // ray-prod's first cluster whose every node is up in Ray, and its nodes, head first.
    bool findCluster()
    {
        const QJsonArray all = emu.get(u"/emulator/v1/ray-dashboards"_s, emu.adminToken())
                                   .json()[u"dashboards"_s]
                                   .toArray();
        for (const QJsonValue d : all) {
            if (d[u"namespace"_s].toString() != u"ray-prod"_s)
                continue;
            QUrl url;
            url.setScheme(u"http"_s);
            url.setHost(d[u"address"_s].toString());
            url.setPort(d[u"port"_s].toInt());
            QNetworkAccessManager plain;
            QUrl summary = url;
            summary.setPath(u"/nodes"_s);
            summary.setQuery(u"view=summary"_s);
            QNetworkReply *reply = plain.get(QNetworkRequest(summary));
            QSignalSpy done(reply, &QNetworkReply::finished);
            if (!done.wait(10000))
                continue;
            const QJsonArray summaryNodes = QJsonDocument::fromJson(reply->readAll())
                                                .object()[u"data"_s][u"summary"_s]
                                                .toArray();
            reply->deleteLater();
            QList<ray::RayLogSource> found;
            for (const QJsonValue n : summaryNodes) {
                const QJsonObject raylet = n[u"raylet"_s].toObject();
                if (raylet[u"state"_s].toString() != u"ALIVE"_s)
                    return false;
                const ray::RayLogSource source {
                    url, raylet[u"nodeId"_s].toString(), n[u"hostname"_s].toString(), true
                };
                if (raylet[u"isHeadNode"_s].toBool())
                    found.prepend(source);
                else
                    found.append(source);
            }
            if (found.size() < 3)
                continue;
            dashboard = url;
            nodes = found;
            clusterName = d[u"cluster"_s].toString();
            return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Dashboards on one free port, each on its head's own loopback address.
        QVERIFY(emu.start({ u"--speed"_s, u"40"_s, u"--ray-dashboard-port"_s, u"0"_s }));
        QTRY_VERIFY_WITH_TIMEOUT(findCluster(), 60000);
    }

    void cleanupTestCase() { QCOMPARE(emu.stop(), 0); }

    void aNodesFilesAreListedByGroup()
    {
        ray::RayLogListing head(&network, nodes.first());
        QSignalSpy done(&head, &ray::RayLogListing::finished);
        head.start();
        QVERIFY(done.wait(30000));
        QVERIFY2(head.error().isEmpty(), qPrintable(head.error().english()));
        QCOMPARE(
            head.groups().value(u"raylet"_s), QStringList({ u"raylet.out"_s, u"raylet.err"_s }));
        QVERIFY(head.groups().value(u"gcs_server"_s).contains(u"gcs_server.out"_s));
        QVERIFY(head.groups().value(u"autoscaler"_s).contains(u"monitor.log"_s));
        QCOMPARE(head.groups().value(u"worker_out"_s).size(), 1);

        ray::RayLogListing worker(&network, nodes.last());
        QSignalSpy workerDone(&worker, &ray::RayLogListing::finished);
        worker.start();
        QVERIFY(workerDone.wait(30000));
        QVERIFY(worker.groups().contains(u"raylet"_s));
        QVERIFY(!worker.groups().contains(u"gcs_server"_s)); // the GCS runs on the head only
    }

    void aFileIsReadAsServed()
    {
        const ReadOutcome whole = read(nodes.first(), u"raylet.out"_s);
        QVERIFY2(whole.error.isEmpty(), qPrintable(whole.error));
        QCOMPARE(whole.size, 2000 * lineBytes);
        const auto [hash, size] = served(nodes.first(), u"raylet.out"_s);
        QCOMPARE(size, whole.size);
        QCOMPARE(whole.sha256, hash);
        QCOMPARE(QCryptographicHash::hash(whole.bytes, QCryptographicHash::Sha256), hash);
        // The last lines only.
        const ReadOutcome tail = read(nodes.first(), u"raylet.out"_s, 10);
        QCOMPARE(tail.size, 10 * lineBytes);
        QCOMPARE(tail.bytes, whole.bytes.right(10 * lineBytes));
        QVERIFY(tail.bytes.contains("raylet.out:2000,"));
    }

    void a200MegabyteFileIsReadWithMemoryBounded()
    {
        const qint64 lines = 200 * 1024 * 1024 / lineBytes + 1;
        QVERIFY(emu.fault({ { u"rayLog"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"vm"_s, nodes.last().vm },
                { u"file"_s, u"big.log"_s },
                { u"lines"_s, lines } } } }));
        PeakMemory memory;
        const ReadOutcome big = read(nodes.last(), u"big.log"_s, -1, false);
        QVERIFY2(big.error.isEmpty(), qPrintable(big.error));
        QCOMPARE(big.size, lines * lineBytes);
        const qint64 grown = memory.grown();
        QVERIFY2(grown < 64 * 1024 * 1024, qPrintable(u"peak grew by %1 bytes"_s.arg(grown)));
        QCOMPARE(big.sha256, served(nodes.last(), u"big.log"_s).first);
    }

    void aFileThatFailsPartwaySaysSoAndKeepsWhatCame()
    {
        QVERIFY(emu.fault({ { u"rayLog"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"vm"_s, nodes.last().vm },
                { u"file"_s, u"breaks.log"_s },
                { u"lines"_s, 100000 },
                { u"failAfterBytes"_s, 1000000 } } } }));
        const ReadOutcome broken = read(nodes.last(), u"breaks.log"_s);
        QVERIFY2(broken.error.contains(u"lost its connection while streaming breaks.log"_s),
            qPrintable(broken.error));
        QCOMPARE(broken.size, 1000000);
        QVERIFY(!broken.bytes.contains("Fetch log error"));
        QVERIFY(broken.bytes.startsWith("["));
    }

    void aDeadNodeHasNoLogs()
    {
        const ray::RayLogSource dead = nodes.at(1);
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"vm"_s, dead.vm },
                { u"dead"_s, true } } } }));
        ray::RayLogListing listing(&network, dead);
        QSignalSpy done(&listing, &ray::RayLogListing::finished);
        listing.start();
        QVERIFY(done.wait(30000));
        QVERIFY2(listing.error().english().contains(u"doesn't exist"_s),
            qPrintable(listing.error().english()));
        QVERIFY(listing.files().isEmpty());
        const ReadOutcome file = read(dead, u"raylet.out"_s);
        QCOMPARE(file.size, 0);
        QVERIFY2(file.error.contains(u"doesn't exist"_s), qPrintable(file.error));
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"vm"_s, dead.vm },
                { u"dead"_s, false } } } }));
    }

    void aFileIsFollowedAsItGrows()
    {
        ray::RayLogRead follow(&network, nodes.first(), u"raylet.out"_s);
        follow.setLines(1);
        follow.setFollow(true, std::chrono::milliseconds(100));
        QByteArray got;
        connect(&follow, &ray::RayLogRead::arrived, this, [&got](const QByteArray &b) {
            got += b;
        });
        QSignalSpy finished(&follow, &ray::RayLogRead::finished);
        follow.start();
        // Lines 2001, 2002… arrive after the last one.
        QTRY_VERIFY_WITH_TIMEOUT(got.contains("raylet.out:2003,"), 30000);
        QVERIFY(got.startsWith(QByteArray("[")) && got.contains("raylet.out:2000,"));
        follow.stop();
        QCOMPARE(finished.size(), 1);
        QVERIFY(follow.error().isEmpty());
    }

    void aSearchCoversEveryFileOfEveryNode()
    {
        // Every node but the last, which has the files added above.
        const QList<ray::RayLogSource> searched = nodes.mid(0, nodes.size() - 1);
        ray::RayLogSearch search(&network, searched, u"failed to PULL object"_s);
        search.setParallel(3);
        QSignalSpy finished(&search, &ray::RayLogSearch::finished);
        search.start();
        QVERIFY(finished.wait(180000));
        QVERIFY2(
            search.failures().isEmpty(), qPrintable(search.failures().value(0).error.english()));
        // Every 97th line of every file is such an error.
        qint64 expected = 0;
        int files = 0;
        for (const ray::RayLogSource &node : std::as_const(searched)) {
            ray::RayLogListing listing(&network, node);
            QSignalSpy done(&listing, &ray::RayLogListing::finished);
            listing.start();
            QVERIFY(done.wait(30000));
            for (const QString &file : listing.files()) {
                ++files;
                expected += served(node, file).second / lineBytes / 97;
            }
        }
        QCOMPARE(search.filesSearched(), files);
        QCOMPARE(search.hits().size(), expected);
        const auto inRaylet =
            std::find_if(search.hits().cbegin(), search.hits().cend(), [](const auto &h) {
                return h.file == u"raylet.out"_s;
            });
        QVERIFY(inRaylet != search.hits().cend());
        const ray::RayLogSearch::Hit &hit = *inRaylet;
        QCOMPARE(hit.line % 97, 0);
        QVERIFY(hit.text.contains(u":%1,"_s.arg(hit.line)));
        QVERIFY(hit.before.contains(u":%1,"_s.arg(hit.line - 1)));
        QVERIFY(hit.after.contains(u":%1,"_s.arg(hit.line + 1)));
        QVERIFY(!hit.vm.isEmpty() && !hit.nodeId.isEmpty() && !hit.file.isEmpty());
    }

    void aSearchGoesOnPastAFileThatFailsAndStopsAtItsLimit()
    {
        // The last node: its 200 MB file, and one that fails partway.
        ray::RayLogSearch everything(&network, { nodes.last() }, u"text no line has"_s);
        QSignalSpy finished(&everything, &ray::RayLogSearch::finished);
        everything.start();
        QVERIFY(finished.wait(180000));
        QCOMPARE(everything.hits().size(), 0);
        QCOMPARE(everything.failures().size(), 1);
        QCOMPARE(everything.failures().constFirst().file, u"breaks.log"_s);
        QCOMPARE(everything.filesSearched(), 9); // Ray's seven, and the two added

        ray::RayLogSearch bounded(&network, { nodes.last() }, u"heartbeat"_s);
        bounded.setMaxHits(50);
        QSignalSpy boundedDone(&bounded, &ray::RayLogSearch::finished);
        bounded.start();
        QVERIFY(boundedDone.wait(60000));
        QVERIFY(bounded.truncated());
        QCOMPARE(bounded.hits().size(), 50);
    }

    void aBusyDashboardIsAskedAgainLater()
    {
        const auto limit = [this](int max) {
            return emu.fault({ { u"rayLogLimit"_s,
                QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                    { u"cluster"_s, clusterName },
                    { u"max"_s, max } } } });
        };
        const auto refusals = [this] {
            return emu.get(u"/emulator/v1/ray-dashboards"_s, emu.adminToken())
                .json()[u"logRefusals"_s]
                .toInteger();
        };
        QVERIFY(limit(0));
        const qint64 before = refusals();
        // Refused at once, in Ray's words, and known as busy: not taken for the file's text.
        ray::RayLogListing listing(&network, nodes.first());
        QSignalSpy listed(&listing, &ray::RayLogListing::finished);
        listing.start();
        QVERIFY(listed.wait(30000));
        QVERIFY(listing.busy());
        QVERIFY2(listing.error().english().contains(u"Max number of in-progress requests=0"_s),
            qPrintable(listing.error().english()));
        const ReadOutcome refused = read(nodes.first(), u"raylet.out"_s);
        QCOMPARE(refused.size, 0);
        QVERIFY2(refused.error.contains(u"Max number of in-progress requests"_s),
            qPrintable(refused.error));

        // A search asks again after 1, 2, 4… seconds; the limit is lifted after the second try.
        ray::RayLogSearch search(&network, { nodes.first() }, u"failed to pull object"_s);
        QSignalSpy finished(&search, &ray::RayLogSearch::finished);
        search.start();
        QTRY_VERIFY_WITH_TIMEOUT(refusals() >= before + 4, 10000); // two tries refused
        QVERIFY(limit(-1));
        QVERIFY(finished.wait(60000));
        QVERIFY2(
            search.failures().isEmpty(), qPrintable(search.failures().value(0).error.english()));
        QCOMPARE(search.hits().size(), 66); // the head's files, as above
    }

    void aJobsLogIsReadAsRayKeepsIt()
    {
        QJsonObject job;
        QTRY_VERIFY_WITH_TIMEOUT(!(job = endedJob()).isEmpty(), 60000);
        const QString id = job[u"submission_id"_s].toString();
        const auto [status, body] = dashboardGet(u"/api/jobs/"_s + id + u"/logs"_s);
        QCOMPARE(status, 200);
        const QByteArray served =
            QJsonDocument::fromJson(body).object()[u"logs"_s].toString().toUtf8();
        QVERIFY(served.count('\n') > 100);
        const JobReadOutcome read = readJob(id);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.logs, served);
        QCOMPARE(read.sha256, QCryptographicHash::hash(served, QCryptographicHash::Sha256));
        if (job[u"status"_s].toString() == u"FAILED"_s)
            QVERIFY(read.logs.endsWith("ValueError: loss is NaN at step 1200\n"));
        QVERIFY(read.logs.startsWith(QByteArray("Running entrypoint for job " + id.toUtf8())));
    }

    void aJobWithoutALogSaysWhy()
    {
        // The notebook's driver was not submitted: Ray keeps no job log for it.
        const QJsonArray jobs =
            QJsonDocument::fromJson(dashboardGet(u"/api/jobs/"_s).second).array();
        QString driver;
        for (const QJsonValue j : jobs) {
            if (j[u"type"_s].toString() == u"DRIVER"_s)
                driver = j[u"job_id"_s].toString();
        }
        QVERIFY(!driver.isEmpty());
        const JobReadOutcome notSubmitted = readJob(driver);
        QVERIFY2(notSubmitted.error.contains(u"was not submitted through the Jobs API"_s),
            qPrintable(notSubmitted.error));
        const JobReadOutcome unknown = readJob(u"raysubmit_NoSuchJob0000"_s);
        QVERIFY2(unknown.error.contains(u"no longer knows the job raysubmit_NoSuchJob0000"_s),
            qPrintable(unknown.error));
        QVERIFY(unknown.logs.isEmpty());
    }

    void aJobsBundleHoldsItsLog()
    {
        QJsonObject job;
        QTRY_VERIFY_WITH_TIMEOUT(!(job = endedJob()).isEmpty(), 60000);
        const QString id = job[u"submission_id"_s].toString();
        const QByteArray served =
            QJsonDocument::fromJson(dashboardGet(u"/api/jobs/"_s + id + u"/logs"_s).second)
                .object()[u"logs"_s]
                .toString()
                .toUtf8();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"job.tar.gz"_s);
        ray::RayLogBundle bundle(&network, u"ray-prod/"_s + clusterName, {}, path);
        bundle.setJobs(nodes.first(), { id, u"raysubmit_NoSuchJob0000"_s });
        QSignalSpy finished(&bundle, &ray::RayLogBundle::finished);
        bundle.start();
        QVERIFY(finished.wait(60000));
        QVERIFY2(bundle.error().isEmpty(), qPrintable(bundle.error().english()));
        const QJsonArray files = bundle.manifest()[u"files"_s].toArray();
        QCOMPARE(files.size(), 1);
        QCOMPARE(files[0][u"job"_s].toString(), id);
        QCOMPARE(files[0][u"bytes"_s].toInteger(), served.size());
        QCOMPARE(files[0][u"sha256"_s].toString(),
            QString::fromLatin1(
                QCryptographicHash::hash(served, QCryptographicHash::Sha256).toHex()));
        // The job Ray no longer knows is listed as failed, with why; the archive is still made.
        const QJsonArray failed = bundle.manifest()[u"failed"_s].toArray();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0][u"job"_s].toString(), u"raysubmit_NoSuchJob0000"_s);

        archive *a = archive_read_new();
        archive_read_support_filter_all(a);
        archive_read_support_format_all(a);
        QCOMPARE(
            archive_read_open_filename(a, QFile::encodeName(path).constData(), 65536), ARCHIVE_OK);
        QStringList names;
        QByteArray content;
        archive_entry *entry = nullptr;
        while (archive_read_next_header(a, &entry) == ARCHIVE_OK) {
            names << QString::fromUtf8(archive_entry_pathname(entry));
            char buffer[65536];
            la_ssize_t n = 0;
            while ((n = archive_read_data(a, buffer, sizeof buffer)) > 0) {
                if (names.size() == 2)
                    content.append(buffer, n);
            }
        }
        archive_read_free(a);
        QCOMPARE(
            names, QStringList({ u"manifest.json"_s, clusterName + u"/jobs/"_s + id + u".log"_s }));
        QCOMPARE(content, served);
    }

    void aBundleHoldsEveryFileAsServed()
    {
        // One node dead in Ray: listed, not retrieved.
        const ray::RayLogSource dead = nodes.at(1);
        QVERIFY(emu.fault({ { u"rayNode"_s,
            QJsonObject { { u"namespace"_s, u"ray-prod"_s },
                { u"vm"_s, dead.vm },
                { u"dead"_s, true } } } }));
        QList<ray::RayLogBundle::Node> bundled;
        for (const ray::RayLogSource &n : std::as_const(nodes))
            bundled.append({ n, n.nodeId != dead.nodeId });
        QTemporaryDir dir;
        const QString path = dir.filePath(u"logs.tar.gz"_s);
        PeakMemory memory;
        ray::RayLogBundle bundle(&network, u"ray-prod/"_s + clusterName, bundled, path);
        QSignalSpy finished(&bundle, &ray::RayLogBundle::finished);
        bundle.start();
        QVERIFY(finished.wait(300000));
        QVERIFY2(bundle.error().isEmpty(), qPrintable(bundle.error().english()));
        const qint64 grown = memory.grown();
        QVERIFY2(grown < 64 * 1024 * 1024, qPrintable(u"peak grew by %1 bytes"_s.arg(grown)));
        QVERIFY(!QFile::exists(path + u".part"_s));

        // The archive as any reader sees it: the manifest first, then each file it lists.
        archive *a = archive_read_new();
        archive_read_support_filter_all(a);
        archive_read_support_format_all(a);
        QCOMPARE(
            archive_read_open_filename(a, QFile::encodeName(path).constData(), 65536), ARCHIVE_OK);
        QMap<QString, std::pair<QByteArray, qint64>> inArchive; // path → sha256, size
        QByteArray manifestText;
        archive_entry *entry = nullptr;
        while (archive_read_next_header(a, &entry) == ARCHIVE_OK) {
            const QString name = QString::fromUtf8(archive_entry_pathname(entry));
            QCryptographicHash hash(QCryptographicHash::Sha256);
            qint64 size = 0;
            char buffer[65536];
            la_ssize_t n = 0;
            while ((n = archive_read_data(a, buffer, sizeof buffer)) > 0) {
                hash.addData(QByteArrayView(buffer, n));
                size += n;
                if (inArchive.isEmpty() && manifestText.size() < 4 * 1024 * 1024
                    && name == u"manifest.json"_s)
                    manifestText.append(buffer, n);
            }
            QVERIFY(n == 0);
            if (inArchive.isEmpty() && manifestText.isEmpty())
                QFAIL("the manifest is not first");
            inArchive.insert(name, { hash.result(), size });
        }
        archive_read_free(a);
        const QJsonObject manifest = QJsonDocument::fromJson(manifestText).object();
        QCOMPARE(manifest, bundle.manifest());
        QCOMPARE(manifest[u"cluster"_s].toString(), u"ray-prod/"_s + clusterName);
        const QJsonArray files = manifest[u"files"_s].toArray();
        QCOMPARE(inArchive.size(), files.size() + 1);
        for (const QJsonValue f : files) {
            const QString name = f[u"path"_s].toString();
            QVERIFY2(inArchive.contains(name), qPrintable(name));
            QCOMPARE(inArchive[name].second, f[u"bytes"_s].toInteger());
            QCOMPARE(QString::fromLatin1(inArchive[name].first.toHex()), f[u"sha256"_s].toString());
            QVERIFY(!f[u"vm"_s].toString().isEmpty() && !f[u"nodeId"_s].toString().isEmpty());
        }
        // Byte for byte what the dashboard serves, the 200 MB file too.
        for (const QString &file : { u"raylet.out"_s, u"big.log"_s }) {
            const auto record = std::find_if(files.begin(), files.end(), [&](const QJsonValue &f) {
                return f[u"file"_s].toString() == file && f[u"vm"_s].toString() == nodes.last().vm;
            });
            QVERIFY(record != files.end());
            QCOMPARE((*record)[u"sha256"_s].toString(),
                QString::fromLatin1(served(nodes.last(), file).first.toHex()));
        }
        // The file that fails partway is listed as failed, and the dead node as not retrievable.
        const QJsonArray failed = manifest[u"failed"_s].toArray();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0][u"file"_s].toString(), u"breaks.log"_s);
        QVERIFY(failed[0][u"error"_s].toString().contains(u"lost its connection"_s));
        const QJsonArray gone = manifest[u"notRetrievable"_s].toArray();
        QCOMPARE(gone.size(), 1);
        QCOMPARE(gone[0][u"nodeId"_s].toString(), dead.nodeId);
        QCOMPARE(bundle.failures(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRayLogs)
#include "tst_ray_logs.moc"
