// vmray-bench: the console's performance figures in one command. It starts its own emulators on
// loopback, runs each phase in a fresh process of its own (so one phase's memory is not
// another's), repeats the short phases and reports their medians, and times kubectl against
// the same emulator when kubectl is on the PATH.
// Usage: vmray-bench [--json] [--quick] [--runs N] [--soak-minutes M]
//   --json          one JSON object on standard output (progress and reasons on standard error)
//   --quick         skips the 100,000-VM, five-Supervisor and soak phases
//   --runs N        runs of each short phase (default 3); the median is reported
//   --soak-minutes  length of the soak (default 30)
// A phase alone: vmray-bench --phase NAME [ARGS], printing "figure KEY VALUE" lines.
#include "benchsupport.h"
#include "emulatorfixture.h"
#include "fleetwindow.h"
#include "items/fleetvmmodel.h"
#include "items/workspacemodels.h"
#include "kube/allocator.h"
#include "kube/listdecoder.h"
#include "kube/watchdecoder.h"
#include "ray/clusterstate.h"
#include "ray/fleetvms.h"
#include "ray/namespaceworkspace.h"
#include "supervisor/session.h"
#include "vmop/vmoperator.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <malloc.h>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;
using namespace vmray::bench;

namespace {

constexpr int fleetNamespaces = 20; // as the emulator's fleet seed spreads them

void progress(const char *format, const QString &text)
{
    std::fprintf(stderr, format, qPrintable(text));
    std::fflush(stderr);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void figure(const char *key, double value)
{
    std::printf("figure %s %.3f\n", key, value);
    std::fflush(stdout);
}

// One emulator of a fleet, with a logged-in session of the console to it.
struct Supervisor
{
    EmulatorFixture emulator;
    std::unique_ptr<SupervisorSession> session;

    bool start(QNetworkAccessManager *network, int vms, const QString &name)
    {
        if (!emulator.start({ u"--seed"_s, u"fleet:%1"_s.arg(vms) })) {
            progress("%s: the emulator did not start\n", name);
            return false;
        }
        ConnectionProfile profile = ConnectionProfile::create(
            u"127.0.0.1:%1"_s.arg(emulator.url().port()), emulator.username());
        profile.apiPort = emulator.url().port();
        profile.trust = ConnectionProfile::Trust::CaFile;
        profile.caFile = emulator.caFile();
        session = std::make_unique<SupervisorSession>(network, profile, nullptr);
        session->login(emulator.password());
        if (!waitFor(
                [this] {
                    return session->state() == SupervisorSession::State::Active;
                },
                60000)) {
            progress("%s: the console could not log in\n", name);
            return false;
        }
        return true;
    }
    // The emulator's operator reconciles for a while after it says it is ready; the figures are
    // the console's, not that.
    void settle() { waitUntilIdle(emulator.ready().value(u"pid"_s).toInteger()); }
    qint64 emulatorPid() const { return emulator.ready().value(u"pid"_s).toInteger(); }
};

// Every namespace of one Supervisor open at once, as the window's workspaces are.
struct AllNamespaces
{
    std::vector<std::unique_ptr<ray::NamespaceWorkspace>> spaces;
    std::vector<std::unique_ptr<WorkspaceModels>> models;

    void open(SupervisorSession *session)
    {
        for (int i = 0; i < fleetNamespaces; ++i) {
            spaces.push_back(std::make_unique<ray::NamespaceWorkspace>(
                session->client(), session->cacheTracker(), u"fleet-%1"_s.arg(i), u"v1alpha2"_s));
            models.push_back(std::make_unique<WorkspaceModels>(spaces.back().get()));
            spaces.back()->start();
        }
    }
    int clusterRows() const
    {
        int rows = 0;
        for (const auto &m : models)
            rows += m->clusters()->rowCount();
        return rows;
    }
    // As in the window: one cluster selected per namespace, its nodes in view.
    void selectOneClusterEach()
    {
        for (std::size_t i = 0; i < spaces.size(); ++i) {
            if (models[i]->clusters()->rowCount() > 0)
                spaces[i]->selectCluster(models[i]->clusters()->rowAt(0).name);
        }
    }
};

// kubectl get vm -A against the emulator, as a user types it, after one run that fills
// kubectl's discovery cache (as any earlier use of kubectl would have).
std::optional<qint64> kubectlAllVms(EmulatorFixture &emulator)
{
    const QString kubectl = QStandardPaths::findExecutable(u"kubectl"_s);
    if (kubectl.isEmpty()) {
        progress("%s\n", u"kubectl is not on the PATH: its figure is not measured"_s);
        return std::nullopt;
    }
    QTemporaryDir home;
    const QString kubeconfig = home.filePath(u"kubeconfig"_s);
    QFile f(kubeconfig);
    if (!f.open(QIODevice::WriteOnly))
        return std::nullopt;
    f.write(QStringLiteral("apiVersion: v1\nkind: Config\nclusters:\n- name: emulator\n  cluster:\n"
                           "    server: %1\n    certificate-authority: %2\nusers:\n- name: admin\n"
                           "  user:\n    token: %3\ncontexts:\n- name: emulator\n  context:\n"
                           "    cluster: emulator\n    user: admin\ncurrent-context: emulator\n")
                .arg(emulator.url().toString(), emulator.caFile(), emulator.adminToken())
                .toUtf8());
    f.close();
    qint64 ms = -1;
    for (int run = 0; run < 2; ++run) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"KUBECONFIG"_s, kubeconfig);
        env.insert(u"HOME"_s, home.path());
        p.setProcessEnvironment(env);
        p.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer t;
        t.start();
        p.start(kubectl, { u"get"_s, u"vm"_s, u"-A"_s });
        if (!p.waitForFinished(120000) || p.exitCode() != 0) {
            progress("kubectl failed: %s\n", QString::fromUtf8(p.readAllStandardError()));
            return std::nullopt;
        }
        ms = t.elapsed();
    }
    return ms;
}

// The VMs as watch events (MODIFIED, as churn brings them), decoded the ways the caches read
// them: the namespace panes read each VM into the record their join reads, All VMs into the row
// it shows. The slower figure counts.
double watchEventsPerSecond(EmulatorFixture &emulator)
{
    const QString allVms = u"/apis/vmoperator.vmware.com/v1alpha2/virtualmachines"_s;
    const QJsonArray items =
        emulator.get(allVms, emulator.adminToken()).json().value(u"items"_s).toArray();
    QByteArray stream;
    for (const QJsonValue v : items)
        stream += "{\"type\":\"MODIFIED\",\"object\":"
            + QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact) + "}\n";
    const auto rate = [&](const std::function<kube::WatchDecoder()> &make) {
        double best = 0;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            t.start();
            kube::WatchDecoder decoder = make();
            QList<kube::WatchEvent> events;
            QString error;
            qsizetype decoded = 0;
            for (qsizetype i = 0; i < stream.size(); i += 16384) {
                if (!decoder.feed(stream.mid(i, 16384), &events, &error))
                    return 0.0;
                decoded += events.size();
                events.clear();
            }
            const double seconds = double(t.nsecsElapsed()) / 1e9;
            if (decoded == items.size())
                best = std::max(best, double(decoded) / seconds);
        }
        return best;
    };
    const double panes = rate([] {
        return kube::WatchDecoder(kube::WatchDecoder::defaultMaxLineBytes,
            kube::FieldSelection(kube::identityPaths()),
            [](const kube::JsonView &vm) {
                return QVariant::fromValue(ray::SharedNodeVm { std::make_shared<const ray::NodeVm>(
                    ray::readNodeVm(vm, QString(vmop::preferredVersion))) });
            });
    });
    const double fleet = rate([] {
        return kube::WatchDecoder(kube::WatchDecoder::defaultMaxLineBytes,
            kube::FieldSelection(kube::identityPaths()),
            [](const kube::JsonView &vm) {
                return QVariant::fromValue(ray::fleetVmRow(vm, QString(vmop::preferredVersion)));
            });
    });
    std::fprintf(stderr,
        "watch events decoded per second: namespace panes %.0f, All VMs %.0f\n",
        panes,
        fleet);
    return std::min(panes, fleet);
}

// All VMs of one Supervisor in one table: its model until every row is in, then sorting and
// filtering its window's rows.
int phaseAllVms(int vms)
{
    QNetworkAccessManager network;
    Supervisor supervisor;
    if (!supervisor.start(&network, vms, u"all VMs"_s))
        return 1;
    supervisor.settle();
    const bool large = vms >= 100000;
    if (!large) {
        if (const std::optional<qint64> ms = kubectlAllVms(supervisor.emulator))
            figure("kubectl_all_vms_ms", double(*ms));
    }
    StallProbe probe;
    QElapsedTimer t;
    probe.start();
    t.start();
    auto fleet = std::make_unique<ray::FleetVms>(supervisor.session->client(), u"v1alpha2"_s);
    ray::FleetVmModel table;
    table.follow(fleet.get());
    fleet->start();
    if (!waitFor(
            [&] {
                return table.rowCount() >= vms && fleet->isSynced();
            },
            300000)) {
        progress("%s\n", u"all VMs: only %1 rows"_s.arg(table.rowCount()));
        return 1;
    }
    const qint64 allRows = t.elapsed();
    probe.stop();
    const double rss = residentMb();
    figure(large ? "fleet100k_all_vms_ms" : "all_vms_ms", double(allRows));
    if (large) {
        figure("fleet100k_rss_mb", rss);
        figure("fleet100k_stall_ms", double(probe.longest()));
    }

    // Sorting and filtering in the window's proxies, as a click on a header and a typed filter.
    {
        FleetWindow window(QList<FleetWindow::Source> { { fleet.get(), u"bench"_s } });
        window.show();
        waitFor(
            [&] {
                return window.view()->model()->rowCount() >= vms;
            },
            60000);
        t.start();
        window.view()->sortByColumn(ray::FleetVmModel::Name, Qt::DescendingOrder);
        figure(large ? "fleet100k_sort_ms" : "all_vms_sort_ms", double(t.elapsed()));
        t.start();
        window.applyFilter(u"fleet-3-"_s);
        figure(large ? "fleet100k_filter_ms" : "all_vms_filter_ms", double(t.elapsed()));
        window.applyFilter(QString());
    }
    if (!large)
        figure("watch_events_per_s", watchEventsPerSecond(supervisor.emulator));
    return supervisor.emulator.stop() == 0 ? 0 : 1;
}

// Every namespace of one Supervisor at once, then 10 s of VM status churn.
int phaseNamespaces(int vms, int churn)
{
    QNetworkAccessManager network;
    Supervisor supervisor;
    if (!supervisor.start(&network, vms, u"all namespaces"_s))
        return 1;
    supervisor.settle();
    const int clusters = vms / 10;
    AllNamespaces all;
    StallProbe probe;
    QElapsedTimer t;
    const auto handshakes = [&] {
        return supervisor.emulator.get(u"/emulator/v1/info"_s, supervisor.emulator.adminToken())
            .json()
            .value(u"tlsHandshakes"_s)
            .toObject();
    };
    const QJsonObject handshakesBefore = handshakes();
    const qint64 consoleCpuBefore = cpuTimeMs(QCoreApplication::applicationPid());
    const qint64 emulatorCpuBefore = cpuTimeMs(supervisor.emulatorPid());
    probe.start();
    t.start();
    all.open(supervisor.session.get());
    if (!waitFor(
            [&] {
                return all.clusterRows() >= clusters;
            },
            120000)) {
        progress("%s\n",
            u"all namespaces: only %1 of %2 cluster rows"_s.arg(all.clusterRows()).arg(clusters));
        return 1;
    }
    const qint64 rowsMs = t.elapsed();
    probe.stop();
    // Where the time went: the console and the emulator share the machine's cores.
    const qint64 consoleCpu = cpuTimeMs(QCoreApplication::applicationPid()) - consoleCpuBefore;
    const qint64 emulatorCpu = cpuTimeMs(supervisor.emulatorPid()) - emulatorCpuBefore;
    std::fprintf(stderr,
        "all namespaces: rows after %lld ms; CPU meanwhile: console %lld ms, emulator %lld ms\n",
        static_cast<long long>(rowsMs),
        static_cast<long long>(consoleCpu),
        static_cast<long long>(emulatorCpu));
    const QJsonObject handshakesAfter = handshakes();
    const auto since = [&](const QString &key) {
        return static_cast<long long>(
            handshakesAfter.value(key).toInteger() - handshakesBefore.value(key).toInteger());
    };
    std::fprintf(stderr,
        "all namespaces: %lld TLS handshakes, %lld of them resumed\n",
        since(u"begun"_s),
        since(u"resumed"_s));
    figure("all_namespaces_console_cpu_ms", double(consoleCpu));
    figure("all_namespaces_emulator_cpu_ms", double(emulatorCpu));
    figure("all_namespaces_ms", double(rowsMs));
    figure("all_namespaces_stall_ms", double(probe.longest()));
    figure("all_namespaces_rss_mb", residentMb());

    all.selectOneClusterEach();
    supervisor.emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, churn } });
    probe.start();
    runFor(10000);
    probe.stop();
    supervisor.emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    figure("churn_rss_mb", residentMb());
    figure("churn_stall_ms", double(probe.longest()));
    return supervisor.emulator.stop() == 0 ? 0 : 1;
}

// Hours of churn compressed into `minutes`: every namespace open, VM status changes at `churn`
// events/s all along, the resident set taken every second. The console gives freed memory back
// every ten seconds, so within a minute the resident set rises and falls by several megabytes,
// and one sample a minute lands anywhere in that. Each minute is therefore summed up by the
// median of its sixty samples. The first minute is the churn's start, with its own rise and
// fall; growth is measured from the second minute's median to the highest median after it.
int phaseSoak(int vms, int churn, int minutes)
{
    QNetworkAccessManager network;
    Supervisor supervisor;
    if (!supervisor.start(&network, vms, u"soak"_s))
        return 1;
    supervisor.settle();
    AllNamespaces all;
    all.open(supervisor.session.get());
    if (!waitFor(
            [&] {
                return all.clusterRows() >= vms / 10;
            },
            120000))
        return 1;
    all.selectOneClusterEach();
    supervisor.emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, churn } });
    std::vector<double> medians; // of each minute
    std::vector<double> atEnd; // of each minute
    StallProbe probe;
    for (int minute = 1; minute <= minutes; ++minute) {
        probe.start();
        std::vector<double> seconds;
        for (int second = 0; second < 60; ++second) {
            runFor(1000);
            seconds.push_back(residentMb());
        }
        probe.stop();
        atEnd.push_back(seconds.back());
        std::sort(seconds.begin(), seconds.end());
        medians.push_back(median(seconds));
        // What the allocator holds in use, beside what the process holds: growth in the one and
        // not the other is free memory the allocator keeps, not memory the console keeps.
        const struct mallinfo2 heap = mallinfo2();
        std::fprintf(stderr,
            "soak: minute %d, RSS median %.1f MB (%.1f-%.1f, %.1f at its end: anonymous %.1f, "
            "files %.1f), heap in use %.1f MB, longest stall %lld ms\n",
            minute,
            medians.back(),
            seconds.front(),
            seconds.back(),
            atEnd.back(),
            statusMb("RssAnon:"),
            statusMb("RssFile:"),
            double(heap.uordblks + heap.hblkhd) / 1e6,
            static_cast<long long>(probe.longest()));
        std::fflush(stderr);
    }
    supervisor.emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    if (medians.size() < 3)
        return 1;
    const double base = medians[1];
    const double top = *std::max_element(medians.begin() + 2, medians.end());
    const double endBase = atEnd.front();
    const double endTop = *std::max_element(atEnd.begin() + 1, atEnd.end());
    figure("soak_rss_growth_pct", (top - base) / base * 100.0);
    figure("soak_rss_second_minute_mb", base);
    figure("soak_rss_last_minute_mb", medians.back());
    // As the soak was measured before: one sample at each minute's end, from the first.
    figure("soak_rss_growth_minute_ends_pct", (endTop - endBase) / endBase * 100.0);
    return supervisor.emulator.stop() == 0 ? 0 : 1;
}

// Several Supervisors at once, every namespace of each open; then all of them live (a churn of
// `churn` events/s spread over them) for 10 s.
int phaseSupervisors(int count, int vms, int churn)
{
    QNetworkAccessManager network;
    std::vector<std::unique_ptr<Supervisor>> supervisors;
    for (int i = 0; i < count; ++i) {
        supervisors.push_back(std::make_unique<Supervisor>());
        if (!supervisors.back()->start(&network, vms, u"Supervisor %1"_s.arg(i + 1)))
            return 1;
    }
    for (auto &s : supervisors)
        s->settle();
    std::vector<std::unique_ptr<AllNamespaces>> views;
    StallProbe probe;
    QElapsedTimer t;
    probe.start();
    t.start();
    for (auto &s : supervisors) {
        views.push_back(std::make_unique<AllNamespaces>());
        views.back()->open(s->session.get());
    }
    const int clusters = vms / 10;
    if (!waitFor(
            [&] {
                return std::all_of(views.begin(), views.end(), [clusters](const auto &v) {
                    return v->clusterRows() >= clusters;
                });
            },
            300000)) {
        progress("%s\n", u"not every Supervisor's clusters came in"_s);
        return 1;
    }
    probe.stop();
    figure("supervisors5_open_ms", double(t.elapsed()));
    figure("supervisors5_open_stall_ms", double(probe.longest()));
    for (auto &v : views)
        v->selectOneClusterEach();
    for (auto &s : supervisors)
        s->emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, churn / count } });
    probe.start();
    runFor(10000);
    probe.stop();
    for (auto &s : supervisors)
        s->emulator.fault(QJsonObject { { u"churnEventsPerSecond"_s, 0 } });
    figure("supervisors5_stall_ms", double(probe.longest()));
    figure("supervisors5_rss_mb", residentMb());
    views.clear();
    bool clean = true;
    for (auto &s : supervisors)
        clean = s->emulator.stop() == 0 && clean;
    return clean ? 0 : 1;
}

// From starting vmray-console (a new user's settings, no Supervisor saved) to its window shown
// with the event loop running, as its vmray.startup log says.
int phaseColdStart()
{
    const QString console =
        QDir(QCoreApplication::applicationDirPath()).filePath(u"vmray-console"_s);
    if (!QFile::exists(console)) {
        progress("%s is not built\n", console);
        return 1;
    }
    QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
    env.insert(u"XDG_CACHE_HOME"_s, home.filePath(u"cache"_s));
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"QT_LOGGING_RULES"_s, u"vmray.startup.info=true"_s);
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(console, {});
    QByteArray said;
    const bool shown =
        waitFor(
            [&] {
                said += p.readAllStandardError();
                return said.contains("window shown") || p.state() == QProcess::NotRunning;
            },
            60000)
        && said.contains("window shown");
    const qint64 ms = t.elapsed();
    p.kill();
    p.waitForFinished(10000);
    if (!shown) {
        progress("the console did not show its window: %s\n", QString::fromLocal8Bit(said));
        return 1;
    }
    figure("cold_start_ms", double(ms));
    return 0;
}

int runPhase(const QStringList &args)
{
    const QString name = args.value(0);
    const auto number = [&](int at, int fallback) {
        bool ok = false;
        const int n = args.value(at).toInt(&ok);
        return ok ? n : fallback;
    };
    if (name == u"allvms"_s)
        return phaseAllVms(number(1, 10000));
    if (name == u"namespaces"_s)
        return phaseNamespaces(number(1, 10000), number(2, 2000));
    if (name == u"soak"_s)
        return phaseSoak(number(1, 10000), number(2, 2000), number(3, 30));
    if (name == u"supervisors"_s)
        return phaseSupervisors(number(1, 5), number(2, 10000), number(3, 2000));
    if (name == u"coldstart"_s)
        return phaseColdStart();
    progress("unknown phase %s\n", name);
    return 2;
}

// ---- the driver ----

struct Figure
{
    const char *key;
    const char *what;
    const char *goal;
    std::function<bool(double)> meets;
};

const std::vector<Figure> &figures()
{
    static const std::vector<Figure> all {
        { "all_vms_ms", "All VMs, 10,000 rows (model)", "<= 0.08x kubectl", nullptr },
        { "kubectl_all_vms_ms", "kubectl get vm -A, 10,000 VMs", "-", nullptr },
        { "all_namespaces_ms",
            "All 20 namespaces: cluster rows",
            "<= 250 ms",
            [](double v) {
                return v <= 250;
            } },
        { "all_namespaces_rss_mb",
            "All 20 namespaces: RSS",
            "<= 100 MB",
            [](double v) {
                return v <= 100;
            } },
        { "all_namespaces_stall_ms",
            "All 20 namespaces: longest stall",
            "<= 30 ms",
            [](double v) {
                return v <= 30;
            } },
        { "churn_rss_mb",
            "RSS after 10 s of 2,000 VM events/s",
            "<= 120 MB",
            [](double v) {
                return v <= 120;
            } },
        { "soak_rss_growth_pct",
            "Soak: RSS growth after the second minute",
            "<= 10 %",
            [](double v) {
                return v <= 10;
            } },
        { "watch_events_per_s",
            "Watch events decoded per second",
            ">= 150,000",
            [](double v) {
                return v >= 150000;
            } },
        { "fleet100k_all_vms_ms",
            "100,000 VMs: All VMs rows",
            "<= 1,500 ms",
            [](double v) {
                return v <= 1500;
            } },
        { "fleet100k_rss_mb",
            "100,000 VMs: RSS",
            "<= 600 MB",
            [](double v) {
                return v <= 600;
            } },
        { "supervisors5_rss_mb",
            "5 Supervisors x 10,000 VMs, all live: RSS",
            "<= 450 MB",
            [](double v) {
                return v <= 450;
            } },
        { "supervisors5_stall_ms",
            "5 Supervisors, all live: longest stall",
            "<= 50 ms",
            [](double v) {
                return v <= 50;
            } },
        { "cold_start_ms", "Cold start to a window", "-", nullptr },
    };
    return all;
}

struct Phase
{
    QStringList args;
    int runs;
    int timeoutMinutes;
};

// Runs one phase in a process of its own and gathers its figures.
QMap<QString, double> runPhaseProcess(const Phase &phase, QString *failure)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel); // its progress, as it comes
    p.start(QCoreApplication::applicationFilePath(), QStringList { u"--phase"_s } + phase.args);
    QMap<QString, double> out;
    if (!p.waitForFinished(phase.timeoutMinutes * 60 * 1000)) {
        p.kill();
        p.waitForFinished(10000);
        *failure = u"the phase \"%1\" did not finish in %2 minutes"_s.arg(phase.args.join(u' '))
                       .arg(phase.timeoutMinutes);
    } else if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *failure =
            u"the phase \"%1\" failed (exit %2)"_s.arg(phase.args.join(u' ')).arg(p.exitCode());
    }
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() == 3 && parts[0] == "figure")
            out.insert(QString::fromLatin1(parts[1]), parts[2].toDouble());
    }
    return out;
}

int drive(const QStringList &args)
{
    const bool json = args.contains(u"--json"_s);
    const bool quick = args.contains(u"--quick"_s);
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        bool ok = false;
        const int n = at >= 0 ? args.value(at + 1).toInt(&ok) : 0;
        return ok && n > 0 ? n : fallback;
    };
    const int runs = option(u"--runs"_s, 3);
    const int soakMinutes = std::max(3, option(u"--soak-minutes"_s, 30)); // growth needs three
    std::vector<Phase> phases {
        { { u"allvms"_s, u"10000"_s }, runs, 15 },
        { { u"namespaces"_s, u"10000"_s, u"2000"_s }, runs, 15 },
        { { u"coldstart"_s }, std::max(runs, 5), 5 },
    };
    if (!quick) {
        phases.push_back({ { u"allvms"_s, u"100000"_s }, 1, 40 });
        phases.push_back({ { u"supervisors"_s, u"5"_s, u"10000"_s, u"2000"_s }, 1, 40 });
        phases.push_back({ { u"soak"_s, u"10000"_s, u"2000"_s, QString::number(soakMinutes) },
            1,
            soakMinutes + 20 });
    }
    QMap<QString, std::vector<double>> values;
    QMap<QString, QString> reasons;
    for (const Phase &phase : phases) {
        for (int run = 0; run < phase.runs; ++run) {
            progress("%s\n",
                u"phase %1, run %2 of %3"_s.arg(phase.args.join(u' '))
                    .arg(run + 1)
                    .arg(phase.runs));
            QString failure;
            const QMap<QString, double> got = runPhaseProcess(phase, &failure);
            for (auto it = got.cbegin(); it != got.cend(); ++it)
                values[it.key()].push_back(it.value());
            if (!failure.isEmpty()) {
                progress("%s\n", failure);
                for (const Figure &f : figures())
                    reasons.insert(QString::fromLatin1(f.key), failure);
            }
        }
    }
    const QString skipped = u"not measured with --quick"_s;
    QJsonObject result;
    QMap<QString, double> medians;
    for (const Figure &f : figures()) {
        const QString key = QString::fromLatin1(f.key);
        if (values.contains(key)) {
            medians.insert(key, median(values.value(key)));
            result.insert(key, medians.value(key));
        } else {
            result.insert(key, QJsonValue::Null);
            QString reason = reasons.value(key);
            if (reason.isEmpty())
                reason = quick                       ? skipped
                    : key == u"kubectl_all_vms_ms"_s ? u"kubectl is not on the PATH"_s
                                                     : u"the phase gave no figure"_s;
            reasons.insert(key, reason);
            progress("%s\n", u"%1 is null: %2"_s.arg(key, reason));
        }
    }
    if (json) {
        std::printf("%s\n", QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
        return 0;
    }
    // Figures beside the goals, printed in the table only: what explains the goals' figures.
    static const std::pair<const char *, const char *> alsoMeasured[] {
        { "all_namespaces_console_cpu_ms", "All 20 namespaces: console CPU until rows (ms)" },
        { "all_namespaces_emulator_cpu_ms", "All 20 namespaces: emulator CPU meanwhile (ms)" },
        { "churn_stall_ms", "2,000 VM events/s: longest stall (ms)" },
        { "all_vms_sort_ms", "All VMs, 10,000 rows: sort by name (ms)" },
        { "all_vms_filter_ms", "All VMs, 10,000 rows: filter (ms)" },
        { "fleet100k_stall_ms", "100,000 VMs: longest stall while listing (ms)" },
        { "fleet100k_sort_ms", "100,000 VMs: sort by name (ms)" },
        { "fleet100k_filter_ms", "100,000 VMs: filter (ms)" },
        { "supervisors5_open_ms", "5 Supervisors: every namespace's rows (ms)" },
        { "supervisors5_open_stall_ms", "5 Supervisors: longest stall while opening (ms)" },
        { "soak_rss_second_minute_mb", "Soak: RSS in the second minute, median (MB)" },
        { "soak_rss_last_minute_mb", "Soak: RSS in the last minute, median (MB)" },
        { "soak_rss_growth_minute_ends_pct", "Soak: RSS growth, minutes' ends only (%)" },
    };
    std::printf("%-46s %12s  %-18s %s\n", "figure", "value", "goal", "");
    for (const Figure &f : figures()) {
        const QString key = QString::fromLatin1(f.key);
        QString value = u"-"_s;
        QString verdict;
        if (medians.contains(key)) {
            const double v = medians.value(key);
            value = QString::number(v, 'f', v < 100 ? 1 : 0);
            if (f.meets)
                verdict = f.meets(v) ? u"meets"_s : u"misses"_s;
            else if (key == u"all_vms_ms"_s && medians.contains(u"kubectl_all_vms_ms"_s)) {
                const double ratio = v / medians.value(u"kubectl_all_vms_ms"_s);
                verdict = u"%1x kubectl: %2"_s.arg(ratio, 0, 'f', 3)
                              .arg(ratio <= 0.08 ? u"meets"_s : u"misses"_s);
            }
        } else {
            verdict = reasons.value(key);
        }
        std::printf(
            "%-46s %12s  %-18s %s\n", f.what, qPrintable(value), f.goal, qPrintable(verdict));
    }
    std::printf("\nalso measured\n");
    for (const auto &[key, what] : alsoMeasured) {
        const std::vector<double> got = values.value(QString::fromLatin1(key));
        if (!got.empty()) {
            const double v = median(got);
            std::printf("%-46s %12s\n", what, qPrintable(QString::number(v, 'f', v < 100 ? 1 : 0)));
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    vmray::kube::limitAllocatorArenas(); // as the console does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    vmray::kube::returnFreedMemoryPeriodically(&app); // as the console does
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.value(0) == u"--phase"_s)
        return runPhase(args.mid(1));
    if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
        std::printf("usage: vmray-bench [--json] [--quick] [--runs N] [--soak-minutes M]\n");
        return 0;
    }
    return drive(args);
}
