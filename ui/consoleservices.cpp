#include "consoleservices.h"

#include "items/tasklog.h"
#include "ray/clusteroperations.h"
#include "supervisor/supervisorconnection.h"

#include <QPointer>

#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConsoleServices::ConsoleServices(const QString &taskLogPath)
    : m_taskLog(std::make_unique<TaskLog>(taskLogPath, 500))
    , m_operations(std::make_unique<ray::ClusterOperations>())
{
    // The operations report their tasks; the log keeps them, also those the operations record as
    // interrupted when they end, which is why they go first.
    QObject::connect(
        m_operations.get(), &ray::ClusterOperations::taskStarted, m_taskLog.get(), &TaskLog::start);
    QObject::connect(m_operations.get(),
        &ray::ClusterOperations::taskProgressed,
        m_taskLog.get(),
        &TaskLog::setProgress);
    QObject::connect(m_operations.get(),
        &ray::ClusterOperations::taskFinished,
        m_taskLog.get(),
        &TaskLog::finish);
}

ConsoleServices::~ConsoleServices()
{
    // Running tasks are recorded as interrupted while the log is still there.
    m_operations.reset();
}

void ConsoleServices::useConnection(SupervisorConnection *connection)
{
    ray::ClusterOperations::Context context;
    if (!connection) {
        m_operations->setContext(context); // what still runs is recorded as interrupted
        return;
    }
    context.client = connection->session()->client();
    context.vmOperatorVersion = connection->vmOperatorVersion();
    context.supervisor = connection->profile().name;
    context.initiator = connection->profile().username.isEmpty()
        ? tr("%1 (kubeconfig)").arg(connection->profile().name)
        : connection->profile().username;
    QPointer<SupervisorSession> session = connection->session();
    context.trackCache = [session](kube::ResourceCache *cache) {
        if (session)
            session->track(cache);
    };
    m_operations->setContext(context);
}

QString ConsoleServices::defaultTaskLogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/tasks.jsonl"_s;
}

} // namespace vmray
