// KubeError::fromStatus over an error answer's body, at the statuses that take different paths
// (401 is Auth, 410 Gone, 429 and 5xx transient), and everything the console asks of the error.
#include "fuzzsupport.h"

#include "kube/kubeerror.h"

using namespace vmray::kube;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body = fuzz::rawBytes(data, size);
    for (const int status : { 400, 401, 404, 409, 410, 422, 429, 500, 503 }) {
        const KubeError e = KubeError::fromStatus(body, status);
        fuzz::check(e.isError(), "an error answer is an error");
        fuzz::check(e.httpStatus() == status, "the status is kept");
        fuzz::check(e.retryAfterSeconds() >= -1, "retry-after is a duration or none");
        (void)e.isGone();
        (void)e.isTransient();
        (void)e.toString();
        for (const StatusCause &c : e.causes())
            (void)(c.field.size() + c.message.size() + c.reason.size());
    }
    return 0;
}
