#include "fillpaintthrottle.h"

#include <QAbstractItemView>

namespace vmray {

FillPaintThrottle::FillPaintThrottle(QAbstractItemView *view, std::chrono::milliseconds interval)
    : QObject(view)
    , m_view(view)
{
    m_interval.setSingleShot(true);
    m_interval.setInterval(interval);
    connect(&m_interval, &QTimer::timeout, this, [this] {
        if (!m_held)
            return;
        release();
        m_interval.start(); // the paint just let through starts the next interval
    });
    // Held before the view hears of the rows: an update it asks for would be painted even if
    // updates were disabled right after.
    connect(view->model(), &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        if (!m_filling)
            return;
        if (m_interval.isActive())
            hold();
        else
            m_interval.start(); // these rows paint at once; the next ones wait
    });
}

void FillPaintThrottle::setFilling(bool filling)
{
    m_filling = filling;
    if (!filling) {
        m_interval.stop();
        release();
    }
}

void FillPaintThrottle::hold()
{
    if (m_held)
        return;
    m_held = true;
    m_view->setUpdatesEnabled(false); // updates asked for meanwhile are merged into one paint
}

void FillPaintThrottle::release()
{
    if (!m_held)
        return;
    m_held = false;
    m_view->setUpdatesEnabled(true); // repaints the whole view
}

} // namespace vmray
