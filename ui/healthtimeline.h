// A small chart of a cluster's nodes over time: how many run (filled) against how many are
// wanted (line), so a flapping or slowly starting cluster shows at a glance.
#pragma once

#include "ray/namespaceworkspace.h"

#include <QWidget>

namespace vmray {

class HealthTimeline final : public QWidget
{
    Q_OBJECT

public:
    explicit HealthTimeline(QWidget *parent = nullptr);
    void setSamples(const QList<ray::HealthSample> &samples);
    const QList<ray::HealthSample> &samples() const { return m_samples; }
    QSize sizeHint() const override { return { 320, 72 }; }
    // What the chart shows, in words: its legend, and its name's value for a screen reader.
    QString summaryText() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<ray::HealthSample> m_samples;
};

} // namespace vmray
