// A Ray cluster's health as its own object tells it (no VMs joined), and clusters tallied by
// health: what the navigation tree shows of a namespace or a Supervisor at a glance.
#pragma once

#include "clusterstate.h"

#include <QMetaType>

#include <array>
#include <optional>

namespace vmray::ray {

// How much a health needs the user's attention: Failed > Degraded > Starting > Deleting >
// Healthy. Deleting is on its way out and asks nothing of the user.
int healthSeverity(ClusterHealth health);

struct HealthTally
{
    std::array<int, 5> byHealth {}; // indexed by ClusterHealth

    void add(ClusterHealth health) { ++byHealth[static_cast<size_t>(health)]; }
    int count(ClusterHealth health) const { return byHealth[static_cast<size_t>(health)]; }
    int total() const;
    // The health needing the most attention; none without clusters.
    std::optional<ClusterHealth> worst() const;
    HealthTally &operator+=(const HealthTally &other);
    bool operator==(const HealthTally &) const = default;
};

// The health the cluster's status says without its VMs: the operator's cluster state, its
// conditions and the node statuses it reports. The same rules as summarize(), read from the
// operator's side only, for overviews that cannot join every VM of a Supervisor.
ClusterHealth healthFromStatus(const QJsonObject &cluster);
// What healthFromStatus reads, besides the identity fields.
QStringList healthFromStatusPaths();

} // namespace vmray::ray

Q_DECLARE_METATYPE(vmray::ray::HealthTally)
