#include "alarmmarks.h"

#include "presentation.h"

#include "items/itemroles.h"

using namespace Qt::Literals::StringLiterals;

namespace vmray {

AlarmMarks::AlarmMarks(
    AlarmBook *book, std::function<AlarmPath(const QModelIndex &)> pathOf, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_book(book)
    , m_pathOf(std::move(pathOf))
{
    if (!book)
        return;
    connect(book, &AlarmBook::changed, this, [this] {
        const int rows = rowCount();
        if (rows > 0)
            Q_EMIT dataChanged(index(0, 0),
                index(rows - 1, 0),
                { Qt::DecorationRole, Qt::ToolTipRole, Qt::AccessibleTextRole, AlarmStatusRole });
    });
}

AlarmMarks::~AlarmMarks() = default;

AlarmStatus AlarmMarks::statusOf(const QModelIndex &index) const
{
    if (!m_book || !index.isValid())
        return AlarmStatus::Green;
    const AlarmPath path = m_pathOf(mapToSource(index));
    return path.supervisor.isEmpty() ? AlarmStatus::Green : m_book->worstUnder(path);
}

QVariant AlarmMarks::data(const QModelIndex &index, int role) const
{
    if (index.column() != 0)
        return QIdentityProxyModel::data(index, role);
    switch (role) {
    case AlarmStatusRole:
        return int(statusOf(index));
    case Qt::DecorationRole: {
        const AlarmStatus status = statusOf(index);
        if (status != AlarmStatus::Green)
            return PresentationProxy::alarmIcon(int(status));
        break;
    }
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        const AlarmStatus status = statusOf(index);
        if (status == AlarmStatus::Green)
            break;
        const QString text = QIdentityProxyModel::data(index, role).toString();
        const QString alarm = PresentationProxy::alarmStatusText(status);
        return text.isEmpty() ? alarm : text + u"; "_s + alarm;
    }
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace vmray
