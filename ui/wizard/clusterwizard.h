// The create-cluster wizard: target → VM image and user → head node → worker node types →
// network, TLS and registry → review (YAML with live validation, capacity, save/export) → apply
// (dry run, then create) → follow the new cluster until its head runs. Choice lists are read live
// from the Supervisor; every check is the one validateCluster/checkAgainstSupervisor make, shown on
// the page the field is on. A cluster YAML file (a resource or a `ray up` config) opens at the
// review page and goes the same way. Nothing typed is lost on an error: the wizard stays open.
#pragma once

#include "ray/clusterapply.h"
#include "ray/clustercatalog.h"
#include "ray/clusteroperations.h"
#include "ray/clusterspec.h"
#include "wizardstate.h"

#include <QHash>
#include <QWizard>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace vmray {

class CreatedClusterFollow;
class WizardApply;
class YamlEditor;

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
    QList<ray::SpecProblem> reviewProblems() const { return m_reviewProblems; }
    // Problems shown on a page of the form.
    QList<ray::SpecProblem> pageProblems(int page) const { return m_pageProblems.value(page); }
    ray::ClusterCatalog *catalog() const { return m_catalog.get(); }
    ray::Capacity capacity() const { return m_capacity; }
    bool isCreated() const { return m_created; }
    // What the wizard last said about the apply and the new cluster.
    QString applyStatus() const;
    bool isHeadRunning() const;

    // Field path prefix → page; used to put problems (also a 422's causes) on their page.
    static int pageOfField(const QString &field, const QString &headNodeType);

Q_SIGNALS:
    void clusterCreated(const QString &ns, const QString &name);
    void openExistingRequested(const QString &ns, const QString &name);

protected:
    bool validateCurrentPage() override;
    void initializePage(int id) override;
    void cleanupPage(int id) override;

private:
    QWizardPage *createTargetPage();
    QWizardPage *createImagePage();
    QWizardPage *createHeadPage();
    QWizardPage *createWorkersPage();
    QWizardPage *createOptionsPage();
    QWizardPage *createReviewPage();
    void addWorkerRow(const ray::NodeTypeSpec &type);
    // The page's problems, below its fields; the page is complete when they hold no error.
    QLabel *problemLabel(QWizardPage *page, int id, const QString &objectName);
    void fillChoices();
    void fillFields(const ray::ClusterSpec &spec);
    void revalidate();
    void reviewYamlChanged();
    void showReviewProblems(const QList<ray::SpecProblem> &problems);
    void updateCapacity(const ray::ClusterSpec &spec);
    void markFields(const QList<ray::SpecProblem> &problems, const QString &headNodeType);
    void hashPasswordIfTyped();
    void apply();
    void applyFinished(ray::ClusterApply *apply);
    void setStatus(const QString &text, bool problem = false);
    ray::ParsedSpec parsedReview() const;

    WizardTarget m_target;
    std::unique_ptr<ray::ClusterCatalog> m_catalog;
    // Fields the form does not edit (commands, labels, unknown fields, a file's hash) survive.
    ray::ClusterSpec m_base;
    bool m_yamlEdited = false;
    bool m_filling = false;
    bool m_applying = false;
    bool m_created = false;
    QHash<int, QList<ray::SpecProblem>> m_pageProblems;
    QList<ray::SpecProblem> m_reviewProblems;
    QList<ray::SpecProblem> m_serverProblems; // from the last apply (422), until the next edit
    ray::Capacity m_capacity;
    std::unique_ptr<WizardApply> m_apply;
    std::unique_ptr<CreatedClusterFollow> m_follow;
    QHash<QString, QWidget *> m_fieldWidgets; // field path prefix → the widget that edits it

    // Target
    QComboBox *m_namespace = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_apiServer = nullptr;
    // Image and user
    QComboBox *m_vmImage = nullptr;
    QComboBox *m_storageClass = nullptr;
    QComboBox *m_rayImage = nullptr;
    QLineEdit *m_vmUser = nullptr;
    QLineEdit *m_password = nullptr;
    QLineEdit *m_passwordRepeat = nullptr;
    QLabel *m_passwordState = nullptr;
    // Head
    QComboBox *m_headClass = nullptr;
    QSpinBox *m_headPort = nullptr;
    // Workers
    QTableWidget *m_workers = nullptr;
    QSpinBox *m_maxWorkers = nullptr;
    QSpinBox *m_idleTimeout = nullptr;
    // Options
    QLineEdit *m_network = nullptr;
    QCheckBox *m_enableTls = nullptr;
    QPlainTextEdit *m_caCert = nullptr;
    QLineEdit *m_registryUser = nullptr;
    QLineEdit *m_registryPassword = nullptr;
    QLineEdit *m_registryServer = nullptr;
    // Review
    YamlEditor *m_yaml = nullptr;
    QListWidget *m_problemList = nullptr;
    QLabel *m_capacityLabel = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_openExisting = nullptr;
    QHash<int, QLabel *> m_pageProblemLabels;
};

} // namespace vmray
