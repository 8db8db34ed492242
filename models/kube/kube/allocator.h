// How the process allocates: set once, at start, before any thread is made.
#pragma once

class QObject;

namespace vmray::kube {

// glibc gives every thread that allocates an arena of its own, up to eight per core. Objects
// decoded on the decoding threads and freed on the GUI thread then leave free space scattered
// over many arenas, none of it given back: under churn the resident set grows well past what
// is in use. Two arenas keep it close, at no measurable cost in decoding speed (tests/bench).
void limitAllocatorArenas();

// Free pages in the middle of an arena stay with the process until malloc_trim gives them back.
// Under hours of watch events they add up to a tenth of the resident set. Every ten seconds, on a
// thread of its own so that the GUI thread does not wait, the allocator gives back what it holds
// free. Lives as long as owner.
void returnFreedMemoryPeriodically(QObject *owner);

} // namespace vmray::kube
