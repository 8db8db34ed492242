#include "passwordhash.h"

#include <crypt.h>

#include <cstring>

namespace vmray::ray {

QString hashVmPassword(const QString &password)
{
    // crypt_gensalt_rn draws the salt from the operating system's random source.
    char setting[CRYPT_GENSALT_OUTPUT_SIZE];
    if (!crypt_gensalt_rn("$6$", 0, nullptr, 0, setting, sizeof setting))
        return {};
    crypt_data data;
    std::memset(&data, 0, sizeof data);
    const QByteArray phrase = password.toUtf8();
    const char *hash = crypt_rn(phrase.constData(), setting, &data, sizeof data);
    QString result = hash && hash[0] == '$' ? QString::fromLatin1(hash) : QString();
    std::memset(&data, 0, sizeof data); // the phrase passed through it
    return result;
}

bool vmPasswordMatches(const QString &password, const QString &hash)
{
    crypt_data data;
    std::memset(&data, 0, sizeof data);
    const QByteArray phrase = password.toUtf8();
    const QByteArray setting = hash.toLatin1();
    const char *computed = crypt_rn(phrase.constData(), setting.constData(), &data, sizeof data);
    const bool same = computed && setting == computed;
    std::memset(&data, 0, sizeof data);
    return same;
}

} // namespace vmray::ray
