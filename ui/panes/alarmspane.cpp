#include "alarmspane.h"

#include "paneviews.h"
#include "phrasewords.h"
#include "presentation.h"
#include "sortfilterproxy.h"

#include "items/alarmmodel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

AlarmsPane::AlarmsPane(AlarmBook *book, QWidget *parent)
    : QWidget(parent)
    , m_book(book)
{
    setObjectName(u"alarmsPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"alarmFilter"_s);
    m_filter->setPlaceholderText(tr("Filter alarms"));
    m_filter->setAccessibleName(tr("Filter alarms"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(300);
    m_acknowledge = new QPushButton(tr("&Acknowledge"), this);
    m_acknowledge->setObjectName(u"acknowledgeAlarm"_s);
    m_acknowledge->setToolTip(
        tr("Silence the selected alarms until they clear; they are not notified again meanwhile."));
    m_reset = new QPushButton(tr("Reset to &Green"), this);
    m_reset->setObjectName(u"resetAlarm"_s);
    m_reset->setToolTip(tr("Clear the selected alarms raised by an event, such as a Ray node "
                           "that died; others clear by themselves once their cause is gone."));
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"alarmSummary"_s);
    bar->addWidget(m_filter);
    bar->addWidget(m_acknowledge);
    bar->addWidget(m_reset);
    bar->addWidget(m_summary, 1);
    layout->addLayout(bar);

    m_view = makePaneTable(u"alarms"_s,
        tr("Triggered alarms"),
        tr("The alarms triggered on every connected Supervisor, the worst first. Enter goes to "
           "the object of the alarm."),
        this);
    layout->addWidget(m_view, 1);
    m_model = new AlarmModel(book, this);
    auto *presentation = new AlarmPresentation(this);
    presentation->setSourceModel(m_model);
    m_sort = new SortFilterProxy(this);
    m_sort->setSortRole(ItemRole::SortRole);
    m_sort->setSourceModel(presentation);
    m_view->setModel(m_sort);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(AlarmModel::Status, Qt::DescendingOrder);
    QHeaderView *header = m_view->horizontalHeader();
    const auto resize = [header](int column, int width) {
        header->resizeSection(column, std::max(width, header->sectionSizeHint(column)));
    };
    resize(AlarmModel::Status, 90);
    resize(AlarmModel::Definition, 190);
    resize(AlarmModel::Supervisor, 110);
    resize(AlarmModel::Namespace, 110);
    resize(AlarmModel::Cluster, 120);
    resize(AlarmModel::Node, 150);
    resize(AlarmModel::Message, 380);
    fitColumnsOnFirstRows(m_view, AlarmModel::Message);

    connect(m_filter, &QLineEdit::textChanged, m_sort, &SortFilterProxy::setFilterWords);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const Alarm *alarm =
            m_book ? m_book->find(index.data(AlarmModel::IdRole).toString()) : nullptr;
        if (alarm)
            Q_EMIT alarmActivated(alarm->path);
    });
    connect(m_acknowledge, &QPushButton::clicked, this, &AlarmsPane::acknowledgeSelected);
    connect(m_reset, &QPushButton::clicked, this, &AlarmsPane::resetSelected);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::selectionChanged,
        this,
        &AlarmsPane::updateButtons);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        QAction *ack = menu.addAction(m_acknowledge->text());
        ack->setEnabled(m_acknowledge->isEnabled());
        connect(ack, &QAction::triggered, this, &AlarmsPane::acknowledgeSelected);
        QAction *reset = menu.addAction(m_reset->text());
        reset->setEnabled(m_reset->isEnabled());
        connect(reset, &QAction::triggered, this, &AlarmsPane::resetSelected);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    if (book) {
        connect(book, &AlarmBook::changed, this, &AlarmsPane::updateSummary);
        connect(book, &AlarmBook::changed, this, &AlarmsPane::updateButtons);
    }
    updateButtons();
    updateSummary();
}

AlarmsPane::~AlarmsPane() = default;

void AlarmsPane::setUserOf(std::function<QString(const QString &)> userOf)
{
    m_userOf = std::move(userOf);
}

QStringList AlarmsPane::selectedKeys() const
{
    QStringList keys;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
        keys << row.data(AlarmModel::IdRole).toString();
    return keys;
}

void AlarmsPane::acknowledgeSelected()
{
    if (!m_book)
        return;
    for (const QString &key : selectedKeys()) {
        const Alarm *alarm = m_book->find(key);
        if (!alarm)
            continue;
        const QString who = m_userOf ? m_userOf(alarm->path.supervisor) : QString();
        m_book->acknowledge(key, who);
    }
    updateButtons();
}

void AlarmsPane::resetSelected()
{
    if (!m_book)
        return;
    for (const QString &key : selectedKeys())
        m_book->resetToGreen(key);
    updateButtons();
}

bool AlarmsPane::selectAlarm(const QString &key)
{
    for (int row = 0; row < m_sort->rowCount(); ++row) {
        const QModelIndex index = m_sort->index(row, 0);
        if (index.data(AlarmModel::IdRole).toString() == key) {
            m_view->setCurrentIndex(index);
            m_view->selectRow(row);
            return true;
        }
    }
    return false;
}

void AlarmsPane::updateButtons()
{
    bool anyUnacknowledged = false;
    bool anyEvent = false;
    for (const QString &key : selectedKeys()) {
        const Alarm *alarm = m_book ? m_book->find(key) : nullptr;
        if (!alarm)
            continue;
        anyUnacknowledged |= !alarm->isAcknowledged();
        anyEvent |= isEventAlarm(alarm->definition);
    }
    m_acknowledge->setEnabled(anyUnacknowledged);
    m_reset->setEnabled(anyEvent);
}

void AlarmsPane::updateSummary()
{
    int red = 0;
    int yellow = 0;
    int gray = 0;
    if (m_book) {
        for (const Alarm &a : m_book->alarms()) {
            red += a.status == AlarmStatus::Red;
            yellow += a.status == AlarmStatus::Yellow;
            gray += a.status == AlarmStatus::Gray;
        }
    }
    if (red + yellow + gray == 0) {
        m_summary->setText(tr("No alarms are triggered."));
        return;
    }
    m_summary->setText(tr("Critical: %1, warning: %2, unknown: %3").arg(red).arg(yellow).arg(gray));
}

} // namespace vmray
