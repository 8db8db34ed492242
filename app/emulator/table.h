// meta.k8s.io/v1 Table output, which kubectl asks for to print `kubectl get`: a Name column, the
// kind's printer columns and Age, with one row per object.
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

} // namespace emu
