// Presentation of the raw values of the item models: state enums become words, a coloured mark and
// a tooltip; times become ages ("5m", "2h 3m"); warnings stand out. Colours follow the palette, so
// light and dark themes both read well. Sorting keeps using the models' raw SortRole values.
#pragma once

#include <QIcon>
#include <QIdentityProxyModel>
#include <QSet>

namespace vmray {

class PresentationProxy final : public QIdentityProxyModel
{
    Q_OBJECT

public:
    enum class Kind {
        ClusterHealth,
        NodePhase,
        PowerState,
        Age,
        EventType,
        NamespaceWithCount,
        TaskState, // TaskLog's status column
    };

    using QIdentityProxyModel::QIdentityProxyModel;

    void setColumnKind(int column, Kind kind) { m_kinds.insert(column, kind); }
    // Rows whose source returns true for this role are drawn in the warning colour.
    void setWarningRole(int role) { m_warningRole = role; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Also used by the details panel.
    static QString clusterHealthText(int health);
    static QString nodePhaseText(int phase);
    static QString powerText(int power);
    static QString ageText(const QDateTime &since, const QDateTime &now);
    // Green, amber, red or grey for a state, readable on the current palette.
    static QColor healthColor(int health);
    static QColor phaseColor(int phase);
    static QColor taskStateColor(int state);
    // The small coloured mark shown beside a state (cached per colour).
    static QIcon stateMark(const QColor &color);

private:
    QHash<int, Kind> m_kinds;
    int m_warningRole = -1;
};

} // namespace vmray
