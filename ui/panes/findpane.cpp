#include "findpane.h"

#include "paneviews.h"

#include "errortext.h"

#include "items/findresults.h"
#include "ray/fleetvms.h"

#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QKeyEvent>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
using Kind = ray::FindResults::Kind;
using Field = ray::FindResults::Field;

// Words for the results: a namespace with its number of matches, what of a VM matched.
class FindWords final : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        return section == ray::FindResults::Name ? FindPane::tr("Found") : FindPane::tr("Matched");
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        const auto kind = Kind(QIdentityProxyModel::data(index, ResultKindRole).toInt());
        const QVariant raw = QIdentityProxyModel::data(index, Qt::DisplayRole);
        if (role == Qt::DisplayRole && index.column() == ray::FindResults::Name
            && kind == Kind::Namespace) {
            return FindPane::tr("%1 (%n match(es))", nullptr, rowCount(index.siblingAtColumn(0)))
                .arg(raw.toString());
        }
        if (role == Qt::DisplayRole && index.column() == ray::FindResults::Match) {
            switch (kind) {
            case Kind::Namespace:
                return {};
            case Kind::Cluster:
                return FindPane::tr("Ray cluster");
            case Kind::Vm:
                break;
            }
            switch (Field(QIdentityProxyModel::data(index, MatchFieldRole).toInt())) {
            case Field::Name:
                break;
            case Field::Address:
                return FindPane::tr("IP %1").arg(raw.toString());
            case Field::VmClass:
                return FindPane::tr("VM class %1").arg(raw.toString());
            case Field::Image:
                return FindPane::tr("Image %1").arg(raw.toString());
            }
            const QString cluster = QIdentityProxyModel::data(index, ClusterRole).toString();
            return cluster.isEmpty() ? FindPane::tr("VM, no Ray node")
                                     : FindPane::tr("VM of %1").arg(cluster);
        }
        if (role == Qt::ToolTipRole && kind == Kind::Vm) {
            const QString cluster = QIdentityProxyModel::data(index, ClusterRole).toString();
            const QString name = QIdentityProxyModel::data(index, NameRole).toString();
            return cluster.isEmpty()
                ? FindPane::tr("VM %1 is no node of a Ray cluster.").arg(name)
                : FindPane::tr("VM %1 is a node of the Ray cluster %2.").arg(name, cluster);
        }
        return QIdentityProxyModel::data(index, role);
    }
};
} // namespace

FindPane::FindPane(QWidget *parent)
    : QWidget(parent)
    , m_results(new ray::FindResults(this))
{
    setObjectName(u"findPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"findResults"_s);
    markSelectionFocus(m_view);
    m_view->setAccessibleName(tr("Find results"));
    m_view->setAccessibleDescription(
        tr("The clusters and VMs that match the find text, by namespace. Enter goes to the "
           "selected one."));
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAllColumnsShowFocus(true);
    auto *words = new FindWords(this);
    words->setSourceModel(m_results);
    m_view->setModel(words);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(ray::FindResults::Name, QHeaderView::Interactive);
    layout->addWidget(m_view, 1);
    m_hint = new QLabel(this);
    m_hint->setObjectName(u"findHint"_s);
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText); // it quotes what was typed
    m_hint->setMargin(6);
    layout->addWidget(m_hint);
    connect(m_results, &ray::FindResults::resultsChanged, this, [this] {
        m_view->expandAll();
        m_view->resizeColumnToContents(ray::FindResults::Name);
        updateHint();
    });
    connect(m_view, &QTreeView::activated, this, &FindPane::activate);
}

FindPane::~FindPane() = default;

void FindPane::setFleet(ray::FleetVms *fleet)
{
    if (m_fleet)
        disconnect(m_fleet, nullptr, this, nullptr);
    m_fleet = fleet;
    if (fleet) {
        connect(fleet, &ray::FleetVms::synced, this, &FindPane::updateHint);
        connect(fleet, &ray::FleetVms::failed, this, &FindPane::updateHint);
        connect(fleet, &QObject::destroyed, this, [this] {
            m_fleet = nullptr;
        });
    }
    m_results->follow(fleet);
}

void FindPane::setQuery(const QString &query)
{
    m_results->setQuery(query);
}

QString FindPane::hint() const
{
    return m_hint->isVisible() ? m_hint->text() : QString();
}

void FindPane::updateHint()
{
    QString text;
    const QString query = m_results->query();
    if (!m_fleet) {
        text = tr("Connect to a Supervisor to find its clusters and VMs.");
    } else if (m_fleet->failure()) {
        text = m_fleet->failure()->httpStatus() == 403
            ? tr("Your account may not list VMs across namespaces, which finding needs.")
            : tr("The VMs cannot be listed: %1").arg(describeError(*m_fleet->failure()));
    } else if (!m_fleet->hasSynced()) {
        text = tr("Listing the VMs of the Supervisor…");
    } else if (m_results->matchCount() == 0 && !query.isEmpty()) {
        text = tr("No cluster or VM matches “%1”. Names, IP addresses, VM classes and images are "
                  "searched.")
                   .arg(query);
    } else if (m_results->isTruncated()) {
        text = tr("Showing the first %n matches; type more to narrow them.",
            nullptr,
            ray::FindResults::maxMatches);
    }
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

bool FindPane::activateCurrent()
{
    QModelIndex index = m_view->currentIndex();
    if (!index.isValid() && m_view->model()->rowCount() > 0)
        index = m_view->model()->index(0, 0, m_view->model()->index(0, 0));
    if (!index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    activate(index);
    return true;
}

void FindPane::activate(const QModelIndex &index)
{
    const auto kind = Kind(index.data(ResultKindRole).toInt());
    const QString ns = index.data(NamespaceRole).toString();
    switch (kind) {
    case Kind::Namespace:
        Q_EMIT resultActivated(ns, {}, {});
        break;
    case Kind::Cluster:
        Q_EMIT resultActivated(ns, index.data(ClusterRole).toString(), {});
        break;
    case Kind::Vm:
        Q_EMIT resultActivated(
            ns, index.data(ClusterRole).toString(), index.data(NameRole).toString());
        break;
    }
}

} // namespace vmray
