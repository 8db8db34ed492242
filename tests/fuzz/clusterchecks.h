// What the cluster YAML targets check of a parse: every problem is placed sensibly, and a
// cluster the console accepted is one it can write out and read back.
#pragma once

#include "fuzzsupport.h"

#include "ray/clusterspec.h"

namespace fuzz {

inline void checkProblems(const QList<vmray::ray::SpecProblem> &problems)
{
    for (const vmray::ray::SpecProblem &p : problems) {
        check(!p.message.isEmpty(), "a problem says what is wrong");
        check(p.line >= 0 && p.column >= 0, "a problem's place is in the text");
        check(p.line > 0 || p.column == 0, "a column without a line");
    }
}

// Parsing what the console writes must not meet a YAML error (a problem without a field).
inline void checkWritten(const vmray::ray::ParsedSpec &reread)
{
    for (const vmray::ray::SpecProblem &p : reread.problems) {
        check(!(p.severity == vmray::ray::SpecProblem::Severity::Error && p.field.isEmpty()),
            "the console cannot read the YAML it wrote");
    }
}

inline void checkParsed(const vmray::ray::ParsedSpec &parsed)
{
    using namespace vmray::ray;
    checkProblems(parsed.problems);
    checkProblems(validateCluster(parsed.spec, parsed.positions));
    if (parsed.hasErrors())
        return;
    checkWritten(parseClusterResource(toClusterResource(parsed.spec)));
    checkWritten(parseRayUpConfig(toRayUpConfig(parsed.spec)));
    (void)toClusterObject(parsed.spec);
}

} // namespace fuzz
