// A VMRayCluster resource as the editor, the wizard and --check-yaml read it: parse, validate,
// check, and write back what parsed.
#include "clusterchecks.h"

using namespace vmray::ray;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray yaml = fuzz::rawBytes(data, size);
    fuzz::checkParsed(parseClusterResource(yaml));
    fuzz::checkProblems(checkClusterResource(yaml));
    return 0;
}
