#include "clusterstatus.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
NodeStatus readNodeStatus(const QJsonObject &node)
{
    return { node.value(u"vm_status"_s).toString(),
        node.value(u"ray_status"_s).toString(),
        node.value(u"ip"_s).toString() };
}
} // namespace

ClusterStatus readClusterStatus(const QJsonObject &cluster)
{
    const QJsonObject status = cluster.value(u"status"_s).toObject();
    ClusterStatus out;
    out.clusterState = status.value(u"cluster_state"_s).toString();
    out.head = readNodeStatus(status.value(u"head_node_status"_s).toObject());
    const QJsonObject workers = status.value(u"current_workers"_s).toObject();
    for (auto it = workers.begin(); it != workers.end(); ++it)
        out.currentWorkers.insert(it.key(), readNodeStatus(it.value().toObject()));
    out.serviceAddress =
        readHeadAddress(status.value(u"vm_service_status"_s).toObject().value(u"ip"_s).toString());
    for (const QJsonValue v : status.value(u"conditions"_s).toArray()) {
        const QJsonObject c = v.toObject();
        out.conditions.append({ c.value(u"type"_s).toString(),
            c.value(u"status"_s).toString(),
            c.value(u"reason"_s).toString(),
            c.value(u"message"_s).toString(),
            QDateTime::fromString(c.value(u"lastTransitionTime"_s).toString(), Qt::ISODate) });
    }
    out.deleting = cluster.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s);
    return out;
}

QStringList currentWorkerNames(const QJsonObject &cluster)
{
    return cluster.value(u"status"_s).toObject().value(u"current_workers"_s).toObject().keys();
}

QString ClusterStatus::problem(QStringView type) const
{
    for (const vmop::Condition &c : conditions) {
        if (c.type == type && c.status != u"True"_s)
            return c.message;
    }
    return {};
}

std::optional<vmop::Condition> ClusterStatus::newestProblem(QStringView type) const
{
    std::optional<vmop::Condition> found;
    for (const vmop::Condition &c : conditions) {
        if (c.type == type && c.status != u"True"_s)
            found = c; // later entries are newer
    }
    return found;
}

bool isFailureCondition(const vmop::Condition &condition)
{
    return condition.type.startsWith(u"Invalid"_s) || condition.reason.contains(u"Fail"_s)
        || condition.reason == u"ResourceNotFound"_s;
}

QStringList ClusterStatus::failureMessages() const
{
    QStringList out;
    for (const vmop::Condition &c : conditions) {
        if (c.status == u"False"_s && isFailureCondition(c))
            out << c.message;
    }
    return out;
}

QStringList ClusterStatus::waitingMessages() const
{
    QStringList out;
    for (const vmop::Condition &c : conditions) {
        if (c.status == u"False"_s && !isFailureCondition(c))
            out << c.message;
    }
    return out;
}

bool isWaitingForServiceIp(const QString &message)
{
    return message.contains(u"service IP is not assigned"_s, Qt::CaseInsensitive);
}

NodeState nodeState(const QString &written)
{
    if (written.isEmpty())
        return NodeState::NotYet;
    if (written == QLatin1StringView("running"))
        return NodeState::Running;
    if (written == QLatin1StringView("initialized"))
        return NodeState::Initialized;
    if (written == QLatin1StringView("failure"))
        return NodeState::Failure;
    return NodeState::Other;
}

OperatorClusterState operatorClusterState(const QString &written)
{
    if (written.isEmpty())
        return OperatorClusterState::NotYet;
    if (written == QLatin1StringView("healthy"))
        return OperatorClusterState::Healthy;
    if (written == QLatin1StringView("unhealthy"))
        return OperatorClusterState::Unhealthy;
    return OperatorClusterState::Other;
}

QString ClusterStatus::preflightProblem() const
{
    for (const QStringView type :
        { u"InvalidVirtualMachineImage", u"InvalidStorageClass", u"InvalidVirtualMachineClass" }) {
        if (QString message = problem(type); !message.isEmpty())
            return message;
    }
    return {};
}

QString ClusterStatus::headFailure() const
{
    if (operatorState() != OperatorClusterState::Unhealthy)
        return {};
    QString message = problem(u"HeadNodeReady");
    return isWaitingForServiceIp(message) ? QString() : message;
}

} // namespace vmray::ray
