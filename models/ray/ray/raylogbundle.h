// Save Logs: every log file of some nodes of a cluster, and the logs of some of its jobs, in one
// gzipped tar, written with libarchive, with a manifest (manifest.json, first in the archive): for
// each file its cluster, VM, Ray node id (or job), name, size and SHA-256; the files that could
// not be read, each with why; and the nodes whose logs cannot be had, since only alive nodes
// serve logs.
//
// Files are read a few at a time into temporary files, never into memory whole; the archive is
// written from them off the caller's thread once all are in, next to its destination and renamed
// onto it at the end, so a failure leaves no half archive under the chosen name.
#pragma once

#include "raylogs.h"

#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTemporaryDir>

#include <deque>
#include <memory>

namespace vmray::ray {

class RayLogBundle final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayLogBundle)

public:
    struct Node
    {
        RayLogSource source;
        bool alive = true; // a dead node is listed as not retrievable
    };

    RayLogBundle(QNetworkAccessManager *network,
        QString cluster, // "namespace/name"
        QList<Node> nodes,
        QString archivePath,
        QObject *parent = nullptr);
    ~RayLogBundle() override;

    void setParallel(int requests) { m_parallel = qMax(1, requests); }
    // The logs of these submitted jobs go in too, as jobs/<id>.log, asked of `dashboard`'s
    // dashboard.
    void setJobs(const RayLogSource &dashboard, const QStringList &submissionIds);
    void start();

    // Files read so far, and all known so far (it grows as nodes are listed).
    int filesDone() const { return m_filesDone; }
    int filesKnown() const { return m_filesKnown; }
    const QJsonObject &manifest() const { return m_manifest; }
    int failures() const { return int(m_failed.size()); }
    // Why no archive was written (empty when one was); files that failed do not count.
    const Phrase &error() const { return m_error; }

Q_SIGNALS:
    void progressChanged();
    void finished(vmray::ray::RayLogBundle *bundle);

private:
    struct Job
    {
        RayLogSource source;
        QString file; // empty: list the node's files
        int attempts = 0;
        QString submissionId; // a job's log instead of a node's file
    };
    struct Entry
    {
        QString path; // in the archive
        QString tempFile;
        QJsonObject record;
    };
    void pump();
    void run(Job job);
    void runJobLog(const Job &job);
    void settle();
    void write();

    QPointer<QNetworkAccessManager> m_network;
    QString m_cluster;
    QList<Node> m_nodes;
    RayLogSource m_jobDashboard;
    QStringList m_jobs;
    QString m_archivePath;
    int m_parallel = 4;
    QTemporaryDir m_dir;
    std::deque<Job> m_queue;
    int m_running = 0;
    int m_waiting = 0;
    int m_filesDone = 0;
    int m_filesKnown = 0;
    int m_tempFiles = 0;
    QList<Entry> m_entries;
    QJsonArray m_failed;
    QJsonArray m_notRetrievable;
    QJsonObject m_manifest;
    QFutureWatcher<QString> m_writing;
    Phrase m_error;
    bool m_finished = false;
};

} // namespace vmray::ray
