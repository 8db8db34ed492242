// The navigation tree: Supervisor profiles at the top, the namespaces of each connected one (with
// their cluster counts) beneath it; each namespace and connected Supervisor show the worst alarm
// under it, else the worst state of their clusters. The namespaces are mirrored row by row from
// their models, so the tree follows inserts, changes and removals without resets.
#pragma once

#include "items/alarmbook.h"
#include "items/itemroles.h"

#include "ray/clusterhealth.h"
#include "supervisor/connectionprofile.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <optional>

namespace vmray {

class AlarmBook;

class NavigationModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    // ProfileIdRole, IsProfileRole, NamespaceNameRole and AlarmStatusRole.
    using enum ItemRole;

    using QAbstractItemModel::QAbstractItemModel;

    // Saved profiles plus those connected but not saved (the sandboxes).
    void setProfiles(const QList<ConnectionProfile> &profiles);
    // The namespaces of a connected profile (a flat model; not owned), or none (nullptr).
    void setNamespaces(const QString &profileId, QAbstractItemModel *namespaces);
    // The profile the window shows; its namespaces are the ones namespaceIndex() finds.
    void setShown(const QString &profileId);
    // Only `profileId` connected, with `namespaces`, and shown.
    void setConnected(const QString &profileId, QAbstractItemModel *namespaces);
    // A word on a Supervisor that is not connected, or not yet: why, and what to do.
    void setNote(const QString &profileId, const QString &note);
    // Marks each row with the worst alarm under it, where that is worse than green.
    void setAlarmBook(AlarmBook *book);

    QModelIndex profileIndex(const QString &profileId) const;
    // The shown Supervisor's row.
    QModelIndex connectedIndex() const;
    // A namespace of the shown Supervisor, or of `profileId`.
    QModelIndex namespaceIndex(const QString &name, const QString &profileId = {}) const;
    bool isConnected(const QString &profileId) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Source
    {
        QPointer<QAbstractItemModel> model;
        QList<QMetaObject::Connection> links;
    };

    int profileRow(const QString &profileId) const;
    QAbstractItemModel *namespacesAt(int profileRow) const;
    void follow(const QString &profileId, QAbstractItemModel *source);
    void unfollow(const QString &profileId);
    // The clusters of the namespaces counted so far; none when none could be counted.
    std::optional<ray::HealthTally> supervisorTally(int profileRow) const;
    void supervisorChanged(const QString &profileId);
    AlarmStatus alarmStatus(const QModelIndex &index) const;

    QList<ConnectionProfile> m_profiles;
    QString m_shownId;
    QHash<QString, Source> m_sources; // by profile id
    QHash<QString, QString> m_notes; // by profile id
    QPointer<AlarmBook> m_alarms;
};

} // namespace vmray
