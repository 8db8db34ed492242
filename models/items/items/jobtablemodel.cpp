#include "jobtablemodel.h"

namespace vmray {

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ray::DashboardJob &job = rowAt(index.row());
    switch (role) {
    case IdRole:
    case NameRole:
        return job.id();
    case JobStatusRole:
        return int(job.status);
    case StoppableRole:
        return job.isStoppable();
    case SubmissionIdRole:
        return job.type == ray::RayJobType::Submission ? job.submissionId : QString();
    case CreatedRole:
        return job.startTime;
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Id:
        return job.id();
    case Status:
        return int(job.status);
    case Entrypoint:
        return job.entrypoint;
    case Started:
        return job.startTime;
    case Duration: {
        // Seconds, up to now for a job still running; the presentation words them.
        if (!job.startTime.isValid())
            return {};
        const QDateTime end = job.endTime.isValid() ? job.endTime : QDateTime::currentDateTimeUtc();
        return static_cast<qlonglong>(std::max<qint64>(0, job.startTime.secsTo(end)));
    }
    case Message:
        return job.message;
    default:
        return {};
    }
}

} // namespace vmray
