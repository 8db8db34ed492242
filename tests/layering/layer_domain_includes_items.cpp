// Must not compile: the domain does not know the item models over it.
#include "items/tasklog.h"
