// A YAML editor for cluster resources: keys, values, comments and quoted text highlighted, and
// problems marked at their lines (wavy underline, tooltip with the message), as an IDE does.
#pragma once

#include "ray/clusterspec.h"

#include <QPlainTextEdit>

namespace vmray {

class YamlEditor final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(YamlEditor)

public:
    explicit YamlEditor(QWidget *parent = nullptr);

    void setProblems(const QList<ray::SpecProblem> &problems);
    // Moves the cursor to a 1-based line and column and shows it.
    void goTo(int line, int column);
    // The lines that carry a mark, for tests and the accessible description.
    QList<int> markedLines() const { return m_markedLines; }

protected:
    bool viewportEvent(QEvent *event) override;

private:
    QList<ray::SpecProblem> m_problems;
    QList<int> m_markedLines;
};

} // namespace vmray
