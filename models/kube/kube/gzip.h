// Inflating gzip bodies. The console asks for list pages gzipped and inflates them where they
// are decoded, on the decoding threads: Qt would inflate them on the GUI thread, where tens of
// megabytes of a large namespace's lists held up the window for a tenth of a second and more.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace vmray::kube {

enum class Inflated {
    Whole, // all of it, within the limit
    TooLarge, // it would inflate past the limit: `out` holds the limit's worth
    Truncated, // the input ends before the gzip stream does: `out` holds what it had
    Corrupt, // not gzip, or damaged
};

// Inflates gzip `compressed` (one member or several, as RFC 1952 allows) into `out`, holding at
// most `maxBytes` (0: no limit). What is small on the wire can be large inflated: the limit
// is what bounds memory, never the compressed size.
Inflated gunzip(QByteArrayView compressed, qint64 maxBytes, QByteArray *out);

// The same through zlib's streaming inflate alone, which gunzip falls back to for anything but
// a single member within the limit; tests compare the two. They agree on every stream zlib
// inflates whole. libdeflate, used for that single member, also takes a few code lengths and
// codes zlib refuses; the data's checksum and stated size are checked either way.
Inflated gunzipStreaming(QByteArrayView compressed, qint64 maxBytes, QByteArray *out);

// The inflated size the gzip trailer states (of the last member, modulo 4 GiB), without
// inflating: a hint to size what comes next by, never a bound (the sender writes it).
qint64 gzipSizeHint(QByteArrayView compressed);

} // namespace vmray::kube
