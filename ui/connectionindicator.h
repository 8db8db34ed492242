// The status bar's word on the data shown: live while every list is watched, otherwise why not
// (loading, waiting for login, reconnecting, failing) and since when the data is as it was.
#pragma once

#include "supervisor/datafreshness.h"

#include <QLabel>

namespace vmray {

namespace kube {
class ResourceCache;
} // namespace kube

class ConnectionIndicator final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionIndicator)

public:
    explicit ConnectionIndicator(QWidget *parent = nullptr);
    ~ConnectionIndicator() override;

    // Reads the state of the caches behind what is shown; none: not connected.
    void refresh(const QList<kube::ResourceCache *> &caches);
    const DataFreshness &freshness() const { return m_freshness; }
    // Why the data is not current, in a sentence; empty while it is.
    static QString staleReason(const DataFreshness &freshness);

Q_SIGNALS:
    void freshnessChanged(const vmray::DataFreshness &freshness);

private:
    // The state in words, why (the tooltip), and both for a screen reader.
    void showState(const QString &text, const QString &explanation);

    DataFreshness m_freshness;
};

} // namespace vmray
