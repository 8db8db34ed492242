// Must not compile: the item models do not know the widgets.
#include "mainwindow.h"
