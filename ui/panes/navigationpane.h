// The navigation pane of the main window: the Supervisors (saved profiles) and, under the
// connected one, its namespaces. Choosing a namespace opens it; activating another Supervisor
// asks to connect to it.
#pragma once

#include "supervisor/connectionprofile.h"

#include <QWidget>

class QAbstractItemModel;
class QTreeView;

namespace vmray {

class NavigationModel;

class NavigationPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NavigationPane)

public:
    explicit NavigationPane(QWidget *parent = nullptr);
    ~NavigationPane() override;

    QTreeView *view() const { return m_view; }
    // The Supervisors to offer (saved profiles).
    void setProfiles(const QList<ConnectionProfile> &profiles) { m_profiles = profiles; }
    // Shows the namespaces of the connected Supervisor under its profile, which is offered too
    // when it is not a saved one (the sandbox). `namespaces` is not owned.
    void showConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces);
    // The saved Supervisors only, none connected.
    void showDisconnected();
    void selectNamespace(const QString &name);
    void selectFirstNamespace();

Q_SIGNALS:
    void namespaceChosen(const QString &name);
    // The connected Supervisor's own row was chosen.
    void supervisorChosen();
    void profileActivated(const QString &profileId);
    // A right-click (or the menu key) on a row; `index` is the row's, invalid off the rows.
    void menuRequested(const QPoint &globalPos, const QModelIndex &index);

private:
    QTreeView *m_view = nullptr;
    NavigationModel *m_model = nullptr;
    QList<ConnectionProfile> m_profiles;
    QString m_removedNamespace; // the selected namespace, while it is gone from the list
    bool m_removingCurrent = false;
};

} // namespace vmray
