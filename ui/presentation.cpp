#include "presentation.h"

#include "items/namespacemodel.h"
#include "items/tasklog.h"
#include "ray/clusterstate.h"
#include "vmop/vmoperator.h"

#include <QApplication>
#include <QDateTime>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
bool darkPalette()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

QColor tone(const char *light, const char *dark)
{
    return QColor(QLatin1StringView(darkPalette() ? dark : light));
}

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
} // namespace

QString PresentationProxy::clusterHealthText(int health)
{
    switch (ray::ClusterHealth(health)) {
    case ray::ClusterHealth::Starting:
        return tr("Starting");
    case ray::ClusterHealth::Healthy:
        return tr("Healthy");
    case ray::ClusterHealth::Degraded:
        return tr("Degraded");
    case ray::ClusterHealth::Failed:
        return tr("Failed");
    case ray::ClusterHealth::Deleting:
        return tr("Deleting");
    }
    return {};
}

QString PresentationProxy::nodePhaseText(int phase)
{
    switch (ray::NodePhase(phase)) {
    case ray::NodePhase::Pending:
        return tr("Pending");
    case ray::NodePhase::Creating:
        return tr("Creating");
    case ray::NodePhase::Starting:
        return tr("Starting");
    case ray::NodePhase::Running:
        return tr("Running");
    case ray::NodePhase::Failed:
        return tr("Failed");
    case ray::NodePhase::Deleting:
        return tr("Deleting");
    case ray::NodePhase::Removing:
        return tr("Removing");
    }
    return {};
}

QString PresentationProxy::powerText(int power)
{
    switch (vmop::PowerState(power)) {
    case vmop::PowerState::PoweredOn:
        return tr("On");
    case vmop::PowerState::PoweredOff:
        return tr("Off");
    case vmop::PowerState::Suspended:
        return tr("Suspended");
    case vmop::PowerState::Unknown:
        break;
    }
    return {};
}

QString PresentationProxy::ageText(const QDateTime &since, const QDateTime &now)
{
    if (!since.isValid())
        return {};
    const qint64 s = std::max<qint64>(0, since.secsTo(now));
    if (s < 120)
        return tr("%1s").arg(s);
    if (s < 3600)
        return tr("%1m").arg(s / 60);
    if (s < 86400)
        return tr("%1h %2m").arg(s / 3600).arg((s % 3600) / 60);
    return tr("%1d %2h").arg(s / 86400).arg((s % 86400) / 3600);
}

QColor PresentationProxy::healthColor(int health)
{
    switch (ray::ClusterHealth(health)) {
    case ray::ClusterHealth::Healthy:
        return good();
    case ray::ClusterHealth::Starting:
        return busy();
    case ray::ClusterHealth::Degraded:
        return warn();
    case ray::ClusterHealth::Failed:
        return bad();
    case ray::ClusterHealth::Deleting:
        return quiet();
    }
    return quiet();
}

QColor PresentationProxy::phaseColor(int phase)
{
    switch (ray::NodePhase(phase)) {
    case ray::NodePhase::Running:
        return good();
    case ray::NodePhase::Pending:
    case ray::NodePhase::Creating:
    case ray::NodePhase::Starting:
        return busy();
    case ray::NodePhase::Failed:
        return bad();
    case ray::NodePhase::Deleting:
    case ray::NodePhase::Removing:
        return quiet();
    }
    return quiet();
}

QIcon PresentationProxy::stateMark(const QColor &color)
{
    return dot(color);
}

QColor PresentationProxy::taskStateColor(int state)
{
    switch (TaskRecord::State(state)) {
    case TaskRecord::State::Running:
        return busy();
    case TaskRecord::State::Succeeded:
        return good();
    case TaskRecord::State::Failed:
        return bad();
    case TaskRecord::State::Interrupted:
        return warn();
    }
    return quiet();
}

QVariant PresentationProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && m_warningRole >= 0 && index.isValid()
        && QIdentityProxyModel::data(index, m_warningRole).toBool())
        return warn();
    const auto kind = m_kinds.constFind(index.column());
    if (kind == m_kinds.cend() || !index.isValid())
        return QIdentityProxyModel::data(index, role);
    const QVariant raw = QIdentityProxyModel::data(index, Qt::DisplayRole);
    switch (*kind) {
    case Kind::ClusterHealth:
        if (role == Qt::DisplayRole)
            return clusterHealthText(raw.toInt());
        if (role == Qt::DecorationRole)
            return dot(healthColor(raw.toInt()));
        break;
    case Kind::NodePhase:
        if (role == Qt::DisplayRole)
            return nodePhaseText(raw.toInt());
        if (role == Qt::DecorationRole)
            return dot(phaseColor(raw.toInt()));
        break;
    case Kind::PowerState:
        if (role == Qt::DisplayRole)
            return powerText(raw.toInt());
        break;
    case Kind::Age:
        if (role == Qt::DisplayRole)
            return ageText(raw.toDateTime(), QDateTime::currentDateTimeUtc());
        if (role == Qt::ToolTipRole)
            return QLocale().toString(raw.toDateTime().toLocalTime(), QLocale::LongFormat);
        break;
    case Kind::NamespaceWithCount: {
        const int count =
            QIdentityProxyModel::data(index, NamespaceModel::ClusterCountRole).toInt();
        if (role == Qt::DisplayRole && count >= 0)
            return count == 1 ? tr("%1 (1 cluster)").arg(raw.toString())
                              : tr("%1 (%2 clusters)").arg(raw.toString()).arg(count);
        if (role == Qt::ToolTipRole && count < 0)
            return tr("The number of Ray clusters is not known: your account cannot list them "
                      "across namespaces.");
        break;
    }
    case Kind::EventType:
        if (role == Qt::DecorationRole && raw.toString() == u"Warning"_s)
            return dot(warn());
        break;
    case Kind::TaskState: {
        const int state = QIdentityProxyModel::data(index, TaskLog::StateRole).toInt();
        if (role == Qt::DecorationRole)
            return dot(taskStateColor(state));
        if (role == Qt::ForegroundRole && TaskRecord::State(state) == TaskRecord::State::Failed)
            return bad();
        break;
    }
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace vmray
