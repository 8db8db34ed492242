// Regular expressions over request data. libstdc++'s default std::regex executor backtracks
// recursively, a stack frame per character, so a long enough string overflows the stack; with
// __polynomial it runs its Thompson-NFA executor, whose recursion is bounded by the pattern and
// whose time is linear in the text. None of the emulator's patterns uses back-references, which
// that executor lacks.
#pragma once

#include <regex>
#include <string>

namespace emu {

inline std::regex linearRegex(const std::string &pattern)
{
    return std::regex(pattern, std::regex::ECMAScript | std::regex_constants::__polynomial);
}

} // namespace emu
