// The base of the wizard's form pages: each fills its fields from the cluster spec, writes them
// back, and shows the problems found on them; the page is complete when none is an error.
#pragma once

#include "ray/clustercatalog.h"
#include "ray/clusterspec.h"

#include <QHash>
#include <QWizardPage>

class QLabel;

namespace vmray {

struct WizardState;

class SpecPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpecPage)

public:
    explicit SpecPage(WizardState &state, QWidget *parent = nullptr);

    // Called with state.filling set: the fields' change signals are not edits.
    virtual void readSpec(const ray::ClusterSpec &spec) = 0;
    // Writes the page's fields into spec, which starts as the state's base.
    virtual void writeSpec(ray::ClusterSpec &spec) const = 0;
    // New choice lists from the Supervisor; called with state.filling set.
    virtual void fillChoices(const ray::CatalogSnapshot &catalog) { Q_UNUSED(catalog) }
    // Checks only the page can make (what is typed but not kept in the spec), added to problems.
    virtual void checkFields(QList<ray::SpecProblem> &problems) const { Q_UNUSED(problems) }

    // Field path prefix → the widget that edits it; a problem there marks the widget.
    QHash<QString, QWidget *> fieldWidgets() const { return m_fieldWidgets; }
    // Shows the problems below the fields; completeChanged follows with refreshComplete.
    // Listed by the form's labels; `headNodeType` tells the head's node type from the workers'.
    void setProblems(const QList<ray::SpecProblem> &problems, const QString &headNodeType);
    void refreshComplete() { Q_EMIT completeChanged(); }
    bool isComplete() const override;

Q_SIGNALS:
    // A field changed; the wizard checks the form again unless it is filling it.
    void edited();

protected:
    void setProblemLabel(QLabel *label);
    void addFieldWidget(const QString &field, QWidget *widget);

    WizardState &m_state;

private:
    QLabel *m_problemLabel = nullptr;
    QList<ray::SpecProblem> m_problems;
    QHash<QString, QWidget *> m_fieldWidgets;
};

} // namespace vmray
