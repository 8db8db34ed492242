// Creating a Ray cluster on the Supervisor, one handle per attempt: the resource is first sent
// with dryRun=All (the CRD schema, the operator's webhook and admission run, nothing is stored),
// then the registry credentials become the <cluster>-docker-auth secret, then the resource is
// created. Finishes exactly once; a failure says which step failed and maps the server's causes
// onto field paths, so the editor can put them back on the fields.
#pragma once

#include "clusterspec.h"
#include "kube/kubeerror.h"

#include <QObject>
#include <QPointer>

namespace vmray::kube {
class ApiCall;
class KubeClient;
} // namespace vmray::kube

namespace vmray::ray {

struct RegistryCredentials
{
    QString username;
    QString password;
    QString registry; // optional, e.g. registry.example.com
    bool isEmpty() const { return username.isEmpty() && password.isEmpty(); }
};

// The secret the operator reads registry credentials from (keys username, password, registry),
// labelled as made by the console so its teardown can offer to remove it.
QJsonObject dockerAuthSecret(const QString &ns, const QString &name, const RegistryCredentials &c);
QString dockerAuthSecretName(const QString &cluster);
inline constexpr QLatin1StringView managedByLabel { "app.kubernetes.io/managed-by" };
inline constexpr QLatin1StringView managedByConsole { "vmray-console" };

// A 422's causes as problems on the spec's fields (spec.… paths as the API server names them).
QList<SpecProblem> problemsOfCauses(
    const kube::KubeError &error, const QHash<QString, TextPosition> &positions = {});

class ClusterApply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterApply)

public:
    enum class Step { DryRun, Secret, Create };
    enum class Outcome { Created, AlreadyExists, Invalid, Failed };
    Q_ENUM(Outcome)

    ClusterApply(kube::KubeClient *client,
        ClusterSpec spec,
        RegistryCredentials registry,
        QObject *parent = nullptr);
    ~ClusterApply() override;

    void start();
    // Only the dry run: the server checks the resource and nothing is created.
    void setDryRunOnly(bool only) { m_dryRunOnly = only; }

    Outcome outcome() const { return m_outcome; }
    const ClusterSpec &spec() const { return m_spec; }
    const kube::KubeError &error() const { return m_error; }
    // The created resource (with its uid), after Created.
    const QJsonObject &created() const { return m_created; }

Q_SIGNALS:
    void stepChanged(vmray::ray::ClusterApply::Step step);
    void finished(vmray::ray::ClusterApply *apply);

private:
    void dryRun();
    void writeSecret();
    void create();
    // False (and failed) once the connection is closed.
    bool stillConnected();
    void fail(const kube::KubeError &error);
    void finish(Outcome outcome);
    QString collection() const;

    QPointer<kube::KubeClient> m_client;
    ClusterSpec m_spec;
    RegistryCredentials m_registry;
    QPointer<kube::ApiCall> m_call;
    Step m_step = Step::DryRun;
    Outcome m_outcome = Outcome::Failed;
    kube::KubeError m_error;
    QJsonObject m_created;
    QString m_secretUid;
    bool m_createdSecret = false;
    bool m_dryRunOnly = false;
    bool m_finished = false;
};

} // namespace vmray::ray
