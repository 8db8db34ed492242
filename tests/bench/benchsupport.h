// What the console benches measure with: event-loop stalls, memory, CPU time, paints, and a
// wait that runs the event loop as an application does.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <vector>

class QAbstractItemModel;
class QWidget;

namespace vmray::bench {

// Measures how late a 5 ms timer fires: the longest time the event loop was busy.
class StallProbe : public QObject
{
public:
    StallProbe();
    void start();
    void stop() { m_timer.stop(); }
    qint64 longest() const;
    qint64 percentile(double p) const;

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::vector<qint64> m_gaps;
};

// "VmRSS: …, VmHWM: …" of this process, as /proc says it.
QString memory();
// This process's resident set, in MB (10^6 bytes); -1 when unknown.
double residentMb();
// One field of /proc/self/status given in kB ("RssAnon:", "RssFile:"), in MB; -1 when unknown.
double statusMb(const char *field);

// The paints of a view: when one ends, and how many rows its model had then. Rows count as shown
// once a paint that has them is over.
class PaintWatch : public QObject
{
public:
    PaintWatch(QWidget *viewport, const QAbstractItemModel *model, const QElapsedTimer &clock);
    int count() const { return m_paints; }
    int paintedRows() const { return m_rows; }
    qint64 firstRowsEnd() const { return m_firstRowsEnd; }
    qint64 lastPaintEnd() const { return m_lastEnd; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const QAbstractItemModel *m_model;
    const QElapsedTimer &m_clock;
    bool m_inside = false;
    int m_paints = 0;
    int m_rows = 0;
    qint64 m_firstRowsEnd = -1;
    qint64 m_lastEnd = -1;
};

// Runs the event loop as an application does, sleeping until there is work: polling in a loop
// would take a core from the decoding threads and the emulator.
bool waitFor(const std::function<bool()> &done, int timeoutMs);
// Runs the event loop for this long.
void runFor(int ms);

// CPU time (ms) a process, or one of its threads, has used so far.
qint64 cpuTimeMs(qint64 pid, qint64 thread = 0);
// Waits (up to 30 s) until the process uses under 5% of a core over half a second.
qint64 waitUntilIdle(qint64 pid);

} // namespace vmray::bench
