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
    // The data is as of `until` and no later (invalid: current): the chart stops there, greyed,
    // and the time since is hatched, not drawn as if nothing had changed.
    void setDataUntil(const QDateTime &until);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<ray::HealthSample> m_samples;
    QDateTime m_dataUntil;
};

} // namespace vmray
