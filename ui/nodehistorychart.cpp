#include "nodehistorychart.h"

#include "presentation.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <functional>

namespace vmray {

namespace {
using Reading = std::function<std::optional<double>(const ray::RayNodeSample &)>;

struct Series
{
    QString name;
    Reading read;
    Qt::PenStyle style;
    QColor color;
};
} // namespace

NodeHistoryChart::NodeHistoryChart(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(90);
    setAccessibleName(tr("Node use over time"));
    setHistory({}, {}, m_window);
}

QString NodeHistoryChart::summaryText() const
{
    if (m_node.isEmpty())
        return tr("Select a node to see its use over time.");
    if (m_samples.isEmpty())
        return tr("No readings of %1 from Ray's dashboard yet.").arg(m_node);
    const ray::RayNodeSample &last = m_samples.last();
    const auto value = [](std::optional<double> v) {
        return v ? PresentationProxy::percentText(*v) : tr("no reading");
    };
    QString text = tr("%1, last %n minute(s): CPU %2 (solid line), memory %3 (dashed line), "
                      "GPU %4 (dotted line).",
        nullptr,
        static_cast<int>(std::chrono::duration_cast<std::chrono::minutes>(m_window).count()))
                       .arg(m_node, value(last.cpuPercent), value(last.memoryPercent))
                       .arg(value(last.gpuPercent));
    if (!last.alive)
        text += u' ' + tr("Ray reports the node dead.");
    return text;
}

void NodeHistoryChart::setHistory(
    const QString &node, const QList<ray::RayNodeSample> &samples, std::chrono::milliseconds window)
{
    m_node = node;
    m_samples = samples;
    m_window = window;
    const QString summary = summaryText();
    setToolTip(summary);
    setAccessibleDescription(summary);
    update();
}

void NodeHistoryChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF metrics(font());
    const qreal axisWidth = metrics.horizontalAdvance(PresentationProxy::percentText(100)) + 6;
    const qreal legendHeight = metrics.height() + 4;
    const QRectF area =
        QRectF(rect()).adjusted(axisWidth, 4, -4, -(legendHeight + metrics.height() + 2));
    if (area.width() < 20 || area.height() < 20)
        return;

    // Grid at 0, 50 and 100 %, labelled.
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(area);
    p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
    p.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    p.setPen(palette().color(QPalette::WindowText));
    for (const int percent : { 0, 50, 100 }) {
        const qreal y = area.bottom() - area.height() * percent / 100.0;
        p.drawText(QRectF(0, y - metrics.height() / 2, axisWidth - 4, metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter,
            PresentationProxy::percentText(percent));
    }

    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 span = std::max<qint64>(1000, m_window.count());
    const QDateTime start = now.addMSecs(-span);
    const auto xOf = [&](const QDateTime &t) {
        return area.left() + area.width() * double(start.msecsTo(t)) / double(span);
    };
    // Time labels at both ends.
    const QRectF timeRow(area.left(), area.bottom() + 1, area.width(), metrics.height());
    p.drawText(timeRow,
        Qt::AlignLeft | Qt::AlignTop,
        QLocale().toString(start.toLocalTime().time(), QLocale::ShortFormat));
    p.drawText(timeRow, Qt::AlignRight | Qt::AlignTop, tr("now"));

    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QList<Series> series {
        { tr("CPU"),
            [](const ray::RayNodeSample &s) {
                return s.cpuPercent;
            },
            Qt::SolidLine,
            QColor(dark ? "#64b5f6" : "#1565c0") },
        { tr("Memory"),
            [](const ray::RayNodeSample &s) {
                return s.memoryPercent;
            },
            Qt::DashLine,
            QColor(dark ? "#ce93d8" : "#6a1b9a") },
        { tr("GPU"),
            [](const ray::RayNodeSample &s) {
                return s.gpuPercent;
            },
            Qt::DotLine,
            QColor(dark ? "#81c784" : "#2e7d32") },
    };
    // A gap of more than three usual spacings is an outage: no line is drawn across it.
    QList<qint64> spacings;
    for (qsizetype i = 1; i < m_samples.size(); ++i)
        spacings << m_samples.at(i - 1).time.msecsTo(m_samples.at(i).time);
    std::sort(spacings.begin(), spacings.end());
    const qint64 usual = spacings.isEmpty() ? 0 : spacings.at(spacings.size() / 2);
    const qint64 outage = std::max<qint64>(3 * usual, 1000);

    p.save();
    p.setClipRect(area.adjusted(-1, -1, 1, 1));
    for (const Series &line : series) {
        QPainterPath path;
        bool drawing = false;
        QDateTime previous;
        for (const ray::RayNodeSample &s : std::as_const(m_samples)) {
            const std::optional<double> v = line.read(s);
            if (previous.isValid() && previous.msecsTo(s.time) > outage)
                drawing = false;
            previous = s.time;
            if (!v || !s.alive) {
                drawing = false; // a gap where there is no reading
                continue;
            }
            const QPointF point(
                xOf(s.time), area.bottom() - area.height() * std::clamp(*v, 0.0, 100.0) / 100.0);
            if (drawing)
                path.lineTo(point);
            else
                path.moveTo(point);
            drawing = true;
        }
        p.setPen(QPen(line.color, 2, line.style));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    p.restore();

    // The legend: each series' line style beside its name.
    qreal x = area.left();
    const qreal y = rect().bottom() - legendHeight / 2;
    for (const Series &line : series) {
        p.setPen(QPen(line.color, 2, line.style));
        p.drawLine(QPointF(x, y), QPointF(x + 22, y));
        x += 26;
        p.setPen(palette().color(QPalette::WindowText));
        const qreal width = metrics.horizontalAdvance(line.name);
        p.drawText(QRectF(x, y - metrics.height() / 2, width + 2, metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            line.name);
        x += width + 14;
    }
}

} // namespace vmray
