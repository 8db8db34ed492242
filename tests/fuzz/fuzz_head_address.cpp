// readHeadAddress over whatever a server might send as the head's address: what it accepts holds
// no whitespace, control character, quote or anything else a URL, markup or a shell would read
// specially, and reads again as itself, as an IP address or a DNS name. The URL made of it has
// that host and may be opened; shellQuoted gives one word back for any text.
#include "fuzzsupport.h"

#include "ray/headaddress.h"

#include <QHostAddress>
#include <QUrl>

#include <optional>

using namespace vmray::ray;

namespace {
bool isAddressCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'.' || c == u':'
        || c == u'-';
}

// What a POSIX shell makes of `quoted` when all of it is single-quoted parts joined by \' : the
// one word, or nothing when anything else is in it.
std::optional<QString> unquotedWord(const QString &quoted)
{
    QString word;
    qsizetype i = 0;
    while (i < quoted.size()) {
        if (quoted.at(i) == u'\\' && i + 1 < quoted.size() && quoted.at(i + 1) == u'\'') {
            word += u'\'';
            i += 2;
            continue;
        }
        if (quoted.at(i) != u'\'')
            return std::nullopt;
        const qsizetype end = quoted.indexOf(u'\'', i + 1);
        if (end < 0)
            return std::nullopt;
        word += quoted.mid(i + 1, end - i - 1);
        i = end + 1;
    }
    return word;
}

void checkAddress(const QString &sent)
{
    const HeadAddress read = readHeadAddress(sent);
    fuzz::check(read.isEmpty() || !read.invalid, "an address read is not also invalid");
    fuzz::check(!sent.isEmpty() || (read.isEmpty() && !read.invalid), "nothing reads as nothing");
    if (read.isEmpty()) {
        fuzz::check(sent.isEmpty() || read.invalid, "what is not read is said to be invalid");
        return;
    }
    for (const QChar c : read.host)
        fuzz::check(isAddressCharacter(c), "an address holds only letters, digits, . : and -");
    fuzz::check(readHeadAddress(read.host) == read, "an address reads again as itself");
    const QHostAddress ip(read.host);
    fuzz::check((!ip.isNull() && ip.toString() == read.host) || isDnsName(read.host),
        "an address is an IP address as Qt writes it, or a DNS name");
    const QUrl url(dashboardUrlOf(read.host), QUrl::StrictMode);
    fuzz::check(url.isValid(), "the dashboard URL is valid");
    fuzz::check(url.host() == read.host, "the dashboard URL has the address as its host");
    fuzz::check(url.port() == 8265, "the dashboard URL has Ray's port");
    fuzz::check(isWebLink(url), "the dashboard URL may be opened");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzz::rawBytes(data, size);
    const QString utf8 = QString::fromUtf8(bytes);
    checkAddress(utf8);
    checkAddress(QString::fromLatin1(bytes));
    const std::optional<QString> word = unquotedWord(shellQuoted(utf8));
    fuzz::check(word && *word == utf8, "shellQuoted gives one word holding the text");
    return 0;
}
