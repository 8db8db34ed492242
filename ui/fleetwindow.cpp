#include "fleetwindow.h"

#include "errortext.h"
#include "fillpaintthrottle.h"
#include "panes/paneviews.h"
#include "presentation.h"
#include "sortfilterproxy.h"

#include "items/fleetvmmodel.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

FleetWindow::FleetWindow(const QList<Source> &sources, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_sources(sources)
{
    Q_ASSERT(!sources.isEmpty());
    setObjectName(u"fleetWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(sources.size() == 1
            ? tr("All VMs of %1").arg(sources.first().supervisor)
            : tr("All VMs of %n Supervisor(s)", nullptr, int(sources.size())));
    auto *layout = new QVBoxLayout(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"filter"_s);
    m_filter->setAccessibleName(tr("Filter VMs"));
    m_filter->setAccessibleDescription(tr("Shows only the VMs with this text in any column."));
    m_filter->setPlaceholderText(
        tr("Filter every column, e.g. a namespace, a cluster, Off or a problem"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_view = new QTableView(this);
    markSelectionFocus(m_view);
    m_view->setObjectName(u"allVms"_s);
    m_view->setAccessibleName(tr("All VMs"));
    m_view->setAccessibleDescription(
        tr("Every VM of every connected Supervisor across namespaces, with its Ray cluster, role, "
           "power and problem. Enter shows the VM's cluster in the main window."));
    m_view->setTabKeyNavigation(false); // Tab leaves the table; the arrows move within it
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // Thousands of rows: fixed row heights, no measuring of every cell.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_rows = new ray::FleetVmModel(this);
    for (const Source &source : sources)
        m_rows->follow(source.fleet, source.supervisor);
    auto *words = new FleetVmPresentation(this);
    words->setSourceModel(m_rows);
    m_sort = new SortFilterProxy(this);
    m_sort->setSourceModel(words); // the filter reads the words
    m_sort->setSortRole(SortRole);
    m_sort->setRowMatcher([rows = m_rows](const QString &text) {
        return [rows, shows = FleetVmPresentation::rowMatch(text)](int sourceRow) {
            return shows(rows->rowAt(sourceRow));
        };
    });
    m_sort->setRowKeys([rows = m_rows](int sourceRow, int column) {
        return FleetVmPresentation::sortKey(rows->rowAt(sourceRow), column);
    });
    m_view->setModel(m_sort);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ray::FleetVmModel::Namespace, Qt::AscendingOrder);
    // Room for the problem, which is what this view is for.
    fitColumnsOnFirstRows(m_view, ray::FleetVmModel::Problem);
    m_fillPaints = new FillPaintThrottle(m_view);
    m_fillPaints->setFilling(true); // until the first list is in
    layout->addWidget(m_view, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"summary"_s);
    layout->addWidget(m_summary);

    m_filterTimer.setSingleShot(true);
    m_filterTimer.setInterval(200); // typing does not refilter 10,000 rows per key
    connect(m_filter, &QLineEdit::textChanged, &m_filterTimer, qOverload<>(&QTimer::start));
    connect(&m_filterTimer, &QTimer::timeout, this, [this] {
        applyFilter(m_filter->text());
    });
    // Counting 10,000 rows on every change would be wasteful: once a second is plenty.
    m_summaryTimer.setInterval(1000);
    connect(&m_summaryTimer, &QTimer::timeout, this, [this] {
        updateSummary();
        m_view->viewport()->update(); // ages move on without data changes
    });
    m_summaryTimer.start();
    for (const Source &source : sources) {
        connect(source.fleet, &ray::FleetVms::synced, this, &FleetWindow::updateSummary);
        connect(source.fleet, &ray::FleetVms::failed, this, [this] {
            updateSummary();
        });
    }
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString cluster = index.data(ClusterRole).toString();
        if (!cluster.isEmpty())
            Q_EMIT clusterActivated(index.data(SupervisorRole).toString(),
                index.data(NamespaceRole).toString(),
                cluster);
    });
    // Esc clears the filter first, then closes, as Ctrl+W does.
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, [this] {
        if (!m_filter->text().isEmpty())
            m_filter->clear();
        else
            close();
    });
    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QWidget::close);
    placeOverParentWindow(this, QSize(1280, 720));
    for (const Source &source : sources)
        source.fleet->start(); // already started when Find listed the VMs first
    updateSummary();
}

void placeOverParentWindow(QWidget *window, QSize largest)
{
    // Over the main window, and whole on its screen whatever the screen's size.
    const QWidget *over = window->parentWidget() ? window->parentWidget()->window() : nullptr;
    const QScreen *screen = over ? over->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 720);
    window->resize(std::min(largest.width(), available.width() * 9 / 10),
        std::min(largest.height(), available.height() * 85 / 100));
    QRect frame(QPoint(), window->size());
    frame.moveCenter(over ? over->frameGeometry().center() : available.center());
    frame.moveLeft(std::clamp(frame.left(), available.left(), available.right() - frame.width()));
    frame.moveTop(std::clamp(frame.top(), available.top(), available.bottom() - frame.height()));
    window->move(frame.topLeft());
}

FleetWindow::~FleetWindow()
{
    m_sort->setSourceModel(nullptr);
}

QString FleetWindow::failureText(const kube::KubeError &error)
{
    return error.httpStatus() == 403
        ? tr("Your account may not list VMs across namespaces, which this view needs. Open a "
             "namespace in the main window instead.")
        : tr("Not updating: %1").arg(describeError(error));
}

QString FleetWindow::summary() const
{
    return m_summary->text();
}

void FleetWindow::applyFilter(const QString &text)
{
    m_sort->setFilterWords(text);
    updateSummary();
}

void FleetWindow::updateSummary()
{
    bool synced = true;
    int namespaces = 0;
    int problems = 0;
    QStringList failures;
    for (const Source &source : std::as_const(m_sources)) {
        synced &= source.fleet->hasSynced();
        namespaces += source.fleet->namespaceCount();
        problems += source.fleet->problemCount();
        if (const auto failure = source.fleet->failure()) {
            const QString text = failureText(*failure);
            failures << (m_sources.size() == 1 ? text : tr("%1: %2").arg(source.supervisor, text));
        }
    }
    // Paints wait while the first lists fill, not after one failed.
    m_fillPaints->setFilling(!synced && failures.isEmpty());
    const int total = m_rows->rowCount();
    // Two counts, so the namespaces are a phrase of their own inside the sentence.
    QString text = synced ? tr("%n VM(s) in %1; %2 with a problem.",
                       "%1 is the number of namespaces, e.g. 3 namespaces",
                       total)
                                .arg(tr("%n namespace(s)", nullptr, namespaces))
                                .arg(problems)
                          : tr("Loading… %n VM(s) so far.", nullptr, total);
    if (!m_filter->text().isEmpty())
        text += u' ' + tr("%1 shown by the filter.").arg(m_sort->rowCount());
    if (!failures.isEmpty())
        text = failures.join(u' ') + u' ' + text;
    m_summary->setText(text);
}

} // namespace vmray
