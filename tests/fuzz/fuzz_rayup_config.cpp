// A `ray up` cluster config as the console imports it: parse as such and as either form, check,
// and write back what parsed.
#include "clusterchecks.h"

using namespace vmray::ray;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray yaml = fuzz::rawBytes(data, size);
    fuzz::checkParsed(parseRayUpConfig(yaml));
    const ParsedSpec either = parseClusterYaml(yaml);
    fuzz::checkProblems(either.problems);
    return 0;
}
