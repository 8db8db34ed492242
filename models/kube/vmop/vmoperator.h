// VM Operator (vmoperator.vmware.com) across its API versions (supervisor-api.md §7). Which
// versions a Supervisor serves depends on its vSphere release, so the console discovers them and
// reads every VirtualMachine through one mapping: v1alpha1's `vmIp`, `phase` and lower-case power
// states become the v1alpha2+ view the rest of the console uses.
#pragma once

#include "kube/kubeclient.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace vmray::vmop {

inline constexpr QLatin1StringView group { "vmoperator.vmware.com" };

// The version the console reads VM Operator kinds with, from what the server serves: v1alpha2
// first (what the vmray operator writes), then the next newer one, v1alpha1 only as a last resort.
// Empty when none is served.
QString chooseVersion(const QStringList &served, const QString &preferred);
// The version read when none was discovered: the one the vmray operator itself is built on, and
// the only place the console names it.
inline constexpr QLatin1StringView preferredVersion { "v1alpha2" };
// `discovered`, or preferredVersion when it is empty.
QString versionOrPreferred(const QString &discovered);
// True for versions with v1alpha1's field layout.
bool isLegacyVersion(const QString &version);
// /apis/vmoperator.vmware.com/<version>/namespaces/<ns>/<plural>; all namespaces if `ns` is empty.
QString collectionPath(const QString &version, const QString &plural, const QString &ns = {});

enum class PowerState { Unknown, PoweredOn, PoweredOff, Suspended };

struct Condition
{
    QString type;
    QString status; // True, False, Unknown
    QString reason;
    QString message;
    QDateTime lastTransition;
    bool operator==(const Condition &) const = default;
};

// What the console shows of a VirtualMachine, whatever the version it was read with.
struct VirtualMachineState
{
    PowerState desiredPower = PowerState::Unknown; // spec.powerState
    PowerState power = PowerState::Unknown; // status.powerState
    QString primaryIp; // v1alpha1 status.vmIp, else status.network.primaryIP4 (or IP6)
    QString phase; // v1alpha1 only: Creating, Created, Deleting, Deleted, Unknown
    QString className;
    QString imageName;
    bool deleting = false; // metadata.deletionTimestamp is set
    QList<Condition> conditions;

    // The condition of this type, or null.
    const Condition *condition(const QString &type) const;
};

PowerState powerStateFrom(const QString &text); // either version's spelling
VirtualMachineState readVirtualMachine(const QJsonObject &vm, const QString &version);
// The part of a VirtualMachine that readVirtualMachine and the console read (names, labels,
// times, class, image, power, addresses, conditions), for caches of thousands of VMs: the only
// fields decoded from list pages and watch events.
QStringList slimVirtualMachinePaths();
const kube::FieldSelection &slimVirtualMachineFields();

// GET /apis/vmoperator.vmware.com: the served versions and the one to use. Finishes once.
class VersionDiscovery final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VersionDiscovery)

public:
    explicit VersionDiscovery(kube::KubeClient *client, QObject *parent = nullptr);
    void start();

    const kube::KubeError &error() const { return m_error; }
    QStringList servedVersions() const { return m_served; }
    QString preferredVersion() const { return m_preferred; }
    QString chosenVersion() const { return chooseVersion(m_served, m_preferred); }

Q_SIGNALS:
    void finished(vmray::vmop::VersionDiscovery *discovery);

private:
    kube::KubeClient *m_client;
    kube::KubeError m_error;
    QStringList m_served;
    QString m_preferred;
};

} // namespace vmray::vmop
