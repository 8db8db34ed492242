// The meta.k8s.io/v1 forms a client may ask for instead of whole objects: Table output, which
// kubectl asks for to print `kubectl get` (a Name column, the kind's printer columns and Age, with
// one row per object), and PartialObjectMetadata (below).
#pragma once

#include "store.h"

namespace emu {

bool wantsTable(const std::string &acceptHeader);
// `version` picks the printer columns and the shape the cells are read from.
std::string tableFor(int type,
    const std::string &version,
    const std::vector<ObjectPtr> &objects,
    const Json &listMetadata,
    bool includeColumns = true);

// meta.k8s.io/v1 PartialObjectMetadata: only an object's metadata, which metadata-only clients
// (client-go's metadata informers) ask for to know what exists without fetching whole objects.
// A list asks with `Accept: application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1`,
// one object or a watch with `as=PartialObjectMetadata`.
bool wantsMetadataOnly(const std::string &acceptHeader, bool list);
Json partialObjectMetadata(const Json &object);

} // namespace emu
