// Initial contents: "demo" (three vSphere Namespaces with Ray clusters in several states),
// "empty" (one namespace with the VM catalog and no clusters) or "fleet:N" (N VMs across many
// clusters of a head and nine workers, spread over fleet-0, fleet-1... for scale work).
#pragma once

#include "store.h"

namespace emu {

// Throws std::invalid_argument for an unknown seed. fleet:N spreads its clusters over
// `fleetNamespaces` namespaces, round robin.
void seedStore(Store &store, const std::string &seed, int fleetNamespaces = 20);
bool validSeed(const std::string &seed);

} // namespace emu
