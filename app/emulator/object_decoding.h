// Request bodies decoded as the API server decodes them into Go types before anything reads
// them: fields of the wrong type refused with Go's message, nulls as good as absent, and a
// Secret's stringData folded into its data.
#pragma once

#include "common.h"
#include "resources.h"

namespace emu {

// kind, apiVersion and metadata; throws StatusError 400 for a field Go could not decode.
void decodeMetadata(const ResourceType &t, Json &object);
// A Secret's data, stringData and type, with stringData moved into data and the default type.
void normaliseSecret(Json &object);

} // namespace emu
