#include "benchsupport.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QEvent>
#include <QEventLoop>
#include <QFile>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace vmray::bench {

StallProbe::StallProbe()
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(5);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const qint64 gap = m_clock.restart();
        m_gaps.push_back(gap);
    });
}

void StallProbe::start()
{
    m_gaps.clear();
    m_clock.start();
    m_timer.start();
}

qint64 StallProbe::longest() const
{
    return m_gaps.empty() ? 0 : *std::max_element(m_gaps.begin(), m_gaps.end()) - 5;
}

qint64 StallProbe::percentile(double p) const
{
    if (m_gaps.empty())
        return 0;
    std::vector<qint64> sorted = m_gaps;
    std::sort(sorted.begin(), sorted.end());
    return sorted.at(size_t(p * double(sorted.size() - 1))) - 5;
}

QString memory()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return {};
    QStringList out;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:") || line.startsWith("VmHWM:"))
            out << QString::fromLatin1(line.simplified());
    }
    return out.join(u", "_s);
}

double residentMb()
{
    return statusMb("VmRSS:");
}

double statusMb(const char *field)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field)) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            return fields.size() >= 2 ? fields.at(1).toDouble() * 1024.0 / 1e6 : -1;
        }
    }
    return -1;
}

PaintWatch::PaintWatch(
    QWidget *viewport, const QAbstractItemModel *model, const QElapsedTimer &clock)
    : m_model(model)
    , m_clock(clock)
{
    viewport->installEventFilter(this);
}

bool PaintWatch::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Paint || m_inside)
        return false;
    // Paint now, inside the filter, to know when the paint is over.
    const int rows = m_model->rowCount();
    m_inside = true;
    QCoreApplication::sendEvent(watched, event);
    m_inside = false;
    ++m_paints;
    m_rows = rows;
    m_lastEnd = m_clock.elapsed();
    if (m_firstRowsEnd < 0 && rows > 0)
        m_firstRowsEnd = m_lastEnd;
    return true;
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QTimer heartbeat; // wakes the loop to check `done` when nothing else does
    heartbeat.start(10);
    while (!done() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    return done();
}

void runFor(int ms)
{
    waitFor(
        [] {
            return false;
        },
        ms);
}

qint64 cpuTimeMs(qint64 pid, qint64 thread)
{
    QFile stat(
        thread > 0 ? u"/proc/%1/task/%2/stat"_s.arg(pid).arg(thread) : u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // The fields after the command (which may hold spaces): state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    const qint64 ticks = fields.at(11).toLongLong() + fields.at(12).toLongLong();
    return ticks * 1000 / sysconf(_SC_CLK_TCK);
}

qint64 waitUntilIdle(qint64 pid)
{
    QElapsedTimer waited;
    waited.start();
    qint64 before = cpuTimeMs(pid);
    while (before >= 0 && waited.elapsed() < 30000) {
        QEventLoop window;
        QTimer::singleShot(500, &window, &QEventLoop::quit);
        window.exec();
        const qint64 after = cpuTimeMs(pid);
        if (after - before < 25)
            break;
        before = after;
    }
    return waited.elapsed();
}

} // namespace vmray::bench
