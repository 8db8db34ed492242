// How fast the emulator seeds and serves a large fleet: time to ready, a full VirtualMachine
// LIST over HTTPS, the same list in pages of 500, and watch event delivery under churn.
// Usage: bench_emulator_list [VM count, default 10000] [repetitions, default 10]
#include "emulatorfixture.h"

#include <QUrl>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Qt::Literals::StringLiterals;

namespace {
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}
} // namespace

// The continue token from a list's top-level metadata, which the emulator writes before the
// items; percent-encoded for the next request's query.
static QString continueToken(const QByteArray &body)
{
    const QByteArray key = "\"continue\":\"";
    const qsizetype items = body.indexOf("\"items\"");
    const qsizetype at = body.indexOf(key);
    if (at < 0 || (items >= 0 && at > items))
        return {};
    const qsizetype start = at + key.size();
    const qsizetype end = body.indexOf('"', start);
    if (end < 0)
        return {};
    return QString::fromLatin1(
        QUrl::toPercentEncoding(QString::fromLatin1(body.mid(start, end - start))));
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int vms = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int reps = argc > 2 ? std::atoi(argv[2]) : 10;
    const QString allVms = u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s;

    EmulatorFixture emu;
    QElapsedTimer t;
    t.start();
    if (!emu.start({ u"--seed"_s, u"fleet:%1"_s.arg(vms) })) {
        std::fprintf(stderr, "the emulator did not start\n");
        return 1;
    }
    std::printf(
        "seed fleet:%d: emulator ready after %lld ms\n", vms, static_cast<long long>(t.elapsed()));
    const QString token = emu.login(0);

    std::vector<double> full;
    qsizetype bytes = 0;
    int items = 0;
    // Both figures time the requests alone: the bodies are not parsed inside the clock (a page's
    // continue token is read from its first bytes, as a client can).
    for (int i = 0; i < reps; ++i) {
        t.restart();
        const HttpResult r = emu.get(allVms, token);
        full.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (r.status != 200) {
            std::fprintf(stderr, "full VM list: HTTP %d\n", r.status);
            return 1;
        }
        bytes = r.body.size();
        if (i == 0)
            items = static_cast<int>(r.json().value(u"items"_s).toArray().size());
    }
    std::printf("full VM list: %d items, %.1f MB, median %.1f ms, best %.1f ms over %d requests "
                "(HTTPS, loopback)\n",
        items,
        static_cast<double>(bytes) / 1e6,
        median(full),
        *std::min_element(full.begin(), full.end()),
        reps);

    std::vector<double> paged;
    for (int i = 0; i < std::max(1, reps / 2); ++i) {
        t.restart();
        QString cont;
        int pages = 0;
        do {
            const HttpResult r = emu.get(
                allVms + u"?limit=500"_s + (cont.isEmpty() ? QString() : u"&continue="_s + cont),
                token);
            if (r.status != 200) {
                std::fprintf(stderr, "paged VM list: HTTP %d\n", r.status);
                return 1;
            }
            cont = continueToken(r.body);
            ++pages;
        } while (!cont.isEmpty());
        paged.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (i == 0)
            std::printf("paged VM list: %d pages of 500 items\n", pages);
    }
    std::printf("paged VM list: median %.1f ms\n", median(paged));

    // Watch delivery: churn VM status at a fixed rate and count what one watcher receives.
    const HttpResult list = emu.get(allVms + u"?limit=1"_s, token);
    const QString rv =
        list.json().value(u"metadata"_s).toObject().value(u"resourceVersion"_s).toString();
    auto stream = emu.watch(allVms + u"?watch=true&resourceVersion="_s + rv, token);
    const double rate = 2000;
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, rate } });
    t.restart();
    QEventLoop loop;
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec(); // the watch stream collects events meanwhile
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    const double seconds = static_cast<double>(t.elapsed()) / 1000.0;
    std::printf(
        "watch under churn of %.0f events/s: %lld events received in %.1f s (%.0f events/s)\n",
        rate,
        static_cast<long long>(stream->events.size()),
        seconds,
        static_cast<double>(stream->events.size()) / seconds);
    return 0;
}
