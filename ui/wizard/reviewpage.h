// The wizard's last page: the VMRayCluster resource as YAML, editable and checked as typed, its
// problems, what its VM classes reserve against the namespace's quota, and how the create goes.
#pragma once

#include "ray/clustercatalog.h"
#include "ray/clusterspec.h"

#include <QWizardPage>

class QLabel;
class QListWidget;
class QPushButton;

namespace vmray {

struct WizardState;
class YamlEditor;

class ReviewWizardPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewWizardPage)

public:
    explicit ReviewWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~ReviewWizardPage() override;

    QString yamlText() const;
    void setYamlText(const QString &text);
    void setYamlReadOnly(bool readOnly);

    // The YAML's problems, listed and marked at their lines; the create waits until none is an
    // error.
    void setProblems(const QList<ray::SpecProblem> &problems);
    QList<ray::SpecProblem> problems() const { return m_problems; }
    void showCapacity(const ray::Capacity &capacity, const ray::CatalogSnapshot &catalog);
    // What the wizard says about the create and the new cluster, as plain text: whatever it
    // holds (a server's message, a name) shows as it is.
    void setStatus(const QString &text, bool problem = false);
    // Whether the dry run can be asked for (not while one or the create runs).
    void setDryRunEnabled(bool enabled);
    // Rich text whose every server string is escaped (see servertext.h); its links open only
    // http and https addresses, when clicked.
    void setRichStatus(const QString &html, bool problem = false);
    // What the status says, as plain text.
    QString status() const;
    void setOpenExistingVisible(bool visible);
    void setRebuildVisible(bool visible);

    void refreshComplete() { Q_EMIT completeChanged(); }
    bool isComplete() const override;

Q_SIGNALS:
    void yamlChanged();
    void saveRequested();
    void exportRequested();
    void rebuildRequested();
    void openExistingRequested();
    void dryRunRequested();

private:
    WizardState &m_state;
    QList<ray::SpecProblem> m_problems;
    YamlEditor *m_yaml = nullptr;
    QListWidget *m_problemList = nullptr;
    QLabel *m_capacityLabel = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_rebuild = nullptr;
    QPushButton *m_openExisting = nullptr;
    QPushButton *m_dryRun = nullptr;
};

} // namespace vmray
