// What the presentation proxies share beside their words: colours readable on the current palette
// (light or dark), the small coloured marks beside a state, and clock times.
#pragma once

#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QString>

namespace vmray::marks {

QColor good();
QColor busy();
QColor warn();
QColor bad();
QColor quiet();
// A round mark of `color`, cached per colour.
QIcon dot(const QColor &color);
// As wide as a mark, and empty: names without a mark line up with those that have one.
QIcon blank();
// Today's times by the clock, older ones with their date, as the vSphere Client lists tasks.
QString clockText(const QDateTime &utc);
QString longTimeText(const QDateTime &utc);

} // namespace vmray::marks
