// Client-side figures: watch decoding throughput, and how fast the list-then-watch cache takes
// in a fleet of VMs from the emulator and applies a churn of status changes.
// Usage: bench_kube [VM count, default 10000]
#include "emulatorfixture.h"
#include "kube/kubeclient.h"
#include "kube/listdecoder.h"
#include "kube/resourcecache.h"
#include "kube/watchdecoder.h"
#include "ray/fleetvms.h"
#include "vmop/vmoperator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QTimer>

#include <cstdio>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::kube;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int vms = argc > 1 ? std::atoi(argv[1]) : 10000;

    EmulatorFixture emu;
    if (!emu.start({ u"--seed"_s, u"fleet:%1"_s.arg(vms) })) {
        std::fprintf(stderr, "the emulator did not start\n");
        return 1;
    }
    const QString token = emu.adminToken();
    const QString allVms = u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s;

    // Decoder: the VMs as one watch stream of ADDED events, fed in 16 KiB pieces.
    const QJsonArray items = emu.get(allVms, token).json().value(u"items"_s).toArray();
    QByteArray stream;
    for (const QJsonValue v : items)
        stream += "{\"type\":\"MODIFIED\",\"object\":"
            + QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact) + "}\n";
    QElapsedTimer t;
    QString error;
    // Cache: list (a first page of 100 items, then pages of about 512 KiB), then watch.
    QNetworkAccessManager nam;
    KubeClient client(&nam);
    RequestPolicy policy;
    policy.server = emu.url();
    policy.bearerToken = token;
    policy.trust = TlsTrust::fromCaFile(emu.caFile(), &error);
    client.setPolicy(policy);
    ResourceCache cache(&client, allVms);
    QEventLoop loop;
    QObject::connect(&cache, &ResourceCache::synced, &loop, &QEventLoop::quit);
    t.restart();
    cache.start();
    loop.exec();
    std::printf("cache sync: %lld VMs listed and applied in %lld ms (a first page of 100, then "
                "pages of about 512 KiB; HTTPS)\n",
        static_cast<long long>(cache.objects().size()),
        static_cast<long long>(t.elapsed()));

    // Churn: count the modifications the cache applies.
    qint64 applied = 0;
    QObject::connect(
        &cache, &ResourceCache::objectsModified, [&](const QList<QJsonObject> &objects) {
            applied += objects.size();
        });
    const double rate = 2000;
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, rate } });
    t.restart();
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    std::printf("cache under churn of %.0f events/s: %lld modifications applied in %.1f s\n",
        rate,
        static_cast<long long>(applied),
        static_cast<double>(t.elapsed()) / 1000.0);

    // List pages, decoded as the caches do (when the emulator is idle): the whole fleet as
    // pages of 500, every field or only the fields the console reads, best of three runs.
    {
        QList<QByteArray> pages;
        for (qsizetype i = 0; i < items.size(); i += 500) {
            QJsonArray page;
            for (qsizetype k = i; k < std::min(items.size(), i + 500); ++k)
                page.append(items.at(k));
            pages.append(QJsonDocument(
                QJsonObject { { u"kind"_s, u"VirtualMachineList"_s },
                    { u"metadata"_s, QJsonObject { { u"resourceVersion"_s, u"1"_s } } },
                    { u"items"_s, page } })
                             .toJson(QJsonDocument::Compact));
        }
        qsizetype bytes = 0;
        for (const QByteArray &page : pages)
            bytes += page.size();
        const auto best = [&](const std::function<qsizetype(const QByteArray &)> &decode) {
            double ms = 1e12;
            qsizetype count = 0;
            for (int run = 0; run < 3; ++run) {
                count = 0;
                t.restart();
                for (const QByteArray &page : pages)
                    count += decode(page);
                ms = std::min(ms, static_cast<double>(t.nsecsElapsed()) / 1e6);
            }
            return std::pair { ms, count };
        };
        const auto [qtMs, qtCount] = best([](const QByteArray &page) {
            const QJsonArray list =
                QJsonDocument::fromJson(page).object().value(u"items"_s).toArray();
            qsizetype n = 0;
            for (const QJsonValue v : list)
                n +=
                    vmray::kube::selectFields(v.toObject(), vmray::vmop::slimVirtualMachineFields())
                        .isEmpty()
                    ? 0
                    : 1;
            return n;
        });
        const auto [allMs, allCount] = best([](const QByteArray &page) {
            return decodeList(page, {}).items.size();
        });
        const auto [keptMs, keptCount] = best([](const QByteArray &page) {
            qsizetype n = 0;
            for (const QJsonObject &o :
                decodeList(page, vmray::vmop::slimVirtualMachineFields()).items)
                n += o.isEmpty() ? 0 : 1;
            return n;
        });
        std::printf("list pages (%lld VMs, %.1f MB, one thread): QJsonDocument + the console's "
                    "fields %.0f ms; every field %.0f ms; the console's fields %.0f ms\n",
            static_cast<long long>(keptCount),
            static_cast<double>(bytes) / 1e6,
            qtMs,
            allMs,
            keptMs);
        if (qtCount != keptCount || allCount != keptCount)
            return 1;
    }

    // Decoder, last, when the emulator is idle: best of three runs, each way a cache reads
    // events: every field (Qt's parser), the namespace panes' VM fields, and the
    // All VMs table's records straight from the bytes.
    const auto decodeRate = [&](const char *way, const auto &makeDecoder, const auto &use) {
        double decodeMs = 1e12;
        qsizetype decoded = 0;
        for (int run = 0; run < 3; ++run) {
            t.restart();
            WatchDecoder decoder = makeDecoder();
            QList<WatchEvent> events;
            for (qsizetype i = 0; i < stream.size(); i += 16384) {
                decoder.feed(stream.mid(i, 16384), &events, &error);
                for (const WatchEvent &e : std::as_const(events))
                    use(e);
                decoded += events.size();
                events.clear();
            }
            decodeMs = std::min(decodeMs, static_cast<double>(t.nsecsElapsed()) / 1e6);
        }
        decoded /= 3;
        std::printf("watch decoder, %s: %lld events (%.1f MB) in %.0f ms: %.0f events/s, "
                    "%.0f MB/s\n",
            way,
            static_cast<long long>(decoded),
            static_cast<double>(stream.size()) / 1e6,
            decodeMs,
            static_cast<double>(decoded) / decodeMs * 1000.0,
            static_cast<double>(stream.size()) / 1e3 / decodeMs);
        return decoded == items.size();
    };
    qsizetype kept = 0;
    const bool decodedAll = decodeRate(
                                "every field",
                                [] {
                                    return WatchDecoder();
                                },
                                [&kept](const WatchEvent &e) {
                                    kept += e.object.size();
                                })
        && decodeRate(
            "the namespace panes' VM fields",
            [] {
                return WatchDecoder(
                    WatchDecoder::defaultMaxLineBytes, vmray::vmop::slimVirtualMachineFields());
            },
            [&kept](const WatchEvent &e) {
                kept += e.object.size();
            })
        && decodeRate(
            "All VMs records",
            [] {
                return WatchDecoder(WatchDecoder::defaultMaxLineBytes,
                    FieldSelection(identityPaths()),
                    [](const JsonView &vm) {
                        return QVariant::fromValue(
                            vmray::ray::fleetVmRow(vm, QString(vmray::vmop::preferredVersion)));
                    });
            },
            [&kept](const WatchEvent &e) {
                kept += e.record.isValid() ? 1 : 0;
            });
    if (!decodedAll || kept == 0)
        return 1;

    // One long event in small pieces (a trickling server): each piece must cost its own size,
    // not the size of all that came before it.
    {
        const QByteArray note(8 * 1024 * 1024, 'n');
        const QByteArray longEvent =
            "{\"type\":\"MODIFIED\",\"object\":{\"metadata\":{\"name\":\"n\",\"annotations\":"
            "{\"note\":\""
            + note + "\"}}}}\n";
        t.restart();
        WatchDecoder decoder;
        QList<WatchEvent> events;
        constexpr qsizetype piece = 4096;
        for (qsizetype i = 0; i < longEvent.size(); i += piece)
            decoder.feed(longEvent.mid(i, piece), &events, &error);
        const double ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
        std::printf("watch decoder, one %.1f MB event in %lld-byte pieces: %.0f ms, %lld event\n",
            static_cast<double>(longEvent.size()) / 1e6,
            static_cast<long long>(piece),
            ms,
            static_cast<long long>(events.size()));
        if (events.size() != 1)
            return 1;
    }
    return 0;
}
