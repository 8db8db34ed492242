// The Ray tab of the details pane: what the selected cluster's Ray dashboard says (nodes alive,
// resources in use, what the autoscaler waits for) and the history of one node's use.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QTextBrowser;

namespace vmray {

class NodeHistoryChart;
namespace ray {
class NamespaceWorkspace;
} // namespace ray

class RayPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RayPanel)

public:
    explicit RayPanel(QWidget *parent = nullptr);
    ~RayPanel() override;

    // Not owned; follows the workspace's selected cluster.
    void setWorkspace(ray::NamespaceWorkspace *workspace);
    // The node whose history is shown (its VM's name); empty: the cluster's head.
    void setCurrentNode(const QString &vmName);
    NodeHistoryChart *chart() const { return m_chart; }
    QTextBrowser *statusView() const { return m_status; }
    // Shown again from the workspace (its readings changed, or time moved on).
    void refresh();
    // Time moves on in the chart.
    void chartUpdate();

private:
    QString statusHtml() const;

    QPointer<ray::NamespaceWorkspace> m_workspace;
    QString m_currentNode;
    QString m_shownStatus;
    QTextBrowser *m_status = nullptr;
    QLabel *m_chartTitle = nullptr;
    NodeHistoryChart *m_chart = nullptr;
};

} // namespace vmray
