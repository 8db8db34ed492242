// The wizard's create, recorded as a task.
#include "wizardapply.h"

#include "errortext.h"
#include "ray/taskrecord.h"

namespace vmray {

WizardApply::WizardApply(const WizardTarget &target, QObject *parent)
    : QObject(parent)
    , m_target(target)
{}

WizardApply::~WizardApply()
{
    if (m_apply)
        m_apply->disconnect(this);
    delete m_apply;
    if (!m_task.isEmpty() && m_target.operations)
        m_target.operations->finishCreate(m_task,
            TaskRecord::State::Interrupted,
            tr("The wizard was closed before the create ended; check whether the cluster "
               "exists."));
}

void WizardApply::start(const ray::ClusterSpec &spec, const ray::RegistryCredentials &registry)
{
    m_apply = new ray::ClusterApply(m_target.client, spec, registry, this);
    if (m_target.operations)
        m_task = m_target.operations->beginCreate(spec.ns, spec.name);
    connect(m_apply, &ray::ClusterApply::stepChanged, this, [this, name = spec.name](auto step) {
        stepChanged(step, name);
    });
    connect(m_apply, &ray::ClusterApply::finished, this, &WizardApply::applyFinished);
    m_apply->start();
}

void WizardApply::stepChanged(ray::ClusterApply::Step step, const QString &name)
{
    if (!m_task.isEmpty() && m_target.operations) {
        // Names only: the task log never sees the credentials or the password hash.
        const QString where = step == ray::ClusterApply::Step::DryRun
            ? tr("Checking the cluster on the Supervisor (dry run).")
            : step == ray::ClusterApply::Step::Secret
            ? tr("Storing the registry credentials as secret %1.")
                  .arg(ray::dockerAuthSecretName(name))
            : tr("Creating the cluster resource.");
        m_target.operations->reportCreateProgress(m_task, where);
    }
    switch (step) {
    case ray::ClusterApply::Step::DryRun:
        Q_EMIT progress(tr("Checking the cluster on the Supervisor (dry run; nothing is created "
                           "yet)…"));
        break;
    case ray::ClusterApply::Step::Secret:
        Q_EMIT progress(tr("Storing the registry credentials as secret %1…")
                            .arg(ray::dockerAuthSecretName(name)));
        break;
    case ray::ClusterApply::Step::Create:
        Q_EMIT progress(tr("Creating Ray cluster %1…").arg(name));
        break;
    }
}

void WizardApply::applyFinished(ray::ClusterApply *apply)
{
    apply->deleteLater();
    if (!m_task.isEmpty() && m_target.operations) {
        const QString task = std::exchange(m_task, {});
        if (apply->outcome() == ray::ClusterApply::Outcome::Created) {
            // The task goes on until the cluster is up or failed, whether the wizard stays.
            m_target.operations->followCreate(task, apply->spec().ns, apply->spec().name);
        } else {
            m_target.operations->finishCreate(task,
                TaskRecord::State::Failed,
                tr("The cluster was not created."),
                describeError(apply->error()));
        }
    }
    Q_EMIT finished(apply);
}

} // namespace vmray
