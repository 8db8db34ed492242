// Admission for VMRayCluster: the CRD's structural schema, then the vmray operator's validating
// webhook (vvmraycluster.kb.io) with the rules and cause fields it is coded with.
#pragma once

#include "common.h"
#include "schema.h"
#include "store.h"

namespace emu {

class VmrayAdmission
{
public:
    VmrayAdmission();
    void operator()(AdmissionOp op, Json &object, const Json *old) const;

    // fieldValidation=Strict for the request being handled on this thread: unknown fields are
    // refused instead of pruned.
    class StrictScope
    {
    public:
        explicit StrictScope(bool strict);
        ~StrictScope();
        StrictScope(const StrictScope &) = delete;
        StrictScope &operator=(const StrictScope &) = delete;
    };

    // The webhook rules alone; exposed for tests of the emulator itself.
    static std::vector<FieldCause> webhookCauses(const Json &object);

private:
    StructuralSchema m_schema;
};

} // namespace emu
