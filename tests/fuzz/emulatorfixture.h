// What the emulator targets share: a store like the emulator's demo one (a few objects of each
// kind, made afresh for every input so inputs do not depend on each other), the served versions,
// the users, and the check that a request is answered as a client error, never as 500.
#pragma once

#include "conversion.h"
#include "resource_api.h"
#include "seed.h"
#include "vmray_admission.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

namespace fuzz {

class EmulatorFixture
{
public:
    EmulatorFixture()
        : m_served(emu::servedVersions({ "v1alpha2", "v1alpha1" }))
    {
        // The demo data, trimmed to two objects of each kind (seeding every input's store is
        // most of the time an input takes).
        emu::Store demo(1000);
        emu::seedStore(demo, "demo");
        for (int type = 0; type < emu::TypeCount; ++type) {
            int kept = 0;
            for (const emu::ObjectPtr &o : demo.all(type)) {
                if (++kept > 2 && type != emu::Namespaces)
                    break;
                m_objects.push_back({ type, o->json });
            }
        }
        m_admin.username = "administrator@vsphere.local";
        m_devops.username = "devops@vsphere.local";
        m_devops.namespaces = { "ray-dev" };
    }

    std::unique_ptr<emu::Store> freshStore() const
    {
        auto store = std::make_unique<emu::Store>(64);
        for (const auto &[type, json] : m_objects)
            store->seed(type, json);
        store->setAdmission(emu::VMRayClusters,
            [this](emu::AdmissionOp op, emu::Json &object, const emu::Json *old) {
                m_admission(op, object, old);
            });
        return store;
    }

    const emu::ServedVersions &served() const { return m_served; }
    const emu::User &admin() const { return m_admin; }
    const emu::User &devops() const { return m_devops; }

private:
    emu::ServedVersions m_served;
    std::vector<std::pair<int, emu::Json>> m_objects;
    emu::VmrayAdmission m_admission;
    emu::User m_admin;
    emu::User m_devops;
};

// Serves one request as the emulator's handler does. A refusal must be a client error the
// server can write out (as sendStatus does); anything else would reach the client as 500.
inline std::optional<emu::ApiAnswer> serve(const EmulatorFixture &fixture,
    emu::Store &store,
    const emu::ApiRequest &request,
    const emu::User &user)
{
    try {
        emu::ApiAnswer answer = emu::serveResource(store, fixture.served(), request, user);
        if (answer.watch) {
            // What a watch sends first: the current objects it selects, in the request's shape.
            const emu::ResourcePath &path = *answer.watchOf;
            uint64_t rv = 0;
            for (const emu::ObjectPtr &o : store.snapshot(path.type, path.ns, &rv)) {
                if ((answer.watch->labels.empty() || answer.watch->labels.matches(o->json))
                    && (answer.watch->fields.empty() || answer.watch->fields.matches(o->json)))
                    (void)emu::toVersion(path.type, o->json, path.version).dump();
            }
        }
        return answer;
    } catch (const emu::StatusError &e) {
        const std::string status = emu::jsonText(e.toStatus());
        if (e.code() < 400 || e.code() >= 500) {
            std::fprintf(stderr, "answered %d: %s\n", e.code(), status.c_str());
            std::abort();
        }
    } catch (const std::exception &e) {
        std::fprintf(stderr, "answered 500: %s\n", e.what());
        std::abort();
    }
    return std::nullopt;
}

} // namespace fuzz
