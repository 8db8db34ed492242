// A chart of one node's use over the last minutes, as Ray's dashboard reported it: CPU, memory and
// GPU in percent, each in a line style of its own, so the chart reads without colour.
#pragma once

#include "ray/rayobservation.h"

#include <QWidget>

#include <chrono>

namespace vmray {

class NodeHistoryChart final : public QWidget
{
    Q_OBJECT

public:
    explicit NodeHistoryChart(QWidget *parent = nullptr);

    // `node` names the node in the summary; `window` is the span the x axis covers.
    void setHistory(const QString &node,
        const QList<ray::RayNodeSample> &samples,
        std::chrono::milliseconds window);
    const QList<ray::RayNodeSample> &samples() const { return m_samples; }
    QSize sizeHint() const override { return { 360, 120 }; }
    QSize minimumSizeHint() const override { return { 200, 90 }; }
    // The latest readings and the legend in words, also for screen readers.
    QString summaryText() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_node;
    QList<ray::RayNodeSample> m_samples;
    std::chrono::milliseconds m_window { std::chrono::minutes(15) };
};

} // namespace vmray
