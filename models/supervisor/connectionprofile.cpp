#include "connectionprofile.h"

#include <QSettings>
#include <QUuid>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
const QString group = u"profiles"_s;

QString trustName(ConnectionProfile::Trust t)
{
    switch (t) {
    case ConnectionProfile::Trust::CaFile:
        return u"ca-file"_s;
    case ConnectionProfile::Trust::Pinned:
        return u"pinned"_s;
    case ConnectionProfile::Trust::Insecure:
        return u"insecure"_s;
    case ConnectionProfile::Trust::System:
        break;
    }
    return u"system"_s;
}

ConnectionProfile::Trust trustFrom(const QString &s)
{
    if (s == u"ca-file"_s)
        return ConnectionProfile::Trust::CaFile;
    if (s == u"pinned"_s)
        return ConnectionProfile::Trust::Pinned;
    if (s == u"insecure"_s)
        return ConnectionProfile::Trust::Insecure;
    return ConnectionProfile::Trust::System;
}
} // namespace

ConnectionProfile ConnectionProfile::create(const QString &server, const QString &username)
{
    ConnectionProfile p;
    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    p.server = server;
    p.name = server;
    p.username = username;
    return p;
}

QUrl ConnectionProfile::wcpUrl() const
{
    QUrl url(u"https://"_s + server);
    if (url.port() < 0)
        url.setPort(443);
    return url;
}

QUrl ConnectionProfile::apiUrl() const
{
    QUrl url = wcpUrl();
    url.setPort(apiPort);
    return url;
}

kube::TlsTrust ConnectionProfile::tlsTrust(QString *error) const
{
    switch (trust) {
    case Trust::CaFile:
        return kube::TlsTrust::fromCaFile(caFile, error);
    case Trust::Pinned:
        return kube::TlsTrust::pinned(pinnedSha256);
    case Trust::Insecure:
        return kube::TlsTrust::insecure();
    case Trust::System:
        break;
    }
    return kube::TlsTrust::system();
}

ProfileStore::ProfileStore(QSettings *settings)
    : m_settings(settings)
{}

QList<ConnectionProfile> ProfileStore::profiles() const
{
    QList<ConnectionProfile> out;
    m_settings->beginGroup(group);
    const QStringList ids = m_settings->childGroups();
    for (const QString &id : ids) {
        m_settings->beginGroup(id);
        ConnectionProfile p;
        p.id = id;
        p.name = m_settings->value(u"name"_s).toString();
        p.server = m_settings->value(u"server"_s).toString();
        p.apiPort = m_settings->value(u"apiPort"_s, 6443).toInt();
        p.username = m_settings->value(u"username"_s).toString();
        p.trust = trustFrom(m_settings->value(u"trust"_s).toString());
        p.caFile = m_settings->value(u"caFile"_s).toString();
        p.pinnedSha256 = m_settings->value(u"pinnedSha256"_s).toString();
        p.rememberPassword = m_settings->value(u"rememberPassword"_s, false).toBool();
        p.kubeconfigContext = m_settings->value(u"kubeconfigContext"_s).toString();
        m_settings->endGroup();
        out.append(p);
    }
    m_settings->endGroup();
    return out;
}

void ProfileStore::save(const ConnectionProfile &p)
{
    m_settings->beginGroup(group);
    m_settings->beginGroup(p.id);
    m_settings->setValue(u"name"_s, p.name);
    m_settings->setValue(u"server"_s, p.server);
    m_settings->setValue(u"apiPort"_s, p.apiPort);
    m_settings->setValue(u"username"_s, p.username);
    m_settings->setValue(u"trust"_s, trustName(p.trust));
    m_settings->setValue(u"caFile"_s, p.caFile);
    m_settings->setValue(u"pinnedSha256"_s, p.pinnedSha256);
    m_settings->setValue(u"rememberPassword"_s, p.rememberPassword);
    m_settings->setValue(u"kubeconfigContext"_s, p.kubeconfigContext);
    m_settings->endGroup();
    m_settings->endGroup();
    m_settings->sync();
}

void ProfileStore::remove(const QString &id)
{
    m_settings->beginGroup(group);
    m_settings->remove(id);
    m_settings->endGroup();
    m_settings->sync();
}

} // namespace vmray
