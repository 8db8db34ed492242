// The wizard's create: a dry run, the registry secret, then the cluster resource, recorded as a
// task in the console's task log when the wizard has one.
#pragma once

#include "ray/clusterapply.h"
#include "wizardstate.h"

#include <QObject>
#include <QPointer>

namespace vmray {

class WizardApply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WizardApply)

public:
    explicit WizardApply(const WizardTarget &target, QObject *parent = nullptr);
    // Gone in the middle of a create: the attempt ends unheard and its task is interrupted.
    ~WizardApply() override;

    void start(const ray::ClusterSpec &spec, const ray::RegistryCredentials &registry);

Q_SIGNALS:
    // The step under way, said to the user.
    void progress(const QString &text);
    // After the task is finished; apply is deleted later.
    void finished(vmray::ray::ClusterApply *apply);

private:
    void stepChanged(ray::ClusterApply::Step step, const QString &name);
    void applyFinished(ray::ClusterApply *apply);

    WizardTarget m_target;
    QPointer<ray::ClusterApply> m_apply;
    QString m_task; // the create's task, while it runs
};

} // namespace vmray
