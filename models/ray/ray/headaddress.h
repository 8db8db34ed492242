// The Ray head's address as a server sends it (status.vm_service_status.ip, or the head service's
// load-balancer ingress), read once and only here: an IP address or a DNS name of letters, digits
// and hyphens, never anything else. It goes into a polled URL, a link and a command the user
// pastes into a shell, so a string that is neither reads as no address at all.
#pragma once

#include <QString>
#include <QStringView>

class QUrl;

namespace vmray::ray {

struct HeadAddress
{
    // An IP address as QHostAddress writes it, or a DNS name in lower case; empty when there is
    // none or what was sent is not an address.
    QString host;
    // The server sent something that is neither an IP address nor a DNS name.
    bool invalid = false;

    bool isEmpty() const { return host.isEmpty(); }
    bool operator==(const HeadAddress &) const = default;
};

HeadAddress readHeadAddress(QStringView sent);

// Labels of 1–63 letters, digits and hyphens that neither start nor end with a hyphen, 253
// characters in all, the last label beginning with a letter (so neither "10.0.0" nor
// "0x7f000001", which programs read as IPv4 addresses, is a name).
bool isDnsName(QStringView name);

// The Ray dashboard of a head at `host` (as read above): http://<host>:8265, an IPv6 address in
// brackets; empty without a host.
QString dashboardUrlOf(const QString &host);

// Whether a link may be handed to the desktop to open: http or https, without user info, to a
// host that reads as an address.
bool isWebLink(const QUrl &url);

// `text` as one word for a POSIX shell: in single quotes, each ' written as '\''.
QString shellQuoted(QStringView text);

} // namespace vmray::ray
