#include "navigationpane.h"

#include "navigationmodel.h"
#include "paneviews.h"

#include <QHeaderView>
#include <QScopedValueRollback>
#include <QSet>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

NavigationPane::NavigationPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"navigationPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QTreeView(this);
    markSelectionFocus(m_view);
    m_view->setObjectName(u"navigation"_s);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Supervisors and their namespaces"));
    m_view->setAccessibleDescription(
        tr("The saved Supervisors; the connected one lists its namespaces with their number of "
           "Ray clusters. Selecting a namespace shows its clusters; Enter on another Supervisor "
           "connects to it."));
    m_view->setHeaderHidden(true);
    // A long name or count scrolls sideways rather than being cut off.
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QModelIndex index = m_view->indexAt(pos);
        if (!index.isValid())
            index = m_view->currentIndex(); // the menu key
        Q_EMIT menuRequested(m_view->viewport()->mapToGlobal(pos), index);
    });
    layout->addWidget(m_view);
    m_model = new NavigationModel(this);
    // A namespace replaced under its name (gone, then new, as after a restart onto another
    // store) keeps the selection: the row that moves into its place is not opened, and the
    // namespace is selected again when it returns. Connected before the view's selection model,
    // which moves the current row away while the rows are removed.
    connect(m_model,
        &QAbstractItemModel::rowsAboutToBeRemoved,
        this,
        [this](const QModelIndex &under, int first, int last) {
            const QModelIndex current = m_view->currentIndex();
            if (!current.isValid() || current.parent() != under || current.row() < first
                || current.row() > last || current.data(NavigationModel::IsProfileRole).toBool())
                return;
            // The row standing in for it may go too: the name kept is the one chosen.
            if (m_removedNamespace.isEmpty())
                m_removedNamespace = current.data(NavigationModel::NamespaceNameRole).toString();
            m_removingCurrent = true;
        });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] {
        m_removingCurrent = false;
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_removedNamespace.isEmpty())
            return;
        const QModelIndex back = m_model->namespaceIndex(m_removedNamespace);
        if (!back.isValid())
            return;
        m_removedNamespace.clear();
        m_view->setCurrentIndex(back);
    });
    m_view->setModel(m_model);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::currentChanged,
        this,
        [this](const QModelIndex &current) {
            if (m_removingCurrent || m_relisting)
                return; // not the user's choice
            m_removedNamespace.clear();
            const QString profileId = current.data(NavigationModel::ProfileIdRole).toString();
            if (!current.data(NavigationModel::IsProfileRole).toBool())
                Q_EMIT namespaceChosen(
                    profileId, current.data(NavigationModel::NamespaceNameRole).toString());
            else if (m_model->isConnected(profileId))
                Q_EMIT supervisorChosen(profileId);
        });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (index.data(NavigationModel::IsProfileRole).toBool())
            Q_EMIT profileActivated(index.data(NavigationModel::ProfileIdRole).toString());
    });
}

NavigationPane::~NavigationPane() = default;

void NavigationPane::setProfiles(const QList<ConnectionProfile> &profiles)
{
    m_profiles = profiles;
    // A profile saved now is no longer an unsaved one.
    m_unsaved.removeIf([&profiles](const ConnectionProfile &u) {
        return std::any_of(profiles.cbegin(), profiles.cend(), [&u](const ConnectionProfile &p) {
            return p.id == u.id;
        });
    });
    relist();
}

void NavigationPane::relist()
{
    const QModelIndex current = m_view->currentIndex();
    const QString currentProfile = current.data(NavigationModel::ProfileIdRole).toString();
    const bool onProfile = current.data(NavigationModel::IsProfileRole).toBool();
    const QString currentNamespace = current.data(NavigationModel::NamespaceNameRole).toString();
    QSet<QString> collapsed;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex i = m_model->index(row, 0);
        if (m_model->rowCount(i) > 0 && !m_view->isExpanded(i))
            collapsed.insert(i.data(NavigationModel::ProfileIdRole).toString());
    }
    const QScopedValueRollback relisting(m_relisting, true);
    m_model->setProfiles(m_unsaved + m_profiles);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex i = m_model->index(row, 0);
        if (!collapsed.contains(i.data(NavigationModel::ProfileIdRole).toString()))
            m_view->expand(i);
    }
    if (currentProfile.isEmpty())
        return;
    const QModelIndex back = onProfile ? m_model->profileIndex(currentProfile)
                                       : m_model->namespaceIndex(currentNamespace, currentProfile);
    if (back.isValid())
        m_view->setCurrentIndex(back);
}

void NavigationPane::addConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces)
{
    const auto sameId = [&profile](const ConnectionProfile &p) {
        return p.id == profile.id;
    };
    if (std::none_of(m_profiles.cbegin(), m_profiles.cend(), sameId)
        && std::none_of(m_unsaved.cbegin(), m_unsaved.cend(), sameId)) {
        m_unsaved.append(profile); // the sandbox, or a connection not kept
        // By name, whichever connected first ("Sandbox" before "Sandbox 2").
        std::sort(m_unsaved.begin(),
            m_unsaved.end(),
            [](const ConnectionProfile &a, const ConnectionProfile &b) {
                return QString::localeAwareCompare(a.name, b.name) < 0;
            });
        relist();
    }
    {
        const QScopedValueRollback relisting(m_relisting, true);
        m_model->setNamespaces(profile.id, namespaces);
    }
    m_view->expand(m_model->profileIndex(profile.id));
}

void NavigationPane::removeConnected(const QString &profileId)
{
    if (m_view->currentIndex().data(NavigationModel::ProfileIdRole).toString() == profileId)
        m_removedNamespace.clear();
    m_model->setNamespaces(profileId, nullptr);
    const qsizetype unsaved = m_unsaved.removeIf([&profileId](const ConnectionProfile &p) {
        return p.id == profileId;
    });
    if (unsaved > 0)
        relist();
}

void NavigationPane::setShown(const QString &profileId)
{
    m_model->setShown(profileId);
}

void NavigationPane::showConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces)
{
    addConnected(profile, namespaces);
    setShown(profile.id);
}

void NavigationPane::showDisconnected()
{
    m_removedNamespace.clear();
    m_unsaved.clear();
    m_model->setProfiles(m_profiles);
    m_model->setConnected({}, nullptr);
}

void NavigationPane::selectNamespace(const QString &name, const QString &profileId)
{
    const QModelIndex index = m_model->namespaceIndex(name, profileId);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void NavigationPane::selectFirstNamespace()
{
    const QModelIndex connected = m_model->connectedIndex();
    if (m_model->rowCount(connected) > 0)
        m_view->setCurrentIndex(m_model->index(0, 0, connected));
}

void NavigationPane::selectSupervisor(const QString &profileId)
{
    const QModelIndex index = m_model->profileIndex(profileId);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

} // namespace vmray
