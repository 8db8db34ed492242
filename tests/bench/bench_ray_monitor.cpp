// The cost of reading Ray dashboards: one namespace of 100 clusters of ten nodes, each cluster's
// dashboard polled every 5 s and joined into the rows, measured as the console's CPU time (every
// thread, as % of one core) over a window, then the GUI thread's worst stall over a second window
// of the same length (the 1 ms probe that measures stalls costs a few % of a core itself), beside
// the stalls of a window before monitoring began, which are the machine's own. The
// emulator serving the dashboards runs in the idle scheduling class, as if on other machines.
// With --alarm-watch the same hundred dashboards are read by the alarm watch of the Supervisor
// instead (every running cluster of every namespace, nodes and autoscaler status, as a connected
// Supervisor is watched whatever is on screen), and its evaluations judged.
// Usage: bench_ray_monitor [--seconds N] [--alarm-watch]   (each window; default 60, 5 to 3600)
#include "console/alarmwatch.h"
#include "emulatorfixture.h"
#include "items/alarmbook.h"
#include "items/workspacemodels.h"
#include "ray/namespaceworkspace.h"
#include "ray/raymonitor.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QNetworkAccessManager>
#include <QTimer>

#include <sched.h>
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {

constexpr int clusterCount = 100;
constexpr int nodesPerCluster = 10;
constexpr std::chrono::seconds pollInterval(5);

qint64 guiThreadCpuNs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// How late each tick of a 1 ms timer fires: how long the GUI thread could not take an event.
// On a loaded machine a tick is also late while the thread waits for a core; the thread's own
// CPU time between two ticks tells how much of the lateness was its own work.
class StallProbe : public QObject
{
public:
    StallProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 gap = m_clock.nsecsElapsed();
            m_clock.restart();
            const qint64 cpu = guiThreadCpuNs();
            m_latenessUs.push_back(std::max<qint64>(0, gap / 1000 - 1000));
            m_busyUs.push_back((cpu - m_cpu) / 1000);
            m_cpu = cpu;
        });
    }
    void start()
    {
        m_latenessUs.clear();
        m_busyUs.clear();
        m_clock.start();
        m_cpu = guiThreadCpuNs();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double worstMs() const { return worst(m_latenessUs); }
    double percentileMs(double p) const
    {
        if (m_latenessUs.empty())
            return 0;
        std::vector<qint64> sorted = m_latenessUs;
        std::sort(sorted.begin(), sorted.end());
        return double(sorted.at(size_t(p * double(sorted.size() - 1)))) / 1000;
    }
    // The most CPU time the GUI thread spent between two ticks.
    double worstBusyMs() const { return worst(m_busyUs); }
    // The GUI thread's CPU time before the latest tick.
    double busyOfWorstMs() const
    {
        if (m_latenessUs.empty())
            return 0;
        const auto at = std::max_element(m_latenessUs.begin(), m_latenessUs.end());
        return double(m_busyUs.at(size_t(at - m_latenessUs.begin()))) / 1000;
    }
    qint64 ticksLaterThan(qint64 ms) const
    {
        return std::count_if(m_latenessUs.begin(), m_latenessUs.end(), [ms](qint64 us) {
            return us > ms * 1000;
        });
    }
    size_t ticks() const { return m_latenessUs.size(); }

private:
    static double worst(const std::vector<qint64> &us)
    {
        return us.empty() ? 0 : double(*std::max_element(us.begin(), us.end())) / 1000;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_cpu = 0;
    std::vector<qint64> m_latenessUs;
    std::vector<qint64> m_busyUs;
};

qint64 cpuMicroseconds(int who)
{
    rusage usage {};
    getrusage(who, &usage);
    return qint64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 + usage.ru_utime.tv_usec
        + usage.ru_stime.tv_usec;
}

// CPU used by this process (every thread) and by the GUI thread over a stretch of wall time.
struct CpuWindow
{
    qint64 processStart = cpuMicroseconds(RUSAGE_SELF);
    qint64 guiStart = cpuMicroseconds(RUSAGE_THREAD); // made on the GUI thread
    QElapsedTimer wall;
    CpuWindow() { wall.start(); }
    double processPercent() const
    {
        return 100.0 * double(cpuMicroseconds(RUSAGE_SELF) - processStart)
            / (double(wall.nsecsElapsed()) / 1000.0);
    }
    double guiPercent() const
    {
        return 100.0 * double(cpuMicroseconds(RUSAGE_THREAD) - guiStart)
            / (double(wall.nsecsElapsed()) / 1000.0);
    }
};

// Runs the event loop as an application does, sleeping until there is work, until `done` holds
// or `timeoutMs` have passed.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QTimer heartbeat; // wakes the loop to check `done` when nothing else does
    heartbeat.start(50);
    while (!done() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    return done();
}

void runFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

QString loadAverage()
{
    QFile file(u"/proc/loadavg"_s);
    if (!file.open(QIODevice::ReadOnly))
        return u"unknown"_s;
    return QString::fromLatin1(file.readAll().split(' ').mid(0, 3).join(' '));
}

// The emulator's hundred dashboards stand in for servers that in use run on other machines:
// under SCHED_IDLE they run only on cores the console leaves, so a stall measured is the
// console's. Linux schedules each thread apart: every thread is set, and the threads they start
// later inherit it. Returns how many threads were set.
int yieldEmulator(qint64 pid)
{
    int lowered = 0;
    const QStringList threads =
        QDir(u"/proc/%1/task"_s.arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    const sched_param idle {};
    for (const QString &tid : threads)
        lowered += sched_setscheduler(pid_t(tid.toLongLong()), SCHED_IDLE, &idle) == 0 ? 1 : 0;
    return lowered;
}

int clustersAnswered(const ray::NamespaceWorkspace &workspace)
{
    int answered = 0;
    for (const QString &name : workspace.summaries().keys()) {
        const ray::RayClusterObservation *o = workspace.rayObservation(name);
        if (o && o->reach == ray::RayReach::Reachable && o->hasNodes
            && o->nodes.size() >= nodesPerCluster)
            ++answered;
    }
    return answered;
}

// The emulator as a Supervisor the console trusts by its CA.
ConnectionProfile emulatorProfile(const EmulatorFixture &emu)
{
    ConnectionProfile profile =
        ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
    profile.apiPort = emu.url().port();
    profile.trust = ConnectionProfile::Trust::CaFile;
    profile.caFile = emu.caFile();
    return profile;
}

// The alarm watch of a Supervisor of 100 running clusters: CPU and stalls while it reads every
// dashboard and judges the alarms.
int benchAlarmWatch(QGuiApplication &app, EmulatorFixture &emu, int seconds)
{
    QNetworkAccessManager network;
    const ConnectionProfile profile = emulatorProfile(emu);
    ConnectionPolicy policy(&network, nullptr, nullptr);
    policy.connectTo(profile, emu.password());
    if (!waitFor(
            [&] {
                return policy.connection() && policy.connection()->isVmOperatorDiscovered();
            },
            30000)) {
        std::fprintf(stderr, "login failed\n");
        return 1;
    }
    StallProbe probe;
    {
        probe.start();
        runFor(seconds * 1000);
        probe.stop();
        std::printf("before watching, %d s: GUI worst stall %.1f ms (p99 %.1f ms); load average "
                    "%s\n",
            seconds,
            probe.worstMs(),
            probe.percentileMs(0.99),
            qPrintable(loadAverage()));
        std::fflush(stdout);
    }
    AlarmBook book;
    AlarmWatch watch(policy.connection(), &book, u"bench"_s, kube::Follower::Tracker {});
    watch.setRayLoopbackOnly(true);
    watch.setPasswordAtHand(true);
    QSet<QString> answered;
    qint64 reads = 0;
    qint64 reports = 0;
    QObject::connect(
        &watch, &AlarmWatch::dashboardRead, &app, [&](const QString &ns, const QString &cluster) {
            answered.insert(ns + u'/' + cluster);
            ++reads;
        });
    QObject::connect(&book, &AlarmBook::reported, &app, [&reports] {
        ++reports;
    });
    QElapsedTimer setup;
    setup.start();
    watch.start();
    if (!waitFor(
            [&] {
                return answered.size() >= clusterCount;
            },
            60000)) {
        std::fprintf(stderr,
            "only %lld of %d dashboards answered the alarm watch (%d read)\n",
            qint64(answered.size()),
            clusterCount,
            watch.pollerCount());
        return 1;
    }
    std::printf("%d clusters' dashboards answered the alarm watch %lld ms after it started; "
                "measuring CPU for %d s, then stalls for %d s\n",
        clusterCount,
        setup.elapsed(),
        seconds,
        seconds);
    std::fflush(stdout);
    reads = 0;
    reports = 0;
    const QString loadBefore = loadAverage();
    const CpuWindow cpu;
    runFor(seconds * 1000);
    const double processPercent = cpu.processPercent();
    const double guiPercent = cpu.guiPercent();
    const qint64 cpuReads = reads;
    const qint64 cpuReports = reports;
    probe.start();
    runFor(seconds * 1000);
    probe.stop();
    std::printf("alarm watch: %d clusters x %d nodes, interval %lld s, %d s: CPU %.1f %% of one "
                "core (the GUI thread %.2f %%), GUI worst stall %.1f ms (p99 %.1f ms); %lld "
                "dashboard reads and %lld evaluations in the CPU window; %lld alarms triggered\n",
        clusterCount,
        nodesPerCluster,
        qint64(pollInterval.count()),
        seconds,
        processPercent,
        guiPercent,
        probe.worstMs(),
        probe.percentileMs(0.99),
        cpuReads,
        cpuReports,
        qint64(book.alarms().size()));
    std::printf(
        "  load average before %s, after %s\n", qPrintable(loadBefore), qPrintable(loadAverage()));
    return emu.stop() == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    int seconds = 60;
    bool alarmWatch = false;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == u"--seconds"_s && i + 1 < args.size()) {
            seconds = args.at(++i).toInt();
        } else if (args.at(i) == u"--alarm-watch"_s) {
            alarmWatch = true;
        } else {
            std::fprintf(stderr, "usage: bench_ray_monitor [--seconds N] [--alarm-watch]\n");
            return 2;
        }
    }
    if (seconds < 5 || seconds > 3600) {
        std::fprintf(stderr, "--seconds must be between 5 and 3600\n");
        return 2;
    }

    // One namespace of 100 clusters of a head and nine workers, every head serving its dashboard
    // on the port the console reads (8265) at its loopback service address.
    EmulatorFixture emu;
    if (!emu.start({ u"--seed"_s,
            u"fleet:%1"_s.arg(clusterCount * nodesPerCluster),
            u"--fleet-namespaces"_s,
            u"1"_s,
            u"--ray-dashboard-port"_s,
            u"8265"_s })) {
        std::fprintf(stderr, "the emulator did not start\n");
        return 1;
    }
    const qint64 emulatorPid = emu.ready().value(u"pid"_s).toInteger();
    if (emulatorPid <= 0 || yieldEmulator(emulatorPid) == 0) {
        std::fprintf(
            stderr, "the emulator's threads could not be given the idle scheduling class\n");
        return 1;
    }
    if (alarmWatch)
        return benchAlarmWatch(app, emu, seconds);
    QNetworkAccessManager network;
    const ConnectionProfile profile = emulatorProfile(emu);
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

    ray::NamespaceWorkspace workspace(
        session.client(), session.cacheTracker(), u"fleet-0"_s, u"v1alpha2"_s);
    WorkspaceModels models(&workspace);
    workspace.start();
    if (!waitFor(
            [&] {
                return models.clusters()->rowCount() >= clusterCount && workspace.isSynced();
            },
            60000)) {
        std::fprintf(stderr,
            "fleet-0 shows %d of %d clusters\n",
            models.clusters()->rowCount(),
            clusterCount);
        return 1;
    }
    // As in the window: one cluster selected, its nodes in the node table; its dashboard is
    // asked for status and jobs as well.
    workspace.selectCluster(models.clusters()->rowAt(0).name);

    // What the machine alone does to a 1 ms timer over a window as long as the one measured
    // later, with the namespace open and nothing read from Ray: other programs share the cores.
    StallProbe probe;
    {
        probe.start();
        runFor(seconds * 1000);
        probe.stop();
        std::printf("before monitoring, %d s: GUI worst stall %.1f ms (p99 %.1f ms, GUI thread "
                    "busy at most %.1f ms between two ticks); %lld of %zu ticks over 16 ms late; "
                    "load average %s\n",
            seconds,
            probe.worstMs(),
            probe.percentileMs(0.99),
            probe.worstBusyMs(),
            probe.ticksLaterThan(16),
            probe.ticks(),
            qPrintable(loadAverage()));
        std::fflush(stdout);
    }

    workspace.monitorRay(&network, pollInterval, /*loopbackOnly*/ true);
    ray::RayMonitor *monitor = workspace.rayMonitor();
    QElapsedTimer setup;
    setup.start();
    if (!waitFor(
            [&] {
                return clustersAnswered(workspace) >= clusterCount;
            },
            60000)) {
        const QJsonObject dashboards =
            emu.get(u"/emulator/v1/ray-dashboards"_s, emu.adminToken()).json();
        int listening = 0;
        for (const QJsonValue d : dashboards.value(u"dashboards"_s).toArray())
            listening += d[u"listening"_s].toBool() ? 1 : 0;
        std::fprintf(stderr,
            "only %d of %d dashboards answered with their nodes (%d listening at the emulator; "
            "another program may hold port 8265 on their addresses)\n%s",
            clustersAnswered(workspace),
            clusterCount,
            listening,
            emu.errorOutput().right(2000).constData());
        return 1;
    }
    const qint64 firstAnswers = setup.elapsed();

    // A poll of a cluster's nodes is one new reading time; other changes (status, jobs of the
    // selected cluster) are counted apart.
    QHash<QString, QDateTime> readAt;
    qint64 nodePolls = 0;
    qint64 changes = 0;
    qint64 outages = 0;
    QObject::connect(monitor, &ray::RayMonitor::observationChanged, &app, [&](const QString &c) {
        ++changes;
        const ray::RayClusterObservation *o = monitor->observation(c);
        if (o && o->hasNodes && readAt.value(c) != o->nodesReadAt) {
            readAt.insert(c, o->nodesReadAt);
            ++nodePolls;
        }
    });
    QObject::connect(monitor, &ray::RayMonitor::dashboardUnreachable, &app, [&outages] {
        ++outages;
    });
    for (const QString &name : workspace.summaries().keys()) {
        if (const ray::RayClusterObservation *o = workspace.rayObservation(name))
            readAt.insert(name, o->nodesReadAt);
    }
    qint64 clusterRowUpdates = 0;
    qint64 nodeRowUpdates = 0;
    QObject::connect(
        models.clusters(), &QAbstractItemModel::dataChanged, &app, [&clusterRowUpdates] {
            ++clusterRowUpdates;
        });
    QObject::connect(models.nodes(), &QAbstractItemModel::dataChanged, &app, [&nodeRowUpdates] {
        ++nodeRowUpdates;
    });

    std::printf("%d clusters' dashboards answered %lld ms after monitoring began; measuring "
                "CPU for %d s, then stalls for %d s\n",
        clusterCount,
        firstAnswers,
        seconds,
        seconds);
    std::fflush(stdout);
    const QString loadBefore = loadAverage();
    const CpuWindow cpu;
    runFor(seconds * 1000);
    const double processPercent = cpu.processPercent();
    const double guiPercent = cpu.guiPercent();
    const qint64 cpuPolls = nodePolls;

    probe.start();
    const CpuWindow cpuWithProbe;
    runFor(seconds * 1000);
    probe.stop();
    const double processWithProbe = cpuWithProbe.processPercent();

    std::printf("ray monitor: %d clusters x %d nodes, interval %lld s, %d s: CPU %.1f %% of one "
                "core, GUI worst stall %.1f ms (p99 %.1f ms), %lld polls\n",
        clusterCount,
        nodesPerCluster,
        qint64(pollInterval.count()),
        seconds,
        processPercent,
        probe.worstMs(),
        probe.percentileMs(0.99),
        cpuPolls);
    std::printf("  CPU: every thread %.2f %%, the GUI thread %.2f %%; %.2f %% while the stall "
                "probe ran\n",
        processPercent,
        guiPercent,
        processWithProbe);
    std::printf("  stalls: GUI thread busy at most %.1f ms between two probe ticks, %.1f ms before "
                "the latest (the rest of a stall is waiting for a core); %lld of %zu ticks over "
                "16 ms late\n",
        probe.worstBusyMs(),
        probe.busyOfWorstMs(),
        probe.ticksLaterThan(16),
        probe.ticks());
    std::printf("  about %lld polls expected in each window, %lld in both; %lld observation "
                "changes; %lld cluster row and %lld node row updates; %lld dashboards lost\n",
        qint64(clusterCount) * seconds / pollInterval.count(),
        nodePolls,
        changes,
        clusterRowUpdates,
        nodeRowUpdates,
        outages);
    std::printf(
        "  load average before %s, after %s\n", qPrintable(loadBefore), qPrintable(loadAverage()));
    return emu.stop() == 0 ? 0 : 1;
}
