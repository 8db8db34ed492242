// The order Tab takes through a window, set region by region (a pane, a field, a button row), so
// it follows the layout rather than the order the widgets happened to be made in.
#pragma once

#include <QList>

class QWidget;

namespace vmray {

// Tab goes through the regions in the order given; within a region, in the order it had.
void chainTabOrder(const QList<QWidget *> &regions);

} // namespace vmray
