// The console's data path at fleet scale, as a user sees it: from opening a namespace (or all of
// them) to cluster rows joined from their VMs, the longest stall of the GUI thread meanwhile,
// and under a churn of VM status changes; the memory it takes. View > All VMs is measured twice:
// its model alone, and its window (offscreen) with the proxies and the sorted table view.
// Usage: bench_console [VM count, default 10000] [churn events/s, default 2000]
//                      [runs of the All VMs phases, default 1]
#include "benchsupport.h"
#include "emulatorfixture.h"
#include "fleetwindow.h"
#include "items/fleetvmmodel.h"
#include "items/workspacemodels.h"
#include "kube/allocator.h"
#include "kube/apicall.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <malloc.h>
#include <memory>
#include <unistd.h>
#include <vector>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using namespace vmray::bench;

namespace {
int clusterRows(const std::vector<std::unique_ptr<WorkspaceModels>> &models)
{
    int rows = 0;
    for (const auto &m : models)
        rows += m->clusters()->rowCount();
    return rows;
}
} // namespace

int main(int argc, char **argv)
{
    vmray::kube::limitAllocatorArenas(); // as the console does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int vms = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int churn = argc > 2 ? std::atoi(argv[2]) : 2000;
    const int fleetRuns = argc > 3 ? std::max(1, std::atoi(argv[3])) : 1;
    const int namespaces = 20; // as the fleet seed spreads them
    const int clusters = vms / 10;

    EmulatorFixture emu;
    if (!emu.start({ u"--seed"_s, u"fleet:%1"_s.arg(vms) })) {
        std::fprintf(stderr, "the emulator did not start\n");
        return 1;
    }
    // VMRAY_TEST_HTTP2=1 puts nghttpx before the emulator, as a Supervisor speaks HTTP/2;
    // VMRAY_TEST_HTTP2=http/1.1 keeps the front but offers HTTP/1.1 only.
    std::printf("protocol: %s\n",
        emu.throughHttp2Front()  ? "HTTP/2 through an nghttpx front"
            : emu.throughFront() ? "HTTP/1.1 through an nghttpx front"
                                 : "HTTP/1.1 to the emulator");
    QNetworkAccessManager network;
    ConnectionProfile profile =
        ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
    profile.apiPort = emu.url().port();
    profile.trust = ConnectionProfile::Trust::CaFile;
    profile.caFile = emu.caFile();
    SupervisorSession session(&network, profile, nullptr);
    session.login(emu.password());
    if (!waitFor(
            [&] {
                return session.state() == SupervisorSession::State::Active;
            },
            30000)) {
        std::fprintf(stderr, "login failed\n");
        return 1;
    }
    // The emulator's operator keeps reconciling for a while after it says it is ready; measure
    // the console, not that.
    const qint64 settleMs = waitUntilIdle(emu.ready().value(u"pid"_s).toInteger());
    std::printf("fleet of %d VMs in %d clusters over %d namespaces (emulator settled after %lld "
                "ms); %s at start\n",
        vms,
        clusters,
        namespaces,
        settleMs,
        qPrintable(memory()));

    StallProbe probe;
    QElapsedTimer t;

    // One namespace, as a user opens it.
    {
        probe.start();
        t.start();
        ray::NamespaceWorkspace one(
            session.client(), session.cacheTracker(), u"fleet-0"_s, u"v1alpha2"_s);
        WorkspaceModels oneModels(&one);
        one.start();
        const int expected = (clusters + namespaces - 1) / namespaces;
        if (!waitFor(
                [&] {
                    return oneModels.clusters()->rowCount() >= expected;
                },
                60000)) {
            std::fprintf(stderr, "fleet-0 did not fill\n");
            return 1;
        }
        probe.stop();
        std::printf("one namespace: %d cluster rows (%d VMs) shown %lld ms after opening; longest "
                    "event-loop stall %lld ms; %s\n",
            oneModels.clusters()->rowCount(),
            int(one.caches().at(1)->objects().size()),
            t.elapsed(),
            probe.longest(),
            qPrintable(memory()));
    }

    // The first run of each phase is cold (a new connection, parsers and caches still to be made);
    // the runs after it are warm. They are reported apart, never in one median.
    std::vector<qint64> modelRuns;
    std::vector<qint64> windowRuns;
    for (int run = 0; run < fleetRuns; ++run) {
        // Every VM in one table (View > All VMs): one list of all VMs across namespaces.
        {
            malloc_trim(0);
            const QString before = memory();
            const qint64 emulatorPid = emu.ready().value(u"pid"_s).toInteger();
            const qint64 cpuBefore = cpuTimeMs(getpid());
            const qint64 guiCpuBefore = cpuTimeMs(getpid(), getpid());
            const qint64 emulatorCpuBefore = cpuTimeMs(emulatorPid);
            probe.start();
            t.start();
            ray::FleetVms fleet(session.client(), u"v1alpha2"_s);
            ray::FleetVmModel table;
            table.follow(&fleet);
            qint64 firstRows = -1;
            QObject::connect((&table), &QAbstractItemModel::rowsInserted, &app, [&] {
                if (firstRows < 0)
                    firstRows = t.elapsed();
            });
            fleet.start();
            if (!waitFor(
                    [&] {
                        return (&table)->rowCount() >= vms && fleet.isSynced();
                    },
                    60000)) {
                std::fprintf(stderr, "all VMs: only %d rows\n", (&table)->rowCount());
                return 1;
            }
            const qint64 allRows = t.elapsed();
            modelRuns.push_back(allRows);
            probe.stop();
            std::printf(
                "all VMs in one table (%s): first rows %lld ms, all %d rows %lld ms after the LIST "
                "started; longest stall %lld ms; CPU used meanwhile: console %lld ms (GUI "
                "thread %lld ms), emulator %lld ms; before %s; after %s\n",
                run == 0 ? "cold" : "warm",
                firstRows,
                (&table)->rowCount(),
                allRows,
                probe.longest(),
                cpuTimeMs(getpid()) - cpuBefore,
                cpuTimeMs(getpid(), getpid()) - guiCpuBefore,
                cpuTimeMs(emulatorPid) - emulatorCpuBefore,
                qPrintable(before),
                qPrintable(memory()));
        }

        // The same in its window: rows pass the presentation and sorting proxies into a table view
        // sorted by namespace, which paints them.
        {
            malloc_trim(0);
            const qint64 cpuBefore = cpuTimeMs(getpid());
            const qint64 guiCpuBefore = cpuTimeMs(getpid(), getpid());
            probe.start();
            t.start();
            auto *fleet = new ray::FleetVms(session.client(), u"v1alpha2"_s);
            auto window =
                std::make_unique<FleetWindow>(QList<FleetWindow::Source> { { fleet, u"bench"_s } });
            PaintWatch paints(window->view()->viewport(), window->view()->model(), t);
            int inserts = 0;
            QObject::connect(window->rows(), &QAbstractItemModel::rowsInserted, &app, [&] {
                ++inserts;
            });
            window->show();
            if (!waitFor(
                    [&] {
                        return paints.paintedRows() >= vms && fleet->isSynced();
                    },
                    60000)) {
                std::fprintf(stderr, "all VMs window: only %d rows\n", paints.paintedRows());
                return 1;
            }
            const qint64 allRows = paints.lastPaintEnd();
            windowRuns.push_back(allRows);
            probe.stop();
            std::printf(
                "all VMs window (%s): first rows painted %lld ms, all %d rows %lld ms after the "
                "LIST started (%d inserts, %d paints); longest stall %lld ms; CPU used "
                "meanwhile: console %lld ms (GUI thread %lld ms); %s\n",
                run == 0 ? "cold" : "warm",
                paints.firstRowsEnd(),
                paints.paintedRows(),
                allRows,
                inserts,
                paints.count(),
                probe.longest(),
                cpuTimeMs(getpid()) - cpuBefore,
                cpuTimeMs(getpid(), getpid()) - guiCpuBefore,
                qPrintable(memory()));
        }
    }

    const auto summary = [](const char *what, std::vector<qint64> runs) {
        if (runs.empty())
            return;
        const qint64 cold = runs.front();
        runs.erase(runs.begin());
        if (runs.empty()) {
            std::printf("%s: cold %lld ms (no warm runs)\n", what, cold);
            return;
        }
        std::sort(runs.begin(), runs.end());
        std::printf("%s: cold %lld ms; warm median %lld ms, range %lld-%lld ms over %zu runs\n",
            what,
            cold,
            runs[runs.size() / 2],
            runs.front(),
            runs.back(),
            runs.size());
    };
    summary("all VMs in one table, all rows", modelRuns);
    summary("all VMs window, last row painted", windowRuns);

    // Every namespace at once: all 10,000 VMs joined into their clusters.
    std::vector<std::unique_ptr<ray::NamespaceWorkspace>> spaces;
    std::vector<std::unique_ptr<WorkspaceModels>> spaceModels;
    probe.start();
    t.start();
    for (int i = 0; i < namespaces; ++i) {
        spaces.push_back(std::make_unique<ray::NamespaceWorkspace>(
            session.client(), session.cacheTracker(), u"fleet-%1"_s.arg(i), u"v1alpha2"_s));
        spaceModels.push_back(std::make_unique<WorkspaceModels>(spaces.back().get()));
        spaces.back()->start();
    }
    if (!waitFor(
            [&] {
                return clusterRows(spaceModels) >= clusters;
            },
            120000)) {
        std::fprintf(stderr, "only %d of %d cluster rows\n", clusterRows(spaceModels), clusters);
        return 1;
    }
    probe.stop();
    int vmCount = 0;
    QList<int> perKind(spaces.front()->caches().size());
    for (const auto &w : spaces) {
        vmCount += int(w->caches().at(1)->objects().size());
        for (int k = 0; k < perKind.size(); ++k)
            perKind[k] += int(w->caches().at(k)->objects().size());
    }
    qint64 jsonBytes = 0;
    for (const auto &w : spaces) {
        for (kube::ResourceCache *c : w->caches()) {
            for (const QJsonObject &o : c->objects())
                jsonBytes += QJsonDocument(o).toJson(QJsonDocument::Compact).size();
        }
    }
    std::printf("cached objects as compact JSON: %.1f MB\n", double(jsonBytes) / 1e6);
    std::printf("objects cached (clusters, VMs, services, classes, events): %d, %d, %d, %d, %d\n",
        perKind.value(0),
        perKind.value(1),
        perKind.value(2),
        perKind.value(3),
        perKind.value(4));
    std::printf("all namespaces: %d cluster rows joined from %d VMs %lld ms after opening; "
                "longest stall %lld ms, 99th percentile %lld ms; %s\n",
        clusterRows(spaceModels),
        vmCount,
        t.elapsed(),
        probe.longest(),
        probe.percentile(0.99),
        qPrintable(memory()));

    // What stays in use, as opposed to the peak of parsing twenty lists at once.
    malloc_trim(0);
    std::printf("after returning free heap to the system: %s\n", qPrintable(memory()));

    // A request while every watch is open must not queue behind them.
    {
        t.start();
        kube::ApiCall *call = session.client()->get(u"/api/v1/namespaces/fleet-0"_s);
        bool done = false;
        int status = 0;
        QObject::connect(call, &kube::ApiCall::finished, &app, [&](kube::ApiCall *c) {
            done = true;
            status = c->httpStatus();
        });
        waitFor(
            [&] {
                return done;
            },
            60000);
        std::printf("a GET with %d watches open: HTTP %d after %lld ms\n",
            namespaces * int(spaces.front()->caches().size()),
            status,
            t.elapsed());
    }

    // Churn: VM status changes at `churn` events/s for 10 s while every namespace is live.
    qint64 changes = 0;
    qint64 nodeChanges = 0;
    qint64 vmEvents = 0;
    for (std::size_t i = 0; i < spaces.size(); ++i) {
        ray::NamespaceWorkspace *w = spaces[i].get();
        WorkspaceModels *m = spaceModels[i].get();
        // As in the window: one cluster selected per namespace, its nodes in view.
        w->selectCluster(m->clusters()->rowAt(0).name);
        QObject::connect(m->clusters(), &QAbstractItemModel::dataChanged, &app, [&changes] {
            ++changes;
        });
        QObject::connect(m->nodes(), &QAbstractItemModel::dataChanged, &app, [&nodeChanges] {
            ++nodeChanges;
        });
        QObject::connect(w->caches().at(1),
            &kube::ResourceCache::objectsModified,
            &app,
            [&vmEvents](const QList<QJsonObject> &objects) {
                vmEvents += objects.size();
            });
    }
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, churn } });
    probe.start();
    waitFor(
        [] {
            return false;
        },
        10000);
    probe.stop();
    emu.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    std::printf("churn of %d VM events/s for 10 s: %lld VM events applied, %lld cluster row and "
                "%lld node row updates; longest stall %lld ms, 99th percentile %lld ms; %s\n",
        churn,
        vmEvents,
        changes,
        nodeChanges,
        probe.longest(),
        probe.percentile(0.99),
        qPrintable(memory()));
    spaceModels.clear();
    spaces.clear();
    QCoreApplication::processEvents();
    malloc_trim(0);
    std::printf("after closing every namespace: %s\n", qPrintable(memory()));
    return emu.stop() == 0 ? 0 : 1;
}
