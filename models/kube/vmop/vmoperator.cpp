#include "vmoperator.h"

#include "kube/apicall.h"
#include "kube/jsonfields.h"
#include "kube/resourcecache.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace vmray::vmop {

namespace {
// v1alpha1 < v1alpha2 < ... < v1beta1 < v1; unknown forms sort last.
int versionRank(const QString &version)
{
    static const QRegularExpression form(u"^v(\\d+)(?:(alpha|beta)(\\d+))?$"_s);
    const auto m = form.match(version);
    if (!m.hasMatch())
        return std::numeric_limits<int>::max();
    const int major = m.captured(1).toInt();
    const int stage = m.captured(2) == u"alpha"_s ? 0 : m.captured(2) == u"beta"_s ? 1 : 2;
    return major * 10000 + stage * 1000 + m.captured(3).toInt();
}

QDateTime timeFrom(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODate);
}
} // namespace

QString versionOrPreferred(const QString &discovered)
{
    return discovered.isEmpty() ? QString(preferredVersion) : discovered;
}

QString chooseVersion(const QStringList &served, const QString &preferred)
{
    if (served.contains(preferredVersion))
        return preferredVersion;
    QStringList newer;
    for (const QString &v : served) {
        if (versionRank(v) > versionRank(preferredVersion)
            && versionRank(v) != std::numeric_limits<int>::max())
            newer << v;
    }
    if (!newer.isEmpty()) {
        std::sort(newer.begin(), newer.end(), [](const QString &a, const QString &b) {
            return versionRank(a) < versionRank(b);
        });
        return newer.first();
    }
    if (served.contains(u"v1alpha1"_s))
        return u"v1alpha1"_s;
    return served.contains(preferred) ? preferred : served.value(0);
}

bool isLegacyVersion(const QString &version)
{
    return version == u"v1alpha1"_s;
}

QString collectionPath(const QString &version, const QString &plural, const QString &ns)
{
    return ns.isEmpty() ? u"/apis/%1/%2/%3"_s.arg(group, version, plural)
                        : u"/apis/%1/%2/namespaces/%3/%4"_s.arg(group, version, ns, plural);
}

PowerState powerStateFrom(const QString &text)
{
    // v1alpha1 spells them poweredOn / poweredOff / suspended, later versions PoweredOn / ...
    if (text.compare(u"PoweredOn"_s, Qt::CaseInsensitive) == 0)
        return PowerState::PoweredOn;
    if (text.compare(u"PoweredOff"_s, Qt::CaseInsensitive) == 0)
        return PowerState::PoweredOff;
    if (text.compare(u"Suspended"_s, Qt::CaseInsensitive) == 0)
        return PowerState::Suspended;
    return PowerState::Unknown;
}

const Condition *VirtualMachineState::condition(const QString &type) const
{
    for (const Condition &c : conditions) {
        if (c.type == type)
            return &c;
    }
    return nullptr;
}

VirtualMachineState readVirtualMachine(const QJsonObject &vm, const QString &version)
{
    const QJsonObject spec = vm.value(u"spec"_s).toObject();
    const QJsonObject status = vm.value(u"status"_s).toObject();
    VirtualMachineState s;
    s.desiredPower = powerStateFrom(spec.value(u"powerState"_s).toString());
    s.power = powerStateFrom(status.value(u"powerState"_s).toString());
    s.className = spec.value(u"className"_s).toString();
    s.imageName = spec.value(u"imageName"_s).toString();
    if (s.imageName.isEmpty()) // v1alpha3+ may name the image only here
        s.imageName = spec.value(u"image"_s).toObject().value(u"name"_s).toString();
    s.deleting = vm.value(u"metadata"_s).toObject().contains(u"deletionTimestamp"_s);
    if (isLegacyVersion(version)) {
        s.primaryIp = status.value(u"vmIp"_s).toString();
        s.phase = status.value(u"phase"_s).toString();
    } else {
        const QJsonObject network = status.value(u"network"_s).toObject();
        s.primaryIp = network.value(u"primaryIP4"_s).toString();
        if (s.primaryIp.isEmpty())
            s.primaryIp = network.value(u"primaryIP6"_s).toString();
    }
    const QJsonArray conditions = status.value(u"conditions"_s).toArray();
    for (const QJsonValue value : conditions) {
        const QJsonObject c = value.toObject();
        s.conditions.append({ c.value(u"type"_s).toString(),
            c.value(u"status"_s).toString(),
            c.value(u"reason"_s).toString(),
            c.value(u"message"_s).toString(),
            timeFrom(c.value(u"lastTransitionTime"_s)) });
    }
    return s;
}

QStringList slimVirtualMachinePaths()
{
    return kube::identityPaths()
        + QStringList { u"metadata.labels"_s,
              u"metadata.creationTimestamp"_s,
              u"metadata.deletionTimestamp"_s,
              u"spec.className"_s,
              u"spec.imageName"_s,
              u"spec.image"_s,
              u"spec.powerState"_s,
              u"status.powerState"_s,
              u"status.vmIp"_s,
              u"status.phase"_s,
              u"status.conditions"_s,
              u"status.network.primaryIP4"_s,
              u"status.network.primaryIP6"_s };
}

const kube::FieldSelection &slimVirtualMachineFields()
{
    static const kube::FieldSelection fields(slimVirtualMachinePaths());
    return fields;
}

VersionDiscovery::VersionDiscovery(kube::KubeClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

void VersionDiscovery::start()
{
    kube::ApiCall *call = m_client->get(u"/apis/"_s + group);
    connect(call, &kube::ApiCall::finished, this, [this](kube::ApiCall *c) {
        m_error = c->error();
        if (!m_error.isError()) {
            const QJsonObject doc = c->json();
            const QJsonArray versions = doc.value(u"versions"_s).toArray();
            for (const QJsonValue v : versions)
                m_served << v.toObject().value(u"version"_s).toString();
            m_preferred =
                doc.value(u"preferredVersion"_s).toObject().value(u"version"_s).toString();
            if (m_served.isEmpty())
                m_error =
                    kube::KubeError::parse(tr("The server lists no versions of %1.").arg(group));
        }
        Q_EMIT finished(this);
    });
}

} // namespace vmray::vmop
