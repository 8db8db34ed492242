// The navigation pane of the main window: the Supervisors (saved profiles) and, under each
// connected one, its namespaces. Choosing a namespace opens it; activating a Supervisor that is
// not connected asks to connect to it.
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
    NavigationModel *model() const { return m_model; }
    // The Supervisors to offer (saved profiles).
    void setProfiles(const QList<ConnectionProfile> &profiles);
    // Shows the namespaces of a connected Supervisor under its profile, which is offered too
    // when it is not a saved one (the sandbox). `namespaces` is not owned.
    void addConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces);
    // Its namespaces go; a profile that is not saved goes too.
    void removeConnected(const QString &profileId);
    // The Supervisor whose namespaces the window shows.
    void setShown(const QString &profileId);
    // Only this one connected, and shown.
    void showConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces);
    // The saved Supervisors only, none connected.
    void showDisconnected();
    // A namespace of the shown Supervisor, or of `profileId`.
    void selectNamespace(const QString &name, const QString &profileId = {});
    void selectFirstNamespace();
    void selectSupervisor(const QString &profileId);

Q_SIGNALS:
    void namespaceChosen(const QString &profileId, const QString &name);
    // A connected Supervisor's own row was chosen.
    void supervisorChosen(const QString &profileId);
    void profileActivated(const QString &profileId);
    // A right-click (or the menu key) on a row; `index` is the row's, invalid off the rows.
    void menuRequested(const QPoint &globalPos, const QModelIndex &index);

private:
    // Changes the list of Supervisors, keeping what is expanded and chosen.
    void relist();

    QTreeView *m_view = nullptr;
    NavigationModel *m_model = nullptr;
    QList<ConnectionProfile> m_profiles;
    QList<ConnectionProfile> m_unsaved; // connected, not saved (the sandboxes)
    bool m_relisting = false;
    QString m_removedNamespace; // the selected namespace, while it is gone from the list
    bool m_removingCurrent = false;
};

} // namespace vmray
