#include "navigationpane.h"

#include "navigationmodel.h"
#include "paneviews.h"

#include <QHeaderView>
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
            if (m_removingCurrent)
                return; // not the user's choice
            m_removedNamespace.clear();
            if (!current.data(NavigationModel::IsProfileRole).toBool())
                Q_EMIT namespaceChosen(current.data(NavigationModel::NamespaceNameRole).toString());
            else if (current == m_model->connectedIndex())
                Q_EMIT supervisorChosen();
        });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (index.data(NavigationModel::IsProfileRole).toBool())
            Q_EMIT profileActivated(index.data(NavigationModel::ProfileIdRole).toString());
    });
}

NavigationPane::~NavigationPane() = default;

void NavigationPane::showConnected(const ConnectionProfile &profile, QAbstractItemModel *namespaces)
{
    QList<ConnectionProfile> profiles = m_profiles;
    const bool saved =
        std::any_of(profiles.cbegin(), profiles.cend(), [&](const ConnectionProfile &p) {
            return p.id == profile.id;
        });
    if (!saved)
        profiles.prepend(profile); // the sandbox, or a connection not kept
    m_model->setProfiles(profiles);
    m_model->setConnected(profile.id, namespaces);
    m_view->expand(m_model->connectedIndex());
}

void NavigationPane::showDisconnected()
{
    m_removedNamespace.clear();
    m_model->setProfiles(m_profiles);
    m_model->setConnected({}, nullptr);
}

void NavigationPane::selectNamespace(const QString &name)
{
    const QModelIndex index = m_model->namespaceIndex(name);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void NavigationPane::selectFirstNamespace()
{
    const QModelIndex connected = m_model->connectedIndex();
    if (m_model->rowCount(connected) > 0)
        m_view->setCurrentIndex(m_model->index(0, 0, connected));
}

} // namespace vmray
