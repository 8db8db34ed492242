#include "presentationmarks.h"

#include <QApplication>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace vmray::marks {

namespace {
bool darkPalette()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

QColor tone(const char *light, const char *dark)
{
    return QColor(QLatin1StringView(darkPalette() ? dark : light));
}

} // namespace

QColor good()
{
    return tone("#2e7d32", "#81c784");
}
QColor busy()
{
    return tone("#1565c0", "#64b5f6");
}
QColor warn()
{
    return tone("#e65100", "#ffb74d");
}
QColor bad()
{
    return tone("#c62828", "#ef9a9a");
}
QColor quiet()
{
    return tone("#616161", "#bdbdbd");
}

QIcon dot(const QColor &color)
{
    static QHash<QRgb, QIcon> cache;
    const auto it = cache.constFind(color.rgb());
    if (it != cache.cend())
        return *it;
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    p.end();
    return cache.insert(color.rgb(), QIcon(pixmap)).value();
}

QIcon blank()
{
    static const QIcon blank = [] {
        QPixmap pixmap(16, 16);
        pixmap.fill(Qt::transparent);
        return QIcon(pixmap);
    }();
    return blank;
}

QString clockText(const QDateTime &utc)
{
    if (!utc.isValid())
        return {};
    const QDateTime local = utc.toLocalTime();
    if (local.date() == QDate::currentDate())
        return QLocale().toString(local.time(), QLocale::ShortFormat);
    return QLocale().toString(local, QLocale::ShortFormat);
}

QString longTimeText(const QDateTime &utc)
{
    return utc.isValid() ? QLocale().toString(utc.toLocalTime(), QLocale::LongFormat) : QString();
}

} // namespace vmray::marks
