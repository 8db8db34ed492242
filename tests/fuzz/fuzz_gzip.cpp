// gunzip over whatever a server may send as a gzipped list page: damaged, cut short, several
// members, or a bomb. Whatever it is, no more than the limit is held, a whole answer is read
// the same whatever the limit above its size, and both ways of inflating agree on whatever
// zlib does not refuse.
#include "fuzzsupport.h"

#include "kube/gzip.h"

using namespace vmray::kube;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzz::rawBytes(data, size);
    constexpr qint64 limit = 256 * 1024;
    QByteArray bounded;
    const Inflated outcome = gunzip(bytes, limit, &bounded);
    fuzz::check(bounded.size() <= limit, "no more than the limit is held");
    QByteArray unbounded;
    const Inflated whole = gunzip(bytes, 4 * limit, &unbounded);
    if (outcome == Inflated::Whole) {
        fuzz::check(whole == Inflated::Whole, "a larger limit reads a whole answer whole");
        fuzz::check(unbounded == bounded, "a whole answer reads the same under either limit");
    }
    if (outcome == Inflated::TooLarge)
        fuzz::check(bounded.size() == limit, "an answer over the limit holds the limit's worth");
    if (outcome != Inflated::Corrupt)
        fuzz::check(unbounded.startsWith(bounded), "what is held is the start of the answer");
    QByteArray streamed;
    const Inflated streaming = gunzipStreaming(bytes, limit, &streamed);
    if (streaming != Inflated::Corrupt) // libdeflate accepts a few codes zlib refuses
        fuzz::check(streaming == outcome && streamed == bounded,
            "the whole-buffer and the streaming inflate agree");
    gzipSizeHint(bytes);
    return 0;
}
