#include "createdclustertext.h"

#include "servertext.h"

#include "ray/clusterspec.h"
#include "ray/headaddress.h"

using namespace Qt::StringLiterals;

namespace vmray {

QString CreatedClusterText::of(const ray::CreatedClusterState &state, bool *problem)
{
    *problem = false;
    const QString name = escapedHtml(state.name);
    if (state.deleted) {
        *problem = true;
        return tr("Ray cluster %1 was deleted.").arg(name);
    }
    const ray::ClusterStatus &status = state.status;
    const QString vmStatus = escapedHtml(status.head.vmStatus);
    const QString rayStatus = escapedHtml(status.head.rayStatus);
    const ray::HeadAddress &address = status.serviceAddress;
    // The head's address as a link to its dashboard or as itself, or why there is none.
    const auto addressText = [&address](bool asLink) {
        if (address.invalid)
            return tr("the server sent an invalid address");
        if (address.isEmpty())
            return asLink ? tr("address pending") : tr("pending");
        const QString dashboard = escapedHtml(ray::dashboardUrlOf(address.host));
        return asLink ? u"<a href=\"%1\">%1</a>"_s.arg(dashboard) : escapedHtml(address.host);
    };
    if (status.head.isRunning()) {
        return tr("The head node of %1 is running; Ray is %2. Ray dashboard: %3. The "
                  "console keeps following the cluster in the main window.")
            .arg(name, rayStatus.isEmpty() ? tr("starting") : rayStatus, addressText(true));
    }
    // Waiting conditions (the service IP not assigned yet) are progress; pre-flight and
    // deletion failures are problems.
    const QString waiting = escapedHtml(status.waitingMessages().join(u"; "_s));
    const QString failing = escapedHtml(status.failureMessages().join(u"; "_s));
    QString text =
        tr("Created %1. Head VM: %2; load balancer address: %3.")
            .arg(name, vmStatus.isEmpty() ? tr("not deployed yet") : vmStatus, addressText(false));
    if (!failing.isEmpty())
        text += u' ' + tr("The operator reports a problem: %1").arg(failing);
    else if (!waiting.isEmpty())
        text += u' ' + tr("Now: %1.").arg(waiting);
    *problem = !failing.isEmpty();
    return text;
}

} // namespace vmray
