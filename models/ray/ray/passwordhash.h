// The VM user's password as the VMRayCluster carries it: a SHA-512 crypt(3) hash ("$6$salt$hash")
// made here with the system's crypt library and a random salt, so the password itself is never
// stored or sent.
#pragma once

#include <QString>

namespace vmray::ray {

// Empty when the system's crypt library cannot make a SHA-512 hash.
QString hashVmPassword(const QString &password);
// Whether `password` matches a crypt(3) hash.
bool vmPasswordMatches(const QString &password, const QString &hash);

} // namespace vmray::ray
