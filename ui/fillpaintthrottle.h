// While a view's model fills in bulk, the view paints at most about once per interval. A table
// of 10,000 rows arriving page by page would otherwise be laid out and painted after every page,
// and those paints took more of the GUI thread than everything else from LIST to rows. Rows still
// go into the model at once; only their painting is held back, never longer than an interval.
#pragma once

#include <QObject>
#include <QPointer>
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
    bool isFilling() const { return m_filling; }

private:
    void hold();
    void release();

    QPointer<QAbstractItemView> m_view;
    QTimer m_interval;
    bool m_filling = false;
    bool m_held = false;
};

} // namespace vmray
