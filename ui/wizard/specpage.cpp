// The base of the wizard's form pages.
#include "specpage.h"

#include "wizardfields.h"
#include "wizardstate.h"

#include <QLabel>

namespace vmray {

SpecPage::SpecPage(WizardState &state, QWidget *parent)
    : QWizardPage(parent)
    , m_state(state)
{}

void SpecPage::setProblems(const QList<ray::SpecProblem> &problems, const QString &headNodeType)
{
    m_problems = problems;
    QStringList lines;
    for (const ray::SpecProblem &p : problems)
        lines.append(wizard::formProblemLine(p, headNodeType));
    if (m_problemLabel)
        m_problemLabel->setText(lines.join(u'\n'));
}

bool SpecPage::isComplete() const
{
    return !wizard::hasErrors(m_problems);
}

void SpecPage::setProblemLabel(QLabel *label)
{
    m_problemLabel = label;
}

void SpecPage::addFieldWidget(const QString &field, QWidget *widget)
{
    m_fieldWidgets.insert(field, widget);
}

} // namespace vmray
