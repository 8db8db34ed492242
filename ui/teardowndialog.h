// Teardown, the most dangerous thing the console does, in two windows:
//
// TeardownDialog asks once for one or several clusters. It lists what will go (head VM, worker
// VMs, the VM service, the operator's secrets as found on the Supervisor) and offers the
// <cluster>-docker-auth secret the operator leaves behind, ticked when the console created it.
// The focus is in the confirmation field; Enter deletes only when it holds the cluster's name (or,
// for several, "delete N clusters"), so a stray Enter or a wrong cluster cannot slip through.
//
// TeardownProgressDialog follows the teardowns to the last VM: the cluster object, each VM and
// the service, with the operator's DeleteCluster failure, a "Retry Now", and an explanation when
// the finalizer takes long. It can be closed and opened again from the task list.
#pragma once

#include "ray/clusterteardown.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vmray {

class TeardownDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeardownDialog)

public:
    // `lookups` find each plan's secrets, one per plan, in order; the dialog starts them and
    // takes them over.
    TeardownDialog(QList<ray::TeardownPlan> plans,
        QList<ray::TeardownSecretsLookup *> lookups,
        QWidget *parent = nullptr);
    ~TeardownDialog() override;

    // The plans with the user's choices (delete the registry secret or not), once accepted.
    QList<ray::TeardownPlan> plans() const;
    // What has to be typed to confirm.
    QString confirmationText() const;
    bool typedConfirmationMatches() const;

private:
    void secretsFound(int index, ray::TeardownSecretsLookup *lookup);
    void updateButton();

    QList<ray::TeardownPlan> m_plans;
    QList<QPointer<ray::TeardownSecretsLookup>> m_lookups;
    QList<QTreeWidgetItem *> m_secretItems; // per plan
    QList<QTreeWidgetItem *> m_dockerAuthItems; // per plan; null without such a secret
    QTreeWidget *m_items = nullptr;
    QLineEdit *m_confirm = nullptr;
    QPushButton *m_delete = nullptr;
};

class TeardownProgressDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeardownProgressDialog)

public:
    explicit TeardownProgressDialog(
        const QList<ray::ClusterTeardown *> &teardowns, QWidget *parent = nullptr);
    ~TeardownProgressDialog() override;

    // True when every teardown has ended.
    bool isDone() const;
    QString headline() const;

private:
    void refresh();

    struct Row
    {
        QPointer<ray::ClusterTeardown> teardown;
        QTreeWidgetItem *cluster = nullptr;
        QTreeWidgetItem *service = nullptr;
        QTreeWidgetItem *dockerAuth = nullptr;
        QHash<QString, QTreeWidgetItem *> vms;
        QHash<QString, QTreeWidgetItem *> secrets;
    };
    QList<Row> m_rows;
    QLabel *m_headline = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_retry = nullptr;
    QTreeWidget *m_items = nullptr;
};

} // namespace vmray
