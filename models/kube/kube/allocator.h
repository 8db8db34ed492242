// How the process allocates: set once, at start, before any thread is made.
#pragma once

namespace vmray::kube {

// glibc gives every thread that allocates an arena of its own, up to eight per core. Objects
// decoded on the decoding threads and freed on the GUI thread then leave free space scattered
// over many arenas, none of it given back: under churn the resident set grows well past what
// is in use. Two arenas keep it close, at no measurable cost in decoding speed (tests/bench).
void limitAllocatorArenas();

} // namespace vmray::kube
