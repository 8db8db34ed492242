// The marks of a cluster's health: a shape for each state as well as a colour (a check, a clock,
// a warning triangle, a cross, a minus), so the state reads without telling colours apart.
#pragma once

#include <QColor>
#include <QIcon>

namespace vmray {

// `health` is an int(ray::ClusterHealth); `color` the palette's colour for it.
QIcon clusterHealthIcon(int health, const QColor &color);

} // namespace vmray
