#include "stateicons.h"

#include "items/alarmbook.h"
#include "ray/clusterstate.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace vmray {

namespace {
using ray::ClusterHealth;

// Draws the mark in a 16×16 box, scaled to `size`.
QPixmap drawMark(ClusterHealth health, const QColor &color, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 16.0, size / 16.0);
    QPen inner(Qt::white, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (health) {
    case ClusterHealth::Healthy: // a check in a disc
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(QRectF(1, 1, 14, 14));
        p.setPen(inner);
        p.drawPolyline(QPolygonF({ QPointF(4.6, 8.2), QPointF(7, 10.6), QPointF(11.4, 5.6) }));
        break;
    case ClusterHealth::Starting: // a clock: a ring with its hands
        p.setPen(QPen(color, 1.8));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QRectF(1.9, 1.9, 12.2, 12.2));
        p.setPen(QPen(color, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF({ QPointF(8, 4.6), QPointF(8, 8), QPointF(10.6, 9.6) }));
        break;
    case ClusterHealth::Degraded: { // an exclamation mark in a triangle
        QPainterPath triangle;
        triangle.moveTo(8, 1.2);
        triangle.lineTo(15.2, 14.4);
        triangle.lineTo(0.8, 14.4);
        triangle.closeSubpath();
        p.setPen(QPen(color, 1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(color);
        p.drawPath(triangle);
        p.setPen(inner);
        p.drawLine(QPointF(8, 5.6), QPointF(8, 9.4));
        p.drawPoint(QPointF(8, 12));
        break;
    }
    case ClusterHealth::Failed: // a cross in an octagon, as a stop sign
    {
        QPolygonF octagon;
        for (const auto &[x, y] : { std::pair { 5.1, 1.0 },
                 { 10.9, 1.0 },
                 { 15.0, 5.1 },
                 { 15.0, 10.9 },
                 { 10.9, 15.0 },
                 { 5.1, 15.0 },
                 { 1.0, 10.9 },
                 { 1.0, 5.1 } })
            octagon << QPointF(x, y);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPolygon(octagon);
        p.setPen(inner);
        p.drawLine(QPointF(5.4, 5.4), QPointF(10.6, 10.6));
        p.drawLine(QPointF(10.6, 5.4), QPointF(5.4, 10.6));
        break;
    }
    case ClusterHealth::Deleting: // a minus in a disc
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(QRectF(1, 1, 14, 14));
        p.setPen(inner);
        p.drawLine(QPointF(4.6, 8), QPointF(11.4, 8));
        break;
    }
    p.end();
    return pixmap;
}

QPixmap drawUnknown(const QColor &color, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 16.0, size / 16.0);
    p.setPen(QPen(color, 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QRectF(1.8, 1.8, 12.4, 12.4));
    QPainterPath question;
    question.moveTo(5.8, 6.2);
    question.cubicTo(5.8, 3.6, 10.2, 3.6, 10.2, 6.2);
    question.cubicTo(10.2, 7.8, 8, 7.8, 8, 9.6);
    p.setPen(QPen(color, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(question);
    p.drawPoint(QPointF(8, 11.8));
    p.end();
    return pixmap;
}
} // namespace

QIcon clusterHealthIcon(int health, const QColor &color)
{
    static QHash<QPair<int, QRgb>, QIcon> cache;
    const QPair<int, QRgb> key(health, color.rgba());
    const auto it = cache.constFind(key);
    if (it != cache.cend())
        return *it;
    QIcon icon;
    for (int size : { 16, 24, 32 })
        icon.addPixmap(drawMark(ClusterHealth(health), color, size));
    return cache.insert(key, icon).value();
}

QIcon alarmStatusIcon(int status, const QColor &color)
{
    switch (AlarmStatus(status)) {
    case AlarmStatus::Green:
        return clusterHealthIcon(int(ClusterHealth::Healthy), color);
    case AlarmStatus::Yellow:
        return clusterHealthIcon(int(ClusterHealth::Degraded), color);
    case AlarmStatus::Red:
        return clusterHealthIcon(int(ClusterHealth::Failed), color);
    case AlarmStatus::Gray:
        break;
    }
    static QHash<QRgb, QIcon> cache;
    const auto it = cache.constFind(color.rgba());
    if (it != cache.cend())
        return *it;
    QIcon icon;
    for (int size : { 16, 24, 32 })
        icon.addPixmap(drawUnknown(color, size));
    return cache.insert(color.rgba(), icon).value();
}

} // namespace vmray
