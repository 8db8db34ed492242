// What the wizard says of the cluster it created while it comes up: rich text, with every string
// of the server escaped and a link only to a head address that was read as one.
#pragma once

#include "ray/createdclusterfollow.h"

#include <QCoreApplication>
#include <QString>

namespace vmray {

class CreatedClusterText final
{
    Q_DECLARE_TR_FUNCTIONS(CreatedClusterText)

public:
    // `problem` is set when the operator reports a failure or the cluster is gone.
    static QString of(const ray::CreatedClusterState &state, bool *problem);
};

} // namespace vmray
