// Initial contents: "demo" (three vSphere Namespaces with Ray clusters in several states),
// "empty" (one namespace with the VM catalog and no clusters) or "fleet:N" (N VMs across many
// clusters and namespaces, for scale work).
#pragma once

#include "store.h"

namespace emu {

// Throws std::invalid_argument for an unknown seed.
void seedStore(Store &store, const std::string &seed);
bool validSeed(const std::string &seed);

} // namespace emu
