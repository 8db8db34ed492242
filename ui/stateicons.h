// The marks of a cluster's health: a shape for each state as well as a colour (a check, a clock,
// a warning triangle, a cross, a minus), so the state reads without telling colours apart.
#pragma once

#include <QColor>
#include <QIcon>

namespace vmray {

// `health` is an int(ray::ClusterHealth); `color` the palette's colour for it.
QIcon clusterHealthIcon(int health, const QColor &color);
// An alarm status (int(AlarmStatus)): red a cross in an octagon, yellow an exclamation mark in a
// triangle, gray a question mark in a ring, green a check in a disc.
QIcon alarmStatusIcon(int status, const QColor &color);

} // namespace vmray
