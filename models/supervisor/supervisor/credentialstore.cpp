#include "credentialstore.h"

#include <QMetaObject>
#include <QPointer>
#include <qt6keychain/keychain.h>

namespace vmray {

namespace {

CredentialStore::Result resultOf(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError:
        return CredentialStore::Result::Ok;
    case QKeychain::EntryNotFound:
        return CredentialStore::Result::NotFound;
    default:
        return CredentialStore::Result::Failed;
    }
}

template<class Job>
void configure(Job *job, const QString &key)
{
    job->setAutoDelete(true);
    job->setKey(key);
    // A keychain that is not there is an error to report, never a reason to fall back to a file.
    job->setInsecureFallback(false);
}

} // namespace

KeychainCredentialStore::KeychainCredentialStore(QObject *parent)
    : CredentialStore(parent)
{}

void KeychainCredentialStore::write(
    const QString &key, const QByteArray &secret, QObject *context, Done done)
{
    auto *job = new QKeychain::WritePasswordJob(QString::fromLatin1(serviceName), this);
    configure(job, key);
    job->setBinaryData(secret);
    QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
        done(resultOf(j->error()), j->error() == QKeychain::NoError ? QString() : j->errorString());
    });
    job->start();
}

void KeychainCredentialStore::read(const QString &key, QObject *context, ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(QString::fromLatin1(serviceName), this);
    configure(job, key);
    QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
        auto *readJob = static_cast<QKeychain::ReadPasswordJob *>(j);
        const Result result = resultOf(j->error());
        done(result,
            result == Result::Ok ? readJob->binaryData() : QByteArray(),
            result == Result::Failed ? j->errorString() : QString());
    });
    job->start();
}

void KeychainCredentialStore::remove(const QString &key, QObject *context, Done done)
{
    auto *job = new QKeychain::DeletePasswordJob(QString::fromLatin1(serviceName), this);
    configure(job, key);
    QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
        done(resultOf(j->error()), j->error() == QKeychain::NoError ? QString() : j->errorString());
    });
    job->start();
}

// Memory: answers are queued, as a real keychain's are, so callers cannot rely on synchronicity.

void MemoryCredentialStore::write(
    const QString &key, const QByteArray &secret, QObject *context, Done done)
{
    entries.insert(key, secret);
    QMetaObject::invokeMethod(
        context,
        [done] {
            done(Result::Ok, {});
        },
        Qt::QueuedConnection);
}

void MemoryCredentialStore::read(const QString &key, QObject *context, ReadDone done)
{
    const bool found = entries.contains(key);
    const QByteArray secret = entries.value(key);
    QMetaObject::invokeMethod(
        context,
        [done, found, secret] {
            done(found ? Result::Ok : Result::NotFound, secret, {});
        },
        Qt::QueuedConnection);
}

void MemoryCredentialStore::remove(const QString &key, QObject *context, Done done)
{
    const bool found = entries.remove(key) > 0;
    QMetaObject::invokeMethod(
        context,
        [done, found] {
            done(found ? Result::Ok : Result::NotFound, {});
        },
        Qt::QueuedConnection);
}

} // namespace vmray
