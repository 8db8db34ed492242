// Helpers the fuzz targets share: the input as Qt bytes without a copy (so reading past its end is
// caught), a hash of it for choices that must stay the same for the same input, and a check
// that stops the run with a message when an invariant does not hold.
#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace fuzz {

// The fuzzer's own buffer: nothing after its last byte, not even a terminating zero.
inline QByteArray rawBytes(const uint8_t *data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline uint64_t hashOf(const uint8_t *data, size_t size)
{
    uint64_t h = 1469598103934665603ULL; // FNV-1a
    for (size_t i = 0; i < size; ++i)
        h = (h ^ data[i]) * 1099511628211ULL;
    return h;
}

// A small generator for choices derived from the input (chunk sizes and the like).
class Choices
{
public:
    explicit Choices(uint64_t seed)
        : m_state(seed | 1)
    {}
    uint32_t next(uint32_t bound) // 0 .. bound-1
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return bound ? uint32_t(m_state % bound) : 0;
    }

private:
    uint64_t m_state;
};

[[noreturn]] inline void fail(const char *what)
{
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
}

inline void check(bool holds, const char *what)
{
    if (!holds)
        fail(what);
}

} // namespace fuzz
