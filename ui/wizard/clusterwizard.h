// The create-cluster wizard: target → VM image and user → head node → worker node types →
// network, TLS and registry → review (YAML with live validation, capacity, save/export) → apply
// (dry run, then create) → follow the new cluster until its head runs. Choice lists are read live
// from the Supervisor; every check is the one validateCluster/checkAgainstSupervisor make, shown on
// the page the field is on. A cluster YAML file (a resource or a `ray up` config) opens at the
// review page and goes the same way. Nothing typed is lost on an error: the wizard stays open.
// Each page is a class of its own over the shared WizardState; this class assembles them, checks
// the form as it changes and leads from page to page.
#pragma once

#include "ray/clusterapply.h"
#include "ray/clustercatalog.h"
#include "ray/clusterspec.h"
#include "ray/createdclusterfollow.h"
#include "wizardstate.h"

#include <QHash>
#include <QPointer>
#include <QWizard>

class QListWidget;
class QMessageBox;

#include <memory>

namespace vmray {

class HeadWizardPage;
class ImageWizardPage;
class OptionsWizardPage;
class ReviewWizardPage;
class SpecPage;
class TargetWizardPage;
class WorkersWizardPage;

class ClusterWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterWizard)

public:
    enum PageId { TargetPage, ImagePage, HeadPage, WorkersPage, OptionsPage, ReviewPage };

    explicit ClusterWizard(const WizardTarget &target, QWidget *parent = nullptr);
    ~ClusterWizard() override;

    // Opens a cluster resource or `ray up` config at the review page; false (with the
    // problems shown) when it cannot be read at all.
    bool openYaml(const QByteArray &yaml, const QString &fileName = {});

    // The cluster as the form has it (without the YAML editor's edits).
    ray::ClusterSpec formSpec() const;
    // The review page's YAML and its problems (offline and against the Supervisor).
    QString yamlText() const;
    QList<ray::SpecProblem> reviewProblems() const;
    // Problems shown on a page of the form.
    QList<ray::SpecProblem> pageProblems(int page) const { return m_pageProblems.value(page); }
    ray::ClusterCatalog *catalog() const { return m_state.catalog.get(); }
    ray::Capacity capacity() const { return m_capacity; }
    bool isCreated() const { return m_state.created; }
    // What the wizard last said about the apply and the new cluster.
    QString applyStatus() const;
    bool isHeadRunning() const;

    // Field path prefix → page; used to put problems (also a 422's causes) on their page.
    static int pageOfField(const QString &field, const QString &headNodeType);

Q_SIGNALS:
    void clusterCreated(const QString &ns, const QString &name);
    void openExistingRequested(const QString &ns, const QString &name);

public Q_SLOTS:
    // Esc and Cancel: what the user typed (the password too) goes only once they say so.
    void reject() override;

protected:
    bool validateCurrentPage() override;
    void initializePage(int id) override;
    void cleanupPage(int id) override;

private:
    void fillChoices();
    void fillFields(const ray::ClusterSpec &spec);
    void revalidate();
    void reviewYamlChanged();
    void updateCapacity(const ray::ClusterSpec &spec);
    void updateRebuild();
    void markFields(const QList<ray::SpecProblem> &problems, const QString &headNodeType);
    // Marks a field with its problems (none: unmarked) in colour, sign, tooltip and words.
    void markField(QWidget *field, const QString &problem);
    void apply();
    void applyFinished(ray::ClusterApply *apply);
    void applyStepChanged(ray::ClusterApply::Step step, const QString &name);
    void createdClusterChanged(const ray::CreatedClusterState &state);
    // Sends the reviewed cluster with dryRun and says what the Supervisor answered.
    void dryRun();
    void dryRunFinished(ray::ClusterApply *check);
    void updateSteps();
    ray::ParsedSpec parsedReview() const;

    WizardState m_state;
    bool m_yamlEdited = false;
    bool m_userEdited = false; // a field was changed by the user, not by filling
    bool m_hasYamlWork = false; // a YAML opened or edited, even once taken into the form
    QPointer<ray::ClusterApply> m_dryRun; // while one runs
    QListWidget *m_steps = nullptr;
    QPointer<QMessageBox> m_discardQuestion;
    QHash<int, QList<ray::SpecProblem>> m_pageProblems;
    QList<ray::SpecProblem> m_serverProblems; // from the last apply (422), until the next edit
    ray::Capacity m_capacity;
    QPointer<ray::ClusterApply> m_apply; // the create, while it runs (the operations' own)
    QPointer<ray::CreatedClusterFollow> m_follow; // the cluster created, until its head runs
    bool m_headRunning = false;
    QHash<QString, QWidget *> m_fieldWidgets; // field path prefix → the widget that edits it

    TargetWizardPage *m_targetPage = nullptr;
    ImageWizardPage *m_imagePage = nullptr;
    HeadWizardPage *m_headPage = nullptr;
    WorkersWizardPage *m_workersPage = nullptr;
    OptionsWizardPage *m_optionsPage = nullptr;
    ReviewWizardPage *m_reviewPage = nullptr;
    // The form pages in page order, which is the order they write the spec in.
    QList<std::pair<int, SpecPage *>> m_formPages;
};

} // namespace vmray
