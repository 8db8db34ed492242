#include "clusterapply.h"

#include "kube/apicall.h"
#include "kube/kubeclient.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace vmray::ray {

QString dockerAuthSecretName(const QString &cluster)
{
    return cluster + u"-docker-auth"_s;
}

namespace {
QJsonObject secretData(const RegistryCredentials &c, bool nullForEmpty)
{
    auto b64 = [](const QString &s) {
        return QString::fromLatin1(s.toUtf8().toBase64());
    };
    QJsonObject data { { u"username"_s, b64(c.username) }, { u"password"_s, b64(c.password) } };
    if (!c.registry.isEmpty())
        data.insert(u"registry"_s, b64(c.registry));
    else if (nullForEmpty)
        data.insert(u"registry"_s, QJsonValue::Null);
    return data;
}
} // namespace

QJsonObject dockerAuthSecret(const QString &ns, const QString &name, const RegistryCredentials &c)
{
    return { { u"apiVersion"_s, u"v1"_s },
        { u"kind"_s, u"Secret"_s },
        { u"metadata"_s,
            QJsonObject { { u"name"_s, name },
                { u"namespace"_s, ns },
                { u"labels"_s, QJsonObject { { managedByLabel, managedByConsole } } } } },
        { u"type"_s, u"Opaque"_s },
        { u"data"_s, secretData(c, false) } };
}

QList<SpecProblem> problemsOfCauses(
    const kube::KubeError &error, const QHash<QString, TextPosition> &positions)
{
    QList<SpecProblem> out;
    for (const kube::StatusCause &cause : error.causes()) {
        // Fields are paths such as spec.head_node.node_type; list elements come as [i].
        QString field = cause.field;
        field.remove(u'[').remove(u']');
        const TextPosition at = positions.value(field);
        out.append({ SpecProblem::Severity::Error,
            field,
            cause.message.isEmpty() ? cause.reason : cause.message,
            at.line,
            at.column });
    }
    if (out.isEmpty() && error.isError())
        out.append({ SpecProblem::Severity::Error, {}, error.message(), 0, 0 });
    return out;
}

ClusterApply::ClusterApply(
    kube::KubeClient *client, ClusterSpec spec, RegistryCredentials registry, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_spec(std::move(spec))
    , m_registry(std::move(registry))
{}

ClusterApply::~ClusterApply()
{
    if (m_call) {
        m_call->disconnect(this); // a cancelled attempt reports nothing
        m_call->cancel();
    }
}

QString ClusterApply::collection() const
{
    return clusterCollectionPath(m_spec.ns);
}

void ClusterApply::start()
{
    dryRun();
}

void ClusterApply::dryRun()
{
    m_step = Step::DryRun;
    Q_EMIT stepChanged(m_step);
    if (!stillConnected())
        return;
    m_call = m_client->create(collection(), toClusterObject(m_spec), true);
    connect(m_call, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        if (call->error().isError())
            return fail(call->error());
        if (m_dryRunOnly)
            return finish(Outcome::Created);
        if (!m_registry.isEmpty())
            writeSecret();
        else
            create();
    });
}

void ClusterApply::writeSecret()
{
    m_step = Step::Secret;
    Q_EMIT stepChanged(m_step);
    const QString name = dockerAuthSecretName(m_spec.name);
    if (!stillConnected())
        return;
    m_call = m_client->create(u"/api/v1/namespaces/%1/secrets"_s.arg(m_spec.ns),
        dockerAuthSecret(m_spec.ns, name, m_registry));
    connect(m_call, &kube::ApiCall::finished, this, [this, name](kube::ApiCall *call) {
        if (!call->error().isError()) {
            m_createdSecret = true;
            m_secretUid = call->json().value(u"metadata"_s).toObject().value(u"uid"_s).toString();
            return create();
        }
        if (call->httpStatus() != 409)
            return fail(call->error());
        if (!stillConnected())
            return;
        // Left over from an earlier cluster of this name (the operator does not delete it):
        // it takes the credentials given now.
        const QJsonObject patch {
            { u"metadata"_s,
                QJsonObject {
                    { u"labels"_s, QJsonObject { { managedByLabel, managedByConsole } } } } },
            { u"data"_s, secretData(m_registry, true) }
        };
        m_call =
            m_client->mergePatch(u"/api/v1/namespaces/%1/secrets/%2"_s.arg(m_spec.ns, name), patch);
        connect(m_call, &kube::ApiCall::finished, this, [this](kube::ApiCall *patched) {
            if (patched->error().isError())
                return fail(patched->error());
            create();
        });
    });
}

void ClusterApply::create()
{
    m_step = Step::Create;
    Q_EMIT stepChanged(m_step);
    if (!stillConnected())
        return;
    m_call = m_client->create(collection(), toClusterObject(m_spec));
    connect(m_call, &kube::ApiCall::finished, this, [this](kube::ApiCall *call) {
        if (call->error().isError()) {
            if (m_createdSecret && m_client) {
                // Nothing of a failed create stays behind; the uid makes sure it is ours.
                m_client->remove(u"/api/v1/namespaces/%1/secrets/%2"_s.arg(
                                     m_spec.ns, dockerAuthSecretName(m_spec.name)),
                    m_secretUid);
                m_createdSecret = false;
            }
            return fail(call->error());
        }
        m_created = call->json();
        finish(Outcome::Created);
    });
}

bool ClusterApply::stillConnected()
{
    if (m_client)
        return true;
    // The connection was closed under the wizard: nothing is sent anywhere.
    fail(kube::KubeError::network(tr("The console is no longer connected to the Supervisor.")));
    return false;
}

void ClusterApply::fail(const kube::KubeError &error)
{
    m_error = error;
    if (error.httpStatus() == 409 && m_step != Step::Secret)
        return finish(Outcome::AlreadyExists);
    if (error.httpStatus() == 422 || error.httpStatus() == 400)
        return finish(Outcome::Invalid);
    finish(Outcome::Failed);
}

void ClusterApply::finish(Outcome outcome)
{
    if (m_finished)
        return;
    m_finished = true;
    m_outcome = outcome;
    Q_EMIT finished(this);
}

} // namespace vmray::ray
