#include "gzip.h"

#include <libdeflate.h>
#include <zlib.h>

#include <algorithm>
#include <limits>
#include <memory>

namespace vmray::kube {

namespace {

// What a caller's limit means: none given (0) is as much as a QByteArray can hold.
qint64 limitOf(qint64 maxBytes)
{
    return maxBytes > 0 ? maxBytes : std::numeric_limits<qsizetype>::max() / 2;
}

// The common case, a single member whose trailer states its size within the limit, inflated
// whole by libdeflate at over twice zlib's speed. Anything else, or any doubt, is left to zlib.
bool tryInflateWhole(QByteArrayView compressed, qint64 limit, QByteArray *out)
{
    const qint64 hinted = gzipSizeHint(compressed);
    if (hinted <= 0 || hinted > limit || hinted > compressed.size() * qint64(1032))
        return false;
    // libdeflate skips a header's checksum (FHCRC) unread; zlib checks it.
    constexpr char headerChecksum = 0x02;
    if (compressed.size() > 3 && (compressed[3] & headerChecksum) != 0)
        return false;
    thread_local const std::unique_ptr<libdeflate_decompressor,
        decltype(&libdeflate_free_decompressor)>
        decompressor(libdeflate_alloc_decompressor(), &libdeflate_free_decompressor);
    if (!decompressor)
        return false;
    out->reserve(qsizetype(hinted)); // exactly: resizing an empty array would leave room to grow
    out->resize(qsizetype(hinted));
    size_t consumed = 0;
    size_t produced = 0;
    const libdeflate_result result = libdeflate_gzip_decompress_ex(decompressor.get(),
        compressed.data(),
        size_t(compressed.size()),
        out->data(),
        size_t(out->size()),
        &consumed,
        &produced);
    // libdeflate checks the data's CRC and its stated size; a second member is left unread.
    if (result == LIBDEFLATE_SUCCESS && consumed == size_t(compressed.size())
        && produced == size_t(hinted))
        return true;
    out->clear();
    return false;
}

} // namespace

Inflated gunzip(QByteArrayView compressed, qint64 maxBytes, QByteArray *out)
{
    out->clear();
    if (tryInflateWhole(compressed, limitOf(maxBytes), out))
        return Inflated::Whole;
    return gunzipStreaming(compressed, maxBytes, out);
}

Inflated gunzipStreaming(QByteArrayView compressed, qint64 maxBytes, QByteArray *out)
{
    out->clear();
    const qint64 limit = limitOf(maxBytes);
    z_stream stream {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) // 16: a gzip header and trailer
        return Inflated::Corrupt;
    // The trailer states the size (of the last member, modulo 4 GiB: a hint only), so that the
    // output is not grown and copied into fresh pages as it fills; with no hint, JSON inflates
    // about eight to ten times. A little room beyond it lets inflate say the stream ended.
    // Deflate packs at most 1,032 bytes into one, so a larger hint is a lie, not a size.
    const qint64 hinted = std::min(gzipSizeHint(compressed), compressed.size() * qint64(1032));
    const qint64 guess = hinted > 0 ? hinted + 4096 : compressed.size() * 8 + 4096;
    out->reserve(qsizetype(std::min<qint64>(limit + 1, guess)));
    const auto *input = reinterpret_cast<const Bytef *>(compressed.data());
    qint64 inputLeft = compressed.size();
    Inflated result = Inflated::Truncated;
    while (true) {
        if (stream.avail_in == 0 && inputLeft > 0) {
            stream.next_in = const_cast<Bytef *>(input);
            stream.avail_in = uInt(std::min<qint64>(inputLeft, std::numeric_limits<uInt>::max()));
            input += stream.avail_in;
            inputLeft -= stream.avail_in;
        }
        const qint64 held = out->size();
        if (held > limit) {
            out->truncate(qsizetype(limit));
            result = Inflated::TooLarge;
            break;
        }
        // One byte past the limit tells a stream that ends exactly there from a larger one.
        const qint64 room = std::min<qint64>({ std::max<qint64>(out->capacity() - held, 64 * 1024),
            limit + 1 - held,
            std::numeric_limits<uInt>::max() });
        out->resize(qsizetype(held + room));
        stream.next_out = reinterpret_cast<Bytef *>(out->data() + held);
        stream.avail_out = uInt(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        out->resize(qsizetype(held + room - stream.avail_out));
        if (status == Z_STREAM_END) {
            if (stream.avail_in == 0 && inputLeft == 0) {
                result = out->size() > limit ? Inflated::TooLarge : Inflated::Whole;
                if (result == Inflated::TooLarge)
                    out->truncate(qsizetype(limit));
                break;
            }
            if (inflateReset(&stream) != Z_OK) { // another member follows
                result = Inflated::Corrupt;
                break;
            }
            continue;
        }
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && inputLeft == 0)
            break; // Truncated
        if (status != Z_OK && status != Z_BUF_ERROR) {
            result = Inflated::Corrupt;
            break;
        }
    }
    inflateEnd(&stream);
    return result;
}

qint64 gzipSizeHint(QByteArrayView compressed)
{
    if (compressed.size() < 18) // the smallest gzip member: header, empty data, trailer
        return -1;
    const auto *trailer = reinterpret_cast<const unsigned char *>(compressed.data())
        + compressed.size() - 4; // ISIZE, little-endian
    return qint64(trailer[0]) | qint64(trailer[1]) << 8 | qint64(trailer[2]) << 16
        | qint64(trailer[3]) << 24;
}

} // namespace vmray::kube
