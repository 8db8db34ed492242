#include "allocator.h"

#include <malloc.h>

namespace vmray::kube {

void limitAllocatorArenas()
{
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, 2);
#endif
}

} // namespace vmray::kube
