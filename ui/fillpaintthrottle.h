// While a view's model fills in bulk, the view paints at most about once per interval. A table
// of 10,000 rows arriving page by page would otherwise be laid out and painted after every page,
// and those paints took more of the GUI thread than everything else from LIST to rows. Rows still
// go into the model at once; only their painting is held back, never longer than an interval.
// For a view inside a window: a top-level view whose updates were disabled was seen to miss the
// repaint when they were enabled again (Qt 6.4).
#pragma once

#include <QObject>
#include <QTimer>

#include <chrono>

class QAbstractItemView;

namespace vmray {

class FillPaintThrottle final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FillPaintThrottle)

public:
    // Watches the rows inserted into the view's current model.
    explicit FillPaintThrottle(QAbstractItemView *view,
        std::chrono::milliseconds interval = std::chrono::milliseconds(100));

    // Off: what was held back is painted now, and the view paints freely again.
    void setFilling(bool filling);

private:
    void hold();
    void release();

    QAbstractItemView *const m_view; // our parent
    QTimer m_interval;
    bool m_filling = false;
    bool m_held = false;
};

} // namespace vmray
