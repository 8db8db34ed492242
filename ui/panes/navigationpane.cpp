#include "navigationpane.h"

#include "navigationmodel.h"
#include "paneviews.h"

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
    layout->addWidget(m_view);
    m_model = new NavigationModel(this);
    m_view->setModel(m_model);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::currentChanged,
        this,
        [this](const QModelIndex &current) {
            if (!current.data(NavigationModel::IsProfileRole).toBool())
                Q_EMIT namespaceChosen(current.data(NavigationModel::NamespaceNameRole).toString());
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
