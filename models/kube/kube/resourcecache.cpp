#include "resourcecache.h"

#include "apicall.h"
#include "kubeclient.h"
#include "logging.h"

#include <QRandomGenerator>
#include <QSet>
#include <QSignalBlocker>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

QString nameKeyOf(const QJsonObject &object)
{
    const QJsonObject meta = object.value(u"metadata"_s).toObject();
    return meta.value(u"namespace"_s).toString() + u'/' + meta.value(u"name"_s).toString();
}

void stopAndReleaseLater(std::unique_ptr<ResourceCache> &cache)
{
    if (!cache)
        return;
    cache->stop();
    cache.release()->deleteLater();
}

QStringList identityPaths()
{
    return { u"apiVersion"_s,
        u"kind"_s,
        u"metadata.name"_s,
        u"metadata.namespace"_s,
        u"metadata.uid"_s,
        u"metadata.resourceVersion"_s };
}

QString uidOf(const QJsonObject &object)
{
    return object.value(u"metadata"_s).toObject().value(u"uid"_s).toString();
}

QString resourceVersionOf(const QJsonObject &object)
{
    return object.value(u"metadata"_s).toObject().value(u"resourceVersion"_s).toString();
}

ResourceCache::ResourceCache(KubeClient *client, QString collectionPath, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_path(std::move(collectionPath))
{
    m_retryTimer.setSingleShot(true);
    m_retryTimer.setTimerType(Qt::PreciseTimer); // Retry-After is a floor, not a suggestion
    connect(&m_retryTimer, &QTimer::timeout, this, [this] {
        if (m_relistNext || m_resourceVersion.isEmpty())
            startList();
        else
            startWatch();
    });
}

ResourceCache::~ResourceCache()
{
    // Quietly: nobody should hear from an object that is going away.
    const QSignalBlocker quiet(this);
    stop();
}

void ResourceCache::setSelection(const FieldSelection &keep)
{
    setTransform(
        [keep](const QJsonObject &object) {
            return selectFields(object, keep);
        },
        keep);
    m_selectionOnly = true;
}

void ResourceCache::setRecordReader(RecordReader reader, const FieldSelection &keep)
{
    setSelection(keep);
    m_recordReader = std::move(reader);
}

void ResourceCache::start()
{
    if (m_state != State::Idle)
        return;
    m_relistNext = true;
    startList();
}

void ResourceCache::stop()
{
    m_retryTimer.stop();
    m_watchWaits = false;
    if (m_list) {
        m_list->disconnect(this);
        m_list->cancel();
    }
    if (m_watch) {
        m_watch->disconnect(this);
        m_watch->cancel();
    }
    setState(State::Idle);
}

void ResourceCache::resume()
{
    m_retryTimer.stop();
    if (m_list || m_watch)
        return;
    if (m_relistNext || m_resourceVersion.isEmpty())
        startList();
    else
        startWatch();
}

void ResourceCache::relist()
{
    m_retryTimer.stop();
    m_watchWaits = false;
    if (m_watch) {
        m_watch->disconnect(this);
        m_watch->cancel();
    }
    if (m_list)
        return;
    startList();
}

void ResourceCache::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ResourceCache::startList()
{
    if (!m_client)
        return;
    setState(State::Syncing);
    ListOptions options;
    options.labelSelector = m_labelSelector;
    options.fieldSelector = m_fieldSelector;
    options.pageSize = m_pageSize;
    if (m_pageBytes > 0)
        options.pageBytes = m_pageBytes;
    options.firstPageSize = 100; // views show rows while the rest is on its way
    if (!m_selectionOnly)
        options.transform = m_transform;
    options.keep = m_keep;
    options.record = m_recordReader;
    options.metadataOnly = m_metadataOnly;
    m_list = m_client->list(m_path, options);
    m_listed.clear();
    // A relist may bring an object that replaced one of the same name (deleted and created
    // again while the cache was away). Consumers key by name, so the old one has to be reported
    // gone before the new one is added, as the watch would have.
    m_uidByName.clear();
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it)
        m_uidByName.insert(nameKeyOf(it.value()), it.key());
    // Pages are applied as they come, so views fill while the rest is still on its way; what the
    // whole list no longer has is removed at its end.
    connect(m_list, &ListCall::pageReceived, this, &ResourceCache::applyPage);
    connect(m_list, &ListCall::restarted, this, [this] {
        m_listed.clear();
    });
    connect(m_list, &ListCall::finished, this, [this](ListCall *call) {
        m_list = nullptr;
        if (call->error().isError()) {
            fail(call->error(), true, true);
            return;
        }
        if (m_synced)
            ++m_relists;
        m_resourceVersion = call->resourceVersion();
        m_relistNext = false;
        removeUnlisted();
        m_synced = true;
        Q_EMIT synced();
        if (m_state == State::Idle || m_list || m_watch)
            return; // stopped, or listing again, by one who heard of the sync
        m_watchWaits = true;
        m_client->afterLists(
            this,
            [this] {
                if (std::exchange(m_watchWaits, false) && !m_list && !m_watch)
                    startWatch();
            },
            longestWatchWait);
    });
}

void ResourceCache::startWatch()
{
    if (!m_client)
        return;
    WatchOptions options;
    options.resourceVersion = m_resourceVersion;
    options.labelSelector = m_labelSelector;
    options.fieldSelector = m_fieldSelector;
    options.bookmarks = true;
    options.metadataOnly = m_metadataOnly;
    options.keep = m_keep;
    options.record = m_recordReader;
    options.timeoutSeconds = m_watchTimeout > 0
        ? m_watchTimeout
        : 300 + static_cast<int>(QRandomGenerator::global()->bounded(300));
    m_watchClock.start();
    m_watchTimeoutMs = options.timeoutSeconds * 1000;
    m_watchChanges = 0;
    m_watch = m_client->watch(m_path, options);
    setState(State::Live);
    connect(m_watch, &WatchCall::eventsReceived, this, &ResourceCache::applyEvents);
    connect(m_watch, &WatchCall::finished, this, &ResourceCache::onWatchFinished);
}

void ResourceCache::onWatchFinished(WatchCall *call)
{
    m_watch = nullptr;
    const KubeError &error = call->error();
    const qint64 lasted = m_watchClock.elapsed();
    const bool worked = m_watchChanges > 0 || lasted >= std::min(minimumWatchMs, m_watchTimeoutMs);
    if (worked)
        m_backoff.markHealthy();
    if (!error.isError()) {
        // A normal end (timeoutSeconds): watch again from where we are.
        if (worked) {
            startWatch();
            return;
        }
        // An empty answer, or a stream closed at once: asked again at once, without end.
        fail(KubeError::network(
                 u"the watch ended after %1 ms without bringing a change"_s.arg(lasted)),
            true,
            false);
        return;
    }
    if (error.isGone()) {
        // Relist, at once after a watch that worked: a 410 at the start of every watch waits.
        fail(error, true, true, worked);
        return;
    }
    // The server has not reached our version: its versions were reset (a restored store), so
    // ours mean nothing there. Waiting would miss every change until it passes them; relist.
    // So also when the server could not be reached: what answers next may be a restarted server
    // whose store was restored or replaced, where our version is valid for other content.
    fail(error, true, error.isResourceVersionTooLarge() || wasUnreachable(error));
}

bool ResourceCache::wasUnreachable(const KubeError &error)
{
    // No answer at all, or a gateway's word that the server behind it is not there. A stream
    // that broke off after its 200 is a dropped connection to a server that was there.
    const bool noAnswer = error.httpStatus() == 0
        && (error.kind() == KubeError::Kind::Network || error.kind() == KubeError::Kind::Timeout);
    return noAnswer || error.httpStatus() == 502 || error.httpStatus() == 504;
}

void ResourceCache::fail(const KubeError &error, bool retry, bool relistNext, bool atOnceIfFirst)
{
    m_lastError = error;
    m_relistNext = m_relistNext || relistNext;
    qCInfo(lcCache) << m_path << "failed:" << error.toString();
    if (error.kind() == KubeError::Kind::Cancelled)
        return;
    if (error.kind() == KubeError::Kind::Auth) {
        setState(State::Paused);
        Q_EMIT unauthorized();
        return;
    }
    const int code = error.httpStatus();
    if (!retry || code == 403 || code == 404 || code == 400 || code == 405
        || error.kind() == KubeError::Kind::Tls || error.isTooLarge()) {
        setState(State::Failed); // retrying cannot help; the user must act
        return;
    }
    // Counted even when retried at once, so that a second failure in a row waits.
    const bool atOnce = atOnceIfFirst && m_backoff.failures() == 0;
    auto delay = m_backoff.next();
    if (atOnce)
        delay = Backoff::ms(0);
    if (error.retryAfterSeconds() >= 0)
        delay = std::max(delay, Backoff::ms(error.retryAfterSeconds() * 1000LL));
    m_reconnectAt = QDateTime::currentDateTimeUtc().addMSecs(delay.count());
    setState(State::Reconnecting);
    m_retryTimer.start(delay);
}

void ResourceCache::applyPage(const QList<QJsonObject> &items, const QList<QVariant> &records)
{
    QList<QJsonObject> added;
    QList<QJsonObject> modified;
    QList<QJsonObject> replaced;
    const bool withRecords = records.size() == items.size();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject &o = items.at(i); // already transformed where the list was decoded
        const QString uid = uidOf(o);
        m_listed.insert(uid);
        auto it = m_objects.find(uid);
        if (it == m_objects.end()) {
            const QString name = nameKeyOf(o);
            const auto before = m_uidByName.constFind(name);
            if (before != m_uidByName.cend() && *before != uid) {
                const auto old = m_objects.constFind(*before);
                if (old != m_objects.cend()) {
                    replaced.append(old.value());
                    m_records.remove(*before);
                    m_objects.erase(old);
                }
            }
            m_uidByName.insert(name, uid);
            m_objects.insert(uid, o);
            if (withRecords)
                m_records.insert(uid, records.at(i));
            added.append(o);
        } else if (resourceVersionOf(*it) != resourceVersionOf(o) || *it != o
            || (withRecords && m_records.value(uid) != records.at(i))) {
            // An equal version is no proof of equal content: a restored or replaced store
            // numbers its objects anew, and our version of an object may name other content
            // there.
            *it = o;
            if (withRecords)
                m_records.insert(uid, records.at(i));
            modified.append(o);
        }
    }
    if (!replaced.isEmpty())
        Q_EMIT objectsRemoved(replaced);
    if (!added.isEmpty())
        Q_EMIT objectsAdded(added);
    if (!modified.isEmpty())
        Q_EMIT objectsModified(modified);
}

void ResourceCache::removeUnlisted()
{
    QList<QJsonObject> removed;
    for (auto it = m_objects.begin(); it != m_objects.end();) {
        if (!m_listed.contains(it.key())) {
            removed.append(it.value());
            m_records.remove(it.key());
            it = m_objects.erase(it);
        } else {
            ++it;
        }
    }
    m_listed.clear();
    m_uidByName.clear();
    if (!removed.isEmpty())
        Q_EMIT objectsRemoved(removed);
}

QVariant ResourceCache::recordOf(const WatchEvent &event) const
{
    if (event.hasRecord)
        return event.record;
    // Read from the event's own bytes (WatchDecoder keeps each line). Bytes that are no UTF-8
    // are replaced first, as the decoder did to read the event at all.
    QVariant record;
    const auto read = [&](const JsonView &e) {
        record = m_recordReader(e["object"]);
    };
    if (!readJson(event.line, read))
        readJson(QString::fromUtf8(event.line).toUtf8(), read);
    return record;
}

void ResourceCache::applyEvents(const QList<WatchEvent> &events)
{
    QList<QJsonObject> added;
    QList<QJsonObject> modified;
    QList<QJsonObject> removed;
    const auto flush = [&] {
        // Keep the order of events across kinds of change: flush before switching kind.
        if (!removed.isEmpty())
            Q_EMIT objectsRemoved(std::exchange(removed, {}));
        if (!added.isEmpty())
            Q_EMIT objectsAdded(std::exchange(added, {}));
        if (!modified.isEmpty())
            Q_EMIT objectsModified(std::exchange(modified, {}));
    };
    // An event's object may hold only the kept fields already (the decoder selected them); a
    // transform that only selects them need not run again.
    const auto objectOf = [this](const WatchEvent &e) {
        return m_transform && !(m_selectionOnly && e.selected) ? m_transform(e.object) : e.object;
    };
    for (const WatchEvent &e : events) {
        const QString &rv = e.resourceVersion;
        if (!rv.isEmpty())
            m_resourceVersion = rv; // bookmarks too: the next watch starts after them
        if (e.type == WatchEvent::Type::Bookmark)
            continue;
        ++m_watchChanges;
        const QString &uid = e.uid;
        switch (e.type) {
        case WatchEvent::Type::Added:
        case WatchEvent::Type::Modified: {
            const QJsonObject object = objectOf(e);
            const bool known = m_objects.contains(uid);
            m_objects.insert(uid, object);
            if (m_recordReader)
                m_records.insert(uid, recordOf(e));
            if (known) {
                if (!added.isEmpty() || !removed.isEmpty())
                    flush();
                modified.append(object);
            } else {
                if (!modified.isEmpty() || !removed.isEmpty())
                    flush();
                added.append(object);
            }
            break;
        }
        case WatchEvent::Type::Deleted:
            m_records.remove(uid);
            if (m_objects.remove(uid) > 0) {
                if (!added.isEmpty() || !modified.isEmpty())
                    flush();
                removed.append(objectOf(e));
            }
            break;
        default:
            break;
        }
    }
    flush();
    if (m_watchChanges > 0)
        m_backoff.markHealthy(); // a watch that brings changes works
}

} // namespace vmray::kube
