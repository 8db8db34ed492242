// A list-then-watch cache of one collection (a reflector): LIST in pages, then WATCH from the
// list's resourceVersion with bookmarks. A normal end of the watch re-watches from the last
// version seen; a 410 relists and reports only the difference; other failures back off
// (0.8 s doubling to 30 s, with jitter) and resume from the last version, unless the server
// could not be reached at all: a server that answers again after that may have restarted with a
// restored or replaced store, where our version names other content, so the cache relists. A
// relist compares each object's content, not only its version. A watch that ends
// before minimumWatchMs without a change counts as a failure too (as client-go's "very short
// watch"), so a server or proxy that answers watches with nothing cannot make the cache ask
// again and again at once; so does a 410 at the start of every watch. An answer too large to
// read (KubeError::isTooLarge) is final: it would come the same again. resourceVersions are
// opaque: they are only passed back, never compared.
//
// Objects are keyed by uid. Changes are reported in batches, one per network read, so models can
// update rows without resets.
#pragma once

#include "backoff.h"
#include "kubeerror.h"
#include "listdecoder.h"
#include "watchdecoder.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <memory>

namespace vmray::kube {

class KubeClient;
class ListCall;
class WatchCall;

class ResourceCache final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceCache)

public:
    enum class State {
        Idle, // not started, or stopped
        Syncing, // listing
        Live, // watching
        Reconnecting, // waiting to retry; see reconnectAt()
        Paused, // waiting for new credentials (401); resume() continues
        Failed, // will not retry on its own (403, 404): see lastError()
    };
    Q_ENUM(State)

    // `collectionPath` e.g. /apis/vmoperator.vmware.com/v1alpha2/namespaces/ns/virtualmachines
    ResourceCache(KubeClient *client, QString collectionPath, QObject *parent = nullptr);
    ~ResourceCache() override;

    void setLabelSelector(const QString &selector) { m_labelSelector = selector; }
    void setFieldSelector(const QString &selector) { m_fieldSelector = selector; }
    void setPageSize(int size) { m_pageSize = size; }
    // About how large later pages are (ListOptions::pageBytes); 0 leaves the list's default.
    void setPageBytes(qsizetype bytes) { m_pageBytes = bytes; }
    void setWatchTimeoutSeconds(int seconds) { m_watchTimeout = seconds; }
    // How long it waits before reconnecting after a failure (client-go's delays unless set).
    void setBackoff(const Backoff &backoff) { m_backoff = backoff; }
    // Lists and watches the objects' metadata only (PartialObjectMetadata), where knowing what
    // exists is enough.
    void setMetadataOnly(bool metadataOnly) { m_metadataOnly = metadataOnly; }
    // Keeps only what the console reads of each object (as client-go's transform functions do):
    // at fleet scale the full objects would cost most of the memory. Must keep metadata.uid and
    // metadata.resourceVersion.
    // `keep` names the fields the transform reads: only those are decoded from list pages.
    using Transform = std::function<QJsonObject(const QJsonObject &)>;
    void setTransform(Transform transform, FieldSelection keep = {})
    {
        m_transform = std::move(transform);
        m_keep = std::move(keep);
        m_selectionOnly = false;
    }
    // Keeps only the selected fields: list pages are decoded to just those, with no transform
    // to run after, and watch events are cut down to the same.
    void setSelection(const FieldSelection &keep);
    // Reads each object into a typed record straight from its bytes: where list pages are
    // decoded (off the GUI thread) and as watch events arrive. For a table of thousands of rows,
    // reading the rows out of Qt JSON was most of the time from LIST to rows. The objects are
    // then kept as JSON only as far as `keep` selects (identityPaths() is enough).
    void setRecordReader(RecordReader reader, const FieldSelection &keep);
    // The record of an object (by uid) as last read; invalid without a reader.
    QVariant record(const QString &uid) const { return m_records.value(uid); }

    void start();
    void stop();
    // After a pause for credentials, or a failure, or to refresh now (F5): continue from the
    // last version seen, or relist when there is none.
    void resume();
    void relist();

    State state() const { return m_state; }
    QString collectionPath() const { return m_path; }
    const KubeError &lastError() const { return m_lastError; }
    QDateTime reconnectAt() const { return m_reconnectAt; }
    QString resourceVersion() const { return m_resourceVersion; }
    bool hasSynced() const { return m_synced; }
    const QHash<QString, QJsonObject> &objects() const { return m_objects; }
    int relistCount() const { return m_relists; }
    // A watch that ends sooner than this (or than its own timeout, if shorter) and brought no
    // change was no working watch.
    static constexpr int minimumWatchMs = 5000;
    // After its list, the watch waits for the client's other lists this long at most (see
    // KubeClient::afterLists).
    static constexpr std::chrono::milliseconds longestWatchWait { 2000 };

Q_SIGNALS:
    void stateChanged(vmray::kube::ResourceCache::State state);
    void objectsAdded(const QList<QJsonObject> &objects);
    void objectsModified(const QList<QJsonObject> &objects);
    void objectsRemoved(const QList<QJsonObject> &objects); // their last known state
    // The first list, or a relist, has been applied.
    void synced();
    void unauthorized();

private:
    void startList();
    void startWatch();
    void applyPage(const QList<QJsonObject> &items, const QList<QVariant> &records);
    void removeUnlisted();
    void applyEvents(const QList<WatchEvent> &events);
    QVariant recordOf(const WatchEvent &event) const;
    void onWatchFinished(WatchCall *call);
    // `atOnceIfFirst`: the first failure since things worked is retried without waiting.
    void fail(const KubeError &error, bool retry, bool relistNext, bool atOnceIfFirst = false);
    // The server did not answer at all: what answers next may be another server.
    static bool wasUnreachable(const KubeError &error);
    void setState(State state);

    QPointer<KubeClient> m_client;
    QString m_path;
    QString m_labelSelector;
    QString m_fieldSelector;
    int m_pageSize = 500;
    qsizetype m_pageBytes = 0;
    int m_watchTimeout = 0; // 0: a random 300-600 s per watch, to spread load
    bool m_metadataOnly = false;
    Transform m_transform;
    FieldSelection m_keep;
    bool m_selectionOnly = false; // m_transform only selects m_keep
    RecordReader m_recordReader;
    QHash<QString, QVariant> m_records; // uid → record, with a reader
    QPointer<ListCall> m_list;
    QPointer<WatchCall> m_watch;
    QElapsedTimer m_watchClock; // since the watch started
    int m_watchTimeoutMs = 0; // the timeout the watch asked for
    int m_watchChanges = 0; // objects added, modified or deleted by the watch
    QTimer m_retryTimer;
    bool m_watchWaits = false; // listed; the watch waits for the client's other lists
    Backoff m_backoff;
    QHash<QString, QJsonObject> m_objects;
    QString m_resourceVersion;
    QSet<QString> m_listed; // uids of the list in progress
    QHash<QString, QString> m_uidByName; // namespace/name → uid, while a list is in progress
    KubeError m_lastError;
    QDateTime m_reconnectAt;
    State m_state = State::Idle;
    bool m_synced = false;
    bool m_relistNext = true;
    int m_relists = 0;
};

// The fields every cache needs of an object, for a FieldSelection: apiVersion, kind and the
// metadata it is known by (name, namespace, uid, resourceVersion).
QStringList identityPaths();
QString uidOf(const QJsonObject &object);
// namespace/name of an object.
QString nameKeyOf(const QJsonObject &object);
// Stops a cache and lets it go once control is back in the event loop: this may run inside one
// of the cache's own signals, where deleting it would pull the ground from under its emit.
void stopAndReleaseLater(std::unique_ptr<ResourceCache> &cache);
QString resourceVersionOf(const QJsonObject &object);

} // namespace vmray::kube
