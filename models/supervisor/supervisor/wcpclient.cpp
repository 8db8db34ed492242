#include "wcpclient.h"

#include "kube/apicall.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// A claim holding a time, in seconds since 1970.
std::optional<qint64> jwtTimeClaim(const QString &token, const QString &claim)
{
    const QStringList parts = token.split(u'.');
    if (parts.size() != 3)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(parts[1].toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals
            | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QJsonValue value = QJsonDocument::fromJson(*decoded).object().value(claim);
    // Seconds from 1970 to the end of year 9999: a number outside is no time a token holds,
    // and converting it to qint64 would be undefined.
    constexpr double latest = 253402300799.0; // 9999-12-31T23:59:59Z
    const double seconds = value.toDouble();
    if (!value.isDouble() || !(seconds >= 0 && seconds <= latest))
        return std::nullopt;
    return static_cast<qint64>(seconds);
}
} // namespace

std::optional<QDateTime> jwtExpiry(const QString &token)
{
    const auto seconds = jwtTimeClaim(token, u"exp"_s);
    if (!seconds)
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(*seconds, Qt::UTC);
}

std::optional<std::chrono::seconds> jwtLifetime(const QString &token)
{
    const auto issued = jwtTimeClaim(token, u"iat"_s);
    const auto expires = jwtTimeClaim(token, u"exp"_s);
    if (!issued || !expires || *expires <= *issued)
        return std::nullopt;
    return std::chrono::seconds(*expires - *issued);
}

void WcpCall::finish(const kube::KubeError &error)
{
    m_error = error;
    Q_EMIT finished(this);
    deleteLater();
}

WcpClient::WcpClient(QNetworkAccessManager *network,
    const QUrl &server,
    const kube::TlsTrust &trust,
    QObject *parent)
    : QObject(parent)
    , m_client(network)
{
    kube::RequestPolicy policy;
    policy.server = server;
    policy.trust = trust;
    m_client.setPolicy(policy);
}

WcpCall *WcpClient::probe()
{
    auto *call = new WcpCall(WcpCall::Kind::Probe, this);
    kube::ApiCall *api = m_client.get(u"/wcp/loginbanner"_s);
    connect(api, &kube::ApiCall::finished, call, [call](kube::ApiCall *a) {
        call->m_isSupervisor = !a->error().isError() && a->httpStatus() == 200;
        // A 404 is an answer: this server is not a Supervisor. Transport failures are errors.
        call->finish(a->error().httpStatus() == 404 ? kube::KubeError() : a->error());
    });
    return call;
}

WcpCall *WcpClient::login(const QString &username, const QString &password)
{
    auto *call = new WcpCall(WcpCall::Kind::Login, this);
    const QByteArray basic = "Basic " + (username + u':' + password).toUtf8().toBase64();
    kube::ApiCall *api = m_client.request(
        "POST", u"/wcp/login"_s, QByteArray(), "application/json", { { "Authorization", basic } });
    connect(api, &kube::ApiCall::finished, call, [call](kube::ApiCall *a) {
        if (a->error().isError()) {
            call->finish(a->error());
            return;
        }
        call->m_token = a->json().value(u"session_id"_s).toString();
        if (call->m_token.isEmpty()) {
            call->finish(kube::KubeError::parse(u"the login answer has no session_id"_s));
            return;
        }
        if (!kube::isSendableToken(call->m_token)) {
            call->m_token.clear(); // neither used nor kept in the keychain
            call->finish(kube::KubeError::unsafeToken());
            return;
        }
        call->m_expiry = jwtExpiry(call->m_token);
        call->finish({});
    });
    return call;
}

WcpCall *WcpClient::workloads(const QString &token)
{
    auto *call = new WcpCall(WcpCall::Kind::Workloads, this);
    kube::ApiCall *api = m_client.request(
        "GET", u"/wcp/workloads"_s, {}, {}, { { "Authorization", "Bearer " + token.toUtf8() } });
    connect(api, &kube::ApiCall::finished, call, [call](kube::ApiCall *a) {
        if (a->error().isError()) {
            call->finish(a->error());
            return;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(a->body());
        if (!doc.isArray()) {
            call->finish(kube::KubeError::parse(u"the workloads answer is not a JSON array"_s));
            return;
        }
        for (const QJsonValue v : doc.array()) {
            const QJsonObject o = v.toObject();
            // "conrol" is how the field is spelled on the wire.
            call->m_workloads.append({ o.value(u"namespace"_s).toString(),
                o.value(u"master_host"_s).toString(),
                o.value(u"conrol_plane_api_server_port"_s).toString().toInt() });
        }
        call->finish({});
    });
    return call;
}

} // namespace vmray
