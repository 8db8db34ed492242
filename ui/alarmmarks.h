// Marks the rows of a table (clusters, nodes) with the worst alarm triggered on the object of the
// row or beneath it, in the first column, as the tree marks Supervisors and namespaces: a shape as
// well as a colour, and the words in the tooltip.
#pragma once

#include "items/alarmbook.h"

#include <QIdentityProxyModel>
#include <QPointer>

#include <functional>

namespace vmray {

class AlarmMarks final : public QIdentityProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmMarks)

public:
    // `pathOf` gives the object of a source row; `book` is not owned and may be null.
    AlarmMarks(AlarmBook *book,
        std::function<AlarmPath(const QModelIndex &sourceRow)> pathOf,
        QObject *parent = nullptr);
    ~AlarmMarks() override;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    AlarmStatus statusOf(const QModelIndex &index) const;

    QPointer<AlarmBook> m_book;
    std::function<AlarmPath(const QModelIndex &)> m_pathOf;
};

} // namespace vmray
