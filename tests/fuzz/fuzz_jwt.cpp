// jwtExpiry over tokens: the input as a whole token, and as the claims of one (base64url-encoded
// between a header and a signature), so the fuzzer works on the JSON directly.
#include "fuzzsupport.h"

#include "supervisor/wcpclient.h"

using namespace vmray;

namespace {
void checkExpiry(const QString &token)
{
    const std::optional<QDateTime> expiry = jwtExpiry(token);
    if (!expiry)
        return;
    fuzz::check(expiry->isValid(), "an expiry is a valid time");
    fuzz::check(expiry->date().year() >= 1970 && expiry->date().year() <= 9999,
        "an expiry lies between 1970 and 9999");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzz::rawBytes(data, size);
    checkExpiry(QString::fromUtf8(bytes));
    const QByteArray claims =
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    const QByteArray token = QByteArray("eyJhbGciOiJSUzI1NiJ9.") + claims + QByteArray(".c2ln");
    checkExpiry(QString::fromLatin1(token));
    return 0;
}
