// The icons of the console's actions: the desktop's icon theme where it has them, otherwise the
// console's own (resources/icons/actions), so every action has one on any desktop.
#pragma once

#include <QIcon>

namespace vmray {

enum class ActionIcon {
    Connect,
    Refresh,
    NewCluster,
    OpenYaml,
    DeleteCluster,
    RecreateNode,
    AllVms,
    Quit,
    Filter,
};

QIcon actionIcon(ActionIcon which);
// The console's own icon, whatever the theme has (what actionIcon falls back to).
QIcon bundledActionIcon(ActionIcon which);

} // namespace vmray
