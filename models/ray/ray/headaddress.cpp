#include "headaddress.h"

#include <QHostAddress>
#include <QUrl>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray::ray {

namespace {
constexpr qsizetype maxNameLength = 253;
constexpr qsizetype maxLabelLength = 63;

bool isAsciiLetterOrDigit(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

bool isLdhLabel(QStringView label)
{
    if (label.isEmpty() || label.size() > maxLabelLength)
        return false;
    if (label.front() == u'-' || label.back() == u'-')
        return false;
    return std::all_of(label.begin(), label.end(), [](QChar c) {
        return isAsciiLetterOrDigit(c) || c == u'-';
    });
}

bool startsWithLetter(QStringView label)
{
    const QChar c = label.front();
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// An IP address in the form QHostAddress writes it, or empty. IPv4 must already be in that form:
// "10.1" or "010.0.0.5" are read differently by different programs. IPv6 scope ids are refused,
// since they name an interface of this computer, not the head.
QString canonicalIp(QStringView text)
{
    // Only what an address can hold: QHostAddress would trim spaces and read a scope id.
    const bool plain = std::all_of(text.begin(), text.end(), [](QChar c) {
        return isAsciiLetterOrDigit(c) || c == u'.' || c == u':';
    });
    if (!plain)
        return {};
    const QString sent = text.toString();
    const QHostAddress address(sent);
    if (address.isNull() || !address.scopeId().isEmpty())
        return {};
    const QString canonical = address.toString();
    if (address.protocol() == QAbstractSocket::IPv4Protocol)
        return canonical == sent ? canonical : QString();
    return address.protocol() == QAbstractSocket::IPv6Protocol ? canonical : QString();
}
} // namespace

bool isDnsName(QStringView name)
{
    if (name.isEmpty() || name.size() > maxNameLength)
        return false;
    QStringView last;
    for (const QStringView label : name.split(u'.')) {
        if (!isLdhLabel(label))
            return false;
        last = label;
    }
    // Top-level domains begin with a letter; a last label such as "1" or "0x7f000001" is how
    // many programs write an IPv4 address, which would then be read as one.
    return startsWithLetter(last);
}

HeadAddress readHeadAddress(QStringView sent)
{
    if (sent.isEmpty())
        return {};
    if (QString ip = canonicalIp(sent); !ip.isEmpty())
        return { ip, false };
    if (isDnsName(sent))
        return { sent.toString().toLower(), false };
    return { QString(), true };
}

QString dashboardUrlOf(const QString &host)
{
    if (host.isEmpty())
        return {};
    const bool ipv6 = host.contains(u':');
    return ipv6 ? u"http://[%1]:8265"_s.arg(host) : u"http://%1:8265"_s.arg(host);
}

bool isWebLink(const QUrl &url)
{
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1))
        return false;
    if (!url.userInfo().isEmpty())
        return false;
    return !readHeadAddress(url.host()).isEmpty();
}

QString shellQuoted(QStringView text)
{
    QString quoted = u"'"_s;
    for (const QChar c : text) {
        if (c == u'\'')
            quoted += u"'\\''"_s;
        else
            quoted += c;
    }
    quoted += u'\'';
    return quoted;
}

} // namespace vmray::ray
