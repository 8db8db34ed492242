// The wizard's worker node types page: a row per kind of worker VM with its class, bounds and
// what Ray schedules on, and the bounds for all workers together.
#pragma once

#include "specpage.h"

class QPushButton;
class QSpinBox;
class QTableWidget;

namespace vmray {

class WorkersWizardPage final : public SpecPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkersWizardPage)

public:
    explicit WorkersWizardPage(WizardState &state, QWidget *parent = nullptr);
    ~WorkersWizardPage() override;

    void readSpec(const ray::ClusterSpec &spec) override;
    // Adds the worker node types after the head's, which the head page wrote first.
    void writeSpec(ray::ClusterSpec &spec) const override;
    void fillChoices(const ray::CatalogSnapshot &catalog) override;

    // The node types' table; problems with any node type but the head's are marked on it.
    QTableWidget *table() const { return m_workers; }

private:
    void addWorkerRow(const ray::NodeTypeSpec &type);

    QTableWidget *m_workers = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QSpinBox *m_maxWorkers = nullptr;
    QSpinBox *m_idleTimeout = nullptr;
};

} // namespace vmray
