// Secrets (session tokens, and passwords only when the user asks to remember them) live in the
// operating system's keychain, never in settings files or logs. Asynchronous, like the keychain
// itself; results arrive on the given context object's thread, and not at all if it is gone.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace vmray {

class CredentialStore : public QObject
{
    Q_OBJECT

public:
    enum class Result { Ok, NotFound, Failed };
    using Done = std::function<void(Result result, const QString &error)>;
    using ReadDone =
        std::function<void(Result result, const QByteArray &secret, const QString &error)>;

    using QObject::QObject;

    virtual void write(
        const QString &key, const QByteArray &secret, QObject *context, Done done) = 0;
    virtual void read(const QString &key, QObject *context, ReadDone done) = 0;
    virtual void remove(const QString &key, QObject *context, Done done) = 0;

    // Keys for a connection profile's secrets.
    static QString tokenKey(const QString &profileId)
    {
        return profileId + QStringLiteral("/token");
    }
    static QString passwordKey(const QString &profileId)
    {
        return profileId + QStringLiteral("/password");
    }
};

// The Secret Service (GNOME Keyring, KWallet) through QtKeychain.
class KeychainCredentialStore final : public CredentialStore
{
    Q_OBJECT

public:
    static constexpr const char *serviceName = "vmray-console";
    explicit KeychainCredentialStore(QObject *parent = nullptr);

    void write(const QString &key, const QByteArray &secret, QObject *context, Done done) override;
    void read(const QString &key, QObject *context, ReadDone done) override;
    void remove(const QString &key, QObject *context, Done done) override;
};

// For unit tests of code that uses credentials.
class MemoryCredentialStore final : public CredentialStore
{
    Q_OBJECT

public:
    using CredentialStore::CredentialStore;

    void write(const QString &key, const QByteArray &secret, QObject *context, Done done) override;
    void read(const QString &key, QObject *context, ReadDone done) override;
    void remove(const QString &key, QObject *context, Done done) override;

    QHash<QString, QByteArray> entries;
};

} // namespace vmray
