#include "healthtimeline.h"

#include "presentation.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

namespace vmray {

HealthTimeline::HealthTimeline(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(56);
    setAccessibleName(tr("Nodes running over time"));
    setSamples({});
}

QString HealthTimeline::summaryText() const
{
    if (m_samples.isEmpty())
        return tr("No nodes recorded yet.");
    const ray::HealthSample &last = m_samples.last();
    // The legend in words: the chart's colour and line style are not needed to read it.
    return tr("%1 of %n node(s) running (filled area; wanted: dashed line) since %2",
        nullptr,
        last.desired)
        .arg(last.running)
        .arg(QLocale().toString(m_samples.first().time.toLocalTime().time(), QLocale::ShortFormat));
}

void HealthTimeline::setSamples(const QList<ray::HealthSample> &samples)
{
    m_samples = samples;
    QStringList steps;
    for (const ray::HealthSample &s : samples)
        steps << tr("%1: %2 of %3 running")
                     .arg(QLocale().toString(s.time.toLocalTime().time()))
                     .arg(s.running)
                     .arg(s.desired);
    const QString recent = steps.mid(std::max<qsizetype>(0, steps.size() - 12)).join(u'\n');
    setToolTip(recent);
    setAccessibleDescription(recent.isEmpty() ? summaryText() : summaryText() + u'\n' + recent);
    update();
}

void HealthTimeline::setDataUntil(const QDateTime &until)
{
    if (m_dataUntil == until)
        return;
    m_dataUntil = until;
    update();
}

void HealthTimeline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -14);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(area);
    if (m_samples.isEmpty())
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Known up to here: now, or the moment the data stopped being current.
    const QDateTime known = m_dataUntil.isValid() ? std::min(m_dataUntil, now) : now;
    const QDateTime first = m_samples.first().time;
    // At least the last minute, so a fresh timeline still reads left to right up to now.
    const QDateTime start = std::min(first, now.addSecs(-60));
    const qint64 span = std::max<qint64>(1, start.msecsTo(now));
    int top = 1;
    for (const ray::HealthSample &s : m_samples)
        top = std::max({ top, s.running, s.desired });
    const auto x = [&](const QDateTime &t) {
        return area.left() + area.width() * double(start.msecsTo(t)) / double(span);
    };
    const auto y = [&](int v) {
        return area.bottom() - area.height() * v / double(top);
    };

    QPainterPath running;
    QPainterPath desired;
    running.moveTo(x(first), area.bottom());
    for (qsizetype i = 0; i < m_samples.size(); ++i) {
        const ray::HealthSample &s = m_samples.at(i);
        const QDateTime end = i + 1 < m_samples.size() ? m_samples.at(i + 1).time : known;
        running.lineTo(x(s.time), y(s.running));
        running.lineTo(x(end), y(s.running));
        if (i == 0)
            desired.moveTo(x(s.time), y(s.desired));
        else
            desired.lineTo(x(s.time), y(s.desired));
        desired.lineTo(x(end), y(s.desired));
    }
    running.lineTo(x(known), area.bottom());
    running.closeSubpath();
    const bool stale = known < now;
    QColor fill = stale ? palette().color(QPalette::Disabled, QPalette::Text)
                        : PresentationProxy::healthColor(int(ray::ClusterHealth::Healthy));
    fill.setAlpha(110);
    p.fillPath(running, fill);
    p.setPen(QPen(palette().color(stale ? QPalette::Disabled : QPalette::Active, QPalette::Text),
        1.5,
        Qt::DashLine));
    p.drawPath(desired);
    // While its namespace was closed, nothing was watched.
    for (qsizetype i = 0; i + 1 < m_samples.size(); ++i) {
        if (m_samples.at(i).unwatchedAfter) {
            const QRectF unwatched(QPointF(x(m_samples.at(i).time), area.top()),
                QPointF(x(m_samples.at(i + 1).time), area.bottom()));
            p.fillRect(unwatched, palette().color(QPalette::Window));
            p.fillRect(unwatched, QBrush(palette().color(QPalette::Mid), Qt::BDiagPattern));
        }
    }
    if (stale) {
        // Since then nothing is known.
        const QRectF unknown(QPointF(x(known), area.top()), area.bottomRight());
        p.fillRect(unknown, QBrush(palette().color(QPalette::Mid), Qt::BDiagPattern));
    }
    p.setPen(palette().color(QPalette::Text));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    p.setFont(small);
    const QRectF legend(area.left(), area.bottom() + 1, area.width(), 13);
    p.drawText(legend,
        Qt::AlignLeft | Qt::AlignTop,
        QFontMetricsF(small).elidedText(summaryText(), Qt::ElideRight, legend.width()));
}

} // namespace vmray
