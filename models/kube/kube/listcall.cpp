// ListCall: a collection listed page by page, each page decoded off the GUI thread.
#include "apicall.h"

#include "apicalls.h"
#include "gzip.h"
#include "logging.h"
#include "offthread.h"
#include "timeslicedqueue.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QThreadPool>
#include <QUrlQuery>

#include <algorithm>

#include <sys/resource.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

using namespace calls;

ListCall::ListCall(KubeClient *client, QString collectionPath, ListOptions options)
    : m_client(client)
    , m_path(std::move(collectionPath))
    , m_options(std::move(options))
{}

ListCall::~ListCall()
{
    cancelFetches();
}

void ListCall::start()
{
    requestPage();
}

void ListCall::cancel()
{
    if (m_finished)
        return;
    cancelFetches();
    finish(KubeError::cancelled());
}

namespace {
constexpr int minimumPageLimit = 10;
constexpr int maxPagesDecoding = 2;
constexpr int maxPagesFetching = 2;

// Pages are decoded off the GUI thread. Later pages decode on threads that yield to it: with few
// cores, equal priority let twenty lists decoding at once starve the event loop for a quarter of
// a second. First pages, which a user waits for, have threads of their own at normal priority
// (an unprivileged thread cannot raise its priority again once lowered).
QThreadPool *decodingThreads(bool firstPage)
{
    static QThreadPool *const first = [] {
        auto *threads = new QThreadPool(QCoreApplication::instance());
        threads->setObjectName(u"first pages"_s);
        return threads;
    }();
    static QThreadPool *const later = [] {
        auto *threads = new QThreadPool(QCoreApplication::instance());
        threads->setObjectName(u"list decoding"_s);
        return threads;
    }();
    return firstPage ? first : later;
}

void setDecodingPriority(bool firstPage)
{
    // Linux gives each thread its own nice value (setpriority on the calling thread).
    thread_local const bool lowered = !firstPage && setpriority(PRIO_PROCESS, 0, 5) == 0;
    Q_UNUSED(lowered);
}
} // namespace

void ListCall::requestPage()
{
    if (m_finished)
        return;
    if (!m_client) {
        finish(KubeError::cancelled());
        return;
    }
    QUrlQuery query;
    addSelectors(query, m_options.labelSelector, m_options.fieldSelector);
    // A small first page: a view shows rows while the rest is on its way, instead of after a
    // megabyte has been served, fetched and decoded.
    int pageLimit = m_requested == 0 && m_options.firstPageSize > 0
        ? std::min(m_options.firstPageSize, m_options.pageSize)
        : m_options.pageSize;
    if (m_requested > 0 && m_fittingLimit > 0)
        pageLimit = std::min(pageLimit, m_fittingLimit);
    if (m_options.pageSize > 0)
        query.addQueryItem(u"limit"_s, QString::number(pageLimit));
    if (!m_continue.isEmpty())
        query.addQueryItem(u"continue"_s, QString::fromUtf8(QUrl::toPercentEncoding(m_continue)));
    const int sequence = m_requested++;
    const int generation = m_generation;
    // This page is the newest: the next is asked for once its continue token is known.
    m_newestToken.reset();
    m_newestFollowed = false;
    // Asked for gzipped in so many words, so that Qt leaves the body as it comes and it is
    // inflated with the rest of the decoding, off the GUI thread.
    RawHeaders headers { { "Accept-Encoding", "gzip" } };
    if (m_options.metadataOnly)
        headers.append({ "Accept", metadataListAccept });
    ApiCall *fetch = m_client->request("GET", appendQuery(m_path, query), {}, {}, headers);
    m_fetching.append(fetch);
    Q_EMIT pageRequested(sequence);
    // The token is in the list's metadata, which comes before its items: it is read from the
    // first bytes, and the next page is asked for while this one is still arriving.
    connect(
        fetch, &ApiCall::bodyArriving, this, [this, sequence, generation, pageLimit](ApiCall *c) {
            if (m_finished || generation != m_generation || sequence != m_requested - 1
                || m_newestToken)
                return;
            // The metadata takes a few hundred bytes: 4 KiB of the start tell it, inflated in a
            // fraction of the time 64 KiB take; only an unusually long one is read further.
            constexpr qsizetype enough = 64 * 1024;
            QByteArray start;
            for (const qsizetype peek : { qsizetype(4096), enough }) {
                start = c->peekBody(peek);
                m_newestToken = peekContinueToken(start);
                if (m_newestToken || start.size() < peek)
                    break;
            }
            if (!m_newestToken && start.size() < enough)
                return; // the metadata is not all there yet
            if (!m_newestToken)
                m_newestToken = QString(); // not found early: the decoded page will tell
            // The next page's size is fitted to this one's when its Content-Length tells it. A
            // gzipped answer (Qt hides the compressed length) or one without a length does not:
            // then the next page is asked for early only with a size fitted to an earlier page
            // (or when pages need no fitting), and the one after is fitted to this one.
            if (c->expectedBodySize() > 0)
                fitPageLimit(pageLimit, c->expectedBodySize());
            else if (m_options.pageBytes > 0 && m_fittingLimit <= 0)
                return;
            askAhead();
        });
    connect(
        fetch, &ApiCall::finished, this, [this, sequence, generation, pageLimit](ApiCall *call) {
            m_fetching.removeAll(call);
            if (m_finished || generation != m_generation)
                return;
            if (call->error().isError()) {
                if (call->error().isGone() && sequence > 0 && m_restarts < 2) {
                    // The continue token expired: start over for a consistent result.
                    ++m_restarts;
                    ++m_generation;
                    cancelFetches();
                    m_continue.clear();
                    m_items.clear();
                    m_decoded.clear();
                    m_followedWith.clear();
                    m_tokensFollowed.clear();
                    m_bytesTaken = 0;
                    m_inflateBudget.reset();
                    m_pages = 0;
                    m_requested = 0;
                    Q_EMIT restarted();
                    requestPage();
                    return;
                }
                finish(call->error());
                return;
            }
            Q_EMIT pageFetched(sequence);
            // A gzipped page is bounded as it is inflated, when it is decoded; the size its
            // trailer states fits the next pages.
            const bool gzipped = call->bodyIsGzipped();
            if (gzipped) {
                fitPageLimit(pageLimit, gzipSizeHint(call->body()));
            } else {
                if (!withinBounds(0, call->body().size()))
                    return;
                fitPageLimit(pageLimit, call->body().size());
            }
            if (sequence == m_requested - 1 && (!m_newestToken || m_newestToken->isEmpty()))
                m_newestToken =
                    peekContinueToken(gzipped ? call->peekBody(64 * 1024) : call->body())
                        .value_or(QString());
            ++m_decoding;
            askAhead();
            // A page is about half a megabyte of JSON: decode it off the GUI thread.
            auto *decoding = new QFutureWatcher<DecodedPage>(this);
            connect(decoding,
                &QFutureWatcher<DecodedPage>::finished,
                this,
                [this, decoding, sequence, generation, gzipped] {
                    decoding->deleteLater();
                    --m_decoding;
                    DecodedPage page = decoding->result();
                    if (gzipped && !m_finished && generation == m_generation) {
                        if (page.tooLarge) {
                            finish(KubeError::tooLarge(maxBytes()));
                            return;
                        }
                        if (!withinBounds(0, page.bytes))
                            return;
                    }
                    askAhead(); // decoding has caught up: a page held back may go now
                    if (generation == m_generation) {
                        // The page asked for next must be the one this page names.
                        const auto followed = m_followedWith.constFind(sequence);
                        page.nextRequested = followed != m_followedWith.cend();
                        if (page.nextRequested && page.error.isEmpty()
                            && page.continueToken != *followed)
                            page.error = u"the continue token read ahead differs from the page's"_s;
                    }
                    // Applying a page of hundreds of objects takes the GUI thread milliseconds:
                    // pages of many lists that finish together are applied a slice at a time.
                    TimeSlicedQueue::instance()->post(
                        this, [this, generation, sequence, page = std::move(page)]() mutable {
                            onPageDecoded(generation, sequence, std::move(page));
                        });
                });
            // Pages decoding at once draw on one budget, so together they inflate no more than
            // the list may hold; each page alone no more than one answer may.
            if (gzipped && !m_inflateBudget && maxBytes() > 0)
                m_inflateBudget = std::make_shared<std::atomic<qint64>>(maxBytes() - m_bytesTaken);
            const qint64 answerLimit = m_client ? m_client->policy().maxResponseBytes : 0;
            decoding->setFuture(kube::runOffThread(decodingThreads(sequence == 0),
                [body = call->body(),
                    gzipped,
                    budget = gzipped ? m_inflateBudget : std::shared_ptr<std::atomic<qint64>>(),
                    answerLimit,
                    first = sequence == 0,
                    keep = m_options.keep,
                    transform = m_options.transform,
                    record = m_options.record] {
                    return decodePage(
                        body, gzipped, budget, answerLimit, first, keep, transform, record);
                }));
        });
}

void ListCall::fitPageLimit(int pageLimit, qsizetype pageBytes)
{
    // Later pages ask for as many items as fit in ListOptions::pageBytes, judged by the size of
    // the newest.
    if (pageLimit > 0 && m_options.pageBytes > 0 && pageBytes > 0)
        m_fittingLimit = int(std::clamp<qsizetype>(pageLimit * m_options.pageBytes / pageBytes,
            minimumPageLimit,
            std::max(m_options.pageSize, minimumPageLimit)));
}

void ListCall::askAhead()
{
    // Fetching runs a page or two ahead of decoding, with at most two pages arriving at once:
    // bodies waiting for a decoding thread would only pile up in memory.
    if (m_finished || !m_newestToken || m_newestToken->isEmpty() || m_newestFollowed
        || m_fetching.size() >= maxPagesFetching || m_decoding > maxPagesDecoding)
        return;
    // A token that came before would bring the same pages again, and again: a server that
    // goes round in circles.
    if (m_tokensFollowed.contains(*m_newestToken)) {
        finish(KubeError::parse(
            u"the server gave the continue token \"%1\" a second time in one list, so its pages "
            "would never end"_s.arg(m_newestToken->left(60))));
        return;
    }
    m_tokensFollowed.insert(*m_newestToken);
    m_newestFollowed = true;
    m_followedWith.insert(m_requested - 1, *m_newestToken);
    m_continue = *m_newestToken;
    requestPage();
}

void ListCall::cancelFetches()
{
    for (const QPointer<ApiCall> &call : std::exchange(m_fetching, {})) {
        if (call) {
            call->disconnect(this);
            call->cancel();
        }
    }
}

ListCall::DecodedPage ListCall::decodePage(const QByteArray &body,
    bool gzipped,
    const std::shared_ptr<std::atomic<qint64>> &budget,
    qint64 pageLimit,
    bool first,
    const FieldSelection &keep,
    const std::function<QJsonObject(const QJsonObject &)> &transform,
    const RecordReader &record)
{
    setDecodingPriority(first);
    DecodedPage page;
    QByteArray inflated;
    if (gzipped) {
        qint64 limit = pageLimit;
        if (budget) {
            const qint64 left = budget->load();
            if (left <= 0) {
                page.tooLarge = true;
                return page;
            }
            limit = limit > 0 ? std::min(limit, left) : left;
        }
        switch (gunzip(body, limit, &inflated)) {
        case Inflated::Whole:
            // Taken from the budget before the page is parsed: pages decoding beside it see it.
            if (budget && budget->fetch_sub(inflated.size()) < inflated.size()) {
                page.tooLarge = true;
                return page;
            }
            break;
        case Inflated::TooLarge:
            page.tooLarge = true;
            return page;
        case Inflated::Truncated:
            page.error = u"the gzipped page ends before its gzip stream does"_s;
            return page;
        case Inflated::Corrupt:
            page.error = u"the page is not valid gzip"_s;
            return page;
        }
    }
    const QByteArray &json = gzipped ? inflated : body;
    page.bytes = json.size();
    DecodedList list = decodeList(json, keep, record);
    page.error = std::move(list.error);
    page.resourceVersion = std::move(list.resourceVersion);
    page.continueToken = std::move(list.continueToken);
    if (transform) {
        for (QJsonObject &item : list.items)
            item = transform(item);
    }
    page.items = std::move(list.items);
    page.records = std::move(list.records);
    page.replacedInvalidUtf8 = list.replacedInvalidUtf8;
    return page;
}

qint64 ListCall::maxBytes() const
{
    return m_options.maxBytes > 0 ? m_options.maxBytes
        : m_client                ? m_client->policy().maxResponseBytes
                                  : 0;
}

bool ListCall::withinBounds(qint64 moreItems, qint64 moreBytes)
{
    const qint64 maxBytes = this->maxBytes();
    const qint64 maxItems =
        m_options.maxItems > 0 ? m_options.maxItems : ListOptions::defaultMaxItems;
    m_bytesTaken += moreBytes;
    if (maxBytes > 0 && m_bytesTaken > maxBytes) {
        finish(KubeError::tooLarge(maxBytes));
        return false;
    }
    if (m_items.size() + moreItems > maxItems) {
        finish(KubeError::tooManyItems(maxItems));
        return false;
    }
    return true;
}

void ListCall::onPageDecoded(int generation, int sequence, DecodedPage page)
{
    if (m_finished || generation != m_generation)
        return;
    m_decoded[sequence] = std::move(page); // QMap::insert would copy it
    // Pages are handed on in order, whichever finished decoding first.
    while (!m_finished && m_decoded.contains(m_pages)) {
        const DecodedPage ready = m_decoded.take(m_pages);
        if (!ready.error.isEmpty()) {
            finish(KubeError::parse(ready.error));
            return;
        }
        if (!withinBounds(ready.items.size(), 0))
            return;
        if (ready.replacedInvalidUtf8)
            qCWarning(lcKube) << m_path << "page" << m_pages
                              << "held text that is no UTF-8; the bad bytes were replaced";
        if (m_pages == 0)
            m_resourceVersion = ready.resourceVersion;
        ++m_pages;
        m_items += ready.items;
        Q_EMIT pageReceived(ready.items, ready.records);
        if (ready.continueToken.isEmpty()) {
            finish({});
        } else if (!ready.nextRequested && m_pages == m_requested) {
            // The token could not be read ahead from the bytes: it is known now.
            m_newestToken = ready.continueToken;
            askAhead();
        }
    }
}

std::optional<QString> peekContinueToken(const QByteArray &json)
{
    // One pass over the bytes, tracking strings and nesting, until the top-level "metadata".
    const char *data = json.constData();
    const qsizetype size = json.size();
    int depth = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (c == '"') {
            const qsizetype start = i + 1;
            for (++i; i < size && data[i] != '"'; ++i) {
                if (data[i] == '\\')
                    ++i;
            }
            // A string the bytes end inside (after an escape, `i` is past the end): the rest
            // has not arrived.
            if (i >= size)
                return std::nullopt;
            if (depth != 1 || QByteArrayView(data + start, i - start) != "metadata")
                continue;
            qsizetype j = i + 1;
            while (j < size
                && (data[j] == ' ' || data[j] == ':' || data[j] == '\n' || data[j] == '\t'
                    || data[j] == '\r'))
                ++j;
            if (j >= size || data[j] != '{')
                return std::nullopt;
            // The metadata object's end, again minding strings.
            int inner = 0;
            for (qsizetype k = j; k < size; ++k) {
                const char d = data[k];
                if (d == '"') {
                    for (++k; k < size && data[k] != '"'; ++k) {
                        if (data[k] == '\\')
                            ++k;
                    }
                } else if (d == '{') {
                    ++inner;
                } else if (d == '}' && --inner == 0) {
                    const QJsonDocument meta = QJsonDocument::fromJson(json.mid(j, k - j + 1));
                    if (!meta.isObject())
                        return std::nullopt;
                    return meta.object().value(u"continue"_s).toString();
                }
            }
            return std::nullopt;
        }
        if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
    }
    return std::nullopt;
}

void ListCall::finish(const KubeError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    cancelFetches(); // pages asked for ahead are no longer wanted
    m_error = error;
    Q_EMIT finished(this);
    deleteLater();
}
} // namespace vmray::kube
