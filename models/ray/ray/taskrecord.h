// One task of the console (a create, delete, node recreate or job stop), as reported by the
// domain code that runs it and kept by the task log.
#pragma once

#include "kube/phrase.h"

#include <QDateTime>
#include <QString>

namespace vmray {

struct TaskRecord
{
    enum class Kind { CreateCluster, DeleteCluster, RecreateNode, StopJob };
    enum class State { Running, Succeeded, Failed, Interrupted };

    QString id;
    Kind kind = Kind::CreateCluster;
    QString supervisor; // the profile's name
    QString ns;
    QString target; // cluster, cluster/VM for a node, cluster/submission id for a job
    QString initiator; // the user the console was connected as
    QDateTime started;
    QDateTime finished;
    State state = State::Running;
    Phrase progress; // where a running task is; how a finished one ended
    Phrase error; // what failed, for Failed

    bool operator==(const TaskRecord &) const = default;
};

} // namespace vmray
