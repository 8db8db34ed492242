// VM Operator kinds at v1alpha1 and v1alpha3 to v1alpha6. Objects stay stored in their kind's
// version (v1alpha2); a request at another version sees them converted, as the VM Operator's
// conversion webhook converts them on a Supervisor, and its bodies are converted back before they
// are stored. Every other kind and version converts as the identity.
#pragma once

#include "common.h"
#include "resources.h"

#include <string>
#include <vector>

namespace emu {

// The stored object as a request at `version` sees it.
Json toVersion(int type, Json stored, const std::string &version);
// A request body at `version`, in the stored shape. On an update `stored` is the object as it is:
// what `version` cannot express is kept from it unless the request changed that part.
Json fromVersion(int type, Json object, const std::string &version, const Json *stored = nullptr);
// The kind's additionalPrinterColumns at `version`, without Name.
const std::vector<PrinterColumn> &printerColumns(int type, const std::string &version);

} // namespace emu
